// The clerk's view of an order on the real database (PGlite, and PostgreSQL in CI): the e-mails sent to the
// buyer about it with how each went (a failed one with its error), and every step with who recorded it,
// in words; for staff who may list orders only.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import { jobHandlers } from '#domain/jobs/job-handlers.ts';
import { buyerViewer, staffViewer } from '#tests/factories/viewers.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import { recommendVehicles } from '../catalogue/recommendations.service.ts';
import type { Viewer } from '../context.ts';
import { AuthenticationError, NotAuthenticatedError } from '../errors.ts';
import { runDueJobs } from '../jobs/job-queue.ts';
import { createOrder, type CreatedOrder } from './create-order.service.ts';
import { lapseOrder } from './lapse-order.ts';
import { MAIL_MAX_ATTEMPTS, queueMail } from './order-mail.ts';
import { advanceOrderShipping, cancelOrderByAdmin, extendOrderHold, orderByAdmin, undoOrderShipping, type AdminOrder } from './order-admin.service.ts';
import { orderEmails, orderHistory } from './order-history.service.ts';
import { paymentsOf, recordOrderPayment, reverseOrderPayment } from './order-payments.service.ts';

let handle: DatabaseHandle;
let cars: string[] = [];
const sales = staffViewer('sales', { prefix: 'ohi' });
const as = (viewer: Viewer | null, now?: Date) => testContext(handle, { viewer, ...(now ? { now } : {}) });
const today = '2026-11-01';

beforeAll(async () => {
  handle = await openSeededDatabase();
  const found = await recommendVehicles(testContext(handle), { countryName: 'Kenya', limit: 12 });
  if (!Array.isArray(found)) throw found;
  cars = found.map((v) => v.stockNumber);
});

let buyers = 0;
async function ordered(): Promise<{ order: CreatedOrder; buyer: Viewer; admin: AdminOrder }> {
  const id = `ohi-buyer-${++buyers}`;
  await queryRows(handle.db, sql`insert into "user" (id, name, email, email_verified) values (${id}, 'Wanjiru', ${`${id}@example.com`}, true)`);
  const buyer: Viewer = { userId: id, email: `${id}@example.com`, groups: [] };
  const consignee = { consigneeName: 'Wanjiru Autos', consigneeAddress: 'Kenyatta Avenue 9, Nairobi', consigneeTelephone: '+254 711 000 333', countryName: 'Kenya' };
  const order = await createOrder(as(buyer), { stockNumber: cars[buyers - 1]!, countryName: 'Kenya', consignee });
  if (order instanceof Error) throw order;
  return { order, buyer, admin: (await orderByAdmin(as(sales), order.uuid)) as AdminOrder };
}

/** Runs the due jobs at `now` with a mail server that refuses the e-mails whose subject matches `refuse`. */
const deliver = (now: Date, refuse?: RegExp) =>
  runDueJobs(
    handle.db,
    jobHandlers(handle.db, {
      sendMail: async (m) => {
        if (refuse?.test(m.subject)) throw new Error('550 5.1.1 mailbox unavailable');
      },
      siteUrl: () => 'https://roro.example',
    }),
    { now: () => now },
  );

describe('the clerk’s view of an order', () => {
  it('is for staff who may list orders: the signed-out, buyers and editors are refused', async () => {
    const { admin } = await ordered();
    for (const [viewer, kind] of [
      [null, NotAuthenticatedError],
      [buyerViewer('ohi-buyer-1'), AuthenticationError],
      [staffViewer('editor', { prefix: 'ohi' }), AuthenticationError],
      [staffViewer('sales', { prefix: 'ohi', twoFactor: false }), AuthenticationError],
    ] as const) {
      expect(await orderEmails(as(viewer), admin)).toBeInstanceOf(kind);
      expect(await orderHistory(as(viewer), admin)).toBeInstanceOf(kind);
    }
    expect(await orderEmails(as(staffViewer('admin', { prefix: 'ohi' })), admin)).toEqual([
      expect.objectContaining({ subject: expect.stringMatching(new RegExp(`^Your order ${admin.orderNumber}: .+ is held for you$`)), to: admin.buyerEmail, state: 'waiting' }),
    ]);
  });

  it('lists the buyer’s e-mails about the order with how each went, a refused one with its error until its attempts are spent', async () => {
    const { order, buyer, admin } = await ordered();
    // Another order's e-mails are not this one's, whatever its number: not order 10's for order 1.
    await ordered();
    await queueMail(handle.db, { to: 'someone@example.com', subject: 'Another order', text: '', html: '' }, `order.step:${order.id}0:details`, as(null).now);
    expect(await extendOrderHold(as(sales), order.uuid, 2, 'Transfer on its way')).toEqual({ ok: true });
    expect(await recordOrderPayment(as(sales), order.uuid, { amount: String(order.totalPrice), currency: 'JPY', receivedOn: today, bankReference: 'FT-OHI-1' })).toEqual({ ok: true });
    expect(await advanceOrderShipping(as(sales), order.uuid, 'details')).toEqual({ ok: true });
    const n = order.orderNumber;
    await deliver(as(null).now, /shipping details confirmed/);
    const emails = await orderEmails(as(sales), admin);
    expect(Array.isArray(emails) && emails.map((e) => [e.subject, e.to, e.state, e.error])).toEqual([
      [expect.stringMatching(new RegExp(`^Your order ${n}: `)), buyer.email, 'sent', null],
      [expect.stringMatching(new RegExp(`^Order ${n}: you have until .+ to pay$`)), buyer.email, 'sent', null],
      [`Order ${n}: payment received`, buyer.email, 'sent', null],
      [`Order ${n}: shipping details confirmed`, buyer.email, 'retrying', '550 5.1.1 mailbox unavailable'],
    ]);
    expect(Array.isArray(emails) && emails[0]!.sentAt).toEqual(as(null).now);
    // The mail server keeps refusing: after its last attempt the e-mail has failed, and stays on the order.
    for (let hour = 6; hour <= 6 * (MAIL_MAX_ATTEMPTS - 1); hour += 6) await deliver(new Date(as(null).now.getTime() + hour * 3600_000), /shipping details confirmed/);
    const failed = ((await orderEmails(as(sales), admin)) as Awaited<ReturnType<typeof orderEmails>> & object[]).at(-1);
    expect(failed).toMatchObject({ subject: `Order ${n}: shipping details confirmed`, state: 'failed', attempts: MAIL_MAX_ATTEMPTS, error: '550 5.1.1 mailbox unavailable', sentAt: null, nextAttemptAt: null });
  });

  it('tells every step of the order in words, with who recorded it and why', async () => {
    const { order, admin } = await ordered();
    const clerk = staffViewer('sales', { prefix: 'ohi-clerk' });
    expect(await recordOrderPayment(as(clerk), order.uuid, { amount: '300.00', currency: 'USD', creditedJpy: '45,000', receivedOn: today, bankReference: 'FT-OHI-2' })).toEqual({ ok: true });
    const [deposit] = await paymentsOf(handle.db, order.id);
    expect(await reverseOrderPayment(as(sales), order.uuid, deposit!.uuid, 'Entered on the wrong order')).toEqual({ ok: true });
    expect(await recordOrderPayment(as(sales), order.uuid, { amount: String(order.totalPrice), currency: 'JPY', receivedOn: today, bankReference: 'FT-OHI-3' })).toEqual({ ok: true });
    for (const step of ['details', 'arrangements'] as const) expect(await advanceOrderShipping(as(clerk), order.uuid, step)).toEqual({ ok: true });
    expect(await advanceOrderShipping(as(clerk), order.uuid, 'departure', { shipName: 'MV Morning Cara', mmsiCode: '563012345', departureAt: '2026-11-01', estimatedArrivalAt: '2026-11-25' })).toEqual({ ok: true });
    expect(await undoOrderShipping(as(sales), order.uuid, 'Rolled over to the next sailing')).toEqual({ ok: true });
    const history = await orderHistory(as(sales), (await orderByAdmin(as(sales), order.uuid)) as AdminOrder);
    expect(Array.isArray(history) && history.map((h) => [h.text, h.by, h.reason])).toEqual([
      ['Ordered: the car held for the buyer', admin.buyerEmail, null],
      [expect.stringMatching(/^Payment recorded: USD 300\.00 received on 1 November 2026, reference FT-OHI-2, counting for ¥45,000; balance ¥[\d,]+; the car held until 2026-11-15 00:00 UTC$/), clerk.email, null],
      [expect.stringMatching(/^Payment reversed: it no longer counts; balance ¥[\d,]+$/), sales.email, 'Entered on the wrong order'],
      [`Payment recorded: ¥${order.totalPrice.toLocaleString('en-US')} received on 1 November 2026, reference FT-OHI-3; the order is paid in full`, sales.email, null],
      ['Shipping details confirmed', clerk.email, null],
      ['Shipping arrangements started', clerk.email, null],
      ['Vessel departed: MV Morning Cara (MMSI 563012345), departed 1 November 2026, arriving about 25 November 2026', clerk.email, null],
      ['Step taken back: Vessel departed', sales.email, 'Rolled over to the next sailing'],
    ]);
    expect(Array.isArray(history) && history.map((h) => h.action).slice(1, 3)).toEqual(['order.payment', 'order.payment.reverse']);
    const account = (v: typeof sales) => ({ id: v.userId, email: v.email });
    expect(Array.isArray(history) && history.map((h) => h.recordedBy)).toEqual([null, ...[clerk, sales, sales, clerk, clerk, clerk, sales].map(account)]);
  });

  it('ends with the cancellation and its reason, or with the lapse at the deadline that no one recorded', async () => {
    const cancelled = await ordered();
    expect(await cancelOrderByAdmin(as(sales), cancelled.order.uuid, 'The buyer found a car at home')).toEqual({ ok: true });
    const one = await orderHistory(as(sales), (await orderByAdmin(as(sales), cancelled.order.uuid)) as AdminOrder);
    expect(Array.isArray(one) && one.at(-1)).toMatchObject({ action: 'order.cancel', text: 'Order cancelled: the car back on sale', by: sales.email, reason: 'The buyer found a car at home' });
    const lapsed = await ordered();
    const after = new Date(lapsed.order.holdUntil.getTime() + 60_000);
    expect(await lapseOrder(handle.db, lapsed.order.id, after, 'https://roro.example')).toBe('lapsed');
    const two = await orderHistory(as(sales), (await orderByAdmin(as(sales), lapsed.order.uuid)) as AdminOrder);
    expect(Array.isArray(two) && two.map((h) => [h.action, h.text, h.by, h.recordedBy])).toEqual([
      ['order.placed', 'Ordered: the car held for the buyer', lapsed.admin.buyerEmail, null],
      ['order.lapsed', 'Lapsed: not paid by the deadline, the car back on sale', null, null],
    ]);
    expect(Array.isArray(two) && two[1]!.at).toEqual(after);
  });
});
