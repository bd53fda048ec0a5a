// compareVehicles on the seeded demo data (PGlite, and PostgreSQL with TEST_DATABASE_URL): each car priced
// to Nairobi as calculateTradeTerm prices it alone, the duties' landed cost judged, the age on arrival
// under Kenya's rule, and stock numbers that are not in stock or too many said.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import type { RequestContext } from '../context.ts';
import { InvalidCountry, InvalidInputError, NotFoundError } from '../errors.ts';
import { calculateTradeTerm } from '../trade/trade-term.service.ts';
import { compareVehicles, vehicleComparison, type VehicleComparison } from './compare-vehicles.service.ts';

let handle: DatabaseHandle;
let ctx: RequestContext;
let cars: string[];
let nairobi: string;
beforeAll(async () => {
  handle = await openSeededDatabase();
  ctx = testContext(handle);
  // Passenger cars on sale, right-hand drive and young enough for Kenya: their duties can be estimated.
  cars = (await queryRows<{ stock_number: string }>(handle.db, sql`select stock_number from vehicles where status = 'OnSale' and not is_left_handle and type in ('Sedan', 'Hatchback', 'Wagon', 'Suv') and year4 >= 2020 order by id limit 3`)).map((r) => r.stock_number);
  const [route] = await queryRows<{ uuid: string }>(handle.db, sql`select r.uuid::text from inland_trans_routes r join countries c on c.id = r.country_id where c.name = 'Kenya' and r.final_destination_city = 'Nairobi' limit 1`);
  nairobi = route!.uuid;
});

const ok = (answer: Awaited<ReturnType<typeof compareVehicles>>): VehicleComparison => {
  if (answer instanceof Error) throw answer;
  return answer;
};

describe('compareVehicles', () => {
  it('prices each car to Nairobi as a quote of it alone would, with its duties and age on arrival, and judges the rows', async () => {
    const comparison = ok(await compareVehicles(ctx, { stockNumbers: cars.map((s) => s.toLowerCase()), countryName: 'Kenya', cityUuid: nairobi, currency: 'KES' }));
    expect(comparison.vehicles.map((c) => c.vehicle.stockNumber)).toEqual(cars);
    expect(comparison.destination?.route?.finalDestinationCity).toBe('Nairobi');
    for (const compared of comparison.vehicles) {
      const alone = await calculateTradeTerm(ctx, { stockNumber: compared.vehicle.stockNumber, countryName: 'Kenya', finalDestinationCityUuid: nairobi, options: ['Insurance'] });
      if (alone instanceof Error) throw alone;
      expect(compared.tradeTerm?.totalPrice).toBe(alone.totalPrice);
      expect(compared.tradeTerm?.itemPrices.map((i) => i.name)).toContain('InlandFreight');
      expect(compared.importTaxes?.kind).toBe('ImportTaxEstimate');
      expect(compared.landedJpy).toBeGreaterThan(alone.totalPrice);
      expect(compared.ageOnArrivalYears).toBe(alone.estimatedArrivalAt.getUTCFullYear() - compared.vehicle.year4);
    }
    const landed = comparison.rows.find((r) => r.key === 'landedCost')!;
    const cheapest = Math.min(...comparison.vehicles.map((c) => c.landedJpy!));
    expect(landed.best).toEqual(comparison.vehicles.flatMap((c, i) => (c.landedJpy === cheapest ? [i] : [])));
    expect(comparison.rows.find((r) => r.key === 'mileage')!.values).toEqual(comparison.vehicles.map((c) => c.vehicle.kiloMeters));
  });

  it('compares without a destination: no price beyond FOB, no age on arrival', async () => {
    const comparison = ok(await compareVehicles(ctx, { stockNumbers: cars.slice(0, 2) }));
    expect(comparison.destination).toBeNull();
    expect(comparison.vehicles.every((c) => c.tradeTerm === null && c.ageOnArrivalYears === null)).toBe(true);
    expect(comparison.rows.find((r) => r.key === 'landedCost')!.best).toEqual([]);
  });

  it('names every stock number not in stock, and refuses too many or malformed ones with the field', async () => {
    const answer = await compareVehicles(ctx, { stockNumbers: [cars[0]!, 'RR0', 'NOPE-1'] });
    expect(answer).toBeInstanceOf(InvalidInputError);
    expect((answer as InvalidInputError).issues).toEqual([
      { fieldname: 'stockNumbers', message: 'No vehicle in stock has the stock number RR0.' },
      { fieldname: 'stockNumbers', message: 'No vehicle in stock has the stock number NOPE-1.' },
    ]);
    // The page's own call compares what is there and says the rest.
    const page = await vehicleComparison(ctx, { stockNumbers: [cars[0]!, 'RR0'] });
    expect(page).toMatchObject({ unknown: ['RR0'] });
    const many = await compareVehicles(ctx, { stockNumbers: ['RR1', 'RR2', 'RR3', 'RR4', 'RR5'] });
    expect((many as InvalidInputError).issues).toEqual([{ fieldname: 'stockNumbers', message: 'Compare at most 4 vehicles at a time: 5 were given.' }]);
    const bad = await compareVehicles(ctx, { stockNumbers: [cars[0]!], portUuid: 'x' });
    expect((bad as InvalidInputError).issues).toEqual([{ fieldname: 'portUuid', message: 'Port is not a valid id.' }]);
  });

  it('refuses a destination that does not exist, as a quote does', async () => {
    expect(await compareVehicles(ctx, { stockNumbers: [cars[0]!], countryName: 'Atlantis' })).toBeInstanceOf(InvalidCountry);
    expect(await compareVehicles(ctx, { stockNumbers: [cars[0]!], countryName: 'Kenya', cityUuid: '00000000-0000-4000-8000-000000000000' })).toBeInstanceOf(NotFoundError);
  });
});
