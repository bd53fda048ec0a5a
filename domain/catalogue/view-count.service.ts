// countupVehicleViewCount: a vehicle's view counts once per visitor per day, and never for bots.
import { and, eq, sql } from 'drizzle-orm';
import { vehicles, vehicleViews } from '#db/schema/catalogue.ts';
import type { RequestContext } from '../context.ts';
import { NotFoundError } from '../errors.ts';

export interface ViewCount {
  id: number;
  viewCount: number;
}

export async function countupVehicleViewCount(ctx: RequestContext, uuid: string): Promise<ViewCount | NotFoundError> {
  if (!/^[0-9a-f-]{36}$/i.test(uuid)) return new NotFoundError(`No vehicle has the id ${uuid.slice(0, 40)}.`);
  return ctx.db.transaction(async (tx) => {
    const [vehicle] = await tx.select({ id: vehicles.id, viewCount: vehicles.viewCount }).from(vehicles).where(and(eq(vehicles.uuid, uuid), sql`${vehicles.status} <> 'LocalStockDeleted'`));
    if (!vehicle) return new NotFoundError(`No vehicle has the id ${uuid}.`);
    if (!ctx.visitor || ctx.visitor.isBot) return vehicle;
    const day = ctx.now.toISOString().slice(0, 10);
    const counted = await tx.insert(vehicleViews).values({ vehicleId: vehicle.id, visitorHash: ctx.visitor.key, day }).onConflictDoNothing().returning({ day: vehicleViews.day });
    if (counted.length === 0) return vehicle;
    const [updated] = await tx
      .update(vehicles)
      .set({ viewCount: sql`${vehicles.viewCount} + 1` })
      .where(eq(vehicles.id, vehicle.id))
      .returning({ id: vehicles.id, viewCount: vehicles.viewCount });
    return updated!;
  });
}
