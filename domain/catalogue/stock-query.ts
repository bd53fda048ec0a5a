// Runs a stock search over the in-memory snapshot: compiles the filters, counts matches and facets in
// one pass, pages along the sort's permutation from the cursor, and when nothing matches, relaxes the
// narrowest filters until something does.
import { BODY_TYPES, FUEL_TYPES, QUALITY_GRADES, TRANSMISSION_TYPES } from '#db/schema/enum-values.ts';
import { PRICE_BANDS, rowsContaining, type StockSnapshot } from './stock-index.ts';
import type { FilterField } from './vocabulary.ts';
import { normalizeSearchText, normalizeStockNumber } from './search-text.ts';
import type { SortDirection, SortKey } from './sort-orders.ts';
import type { SearchVehiclesQuery } from './vehicle-search.inputs.ts';
import { NEW_ARRIVAL_DAYS } from './vehicle-record.ts';

export const FACET_DIMENSIONS = ['maker', 'model', 'type', 'fuelType', 'transmission', 'steering', 'price', 'year'] as const;
export type FacetDimension = (typeof FACET_DIMENSIONS)[number];

/** Filters that are the list's own rule, not the buyer's choice (only what the buyer's country allows): a search with no hits never drops them. */
export const FIXED_FILTERS = ['importable'] as const;
export type FixedFilter = (typeof FIXED_FILTERS)[number];
const isFixed = (field: FilterField | FixedFilter) => (FIXED_FILTERS as readonly string[]).includes(field);

type Column = Int32Array | Float64Array;

/**
 * A compiled filter. `bits` writes one bit per row into `words` (row `i` is bit `i % 32` of word
 * `i >> 5`), set when the row passes, and returns how many pass. Each kind has its own loop over typed
 * arrays, and no branch on the data: a row's bit is arithmetic, so the loop runs at the same speed
 * whichever rows pass. As bits, the filters of a search are combined 32 rows at a time (countRows).
 */
interface Filter {
  /** The input field this filter comes from, as reported when it is relaxed; a fixed filter's name. */
  field: FilterField | FixedFilter;
  dimension?: FacetDimension;
  bits(words: Int32Array): number;
  /**
   * What the bits depend on besides the snapshot, when they are worth keeping for the next search (a
   * buyer's country and maker come back with every new price typed): a text for a lookup, the rows
   * themselves for a bitmap.
   */
  sameAs?: string | Uint8Array;
}

/** Rows whose value (an id or code) is marked in `allowed`. */
function lookupFilter(field: FilterField, dimension: FacetDimension | undefined, column: Int32Array, allowed: Uint8Array): Filter {
  const values: number[] = [];
  allowed.forEach((on, value) => {
    if (on) values.push(value);
  });
  return {
    field,
    dimension,
    sameAs: `${field}:${values.join(',')}`,
    bits(words) {
      const n = column.length;
      let passing = 0;
      for (let w = 0, i = 0; i < n; w++) {
        let word = 0;
        for (let b = 0, end = Math.min(n, i + 32); i < end; i++, b++) word |= (allowed[column[i]!]! & 1) << b;
        words[w] = word;
        passing += bitCount(word);
      }
      return passing;
    },
  };
}

function rangeFilter(field: FilterField, dimension: FacetDimension | undefined, column: Column, min: number, max: number): Filter {
  return {
    field,
    dimension,
    bits(words) {
      const n = column.length;
      let passing = 0;
      for (let w = 0, i = 0; i < n; w++) {
        let word = 0;
        for (let b = 0, end = Math.min(n, i + 32); i < end; i++, b++) {
          const v = column[i]!;
          word |= (+(v >= min) & +(v <= max)) << b;
        }
        words[w] = word;
        passing += bitCount(word);
      }
      return passing;
    },
  };
}

function bitmapFilter(field: FilterField | FixedFilter, rows: Uint8Array): Filter {
  return {
    field,
    sameAs: rows,
    bits(words) {
      const n = rows.length;
      let passing = 0;
      for (let w = 0, i = 0; i < n; w++) {
        let word = 0;
        for (let b = 0, end = Math.min(n, i + 32); i < end; i++, b++) word |= (rows[i]! & 1) << b;
        words[w] = word;
        passing += bitCount(word);
      }
      return passing;
    },
  };
}

/** Whether row `i` is among the matches (StockMatch.matched: one bit per row). */
export const isMatched = (matched: Int32Array, i: number) => ((matched[i >>> 5]! >>> (i & 31)) & 1) === 1;

/** How many bits of a 32-bit word are set. */
function bitCount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

function allowedIds(ids: Iterable<number>, size: number, negate = false): Uint8Array {
  const allowed = new Uint8Array(size).fill(negate ? 1 : 0);
  for (const id of ids) if (id < size) allowed[id] = negate ? 0 : 1;
  return allowed;
}

export interface Facets {
  makers: { id: number; name: string; count: number }[];
  models: { id: number; name: string; maker: string; count: number }[];
  types: { value: string; count: number }[];
  fuelTypes: { value: string; count: number }[];
  transmissions: { value: string; count: number }[];
  steerings: { value: string; count: number }[];
  priceBands: { min: number; max: number | null; count: number }[];
  years: { year: number; count: number }[];
}

const byName = <T extends { name: string; uuid: string }>(items: Iterable<T>, wanted: string) => {
  const lower = wanted.toLowerCase();
  return [...items].filter((item) => item.name.toLowerCase() === lower || item.uuid === wanted);
};

/** Each search word, or the whole phrase, through the search-keyword table to the terms the stock uses. */
function keywordMatchers(s: StockSnapshot, keywords: string): string[][] {
  const phrase = normalizeSearchText(keywords);
  if (!phrase) return [];
  const whole = s.synonyms.get(phrase);
  if (whole) return [[phrase, ...whole]];
  return keywords
    .split(/\s+/)
    .map((word) => normalizeSearchText(word))
    .filter(Boolean)
    .map((token) => [token, ...(s.synonyms.get(token) ?? [])]);
}

/** The search's filters over the snapshot: with `importable`, the rows marked 1 in it only; then the buyer's. */
export function compileFilters(s: StockSnapshot, q: SearchVehiclesQuery, now: Date, importable: Uint8Array | null = null): Filter[] {
  const filters: Filter[] = [];
  if (importable) filters.push(bitmapFilter('importable', importable));
  const makerSize = Math.max(0, ...s.makers.keys()) + 1;
  const modelSize = Math.max(0, ...s.models.keys()) + 1;
  const code = (values: readonly string[], value: string) => allowedIds([values.indexOf(value)], 256);
  const makerName = q.maker ?? q.instantMaker;
  const modelName = q.model ?? q.instantModel;
  let makerIds: Set<number> | null = null;
  if (makerName) {
    makerIds = new Set(byName(s.makers.values(), makerName).map((m) => m.id));
    filters.push(lookupFilter('maker', 'maker', s.makerId, allowedIds(makerIds, makerSize)));
  }
  if (q.makerNotIn?.length) {
    const excluded = q.makerNotIn.flatMap((name) => byName(s.makers.values(), name).map((m) => m.id));
    filters.push(lookupFilter('makerNotIn', 'maker', s.makerId, allowedIds(excluded, makerSize, true)));
  }
  if (modelName) {
    const ids = byName(s.models.values(), modelName)
      .filter((m) => !makerIds || makerIds.has(m.makerId))
      .map((m) => m.id);
    filters.push(lookupFilter('model', 'model', s.modelId, allowedIds(ids, modelSize)));
  }
  if (q.type) filters.push(lookupFilter('type', 'type', s.type, code(BODY_TYPES, q.type)));
  if (q.steering) filters.push(lookupFilter('steering', 'steering', s.leftHandle, allowedIds([q.steering === 'LeftHandle' ? 1 : 0], 2)));
  if (q.minPrice !== undefined || q.maxPrice !== undefined) {
    filters.push(rangeFilter('price', 'price', s.price, q.minPrice ?? 0, q.maxPrice ?? Number.MAX_SAFE_INTEGER));
  }
  if (q.engineSize) filters.push(rangeFilter('engineSize', undefined, s.engine, q.engineSize.min ?? 0, q.engineSize.max ?? Number.MAX_SAFE_INTEGER));
  if (q.fuelType) filters.push(lookupFilter('fuelType', 'fuelType', s.fuel, code(FUEL_TYPES, q.fuelType)));
  if (q.minYear !== undefined || q.maxYear !== undefined) filters.push(rangeFilter('year', 'year', s.year, q.minYear ?? 0, q.maxYear ?? 9999));
  if (q.kiloMeters) filters.push(rangeFilter('kiloMeters', undefined, s.km, q.kiloMeters.min ?? 0, q.kiloMeters.max ?? Number.MAX_SAFE_INTEGER));
  if (q.transmission) filters.push(lookupFilter('transmission', 'transmission', s.transmission, code(TRANSMISSION_TYPES, q.transmission)));
  if (q.color) {
    const lower = q.color.toLowerCase();
    const ids = [...s.colors.values()].filter((c) => c.name.toLowerCase() === lower || c.slug === lower).map((c) => c.id);
    filters.push(lookupFilter('color', undefined, s.colorId, allowedIds(ids, Math.max(0, ...s.colors.keys()) + 1)));
  }
  if (q.is4wd !== undefined) filters.push(lookupFilter('is4wd', undefined, s.is4wd, allowedIds([q.is4wd ? 1 : 0], 2)));
  if (q.qualityGrade) filters.push(lookupFilter('qualityGrade', undefined, s.quality, code(QUALITY_GRADES, q.qualityGrade)));
  if (q.newArrivals || q.featureType === 'New') {
    filters.push(rangeFilter('newArrivals', undefined, s.arrived, now.getTime() - NEW_ARRIVAL_DAYS * 86400000, Number.MAX_VALUE));
  }
  if (q.bestDeals || q.featureType === 'Discounted') filters.push(rangeFilter('bestDeals', undefined, s.discount, 1, Number.MAX_SAFE_INTEGER));
  if (q.stockNumber) {
    const wanted = normalizeStockNumber(q.stockNumber);
    const rows = new Uint8Array(s.size);
    const at = s.positionOf.get(wanted);
    if (at !== undefined) rows[at] = 1;
    filters.push(bitmapFilter('stockNumber', rows));
  }
  if (q.keywords) {
    const matchers = keywordMatchers(s, q.keywords);
    if (matchers.length) {
      // Rows containing every word, each word or one of its synonyms.
      const rows = new Uint8Array(s.size).fill(1);
      for (const alternatives of matchers) {
        const sets = alternatives.map((term) => rowsContaining(s, term));
        for (let i = 0; i < s.size; i++) {
          if (rows[i] === 0) continue;
          let any = 0;
          for (const set of sets) any |= set[i]!;
          rows[i] = any;
        }
      }
      filters.push(bitmapFilter('keywords', rows));
    }
  }
  return filters;
}

const FIRST_YEAR = 1950;
const YEARS = 200;

/**
 * Two small codes per row that pack six facet dimensions: body type, fuel, transmission and steering in
 * one, price band and year in the other. A matching row then costs three counter increments (model and
 * the two codes) instead of eight; the packed counts are unpacked once per search. An unknown enum value
 * or an out-of-range year gets a slot of its own that is never reported, as before.
 */
const SHAPE = { types: BODY_TYPES.length + 1, fuels: FUEL_TYPES.length + 1, transmissions: TRANSMISSION_TYPES.length + 1 };
const SHAPE_SIZE = SHAPE.types * SHAPE.fuels * SHAPE.transmissions * 2;
const PRICE_YEAR_SIZE = PRICE_BANDS.length * (YEARS + 1);

interface PackedFacetCodes {
  shape: Int32Array;
  priceYear: Int32Array;
  /** The price band column as the others' type (countRows takes one type of array). */
  priceBand: Int32Array;
  /** True when every row's maker is its model's maker, so maker counts follow from model counts. */
  makerFromModel: boolean;
}

const packedCodes = new WeakMap<StockSnapshot, PackedFacetCodes>();

function packedFacetCodes(s: StockSnapshot): PackedFacetCodes {
  let codes = packedCodes.get(s);
  if (codes) return codes;
  codes = { shape: new Int32Array(s.size), priceYear: new Int32Array(s.size), priceBand: Int32Array.from(s.priceBand), makerFromModel: true };
  for (let i = 0; i < s.size; i++) {
    if (s.models.get(s.modelId[i]!)?.makerId !== s.makerId[i]) codes.makerFromModel = false;
    const type = Math.min(s.type[i]!, SHAPE.types - 1);
    const fuel = Math.min(s.fuel[i]!, SHAPE.fuels - 1);
    const transmission = Math.min(s.transmission[i]!, SHAPE.transmissions - 1);
    codes.shape[i] = ((type * SHAPE.fuels + fuel) * SHAPE.transmissions + transmission) * 2 + s.leftHandle[i]!;
    const year = s.year[i]! - FIRST_YEAR;
    codes.priceYear[i] = s.priceBand[i]! * (YEARS + 1) + (year >= 0 && year < YEARS ? year : YEARS);
  }
  packedCodes.set(s, codes);
  return codes;
}

/** Facet counts in typed arrays indexed by id or code: a few milliseconds for 200,000 rows. */
class FacetCounter {
  readonly maker: Int32Array;
  readonly model: Int32Array;
  readonly type = new Int32Array(BODY_TYPES.length);
  readonly fuelType = new Int32Array(FUEL_TYPES.length);
  readonly transmission = new Int32Array(TRANSMISSION_TYPES.length);
  readonly steering = new Int32Array(2);
  readonly price = new Int32Array(PRICE_BANDS.length);
  readonly year = new Int32Array(YEARS);

  constructor(private readonly s: StockSnapshot) {
    this.maker = new Int32Array(Math.max(0, ...s.makers.keys()) + 1);
    this.model = new Int32Array(Math.max(0, ...s.models.keys()) + 1);
  }

  /** Adds the packed counts of matching rows (see packedFacetCodes) to their six dimensions. */
  addPacked(shape: Int32Array, priceYear: Int32Array) {
    shape.forEach((count, code) => {
      if (count === 0) return;
      const steering = code % 2;
      const transmission = Math.floor(code / 2) % SHAPE.transmissions;
      const fuel = Math.floor(code / 2 / SHAPE.transmissions) % SHAPE.fuels;
      const type = Math.floor(code / 2 / SHAPE.transmissions / SHAPE.fuels);
      this.steering[steering]! += count;
      if (transmission < TRANSMISSION_TYPES.length) this.transmission[transmission]! += count;
      if (fuel < FUEL_TYPES.length) this.fuelType[fuel]! += count;
      if (type < BODY_TYPES.length) this.type[type]! += count;
    });
    priceYear.forEach((count, code) => {
      if (count === 0) return;
      const year = code % (YEARS + 1);
      this.price[Math.floor(code / (YEARS + 1))]! += count;
      if (year < YEARS) this.year[year]! += count;
    });
  }

  result(): Facets {
    const s = this.s;
    const values = <T extends string>(names: readonly T[], counts: Int32Array) =>
      names.map((value, i) => ({ value, count: counts[i]! })).filter((v) => v.count > 0);
    const byCount = (a: { count: number; name: string }, b: { count: number; name: string }) => b.count - a.count || a.name.localeCompare(b.name);
    const makers: Facets['makers'] = [];
    this.maker.forEach((count, id) => {
      if (count > 0) makers.push({ id, name: s.makers.get(id)?.name ?? '', count });
    });
    const models: Facets['models'] = [];
    this.model.forEach((count, id) => {
      const model = s.models.get(id);
      if (count > 0 && model) models.push({ id, name: model.name, maker: s.makers.get(model.makerId)?.name ?? '', count });
    });
    const years: Facets['years'] = [];
    this.year.forEach((count, offset) => {
      if (count > 0) years.push({ year: FIRST_YEAR + offset, count });
    });
    return {
      makers: makers.sort(byCount),
      models: models.sort(byCount),
      types: values(BODY_TYPES, this.type),
      fuelTypes: values(FUEL_TYPES, this.fuelType),
      transmissions: values(TRANSMISSION_TYPES, this.transmission),
      steerings: values(['RightHandle', 'LeftHandle'], this.steering),
      priceBands: PRICE_BANDS.map((min, i) => ({ min, max: PRICE_BANDS[i + 1] ?? null, count: this.price[i]! })).filter((b) => b.count > 0),
      years: years.reverse(),
    };
  }
}

export interface StockMatch {
  /** One bit per row, set for a match: row `i` is bit `i % 32` of word `i >> 5` (isMatched). */
  matched: Int32Array;
  totalCount: number;
  facets: Facets;
  /** Per filter: rows that pass it. */
  passing: number[];
  /** Per filter: rows that fail it and no other (what dropping it alone would add). */
  failingOnly: number[];
}

/** A facet's column (its value per row), counts, and the value counted at index 0. */
function facetColumn(s: StockSnapshot, counter: FacetCounter, priceBand: Int32Array, dimension: FacetDimension): [Int32Array, Int32Array, number] {
  switch (dimension) {
    case 'maker': return [s.makerId, counter.maker, 0];
    case 'model': return [s.modelId, counter.model, 0];
    case 'type': return [s.type, counter.type, 0];
    case 'fuelType': return [s.fuel, counter.fuelType, 0];
    case 'transmission': return [s.transmission, counter.transmission, 0];
    case 'steering': return [s.leftHandle, counter.steering, 0];
    case 'price': return [priceBand, counter.price, 0];
    case 'year': return [s.year, counter.year, FIRST_YEAR];
  }
}

/**
 * The hottest loop of a search, on its own and with every array a parameter of one type, so V8 compiles
 * it once for all searches. Per word of 32 rows: the rows that pass every filter (the AND of the
 * filters' bits) are marked and counted (their model, packed shape and packed price band and year), and
 * the rows that fail one filter only (the AND of the others' bits, less that filter's) are counted in
 * that filter's own facet. Rows that fail two filters or more cost nothing. Returns how many pass.
 */
function countRows(
  size: number,
  bits: Int32Array[],
  matched: Int32Array,
  modelId: Int32Array,
  shape: Int32Array,
  priceYear: Int32Array,
  cModel: Int32Array,
  cShape: Int32Array,
  cPriceYear: Int32Array,
  failingOnly: Int32Array,
  columns: Int32Array[],
  counts: Int32Array[],
  offsets: Int32Array,
): number {
  const k = bits.length;
  // before[f]: the AND of the words of filters 0..f-1; after[f]: of filters f..k-1.
  const before = new Int32Array(k + 1);
  const after = new Int32Array(k + 1);
  const words = (size + 31) >>> 5;
  let total = 0;
  for (let w = 0; w < words; w++) {
    // The last word's bits past the last row are no rows.
    const rows = w === words - 1 && (size & 31) !== 0 ? (1 << (size & 31)) - 1 : -1;
    before[0] = rows;
    for (let f = 0; f < k; f++) before[f + 1] = before[f]! & bits[f]![w]!;
    after[k] = rows;
    for (let f = k - 1; f >= 0; f--) after[f] = after[f + 1]! & bits[f]![w]!;
    const base = w << 5;
    matched[w] = before[k]!;
    for (let all = before[k]!; all !== 0; all &= all - 1) {
      const i = base + 31 - Math.clz32(all & -all);
      total++;
      cModel[modelId[i]!]!++;
      cShape[shape[i]!]!++;
      cPriceYear[priceYear[i]!]!++;
    }
    for (let f = 0; f < k; f++) {
      let only = before[f]! & after[f + 1]! & ~bits[f]![w]!;
      if (only === 0) continue;
      failingOnly[f]! += bitCount(only);
      const column = columns[f]!;
      if (column.length === 0) continue;
      const count = counts[f]!;
      const offset = offsets[f]!;
      for (; only !== 0; only &= only - 1) count[column[base + 31 - Math.clz32(only & -only)]! - offset]!++;
    }
  }
  return total;
}

interface FilterBits {
  words: Int32Array;
  passing: number;
}

/** The bits of recent filters that name what they depend on (`sameAs`), per snapshot; read only once written. */
const keptBits = new WeakMap<StockSnapshot, { byText: Map<string, FilterBits>; byRows: WeakMap<Uint8Array, FilterBits> }>();
const KEPT_FILTERS = 64;

function filterBits(s: StockSnapshot, filter: Filter): FilterBits {
  const compute = () => {
    const words = new Int32Array((s.size + 31) >>> 5);
    return { words, passing: filter.bits(words) };
  };
  const { sameAs } = filter;
  if (sameAs === undefined) return compute();
  let kept = keptBits.get(s);
  if (!kept) keptBits.set(s, (kept = { byText: new Map(), byRows: new WeakMap() }));
  if (typeof sameAs !== 'string') {
    let found = kept.byRows.get(sameAs);
    if (!found) kept.byRows.set(sameAs, (found = compute()));
    return found;
  }
  let found = kept.byText.get(sameAs);
  if (found) kept.byText.delete(sameAs);
  else found = compute();
  kept.byText.set(sameAs, found);
  if (kept.byText.size > KEPT_FILTERS) kept.byText.delete(kept.byText.keys().next().value!);
  return found;
}

/**
 * Matches, total and facets (each dimension counted without its own filter). Each filter writes its bits
 * in a loop of its own, so every call site sees one function and stays fast; countRows combines them and
 * counts the facets.
 */
export function matchStock(s: StockSnapshot, filters: Filter[]): StockMatch {
  const n = s.size;
  const bits: Int32Array[] = [];
  const passing = filters.map((filter, f) => {
    const found = filterBits(s, filter);
    bits[f] = found.words;
    return found.passing;
  });
  const failingOnly = new Int32Array(filters.length);
  const matched = new Int32Array((n + 31) >>> 5);
  const counter = new FacetCounter(s);
  const { shape, priceYear, priceBand, makerFromModel } = packedFacetCodes(s);
  const cModel = new Int32Array(counter.model.length);
  const cShape = new Int32Array(SHAPE_SIZE);
  const cPriceYear = new Int32Array(PRICE_YEAR_SIZE);
  // Per filter, the column and counts of its own facet: a row that fails that filter alone counts there.
  const noColumn = new Int32Array(0);
  const columns: Int32Array[] = [];
  const counts: Int32Array[] = [];
  const offsets = new Int32Array(filters.length);
  filters.forEach((filter, f) => {
    const [column, count, offset] = filter.dimension ? facetColumn(s, counter, priceBand, filter.dimension) : [noColumn, noColumn, 0];
    columns[f] = column;
    counts[f] = count;
    offsets[f] = offset;
  });
  const totalCount = countRows(n, bits, matched, s.modelId, shape, priceYear, cModel, cShape, cPriceYear, failingOnly, columns, counts, offsets);
  if (!makerFromModel) for (let i = 0; i < n; i++) if (isMatched(matched, i)) counter.maker[s.makerId[i]!]!++;
  // A model belongs to one maker: the makers of matching rows are their models' makers.
  cModel.forEach((count, id) => {
    if (count === 0) return;
    counter.model[id]! += count;
    const model = s.models.get(id);
    if (makerFromModel && model) counter.maker[model.makerId]! += count;
  });
  counter.addPacked(cShape, cPriceYear);
  return { matched, totalCount, facets: counter.result(), passing, failingOnly: Array.from(failingOnly) };
}

/**
 * The rows passing every filter, one bit per row, without the facets matchStock counts: for many searches
 * run over a few rows (saved searches against a batch of new stock).
 */
export function matchedRows(s: StockSnapshot, filters: Filter[]): Int32Array {
  const matched = new Int32Array((s.size + 31) >>> 5).fill(-1);
  for (const filter of filters) {
    const { words } = filterBits(s, filter);
    for (let w = 0; w < matched.length; w++) matched[w]! &= words[w]!;
  }
  return matched;
}

/** Compares row `p` with a cursor position (sort value, id). */
function compareToCursor(s: StockSnapshot, key: SortKey, p: number, value: number | string, id: number): number {
  let c: number;
  if (key === 'MakerModel') {
    const x = s.makerModelKey[p]!;
    c = x < (value as string) ? -1 : x > (value as string) ? 1 : 0;
  } else {
    const column = { Discounted: s.discount, EngineSize: s.engine, FobPrice: s.price, KiloMeters: s.km, New: s.arrived, Year: s.year }[key];
    c = column[p]! - (value as number);
  }
  return c !== 0 ? c : s.id[p]! - id;
}

export function sortValue(s: StockSnapshot, key: SortKey, p: number): number | string {
  return key === 'MakerModel' ? s.makerModelKey[p]! : { Discounted: s.discount, EngineSize: s.engine, FobPrice: s.price, KiloMeters: s.km, New: s.arrived, Year: s.year }[key][p]!;
}

/** The first `first + 1` matching rows after the cursor, in the sort's direction. */
export function pageOf(
  s: StockSnapshot,
  matched: Int32Array,
  key: SortKey,
  direction: SortDirection,
  first: number,
  after: { value: number | string; id: number } | null,
): number[] {
  const order = s.sorted[key];
  const n = order.length;
  // Binary search: the number of rows at or before the cursor in ascending order.
  let lo = 0;
  let hi = n;
  if (after) {
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compareToCursor(s, key, order[mid]!, after.value, after.id) <= 0) lo = mid + 1;
      else hi = mid;
    }
  }
  const page: number[] = [];
  if (direction === 'Asc') {
    for (let k = after ? lo : 0; k < n && page.length <= first; k++) if (isMatched(matched, order[k]!)) page.push(order[k]!);
  } else {
    // Descending: start just before the cursor's position (rows strictly below it).
    let start = n - 1;
    if (after) {
      let l = 0;
      let h = n;
      while (l < h) {
        const mid = (l + h) >>> 1;
        if (compareToCursor(s, key, order[mid]!, after.value, after.id) < 0) l = mid + 1;
        else h = mid;
      }
      start = l - 1;
    }
    for (let k = start; k >= 0 && page.length <= first; k--) if (isMatched(matched, order[k]!)) page.push(order[k]!);
  }
  return page;
}

export interface Relaxation {
  relaxed: FilterField[];
  match: StockMatch;
}

/** Drops the narrowest of the buyer's filters (fewest vehicles pass them) one by one until something matches. */
export function relaxUntilFound(s: StockSnapshot, filters: Filter[]): Relaxation | null {
  let active = filters.slice();
  const relaxed: FilterField[] = [];
  let match = matchStock(s, active);
  while (match.totalCount === 0) {
    // The narrowest filter is the one the fewest vehicles pass; the list's own rules stay.
    let drop = -1;
    active.forEach((filter, i) => {
      if (!isFixed(filter.field) && (drop < 0 || match.passing[i]! < match.passing[drop]!)) drop = i;
    });
    if (drop < 0) break;
    relaxed.push(active[drop]!.field as FilterField);
    active = active.filter((_, i) => i !== drop);
    match = matchStock(s, active);
  }
  return match.totalCount > 0 ? { relaxed, match } : null;
}
