// npm run bench [-- --vehicles N] [--iterations I] [--duration S] [--connections C] [--only search|changes|trade|account|admin|http|landed|scale|growth] [--rows TEXT] [--scale 1,2,4] [--growth 50000,200000,500000]
// Seeds a separate database with N vehicles (default 200,000; PGlite under bench-data/, or PostgreSQL
// when BENCH_DATABASE_URL is set), then prints tables: searchVehicles through GraphQL in-process, repeated
// and computed afresh, beside the same query as raw SQL (median, p95); searchKeywords; the trade-term
// calls; a signed-in buyer's favourites, My Page and page shell with 500 favourites and 200 viewed
// vehicles; and pages served over HTTP under concurrent load: as visitors get them (anonymous, mostly from
// the page cache), a new filter combination on every request, and rendered every time (a session cookie
// bypasses the cache), each with the server's CPU a request. With the search table: how fast a stock
// change reaches the index (ADR 018). On PostgreSQL, the scale table: pages rendered every time by 1, 2
// and 4 processes, behind HAProxy and as the WORKERS of one server (ADR 032). With --only growth (PGlite,
// never in the full run: it seeds up to 500,000 vehicles), how a server's start, memory and costs grow
// with the stock.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase, queryRows, type DatabaseHandle } from '#db/client.ts';
import { lockDataDir } from '#db/data-dir-lock.ts';
import { isSeeded, seedDatabase } from '#db/seed/seed.ts';
import { ensureDemoMedia } from '#db/seed/media.ts';
import { BODY_TYPES } from '#db/schema/enum-values.ts';
import type { RequestContext } from '#domain/context.ts';
import { loadStockSnapshot, stockSnapshot } from '#domain/catalogue/stock-index.ts';
import { calculateTradeTerm, calculateTradeTerms } from '#domain/trade/trade-term.service.ts';
import { importTaxesOf } from '#domain/trade/trade-term-taxes.ts';
import { setCurrencyRate } from '#domain/trade/rate-admin.service.ts';
import { createOrder } from '#domain/orders/create-order.service.ts';
import { createGraphqlHandler } from '#server/yoga.ts';
import { viewerShell } from '#domain/identity/viewer-shell.service.ts';
import { loader as myPageLoader } from '#app/routes/user/index.tsx';
import { startServer } from '#tests/e2e/server-process.ts';
import { serializeSigned } from 'hono/utils/cookie';
import { stockTable, type StockTableInput } from '#domain/staff/stock-table.service.ts';
import { startScale } from '../scripts/scale.ts';

const { values } = parseArgs({
  options: {
    vehicles: { type: 'string', default: '200000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '16' },
    // 300: p95 over 100 runs moved by several milliseconds with a single pause of this shared machine.
    iterations: { type: 'string', default: '300' },
    /** One table only (search, changes, trade, account, admin, http, landed, scale or growth), to time a change without waiting for the others; search includes changes. */
    only: { type: 'string' },
    /** Only the HTTP rows whose name holds this text ("signed in"), to time one page's change quickly. */
    rows: { type: 'string' },
    /** How many processes the scale table runs, in turn (PostgreSQL only). */
    scale: { type: 'string', default: '1,2,4' },
    /** The stock sizes of the growth table (PGlite), each seeded once under bench-data/. */
    growth: { type: 'string', default: '50000,200000,500000' },
  },
});
const vehicles = Number(values.vehicles);
const durationS = Number(values.duration);
const connections = Number(values.connections);
const iterations = Number(values.iterations);
const databaseUrl = process.env.BENCH_DATABASE_URL;
const scaleCounts = values.scale.split(',').map(Number);
if (scaleCounts.some((n) => !Number.isInteger(n) || n < 1 || n > 64)) throw new Error('--scale takes process counts from 1 to 64, comma-separated (1,2,4)');
const growthSizes = values.growth.split(',').map(Number);
if (growthSizes.some((n) => !Number.isInteger(n) || n < 1)) throw new Error('--growth takes vehicle counts, comma-separated (50000,200000,500000)');
const dataDirOf = (count: number) => `${process.cwd()}/bench-data/pglite-${count}`;
const dataDir = dataDirOf(vehicles);

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p95: at(0.95), p99: at(0.99) };
}

async function time(fn: () => Promise<unknown>, n: number): Promise<number[]> {
  // Warm-up: V8 compiles the hot paths after some hundred calls; a server runs them for days.
  for (let i = 0; i < Math.min(200, n); i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn();
    samples.push(performance.now() - t);
  }
  return samples;
}

/** The bench database of `count` vehicles, seeded on first use; seedSeconds is null when it was there already. */
async function prepare(count = vehicles): Promise<{ handle: DatabaseHandle; release: () => void; seedSeconds: number | null }> {
  const dir = dataDirOf(count);
  if (!databaseUrl) mkdirSync(dir, { recursive: true });
  const lock = databaseUrl ? null : lockDataDir(dir);
  const handle = await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir: `${dir}/pglite` });
  await migrateDatabase(handle);
  let seedSeconds: number | null = null;
  if (!(await isSeeded(handle.db))) {
    const t = performance.now();
    console.log(`Seeding ${count} vehicles into ${databaseUrl ? 'PostgreSQL' : dir}…`);
    await seedDatabase(handle.db, { vehicles: count, log: (m) => console.log(`  ${m}`) });
    seedSeconds = (performance.now() - t) / 1000;
    console.log(`Seeded in ${seedSeconds.toFixed(1)} s`);
  }
  return { handle, release: () => lock?.release(), seedSeconds };
}

const SEARCHES = [
  { name: 'default order, no filter', input: {} },
  { name: 'maker + body type + price', input: { maker: 'Toyota', type: 'Suv', maxPrice: 3000000 } },
  { name: 'year range, by price', input: { minYear: 2016, maxYear: 2020, order: '1' } },
  { name: 'keywords "hiace"', input: { keywords: 'hiace' } },
  // Only what Kenya allows (ADR 035); its raw SQL row is the same search without the country's rules.
  { name: 'body type, for a buyer in Kenya', input: { type: 'Suv', importableTo: 'Kenya' } },
];

const QUERY = `query ($input: SearchVehiclesInput) { searchVehicles(input: $input, first: 24) { ... on VehicleConnection { totalCount fallbackCount facets { makers { name count } models { name count } types { value count } fuelTypes { value count } priceBands { min count } years { year count } } pageInfo { hasNextPage endCursor } edges { cursor node { uuid stockNumber priceFob originalPrice year4 kiloMeters engineSize transmissionType fuelType isNewArrival thumbnailUrl maker { name } model { name } } } } } }`;

const SUGGEST = `query ($keyword: String!) { searchKeywords(keyword: $keyword) { uuid originalText targetText } }`;

const benchContext = (handle: DatabaseHandle): RequestContext => ({
  db: handle.db,
  viewer: null,
  visitor: null,
  language: 'en',
  site: { mediaBaseUrl: '/media', siteUrl: 'http://localhost' },
  now: new Date(),
});

async function measureApi(handle: DatabaseHandle) {
  const ctx = benchContext(handle);
  const yoga = createGraphqlHandler({ introspection: false, logError: (e) => console.error(e) });
  const search = (input: object, context: RequestContext) => async () => {
    const response = await yoga.fetch('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: QUERY, variables: { input } }) }, context);
    const body = (await response.json()) as { errors?: unknown };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
  };
  // "Fresh": every call in a new minute, so the match cache (keyed by query and minute, ADR 005) never
  // answers and the filters, counts and facets are computed every time; the keyword row below also
  // takes a term never searched before, so its scan of every vehicle's text is timed as well.
  let minute = 0;
  const freshContext = () => ({ ...ctx, now: new Date(ctx.now.getTime() + ++minute * 60_000) });
  const rows: string[][] = [];
  for (const entry of SEARCHES) {
    const repeat = stats(await time(() => search(entry.input, ctx)(), iterations));
    const fresh = stats(await time(() => search(entry.input, freshContext())(), iterations));
    const raw = stats(await time(() => rawSearch(handle, entry.input), iterations));
    console.log(`  ${entry.name}: repeat ${ms(repeat.median)}, fresh ${ms(fresh.median)}, raw SQL ${ms(raw.median)}`);
    rows.push([`searchVehicles: ${entry.name}`, ms(repeat.median), ms(repeat.p95), ms(fresh.median), ms(fresh.p95), ms(raw.median), ms(raw.p95)]);
  }
  const terms = await queryRows<{ term: string }>(
    handle.db,
    sql`select distinct lower(m.name) as term from models m where exists (select 1 from vehicles v where v.model_id = m.id and v.is_listed) order by 1`,
  );
  let next = 0;
  const newTerm = stats(await time(() => search({ keywords: terms[next++ % terms.length]!.term }, freshContext())(), Math.min(iterations, terms.length - 20)));
  rows.push([`searchVehicles: keywords, a model never searched before (${terms.length} terms)`, '', '', ms(newTerm.median), ms(newTerm.p95), '', '']);
  // Suggestions as a buyer types: a prefix, a typo, another script. Raw SQL: the same lookup as ILIKE.
  for (const keyword of ['to', 'land cruser', 'тойота']) {
    const gql = stats(
      await time(async () => {
        const response = await yoga.fetch('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: SUGGEST, variables: { keyword } }) }, ctx);
        const body = (await response.json()) as { errors?: unknown };
        if (body.errors) throw new Error(JSON.stringify(body.errors));
      }, iterations),
    );
    const raw = stats(
      await time(
        () => queryRows(handle.db, sql`select uuid, original_text, target_text from search_keywords where normalized_text like ${`%${keyword.replace(/\s/g, '')}%`} order by vehicle_count desc limit 10`),
        iterations,
      ),
    );
    rows.push([`searchKeywords: "${keyword}"`, ms(gql.median), ms(gql.p95), '', '', ms(raw.median), ms(raw.p95)]);
  }
  return rows;
}

/** Runs `change` (a statement that commits), then times from the commit to stockSnapshot holding `holds` of it. */
async function reachTime(handle: DatabaseHandle, change: () => Promise<unknown>, holds: (s: Awaited<ReturnType<typeof stockSnapshot>>) => boolean) {
  await change();
  const t = performance.now();
  const s = await stockSnapshot(handle.db);
  const ms = performance.now() - t;
  if (!holds(s)) throw new Error('The index does not hold the change.');
  return ms;
}

/**
 * How fast a change to the stock reaches the index (ADR 018): from the commit to stockSnapshot returning
 * the new state, for the edits staff make one at a time, an import, and the full reload they replace; and
 * what a search started right after an edit takes (it waits for the update, never for a reload). Every
 * change is undone afterwards (untimed), so the bench database stays as it was.
 */
async function measureStockChanges(handle: DatabaseHandle) {
  const { db } = handle;
  const yoga = createGraphqlHandler({ introspection: false, logError: (e) => console.error(e) });
  let minute = 10_000;
  const search = async (input: object) => {
    // A new minute each time: the match cache never answers (as measureApi's "fresh").
    const context = { ...benchContext(handle), now: new Date(Date.now() + ++minute * 60_000) };
    const response = await yoga.fetch('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: QUERY, variables: { input } }) }, context);
    const body = (await response.json()) as { errors?: unknown };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
  };
  // Each timed change starts from an index that holds everything before it: undoing is not timed.
  await stockSnapshot(db);
  const runs = Math.max(20, Math.round(iterations / 5));
  const vehicles = await queryRows<{ id: number; price_fob: number; stock_number: string }>(
    db,
    sql`select id, price_fob, stock_number from vehicles where status = 'OnSale' order by id desc limit ${runs + 20}`,
  );
  const at = (s: Awaited<ReturnType<typeof stockSnapshot>>, id: number) => s.rowOfId[id]! - 1;
  // Price edits one after another, each put back (also an edit, also timed): what an edit costs when no
  // vehicle came or left just before it. Additions and removals copy every column, and the garbage they
  // leave is collected during whatever comes next: the interleaved loop below shows that.
  const editsOnly: number[] = [];
  for (const [i, v] of (await queryRows<{ id: number; price_fob: number }>(db, sql`select id, price_fob from vehicles where status = 'OnSale' order by id limit ${runs + 20}`)).entries()) {
    for (const price of [v.price_fob - 1000, v.price_fob]) {
      const reach = await reachTime(handle, () => db.execute(sql`update vehicles set price_fob = ${price} where id = ${v.id}`), (s) => s.price[at(s, v.id)] === price);
      if (i >= 20) editsOnly.push(reach);
    }
  }
  const priceEdit: number[] = [];
  const commit: number[] = [];
  const searchAfterEdit: number[] = [];
  const searchUnchanged: number[] = [];
  const added: number[] = [];
  const soldOut: number[] = [];
  for (const [i, v] of vehicles.entries()) {
    const warm = i < 20;
    const price = v.price_fob - 1000;
    const t = performance.now();
    const reach = await reachTime(
      handle,
      () => db.transaction(async (tx) => tx.execute(sql`update vehicles set price_fob = ${price} where id = ${v.id}`)),
      (s) => s.price[at(s, v.id)] === price,
    );
    if (!warm) {
      priceEdit.push(reach);
      commit.push(performance.now() - t - reach);
    }
    // A buyer's search arriving just after an edit (the price put back): it waits for the update, then
    // computes afresh.
    await db.execute(sql`update vehicles set price_fob = ${v.price_fob} where id = ${v.id}`);
    let s = performance.now();
    await search({ maker: 'Toyota', maxPrice: 3_000_000 });
    if (!warm) searchAfterEdit.push(performance.now() - s);
    s = performance.now();
    await search({ maker: 'Toyota', maxPrice: 3_000_000 });
    if (!warm) searchUnchanged.push(performance.now() - s);
    // A vehicle added, then taken off the list (sold out); both undone.
    let copy = 0;
    const stockNumber = `RRBENCH${i}`;
    const addition = await reachTime(
      handle,
      async () => {
        const [row] = await queryRows<{ id: number }>(
          db,
          sql`insert into vehicles (stock_number, status, price_fob, original_price, maker_id, model_id, maker_model_key, year4, fuel_type, kilo_meters, transmission_type,
                drive_type, type, volume, search_text, color_id, engine_size, is_left_handle, is4wd, quality_grade)
              select ${stockNumber}, 'OnSale', price_fob, original_price, maker_id, model_id, maker_model_key, year4, fuel_type, kilo_meters, transmission_type,
                drive_type, type, volume, replace(search_text, lower(stock_number), ${stockNumber.toLowerCase()}), color_id, engine_size, is_left_handle, is4wd, quality_grade
              from vehicles where id = ${v.id} returning id`,
        );
        copy = row!.id;
      },
      (s) => s.positionOf.get(stockNumber) !== undefined,
    );
    if (!warm) added.push(addition);
    await db.execute(sql`delete from vehicles where id = ${copy}`);
    await stockSnapshot(db);
    const sale = await reachTime(handle, () => db.execute(sql`update vehicles set status = 'SoldOut' where id = ${v.id}`), (s) => at(s, v.id) < 0);
    if (!warm) soldOut.push(sale);
    await db.execute(sql`update vehicles set status = 'OnSale' where id = ${v.id}`);
    await stockSnapshot(db);
  }
  await stockSnapshot(db);
  // An import: 10,000 prices in one statement, then undone.
  const imported: number[] = [];
  for (let run = 0; run < 3; run++) {
    const some = sql`id in (select id from vehicles where is_listed order by id limit 10000)`;
    imported.push(await reachTime(handle, () => db.execute(sql`update vehicles set price_fob = price_fob + 1 where ${some}`), () => true));
    await db.execute(sql`update vehicles set price_fob = price_fob - 1 where ${some}`);
    await stockSnapshot(db);
  }
  const reloads: number[] = [];
  for (let run = 0; run < 3; run++) {
    const t = performance.now();
    await loadStockSnapshot(db);
    reloads.push(performance.now() - t);
  }
  const row = (name: string, samples: number[]) => {
    const s = stats(samples);
    return [name, String(samples.length), ms(s.median), ms(s.p95)];
  };
  return [
    row('one vehicle’s price edited (update + commit, for scale)', commit),
    row('one vehicle’s price edited: commit -> stockSnapshot has it', priceEdit),
    row('price edits in a row, none added or removed between: commit -> in the index', editsOnly),
    row('a vehicle added: commit -> in the index', added),
    row('a vehicle sold out (leaves the list): commit -> gone from the index', soldOut),
    row('10,000 prices in one statement (an import): commit -> in the index', imported),
    row('a search just after an edit (waits for the update, computes afresh)', searchAfterEdit),
    row('the same search with no edit before it', searchUnchanged),
    row('full reload of the index (what every change cost before)', reloads),
  ];
}

const TRADE_TERM = `query ($input: CalculateTradeTermInput!) { calculateTradeTerm(input: $input) { ... on TradeTerm { totalPrice isCif campaignName itemPrices { name price basis } regulation { eligible message violations { rule message } } coupon { status message } estimatedArrivalAt } ... on BaseError { message } } }`;
// The same quote with the duties on arrival (issue 39): the estimate's every field, in shillings.
const TRADE_TERM_TAXES = `query ($input: CalculateTradeTermInput!) { calculateTradeTerm(input: $input) { ... on TradeTerm { totalPrice isCif campaignName itemPrices { name price basis } regulation { eligible message violations { rule message } } coupon { status message } estimatedArrivalAt importTaxes(currency: "KES") { __typename ... on ImportTaxEstimate { customsValue valuationMethod items { id label base rate amount } total landedTotal currency asOf sources caveats } ... on NotEstimated { message } } } ... on BaseError { message } } }`;
const TRADE_TERMS = `query ($input: CalculateTradeTermsInput!) { calculateTradeTerms(input: $input) { ... on QueryCalculateTradeTermsSuccess { tradeTerms { uuid tradeTerm { isCif totalPrice eligible } } } ... on BaseError { message } } }`;

/** A quote to Nairobi with a package and a coupon, and a page of 20 vehicles priced to Dar es Salaam: GraphQL and the service alone. */
async function measureTradeTerms(handle: DatabaseHandle) {
  const ctx = benchContext(handle);
  const yoga = createGraphqlHandler({ introspection: false, logError: (e) => console.error(e) });
  const page = await queryRows<{ uuid: string }>(handle.db, sql`select uuid::text from vehicles where is_listed order by arrived_at desc, id desc limit 20`);
  const [nairobi] = await queryRows<{ uuid: string }>(handle.db, sql`select uuid::text from inland_trans_routes where final_destination_city = 'Nairobi' order by inland_freight limit 1`);
  const one = { vehicleUuid: page[0]!.uuid, countryName: 'Kenya', finalDestinationCityUuid: nairobi!.uuid, packageLevel: 'Recommended' as const, couponCode: 'WELCOME10K' };
  const many = { vehicleUuids: page.map((p) => p.uuid), countryName: 'Tanzania', options: ['Insurance' as const] };
  const graphql = (query: string, input: object) => async () => {
    const response = await yoga.fetch('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables: { input } }) }, ctx);
    const body = (await response.json()) as { errors?: unknown; data: Record<string, { message?: string }> };
    if (body.errors || Object.values(body.data)[0]?.message) throw new Error(JSON.stringify(body));
    if (query === TRADE_TERM_TAXES && !JSON.stringify(body.data).includes('"ImportTaxEstimate"')) throw new Error(`No estimate: ${JSON.stringify(body.data)}`);
  };
  const rows: string[][] = [];
  for (const [name, query, input, direct] of [
    ['calculateTradeTerm: Kenya, Nairobi, package, coupon', TRADE_TERM, one, () => calculateTradeTerm(ctx, one)],
    [
      'calculateTradeTerm with importTaxes: Kenya, Nairobi, package, coupon',
      TRADE_TERM_TAXES,
      one,
      async () => {
        const term = await calculateTradeTerm(ctx, one);
        if (term instanceof Error) throw term;
        const taxes = await importTaxesOf(ctx, term.taxed, 'KES');
        if (taxes.kind !== 'ImportTaxEstimate') throw new Error(taxes.message);
      },
    ],
    ['calculateTradeTerms: 20 vehicles to Dar es Salaam', TRADE_TERMS, many, () => calculateTradeTerms(ctx, many)],
  ] as const) {
    // Five times the runs: a quote takes a few milliseconds, and p95 over 100 samples is mostly noise.
    const viaGraphql = stats(await time(graphql(query, input), iterations * 5));
    const service = stats(await time(direct, iterations * 5));
    rows.push([name, ms(viaGraphql.median), ms(viaGraphql.p95), ms(service.median), ms(service.p95)]);
  }
  // An admin's rate change and the next quote after it: the change drops what every quote reads (ADR
  // 027), so the quote reloads countries, ports, freight, routes and rates from the database.
  const admin: RequestContext = { ...ctx, viewer: { userId: 'bench-admin', email: 'bench-admin@example.com', groups: [], staffRoles: ['admin'], twoFactor: true } };
  const [usd] = await queryRows<{ rate: number }>(handle.db, sql`select rate::float8 as rate from currencies where name = 'USD'`);
  let cents = 0;
  const rateThenQuote = async () => {
    const saved = await setCurrencyRate(admin, 'USD', (150 + (++cents % 100) / 100).toFixed(2));
    if (saved instanceof Error) throw saved;
    const term = await calculateTradeTerm(ctx, one);
    if (term instanceof Error) throw term;
  };
  const change = stats(await time(rateThenQuote, iterations));
  await queryRows(handle.db, sql`update currencies set rate = ${usd!.rate} where name = 'USD'`);
  rows.push(['a rate saved by an admin, then the next quote (reloads what quotes read)', '', '', ms(change.median), ms(change.p95)]);
  return rows;
}

/**
 * Orders: a Kenyan buyer orders a car with a coupon anyone may use, as many buyers at once would. The
 * order locks the car's and the coupon's rows and counts the coupon's uses from live orders; each run is
 * a new buyer and a new car. The orders are removed afterwards, so the stock is as it was.
 */
async function measureOrders(handle: DatabaseHandle) {
  const ctx = benchContext(handle);
  // The warm-up's runs order cars too: one car and one buyer for each call.
  const calls = iterations + Math.min(200, iterations);
  await removeBenchOrders(handle);
  await queryRows(
    handle.db,
    sql`insert into coupons (coupon_code, discount_jpy, expired_at, for_anyone, max_uses) values ('BENCH-ORDERS', 10000, now() + interval '1 year', true, 100000) on conflict (coupon_code) do nothing`,
  );
  const cars = await queryRows<{ stock_number: string }>(
    handle.db,
    sql`select stock_number from vehicles where status = 'OnSale' and not is_left_handle and year4 >= extract(year from now())::int - 5 and price_fob >= 300000 order by id desc limit ${calls}`,
  );
  const buyers: RequestContext[] = [];
  for (let i = 0; i < cars.length; i++) {
    const id = `bench-orderer-${i}`;
    await queryRows(handle.db, sql`insert into "user" (id, name, email, email_verified) values (${id}, 'Bench', ${`${id}@example.com`}, true) on conflict do nothing`);
    await queryRows(
      handle.db,
      sql`insert into user_profiles (user_id, consignee_name, consignee_address, consignee_telephone, consignee_country_id)
          select ${id}, 'Bench Motors Ltd', 'Moi Avenue 12, Mombasa', '+254 700 111 222', id from countries where name = 'Kenya' on conflict do nothing`,
    );
    buyers.push({ ...ctx, viewer: { userId: id, email: `${id}@example.com`, groups: [] } });
  }
  let next = 0;
  const order = async () => {
    const i = next++;
    const made = await createOrder(buyers[i]!, { stockNumber: cars[i]!.stock_number, countryName: 'Kenya', options: ['Insurance'], currency: 'USD', couponCode: 'BENCH-ORDERS' });
    if (made instanceof Error) throw made;
  };
  try {
    const s = stats(await time(order, cars.length - Math.min(200, iterations)));
    return [[`createOrder: a car held for a Kenyan buyer with a coupon, a new buyer and car each time`, ms(s.median), ms(s.p95), ms(s.p99)]];
  } finally {
    await removeBenchOrders(handle);
  }
}

/** The bench's orders gone and their cars back on sale, so the stock is as it was for the next run. */
async function removeBenchOrders(handle: DatabaseHandle) {
  const ids = sql`(select id from orders where user_id like 'bench-orderer-%')`;
  // The lapse and reminder jobs and the order e-mails, all keyed by the order's id.
  await queryRows(handle.db, sql`delete from jobs where dedupe_key like 'order.%' and split_part(dedupe_key, ':', 2) in (select id::text from ${ids} o)`);
  await queryRows(handle.db, sql`update vehicles set status = 'OnSale' where id in (select vehicle_id from orders where user_id like 'bench-orderer-%')`);
  await queryRows(handle.db, sql`delete from shipping_informations where order_id in ${ids}`);
  await queryRows(handle.db, sql`delete from user_orders where order_id in ${ids}`);
  await queryRows(handle.db, sql`delete from orders where user_id like 'bench-orderer-%'`);
  await queryRows(handle.db, sql`delete from user_coupons where user_id like 'bench-orderer-%'`);
}

/** The bench server's secret, so that the bench can sign the session cookie that skips the page cache. */
const BENCH_AUTH_SECRET = 'bench-secret-that-signs-the-session-cookie';
const BENCH_BUYER = 'bench-buyer';
const FAVORITES = `query ($cursor: String) { userFavorites(cursor: $cursor, input: { limit: 20 }, language: "en") { ... on UserFavoriteConnection { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id favoritedAt vehicle { uuid stockNumber priceFob originalPrice year4 kiloMeters isFavorite favNumber status thumbnailUrl maker { name } model { name } } } } } ... on BaseError { message } } }`;

/** A buyer in Kenya with 500 favourites and 200 viewed vehicles (the most a history keeps), made once. */
async function benchBuyer(handle: DatabaseHandle): Promise<RequestContext> {
  await queryRows(handle.db, sql`insert into "user" (id, name, email, email_verified) values (${BENCH_BUYER}, 'Bench', 'bench-buyer@example.com', true) on conflict do nothing`);
  await queryRows(
    handle.db,
    sql`insert into user_profiles (user_id, first_name, country_id) select ${BENCH_BUYER}, 'Bench', id from countries where name = 'Kenya' on conflict do nothing`,
  );
  await queryRows(
    handle.db,
    sql`insert into favorites (user_id, vehicle_id) select ${BENCH_BUYER}, id from vehicles where is_listed order by id desc limit 500 on conflict do nothing`,
  );
  await queryRows(
    handle.db,
    sql`insert into user_histories (user_id, vehicle_id, viewed_at) select ${BENCH_BUYER}, id, now() - make_interval(mins => (row_number() over (order by id))::int)
        from (select id from vehicles where is_listed order by id limit 200) v on conflict do nothing`,
  );
  return { ...benchContext(handle), viewer: { userId: BENCH_BUYER, email: 'bench-buyer@example.com', groups: [] } };
}

/**
 * Buyers in Kenya as browsers keep them after signing in: a session each (the cookie the site signs) and
 * 20 favourites each, different for each buyer. The signed-in pages below take turns among them.
 */
async function signedInBuyers(handle: DatabaseHandle, count = 16): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = `bench-signed-${i}`;
    await queryRows(handle.db, sql`insert into "user" (id, name, email, email_verified) values (${id}, ${`Buyer ${i}`}, ${`${id}@example.com`}, true) on conflict do nothing`);
    await queryRows(handle.db, sql`insert into user_profiles (user_id, first_name, country_id) select ${id}, ${`Buyer ${i}`}, id from countries where name = 'Kenya' on conflict do nothing`);
    await queryRows(handle.db, sql`insert into favorites (user_id, vehicle_id) select ${id}, id from vehicles where is_listed order by id desc limit 20 offset ${i * 20} on conflict do nothing`);
    await queryRows(
      handle.db,
      sql`insert into session (id, token, user_id, expires_at) values (${id}, ${`${id}-token`}, ${id}, now() + interval '30 days') on conflict (id) do update set expires_at = excluded.expires_at`,
    );
    cookies.push((await serializeSigned('better-auth.session_token', `${id}-token`, BENCH_AUTH_SECRET)).split(';')[0]!);
  }
  return cookies;
}

async function measureAccount(handle: DatabaseHandle) {
  const ctx = await benchBuyer(handle);
  const yoga = createGraphqlHandler({ introspection: false, logError: (e) => console.error(e) });
  let cursor: string | null = null;
  const favorites = async () => {
    // A fresh viewer object per request, as the server makes: nothing is reused from the last call.
    const response = await yoga.fetch('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: FAVORITES, variables: { cursor } }) }, { ...ctx, viewer: { ...ctx.viewer! } });
    const body = (await response.json()) as { errors?: unknown; data: { userFavorites: { pageInfo: { hasNextPage: boolean; endCursor: string } } } };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    // Page on through all 500, then start again: every page is timed, not only the first.
    const { pageInfo } = body.data.userFavorites;
    cursor = pageInfo.hasNextPage ? pageInfo.endCursor : null;
  };
  const myPage = () => myPageLoader({ params: { lang: 'en' }, context: { ctx: { ...ctx, viewer: { ...ctx.viewer! } } }, request: new Request('http://localhost/en/user') } as never);
  // A minute later every time: the personal recommendations are chosen again, as on a first visit.
  let minutes = 0;
  const myPageFresh = () =>
    myPageLoader({ params: { lang: 'en' }, context: { ctx: { ...ctx, now: new Date(ctx.now.getTime() + ++minutes * 61_000), viewer: { ...ctx.viewer! } } }, request: new Request('http://localhost/en/user') } as never);
  const shell = () => viewerShell({ ...ctx, viewer: { ...ctx.viewer! } });
  const rows: string[][] = [];
  for (const [name, fn] of [
    ['userFavorites through GraphQL: 20 a page, paging through 500', favorites],
    ['My Page loader: 8 viewed of 200, 5 recommendations priced to Kenya, counts', myPage],
    ['My Page loader, recommendations chosen afresh (a first visit)', myPageFresh],
    ['page shell of a signed-in buyer (every page): 500 favourite ids, language, country', shell],
  ] as const) {
    const s = stats(await time(fn, iterations));
    rows.push([name, ms(s.median), ms(s.p95), ms(s.p99)]);
  }
  return rows;
}

/** The back office's stock table (every status) as staff use it: the first page, paging on, filters, sorts and keywords. */
async function measureAdminStock(handle: DatabaseHandle) {
  const ctx: RequestContext = { ...benchContext(handle), viewer: { userId: 'bench-admin', email: 'bench-admin@example.com', groups: [], staffRoles: ['sales'], twoFactor: true } };
  const [maker] = await queryRows<{ id: number }>(handle.db, sql`select id from makers where name = 'Toyota'`);
  const [sample] = await queryRows<{ stock_number: string }>(handle.db, sql`select stock_number from vehicles order by id limit 1 offset 12345`);
  const page = async (input: StockTableInput) => {
    const result = await stockTable(ctx, input);
    if (result instanceof Error) throw result;
    return result;
  };
  let after: string | null = null;
  let pages = 0;
  const cases: [string, () => Promise<unknown>][] = [
    ['first page, newest arrivals first', () => page({})],
    ['paging on by cursor (10 pages, then again)', async () => {
      const result = await page({ after });
      after = result.hasNextPage && ++pages % 10 !== 0 ? result.endCursor : null;
    }],
    ['sold vehicles, cheapest first', () => page({ status: 'SoldOut', sort: 'priceFob', direction: 'asc' })],
    ['on hold (a rare status), last changed first', () => page({ status: 'OnHold', sort: 'updatedAt' })],
    ['one maker, by year', () => page({ makerId: maker!.id, sort: 'year4' })],
    ['stock number', () => page({ keyword: sample!.stock_number })],
    ['keyword "hiace", every status', () => page({ keyword: 'hiace' })],
    ['a price edit, then the first page by price (both timed)', async () => {
      await handle.db.execute(sql`update vehicles set price_fob = price_fob + 1000 where stock_number = ${sample!.stock_number}`);
      await page({ sort: 'priceFob' });
    }],
  ];
  const rows: string[][] = [];
  for (const [name, fn] of cases) {
    const s = stats(await time(fn, iterations));
    rows.push([name, ms(s.median), ms(s.p95), ms(s.p99)]);
  }
  return rows;
}

/** The same page and count as hand-written SQL, to show what the layers above the database cost. */
async function rawSearch(handle: DatabaseHandle, input: Record<string, unknown>) {
  const filters = [sql`v.is_listed`];
  if (input.maker) filters.push(sql`v.maker_id in (select id from makers where lower(name) = lower(${input.maker as string}))`);
  if (input.type) filters.push(sql`v.type = ${input.type as string}`);
  if (input.maxPrice) filters.push(sql`v.price_fob <= ${input.maxPrice as number}`);
  if (input.minYear) filters.push(sql`v.year4 >= ${input.minYear as number}`);
  if (input.maxYear) filters.push(sql`v.year4 <= ${input.maxYear as number}`);
  if (input.keywords) filters.push(sql`v.search_text like ${`%${input.keywords as string}%`}`);
  const where = sql.join(filters, sql` and `);
  const order = input.order === '1' ? sql`v.price_fob asc, v.id asc` : sql`v.arrived_at desc, v.id desc`;
  await Promise.all([
    queryRows(
      handle.db,
      sql`select v.*, mk.name as maker_name, md.name as model_name, c.name as color_name from vehicles v join makers mk on mk.id = v.maker_id join models md on md.id = v.model_id left join colors c on c.id = v.color_id where ${where} order by ${order} limit 25`,
    ),
    queryRows(handle.db, sql`select count(*)::int as n from vehicles v where ${where}`),
  ]);
}

/**
 * One GET (or a POST of a JSON `body`) over a kept-alive connection, the body read as it comes (compressed,
 * as a browser receives it): like wrk or autocannon, the load generator does not unpack what it measures,
 * so on this shared machine it leaves the server its CPU. (fetch would gunzip every 46 KB page again on the
 * same two cores.)
 */
function send(agent: http.Agent, url: string, headers: Record<string, string>, body?: string): Promise<{ status: number; cache: string | undefined; ttfb: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const json = body === undefined ? {} : { 'content-type': 'application/json' };
    const request = http.request(url, { agent, method: body === undefined ? 'GET' : 'POST', headers: { 'accept-encoding': 'gzip', ...json, ...headers } }, (response) => {
      // The status line and headers are in: the time to the first byte, as a browser's timing shows it.
      const ttfb = performance.now() - started;
      response.on('data', () => {});
      response.on('end', () => resolve({ status: response.statusCode ?? 0, cache: response.headers['x-cache'] as string | undefined, ttfb }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

async function load(
  url: string | (() => string),
  headers: Record<string, string> | (() => Record<string, string>) = {},
  serverPid?: number,
): Promise<{ rps: number; p50: number; p99: number; ttfbP95: number; errors: number; hits: number; cpuPerRequest: number | null }> {
  const latencies: number[] = [];
  const ttfbs: number[] = [];
  let errors = 0;
  let hits = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const cpuBefore = processCpuMs(serverPid);
  const until = performance.now() + durationS * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const t = performance.now();
        try {
          const response = await send(agent, typeof url === 'string' ? url : url(), typeof headers === 'function' ? headers() : headers);
          ttfbs.push(response.ttfb);
          if (response.status !== 200) errors++;
          if (response.cache === 'HIT') hits++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t);
      }
    }),
  );
  agent.destroy();
  const cpuAfter = processCpuMs(serverPid);
  const s = stats(latencies);
  const cpuPerRequest = cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / latencies.length;
  return { rps: latencies.length / durationS, p50: s.median, p99: s.p99, ttfbP95: stats(ttfbs).p95, errors, hits: hits / latencies.length, cpuPerRequest };
}

const ms = (v: number) => `${v.toFixed(1)} ms`;

/**
 * The CPU a process has used so far, in ms (user + system, every thread: React on the main thread, gzip
 * in libuv's pool, V8's garbage collector helpers), from Linux's /proc; null elsewhere. Divided by the
 * requests served it is what a page costs, whatever the load generator beside it takes.
 */
function processCpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    // Fields 14 and 15 (utime, stime), in Linux's USER_HZ ticks (100 a second), counted after the command
    // name's closing parenthesis (the last one: the name may hold one).
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** The pages' weights, filled by measurePages. */
const pageSizes: string[][] = [];

/** Pages over HTTP under concurrent load, from the built server on the bench database. */
async function measurePages(stockNumber: string | undefined, buyers: string[]): Promise<string[][]> {
  if (!existsSync('build/server/index.js')) throw new Error('Run `npm run build` first.');
  const server = await startServer({ ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }), LOG_LEVEL: 'silent', AUTH_SECRET: BENCH_AUTH_SECRET });
  const httpRows: string[][] = [];
  try {
    // A session cookie the site signed makes the page cache step aside (docs/decisions/008-page-micro-cache.md):
    // what a render costs. Its token is no session, so the page is the signed-out one, rendered afresh.
    const uncached = { cookie: (await serializeSigned('better-auth.session_token', 'bench', BENCH_AUTH_SECRET)).split(';')[0]! };
    // A buyer's own filter combination: a maximum price never asked before, so no cached page fits it.
    let price = 2_000_000;
    const newFilter = () => `/en/stocklist?maker=Toyota&maxPrice=${(price += 1_000)}`;
    // Real signed-in buyers, taking turns request by request.
    let turn = 0;
    const signedIn = () => ({ cookie: buyers[turn++ % buyers.length]! });
    const pages: [string, string | (() => string), Record<string, string> | (() => Record<string, string>)][] = [
      ['GET /en/stocklist', '/en/stocklist', {}],
      ['GET /en/stocklist?maker=Toyota&type=Suv', '/en/stocklist?maker=Toyota&type=Suv', {}],
      [`GET /en/stocklist/${stockNumber}`, `/en/stocklist/${stockNumber}`, {}],
      ['GET /en/stocklist?maker=Toyota&maxPrice=(new every request)', newFilter, {}],
      ['GET /en/stocklist (uncached)', '/en/stocklist', uncached],
      ['GET /en/stocklist priced to Mombasa (uncached)', '/en/stocklist', { cookie: `${uncached.cookie}; roro_country=Kenya` }],
      [`GET /en/stocklist/${stockNumber} (uncached)`, `/en/stocklist/${stockNumber}`, uncached],
      [`GET /en/stocklist, ${buyers.length} signed-in buyers in Kenya (shared, ADR 037)`, '/en/stocklist', signedIn],
      [`GET /en/stocklist?maker=Toyota&maxPrice=(new every request), signed in`, newFilter, signedIn],
      // The same change of filter as a browser with scripts asks it: the route's data, no page rendered.
      [`GET /en/stocklist.data?maker=Toyota&maxPrice=(new every request), signed in`, () => newFilter().replace('/en/stocklist?', '/en/stocklist.data?'), signedIn],
      // Shared (ADR 037): one of the 16 keeps this car, and gets the page drawn for buyers who keep it.
      [`GET /en/stocklist/${stockNumber}, ${buyers.length} signed-in buyers in Kenya (shared, ADR 037)`, `/en/stocklist/${stockNumber}`, signedIn],
      [`GET /en, ${buyers.length} signed-in buyers in Kenya (shared, ADR 037)`, '/en', signedIn],
      // What each buyer's browser then asks for the shared top page: their own recommended row.
      ['GET /en/recommended, signed in', '/en/recommended', signedIn],
    ];
    // What a page weighs, signed out and signed in: before compression and gzipped (issue 18: the stock list <= 80 KB).
    const weighed: [string, string, Record<string, string>][] = [
      ...['/en/stocklist', `/en/stocklist/${stockNumber}`, '/en'].map((path): [string, string, Record<string, string>] => [`GET ${path}`, path, {}]),
      ...['/en/stocklist?maker=Toyota', `/en/stocklist/${stockNumber}`, '/en'].map((path): [string, string, Record<string, string>] => [`GET ${path}, signed in`, path, { cookie: buyers[0]! }]),
    ];
    for (const [name, path, headers] of weighed) {
      const body = Buffer.from(await (await fetch(`${server.baseUrl}${path}`, { headers })).arrayBuffer());
      pageSizes.push([name, `${(body.length / 1024).toFixed(1)} KB`, `${(gzipSync(body).length / 1024).toFixed(1)} KB`]);
    }
    for (const [name, path, headers] of pages.filter(([name]) => !values.rows || name.includes(values.rows))) {
      const url = typeof path === 'string' ? `${server.baseUrl}${path}` : () => `${server.baseUrl}${path()}`;
      await load(url, headers); // warm-up
      const r = await load(url, headers, server.child.pid);
      const cpu = r.cpuPerRequest === null ? '-' : `${r.cpuPerRequest.toFixed(r.cpuPerRequest < 1 ? 2 : 1)} ms`;
      httpRows.push([name, r.rps.toFixed(0), ms(r.p50), ms(r.p99), ms(r.ttfbP95), cpu, String(r.errors), `${(r.hits * 100).toFixed(1)} %`]);
    }
  } finally {
    await server.stop();
  }
  return httpRows;
}

/**
 * The same requests to several servers at once: each connection takes the servers in turn, so that a pause
 * of this shared machine, or V8 still warming up, falls on all of them alike. The server CPU a request of each.
 */
async function loadSideBySide(urls: string[], headers: Record<string, string>, pids: (number | undefined)[]): Promise<(number | null)[]> {
  const agents = urls.map(() => new http.Agent({ keepAlive: true, maxSockets: connections }));
  const served = urls.map(() => 0);
  const before = pids.map(processCpuMs);
  const until = performance.now() + durationS * 1000;
  await Promise.all(
    Array.from({ length: connections }, async (_, c) => {
      for (let k = c; performance.now() < until; k++) {
        const i = k % urls.length;
        const response = await send(agents[i]!, urls[i]!, headers);
        if (response.status !== 200) throw new Error(`${urls[i]} answered ${response.status}`);
        served[i]!++;
      }
    }),
  );
  for (const agent of agents) agent.destroy();
  return pids.map((pid, i) => {
    const [start, end] = [before[i], processCpuMs(pid)];
    return start === null || start === undefined || end === null ? null : (end - start) / served[i]!;
  });
}

/**
 * The stock list priced to Mombasa in shillings, rendered every time (a signed cookie steps past the page
 * cache), with the landed cost on its cards and without (RORO_CARD_LANDED=off): the server's CPU a request
 * (issue 39: at most 5 % more). Two servers side by side on the same requests (loadSideBySide); on PGlite,
 * whose data directory takes one process, the second serves a copy of the first's. A first round warms
 * both up and is not counted: with it left in, two identical servers differed by 20 %.
 */
async function measureLandedCards(): Promise<string[][]> {
  const twin = `${dataDir}-twin`;
  if (!databaseUrl) {
    rmSync(twin, { recursive: true, force: true });
    cpSync(dataDir, twin, { recursive: true });
  }
  const session = (await serializeSigned('better-auth.session_token', 'bench', BENCH_AUTH_SECRET)).split(';')[0]!;
  const headers = { cookie: `${session}; roro_country=Kenya; roro_currency=KES` };
  const variants = [
    { name: 'with the landed cost on its cards', env: {} as Record<string, string>, landed: true },
    { name: 'without (RORO_CARD_LANDED=off)', env: { RORO_CARD_LANDED: 'off' }, landed: false },
  ];
  const rounds = 5;
  const cpu: number[][] = variants.map(() => []);
  const ratios: number[] = [];
  const servers = await Promise.all(
    variants.map((v, i) => startServer({ ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: i === 0 ? dataDir : twin }), LOG_LEVEL: 'silent', AUTH_SECRET: BENCH_AUTH_SECRET, ...v.env })),
  );
  try {
    const urls = servers.map((server) => `${server.baseUrl}/en/stocklist`);
    for (const [i, variant] of variants.entries()) {
      const page = await (await fetch(urls[i]!, { headers })).text();
      if (page.includes('landed in Mombasa') !== variant.landed) throw new Error(`The stock list ${variant.landed ? 'lacks' : 'has'} the landed costs: ${variant.name}`);
    }
    const pids = servers.map((server) => server.child.pid);
    await loadSideBySide(urls, headers, pids); // warm-up
    for (let round = 0; round < rounds; round++) {
      const each = await loadSideBySide(urls, headers, pids);
      each.forEach((c, i) => c !== null && cpu[i]!.push(c));
      if (each[0] && each[1]) ratios.push(each[0] / each[1]);
      console.log(`  landed cards, round ${round + 1}: ${variants.map((v, i) => `${v.name} ${each[i]?.toFixed(2) ?? '-'} ms`).join(', ')} CPU a request`);
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    if (!databaseUrl) rmSync(twin, { recursive: true, force: true });
  }
  const median = (samples: number[]) => (samples.length ? stats(samples).median : Number.NaN);
  const rows = variants.map((v, i) => [`GET /en/stocklist to Mombasa in KES (uncached), ${v.name}`, String(rounds), `${median(cpu[i]!).toFixed(2)} ms`, cpu[i]!.map((c) => c.toFixed(2)).join(', ')]);
  const more = (median(ratios) - 1) * 100;
  rows.push(['the landed costs cost, in server CPU a request (median of the rounds\' ratios)', '', `${more >= 0 ? '+' : ''}${more.toFixed(1)} %`, ratios.map((r) => `${((r - 1) * 100).toFixed(1)} %`).join(', ')]);
  return rows;
}

/**
 * Pages rendered every time (a session cookie the servers signed, as the uncached rows above) by 1, 2 and 4
 * processes on PostgreSQL: separate servers behind HAProxy (scripts/scale.ts), as production would run
 * them on several machines, and the WORKERS of one server (node:cluster) on one machine. How the rate
 * grows with processes, on the cores this machine has.
 */
async function measureScale(stockNumber: string | undefined): Promise<string[][]> {
  if (!databaseUrl) return [];
  if (!existsSync('build/server/index.js')) throw new Error('Run `npm run build` first.');
  const env = { LOG_LEVEL: 'silent', AUTH_SECRET: BENCH_AUTH_SECRET, DATA_DIR: `${process.cwd()}/bench-data/postgres` };
  const uncached = { cookie: (await serializeSigned('better-auth.session_token', 'bench', BENCH_AUTH_SECRET)).split(';')[0]! };
  const rows: string[][] = [];
  const measure = async (setup: string, processes: number, baseUrl: string, pages: [string, string][]) => {
    for (const [name, path] of pages) {
      await load(`${baseUrl}${path}`, uncached); // warm-up: every process renders it a few times
      const r = await load(`${baseUrl}${path}`, uncached);
      rows.push([setup, String(processes), name, r.rps.toFixed(0), ms(r.p50), ms(r.p99), String(r.errors)]);
      console.log(`  ${setup}, ${processes}: ${name} ${r.rps.toFixed(0)}/s`);
    }
  };
  const pages: [string, string][] = [
    ['GET /en/stocklist (uncached)', '/en/stocklist'],
    [`GET /en/stocklist/${stockNumber} (uncached)`, `/en/stocklist/${stockNumber}`],
  ];
  for (const processes of scaleCounts) {
    const scale = await startScale({ processes, databaseUrl, env });
    try {
      await measure('HAProxy, 1 worker each', processes, scale.baseUrl, pages);
    } finally {
      await scale.stop();
    }
  }
  for (const processes of scaleCounts) {
    const server = await startServer({ DATABASE_URL: databaseUrl, WORKERS: String(processes), ...env });
    try {
      await measure('WORKERS (node:cluster)', processes, server.baseUrl, pages.slice(0, 1));
    } finally {
      await server.stop();
    }
  }
  return rows;
}

/** A process's resident memory now (VmRSS) and at its highest so far (VmHWM), in MB, from Linux's /proc. */
function memoryMb(pid: number | undefined): { now: number; peak: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)![1]);
    return { now: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

const MIXED_REQUESTS = 1000;
const GROWTH_MAKERS = ['Toyota', 'Nissan', 'Honda', 'Mazda', 'Mitsubishi', 'Subaru', 'Suzuki', 'Isuzu'];

/**
 * How a server's cost grows with the stock (issue 41), on PGlite at each of --growth's sizes: its start on
 * an existing database (spawn to serving: migrations checked, the stock index loaded, the build imported),
 * the index's load as the server logs it, its memory after the start and after 1,000 mixed requests,
 * searches no cache answers through HTTP GraphQL, and the server CPU of a stock list rendered afresh.
 */
async function measureGrowth(): Promise<{ rows: string[][]; seeds: string[] }> {
  if (databaseUrl) throw new Error('The growth table runs on PGlite: unset BENCH_DATABASE_URL.');
  if (!existsSync('build/server/index.js')) throw new Error('Run `npm run build` first.');
  const uncached = { cookie: (await serializeSigned('better-auth.session_token', 'bench', BENCH_AUTH_SECRET)).split(';')[0]! };
  const rows: string[][] = [];
  const seeds: string[] = [];
  for (const count of growthSizes) {
    const dir = dataDirOf(count);
    const { handle, release, seedSeconds } = await prepare(count);
    if (seedSeconds !== null) seeds.push(`${count.toLocaleString('en')} vehicles seeded in ${seedSeconds.toFixed(0)} s`);
    // Vehicle pages from all over the stock, as crawlers and buyers open them, not one the page cache keeps.
    const stockNumbers = (
      await queryRows<{ stock_number: string }>(handle.db, sql`select stock_number from vehicles where is_listed and id % ${Math.max(1, Math.floor(count / 200))} = 0 limit 200`)
    ).map((r) => r.stock_number);
    await handle.close();
    release();
    // The first start draws the demo pictures; a shop that has run has them.
    await ensureDemoMedia(`${dir}/media`);

    const started = performance.now();
    // LOG_LEVEL info, the default a shop runs with, and the level of the index's line.
    const server = await startServer({ DATA_DIR: dir, LOG_LEVEL: 'info', AUTH_SECRET: BENCH_AUTH_SECRET });
    try {
      const startMs = performance.now() - started;
      // What the start took of the machine, whatever else runs on it: the wall time waits for other work too.
      const startCpuMs = processCpuMs(server.child.pid);
      const afterStart = memoryMb(server.child.pid);
      const indexed = /stock index: (\d+) listed vehicles in (\d+) ms/.exec(server.output());
      if (!indexed) throw new Error(`The server did not log its stock index:\n${server.output()}`);

      // Pages and searches, signed out and past the page cache (the signed cookie of the uncached rows).
      const search = (i: number) => JSON.stringify({ query: QUERY, variables: { input: { maker: GROWTH_MAKERS[i % GROWTH_MAKERS.length], maxPrice: 2_000_000 + i * 1000 } } });
      const mixed = (i: number): [string, Record<string, string>, string?] => {
        const headers = i % 3 === 0 ? uncached : {};
        const stockNumber = stockNumbers[(i * 37) % stockNumbers.length]!;
        switch (i % 5) {
          case 0:
            return ['/en', headers];
          case 1:
            return [`/en/stocklist?maker=${GROWTH_MAKERS[i % GROWTH_MAKERS.length]}&type=${BODY_TYPES[i % BODY_TYPES.length]}&minYear=${2010 + (i % 10)}`, headers];
          case 2:
          case 3:
            return [`/en/stocklist/${stockNumber}`, headers];
          default:
            return ['/graphql', headers, search(i)];
        }
      };
      const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
      let next = 0;
      await Promise.all(
        Array.from({ length: connections }, async () => {
          for (let i = next++; i < MIXED_REQUESTS; i = next++) {
            const [path, headers, body] = mixed(i);
            const response = await send(agent, `${server.baseUrl}${path}`, headers, body);
            if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
          }
        }),
      );
      agent.destroy();
      const afterMixed = memoryMb(server.child.pid);

      // A maximum price never asked before on each search: the match cache never answers.
      let searched = MIXED_REQUESTS;
      const fresh = stats(
        await time(async () => {
          const response = await fetch(`${server.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: search(++searched) });
          const body = (await response.json()) as { errors?: unknown };
          if (body.errors) throw new Error(JSON.stringify(body.errors));
        }, iterations),
      );
      const list = `${server.baseUrl}/en/stocklist`;
      await load(list, uncached); // warm-up
      const rendered = await load(list, uncached, server.child.pid);
      const atEnd = memoryMb(server.child.pid);
      const mb = (m: number | undefined) => (m === undefined ? '-' : `${m.toFixed(0)} MB`);
      rows.push([
        count.toLocaleString('en'),
        Number(indexed[1]).toLocaleString('en'),
        `${(startMs / 1000).toFixed(1)} s`,
        startCpuMs === null ? '-' : `${(startCpuMs / 1000).toFixed(1)} s`,
        `${(Number(indexed[2]) / 1000).toFixed(1)} s`,
        mb(afterStart?.now),
        mb(afterMixed?.now),
        mb(atEnd?.peak),
        ms(fresh.p95),
        rendered.cpuPerRequest === null ? '-' : ms(rendered.cpuPerRequest),
      ]);
      console.log(`  growth, ${count} vehicles: started in ${(startMs / 1000).toFixed(1)} s, ${mb(afterStart?.now)} then ${mb(afterMixed?.now)}`);
    } finally {
      await server.stop();
    }
  }
  return { rows, seeds };
}

function printGrowth({ rows, seeds }: { rows: string[][]; seeds: string[] }) {
  console.log(
    `\nHow a server's cost grows with the stock, on PGlite; Node ${process.version}; ${availableParallelism()} cores; load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}. Start: spawn to serving, and the server's CPU meanwhile (all its threads). ${MIXED_REQUESTS.toLocaleString('en')} mixed requests: the top page, filtered stock lists, vehicle pages and searchVehicles, a third of them past the page cache, ${connections} at a time. Fresh search: ${iterations} searches through HTTP GraphQL, each with a new maximum price. Stock list: rendered every time (uncached), ${connections} connections for ${durationS} s\n`,
  );
  console.log('| vehicles | in the index | start | its CPU | index load | RSS after start | after 1,000 mixed requests | RSS peak | searchVehicles fresh p95 | stock list rendered afresh, server CPU |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  if (seeds.length) console.log(`\n(${seeds.join('; ')})`);
}

async function main() {
  if (values.only === 'growth') return printGrowth(await measureGrowth());
  const { handle, release } = await prepare();
  const total = (await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from vehicles`))[0]?.n ?? 0;
  const wanted = (table: string) => !values.only || values.only === table;
  const apiRows = wanted('search') ? await measureApi(handle) : [];
  const changeRows = wanted('search') || values.only === 'changes' ? await measureStockChanges(handle) : [];
  const tradeRows = wanted('trade') ? await measureTradeTerms(handle) : [];
  const accountRows = wanted('account') ? [...(await measureAccount(handle)), ...(await measureOrders(handle))] : [];
  const adminRows = wanted('admin') ? await measureAdminStock(handle) : [];
  const stockNumber = (await queryRows<{ stock_number: string }>(handle.db, sql`select stock_number from vehicles where status = 'OnSale' order by id desc limit 1`))[0]?.stock_number;
  const buyers = wanted('http') ? await signedInBuyers(handle) : [];
  await handle.close();
  release();

  const httpRows = wanted('http') ? await measurePages(stockNumber, buyers) : [];
  const landedRows = wanted('landed') ? await measureLandedCards() : [];
  const scaleStarted = performance.now();
  const scaleRows = wanted('scale') ? await measureScale(stockNumber) : [];
  const scaleSeconds = (performance.now() - scaleStarted) / 1000;

  console.log(`\n${total.toLocaleString('en')} vehicles on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}; Node ${process.version}; ${iterations} runs per query\n`);
  console.log('GraphQL in-process, facets included. Repeat: the same query again (match cache). Fresh: computed every time.\n');
  console.log('| query | repeat median | repeat p95 | fresh median | fresh p95 | raw SQL median | raw SQL p95 |');
  console.log('|---|---|---|---|---|---|---|');
  for (const row of apiRows) console.log(`| ${row.join(' | ')} |`);
  console.log('\nStock changes reaching the index, in-process (ADR 018)\n');
  console.log('| change | runs | median | p95 |');
  console.log('|---|---|---|---|');
  for (const row of changeRows) console.log(`| ${row.join(' | ')} |`);
  console.log(`\nTrade terms, in-process, ${iterations * 5} runs each; load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}\n`);
  console.log('| call | GraphQL median | GraphQL p95 | service median | service p95 |');
  console.log('|---|---|---|---|---|');
  for (const row of tradeRows) console.log(`| ${row.join(' | ')} |`);
  console.log(`\nA signed-in buyer with 500 favourites and 200 viewed vehicles, and orders, in-process, ${iterations} runs each\n`);
  console.log('| call | median | p95 | p99 |');
  console.log('|---|---|---|---|');
  for (const row of accountRows) console.log(`| ${row.join(' | ')} |`);
  console.log(`\nThe back office's stock table (every status, 50 a page, with the count), in-process, ${iterations} runs each\n`);
  console.log('| view | median | p95 | p99 |');
  console.log('|---|---|---|---|');
  for (const row of adminRows) console.log(`| ${row.join(' | ')} |`);
  console.log(`\nHTTP, ${connections} concurrent connections for ${durationS} s each (load generator in the same machine; server CPU: the server process's, all its threads, per request)\n`);
  console.log('| page | requests/s | p50 | p99 | first byte p95 | server CPU a request | errors | page cache hits |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const row of httpRows) console.log(`| ${row.join(' | ')} |`);
  if (landedRows.length) {
    console.log(`\nThe stock list with and without the landed costs on its cards (issue 39), ${connections} connections for ${durationS} s a round, two servers side by side${databaseUrl ? '' : ' (the second on a copy of the PGlite data directory)'}, taking the same requests in turn after a round that warms them up; load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}\n`);
    console.log('| page | rounds | server CPU a request (median) | each round |');
    console.log('|---|---|---|---|');
    for (const row of landedRows) console.log(`| ${row.join(' | ')} |`);
  }
  if (pageSizes.length) {
    console.log('\nPage weights (before and after gzip)\n');
    console.log('| page | HTML | gzip |');
    console.log('|---|---|---|');
    for (const row of pageSizes) console.log(`| ${row.join(' | ')} |`);
  }
  if (!wanted('scale')) return;
  console.log(`\nSeveral processes on PostgreSQL, pages rendered every time, ${connections} connections for ${durationS} s each; ${availableParallelism()} cores for the servers, PostgreSQL and the load generator alike (ADR 032)\n`);
  if (!databaseUrl) {
    console.log('Needs PostgreSQL: BENCH_DATABASE_URL=postgres://... npm run bench -- --only scale');
    return;
  }
  console.log('| setup | processes | page | requests/s | p50 | p99 | errors |');
  console.log('|---|---|---|---|---|---|---|');
  for (const row of scaleRows) console.log(`| ${row.join(' | ')} |`);
  console.log(`\n(the scale table took ${Math.round(scaleSeconds)} s)`);
}

await main();
