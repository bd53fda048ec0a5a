// An in-memory, columnar snapshot of the listed stock: what the stock search filters, counts and sorts
// on. Exact counts and facets over 200,000 vehicles take a few milliseconds here, against 20-200 ms as
// SQL on PGlite. The database stays the truth: the snapshot reloads when the stock version (bumped by a
// trigger on every change to vehicles) moves. See docs/decisions/005-in-memory-stock-index.md.
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '#db/client.ts';
import { BODY_TYPES, FUEL_TYPES, QUALITY_GRADES, TRANSMISSION_TYPES } from '#db/schema/enum-values.ts';
import { normalizeSearchText } from './search-text.ts';
import type { SortKey } from './sort-orders.ts';

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
   * text has none), kept once per distinct text: a few thousand strings stand for 200,000 rows.
   */
  textTemplates: string[];
  /** Rows of each template, template after template (`templateRows` from `templateStart[t]` up to `templateStart[t + 1]`). */
  templateStart: Int32Array;
  templateRows: Int32Array;
  /** Every character found in a stock number, lower case: a term with any other cannot be part of one. */
  stockNumberChars: Set<string>;
  stockNumber: string[];
  /** Stock number -> row position. */
  positionOf: Map<string, number>;
  /** Row positions sorted ascending by (sort value, id), one permutation per sort key. */
  sorted: Record<SortKey, Int32Array>;
  makers: Map<number, NamedRef>;
  models: Map<number, NamedRef & { makerId: number }>;
  colors: Map<number, NamedRef & { slug: string }>;
  /** Search keyword table: normalised original text -> normalised target texts. */
  synonyms: Map<string, string[]>;
  /** Rows whose search text contains a term, for recently searched terms. */
  termRows: Map<string, Uint8Array>;
}

const FIELD = '\u001f';
const ROW = '\u001e';

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

async function load(db: Database, version: number): Promise<StockSnapshot> {
  // One text value for the whole stock: PGlite converts every field of every row to JavaScript one by
  // one, which costs seconds at 200,000 rows; one string and a split cost a fraction of that.
  const [[packed], makerRows, modelRows, colorRows, keywordRows] = await Promise.all([
    queryRows<{ rows: string | null }>(
      db,
      sql`select string_agg(concat_ws(${FIELD}, id, maker_id, model_id, coalesce(color_id, 0), type, fuel_type, transmission_type, quality_grade,
            is_left_handle::int, is4wd::int, price_fob, year4, kilo_meters, engine_size, discount,
            (extract(epoch from arrived_at) * 1000)::bigint, stock_number, (status in ('OnSale', 'LocalStockOnSale'))::int, search_text), ${ROW}) as rows
          from vehicles where is_listed`,
    ),
    queryRows<NamedRef>(db, sql`select id, uuid::text as uuid, name from makers`),
    queryRows<NamedRef & { maker_id: number }>(db, sql`select id, uuid::text as uuid, name, maker_id from models`),
    queryRows<NamedRef & { slug: string }>(db, sql`select id, uuid::text as uuid, name, slug from colors`),
    queryRows<{ normalized_text: string; target_text: string }>(db, sql`select normalized_text, target_text from search_keywords`),
  ]);
  const rows = packed?.rows ? packed.rows.split(ROW) : [];
  const n = rows.length;
  const snapshot: StockSnapshot = {
    version,
    size: n,
    id: new Int32Array(n),
    makerId: new Int32Array(n),
    modelId: new Int32Array(n),
    colorId: new Int32Array(n),
    type: new Int32Array(n),
    fuel: new Int32Array(n),
    transmission: new Int32Array(n),
    quality: new Int32Array(n),
    leftHandle: new Int32Array(n),
    is4wd: new Int32Array(n),
    available: new Uint8Array(n),
    price: new Int32Array(n),
    year: new Int32Array(n),
    km: new Int32Array(n),
    engine: new Int32Array(n),
    discount: new Int32Array(n),
    priceBand: new Uint8Array(n),
    arrived: new Float64Array(n),
    makerModelKey: new Array<string>(n),
    textTemplates: [],
    templateStart: new Int32Array(1),
    templateRows: new Int32Array(n),
    stockNumberChars: new Set(),
    stockNumber: new Array<string>(n),
    positionOf: new Map(),
    sorted: {} as Record<SortKey, Int32Array>,
    makers: new Map(makerRows.map((m) => [m.id, m])),
    models: new Map(modelRows.map((m) => [m.id, { id: m.id, uuid: m.uuid, name: m.name, makerId: m.maker_id }])),
    colors: new Map(colorRows.map((c) => [c.id, c])),
    synonyms: new Map(),
    termRows: new Map(),
  };
  const templateIds = new Map<string, number>();
  const templateOf = new Int32Array(n);
  const modelKey = new Map([...snapshot.models.values()].map((m) => [m.id, `${snapshot.makers.get(m.makerId)?.name ?? ''} ${m.name}`.toLowerCase()]));
  rows.forEach((line, i) => {
    const f = line.split(FIELD);
    snapshot.id[i] = Number(f[0]);
    snapshot.makerId[i] = Number(f[1]);
    snapshot.modelId[i] = Number(f[2]);
    snapshot.colorId[i] = Number(f[3]);
    snapshot.type[i] = typeCode(f[4]!);
    snapshot.fuel[i] = fuelCode(f[5]!);
    snapshot.transmission[i] = transmissionCode(f[6]!);
    snapshot.quality[i] = qualityCode(f[7]!);
    snapshot.leftHandle[i] = Number(f[8]);
    snapshot.is4wd[i] = Number(f[9]);
    const price = Number(f[10]);
    snapshot.price[i] = price;
    snapshot.priceBand[i] = priceBandOf(price);
    snapshot.year[i] = Number(f[11]);
    snapshot.km[i] = Number(f[12]);
    snapshot.engine[i] = Number(f[13]);
    snapshot.discount[i] = Number(f[14]);
    snapshot.arrived[i] = Number(f[15]);
    snapshot.stockNumber[i] = f[16]!;
    snapshot.positionOf.set(f[16]!, i);
    snapshot.available[i] = Number(f[17]);
    const stockNumber = f[16]!.toLowerCase();
    for (let c = 0; c < stockNumber.length; c++) snapshot.stockNumberChars.add(stockNumber[c]!);
    const template = (f[18] ?? '').replace(stockNumber, ' ');
    let t = templateIds.get(template);
    if (t === undefined) templateIds.set(template, (t = templateIds.size));
    templateOf[i] = t;
    snapshot.makerModelKey[i] = modelKey.get(snapshot.modelId[i]!) ?? '';
  });
  snapshot.textTemplates = [...templateIds.keys()];
  // Rows grouped by template (a counting sort), so a matching template marks its rows at once.
  const start = new Int32Array(templateIds.size + 1);
  for (let i = 0; i < n; i++) start[templateOf[i]! + 1]!++;
  for (let t = 0; t < templateIds.size; t++) start[t + 1]! += start[t]!;
  const fill = start.slice(0, templateIds.size);
  for (let i = 0; i < n; i++) snapshot.templateRows[fill[templateOf[i]!]!++] = i;
  snapshot.templateStart = start;
  for (const k of keywordRows) {
    const target = normalizeSearchText(k.target_text);
    const list = snapshot.synonyms.get(k.normalized_text);
    if (list) {
      if (!list.includes(target)) list.push(target);
    } else snapshot.synonyms.set(k.normalized_text, [target]);
  }
  const numeric = (values: ArrayLike<number>) => (a: number, b: number) => values[a]! - values[b]! || snapshot.id[a]! - snapshot.id[b]!;
  const positions = () => Int32Array.from({ length: n }, (_, i) => i);
  snapshot.sorted = {
    Discounted: positions().sort(numeric(snapshot.discount)),
    EngineSize: positions().sort(numeric(snapshot.engine)),
    FobPrice: positions().sort(numeric(snapshot.price)),
    KiloMeters: positions().sort(numeric(snapshot.km)),
    New: positions().sort(numeric(snapshot.arrived)),
    Year: positions().sort(numeric(snapshot.year)),
    MakerModel: positions().sort((a, b) => {
      const x = snapshot.makerModelKey[a]!;
      const y = snapshot.makerModelKey[b]!;
      return x < y ? -1 : x > y ? 1 : snapshot.id[a]! - snapshot.id[b]!;
    }),
  };
  return snapshot;
}

interface IndexState {
  snapshot: StockSnapshot | null;
  loading: { version: number; promise: Promise<StockSnapshot> } | null;
}

const states = new WeakMap<Database, IndexState>();

/**
 * The snapshot for the stock's current version: one primary-key read to learn the version, and a
 * reload (shared by concurrent callers) when it moved.
 */
export async function stockSnapshot(db: Database): Promise<StockSnapshot> {
  let state = states.get(db);
  if (!state) {
    state = { snapshot: null, loading: null };
    states.set(db, state);
  }
  const [row] = await queryRows<{ version: number | string }>(db, sql`select version from stock_version where id = 1`);
  const version = Number(row?.version ?? 0);
  if (state.snapshot?.version === version) return state.snapshot;
  if (state.loading?.version === version) return state.loading.promise;
  const current = state;
  const promise = load(db, version).then(
    (snapshot) => {
      if (!current.snapshot || current.snapshot.version < snapshot.version) current.snapshot = snapshot;
      if (current.loading?.promise === promise) current.loading = null;
      return snapshot;
    },
    (error: unknown) => {
      if (current.loading?.promise === promise) current.loading = null;
      throw error;
    },
  );
  current.loading = { version, promise };
  return promise;
}

const TERM_CACHE_SIZE = 200;

/**
 * Rows whose search text contains `term` (normalised), remembered for the most recently searched terms.
 * The term is looked for in each distinct template and, when it could be part of one, in the stock
 * numbers; a match across a stock number's edge ("…code" + "rr1…") is not one a buyer means.
 */
export function rowsContaining(s: StockSnapshot, term: string): Uint8Array {
  const hit = s.termRows.get(term);
  if (hit) {
    s.termRows.delete(term);
    s.termRows.set(term, hit);
    return hit;
  }
  const rows = new Uint8Array(s.size);
  s.textTemplates.forEach((template, t) => {
    if (!template.includes(term)) return;
    for (let k = s.templateStart[t]!; k < s.templateStart[t + 1]!; k++) rows[s.templateRows[k]!] = 1;
  });
  if ([...term].every((c) => s.stockNumberChars.has(c))) {
    const upper = term.toUpperCase();
    for (let i = 0; i < s.size; i++) if (s.stockNumber[i]!.includes(upper)) rows[i] = 1;
  }
  if (s.termRows.size >= TERM_CACHE_SIZE) s.termRows.delete(s.termRows.keys().next().value!);
  s.termRows.set(term, rows);
  return rows;
}

/** Loads the snapshot ahead of the first search (the server calls this at start). */
export async function warmStockIndex(db: Database): Promise<number> {
  return (await stockSnapshot(db)).size;
}
