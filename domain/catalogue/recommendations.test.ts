import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import type { RequestContext } from '../context.ts';
import { InvalidCountry, NotFoundError } from '../errors.ts';
import { recommendVehicles } from './recommendations.service.ts';
import { countupVehicleViewCount } from './view-count.service.ts';
import type { VehicleRecord } from './vehicle-record.ts';

let handle: DatabaseHandle;
let ctx: RequestContext;
beforeAll(async () => {
  handle = await openSeededDatabase();
  ctx = testContext(handle);
});

async function aVehicle(where: string) {
  const [row] = await queryRows<{ stock_number: string; uuid: string; model_id: number; type: string; price_fob: number }>(
    handle.db,
    sql.raw(`select stock_number, uuid::text as uuid, model_id, type::text as type, price_fob from vehicles where ${where} order by id limit 1`),
  );
  return row!;
}

describe('recommendVehicles', () => {
  it('recommends available vehicles like the given one, not the vehicle itself', async () => {
    const base = await aVehicle(`status = 'OnSale' and model_id in (select model_id from vehicles where status = 'OnSale' group by model_id having count(*) >= 4)`);
    const result = (await recommendVehicles(ctx, { stockNumber: base.stock_number, limit: 5 })) as VehicleRecord[];
    expect(result).toHaveLength(5);
    expect(result.map((v) => v.stockNumber)).not.toContain(base.stock_number);
    for (const v of result) expect(['OnSale', 'LocalStockOnSale']).toContain(v.status);
    // The closest matches come first: the same model when there is one.
    const [first] = await queryRows<{ model_id: number }>(handle.db, sql`select model_id from vehicles where stock_number = ${result[0]!.stockNumber}`);
    expect(first!.model_id).toBe(base.model_id);
  });

  it('gives the same vehicles again from what it kept, and drops one the moment it is sold', async () => {
    // A left-hand drive car, with more of its model: what is like it is mostly left-hand drive too.
    const base = await aVehicle(
      `status = 'OnSale' and is_left_handle and model_id in (select model_id from vehicles where status = 'OnSale' and is_left_handle group by model_id having count(*) >= 2)`,
    );
    const similar = async (countryName?: string) => (await recommendVehicles(ctx, { stockNumber: base.stock_number, countryName, limit: 5 })) as VehicleRecord[];
    const ask = async () => (await similar()).map((v) => v.stockNumber);
    const first = await ask();
    expect(await ask()).toEqual(first);
    // Kenya's rules are another answer, kept apart: right-hand drive only.
    expect((await similar()).some((v) => v.isLeftHandle)).toBe(true);
    expect((await similar('Kenya')).filter((v) => v.isLeftHandle)).toEqual([]);
    const sold = first[0]!;
    await queryRows(handle.db, sql`update vehicles set status = 'SoldOut' where stock_number = ${sold}`);
    try {
      const after = await ask();
      expect(after).not.toContain(sold);
      expect(after.slice(0, 4)).toEqual(first.slice(1));
    } finally {
      await queryRows(handle.db, sql`update vehicles set status = 'OnSale' where stock_number = ${sold}`);
    }
    expect(await ask()).toEqual(first);
  });

  it("keeps to the country's rules: right-hand drive only and the age limit for Kenya", async () => {
    const result = (await recommendVehicles(ctx, { countryName: 'Kenya', limit: 20 })) as VehicleRecord[];
    expect(result.length).toBe(20);
    for (const v of result) {
      expect(v.isLeftHandle).toBe(false);
      // Eight years counted in calendar years on a typical arrival (three weeks to sail, five at sea).
      expect(v.year4).toBeGreaterThanOrEqual(new Date(ctx.now.getTime() + 56 * 86400000).getUTCFullYear() - 7);
    }
  });

  it("keeps to Japan's export bans for Russia: no passenger car over 1,900 cc, no hybrid or EV, nothing over ¥6 million", async () => {
    const result = (await recommendVehicles(ctx, { countryName: 'Russia', limit: 20 })) as VehicleRecord[];
    expect(result.length).toBe(20);
    for (const v of result) {
      expect(v.priceFob).toBeLessThanOrEqual(6_000_000);
      if (['Hatchback', 'Sedan', 'Sports', 'Suv', 'Wagon'].includes(v.type)) {
        expect(v.engineSize).toBeLessThanOrEqual(1900);
        expect(['Hybrid', 'PluginHybrid', 'Electric']).not.toContain(v.fuelType);
      }
    }
  });

  it('still recommends for a sold vehicle, and refuses unknown countries and stock numbers', async () => {
    const sold = await aVehicle(`status = 'SoldOut'`);
    expect(((await recommendVehicles(ctx, { stockNumber: sold.stock_number })) as VehicleRecord[]).length).toBeGreaterThan(0);
    expect(await recommendVehicles(ctx, { countryName: 'Atlantis' })).toBeInstanceOf(InvalidCountry);
    expect(await recommendVehicles(ctx, { stockNumber: 'RR999999999' })).toBeInstanceOf(NotFoundError);
  });
});

describe('countupVehicleViewCount', () => {
  it('counts a view once per visitor per day, and never for crawlers', async () => {
    const vehicle = await aVehicle(`status = 'OnSale'`);
    const visitor = (key: string, isBot = false) => testContext(handle, { visitor: { key, isBot } });
    const before = (await countupVehicleViewCount(visitor('bot', true), vehicle.uuid)) as { viewCount: number };
    const first = (await countupVehicleViewCount(visitor('alice'), vehicle.uuid)) as { viewCount: number };
    const again = (await countupVehicleViewCount(visitor('alice'), vehicle.uuid)) as { viewCount: number };
    const other = (await countupVehicleViewCount(visitor('bob'), vehicle.uuid)) as { viewCount: number };
    const nextDay = (await countupVehicleViewCount(testContext(handle, { visitor: { key: 'alice', isBot: false }, now: new Date(ctx.now.getTime() + 86400000) }), vehicle.uuid)) as {
      viewCount: number;
    };
    expect([first.viewCount, again.viewCount, other.viewCount, nextDay.viewCount]).toEqual([before.viewCount + 1, before.viewCount + 1, before.viewCount + 2, before.viewCount + 3]);
    expect(await countupVehicleViewCount(visitor('alice'), '00000000-0000-4000-8000-000000000000')).toBeInstanceOf(NotFoundError);
  });

  it('does not reload the stock index: a view is not a change to the stock', async () => {
    const version = async () => (await queryRows<{ version: string }>(handle.db, sql`select version::text as version from stock_version`))[0]!.version;
    const before = await version();
    const vehicle = await aVehicle(`status = 'OnSale'`);
    await countupVehicleViewCount(testContext(handle, { visitor: { key: 'carol', isBot: false } }), vehicle.uuid);
    expect(await version()).toBe(before);
  });
});
