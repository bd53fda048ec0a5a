// The end of a stock import: what it created, updated and left alone and how long it took, with the way
// to the stock table; or, when it wrote nothing, why, row by row.
import type { Ref } from 'react';
import { Link } from 'react-router';
import { ImportIssues } from './admin-import-issues';

export interface ImportIssueView {
  row: number;
  /** The column's name; empty for a problem of the whole file or row. */
  column: string;
  message: string;
}

/** The domain's import report as the page gets it (app/lib/admin-import.server.ts). */
export interface ImportReportView {
  fileName: string;
  written: boolean;
  total: number;
  created: number;
  updated: number;
  unchanged: number;
  /** The problems listed, by row: the first ones when there are very many. */
  errors: ImportIssueView[];
  errorCount: number;
  /** Rows with at least one problem. */
  errorRows: number;
}

export const count = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

function duration(seconds: number): string {
  if (seconds < 60) return `${seconds.toLocaleString('en', { maximumFractionDigits: 1 })} s`;
  return `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
}

/** Newest changes first: the vehicles just imported head the table. */
const STOCK_TABLE_NEWEST = '/admin/stock?sort=updatedAt&direction=desc';

export function ImportReport({ report, seconds, headingRef }: { report: ImportReportView; seconds: number; headingRef?: Ref<HTMLHeadingElement> }) {
  const figures = [
    ['Created', report.created],
    ['Updated', report.updated],
    ['Unchanged', report.unchanged],
  ] as const;
  return (
    <section aria-labelledby="import-report-heading" className="rounded-md border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900" data-testid="import-report">
      <h2 id="import-report-heading" ref={headingRef} tabIndex={-1} className="text-lg font-semibold">
        {report.written ? `Imported ${report.fileName}` : `${report.fileName || 'The file'} was not imported`}
      </h2>
      {report.written ? (
        <>
          <p className="mt-2 rounded-md bg-emerald-50 p-3 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
            All {count(report.total, 'row')} of the file are in the stock; the storefront shows them within a second.
          </p>
          <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="import-report-counts">
            {figures.map(([label, n]) => (
              <div key={label} className="rounded-md border border-slate-200 p-3 dark:border-slate-800">
                <dt className="text-sm text-slate-600 dark:text-slate-300">{label}</dt>
                <dd className="text-xl font-bold tabular-nums">{n.toLocaleString('en')}</dd>
              </div>
            ))}
            <div className="rounded-md border border-slate-200 p-3 dark:border-slate-800">
              <dt className="text-sm text-slate-600 dark:text-slate-300">Time taken</dt>
              <dd className="text-xl font-bold tabular-nums">{duration(seconds)}</dd>
            </div>
          </dl>
          <p className="mt-4">
            <Link to={STOCK_TABLE_NEWEST} className="font-semibold text-brand-700 underline dark:text-brand-100">
              Open the stock table
            </Link>
          </p>
        </>
      ) : (
        <>
          <p role="alert" className="mt-2 rounded-md bg-red-50 p-3 text-red-800 dark:bg-red-950 dark:text-red-200">
            Nothing was written: {count(report.errorCount, 'problem')}
            {report.errorRows > 0 && report.errors.some((e) => e.row > 1) ? ` in ${count(report.errorRows, 'row')}` : ''}. The stock may have changed since the
            check; fix the file, then check it again.
          </p>
          <ImportIssues errors={report.errors} errorCount={report.errorCount} />
        </>
      )}
    </section>
  );
}
