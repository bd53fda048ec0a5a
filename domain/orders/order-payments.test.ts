// Payments received for an order, on the real database (PGlite, and PostgreSQL in CI): who may record them,
// each field checked with its message and nothing written when refused, a deposit holding the car longer,
// the order paid once covered (a credit when paid over), the same transfer never counted twice, a wrong
// entry reversed with a reason and kept, the buyer told in their language, every change audited.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import { jobHandlers } from '#domain/jobs/job-handlers.ts';
import type { OutgoingMail } from '#domain/mail.ts';
import { buyerViewer, staffViewer } from '#tests/factories/viewers.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import { recommendVehicles } from '../catalogue/recommendations.service.ts';
import type { Language, Viewer } from '../context.ts';
import { AuthenticationError, type InvalidInputError, NotAuthenticatedError, NotFoundError } from '../errors.ts';
import { runDueJobs } from '../jobs/job-queue.ts';
import { loadDestinations } from '../trade/destinations.ts';
import { createOrder, type CreatedOrder } from './create-order.service.ts';
import { cancelOrderByAdmin, orderByAdmin } from './order-admin.service.ts';
import { paymentsOf, paymentSummary, previewOrderPayment, recordOrderPayment, reverseOrderPayment } from './order-payments.service.ts';

let handle: DatabaseHandle;
let cars: string[] = [];
const sales = staffViewer('sales', { prefix: 'pay' });
const sent: OutgoingMail[] = [];
const DAY = 24 * 3600_000;

beforeAll(async () => {
  handle = await openSeededDatabase();
  const found = await recommendVehicles(testContext(handle), { countryName: 'Kenya', limit: 12 });
  if (!Array.isArray(found)) throw found;
  cars = found.map((v) => v.stockNumber);
});

const as = (viewer: Viewer | null, language: Language = 'en') => testContext(handle, { viewer, language });
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(as(null).now);
let buyers = 0;
async function ordered(language: Language = 'en'): Promise<{ order: CreatedOrder; buyer: Viewer; id: number }> {
  const id = `pay-buyer-${++buyers}`;
  await queryRows(handle.db, sql`insert into "user" (id, name, email, email_verified) values (${id}, 'Wanjiru', ${`${id}@example.com`}, true)`);
  const buyer: Viewer = { userId: id, email: `${id}@example.com`, groups: [] };
  const consignee = { consigneeName: 'Wanjiru Motors', consigneeAddress: 'Kenyatta Avenue 3, Nairobi', consigneeTelephone: '+254 722 000 333', countryName: 'Kenya' };
  const order = await createOrder(as(buyer, language), { stockNumber: cars[buyers - 1]!, countryName: 'Kenya', consignee });
  if (order instanceof Error) throw order;
  const [row] = await queryRows<{ id: number }>(handle.db, sql`select id from orders where uuid = ${order.uuid}`);
  return { order, buyer, id: row!.id };
}
const deliver = () => runDueJobs(handle.db, jobHandlers(handle.db, { sendMail: async (m) => void sent.push(m), siteUrl: () => 'https://roro.example' }), { now: () => as(null).now });
const mailTo = (buyer: Viewer) => sent.filter((m) => m.to === buyer.email);
const vehicleStatus = async (stockNumber: string) => (await queryRows<{ status: string }>(handle.db, sql`select status::text from vehicles where stock_number = ${stockNumber}`))[0]!.status;
const audit = async (uuid: string) => queryRows<{ action: string; actor_email: string; after: Record<string, unknown> }>(handle.db, sql`select action, actor_email, after from audit_log where entity = 'orders' and entity_id = ${uuid} order by id`);
const issues = (result: unknown) => (result as InvalidInputError).issues.map((i) => `${i.fieldname}: ${i.message}`);
const admin = async (uuid: string) => (await orderByAdmin(as(sales), uuid)) as { status: string; holdUntil: Date; totalPrice: number };
const usdRate = async () => (await loadDestinations(as(null))).currencies.find((c) => c.name === 'USD')!.rate;

describe('payments received', () => {
  it('are recorded by sales and admins with the authenticator app only', async () => {
    const { order, id } = await ordered();
    const input = { amount: '100000', currency: 'JPY', receivedOn: today(), bankReference: 'TT-1' };
    for (const [viewer, kind] of [
      [null, NotAuthenticatedError],
      [buyerViewer('pay-someone'), AuthenticationError],
      [staffViewer('editor', { prefix: 'pay' }), AuthenticationError],
      [staffViewer('sales', { prefix: 'pay', twoFactor: false }), AuthenticationError],
    ] as const) {
      expect(await recordOrderPayment(as(viewer), order.uuid, input)).toBeInstanceOf(kind);
    }
    expect(await recordOrderPayment(as(sales), '00000000-0000-4000-8000-000000000000', input)).toBeInstanceOf(NotFoundError);
    expect(await paymentsOf(handle.db, id)).toEqual([]);
    expect(await audit(order.uuid)).toEqual([]);
  });

  it('refuses a payment with each field’s message and writes nothing', async () => {
    const { order, id } = await ordered();
    const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date(as(null).now.getTime() + DAY));
    expect(issues(await recordOrderPayment(as(sales), order.uuid, {}))).toEqual([
      'currency: Choose the currency the payment came in.',
      'receivedOn: Enter the day our bank received it (YYYY-MM-DD).',
      'bankReference: Enter the bank’s reference for the transfer, as on the statement.',
    ]);
    expect(issues(await recordOrderPayment(as(sales), order.uuid, { amount: '1,000.5', currency: 'JPY', receivedOn: '2026-02-30', bankReference: 'x'.repeat(101), note: 'n'.repeat(501) }))).toEqual([
      'amount: A JPY amount has no decimals.',
      'receivedOn: Enter the day our bank received it (YYYY-MM-DD).',
      'bankReference: A bank reference must be at most 100 characters.',
      'note: A note must be at most 500 characters.',
    ]);
    expect(issues(await recordOrderPayment(as(sales), order.uuid, { amount: '24,512.505', currency: 'usd', receivedOn: tomorrow, bankReference: 'TT-2' }))).toEqual([
      'amount: A USD amount has at most 2 decimals.',
      'creditedJpy: Enter the yen this payment counts for: what our bank credited for it.',
      'receivedOn: A payment cannot be received in the future: enter the day our bank received it.',
    ]);
    expect(issues(await recordOrderPayment(as(sales), order.uuid, { amount: 'ten', currency: 'XXX', receivedOn: today(), bankReference: 'TT-3' }))).toEqual(['currency: Choose the currency the payment came in.']);
    expect(issues(await recordOrderPayment(as(sales), order.uuid, { amount: '0', currency: 'JPY', receivedOn: today(), bankReference: 'TT-3' }))).toEqual(['amount: The amount received is more than zero.']);
    expect(issues(await recordOrderPayment(as(sales), order.uuid, { amount: '99999999999', currency: 'JPY', receivedOn: '2020-01-01', bankReference: 'TT-3' }))).toEqual([
      'amount: That is more than one payment can be: check the amount.',
      'receivedOn: That day is long before the order: check the date.',
    ]);
    expect(await paymentsOf(handle.db, id)).toEqual([]);
    expect(await audit(order.uuid)).toEqual([]);
    expect((await admin(order.uuid)).status).toBe('Reserved');
  });

  it('holds the car longer for a deposit, pays the order once covered, and never counts one transfer twice', async () => {
    const { order, buyer, id } = await ordered('pt');
    const deposit = Math.ceil(300 / (await usdRate()));
    // USD 300 received, credited in yen: a deposit, so the car is held to 14 days from the order.
    expect(await recordOrderPayment(as(sales), order.uuid, { amount: '300.00', currency: 'USD', creditedJpy: String(deposit), receivedOn: today(), bankReference: 'FT26336-00912', note: 'Deposit by SWIFT' })).toEqual({ ok: true });
    const held = await admin(order.uuid);
    expect(held.status).toBe('Reserved');
    expect(held.holdUntil).toEqual(new Date(order.orderedAt.getTime() + 14 * DAY));
    expect(await vehicleStatus(order.stockNumber)).toBe('OnHold');
    // The same transfer again (a form sent twice): refused, in any case.
    expect(issues(await recordOrderPayment(as(sales), order.uuid, { amount: '300', currency: 'USD', creditedJpy: String(deposit), receivedOn: today(), bankReference: 'ft26336-00912' }))).toEqual([
      'bankReference: A payment with this bank reference is already recorded on this order.',
    ]);
    await deliver();
    const [first] = mailTo(buyer).filter((m) => m.subject === `Encomenda ${order.orderNumber}: USD 300.00 recebidos`);
    expect(first?.text).toContain(`Saldo a pagar: ¥${(held.totalPrice - deposit).toLocaleString('en-US')}`);

    // The balance in yen: paid in full, the car sold, the buyer told.
    const balance = held.totalPrice - deposit;
    expect(await recordOrderPayment(as(sales), order.uuid, { amount: balance.toLocaleString('en-US'), currency: 'JPY', receivedOn: today(), bankReference: 'FT26337-11400' })).toEqual({ ok: true });
    expect((await admin(order.uuid)).status).toBe('Paid');
    expect(await vehicleStatus(order.stockNumber)).toBe('SoldOutRecently');
    const payments = await paymentsOf(handle.db, id);
    const clerk = { id: sales.userId, email: sales.email };
    expect(payments.map((p) => [p.amount, p.currency, p.creditedJpy, p.bankReference, p.recordedBy])).toEqual([
      [30000, 'USD', deposit, 'FT26336-00912', clerk],
      [balance, 'JPY', balance, 'FT26337-11400', clerk],
    ]);
    expect(paymentSummary(held.totalPrice, payments)).toMatchObject({ receivedJpy: held.totalPrice, balanceJpy: 0, creditJpy: 0, paidInFullOn: today() });
    expect((await audit(order.uuid)).map((a) => [a.action, a.actor_email, a.after.status])).toEqual([
      ['order.payment', sales.email, 'Reserved'],
      ['order.payment', sales.email, 'Paid'],
    ]);
    await deliver();
    expect(mailTo(buyer).map((m) => m.subject)).toContain(`Encomenda ${order.orderNumber}: pagamento recebido`);
  });

  it('shows a payment over the total as a credit, and reverses a wrong entry with its reason, never deleting it', async () => {
    const { order, buyer, id } = await ordered('fr');
    const total = (await admin(order.uuid)).totalPrice;
    expect(await recordOrderPayment(as(sales), order.uuid, { amount: String(total + 5000), currency: 'JPY', receivedOn: today(), bankReference: 'A-1' })).toEqual({ ok: true });
    expect((await admin(order.uuid)).status).toBe('Paid');
    expect(paymentSummary(total, await paymentsOf(handle.db, id))).toMatchObject({ balanceJpy: 0, creditJpy: 5000 });
    await deliver();
    expect(mailTo(buyer).find((m) => m.subject === `Commande ${order.orderNumber} : paiement reçu`)?.text).toContain('Vous avez payé ¥5,000 de plus que le total');

    const [payment] = await paymentsOf(handle.db, id);
    expect(issues(await reverseOrderPayment(as(sales), order.uuid, payment!.uuid, ' '))).toEqual(['reason: Say why the payment is reversed: it goes in the audit log.']);
    expect(issues(await reverseOrderPayment(as(sales), order.uuid, 'not-a-uuid', 'x'))).toEqual(['payment: No such payment on this order.']);
    // Another order's payment, named on this order: refused.
    const other = await ordered();
    expect(issues(await reverseOrderPayment(as(sales), other.order.uuid, payment!.uuid, 'wrong order'))).toEqual(['payment: No such payment on this order.']);
    expect(await reverseOrderPayment(as(staffViewer('editor', { prefix: 'pay' })), order.uuid, payment!.uuid, 'x')).toBeInstanceOf(AuthenticationError);
    expect((await paymentsOf(handle.db, id))[0]!.reversedAt).toBeNull();

    expect(await reverseOrderPayment(as(sales), order.uuid, payment!.uuid, 'Entered on the wrong order: it was for RO-other')).toEqual({ ok: true });
    expect((await admin(order.uuid)).status).toBe('Reserved');
    expect(await vehicleStatus(order.stockNumber)).toBe('OnHold');
    const [kept] = await paymentsOf(handle.db, id);
    expect(kept).toMatchObject({ reversedBy: { id: sales.userId, email: sales.email }, reversalReason: 'Entered on the wrong order: it was for RO-other', reversedAt: expect.any(Date) });
    expect(paymentSummary(total, [kept!])).toMatchObject({ receivedJpy: 0, balanceJpy: total, creditJpy: 0, paidInFullOn: null });
    expect(issues(await reverseOrderPayment(as(sales), order.uuid, payment!.uuid, 'again'))).toEqual(['payment: This payment is already reversed.']);
    // Reversed, its reference is free for the right entry.
    expect(await recordOrderPayment(as(sales), order.uuid, { amount: String(total), currency: 'JPY', receivedOn: today(), bankReference: 'A-1' })).toEqual({ ok: true });
    expect((await admin(order.uuid)).status).toBe('Paid');
    expect((await audit(order.uuid)).map((a) => a.action)).toEqual(['order.payment', 'order.payment.reverse', 'order.payment']);
    await deliver();
    expect(mailTo(buyer).map((m) => m.subject)).toContain(`Commande ${order.orderNumber} : un paiement corrigé`);
  });

  it('is refused on an order that is no longer live', async () => {
    const { order } = await ordered();
    expect(await cancelOrderByAdmin(as(sales), order.uuid, 'The buyer asked')).toEqual({ ok: true });
    expect(issues(await recordOrderPayment(as(sales), order.uuid, { amount: '1000', currency: 'JPY', receivedOn: today(), bankReference: 'L-1' }))).toEqual([
      'amount: This order is cancelled: no payment is recorded on it. Settle a late payment with the buyer (a refund or a new order).',
    ]);
  });

  it('is refused on an order paid in full, checked or recorded, until a wrong entry is reversed', async () => {
    const { order, id } = await ordered();
    const total = (await admin(order.uuid)).totalPrice;
    expect(await recordOrderPayment(as(sales), order.uuid, { amount: String(total), currency: 'JPY', receivedOn: today(), bankReference: 'P-1' })).toEqual({ ok: true });
    // The same figures sent again with another reference (the form left filled in, pressed twice): nothing more is due.
    const again = { amount: String(total), currency: 'JPY', receivedOn: today(), bankReference: 'P-2' };
    const paid = `amount: This order is paid in full on ${new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${today()}T00:00:00Z`))}: nothing more is due, so no payment is recorded on it. Refund a further transfer to the buyer; if a recorded payment is wrong, reverse it first.`;
    expect(issues(await previewOrderPayment(as(sales), order.uuid, again))).toEqual([paid]);
    expect(issues(await recordOrderPayment(as(sales), order.uuid, again))).toEqual([paid]);
    expect(await paymentsOf(handle.db, id)).toHaveLength(1);
    expect((await audit(order.uuid)).map((a) => a.action)).toEqual(['order.payment']);
    // Reversed, the order awaits payment again and takes the right entry.
    const [payment] = await paymentsOf(handle.db, id);
    expect(await reverseOrderPayment(as(sales), order.uuid, payment!.uuid, 'Entered twice by the bank feed')).toEqual({ ok: true });
    expect(await recordOrderPayment(as(sales), order.uuid, again)).toEqual({ ok: true });
    expect((await admin(order.uuid)).status).toBe('Paid');
  });

  it('counts one of two clerks recording the same transfer at once', async () => {
    const { order, id } = await ordered();
    const input = { amount: '500000', currency: 'JPY', receivedOn: today(), bankReference: 'SAME-1' };
    const results = await Promise.all([recordOrderPayment(as(sales), order.uuid, input), recordOrderPayment(as(staffViewer('admin', { prefix: 'pay' })), order.uuid, input)]);
    expect(results.filter((r) => 'ok' in r)).toHaveLength(1);
    expect(await paymentsOf(handle.db, id)).toHaveLength(1);
  });
});
