// /admin/stock: the whole inventory in one table (TanStack Table for the columns and their rendering; the
// rows come sorted, filtered and paged from the server, 50 at a time by cursor). The filters and the sort
// live in the address, so a view can be bookmarked, shared and reloaded.
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { data, Form, Link, useSearchParams } from 'react-router';
import { VEHICLE_STATUSES, type VehicleStatus } from '#db/schema/enum-values.ts';
import { vehicleStatusName } from '#domain/stock/vehicle-status.ts';
import { listMakersWithModelsCached } from '#domain/catalogue/makers.service.ts';
import { InvalidInputError } from '#domain/errors.ts';
import { STOCK_TABLE_SORTS, stockTable, type StockTableSort } from '#domain/staff/stock-table.service.ts';
import { formatJpy } from '../../lib/format';
import { ADMIN_PRIVATE, requireStaff } from '../../lib/admin.server';
import type { Route } from './+types/stock';
import { scrollRegion } from '../../lib/scroll-region';
import { throwIfError } from '../../lib/service-answer.server';

export { ErrorBoundary } from './layout';

const isSort = (value: string | null): value is StockTableSort => (STOCK_TABLE_SORTS as readonly string[]).includes(value ?? '');

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context.ctx, request, { vehicle: ['list'] });
  const query = new URL(request.url).searchParams;
  const status = query.get('status');
  const sort = query.get('sort');
  const form = { keyword: query.get('keyword') ?? '', status: status ?? '', maker: query.get('maker') ?? '', sort: isSort(sort) ? sort : 'arrivedAt', direction: query.get('direction') === 'asc' ? 'asc' : 'desc' } as const;
  const [page, makers] = await Promise.all([
    stockTable(context.ctx, {
      keyword: form.keyword,
      status: status === 'Listed' || (VEHICLE_STATUSES as readonly string[]).includes(status ?? '') ? (status as VehicleStatus | 'Listed') : null,
      makerId: Number(form.maker) || null,
      sort: form.sort,
      direction: form.direction,
      after: query.get('after'),
    }),
    listMakersWithModelsCached(context.ctx),
  ]);
  const makerOptions = makers.map((m) => ({ id: m.id, name: m.name }));
  if (page instanceof InvalidInputError) return data({ form, makers: makerOptions, rows: [], totalCount: 0, next: null, error: page.issues[0]?.message ?? page.message }, { headers: ADMIN_PRIVATE });
  throwIfError(page);
  const rows = page.rows.map((r) => ({ ...r, arrivedAt: r.arrivedAt.toISOString(), updatedAt: r.updatedAt.toISOString() }));
  const next = page.hasNextPage ? page.endCursor : null;
  return data({ form, makers: makerOptions, rows, totalCount: page.totalCount, next, error: null }, { headers: ADMIN_PRIVATE });
}

type Row = Route.ComponentProps['loaderData']['rows'][number];

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, Row>();
const SORTABLE: Partial<Record<string, StockTableSort>> = { stockNumber: 'stockNumber', year4: 'year4', priceFob: 'priceFob', arrivedAt: 'arrivedAt', updatedAt: 'updatedAt' };
const columns = helper.columns([
  helper.accessor('stockNumber', {
    header: 'Stock no.',
    cell: (c) => (
      <Link to={`/admin/stock/${c.row.original.uuid}`} className="font-mono text-brand-700 underline dark:text-brand-100">
        {c.getValue()}
      </Link>
    ),
  }),
  helper.accessor('status', { header: 'Status', cell: (c) => vehicleStatusName(c.getValue()) }),
  helper.display({ id: 'vehicle', header: 'Vehicle', cell: (c) => `${c.row.original.maker} ${c.row.original.model}` }),
  helper.accessor('year4', { header: 'Year' }),
  helper.accessor('priceFob', {
    header: 'FOB price',
    cell: (c) => {
      const { originalPrice } = c.row.original;
      return (
        <span className="tabular-nums">
          {formatJpy('en', c.getValue())}
          {originalPrice && originalPrice > c.getValue() ? <del className="ml-1 text-xs text-slate-500 dark:text-slate-400">{formatJpy('en', originalPrice)}</del> : null}
        </span>
      );
    },
  }),
  helper.accessor('kiloMeters', { header: 'Km', cell: (c) => <span className="tabular-nums">{c.getValue().toLocaleString('en')}</span> }),
  helper.accessor('photoCount', { header: 'Photos' }),
  helper.accessor('viewCount', { header: 'Views' }),
  helper.accessor('favNumber', { header: 'Kept' }),
  helper.accessor('arrivedAt', { header: 'Arrived', cell: (c) => c.getValue().slice(0, 10) }),
  helper.accessor('updatedAt', { header: 'Changed', cell: (c) => c.getValue().slice(0, 16).replace('T', ' ') }),
]);

const input = 'mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900';

export default function StockTable({ loaderData }: Route.ComponentProps) {
  const { form, makers, rows, totalCount, next, error } = loaderData;
  const [params] = useSearchParams();
  const table = useTable({ features, columns, data: rows, getRowId: (row) => row.uuid });
  /** The address of this view with some parameters changed; a new filter or sort starts at the first page. */
  const withParams = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    next.delete('after');
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    return `?${next}`;
  };
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold">Stock</h1>
        <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="stock-table-total">
          {totalCount === 1 ? '1 vehicle' : `${totalCount.toLocaleString('en')} vehicles`}
        </p>
      </div>
      <p className="mt-3 flex flex-wrap gap-3 text-sm">
        <Link to="/admin/stock/new" className="rounded-md bg-brand-700 px-4 py-1.5 font-semibold text-white">
          Add a vehicle
        </Link>
        <Link to="/admin/stock/import" className="rounded-md border border-slate-300 px-4 py-1.5 font-semibold hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800">
          Import CSV
        </Link>
      </p>
      <Form method="get" className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Filter the stock">
        <label className="text-sm">
          Stock no. or words
          <input name="keyword" type="search" defaultValue={form.keyword} className={input} />
        </label>
        <label className="text-sm">
          Status
          <select name="status" defaultValue={form.status} className={input}>
            <option value="">Every status</option>
            <option value="Listed">On the storefront</option>
            {VEHICLE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {vehicleStatusName(s)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          Maker
          <select name="maker" defaultValue={form.maker} className={input}>
            <option value="">Every maker</option>
            {makers.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </select>
        </label>
        <div className="flex items-end gap-2">
          <input type="hidden" name="sort" value={form.sort} />
          <input type="hidden" name="direction" value={form.direction} />
          <button type="submit" className="rounded-md bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white">
            Filter
          </button>
          <Link to="/admin/stock" className="text-sm underline">
            Clear
          </Link>
        </div>
      </Form>
      {error ? (
        <p role="alert" className="mt-4 text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <div className="mt-6 overflow-x-auto" {...scrollRegion('Stock')}>
        <table className="w-full text-left text-sm" data-testid="stock-table">
          <thead className="text-slate-600 dark:text-slate-300">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sort = SORTABLE[header.column.id];
                  const active = sort === form.sort;
                  return (
                    <th key={header.id} scope="col" className="whitespace-nowrap py-2 pr-4 font-medium" aria-sort={active ? (form.direction === 'asc' ? 'ascending' : 'descending') : undefined}>
                      {sort ? (
                        <Link to={withParams({ sort, direction: active && form.direction === 'desc' ? 'asc' : 'desc' })} className="underline-offset-2 hover:underline">
                          <table.FlexRender header={header} />
                          {active ? (form.direction === 'asc' ? ' ▲' : ' ▼') : null}
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
              <tr key={row.id} className="border-t border-slate-200 dark:border-slate-800" data-testid="stock-table-row">
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className="whitespace-nowrap py-1.5 pr-4">
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 ? <p className="mt-4 text-slate-600 dark:text-slate-300">No vehicle matches.</p> : null}
      </div>
      <nav aria-label="Pages of the stock" className="mt-4 flex gap-4 text-sm">
        {params.get('after') ? (
          <Link to={withParams({})} className="underline">
            First page
          </Link>
        ) : null}
        {next ? (
          <Link to={`?${new URLSearchParams({ ...Object.fromEntries(params), after: next })}`} className="underline" data-testid="stock-table-next">
            Next page
          </Link>
        ) : null}
      </nav>
    </div>
  );
}
