// The spec's enumerations (000 §3) as plain values, spelled as the GraphQL contract spells them. No
// imports: the browser bundle uses them too.

export const BODY_TYPES = ['Hatchback', 'MiniBus', 'Pickup', 'Sedan', 'Sports', 'Suv', 'TruckEtc', 'UtilityVan', 'Wagon', 'bus20Seats'] as const;
export const FUEL_TYPES = ['Cng', 'Diesel', 'Electric', 'Hybrid', 'Lpg', 'Petrol', 'PluginHybrid'] as const;
export const TRANSMISSION_TYPES = ['Automatic', 'Manual'] as const;
export const DRIVE_TYPES = ['Type2Wd', 'TypeFullTime4Wd', 'TypePartTime4Wd'] as const;
export const STEERINGS = ['LeftHandle', 'RightHandle'] as const;
export const CONTACT_TITLES = ['Company', 'Mr', 'Ms'] as const;
export const QUALITY_GRADES = ['A', 'B', 'Csc'] as const;
export const VEHICLE_STATUSES = [
  'ComingSoon',
  'LocalStockDeleted',
  'LocalStockOnSale',
  'OnHold',
  'OnSale',
  'Other',
  'SoldOut',
  'SoldOutAuction',
  'SoldOutRecently',
] as const;
export const BANNER_TYPES = ['top-banner', 'top-banner-2', 'top-banner-campaign'] as const;
/** Content staff write (news, pages, country pages, banners, testimonials): only Published rows whose date has come are shown. */
export const PUBLICATION_STATUSES = ['Draft', 'Published'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];
/** How often a saved search's buyer hears of new matches (issue 42): as they happen, a daily or a weekly digest. */
export const SAVED_SEARCH_FREQUENCIES = ['Instant', 'Daily', 'Weekly'] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];
export const CONTAINER_TYPES = ['RoRo', 'Container20F', 'ContainerHighCube'] as const;
export const USER_ORDER_LIST_TYPES = ['Ordered', 'Sold'] as const;
/**
 * An order's state (ADR 023): Reserved (the car is held for the buyer until the payment deadline), Paid
 * (the car is sold), Lapsed (unpaid by the deadline) or Cancelled; the last two free the car.
 */
export const ORDER_STATUSES = ['Reserved', 'Paid', 'Lapsed', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** The papers staff upload to an order for the buyer to download (issue 15): one current file of each kind. */
export const ORDER_DOCUMENT_KINDS = ['CommercialInvoice', 'BillOfLading', 'ExportCertificate', 'InspectionCertificate'] as const;
export type OrderDocumentKind = (typeof ORDER_DOCUMENT_KINDS)[number];
/** The spec's list filter (000 §3): an order list by list type, or all of them. */
export const LIST_FILTERS = ['All', ...USER_ORDER_LIST_TYPES] as const;
/**
 * The spec's availability (000 §3), read from the status: Available, it can be ordered now; AvailableSent,
 * held for a buyer who has been sent an invoice (OnHold), and back on sale if they do not pay;
 * Unavailable, anything else (coming, sold, removed).
 */
export const AVAILABILITIES = ['Available', 'AvailableSent', 'Unavailable'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

export function availabilityOf(status: VehicleStatus): Availability {
  if (status === 'OnSale' || status === 'LocalStockOnSale') return 'Available';
  return status === 'OnHold' ? 'AvailableSent' : 'Unavailable';
}

export type BodyType = (typeof BODY_TYPES)[number];
export type FuelType = (typeof FUEL_TYPES)[number];
export type TransmissionType = (typeof TRANSMISSION_TYPES)[number];
export type DriveType = (typeof DRIVE_TYPES)[number];
export type Steering = (typeof STEERINGS)[number];
export type QualityGrade = (typeof QUALITY_GRADES)[number];
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];

/** Statuses a buyer sees in the stock list: for sale now, soon, held for another buyer, or just sold. */
export const LISTED_STATUSES = ['OnSale', 'LocalStockOnSale', 'ComingSoon', 'OnHold', 'SoldOutRecently'] as const satisfies readonly VehicleStatus[];
