// searchVehicles: the stock list's filters, sort orders, facet counts and cursor paging. Matching,
// counting and ordering run on the in-memory stock index; the page's vehicles are then read by id.
import type { RequestContext } from '../context.ts';
import { InvalidInputError, toInvalidInput } from '../errors.ts';
import { stockSnapshot, type StockSnapshot } from './stock-index.ts';
import { compileFilters, matchStock, pageOf, relaxUntilFound, sortValue, type Facets, type StockMatch } from './stock-query.ts';
import { SORT_ORDERS, type OrderCode } from './sort-orders.ts';
import { searchVehiclesInputSchema, type SearchVehiclesInput, type SearchVehiclesQuery } from './vehicle-search.inputs.ts';
import { vehicleRecordsByIds, type VehicleRecord } from './vehicle-record.ts';

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
/** How many nearest vehicles a search with no hits shows. */
export const FALLBACK_SIZE = 12;

export interface VehicleConnection {
  edges: { cursor: string; node: VehicleRecord }[];
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

function cachedMatch(stock: StockSnapshot, query: SearchVehiclesQuery, now: Date, compute: () => StockMatch): StockMatch {
  let cache = matchCaches.get(stock);
  if (!cache) matchCaches.set(stock, (cache = new Map()));
  const { order: _order, ...filters } = query;
  const key = `${Math.floor(now.getTime() / 60_000)}|${JSON.stringify(filters)}`;
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

export async function searchVehicles(
  ctx: RequestContext,
  args: { input?: SearchVehiclesInput | null; cursor?: string | null; first?: number | null },
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
  const filters = compileFilters(stock, query, ctx.now);
  const match = cachedMatch(stock, query, ctx.now, () => matchStock(stock, filters));
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
  const edges = nodes.map((node) => ({ cursor: cursorOf.get(node.id)!, node }));
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
  };
}
