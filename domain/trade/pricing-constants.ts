// Figures the quote uses that are not stored per vehicle, port or country. Copied from the reference
// data (db/seed/reference/pricing-constants.json), which says where each comes from; docs/pricing.md
// shows them at work.

/** Marine insurance is priced on 110% of cost and freight (Incoterms 2020 minimum cover). */
export const INSURED_PERCENT_OF_CFR = 110;
/** Underwriters do not issue a policy for less than this premium. */
export const MINIMUM_INSURANCE_PREMIUM_JPY = 5000;
/** RoRo freight is charged on at least this volume, however small the car. */
export const MINIMUM_CHARGEABLE_M3 = 8;
/** Vanning and lashing one vehicle into a container at the loading port. */
export const CONTAINER_VANNING_JPY = 35000;
/** An independent export inspection certificate (JAAI), when the vehicle has no price of its own. */
export const INSPECTION_CERTIFICATE_JPY = 18000;
/**
 * Days from the order to the vessel's departure: payment, export de-registration, the inspection and
 * the booking. Added to the port's transit time to estimate arrival for the age rules.
 */
export const DAYS_TO_DEPARTURE = 21;
/** Transit time when a route has none on file. */
export const DEFAULT_TRANSIT_DAYS = 35;
/** Where a vehicle with no yard on file is loaded. */
export const DEFAULT_LOADING_PORT_CODE = 'JPYOK';
