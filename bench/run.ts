// npm run bench [-- --vehicles N] [--iterations I] [--duration S] [--connections C] [--only search|trade|http]
// Seeds a separate database with N vehicles (default 200,000; PGlite under bench-data/, or PostgreSQL
// when BENCH_DATABASE_URL is set), then prints tables: searchVehicles through GraphQL in-process, repeated
// and computed afresh, beside the same query as raw SQL (median, p95); searchKeywords; the trade-term
// calls; and pages served over HTTP under concurrent load: as visitors get them (anonymous, mostly from
// the page cache), a new filter combination on every request, and rendered every time (a session cookie
// bypasses the cache).
import { existsSync, mkdirSync } from 'node:fs';
import http from 'node:http';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase, queryRows, type DatabaseHandle } from '#db/client.ts';
import { lockDataDir } from '#db/data-dir-lock.ts';
import { isSeeded, seedDatabase } from '#db/seed/seed.ts';
import type { RequestContext } from '#domain/context.ts';
import { calculateTradeTerm, calculateTradeTerms } from '#domain/trade/trade-term.service.ts';
import { createGraphqlHandler } from '#server/yoga.ts';
import { startServer } from '#tests/e2e/server-process.ts';

const { values } = parseArgs({
  options: {
    vehicles: { type: 'string', default: '200000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '16' },
    // 300: p95 over 100 runs moved by several milliseconds with a single pause of this shared machine.
    iterations: { type: 'string', default: '300' },
    /** One table only (search, trade or http), to time a change without waiting for the others. */
    only: { type: 'string' },
  },
});
const vehicles = Number(values.vehicles);
const durationS = Number(values.duration);
const connections = Number(values.connections);
const iterations = Number(values.iterations);
const databaseUrl = process.env.BENCH_DATABASE_URL;
const dataDir = `${process.cwd()}/bench-data/pglite-${vehicles}`;

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

async function prepare(): Promise<{ handle: DatabaseHandle; release: () => void }> {
  if (!databaseUrl) mkdirSync(dataDir, { recursive: true });
  const lock = databaseUrl ? null : lockDataDir(dataDir);
  const handle = await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir: `${dataDir}/pglite` });
  await migrateDatabase(handle);
  if (!(await isSeeded(handle.db))) {
    const t = performance.now();
    console.log(`Seeding ${vehicles} vehicles into ${databaseUrl ? 'PostgreSQL' : dataDir}…`);
    await seedDatabase(handle.db, { vehicles, log: (m) => console.log(`  ${m}`) });
    console.log(`Seeded in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }
  return { handle, release: () => lock?.release() };
}

const SEARCHES = [
  { name: 'default order, no filter', input: {} },
  { name: 'maker + body type + price', input: { maker: 'Toyota', type: 'Suv', maxPrice: 3000000 } },
  { name: 'year range, by price', input: { minYear: 2016, maxYear: 2020, order: '1' } },
  { name: 'keywords "hiace"', input: { keywords: 'hiace' } },
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

const TRADE_TERM = `query ($input: CalculateTradeTermInput!) { calculateTradeTerm(input: $input) { ... on TradeTerm { totalPrice isCif campaignName itemPrices { name price basis } regulation { eligible message violations { rule message } } coupon { status message } estimatedArrivalAt } ... on BaseError { message } } }`;
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
  };
  const rows: string[][] = [];
  for (const [name, query, input, direct] of [
    ['calculateTradeTerm: Kenya, Nairobi, package, coupon', TRADE_TERM, one, () => calculateTradeTerm(ctx, one)],
    ['calculateTradeTerms: 20 vehicles to Dar es Salaam', TRADE_TERMS, many, () => calculateTradeTerms(ctx, many)],
  ] as const) {
    // Five times the runs: a quote takes a few milliseconds, and p95 over 100 samples is mostly noise.
    const viaGraphql = stats(await time(graphql(query, input), iterations * 5));
    const service = stats(await time(direct, iterations * 5));
    rows.push([name, ms(viaGraphql.median), ms(viaGraphql.p95), ms(service.median), ms(service.p95)]);
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
 * One GET over a kept-alive connection, the body read as it comes (compressed, as a browser receives it):
 * like wrk or autocannon, the load generator does not unpack what it measures, so on this shared machine
 * it leaves the server its CPU. (fetch would gunzip every 46 KB page again on the same two cores.)
 */
function get(agent: http.Agent, url: string, headers: Record<string, string>): Promise<{ status: number; cache: string | undefined }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { 'accept-encoding': 'gzip', ...headers } }, (response) => {
      response.on('data', () => {});
      response.on('end', () => resolve({ status: response.statusCode ?? 0, cache: response.headers['x-cache'] as string | undefined }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

async function load(url: string | (() => string), headers: Record<string, string> = {}): Promise<{ rps: number; p50: number; p99: number; errors: number; hits: number }> {
  const latencies: number[] = [];
  let errors = 0;
  let hits = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const until = performance.now() + durationS * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const t = performance.now();
        try {
          const response = await get(agent, typeof url === 'string' ? url : url(), headers);
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
  const s = stats(latencies);
  return { rps: latencies.length / durationS, p50: s.median, p99: s.p99, errors, hits: hits / latencies.length };
}

const ms = (v: number) => `${v.toFixed(1)} ms`;

/** Pages over HTTP under concurrent load, from the built server on the bench database. */
async function measurePages(stockNumber: string | undefined): Promise<string[][]> {
  if (!existsSync('build/server/index.js')) throw new Error('Run `npm run build` first.');
  const server = await startServer({ ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }), LOG_LEVEL: 'silent' });
  const httpRows: string[][] = [];
  try {
    // A session cookie makes the page cache step aside (docs/decisions/008-page-micro-cache.md): what a render costs.
    const uncached = { cookie: 'better-auth.session_token=bench' };
    // A buyer's own filter combination: a maximum price never asked before, so no cached page fits it.
    let price = 2_000_000;
    const newFilter = () => `/en/stocklist?maker=Toyota&maxPrice=${(price += 1_000)}`;
    const pages: [string, string | (() => string), Record<string, string>][] = [
      ['GET /en/stocklist', '/en/stocklist', {}],
      ['GET /en/stocklist?maker=Toyota&type=Suv', '/en/stocklist?maker=Toyota&type=Suv', {}],
      [`GET /en/stocklist/${stockNumber}`, `/en/stocklist/${stockNumber}`, {}],
      ['GET /en/stocklist?maker=Toyota&maxPrice=(new every request)', newFilter, {}],
      ['GET /en/stocklist (uncached)', '/en/stocklist', uncached],
      ['GET /en/stocklist priced to Mombasa (uncached)', '/en/stocklist', { cookie: `${uncached.cookie}; roro_country=Kenya` }],
      [`GET /en/stocklist/${stockNumber} (uncached)`, `/en/stocklist/${stockNumber}`, uncached],
    ];
    for (const [name, path, headers] of pages) {
      const url = typeof path === 'string' ? `${server.baseUrl}${path}` : () => `${server.baseUrl}${path()}`;
      await load(url, headers); // warm-up
      const r = await load(url, headers);
      httpRows.push([name, r.rps.toFixed(0), ms(r.p50), ms(r.p99), String(r.errors), `${(r.hits * 100).toFixed(1)} %`]);
    }
  } finally {
    await server.stop();
  }
  return httpRows;
}

async function main() {
  const { handle, release } = await prepare();
  const total = (await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from vehicles`))[0]?.n ?? 0;
  const wanted = (table: string) => !values.only || values.only === table;
  const apiRows = wanted('search') ? await measureApi(handle) : [];
  const tradeRows = wanted('trade') ? await measureTradeTerms(handle) : [];
  const stockNumber = (await queryRows<{ stock_number: string }>(handle.db, sql`select stock_number from vehicles where status = 'OnSale' order by id desc limit 1`))[0]?.stock_number;
  await handle.close();
  release();

  const httpRows = wanted('http') ? await measurePages(stockNumber) : [];

  console.log(`\n${total.toLocaleString('en')} vehicles on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}; Node ${process.version}; ${iterations} runs per query\n`);
  console.log('GraphQL in-process, facets included. Repeat: the same query again (match cache). Fresh: computed every time.\n');
  console.log('| query | repeat median | repeat p95 | fresh median | fresh p95 | raw SQL median | raw SQL p95 |');
  console.log('|---|---|---|---|---|---|---|');
  for (const row of apiRows) console.log(`| ${row.join(' | ')} |`);
  console.log(`\nTrade terms, in-process, ${iterations * 5} runs each\n`);
  console.log('| call | GraphQL median | GraphQL p95 | service median | service p95 |');
  console.log('|---|---|---|---|---|');
  for (const row of tradeRows) console.log(`| ${row.join(' | ')} |`);
  console.log(`\nHTTP, ${connections} concurrent connections for ${durationS} s each (load generator in the same machine)\n`);
  console.log('| page | requests/s | p50 | p99 | errors | page cache hits |');
  console.log('|---|---|---|---|---|---|');
  for (const row of httpRows) console.log(`| ${row.join(' | ')} |`);
}

await main();
