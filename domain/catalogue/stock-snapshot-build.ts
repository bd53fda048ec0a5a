// Builds the stock index's snapshots (stock-index.ts). A full load is "every row added" to an empty
// snapshot; an incremental update applies the rows changed since the previous snapshot. Either way the
// result holds what a full load would (the same rows, orders, lookups and texts); only row positions may
// differ, and nothing reads meaning into them. A snapshot never changes once built, since searches hold
// one across awaits: what an update changes is copied, the rest is shared with the previous snapshot.
import type { SortKey } from './sort-orders.ts';
import type { NamedRef, StockSnapshot } from './stock-index.ts';

/** One listed vehicle as the index holds it (enum values as codes, times in ms). */
export interface StockRow {
  id: number;
  makerId: number;
  modelId: number;
  colorId: number;
  type: number;
  fuel: number;
  transmission: number;
  quality: number;
  leftHandle: number;
  is4wd: number;
  available: number;
  /** The year the seat belts were made (the manufacture year some countries count age from); 0 when unknown. */
  seatBeltYear: number;
  /** The port the vehicle is loaded at; 0 when none is on file (the default loading port). */
  loadingPortId: number;
  price: number;
  year: number;
  km: number;
  engine: number;
  discount: number;
  priceBand: number;
  arrived: number;
  stockNumber: string;
  makerModelKey: string;
  /** The search text with the row's own stock number cut out (see StockSnapshot.textTemplates). */
  template: string;
}

export interface StockLookups {
  makers: Map<number, NamedRef>;
  models: Map<number, NamedRef & { makerId: number }>;
  colors: Map<number, NamedRef & { slug: string }>;
}

export interface StockRowChanges {
  version: number;
  /** Every vehicle changed since the base snapshot, listed now or not. */
  ids: readonly number[];
  /** The changed vehicles that are listed now, as they are now. */
  rows: readonly StockRow[];
  /** Stock numbers of changed vehicles that are not listed now: their pages changed too. */
  unlistedStockNumbers?: readonly string[];
  lookups?: StockLookups;
  synonyms?: Map<string, string[]>;
}

/** The base snapshot does not hold what it should (a bug, or a database changed behind its back): load afresh. */
export class StockIndexOutOfStep extends Error {}

/** How many recently searched terms a new snapshot takes over from the one it replaces (rowsContaining). */
const INHERITED_TERMS = 32;

/** The column each sort key orders by; ties go by id. */
const SORT_COLUMNS = {
  Discounted: 'discount',
  EngineSize: 'engine',
  FobPrice: 'price',
  KiloMeters: 'km',
  MakerModel: 'makerModelKey',
  New: 'arrived',
  Year: 'year',
} as const satisfies Record<SortKey, keyof StockRow & keyof StockSnapshot>;

const INT_COLUMNS = [
  'id',
  'makerId',
  'modelId',
  'colorId',
  'type',
  'fuel',
  'transmission',
  'quality',
  'leftHandle',
  'is4wd',
  'seatBeltYear',
  'loadingPortId',
  'price',
  'year',
  'km',
  'engine',
  'discount',
] as const;

export function emptySnapshot(lookups: StockLookups, synonyms: Map<string, string[]>): StockSnapshot {
  const none = new Int32Array(0);
  return {
    version: 0,
    size: 0,
    ...(Object.fromEntries(INT_COLUMNS.map((name) => [name, none])) as Record<(typeof INT_COLUMNS)[number], Int32Array>),
    available: new Uint8Array(0),
    priceBand: new Uint8Array(0),
    arrived: new Float64Array(0),
    makerModelKey: [],
    textTemplates: [],
    templateIds: new Map(),
    templateOf: none,
    templateStart: new Int32Array(1),
    templateRows: none,
    stockNumberChars: new Set(),
    stockNumber: [],
    positionOf: StockNumberIndex.build([], 0),
    rowOfId: none,
    sorted: Object.fromEntries(Object.keys(SORT_COLUMNS).map((key) => [key, none])) as Record<SortKey, Int32Array>,
    ...lookups,
    synonyms,
    termRows: new Map(),
    inheritedTerms: null,
  };
}

/**
 * A snapshot of some rows of `s` only, with its lookups and keywords: what the searches of a batch of new
 * or changed vehicles run on (saved searches' alerts), a few thousand rows instead of the whole stock.
 */
export function snapshotOfRows(s: StockSnapshot, positions: Iterable<number>): StockSnapshot {
  const rows = Array.from(positions, (p) => rowAt(s, p));
  return applyRows(emptySnapshot({ makers: s.makers, models: s.models, colors: s.colors }, s.synonyms), { version: s.version, ids: [], rows }).snapshot;
}

/** A row written at position `at` of the new snapshot, coming from old position `from` (-1: new to the index). */
interface Write {
  at: number;
  from: number;
  row: StockRow;
  template: number;
}

/**
 * The snapshot after `changes`, built from `base`, and the stock numbers whose pages changed. Rows changed
 * in place keep their position; new rows fill the positions of rows gone, then go at the end; when more
 * rows left than came, the last rows move down into the gaps.
 */
export function applyRows(base: StockSnapshot, changes: StockRowChanges): { snapshot: StockSnapshot; stockNumbers: Set<string> } {
  const n = base.size;
  const stockNumbers = new Set(changes.unlistedStockNumbers);
  const updated: Write[] = [];
  const removed: number[] = [];
  let added: readonly StockRow[];
  if (n === 0) {
    added = changes.rows;
  } else {
    const byId = new Map(changes.rows.map((row) => [row.id, row]));
    const fresh: StockRow[] = [];
    for (const id of changes.ids) {
      const at = positionOfId(base, id);
      const row = byId.get(id);
      if (at >= 0) stockNumbers.add(base.stockNumber[at]!);
      if (row) stockNumbers.add(row.stockNumber);
      if (at >= 0 && row) updated.push({ at, from: at, row, template: -1 });
      else if (at >= 0) removed.push(at);
      else if (row) fresh.push(row);
    }
    added = fresh;
  }
  const m = n - removed.length + added.length;
  const writes = placeRows(base, m, updated, removed, added);
  const templates = templateNumbering(base);
  for (const write of writes) if (write.template < 0) write.template = templates.numberOf(write.row.template);

  const columns = {
    ...(Object.fromEntries(INT_COLUMNS.map((name) => [name, numberColumn(base[name], m, writes, (row) => row[name], Int32Array)])) as Record<
      (typeof INT_COLUMNS)[number],
      Int32Array
    >),
    available: numberColumn(base.available, m, writes, (row) => row.available, Uint8Array),
    priceBand: numberColumn(base.priceBand, m, writes, (row) => row.priceBand, Uint8Array),
    arrived: numberColumn(base.arrived, m, writes, (row) => row.arrived, Float64Array),
    makerModelKey: textColumn(base.makerModelKey, m, writes, (row) => row.makerModelKey),
    stockNumber: textColumn(base.stockNumber, m, writes, (row) => row.stockNumber),
    templateOf: numberColumn(base.templateOf, m, writes, (_row, write) => write.template, Int32Array),
  };
  const snapshot: StockSnapshot = {
    ...columns,
    version: changes.version,
    size: m,
    textTemplates: templates.texts(),
    templateIds: templates.ids(),
    templateStart: base.templateStart,
    templateRows: base.templateRows,
    stockNumberChars: stockNumberCharsAfter(base.stockNumberChars, writes),
    positionOf: base.positionOf,
    rowOfId: rowOfIdAfter(base, writes, removed),
    sorted: { ...base.sorted },
    makers: changes.lookups?.makers ?? base.makers,
    models: changes.lookups?.models ?? base.models,
    colors: changes.lookups?.colors ?? base.colors,
    synonyms: changes.synonyms ?? base.synonyms,
    termRows: new Map(),
    inheritedTerms: n === 0 ? null : { terms: new Map([...base.termRows].slice(-INHERITED_TERMS)), written: Int32Array.from(writes, (w) => w.at) },
  };
  Object.assign(snapshot, templateGroupsAfter(base, snapshot, writes));
  snapshot.positionOf = stockNumberIndexAfter(base, snapshot, writes, removed);
  for (const key of Object.keys(SORT_COLUMNS) as SortKey[]) snapshot.sorted[key] = permutationAfter(key, base, snapshot, writes, removed);
  return { snapshot, stockNumbers };
}

function positionOfId(s: StockSnapshot, id: number): number {
  return id >= 0 && id < s.rowOfId.length ? s.rowOfId[id]! - 1 : -1;
}

/** Where each changed, new or moved row goes (see applyRows). */
function placeRows(base: StockSnapshot, m: number, updated: Write[], removed: number[], added: readonly StockRow[]): Write[] {
  const n = base.size;
  const gone = new Set(removed);
  const holes = removed.filter((p) => p < m).sort((a, b) => a - b);
  const writes: Write[] = [];
  let hole = 0;
  let end = n;
  for (const row of added) writes.push({ at: hole < holes.length ? holes[hole++]! : end++, from: -1, row, template: -1 });
  const updatedAt = new Map(updated.map((w) => [w.at, w]));
  for (let q = m; q < n; q++) {
    if (gone.has(q)) continue;
    const write = updatedAt.get(q) ?? { at: q, from: q, row: rowAt(base, q), template: base.templateOf[q]! };
    writes.push({ ...write, at: holes[hole++]! });
  }
  if (hole !== holes.length || end !== Math.max(n, m)) throw new StockIndexOutOfStep('rows placed do not fill the snapshot');
  for (const write of updated) if (write.at < m) writes.push(write);
  return writes;
}

export function rowAt(s: StockSnapshot, p: number): StockRow {
  return {
    ...(Object.fromEntries(INT_COLUMNS.map((name) => [name, s[name][p]!])) as Record<(typeof INT_COLUMNS)[number], number>),
    available: s.available[p]!,
    priceBand: s.priceBand[p]!,
    arrived: s.arrived[p]!,
    stockNumber: s.stockNumber[p]!,
    makerModelKey: s.makerModelKey[p]!,
    template: s.textTemplates[s.templateOf[p]!]!,
  };
}

type NumberArray = Int32Array | Uint8Array | Float64Array;

/** The column with the writes applied: the same array when nothing in it changes. */
function numberColumn<T extends NumberArray>(old: T, m: number, writes: Write[], value: (row: StockRow, write: Write) => number, make: new (length: number) => T): T {
  if (m === old.length && writes.every((w) => old[w.at] === value(w.row, w))) return old;
  const column = new make(m);
  column.set(m >= old.length ? old : old.subarray(0, m));
  for (const w of writes) column[w.at] = value(w.row, w);
  return column;
}

function textColumn(old: string[], m: number, writes: Write[], value: (row: StockRow) => string): string[] {
  if (m === old.length && writes.every((w) => old[w.at] === value(w.row))) return old;
  const column = old.slice(0, m);
  // Positions past the old end are written in order (appended), so the array stays packed.
  for (const w of writes) column[w.at] = value(w.row);
  return column;
}

/** Template numbers for texts, copying the base's list and map only when a new text comes. */
function templateNumbering(base: StockSnapshot) {
  let texts = base.textTemplates;
  let ids = base.templateIds;
  return {
    numberOf(text: string): number {
      let t = ids.get(text);
      if (t === undefined) {
        if (texts === base.textTemplates) {
          texts = texts.slice();
          ids = new Map(ids);
        }
        t = texts.push(text) - 1;
        ids.set(text, t);
      }
      return t;
    },
    texts: () => texts,
    ids: () => ids,
  };
}

function stockNumberCharsAfter(chars: Set<string>, writes: Write[]): Set<string> {
  // Chars of stock numbers gone stay: the set only tells which terms could be part of a stock number.
  let after = chars;
  for (const { row } of writes) {
    const lower = row.stockNumber.toLowerCase();
    for (let c = 0; c < lower.length; c++) {
      if (after.has(lower[c]!)) continue;
      if (after === chars) after = new Set(chars);
      after.add(lower[c]!);
    }
  }
  return after;
}

/** Position + 1 by vehicle id (ids are small integers), 0 for vehicles not listed. */
function rowOfIdAfter(base: StockSnapshot, writes: Write[], removed: number[]): Int32Array {
  const moved = writes.filter((w) => w.from !== w.at);
  if (moved.length === 0 && removed.length === 0) return base.rowOfId;
  const maxId = moved.reduce((max, w) => Math.max(max, w.row.id), 0);
  // Room for the ids to come, so that adding a vehicle rarely grows the array.
  const rowOfId = new Int32Array(maxId < base.rowOfId.length ? base.rowOfId.length : Math.ceil(maxId * 1.25) + 1024);
  rowOfId.set(base.rowOfId);
  for (const p of removed) rowOfId[base.id[p]!] = 0;
  for (const w of moved) rowOfId[w.row.id] = w.at + 1;
  return rowOfId;
}

/**
 * Rows grouped by template: groups that gain or lose rows are rewritten, runs of the others copied as they
 * are. Templates no row uses any more are dropped once they are a quarter of all.
 */
function templateGroupsAfter(base: StockSnapshot, s: StockSnapshot, writes: Write[]): Pick<StockSnapshot, 'templateStart' | 'templateRows'> | ReturnType<typeof regroupTemplates> {
  const n = base.size;
  const leaving = new Map<number, Set<number>>();
  const joining = new Map<number, number[]>();
  const leave = (t: number, p: number) => (leaving.get(t) ?? leaving.set(t, new Set()).get(t)!).add(p);
  const join = (t: number, p: number) => (joining.get(t) ?? joining.set(t, []).get(t)!).push(p);
  for (const w of writes) {
    if (w.at < n) {
      const was = base.templateOf[w.at]!;
      if (was === w.template) continue;
      leave(was, w.at);
    }
    join(w.template, w.at);
  }
  for (let p = s.size; p < n; p++) leave(base.templateOf[p]!, p);
  if (leaving.size === 0 && joining.size === 0) return { templateStart: base.templateStart, templateRows: base.templateRows };

  const oldStart = base.templateStart;
  const oldCount = base.textTemplates.length;
  const count = s.textTemplates.length;
  const start = new Int32Array(count + 1);
  let empty = 0;
  for (let t = 0; t < count; t++) {
    const size = (t < oldCount ? oldStart[t + 1]! - oldStart[t]! : 0) - (leaving.get(t)?.size ?? 0) + (joining.get(t)?.length ?? 0);
    if (size === 0) empty++;
    start[t + 1] = start[t]! + size;
  }
  if (empty > 256 && empty * 4 > count) return regroupTemplates(s);
  const rows = new Int32Array(s.size);
  let t = 0;
  for (const edited of [...new Set([...leaving.keys(), ...joining.keys()])].sort((a, b) => a - b)) {
    const runEnd = Math.min(edited, oldCount);
    if (t < runEnd) rows.set(base.templateRows.subarray(oldStart[t]!, oldStart[runEnd]!), start[t]!);
    let at = start[edited]!;
    if (edited < oldCount) {
      const gone = leaving.get(edited);
      for (let k = oldStart[edited]!; k < oldStart[edited + 1]!; k++) {
        const p = base.templateRows[k]!;
        if (!gone?.has(p)) rows[at++] = p;
      }
    }
    for (const p of joining.get(edited) ?? []) rows[at++] = p;
    t = edited + 1;
  }
  if (t < oldCount) rows.set(base.templateRows.subarray(oldStart[t]!, oldStart[oldCount]!), start[t]!);
  return { templateStart: start, templateRows: rows };
}

/** Templates renumbered without the unused ones, rows grouped afresh (a counting sort). */
function regroupTemplates(s: StockSnapshot): Pick<StockSnapshot, 'textTemplates' | 'templateIds' | 'templateOf' | 'templateStart' | 'templateRows'> {
  const used = new Uint8Array(s.textTemplates.length);
  for (let p = 0; p < s.size; p++) used[s.templateOf[p]!] = 1;
  const renumber = new Int32Array(s.textTemplates.length);
  const texts: string[] = [];
  s.textTemplates.forEach((text, t) => {
    if (used[t]) renumber[t] = texts.push(text) - 1;
  });
  const templateOf = Int32Array.from(s.templateOf, (t) => renumber[t]!);
  const start = new Int32Array(texts.length + 1);
  for (let p = 0; p < s.size; p++) start[templateOf[p]! + 1]!++;
  for (let t = 0; t < texts.length; t++) start[t + 1]! += start[t]!;
  const fill = start.slice(0, texts.length);
  const rows = new Int32Array(s.size);
  for (let p = 0; p < s.size; p++) rows[fill[templateOf[p]!]!++] = p;
  return { textTemplates: texts, templateIds: new Map(texts.map((text, t) => [text, t])), templateOf, templateStart: start, templateRows: rows };
}

type SortValues = ArrayLike<number> | readonly string[];

/** Compares row a of one snapshot with row b of another (or the same) by (sort value, id). */
function comparator(text: boolean, av: SortValues, aId: Int32Array, bv: SortValues, bId: Int32Array): (a: number, b: number) => number {
  if (text) {
    const x = av as readonly string[];
    const y = bv as readonly string[];
    return (a, b) => {
      const p = x[a]!;
      const q = y[b]!;
      return p < q ? -1 : p > q ? 1 : aId[a]! - bId[b]!;
    };
  }
  const x = av as ArrayLike<number>;
  const y = bv as ArrayLike<number>;
  return (a, b) => x[a]! - y[b]! || aId[a]! - bId[b]!;
}

/** The first index of `order` whose row does not compare below (`strict`: at or below) the probe. */
function searchOrder(order: Int32Array, compareToProbe: (p: number) => number, strict: boolean): number {
  let lo = 0;
  let hi = order.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const c = compareToProbe(order[mid]!);
    if (c < 0 || (strict && c === 0)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The sort key's permutation after the writes: entries of rows gone, moved or changed in this key are
 * taken out (found by binary search on the old values), the new entries merged in at their place (binary
 * search on the new values). Unchanged runs are copied as blocks.
 */
function permutationAfter(key: SortKey, base: StockSnapshot, s: StockSnapshot, writes: Write[], removed: number[]): Int32Array {
  const column = SORT_COLUMNS[key];
  const text = key === 'MakerModel';
  const oldValues = base[column] as SortValues;
  const newValues = s[column] as SortValues;
  const deleted: number[] = removed.slice();
  const inserted: number[] = [];
  for (const w of writes) {
    if (w.from === w.at) {
      if (oldValues[w.at] === newValues[w.at]) continue;
      deleted.push(w.at);
    } else if (w.from >= 0) {
      deleted.push(w.from);
    }
    inserted.push(w.at);
  }
  const old = base.sorted[key];
  if (deleted.length === 0 && inserted.length === 0) return old;

  const compareOld = comparator(text, oldValues, base.id, oldValues, base.id);
  const deletedAt = Int32Array.from(deleted, (p) => {
    const index = searchOrder(old, (e) => compareOld(e, p), false);
    if (old[index] !== p) throw new StockIndexOutOfStep(`row ${p} is not where the ${key} order has it`);
    return index;
  }).sort();
  const newRows = Int32Array.from(inserted).sort(comparator(text, newValues, s.id, newValues, s.id));
  const compareOldNew = comparator(text, oldValues, base.id, newValues, s.id);
  const insertAt = Int32Array.from(newRows, (p) => searchOrder(old, (e) => compareOldNew(e, p), true));

  const order = new Int32Array(s.size);
  let out = 0;
  let from = 0;
  let d = 0;
  const copyUpTo = (to: number) => {
    while (from < to) {
      while (d < deletedAt.length && deletedAt[d]! < from) d++;
      const stop = d < deletedAt.length && deletedAt[d]! < to ? deletedAt[d]! : to;
      order.set(old.subarray(from, stop), out);
      out += stop - from;
      from = stop < to ? stop + 1 : stop;
    }
  };
  newRows.forEach((p, j) => {
    copyUpTo(insertAt[j]!);
    order[out++] = p;
  });
  copyUpTo(old.length);
  if (out !== s.size) throw new StockIndexOutOfStep(`the ${key} order has ${out} rows for ${s.size}`);
  return order;
}

function stockNumberIndexAfter(base: StockSnapshot, s: StockSnapshot, writes: Write[], removed: number[]): StockNumberIndex {
  const gone = removed.slice();
  const come: number[] = [];
  for (const w of writes) {
    if (w.from === w.at) {
      if (base.stockNumber[w.at] === w.row.stockNumber) continue;
      gone.push(w.at);
    } else if (w.from >= 0) {
      gone.push(w.from);
    }
    come.push(w.at);
  }
  if (gone.length === 0 && come.length === 0 && s.stockNumber === base.stockNumber) return base.positionOf;
  return base.positionOf.after(s.stockNumber, s.size, gone, come);
}

function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * Stock number -> row position: an open-addressing hash table in one Int32Array (position + 1, 0 empty),
 * so that the next snapshot's copy is one memory copy and a few slots changed, where a Map of 200,000
 * stock numbers takes 60-90 ms to copy.
 */
export class StockNumberIndex {
  private constructor(
    private readonly numbers: readonly string[],
    private readonly slots: Int32Array,
  ) {}

  static build(numbers: readonly string[], size: number): StockNumberIndex {
    let capacity = 16;
    while (capacity < size * 2) capacity *= 2;
    const index = new StockNumberIndex(numbers, new Int32Array(capacity));
    for (let p = 0; p < size; p++) index.put(p);
    return index;
  }

  get(stockNumber: string): number | undefined {
    const { slots, numbers } = this;
    const mask = slots.length - 1;
    for (let i = hashOf(stockNumber) & mask; ; i = (i + 1) & mask) {
      const at = slots[i]!;
      if (at === 0) return undefined;
      if (numbers[at - 1] === stockNumber) return at - 1;
    }
  }

  /**
   * The index of a new snapshot: this one's rows at positions `gone` taken out (matched by position, so
   * the right entry goes even if a stock number were held twice), positions `come` of the new one put in.
   */
  after(numbers: readonly string[], size: number, gone: readonly number[], come: readonly number[]): StockNumberIndex {
    if (size * 10 > this.slots.length * 6) return StockNumberIndex.build(numbers, size);
    const slots = this.slots.slice();
    const mask = slots.length - 1;
    for (const p of gone) {
      let i = hashOf(this.numbers[p]!) & mask;
      while (slots[i] !== 0 && slots[i] !== p + 1) i = (i + 1) & mask;
      if (slots[i] === 0) throw new StockIndexOutOfStep(`row ${p} is not in the stock-number index`);
      // Backward-shift deletion: later entries of the run move up unless they sit at or after their home.
      for (let j = (i + 1) & mask; slots[j] !== 0; j = (j + 1) & mask) {
        const home = hashOf(this.numbers[slots[j]! - 1]!) & mask;
        if (i <= j ? i < home && home <= j : i < home || home <= j) continue;
        slots[i] = slots[j]!;
        i = j;
      }
      slots[i] = 0;
    }
    // What remains points at rows whose stock number is the same in both snapshots.
    const index = new StockNumberIndex(numbers, slots);
    for (const p of come) index.put(p);
    return index;
  }

  private put(p: number) {
    const mask = this.slots.length - 1;
    let i = hashOf(this.numbers[p]!) & mask;
    while (this.slots[i] !== 0) i = (i + 1) & mask;
    this.slots[i] = p + 1;
  }
}
