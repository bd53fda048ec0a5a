// Orders (spec 000 §3 "Order", §7 createOrder; 001 §7 CreateOrderResult): a signed-in buyer orders a
// vehicle at a quote the server prices again; the car is held for them until the payment deadline
// (ADR 023); their orders and where each stands (userOrders, userShippingStatus). Acts on the signed-in
// user only.
import { recommendVehicles } from '#domain/catalogue/recommendations.service.ts';
import { vehicleRecordsByIds } from '#domain/catalogue/vehicle-record.ts';
import { InvalidCountry, InvalidInputError, NotAuthenticatedError, NotFoundError } from '#domain/errors.ts';
import type { Page } from '#domain/content/paging.ts';
import { createOrder, QuoteChangedError, VehicleUnavailableError, type CreatedOrder } from '#domain/orders/create-order.service.ts';
import { buyerPayments, type BuyerPayment } from '#domain/orders/order-payments.service.ts';
import { yenPerUsd } from '#domain/orders/invoice-currency.ts';
import { orderDocumentsOf } from '#domain/orders/order-documents.service.ts';
import { ORDER_HOLD_DAYS } from '#domain/orders/order-terms.ts';
import { userOrdersPage, userShippingStatus, userShippingStatuses, type ShippingStatusRecord, type UserOrderRecord } from '#domain/orders/user-orders.service.ts';
import { builder } from '../builder.ts';
import { BaseErrorRef, unwrap } from '../errors.ts';
import { ListFilterEnum, VehicleRef } from './catalogue.ts';
import { PageInfoRef } from './paging.ts';
import { ConsigneeInput } from './identity.ts';
import { OrderDocumentRef } from './order-documents.ts';
import { quoteFields, withoutNulls } from './trade.ts';

builder.objectType(VehicleUnavailableError, {
  name: 'VehicleUnavailableError',
  description: 'Another buyer’s order holds the vehicle, or it was just sold or taken off sale. Nothing was written.',
  interfaces: [BaseErrorRef],
  fields: (t) => ({
    stockNumber: t.exposeString('stockNumber'),
    similarVehicles: t.field({
      type: [VehicleRef],
      description: 'Up to four vehicles like it that can be bought now.',
      resolve: async (error, _args, ctx) => {
        const found = await recommendVehicles(ctx, { stockNumber: error.stockNumber, limit: 4 });
        return Array.isArray(found) ? found : [];
      },
    }),
  }),
});

builder.objectType(QuoteChangedError, {
  name: 'QuoteChangedError',
  description: 'The price or the coupon changed between the quote and the order (an edit, a coupon spent by another order). Nothing was written: price it again.',
  interfaces: [BaseErrorRef],
});

const OrderRef = builder.objectRef<CreatedOrder>('Order').implement({
  description: 'A buyer’s order of one vehicle, at the quote frozen when it was placed.',
  fields: (t) => ({
    id: t.exposeString('uuid'),
    orderNumber: t.exposeString('orderNumber', { description: 'RO and six digits, as invoices and e-mails give it.' }),
    orderedAt: t.expose('orderedAt', { type: 'DateTime' }),
    totalCif: t.exposeInt('totalPrice', { description: 'The total in JPY (CIF, or FOB when the buyer ships themselves), as quoted.' }),
    status: t.exposeString('status', { description: 'Reserved (held until the payment deadline), Paid, Lapsed or Cancelled.' }),
    holdUntil: t.expose('holdUntil', { type: 'DateTime', description: `The payment deadline: ${ORDER_HOLD_DAYS} days after the order; unpaid, the order lapses and the car goes back on sale.` }),
    shippingInformationUuid: t.exposeString('shippingInformationUuid'),
    vehicle: t.field({ type: VehicleRef, nullable: true, resolve: async (order, _args, ctx) => (await vehicleRecordsByIds(ctx, [order.vehicleId]))[0] ?? null }),
  }),
});

const CreateOrderInput = builder.inputType('CreateOrderInput', {
  description: 'The quote to order at (as calculateTradeTerm takes it), the currency the buyer reads prices in, and the consignee when the account has none yet.',
  fields: (t) => ({
    ...quoteFields(t),
    currency: t.string({ description: 'The ISO 4217 code the buyer saw prices in: the order keeps its rate of the moment.' }),
    consignee: t.field({ type: ConsigneeInput, description: 'Who the vehicle is shipped to; kept in the account for the next order. Required when the account has none.' }),
  }),
});

builder.mutationFields((t) => ({
  createOrder: t.field({
    type: OrderRef,
    errors: { types: [InvalidInputError, NotAuthenticatedError, NotFoundError, InvalidCountry, VehicleUnavailableError, QuoteChangedError], union: { name: 'CreateOrderResult' } },
    description: 'Orders the vehicle at the quote priced again now; the car is held for the buyer until the payment deadline.',
    args: { input: t.arg({ type: CreateOrderInput, required: true }) },
    resolve: (_root, args, ctx) => {
      const { consignee, options, ...rest } = args.input;
      return unwrap(createOrder(ctx, { ...withoutNulls(rest), options: options ?? undefined, consignee: consignee ?? undefined }));
    },
  }),
}));

const UserOrderRef = builder.objectRef<UserOrderRecord>('UserOrder').implement({
  description: 'One of the signed-in buyer’s orders as their order list shows it.',
  fields: (t) => ({
    id: t.exposeString('uuid'),
    orderNumber: t.exposeString('orderNumber'),
    status: t.exposeString('status', { description: 'Reserved, Paid, Lapsed or Cancelled.' }),
    listType: t.field({ type: ListFilterEnum, resolve: (o) => o.listType, description: 'Ordered until paid, then Sold.' }),
    shippingInformationUuid: t.exposeString('shippingInformationUuid'),
    displayDate: t.expose('displayDate', { type: 'DateTime' }),
    totalPrice: t.exposeInt('totalPrice', { description: 'JPY, as quoted.' }),
    holdUntil: t.expose('holdUntil', { type: 'DateTime', description: 'The payment deadline of a reserved order.' }),
    dhlInformation: t.exposeString('dhlInformation', { nullable: true, description: 'The courier’s status of the original documents.' }),
    dhlKeyInformation: t.exposeString('dhlKeyInformation', { nullable: true, description: 'The courier (DHL) tracking number of the original documents.' }),
    vehicle: t.field({ type: VehicleRef, nullable: true, resolve: async (order, _args, ctx) => (await vehicleRecordsByIds(ctx, [order.vehicleId]))[0] ?? null }),
  }),
});

const UserOrderConnectionRef = builder.objectRef<Page<UserOrderRecord>>('UserOrderConnection').implement({
  fields: (t) => ({
    edges: t.field({
      type: [builder.objectRef<Page<UserOrderRecord>['edges'][number]>('UserOrderEdge').implement({ fields: (e) => ({ cursor: e.exposeString('cursor'), node: e.field({ type: UserOrderRef, resolve: (edge) => edge.node }) }) })],
      resolve: (c) => c.edges,
    }),
    pageInfo: t.field({ type: PageInfoRef, resolve: (c) => c.pageInfo }),
  }),
});

const ShippingPortRef = builder.objectRef<{ uuid: string; name: string }>('ShippingPort').implement({
  fields: (t) => ({ uuid: t.exposeString('uuid'), name: t.exposeString('name') }),
});

const BuyerPaymentRef = builder.objectRef<BuyerPayment>('BuyerPayment').implement({
  description: 'A payment received for the buyer’s order, as it counts (ADR 055).',
  fields: (t) => ({
    receivedOn: t.exposeString('receivedOn', { description: 'The day our bank received it (YYYY-MM-DD, Japan).' }),
    amount: t.exposeInt('amount', { description: 'In the minor units of the currency, as received.' }),
    currency: t.exposeString('currency'),
    minorUnits: t.exposeInt('minorUnits'),
    creditedJpy: t.exposeInt('creditedJpy', { description: 'The yen it counts for against the order.' }),
  }),
});

/** The payments of a shipping row's order, read once however many of its fields are asked. */
const moneyLoaded = new WeakMap<ShippingStatusRecord, ReturnType<typeof buyerPayments>>();
const moneyOf = (ctx: { db: Parameters<typeof buyerPayments>[0] }, s: ShippingStatusRecord) => {
  let loaded = moneyLoaded.get(s);
  if (!loaded) moneyLoaded.set(s, (loaded = buyerPayments(ctx.db, s.orderId)));
  return loaded;
};

const ShippingInformationRef = builder.objectRef<ShippingStatusRecord>('ShippingInformation').implement({
  description: 'Where one of the buyer’s orders stands, from the order to the vessel’s arrival.',
  fields: (t) => ({
    id: t.exposeString('uuid'),
    orderId: t.exposeString('orderUuid'),
    orderNumber: t.exposeString('orderNumber'),
    orderStatus: t.exposeString('orderStatus', { description: 'Reserved, Paid, Lapsed or Cancelled.' }),
    orderedAt: t.expose('orderedAt', { type: 'DateTime' }),
    holdUntil: t.expose('holdUntil', { type: 'DateTime' }),
    paidAt: t.expose('paidAt', { type: 'DateTime', nullable: true }),
    isShippingDetailsConfirmed: t.exposeBoolean('isShippingDetailsConfirmed'),
    isShippingArrangementsStarted: t.exposeBoolean('isShippingArrangementsStarted'),
    isVesselDepartureConfirmed: t.exposeBoolean('isVesselDepartureConfirmed'),
    shipName: t.exposeString('shipName', { nullable: true }),
    destinationPort: t.field({ type: ShippingPortRef, nullable: true, resolve: (s) => s.destinationPort }),
    departureAt: t.expose('departureAt', { type: 'DateTime', nullable: true }),
    estimatedArrivalAt: t.expose('estimatedArrivalAt', { type: 'DateTime', nullable: true }),
    mmsiCode: t.exposeString('mmsiCode', { nullable: true, description: 'The vessel’s MMSI, for tracking it.' }),
    totalPrice: t.int({ description: 'JPY, as quoted.', resolve: (s) => s.quote.totalPrice }),
    vehicle: t.field({ type: VehicleRef, nullable: true, resolve: async (s, _args, ctx) => (await vehicleRecordsByIds(ctx, [s.vehicleId]))[0] ?? null }),
    arrivedAt: t.expose('arrivedAt', { type: 'DateTime', nullable: true, description: 'The day the car was unloaded at the port (recorded, never estimated).' }),
    customsClearedAt: t.expose('customsClearedAt', { type: 'DateTime', nullable: true, description: 'An order to a city: the day we cleared it through customs.' }),
    inlandHandedAt: t.expose('inlandHandedAt', { type: 'DateTime', nullable: true, description: 'An order to a city: the day it was handed to the inland carrier.' }),
    deliveredAt: t.expose('deliveredAt', { type: 'DateTime', nullable: true, description: 'An order to a city: the day it was delivered there.' }),
    payments: t.field({ type: [BuyerPaymentRef], description: 'The payments received that count, oldest first.', resolve: async (s, _args, ctx) => (await moneyOf(ctx, s)).payments }),
    totalJpy: t.exposeInt('totalJpy', { description: 'The order’s total in yen, as invoiced.' }),
    receivedJpy: t.int({ description: 'What the payments count for, in yen.', resolve: async (s, _args, ctx) => (await moneyOf(ctx, s)).money.receivedJpy }),
    balanceJpy: t.int({ description: 'What is still due, in yen (0 once paid in full).', resolve: async (s, _args, ctx) => (await moneyOf(ctx, s)).money.balanceJpy }),
    creditJpy: t.int({ description: 'What was paid over the total, which sales settle with the buyer.', resolve: async (s, _args, ctx) => (await moneyOf(ctx, s)).money.creditJpy }),
    paidInFullOn: t.string({ nullable: true, description: 'The bank’s day of the payment that completed it (YYYY-MM-DD).', resolve: async (s, _args, ctx) => (await moneyOf(ctx, s)).money.paidInFullOn }),
    invoiceCurrency: t.string({ description: 'The currency the invoice is in, JPY or USD, fixed when the order was placed.', resolve: (s) => s.invoiceCurrency }),
    invoiceYenPerUsd: t.float({ nullable: true, description: 'The dollar rate the order froze when placed, as yen for one US dollar.', resolve: (s) => (s.invoiceUsdRate ? yenPerUsd(Number(s.invoiceUsdRate)) : null) }),
    invoiceTotal: t.int({ description: 'The invoice’s total in the minor units of invoiceCurrency (cents for USD).', resolve: (s) => s.invoiceTotal }),
    invoiceBalance: t.int({ description: 'What is still due, in the minor units of invoiceCurrency (0 once paid in full).', resolve: async (s, _args, ctx) => (await moneyOf(ctx, s)).money.balance }),
    documents: t.field({
      type: [OrderDocumentRef],
      description: 'The bill of lading, certificates and commercial invoice staff have added, to download while signed in.',
      resolve: async (s, _args, ctx) => (await orderDocumentsOf(ctx.db, s.orderId)).map((d) => ({ ...d, downloadPath: `/${ctx.language}/user/orders/${s.uuid}/documents/${d.uuid}` })),
    }),
  }),
});

builder.queryFields((t) => ({
  userOrders: t.field({
    type: UserOrderConnectionRef,
    errors: { types: [NotAuthenticatedError, InvalidInputError], union: { name: 'UserOrdersResult' } },
    description: 'The signed-in buyer’s orders, newest first: all of them, those still ordered, or those sold (paid).',
    args: { type: t.arg({ type: ListFilterEnum }), cursor: t.arg.string(), first: t.arg.int({ description: '1 to 100; 20 by default.' }) },
    resolve: (_root, args, ctx) => unwrap(userOrdersPage(ctx, args)),
  }),
  userShippingStatus: t.field({
    type: ShippingInformationRef,
    errors: { types: [NotAuthenticatedError, NotFoundError], union: { name: 'UserShippingStatusResult' } },
    description: 'Where one of the signed-in buyer’s orders stands; another buyer’s order is not found.',
    args: { shippingInformationUuid: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => unwrap(userShippingStatus(ctx, args.shippingInformationUuid)),
  }),
  userShippingStatuses: t.field({
    type: [ShippingInformationRef],
    errors: { types: [NotAuthenticatedError], union: { name: 'UserShippingStatusesResult' }, dataField: { name: 'shippingInformations' } },
    description: 'Where each of the signed-in buyer’s live orders (reserved or paid) stands, newest first.',
    resolve: (_root, _args, ctx) => unwrap(userShippingStatuses(ctx)),
  }),
}));
