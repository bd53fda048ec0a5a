// The terms of an order that the storefront states as well as the server applies (ADR 023); free of
// server code so that the browser's bundle can say them.

/** How long an unpaid order holds the car: the payment deadline is this many days after the order. */
export const ORDER_HOLD_DAYS = 7;
/** The longest sales may extend the hold to, from the order (against a deposit; the FAQ says so). */
export const ORDER_MAX_HOLD_DAYS = 14;
/** A payment of at least this much (in yen at the day's rate) holds the car to ORDER_MAX_HOLD_DAYS: the FAQ's deposit. */
export const DEPOSIT_USD = 300;

/** The steps of an order's timeline on the buyer's order page, in order. */
export const ORDER_STEPS = ['ordered', 'paid', 'details', 'arrangements', 'departure', 'arrived'] as const;

/** The shipping flags in the order staff set them (spec 000 §4: three ordered flags). */
export const SHIPPING_STEPS = ['details', 'arrangements', 'departure'] as const;
export type ShippingStep = (typeof SHIPPING_STEPS)[number];
