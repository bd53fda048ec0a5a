// The back office's orders in the API, for staff with the order permission (sales, admins; ADR 017): the
// list and one order, and the same changes as the back office's order page, each answering the order as
// it now is (ADR 023). Refusals are union members: not signed in, not allowed, not found, bad input.
import { ORDER_STATUSES, type OrderStatus } from '#db/schema/enum-values.ts';
import type { Page } from '#domain/content/paging.ts';
import { AuthenticationError, InvalidInputError, NotAuthenticatedError, NotFoundError } from '#domain/errors.ts';
import {
  advanceOrderShipping,
  cancelOrderByAdmin,
  extendOrderHold,
  orderByAdmin,
  ordersByAdmin,
  setOrderCourier,
  undoOrderShipping,
  type AdminOrder,
  type AdminOrderRow,
} from '#domain/orders/order-admin.service.ts';
import { orderDocumentsOf } from '#domain/orders/order-documents.service.ts';
import { yenPerUsd } from '#domain/orders/invoice-currency.ts';
import { paymentsOf, paymentSummary, recordOrderPayment, reverseOrderPayment, type OrderPayment } from '#domain/orders/order-payments.service.ts';
import { SHIPPING_STEPS } from '#domain/orders/order-terms.ts';
import type { RequestContext } from '#domain/context.ts';
import { builder } from '../builder.ts';
import { unwrap } from '../errors.ts';
import { AdminUserRef } from './admin-user.ts';
import { PageInfoRef } from './paging.ts';
import { OrderDocumentRef } from './order-documents.ts';

const OrderStatusEnum = builder.enumType('OrderStatus', { values: ORDER_STATUSES, description: 'Reserved (awaiting payment, the car held), Paid, Lapsed (unpaid at the deadline) or Cancelled.' });
const ShippingStepEnum = builder.enumType('ShippingStep', {
  values: SHIPPING_STEPS,
  description: 'The shipping steps, recorded in this order: the three flags, then the arrival at the port, and for an order to a city customs cleared, handed to the inland carrier, delivered.',
});

const AdminOrderRowRef = builder.objectRef<AdminOrderRow>('AdminOrderRow').implement({
  description: 'An order as the back office lists it.',
  fields: (t) => ({
    id: t.exposeString('uuid'),
    orderNumber: t.exposeString('orderNumber'),
    status: t.field({ type: OrderStatusEnum, resolve: (o) => o.status }),
    orderedAt: t.expose('orderedAt', { type: 'DateTime' }),
    holdUntil: t.expose('holdUntil', { type: 'DateTime', description: 'The payment deadline.' }),
    totalCif: t.exposeInt('totalPrice', { description: 'JPY, as quoted.' }),
    buyerEmail: t.exposeString('buyerEmail'),
    buyerName: t.exposeString('buyerName', { nullable: true }),
    stockNumber: t.exposeString('stockNumber'),
    country: t.exposeString('country'),
    shippedSteps: t.exposeInt('shippedSteps', { description: 'How many of the three shipping flags are set.' }),
  }),
});

const AdminOrderConnectionRef = builder.objectRef<Page<AdminOrderRow>>('AdminOrderConnection').implement({
  fields: (t) => ({
    edges: t.field({
      type: [builder.objectRef<Page<AdminOrderRow>['edges'][number]>('AdminOrderEdge').implement({ fields: (e) => ({ cursor: e.exposeString('cursor'), node: e.field({ type: AdminOrderRowRef, resolve: (edge) => edge.node }) }) })],
      resolve: (c) => c.edges,
    }),
    pageInfo: t.field({ type: PageInfoRef, resolve: (c) => c.pageInfo }),
  }),
});

export const OrderPaymentRef = builder.objectRef<OrderPayment>('OrderPayment').implement({
  description: 'A payment received for an order, as sales recorded it from the bank (ADR 054). A reversed one no longer counts and is kept.',
  fields: (t) => ({
    id: t.exposeString('uuid'),
    amount: t.exposeInt('amount', { description: 'In the minor units of the currency (cents for USD), as received.' }),
    currency: t.exposeString('currency', { description: 'ISO 4217, as received.' }),
    minorUnits: t.exposeInt('minorUnits', { description: 'Decimals of the currency: amount / 10^minorUnits is the amount as written.' }),
    creditedJpy: t.exposeInt('creditedJpy', { description: 'The yen it counts for against the order.' }),
    receivedOn: t.exposeString('receivedOn', { description: 'The day our bank received it (YYYY-MM-DD, Japan).' }),
    bankReference: t.exposeString('bankReference'),
    note: t.exposeString('note', { nullable: true }),
    recordedAt: t.expose('recordedAt', { type: 'DateTime' }),
    recordedBy: t.field({ type: AdminUserRef, nullable: true, description: 'The staff member who recorded it; null for an order paid before payments were entered one by one.', resolve: (p) => p.recordedBy }),
    reversedAt: t.expose('reversedAt', { type: 'DateTime', nullable: true }),
    reversedBy: t.field({ type: AdminUserRef, nullable: true, resolve: (p) => p.reversedBy }),
    reversalReason: t.exposeString('reversalReason', { nullable: true }),
  }),
});

/** The payments of an order, read once per order however many of its fields are asked. */
const paymentsLoaded = new WeakMap<AdminOrder, Promise<OrderPayment[]>>();
const paymentsFor = (ctx: RequestContext, o: AdminOrder) => {
  let loaded = paymentsLoaded.get(o);
  if (!loaded) paymentsLoaded.set(o, (loaded = paymentsOf(ctx.db, o.id)));
  return loaded;
};
const summaryFor = async (ctx: RequestContext, o: AdminOrder) => paymentSummary(o.invoiceTotal, await paymentsFor(ctx, o), { currency: o.invoiceCurrency, usdRate: o.invoiceUsdRate });

export const AdminOrderRef = builder.objectRef<AdminOrder>('AdminOrder').implement({
  description: 'One order with its quote, consignee, payment and shipping, as sales work on it.',
  fields: (t) => ({
    id: t.exposeString('uuid'),
    orderNumber: t.exposeString('orderNumber'),
    status: t.field({ type: OrderStatusEnum, resolve: (o) => o.status }),
    orderedAt: t.expose('orderedAt', { type: 'DateTime' }),
    holdUntil: t.expose('holdUntil', { type: 'DateTime' }),
    paidAt: t.expose('paidAt', { type: 'DateTime', nullable: true }),
    closedAt: t.expose('closedAt', { type: 'DateTime', nullable: true }),
    closedReason: t.exposeString('closedReason', { nullable: true }),
    totalCif: t.exposeInt('totalPrice'),
    buyerEmail: t.exposeString('buyerEmail'),
    stockNumber: t.exposeString('stockNumber'),
    consigneeName: t.string({ resolve: (o) => o.consignee.name }),
    isShippingDetailsConfirmed: t.boolean({ resolve: (o) => o.shipping.isShippingDetailsConfirmed }),
    isShippingArrangementsStarted: t.boolean({ resolve: (o) => o.shipping.isShippingArrangementsStarted }),
    isVesselDepartureConfirmed: t.boolean({ resolve: (o) => o.shipping.isVesselDepartureConfirmed }),
    shipName: t.string({ nullable: true, resolve: (o) => o.shipping.shipName }),
    mmsiCode: t.string({ nullable: true, resolve: (o) => o.shipping.mmsiCode }),
    departureAt: t.field({ type: 'DateTime', nullable: true, resolve: (o) => o.shipping.departureAt }),
    estimatedArrivalAt: t.field({ type: 'DateTime', nullable: true, resolve: (o) => o.shipping.estimatedArrivalAt }),
    arrivedAt: t.field({ type: 'DateTime', nullable: true, description: 'The day the car was unloaded at the port, as recorded.', resolve: (o) => o.shipping.arrivedAt }),
    customsClearedAt: t.field({ type: 'DateTime', nullable: true, description: 'An order to a city: the day we cleared it through customs.', resolve: (o) => o.shipping.customsClearedAt }),
    inlandHandedAt: t.field({ type: 'DateTime', nullable: true, description: 'An order to a city: the day it was handed to the inland carrier.', resolve: (o) => o.shipping.inlandHandedAt }),
    deliveredAt: t.field({ type: 'DateTime', nullable: true, description: 'An order to a city: the day it was delivered there.', resolve: (o) => o.shipping.deliveredAt }),
    dhlKeyInformation: t.exposeString('dhlKeyInformation', { nullable: true }),
    dhlInformation: t.exposeString('dhlInformation', { nullable: true }),
    payments: t.field({ type: [OrderPaymentRef], description: 'Oldest first, reversed ones included.', resolve: (o, _args, ctx) => paymentsFor(ctx, o) }),
    receivedJpy: t.int({ description: 'What the payments not reversed count for, in yen.', resolve: async (o, _args, ctx) => (await summaryFor(ctx, o)).receivedJpy }),
    balanceJpy: t.int({ description: 'What is still due, in yen (0 once paid).', resolve: async (o, _args, ctx) => (await summaryFor(ctx, o)).balanceJpy }),
    creditJpy: t.int({ description: 'What was received over the total, to settle with the buyer.', resolve: async (o, _args, ctx) => (await summaryFor(ctx, o)).creditJpy }),
    paidInFullOn: t.string({ nullable: true, description: 'The bank’s day of the payment that completed it (YYYY-MM-DD).', resolve: async (o, _args, ctx) => (await summaryFor(ctx, o)).paidInFullOn }),
    invoiceCurrency: t.string({ description: 'The currency the invoice is in, JPY or USD, as the site’s setting was when the order was placed.', resolve: (o) => o.invoiceCurrency }),
    invoiceYenPerUsd: t.float({ nullable: true, description: 'The dollar rate the order froze when placed, as yen for one US dollar (null for orders before it was kept).', resolve: (o) => (o.invoiceUsdRate ? yenPerUsd(o.invoiceUsdRate) : null) }),
    invoiceTotal: t.int({ description: 'The invoice’s total in the minor units of invoiceCurrency (cents for USD).', resolve: (o) => o.invoiceTotal }),
    invoiceBalance: t.int({ description: 'What is still due, in the minor units of invoiceCurrency: what paid in full is judged by.', resolve: async (o, _args, ctx) => (await summaryFor(ctx, o)).balance }),
    documents: t.field({
      type: [OrderDocumentRef],
      resolve: async (o, _args, ctx) => (await orderDocumentsOf(ctx.db, o.id)).map((d) => ({ ...d, downloadPath: `/admin/orders/${o.uuid}/documents/${d.uuid}` })),
    }),
  }),
});

const VesselInputRef = builder.inputType('VesselInput', {
  description: 'The vessel, with the departure step: name, MMSI (9 digits, optional) and dates (YYYY-MM-DD).',
  fields: (t) => ({ shipName: t.string(), mmsiCode: t.string(), departureAt: t.string(), estimatedArrivalAt: t.string() }),
});

const PaymentInputRef = builder.inputType('OrderPaymentInput', {
  description: 'A payment as the bank statement shows it. The amount is written as on the statement ("24,512.50"); creditedJpy is needed when the currency is not JPY.',
  fields: (t) => ({
    amount: t.string({ required: true }),
    currency: t.string({ required: true }),
    creditedJpy: t.int(),
    receivedOn: t.string({ required: true, description: 'YYYY-MM-DD, not in the future.' }),
    bankReference: t.string({ required: true }),
    note: t.string(),
  }),
});

const staffErrors = [NotAuthenticatedError, AuthenticationError] as const;

/** A change's answer: the order as it now is, or the change's refusal. */
async function changed(ctx: RequestContext, uuid: string, change: Promise<{ ok: true } | Error>) {
  const result = await change;
  if (result instanceof Error) return result;
  return orderByAdmin(ctx, uuid);
}

builder.queryFields((t) => ({
  ordersByAdmin: t.field({
    type: AdminOrderConnectionRef,
    description: 'Orders newest first, 50 a page, by status, found by order number, stock number or the buyer’s e-mail or name.',
    errors: { types: [...staffErrors, InvalidInputError], union: { name: 'OrdersByAdminResult' } },
    args: { status: t.arg({ type: OrderStatusEnum }), keyword: t.arg.string(), cursor: t.arg.string() },
    resolve: (_root, args, ctx) => unwrap(ordersByAdmin(ctx, { status: (args.status as OrderStatus | null) ?? null, keyword: args.keyword, cursor: args.cursor })),
  }),
  orderByAdmin: t.field({
    type: AdminOrderRef,
    errors: { types: [...staffErrors, NotFoundError], union: { name: 'OrderByAdminResult' } },
    args: { uuid: t.arg.string({ required: true }) },
    resolve: (_root, { uuid }, ctx) => unwrap(orderByAdmin(ctx, uuid)),
  }),
}));

const changeErrors = { types: [...staffErrors, NotFoundError, InvalidInputError] };

builder.mutationFields((t) => ({
  recordOrderPaymentByAdmin: t.field({
    type: AdminOrderRef,
    description:
      'A payment received, on an order awaiting payment (a paid, lapsed or cancelled one refuses it, with the reason): the order is paid once its payments cover the total (the car sold); before that a deposit of USD 300 or more holds the car to 14 days from the order. A bank reference already counted on the order is refused. The buyer is told.',
    errors: { ...changeErrors, union: { name: 'RecordOrderPaymentByAdminResult' } },
    args: { uuid: t.arg.string({ required: true }), payment: t.arg({ type: PaymentInputRef, required: true }) },
    resolve: (_root, { uuid, payment }, ctx) => unwrap(changed(ctx, uuid, recordOrderPayment(ctx, uuid, payment))),
  }),
  reverseOrderPaymentByAdmin: t.field({
    type: AdminOrderRef,
    description: 'A payment entered by mistake no longer counts (it is kept, with the reason): a paid order it leaves short is awaiting payment again. The buyer is told.',
    errors: { ...changeErrors, union: { name: 'ReverseOrderPaymentByAdminResult' } },
    args: { uuid: t.arg.string({ required: true }), paymentId: t.arg.string({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: (_root, { uuid, paymentId, reason }, ctx) => unwrap(changed(ctx, uuid, reverseOrderPayment(ctx, uuid, paymentId, reason))),
  }),
  extendOrderHoldByAdmin: t.field({
    type: AdminOrderRef,
    description: 'More time to pay for an order awaiting payment: days added to the deadline, up to 14 days from the order, with the reason. The buyer is told.',
    errors: { ...changeErrors, union: { name: 'ExtendOrderHoldByAdminResult' } },
    args: { uuid: t.arg.string({ required: true }), days: t.arg.int({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: (_root, { uuid, days, reason }, ctx) => unwrap(changed(ctx, uuid, extendOrderHold(ctx, uuid, days, reason))),
  }),
  advanceOrderShippingByAdmin: t.field({
    type: AdminOrderRef,
    description:
      'Records the next shipping step of a paid order (no step is skipped): the departure with the vessel, a last-mile step with `on`, the day it happened (YYYY-MM-DD). None is recorded with a day still to come. The buyer is told.',
    errors: { ...changeErrors, union: { name: 'AdvanceOrderShippingByAdminResult' } },
    args: { uuid: t.arg.string({ required: true }), step: t.arg({ type: ShippingStepEnum, required: true }), vessel: t.arg({ type: VesselInputRef }), on: t.arg.string() },
    resolve: (_root, { uuid, step, vessel, on }, ctx) => unwrap(changed(ctx, uuid, advanceOrderShipping(ctx, uuid, step, vessel ?? {}, on))),
  }),
  undoOrderShippingByAdmin: t.field({
    type: AdminOrderRef,
    description: 'Clears the last shipping flag set, with the reason (kept in the audit log).',
    errors: { ...changeErrors, union: { name: 'UndoOrderShippingByAdminResult' } },
    args: { uuid: t.arg.string({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: (_root, { uuid, reason }, ctx) => unwrap(changed(ctx, uuid, undoOrderShipping(ctx, uuid, reason))),
  }),
  setOrderCourierByAdmin: t.field({
    type: AdminOrderRef,
    description: 'The courier’s (DHL) tracking number of the original documents, and its status text; empty clears them.',
    errors: { ...changeErrors, union: { name: 'SetOrderCourierByAdminResult' } },
    args: { uuid: t.arg.string({ required: true }), dhlKeyInformation: t.arg.string(), dhlInformation: t.arg.string() },
    resolve: (_root, args, ctx) => unwrap(changed(ctx, args.uuid, setOrderCourier(ctx, args.uuid, { dhlKeyInformation: args.dhlKeyInformation, dhlInformation: args.dhlInformation }))),
  }),
  cancelOrderByAdmin: t.field({
    type: AdminOrderRef,
    description: 'Cancels an order that has not shipped, with the reason: the car goes back on sale, the buyer is told.',
    errors: { ...changeErrors, union: { name: 'CancelOrderByAdminResult' } },
    args: { uuid: t.arg.string({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: (_root, { uuid, reason }, ctx) => unwrap(changed(ctx, uuid, cancelOrderByAdmin(ctx, uuid, reason))),
  }),
}));
