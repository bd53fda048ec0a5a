// The stock CSV's columns as staff read them next to the template: name, what it holds, whether a row
// needs it, what it takes. Drawn from the domain's column list (VEHICLE_CSV_COLUMNS), never copied.
import type { CsvColumn } from '#domain/stock/vehicle-csv.ts';

export function ImportColumns({ columns }: { columns: readonly CsvColumn[] }) {
  return (
    <table className="w-full text-left text-sm" data-testid="import-columns">
      <caption className="sr-only">The columns of the stock CSV</caption>
      <thead className="text-slate-600 dark:text-slate-300">
        <tr>
          <th scope="col" className="py-2 pr-4 font-medium">
            Column
          </th>
          <th scope="col" className="py-2 pr-4 font-medium">
            What it holds
          </th>
          <th scope="col" className="py-2 pr-4 font-medium">
            Required
          </th>
          <th scope="col" className="py-2 font-medium">
            Format or allowed values
          </th>
        </tr>
      </thead>
      <tbody>
        {columns.map((c) => (
          <tr key={c.name} className="border-t border-slate-200 align-top dark:border-slate-800">
            <th scope="row" className="py-1.5 pr-4 font-normal">
              <code className="font-semibold">{c.name}</code>
            </th>
            <td className="py-1.5 pr-4">
              {c.label}
              {c.hint ? <span className="block text-xs text-slate-600 dark:text-slate-300">{c.hint}</span> : null}
            </td>
            <td className="whitespace-nowrap py-1.5 pr-4">{c.name === 'stockNumber' ? 'Every row' : c.required ? 'New vehicles' : 'No'}</td>
            <td className="py-1.5">{c.format}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
