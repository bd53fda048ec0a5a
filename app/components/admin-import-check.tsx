// The dry run of a stock CSV: how many rows, how many would create, change or leave a vehicle as it is,
// and every problem by row and column. Nothing is written by a check; the import is offered (children)
// only for a file without problems that changes something.
import type { ReactNode, Ref } from 'react';
import { ImportIssues } from './admin-import-issues';
import { count, type ImportReportView } from './admin-import-report';

export function ImportCheck({ report, headingRef, children }: { report: ImportReportView; headingRef?: Ref<HTMLHeadingElement>; children?: ReactNode }) {
  const figures = [
    ['Rows', report.total],
    ['New', report.created],
    ['Changed', report.updated],
    ['Unchanged', report.unchanged],
  ] as const;
  const clean = report.errorCount === 0;
  return (
    <section aria-labelledby="import-check-heading" className="rounded-md border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900" data-testid="import-check">
      <h2 id="import-check-heading" ref={headingRef} tabIndex={-1} className="text-lg font-semibold">
        {report.fileName ? `Check of ${report.fileName}` : 'Check of the file'}
      </h2>
      {report.total > 0 ? (
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="import-check-counts">
          {figures.map(([label, n]) => (
            <div key={label} className="rounded-md border border-slate-200 p-3 dark:border-slate-800">
              <dt className="text-sm text-slate-600 dark:text-slate-300">{label}</dt>
              <dd className="text-xl font-bold tabular-nums">{n.toLocaleString('en')}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {!clean ? (
        <>
          <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-red-800 dark:bg-red-950 dark:text-red-200" data-testid="import-check-verdict">
            {count(report.errorCount, 'problem')}
            {report.errors.some((e) => e.row > 1) ? ` in ${count(report.errorRows, 'row')}` : ''}. Nothing was written. Fix the file and check it again: the import
            takes a file only when every row is right.
            {report.total > 0 ? ' New, changed and unchanged count the rows without problems.' : ''}
          </p>
          <ImportIssues errors={report.errors} errorCount={report.errorCount} />
        </>
      ) : report.created + report.updated === 0 ? (
        <p role="status" className="mt-3" data-testid="import-check-verdict">
          Every row matches the stock as it is: importing this file would change nothing.
        </p>
      ) : (
        <>
          <p role="status" className="mt-3 rounded-md bg-emerald-50 p-3 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200" data-testid="import-check-verdict">
            Every row is good. Importing the file creates {count(report.created, 'vehicle')} and changes {count(report.updated, 'vehicle')}, all together or not at all.
            Nothing is written until you import it.
          </p>
          {children}
        </>
      )}
    </section>
  );
}
