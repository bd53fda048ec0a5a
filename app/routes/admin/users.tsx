// /admin/users: the buyers, newest first, found by e-mail or name and filtered to Distributors or a dealer
// rank, 50 a page; each opens its page in the back office.
import { data, Link } from 'react-router';
import { z } from 'zod';
import { DEALER_RANKS, usersByAdmin } from '#domain/staff/buyers.service.ts';
import { ADMIN_PRIVATE, requireStaff } from '../../lib/admin.server';
import { AdminSearchForm, adminColumns, AdminDataTable, RecordLink } from '../../components/admin-list';
import { listRequest } from '../../lib/admin-list.server';
import type { Route } from './+types/users';
import { throwIfError } from '../../lib/service-answer.server';

export { ErrorBoundary } from './layout';

const BuyerSearch = z.object({ keyword: z.string().trim().catch(''), rank: z.enum(DEALER_RANKS).nullable().catch(null), distributors: z.enum(['1']).nullable().catch(null) });
const FIELDS = { keyword: { label: 'E-mail or name' }, rank: { label: 'Dealer rank', any: 'Any' }, distributors: { label: 'Distributors only', type: 'checkbox' as const } };

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context.ctx, request, { customer: ['list'] });
  const { search, form } = listRequest(request, BuyerSearch);
  const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
  const found = await usersByAdmin(context.ctx, { keyword: search.keyword, distributorsOnly: search.distributors === '1', dealerRank: search.rank }, { page: Number.isInteger(page) && page > 0 ? page : 1 });
  throwIfError(found, { invalid: 404 });
  return data({ form, ...found, rows: found.rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) }, { headers: ADMIN_PRIVATE });
}

type Row = Route.ComponentProps['loaderData']['rows'][number];
const column = adminColumns<Row>();
const orNone = (value: string | null) => value ?? '—';
const columns = column.columns([
  column.accessor('name', {
    header: 'Buyer',
    cell: (c) => (
      <>
        <RecordLink to={`/admin/users/${encodeURIComponent(c.row.original.id)}`}>{c.getValue()}</RecordLink>
        <div className="text-xs text-slate-600 dark:text-slate-300">{c.row.original.email}</div>
      </>
    ),
  }),
  column.accessor('country', { header: 'Country', cell: (c) => orNone(c.getValue()) }),
  column.accessor('dealerRank', { header: 'Dealer rank', cell: (c) => orNone(c.getValue()) }),
  column.accessor('personInCharge', { header: 'Person in charge', cell: (c) => orNone(c.getValue()) }),
  column.accessor('isDistributor', { header: 'Distributors', cell: (c) => (c.getValue() ? 'Yes' : 'No') }),
  column.accessor('banned', { header: 'Account', cell: (c) => (c.getValue() ? 'Disabled' : c.row.original.emailVerified ? 'Active' : 'Not confirmed') }),
  column.accessor('createdAt', { header: 'Since', cell: (c) => c.getValue().slice(0, 10), meta: { className: 'whitespace-nowrap tabular-nums' } }),
]);

export default function Buyers({ loaderData }: Route.ComponentProps) {
  const { form, rows, totalCount, page, pageCount } = loaderData;
  const pageLink = (to: number) => `?${new URLSearchParams({ ...(form.keyword ? { keyword: form.keyword } : {}), ...(form.distributors ? { distributors: '1' } : {}), ...(form.rank ? { rank: form.rank } : {}), page: String(to) })}`;
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold">Buyers</h1>
        <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="buyers-total">
          {totalCount === 1 ? '1 buyer' : `${totalCount.toLocaleString('en')} buyers`}
        </p>
      </div>
      <AdminSearchForm schema={BuyerSearch} fields={FIELDS} values={form} path="/admin/users" texts={{ search: 'Find buyers', submit: 'Find', clear: 'Clear' }} />
      <AdminDataTable columns={columns} rows={rows} getRowId={(r) => r.id} label="Buyers" empty="No buyer matches." testId="buyers-table" />
      {pageCount > 1 ? (
        <nav aria-label="Pages of buyers" className="mt-4 flex items-center gap-4 text-sm">
          {page > 1 ? (
            <Link to={pageLink(page - 1)} className="underline">
              Previous
            </Link>
          ) : null}
          <span>
            Page {page} of {pageCount}
          </span>
          {page < pageCount ? (
            <Link to={pageLink(page + 1)} className="underline">
              Next
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
