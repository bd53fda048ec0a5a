// A coupon's uses are counted from its orders (ADR 023 addendum): an order awaiting payment or paid holds
// a use; a lapsed or cancelled one has given it back. The quote, the order, the buyer's list and the back
// office all count the same way.
import { sql, type SQL } from 'drizzle-orm';

/** The orders that hold a use of a coupon: awaiting payment or paid. */
export const USING_ORDER_STATUSES = ['Reserved', 'Paid'] as const;

/**
 * The coupons row's id, always named with its table: drizzle writes a lone table's columns unqualified,
 * which a subquery over other tables' `id` would misread.
 */
export const COUPON_ID = sql`"coupons"."id"`;

/** How many uses of the coupon (`COUPON_ID` in a query of coupons, or an id) are taken now. */
export function couponUses(couponId: SQL | number): SQL<number> {
  return sql<number>`(select count(*)::int from orders o join user_coupons uc on uc.id = o.user_coupon_id where uc.coupon_id = ${couponId} and o.status in ('Reserved', 'Paid'))`;
}
