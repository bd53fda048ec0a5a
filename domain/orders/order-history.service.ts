// What a sales clerk reads on an order (issue 38 point 6): the e-mails sent to the buyer about it, from the
// job queue (each `mail.send` job: queued, sent, or failed with its error), and every step of the order
// with who recorded it and when, from the audit log (ADR 017) and, for what no staff member did (the
// buyer's order, the lapse at the deadline), from the order itself. Read only, for staff who may list orders.
import { and, asc, eq, sql } from 'drizzle-orm';
import { queryRows } from '#db/client.ts';
import type { OrderDocumentKind, OrderStatus } from '#db/schema/enum-values.ts';
import { auditLog } from '#db/schema/audit.ts';
import type { RequestContext } from '../context.ts';
import type { AuthenticationError, NotAuthenticatedError } from '../errors.ts';
import { KEEP_DONE_JOBS_DAYS } from '../jobs/job-queue.ts';
import { staffCheck } from '../staff/audit.ts';
import { adminUserOf, type AdminUser } from '../staff/admin-user.ts';
import { yenText } from '../trade/basis-text.ts';
import { moneyText } from './money-text.ts';
import { MAIL_SEND_JOB } from './order-mail.ts';
import { SHIPPING_STEPS, STEP_TEXT, type ShippingStep } from './order-terms.ts';

type StaffError = NotAuthenticatedError | AuthenticationError;

/** The order as the history needs it (what orderByAdmin answers). */
export interface HistoryOrder {
  id: number;
  uuid: string;
  status: OrderStatus;
  orderedAt: Date;
  closedAt: Date | null;
  buyerEmail: string;
  quote: { city?: string | null };
}

/**
 * An e-mail's course through the queue: waiting to go (or being sent), sent (our mail server took it, or it
 * was written to the outbox), failed once or more and to be tried again, or failed for good.
 */
export type OrderEmailState = 'waiting' | 'sent' | 'retrying' | 'failed';

export interface OrderEmail {
  subject: string;
  to: string;
  state: OrderEmailState;
  queuedAt: Date;
  sentAt: Date | null;
  attempts: number;
  /** The last attempt's error, while it is not sent. */
  error: string | null;
  /** When it is tried again (retrying), or first sent (waiting). */
  nextAttemptAt: Date | null;
}

/** How long a sent e-mail stays in the queue, and so on the order: failed ones stay until sent. */
export const ORDER_EMAILS_KEPT_DAYS = KEEP_DONE_JOBS_DAYS;

/**
 * The keys the order's e-mails are queued under (order-mail.ts's queueMail, `mail.send:<what>:<order id>…`),
 * and those of its payments' e-mails (`…:<payment uuid>`). The sales team's copy of a new order is not the buyer's.
 */
const ORDER_KEY = (orderId: number) => `^${MAIL_SEND_JOB.replace('.', '\\.')}:order\\.(placed|extended|step|cancelled|document|remind|lapsed|taxes):${orderId}(:|$)`;

/** The e-mails to the buyer about the order, oldest first; subject and recipient only, never the body (ADR 024). */
export async function orderEmails(ctx: RequestContext, order: Pick<HistoryOrder, 'id'>): Promise<OrderEmail[] | StaffError> {
  const refused = staffCheck(ctx.viewer, { order: ['list'] });
  if (refused) return refused;
  const rows = await queryRows<{
    subject: string | null;
    to: string | null;
    created_at: Date | string;
    done_at: Date | string | null;
    run_at: Date | string;
    attempts: number;
    max_attempts: number;
    last_error: string | null;
  }>(
    ctx.db,
    sql`select j.payload->>'subject' as subject, j.payload->>'to' as "to", j.created_at, j.done_at, j.run_at, j.attempts, j.max_attempts, j.last_error
        from jobs j
        where j.kind = ${MAIL_SEND_JOB} and j.dedupe_key not like '%:sales'
          and (j.dedupe_key ~ ${ORDER_KEY(order.id)}
            or j.dedupe_key in (select ${`${MAIL_SEND_JOB}:order.payment:`} || p.uuid::text from order_payments p where p.order_id = ${order.id}
                                union all select ${`${MAIL_SEND_JOB}:order.payment-reversed:`} || p.uuid::text from order_payments p where p.order_id = ${order.id}))
        order by j.created_at, j.id`,
  );
  return rows.map((r) => {
    const sentAt = r.done_at ? new Date(r.done_at) : null;
    const state: OrderEmailState = sentAt ? 'sent' : r.attempts >= r.max_attempts ? 'failed' : r.last_error ? 'retrying' : 'waiting';
    return {
      subject: r.subject ?? '(no subject)',
      to: r.to ?? '',
      state,
      queuedAt: new Date(r.created_at),
      sentAt,
      attempts: r.attempts,
      error: sentAt ? null : r.last_error,
      nextAttemptAt: state === 'waiting' || state === 'retrying' ? new Date(r.run_at) : null,
    };
  });
}

export interface OrderHistoryEntry {
  at: Date;
  /** What happened, as `order.payment`, `order.shipping.departure` (the audit log's action), or `order.placed`, `order.lapsed`. */
  action: string;
  /** The same in words: "Payment recorded: ¥1,200,000 received on 2 December 2026, reference FT-1". */
  text: string;
  /** Who: the staff member's e-mail, the buyer's, or null when it happened by itself (the lapse). */
  by: string | null;
  /** The staff member who recorded it; null for the buyer's own step and for the lapse. */
  recordedBy: AdminUser | null;
  /** Why, when a reason was given (a reversal, a step taken back, a cancellation, a deadline moved). */
  reason: string | null;
}

const DOCUMENT_TEXT: Record<OrderDocumentKind, string> = {
  CommercialInvoice: 'Commercial invoice',
  BillOfLading: 'Bill of lading',
  ExportCertificate: 'Export certificate',
  InspectionCertificate: 'Inspection certificate',
};
/** A calendar day as people read it: 2 December 2026 (the day itself, whatever the zone). */
const dayText = (day: unknown) => {
  const text = typeof day === 'string' ? day.slice(0, 10) : '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${text}T00:00:00Z`));
};
/** A moment as the back office writes it: 2026-12-08 05:00 UTC. */
const utcText = (at: unknown) => (typeof at === 'string' && !Number.isNaN(Date.parse(at)) ? `${new Date(at).toISOString().slice(0, 16).replace('T', ' ')} UTC` : null);
const str = (value: unknown) => (typeof value === 'string' && value ? value : null);
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});
const stepOf = (value: Record<string, unknown>) => SHIPPING_STEPS.find((s) => s in value) ?? null;

/** An estimate of duties kept on the order's audit entry: "KES 1,234,567", or "none". */
function estimateWords(e: Record<string, unknown>): string {
  const total = num(e.total);
  const currency = str(e.currency);
  if (total === null || !currency) return 'none';
  const decimals = num(e.displayDecimals) ?? 0;
  const amount = total.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  return currency === 'JPY' ? `¥${amount}` : `${currency} ${amount}`;
}

/** An audit entry of the order in words; the action itself for one this page does not know. */
function describe(action: string, beforeValue: unknown, afterValue: unknown, toCity: string | null): { text: string; reason: string | null } {
  const before = record(beforeValue);
  const after = record(afterValue);
  const reason = str(after.reason);
  const stepName = (step: ShippingStep) => (step === 'delivered' && toCity ? `Delivered in ${toCity}` : STEP_TEXT[step]);
  switch (action) {
    case 'order.payment': {
      const amount = num(after.amount);
      const currency = str(after.currency) ?? 'JPY';
      const paid = amount === null ? 'a payment' : moneyText(amount, currency, num(after.minorUnits) ?? (currency === 'JPY' ? 0 : 2));
      const credited = num(after.creditedJpy);
      const parts = [
        `Payment recorded: ${paid}${dayText(after.receivedOn) ? ` received on ${dayText(after.receivedOn)}` : ''}${str(after.bankReference) ? `, reference ${str(after.bankReference)}` : ''}${credited !== null && currency !== 'JPY' ? `, counting for ${yenText(credited)}` : ''}`,
      ];
      if (after.status === 'Paid' && before.status !== 'Paid') parts.push('the order is paid in full');
      else if (num(after.balanceJpy)) parts.push(`balance ${yenText(num(after.balanceJpy)!)}`);
      const held = utcText(after.holdUntil);
      if (held && after.status === 'Reserved' && utcText(before.holdUntil) !== held) parts.push(`the car held until ${held}`);
      return { text: parts.join('; '), reason: null };
    }
    case 'order.payment.reverse':
      return { text: `Payment reversed: it no longer counts${num(after.balanceJpy) ? `; balance ${yenText(num(after.balanceJpy)!)}` : ''}${after.status === 'Reserved' && before.status === 'Paid' ? '; the order is awaiting payment again' : ''}`, reason };
    case 'order.extend':
      return { text: `Payment deadline moved${utcText(after.holdUntil) ? ` to ${utcText(after.holdUntil)}` : ''}`, reason };
    case 'order.shipping.undo': {
      const step = stepOf(before);
      return { text: `Step taken back: ${step ? stepName(step) : 'the last step'}`, reason };
    }
    case 'order.courier':
      return { text: `Courier tracking saved${str(after.dhlKeyInformation) ? `: DHL ${str(after.dhlKeyInformation)}` : ''}${str(after.dhlInformation) ? ` (${str(after.dhlInformation)})` : ''}`, reason: null };
    case 'order.cancel':
      return { text: 'Order cancelled: the car back on sale', reason };
    case 'order.document.upload': {
      const kind = DOCUMENT_TEXT[str(after.kind) as OrderDocumentKind] ?? 'Document';
      return { text: `${kind} ${Object.keys(before).length ? 'replaced' : 'added'}${str(after.fileName) ? `: ${str(after.fileName)}` : ''}`, reason: null };
    }
    case 'order.importTaxes': {
      const was = estimateWords(record(before.estimate));
      const is = estimateWords(record(after.estimate));
      const why = after.reason === 'reference' ? 'the country’s reference prices changed' : after.reason === 'arrival' ? `the ship now arriving about ${dayText(after.arrival) ?? 'later'}` : `rates changed from ${dayText(after.effectiveFrom) ?? 'a date'}, the ship arriving about ${dayText(after.arrival) ?? 'after it'}`;
      return { text: `Estimate of duties on arrival changed from ${was} to ${is}; the buyer e-mailed`, reason: why };
    }
    case 'order.document.delete': {
      const kind = DOCUMENT_TEXT[str(before.kind) as OrderDocumentKind] ?? 'Document';
      return { text: `${kind} removed${str(before.fileName) ? `: ${str(before.fileName)}` : ''}`, reason };
    }
  }
  const step = action.startsWith('order.shipping.') ? SHIPPING_STEPS.find((s) => action === `order.shipping.${s}`) : undefined;
  if (step === 'departure') {
    const ship = str(after.shipName);
    const departed = dayText(after.departureAt);
    const arrives = dayText(after.estimatedArrivalAt);
    return { text: `${STEP_TEXT.departure}${ship ? `: ${ship}${str(after.mmsiCode) ? ` (MMSI ${str(after.mmsiCode)})` : ''}` : ''}${departed ? `, departed ${departed}` : ''}${arrives ? `, arriving about ${arrives}` : ''}`, reason: null };
  }
  if (step) return { text: `${stepName(step)}${dayText(after[step]) ? ` on ${dayText(after[step])}` : ''}`, reason: null };
  return { text: action, reason };
}

/** The order's course, oldest first: placed by the buyer, each staff change with who made it, the lapse. */
export async function orderHistory(ctx: RequestContext, order: HistoryOrder): Promise<OrderHistoryEntry[] | StaffError> {
  const refused = staffCheck(ctx.viewer, { order: ['list'] });
  if (refused) return refused;
  const entries = await ctx.db
    .select({ at: auditLog.at, action: auditLog.action, actorId: auditLog.actorId, actorEmail: auditLog.actorEmail, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'orders'), eq(auditLog.entityId, order.uuid)))
    .orderBy(asc(auditLog.at), asc(auditLog.id));
  const city = order.quote.city ?? null;
  const history: OrderHistoryEntry[] = [
    { at: order.orderedAt, action: 'order.placed', text: 'Ordered: the car held for the buyer', by: order.buyerEmail, recordedBy: null, reason: null },
    ...entries.map((e) => ({ at: e.at, action: e.action, by: e.actorEmail, recordedBy: adminUserOf(e.actorId, e.actorEmail), ...describe(e.action, e.before, e.after, city) })),
  ];
  // The lapse is the queue's doing at the deadline, with no one to name.
  if (order.status === 'Lapsed' && order.closedAt) history.push({ at: order.closedAt, action: 'order.lapsed', text: 'Lapsed: not paid by the deadline, the car back on sale', by: null, recordedBy: null, reason: null });
  return history.sort((a, b) => a.at.getTime() - b.at.getTime());
}
