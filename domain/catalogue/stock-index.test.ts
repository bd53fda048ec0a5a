import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database, type DatabaseHandle } from '#db/client.ts';
import { VEHICLE_STATUSES } from '#db/schema/enum-values.ts';
import { databaseUrl } from '#tests/setup/postgres.ts';
import { TEST_ANCHOR_DATE as now } from '#tests/setup/seed-fixture.ts';
import { openSeededDatabase } from '#tests/setup/test-database.ts';
import { ORDER_CODES, SORT_KEYS, SORT_ORDERS } from './sort-orders.ts';
import { followStock, loadStockSnapshot, rowsContaining, stockIndexStatus, stockSnapshot, type StockChange, type StockSnapshot } from './stock-index.ts';
import { compileFilters, matchStock, pageOf, relaxUntilFound, sortValue } from './stock-query.ts';
import { searchVehiclesInputSchema, type SearchVehiclesInput } from './vehicle-search.inputs.ts';

let handle: DatabaseHandle;
let db: Database;

beforeAll(async () => {
  handle = await openSeededDatabase();
  db = handle.db;
});

/** A small seeded generator (mulberry32): the same sequence of changes on every run and database. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n: number) => Math.floor(next() * n), pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]! };
}

/** Each row as the index holds it, by id: equal maps mean the same rows, wherever they sit. */
function rowsById(s: StockSnapshot) {
  const rows = new Map<number, unknown[]>();
  for (let p = 0; p < s.size; p++) {
    rows.set(s.id[p]!, [
      s.makerId[p], s.modelId[p], s.colorId[p], s.type[p], s.fuel[p], s.transmission[p], s.quality[p], s.leftHandle[p], s.is4wd[p],
      s.available[p], s.seatBeltYear[p], s.loadingPortId[p], s.price[p], s.year[p], s.km[p], s.engine[p], s.discount[p], s.priceBand[p], s.arrived[p], s.stockNumber[p],
      s.makerModelKey[p], s.textTemplates[s.templateOf[p]!],
    ]);
  }
  return new Map([...rows].sort(([a], [b]) => a - b));
}

/** Every lookup of the snapshot agrees with its rows. */
function expectConsistent(s: StockSnapshot) {
  for (let p = 0; p < s.size; p++) {
    expect(s.positionOf.get(s.stockNumber[p]!)).toBe(p);
    expect(s.rowOfId[s.id[p]!]).toBe(p + 1);
  }
  expect(s.rowOfId.reduce((n, at) => n + (at > 0 ? 1 : 0), 0)).toBe(s.size);
  const grouped = new Set<number>();
  for (let t = 0; t < s.textTemplates.length; t++) {
    for (let k = s.templateStart[t]!; k < s.templateStart[t + 1]!; k++) {
      expect(s.templateOf[s.templateRows[k]!]).toBe(t);
      grouped.add(s.templateRows[k]!);
    }
  }
  expect(grouped.size).toBe(s.size);
  for (const key of SORT_KEYS) expect(new Set(s.sorted[key]).size).toBe(s.size);
}

const SEARCHES: SearchVehiclesInput[] = [
  {},
  { maker: 'Toyota' },
  { type: 'Suv', maxPrice: 2_000_000 },
  { minYear: 2015, maxYear: 2020, kiloMeters: '0-80000' },
  { keywords: 'hiace' },
  { keywords: 'тойота' },
  { keywords: 'rr10' },
  { keywords: 'zzroro' },
  { keywords: 'land cruiser' },
  { newArrivals: true },
  { bestDeals: true },
  { color: 'White', transmission: 'Automatic' },
  { maker: 'Nobody', type: 'TruckEtc' },
];

/** The same searches on both snapshots: totals, facets, relaxations and the first pages of every order, from the start and from a cursor. */
function expectSameSearches(updated: StockSnapshot, fresh: StockSnapshot, extra: SearchVehiclesInput[]) {
  for (const input of [...SEARCHES, ...extra]) {
    const query = searchVehiclesInputSchema.parse(input);
    const [a, b] = [updated, fresh].map((s) => {
      const filters = compileFilters(s, query, now);
      const match = matchStock(s, filters);
      const relaxation = match.totalCount === 0 ? relaxUntilFound(s, filters) : null;
      const pages = ORDER_CODES.map((order) => {
        const { key, direction } = SORT_ORDERS[order];
        const first = pageOf(s, match.matched, key, direction, 30, null);
        const middle = first[10];
        const after = middle === undefined ? null : { value: sortValue(s, key, middle), id: s.id[middle]! };
        return [first.map((p) => s.id[p]), pageOf(s, match.matched, key, direction, 30, after).map((p) => s.id[p])];
      });
      return { total: match.totalCount, facets: match.facets, relaxed: relaxation?.relaxed, fallback: relaxation?.match.totalCount, pages };
    });
    expect(a, JSON.stringify(input)).toEqual(b);
  }
}

async function expectSameAsFresh(updated: StockSnapshot, extraSearches: SearchVehiclesInput[] = []) {
  const fresh = await loadStockSnapshot(db);
  expect(updated.version).toBe(fresh.version);
  expect(rowsById(updated)).toEqual(rowsById(fresh));
  for (const key of SORT_KEYS) expect([...updated.sorted[key]].map((p) => updated.id[p])).toEqual([...fresh.sorted[key]].map((p) => fresh.id[p]));
  expect(new Map([...updated.synonyms].sort())).toEqual(new Map([...fresh.synonyms].sort()));
  expectConsistent(updated);
  expectSameSearches(updated, fresh, extraSearches);
}

/** Follows the index's changes as the server does, collecting them. */
async function collectChanges(on: Database) {
  const changes: StockChange[] = [];
  const errors: unknown[] = [];
  const stop = await followStock(on, { onChange: (change) => changes.push(change), onError: (error) => errors.push(error) });
  return { changes, errors, stop };
}

let copies = 0;

/** A new vehicle like an existing one, under a stock number of its own. */
async function addVehicle(on: Database, like: number): Promise<number> {
  const stockNumber = `RRT${String(++copies).padStart(4, '0')}`;
  const [row] = await queryRows<{ id: number }>(
    on,
    sql`insert into vehicles (stock_number, status, price_fob, original_price, maker_id, model_id, maker_model_key, year4, fuel_type, kilo_meters, transmission_type,
          drive_type, type, volume, search_text, color_id, engine_size, is_left_handle, is4wd, quality_grade, arrived_at)
        select ${stockNumber}, 'OnSale', price_fob + 1000, original_price, maker_id, model_id, maker_model_key, year4, fuel_type, kilo_meters, transmission_type,
          drive_type, type, volume, replace(search_text, lower(stock_number), ${stockNumber.toLowerCase()}), color_id, engine_size, is_left_handle, is4wd, quality_grade,
          arrived_at + interval '1 minute'
        from vehicles where id = ${like} returning id`,
  );
  return row!.id;
}

describe('the stock index after changes', () => {
  it('takes a random series of edits, sales, additions and deletions without reloading, and searches as a fresh load does', async () => {
    const rng = random(18);
    const followed = await collectChanges(db);
    try {
      let previous = await stockSnapshot(db);
      const added: number[] = [];
      const models = await queryRows<{ id: number; maker_id: number; name: string }>(db, sql`select id, maker_id, name from models order by id`);
      const searched: SearchVehiclesInput[] = [];
      for (let round = 0; round < 40; round++) {
        const ids = (await queryRows<{ id: number }>(db, sql`select id from vehicles order by id`)).map((r) => r.id);
        const some = () => rng.pick(ids);
        const edits: (() => Promise<unknown>)[] = [
          // A price cut, and a price rise that ends a discount.
          () => db.execute(sql`update vehicles set original_price = coalesce(original_price, price_fob), price_fob = price_fob - ${1000 * (1 + rng.int(300))} where id = ${some()}`),
          () => db.execute(sql`update vehicles set price_fob = coalesce(original_price, price_fob) + 1000 where id = ${some()}`),
          () => db.execute(sql`update vehicles set status = ${rng.pick(VEHICLE_STATUSES)} where id = ${some()}`),
          async () => added.push(await addVehicle(db, some())),
          () => (added.length ? db.execute(sql`delete from vehicles where id = ${added.splice(rng.int(added.length), 1)[0]!}`) : Promise.resolve()),
          () => {
            const model = rng.pick(models);
            return db.execute(
              sql`update vehicles set model_id = ${model.id}, maker_id = ${model.maker_id}, search_text = search_text || ${model.name.toLowerCase().replace(/\s/g, '')} where id = ${some()}`,
            );
          },
          () => db.execute(sql`update vehicles set year4 = year4 - 1, kilo_meters = kilo_meters + 5000, engine_size = engine_size + 100, arrived_at = arrived_at - interval '3 days' where id = ${some()}`),
          // What the import rules read: the year of manufacture, the yard it ships from.
          () => db.execute(sql`update vehicles set seat_belt_year = year4 - 1, loading_port_id = (select max(id) from ports where is_loading_port) where id = ${some()}`),
          // A new stock number, the search text following it.
          () => db.execute(sql`update vehicles set stock_number = stock_number || 'B', search_text = replace(search_text, lower(stock_number), lower(stock_number) || 'b') where id = ${some()}`),
          // A text no other vehicle has: a new template.
          () => db.execute(sql`update vehicles set search_text = search_text || ${`zzroro${round}`} where id = ${some()}`),
          // Many rows in one statement: a price list update, a clearance that takes many off the list.
          () => db.execute(sql`update vehicles set kilo_meters = kilo_meters + 1 where id % 13 = ${rng.int(13)}`),
          () => db.execute(sql`update vehicles set status = 'SoldOut' where id % 41 = ${rng.int(41)} and status = 'OnSale'`),
          () => db.execute(sql`update vehicles set status = 'OnSale' where id % 17 = ${rng.int(17)} and status in ('SoldOut', 'LocalStockDeleted')`),
          () =>
            db.transaction(async (tx) => {
              await tx.execute(sql`update vehicles set price_fob = price_fob + 5000 where id = ${some()}`);
              await tx.execute(sql`update vehicles set status = 'OnHold' where id = ${some()}`);
            }),
          // Not changes to the stock: a view counted, a price set to what it is.
          () => db.execute(sql`update vehicles set view_count = view_count + 1 where id = ${some()}`),
          () => db.execute(sql`update vehicles set price_fob = price_fob where id = ${some()}`),
        ];
        for (let k = 1 + rng.int(3); k > 0; k--) await rng.pick(edits)();
        if (round % 10 === 9) {
          // A new spelling: only the synonyms are read again.
          await db.execute(sql`insert into search_keywords (original_text, target_text, normalized_text, kind) values (${`roro${round}`}, 'Hiace', ${`roro${round}`}, 'synonym')`);
          searched.push({ keywords: `roro${round}` });
        }
        const updated = await stockSnapshot(db);
        // Terms the previous snapshot knew are taken over: search some before the next round.
        for (const term of ['hiace', 'rr10', 'zzroro']) rowsContaining(updated, term);
        await expectSameAsFresh(updated, searched);
        if (updated !== previous) expect(updated.version).toBeGreaterThan(previous.version);
        previous = updated;
      }
      expect(followed.errors).toEqual([]);
      const changes = followed.changes.filter((c) => c.version > c.previousVersion);
      expect(changes.length).toBeGreaterThan(20);
      expect(changes.every((c) => c.stockNumbers !== 'all')).toBe(true);
    } finally {
      await followed.stop();
    }
  });

  it('shares what a price edit leaves alone, and never changes a snapshot searches may still hold', async () => {
    const before = await stockSnapshot(db);
    const copy = structuredClone({ price: before.price, fob: before.sorted.FobPrice, year: before.sorted.Year, stockNumbers: before.stockNumber, rows: before.templateRows });
    const p = before.sorted.FobPrice[Math.floor(before.size / 2)]!;
    await db.execute(sql`update vehicles set price_fob = 1 where id = ${before.id[p]!}`);
    const [after, concurrent] = await Promise.all([stockSnapshot(db), stockSnapshot(db)]);
    expect(concurrent).toBe(after);
    expect(after.price[p]).toBe(1);
    expect(after.id[after.sorted.FobPrice[0]!]).toBe(before.id[p]);
    expect(after.sorted.Year).toBe(before.sorted.Year);
    expect(after.templateRows).toBe(before.templateRows);
    expect(after.positionOf).toBe(before.positionOf);
    expect({ price: before.price, fob: before.sorted.FobPrice, year: before.sorted.Year, stockNumbers: before.stockNumber, rows: before.templateRows }).toEqual(copy);
    await expectSameAsFresh(after);
  });

  it('reloads the whole stock when the changes since its version are gone, or a maker is renamed', async () => {
    const followed = await collectChanges(db);
    try {
      const before = await stockSnapshot(db);
      const [vehicle] = await queryRows<{ id: number; stock_number: string }>(db, sql`select id, stock_number from vehicles where is_listed order by id limit 1`);
      await db.execute(sql`update vehicles set price_fob = price_fob + 1 where id = ${vehicle!.id}`);
      // Pruned: the history no longer reaches back to the snapshot.
      await db.execute(sql`delete from stock_changes`);
      await db.execute(sql`update vehicles set price_fob = price_fob + 1 where id = ${vehicle!.id}`);
      const reloaded = await stockSnapshot(db);
      await expectSameAsFresh(reloaded);
      await db.execute(sql`update makers set name = name || ' Motors' where id = (select maker_id from vehicles where id = ${vehicle!.id})`);
      const renamed = await stockSnapshot(db);
      expect(renamed.makerModelKey[renamed.rowOfId[vehicle!.id]! - 1]).toMatch(/ motors /);
      await expectSameAsFresh(renamed, [{ maker: `${renamed.makers.get(renamed.makerId[renamed.rowOfId[vehicle!.id]! - 1]!)!.name}` }]);
      const own = followed.changes.filter((c) => c.previousVersion >= before.version);
      expect(own.at(-1)?.stockNumbers).toBe('all');
    } finally {
      await followed.stop();
    }
  });
});

describe('the index against the database', () => {
  it('says its size, how many versions it is behind and for how long since first seen behind', async () => {
    const level = await stockSnapshot(db);
    let clock = 1_000_000;
    const status = () => stockIndexStatus(db, () => clock);
    expect(await status()).toEqual({ vehicles: level.size, versionsBehind: 0, lagSeconds: 0 });
    // Two changes nobody has read yet (no follower here): behind by two, from now.
    const [vehicle] = await queryRows<{ id: number }>(db, sql`select id from vehicles where is_listed order by id limit 1`);
    await db.execute(sql`update vehicles set price_fob = price_fob + 1 where id = ${vehicle!.id}`);
    await db.execute(sql`update vehicles set price_fob = price_fob + 1 where id = ${vehicle!.id}`);
    expect(await status()).toEqual({ vehicles: level.size, versionsBehind: 2, lagSeconds: 0 });
    clock += 12_500;
    expect(await status()).toMatchObject({ versionsBehind: 2, lagSeconds: 12.5 });
    // A search brings it level: no lag.
    await stockSnapshot(db);
    clock += 1000;
    expect(await status()).toEqual({ vehicles: level.size, versionsBehind: 0, lagSeconds: 0 });
  });
});

/** Waits until `found` answers, or a second has passed. */
async function within(ms: number, found: () => boolean): Promise<number> {
  const started = performance.now();
  while (!found()) {
    if (performance.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return performance.now() - started;
}

describe('following the stock', () => {
  let other: DatabaseHandle | null = null;

  afterAll(async () => {
    await other?.close();
  });

  it(`tells ${process.env.RORO_TEST_DB === 'postgres' ? 'another process on the same database' : 'this process'} within a second which vehicles a change touched`, async () => {
    // On PostgreSQL a second pool stands for a second server process: its own index, its own page cache.
    // The server drops the pages showing the vehicles named (server/page-cache.ts showsStock, tested there).
    if (handle.kind === 'postgres') {
      const [{ name }] = (await queryRows<{ name: string }>(db, sql`select current_database() as name`)) as [{ name: string }];
      other = await openDatabase({ url: databaseUrl(process.env.TEST_DATABASE_URL!, name) }, { poolSize: 2 });
    }
    const reader = other?.db ?? db;
    await stockSnapshot(reader);
    const [vehicle, bystander] = await queryRows<{ id: number; stock_number: string }>(db, sql`select id, stock_number from vehicles where is_listed order by id limit 2`);
    const changes: StockChange[] = [];
    const names = (stockNumber: string) => changes.some((c) => c.stockNumbers !== 'all' && c.stockNumbers.has(stockNumber.toUpperCase()));
    const stop = await followStock(reader, { onChange: (change) => changes.push(change) });
    try {
      await db.execute(sql`update vehicles set price_fob = price_fob - 10000 where id = ${vehicle!.id}`);
      const ms = await within(1000, () => names(vehicle!.stock_number));
      expect(ms).toBeLessThan(1000);
      // Only the vehicle changed: not every page (a full reload would say 'all'), nor the one beside it.
      expect(changes.some((c) => c.stockNumbers === 'all')).toBe(false);
      expect(names(bystander!.stock_number)).toBe(false);
      // The other process's index has moved too, without a search asking.
      const [{ price_fob }] = (await queryRows<{ price_fob: number }>(db, sql`select price_fob from vehicles where id = ${vehicle!.id}`)) as [{ price_fob: number }];
      const s = await stockSnapshot(reader);
      expect(s.price[s.rowOfId[vehicle!.id]! - 1]).toBe(price_fob);
    } finally {
      await stop();
    }
  });
});
