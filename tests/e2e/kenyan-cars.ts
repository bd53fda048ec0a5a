// Cars Kenya may import, as the storefront recommends them for Kenya (GraphQL recommendVehicles, freshest
// first). Browser tests that price or order to Kenya take theirs from here, each from its own place in the
// list, so that test files running side by side do not order or price the same car.
import { inject } from 'vitest';

const baseUrl = inject('baseUrl');

export async function kenyanCars(limit: number): Promise<string[]> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: `{ recommendVehicles(countryName: "Kenya", limit: ${limit}) { stockNumber } }` }),
  });
  return ((await response.json()) as { data: { recommendVehicles: { stockNumber: string }[] } }).data.recommendVehicles.map((v) => v.stockNumber);
}
