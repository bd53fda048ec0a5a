// Browsing history (spec 000 §4: viewing a vehicle adds a history entry for a signed-in user): one entry
// per vehicle, moved to the top at most once a day, newest first, the newest HISTORY_LIMIT kept.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { vehicles } from '#db/schema/catalogue.ts';
import { userHistories } from '#db/schema/commerce.ts';
import { stockSnapshot } from '../catalogue/stock-index.ts';
import { vehicleRecordsByIds, type VehicleRecord } from '../catalogue/vehicle-record.ts';
import type { RequestContext } from '../context.ts';
import { InvalidInputError, NotAuthenticatedError, NotFoundError } from '../errors.ts';
import { afterCursor, decodeCursor, encodeCursor, pageSize, type Page } from '../content/paging.ts';
import { isUuid } from '../uuid.ts';

/** How many vehicles a history keeps: enough for months of browsing, small enough to read at once. */
export const HISTORY_LIMIT = 200;
export const HISTORY_PAGE_SIZE = 20;

/**
 * Records that the viewer looked at a vehicle. A second look the same (UTC) day changes nothing, so a
 * buyer comparing two cars back and forth does not reorder the list with every click.
 */
export async function addUserHistory(ctx: RequestContext, vehicleUuid: string): Promise<{ success: boolean } | NotAuthenticatedError | NotFoundError> {
  const viewer = ctx.viewer;
  if (!viewer) return new NotAuthenticatedError();
  if (!isUuid(vehicleUuid)) return new NotFoundError(`No vehicle has the id ${vehicleUuid}.`);
  const now = ctx.now.toISOString();
  const found = await ctx.db.transaction(async (tx) => {
    const [vehicle] = await tx
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.uuid, vehicleUuid), sql`${vehicles.status} <> 'LocalStockDeleted'`));
    if (!vehicle) return false;
    await tx
      .insert(userHistories)
      .values({ userId: viewer.userId, vehicleId: vehicle.id, viewedAt: ctx.now })
      .onConflictDoUpdate({
        target: [userHistories.userId, userHistories.vehicleId],
        set: { viewedAt: sql`excluded.viewed_at` },
        setWhere: sql`date_trunc('day', ${userHistories.viewedAt}, 'UTC') < date_trunc('day', ${now}::timestamptz, 'UTC')`,
      });
    // Past the limit the oldest go; the index on (user_id, viewed_at) finds them.
    await tx.execute(sql`
      delete from user_histories where id in (
        select id from user_histories where user_id = ${viewer.userId}
        order by viewed_at desc, id desc offset ${HISTORY_LIMIT})`);
    return true;
  });
  return found ? { success: true } : new NotFoundError(`No vehicle has the id ${vehicleUuid}.`);
}

export interface HistoryEntry {
  id: number;
  viewedAt: Date;
  vehicle: VehicleRecord;
}

export type HistoryPage = Page<HistoryEntry> & { totalCount: number };

/** The viewer's history, newest first, by (viewedAt, id) keyset cursor. */
export async function userHistoriesPage(
  ctx: RequestContext,
  args: { cursor?: string | null; first?: number | null },
): Promise<HistoryPage | NotAuthenticatedError | InvalidInputError> {
  if (!ctx.viewer) return new NotAuthenticatedError();
  const size = pageSize(args.first, HISTORY_PAGE_SIZE, HISTORY_LIMIT);
  if (size instanceof InvalidInputError) return size;
  const after = args.cursor ? decodeCursor(args.cursor) : null;
  if (after instanceof InvalidInputError) return after;
  const mine = eq(userHistories.userId, ctx.viewer.userId);
  const older = after ? afterCursor(userHistories, userHistories.viewedAt, userHistories.id, after) : undefined;
  // The page and the total in one read (a history holds at most HISTORY_LIMIT rows to count).
  const rows = await ctx.db
    .select({
      id: userHistories.id,
      vehicleId: userHistories.vehicleId,
      viewedAt: userHistories.viewedAt,
      total: sql<number>`(select count(*)::int from ${userHistories} where ${userHistories.userId} = ${ctx.viewer.userId})`,
    })
    .from(userHistories)
    .where(older ? and(mine, older) : mine)
    .orderBy(desc(userHistories.viewedAt), desc(userHistories.id))
    .limit(size + 1);
  const total = { n: rows.length ? Number(rows[0]!.total) : (await ctx.db.select({ n: count() }).from(userHistories).where(mine))[0]?.n };
  const pageRows = rows.slice(0, size);
  // Rows read at the current stock version in the last minute come from memory (vehicle-record.ts).
  const { version } = await stockSnapshot(ctx.db);
  const records = new Map((await vehicleRecordsByIds(ctx, pageRows.map((r) => r.vehicleId), { stockVersion: version })).map((v) => [v.id, v]));
  const edges = pageRows.flatMap((r) => {
    const vehicle = records.get(r.vehicleId);
    return vehicle ? [{ cursor: encodeCursor(r.viewedAt, r.id), node: { id: r.id, viewedAt: r.viewedAt, vehicle } }] : [];
  });
  return {
    edges,
    pageInfo: { hasNextPage: rows.length > size, hasPreviousPage: after !== null, startCursor: edges[0]?.cursor ?? null, endCursor: edges.at(-1)?.cursor ?? null },
    totalCount: total?.n ?? 0,
  };
}

/** Empties the viewer's history; answers how many entries went. */
export async function clearUserHistories(ctx: RequestContext): Promise<{ success: boolean; removed: number } | NotAuthenticatedError> {
  if (!ctx.viewer) return new NotAuthenticatedError();
  const removed = await ctx.db.delete(userHistories).where(eq(userHistories.userId, ctx.viewer.userId)).returning({ id: userHistories.id });
  return { success: true, removed: removed.length };
}

/** The vehicles the viewer looked at most recently, for recommendations: ids only, newest first. */
export async function recentlyViewedIds(ctx: RequestContext, limit: number): Promise<number[]> {
  if (!ctx.viewer) return [];
  const rows = await ctx.db
    .select({ vehicleId: userHistories.vehicleId })
    .from(userHistories)
    .where(eq(userHistories.userId, ctx.viewer.userId))
    .orderBy(desc(userHistories.viewedAt), desc(userHistories.id))
    .limit(limit);
  return rows.map((r) => r.vehicleId);
}
