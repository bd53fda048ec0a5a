import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import { LISTED_STATUSES } from '#db/schema/enums.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import { InvalidInputError } from '../errors.ts';
import type { RequestContext } from '../context.ts';
import { ORDER_CODES, SORT_ORDERS } from './sort-orders.ts';
import { SEARCHED_STATUSES } from './stock-index.ts';
import { searchVehicles, type VehicleConnection } from './vehicle-search.service.ts';
import type { SearchVehiclesInput } from './vehicle-search.inputs.ts';

/** The listed stock read plainly, to check the search against a computation of our own. */
interface PlainVehicle {
  id: number;
  stock_number: string;
  maker: string;
  model: string;
  type: string;
  price_fob: number;
  year4: number;
  kilo_meters: number;
  engine_size: number;
  original_price: number | null;
  arrived_at: Date | string;
  status: string;
  fuel_type: string;
  transmission_type: string;
  is_left_handle: boolean;
  is4wd: boolean;
  quality_grade: string;
  color: string;
  grade: string | null;
  model_number: string | null;
  chassis_number_head: string | null;
}

let handle: DatabaseHandle;
let ctx: RequestContext;
let listed: PlainVehicle[];

beforeAll(async () => {
  handle = await openSeededDatabase();
  ctx = testContext(handle);
  const all = await queryRows<PlainVehicle>(
    handle.db,
    sql`select v.id, v.stock_number, mk.name as maker, md.name as model, v.type::text as type, v.price_fob, v.year4, v.kilo_meters, v.engine_size, v.original_price, v.arrived_at, v.status::text as status,
          v.fuel_type::text as fuel_type, v.transmission_type::text as transmission_type, v.is_left_handle, v.is4wd, v.quality_grade::text as quality_grade, c.name as color,
          v.grade, v.model_number, v.chassis_number_head
        from vehicles v join makers mk on mk.id = v.maker_id join models md on md.id = v.model_id join colors c on c.id = v.color_id`,
  );
  // What the list shows: the listed stock without the vehicles just sold (their pages stay).
  listed = all.filter((v) => (SEARCHED_STATUSES as readonly string[]).includes(v.status));
  expect(all.some((v) => v.status === 'SoldOutRecently' && (LISTED_STATUSES as readonly string[]).includes(v.status))).toBe(true);
});

async function everyPage(input: SearchVehiclesInput, first: number) {
  const seen: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  let totalCount: number;
  do {
    const page: VehicleConnection | InvalidInputError = await searchVehicles(ctx, { input, cursor, first });
    if (page instanceof InvalidInputError) throw new Error(JSON.stringify(page.issues));
    totalCount = page.totalCount;
    seen.push(...page.edges.map((e) => e.node.stockNumber));
    expect(page.pageInfo.hasPreviousPage).toBe(pages > 0);
    cursor = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    pages++;
  } while (cursor);
  return { seen, pages, totalCount };
}

describe('searchVehicles', () => {
  it('pages through every listed vehicle exactly once, in every sort order', async () => {
    for (const order of ORDER_CODES) {
      const { seen, totalCount } = await everyPage({ order }, 97);
      expect(new Set(seen).size, `order ${order}`).toBe(seen.length);
      expect(seen.length, `order ${order}`).toBe(listed.length);
      expect(totalCount).toBe(listed.length);
    }
  });

  it('sorts as each order code says, ties broken by id', async () => {
    const pick = (v: PlainVehicle, key: string): number | string =>
      ({
        FobPrice: v.price_fob,
        New: new Date(v.arrived_at).getTime(),
        Year: v.year4,
        KiloMeters: v.kilo_meters,
        EngineSize: v.engine_size,
        MakerModel: `${v.maker} ${v.model}`.toLowerCase(),
        Discounted: Math.max((v.original_price ?? 0) - v.price_fob, 0),
      })[key]!;
    for (const order of ORDER_CODES) {
      const { key, direction } = SORT_ORDERS[order];
      const sign = direction === 'Asc' ? 1 : -1;
      const expected = [...listed]
        .sort((a, b) => {
          const x = pick(a, key);
          const y = pick(b, key);
          // PostgreSQL's collation and JavaScript agree for these lower-case ASCII names.
          const c = x < y ? -1 : x > y ? 1 : 0;
          return c !== 0 ? c * sign : (a.id - b.id) * sign;
        })
        .slice(0, 30)
        .map((v) => v.stock_number);
      const result = await searchVehicles(ctx, { input: { order }, first: 30 });
      if (result instanceof InvalidInputError) throw new Error('unexpected');
      expect(result.edges.map((e) => e.node.stockNumber), `order ${order}`).toEqual(expected);
    }
  });

  it('defaults to order 3: newest arrivals first', async () => {
    const result = await searchVehicles(ctx, { input: {}, first: 5 });
    if (result instanceof InvalidInputError) throw new Error('unexpected');
    const dates = result.edges.map((e) => e.node.arrivedAt.getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(result.query.order).toBe('3');
  });

  it('filters by maker, model, body type, price and year, alone and combined', async () => {
    const prado = listed.find((v) => v.model === 'Land Cruiser Prado') ?? listed[0]!;
    const cases: [SearchVehiclesInput, (v: PlainVehicle) => boolean][] = [
      [{ maker: 'toyota' }, (v) => v.maker === 'Toyota'],
      [{ maker: prado.maker, model: prado.model }, (v) => v.maker === prado.maker && v.model === prado.model],
      [{ type: 'Suv' }, (v) => v.type === 'Suv'],
      [{ minPrice: 1_000_000, maxPrice: 2_000_000 }, (v) => v.price_fob >= 1_000_000 && v.price_fob <= 2_000_000],
      [{ minYear: 2018 }, (v) => v.year4 >= 2018],
      [{ maker: 'Toyota', type: 'Suv', maxPrice: 3_000_000, minYear: 2015 }, (v) => v.maker === 'Toyota' && v.type === 'Suv' && v.price_fob <= 3_000_000 && v.year4 >= 2015],
      [{ bestDeals: true }, (v) => (v.original_price ?? 0) > v.price_fob],
      [{ engineSize: '-1500' }, (v) => v.engine_size <= 1500],
      [{ kiloMeters: '0-50000' }, (v) => v.kilo_meters <= 50000],
      [{ stockNumber: prado.stock_number.toLowerCase() }, (v) => v.stock_number === prado.stock_number],
      [{ makerNotIn: ['Toyota', 'nissan'] }, (v) => v.maker !== 'Toyota' && v.maker !== 'Nissan'],
      [{ fuelType: 'Diesel', transmission: 'Manual' }, (v) => v.fuel_type === 'Diesel' && v.transmission_type === 'Manual'],
      [{ steering: 'LeftHandle' }, (v) => v.is_left_handle],
      [{ is4wd: 'true' }, (v) => v.is4wd],
      [{ is4wd: 'false', qualityGrade: 'A' }, (v) => !v.is4wd && v.quality_grade === 'A'],
      [{ color: 'Pearl White' }, (v) => v.color === 'Pearl White'],
      [{ color: 'silver', type: 'Sedan' }, (v) => v.color === 'Silver' && v.type === 'Sedan'],
      [{ newArrivals: true }, (v) => ctx.now.getTime() - new Date(v.arrived_at).getTime() < 14 * 86400000],
      [{ featureType: 'Discounted' }, (v) => (v.original_price ?? 0) > v.price_fob],
      [{ instantMaker: 'Honda' }, (v) => v.maker === 'Honda'],
      [{ instantModel: prado.model.toUpperCase() }, (v) => v.model === prado.model],
      [{ instantMaker: prado.maker, instantModel: prado.model }, (v) => v.maker === prado.maker && v.model === prado.model],
      [{ featureType: 'New' }, (v) => ctx.now.getTime() - new Date(v.arrived_at).getTime() < 14 * 86400000],
      [{ maxYear: 2012 }, (v) => v.year4 <= 2012],
      [{ steering: 'RightHandle', is4wd: 'false', kiloMeters: '-80000', newArrivals: true }, (v) =>
        !v.is_left_handle && !v.is4wd && v.kilo_meters <= 80000 && ctx.now.getTime() - new Date(v.arrived_at).getTime() < 14 * 86400000],
    ];
    for (const [input, matches] of cases) {
      const expected = listed.filter(matches).map((v) => v.stock_number).sort();
      expect(expected.length, JSON.stringify(input)).toBeGreaterThan(0);
      const { seen, totalCount } = await everyPage(input, 100);
      expect(seen.sort(), JSON.stringify(input)).toEqual(expected);
      expect(totalCount).toBe(expected.length);
    }
  });

  it('finds vehicles by keyword in any case, with or without spaces and hyphens', async () => {
    const expected = listed.filter((v) => v.model === 'Land Cruiser Prado').length;
    expect(expected).toBeGreaterThan(0);
    for (const keywords of ['land cruiser prado', 'LANDCRUISER PRADO', 'Land-Cruiser Prado']) {
      const { seen } = await everyPage({ keywords }, 100);
      expect(seen.length, keywords).toBeGreaterThanOrEqual(expected);
    }
    const one = listed[3]!;
    const { seen } = await everyPage({ keywords: one.stock_number.toLowerCase() }, 10);
    expect(seen).toEqual([one.stock_number]);
    // Part of a stock number finds every vehicle whose number holds it, and only those.
    const part = one.stock_number.slice(0, -1).toLowerCase();
    const partial = await everyPage({ keywords: part }, 100);
    expect(partial.seen.sort()).toEqual(listed.filter((v) => v.stock_number.toLowerCase().includes(part)).map((v) => v.stock_number).sort());
    expect(partial.seen.length).toBeGreaterThan(1);
  });

  it('finds vehicles by grade, model code and chassis number head, and nothing else', async () => {
    const plain = (value: string | null) => (value ?? '').normalize('NFKC').toLowerCase().replace(/[\s\-_./·・]+/g, '');
    // The demo stock's chassis number head is its model code: each is checked against the fields besides both.
    const otherFields = (v: PlainVehicle, ...except: (keyof PlainVehicle)[]) =>
      (['maker', 'model', 'grade', 'model_number', 'chassis_number_head', 'stock_number'] as const).filter((f) => !except.includes(f)).map((f) => plain(v[f]));
    /** A value of the field that no vehicle has in another field (so a hit can only come from this one). */
    const distinctive = (field: 'grade' | 'model_number' | 'chassis_number_head', fit: (value: string) => boolean, ...alsoExcept: (keyof PlainVehicle)[]) =>
      listed
        .map((v) => v[field])
        .filter((value): value is string => !!value && fit(value))
        .find((value) => listed.every((v) => otherFields(v, field, ...alsoExcept).every((text) => !text.includes(plain(value)))));
    const grade = distinctive('grade', (g) => !/\s/.test(g) && g.length >= 4);
    const modelCode = distinctive('model_number', (c) => /^[A-Z]{3}\d/.test(c), 'chassis_number_head');
    const chassis = distinctive('chassis_number_head', (c) => c.length >= 6, 'model_number');
    expect([grade, modelCode, chassis]).not.toContain(undefined);
    const cases: [string, (v: PlainVehicle) => boolean][] = [
      [grade!.toUpperCase(), (v) => plain(v.grade).includes(plain(grade!))],
      // Typed in lower case with a hyphen after the letters ("grj-150w" for GRJ150W).
      [`${modelCode!.slice(0, 3).toLowerCase()}-${modelCode!.slice(3).toLowerCase()}`, (v) => plain(v.model_number).includes(plain(modelCode!))],
      // A part of the chassis number head (without its first character) finds it too.
      [chassis!.slice(1), (v) => plain(v.chassis_number_head).includes(plain(chassis!.slice(1)))],
    ];
    for (const [keywords, matches] of cases) {
      const expected = listed.filter(matches).map((v) => v.stock_number).sort();
      expect(expected.length, keywords).toBeGreaterThan(0);
      const { seen, totalCount } = await everyPage({ keywords }, 100);
      expect(seen.sort(), keywords).toEqual(expected);
      expect(totalCount, keywords).toBe(expected.length);
    }
  });

  it('refuses bad input with an InvalidInputError naming the field', async () => {
    const cases: [SearchVehiclesInput, string][] = [
      [{ is4wd: 'yes' }, 'is4wd'],
      [{ type: 'Spaceship' }, 'type'],
      [{ fuelType: 'Steam' }, 'fuelType'],
      [{ minPrice: -1 }, 'minPrice'],
      [{ minPrice: 2_000_000, maxPrice: 1_000_000 }, 'maxPrice'],
      [{ minYear: 2020, maxYear: 2010 }, 'maxYear'],
      [{ keywords: 'x'.repeat(256) }, 'keywords'],
      [{ order: '99' }, 'order'],
      [{ engineSize: '2000-1000' }, 'engineSize'],
      [{ steering: 'Middle' }, 'steering'],
      [{ transmission: 'CVT' }, 'transmission'],
      [{ qualityGrade: 'Z' }, 'qualityGrade'],
      [{ featureType: 'Cheapest' }, 'featureType'],
      [{ kiloMeters: '80000-20000' }, 'kiloMeters'],
      [{ maxPrice: -100 }, 'maxPrice'],
      [{ maxYear: -1 }, 'maxYear'],
    ];
    for (const [input, field] of cases) {
      const result = await searchVehicles(ctx, { input });
      expect(result, JSON.stringify(input)).toBeInstanceOf(InvalidInputError);
      expect((result as InvalidInputError).issues.map((i) => i.fieldname)).toContain(field);
    }
    expect(await searchVehicles(ctx, { input: {}, cursor: 'not-a-cursor' })).toBeInstanceOf(InvalidInputError);
  });

  it('keeps pages stable when new stock arrives while a buyer is paging', async () => {
    const first = await searchVehicles(ctx, { input: {}, first: 10 });
    if (first instanceof InvalidInputError) throw new Error('unexpected');
    await handle.db.execute(sql`update vehicles set arrived_at = ${ctx.now} where id = (select max(id) from vehicles where status = 'OnSale')`);
    const second = await searchVehicles(ctx, { input: {}, first: 10, cursor: first.pageInfo.endCursor });
    if (second instanceof InvalidInputError) throw new Error('unexpected');
    const firstIds = new Set(first.edges.map((e) => e.node.id));
    expect(second.edges.some((e) => firstIds.has(e.node.id))).toBe(false);
    expect(second.edges[0]!.node.arrivedAt.getTime()).toBeLessThanOrEqual(first.edges.at(-1)!.node.arrivedAt.getTime());
  });

  it('counts each filter-panel choice, each dimension without its own filter', async () => {
    const input: SearchVehiclesInput = { maker: 'Toyota', type: 'Suv' };
    const result = await searchVehicles(ctx, { input, first: 1 });
    if (result instanceof InvalidInputError) throw new Error('unexpected');
    const count = (pred: (v: PlainVehicle) => boolean) => listed.filter(pred).length;
    // Makers: body type Suv only (the maker filter itself is left out), so every maker's SUV count shows.
    for (const facet of result.facets.makers) expect(facet.count, facet.name).toBe(count((v) => v.maker === facet.name && v.type === 'Suv'));
    expect(result.facets.makers.map((m) => m.name)).toContain('Nissan');
    // Body types: Toyota's count per body type.
    for (const facet of result.facets.types) expect(facet.count, facet.value).toBe(count((v) => v.maker === 'Toyota' && v.type === facet.value));
    // Other dimensions: the full query.
    for (const facet of result.facets.fuelTypes) {
      expect(facet.count, facet.value).toBe(count((v) => v.maker === 'Toyota' && v.type === 'Suv' && v.fuel_type === facet.value));
    }
    expect(result.facets.years.reduce((sum, y) => sum + y.count, 0)).toBe(result.totalCount);
    expect(result.facets.priceBands.reduce((sum, b) => sum + b.count, 0)).toBe(result.totalCount);
    for (const model of result.facets.models) expect(model.maker).toBe('Toyota');
    // Each count of every other dimension, and no value with vehicles left out.
    const toyotaSuv = listed.filter((v) => v.maker === 'Toyota' && v.type === 'Suv');
    const tally = <K,>(key: (v: PlainVehicle) => K) => {
      const counts = new Map<K, number>();
      for (const v of toyotaSuv) counts.set(key(v), (counts.get(key(v)) ?? 0) + 1);
      return counts;
    };
    expect(new Map(result.facets.transmissions.map((t) => [t.value, t.count]))).toEqual(tally((v) => v.transmission_type));
    expect(new Map(result.facets.steerings.map((t) => [t.value, t.count]))).toEqual(tally((v) => (v.is_left_handle ? 'LeftHandle' : 'RightHandle')));
    expect(new Map(result.facets.years.map((y) => [y.year, y.count]))).toEqual(tally((v) => v.year4));
    expect(new Map(result.facets.models.map((m) => [m.name, m.count]))).toEqual(tally((v) => v.model));
    const band = (price: number) => result.facets.priceBands.find((b) => price >= b.min && (b.max === null || price < b.max))?.min;
    expect(new Map(result.facets.priceBands.map((b) => [b.min, b.count]))).toEqual(tally((v) => band(v.price_fob)));
  });

  it('never leaves a buyer on an empty page: with no hits it relaxes the narrowest filter and shows the nearest vehicles', async () => {
    const toyotaSuvs = listed.filter((v) => v.maker === 'Toyota' && v.type === 'Suv');
    const maxPrice = 200_000;
    // The price limit is the narrowest filter: fewer vehicles pass it than pass the maker or the body type.
    const passing = (pred: (v: PlainVehicle) => boolean) => listed.filter(pred).length;
    expect(passing((v) => v.price_fob <= maxPrice)).toBeLessThan(Math.min(passing((v) => v.maker === 'Toyota'), passing((v) => v.type === 'Suv')));
    expect(toyotaSuvs.filter((v) => v.price_fob <= maxPrice)).toEqual([]);
    const result = await searchVehicles(ctx, { input: { maker: 'Toyota', type: 'Suv', maxPrice } });
    if (result instanceof InvalidInputError) throw new Error('unexpected');
    expect(result.totalCount).toBe(0);
    expect(result.edges).toEqual([]);
    expect(result.relaxedFilters).toEqual(['price']);
    expect(result.fallbackCount).toBe(toyotaSuvs.length);
    expect(result.fallbackVehicles.length).toBe(Math.min(12, toyotaSuvs.length));
    for (const v of result.fallbackVehicles) expect([v.maker.name, v.type]).toEqual(['Toyota', 'Suv']);
  });

  it('understands other spellings and scripts through the search-keyword table', async () => {
    const toyota = listed.filter((v) => v.maker === 'Toyota').length;
    for (const keywords of ['тойота', 'トヨタ', 'TOYOTA']) {
      const result = await searchVehicles(ctx, { input: { keywords }, first: 1 });
      if (result instanceof InvalidInputError) throw new Error('unexpected');
      expect(result.totalCount, keywords).toBe(toyota);
    }
    const hiace = listed.filter((v) => v.model.startsWith('Hiace')).length;
    expect(hiace).toBeGreaterThan(0);
    const hyphenated = await searchVehicles(ctx, { input: { keywords: 'hi-ace' }, first: 1 });
    if (hyphenated instanceof InvalidInputError) throw new Error('unexpected');
    expect(hyphenated.totalCount).toBe(hiace);
  });
});
