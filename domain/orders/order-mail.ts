// The order's e-mails queued as `mail.send` jobs (ADR 024) in the transaction of the change they tell of:
// the order placed (buyer and sales), a day before the deadline (buyer), the order lapsed (buyer).
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '#db/client.ts';
import type { OrderConsignee } from '#db/schema/commerce.ts';
import type { InquiryQuote } from '#db/schema/inquiries.ts';
import { isLanguage } from '../context.ts';
import { enqueueJob } from '../jobs/job-queue.ts';
import type { AddressedMail, OrderMailDetails } from './order-emails.ts';

export const MAIL_SEND_JOB = 'mail.send';
export const ORDER_REMIND_JOB = 'order.remind';
/** How long before the payment deadline the buyer is reminded. */
export const REMIND_BEFORE_MS = 24 * 3600_000;

/** What the order's e-mails say, read in the caller's transaction. */
export async function orderMailDetails(db: Database, orderId: number, siteUrl: string): Promise<OrderMailDetails | null> {
  const [row] = await queryRows<{
    order_number: string;
    language: string;
    email: string;
    name: string | null;
    vehicle: string;
    stock_number: string;
    quote: InquiryQuote;
    consignee: OrderConsignee;
    hold_until: Date | string;
    shipping_uuid: string;
    invoice_currency: string;
    invoice_total: number;
    port_country: string | null;
  }>(
    db,
    sql`select o.order_number, o.language, u.email, u.name, concat_ws(' ', v.year4, mk.name, md.name) as vehicle, v.stock_number, o.quote, o.consignee, o.hold_until, s.uuid::text as shipping_uuid,
          o.invoice_currency, o.invoice_total, pc.name as port_country
        from orders o
        join "user" u on u.id = o.user_id
        join vehicles v on v.id = o.vehicle_id
        join makers mk on mk.id = v.maker_id
        join models md on md.id = v.model_id
        join shipping_informations s on s.order_id = o.id
        left join ports p on p.id = o.destination_port_id
        left join countries pc on pc.id = p.country_id
        where o.id = ${orderId}`,
  );
  if (!row) return null;
  const language = isLanguage(row.language) ? row.language : 'en';
  return {
    orderNumber: row.order_number,
    language,
    buyerEmail: row.email,
    buyerName: row.name,
    vehicle: row.vehicle,
    stockNumber: row.stock_number,
    // The port's country from the order's port, for quotes kept before they carried it.
    quote: { ...row.quote, portCountry: row.quote.portCountry ?? row.port_country },
    consignee: row.consignee,
    holdUntil: new Date(row.hold_until),
    invoice: { currency: row.invoice_currency === 'USD' ? 'USD' : 'JPY', total: row.invoice_total },
    orderUrl: `${siteUrl.replace(/\/$/, '')}/${language}/user/orders/${row.shipping_uuid}`,
  };
}

/**
 * Tries an e-mail gets: with the backoff of job-queue.ts (10 s doubling, then hourly) about 11 hours of a
 * mail server away before the job is dead and waits for staff (ADR 064).
 */
export const MAIL_MAX_ATTEMPTS = 20;

/** Queues one e-mail, once per key (kept apart from other jobs' keys), to go out from `now` (the time of the change it tells of). */
export async function queueMail(db: Database, mail: AddressedMail, key: string, now: Date): Promise<void> {
  await enqueueJob(db, MAIL_SEND_JOB, { ...mail }, { dedupeKey: `${MAIL_SEND_JOB}:${key}`, maxAttempts: MAIL_MAX_ATTEMPTS, runAt: now });
}
