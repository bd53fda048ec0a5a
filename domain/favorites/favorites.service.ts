// The signed-in user's favourite vehicles, newest first, by keyset cursor. The page shell asks for one
// to show the count (spec 000 §7 layout query: favourites totalCount, limit 1, signed-in only).
import { and, count, desc, eq, lt } from 'drizzle-orm';
import { favorites } from '#db/schema/commerce.ts';
import { vehicleRecordsByIds, type VehicleRecord } from '../catalogue/vehicle-record.ts';
import type { RequestContext } from '../context.ts';
import { InvalidInputError, NotAuthenticatedError } from '../errors.ts';
import { decodeCursor, encodeCursor, pageSize, type Page } from '../content/paging.ts';

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
  const records = new Map((await vehicleRecordsByIds(ctx, pageRows.map((r) => r.vehicleId))).map((v) => [v.id, v]));
  // A favourite's vehicle is always there (deleting one removes its favourites); the cursor follows the rows.
  const edges = pageRows.map((r) => ({ cursor: encodeCursor(r.favoritedAt, r.id), node: { id: r.id, favoritedAt: r.favoritedAt, vehicle: records.get(r.vehicleId)! } }));
  return {
    edges,
    pageInfo: { hasNextPage: rows.length > size, hasPreviousPage: after !== null, startCursor: edges[0]?.cursor ?? null, endCursor: edges.at(-1)?.cursor ?? null },
    totalCount: total?.n ?? 0,
  };
}
