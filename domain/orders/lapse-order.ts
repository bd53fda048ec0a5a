// An unpaid order lapses at its payment deadline (ADR 023): the `order.lapse` job, queued with the order
// for its `hold_until`. The car goes back to the status it had before the order held it (if it is still
// held), the order's coupon can be used again, and the buyer's list shows the order as lapsed. An order
// paid or cancelled meanwhile, or whose deadline was moved later, is left as it is: running the job twice
// changes nothing the second time.
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '#db/client.ts';
import type { OrderStatus, VehicleStatus } from '#db/schema/enum-values.ts';
import { orderLapsedEmail, paymentReminderEmail } from './order-emails.ts';
import { orderMailDetails, queueMail, REMIND_BEFORE_MS } from './order-mail.ts';

export const ORDER_LAPSE_JOB = 'order.lapse';

/**
 * An order that ends without the car going to the buyer (lapsed, cancelled) frees what it held: the car
 * goes back to the status it had before, if the order still holds it (`from`: held, or sold when a paid
 * order is cancelled), and the order's coupon can be used again.
 */
export async function releaseOrder(
  tx: Database,
  order: { vehicle_id: number; held_from_status: VehicleStatus; user_coupon_id: number | null },
  now: Date,
  from: readonly VehicleStatus[] = ['OnHold'],
): Promise<void> {
  await tx.execute(sql`update vehicles set status = ${order.held_from_status}, updated_at = ${now} where id = ${order.vehicle_id} and status::text in (${sql.join(from.map((status) => sql`${status}`), sql`, `)})`);
  if (order.user_coupon_id !== null) await tx.execute(sql`update user_coupons set used_at = null where id = ${order.user_coupon_id}`);
}

/**
 * A day before the deadline, the buyer of an order still unpaid is reminded (the `order.remind` job). A
 * reminder queued for a deadline since extended is early for the new one and sends nothing: the
 * extension queued its own. One reminder a deadline.
 */
export async function remindOrder(db: Database, orderId: number, now: Date, siteUrl: string): Promise<'reminded' | 'left'> {
  return db.transaction(async (tx) => {
    const [order] = await queryRows<{ status: OrderStatus; hold_until: Date | string }>(tx, sql`select status, hold_until from orders where id = ${orderId}`);
    if (order?.status !== 'Reserved') return 'left';
    const deadline = new Date(order.hold_until).getTime();
    if (deadline - now.getTime() > REMIND_BEFORE_MS + 3600_000) return 'left';
    const details = await orderMailDetails(tx, orderId, siteUrl);
    if (details) await queueMail(tx, paymentReminderEmail(details), `order.remind:${orderId}:${deadline}`, now);
    return 'reminded';
  });
}

export async function lapseOrder(db: Database, orderId: number, now: Date, siteUrl: string): Promise<'lapsed' | 'left'> {
  return db.transaction(async (tx) => {
    const [order] = await queryRows<{ status: OrderStatus; hold_until: Date | string; vehicle_id: number; held_from_status: VehicleStatus; user_coupon_id: number | null }>(
      tx,
      sql`select status, hold_until, vehicle_id, held_from_status, user_coupon_id from orders where id = ${orderId} for update`,
    );
    if (!order || order.status !== 'Reserved' || new Date(order.hold_until) > now) return 'left';
    await tx.execute(sql`update orders set status = 'Lapsed', closed_at = ${now}, updated_at = ${now} where id = ${orderId}`);
    await releaseOrder(tx, order, now);
    const details = await orderMailDetails(tx, orderId, siteUrl);
    if (details) await queueMail(tx, orderLapsedEmail(details), `order.lapsed:${orderId}`, now);
    return 'lapsed';
  });
}
