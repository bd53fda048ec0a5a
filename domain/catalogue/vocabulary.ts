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
