import { beforeAll, describe, expect, it } from 'vitest';
import { createGraphqlHandler } from '#server/yoga.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import type { RequestContext } from '#domain/context.ts';

let ctx: RequestContext;
const yoga = createGraphqlHandler({ introspection: false, logError: () => {} });

async function graphql<T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}): Promise<{ data: T; errors?: { message: string }[] }> {
  const response = await yoga.fetch('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) }, ctx);
  return (await response.json()) as { data: T; errors?: { message: string }[] };
}

beforeAll(async () => {
  ctx = testContext(await openSeededDatabase());
});

const SEARCH = /* GraphQL */ `
  query Search($input: SearchVehiclesInput, $cursor: String, $first: Int) {
    searchVehicles(input: $input, cursor: $cursor, first: $first, language: "fr") {
      __typename
      ... on VehicleConnection {
        totalCount
        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
        edges { cursor node { stockNumber priceFob year4 type maker { name } model { name maker { name } } color { name } thumbnailUrl imageUrls isNewArrival } }
        query { maker type price { min max } order filterTypes }
      }
      ... on InvalidInputError { message issues { fieldname message } }
    }
  }
`;

describe('GraphQL catalogue', () => {
  it('searchVehicles answers a page of vehicles with cursors, page info, total count and the echoed query', async () => {
    const { data, errors } = await graphql(SEARCH, { input: { maker: 'Toyota', type: 'Suv', maxPrice: 5000000 }, first: 5 });
    expect(errors).toBeUndefined();
    const result = data.searchVehicles;
    expect(result.__typename).toBe('VehicleConnection');
    expect(result.edges.length).toBeGreaterThan(0);
    expect(result.totalCount).toBeGreaterThanOrEqual(result.edges.length);
    for (const { node } of result.edges) {
      expect(node.maker.name).toBe('Toyota');
      expect(node.model.maker.name).toBe('Toyota');
      expect(node.type).toBe('Suv');
      expect(node.priceFob).toBeLessThanOrEqual(5000000);
      expect(node.thumbnailUrl).toMatch(/^\/media\/vehicles\/suv\/[a-z-]+\/front-640\.webp$/);
      expect(node.imageUrls).toHaveLength(4);
    }
    expect(result.query).toEqual({ maker: 'Toyota', type: 'Suv', price: { min: null, max: 5000000 }, order: '3', filterTypes: [] });
    if (result.pageInfo.hasNextPage) {
      const next = await graphql(SEARCH, { input: { maker: 'Toyota', type: 'Suv', maxPrice: 5000000 }, first: 5, cursor: result.pageInfo.endCursor });
      expect(next.data.searchVehicles.pageInfo.hasPreviousPage).toBe(true);
      expect(next.data.searchVehicles.edges[0].node.stockNumber).not.toBe(result.edges[0].node.stockNumber);
    }
  });

  it('searchVehicles answers InvalidInputError with the field for a wrong value', async () => {
    const { data } = await graphql(SEARCH, { input: { is4wd: 'maybe' } });
    expect(data.searchVehicles.__typename).toBe('InvalidInputError');
    expect(data.searchVehicles.issues).toEqual([{ fieldname: 'is4wd', message: "is4wd must be empty, 'true' or 'false'." }]);
  });

  it("searchVehicles keeps to a buyer country's import rules with importableTo, or lists all with the rules each vehicle breaks", async () => {
    const QUERY = /* GraphQL */ `
      query ($input: SearchVehiclesInput) {
        searchVehicles(input: $input, first: 100) {
          ... on VehicleConnection { totalCount notImportableCount edges { brokenImportRules node { isLeftHandle year4 } } query { importableTo importable } }
          ... on InvalidInputError { issues { fieldname message } }
        }
      }
    `;
    const everything = (await graphql(QUERY, { input: { maker: 'Toyota' } })).data.searchVehicles;
    expect(everything.notImportableCount).toBe(0);
    expect(everything.query).toEqual({ importableTo: null, importable: null });
    const kenya = (await graphql(QUERY, { input: { maker: 'Toyota', importableTo: 'Kenya' } })).data.searchVehicles;
    expect(kenya.query).toEqual({ importableTo: 'Kenya', importable: 'only' });
    expect(kenya.notImportableCount).toBeGreaterThan(0);
    expect(kenya.totalCount + kenya.notImportableCount).toBe(everything.totalCount);
    for (const edge of kenya.edges) {
      expect(edge.brokenImportRules).toEqual([]);
      expect(edge.node.isLeftHandle).toBe(false);
    }
    const all = (await graphql(QUERY, { input: { maker: 'Toyota', importableTo: 'Kenya', importable: 'all' } })).data.searchVehicles;
    expect(all.totalCount).toBe(everything.totalCount);
    expect(all.notImportableCount).toBe(kenya.notImportableCount);
    const refused = all.edges.filter((e: { brokenImportRules: string[] }) => e.brokenImportRules.length > 0);
    expect(refused.length).toBeGreaterThan(0);
    for (const edge of refused) for (const rule of edge.brokenImportRules) expect(['AgeLimit', 'Steering']).toContain(rule);
    for (const edge of all.edges) if (edge.node.isLeftHandle) expect(edge.brokenImportRules).toContain('Steering');
    expect((await graphql(QUERY, { input: { importableTo: 'Atlantis' } })).data.searchVehicles.issues).toEqual([
      { fieldname: 'importableTo', message: 'We do not ship to “Atlantis”. Choose a country from the list.' },
    ]);
  });

  it('vehicleByStockNumber answers the Vehicle, or NotFoundError for an unknown stock number', async () => {
    const query = /* GraphQL */ `
      query ($stockNumber: String!) {
        vehicleByStockNumber(stockNumber: $stockNumber) {
          __typename
          ... on Vehicle { stockNumber priceFob monthName isAirConditioning tireSizeFront volume status qualityGrade }
          ... on NotFoundError { message }
        }
      }
    `;
    const list = await graphql(SEARCH, { first: 1 });
    const stockNumber = list.data.searchVehicles.edges[0].node.stockNumber as string;
    const found = await graphql(query, { stockNumber: stockNumber.toLowerCase() });
    expect(found.data.vehicleByStockNumber).toMatchObject({ __typename: 'Vehicle', stockNumber });
    expect(found.data.vehicleByStockNumber.volume).toBeGreaterThan(2);
    const missing = await graphql(query, { stockNumber: 'RR999999999' });
    expect(missing.data.vehicleByStockNumber).toEqual({ __typename: 'NotFoundError', message: 'No vehicle has the stock number RR999999999.' });
  });

  it('answers the remarks and good points in the search’s language, and each language’s as written', async () => {
    const texts = /* GraphQL */ `
      query ($language: String) {
        searchVehicles(first: 1, language: $language) {
          ... on VehicleConnection { edges { node { stockNumber remarks goodPoints texts { language remarks goodPoints } } } }
        }
      }
    `;
    const [en, fr, ru] = await Promise.all(['en', 'fr', 'ru'].map(async (language) => (await graphql(texts, { language })).data.searchVehicles.edges[0].node));
    const written = Object.fromEntries((en.texts as { language: string; remarks: string; goodPoints: string }[]).map((t) => [t.language, t]));
    expect(Object.keys(written)).toEqual(['en', 'fr', 'pt', 'ru']);
    expect([en.remarks, fr.remarks, ru.remarks]).toEqual([written.en!.remarks, written.fr!.remarks, written.ru!.remarks]);
    expect(fr.goodPoints).toBe(written.fr!.goodPoints);
    expect(fr.remarks).not.toBe(en.remarks);
  });

  it('refuses introspection when it is turned off, and queries nested too deep', async () => {
    const introspection = await graphql('{ __schema { types { name } } }');
    expect(introspection.errors?.[0]?.message).toMatch(/introspection/i);
    const deep = await graphql(`{ searchVehicles { ... on VehicleConnection { edges { node { model { maker { name } } } } } } }`);
    expect(deep.errors).toBeUndefined();
  });

  it('answers facet counts, and the nearest vehicles when nothing matches', async () => {
    const query = /* GraphQL */ `
      query ($input: SearchVehiclesInput) {
        searchVehicles(input: $input, first: 3) {
          ... on VehicleConnection {
            totalCount fallbackCount relaxedFilters
            fallbackVehicles { stockNumber maker { name } }
            facets { makers { name count } types { value count } priceBands { min max count } years { year count } }
          }
        }
      }
    `;
    const { data } = await graphql(query, { input: { maker: 'Toyota' } });
    const result = data.searchVehicles;
    expect(result.fallbackCount).toBe(0);
    expect(result.facets.types.reduce((sum: number, t: { count: number }) => sum + t.count, 0)).toBe(result.totalCount);
    expect(result.facets.makers.find((m: { name: string }) => m.name === 'Toyota').count).toBe(result.totalCount);
    expect(result.facets.makers.length).toBeGreaterThan(10);
    const none = await graphql(query, { input: { maker: 'Toyota', stockNumber: 'RR000001' } });
    expect(none.data.searchVehicles.totalCount).toBe(0);
    expect(none.data.searchVehicles.relaxedFilters).toEqual(['stockNumber']);
    expect(none.data.searchVehicles.fallbackCount).toBe(result.totalCount);
    for (const v of none.data.searchVehicles.fallbackVehicles) expect(v.maker.name).toBe('Toyota');
  });
});
