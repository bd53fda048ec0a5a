import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import { NotFoundError } from '../errors.ts';
import { vehicleByStockNumber } from './vehicle-detail.service.ts';
import type { VehicleRecord } from './vehicle-record.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openSeededDatabase();
});

async function stockNumberWithStatus(status: string): Promise<string> {
  const [row] = await queryRows<{ stock_number: string }>(handle.db, sql`select stock_number from vehicles where status = ${status} order by id limit 1`);
  return row!.stock_number;
}

describe('vehicleByStockNumber', () => {
  it('shows the dealer price to Distributors only', async () => {
    const stockNumber = await stockNumberWithStatus('OnSale');
    const guest = (await vehicleByStockNumber(testContext(handle), stockNumber)) as VehicleRecord;
    const dealer = (await vehicleByStockNumber(testContext(handle, { viewer: { userId: 'u1', email: 'd@example.com', groups: ['Distributors'] } }), stockNumber)) as VehicleRecord;
    const buyer = (await vehicleByStockNumber(testContext(handle, { viewer: { userId: 'u2', email: 'b@example.com', groups: [] } }), stockNumber)) as VehicleRecord;
    expect(guest.distributorPrice).toBeNull();
    expect(buyer.distributorPrice).toBeNull();
    expect(dealer.distributorPrice).toBeGreaterThan(0);
    expect(dealer.distributorPrice).toBeLessThan(dealer.priceFob);
  });

  it('carries the loading port, the colour and picture addresses built from the media base URL', async () => {
    const vehicle = (await vehicleByStockNumber(testContext(handle, { site: { mediaBaseUrl: 'https://cdn.example.com/m/', siteUrl: 'https://x' } }), await stockNumberWithStatus('OnSale'))) as VehicleRecord;
    expect(vehicle.loadingPort?.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(vehicle.color?.name).toBeTruthy();
    expect(vehicle.imageUrls[0]).toMatch(/^https:\/\/cdn\.example\.com\/m\/vehicles\/[a-z0-9]+\/[a-z-]+\/front-1280\.webp$/);
  });

  it('finds sold and held vehicles with their status, but not deleted stock', async () => {
    for (const status of ['SoldOut', 'OnHold', 'ComingSoon']) {
      const vehicle = await vehicleByStockNumber(testContext(handle), await stockNumberWithStatus(status));
      expect((vehicle as VehicleRecord).status).toBe(status);
    }
    const deleted = await vehicleByStockNumber(testContext(handle), await stockNumberWithStatus('LocalStockDeleted'));
    expect(deleted).toBeInstanceOf(NotFoundError);
  });
});
