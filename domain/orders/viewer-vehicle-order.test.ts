// Whether the viewer holds a car by their own order (the order review opened again by Back, issue 38 §2),
// on the real database: the buyer's own live order, never another buyer's, nor one that lapsed.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import { recommendVehicles } from '../catalogue/recommendations.service.ts';
import type { Viewer } from '../context.ts';
import { createOrder, type CreatedOrder } from './create-order.service.ts';
import { viewerOrderForVehicle } from './viewer-vehicle-order.ts';

let handle: DatabaseHandle;
let stockNumber: string;

beforeAll(async () => {
  handle = await openSeededDatabase();
  const found = await recommendVehicles(testContext(handle), { countryName: 'Kenya', limit: 3 });
  if (!Array.isArray(found)) throw found;
  stockNumber = found[0]!.stockNumber;
});

let buyers = 0;
async function buyer(): Promise<Viewer> {
  const id = `own-order-buyer-${++buyers}`;
  await queryRows(handle.db, sql`insert into "user" (id, name, email, email_verified) values (${id}, 'Kamau', ${`${id}@example.com`}, true)`);
  return { userId: id, email: `${id}@example.com`, groups: [] };
}
const as = (viewer: Viewer | null) => testContext(handle, { viewer });

describe('viewerOrderForVehicle', () => {
  it('is the buyer’s own live order for the car, and nothing for another buyer, the signed out, or once it lapsed', async () => {
    const kamau = await buyer();
    const consignee = { consigneeName: 'Kamau Traders', consigneeAddress: 'Kenyatta Avenue 3, Nairobi', consigneeTelephone: '+254 700 333 444', countryName: 'Kenya' };
    const order = (await createOrder(as(kamau), { stockNumber, countryName: 'Kenya', currency: 'JPY', consignee })) as CreatedOrder;
    expect(order.orderNumber).toMatch(/^RO\d{6}$/);

    expect(await viewerOrderForVehicle(as(kamau), order.vehicleId)).toEqual({ orderNumber: order.orderNumber, shippingInformationUuid: order.shippingInformationUuid });
    expect(await viewerOrderForVehicle(as(await buyer()), order.vehicleId)).toBeNull();
    expect(await viewerOrderForVehicle(as(null), order.vehicleId)).toBeNull();

    await queryRows(handle.db, sql`update orders set status = 'Lapsed' where id = (select order_id from shipping_informations where uuid = ${order.shippingInformationUuid})`);
    expect(await viewerOrderForVehicle(as(kamau), order.vehicleId)).toBeNull();
  });
});
