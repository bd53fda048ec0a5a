// An order paid in full by one transfer in yen received today, as sales record it: for tests whose
// subject comes after the payment (shipping, documents).
import { sql } from 'drizzle-orm';
import { queryRows } from '#db/client.ts';
import type { RequestContext } from '#domain/context.ts';
import { recordOrderPayment } from '#domain/orders/order-payments.service.ts';

export async function payInFull(ctx: RequestContext, orderUuid: string) {
  const [order] = await queryRows<{ total_cif: number }>(ctx.db, sql`select total_cif from orders where uuid = ${orderUuid}`);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(ctx.now);
  return recordOrderPayment(ctx, orderUuid, { amount: order?.total_cif ?? 1, currency: 'JPY', receivedOn: today, bankReference: `TT-${orderUuid.slice(0, 8)}` });
}
