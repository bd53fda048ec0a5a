// The terms of an order that the storefront states as well as the server applies (ADR 023); free of
// server code so that the browser's bundle can say them.

/** How long an unpaid order holds the car: the payment deadline is this many days after the order. */
export const ORDER_HOLD_DAYS = 7;
/** The longest sales may extend the hold to, from the order (against a deposit; the FAQ says so). */
export const ORDER_MAX_HOLD_DAYS = 14;
/** A payment of at least this much (in yen at the day's rate) holds the car to ORDER_MAX_HOLD_DAYS: the FAQ's deposit. */
export const DEPOSIT_USD = 300;

/**
 * The shipping steps in the order staff record them: the spec's three ordered flags (000 §4), then the
 * last mile (ADR 056): arrived at the port, and for an order delivered to a city, cleared through customs
 * (we clear), handed to the inland carrier, delivered.
 */
export const SHIPPING_STEPS = ['details', 'arrangements', 'departure', 'arrived', 'cleared', 'handed', 'delivered'] as const;
export type ShippingStep = (typeof SHIPPING_STEPS)[number];
/** Each shipping step in words, as the back office names it (its order page and history). */
export const STEP_TEXT: Record<ShippingStep, string> = {
  details: 'Shipping details confirmed',
  arrangements: 'Shipping arrangements started',
  departure: 'Vessel departed',
  arrived: 'Arrived at the port',
  cleared: 'Cleared through customs',
  handed: 'Handed to the inland carrier',
  delivered: 'Delivered',
};
/** The steps recorded with the day they happened (the departure has its own date, with the vessel). */
export const DATED_STEPS = ['arrived', 'cleared', 'handed', 'delivered'] as const satisfies readonly ShippingStep[];
export type DatedStep = (typeof DATED_STEPS)[number];
export const isDatedStep = (step: string): step is DatedStep => (DATED_STEPS as readonly string[]).includes(step);

/** An order's shipping steps: to the port, or on to the city. */
export const shippingStepsFor = (toCity: boolean): readonly ShippingStep[] => (toCity ? SHIPPING_STEPS : SHIPPING_STEPS.slice(0, 4));

/** The steps of an order's timeline on the buyer's order page, in order. */
export const orderStepsFor = (toCity: boolean) => ['ordered', 'paid', ...shippingStepsFor(toCity)] as const;
export type OrderStep = 'ordered' | 'paid' | ShippingStep;
/** Every step a timeline can show. */
export const ORDER_STEPS = orderStepsFor(true);

/** Today in Japan (YYYY-MM-DD): the latest "today" of the trade's places, so no step is recorded ahead of any of them. */
export const japanDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/**
 * Where an order stands, as its badge says it: the status while it is awaiting payment (part paid once
 * some is received) or closed; once paid, the furthest step recorded of those a buyer tells apart: the
 * vessel left (Shipped), the car at the port (Arrived, through customs too), on its way inland, delivered.
 */
export const ORDER_POSITIONS = ['Reserved', 'PartPaid', 'Paid', 'Shipped', 'Arrived', 'OnItsWay', 'Delivered', 'Lapsed', 'Cancelled'] as const;
export type OrderPosition = (typeof ORDER_POSITIONS)[number];

export function orderPosition(order: {
  status: 'Reserved' | 'Paid' | 'Lapsed' | 'Cancelled';
  /** What was received so far, in any unit: more than nothing makes an unpaid order part paid. */
  received?: number;
  isVesselDepartureConfirmed: boolean;
  arrivedAt: unknown;
  inlandHandedAt: unknown;
  deliveredAt: unknown;
}): OrderPosition {
  if (order.status === 'Reserved') return (order.received ?? 0) > 0 ? 'PartPaid' : 'Reserved';
  if (order.status !== 'Paid') return order.status;
  if (order.deliveredAt) return 'Delivered';
  if (order.inlandHandedAt) return 'OnItsWay';
  if (order.arrivedAt) return 'Arrived';
  return order.isVesselDepartureConfirmed ? 'Shipped' : 'Paid';
}
