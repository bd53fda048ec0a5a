// The trade-term vocabulary of spec 000 §3: options a buyer can add, package levels, and the price item
// kinds a quote is made of. Pure values: the browser bundle uses them too.
export { CONTAINER_TYPES } from '#db/schema/enum-values.ts';
import type { CONTAINER_TYPES } from '#db/schema/enum-values.ts';

export type ContainerType = (typeof CONTAINER_TYPES)[number];

export const TRADE_OPTIONS = [
  'BatteryChange',
  'InspectionCertificate',
  'MaintenancePackage',
  'PremiumPackage',
  'SpareKey',
  'TireChange',
  'WheelChange',
  'AudioChange',
  'Coupon',
  'Insurance',
] as const;
export type TradeOption = (typeof TRADE_OPTIONS)[number];

export const PACKAGE_LEVELS = ['Budget', 'Recommended', 'TopQuality'] as const;
export type PackageLevel = (typeof PACKAGE_LEVELS)[number];

export const PRICE_ITEM_KINDS = [
  'AudioChangePrice',
  'BatteryChangePrice',
  'CampaignDiscount',
  'ContainerPrice',
  'CountryAdditionalPrice',
  'CouponDiscount',
  'InlandFreight',
  'InspectionCertificatePrice',
  'InspectionPrice',
  'InsurancePrice',
  'MaintenancePackagePrice',
  'PortAdditionalPrice',
  'PremiumPackagePrice',
  'SeaFreight',
  'SpareKeyPrice',
  'TireChangePrice',
  'VehiclePrice',
  'WheelChangePrice',
] as const;
export type PriceItemKind = (typeof PRICE_ITEM_KINDS)[number];

/** Options that are work done on the vehicle in Japan, each priced per vehicle, and the item it adds. */
export const VEHICLE_OPTIONS = {
  BatteryChange: 'BatteryChangePrice',
  MaintenancePackage: 'MaintenancePackagePrice',
  PremiumPackage: 'PremiumPackagePrice',
  SpareKey: 'SpareKeyPrice',
  TireChange: 'TireChangePrice',
  WheelChange: 'WheelChangePrice',
  AudioChange: 'AudioChangePrice',
} as const satisfies Partial<Record<TradeOption, PriceItemKind>>;
export type VehicleOption = keyof typeof VEHICLE_OPTIONS;

/**
 * What each package level holds (docs/pricing.md). A package takes the options the vehicle offers and
 * leaves out the rest; Insurance counts only for CIF.
 * - Budget: the car as it stands, insured at sea.
 * - Recommended: what most buyers add so the car is ready to drive on arrival.
 * - TopQuality: everything that makes it as close to new as we can, with an independent certificate.
 */
export const PACKAGE_OPTIONS: Record<PackageLevel, readonly TradeOption[]> = {
  Budget: ['Insurance'],
  Recommended: ['Insurance', 'MaintenancePackage', 'BatteryChange', 'SpareKey'],
  TopQuality: ['Insurance', 'MaintenancePackage', 'BatteryChange', 'SpareKey', 'TireChange', 'PremiumPackage', 'InspectionCertificate'],
};

/** Items that lower the price, shown as negative amounts. */
export const DISCOUNT_ITEMS: readonly PriceItemKind[] = ['CouponDiscount', 'CampaignDiscount'];

/** Why a coupon was not applied, so a page can say it in the visitor's language. */
export const COUPON_STATUSES = ['Applied', 'Unknown', 'Expired', 'Used', 'NotYours', 'SignInRequired', 'BelowMinimum'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

/** The rules a vehicle can break on its way: the destination's import rules, and Japan's export bans. */
export const IMPORT_RULES = ['AgeLimit', 'Steering', 'UsedImports', 'JapanExportBan'] as const;
export type ImportRule = (typeof IMPORT_RULES)[number];
