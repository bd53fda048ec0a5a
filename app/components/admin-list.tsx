// The back office's list (ADR 067): a GET search form drawn from the list's zod schema, a table from
// TanStack Table column definitions whose heads sort by the address, the cursor pager, a line for an empty
// list and "Download CSV" of the filtered list. Every text comes in as data (`labels`, each field's label,
// each column's header), so the kit holds no English of its own to translate.
import type { ReactNode } from 'react';
import {
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  tableFeatures,
  useTable,
  type CellData,
  type ColumnDef,
  type RowData,
  type TableFeatures,
} from '@tanstack/react-table';
import { Form, Link, useSearchParams } from 'react-router';
import { searchFieldsOf, sortOf, type ListSort, type SearchSchema } from '../lib/admin-list';
import { scrollRegion } from '../lib/scroll-region';
import { ADMIN_INPUT } from './admin-field';
import { CursorPager } from './cursor-pager';

declare module '@tanstack/react-table' {
  // The interface merged into must name the same type parameters, used or not.
  /* eslint-disable @typescript-eslint/no-unused-vars */
  interface ColumnMeta<TFeatures extends TableFeatures, TData extends RowData, TValue extends CellData = CellData> {
    /** The cell in the CSV download where it is not the column's value (a display column, a date). */
    csv?: (row: TData) => unknown;
    /** Classes of the column's cells. */
    className?: string;
  }
  /* eslint-enable @typescript-eslint/no-unused-vars */
}

export const adminTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: {
    alphanumeric: sortFn_alphanumeric,
    basic: sortFn_basic,
    datetime: sortFn_datetime,
  },
});
type Features = typeof adminTableFeatures;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each column has a value type of its own
export type AdminColumns<Row extends RowData> = ColumnDef<Features, Row, any>[];

/** The column helper of an admin list's rows. */
export const adminColumns = <Row extends RowData>() => createColumnHelper<Features, Row>();

/** How a search field is shown; an enum field's `options` name its choices, `any` the empty one. */
export interface SearchFieldText {
  label: string;
  /** 'checkbox': a yes-or-no field, sent as 1 (`z.enum(['1'])` in the schema). */
  type?: 'search' | 'email' | 'date' | 'text' | 'checkbox';
  placeholder?: string;
  any?: string;
  options?: Record<string, string>;
}

export interface ListTexts {
  /** The search form's name for screen readers ("Find orders"). */
  search: string;
  submit: string;
  clear: string;
  /** The table's scrolling box, named for screen readers. */
  table: string;
  empty: string;
  /** The pager's name and links; left out, the storefront's own texts. */
  pager?: { pages: string; first: string; next: string };
  csv?: string;
}

export function AdminSearchForm({
  schema,
  fields,
  values,
  path,
  texts,
  hidden = {},
}: {
  schema: SearchSchema;
  fields: Record<string, SearchFieldText>;
  values: Record<string, string>;
  path: string;
  texts: Pick<ListTexts, 'search' | 'submit' | 'clear'>;
  hidden?: Record<string, string>;
}) {
  return (
    <Form method="get" action={path} className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6" aria-label={texts.search}>
      {searchFieldsOf(schema).map(({ name, options }) => {
        const text = fields[name] ?? { label: name };
        if (text.type === 'checkbox')
          return (
            <label key={name} className="flex items-end gap-2 pb-1.5 text-sm">
              <input type="checkbox" name={name} value="1" defaultChecked={values[name] === '1'} className="h-4 w-4" />
              {text.label}
            </label>
          );
        return (
          <label key={name} className="text-sm">
            {text.label}
            {options ? (
              <select name={name} defaultValue={values[name] ?? ''} className={ADMIN_INPUT}>
                <option value="">{text.any ?? ''}</option>
                {options.map((option) => (
                  <option key={option} value={option}>
                    {text.options?.[option] ?? option}
                  </option>
                ))}
              </select>
            ) : (
              <input name={name} type={text.type ?? 'search'} defaultValue={values[name] ?? ''} placeholder={text.placeholder} className={ADMIN_INPUT} />
            )}
          </label>
        );
      })}
      <div className="flex items-end gap-2">
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white">
          {texts.submit}
        </button>
        <Link to={path} className="text-sm underline">
          {texts.clear}
        </Link>
      </div>
    </Form>
  );
}

const columnId = (column: { id?: string; accessorKey?: unknown }) => column.id ?? String(column.accessorKey ?? '');

/** The list's table: heads of sortable columns are links to the same address sorted by them. */
export function AdminDataTable<Row extends RowData>({
  columns,
  rows,
  getRowId,
  sort,
  manualSorting = false,
  label,
  empty,
  testId,
  rowTestId,
}: {
  columns: AdminColumns<Row>;
  rows: Row[];
  getRowId: (row: Row) => string;
  /** The sort the service was asked for (null: its own order); left out, the address's, of the page shown. */
  sort?: ListSort | null;
  /** The service sorted the rows already (every page); otherwise the page shown is sorted here. */
  manualSorting?: boolean;
  label: string;
  empty: ReactNode;
  testId?: string;
  rowTestId?: string;
}) {
  const [params] = useSearchParams();
  const asked = sort === undefined ? sortOf(params, columns.map(columnId)) : sort;
  const table = useTable({ features: adminTableFeatures, columns, data: rows, getRowId, manualSorting, state: { sorting: asked ? [asked] : [] } });
  /** This address sorted by a column; a new sort starts at the first page. */
  const sortedBy = (id: string, desc: boolean) => {
    const next = new URLSearchParams(params);
    next.delete('cursor');
    next.set('sort', id);
    next.set('direction', desc ? 'desc' : 'asc');
    return `?${next}`;
  };
  return (
    <div className="mt-6 overflow-x-auto" {...scrollRegion(label)}>
      <table className="w-full text-left text-sm" data-testid={testId}>
        <thead className="text-slate-600 dark:text-slate-300">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                return (
                  <th key={header.id} scope="col" className="whitespace-nowrap py-2 pr-4 font-medium" aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}>
                    {header.column.getCanSort() ? (
                      <Link to={sortedBy(header.column.id, sorted === 'desc' ? false : true)} className="underline-offset-2 hover:underline">
                        <table.FlexRender header={header} />
                        {sorted ? (sorted === 'asc' ? ' ▲' : ' ▼') : null}
                      </Link>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="border-t border-slate-200 dark:border-slate-800" data-testid={rowTestId}>
              {/* The first cell names the row (a number, a name): a row header, so a screen reader says which row a cell is in. */}
              {row.getAllCells().map((cell, i) => {
                const className = `py-1.5 pr-4 ${cell.column.columnDef.meta?.className ?? ''}`;
                return i === 0 ? (
                  <th key={cell.id} scope="row" className={`text-left font-normal ${className}`}>
                    <table.FlexRender cell={cell} />
                  </th>
                ) : (
                  <td key={cell.id} className={className}>
                    <table.FlexRender cell={cell} />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 ? <p className="mt-4 text-slate-600 dark:text-slate-300">{empty}</p> : null}
    </div>
  );
}

/**
 * A whole list: the search form (where the list has one), "Download CSV" of what it finds, the table and
 * the pager. `path` is the list's address; its CSV is at `${path}.csv` with the same search.
 */
export function AdminList<Row extends RowData>({
  path,
  search,
  csv = false,
  endCursor = null,
  texts,
  ...table
}: {
  path: string;
  search?: {
    schema: SearchSchema;
    fields: Record<string, SearchFieldText>;
    values: Record<string, string>;
  };
  csv?: boolean;
  /** The next page's cursor, where there is one. */
  endCursor?: string | null;
  texts: ListTexts;
  columns: AdminColumns<Row>;
  rows: Row[];
  getRowId: (row: Row) => string;
  sort?: ListSort | null;
  manualSorting?: boolean;
  testId?: string;
  rowTestId?: string;
  pagerTestId?: string;
}) {
  const [params] = useSearchParams();
  const { pagerTestId, ...rest } = table;
  const kept = new URLSearchParams(params);
  kept.delete('cursor');
  const query = kept.size ? `?${kept}` : '';
  return (
    <>
      {search ? (
        <AdminSearchForm schema={search.schema} fields={search.fields} values={search.values} path={path} texts={texts} hidden={Object.fromEntries(['sort', 'direction'].flatMap((k) => (params.get(k) ? [[k, params.get(k)!]] : [])))} />
      ) : null}
      {csv && texts.csv ? (
        <p className="mt-3 text-sm">
          <a href={`${path}.csv${query}`} download className="underline" data-testid="list-csv">
            {texts.csv}
          </a>
        </p>
      ) : null}
      <AdminDataTable {...rest} label={texts.table} empty={texts.empty} />
      <CursorPager path={`${path}${query}`} isFirstPage={!params.get('cursor')} endCursor={endCursor} hasNextPage={Boolean(endCursor)} testId={pagerTestId} labels={texts.pager} />
    </>
  );
}

/** A first cell that opens the record: its name as the link, its code beside it (a country, a port). */
export function NamedLink({ to, name, code }: { to: string; name: string; code: string }) {
  return (
    <>
      <Link to={to} className="font-semibold underline">
        {name}
      </Link>{' '}
      <span className="font-mono text-slate-600 dark:text-slate-300">{code}</span>
    </>
  );
}

/** A cell that opens the record (a buyer, a campaign), its name as the link. */
export function RecordLink({ to, mono = false, children }: { to: string; mono?: boolean; children: ReactNode }) {
  return (
    <Link to={to} className={`font-medium text-brand-700 underline dark:text-brand-100 ${mono ? 'font-mono' : ''}`}>
      {children}
    </Link>
  );
}

/** Pages by number, for the lists a service pages so (buyers, testimonials): this address at another page. */
export function NumberedPager({ page, pageCount, texts }: { page: number; pageCount: number; texts: { pages: string; previous: string; next: string; of: (page: number, count: number) => string } }) {
  const [params] = useSearchParams();
  if (pageCount <= 1) return null;
  const at = (n: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(n));
    return `?${next}`;
  };
  return (
    <nav aria-label={texts.pages} className="mt-4 flex items-center gap-4 text-sm">
      {page > 1 ? (
        <Link to={at(page - 1)} className="underline">
          {texts.previous}
        </Link>
      ) : null}
      <span>{texts.of(page, pageCount)}</span>
      {page < pageCount ? (
        <Link to={at(page + 1)} className="underline">
          {texts.next}
        </Link>
      ) : null}
    </nav>
  );
}

/** A list's head: the way back to its section, its title, and the link that adds one where the viewer may. */
export function ListHeader({ back, title, create }: { back?: { to: string; label: string }; title: string; create?: { to: string; label: string } | null }) {
  return (
    <>
      {back ? (
        <p className="text-sm">
          <Link to={back.to} className="underline">
            {back.label}
          </Link>
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold">{title}</h1>
        {create ? (
          <Link to={create.to} className="rounded-md bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white">
            {create.label}
          </Link>
        ) : null}
      </div>
    </>
  );
}
