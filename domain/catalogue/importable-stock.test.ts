import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import type { RequestContext } from '../context.ts';
import { InvalidInputError } from '../errors.ts';
import { findCountry, loadDestinations, portsOf } from '../trade/destinations.ts';
import { calculateTradeTerm, calculateTradeTerms } from '../trade/trade-term.service.ts';
import { importableStock } from './importable-stock.ts';
import { recommendVehicles } from './recommendations.service.ts';
import { stockSnapshot } from './stock-index.ts';
import { searchVehicles, type VehicleConnection } from './vehicle-search.service.ts';
import type { SearchVehiclesInput } from './vehicle-search.inputs.ts';
import type { VehicleRecord } from './vehicle-record.ts';

let handle: DatabaseHandle;
let ctx: RequestContext;

beforeAll(async () => {
  handle = await openSeededDatabase();
  ctx = testContext(handle);
});

/** What the quote says of each vehicle to the country's port: eligible or not, by vehicle id. */
async function quoteEligibility(countryName: string, portUuid: string, uuids: string[]): Promise<Map<string, boolean>> {
  const eligible = new Map<string, boolean>();
  for (let i = 0; i < uuids.length; i += 100) {
    const terms = await calculateTradeTerms(ctx, { vehicleUuids: uuids.slice(i, i + 100), countryName, portUuid, isCif: false });
    if (!Array.isArray(terms)) throw new Error(terms.message);
    for (const t of terms) eligible.set(t.vehicleUuid, t.eligible);
  }
  return eligible;
}

async function search(input: SearchVehiclesInput, first = 100): Promise<VehicleConnection> {
  const result = await searchVehicles(ctx, { input, first });
  if (result instanceof InvalidInputError) throw new Error(JSON.stringify(result.issues));
  return result;
}

/** The vehicles the stock list searches: listed, and not just sold. */
const uuidsOf = async () => queryRows<{ id: number; uuid: string }>(handle.db, sql`select id, uuid::text as uuid from vehicles where is_listed and status <> 'SoldOutRecently'`);

describe('importableStock', () => {
  // Kenya (8 years from first registration, right-hand drive), Uganda (15 years from manufacture), Nigeria
  // (left-hand drive, 15 years), Russia (Japan's export bans), Chile (no used imports), Tanzania (no limit).
  it.each(['Kenya', 'Uganda', 'Nigeria', 'Russia', 'Chile', 'Tanzania'])('allows in %s exactly the vehicles its quotes find eligible', async (name) => {
    const destinations = await loadDestinations(ctx);
    const country = findCountry(destinations, name)!;
    const s = await stockSnapshot(ctx.db);
    const vehicles = await uuidsOf();
    expect(vehicles.length).toBe(s.size);
    // Each of the country's ports: the voyage decides the year of arrival, which the age rules count.
    for (const port of portsOf(destinations, country)) {
      const importable = (await importableStock(ctx, s, name, port.uuid))!;
      const eligible = await quoteEligibility(name, port.uuid, vehicles.map((v) => v.uuid));
      const mismatched = vehicles.filter((v) => (importable.allowed[s.rowOfId[v.id]! - 1] === 1) !== eligible.get(v.uuid));
      expect(mismatched, `${name} via ${port.name}`).toEqual([]);
      expect(importable.allowedCount).toBe([...eligible.values()].filter(Boolean).length);
    }
  });

  it('judges the seed so that every country here refuses some vehicles and allows others, but Chile allows none', async () => {
    const s = await stockSnapshot(ctx.db);
    for (const name of ['Kenya', 'Uganda', 'Nigeria', 'Russia']) {
      const { allowedCount } = (await importableStock(ctx, s, name))!;
      expect(allowedCount, name).toBeGreaterThan(0);
      expect(allowedCount, name).toBeLessThan(s.size);
    }
    expect((await importableStock(ctx, s, 'Chile'))!.allowedCount).toBe(0);
    // By ISO code too.
    expect((await importableStock(ctx, s, 'ke'))!.country.name).toBe('Kenya');
    expect(await importableStock(ctx, s, 'Atlantis')).toBeNull();
  });

  it('counts age from manufacture where the country does, as the quote does', async () => {
    const s0 = await stockSnapshot(ctx.db);
    const before = (await importableStock(ctx, s0, 'Uganda'))!;
    const vehicles = await queryRows<{ id: number; uuid: string }>(handle.db, sql`select id, uuid::text as uuid from vehicles where status = 'OnSale' order by id`);
    const allowed = vehicles.find((v) => before.allowed[s0.rowOfId[v.id]! - 1] === 1)!;
    // Registered as a recent model, made long before: Uganda counts from manufacture.
    await handle.db.execute(sql`update vehicles set seat_belt_year = 2000 where id = ${allowed.id}`);
    const s = await stockSnapshot(ctx.db);
    expect(s).not.toBe(s0);
    const after = (await importableStock(ctx, s, 'Uganda'))!;
    expect(after.allowed[s.rowOfId[allowed.id]! - 1]).toBe(0);
    expect(after.allowedCount).toBe(before.allowedCount - 1);
    // Kenya counts from first registration: still allowed there if it was.
    const kenyaBefore = (await importableStock(ctx, s0, 'Kenya'))!;
    expect((await importableStock(ctx, s, 'Kenya'))!.allowed[s.rowOfId[allowed.id]! - 1]).toBe(kenyaBefore.allowed[s0.rowOfId[allowed.id]! - 1]);
    const quote = await calculateTradeTerm(ctx, { vehicleUuid: allowed.uuid, countryName: 'Uganda', isCif: false });
    expect(quote).toMatchObject({ regulation: { violations: [expect.objectContaining({ rule: 'AgeLimit', fromYear: 2000 })] } });
    await handle.db.execute(sql`update vehicles set seat_belt_year = year4 where id = ${allowed.id}`);
  });
});

describe('searchVehicles for a buyer country', () => {
  it('lists only what Kenya allows, counts the others, and the facets count the same vehicles', async () => {
    const all = await search({});
    const kenya = await search({ importableTo: 'Kenya' });
    expect(kenya.importable).toMatchObject({ country: { name: 'Kenya', code: 'KE', ageLimitYears: 8 }, only: true });
    expect(kenya.totalCount).toBeGreaterThan(0);
    expect(kenya.importable!.notImportableCount).toBeGreaterThan(0);
    expect(kenya.totalCount + kenya.importable!.notImportableCount).toBe(all.totalCount);
    expect(kenya.facets.makers.reduce((n, m) => n + m.count, 0)).toBe(kenya.totalCount);
    expect(kenya.facets.steerings.map((s) => s.value)).toEqual(['RightHandle']);
    // Every vehicle listed is one a quote to Kenya accepts.
    const port = portsOf(await loadDestinations(ctx), findCountry(await loadDestinations(ctx), 'Kenya')!)[0]!;
    const eligible = await quoteEligibility('Kenya', port.uuid, kenya.edges.map((e) => e.node.uuid));
    expect([...eligible.values()].every(Boolean)).toBe(true);
    expect(kenya.edges.every((e) => e.brokenImportRules.length === 0)).toBe(true);
  });

  it("with 'all', lists everything and names what Kenya refuses in each vehicle", async () => {
    const all = await search({});
    const everything = await search({ importableTo: 'ke', importable: 'ALL' }, 100);
    expect(everything.totalCount).toBe(all.totalCount);
    expect(everything.importable).toMatchObject({ country: { name: 'Kenya' }, only: false });
    const only = await search({ importableTo: 'Kenya' });
    expect(everything.importable!.notImportableCount).toBe(only.importable!.notImportableCount);
    const refused = everything.edges.filter((e) => e.brokenImportRules.length > 0);
    expect(refused.length).toBeGreaterThan(0);
    for (const { node, brokenImportRules } of refused) {
      const quote = await calculateTradeTerm(ctx, { vehicleUuid: node.uuid, countryName: 'Kenya', isCif: false });
      if (quote instanceof Error) throw quote;
      expect(quote.regulation.violations.map((v) => v.rule).sort(), node.stockNumber).toEqual([...brokenImportRules].sort());
    }
  });

  it('counts the vehicles Kenya refuses among those matching the other filters, and pages through the allowed ones only', async () => {
    const input = { maker: 'Toyota' };
    const unfiltered = await search(input);
    const kenya = await search({ ...input, importableTo: 'Kenya' });
    expect(kenya.totalCount + kenya.importable!.notImportableCount).toBe(unfiltered.totalCount);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: VehicleConnection | InvalidInputError = await searchVehicles(ctx, { input: { ...input, importableTo: 'Kenya' }, cursor, first: 7 });
      if (page instanceof InvalidInputError) throw new Error('unexpected');
      seen.push(...page.edges.map((e) => e.node.stockNumber));
      cursor = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (cursor);
    expect(new Set(seen).size).toBe(kenya.totalCount);
  });

  it('never relaxes the country away: the nearest vehicles of a search with no hits are ones it allows', async () => {
    // Left-hand drive: Kenya allows none, whatever else is asked.
    const result = await search({ importableTo: 'Kenya', steering: 'LeftHandle' });
    expect(result.totalCount).toBe(0);
    expect(result.importable!.notImportableCount).toBeGreaterThan(0);
    expect(result.relaxedFilters).toEqual(['steering']);
    expect(result.fallbackVehicles.length).toBeGreaterThan(0);
    expect(result.fallbackVehicles.every((v) => !v.isLeftHandle)).toBe(true);
    // Chile allows nothing: no nearest vehicles either.
    const chile = await search({ importableTo: 'Chile', maker: 'Toyota' });
    expect([chile.totalCount, chile.fallbackCount, chile.fallbackVehicles.length]).toEqual([0, 0, 0]);
    expect(chile.importable!.notImportableCount).toBe((await search({ maker: 'Toyota' })).totalCount);
  });

  it('refuses a country it does not ship to, and an unknown choice, on their fields', async () => {
    const unknown = await searchVehicles(ctx, { input: { importableTo: 'Atlantis' } });
    expect(unknown).toBeInstanceOf(InvalidInputError);
    expect((unknown as InvalidInputError).issues).toEqual([{ fieldname: 'importableTo', message: 'We do not ship to “Atlantis”. Choose a country from the list.' }]);
    const choice = await searchVehicles(ctx, { input: { importableTo: 'Kenya', importable: 'some' } });
    expect((choice as InvalidInputError).issues).toEqual([{ fieldname: 'importable', message: 'Unknown importable choice. Use one of: only, all.' }]);
  });
});

describe('sold vehicles', () => {
  it('are out of the list, its counts and its facets, while their pages stay', async () => {
    const [counts] = await queryRows<{ listed: number; sold: number }>(
      handle.db,
      sql`select count(*) filter (where is_listed)::int as listed, count(*) filter (where status = 'SoldOutRecently')::int as sold from vehicles`,
    );
    expect(counts!.sold).toBeGreaterThan(0);
    const all = await search({});
    expect(all.totalCount).toBe(counts!.listed - counts!.sold);
    expect(all.facets.makers.reduce((n, m) => n + m.count, 0)).toBe(all.totalCount);
    const [sold] = await queryRows<{ stock_number: string }>(handle.db, sql`select stock_number from vehicles where status = 'SoldOutRecently' order by id limit 1`);
    const byNumber = await search({ stockNumber: sold!.stock_number });
    expect(byNumber.totalCount).toBe(0);
    expect(byNumber.fallbackVehicles.every((v) => v.status !== 'SoldOutRecently')).toBe(true);
  });
});

describe('recommendVehicles for a buyer country', () => {
  it('recommends only vehicles the quote to that country accepts', async () => {
    for (const name of ['Kenya', 'Nigeria', 'Russia']) {
      const result = (await recommendVehicles(ctx, { countryName: name, limit: 20 })) as VehicleRecord[];
      expect(result.length, name).toBeGreaterThan(10);
      const destinations = await loadDestinations(ctx);
      const port = portsOf(destinations, findCountry(destinations, name)!)[0]!;
      const eligible = await quoteEligibility(name, port.uuid, result.map((v) => v.uuid));
      expect([...eligible.values()].every(Boolean), name).toBe(true);
    }
  });
});
