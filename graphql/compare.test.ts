// compareVehicles through Yoga (issue 42, ADR 066), on PGlite and PostgreSQL: the result union's members,
// the rows' best stock numbers, and two buyers each seeing their own prices: the Distributor their dealer
// price, the other buyer the FOB.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import type { RequestContext, Viewer } from '#domain/context.ts';
import { createGraphqlHandler } from '#server/yoga.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';

let handle: DatabaseHandle;
let cars: { stock_number: string; price_fob: number; distributor_price: number }[];
const yoga = createGraphqlHandler({ introspection: false, logError: () => {} });

async function graphql(ctx: RequestContext, variables: Record<string, unknown>): Promise<Record<string, any>> {
  const response = await yoga.fetch('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: COMPARE, variables }) }, ctx);
  const body = (await response.json()) as { data: { compareVehicles: Record<string, any> }; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data.compareVehicles;
}

const COMPARE = /* GraphQL */ `
  query ($stockNumbers: [String!]!, $countryName: String, $cityUuid: String) {
    compareVehicles(stockNumbers: $stockNumbers, countryName: $countryName, cityUuid: $cityUuid, currency: "KES") {
      __typename
      ... on VehicleComparison {
        vehicles { vehicle { stockNumber priceFob distributorPrice } tradeTerm { totalPrice finalDestinationCity itemPrices { name price } } landedTotalJpy ageOnArrivalYears importTaxes { __typename ... on ImportTaxEstimate { currency } } }
        rows { key differs best bestBy }
      }
      ... on InvalidInputError { issues { fieldname message } }
      ... on BaseError { message }
    }
  }
`;

beforeAll(async () => {
  handle = await openSeededDatabase();
  cars = await queryRows(handle.db, sql`select stock_number, price_fob, distributor_price from vehicles where status = 'OnSale' and not is_left_handle and type in ('Sedan', 'Hatchback', 'Wagon', 'Suv') and year4 >= 2020 and distributor_price is not null order by id desc limit 2`);
});

describe('compareVehicles', () => {
  it('answers the vehicles priced to the city with their duties, and each row with its best stock numbers', async () => {
    const [nairobi] = await queryRows<{ uuid: string }>(handle.db, sql`select r.uuid::text from inland_trans_routes r join countries c on c.id = r.country_id where c.name = 'Kenya' and r.final_destination_city = 'Nairobi' limit 1`);
    const answer = await graphql(testContext(handle), { stockNumbers: cars.map((c) => c.stock_number), countryName: 'Kenya', cityUuid: nairobi!.uuid });
    expect(answer.__typename).toBe('VehicleComparison');
    expect(answer.vehicles.map((v: any) => v.vehicle.stockNumber)).toEqual(cars.map((c) => c.stock_number));
    for (const v of answer.vehicles) {
      expect(v.tradeTerm.finalDestinationCity).toBe('Nairobi');
      expect(v.importTaxes).toEqual({ __typename: 'ImportTaxEstimate', currency: 'KES' });
      expect(v.landedTotalJpy).toBeGreaterThan(v.tradeTerm.totalPrice);
    }
    const landed = answer.rows.find((r: any) => r.key === 'landedCost');
    const cheapest = answer.vehicles.reduce((a: any, b: any) => (a.landedTotalJpy <= b.landedTotalJpy ? a : b));
    expect(landed).toMatchObject({ differs: true, best: [cheapest.vehicle.stockNumber], bestBy: 'lowest' });
  });

  it('says which stock numbers are not in stock, and refuses a fifth, on the stockNumbers field', async () => {
    const unknown = await graphql(testContext(handle), { stockNumbers: [cars[0]!.stock_number, 'RR0'] });
    expect(unknown).toEqual({ __typename: 'InvalidInputError', issues: [{ fieldname: 'stockNumbers', message: 'No vehicle in stock has the stock number RR0.' }], message: 'Invalid input' });
    const five = await graphql(testContext(handle), { stockNumbers: ['RR1', 'RR2', 'RR3', 'RR4', 'RR5'] });
    expect(five.issues).toEqual([{ fieldname: 'stockNumbers', message: 'Compare at most 4 vehicles at a time: 5 were given.' }]);
    expect(await graphql(testContext(handle), { stockNumbers: [cars[0]!.stock_number], countryName: 'Atlantis' })).toMatchObject({ __typename: 'InvalidCountry' });
  });

  it('prices each buyer as they are: the Distributor at their dealer price, the other buyer at FOB, in the same comparison', async () => {
    const dealer: Viewer = { userId: 'compare-dealer', email: 'dealer@example.com', groups: ['Distributors'] };
    const buyer: Viewer = { userId: 'compare-buyer', email: 'buyer@example.com', groups: [] };
    const variables = { stockNumbers: [cars[0]!.stock_number], countryName: 'Kenya' };
    const [asDealer, asBuyer] = [await graphql(testContext(handle, { viewer: dealer }), variables), await graphql(testContext(handle, { viewer: buyer }), variables)];
    expect(asDealer.vehicles[0].vehicle.distributorPrice).toBe(cars[0]!.distributor_price);
    expect(asDealer.vehicles[0].tradeTerm.itemPrices.find((i: any) => i.name === 'VehiclePrice').price).toBe(cars[0]!.distributor_price);
    expect(asBuyer.vehicles[0].vehicle.distributorPrice).toBeNull();
    expect(asBuyer.vehicles[0].tradeTerm.itemPrices.find((i: any) => i.name === 'VehiclePrice').price).toBe(cars[0]!.price_fob);
  });
});
