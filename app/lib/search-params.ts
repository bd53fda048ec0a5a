// The stock search lives in the URL: these turn query parameters into the domain's search input and
// back. Values that are not what they should be are passed on as they are, so that the domain names
// the field in its InvalidInputError.
import type { SearchVehiclesInput } from '#domain/catalogue/vehicle-search.inputs.ts';

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

export const SEARCH_PARAM_NAMES = [...TEXT_FIELDS, ...NUMBER_FIELDS, ...FLAG_FIELDS, 'makerNotIn'] as const;

export function searchInputFromParams(params: URLSearchParams): SearchVehiclesInput {
  const input: Record<string, unknown> = {};
  for (const name of TEXT_FIELDS) {
    const value = params.get(name);
    if (value) input[name] = value;
  }
  for (const name of NUMBER_FIELDS) {
    const value = params.get(name)?.trim();
    if (value) input[name] = /^-?\d+$/.test(value) ? Number(value) : value;
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
