// The invoice currency on the real database (PGlite, and PostgreSQL in CI): admins choose yen or US dollars
// for new orders, refused with a message otherwise and every change audited; an order placed in dollars
// keeps its rate and amounts whatever the setting or the rates do afterwards; its payments are judged in
// dollars (a dollar transfer counts its dollars, a yen one at the order's rate), and the buyer's invoice,
// order status and the clerk's view say so.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import { jobHandlers } from '#domain/jobs/job-handlers.ts';
import type { OutgoingMail } from '#domain/mail.ts';
import { buyerViewer, staffViewer } from '#tests/factories/viewers.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import { recommendVehicles } from '../catalogue/recommendations.service.ts';
import type { Viewer } from '../context.ts';
import { AuthenticationError, type InvalidInputError, NotAuthenticatedError } from '../errors.ts';
import { runDueJobs } from '../jobs/job-queue.ts';
import { setCurrencyRate } from '../trade/rate-admin.service.ts';
import { moneyText } from './money-text.ts';
import { createOrder, type CreatedOrder } from './create-order.service.ts';
import { invoiceCurrencyByAdmin, setInvoiceCurrency } from './invoice-currency.service.ts';
import { orderInvoice } from './invoice.service.ts';
import { orderByAdmin } from './order-admin.service.ts';
import { buyerPayments, previewOrderPayment, recordOrderPayment } from './order-payments.service.ts';
import { userShippingStatus } from './user-orders.service.ts';

let handle: DatabaseHandle;
let cars: string[] = [];
const admin = staffViewer('admin', { prefix: 'inv' });
const sales = staffViewer('sales', { prefix: 'inv' });

beforeAll(async () => {
  handle = await openSeededDatabase();
  const found = await recommendVehicles(testContext(handle), { countryName: 'Kenya', limit: 6 });
  if (!Array.isArray(found)) throw found;
  cars = found.map((v) => v.stockNumber);
});

const as = (viewer: Viewer | null) => testContext(handle, { viewer });
const sent: OutgoingMail[] = [];
const deliver = () => runDueJobs(handle.db, jobHandlers(handle.db, { sendMail: async (m) => void sent.push(m), siteUrl: () => 'https://roro.example' }), { now: () => as(null).now });
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(as(null).now);
const issues = (result: unknown) => (result as InvalidInputError).issues.map((i) => `${i.fieldname}: ${i.message}`);
const audits = async () => queryRows<{ actor_email: string; before: unknown; after: unknown }>(handle.db, sql`select actor_email, before, after from audit_log where action = 'site.invoice-currency' order by id`);
let buyers = 0;
async function ordered(): Promise<{ order: CreatedOrder; buyer: Viewer; id: number }> {
  const id = `inv-buyer-${++buyers}`;
  await queryRows(handle.db, sql`insert into "user" (id, name, email, email_verified) values (${id}, 'Amani', ${`${id}@example.com`}, true)`);
  const buyer: Viewer = { userId: id, email: `${id}@example.com`, groups: [] };
  const consignee = { consigneeName: 'Amani Motors', consigneeAddress: 'Moi Avenue 9, Mombasa', consigneeTelephone: '+254 722 000 444', countryName: 'Kenya' };
  const order = await createOrder(as(buyer), { stockNumber: cars[buyers - 1]!, countryName: 'Kenya', consignee });
  if (order instanceof Error) throw order;
  const [row] = await queryRows<{ id: number }>(handle.db, sql`select id from orders where uuid = ${order.uuid}`);
  return { order, buyer, id: row!.id };
}
const invoiceOf = async (buyer: Viewer, order: CreatedOrder) => {
  const invoice = await orderInvoice(as(buyer), order.shippingInformationUuid);
  if (invoice instanceof Error) throw invoice;
  return invoice;
};

describe('the invoice currency', () => {
  it('is yen until an admin chooses US dollars; anything else is refused with a message, and each change is audited', async () => {
    expect(await invoiceCurrencyByAdmin(as(admin))).toMatchObject({ currency: 'JPY' });
    for (const [viewer, kind] of [
      [null, NotAuthenticatedError],
      [buyerViewer('inv-someone'), AuthenticationError],
      [sales, AuthenticationError],
      [staffViewer('editor', { prefix: 'inv' }), AuthenticationError],
      [staffViewer('admin', { prefix: 'inv', twoFactor: false }), AuthenticationError],
    ] as const) {
      expect(await setInvoiceCurrency(as(viewer), 'USD')).toBeInstanceOf(kind);
      expect(await invoiceCurrencyByAdmin(as(viewer))).toBeInstanceOf(kind);
    }
    for (const typed of ['', 'EUR', 'dollars', null]) {
      expect(issues(await setInvoiceCurrency(as(admin), typed))).toEqual(['invoiceCurrency: Choose the currency new orders are invoiced in: JPY (yen) or USD (US dollars).']);
    }
    expect(await audits()).toEqual([]);
    expect(await setInvoiceCurrency(as(admin), ' usd ')).toEqual({ ok: true, currency: 'USD' });
    expect(await invoiceCurrencyByAdmin(as(admin))).toMatchObject({ currency: 'USD' });
    // Choosing what is already chosen changes nothing and logs nothing.
    expect(await setInvoiceCurrency(as(admin), 'USD')).toEqual({ ok: true, currency: 'USD' });
    expect(await setInvoiceCurrency(as(admin), 'JPY')).toEqual({ ok: true, currency: 'JPY' });
    expect(await audits()).toEqual([
      { actor_email: admin.email, before: { invoiceCurrency: 'JPY' }, after: { invoiceCurrency: 'USD' } },
      { actor_email: admin.email, before: { invoiceCurrency: 'USD' }, after: { invoiceCurrency: 'JPY' } },
    ]);
  });

  it('is frozen on each order with the dollar rate of the moment: a later change of the rate or the setting changes no invoice', async () => {
    expect(await setCurrencyRate(as(admin), 'USD', '150')).toEqual({ ok: true });
    const yenOrder = await ordered();
    expect(await setInvoiceCurrency(as(admin), 'USD')).toMatchObject({ ok: true });
    const { order, buyer } = await ordered();
    const issued = await invoiceOf(buyer, order);
    const cents = Math.round(order.totalPrice * (1 / 150) * 100);
    expect(issued.invoice).toMatchObject({ currency: 'USD', total: cents });
    expect(issued.invoice.usdRate).toBeCloseTo(1 / 150, 10);
    // The items in cents add up to the total, each within a cent of its yen at the rate.
    expect(issued.invoice.items.reduce((sum, item) => sum + item.price, 0)).toBe(cents);
    issued.invoice.items.forEach((item, i) => expect(Math.abs(item.price - (issued.items[i]!.price / 150) * 100)).toBeLessThan(1));
    expect(issued.money).toMatchObject({ currency: 'USD', total: cents, received: 0, balance: cents });

    // The rate moves and the setting goes back to yen: the dollar order keeps its invoice, the yen one stays yen.
    expect(await setCurrencyRate(as(admin), 'USD', '160')).toEqual({ ok: true });
    expect(await setInvoiceCurrency(as(admin), 'JPY')).toMatchObject({ ok: true });
    expect(await invoiceOf(buyer, order)).toMatchObject({ invoice: issued.invoice, money: issued.money });
    const yenInvoice = await invoiceOf(yenOrder.buyer, yenOrder.order);
    expect(yenInvoice.invoice).toMatchObject({ currency: 'JPY', total: yenOrder.order.totalPrice });
    expect(yenInvoice.invoice.usdRate).toBeCloseTo(1 / 150, 10);
    // The buyer's status and the clerk's view carry the same currency and rate.
    expect(await userShippingStatus(as(buyer), order.shippingInformationUuid)).toMatchObject({ invoiceCurrency: 'USD', invoiceTotal: cents });
    const staff = await orderByAdmin(as(sales), order.uuid);
    expect(staff).toMatchObject({ invoiceCurrency: 'USD', invoiceTotal: cents });
    expect(!(staff instanceof Error) && staff.invoiceUsdRate).toBeCloseTo(1 / 150, 10);
  });

  it('judges a dollar order’s payments in dollars: a dollar transfer counts its dollars, a yen one at the order’s rate', async () => {
    expect(await setCurrencyRate(as(admin), 'USD', '150')).toEqual({ ok: true });
    expect(await setInvoiceCurrency(as(admin), 'USD')).toMatchObject({ ok: true });
    const { order, buyer, id } = await ordered();
    const invoice = await invoiceOf(buyer, order);
    const total = invoice.invoice.total;
    // The dollar falls to ¥140 after the order: the order still counts at its ¥150.
    expect(await setCurrencyRate(as(admin), 'USD', '140')).toEqual({ ok: true });

    // ¥150,000 by transfer counts US$1,000.00 at the order's rate, not at the day's.
    expect(await recordOrderPayment(as(sales), order.uuid, { amount: '150,000', currency: 'JPY', receivedOn: today(), bankReference: 'TT-Y1' })).toEqual({ ok: true });
    let money = (await buyerPayments(handle.db, id)).money;
    expect(money).toMatchObject({ currency: 'USD', received: 100_000, balance: total - 100_000, receivedJpy: 150_000 });
    // A deposit of USD 300 or more holds the car to 14 days, counted in the invoice's own dollars.
    // The buyer's e-mail gives the total, what came in and the balance in the invoice's dollars.
    await deliver();
    const mail = sent.find((m) => m.to === buyer.email && m.text.includes('¥150,000'));
    expect(mail?.text).toContain(`Total: ${moneyText(total, 'USD', 2)}`);
    expect(mail?.text).toContain(`Received so far: ${moneyText(100_000, 'USD', 2)}`);
    expect(mail?.text).toContain(`Balance to pay: ${moneyText(total - 100_000, 'USD', 2)}`);
    const held = await orderByAdmin(as(sales), order.uuid);
    expect(!(held instanceof Error) && held.holdUntil).toEqual(new Date(order.orderedAt.getTime() + 14 * 24 * 3600_000));

    // The balance in dollars, its yen left for the books at the order's rate: paid in full to the cent.
    const balance = ((total - 100_000) / 100).toFixed(2);
    const preview = await previewOrderPayment(as(sales), order.uuid, { amount: balance, currency: 'USD', receivedOn: today(), bankReference: 'TT-D2' });
    expect(preview).toMatchObject({ after: { currency: 'USD', balance: 0, credit: 0 } });
    expect(await recordOrderPayment(as(sales), order.uuid, { amount: balance, currency: 'USD', receivedOn: today(), bankReference: 'TT-D2' })).toEqual({ ok: true });
    expect(await orderByAdmin(as(sales), order.uuid)).toMatchObject({ status: 'Paid' });
    money = (await buyerPayments(handle.db, id)).money;
    expect(money).toMatchObject({ currency: 'USD', received: total, balance: 0, credit: 0, paidInFullOn: today() });
    const [dollars] = await queryRows<{ credited_jpy: number }>(handle.db, sql`select credited_jpy from order_payments where order_id = ${id} and currency = 'USD'`);
    // At the order's rate as stored (ten decimals), to the yen.
    expect(Math.abs(dollars!.credited_jpy - ((total - 100_000) / 100) * 150)).toBeLessThanOrEqual(1);
    expect((await invoiceOf(buyer, order)).payments.map((p) => [p.currency, p.credited])).toEqual([
      ['JPY', 100_000],
      ['USD', total - 100_000],
    ]);
  });

  it('judges a short dollar payment short even when its yen would cover the total at the day’s rate', async () => {
    expect(await setCurrencyRate(as(admin), 'USD', '150')).toEqual({ ok: true });
    expect(await setInvoiceCurrency(as(admin), 'USD')).toMatchObject({ ok: true });
    const { order, id } = await ordered();
    const total = (await queryRows<{ invoice_total: number }>(handle.db, sql`select invoice_total from orders where id = ${id}`))[0]!.invoice_total;
    // A dollar short, with the clerk's yen credited at a richer rate: the invoice is in dollars, so a dollar is due.
    const short = ((total - 100) / 100).toFixed(2);
    expect(await recordOrderPayment(as(sales), order.uuid, { amount: short, currency: 'USD', creditedJpy: String(order.totalPrice + 10_000), receivedOn: today(), bankReference: 'TT-S1' })).toEqual({ ok: true });
    expect(await orderByAdmin(as(sales), order.uuid)).toMatchObject({ status: 'Reserved' });
    expect((await buyerPayments(handle.db, id)).money).toMatchObject({ currency: 'USD', balance: 100 });
    await setInvoiceCurrency(as(admin), 'JPY');
  });
});
