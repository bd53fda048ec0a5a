// Whether the signed-in buyer holds a vehicle by an order of their own: the order review, opened again
// after ordering (the browser's Back button), says "you ordered this car" with the way to the order,
// where another buyer reads that it was reserved by someone else (issue 38 §2).
import { and, desc, eq, inArray } from 'drizzle-orm';
import { orders, shippingInformations } from '#db/schema/commerce.ts';
import type { RequestContext } from '../context.ts';

export interface ViewerVehicleOrder {
  orderNumber: string;
  /** The order's address on My Page: /user/orders/{shippingInformationUuid}. */
  shippingInformationUuid: string;
}

/** The viewer's live order (reserved or paid) for the vehicle, newest first; null signed out or without one. */
export async function viewerOrderForVehicle(ctx: RequestContext, vehicleId: number): Promise<ViewerVehicleOrder | null> {
  if (!ctx.viewer) return null;
  const [found] = await ctx.db
    .select({ orderNumber: orders.orderNumber, shippingInformationUuid: shippingInformations.uuid })
    .from(orders)
    .innerJoin(shippingInformations, eq(shippingInformations.orderId, orders.id))
    .where(and(eq(orders.userId, ctx.viewer.userId), eq(orders.vehicleId, vehicleId), inArray(orders.status, ['Reserved', 'Paid'])))
    .orderBy(desc(orders.id))
    .limit(1);
  return found ?? null;
}
