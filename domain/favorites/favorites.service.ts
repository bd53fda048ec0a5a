// Favourites (spec 000 §4: a favourite toggles on and off per vehicle): the signed-in user's list, newest
// first by keyset cursor, adding and removing one by vehicle uuid, and which vehicles a viewer keeps.
// favNumber on the vehicle counts the buyers who keep it and moves in the same transaction as the row.
import { and, count, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import { queryRows } from '#db/client.ts';
import { favorites } from '#db/schema/commerce.ts';
import { vehicles } from '#db/schema/catalogue.ts';
import { stockSnapshot } from '../catalogue/stock-index.ts';
import { vehicleRecordsByIds, type VehicleRecord } from '../catalogue/vehicle-record.ts';
import type { RequestContext, Viewer } from '../context.ts';
import { InvalidInputError, NotAuthenticatedError, NotFoundError } from '../errors.ts';
import { decodeCursor, encodeCursor, pageSize, type Page } from '../content/paging.ts';
import { isUuid } from '../uuid.ts';
import { isLookupKey } from '../text-input.ts';
import { normalizeStockNumber } from '../catalogue/search-text.ts';

export const FAVORITES_PAGE_SIZE = 20;
export const FAVORITES_MAX_PAGE_SIZE = 100;

export interface FavoriteVehicle {
  id: number;
  favoritedAt: Date;
  vehicle: VehicleRecord;
}

export type FavoritesPage = Page<FavoriteVehicle> & { totalCount: number };

export async function userFavorites(
  ctx: RequestContext,
  args: { cursor?: string | null; first?: number | null },
): Promise<FavoritesPage | NotAuthenticatedError | InvalidInputError> {
  if (!ctx.viewer) return new NotAuthenticatedError();
  const size = pageSize(args.first, FAVORITES_PAGE_SIZE, FAVORITES_MAX_PAGE_SIZE);
  if (size instanceof InvalidInputError) return size;
  const after = args.cursor ? decodeCursor(args.cursor) : null;
  if (after instanceof InvalidInputError) return after;
  const mine = eq(favorites.userId, ctx.viewer.userId);
  // Newest first is the order of adding, which the identity column keeps: the id alone is the keyset, as
  // created_at has microseconds that the cursor's millisecond date would cut off.
  const older = after ? lt(favorites.id, after.id) : undefined;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ id: favorites.id, vehicleId: favorites.vehicleId, favoritedAt: favorites.createdAt })
      .from(favorites)
      .where(older ? and(mine, older) : mine)
      .orderBy(desc(favorites.id))
      .limit(size + 1),
    ctx.db.select({ n: count() }).from(favorites).where(mine),
  ]);
  const pageRows = rows.slice(0, size);
  // Rows read at the current stock version in the last minute come from memory (vehicle-record.ts).
  const { version } = await stockSnapshot(ctx.db);
  const records = new Map((await vehicleRecordsByIds(ctx, pageRows.map((r) => r.vehicleId), { stockVersion: version })).map((v) => [v.id, { ...v, isFavorite: true }]));
  // A favourite's vehicle is always there (deleting one removes its favourites); the cursor follows the rows.
  const edges = pageRows.map((r) => ({ cursor: encodeCursor(r.favoritedAt, r.id), node: { id: r.id, favoritedAt: r.favoritedAt, vehicle: records.get(r.vehicleId)! } }));
  return {
    edges,
    pageInfo: { hasNextPage: rows.length > size, hasPreviousPage: after !== null, startCursor: edges[0]?.cursor ?? null, endCursor: edges.at(-1)?.cursor ?? null },
    totalCount: total?.n ?? 0,
  };
}

function vehicleNotFound(key: VehicleKey) {
  return new NotFoundError(`No vehicle has the id ${key}.`);
}

/**
 * A vehicle as a caller names it: its uuid (the API, spec 000 §4) or its id (the site's hearts: a stock
 * list writes 24, and an id is a sixth of a uuid's length).
 */
export type VehicleKey = string | number;

/** A posted vehicle name as a VehicleKey: digits are an id, anything else is taken as a uuid. */
export const vehicleKeyOf = (text: string): VehicleKey => (/^[1-9]\d{0,14}$/.test(text) ? Number(text) : text);

/** The condition that finds the vehicle, or null when the key cannot name one. */
function vehicleIs(key: VehicleKey): SQL | null {
  if (typeof key === 'number') return Number.isSafeInteger(key) && key > 0 ? eq(vehicles.id, key) : null;
  return isUuid(key) ? eq(vehicles.uuid, key) : null;
}

/**
 * Adds a vehicle to the viewer's favourites. Adding one that is there already changes nothing and
 * answers the same. A deleted vehicle cannot be added; a sold one can (a buyer may want a car like it).
 */
export async function addUserFavorite(ctx: RequestContext, vehicle: VehicleKey): Promise<FavoriteVehicle | NotAuthenticatedError | NotFoundError> {
  const viewer = ctx.viewer;
  if (!viewer) return new NotAuthenticatedError();
  const wanted = vehicleIs(vehicle);
  if (!wanted) return vehicleNotFound(vehicle);
  const added = await ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(wanted, sql`${vehicles.status} <> 'LocalStockDeleted'`));
    if (!found) return null;
    const [inserted] = await tx
      .insert(favorites)
      .values({ userId: viewer.userId, vehicleId: found.id })
      .onConflictDoNothing({ target: [favorites.userId, favorites.vehicleId] })
      .returning({ id: favorites.id, createdAt: favorites.createdAt });
    if (inserted) {
      await tx.update(vehicles).set({ favNumber: sql`${vehicles.favNumber} + 1` }).where(eq(vehicles.id, found.id));
      return { id: inserted.id, favoritedAt: inserted.createdAt, vehicleId: found.id };
    }
    const [existing] = await tx
      .select({ id: favorites.id, createdAt: favorites.createdAt })
      .from(favorites)
      .where(and(eq(favorites.userId, viewer.userId), eq(favorites.vehicleId, found.id)));
    return { id: existing!.id, favoritedAt: existing!.createdAt, vehicleId: found.id };
  });
  if (!added) return vehicleNotFound(vehicle);
  forgetFavoriteIds(viewer);
  const [record] = await vehicleRecordsByIds(ctx, [added.vehicleId]);
  return { id: added.id, favoritedAt: added.favoritedAt, vehicle: { ...record!, isFavorite: true } };
}

/** Takes a vehicle off the viewer's favourites; one that is not there changes nothing and answers the same. */
export async function removeUserFavorite(ctx: RequestContext, vehicle: VehicleKey): Promise<{ vehicle: VehicleRecord } | NotAuthenticatedError | NotFoundError> {
  const viewer = ctx.viewer;
  if (!viewer) return new NotAuthenticatedError();
  const wanted = vehicleIs(vehicle);
  if (!wanted) return vehicleNotFound(vehicle);
  const vehicleId = await ctx.db.transaction(async (tx) => {
    const [found] = await tx.select({ id: vehicles.id }).from(vehicles).where(wanted);
    if (!found) return null;
    const removed = await tx
      .delete(favorites)
      .where(and(eq(favorites.userId, viewer.userId), eq(favorites.vehicleId, found.id)))
      .returning({ id: favorites.id });
    if (removed.length) await tx.update(vehicles).set({ favNumber: sql`greatest(${vehicles.favNumber} - 1, 0)` }).where(eq(vehicles.id, found.id));
    return found.id;
  });
  if (vehicleId === null) return vehicleNotFound(vehicle);
  forgetFavoriteIds(viewer);
  const [record] = await vehicleRecordsByIds(ctx, [vehicleId]);
  return { vehicle: { ...record!, isFavorite: false } };
}

/**
 * The ids of the vehicles the viewer keeps, newest first, read once per request (keyed by the request's
 * viewer): every Vehicle.isFavorite of one GraphQL answer and every heart of one page share the read.
 */
const favoriteIdReads = new WeakMap<Viewer, Promise<number[]>>();

export function favoriteVehicleIds(ctx: RequestContext): Promise<number[]> {
  const viewer = ctx.viewer;
  if (!viewer) return Promise.resolve([]);
  let read = favoriteIdReads.get(viewer);
  if (!read) {
    // One text value rather than a row per favourite: PGlite converts rows one by one (500 rows ~2.5 ms).
    read = queryRows<{ ids: string | null }>(ctx.db, sql`select string_agg(vehicle_id::text, ',' order by id desc) as ids from favorites where user_id = ${viewer.userId}`).then(
      ([row]) => favoriteIdList(row?.ids),
    );
    favoriteIdReads.set(viewer, read);
  }
  return read;
}

/**
 * Whether a user keeps the vehicle of this stock number, as a condition for a query that asks it beside other
 * things (the viewer's shell on a vehicle page): false for a stock number that names none.
 */
export function keepsStockNumberCondition(userId: string, stockNumber: string): SQL {
  if (!isLookupKey(stockNumber)) return sql`false`;
  return sql`exists (select 1 from favorites f join vehicles v on v.id = f.vehicle_id
                     where f.user_id = ${userId} and v.stock_number = ${normalizeStockNumber(stockNumber)})`;
}

/** Favourite ids read with something else for this request (the viewer's shell, in one query): later asks share them. */
export function shareFavoriteIds(viewer: Viewer, ids: Promise<number[]>): void {
  // Often no one asks again: a failed read (the database away) must not go unheard, which would end the
  // process (an unhandled rejection). Whoever does ask still gets the error.
  ids.catch(() => {});
  if (!favoriteIdReads.has(viewer)) favoriteIdReads.set(viewer, ids);
}

/** The ids as `string_agg` writes them, newest first. */
export const favoriteIdList = (ids: string | null | undefined): number[] => (ids ? ids.split(',').map(Number) : []);

function forgetFavoriteIds(viewer: Viewer) {
  favoriteIdReads.delete(viewer);
}
