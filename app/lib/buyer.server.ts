// What a page adds for a signed-in buyer: their account (for their default port) and the coupons they
// can still use (the price form offers up to 100, spec 000 §7). Null for a signed-out visitor.
import type { RequestContext } from '#domain/context.ts';
import { COUPONS_PAGE_SIZE, userCouponsPage } from '#domain/coupons/user-coupons.service.ts';
import { currentAccount, type Account } from '#domain/identity/account.service.ts';

export interface BuyerCoupon {
  couponCode: string;
  discountJpy: number;
  minPriceJpy: number;
  expiredAt: string;
}

export async function signedInBuyer(ctx: RequestContext): Promise<{ account: Account; coupons: BuyerCoupon[] } | null> {
  if (!ctx.viewer) return null;
  const [account, coupons] = await Promise.all([currentAccount(ctx), userCouponsPage(ctx, { limit: COUPONS_PAGE_SIZE, onlyUsable: true })]);
  if (account instanceof Error) return null;
  return {
    account,
    coupons:
      coupons instanceof Error
        ? []
        : coupons.edges.map(({ node }) => ({ couponCode: node.couponCode, discountJpy: node.discountJpy, minPriceJpy: node.minPriceJpy, expiredAt: node.expiredAt.toISOString() })),
  };
}
