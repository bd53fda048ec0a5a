// The coupon terms the back office's pages state as well as the server applies; free of server code so
// the browser's bundle can say them.
export const COUPON_FILTERS = ['active', 'expired', 'usedUp'] as const;
export type CouponFilter = (typeof COUPON_FILTERS)[number];
export const COUPON_MAX_USES = 10_000;
