// /admin/taxes/:code/reference-prices: a country's reference price list (Kenya's CRSP) imported from the
// authority's CSV (issue 39), as the stock import does it: "Check the file" is the dry run, every problem by
// row and column and nothing written; "Import" is offered only for a clean file and runs all or nothing.
// The checked file's text comes back with the import (the import checks every row again in its
// transaction, so nothing rests on what the browser sends). Works without JavaScript.
import { data, Form, Link, useNavigation } from 'react-router';
import { checkReferencePriceImport, importReferencePrices, MAX_REFERENCE_MB, REFERENCE_PRICE_COLUMNS, type ReferencePriceImportReport } from '#domain/trade/reference-price-import.service.ts';
import { decodeCsv } from '#domain/stock/vehicle-csv.ts';
import { taxCountryByAdmin } from '#domain/trade/tax-admin.service.ts';
import { ADMIN_INPUT, AdminField } from '../../components/admin-field';
import { ImportIssues } from '../../components/admin-import-issues';
import { AdminTable } from '../../components/admin-table';
import { readImportUpload, reportView } from '../../lib/admin-import.server';
import { ADMIN_PRIVATE, requireStaff } from '../../lib/admin.server';
import type { Route } from './+types/tax-reference-prices';
import { throwIfError } from '../../lib/service-answer.server';

export { ErrorBoundary } from './layout';

export function meta() {
  return [{ title: 'Import reference prices | Back office | Roro Motors' }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireStaff(context.ctx, request, { pricing: ['update'] });
  // Only a country with a tax table has a list to import.
  const country = await taxCountryByAdmin(context.ctx, params.code);
  throwIfError(country);
  return data({ code: country.code, name: country.name, columns: REFERENCE_PRICE_COLUMNS, maxMb: MAX_REFERENCE_MB }, { headers: ADMIN_PRIVATE });
}

const view = (report: ReferencePriceImportReport) => ({ ...reportView({ ...report }), dryRun: report.dryRun, affected: report.affected });

export async function action({ context, request, params }: Route.ActionArgs) {
  requireStaff(context.ctx, request, { pricing: ['update'] });
  const code = params.code.toUpperCase();
  const refused = (message: string) => data({ kind: 'check' as const, report: null, problem: message, csv: '', fileName: '', source: '' }, { status: 400, headers: ADMIN_PRIVATE });
  const contentType = request.headers.get('content-type') ?? '';
  let file: { name: string; content: string };
  let source: string;
  let intent: 'check' | 'import';
  if (contentType.startsWith('multipart/form-data')) {
    const upload = await readImportUpload(request, MAX_REFERENCE_MB);
    if ('problem' in upload) return refused(upload.problem);
    file = { name: upload.file.name, content: decodeCsv(upload.file.content) };
    source = String(upload.form.get('source') ?? '');
    intent = 'check';
  } else {
    const form = await request.formData();
    file = { name: String(form.get('fileName') ?? 'prices.csv').slice(-200), content: String(form.get('csv') ?? '') };
    source = String(form.get('source') ?? '');
    intent = form.get('intent') === 'import' ? 'import' : 'check';
  }
  const report = intent === 'import' ? await importReferencePrices(context.ctx, code, file, source) : await checkReferencePriceImport(context.ctx, code, file, source);
  throwIfError(report);
  const status = report.errors.length ? 400 : 200;
  return data({ kind: intent, report: view(report), problem: null, csv: report.errors.length ? '' : file.content, fileName: file.name, source }, { status, headers: ADMIN_PRIVATE });
}

export default function TaxReferencePrices({ loaderData, actionData }: Route.ComponentProps) {
  const { code, name, columns, maxMb } = loaderData;
  const busy = useNavigation().state === 'submitting';
  const report = actionData?.report ?? null;
  const clean = report !== null && report.errorCount === 0;
  return (
    <div className="max-w-5xl">
      <p className="text-sm">
        <Link to={`/admin/taxes?country=${code}`} className="underline">
          Duties and taxes
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">Import reference prices: {name}</h1>
      <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">
        The authority’s list of retail prices its customs value cars from, one price a row under a first row naming the columns. A row for a maker, model, engine and
        year already listed changes its price; any other adds one. The file goes in all together or not at all, as one entry in the audit log. At most {maxMb} MB.
      </p>

      <Form method="post" encType="multipart/form-data" className="mt-6 grid max-w-xl gap-3" aria-label="Check a reference price CSV">
        <label className="text-sm">
          CSV file *
          <input name="file" type="file" accept=".csv,text/csv" required className={ADMIN_INPUT} />
        </label>
        <AdminField name="source" label="Source" required value={actionData?.source ?? ''} placeholder="KRA CRSP list, July 2026" />
        <div>
          <button type="submit" disabled={busy} className="rounded-md bg-brand-700 px-5 py-2 text-sm font-semibold text-white disabled:opacity-70">
            Check the file
          </button>
        </div>
      </Form>

      {actionData?.problem ? (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-red-800 dark:bg-red-950 dark:text-red-200">
          {actionData.problem}
        </p>
      ) : null}

      {report ? (
        <section aria-labelledby="reference-check-heading" className="mt-6 rounded-md border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900" data-testid="import-check">
          <h2 id="reference-check-heading" className="text-lg font-semibold">
            {report.dryRun ? `Check of ${report.fileName}` : `Import of ${report.fileName}`}
          </h2>
          <p className="mt-2 text-sm" data-testid="import-check-counts">
            {report.total} rows: {report.created} new, {report.updated} changed, {report.unchanged} unchanged.
          </p>
          {!clean ? (
            <>
              <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-red-800 dark:bg-red-950 dark:text-red-200" data-testid="import-check-verdict">
                {report.errorCount} {report.errorCount === 1 ? 'problem' : 'problems'}. Nothing was written. Fix the file and check it again: the import takes a file only
                when every row is right.
              </p>
              <ImportIssues errors={report.errors} errorCount={report.errorCount} />
            </>
          ) : report.written ? (
            <p role="status" className="mt-3 rounded-md bg-emerald-50 p-3 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200" data-testid="import-check-verdict">
              Imported: estimates use the new prices within a second.{' '}
              {report.affected.length ? `${report.affected.length} ${report.affected.length === 1 ? 'buyer was' : 'buyers were'} e-mailed about their order’s new estimate.` : 'No open order’s estimate moved.'}
            </p>
          ) : (
            <>
              <p role="status" className="mt-3 rounded-md bg-emerald-50 p-3 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200" data-testid="import-check-verdict">
                Every row is good. Nothing is written until you import it.{' '}
                {report.affected.length ? `It moves the estimate of ${report.affected.map((a) => a.orderNumber).join(', ')}; those buyers will be e-mailed.` : 'It moves no open order’s estimate.'}
              </p>
              {report.created + report.updated > 0 ? (
                <Form method="post" className="mt-3">
                  <input type="hidden" name="intent" value="import" />
                  <input type="hidden" name="csv" value={actionData?.csv ?? ''} />
                  <input type="hidden" name="fileName" value={actionData?.fileName ?? ''} />
                  <input type="hidden" name="source" value={actionData?.source ?? ''} />
                  <button type="submit" disabled={busy} className="rounded-md bg-brand-700 px-5 py-2 text-sm font-semibold text-white disabled:opacity-70">
                    Import {report.created + report.updated} prices
                  </button>
                </Form>
              ) : null}
            </>
          )}
        </section>
      ) : null}

      <section aria-labelledby="reference-columns-heading" className="mt-10">
        <h2 id="reference-columns-heading" className="text-lg font-semibold">
          The columns
        </h2>
        <AdminTable label="Table of the columns" className="mt-2" columns={['Column', 'What it holds']}>
          {columns.map((c) => (
            <tr key={c.name} className="border-t border-slate-200 dark:border-slate-800">
              <th scope="row" className="py-1.5 pr-4 font-mono font-normal">
                {c.name}
                {c.required ? ' *' : ''}
              </th>
              <td className="py-1.5">{c.format}</td>
            </tr>
          ))}
        </AdminTable>
      </section>
    </div>
  );
}
