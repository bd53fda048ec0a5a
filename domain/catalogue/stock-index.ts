// An in-memory, columnar snapshot of the listed stock but the cars just sold (SEARCHED_STATUSES): what
// the stock search filters, counts and sorts on. Exact counts and facets over 200,000 vehicles take a few
// milliseconds here, against 20-200 ms as SQL on PGlite. The database stays the truth: when the stock
// version (bumped by a trigger on every change to the stock) moves, the snapshot takes the rows changed
// since, or reloads when it cannot know them. See docs/decisions/005-in-memory-stock-index.md, 018 and 031.
import { sql } from 'drizzle-orm';
import { listenForNotifications, queryRows, type Database } from '#db/client.ts';
import { BODY_TYPES, FUEL_TYPES, LISTED_STATUSES, QUALITY_GRADES, TRANSMISSION_TYPES, type VehicleStatus } from '#db/schema/enum-values.ts';
import { normalizeSearchText } from './search-text.ts';
import type { SortKey } from './sort-orders.ts';
import { applyRows, emptySnapshot, StockIndexOutOfStep, type StockLookups, type StockNumberIndex, type StockRow } from './stock-snapshot-build.ts';

export interface NamedRef {
  id: number;
  uuid: string;
  name: string;
}

export interface StockSnapshot {
  version: number;
  size: number;
  // Every column a filter reads is an Int32Array (or Float64Array for times), so the filter loops see
  // one array type and V8 compiles them for it.
  id: Int32Array;
  makerId: Int32Array;
  modelId: Int32Array;
  colorId: Int32Array;
  type: Int32Array;
  fuel: Int32Array;
  transmission: Int32Array;
  quality: Int32Array;
  leftHandle: Int32Array;
  is4wd: Int32Array;
  /** 1 when the vehicle can be bought now (OnSale, LocalStockOnSale), 0 when coming, held or just sold. */
  available: Uint8Array;
  /** What the import rules read besides the columns above (importable-stock.ts): 0 when not on file. */
  seatBeltYear: Int32Array;
  loadingPortId: Int32Array;
  price: Int32Array;
  year: Int32Array;
  km: Int32Array;
  engine: Int32Array;
  discount: Int32Array;
  /** Index into PRICE_BANDS of each row's FOB price. */
  priceBand: Uint8Array;
  arrived: Float64Array;
  makerModelKey: string[];
  /**
   * Each row's search text with its own stock number cut out (a space stands in its place; normalised
   * text has none), kept once per distinct text: a few thousand strings stand for 200,000 rows. A text no
   * row uses any more may stay until they are many.
   */
  textTemplates: string[];
  /** Template text -> its index in textTemplates. */
  templateIds: Map<string, number>;
  /** Each row's template. */
  templateOf: Int32Array;
  /** Rows of each template, template after template (`templateRows` from `templateStart[t]` up to `templateStart[t + 1]`). */
  templateStart: Int32Array;
  templateRows: Int32Array;
  /** Every character found in a stock number, lower case: a term with any other cannot be part of one. */
  stockNumberChars: Set<string>;
  stockNumber: string[];
  /** Stock number -> row position. */
  positionOf: StockNumberIndex;
  /** Vehicle id -> row position + 1 (0: not listed), for updates to find a changed vehicle's row. */
  rowOfId: Int32Array;
  /** Row positions sorted ascending by (sort value, id), one permutation per sort key. */
  sorted: Record<SortKey, Int32Array>;
  makers: Map<number, NamedRef>;
  models: Map<number, NamedRef & { makerId: number }>;
  colors: Map<number, NamedRef & { slug: string }>;
  /** Search keyword table: normalised original text -> normalised target texts. */
  synonyms: Map<string, string[]>;
  /** Rows whose search text contains a term, for recently searched terms. */
  termRows: Map<string, Uint8Array>;
  /** The previous snapshot's recent terms, taken over on first use by correcting the rows written since. */
  inheritedTerms: { terms: Map<string, Uint8Array>; written: Int32Array } | null;
}

/** What moved when the index went from one version to the next: the pages showing it are out of date. */
export interface StockChange {
  previousVersion: number;
  version: number;
  /** Stock numbers of the vehicles added, changed or gone (upper case), or 'all' after a full reload. */
  stockNumbers: ReadonlySet<string> | 'all';
}

const FIELD = '\u001f';
const ROW = '\u001e';

/** stock_changes.vehicle_id values that stand for more than a vehicle (migration 0010). */
export const WHOLE_STOCK = 0;
const SEARCH_KEYWORDS = -1;
/** The database keeps the changes of this many versions (migration 0010); an older snapshot reloads. */
export const KEPT_VERSIONS = 1000;
/**
 * Up to this many vehicles changed, the snapshot takes the changed rows (an import of 10,000 rows costs
 * about 1/20 of a reload to read, and merging them into the orders is linear); beyond, it reloads.
 */
export const MAX_INCREMENTAL_CHANGES = 20_000;

/** FOB price bands of the filter panel, in JPY; the last is open-ended. */
export const PRICE_BANDS = [0, 500_000, 1_000_000, 1_500_000, 2_000_000, 3_000_000, 5_000_000, 10_000_000] as const;

function priceBandOf(price: number): number {
  let band = PRICE_BANDS.length - 1;
  while (band > 0 && price < PRICE_BANDS[band]!) band--;
  return band;
}

const codeOf = (values: readonly string[]) => {
  const map = new Map(values.map((v, i) => [v, i]));
  return (value: string) => map.get(value) ?? 255;
};
const typeCode = codeOf(BODY_TYPES);
const fuelCode = codeOf(FUEL_TYPES);
const transmissionCode = codeOf(TRANSMISSION_TYPES);
const qualityCode = codeOf(QUALITY_GRADES);

/**
 * The listed statuses the stock list shows (every one but SoldOutRecently): a car just sold keeps its page
 * and its Sold badge there, but a buyer searching for a car to buy is not shown it. The index holds these.
 */
export const SEARCHED_STATUSES: readonly VehicleStatus[] = LISTED_STATUSES.filter((status) => status !== 'SoldOutRecently');
const searched = sql.raw(`(is_listed and status in (${SEARCHED_STATUSES.map((status) => `'${status}'`).join(', ')}))`);

/** One vehicle as one text (fields in the order parseRows reads them): PGlite converts a text at once, rows field by field. */
const rowText = sql`concat_ws(${FIELD}, id, maker_id, model_id, coalesce(color_id, 0), type, fuel_type, transmission_type, quality_grade,
  is_left_handle::int, is4wd::int, price_fob, year4, kilo_meters, engine_size, discount,
  (extract(epoch from arrived_at) * 1000)::bigint, stock_number, (status in ('OnSale', 'LocalStockOnSale'))::int,
  coalesce(seat_belt_year, 0), coalesce(loading_port_id, 0), search_text)`;

function parseRows(packed: string | null | undefined, lookups: StockLookups): StockRow[] {
  if (!packed) return [];
  const modelKey = new Map([...lookups.models.values()].map((m) => [m.id, `${lookups.makers.get(m.makerId)?.name ?? ''} ${m.name}`.toLowerCase()]));
  return packed.split(ROW).map((line) => {
    const f = line.split(FIELD);
    const price = Number(f[10]);
    const stockNumber = f[16]!;
    const modelId = Number(f[2]);
    return {
      id: Number(f[0]),
      makerId: Number(f[1]),
      modelId,
      colorId: Number(f[3]),
      type: typeCode(f[4]!),
      fuel: fuelCode(f[5]!),
      transmission: transmissionCode(f[6]!),
      quality: qualityCode(f[7]!),
      leftHandle: Number(f[8]),
      is4wd: Number(f[9]),
      price,
      priceBand: priceBandOf(price),
      year: Number(f[11]),
      km: Number(f[12]),
      engine: Number(f[13]),
      discount: Number(f[14]),
      arrived: Number(f[15]),
      stockNumber,
      available: Number(f[17]),
      seatBeltYear: Number(f[18]),
      loadingPortId: Number(f[19]),
      makerModelKey: modelKey.get(modelId) ?? '',
      template: (f[20] ?? '').replace(stockNumber.toLowerCase(), ' '),
    };
  });
}

async function loadLookups(db: Database): Promise<StockLookups> {
  const [makerRows, modelRows, colorRows] = await Promise.all([
    queryRows<NamedRef>(db, sql`select id, uuid::text as uuid, name from makers`),
    queryRows<NamedRef & { maker_id: number }>(db, sql`select id, uuid::text as uuid, name, maker_id from models`),
    queryRows<NamedRef & { slug: string }>(db, sql`select id, uuid::text as uuid, name, slug from colors`),
  ]);
  return {
    makers: new Map(makerRows.map((m) => [m.id, m])),
    models: new Map(modelRows.map((m) => [m.id, { id: m.id, uuid: m.uuid, name: m.name, makerId: m.maker_id }])),
    colors: new Map(colorRows.map((c) => [c.id, c])),
  };
}

async function loadSynonyms(db: Database): Promise<Map<string, string[]>> {
  const rows = await queryRows<{ normalized_text: string; target_text: string }>(db, sql`select normalized_text, target_text from search_keywords`);
  const synonyms = new Map<string, string[]>();
  for (const k of rows) {
    const target = normalizeSearchText(k.target_text);
    const list = synonyms.get(k.normalized_text);
    if (list) {
      if (!list.includes(target)) list.push(target);
    } else synonyms.set(k.normalized_text, [target]);
  }
  return synonyms;
}

export async function currentVersion(db: Database): Promise<number> {
  const [row] = await queryRows<{ version: number | string }>(db, sql`select version from stock_version where id = 1`);
  return Number(row?.version ?? 0);
}

/**
 * Vehicle ids a full load reads a statement at a time. The whole stock as one text (70 MB at 500,000
 * vehicles) took PGlite's memory, which never shrinks, 765 MB higher; 25,000 ids at a time, 46 MB.
 */
const LOAD_IDS = 25_000;

/** The whole listed stock: 1.4-1.9 s on PGlite at 200,000 vehicles, most of it reading the texts. */
async function load(db: Database, version: number): Promise<StockSnapshot> {
  const [[ids], lookups, synonyms] = await Promise.all([
    queryRows<{ min: number | null; max: number | null }>(db, sql`select min(id) as min, max(id) as max from vehicles`),
    loadLookups(db),
    loadSynonyms(db),
  ]);
  // The statements see the stock at different moments, all after `version` was read: a vehicle changed
  // meanwhile moves the version past the snapshot's, and the next update reads its row again.
  const rows: StockRow[] = [];
  for (let from = ids?.min ?? 0; ids?.max != null && from <= ids.max; from += LOAD_IDS) {
    const [packed] = await queryRows<{ rows: string | null }>(db, sql`select string_agg(${rowText}, ${ROW}) as rows from vehicles where ${searched} and id >= ${from} and id < ${from + LOAD_IDS}`);
    for (const row of parseRows(packed?.rows, lookups)) rows.push(row);
  }
  return applyRows(emptySnapshot(lookups, synonyms), { version, ids: [], rows }).snapshot;
}

interface ChangedRows {
  version: string | number;
  versions: string | number | null;
  ids: string | null;
  /** Each changed vehicle still there: in the index or not (1 or 0, see SEARCHED_STATUSES), then rowText. */
  rows: string | null;
}

/**
 * The snapshot after the changes since `base`, from the rows changed only; null when that cannot be
 * known (changes pruned, too many, or the whole stock asked for). One statement, so the version, the list
 * of changes and the rows read are of one moment. It does not say `is_listed` in a condition: the
 * planner would weigh every partial index of vehicles, 10-30 ms of planning on PGlite against 1 ms.
 */
async function update(db: Database, base: StockSnapshot): Promise<{ snapshot: StockSnapshot; stockNumbers: Set<string> } | null> {
  const [found] = await queryRows<ChangedRows>(
    db,
    sql`with changed as (select vehicle_id from stock_changes where version > ${base.version} group by vehicle_id limit ${MAX_INCREMENTAL_CHANGES + 1})
        select s.version,
          case when s.version - ${base.version} <= ${KEPT_VERSIONS} then (select count(distinct c.version) from stock_changes c where c.version > ${base.version}) end as versions,
          (select string_agg(vehicle_id::text, ',') from changed) as ids,
          (select string_agg(concat_ws(${FIELD}, ${searched}::int, ${rowText}), ${ROW}) from vehicles where id in (select vehicle_id from changed)) as rows
        from stock_version s where s.id = 1`,
  );
  const version = Number(found?.version ?? 0);
  if (version <= base.version) return { snapshot: base, stockNumbers: new Set() };
  // Every version records at least one row: a version missing means its changes were pruned.
  if (Number(found!.versions ?? -1) !== version - base.version) return null;
  const ids = found!.ids ? found!.ids.split(',').map(Number) : [];
  if (ids.length > MAX_INCREMENTAL_CHANGES || ids.includes(WHOLE_STOCK)) return null;
  const synonyms = ids.includes(SEARCH_KEYWORDS) ? await loadSynonyms(db) : undefined;
  const listed: string[] = [];
  const unlisted: string[] = [];
  for (const line of found!.rows ? found!.rows.split(ROW) : []) {
    if (line.startsWith(`1${FIELD}`)) listed.push(line.slice(2));
    else unlisted.push(line.split(FIELD)[17]!);
  }
  let lookups: StockLookups = base;
  let rows = parseRows(listed.join(ROW), lookups);
  // A maker, model or colour added since the base was loaded (renames reload the whole stock).
  if (rows.some((r) => !base.makers.has(r.makerId) || !base.models.has(r.modelId) || (r.colorId !== 0 && !base.colors.has(r.colorId)))) {
    lookups = await loadLookups(db);
    rows = parseRows(listed.join(ROW), lookups);
  }
  return applyRows(base, {
    version,
    ids: ids.filter((id) => id > 0),
    rows,
    unlistedStockNumbers: unlisted,
    lookups: lookups === base ? undefined : lookups,
    synonyms,
  });
}

interface Follower {
  onChange(change: StockChange): void;
  onError?(error: unknown): void;
}

interface IndexState {
  snapshot: StockSnapshot | null;
  /** The update under way: one at a time, each from the newest snapshot. */
  advancing: Promise<void> | null;
  followers: Set<Follower>;
  /** Stops listening (or polling) for stock changes; set while anyone follows. */
  watching: Promise<() => Promise<void>> | null;
  refreshing: boolean;
  refreshAgain: boolean;
  /** The database's version when stockIndexStatus first saw it ahead of the snapshot, and when. */
  seenAhead: { version: number; at: number } | null;
}

const states = new WeakMap<Database, IndexState>();

function stateOf(db: Database): IndexState {
  let state = states.get(db);
  if (!state) states.set(db, (state = { snapshot: null, advancing: null, followers: new Set(), watching: null, refreshing: false, refreshAgain: false, seenAhead: null }));
  return state;
}

/** Brings the snapshot to the database's version: the changed rows when they are known, else a full load. */
async function advance(db: Database, state: IndexState): Promise<void> {
  const base = state.snapshot;
  let next: { snapshot: StockSnapshot; stockNumbers: ReadonlySet<string> | 'all' } | null = null;
  if (base) {
    try {
      next = await update(db, base);
    } catch (error) {
      if (!(error instanceof StockIndexOutOfStep)) throw error;
    }
  }
  next ??= { snapshot: await load(db, await currentVersion(db)), stockNumbers: 'all' };
  if (next.snapshot === base || (state.snapshot && state.snapshot.version >= next.snapshot.version)) return;
  state.snapshot = next.snapshot;
  if (!base) return;
  const change: StockChange = { previousVersion: base.version, version: next.snapshot.version, stockNumbers: next.stockNumbers };
  for (const follower of state.followers) {
    try {
      follower.onChange(change);
    } catch (error) {
      follower.onError?.(error);
    }
  }
}

/**
 * The snapshot for the stock's current version: one primary-key read to learn the version and, when it
 * moved, an update that concurrent callers share. A caller gets a snapshot at least as new as the version
 * it read, never one half built; an update of a few changed rows takes milliseconds, only a full reload
 * (the first, or after a gap) makes searches wait long.
 */
export async function stockSnapshot(db: Database): Promise<StockSnapshot> {
  const state = stateOf(db);
  const version = await currentVersion(db);
  for (;;) {
    const snapshot = state.snapshot;
    if (snapshot && snapshot.version >= version) return snapshot;
    state.advancing ??= advance(db, state).finally(() => {
      state.advancing = null;
    });
    await state.advancing;
  }
}

/** Brings the snapshot up to date now, once more if asked again meanwhile. */
async function refresh(db: Database, state: IndexState): Promise<void> {
  if (state.refreshing) {
    state.refreshAgain = true;
    return;
  }
  state.refreshing = true;
  try {
    do {
      state.refreshAgain = false;
      try {
        await stockSnapshot(db);
      } catch (error) {
        for (const follower of state.followers) follower.onError?.(error);
      }
    } while (state.refreshAgain);
  } finally {
    state.refreshing = false;
  }
}

/** The channel the stock-change trigger notifies at commit (migration 0010). */
const STOCK_CHANNEL = 'stock_changes';
const POLL_MS = 1000;

async function watch(db: Database, state: IndexState): Promise<() => Promise<void>> {
  const wake = () => void refresh(db, state);
  const unlisten = await listenForNotifications(db, STOCK_CHANNEL, wake).catch(() => null);
  // A database that cannot listen is asked for its version once a second.
  const poll = unlisten ? null : setInterval(wake, POLL_MS);
  poll?.unref();
  // Whatever changed before listening began.
  wake();
  return async () => {
    if (poll) clearInterval(poll);
    await unlisten?.();
  };
}

/**
 * Keeps the index of this database up to date as the stock changes, in this process or another on the
 * same database (LISTEN on PostgreSQL and PGlite, else a poll each second), and tells `follower` what
 * moved each time the index moves, whoever moved it. Resolves, once listening, to the function that stops.
 */
export async function followStock(db: Database, follower: Follower): Promise<() => Promise<void>> {
  const state = stateOf(db);
  state.followers.add(follower);
  state.watching ??= watch(db, state);
  const watching = state.watching;
  await watching;
  return async () => {
    state.followers.delete(follower);
    if (state.followers.size > 0 || state.watching !== watching) return;
    state.watching = null;
    await (await watching)();
  };
}

const TERM_CACHE_SIZE = 200;

/** Whether row `p`'s search text contains `term`: as rowsContaining decides it for every row. */
function rowContains(s: StockSnapshot, p: number, term: string, inStockNumbers: boolean): 0 | 1 {
  if (s.textTemplates[s.templateOf[p]!]!.includes(term)) return 1;
  return inStockNumbers && s.stockNumber[p]!.includes(term.toUpperCase()) ? 1 : 0;
}

/**
 * Rows whose search text contains `term` (normalised), remembered for the most recently searched terms.
 * The term is looked for in each distinct template and, when it could be part of one, in the stock
 * numbers; a match across a stock number's edge ("…code" + "rr1…") is not one a buyer means. A term the
 * previous snapshot knew is taken over, with only the rows written since looked at again.
 */
export function rowsContaining(s: StockSnapshot, term: string): Uint8Array {
  const hit = s.termRows.get(term);
  if (hit) {
    s.termRows.delete(term);
    s.termRows.set(term, hit);
    return hit;
  }
  const inStockNumbers = [...term].every((c) => s.stockNumberChars.has(c));
  const inherited = s.inheritedTerms?.terms.get(term);
  let rows: Uint8Array;
  if (inherited) {
    rows = new Uint8Array(s.size);
    rows.set(inherited.length > s.size ? inherited.subarray(0, s.size) : inherited);
    for (const p of s.inheritedTerms!.written) rows[p] = rowContains(s, p, term, inStockNumbers);
    s.inheritedTerms!.terms.delete(term);
  } else {
    rows = new Uint8Array(s.size);
    s.textTemplates.forEach((template, t) => {
      if (!template.includes(term)) return;
      for (let k = s.templateStart[t]!; k < s.templateStart[t + 1]!; k++) rows[s.templateRows[k]!] = 1;
    });
    if (inStockNumbers) {
      const upper = term.toUpperCase();
      for (let i = 0; i < s.size; i++) if (s.stockNumber[i]!.includes(upper)) rows[i] = 1;
    }
  }
  if (s.termRows.size >= TERM_CACHE_SIZE) s.termRows.delete(s.termRows.keys().next().value!);
  s.termRows.set(term, rows);
  return rows;
}

/** A snapshot loaded afresh from the whole stock and kept nowhere: what an updated one must equal (tests, bench). */
export async function loadStockSnapshot(db: Database): Promise<StockSnapshot> {
  return load(db, await currentVersion(db));
}

/** How the index of a database stands against it, for the server's metrics. */
export interface StockIndexStatus {
  /** Vehicles in the snapshot. */
  vehicles: number;
  /** Stock versions the database has that the snapshot has not taken yet. */
  versionsBehind: number;
  /**
   * How long the snapshot has been behind, at least: since a status first saw the database at a version
   * the snapshot has still not reached (0 when level, and when first seen behind).
   */
  lagSeconds: number;
}

/**
 * The index against the database: one primary-key read of the stock's version (what every search reads
 * too). Null before the index is loaded. The metrics ask it at each scrape, which dates the lag.
 */
export async function stockIndexStatus(db: Database, now: () => number = Date.now): Promise<StockIndexStatus | null> {
  const state = states.get(db);
  if (!state?.snapshot) return null;
  const version = await currentVersion(db);
  const snapshot = state.snapshot;
  const at = now();
  if (snapshot.version >= version) {
    state.seenAhead = null;
    return { vehicles: snapshot.size, versionsBehind: 0, lagSeconds: 0 };
  }
  // Still short of the version seen ahead earlier: behind since then. Else behind a newer one, from now.
  if (!state.seenAhead || snapshot.version >= state.seenAhead.version) state.seenAhead = { version, at };
  return { vehicles: snapshot.size, versionsBehind: version - snapshot.version, lagSeconds: (at - state.seenAhead.at) / 1000 };
}

/** Loads the snapshot ahead of the first search (the server calls this at start). */
export async function warmStockIndex(db: Database): Promise<number> {
  return (await stockSnapshot(db)).size;
}
