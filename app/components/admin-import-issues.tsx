// The problems the stock import found in a file, one line each by row (the header is row 1, as a
// spreadsheet numbers them) and column, in the domain's words.
import type { ImportIssueView } from './admin-import-report';

export function ImportIssues({ errors, errorCount }: { errors: ImportIssueView[]; errorCount: number }) {
  const caption =
    errorCount > errors.length ? `The first ${errors.length.toLocaleString('en')} of ${errorCount.toLocaleString('en')} problems, by row` : 'The problems, by row';
  return (
    <div className="mt-3 rounded-md border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full text-left text-sm" data-testid="import-errors">
        <caption className="px-3 py-2 text-left text-sm text-slate-600 dark:text-slate-300">{caption}</caption>
        <thead className="text-slate-600 dark:text-slate-300">
          <tr>
            <th scope="col" className="px-3 py-1.5 font-medium">
              Row
            </th>
            <th scope="col" className="px-3 py-1.5 font-medium">
              Column
            </th>
            <th scope="col" className="px-3 py-1.5 font-medium">
              Problem
            </th>
          </tr>
        </thead>
        <tbody>
          {errors.map((issue, i) => (
            <tr key={i} className="border-t border-slate-200 align-top dark:border-slate-800" data-testid="import-error">
              <td className="px-3 py-1.5 tabular-nums">{issue.row}</td>
              <td className="break-all px-3 py-1.5">{issue.column ? <code>{issue.column}</code> : <span className="text-slate-600 dark:text-slate-300">{issue.row === 1 ? 'the file' : 'the row'}</span>}</td>
              <td className="px-3 py-1.5">{issue.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
