// searchVehicles: the stock list's filters, sort orders, facet counts and cursor paging. Matching,
// counting and ordering run on the in-memory stock index; the page's vehicles are then read by id.
import type { RequestContext } from '../context.ts';
import { InvalidInputError, toInvalidInput } from '../errors.ts';
import type { ImportRule } from '../trade/vocabulary.ts';
import { importableStock, rulesBroken, type ImportableStock } from './importable-stock.ts';
import { stockSnapshot, type StockSnapshot } from './stock-index.ts';
import { compileFilters, isMatched, matchStock, pageOf, relaxUntilFound, sortValue, type Facets, type StockMatch } from './stock-query.ts';
import { SORT_ORDERS, type OrderCode } from './sort-orders.ts';
import { searchVehiclesInputSchema, type SearchVehiclesInput, type SearchVehiclesQuery } from './vehicle-search.inputs.ts';
import { vehicleRecordsByIds, type VehicleRecord } from './vehicle-record.ts';

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
/** How many nearest vehicles a search with no hits shows. */
export const FALLBACK_SIZE = 12;

/** A search for a buyer's country: whose rules, whether the list keeps to them, and what they leave out. */
export interface ImportableAnswer {
  country: { name: string; code: string; localNames: Record<string, string>; ageLimitYears: number | null };
  /** True: only the vehicles the country allows are listed (and counted, in the total and the facets). */
  only: boolean;
  /** Vehicles matching every other filter that the country does not allow: hidden with `only`, listed (and marked) without. */
  notImportableCount: number;
  /** The rules each listed vehicle (page and fallback) breaks, by vehicle id; the vehicles the country allows are absent. */
  brokenRules: Record<number, ImportRule[]>;
}

export interface VehicleConnection {
  /** brokenImportRules: what the buyer's country refuses in the vehicle; empty when it is allowed or no country was given. */
  edges: { cursor: string; node: VehicleRecord; brokenImportRules: ImportRule[] }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
  /** The query as understood, echoed back for the filter panel. */
  query: SearchVehiclesQuery;
  /** How many vehicles each choice of the filter panel leaves, each dimension without its own filter. */
  facets: Facets;
  /** With no hits: how many vehicles the nearest search finds, the filters it dropped and its first vehicles. */
  fallbackCount: number;
  relaxedFilters: string[];
  fallbackVehicles: VehicleRecord[];
  /** With `importableTo`: the country's rules applied; null without. */
  importable: ImportableAnswer | null;
}

interface CursorValue {
  value: string | number;
  id: number;
}

function encodeCursor(order: OrderCode, value: string | number, id: number): string {
  return Buffer.from(JSON.stringify([order, value, id])).toString('base64url');
}

function decodeCursor(cursor: string, order: OrderCode): CursorValue | null {
  try {
    const [cursorOrder, value, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    const expectedType = SORT_ORDERS[order].key === 'MakerModel' ? 'string' : 'number';
    if (cursorOrder !== order || !Number.isInteger(id) || typeof value !== expectedType) return null;
    return { value: value as string | number, id: id as number };
  } catch {
    return null;
  }
}

/**
 * The matches and facet counts of recent searches, per stock version: the unfiltered list and the popular
 * makers are asked for all day, and a match pass with its facets costs ~5 ms at 200,000 vehicles. The key
 * is the query without its order (the order only pages) and the minute (new arrivals are judged on the clock).
 */
const MATCH_CACHE_SIZE = 32;
const matchCaches = new WeakMap<StockSnapshot, Map<string, StockMatch>>();

function cachedMatch(stock: StockSnapshot, query: SearchVehiclesQuery, now: Date, importable: ImportableStock | null, compute: () => StockMatch): StockMatch {
  let cache = matchCaches.get(stock);
  if (!cache) matchCaches.set(stock, (cache = new Map()));
  const { order: _order, ...filters } = query;
  // The importable rows depend on the rules and the arrival year too (importable.key), not only on the country's name.
  const key = `${Math.floor(now.getTime() / 60_000)}|${JSON.stringify(filters)}|${importable?.key ?? ''}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const match = compute();
  cache.set(key, match);
  if (cache.size > MATCH_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return match;
}

/**
 * `portUuid`: with `importableTo`, the destination port the age rules count the voyage to (the country's
 * first port when it is none of the country's), as the price of each card does.
 */
export async function searchVehicles(
  ctx: RequestContext,
  args: { input?: SearchVehiclesInput | null; cursor?: string | null; first?: number | null; portUuid?: string | null },
): Promise<VehicleConnection | InvalidInputError> {
  const parsed = searchVehiclesInputSchema.safeParse(args.input ?? {});
  if (!parsed.success) return toInvalidInput(parsed.error);
  const query = parsed.data;
  const first = args.first ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE_SIZE) {
    return new InvalidInputError([{ fieldname: 'first', message: `Page size must be between 1 and ${MAX_PAGE_SIZE}.` }]);
  }
  const order = query.order;
  const { key, direction } = SORT_ORDERS[order];
  const after = args.cursor ? decodeCursor(args.cursor, order) : null;
  if (args.cursor && !after) return new InvalidInputError([{ fieldname: 'cursor', message: 'This page link has expired. Please search again.' }]);

  const stock = await stockSnapshot(ctx.db);
  const importable = query.importableTo ? await importableStock(ctx, stock, query.importableTo, args.portUuid) : null;
  if (query.importableTo && !importable) {
    return new InvalidInputError([{ fieldname: 'importableTo', message: `We do not ship to “${query.importableTo}”. Choose a country from the list.` }]);
  }
  const only = importable !== null && query.importable !== 'all';
  const filters = compileFilters(stock, query, ctx.now, only ? importable.allowed : null);
  const match = cachedMatch(stock, query, ctx.now, importable, () => matchStock(stock, filters));
  const positions = pageOf(stock, match.matched, key, direction, first, after);
  const pagePositions = positions.slice(0, first);

  let fallbackCount = 0;
  let relaxedFilters: string[] = [];
  let fallbackPositions: number[] = [];
  if (match.totalCount === 0 && !after) {
    const relaxation = relaxUntilFound(stock, filters);
    if (relaxation) {
      fallbackCount = relaxation.match.totalCount;
      relaxedFilters = relaxation.relaxed;
      fallbackPositions = pageOf(stock, relaxation.match.matched, key, direction, FALLBACK_SIZE - 1, null);
    }
  }

  const [nodes, fallbackVehicles] = await Promise.all([
    vehicleRecordsByIds(ctx, pagePositions.map((p) => stock.id[p]!), { stockVersion: stock.version }),
    vehicleRecordsByIds(ctx, fallbackPositions.map((p) => stock.id[p]!), { stockVersion: stock.version }),
  ]);
  const cursorOf = new Map(pagePositions.map((p) => [stock.id[p]!, encodeCursor(order, sortValue(stock, key, p), stock.id[p]!)]));
  const brokenRules: Record<number, ImportRule[]> = {};
  if (importable) {
    for (const p of [...pagePositions, ...fallbackPositions]) {
      const rules = rulesBroken(importable, p);
      if (rules.length) brokenRules[stock.id[p]!] = rules;
    }
  }
  const edges = nodes.map((node) => ({ cursor: cursorOf.get(node.id)!, node, brokenImportRules: brokenRules[node.id] ?? [] }));
  const lastPosition = pagePositions.at(-1);
  return {
    edges,
    pageInfo: {
      hasNextPage: positions.length > first,
      hasPreviousPage: after !== null,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: lastPosition === undefined ? null : cursorOf.get(stock.id[lastPosition]!)!,
    },
    totalCount: match.totalCount,
    query,
    facets: match.facets,
    fallbackCount,
    relaxedFilters,
    fallbackVehicles,
    importable: importable && {
      country: { name: importable.country.name, code: importable.country.code, localNames: importable.country.localNames, ageLimitYears: importable.country.ageLimitYears },
      only,
      notImportableCount: only ? match.failingOnly[filters.findIndex((f) => f.field === 'importable')]! : notAllowedAmong(match.matched, importable.allowed),
      brokenRules,
    },
  };
}

/** How many of the matched rows the country does not allow. */
function notAllowedAmong(matched: Int32Array, allowed: Uint8Array): number {
  let count = 0;
  for (let i = 0; i < allowed.length; i++) if (allowed[i] === 0 && isMatched(matched, i)) count++;
  return count;
}
