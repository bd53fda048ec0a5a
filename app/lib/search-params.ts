// The stock search lives in the URL: these turn query parameters into the domain's search input and
// back. Values that are not what they should be are passed on as they are, so that the domain names
// the field in its InvalidInputError.
import type { SearchVehiclesInput } from '#domain/catalogue/vehicle-search.inputs.ts';
import { toJpyBound, type DisplayCurrency } from './format';

const TEXT_FIELDS = [
  'keywords',
  'instantMaker',
  'instantModel',
  'maker',
  'model',
  'type',
  'steering',
  'engineSize',
  'fuelType',
  'kiloMeters',
  'transmission',
  'color',
  'is4wd',
  'qualityGrade',
  'featureType',
  'order',
  'stockNumber',
  // With a buyer country: 'all' lists what it does not allow too.
  'importable',
] as const;
const NUMBER_FIELDS = ['minPrice', 'maxPrice', 'minYear', 'maxYear'] as const;
const FLAG_FIELDS = ['newArrivals', 'bestDeals'] as const;

// priceCurrency: the currency minPrice and maxPrice are in when not yen (the visitor's, as the filter
// panel asks them); not a field of the search, which takes yen.
export const SEARCH_PARAM_NAMES = [...TEXT_FIELDS, ...NUMBER_FIELDS, ...FLAG_FIELDS, 'makerNotIn', 'priceCurrency'] as const;

/** The search's price bounds, which the search takes in yen. */
const PRICE_FIELDS = { minPrice: 'min', maxPrice: 'max' } as const;

/** The currency the address's prices are in: its `priceCurrency`, else yen. */
export function priceCurrencyOf(params: URLSearchParams): string {
  return params.get('priceCurrency')?.trim().toUpperCase() || 'JPY';
}

/** Whether the address's prices are amounts typed in the visitor's currency (not yen). */
export function pricesTypedIn(params: URLSearchParams, currency: DisplayCurrency): boolean {
  return currency.name !== 'JPY' && priceCurrencyOf(params) === currency.name;
}

/**
 * The search input of an address. `currency` is the visitor's: prices in it (`priceCurrency` naming it)
 * become yen bounds; an address in another currency is made yen first (`inYen`), by the page.
 */
export function searchInputFromParams(params: URLSearchParams, currency?: DisplayCurrency): SearchVehiclesInput {
  const input: Record<string, unknown> = {};
  for (const name of TEXT_FIELDS) {
    const value = params.get(name);
    if (value) input[name] = value;
  }
  const pricedIn = currency && pricesTypedIn(params, currency) ? currency : null;
  for (const name of NUMBER_FIELDS) {
    const value = params.get(name)?.trim();
    if (!value) continue;
    const number = /^-?\d+$/.test(value) ? Number(value) : null;
    const bound = (PRICE_FIELDS as Record<string, 'min' | 'max'>)[name];
    input[name] = number === null ? value : pricedIn && bound ? toJpyBound(number, pricedIn, bound) : number;
  }
  for (const name of FLAG_FIELDS) {
    const value = params.get(name);
    if (value === 'true' || value === 'on' || value === '1') input[name] = true;
  }
  const notIn = params.getAll('makerNotIn').filter(Boolean);
  if (notIn.length) input.makerNotIn = notIn;
  return input as SearchVehiclesInput;
}

/** The current search's parameters (without the page cursor), to build links that keep the query. */
export function searchParamsWithout(params: URLSearchParams, ...names: string[]): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of params) {
    if (value && !names.includes(key) && (SEARCH_PARAM_NAMES as readonly string[]).includes(key)) next.append(key, value);
  }
  return next;
}

/**
 * The same search with its prices in yen (no `priceCurrency`), for an address whose prices are in a
 * currency other than the visitor's: `currency` is the one it names, undefined when no currency has that
 * code (its amounts are then taken as yen).
 */
export function inYen(params: URLSearchParams, currency: DisplayCurrency | undefined): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('priceCurrency');
  if (!currency) return next;
  for (const [name, bound] of Object.entries(PRICE_FIELDS)) {
    const value = next.get(name)?.trim();
    if (value && /^\d+$/.test(value)) next.set(name, String(toJpyBound(Number(value), currency, bound)));
  }
  return next;
}
