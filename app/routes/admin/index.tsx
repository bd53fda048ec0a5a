// /admin: the back office's dashboard: what buyers sent in the last seven days, new accounts, and the
// stock by status now.
import { data } from 'react-router';
import { dashboard } from '#domain/staff/dashboard.service.ts';
import { vehicleStatusName } from '#domain/stock/vehicle-status.ts';
import { ADMIN_PRIVATE, requireStaff } from '../../lib/admin.server';
import type { Route } from './+types/index';
import { throwIfError } from '../../lib/service-answer.server';

export { ErrorBoundary } from './layout';

const INBOX_LABELS = {
  inquiry: 'General inquiries',
  vehicleInquiry: 'Vehicle inquiries',
  specialRequest: 'Special vehicle requests',
  distributorRequest: 'Distributor requests',
  referral: 'Referral entries',
} as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context.ctx, request);
  const board = await dashboard(context.ctx);
  throwIfError(board);
  return data(board, { headers: ADMIN_PRIVATE });
}

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const board = loaderData;
  const total = board.stockByStatus.reduce((n, s) => n + s.count, 0);
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold">Dashboard</h1>
      <section aria-labelledby="inbox-week">
        <h2 id="inbox-week" className="text-lg font-semibold">
          Sent in the last seven days
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" data-testid="admin-inbox-counts">
          {board.inbox.map((i) => (
            <div key={i.kind} className="rounded-md border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900">
              <dt className="text-sm text-slate-600 dark:text-slate-300">{INBOX_LABELS[i.kind]}</dt>
              <dd className="text-2xl font-bold">{i.count}</dd>
            </div>
          ))}
          <div className="rounded-md border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900">
            <dt className="text-sm text-slate-600 dark:text-slate-300">New buyer accounts</dt>
            <dd className="text-2xl font-bold">{board.newAccounts}</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="stock-status">
        <h2 id="stock-status" className="text-lg font-semibold">
          Stock by status now <span className="font-normal text-slate-600 dark:text-slate-300">({total.toLocaleString('en')} vehicles)</span>
        </h2>
        <table className="mt-3 min-w-[18rem] text-sm" data-testid="admin-stock-status">
          <thead>
            <tr className="text-left text-slate-600 dark:text-slate-300">
              <th scope="col" className="py-1 pr-6 font-medium">
                Status
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Vehicles
              </th>
            </tr>
          </thead>
          <tbody>
            {board.stockByStatus.map((s) => (
              <tr key={s.status} className="border-t border-slate-200 dark:border-slate-800">
                <td className="py-1 pr-6">{vehicleStatusName(s.status)}</td>
                <td className="py-1 text-right tabular-nums">{s.count.toLocaleString('en')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
