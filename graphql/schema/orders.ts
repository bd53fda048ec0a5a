// Orders (spec 000 §3 "Order", §7 createOrder; 001 §7 CreateOrderResult): a signed-in buyer orders a
// vehicle at a quote the server prices again; the car is held for them until the payment deadline
// (ADR 023). Acts on the signed-in user only.
import { recommendVehicles } from '#domain/catalogue/recommendations.service.ts';
import { vehicleRecordsByIds } from '#domain/catalogue/vehicle-record.ts';
import { InvalidCountry, InvalidInputError, NotAuthenticatedError, NotFoundError } from '#domain/errors.ts';
import { createOrder, ORDER_HOLD_DAYS, QuoteChangedError, VehicleUnavailableError, type CreatedOrder } from '#domain/orders/create-order.service.ts';
import { builder } from '../builder.ts';
import { BaseErrorRef, unwrap } from '../errors.ts';
import { VehicleRef } from './catalogue.ts';
import { ConsigneeInput } from './identity.ts';
import { destinationFields, TradeTermOptionEnum, withoutNulls } from './trade.ts';

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
    vehicleUuid: t.string(),
    stockNumber: t.string(),
    ...destinationFields(t),
    options: t.field({ type: [TradeTermOptionEnum] }),
    couponCode: t.string(),
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
