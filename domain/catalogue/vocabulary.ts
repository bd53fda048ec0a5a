// The catalogue's enumerations for callers outside the data layer (pages, forms).
export {
  BODY_TYPES,
  DRIVE_TYPES,
  FUEL_TYPES,
  LISTED_STATUSES,
  QUALITY_GRADES,
  STEERINGS,
  TRANSMISSION_TYPES,
  VEHICLE_STATUSES,
  type BodyType,
  type FuelType,
  type VehicleStatus,
} from '#db/schema/enum-values.ts';

/** The equipment flags of a vehicle (spec 000 §3), in the order the vehicle page lists them. */
export const EQUIPMENT_FLAGS = [
  'isAirConditioning',
  'isPowerSteering',
  'isPowerWindows',
  'isPowerMirrors',
  'isCentralLocking',
  'isAlloyWheels',
  'isSunRoof',
  'isLeatherSeats',
  'isAntiLockBrakes',
  'isCruiseControl',
  'isSrsAirbag',
  'isBackCamera',
  'isSlidingDoor',
  'isHidHeadlights',
  'isLedHeadlights',
] as const;

/** The flags shown to buyers under Equipment: the spec's, then the engine's and the cabin's (text keys `equipment-{flag}`). */
export const SHOWN_EQUIPMENT = [...EQUIPMENT_FLAGS, 'isTurbo', 'isIntercooler', 'isMultiFunctionDisplay', 'isRadioAfFm'] as const;

/** The stock search's filters, as named when a search with no hits reports the ones it relaxed. */
export const FILTER_FIELDS = [
  'keywords',
  'maker',
  'makerNotIn',
  'model',
  'type',
  'steering',
  'price',
  'engineSize',
  'fuelType',
  'year',
  'kiloMeters',
  'transmission',
  'color',
  'is4wd',
  'qualityGrade',
  'newArrivals',
  'bestDeals',
  'stockNumber',
] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];

/**
 * The spare-tyre kinds the vehicle page names in the page language. Staff may write any other (the
 * field is free text); it is shown as written.
 */
export const SPARE_TIRE_TYPES = ['Full size', 'Temporary', 'Repair kit'] as const;

/** Regions of Japan where vehicles stand (yards near the loading ports), named in the page language. */
export const YARD_REGIONS = [
  'Aichi',
  'Kanagawa',
  'Osaka',
  'Hyogo',
  'Fukuoka',
  'Tokyo',
  'Chiba',
  'Saitama',
  'Shizuoka',
  'Mie',
  'Hiroshima',
  'Okayama',
  'Miyagi',
  'Niigata',
  'Toyama',
  'Hokkaido',
] as const;

/** The text key of a value staff write as text: the prefix and its words in lower case ("spare-tire-full-size"). */
export function valueTextKey(prefix: string, value: string): string {
  const words = value
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
  return `${prefix}-${words}`;
}
