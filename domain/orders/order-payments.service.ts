// The payments received for an order (issue 38, ADR 055). Sales record each one from the bank, on an order
// awaiting payment: the amount and currency as received, the yen it counts for, the day the bank received it
// and its reference, and a note. The order is paid once what it received covers its total; before that a
// deposit of USD 300 or more holds the car for ORDER_MAX_HOLD_DAYS from the order, as the FAQ promises. A
// wrong entry is reversed with a reason (never deleted), which can take a paid order back to awaiting
// payment. Each change is one transaction with its audit entry and the buyer's e-mail in their language.
import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '#db/client.ts';
import { orderPayments } from '#db/schema/commerce.ts';
import type { RequestContext } from '../context.ts';
import { type AuthenticationError, InvalidInputError, type NotAuthenticatedError, NotFoundError } from '../errors.ts';
import { staffCheck } from '../staff/audit.ts';
import { adminUserOf, type AdminUser } from '../staff/admin-user.ts';
import { isUuid } from '../uuid.ts';
import { loadDestinations } from '../trade/destinations.ts';
import { paymentRecordedEmail, paymentReversedEmail } from './order-emails.ts';
import { orderMailDetails, queueMail } from './order-mail.ts';
import { creditedInInvoice, invoiceInYen, type InvoiceCurrency, type InvoiceTerms } from './invoice-currency.ts';
import { DEPOSIT_USD, japanDay, ORDER_MAX_HOLD_DAYS } from './order-terms.ts';
import { parseAmount } from './payment-amount.ts';
import { changeOrder, moveOrderHold, refusal, type Change } from './order-admin.service.ts';

export interface OrderPayment {
  uuid: string;
  /** In the minor units of `currency`. */
  amount: number;
  currency: string;
  /** Decimals of `currency` (0 for JPY, 2 for USD). */
  minorUnits: number;
  creditedJpy: number;
  /** YYYY-MM-DD, the bank's day. */
  receivedOn: string;
  bankReference: string;
  note: string | null;
  recordedAt: Date;
  /** Null for an order paid before payments were entered one by one (migration 0027). */
  recordedBy: AdminUser | null;
  reversedAt: Date | null;
  reversedBy: AdminUser | null;
  reversalReason: string | null;
}

/**
 * Where an order's money stands: what it received (payments not reversed), what is still due, what was
 * paid over, judged in the invoice's currency (ADR 058): `received`, `balance` and `credit` are in its
 * minor units (cents for a dollar invoice). The yen figures are the yen credited, and for a dollar
 * invoice its balance and credit at the order's rate.
 */
export interface PaymentSummary {
  currency: InvoiceCurrency;
  total: number;
  received: number;
  balance: number;
  credit: number;
  receivedJpy: number;
  balanceJpy: number;
  creditJpy: number;
  /** The bank's day of the payment that completed it, once paid in full. */
  paidInFullOn: string | null;
}

const YEN_INVOICE: Pick<InvoiceTerms, 'currency' | 'usdRate'> = { currency: 'JPY', usdRate: null };

/** `total` in the invoice's minor units (the yen total for a yen invoice). */
export function paymentSummary(total: number, payments: readonly Pick<OrderPayment, 'amount' | 'currency' | 'creditedJpy' | 'receivedOn' | 'reversedAt'>[], terms: Pick<InvoiceTerms, 'currency' | 'usdRate'> = YEN_INVOICE): PaymentSummary {
  const counted = payments.filter((p) => !p.reversedAt).sort((a, b) => a.receivedOn.localeCompare(b.receivedOn));
  let received = 0;
  let receivedJpy = 0;
  let paidInFullOn: string | null = null;
  for (const p of counted) {
    received += creditedInInvoice(p, terms);
    receivedJpy += p.creditedJpy;
    if (!paidInFullOn && received >= total) paidInFullOn = p.receivedOn;
  }
  const balance = Math.max(0, total - received);
  const credit = Math.max(0, received - total);
  return { currency: terms.currency, total, received, balance, credit, receivedJpy, balanceJpy: invoiceInYen(balance, terms), creditJpy: invoiceInYen(credit, terms), paidInFullOn };
}

/** The payments of one order, oldest first, with who recorded and reversed them. */
export async function paymentsOf(db: Database, orderId: number): Promise<OrderPayment[]> {
  const rows = await queryRows<{
    uuid: string;
    amount: number;
    currency: string;
    minor_units: number | null;
    credited_jpy: number;
    received_on: string | Date;
    bank_reference: string;
    note: string | null;
    recorded_at: Date | string;
    recorded_by: string | null;
    recorded_by_email: string | null;
    reversed_at: Date | string | null;
    reversed_by: string | null;
    reversed_by_email: string | null;
    reversal_reason: string | null;
  }>(
    db,
    sql`select p.uuid::text, p.amount, p.currency, c.minor_units, p.credited_jpy, p.received_on::text as received_on, p.bank_reference, p.note,
          p.recorded_at, p.recorded_by, p.recorded_by_email, p.reversed_at, p.reversed_by, p.reversed_by_email, p.reversal_reason
        from order_payments p
        left join currencies c on c.name = p.currency
        where p.order_id = ${orderId} order by p.received_on, p.id`,
  );
  return rows.map((r) => ({
    uuid: r.uuid,
    amount: r.amount,
    currency: r.currency,
    minorUnits: r.currency === 'JPY' ? 0 : (r.minor_units ?? 2),
    creditedJpy: r.credited_jpy,
    receivedOn: String(r.received_on).slice(0, 10),
    bankReference: r.bank_reference,
    note: r.note,
    recordedAt: new Date(r.recorded_at),
    recordedBy: adminUserOf(r.recorded_by, r.recorded_by_email),
    reversedAt: r.reversed_at ? new Date(r.reversed_at) : null,
    reversedBy: adminUserOf(r.reversed_by, r.reversed_by_email),
    reversalReason: r.reversal_reason,
  }));
}

export interface PaymentInput {
  amount?: string | number | null;
  currency?: string | null;
  /** The yen it counts for; needed when the currency is not yen. */
  creditedJpy?: string | number | null;
  receivedOn?: string | null;
  bankReference?: string | null;
  note?: string | null;
}

const BANK_REFERENCE_MAX = 100;
const NOTE_MAX = 500;
const DAY_MS = 24 * 3600_000;

/** Today in Japan, where the exporter's bank is. */
const tokyoDay = japanDay;

interface OrderMoney {
  total_cif: number;
  ordered_at: Date | string;
  hold_until: Date | string;
  order_number: string;
  /** What the invoice froze (ADR 058). */
  terms: Pick<InvoiceTerms, 'currency' | 'usdRate' | 'total'>;
}

type StaffError = NotAuthenticatedError | AuthenticationError;

async function orderMoney(tx: Database, orderId: number): Promise<OrderMoney> {
  const [row] = await queryRows<Omit<OrderMoney, 'terms'> & { invoice_currency: string; invoice_usd_rate: string | number | null; invoice_total: number }>(
    tx,
    sql`select total_cif, ordered_at, hold_until, order_number, invoice_currency, invoice_usd_rate, invoice_total from orders where id = ${orderId}`,
  );
  const { invoice_currency, invoice_usd_rate, invoice_total, ...money } = row!;
  return { ...money, terms: { currency: invoice_currency === 'USD' ? 'USD' : 'JPY', usdRate: invoice_usd_rate === null ? null : Number(invoice_usd_rate), total: invoice_total } };
}

/** Where the order's money stands with these payments. */
const summaryOf = (money: OrderMoney, payments: Parameters<typeof paymentSummary>[1]) => paymentSummary(money.terms.total, payments, money.terms);

/** The order's status and the car's follow what it has received: paid once covered, awaiting payment again when no longer. */
async function settle(tx: Database, ctx: RequestContext, order: { id: number; status: string; vehicle_id: number }, money: OrderMoney) {
  const summary = summaryOf(money, await paymentsOf(tx, order.id));
  if (order.status === 'Reserved' && summary.balance === 0) {
    await tx.execute(sql`update orders set status = 'Paid', paid_at = ${ctx.now}, updated_at = ${ctx.now} where id = ${order.id}`);
    await tx.execute(sql`update user_orders set list_type = 'Sold' where order_id = ${order.id}`);
    await tx.execute(sql`update vehicles set status = 'SoldOutRecently', updated_at = ${ctx.now} where id = ${order.vehicle_id}`);
    return { summary, status: 'Paid' as const };
  }
  if (order.status === 'Paid' && summary.balance > 0) {
    await tx.execute(sql`update orders set status = 'Reserved', paid_at = null, updated_at = ${ctx.now} where id = ${order.id}`);
    await tx.execute(sql`update user_orders set list_type = 'Ordered' where order_id = ${order.id}`);
    await tx.execute(sql`update vehicles set status = 'OnHold', updated_at = ${ctx.now} where id = ${order.vehicle_id}`);
    return { summary, status: 'Reserved' as const };
  }
  return { summary, status: order.status };
}

interface CheckedPayment {
  amount: number;
  currency: string;
  minorUnits: number;
  creditedJpy: number;
  receivedOn: string;
  bankReference: string;
  note: string | null;
}

/** A bank's day as the back office writes it: 2 December 2026. */
const bankDayText = (day: string) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/**
 * Why the order takes no payment, or null when it does: only an order awaiting payment does. A paid one
 * owes nothing (a second transfer is refunded, as its invoice says nothing more is due); on a lapsed or
 * cancelled one a late payment is settled with the buyer.
 */
async function noPaymentTaken(db: Database, order: { id: number; status: string }): Promise<string | null> {
  if (order.status === 'Reserved') return null;
  if (order.status === 'Paid') {
    const { paidInFullOn } = summaryOf(await orderMoney(db, order.id), await paymentsOf(db, order.id));
    return `This order is paid in full${paidInFullOn ? ` on ${bankDayText(paidInFullOn)}` : ''}: nothing more is due, so no payment is recorded on it. Refund a further transfer to the buyer; if a recorded payment is wrong, reverse it first.`;
  }
  const state = order.status === 'Lapsed' ? 'lapsed unpaid' : 'cancelled';
  return `This order is ${state}: no payment is recorded on it. Settle a late payment with the buyer (a refund or a new order).`;
}

/** A payment as typed, checked against the order: each field's message, or the payment as it would be written. */
async function checkedPayment(ctx: RequestContext, db: Database, order: { id: number; status: string }, input: PaymentInput): Promise<CheckedPayment | InvalidInputError> {
  const refused = await noPaymentTaken(db, order);
  if (refused) return refusal('amount', refused);
  const { currencies } = await loadDestinations(ctx);
  const currency = (input.currency ?? '').trim().toUpperCase();
  const known = currency === 'JPY' ? { minorUnits: 0 } : currencies.find((c) => c.name === currency);
  const money = await orderMoney(db, order.id);
  const issues: { fieldname: string; message: string }[] = [];
  if (!known) issues.push({ fieldname: 'currency', message: 'Choose the currency the payment came in.' });
  const amount = known ? parseAmount(input.amount, known.minorUnits, currency) : null;
  if (typeof amount === 'string') issues.push({ fieldname: 'amount', message: amount });
  let creditedJpy = currency === 'JPY' && typeof amount === 'number' ? amount : null;
  if (known && currency === 'USD' && money.terms.currency === 'USD' && !String(input.creditedJpy ?? '').trim()) {
    // Dollars against a dollar invoice count as dollars: their yen, for the books, default to the order's rate.
    if (typeof amount === 'number') creditedJpy = Math.max(1, invoiceInYen(amount, money.terms));
  } else if (known && currency !== 'JPY') {
    const credited = String(input.creditedJpy ?? '').trim() ? parseAmount(input.creditedJpy, 0, 'JPY') : 'Enter the yen this payment counts for: what our bank credited for it.';
    if (typeof credited === 'string') issues.push({ fieldname: 'creditedJpy', message: credited });
    else creditedJpy = credited;
  }
  const typedDay = (input.receivedOn ?? '').trim();
  const day = /^\d{4}-\d{2}-\d{2}$/.test(typedDay) && !Number.isNaN(Date.parse(`${typedDay}T00:00:00Z`)) && new Date(`${typedDay}T00:00:00Z`).toISOString().startsWith(typedDay) ? typedDay : null;
  if (!day) issues.push({ fieldname: 'receivedOn', message: 'Enter the day our bank received it (YYYY-MM-DD).' });
  else if (day > tokyoDay(ctx.now)) issues.push({ fieldname: 'receivedOn', message: 'A payment cannot be received in the future: enter the day our bank received it.' });
  else if (day < tokyoDay(new Date(new Date(money.ordered_at).getTime() - 30 * DAY_MS))) issues.push({ fieldname: 'receivedOn', message: 'That day is long before the order: check the date.' });
  const bankReference = (input.bankReference ?? '').trim();
  if (!bankReference) issues.push({ fieldname: 'bankReference', message: 'Enter the bank’s reference for the transfer, as on the statement.' });
  else if (bankReference.length > BANK_REFERENCE_MAX) issues.push({ fieldname: 'bankReference', message: `A bank reference must be at most ${BANK_REFERENCE_MAX} characters.` });
  const note = (input.note ?? '').trim();
  if (note.length > NOTE_MAX) issues.push({ fieldname: 'note', message: `A note must be at most ${NOTE_MAX} characters.` });
  if (issues.length) return new InvalidInputError(issues);
  const [same] = await db
    .select({ uuid: orderPayments.uuid })
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, order.id), sql`lower(${orderPayments.bankReference}) = lower(${bankReference})`, sql`${orderPayments.reversedAt} is null`));
  if (same) return refusal('bankReference', 'A payment with this bank reference is already recorded on this order.');
  return { amount: amount as number, currency, minorUnits: known!.minorUnits, creditedJpy: creditedJpy!, receivedOn: day!, bankReference, note: note || null };
}

/** The yen a deposit is at the day's rate (USD 300), or null without a dollar rate. */
async function depositJpy(ctx: RequestContext): Promise<number | null> {
  const usd = (await loadDestinations(ctx)).currencies.find((c) => c.name === 'USD');
  return usd ? Math.ceil(DEPOSIT_USD / usd.rate) : null;
}

/** The deadline a deposit moves an unpaid order's to (the longest hold), or null when it does not move it. */
function depositHold(money: OrderMoney, summary: PaymentSummary, deposit: number | null, now: Date): Date | null {
  const latest = new Date(new Date(money.ordered_at).getTime() + ORDER_MAX_HOLD_DAYS * DAY_MS);
  // A dollar invoice counts the deposit in its own dollars; a yen one at the day's rate.
  const held = money.terms.currency === 'USD' ? summary.received >= DEPOSIT_USD * 100 : deposit !== null && summary.receivedJpy >= deposit;
  return held && new Date(money.hold_until) < latest && latest > now ? latest : null;
}

export interface PaymentPreview extends CheckedPayment {
  totalJpy: number;
  /** Where the order's money would stand with this payment. */
  after: PaymentSummary;
  /** The new deadline a deposit would give the order. */
  holdUntil: Date | null;
}

/** What recording a payment would do, for sales to confirm: the payment as read, and the order after it. Writes nothing. */
export async function previewOrderPayment(ctx: RequestContext, uuid: string, input: PaymentInput): Promise<PaymentPreview | StaffError | NotFoundError | InvalidInputError> {
  const refused = staffCheck(ctx.viewer, { order: ['update'] });
  if (refused) return refused;
  if (!isUuid(uuid)) return new NotFoundError('No such order.');
  const [order] = await queryRows<{ id: number; status: string }>(ctx.db, sql`select id, status::text from orders where uuid = ${uuid}`);
  if (!order) return new NotFoundError('No such order.');
  const payment = await checkedPayment(ctx, ctx.db, order, input);
  if (payment instanceof InvalidInputError) return payment;
  const money = await orderMoney(ctx.db, order.id);
  const after = summaryOf(money, [...(await paymentsOf(ctx.db, order.id)), { ...payment, reversedAt: null }]);
  const holdUntil = order.status === 'Reserved' && after.balance > 0 ? depositHold(money, after, await depositJpy(ctx), ctx.now) : null;
  return { ...payment, totalJpy: money.total_cif, after, holdUntil };
}

/**
 * The currencies read before the order's transaction: read inside it after a rate change, they would wait
 * for the database's one connection on PGlite, which the transaction holds.
 */
async function warmDestinations(ctx: RequestContext): Promise<void> {
  await loadDestinations(ctx);
}

/** One payment received, checked and recorded; the order paid once covered, the hold moved for a deposit, the buyer told. */
export async function recordOrderPayment(ctx: RequestContext, uuid: string, input: PaymentInput): Promise<Change> {
  await warmDestinations(ctx);
  return changeOrder(ctx, uuid, async (tx, order) => {
    const payment = await checkedPayment(ctx, tx, order, input);
    if (payment instanceof InvalidInputError) return payment;
    const money = await orderMoney(tx, order.id);
    const [row] = await tx
      .insert(orderPayments)
      .values({ orderId: order.id, ...payment, recordedBy: ctx.viewer!.userId, recordedByEmail: ctx.viewer!.email, recordedAt: ctx.now })
      .returning({ uuid: orderPayments.uuid });
    const { summary, status } = await settle(tx, ctx, order, money);
    // A deposit holds the car for longer (the FAQ's promise): to the longest hold, if it is not already there.
    let holdUntil = new Date(money.hold_until);
    const moved = status === 'Reserved' ? depositHold(money, summary, await depositJpy(ctx), ctx.now) : null;
    if (moved) {
      await moveOrderHold(tx, order.id, moved, ctx.now);
      holdUntil = moved;
    }
    const details = await orderMailDetails(tx, order.id, ctx.site.siteUrl);
    if (details) await queueMail(tx, paymentRecordedEmail({ ...details, holdUntil }, payment, summary, money.total_cif), `order.payment:${row!.uuid}`, ctx.now);
    return {
      action: 'order.payment',
      before: { status: order.status, holdUntil: money.hold_until },
      after: { payment: row!.uuid, ...payment, status, invoiceCurrency: summary.currency, received: summary.received, balance: summary.balance, receivedJpy: summary.receivedJpy, balanceJpy: summary.balanceJpy, holdUntil },
    };
  });
}

/** A payment entered by mistake no longer counts: kept with who reversed it, when and why; the order and the buyer follow. */
export async function reverseOrderPayment(ctx: RequestContext, uuid: string, paymentUuid: string, reason: string): Promise<Change> {
  await warmDestinations(ctx);
  return changeOrder(ctx, uuid, async (tx, order) => {
    const why = reason.trim();
    if (!isUuid(paymentUuid)) return refusal('payment', 'No such payment on this order.');
    const [payment] = await tx.select().from(orderPayments).where(and(eq(orderPayments.uuid, paymentUuid), eq(orderPayments.orderId, order.id)));
    if (!payment) return refusal('payment', 'No such payment on this order.');
    if (payment.reversedAt) return refusal('payment', 'This payment is already reversed.');
    if (!why) return refusal('reason', 'Say why the payment is reversed: it goes in the audit log.');
    if (why.length > NOTE_MAX) return refusal('reason', `A reason must be at most ${NOTE_MAX} characters.`);
    await tx.update(orderPayments).set({ reversedAt: ctx.now, reversedBy: ctx.viewer!.userId, reversedByEmail: ctx.viewer!.email, reversalReason: why }).where(eq(orderPayments.id, payment.id));
    const money = await orderMoney(tx, order.id);
    const { summary, status } = order.status === 'Reserved' || order.status === 'Paid' ? await settle(tx, ctx, order, money) : { summary: summaryOf(money, await paymentsOf(tx, order.id)), status: order.status };
    const details = await orderMailDetails(tx, order.id, ctx.site.siteUrl);
    const { currencies } = await loadDestinations(ctx);
    const minorUnits = payment.currency === 'JPY' ? 0 : (currencies.find((c) => c.name === payment.currency)?.minorUnits ?? 2);
    if (details) {
      await queueMail(tx, paymentReversedEmail(details, { amount: payment.amount, currency: payment.currency, minorUnits, receivedOn: payment.receivedOn }, summary, money.total_cif, status === 'Reserved'), `order.payment-reversed:${payment.uuid}`, ctx.now);
    }
    return {
      action: 'order.payment.reverse',
      before: { payment: payment.uuid, status: order.status },
      after: { payment: payment.uuid, reason: why, status, invoiceCurrency: summary.currency, received: summary.received, balance: summary.balance, receivedJpy: summary.receivedJpy, balanceJpy: summary.balanceJpy },
    };
  });
}



/** A payment as its buyer sees it: what came in, when, and what it counts for (a reversed entry is not theirs to see). */
export interface BuyerPayment {
  receivedOn: string;
  amount: number;
  currency: string;
  minorUnits: number;
  creditedJpy: number;
  /** What it counts for in the invoice's currency (minor units; its yen for a yen invoice). */
  credited: number;
}

/** The buyer's view of an order's money: the payments that count, and where the invoice's total stands. */
export async function buyerPayments(db: Database, orderId: number): Promise<{ payments: BuyerPayment[]; money: PaymentSummary }> {
  const [all, money] = await Promise.all([paymentsOf(db, orderId), orderMoney(db, orderId)]);
  const counted = all.filter((p) => !p.reversedAt);
  return {
    payments: counted.map(({ receivedOn, amount, currency, minorUnits, creditedJpy }) => ({ receivedOn, amount, currency, minorUnits, creditedJpy, credited: creditedInInvoice({ amount, currency, creditedJpy }, money.terms) })),
    money: summaryOf(money, counted),
  };
}
