// Which buyers' open orders a change to a country's duties moves (issue 39): an order awaiting payment,
// paid, or shipped and not yet arrived, whose estimate on arrival the engine gives differently with the
// tables before and after, on the order's own car, CIF and estimated arrival. Each is told: an e-mail in
// the buyer's language and an entry on the order's timeline (an audit entry of the order), written in the
// transaction of the change. Why it moved is said: a rate changed, or the arrival moved across a date.
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '#db/client.ts';
import type { FuelType, BodyType } from '#db/schema/enum-values.ts';
import type { InquiryQuote } from '#db/schema/inquiries.ts';
import type { Language, Viewer } from '../context.ts';
import { isLanguage } from '../context.ts';
import { taxChangeEmail } from '../orders/tax-change-email.ts';
import { queueMail } from '../orders/order-mail.ts';
import { recordAudit } from '../staff/audit.ts';
import { findCountry, readDestinations, type Destinations } from './destinations.ts';
import { readImportTaxTable, readReferencePrices } from './import-tax-tables.ts';
import { estimateImportTaxes, findReferencePrice, type ImportTaxTable, type RateCurrency, type ReferencePrice } from './import-taxes.ts';
import { fobAndCif } from './trade-term-taxes.ts';

/** The audit action of an order's estimate moved, as the order's timelines read it. */
export const ORDER_TAXES_ACTION = 'order.importTaxes';

/** An open order as the estimate reads it. */
export interface TaxedOrder {
  id: number;
  uuid: string;
  orderNumber: string;
  language: Language;
  buyerEmail: string;
  buyerName: string | null;
  vehicle: string;
  stockNumber: string;
  shippingUuid: string;
  countryName: string;
  quote: InquiryQuote;
  /** The order's items under their kinds (SeaFreight, InsurancePrice), as the CIF is read from them. */
  items: { name: string; price: number }[];
  car: { maker: string; model: string; year4: number; month: number | null; seatBeltYear: number | null; engineSize: number; fuelType: FuelType; type: BodyType };
  /** The vessel's estimated arrival once recorded, else the quote's. */
  arrival: Date;
}

/** What the order's estimate was or is: the taxes' total in yen and in the order's currency, or null when not estimated. */
export interface OrderEstimate {
  totalJpy: number;
  total: number;
  currency: string;
  displayDecimals: number;
}

/** A rate changed from a day; the list of reference prices changed; the arrival moved across a date. */
export type TaxChangeReason = 'rate' | 'reference' | 'arrival';

export interface AffectedOrder {
  order: TaxedOrder;
  before: OrderEstimate | null;
  after: OrderEstimate | null;
  reason: TaxChangeReason;
  /** The day the new rows apply from, for a rate change. */
  effectiveFrom: string | null;
}

/** The open orders of buyers in a country (by the quote's country): awaiting payment, or paid and not arrived. */
export async function openOrdersOf(db: Database, countryName: string, orderId?: number): Promise<TaxedOrder[]> {
  const rows = await queryRows<{
    id: number;
    uuid: string;
    order_number: string;
    language: string;
    email: string;
    name: string | null;
    maker: string;
    model: string;
    stock_number: string;
    year4: number;
    month: number | null;
    seat_belt_year: number | null;
    engine_size: number;
    fuel_type: FuelType;
    type: BodyType;
    quote: InquiryQuote;
    shipping_uuid: string;
    estimated_arrival_at: Date | string | null;
    item_prices: { name: string; price: number }[];
  }>(
    db,
    sql`select o.id, o.uuid::text as uuid, o.order_number, o.language, u.email, u.name, mk.name as maker, md.name as model, v.stock_number, v.year4, v.month,
          v.seat_belt_year, v.engine_size, v.fuel_type, v.type, o.quote, o.item_prices, s.uuid::text as shipping_uuid, s.estimated_arrival_at
        from orders o
        join "user" u on u.id = o.user_id
        join vehicles v on v.id = o.vehicle_id
        join makers mk on mk.id = v.maker_id
        join models md on md.id = v.model_id
        join shipping_informations s on s.order_id = o.id
        where o.status in ('Reserved', 'Paid') and s.arrived_at is null and o.quote->>'country' = ${countryName} and (${orderId ?? null}::int is null or o.id = ${orderId ?? null}::int)
        order by o.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    uuid: r.uuid,
    orderNumber: r.order_number,
    language: isLanguage(r.language) ? r.language : 'en',
    buyerEmail: r.email,
    buyerName: r.name,
    vehicle: `${r.year4} ${r.maker} ${r.model}`,
    stockNumber: r.stock_number,
    shippingUuid: r.shipping_uuid,
    countryName,
    quote: r.quote,
    items: r.item_prices,
    car: { maker: r.maker, model: r.model, year4: r.year4, month: r.month, seatBeltYear: r.seat_belt_year, engineSize: r.engine_size, fuelType: r.fuel_type, type: r.type },
    arrival: r.estimated_arrival_at ? new Date(r.estimated_arrival_at) : new Date(r.quote.estimatedArrivalAt),
  }));
}

/** What the tables give the order on `arrival` (its own by default), in the currency it was quoted in. */
export function orderEstimate(order: TaxedOrder, table: ImportTaxTable | null, prices: readonly ReferencePrice[], destinations: Destinations, arrival = order.arrival): OrderEstimate | null {
  const country = findCountry(destinations, order.countryName);
  if (!country) return null;
  const currencies = new Map<string, RateCurrency>(destinations.currencies.map((c) => [c.name, c]));
  const { fobJpy, cifJpy } = fobAndCif(order.items);
  const vehicle = { year4: order.car.year4, month: order.car.month, seatBeltYear: order.car.seatBeltYear, engineSize: order.car.engineSize, fuelType: order.car.fuelType, type: order.car.type };
  const estimate = estimateImportTaxes({
    country,
    table,
    referencePrice: findReferencePrice(prices, { maker: order.car.maker, model: order.car.model, engineCc: order.car.engineSize, year: order.car.year4 }),
    vehicle,
    cifJpy,
    fobJpy,
    ourTotalJpy: order.quote.totalPrice,
    arrival,
    currencies,
    currency: order.quote.currency,
  });
  if (estimate.kind !== 'ImportTaxEstimate') return null;
  return { totalJpy: estimate.totalJpy, total: estimate.total, currency: order.quote.currency.name, displayDecimals: order.quote.currency.displayDecimals };
}

/** The orders whose estimate the new tables move, with both estimates. */
export function ordersMovedBy(
  orders: readonly TaxedOrder[],
  before: { table: ImportTaxTable | null; prices: readonly ReferencePrice[] },
  after: { table: ImportTaxTable | null; prices: readonly ReferencePrice[] },
  destinations: Destinations,
  effectiveFrom: string | null,
): AffectedOrder[] {
  const moved: AffectedOrder[] = [];
  for (const order of orders) {
    const was = orderEstimate(order, before.table, before.prices, destinations);
    const is = orderEstimate(order, after.table, after.prices, destinations);
    if ((was?.totalJpy ?? null) === (is?.totalJpy ?? null)) continue;
    moved.push({ order, before: was, after: is, reason: 'rate', effectiveFrom });
  }
  return moved;
}

/** Tells each buyer, in the change's transaction: the e-mail queued and the entry on the order's timeline. */
export async function tellBuyersOfTaxChange(tx: Database, actor: Viewer, moved: readonly AffectedOrder[], siteUrl: string, now: Date, changeKey: string): Promise<void> {
  for (const m of moved) {
    const orderUrl = `${siteUrl.replace(/\/$/, '')}/${m.order.language}/user/orders/${m.order.shippingUuid}`;
    await recordAudit(
      tx,
      actor,
      { action: ORDER_TAXES_ACTION, entity: 'orders', entityId: m.order.uuid, before: { estimate: m.before }, after: { estimate: m.after, reason: m.reason, effectiveFrom: m.effectiveFrom, arrival: m.order.arrival.toISOString().slice(0, 10) } },
      now,
    );
    await queueMail(tx, taxChangeEmail({ ...m, orderUrl }), `order.taxes:${m.order.id}:${changeKey}`, now);
  }
}

/** A notice on the buyer's timeline: when the estimate moved, from what to what, and why. */
export interface OrderTaxNotice {
  at: Date;
  before: OrderEstimate | null;
  after: OrderEstimate | null;
  reason: TaxChangeReason;
  effectiveFrom: string | null;
  arrival: string | null;
}

/** The order's estimate changes, oldest first, for the buyer's order page. */
export async function orderTaxNotices(db: Database, orderId: number): Promise<OrderTaxNotice[]> {
  const rows = await queryRows<{ at: Date | string; before: { estimate?: OrderEstimate | null } | null; after: { estimate?: OrderEstimate | null; reason?: TaxChangeReason; effectiveFrom?: string | null; arrival?: string | null } | null }>(
    db,
    sql`select a.at, a.before, a.after from audit_log a join orders o on a.entity_id = o.uuid::text
        where o.id = ${orderId} and a.entity = 'orders' and a.action = ${ORDER_TAXES_ACTION} order by a.at, a.id`,
  );
  return rows.map((r) => ({
    at: new Date(r.at),
    before: r.before?.estimate ?? null,
    after: r.after?.estimate ?? null,
    reason: r.after?.reason === 'arrival' || r.after?.reason === 'reference' ? r.after.reason : 'rate',
    effectiveFrom: r.after?.effectiveFrom ?? null,
    arrival: r.after?.arrival ?? null,
  }));
}

/**
 * When the vessel's estimated arrival is recorded or moved: the order's estimate on the old arrival and the
 * new, with the same tables; a difference (a rate from a day between them, an age bracket crossed on the
 * water) is told to the buyer as the arrival's doing. Read in the caller's transaction, after the update.
 */
export async function tellBuyerOfArrivalMove(tx: Database, actor: Viewer, orderId: number, countryName: string, previousArrival: Date, siteUrl: string, now: Date): Promise<boolean> {
  const [order] = await openOrdersOf(tx, countryName, orderId);
  if (!order || order.arrival.getTime() === previousArrival.getTime()) return false;
  const destinations = await readDestinations(tx);
  const country = findCountry(destinations, countryName);
  if (!country) return false;
  const table = (await readImportTaxTable(tx, country.code))?.table ?? null;
  const prices = await readReferencePrices(tx, country.code);
  const before = orderEstimate(order, table, prices, destinations, previousArrival);
  const after = orderEstimate(order, table, prices, destinations);
  if ((before?.totalJpy ?? null) === (after?.totalJpy ?? null)) return false;
  await tellBuyersOfTaxChange(tx, actor, [{ order, before, after, reason: 'arrival', effectiveFrom: null }], siteUrl, now, `arrival:${order.arrival.toISOString().slice(0, 10)}`);
  return true;
}
