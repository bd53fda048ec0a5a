// A vehicle as staff enter it, for tests of the back office's stock writes: a 2019 Toyota Hiace van in
// the shapes it comes in (the form's text, as the form and the CSV send it; typed, as an API client sends
// it), with any field changed by `extra`.
import type { VehicleInput } from '#domain/stock/vehicle-input.ts';

const HIACE = {
  maker: 'Toyota',
  model: 'Hiace Van',
  grade: 'Super GL',
  year4: 2019,
  month: 4,
  priceFob: 1_850_000,
  distributorPrice: 1_800_000,
  kiloMeters: 85_000,
  fuelType: 'Diesel',
  engineSize: 2800,
  transmissionType: 'Automatic',
  driveType: 'TypeFullTime4Wd',
  color: 'silver',
  loadingPort: 'JPYOK',
} as const;

/** The Hiace as the form sends it: text, prices with thousands separators, flags as "on". */
export function hiaceForm(stockNumber: string, extra: VehicleInput = {}): VehicleInput {
  return {
    stockNumber,
    ...Object.fromEntries(Object.entries(HIACE).map(([name, value]) => [name, typeof value === 'number' && value >= 10_000 ? value.toLocaleString('en') : String(value)])),
    isAirConditioning: 'on',
    keywords: 'ambulance conversion',
    ...extra,
  };
}

/** The Hiace as an API client sends it: typed values, the catalogue by name. */
export function hiaceApi(stockNumber: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { stockNumber, ...HIACE, ...extra };
}
