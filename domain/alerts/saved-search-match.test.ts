// Saved searches against a batch of stock: each matches, of the batch, exactly what the stock list shows
// for the same search (the whole index's match, kept to the batch's rows), the country's rules included.
import { beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { BODY_TYPES, FUEL_TYPES, TRANSMISSION_TYPES } from '#db/schema/enum-values.ts';
import { TEST_ANCHOR_DATE as now } from '#tests/setup/seed-fixture.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import { Random } from '#db/seed/random.ts';
import { importableStock } from '../catalogue/importable-stock.ts';
import { loadStockSnapshot, type StockSnapshot } from '../catalogue/stock-index.ts';
import { compileFilters, isMatched, matchStock } from '../catalogue/stock-query.ts';
import { snapshotOfRows } from '../catalogue/stock-snapshot-build.ts';
import { searchVehiclesInputSchema, type SearchVehiclesInput } from '../catalogue/vehicle-search.inputs.ts';
import { matchSavedSearches } from './saved-search-match.ts';

let handle: DatabaseHandle;
let stock: StockSnapshot;

beforeAll(async () => {
  handle = await openSeededDatabase();
  stock = await loadStockSnapshot(handle.db);
});

/** A search a dealer might save: a few of the stock list's filters, some with keywords. */
function aSearch(random: Random): SearchVehiclesInput {
  const makers = [...stock.makers.values()];
  const maker = random.pick(makers);
  const models = [...stock.models.values()].filter((m) => m.makerId === maker.id);
  const input: SearchVehiclesInput = {};
  if (random.chance(0.7)) input.maker = maker.name;
  if (input.maker && models.length && random.chance(0.4)) input.model = random.pick(models).name;
  if (random.chance(0.3)) input.type = random.pick(BODY_TYPES);
  if (random.chance(0.2)) input.fuelType = random.pick(FUEL_TYPES);
  if (random.chance(0.2)) input.transmission = random.pick(TRANSMISSION_TYPES);
  if (random.chance(0.4)) input.maxPrice = random.int(300_000, 4_000_000);
  if (random.chance(0.3)) input.minYear = random.int(2008, 2022);
  if (random.chance(0.2)) input.kiloMeters = `-${random.int(30_000, 150_000)}`;
  if (random.chance(0.15)) input.keywords = random.pick(['hiace', 'diesel', 'navigation', 'prado', 'van 4wd']);
  return input;
}

describe('saved searches against a batch of new stock', () => {
  it('match, of the batch, what the stock list finds for each search, with and without the buyer’s country’s rules', async () => {
    const random = new Random(42);
    const ctx = testContext(handle, { now });
    const positions = Array.from({ length: 600 }, () => random.int(0, stock.size - 1)).filter((p, i, all) => all.indexOf(p) === i);
    const batch = snapshotOfRows(stock, positions);
    const [kenyaAll, kenyaBatch] = await Promise.all([importableStock(ctx, stock, 'Kenya'), importableStock(ctx, batch, 'Kenya')]);
    const searches = Array.from({ length: 300 }, (_, id) => {
      const query = searchVehiclesInputSchema.parse(aSearch(random));
      return { id, query, kenya: random.chance(0.5) };
    });
    const found = matchSavedSearches(batch, searches.map((s) => ({ id: s.id, query: s.query, importable: s.kenya ? kenyaBatch!.allowed : null })), now);
    let matching = 0;
    for (const search of searches) {
      const whole = matchStock(stock, compileFilters(stock, search.query, now, search.kenya ? kenyaAll!.allowed : null)).matched;
      const expected = positions.filter((p) => isMatched(whole, p)).map((p) => stock.stockNumber[p]);
      expect(found.get(search.id) ?? [], JSON.stringify(search.query)).toEqual(expected);
      if (expected.length) matching++;
    }
    // Enough searches find something, and enough find nothing, for the comparison to mean something.
    expect(matching).toBeGreaterThan(30);
    expect(matching).toBeLessThan(290);
  });

  it('finds nothing in an empty batch', () => {
    expect(matchSavedSearches(snapshotOfRows(stock, []), [{ id: 1, query: searchVehiclesInputSchema.parse({}), importable: null }], now).size).toBe(0);
  });
});
