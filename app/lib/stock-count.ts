// How many vehicles a search not yet submitted would find, for the filter drawer's "Show N vehicles"
// button: the public API's searchVehicles, asked for its count alone.
import type { DisplayCurrency } from './format';
import { searchInputFromParams } from './search-params';

const QUERY =
  'query StockCount($input: SearchVehiclesInput, $language: String) { searchVehicles(input: $input, first: 1, language: $language) { __typename ... on VehicleConnection { totalCount } } }';

/**
 * The count, or null when the search is not valid yet (the page then names the field) or the answer is not one.
 * As the page searches: prices typed in the visitor's currency, and only what their country allows.
 */
export async function countStock(params: URLSearchParams, visitor: { language: string; currency: DisplayCurrency; country: string | null }, signal: AbortSignal): Promise<number | null> {
  const input = { ...searchInputFromParams(params, visitor.currency), ...(visitor.country ? { importableTo: visitor.country } : {}) };
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: QUERY, variables: { input, language: visitor.language } }),
    signal,
  });
  if (!response.ok) return null;
  const body = (await response.json()) as { data?: { searchVehicles?: { __typename: string; totalCount?: number } } };
  const result = body.data?.searchVehicles;
  return result?.__typename === 'VehicleConnection' && typeof result.totalCount === 'number' ? result.totalCount : null;
}
