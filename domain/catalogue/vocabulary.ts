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
