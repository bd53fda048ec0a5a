// What a vehicle page adds for a signed-in buyer: the coupons they can still use (the price form offers
// up to 100, spec 000 §7). Null for a signed-out visitor. Their port and currency come from visitorPlace.
import type { RequestContext } from '#domain/context.ts';
import { COUPONS_PAGE_SIZE, userCouponsPage } from '#domain/coupons/user-coupons.service.ts';

export interface BuyerCoupon {
  couponCode: string;
  discountJpy: number;
  minPriceJpy: number;
  expiredAt: string;
}

export async function buyerCoupons(ctx: RequestContext): Promise<BuyerCoupon[] | null> {
  if (!ctx.viewer) return null;
  const coupons = await userCouponsPage(ctx, { limit: COUPONS_PAGE_SIZE, onlyUsable: true });
  if (coupons instanceof Error) return [];
  return coupons.edges.map(({ node }) => ({ couponCode: node.couponCode, discountJpy: node.discountJpy, minPriceJpy: node.minPriceJpy, expiredAt: node.expiredAt.toISOString() }));
}
