// The signed-in user's coupons (spec 000 §7 userCoupons(cursor, limit 100)): each with its code, its
// amount, the vehicle price it needs and whether it is still usable, newest first by keyset cursor.
import { and, desc, eq, gt, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { coupons, userCoupons } from '#db/schema/commerce.ts';
import type { RequestContext } from '../context.ts';
import { COUPON_ID, couponUses } from './coupon-uses.ts';
import { InvalidInputError, NotAuthenticatedError } from '../errors.ts';
import { decodeCursor, encodeCursor, pageSize, type Page } from '../content/paging.ts';

/** The spec's page size for the coupons page and for the price form's list (000 §9). */
export const COUPONS_PAGE_SIZE = 100;

export const COUPON_STATES = ['Unused', 'Used', 'Expired'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

export interface UserCouponRecord {
  id: number;
  uuid: string;
  couponCode: string;
  expiredAt: Date;
  discountJpy: number;
  minPriceJpy: number;
  usedAt: Date | null;
  state: CouponState;
  createdAt: Date;
}

/** Used: by this buyer, or every use of it taken (a coupon for anyone, used by others). */
export function couponState(coupon: { usedAt: Date | null; expiredAt: Date; usedUp?: boolean }, now: Date): CouponState {
  if (coupon.usedAt || coupon.usedUp) return 'Used';
  return coupon.expiredAt.getTime() <= now.getTime() ? 'Expired' : 'Unused';
}

/** A coupon of the buyer's the price form offers: not used by them, not expired, uses left. */
const usableAt = (now: Date) => and(isNull(userCoupons.usedAt), gt(coupons.expiredAt, now), lt(couponUses(COUPON_ID), coupons.maxUses));

/**
 * Whether a buyer holds a coupon the price form would offer, as a condition for a query that asks it beside
 * other things (the viewer's shell on a vehicle page).
 */
export function holdsUsableCouponCondition(ctx: RequestContext, userId: string): SQL {
  const held = ctx.db
    .select({ id: userCoupons.id })
    .from(userCoupons)
    .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
    .where(and(eq(userCoupons.userId, userId), usableAt(ctx.now)));
  return sql`exists (${held})`;
}

export async function userCouponsPage(
  ctx: RequestContext,
  /** onlyUsable: unused and unexpired only, for the price form. */
  args: { cursor?: string | null; limit?: number | null; onlyUsable?: boolean },
): Promise<Page<UserCouponRecord> | NotAuthenticatedError | InvalidInputError> {
  if (!ctx.viewer) return new NotAuthenticatedError();
  const size = pageSize(args.limit, COUPONS_PAGE_SIZE, COUPONS_PAGE_SIZE);
  if (size instanceof InvalidInputError) return new InvalidInputError([{ fieldname: 'limit', message: `Ask for 1 to ${COUPONS_PAGE_SIZE} coupons.` }]);
  const after = args.cursor ? decodeCursor(args.cursor) : null;
  if (after instanceof InvalidInputError) return after;
  const mine = and(eq(userCoupons.userId, ctx.viewer.userId), args.onlyUsable ? usableAt(ctx.now) : undefined);
  const rows = await ctx.db
    .select({
      id: userCoupons.id,
      uuid: userCoupons.uuid,
      couponCode: coupons.couponCode,
      expiredAt: coupons.expiredAt,
      discountJpy: coupons.discountJpy,
      minPriceJpy: coupons.minPriceJpy,
      usedAt: userCoupons.usedAt,
      usedUp: sql<boolean>`${couponUses(COUPON_ID)} >= ${coupons.maxUses}`,
      createdAt: userCoupons.createdAt,
    })
    .from(userCoupons)
    .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
    .where(after ? and(mine, lt(userCoupons.id, after.id)) : mine)
    .orderBy(desc(userCoupons.id))
    .limit(size + 1);
  const records = rows.map(({ usedUp, ...r }) => ({ ...r, state: couponState({ ...r, usedUp: Boolean(usedUp) }, ctx.now) }));
  const edges = records.slice(0, size).map((node) => ({ cursor: encodeCursor(node.createdAt, node.id), node }));
  return {
    edges,
    pageInfo: { hasNextPage: rows.length > size, hasPreviousPage: after !== null, startCursor: edges[0]?.cursor ?? null, endCursor: edges.at(-1)?.cursor ?? null },
  };
}
