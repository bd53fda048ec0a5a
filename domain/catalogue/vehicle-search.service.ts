// searchVehicles: the stock list's filters, sort orders and cursor paging (keyset, never OFFSET).
import { and, asc, desc, eq, gte, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { colors, makers, models, vehicles } from '#db/schema/catalogue.ts';
import type { RequestContext } from '../context.ts';
import { InvalidInputError, toInvalidInput } from '../errors.ts';
import { normalizeSearchText, normalizeStockNumber } from './search-text.ts';
import { SORT_ORDERS, type OrderCode } from './sort-orders.ts';
import { searchVehiclesInputSchema, type SearchVehiclesInput, type SearchVehiclesQuery } from './vehicle-search.inputs.ts';
import { NEW_ARRIVAL_DAYS, selectVehicles, toVehicleRecord, type VehicleRecord } from './vehicle-record.ts';

/** The column each sort key pages on; the vehicle id breaks ties. */
export const SORT_COLUMNS = {
  Discounted: vehicles.discount,
  EngineSize: vehicles.engineSize,
  FobPrice: vehicles.priceFob,
  KiloMeters: vehicles.kiloMeters,
  MakerModel: vehicles.makerModelKey,
  New: vehicles.arrivedAt,
  Year: vehicles.year4,
} as const;

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;

export interface VehicleConnection {
  edges: { cursor: string; node: VehicleRecord }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
  /** The query as understood, echoed back for the filter panel. */
  query: SearchVehiclesQuery;
}

interface CursorValue {
  order: OrderCode;
  value: string | number;
  id: number;
}

function encodeCursor(cursor: CursorValue): string {
  return Buffer.from(JSON.stringify([cursor.order, cursor.value, cursor.id])).toString('base64url');
}

function decodeCursor(cursor: string, order: OrderCode): CursorValue | null {
  try {
    const [cursorOrder, value, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (cursorOrder !== order || !Number.isInteger(id) || (typeof value !== 'string' && typeof value !== 'number')) return null;
    return { order, value, id: id as number };
  } catch {
    return null;
  }
}

function like(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function byName(table: typeof makers | typeof models | typeof colors, name: string): SQL {
  return or(sql`lower(${table.name}) = lower(${name})`, sql`${table.uuid}::text = ${name}`)!;
}

/** The WHERE clause of a parsed query: listed stock, then each filter given. */
export function searchConditions(query: SearchVehiclesQuery, now: Date): SQL {
  const conditions: SQL[] = [sql`${vehicles.isListed}`];
  const maker = query.maker ?? query.instantMaker;
  const model = query.model ?? query.instantModel;
  if (maker) conditions.push(sql`${vehicles.makerId} in (select ${makers.id} from ${makers} where ${byName(makers, maker)})`);
  if (query.makerNotIn?.length) {
    conditions.push(
      notInArray(
        vehicles.makerId,
        sql`(select ${makers.id} from ${makers} where lower(${makers.name}) in (${sql.join(
          query.makerNotIn.map((m) => sql`lower(${m})`),
          sql`, `,
        )}))`,
      ),
    );
  }
  if (model) conditions.push(sql`${vehicles.modelId} in (select ${models.id} from ${models} where ${byName(models, model)})`);
  if (query.type) conditions.push(eq(vehicles.type, query.type));
  if (query.steering) conditions.push(eq(vehicles.isLeftHandle, query.steering === 'LeftHandle'));
  if (query.minPrice !== undefined) conditions.push(gte(vehicles.priceFob, query.minPrice));
  if (query.maxPrice !== undefined) conditions.push(lte(vehicles.priceFob, query.maxPrice));
  if (query.engineSize?.min !== undefined) conditions.push(gte(vehicles.engineSize, query.engineSize.min));
  if (query.engineSize?.max !== undefined) conditions.push(lte(vehicles.engineSize, query.engineSize.max));
  if (query.kiloMeters?.min !== undefined) conditions.push(gte(vehicles.kiloMeters, query.kiloMeters.min));
  if (query.kiloMeters?.max !== undefined) conditions.push(lte(vehicles.kiloMeters, query.kiloMeters.max));
  if (query.fuelType) conditions.push(eq(vehicles.fuelType, query.fuelType));
  if (query.minYear !== undefined) conditions.push(gte(vehicles.year4, query.minYear));
  if (query.maxYear !== undefined) conditions.push(lte(vehicles.year4, query.maxYear));
  if (query.transmission) conditions.push(eq(vehicles.transmissionType, query.transmission));
  if (query.color) conditions.push(sql`${vehicles.colorId} in (select ${colors.id} from ${colors} where lower(${colors.name}) = lower(${query.color}) or ${colors.slug} = lower(${query.color}))`);
  if (query.is4wd !== undefined) conditions.push(eq(vehicles.is4wd, query.is4wd));
  if (query.qualityGrade) conditions.push(eq(vehicles.qualityGrade, query.qualityGrade));
  if (query.newArrivals || query.featureType === 'New') {
    conditions.push(gte(vehicles.arrivedAt, new Date(now.getTime() - NEW_ARRIVAL_DAYS * 86400000)));
  }
  if (query.bestDeals || query.featureType === 'Discounted') conditions.push(sql`${vehicles.discount} > 0`);
  if (query.stockNumber) conditions.push(eq(vehicles.stockNumber, normalizeStockNumber(query.stockNumber)));
  for (const word of (query.keywords ?? '').split(/\s+/)) {
    const token = normalizeSearchText(word);
    if (token) conditions.push(sql`${vehicles.searchText} like ${like(token)}`);
  }
  return and(...conditions)!;
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
  const column = SORT_COLUMNS[key];
  const after = args.cursor ? decodeCursor(args.cursor, order) : null;
  if (args.cursor && !after) return new InvalidInputError([{ fieldname: 'cursor', message: 'This page link has expired. Please search again.' }]);

  const where = searchConditions(query, ctx.now);
  const keyset = after
    ? sql`(${column}, ${vehicles.id}) ${direction === 'Asc' ? sql`>` : sql`<`} (${key === 'New' ? sql`${after.value}::timestamptz` : after.value}, ${after.id})`
    : undefined;
  const sort = direction === 'Asc' ? [asc(column), asc(vehicles.id)] : [desc(column), desc(vehicles.id)];

  const [rows, [count]] = await Promise.all([
    selectVehicles(ctx)
      .where(keyset ? and(where, keyset) : where)
      .orderBy(...sort)
      .limit(first + 1),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(vehicles).where(where),
  ]);

  const page = rows.slice(0, first).map((row) => toVehicleRecord(ctx, row));
  const edges = page.map((node) => ({
    cursor: encodeCursor({ order, value: key === 'New' ? node.arrivedAt.toISOString() : (node[sortField(key)] as string | number), id: node.id }),
    node,
  }));
  return {
    edges,
    pageInfo: {
      hasNextPage: rows.length > first,
      hasPreviousPage: after !== null,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount: count?.n ?? 0,
    query,
  };
}

function sortField(key: Exclude<keyof typeof SORT_COLUMNS, 'New'>) {
  const fields = {
    Discounted: 'discount',
    EngineSize: 'engineSize',
    FobPrice: 'priceFob',
    KiloMeters: 'kiloMeters',
    MakerModel: 'makerModelKey',
    Year: 'year4',
  } as const;
  return fields[key];
}
