// A vehicle's view count (issue 37 point 5, ADR 053): counted only for a visitor the site gave its
// cookie to, once per visitor per vehicle per day, at most VIEWS_PER_ADDRESS_PER_DAY per network address a
// day; and the rows of the days before are folded into daily counts, the shown count unchanged.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import { TEST_ANCHOR_DATE } from '#tests/setup/seed-fixture.ts';
import type { Visitor } from '../context.ts';
import { countupVehicleViewCount, foldVehicleViews, VIEWS_PER_ADDRESS_PER_DAY } from './view-count.service.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openSeededDatabase();
});

const DAY = 86_400_000;

async function vehicles(count: number, offset = 0) {
  return queryRows<{ id: number; uuid: string }>(handle.db, sql`select id, uuid::text as uuid from vehicles where status = 'OnSale' order by id limit ${count} offset ${offset}`);
}

async function count(visitor: Visitor | null, uuid: string, now = TEST_ANCHOR_DATE): Promise<number> {
  return ((await countupVehicleViewCount(testContext(handle, { visitor, now }), uuid)) as { viewCount: number }).viewCount;
}

const viewer = (key: string | null, addressKey: string): Visitor => ({ key, addressKey, isBot: false });

describe('countupVehicleViewCount', () => {
  it('counts nothing for a visitor without the cookie, and answers the count as it is', async () => {
    const [car] = await vehicles(1);
    const before = await count(null, car!.uuid);
    expect(await count(viewer(null, 'address-none'), car!.uuid)).toBe(before);
    expect(await count(viewer(null, 'address-none'), car!.uuid)).toBe(before);
  });

  it('counts at most the cap a day for one address across all vehicles, and again the next day', async () => {
    const cars = await vehicles(VIEWS_PER_ADDRESS_PER_DAY + 10, 1);
    const totals = async () => (await queryRows<{ total: number }>(handle.db, sql`select sum(view_count)::int as total from vehicles where id in ${sql.raw(`(${cars.map((c) => c.id).join(',')})`)}`))[0]!.total;
    const before = await totals();
    // One visitor cookie per call, as a script fetching a page before each call would have.
    for (const [i, car] of cars.entries()) await count(viewer(`script-${i}`, 'address-script'), car.uuid);
    expect(await totals()).toBe(before + VIEWS_PER_ADDRESS_PER_DAY);
    // Another address is not held back by it.
    await count(viewer('office-1', 'address-office'), cars[0]!.uuid);
    expect(await totals()).toBe(before + VIEWS_PER_ADDRESS_PER_DAY + 1);
    // The next day the address counts again.
    await count(viewer('script-next-day', 'address-script'), cars[0]!.uuid, new Date(TEST_ANCHOR_DATE.getTime() + DAY));
    expect(await totals()).toBe(before + VIEWS_PER_ADDRESS_PER_DAY + 2);
  });

  it('folds the days before into daily counts: the shown count stays, the rows of those days go', async () => {
    const [car] = await vehicles(1, 100);
    const day0 = new Date(TEST_ANCHOR_DATE.getTime() + 10 * DAY);
    const day1 = new Date(day0.getTime() + DAY);
    await count(viewer('fold-a', 'address-fold-a'), car!.uuid, day0);
    await count(viewer('fold-b', 'address-fold-b'), car!.uuid, day0);
    const shown = await count(viewer('fold-a', 'address-fold-a'), car!.uuid, day0);
    const rows = async (table: string, day: Date) =>
      (await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from ${sql.raw(table)} where day = ${day.toISOString().slice(0, 10)}::date`))[0]!.n;
    expect(await rows('vehicle_views', day0)).toBeGreaterThanOrEqual(2);

    // The first count of the next day folds day 0.
    expect(await count(viewer('fold-a', 'address-fold-a'), car!.uuid, day1)).toBe(shown + 1);
    expect(await queryRows(handle.db, sql`select views from vehicle_view_days where vehicle_id = ${car!.id} and day = ${day0.toISOString().slice(0, 10)}::date`)).toEqual([{ views: 2 }]);
    expect([await rows('vehicle_views', day0), await rows('vehicle_view_addresses', day0)]).toEqual([0, 0]);
    expect(await rows('vehicle_views', day1)).toBe(1);
    // Folding again (another process, the same day) changes nothing.
    await foldVehicleViews(handle.db, day1.toISOString().slice(0, 10));
    expect(await queryRows(handle.db, sql`select views from vehicle_view_days where vehicle_id = ${car!.id} and day = ${day0.toISOString().slice(0, 10)}::date`)).toEqual([{ views: 2 }]);
    expect(await count(null, car!.uuid, day1)).toBe(shown + 1);
  });
});
