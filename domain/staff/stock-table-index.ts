// The back office's stock table in memory: every vehicle, sold and deleted too, with the few columns the
// table filters and sorts on, and each sort order kept as an array of slots. As SQL on PGlite at 200,000
// vehicles a page took 160-520 ms (a sort of the whole table, a count, a LIKE over every row); here a page
// and its exact count take a few milliseconds. Like the storefront's index (ADR 005, 018), it follows the
// stock version: when it moved, the rows changed since are read and put in place, or the whole is
// reloaded when they cannot be known. The page's rows themselves are then read from the database by id.
//
// Unlike the storefront's snapshots, this index is changed in place (copying 200,000 rows' columns and
// merging five orders took 40-90 ms an edit): a caller must read what it needs from it without an await
// between `stockTableIndex` and the end of its reading. A change moves each changed vehicle out of each
// order and back in by binary search (a memory move each); a large one sorts the orders again.
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '#db/client.ts';
import { VEHICLE_STATUSES, type VehicleStatus } from '#db/schema/enum-values.ts';
import { currentVersion, KEPT_VERSIONS, MAX_INCREMENTAL_CHANGES, WHOLE_STOCK } from '../catalogue/stock-index.ts';

export const STOCK_TABLE_SORTS = ['arrivedAt', 'updatedAt', 'priceFob', 'year4', 'stockNumber'] as const;
export type StockTableSort = (typeof STOCK_TABLE_SORTS)[number];

export interface StockTableIndex {
  version: number;
  /** Slots in use; a slot whose id is 0 held a vehicle since deleted. */
  size: number;
  id: Int32Array;
  status: Uint8Array;
  listed: Uint8Array;
  makerId: Int32Array;
  arrivedAt: Float64Array;
  updatedAt: Float64Array;
  priceFob: Int32Array;
  year4: Int32Array;
  stockNumber: string[];
  searchText: string[];
  /** By vehicle id, its slot + 1 (0: no such vehicle). An array copies in one memory copy; a Map of 200,000 takes 60-90 ms. */
  slotById: Int32Array;
  /** Vehicles in the index. */
  live: number;
  /** Each sort's live slots, ascending by (value, id): the first `live` entries (the rest is room). */
  orders: Record<StockTableSort, Int32Array>;
}

export const statusCode = new Map<VehicleStatus, number>(VEHICLE_STATUSES.map((status, i) => [status, i]));

const FIELD = '\u001f';
const ROW = '\u001e';
// Times as whole milliseconds (floor), as the pg drivers read them into a Date.
const rowText = sql`concat_ws(${FIELD}, id, status, is_listed::int, maker_id, floor(extract(epoch from arrived_at) * 1000)::bigint,
  floor(extract(epoch from updated_at) * 1000)::bigint, price_fob, year4, stock_number, search_text)`;

interface Row {
  id: number;
  status: number;
  listed: number;
  makerId: number;
  arrivedAt: number;
  updatedAt: number;
  priceFob: number;
  year4: number;
  stockNumber: string;
  searchText: string;
}

function parseRows(text: string | null): Row[] {
  if (!text) return [];
  return text.split(ROW).map((line) => {
    const f = line.split(FIELD);
    return {
      id: Number(f[0]),
      status: statusCode.get(f[1] as VehicleStatus) ?? 0,
      listed: Number(f[2]),
      makerId: Number(f[3]),
      arrivedAt: Number(f[4]),
      updatedAt: Number(f[5]),
      priceFob: Number(f[6]),
      year4: Number(f[7]),
      stockNumber: f[8] ?? '',
      // The search text is last: whatever it holds is its own.
      searchText: f.slice(9).join(FIELD),
    };
  });
}

/** The comparison of two slots for a sort: by value, then id. */
function comparer(index: StockTableIndex, sort: StockTableSort): (a: number, b: number) => number {
  const { id } = index;
  if (sort === 'stockNumber') {
    const values = index.stockNumber;
    return (a, b) => (values[a]! < values[b]! ? -1 : values[a]! > values[b]! ? 1 : id[a]! - id[b]!);
  }
  const values = index[sort];
  return (a, b) => values[a]! - values[b]! || id[a]! - id[b]!;
}

/** Changes past this many vehicles sort the orders again rather than moving each vehicle in them. */
const MOVE_LIMIT = 200;

/** The arrays grown to hold `slots` slots and ids up to `maxId`, their contents kept. */
function makeRoom(index: StockTableIndex, slots: number, maxId: number): void {
  const grow = <T extends Int32Array | Uint8Array | Float64Array>(array: T, needed: number, make: (n: number) => T): T => {
    if (needed <= array.length) return array;
    const next = make(Math.max(needed, Math.ceil(array.length * 1.25), 1024));
    next.set(array);
    return next;
  };
  index.id = grow(index.id, slots, (n) => new Int32Array(n));
  index.status = grow(index.status, slots, (n) => new Uint8Array(n));
  index.listed = grow(index.listed, slots, (n) => new Uint8Array(n));
  index.makerId = grow(index.makerId, slots, (n) => new Int32Array(n));
  index.arrivedAt = grow(index.arrivedAt, slots, (n) => new Float64Array(n));
  index.updatedAt = grow(index.updatedAt, slots, (n) => new Float64Array(n));
  index.priceFob = grow(index.priceFob, slots, (n) => new Int32Array(n));
  index.year4 = grow(index.year4, slots, (n) => new Int32Array(n));
  index.slotById = grow(index.slotById, maxId + 1, (n) => new Int32Array(n));
  for (const sort of STOCK_TABLE_SORTS) index.orders[sort] = grow(index.orders[sort], slots, (n) => new Int32Array(n));
}

/** Where (value, id) of `slot` goes in the order: the number of entries before it. */
function placeOf(index: StockTableIndex, sort: StockTableSort, slot: number): number {
  const order = index.orders[sort];
  const compare = comparer(index, sort);
  let low = 0;
  let high = index.live;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (compare(order[mid]!, slot) < 0) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Takes a slot out of every order, found by its values as they are now. */
function removeFromOrders(index: StockTableIndex, slot: number): void {
  for (const sort of STOCK_TABLE_SORTS) {
    const order = index.orders[sort];
    let at = placeOf(index, sort, slot);
    if (order[at] !== slot) at = order.subarray(0, index.live).indexOf(slot);
    if (at < 0) continue;
    order.copyWithin(at, at + 1, index.live);
  }
  index.live--;
}

/** Puts a slot into every order at its place. */
function insertIntoOrders(index: StockTableIndex, slot: number): void {
  for (const sort of STOCK_TABLE_SORTS) {
    const order = index.orders[sort];
    const at = placeOf(index, sort, slot);
    order.copyWithin(at + 1, at, index.live);
    order[at] = slot;
  }
  index.live++;
}

/** Every live slot, sorted, in every order: a full load or a large change. */
function sortOrders(index: StockTableIndex): void {
  const slots: number[] = [];
  for (let slot = 0; slot < index.size; slot++) if (index.id[slot] !== 0) slots.push(slot);
  index.live = slots.length;
  for (const sort of STOCK_TABLE_SORTS) {
    const sorted = Int32Array.from(slots).sort(comparer(index, sort));
    index.orders[sort].set(sorted);
  }
}

/**
 * Puts `rows` in the index (and takes out the other `changedIds`: deleted), in place. Synchronous: no
 * reader sees it half done.
 */
export function applyTableRows(index: StockTableIndex, version: number, changedIds: readonly number[], rows: readonly Row[]): void {
  const slotOf = (id: number) => (id < index.slotById.length ? index.slotById[id]! - 1 : -1);
  const added = rows.filter((r) => slotOf(r.id) < 0).length;
  makeRoom(index, index.size + added, rows.reduce((max, r) => Math.max(max, r.id), 0));
  const moving = rows.length + changedIds.length <= MOVE_LIMIT;
  const written = new Set<number>();
  for (const row of rows) {
    let slot = slotOf(row.id);
    if (slot < 0) {
      slot = index.size++;
      index.slotById[row.id] = slot + 1;
    } else if (moving) removeFromOrders(index, slot);
    index.id[slot] = row.id;
    index.status[slot] = row.status;
    index.listed[slot] = row.listed;
    index.makerId[slot] = row.makerId;
    index.arrivedAt[slot] = row.arrivedAt;
    index.updatedAt[slot] = row.updatedAt;
    index.priceFob[slot] = row.priceFob;
    index.year4[slot] = row.year4;
    index.stockNumber[slot] = row.stockNumber;
    index.searchText[slot] = row.searchText;
    if (moving) insertIntoOrders(index, slot);
    written.add(row.id);
  }
  for (const id of changedIds) {
    if (written.has(id)) continue;
    const slot = slotOf(id);
    if (slot < 0) continue;
    // Deleted: the slot stays empty (an id of 0 matches nothing) and leaves every order.
    if (moving) removeFromOrders(index, slot);
    index.slotById[id] = 0;
    index.id[slot] = 0;
    index.stockNumber[slot] = '';
    index.searchText[slot] = '';
  }
  if (!moving) sortOrders(index);
  index.version = version;
}

function emptyIndex(): StockTableIndex {
  const none = () => new Int32Array(0);
  return {
    version: 0,
    size: 0,
    id: none(),
    status: new Uint8Array(0),
    listed: new Uint8Array(0),
    makerId: none(),
    arrivedAt: new Float64Array(0),
    updatedAt: new Float64Array(0),
    priceFob: none(),
    year4: none(),
    stockNumber: [],
    searchText: [],
    slotById: none(),
    live: 0,
    orders: { arrivedAt: none(), updatedAt: none(), priceFob: none(), year4: none(), stockNumber: none() },
  };
}

/** Every vehicle: about a second on PGlite at 200,000 vehicles, once per process (and after a gap). */
async function load(db: Database): Promise<StockTableIndex> {
  const [found] = await queryRows<{ version: number | string; rows: string | null }>(
    db,
    sql`select (select version from stock_version where id = 1) as version, (select string_agg(${rowText}, ${ROW}) from vehicles) as rows`,
  );
  const index = emptyIndex();
  applyTableRows(index, Number(found?.version ?? 0), [], parseRows(found?.rows ?? null));
  return index;
}

/** Brings the index to the changes since its version; false when they cannot be known (see stock-index.ts). */
async function update(db: Database, base: StockTableIndex): Promise<boolean> {
  const [found] = await queryRows<{ version: number | string; versions: number | string | null; ids: string | null; rows: string | null }>(
    db,
    sql`with changed as (select vehicle_id from stock_changes where version > ${base.version} group by vehicle_id limit ${MAX_INCREMENTAL_CHANGES + 1})
        select s.version,
          case when s.version - ${base.version} <= ${KEPT_VERSIONS} then (select count(distinct c.version) from stock_changes c where c.version > ${base.version}) end as versions,
          (select string_agg(vehicle_id::text, ',') from changed) as ids,
          (select string_agg(${rowText}, ${ROW}) from vehicles where id in (select vehicle_id from changed)) as rows
        from stock_version s where s.id = 1`,
  );
  const version = Number(found?.version ?? 0);
  if (version <= base.version) return true;
  if (Number(found!.versions ?? -1) !== version - base.version) return false;
  const ids = found!.ids ? found!.ids.split(',').map(Number) : [];
  if (ids.length > MAX_INCREMENTAL_CHANGES || ids.includes(WHOLE_STOCK)) return false;
  applyTableRows(
    base,
    version,
    ids.filter((id) => id > 0),
    parseRows(found!.rows),
  );
  return true;
}

interface State {
  index: StockTableIndex | null;
  advancing: Promise<void> | null;
}
const states = new WeakMap<Database, State>();

/**
 * The index at the stock's current version (or newer): one primary-key read, and when the version moved
 * an update that concurrent callers share.
 */
export async function stockTableIndex(db: Database): Promise<StockTableIndex> {
  let state = states.get(db);
  if (!state) states.set(db, (state = { index: null, advancing: null }));
  const version = await currentVersion(db);
  for (;;) {
    const index = state.index;
    if (index && index.version >= version) return index;
    const current = state;
    current.advancing ??= (async () => {
      if (current.index && (await update(db, current.index))) return;
      const loaded = await load(db);
      if (!current.index || loaded.version > current.index.version) current.index = loaded;
    })().finally(() => {
      current.advancing = null;
    });
    await current.advancing;
  }
}

const KEYWORD_CACHE_SIZE = 32;
const keywordCaches = new WeakMap<StockTableIndex, { version: number; slots: Map<string, Int32Array> }>();

/**
 * The slots whose search text holds `text`, ascending: one pass over the stock (10-20 ms at 200,000),
 * kept for the index's version so paging on and the count after it cost nothing more.
 */
export function slotsContaining(index: StockTableIndex, text: string): Int32Array {
  let kept = keywordCaches.get(index);
  if (!kept || kept.version !== index.version) keywordCaches.set(index, (kept = { version: index.version, slots: new Map() }));
  const cache = kept.slots;
  const hit = cache.get(text);
  if (hit) return hit;
  const found: number[] = [];
  const { id, searchText } = index;
  for (let slot = 0; slot < index.size; slot++) if (id[slot] !== 0 && searchText[slot]!.includes(text)) found.push(slot);
  const slots = Int32Array.from(found);
  cache.set(text, slots);
  if (cache.size > KEYWORD_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return slots;
}
