// The back office's stock table: the whole inventory (every status, sold and deleted too), filtered by
// status, maker and a keyword (a stock number, or any word of the search text), sorted by any column and
// paged by a keyset cursor (sort value, id), with the exact count of what matches: on the in-memory
// index of stock-table-index.ts, the page's rows then read by id.
import { eq, inArray, sql } from 'drizzle-orm';
import { makers, models, vehicles } from '#db/schema/catalogue.ts';
import { VEHICLE_STATUSES, type VehicleStatus } from '#db/schema/enum-values.ts';
import { normalizeSearchText, normalizeStockNumber } from '../catalogue/search-text.ts';
import type { RequestContext } from '../context.ts';
import { InvalidInputError, type AuthenticationError, type NotAuthenticatedError } from '../errors.ts';
import { searchWords } from '../text-input.ts';
import { staffCheck } from './audit.ts';
import { slotsContaining, STOCK_TABLE_SORTS, statusCode, stockTableIndex, type StockTableIndex, type StockTableSort } from './stock-table-index.ts';

export { STOCK_TABLE_SORTS, type StockTableSort } from './stock-table-index.ts';
export const STOCK_TABLE_PAGE = 50;

export interface StockTableInput {
  keyword?: string | null;
  /** A status, or `Listed` for every status shown on the storefront. */
  status?: VehicleStatus | 'Listed' | null;
  makerId?: number | null;
  sort?: StockTableSort | null;
  direction?: 'asc' | 'desc' | null;
  after?: string | null;
  first?: number | null;
}

export interface StockTableRow {
  id: number;
  uuid: string;
  stockNumber: string;
  status: VehicleStatus;
  maker: string;
  model: string;
  year4: number;
  priceFob: number;
  originalPrice: number | null;
  kiloMeters: number;
  viewCount: number;
  favNumber: number;
  photoCount: number;
  arrivedAt: Date;
  updatedAt: Date;
}

export interface StockTablePage {
  rows: StockTableRow[];
  totalCount: number;
  endCursor: string | null;
  hasNextPage: boolean;
}

const badCursor = () => new InvalidInputError([{ fieldname: 'after', message: 'This page link has expired. Please start from the first page.' }]);

/** A page link's place: the last row's sort value (times in milliseconds) and id. */
function decode(cursor: string, sort: StockTableSort): { value: string | number; id: number } | InvalidInputError {
  try {
    const [value, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    const typed = sort === 'stockNumber' ? typeof value === 'string' : typeof value === 'number' && Number.isFinite(value);
    if (typed && Number.isInteger(id)) return { value: value as string | number, id: id as number };
  } catch {
    // falls through
  }
  return badCursor();
}

const encode = (index: StockTableIndex, slot: number, sort: StockTableSort) => {
  const value = sort === 'stockNumber' ? index.stockNumber[slot] : index[sort][slot];
  return Buffer.from(JSON.stringify([value, index.id[slot]])).toString('base64url');
};

/**
 * The filters as a test of a slot, and the slots the keyword allows (null: any). A keyword that is a
 * stock number finds that vehicle alone (by the unique index); any other looks through the search text.
 */
function filtersOf(index: StockTableIndex, input: StockTableInput, exactId: number | null): { shown: (slot: number) => boolean; keywordSlots: Int32Array | null } {
  const { id, status, listed, makerId } = index;
  const wantStatus = input.status && input.status !== 'Listed' ? statusCode.get(input.status)! : -1;
  const wantListed = input.status === 'Listed';
  const wantMaker = input.makerId ?? 0;
  const keyword = searchWords(input.keyword);
  let keywordSlots: Int32Array | null = null;
  if (keyword) {
    const slot = exactId !== null && exactId < index.slotById.length ? index.slotById[exactId]! - 1 : -1;
    keywordSlots = slot >= 0 ? Int32Array.of(slot) : slotsContaining(index, normalizeSearchText(keyword));
  }
  const allowed = keywordSlots && new Uint8Array(index.size);
  if (allowed) for (const slot of keywordSlots!) allowed[slot] = 1;
  return {
    keywordSlots,
    shown: (slot) =>
      id[slot] !== 0 &&
      (!allowed || allowed[slot] === 1) &&
      (wantStatus < 0 || status[slot] === wantStatus) &&
      (!wantListed || listed[slot] === 1) &&
      (!wantMaker || makerId[slot] === wantMaker),
  };
}

/** The first position in `order` past the cursor, going the way of the sort. */
function startOf(index: StockTableIndex, order: Int32Array, sort: StockTableSort, cursor: { value: string | number; id: number }, descending: boolean): number {
  const before = (slot: number) => {
    const value = sort === 'stockNumber' ? index.stockNumber[slot]! : index[sort][slot]!;
    if (value !== cursor.value) return value < cursor.value;
    return index.id[slot]! < cursor.id;
  };
  // The number of slots before the cursor's place, by binary search.
  let low = 0;
  let high = order.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (before(order[mid]!)) low = mid + 1;
    else high = mid;
  }
  if (descending) return low - 1;
  // Ascending: past the cursor's own row.
  return low < order.length && index.id[order[low]!] === cursor.id ? low + 1 : low;
}

export async function stockTable(ctx: RequestContext, input: StockTableInput): Promise<StockTablePage | NotAuthenticatedError | AuthenticationError | InvalidInputError> {
  const refused = staffCheck(ctx.viewer, { vehicle: ['list'] });
  if (refused) return refused;
  const sort = input.sort ?? 'arrivedAt';
  const direction = input.direction ?? 'desc';
  if (!STOCK_TABLE_SORTS.includes(sort)) return new InvalidInputError([{ fieldname: 'sort', message: `Sort by one of ${STOCK_TABLE_SORTS.join(', ')}.` }]);
  const first = input.first ?? STOCK_TABLE_PAGE;
  if (!Number.isInteger(first) || first < 1 || first > 200) return new InvalidInputError([{ fieldname: 'first', message: 'Ask for 1 to 200 items.' }]);
  if (input.status && input.status !== 'Listed' && !VEHICLE_STATUSES.includes(input.status)) return new InvalidInputError([{ fieldname: 'status', message: `Unknown status ${input.status}.` }]);
  const cursor = input.after ? decode(input.after, sort) : null;
  if (cursor instanceof InvalidInputError) return cursor;

  const keyword = searchWords(input.keyword);
  const [exact] = keyword ? await ctx.db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.stockNumber, normalizeStockNumber(keyword))) : [];
  // The index changes in place: everything read from it is read before the next await.
  const index = await stockTableIndex(ctx.db);
  const { shown, keywordSlots } = filtersOf(index, input, exact?.id ?? null);
  const order = index.orders[sort].subarray(0, index.live);
  const descending = direction === 'desc';
  const step = descending ? -1 : 1;
  const slots: number[] = [];
  for (let i = cursor ? startOf(index, order, sort, cursor, descending) : descending ? order.length - 1 : 0; i >= 0 && i < order.length && slots.length <= first; i += step) {
    if (shown(order[i]!)) slots.push(order[i]!);
  }
  let totalCount = 0;
  if (keywordSlots) for (const slot of keywordSlots) totalCount += shown(slot) ? 1 : 0;
  else if (!input.status && !input.makerId) totalCount = index.live;
  else for (let slot = 0; slot < index.size; slot++) totalCount += shown(slot) ? 1 : 0;

  const page = slots.slice(0, first);
  const ids = page.map((slot) => index.id[slot]!);
  const endCursor = page.length ? encode(index, page.at(-1)!, sort) : null;
  const rows = ids.length
    ? await ctx.db
        .select({
          id: vehicles.id,
          uuid: vehicles.uuid,
          stockNumber: vehicles.stockNumber,
          status: vehicles.status,
          maker: makers.name,
          model: models.name,
          year4: vehicles.year4,
          priceFob: vehicles.priceFob,
          originalPrice: vehicles.originalPrice,
          kiloMeters: vehicles.kiloMeters,
          viewCount: vehicles.viewCount,
          favNumber: vehicles.favNumber,
          photoCount: sql<number>`cardinality(${vehicles.imagePaths})`,
          arrivedAt: vehicles.arrivedAt,
          updatedAt: vehicles.updatedAt,
        })
        .from(vehicles)
        .innerJoin(makers, eq(makers.id, vehicles.makerId))
        .innerJoin(models, eq(models.id, vehicles.modelId))
        .where(inArray(vehicles.id, ids))
    : [];
  const byId = new Map(rows.map((row) => [row.id, row as StockTableRow]));
  return {
    // A vehicle deleted since the index was read is left out.
    rows: ids.flatMap((id) => byId.get(id) ?? []),
    totalCount,
    hasNextPage: slots.length > first,
    endCursor,
  };
}
