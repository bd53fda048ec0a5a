// Rows and matches read for lists are kept while the stock version holds: a change that moves the stock shows at once.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import type { RequestContext } from '../context.ts';
import { stockSnapshot } from './stock-index.ts';
import { vehicleRecordsByIds } from './vehicle-record.ts';
import { searchVehicles, type VehicleConnection } from './vehicle-search.service.ts';

let handle: DatabaseHandle;
let ctx: RequestContext;
beforeAll(async () => {
  handle = await openSeededDatabase();
  ctx = testContext(handle);
});

describe('vehicleRecordsByIds', () => {
  it('serves list rows from memory until the stock version moves, then reads the change', async () => {
    const first = ((await searchVehicles(ctx, { input: {} })) as VehicleConnection).edges[0]!.node;
    await handle.db.execute(sql`update vehicles set price_fob = price_fob + 1000 where id = ${first.id}`);
    const again = ((await searchVehicles(ctx, { input: {} })) as VehicleConnection).edges.find((e) => e.node.id === first.id)!.node;
    expect(again.priceFob).toBe(first.priceFob + 1000);
  });

  it('keeps a search’s counts only while the stock holds: a vehicle sold changes them at once', async () => {
    const before = (await searchVehicles(ctx, { input: { maker: 'Toyota' } })) as VehicleConnection;
    const again = (await searchVehicles(ctx, { input: { maker: 'Toyota', order: '1' } })) as VehicleConnection;
    expect(again.totalCount).toBe(before.totalCount);
    await handle.db.execute(sql`update vehicles set status = 'SoldOut' where id = ${before.edges[0]!.node.id}`);
    const after = (await searchVehicles(ctx, { input: { maker: 'Toyota' } })) as VehicleConnection;
    expect(after.totalCount).toBe(before.totalCount - 1);
    expect(after.facets.makers.find((m) => m.name === 'Toyota')!.count).toBe(before.facets.makers.find((m) => m.name === 'Toyota')!.count - 1);
  });

  it('reads afresh when no version is given (the vehicle page), and keeps the order asked for', async () => {
    const [a, b] = await queryRows<{ id: number }>(handle.db, sql`select id from vehicles where is_listed order by id limit 2`);
    const { version } = await stockSnapshot(handle.db);
    await vehicleRecordsByIds(ctx, [a!.id, b!.id], { stockVersion: version });
    // Remarks are not part of the stock version: a list may show them a minute late, the vehicle page never.
    await handle.db.execute(sql`update vehicles set remarks = 'Fresh remark' where id = ${a!.id}`);
    const fresh = await vehicleRecordsByIds(ctx, [b!.id, a!.id]);
    expect(fresh.map((v) => v.id)).toEqual([b!.id, a!.id]);
    expect(fresh[1]!.remarks).toBe('Fresh remark');
  });
});
