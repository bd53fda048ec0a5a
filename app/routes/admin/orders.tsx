// /admin/orders: the orders, newest first, 50 a page by cursor, by status and found by order number, stock
// number or the buyer's e-mail or name; each with its buyer, car, total, payment deadline and shipping.
// Built on the list kit (ADR 067), with its CSV at /admin/orders.csv (orders-csv.ts).
import { data, Link } from 'react-router';
import { z } from 'zod';
import { ORDER_STATUSES, type OrderStatus } from '#db/schema/enum-values.ts';
import { adminColumns, AdminList, type ListTexts } from '../../components/admin-list';
import { formatJpy } from '../../lib/format';
import { ADMIN_PRIVATE, requireStaff } from '../../lib/admin.server';
import { listRequest } from '../../lib/admin-list.server';
import { orderPage, type OrderListRow } from '../../lib/admin-lists.server';
import type { Route } from './+types/orders';
import { throwIfError } from '../../lib/service-answer.server';

export { ErrorBoundary } from './layout';

export function meta() {
  return [{ title: 'Orders | Back office | Roro Motors' }, { name: 'robots', content: 'noindex' }];
}

export const OrderSearch = z.object({
  keyword: z.string().trim().catch(''),
  status: z.enum(ORDER_STATUSES).nullable().catch(null),
});

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context.ctx, request, { order: ['list'] });
  const { search, form, cursor } = listRequest(request, OrderSearch);
  const page = await orderPage(context.ctx, search, cursor);
  throwIfError(page, { invalid: 404 });
  return data({ form, ...page, now: context.ctx.now.toISOString() }, { headers: ADMIN_PRIVATE });
}

const STATUS_TEXT: Record<OrderStatus, string> = {
  Reserved: 'Awaiting payment',
  Paid: 'Paid',
  Lapsed: 'Lapsed',
  Cancelled: 'Cancelled',
};
const SHIPPING_TEXT = ['Not started', 'Details confirmed', 'Arrangements started', 'Vessel departed'];
const SMALL = 'text-xs text-slate-600 dark:text-slate-300';
const NUMBER = { className: 'whitespace-nowrap tabular-nums' };

type Row = OrderListRow;
const column = adminColumns<Row>();
/** The table's columns, and the CSV's (orders-csv.ts). `now` marks a deadline passed. */
export const orderColumns = (now: string) =>
  column.columns([
    column.accessor('orderNumber', {
      header: 'Order',
      cell: (c) => (
        <Link to={`/admin/orders/${c.row.original.uuid}`} className="font-mono font-medium text-brand-700 underline dark:text-brand-100">
          {c.getValue()}
        </Link>
      ),
    }),
    column.accessor('buyerEmail', {
      header: 'Buyer',
      cell: (c) => (
        <>
          {c.row.original.buyerName ?? c.getValue()}
          <div className={SMALL}>{c.getValue()}</div>
        </>
      ),
    }),
    column.accessor('stockNumber', {
      header: 'Vehicle',
      cell: (c) => (
        <>
          <span className="font-mono">{c.getValue()}</span>
          <div className={SMALL}>to {c.row.original.country}</div>
        </>
      ),
    }),
    column.accessor('totalPrice', {
      header: 'Total',
      cell: (c) => formatJpy('en', c.getValue()),
      meta: NUMBER,
    }),
    column.accessor('status', {
      header: 'Status',
      cell: (c) => (
        <>
          {STATUS_TEXT[c.getValue()]}
          {c.getValue() === 'Reserved' ? <div className={c.row.original.holdUntil < now ? 'text-xs font-semibold text-red-700 dark:text-red-400' : SMALL}>pay by {c.row.original.holdUntil.slice(0, 10)}</div> : null}
        </>
      ),
      meta: { csv: (r) => STATUS_TEXT[r.status] },
    }),
    column.accessor('shippedSteps', {
      header: 'Shipping',
      cell: (c) => (c.row.original.status === 'Paid' ? SHIPPING_TEXT[c.getValue()] : '—'),
      meta: {
        csv: (r) => (r.status === 'Paid' ? SHIPPING_TEXT[r.shippedSteps] : ''),
      },
    }),
    column.accessor('orderedAt', {
      header: 'Ordered',
      cell: (c) => c.getValue().slice(0, 10),
      meta: NUMBER,
    }),
  ]);

const TEXTS: ListTexts = {
  search: 'Find orders',
  submit: 'Find',
  clear: 'Clear',
  table: 'Orders',
  empty: 'No order matches.',
  pager: { pages: 'Pages of orders', first: 'First page', next: 'Next page' },
  csv: 'Download CSV',
};
const FIELDS = {
  keyword: { label: 'Order, stock no. or buyer' },
  status: { label: 'Status', any: 'Any', options: STATUS_TEXT },
};

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { form, rows, next, now } = loaderData;
  return (
    <div>
      <h1 className="text-2xl font-bold">Orders</h1>
      <AdminList
        path="/admin/orders"
        search={{ schema: OrderSearch, fields: FIELDS, values: form }}
        csv
        texts={TEXTS}
        columns={orderColumns(now)}
        rows={rows}
        getRowId={(r) => r.uuid}
        endCursor={next}
        testId="orders-table"
        rowTestId="orders-row"
      />
    </div>
  );
}
