// countupVehicleViewCount: a vehicle's view counts once per visitor per day, only for a visitor the site
// gave its cookie to, at most VIEWS_PER_ADDRESS_PER_DAY per network address a day, and never for bots
// (ADR 007, ADR 053). vehicle_views keeps only today's rows: the days before are folded into
// vehicle_view_days by the first count of a new day.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { vehicles, vehicleViewAddresses, vehicleViews } from '#db/schema/catalogue.ts';
import type { RequestContext } from '../context.ts';
import { NotFoundError } from '../errors.ts';

/** Views counted per network address a day, across all vehicles: an office of dealers behind one address stays under it, a script does not (ADR 053). */
export const VIEWS_PER_ADDRESS_PER_DAY = 50;

export interface ViewCount {
  id: number;
  viewCount: number;
}

/** The day a view is counted for: the UTC date. */
const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Folds the views of the days before `today` into per-vehicle daily counts and deletes them, with the
 * address counts of those days, in one transaction: the shown view count (vehicles.view_count) is unchanged,
 * and vehicle_views holds one day's visitors at most. Safe to run in several processes at once: a row is
 * deleted, and so folded, by one of them only.
 */
export async function foldVehicleViews(db: Database, today: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      with old as (delete from vehicle_views where day < ${today}::date returning vehicle_id, day)
      insert into vehicle_view_days (vehicle_id, day, views)
      select vehicle_id, day, count(*)::int from old group by vehicle_id, day
      on conflict (vehicle_id, day) do update set views = vehicle_view_days.views + excluded.views`);
    await tx.execute(sql`delete from vehicle_view_addresses where day < ${today}::date`);
  });
}

/** The day each database was last folded for in this process: the fold runs on the first count of a new day. */
const foldedFor = new WeakMap<Database, string>();

export async function countupVehicleViewCount(ctx: RequestContext, uuid: string): Promise<ViewCount | NotFoundError> {
  if (!/^[0-9a-f-]{36}$/i.test(uuid)) return new NotFoundError(`No vehicle has the id ${uuid.slice(0, 40)}.`);
  const day = dayOf(ctx.now);
  const visitor = ctx.visitor;
  const counts = visitor !== null && !visitor.isBot && visitor.key !== null;
  if (counts && foldedFor.get(ctx.db) !== day) {
    await foldVehicleViews(ctx.db, day);
    foldedFor.set(ctx.db, day);
  }
  return ctx.db.transaction(async (tx) => {
    const [vehicle] = await tx.select({ id: vehicles.id, viewCount: vehicles.viewCount }).from(vehicles).where(and(eq(vehicles.uuid, uuid), sql`${vehicles.status} <> 'LocalStockDeleted'`));
    if (!vehicle) return new NotFoundError(`No vehicle has the id ${uuid}.`);
    // No visitor cookie (a script's request, or a forged one), or a crawler: the count as it is.
    if (!counts) return vehicle;
    const counted = await tx.insert(vehicleViews).values({ vehicleId: vehicle.id, visitorHash: visitor.key!, day }).onConflictDoNothing().returning({ day: vehicleViews.day });
    if (counted.length === 0) return vehicle;
    // The address's views today, bumped only below the cap (the row is locked, so concurrent counts queue).
    const address = await tx
      .insert(vehicleViewAddresses)
      .values({ addressHash: visitor.addressKey ?? '', day, views: 1 })
      .onConflictDoUpdate({
        target: [vehicleViewAddresses.addressHash, vehicleViewAddresses.day],
        set: { views: sql`${vehicleViewAddresses.views} + 1` },
        setWhere: sql`${vehicleViewAddresses.views} < ${VIEWS_PER_ADDRESS_PER_DAY}`,
      })
      .returning({ views: vehicleViewAddresses.views });
    if (address.length === 0) {
      // Over the cap: the row goes too, since a row stands for a view counted.
      await tx.delete(vehicleViews).where(and(eq(vehicleViews.vehicleId, vehicle.id), eq(vehicleViews.visitorHash, visitor.key!), eq(vehicleViews.day, day)));
      return vehicle;
    }
    const [updated] = await tx
      .update(vehicles)
      .set({ viewCount: sql`${vehicles.viewCount} + 1` })
      .where(eq(vehicles.id, vehicle.id))
      .returning({ id: vehicles.id, viewCount: vehicles.viewCount });
    return updated!;
  });
}
