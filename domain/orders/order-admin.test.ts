// The back office's orders on the real database (PGlite, and PostgreSQL in CI): who may see and change
// them, the shipping steps in order (and back only with a reason), the courier's tracking,
// cancelling; each change audited, refused moves writing nothing, and the buyer told in their language.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import { jobHandlers } from '#domain/jobs/job-handlers.ts';
import type { OutgoingMail } from '#domain/mail.ts';
import { payInFull } from '#tests/factories/payments.ts';
import { buyerViewer, staffViewer } from '#tests/factories/viewers.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import { recommendVehicles } from '../catalogue/recommendations.service.ts';
import type { Language, Viewer } from '../context.ts';
import { AuthenticationError, type InvalidInputError, NotAuthenticatedError } from '../errors.ts';
import { runDueJobs } from '../jobs/job-queue.ts';
import { loadDestinations } from '../trade/destinations.ts';
import { createOrder, type CreatedOrder } from './create-order.service.ts';
import { advanceOrderShipping, cancelOrderByAdmin, extendOrderHold, orderByAdmin, ordersByAdmin, setOrderCourier, undoOrderShipping } from './order-admin.service.ts';
import { userShippingStatus } from './user-orders.service.ts';

let handle: DatabaseHandle;
let cars: string[] = [];
const sales = staffViewer('sales', { prefix: 'ord' });
const sent: OutgoingMail[] = [];

beforeAll(async () => {
  handle = await openSeededDatabase();
  const found = await recommendVehicles(testContext(handle), { countryName: 'Kenya', limit: 12 });
  if (!Array.isArray(found)) throw found;
  cars = found.map((v) => v.stockNumber);
});

const as = (viewer: Viewer | null, language: Language = 'en') => testContext(handle, { viewer, language });
let buyers = 0;
/** A buyer who orders one of the cars; their order. */
async function ordered(language: Language = 'en', destination: { finalDestinationCityUuid?: string; isCif?: boolean } = {}): Promise<{ order: CreatedOrder; buyer: Viewer }> {
  const id = `ord-buyer-${++buyers}`;
  await queryRows(handle.db, sql`insert into "user" (id, name, email, email_verified) values (${id}, 'Zuberi', ${`${id}@example.com`}, true)`);
  const buyer: Viewer = { userId: id, email: `${id}@example.com`, groups: [] };
  const consignee = { consigneeName: 'Zuberi Traders', consigneeAddress: 'Nkrumah Road 4, Mombasa', consigneeTelephone: '+254 722 000 111', countryName: 'Kenya' };
  const order = await createOrder(as(buyer, language), { stockNumber: cars[buyers - 1]!, countryName: 'Kenya', consignee, ...destination });
  if (order instanceof Error) throw order;
  return { order, buyer };
}
/** The order placed weeks ago (the suite's today is 1 November), so that its vessel can have left in October. */
const placedOn = (uuid: string, day: string) => queryRows(handle.db, sql`update orders set ordered_at = ${`${day}T03:00:00Z`}::timestamptz where uuid = ${uuid}`);
const deliver = () => runDueJobs(handle.db, jobHandlers(handle.db, { sendMail: async (m) => void sent.push(m), siteUrl: () => 'https://roro.example' }), { now: () => as(null).now });
const vehicleStatus = async (stockNumber: string) => (await queryRows<{ status: string }>(handle.db, sql`select status::text from vehicles where stock_number = ${stockNumber}`))[0]!.status;
const audit = async (uuid: string) => queryRows<{ action: string; actor_email: string; after: Record<string, unknown> }>(handle.db, sql`select action, actor_email, after from audit_log where entity = 'orders' and entity_id = ${uuid} order by id`);
const flags = async (uuid: string) =>
  (await queryRows<{ d: boolean; a: boolean; v: boolean }>(handle.db, sql`select is_shipping_details_confirmed as d, is_shipping_arrangements_started as a, is_vessel_departure_confirmed as v from shipping_informations s join orders o on o.id = s.order_id where o.uuid = ${uuid}`))[0]!;
const issues = (result: unknown) => (result as InvalidInputError).issues.map((i) => `${i.fieldname}: ${i.message}`);

describe('orders in the back office', () => {
  it('are for sales and admins with the authenticator app only', async () => {
    const { order } = await ordered();
    for (const [viewer, kind] of [
      [null, NotAuthenticatedError],
      [buyerViewer('ord-someone'), AuthenticationError],
      [staffViewer('editor', { prefix: 'ord' }), AuthenticationError],
      [staffViewer('sales', { prefix: 'ord', twoFactor: false }), AuthenticationError],
    ] as const) {
      expect(await ordersByAdmin(as(viewer), {})).toBeInstanceOf(kind);
      expect(await orderByAdmin(as(viewer), order.uuid)).toBeInstanceOf(kind);
      expect(await payInFull(as(viewer), order.uuid)).toBeInstanceOf(kind);
    }
    expect(await audit(order.uuid)).toEqual([]);
    const list = await ordersByAdmin(as(staffViewer('admin', { prefix: 'ord' })), { keyword: order.orderNumber });
    expect('edges' in list && list.edges.map((e) => e.node.orderNumber)).toEqual([order.orderNumber]);
  });

  it('moves the shipping steps in order, the departure with its vessel, and back only with a reason', async () => {
    const { order, buyer } = await ordered();
    expect(issues(await advanceOrderShipping(as(sales), order.uuid, 'details'))).toEqual(['step: Shipping starts once the order is paid: record the payment first.']);
    await payInFull(as(sales), order.uuid);
    expect(issues(await advanceOrderShipping(as(sales), order.uuid, 'arrangements'))).toEqual(['step: The next step is details: steps go in order and none is skipped.']);
    expect(await advanceOrderShipping(as(sales), order.uuid, 'details')).toEqual({ ok: true });
    expect(await advanceOrderShipping(as(sales), order.uuid, 'arrangements')).toEqual({ ok: true });
    // Today is 1 November here: a vessel leaving on 3 December has not left.
    expect(issues(await advanceOrderShipping(as(sales), order.uuid, 'departure', { mmsiCode: '12345', departureAt: '2026-12-03', estimatedArrivalAt: '2026-11-20' }))).toEqual([
      'shipName: Ship name is a required field',
      'mmsiCode: An MMSI code is 9 digits.',
      'departureAt: The vessel has not left yet: record the departure once it has.',
      'estimatedArrivalAt: The vessel arrives after it departs.',
    ]);
    expect(await flags(order.uuid)).toEqual({ d: true, a: true, v: false });
    // No vessel carries an order before it was placed.
    expect(issues(await advanceOrderShipping(as(sales), order.uuid, 'departure', { shipName: 'MV Morning Cara', departureAt: '2026-10-06', estimatedArrivalAt: '2026-11-02' }))).toEqual([
      'departureAt: That is before the order was placed (2026-11-01): enter the day this car’s vessel left.',
    ]);
    await placedOn(order.uuid, '2026-10-02');
    expect(await advanceOrderShipping(as(sales), order.uuid, 'departure', { shipName: 'MV Morning Cara', mmsiCode: '563012345', departureAt: '2026-10-06', estimatedArrivalAt: '2026-11-02' })).toEqual({ ok: true });
    const status = await userShippingStatus(as(buyer), order.shippingInformationUuid);
    expect(status).toMatchObject({ isVesselDepartureConfirmed: true, shipName: 'MV Morning Cara', mmsiCode: '563012345', departureAt: new Date('2026-10-06T00:00:00Z'), estimatedArrivalAt: new Date('2026-11-02T00:00:00Z'), arrivedAt: null });
    // The arrival is recorded with its day: never a day to come, never before the departure; an estimate is not an arrival.
    expect(issues(await advanceOrderShipping(as(sales), order.uuid, 'arrived'))).toEqual(['on: Enter the day it happened (YYYY-MM-DD).']);
    expect(issues(await advanceOrderShipping(as(sales), order.uuid, 'arrived', {}, '2026-11-02'))).toEqual(['on: A step is recorded once it has happened: that day is still to come.']);
    expect(issues(await advanceOrderShipping(as(sales), order.uuid, 'arrived', {}, '2026-10-05'))).toEqual(['on: That is before the vessel’s departure (2026-10-06).']);
    expect(await advanceOrderShipping(as(sales), order.uuid, 'arrived', {}, '2026-10-31')).toEqual({ ok: true });
    expect(await userShippingStatus(as(buyer), order.shippingInformationUuid)).toMatchObject({ arrivedAt: new Date('2026-10-31T00:00:00Z'), customsClearedAt: null });
    // Delivered at the port: the arrival is the last step.
    expect(issues(await advanceOrderShipping(as(sales), order.uuid, 'cleared', {}, '2026-10-31'))).toEqual(['step: Every shipping step is done.']);
    expect(await undoOrderShipping(as(sales), order.uuid, 'Wrong vessel: still at sea')).toEqual({ ok: true });
    expect(await userShippingStatus(as(buyer), order.shippingInformationUuid)).toMatchObject({ arrivedAt: null, isVesselDepartureConfirmed: true });
    // Back: a reason is required, and kept.
    expect(issues(await undoOrderShipping(as(sales), order.uuid, '  '))).toEqual(['reason: Say why the step is taken back: it goes in the audit log.']);
    expect(await undoOrderShipping(as(sales), order.uuid, 'Vessel changed: rolled over to the next sailing')).toEqual({ ok: true });
    expect(await flags(order.uuid)).toEqual({ d: true, a: true, v: false });
    // A step taken back is undated with it; the ones still done keep the day they were recorded.
    expect(await userShippingStatus(as(buyer), order.shippingInformationUuid)).toMatchObject({ shippingDetailsConfirmedAt: as(null).now, shippingArrangementsStartedAt: as(null).now });
    expect((await audit(order.uuid)).map((a) => a.action)).toEqual(['order.payment', 'order.shipping.details', 'order.shipping.arrangements', 'order.shipping.departure', 'order.shipping.arrived', 'order.shipping.undo', 'order.shipping.undo']);
    expect((await audit(order.uuid)).at(-1)!.after).toMatchObject({ departure: false, reason: 'Vessel changed: rolled over to the next sailing' });
    await deliver();
    expect(sent.filter((m) => m.to === buyer.email).map((m) => m.subject)).toEqual(
      expect.arrayContaining([`Order ${order.orderNumber}: shipping details confirmed`, `Order ${order.orderNumber}: shipping arrangements started`, `Order ${order.orderNumber}: the vessel has left`, `Order ${order.orderNumber}: arrived at the port`]),
    );
  });

  it('takes an order to a city on past the port: cleared through customs, handed to the inland carrier, delivered, each on its day', async () => {
    const nairobi = (await loadDestinations(as(null))).routes.find((r) => r.finalDestinationCity === 'Nairobi')!;
    const { order, buyer } = await ordered('en', { finalDestinationCityUuid: nairobi.uuid, isCif: true });
    expect(order.quote.city).toBe('Nairobi');
    await payInFull(as(sales), order.uuid);
    for (const step of ['details', 'arrangements'] as const) expect(await advanceOrderShipping(as(sales), order.uuid, step)).toEqual({ ok: true });
    await placedOn(order.uuid, '2026-09-25');
    expect(await advanceOrderShipping(as(sales), order.uuid, 'departure', { shipName: 'MV Andes', departureAt: '2026-10-01', estimatedArrivalAt: '2026-10-25' })).toEqual({ ok: true });
    expect(await advanceOrderShipping(as(sales), order.uuid, 'arrived', {}, '2026-10-24')).toEqual({ ok: true });
    expect(issues(await advanceOrderShipping(as(sales), order.uuid, 'handed', {}, '2026-10-27'))).toEqual(['step: The next step is cleared: steps go in order and none is skipped.']);
    expect(issues(await advanceOrderShipping(as(sales), order.uuid, 'cleared', {}, '2026-10-23'))).toEqual(['on: That is before the arrival at the port (2026-10-24).']);
    expect(await advanceOrderShipping(as(sales), order.uuid, 'cleared', {}, '2026-10-27')).toEqual({ ok: true });
    expect(await advanceOrderShipping(as(sales), order.uuid, 'handed', {}, '2026-10-28')).toEqual({ ok: true });
    expect(issues(await advanceOrderShipping(as(sales), order.uuid, 'delivered', {}, '2026-11-05'))).toEqual(['on: A step is recorded once it has happened: that day is still to come.']);
    expect(await advanceOrderShipping(as(sales), order.uuid, 'delivered', {}, '2026-10-30')).toEqual({ ok: true });
    const status = await userShippingStatus(as(buyer), order.shippingInformationUuid);
    // The first two steps have no day of their own: the buyer's page dates them by when they were recorded.
    expect(status).toMatchObject({ shippingDetailsConfirmedAt: as(null).now, shippingArrangementsStartedAt: as(null).now, quote: { port: 'Mombasa', portCountry: 'Kenya', city: 'Nairobi' } });
    expect(status).toMatchObject({
      arrivedAt: new Date('2026-10-24T00:00:00Z'),
      customsClearedAt: new Date('2026-10-27T00:00:00Z'),
      inlandHandedAt: new Date('2026-10-28T00:00:00Z'),
      deliveredAt: new Date('2026-10-30T00:00:00Z'),
    });
    expect(issues(await advanceOrderShipping(as(sales), order.uuid, 'delivered', {}, '2026-10-30'))).toEqual(['step: Every shipping step is done.']);
    await deliver();
    expect(sent.filter((m) => m.to === buyer.email).map((m) => m.subject)).toEqual(
      expect.arrayContaining([`Order ${order.orderNumber}: cleared through customs`, `Order ${order.orderNumber}: on its way to Nairobi`, `Order ${order.orderNumber}: delivered in Nairobi`]),
    );
    // The departure's e-mail gives its day, and the arrival as the estimate it is.
    expect(sent.find((m) => m.subject === `Order ${order.orderNumber}: the vessel has left`)!.text).toContain('is on MV Andes. It left on 1 October 2026 and is expected at Mombasa around 25 October 2026: that is the shipping line’s estimate');
  });

  it('keeps the courier’s tracking of the documents, checked, for the buyer’s page', async () => {
    const { order, buyer } = await ordered();
    expect(issues(await setOrderCourier(as(sales), order.uuid, { dhlKeyInformation: 'not a number!' }))).toEqual(['dhlKeyInformation: A DHL tracking number is 8 to 20 letters and digits.']);
    expect(await setOrderCourier(as(sales), order.uuid, { dhlKeyInformation: '1234567890', dhlInformation: 'Picked up in Nagoya' })).toEqual({ ok: true });
    expect(await userShippingStatus(as(buyer), order.shippingInformationUuid)).toMatchObject({ dhlKeyInformation: '1234567890', dhlInformation: 'Picked up in Nagoya' });
  });

  it('cancels an order not yet shipped, with a reason: the car back on sale and the buyer told', async () => {
    const { order, buyer } = await ordered('fr');
    expect(issues(await cancelOrderByAdmin(as(sales), order.uuid, ''))).toEqual(['reason: Say why the order is cancelled: it goes in the audit log.']);
    expect(await vehicleStatus(order.stockNumber)).toBe('OnHold');
    expect(await cancelOrderByAdmin(as(sales), order.uuid, 'The buyer asked: found a car at home')).toEqual({ ok: true });
    expect(await orderByAdmin(as(sales), order.uuid)).toMatchObject({ status: 'Cancelled', closedReason: 'The buyer asked: found a car at home' });
    expect(await vehicleStatus(order.stockNumber)).toBe('OnSale');
    expect(issues(await cancelOrderByAdmin(as(sales), order.uuid, 'again'))).toEqual(['status: This order is already Cancelled.']);
    await deliver();
    expect(sent.filter((m) => m.to === buyer.email).map((m) => m.subject)).toContain(`La commande ${order.orderNumber} est annulée`);
    // A paid order cancelled before it ships: the car goes from sold back to sale.
    const paid = (await ordered()).order;
    await payInFull(as(sales), paid.uuid);
    expect(await vehicleStatus(paid.stockNumber)).toBe('SoldOutRecently');
    expect(await cancelOrderByAdmin(as(sales), paid.uuid, 'Refunded: the buyer’s import licence was refused')).toEqual({ ok: true });
    expect(await vehicleStatus(paid.stockNumber)).toBe('OnSale');
    // A shipped order stays.
    const shipped = (await ordered()).order;
    await payInFull(as(sales), shipped.uuid);
    for (const step of ['details', 'arrangements'] as const) await advanceOrderShipping(as(sales), shipped.uuid, step);
    await placedOn(shipped.uuid, '2026-10-20');
    await advanceOrderShipping(as(sales), shipped.uuid, 'departure', { shipName: 'MV Andes', departureAt: '2026-10-30', estimatedArrivalAt: '2026-11-30' });
    expect(issues(await cancelOrderByAdmin(as(sales), shipped.uuid, 'too late'))).toEqual(['status: The vessel has left with the car: an order that has shipped cannot be cancelled here.']);
  });

  // Last: it runs the queue days ahead, which lapses every order still unpaid in this file.
  it('gives an unpaid order more time, up to 14 days from the order: the old deadline passes quietly, the new one lapses it', async () => {
    const { order, buyer } = await ordered('ru');
    const DAY = 24 * 3600_000;
    const at = (ms: number) => runDueJobs(handle.db, jobHandlers(handle.db, { sendMail: async (m) => void sent.push(m), siteUrl: () => 'https://roro.example' }), { now: () => new Date(ms) });
    expect(issues(await extendOrderHold(as(sales), order.uuid, 3, ' '))).toEqual(['reason: Say why the buyer gets more time: it goes in the audit log.']);
    expect(issues(await extendOrderHold(as(sales), order.uuid, 'x', 'deposit'))).toEqual(['days: Choose how many days to add.']);
    const latest = new Date(order.orderedAt.getTime() + 14 * DAY).toISOString().slice(0, 16).replace('T', ' ');
    expect(issues(await extendOrderHold(as(sales), order.uuid, 8, 'deposit'))).toEqual([`days: A car is held for 14 days at most from the order: until ${latest} UTC.`]);
    expect(await extendOrderHold(as(staffViewer('editor', { prefix: 'ord' })), order.uuid, 3, 'deposit')).toBeInstanceOf(AuthenticationError);
    expect((await orderByAdmin(as(sales), order.uuid)) as { holdUntil: Date }).toMatchObject({ holdUntil: order.holdUntil });

    expect(await extendOrderHold(as(sales), order.uuid, 5, 'USD 300 deposit received')).toEqual({ ok: true });
    const until = order.holdUntil.getTime() + 5 * DAY;
    expect(((await orderByAdmin(as(sales), order.uuid)) as { holdUntil: Date }).holdUntil).toEqual(new Date(until));
    expect((await audit(order.uuid)).at(-1)).toMatchObject({ action: 'order.extend', after: { reason: 'USD 300 deposit received' } });
    // 2 more days: past 14 from the order.
    expect(issues(await extendOrderHold(as(sales), order.uuid, 3, 'more'))[0]).toMatch(/^days: A car is held for 14 days at most/);
    await deliver();
    expect(sent.filter((m) => m.to === buyer.email).map((m) => m.subject)).toContain(`Заказ ${order.orderNumber}: оплатить можно до ${new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Tokyo' }).format(new Date(until))}`);

    // The old deadline's reminder and lapse come and go: the order is still held.
    const mine = () => sent.filter((m) => m.to === buyer.email).map((m) => m.subject);
    const before = mine().length;
    await at(order.holdUntil.getTime() - DAY + 1000);
    await at(order.holdUntil.getTime() + 1000);
    await at(order.holdUntil.getTime() + 2000);
    expect(mine()).toHaveLength(before);
    expect(await vehicleStatus(order.stockNumber)).toBe('OnHold');
    // A day before the new one, one reminder; after it, the order lapses and the car is back on sale.
    await at(until - DAY + 1000);
    await at(until - DAY + 2000);
    expect(mine().filter((s) => s.startsWith(`Заказ ${order.orderNumber}: оплата до`))).toHaveLength(1);
    await at(until + 1000);
    await at(until + 2000);
    expect(((await orderByAdmin(as(sales), order.uuid)) as { status: string }).status).toBe('Lapsed');
    expect(await vehicleStatus(order.stockNumber)).not.toBe('OnHold');
    expect(issues(await extendOrderHold(as(sales), order.uuid, 1, 'too late'))).toEqual(['days: Only an order awaiting payment can be given more time; this one is Lapsed.']);
  });
});
