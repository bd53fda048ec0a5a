// /admin/stock/import: new and changed stock from a CSV file (issue 14). The columns (from the domain's
// column list) and the template; "Check the file" is the dry run, every problem by row and column and
// nothing written; "Import" is offered only for a file whose check is clean, then runs all or nothing
// with a progress bar (the run route streams it) or, without JavaScript, as a plain form post here.
//
// The file is not kept on the server between the check and the import: the import sends it again with
// the digest of the checked file, the server refuses any other file (app/lib/admin-import.server.ts),
// and the import checks every row again inside its transaction, so nothing rests on what the browser says.
import { useCallback, useEffect, useRef, useState } from 'react';
import { data, Form, Link, useNavigation } from 'react-router';
import { MAX_IMPORT_MB, MAX_IMPORT_ROWS, VEHICLE_CSV_COLUMNS } from '#domain/stock/vehicle-csv.ts';
import { checkVehicleImport, importVehicles } from '#domain/stock/vehicle-import.service.ts';
import { ADMIN_INPUT } from '../../components/admin-field';
import { ImportCheck } from '../../components/admin-import-check';
import { ImportColumns } from '../../components/admin-import-columns';
import { ImportReport } from '../../components/admin-import-report';
import { ImportRun } from '../../components/admin-import-run';
import { importRefusal, readImportUpload, refusedView, reportView, secondsSince } from '../../lib/admin-import.server';
import { ADMIN_PRIVATE, requireStaff } from '../../lib/admin.server';
import type { Route } from './+types/stock-import';
import { throwIfError } from '../../lib/service-answer.server';

export { ErrorBoundary } from './layout';

export function meta() {
  return [{ title: 'Import stock | Back office | Roro Motors' }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context.ctx, request, { vehicle: ['import'] });
  return data({ columns: VEHICLE_CSV_COLUMNS, maxRows: MAX_IMPORT_ROWS, maxMb: MAX_IMPORT_MB }, { headers: ADMIN_PRIVATE });
}

export async function action({ context, request }: Route.ActionArgs) {
  requireStaff(context.ctx, request, { vehicle: ['import'] });
  const upload = await readImportUpload(request);
  const intent = upload.form?.get('intent') === 'import' ? 'import' : 'check';
  if (intent === 'check') {
    if ('problem' in upload) return data({ kind: 'check' as const, report: refusedView(upload, upload.problem), digest: '', checkedAt: Date.now() }, { status: 400, headers: ADMIN_PRIVATE });
    const report = await checkVehicleImport(context.ctx, upload.file);
    throwIfError(report);
    return data({ kind: 'check' as const, report: reportView(report), digest: upload.digest, checkedAt: Date.now() }, { headers: ADMIN_PRIVATE });
  }
  // The import without JavaScript: the same as the run route, answered with the whole report at once.
  const refusal = importRefusal(upload);
  if (refusal || 'problem' in upload) return data({ kind: 'import' as const, report: refusedView(upload, refusal ?? ''), seconds: 0 }, { status: 400, headers: ADMIN_PRIVATE });
  const started = performance.now();
  const report = await importVehicles(context.ctx, upload.file);
  throwIfError(report);
  return data({ kind: 'import' as const, report: reportView(report), seconds: secondsSince(started) }, { status: report.written ? 200 : 400, headers: ADMIN_PRIVATE });
}

export default function StockImport({ loaderData, actionData }: Route.ComponentProps) {
  const { columns, maxRows, maxMb } = loaderData;
  const navigation = useNavigation();
  const checking = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'check';
  const fileInput = useRef<HTMLInputElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  // A check's result stands for the file it checked: choosing another hides it (and its Import button)
  // until that one is checked.
  const [changedSince, setChangedSince] = useState<typeof actionData | null>(null);
  const [importing, setImporting] = useState(false);
  useEffect(() => {
    if (actionData) resultHeading.current?.focus();
  }, [actionData]);
  const fileFrom = useCallback(() => fileInput.current?.files?.[0] ?? null, []);
  const check = actionData?.kind === 'check' && changedSince !== actionData ? actionData : null;
  const imported = actionData?.kind === 'import' ? actionData : null;

  return (
    <div className="max-w-5xl">
      <p className="text-sm">
        <Link to="/admin/stock" className="underline">
          Stock
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">Import stock from a CSV file</h1>
      <div className="mt-3 max-w-3xl space-y-2 text-slate-700 dark:text-slate-300">
        <p>
          One vehicle a row, under a first row that names the columns. A row whose stock number is in stock updates that vehicle: only the file’s columns, and an
          empty cell empties its field. Any other row creates a vehicle. The file goes in all together or not at all, as one entry in the audit log.
        </p>
        <p>
          At most {maxRows.toLocaleString('en')} rows and {maxMb} MB; UTF-8 or Japanese Excel’s Shift_JIS, separated by commas, semicolons or tabs.
        </p>
      </div>
      <p className="mt-4">
        <a href="/admin/stock/import/template.csv" download className="font-semibold text-brand-700 underline dark:text-brand-100" data-testid="import-template">
          Download the template
        </a>{' '}
        <span className="text-sm text-slate-600 dark:text-slate-300">(every column, with one example row to overwrite)</span>
      </p>

      <Form method="post" encType="multipart/form-data" className="mt-6 flex flex-wrap items-end gap-3" aria-label="Check a stock CSV">
        <input type="hidden" name="intent" value="check" />
        <label className="text-sm">
          CSV file *
          <input
            ref={fileInput}
            name="file"
            type="file"
            accept=".csv,text/csv"
            required
            disabled={importing}
            aria-describedby="import-file-hint"
            onChange={() => setChangedSince(actionData)}
            className={ADMIN_INPUT}
          />
        </label>
        <button type="submit" disabled={checking || importing} className="rounded-md bg-brand-700 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-900 disabled:opacity-70">
          {checking ? 'Checking…' : 'Check the file'}
        </button>
        <p id="import-file-hint" className="w-full text-sm text-slate-600 dark:text-slate-300">
          The check reads every row as the vehicle form would and writes nothing.
        </p>
      </Form>

      <div className="mt-6">
        {check ? (
          <ImportCheck report={check.report} headingRef={resultHeading}>
            <ImportRun
              key={check.checkedAt}
              fileName={check.report.fileName}
              digest={check.digest}
              rows={check.report.total}
              toWrite={check.report.created + check.report.updated}
              fileFrom={fileFrom}
              onRunning={setImporting}
            />
          </ImportCheck>
        ) : null}
        {imported ? <ImportReport report={imported.report} seconds={imported.seconds} headingRef={resultHeading} /> : null}
      </div>

      <section aria-labelledby="import-columns-heading" className="mt-10">
        <h2 id="import-columns-heading" className="text-lg font-semibold">
          The columns
        </h2>
        <p className="mt-2 max-w-3xl text-sm text-slate-700 dark:text-slate-300">
          Name the columns in the first row exactly as below, in any order. A file may leave columns out, but always needs stockNumber; a new vehicle needs every
          column marked “New vehicles”. Yes/no columns take yes or no, and amounts may be written 1,850,000.
        </p>
        <div className="mt-3">
          <ImportColumns columns={columns} />
        </div>
      </section>
    </div>
  );
}
