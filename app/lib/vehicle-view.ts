// What a page needs of a vehicle record, computed on the server so the page payload stays small.
import type { VehicleRecord } from '#domain/catalogue/vehicle-record.ts';
import type { SiteConfig } from '#domain/context.ts';
import type { ImportRule } from '#domain/trade/vocabulary.ts';
import { mediaUrl } from '#domain/media.ts';

/** The all-in price of a vehicle to the visitor's chosen port (calculateTradeTerms). */
export interface CardTotal {
  totalPrice: number;
  /** The port it is priced to. */
  place: string;
  /** False when the destination's import rules refuse the vehicle. */
  eligible: boolean;
  country: string;
  /** Our total plus the estimated duties on arrival (issue 39), where the country's can be estimated. */
  landedJpy?: number | null;
  /** A campaign the total includes: without it a total below the FOB shown above it reads as a mistake. */
  campaign?: { name: string; discountJpy: number } | null;
}

/** Why the buyer's country refuses the vehicle: the rules it breaks, as its quote would list them. */
export interface ImportRefusal {
  /** The country's name in the page's language. */
  country: string;
  rules: ImportRule[];
  ageLimitYears: number | null;
}

export interface VehicleCardView {
  /** The vehicle's id: what its heart posts and the buyer's favourites list (no uuid: a list carries 24 cards). */
  id: number;
  stockNumber: string;
  title: string;
  grade: string | null;
  year4: number;
  kiloMeters: number;
  engineSize: number;
  transmissionType: string;
  fuelType: string;
  isLeftHandle: boolean;
  priceFob: number;
  originalPrice: number | null;
  /** A Distributor's dealer price; null for everyone else. */
  distributorPrice: number | null;
  isNewArrival: boolean;
  status: string;
  /** The first picture's address without its width (pictureUrl, pictureSrcSet in #domain/media.ts). */
  picture: string | null;
  total?: CardTotal;
  importRefusal?: ImportRefusal;
}

export function toVehicleCardView(site: SiteConfig, v: VehicleRecord): VehicleCardView {
  const picture = v.imagePaths[0];
  return {
    id: v.id,
    stockNumber: v.stockNumber,
    title: `${v.maker.name} ${v.model.name}`,
    grade: v.grade,
    year4: v.year4,
    kiloMeters: v.kiloMeters,
    engineSize: v.engineSize,
    transmissionType: v.transmissionType,
    fuelType: v.fuelType,
    isLeftHandle: v.isLeftHandle,
    priceFob: v.priceFob,
    originalPrice: v.originalPrice && v.originalPrice > v.priceFob ? v.originalPrice : null,
    distributorPrice: v.distributorPrice,
    isNewArrival: v.isNewArrival,
    status: v.status,
    picture: picture ? mediaUrl(site, picture) : null,
  };
}
