// The back office's stock table: the whole inventory (every status, sold and deleted too), filtered by
// status, maker and a keyword (a stock number, or any word of the search text), sorted by any column and
// paged by a keyset cursor (sort value, id), with the count of what matches.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { makers, models, vehicles } from '#db/schema/catalogue.ts';
import { VEHICLE_STATUSES, type VehicleStatus } from '#db/schema/enum-values.ts';
import { normalizeSearchText, normalizeStockNumber } from '../catalogue/search-text.ts';
import type { RequestContext } from '../context.ts';
import { InvalidInputError, type AuthenticationError, type NotAuthenticatedError } from '../errors.ts';
import { staffCheck } from './audit.ts';

export const STOCK_TABLE_SORTS = ['arrivedAt', 'updatedAt', 'priceFob', 'year4', 'stockNumber'] as const;
export type StockTableSort = (typeof STOCK_TABLE_SORTS)[number];
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

const SORT_COLUMNS = {
  arrivedAt: vehicles.arrivedAt,
  updatedAt: vehicles.updatedAt,
  priceFob: vehicles.priceFob,
  year4: vehicles.year4,
  stockNumber: vehicles.stockNumber,
} as const;

const badCursor = () => new InvalidInputError([{ fieldname: 'after', message: 'This page link has expired. Please start from the first page.' }]);

function decode(cursor: string, sort: StockTableSort): { value: string | number; id: number } | InvalidInputError {
  try {
    const [value, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    const typed = sort === 'priceFob' || sort === 'year4' ? typeof value === 'number' : typeof value === 'string';
    if (typed && Number.isInteger(id)) return { value: value as string | number, id: id as number };
  } catch {
    // falls through
  }
  return badCursor();
}

const encode = (row: StockTableRow, sort: StockTableSort) => {
  const value = row[sort];
  return Buffer.from(JSON.stringify([value instanceof Date ? value.toISOString() : value, row.id])).toString('base64url');
};

export async function stockTable(ctx: RequestContext, input: StockTableInput): Promise<StockTablePage | NotAuthenticatedError | AuthenticationError | InvalidInputError> {
  const refused = staffCheck(ctx.viewer, { vehicle: ['list'] });
  if (refused) return refused;
  const sort = input.sort ?? 'arrivedAt';
  const direction = input.direction ?? 'desc';
  if (!STOCK_TABLE_SORTS.includes(sort)) return new InvalidInputError([{ fieldname: 'sort', message: `Sort by one of ${STOCK_TABLE_SORTS.join(', ')}.` }]);
  const first = input.first ?? STOCK_TABLE_PAGE;
  if (!Number.isInteger(first) || first < 1 || first > 200) return new InvalidInputError([{ fieldname: 'first', message: 'Ask for 1 to 200 items.' }]);
  if (input.status && input.status !== 'Listed' && !VEHICLE_STATUSES.includes(input.status)) return new InvalidInputError([{ fieldname: 'status', message: `Unknown status ${input.status}.` }]);

  const filters: SQL[] = [];
  if (input.status === 'Listed') filters.push(sql`${vehicles.isListed}`);
  else if (input.status) filters.push(eq(vehicles.status, input.status));
  if (input.makerId) filters.push(eq(vehicles.makerId, input.makerId));
  const keyword = input.keyword?.trim();
  if (keyword) {
    // A stock number finds its vehicle by the unique index; anything else looks through the search text,
    // which holds the stock number too.
    const text = normalizeSearchText(keyword);
    filters.push(sql`(${vehicles.stockNumber} = ${normalizeStockNumber(keyword)} or ${vehicles.searchText} like ${`%${text.replace(/[%_\\]/g, '\\$&')}%`})`);
  }
  const where = filters.length ? and(...filters) : undefined;

  const column = SORT_COLUMNS[sort];
  const pageFilters = [...filters];
  if (input.after) {
    const cursor = decode(input.after, sort);
    if (cursor instanceof InvalidInputError) return cursor;
    const value = sort === 'arrivedAt' || sort === 'updatedAt' ? sql`${cursor.value}::timestamptz` : sql`${cursor.value}`;
    pageFilters.push(direction === 'desc' ? sql`(${column}, ${vehicles.id}) < (${value}, ${cursor.id})` : sql`(${column}, ${vehicles.id}) > (${value}, ${cursor.id})`);
  }
  const order = direction === 'desc' ? [sql`${column} desc`, sql`${vehicles.id} desc`] : [sql`${column} asc`, sql`${vehicles.id} asc`];
  const [rows, [count]] = await Promise.all([
    ctx.db
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
      .where(pageFilters.length ? and(...pageFilters) : undefined)
      .orderBy(...order)
      .limit(first + 1),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(vehicles).where(where),
  ]);
  const page = rows.slice(0, first) as StockTableRow[];
  return { rows: page, totalCount: Number(count!.n), hasNextPage: rows.length > first, endCursor: page.length ? encode(page.at(-1)!, sort) : null };
}
