// /admin/users: the buyers, newest first, found by e-mail or name and filtered to Distributors or a dealer
// rank, 50 a page; each opens its page in the back office.
import { data, Form, Link } from 'react-router';
import { DEALER_RANKS, usersByAdmin } from '#domain/staff/buyers.service.ts';
import { ADMIN_PRIVATE, requireStaff } from '../../lib/admin.server';
import type { Route } from './+types/users';
import { scrollRegion } from '../../lib/scroll-region';
import { throwIfError } from '../../lib/service-answer.server';

export { ErrorBoundary } from './layout';

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context.ctx, request, { customer: ['list'] });
  const query = new URL(request.url).searchParams;
  const form = { keyword: query.get('keyword') ?? '', distributors: query.get('distributors') === '1', rank: query.get('rank') ?? '' };
  const page = Number(query.get('page') ?? '1');
  const found = await usersByAdmin(context.ctx, { keyword: form.keyword, distributorsOnly: form.distributors, dealerRank: form.rank || null }, { page: Number.isInteger(page) && page > 0 ? page : 1 });
  throwIfError(found, { invalid: 404 });
  return data({ form, ...found, rows: found.rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) }, { headers: ADMIN_PRIVATE });
}

const input = 'mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900';

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
      <Form method="get" className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Find buyers">
        <label className="text-sm">
          E-mail or name
          <input name="keyword" type="search" defaultValue={form.keyword} className={input} />
        </label>
        <label className="text-sm">
          Dealer rank
          <select name="rank" defaultValue={form.rank} className={input}>
            <option value="">Any</option>
            {DEALER_RANKS.map((r) => (
              <option key={r}>{r}</option>
            ))}
          </select>
        </label>
        <label className="flex items-end gap-2 pb-1.5 text-sm">
          <input type="checkbox" name="distributors" value="1" defaultChecked={form.distributors} className="h-4 w-4" />
          Distributors only
        </label>
        <div className="flex items-end gap-2">
          <button type="submit" className="rounded-md bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white">
            Find
          </button>
          <Link to="/admin/users" className="text-sm underline">
            Clear
          </Link>
        </div>
      </Form>
      <div className="mt-6 overflow-x-auto" {...scrollRegion('Buyers')}>
        <table className="w-full text-left text-sm" data-testid="buyers-table">
          <thead className="text-slate-600 dark:text-slate-300">
            <tr>
              {['Buyer', 'Country', 'Dealer rank', 'Person in charge', 'Distributors', 'Account', 'Since'].map((h) => (
                <th key={h} scope="col" className="whitespace-nowrap py-2 pr-4 font-medium">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} className="border-t border-slate-200 dark:border-slate-800">
                <td className="py-1.5 pr-4">
                  <Link to={`/admin/users/${encodeURIComponent(r.id)}`} className="font-medium text-brand-700 underline dark:text-brand-100">
                    {r.name}
                  </Link>
                  <div className="text-xs text-slate-600 dark:text-slate-300">{r.email}</div>
                </td>
                <td className="py-1.5 pr-4">{r.country ?? '—'}</td>
                <td className="py-1.5 pr-4">{r.dealerRank ?? '—'}</td>
                <td className="py-1.5 pr-4">{r.personInCharge ?? '—'}</td>
                <td className="py-1.5 pr-4">{r.isDistributor ? 'Yes' : 'No'}</td>
                <td className="py-1.5 pr-4">{r.banned ? 'Disabled' : r.emailVerified ? 'Active' : 'Not confirmed'}</td>
                <td className="whitespace-nowrap py-1.5 pr-4 tabular-nums">{r.createdAt.slice(0, 10)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 ? <p className="mt-4 text-slate-600 dark:text-slate-300">No buyer matches.</p> : null}
      </div>
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
