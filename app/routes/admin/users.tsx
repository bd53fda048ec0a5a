// /admin/users: the buyers, newest first, found by e-mail or name and filtered to Distributors or a dealer
// rank, 50 a page; each opens its page in the back office.
import { data } from 'react-router';
import { z } from 'zod';
import { DEALER_RANKS, usersByAdmin } from '#domain/staff/buyers.service.ts';
import { ADMIN_PRIVATE, requireStaff } from '../../lib/admin.server';
import { AdminSearchForm, adminColumns, AdminDataTable, NumberedPager, RecordLink } from '../../components/admin-list';
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
      <NumberedPager page={page} pageCount={pageCount} texts={{ pages: 'Pages of buyers', previous: 'Previous', next: 'Next', of: (n, count) => `Page ${n} of ${count}` }} />
    </div>
  );
}
