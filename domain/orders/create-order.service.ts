// createOrder (spec 000 §7): the buyer's priced quote becomes an order. The server prices the choice
// again (never trusting a total from the page), freezes it with the consignee into the order, and holds
// the car for the buyer until the payment deadline. A car is sold once: the vehicle's row is locked, so
// of many buyers ordering it together exactly one gets it and the others a clear answer; a coupon's row
// is locked too, so it is spent no more times than it allows. See docs/decisions/023-orders.md.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Database } from '#db/client.ts';
import { orders, shippingInformations, userCoupons, userOrders, type OrderConsignee } from '#db/schema/commerce.ts';
import type { VehicleStatus } from '#db/schema/enum-values.ts';
import { userProfiles } from '#db/schema/identity.ts';
import type { InquiryQuote } from '#db/schema/inquiries.ts';
import type { RequestContext } from '../context.ts';
import { BaseError, type InvalidCountry, InvalidInputError, NotAuthenticatedError, NotFoundError, type InputIssue } from '../errors.ts';
import { consigneeInputSchema } from '../identity/account.inputs.ts';
import { toKeyedIssues } from '../identity/input-texts.ts';
import { frozenQuote } from '../inquiry/inquiry-quote.ts';
import { frozenInvoice } from './invoice-currency.ts';
import { readInvoiceCurrency } from './invoice-currency.service.ts';
import { findCountry, loadDestinations } from '../trade/destinations.ts';
import { tradeTermInputSchema, type TradeTermInput } from '../trade/trade-term.inputs.ts';
import { vehiclePrice } from '../trade/trade-term.ts';
import { calculateTradeTerm, type TradeTerm } from '../trade/trade-term.service.ts';
import { enqueueJob } from '../jobs/job-queue.ts';
import { ORDER_LAPSE_JOB } from './lapse-order.ts';
import { orderPlacedEmail, salesOrderPlacedEmail } from './order-emails.ts';
import { orderMailDetails, ORDER_REMIND_JOB, queueMail, REMIND_BEFORE_MS } from './order-mail.ts';
import { ORDER_HOLD_DAYS } from './order-terms.ts';
import { newInvoiceCode } from './invoice.service.ts';
import { EXPORTER_BANK_ACCOUNT } from '../company.ts';
import { couponUses } from '../coupons/coupon-uses.ts';


/** The statuses a buyer may order a vehicle in: for sale now. */
const ORDERABLE: readonly VehicleStatus[] = ['OnSale', 'LocalStockOnSale'];

/** Another buyer's order holds the car, or it has just been sold or taken off sale: nothing was written. */
export class VehicleUnavailableError extends BaseError {
  override name = 'VehicleUnavailableError';
  constructor(readonly stockNumber: string) {
    super('This vehicle has just been reserved by another buyer. Have a look at similar vehicles.');
  }
}

/** The quote changed between the buyer's look and the order (a price edit, a coupon spent elsewhere): nothing was written. */
export class QuoteChangedError extends BaseError {
  override name = 'QuoteChangedError';
}

const orderInputSchema = z.object({
  /** The currency the buyer reads prices in: the order keeps its rate of the moment. */
  currency: z.string().trim().max(3, { message: 'Currency must be a three-letter code.' }).optional(),
  consignee: consigneeInputSchema.optional(),
});

export type CreateOrderInput = TradeTermInput & z.input<typeof orderInputSchema>;

export interface CreatedOrder {
  id: number;
  uuid: string;
  orderNumber: string;
  status: 'Reserved';
  vehicleId: number;
  stockNumber: string;
  orderedAt: Date;
  totalPrice: number;
  holdUntil: Date;
  quote: InquiryQuote;
  consignee: OrderConsignee;
  shippingInformationUuid: string;
}

type CreateOrderResult = CreatedOrder | InvalidInputError | NotAuthenticatedError | NotFoundError | InvalidCountry | VehicleUnavailableError | QuoteChangedError;

export async function createOrder(ctx: RequestContext, raw: CreateOrderInput): Promise<CreateOrderResult> {
  const viewer = ctx.viewer;
  if (!viewer) return new NotAuthenticatedError();
  const { currency, consignee: consigneeInput, ...choice } = raw;
  const extra = orderInputSchema.safeParse({ currency, consignee: consigneeInput });
  if (!extra.success) return new InvalidInputError(toKeyedIssues(extra.error));
  const parsed = tradeTermInputSchema.safeParse(choice);
  if (!parsed.success) return new InvalidInputError(toKeyedIssues(parsed.error));

  const found = await consigneeFor(ctx, viewer.userId, extra.data.consignee);
  if (found instanceof Error) return found;
  const { consignee, countryId } = found;

  const term = await calculateTradeTerm(ctx, choice);
  if (term instanceof Error) return term;
  const refusal = orderRefusal(term, choice.couponCode);
  if (refusal) return refusal;
  const quote = await frozenQuote(ctx, term, { couponCode: choice.couponCode, currency: extra.data.currency });

  const isDistributor = viewer.groups.includes('Distributors');
  const holdUntil = new Date(ctx.now.getTime() + ORDER_HOLD_DAYS * 24 * 60 * 60 * 1000);
  const written = await ctx.db.transaction(async (tx) => {
    // The vehicle's row, locked until commit: a second order for it waits here, then finds it held.
    const [vehicle] = await queryRows<{ id: number; stock_number: string; status: VehicleStatus; price_fob: number; distributor_price: number | null }>(
      tx,
      sql`select id, stock_number, status, price_fob, distributor_price from vehicles where uuid = ${term.vehicleUuid} for update`,
    );
    if (!vehicle) return new NotFoundError('No such vehicle.');
    if (!ORDERABLE.includes(vehicle.status)) return new VehicleUnavailableError(vehicle.stock_number);
    const priced = term.itemPrices.find((item) => item.name === 'VehiclePrice')?.price;
    if (vehiclePrice({ priceFob: vehicle.price_fob, distributorPrice: vehicle.distributor_price }, isDistributor) !== priced) return new QuoteChangedError('The price of this vehicle has just changed. Check the new total, then order again.');

    // Details sent with the order are the account's from now on (the next order finds them).
    if (countryId !== undefined) {
      const details = { consigneeName: consignee.name, consigneeAddress: consignee.address, consigneeTelephone: consignee.telephone, consigneeCountryId: countryId };
      await tx.insert(userProfiles).values({ userId: viewer.userId, ...details }).onConflictDoUpdate({ target: userProfiles.userId, set: { ...details, updatedAt: ctx.now } });
    }
    const userCouponId = choice.couponCode ? await spendCoupon(tx, viewer.userId, choice.couponCode, ctx.now) : null;
    if (userCouponId === 0) return new QuoteChangedError('This coupon has just been used. Order without it, or with another coupon.');

    // The invoice currency and the dollar rate of this moment, read in the order's transaction and kept
    // by it (ADR 058): a later change of either leaves this order's invoice as it was issued.
    const invoiceCurrency = await readInvoiceCurrency(tx);
    const [usd] = await queryRows<{ rate: string | number }>(tx, sql`select rate from currencies where name = 'USD'`);
    const usdRate = usd ? Number(usd.rate) : null;
    if (invoiceCurrency === 'USD' && !usdRate) return new QuoteChangedError('Orders are invoiced in US dollars, and the dollar rate is not set: try again later or contact us.');
    const invoice = frozenInvoice(term.itemPrices, term.totalPrice, invoiceCurrency, usdRate);

    const [order] = await tx
      .insert(orders)
      .values({
        orderNumber: sql`'RO' || lpad(nextval('order_numbers')::text, 6, '0')`,
        userId: viewer.userId,
        vehicleId: vehicle.id,
        destinationPortId: term.port?.id ?? null,
        finalDestinationCity: term.route?.finalDestinationCity ?? null,
        isCif: term.isCif,
        containerType: term.containerType,
        totalCif: term.totalPrice,
        itemPrices: term.itemPrices.map((item) => ({ name: item.name, price: item.price })),
        invoiceCurrency,
        invoiceUsdRate: usdRate,
        invoiceTotal: invoice.total,
        invoiceItemPrices: invoice.items,
        userCouponId,
        campaignName: term.campaignName,
        campaignCode: choice.campaignCode ?? null,
        orderedAt: ctx.now,
        status: 'Reserved',
        quote,
        consignee,
        language: ctx.language,
        holdUntil,
        heldFromStatus: vehicle.status,
        invoiceCode: newInvoiceCode(),
        bankAccount: { ...EXPORTER_BANK_ACCOUNT },
        updatedAt: ctx.now,
      })
      .returning({ id: orders.id, uuid: orders.uuid, orderNumber: orders.orderNumber });
    const [shipping] = await tx
      .insert(shippingInformations)
      .values({ orderId: order!.id, destinationPortId: term.port?.id ?? null, estimatedArrivalAt: term.isCif ? term.estimatedArrivalAt : null, updatedAt: ctx.now })
      .returning({ uuid: shippingInformations.uuid });
    await tx.insert(userOrders).values({ userId: viewer.userId, orderId: order!.id, listType: 'Ordered', displayDate: ctx.now, totalPrice: term.totalPrice });
    await tx.execute(sql`update vehicles set status = 'OnHold', updated_at = ${ctx.now} where id = ${vehicle.id}`);
    // Unpaid at the deadline, the order lapses by itself: a job that outlives this process.
    await enqueueJob(tx, ORDER_LAPSE_JOB, { orderId: order!.id }, { runAt: holdUntil, dedupeKey: `${ORDER_LAPSE_JOB}:${order!.id}` });
    await enqueueJob(tx, ORDER_REMIND_JOB, { orderId: order!.id }, { runAt: new Date(holdUntil.getTime() - REMIND_BEFORE_MS), dedupeKey: `${ORDER_REMIND_JOB}:${order!.id}` });
    // The buyer's confirmation and the sales team's copy, sent by the worker: never lost to a crash.
    const details = await orderMailDetails(tx, order!.id, ctx.site.siteUrl);
    if (details) {
      await queueMail(tx, orderPlacedEmail(details), `order.placed:${order!.id}:buyer`, ctx.now);
      await queueMail(tx, salesOrderPlacedEmail(details), `order.placed:${order!.id}:sales`, ctx.now);
    }
    return { ...order!, vehicleId: vehicle.id, stockNumber: vehicle.stock_number, shippingInformationUuid: shipping!.uuid };
  });
  if (written instanceof Error) return written;
  return { ...written, status: 'Reserved', orderedAt: ctx.now, totalPrice: term.totalPrice, holdUntil, quote, consignee };
}

/** Why a priced term cannot become an order: the country's import rules, or a coupon that does not apply. */
function orderRefusal(term: TradeTerm, couponCode: string | undefined): InvalidInputError | null {
  const issues: InputIssue[] = term.regulation.violations.map((v) => ({ fieldname: 'countryName', message: v.message }));
  if (couponCode && term.coupon && term.coupon.status !== 'Applied') issues.push({ fieldname: 'couponCode', message: term.coupon.message });
  return issues.length ? new InvalidInputError(issues) : null;
}

/**
 * Who the car is shipped to: the details sent with the order (with their country's id, to keep them in the
 * account), else the account's. Missing ones are asked for, field by field.
 */
async function consigneeFor(
  ctx: RequestContext,
  userId: string,
  sent: z.output<typeof consigneeInputSchema> | undefined,
): Promise<{ consignee: OrderConsignee; countryId?: number } | InvalidInputError> {
  const destinations = await loadDestinations(ctx);
  if (sent) {
    const country = findCountry(destinations, sent.countryName);
    if (!country) return new InvalidInputError([{ fieldname: 'consignee.countryName', message: 'Choose the consignee’s country from the list.', text: { key: 'input-choose-consignee-country' } }]);
    return { consignee: { name: sent.consigneeName, address: sent.consigneeAddress, telephone: sent.consigneeTelephone, country: country.name }, countryId: country.id };
  }
  const [profile] = await ctx.db
    .select({ name: userProfiles.consigneeName, address: userProfiles.consigneeAddress, telephone: userProfiles.consigneeTelephone, countryId: userProfiles.consigneeCountryId })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId));
  const country = profile?.countryId ? destinations.countries.find((c) => c.id === profile.countryId) : undefined;
  const missing = consigneeInputSchema.safeParse({ consigneeName: profile?.name ?? '', consigneeAddress: profile?.address ?? '', consigneeTelephone: profile?.telephone ?? '', countryName: country?.name ?? '' });
  if (!missing.success) return new InvalidInputError(toKeyedIssues(missing.error).map((issue) => ({ ...issue, fieldname: `consignee.${issue.fieldname}` })));
  return { consignee: { name: missing.data.consigneeName, address: missing.data.consigneeAddress, telephone: missing.data.consigneeTelephone, country: missing.data.countryName } };
}

/**
 * Spends the coupon of the code for this buyer, once. The coupon's row is locked until commit, so of
 * orders spending it at once each counts the uses the others committed: never more than `max_uses`.
 * The buyer's own row (issued to them) is marked used only if it is not yet; a coupon for anyone gets
 * the use recorded as this buyer's row (one per coupon and buyer: a buyer uses a coupon once). The id of
 * the spent user coupon, or 0 when it cannot be spent (used up, used by this buyer, not theirs).
 */
async function spendCoupon(tx: Database, userId: string, code: string, now: Date): Promise<number> {
  const [coupon] = await queryRows<{ id: number; for_anyone: boolean; max_uses: number; expired_at: Date | string }>(
    tx,
    sql`select id, for_anyone, max_uses, expired_at from coupons where upper(coupon_code) = ${code.trim().toUpperCase()} for update`,
  );
  if (!coupon || new Date(coupon.expired_at) <= now) return 0;
  const [taken] = await queryRows<{ uses: number }>(tx, sql`select ${couponUses(coupon.id)} as uses`);
  if (Number(taken!.uses) >= coupon.max_uses) return 0;
  const [own] = await tx
    .update(userCoupons)
    .set({ usedAt: now })
    .where(and(eq(userCoupons.couponId, coupon.id), eq(userCoupons.userId, userId), isNull(userCoupons.usedAt)))
    .returning({ id: userCoupons.id });
  if (own) return own.id;
  if (!coupon.for_anyone) return 0;
  const [anyone] = await tx
    .insert(userCoupons)
    .values({ userId, couponId: coupon.id, usedAt: now })
    .onConflictDoNothing({ target: [userCoupons.couponId, userCoupons.userId] })
    .returning({ id: userCoupons.id });
  return anyone?.id ?? 0;
}
