// /admin/orders: the orders, newest first, 50 a page by cursor, by status and found by order number, stock
// number or the buyer's e-mail or name; each with its buyer, car, total, payment deadline and shipping.
import { data, Form, Link } from 'react-router';
import { ORDER_STATUSES, type OrderStatus } from '#db/schema/enum-values.ts';
import { ordersByAdmin } from '#domain/orders/order-admin.service.ts';
import { ADMIN_INPUT } from '../../components/admin-field';
import { formatJpy } from '../../lib/format';
import { ADMIN_PRIVATE, requireStaff } from '../../lib/admin.server';
import type { Route } from './+types/orders';
import { scrollRegion } from '../../lib/scroll-region';
import { throwIfError } from '../../lib/service-answer.server';

export { ErrorBoundary } from './layout';

export function meta() {
  return [{ title: 'Orders | Back office | Roro Motors' }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context.ctx, request, { order: ['list'] });
  const query = new URL(request.url).searchParams;
  const status = ORDER_STATUSES.find((s) => s === query.get('status')) ?? null;
  const keyword = query.get('keyword')?.trim() ?? '';
  const cursor = query.get('cursor');
  const page = await ordersByAdmin(context.ctx, { status, keyword, cursor });
  throwIfError(page, { invalid: 404 });
  return data(
    {
      form: { status: status ?? '', keyword },
      rows: page.edges.map(({ node }) => ({ ...node, orderedAt: node.orderedAt.toISOString(), holdUntil: node.holdUntil.toISOString() })),
      endCursor: page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null,
      now: context.ctx.now.toISOString(),
    },
    { headers: ADMIN_PRIVATE },
  );
}

const STATUS_TEXT: Record<OrderStatus, string> = { Reserved: 'Awaiting payment', Paid: 'Paid', Lapsed: 'Lapsed', Cancelled: 'Cancelled' };
const SHIPPING_TEXT = ['Not started', 'Details confirmed', 'Arrangements started', 'Vessel departed'];

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { form, rows, endCursor, now } = loaderData;
  const next = endCursor ? `?${new URLSearchParams({ ...(form.status ? { status: form.status } : {}), ...(form.keyword ? { keyword: form.keyword } : {}), cursor: endCursor })}` : null;
  return (
    <div>
      <h1 className="text-2xl font-bold">Orders</h1>
      <Form method="get" className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Find orders">
        <label className="text-sm">
          Order, stock no. or buyer
          <input name="keyword" type="search" defaultValue={form.keyword} className={ADMIN_INPUT} />
        </label>
        <label className="text-sm">
          Status
          <select name="status" defaultValue={form.status} className={ADMIN_INPUT}>
            <option value="">Any</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_TEXT[s]}
              </option>
            ))}
          </select>
        </label>
        <div className="flex items-end gap-2">
          <button type="submit" className="rounded-md bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white">
            Find
          </button>
          <Link to="/admin/orders" className="text-sm underline">
            Clear
          </Link>
        </div>
      </Form>
      <div className="mt-6 overflow-x-auto" {...scrollRegion('Orders')}>
        <table className="w-full text-left text-sm" data-testid="orders-table">
          <thead className="text-slate-600 dark:text-slate-300">
            <tr>
              {['Order', 'Buyer', 'Vehicle', 'Total', 'Status', 'Shipping', 'Ordered'].map((h) => (
                <th key={h} scope="col" className="whitespace-nowrap py-2 pr-4 font-medium">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.uuid} className="border-t border-slate-200 dark:border-slate-800" data-testid="orders-row">
                <td className="py-1.5 pr-4">
                  <Link to={`/admin/orders/${r.uuid}`} className="font-mono font-medium text-brand-700 underline dark:text-brand-100">
                    {r.orderNumber}
                  </Link>
                </td>
                <td className="py-1.5 pr-4">
                  {r.buyerName ?? r.buyerEmail}
                  <div className="text-xs text-slate-600 dark:text-slate-300">{r.buyerEmail}</div>
                </td>
                <td className="py-1.5 pr-4">
                  <span className="font-mono">{r.stockNumber}</span>
                  <div className="text-xs text-slate-600 dark:text-slate-300">to {r.country}</div>
                </td>
                <td className="whitespace-nowrap py-1.5 pr-4 tabular-nums">{formatJpy('en', r.totalPrice)}</td>
                <td className="py-1.5 pr-4">
                  {STATUS_TEXT[r.status]}
                  {r.status === 'Reserved' ? (
                    <div className={`text-xs ${r.holdUntil < now ? 'font-semibold text-red-700 dark:text-red-400' : 'text-slate-600 dark:text-slate-300'}`}>pay by {r.holdUntil.slice(0, 10)}</div>
                  ) : null}
                </td>
                <td className="py-1.5 pr-4">{r.status === 'Paid' ? SHIPPING_TEXT[r.shippedSteps] : '—'}</td>
                <td className="whitespace-nowrap py-1.5 pr-4 tabular-nums">{r.orderedAt.slice(0, 10)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 ? <p className="mt-4 text-slate-600 dark:text-slate-300">No order matches.</p> : null}
      </div>
      {next ? (
        <nav aria-label="Pages of orders" className="mt-4 text-sm">
          <Link to={next} className="underline">
            Next page
          </Link>
        </nav>
      ) : null}
    </div>
  );
}
