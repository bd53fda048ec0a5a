// The back office's orders (issue 15, ADR 023): the list and one order, and what sales do with it (the
// payments are in order-payments.service.ts): move the shipping flags forward one at a time (the vessel's name, MMSI
// and dates with the departure), take a step back only with a reason, enter the courier's tracking of the
// original documents, cancel with a reason (the car goes back on sale). Each change runs in a transaction
// with its audit entry and queues the buyer's e-mail in their language; a move that is not allowed is
// refused with a message and changes nothing.
import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { queryRows, type Database } from '#db/client.ts';
import { orders, shippingInformations, userOrders } from '#db/schema/commerce.ts';
import type { OrderStatus, VehicleStatus } from '#db/schema/enum-values.ts';
import { countries, ports } from '#db/schema/geography.ts';
import { users } from '#db/schema/identity.ts';
import { vehicles } from '#db/schema/catalogue.ts';
import { containsPattern } from '../text-input.ts';
import { isUuid } from '../uuid.ts';
import type { RequestContext } from '../context.ts';
import { afterCursor, decodeCursor, toPage, type Page } from '../content/paging.ts';
import { type AuthenticationError, InvalidInputError, type NotAuthenticatedError, NotFoundError } from '../errors.ts';
import { recordAudit, staffCheck } from '../staff/audit.ts';
import type { InvoiceCurrency } from './invoice-currency.ts';
import { enqueueJob } from '../jobs/job-queue.ts';
import { holdExtendedEmail, orderCancelledEmail, orderStepEmail } from './order-emails.ts';
import { isDatedStep, japanDay, ORDER_MAX_HOLD_DAYS, SHIPPING_STEPS, shippingStepsFor, type ShippingStep } from './order-terms.ts';
import { ORDER_LAPSE_JOB, releaseOrder } from './lapse-order.ts';
import { ORDER_REMIND_JOB, orderMailDetails, queueMail, REMIND_BEFORE_MS } from './order-mail.ts';
import { tellBuyerOfArrivalMove } from '../trade/tax-change-orders.ts';

export const ADMIN_ORDERS_PAGE_SIZE = 50;

/** The column each step is kept in: a flag for the spec's three, the day it happened for the last mile. */
const COLUMN: Record<ShippingStep, string> = {
  details: 'is_shipping_details_confirmed',
  arrangements: 'is_shipping_arrangements_started',
  departure: 'is_vessel_departure_confirmed',
  arrived: 'arrived_at',
  cleared: 'customs_cleared_at',
  handed: 'inland_handed_at',
  delivered: 'delivered_at',
};

export interface AdminOrderRow {
  id: number;
  uuid: string;
  orderNumber: string;
  status: OrderStatus;
  orderedAt: Date;
  holdUntil: Date;
  totalPrice: number;
  /** The invoice's currency, the order's dollar rate (dollars for one yen) and its total in minor units (ADR 058). */
  invoiceCurrency: InvoiceCurrency;
  invoiceUsdRate: number | null;
  invoiceTotal: number;
  buyerEmail: string;
  buyerName: string | null;
  stockNumber: string;
  vehicleUuid: string;
  country: string;
  shippedSteps: number;
}

type StaffError = NotAuthenticatedError | AuthenticationError;

const rowColumns = {
  id: orders.id,
  uuid: orders.uuid,
  orderNumber: orders.orderNumber,
  status: orders.status,
  orderedAt: orders.orderedAt,
  holdUntil: orders.holdUntil,
  totalPrice: orders.totalCif,
  invoiceCurrency: orders.invoiceCurrency,
  invoiceUsdRate: orders.invoiceUsdRate,
  invoiceTotal: orders.invoiceTotal,
  buyerEmail: users.email,
  buyerName: users.name,
  stockNumber: vehicles.stockNumber,
  vehicleUuid: vehicles.uuid,
  country: sql<string>`${orders.quote}->>'country'`,
  shippedSteps: sql<number>`(${shippingInformations.isShippingDetailsConfirmed}::int + ${shippingInformations.isShippingArrangementsStarted}::int + ${shippingInformations.isVesselDepartureConfirmed}::int)`,
};

/** Orders newest first, by status, and found by order number, stock number, or the buyer's e-mail or name. */
export async function ordersByAdmin(
  ctx: RequestContext,
  args: { status?: OrderStatus | null; keyword?: string | null; cursor?: string | null },
): Promise<Page<AdminOrderRow> | StaffError | InvalidInputError> {
  const refused = staffCheck(ctx.viewer, { order: ['list'] });
  if (refused) return refused;
  const after = args.cursor ? decodeCursor(args.cursor) : null;
  if (after instanceof InvalidInputError) return after;
  const like = containsPattern(args.keyword);
  const conditions: (SQL | undefined)[] = [
    args.status ? eq(orders.status, args.status) : undefined,
    like ? or(ilike(orders.orderNumber, like), ilike(vehicles.stockNumber, like), ilike(users.email, like), ilike(users.name, like)) : undefined,
    after ? afterCursor(orders, orders.orderedAt, orders.id, after) : undefined,
  ];
  const rows = await ctx.db
    .select(rowColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(vehicles, eq(vehicles.id, orders.vehicleId))
    .innerJoin(shippingInformations, eq(shippingInformations.orderId, orders.id))
    .where(and(...conditions))
    .orderBy(desc(orders.orderedAt), desc(orders.id))
    .limit(ADMIN_ORDERS_PAGE_SIZE + 1);
  return toPage(
    rows.map((r) => ({ ...r, shippedSteps: Number(r.shippedSteps) })),
    ADMIN_ORDERS_PAGE_SIZE,
    (r) => r.orderedAt,
    after !== null,
  );
}

export interface AdminOrder extends AdminOrderRow {
  paidAt: Date | null;
  closedAt: Date | null;
  closedReason: string | null;
  quote: typeof orders.$inferSelect.quote;
  consignee: typeof orders.$inferSelect.consignee;
  language: string;
  shipping: {
    uuid: string;
    isShippingDetailsConfirmed: boolean;
    isShippingArrangementsStarted: boolean;
    isVesselDepartureConfirmed: boolean;
    shipName: string | null;
    mmsiCode: string | null;
    departureAt: Date | null;
    estimatedArrivalAt: Date | null;
    arrivedAt: Date | null;
    customsClearedAt: Date | null;
    inlandHandedAt: Date | null;
    deliveredAt: Date | null;
  };
  dhlKeyInformation: string | null;
  dhlInformation: string | null;
}

const portCountries = alias(countries, 'port_country');

export async function orderByAdmin(ctx: RequestContext, uuid: string | null | undefined): Promise<AdminOrder | StaffError | NotFoundError> {
  const refused = staffCheck(ctx.viewer, { order: ['list'] });
  if (refused) return refused;
  if (!isUuid(uuid)) return new NotFoundError('No such order.');
  const [row] = await ctx.db
    .select({
      ...rowColumns,
      paidAt: orders.paidAt,
      closedAt: orders.closedAt,
      closedReason: orders.closedReason,
      quote: orders.quote,
      portCountry: portCountries.name,
      consignee: orders.consignee,
      language: orders.language,
      shippingUuid: shippingInformations.uuid,
      isShippingDetailsConfirmed: shippingInformations.isShippingDetailsConfirmed,
      isShippingArrangementsStarted: shippingInformations.isShippingArrangementsStarted,
      isVesselDepartureConfirmed: shippingInformations.isVesselDepartureConfirmed,
      shipName: shippingInformations.shipName,
      mmsiCode: shippingInformations.mmsiCode,
      departureAt: shippingInformations.departureAt,
      estimatedArrivalAt: shippingInformations.estimatedArrivalAt,
      arrivedAt: shippingInformations.arrivedAt,
      customsClearedAt: shippingInformations.customsClearedAt,
      inlandHandedAt: shippingInformations.inlandHandedAt,
      deliveredAt: shippingInformations.deliveredAt,
      dhlKeyInformation: userOrders.dhlKeyInformation,
      dhlInformation: userOrders.dhlInformation,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(vehicles, eq(vehicles.id, orders.vehicleId))
    .innerJoin(shippingInformations, eq(shippingInformations.orderId, orders.id))
    .innerJoin(userOrders, eq(userOrders.orderId, orders.id))
    .leftJoin(ports, eq(ports.id, orders.destinationPortId))
    .leftJoin(portCountries, eq(portCountries.id, ports.countryId))
    .where(eq(orders.uuid, uuid));
  if (!row) return new NotFoundError('No such order.');
  const { shippingUuid, isShippingDetailsConfirmed, isShippingArrangementsStarted, isVesselDepartureConfirmed, shipName, mmsiCode, departureAt, estimatedArrivalAt, arrivedAt, customsClearedAt, inlandHandedAt, deliveredAt, portCountry, quote, ...order } = row;
  return {
    ...order,
    quote: { ...quote, portCountry: quote.portCountry ?? portCountry },
    shippedSteps: Number(order.shippedSteps),
    shipping: { uuid: shippingUuid, isShippingDetailsConfirmed, isShippingArrangementsStarted, isVesselDepartureConfirmed, shipName, mmsiCode, departureAt, estimatedArrivalAt, arrivedAt, customsClearedAt, inlandHandedAt, deliveredAt },
  };
}

export interface Locked {
  id: number;
  status: OrderStatus;
  vehicle_id: number;
  held_from_status: VehicleStatus;
  user_coupon_id: number | null;
  details: boolean;
  arrangements: boolean;
  departure: boolean;
  /** The last mile's days, null until recorded. */
  arrived: Date | string | null;
  cleared: Date | string | null;
  handed: Date | string | null;
  delivered: Date | string | null;
  /** The city the order is delivered to, or null for delivery at the port. */
  city: string | null;
  ship_name: string | null;
  mmsi_code: string | null;
  /** When the buyer placed the order: no vessel carries it before that day. */
  ordered_at: Date | string;
  departure_at: Date | string | null;
  estimated_arrival_at: Date | string | null;
}

/** The order and its shipping row, locked for the change (one staff change at a time per order). */
async function lockOrder(tx: Database, uuid: string): Promise<Locked | undefined> {
  const [row] = await queryRows<Locked>(
    tx,
    sql`select o.id, o.status, o.vehicle_id, o.held_from_status, o.user_coupon_id,
          s.is_shipping_details_confirmed as details, s.is_shipping_arrangements_started as arrangements, s.is_vessel_departure_confirmed as departure,
          s.arrived_at as arrived, s.customs_cleared_at as cleared, s.inland_handed_at as handed, s.delivered_at as delivered, o.quote->>'city' as city,
          s.ship_name, s.mmsi_code, s.departure_at, s.estimated_arrival_at, o.ordered_at
        from orders o join shipping_informations s on s.order_id = o.id where o.uuid = ${uuid} for update of o, s`,
  );
  return row;
}

export const refusal = (fieldname: string, message: string) => new InvalidInputError([{ fieldname, message }]);
export type Change = { ok: true } | StaffError | NotFoundError | InvalidInputError;

/** Runs a staff change on one order: checked, locked, audited, in one transaction. */
export async function changeOrder(ctx: RequestContext, uuid: string, change: (tx: Database, order: Locked) => Promise<InvalidInputError | { action: string; before: unknown; after: unknown }>): Promise<Change> {
  const viewer = ctx.viewer;
  const refused = staffCheck(viewer, { order: ['update'] });
  if (refused) return refused;
  if (!isUuid(uuid)) return new NotFoundError('No such order.');
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, uuid);
    if (!order) return new NotFoundError('No such order.');
    const done = await change(tx, order);
    if (done instanceof InvalidInputError) return done;
    await recordAudit(tx, viewer!, { action: done.action, entity: 'orders', entityId: uuid, before: done.before, after: done.after }, ctx.now);
    return { ok: true as const };
  });
}

const DAY_MS = 24 * 3600_000;

/**
 * More time to pay for an unpaid order (a deposit received, a transfer on its way): whole days added to
 * the deadline, up to ORDER_MAX_HOLD_DAYS from the order, with the reason. The lapse and the reminder are
 * queued again for the new deadline (those of the old one find it moved and do nothing); the buyer is told.
 */
export function extendOrderHold(ctx: RequestContext, uuid: string, days: number | string, reason: string): Promise<Change> {
  return changeOrder(ctx, uuid, async (tx, order) => {
    if (order.status !== 'Reserved') return refusal('days', `Only an order awaiting payment can be given more time; this one is ${order.status}.`);
    const extra = Number(days);
    if (!Number.isInteger(extra) || extra < 1 || extra > ORDER_MAX_HOLD_DAYS) return refusal('days', 'Choose how many days to add.');
    const why = reason.trim();
    if (!why) return refusal('reason', 'Say why the buyer gets more time: it goes in the audit log.');
    const [row] = await queryRows<{ hold_until: Date | string; ordered_at: Date | string }>(tx, sql`select hold_until, ordered_at from orders where id = ${order.id}`);
    const before = new Date(row!.hold_until);
    const until = new Date(before.getTime() + extra * DAY_MS);
    const latest = new Date(new Date(row!.ordered_at).getTime() + ORDER_MAX_HOLD_DAYS * DAY_MS);
    if (until > latest) return refusal('days', `A car is held for ${ORDER_MAX_HOLD_DAYS} days at most from the order: until ${latest.toISOString().slice(0, 16).replace('T', ' ')} UTC.`);
    if (until <= ctx.now) return refusal('days', 'The new deadline would already be past: add more days.');
    const key = await moveOrderHold(tx, order.id, until, ctx.now);
    const details = await orderMailDetails(tx, order.id, ctx.site.siteUrl);
    if (details) await queueMail(tx, holdExtendedEmail(details), `order.extended:${key}`, ctx.now);
    return { action: 'order.extend', before: { holdUntil: before }, after: { holdUntil: until, reason: why.slice(0, 500) } };
  });
}

/**
 * Moves an unpaid order's deadline: the lapse and the reminder are queued again for the new one (those of
 * the old one find it moved and do nothing). Returns the key of the move, for its e-mail.
 */
export async function moveOrderHold(tx: Database, orderId: number, until: Date, now: Date): Promise<string> {
  await tx.execute(sql`update orders set hold_until = ${until}, updated_at = ${now} where id = ${orderId}`);
  const key = `${orderId}:${until.getTime()}`;
  await enqueueJob(tx, ORDER_LAPSE_JOB, { orderId }, { runAt: until, dedupeKey: `${ORDER_LAPSE_JOB}:${key}` });
  await enqueueJob(tx, ORDER_REMIND_JOB, { orderId }, { runAt: new Date(until.getTime() - REMIND_BEFORE_MS), dedupeKey: `${ORDER_REMIND_JOB}:${key}` });
  return key;
}

export interface VesselInput {
  shipName?: string | null;
  mmsiCode?: string | null;
  departureAt?: string | null;
  estimatedArrivalAt?: string | null;
}

const dateOf = (text: string | null | undefined) => {
  if (!text?.trim() || !/^\d{4}-\d{2}-\d{2}$/.test(text.trim())) return null;
  const date = new Date(`${text.trim()}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
};

const stepDone = (order: Locked, step: ShippingStep) => !!order[step];
const STEP_NAMES: Record<ShippingStep, string> = {
  details: 'shipping details confirmed',
  arrangements: 'shipping arrangements started',
  departure: 'the vessel’s departure',
  arrived: 'the arrival at the port',
  cleared: 'customs clearance',
  handed: 'the hand-over to the inland carrier',
  delivered: 'the delivery',
};
/** The day a step happened, when it has one (the departure's, or a last-mile step's). */
const stepDay = (order: Locked, step: ShippingStep): string | null => {
  const value = step === 'departure' ? order.departure_at : isDatedStep(step) ? order[step] : null;
  return value ? new Date(value).toISOString().slice(0, 10) : null;
};

/**
 * The next shipping step, in order, on a paid order: the departure with its vessel and dates, a last-mile
 * step with the day it happened. None is recorded before it has happened (a day still to come in Japan,
 * the trade's earliest today, is refused) or before the step before it.
 */
export function advanceOrderShipping(ctx: RequestContext, uuid: string, step: string, vessel: VesselInput = {}, on?: string | null): Promise<Change> {
  return changeOrder(ctx, uuid, async (tx, order) => {
    if (order.status !== 'Paid') return refusal('step', 'Shipping starts once the order is paid: record the payment first.');
    const steps = shippingStepsFor(!!order.city);
    const next = steps.find((s) => !stepDone(order, s));
    if (!next) return refusal('step', 'Every shipping step is done.');
    if (step !== next) return refusal('step', `The next step is ${next}: steps go in order and none is skipped.`);
    const today = japanDay(ctx.now);
    const previous = steps[steps.indexOf(next) - 1];
    const previousDay = previous ? stepDay(order, previous) : null;
    const before = { [next]: false };
    let after: Record<string, unknown> = { [next]: true };
    if (next === 'departure') {
      const shipName = vessel.shipName?.trim() ?? '';
      const mmsi = vessel.mmsiCode?.trim() ?? '';
      const departureAt = dateOf(vessel.departureAt);
      const arrival = dateOf(vessel.estimatedArrivalAt);
      const issues = [
        ...(shipName ? (shipName.length > 100 ? [{ fieldname: 'shipName', message: 'Ship name must be at most 100 characters.' }] : []) : [{ fieldname: 'shipName', message: 'Ship name is a required field' }]),
        ...(mmsi && !/^\d{9}$/.test(mmsi) ? [{ fieldname: 'mmsiCode', message: 'An MMSI code is 9 digits.' }] : []),
        ...(departureAt
          ? departureAt.toISOString().slice(0, 10) > today
            ? [{ fieldname: 'departureAt', message: 'The vessel has not left yet: record the departure once it has.' }]
            : departureAt.toISOString().slice(0, 10) < japanDay(new Date(order.ordered_at))
              ? [{ fieldname: 'departureAt', message: `That is before the order was placed (${japanDay(new Date(order.ordered_at))}): enter the day this car’s vessel left.` }]
              : []
          : [{ fieldname: 'departureAt', message: 'Departure date is a required field (YYYY-MM-DD)' }]),
        ...(arrival ? [] : [{ fieldname: 'estimatedArrivalAt', message: 'Estimated arrival is a required field (YYYY-MM-DD)' }]),
        ...(departureAt && arrival && arrival <= departureAt ? [{ fieldname: 'estimatedArrivalAt', message: 'The vessel arrives after it departs.' }] : []),
      ];
      if (issues.length) return new InvalidInputError(issues);
      const [was] = await queryRows<{ at: Date | string | null }>(tx, sql`select estimated_arrival_at as at from shipping_informations where order_id = ${order.id}`);
      await tx.execute(
        sql`update shipping_informations set is_vessel_departure_confirmed = true, ship_name = ${shipName}, mmsi_code = ${mmsi || null}, departure_at = ${departureAt}, estimated_arrival_at = ${arrival}, updated_at = ${ctx.now}
            where order_id = ${order.id}`,
      );
      after = { ...after, ...vessel };
      // A later arrival may cross a rate's day or an age bracket: the buyer is told their duties' estimate moved (issue 39).
      const quoted = await queryRows<{ country: string; arrival: string }>(tx, sql`select quote->>'country' as country, quote->>'estimatedArrivalAt' as arrival from orders where id = ${order.id}`);
      const previous = was?.at ? new Date(was.at) : quoted[0] ? new Date(quoted[0].arrival) : null;
      if (previous && quoted[0]) await tellBuyerOfArrivalMove(tx, ctx.viewer!, order.id, quoted[0].country, previous, ctx.site.siteUrl, ctx.now);
    } else if (isDatedStep(next)) {
      const day = dateOf(on);
      const dayText = day?.toISOString().slice(0, 10);
      if (!day || !dayText) return refusal('on', 'Enter the day it happened (YYYY-MM-DD).');
      if (dayText > today) return refusal('on', 'A step is recorded once it has happened: that day is still to come.');
      if (previousDay && dayText < previousDay) return refusal('on', `That is before ${STEP_NAMES[previous!]} (${previousDay}).`);
      await tx.execute(sql`update shipping_informations set ${sql.raw(COLUMN[next])} = ${day}, updated_at = ${ctx.now} where order_id = ${order.id}`);
      after = { [next]: dayText };
    } else {
      await tx.execute(sql`update shipping_informations set ${sql.raw(COLUMN[next])} = true, updated_at = ${ctx.now} where order_id = ${order.id}`);
    }
    const details = await orderMailDetails(tx, order.id, ctx.site.siteUrl);
    const dates = next === 'departure' ? { departureAt: dateOf(vessel.departureAt), estimatedArrivalAt: dateOf(vessel.estimatedArrivalAt) } : {};
    if (details) await queueMail(tx, orderStepEmail(details, next, vessel.shipName?.trim() || order.ship_name, dates), `order.step:${order.id}:${next}`, ctx.now);
    return { action: `order.shipping.${next}`, before, after };
  });
}

/** Takes back the last shipping step set (a mistake, a vessel changed), with the reason in the audit log. */
export function undoOrderShipping(ctx: RequestContext, uuid: string, reason: string): Promise<Change> {
  return changeOrder(ctx, uuid, async (tx, order) => {
    const why = reason.trim();
    if (!why) return refusal('reason', 'Say why the step is taken back: it goes in the audit log.');
    const last = [...SHIPPING_STEPS].reverse().find((s) => stepDone(order, s));
    if (!last) return refusal('step', 'No shipping step is set yet.');
    const cleared = isDatedStep(last) ? sql`null` : sql`false`;
    await tx.execute(sql`update shipping_informations set ${sql.raw(COLUMN[last])} = ${cleared}, updated_at = ${ctx.now} where order_id = ${order.id}`);
    return { action: 'order.shipping.undo', before: { [last]: isDatedStep(last) ? stepDay(order, last) : true }, after: { [last]: isDatedStep(last) ? null : false, reason: why.slice(0, 500) } };
  });
}

/** The courier's (DHL) tracking of the original documents, shown on the buyer's order page. */
export function setOrderCourier(ctx: RequestContext, uuid: string, input: { dhlKeyInformation?: string | null; dhlInformation?: string | null }): Promise<Change> {
  return changeOrder(ctx, uuid, async (tx, order) => {
    const key = input.dhlKeyInformation?.trim() ?? '';
    const info = input.dhlInformation?.trim() ?? '';
    if (key && !/^[A-Za-z0-9]{8,20}$/.test(key)) return refusal('dhlKeyInformation', 'A DHL tracking number is 8 to 20 letters and digits.');
    if (info.length > 200) return refusal('dhlInformation', 'Courier status must be at most 200 characters.');
    const [before] = await queryRows<{ key: string | null; info: string | null }>(tx, sql`select dhl_key_information as key, dhl_information as info from user_orders where order_id = ${order.id}`);
    await tx.execute(sql`update user_orders set dhl_key_information = ${key || null}, dhl_information = ${info || null} where order_id = ${order.id}`);
    return { action: 'order.courier', before: { dhlKeyInformation: before?.key ?? null, dhlInformation: before?.info ?? null }, after: { dhlKeyInformation: key || null, dhlInformation: info || null } };
  });
}

/** Cancels an order not yet shipped, with the reason: the car goes back to sale, the coupon can be used again, the buyer is told. */
export function cancelOrderByAdmin(ctx: RequestContext, uuid: string, reason: string): Promise<Change> {
  return changeOrder(ctx, uuid, async (tx, order) => {
    const why = reason.trim();
    if (!why) return refusal('reason', 'Say why the order is cancelled: it goes in the audit log.');
    if (order.status !== 'Reserved' && order.status !== 'Paid') return refusal('status', `This order is already ${order.status}.`);
    if (order.departure) return refusal('status', 'The vessel has left with the car: an order that has shipped cannot be cancelled here.');
    await tx.execute(sql`update orders set status = 'Cancelled', closed_at = ${ctx.now}, closed_reason = ${why.slice(0, 500)}, updated_at = ${ctx.now} where id = ${order.id}`);
    // The car returns to sale from its hold, or from "sold" when a paid order is cancelled.
    await releaseOrder(tx, order, ctx.now, ['OnHold', 'SoldOutRecently']);
    const details = await orderMailDetails(tx, order.id, ctx.site.siteUrl);
    if (details) await queueMail(tx, orderCancelledEmail(details), `order.cancelled:${order.id}`, ctx.now);
    return { action: 'order.cancel', before: { status: order.status }, after: { status: 'Cancelled', reason: why.slice(0, 500) } };
  });
}
