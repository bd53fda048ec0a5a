import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import { refreshSearchKeywordCounts } from '#db/seed/reference-data.ts';
import { hiaceForm } from '#tests/factories/vehicle-input.ts';
import { buyerViewer, staffViewer } from '#tests/factories/viewers.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import { vehicleByStockNumber } from '../catalogue/vehicle-detail.service.ts';
import type { VehicleRecord } from '../catalogue/vehicle-record.ts';
import { searchVehicles } from '../catalogue/vehicle-search.service.ts';
import type { Viewer } from '../context.ts';
import { AuthenticationError, InvalidInputError, NotAuthenticatedError, NotFoundError } from '../errors.ts';
import { adminVehicle, changeVehiclePrice, changeVehicleStatus, createVehicle, updateVehicle } from './vehicle-admin.service.ts';
import type { VehicleInput } from './vehicle-input.ts';
import { VEHICLE_STATUS_TRANSITIONS } from './vehicle-status.ts';

const hiace = hiaceForm;

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openSeededDatabase();
});
const as = (viewer: Viewer | null) => testContext(handle, { viewer });
const sales = staffViewer('sales');
const admin = staffViewer('admin');
const buyer = buyerViewer();

const vehicleCount = async () => Number((await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from vehicles`))[0]!.n);
const auditCount = async () => Number((await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from audit_log`))[0]!.n);
const auditOf = (uuid: string) =>
  queryRows<{ action: string; actor_email: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(
    handle.db,
    sql`select action, actor_email, before, after from audit_log where entity = 'vehicles' and entity_id = ${uuid} order by id`,
  );
const stored = async (uuid: string) =>
  (
    await queryRows<{ is_listed: boolean; discount: number; search_text: string; maker_model_key: string; status: string; original_price: number | null }>(
      handle.db,
      sql`select is_listed, discount, search_text, maker_model_key, status, original_price from vehicles where uuid = ${uuid}`,
    )
  )[0]!;
const keywordCount = async (target: string) =>
  Number((await queryRows<{ n: number }>(handle.db, sql`select vehicle_count as n from search_keywords where target_text = ${target} order by id limit 1`))[0]!.n);

async function created(stockNumber: string, extra: VehicleInput = {}): Promise<VehicleRecord> {
  const result = await createVehicle(as(sales), hiace(stockNumber, extra));
  if (!('uuid' in result)) throw new Error(`not created: ${JSON.stringify(result)}`);
  return result;
}

describe('who may write the stock', () => {
  it('refuses the signed-out, buyers, editors and staff without the authenticator-app step, and writes nothing', async () => {
    const [vehicles, audits] = [await vehicleCount(), await auditCount()];
    const [any] = await queryRows<{ uuid: string }>(handle.db, sql`select uuid::text as uuid from vehicles where status = 'OnSale' order by id limit 1`);
    for (const [viewer, error] of [
      [null, NotAuthenticatedError],
      [buyer, AuthenticationError],
      [staffViewer('editor'), AuthenticationError],
      [staffViewer('sales', { twoFactor: false }), AuthenticationError],
    ] as const) {
      expect(await createVehicle(as(viewer), hiace('RR-WHO-1'))).toBeInstanceOf(error);
      expect(await updateVehicle(as(viewer), any!.uuid, { priceFob: '1' })).toBeInstanceOf(error);
      expect(await changeVehicleStatus(as(viewer), any!.uuid, 'OnHold')).toBeInstanceOf(error);
      expect(await changeVehiclePrice(as(viewer), any!.uuid, { priceFob: 100_000 })).toBeInstanceOf(error);
      expect(await adminVehicle(as(viewer), any!.uuid)).toBeInstanceOf(error);
    }
    expect(await createVehicle(as(buyer), hiace('RR-WHO-1'))).toMatchObject({ message: 'You are not allowed to do this.' });
    expect([await vehicleCount(), await auditCount()]).toEqual([vehicles, audits]);
  });

  it('lets sales and admins in', async () => {
    expect((await created('RR-WHO-2')).stockNumber).toBe('RR-WHO-2');
    const byAdmin = await createVehicle(as(admin), hiace('RR-WHO-3'));
    expect(byAdmin).toMatchObject({ stockNumber: 'RR-WHO-3' });
  });
});

describe('createVehicle', () => {
  it('stores every field with the columns derived from them, logs it, and the storefront finds it', async () => {
    const before = await keywordCount('Hiace Van');
    const vehicle = await created('rr-new-1', { remarks: 'Ex-ambulance, one owner.', isSunRoof: 'yes' });
    expect(vehicle).toMatchObject({
      stockNumber: 'RR-NEW-1',
      maker: { name: 'Toyota' },
      model: { name: 'Hiace Van' },
      modelGrade: 'Hiace Van Super GL',
      ccRating: '2800 cc',
      priceFob: 1_850_000,
      distributorPrice: 1_800_000,
      originalPrice: null,
      status: 'OnSale',
      type: 'UtilityVan',
      is4wd: true,
      isLeftHandle: false,
      isSunRoof: true,
      isAirConditioning: true,
      isLeatherSeats: false,
      lengthCm: 470,
      widthCm: 170,
      heightCm: 198,
      volume: 15.82,
      color: { name: 'Silver' },
      loadingPort: { name: expect.stringMatching(/Yokohama/) },
      keywords: ['ambulance conversion'],
      imageUrls: [],
      thumbnailUrl: null,
      arrivedAt: testContext(handle).now,
    });
    const row = await stored(vehicle.uuid);
    expect(row).toMatchObject({ is_listed: true, discount: 0, maker_model_key: 'toyota hiace van' });
    expect(row.search_text).toContain('rrnew1');
    expect(row.search_text).toContain('ambulanceconversion');
    expect(await keywordCount('Hiace Van')).toBe(before + 1);
    expect(await auditOf(vehicle.uuid)).toEqual([
      expect.objectContaining({ action: 'vehicle.create', actor_email: sales.email, before: null, after: expect.objectContaining({ stockNumber: 'RR-NEW-1', priceFob: 1_850_000 }) }),
    ]);
    const found = await searchVehicles(testContext(handle), { input: { keywords: 'ambulance conversion' } });
    if (found instanceof Error) throw found;
    expect(found.edges.map((e) => e.node.stockNumber)).toContain('RR-NEW-1');
    expect(await vehicleByStockNumber(testContext(handle), 'rr-new-1')).toMatchObject({ uuid: vehicle.uuid, distributorPrice: null });
  });

  it('answers every problem at once and writes nothing', async () => {
    const [vehicles, audits] = [await vehicleCount(), await auditCount()];
    const result = await createVehicle(as(sales), hiace('RR100001', { maker: 'Toyota', model: 'Civic', color: 'Plaid', priceFob: '1,000,000', distributorPrice: '1,200,000', kiloMeters: 'lots', status: 'SoldOut' }));
    expect(result).toBeInstanceOf(InvalidInputError);
    expect((result as InvalidInputError).issues.map((i) => [i.fieldname, i.message])).toEqual([
      ['stockNumber', 'Another vehicle has the stock number RR100001.'],
      ['model', 'Choose a model of this maker from the list.'],
      ['color', 'Choose a colour from the list.'],
      ['status', 'A new vehicle is ComingSoon, OnSale or LocalStockOnSale.'],
      ['distributorPrice', 'Distributor price must not be more than the FOB price.'],
      ['kiloMeters', 'Mileage (km) must be a whole number from 0 to 2,000,000.'],
    ]);
    const prices = await createVehicle(as(sales), hiace('RR-NEW-2', { priceFob: '1,000,000', distributorPrice: '1,200,000', maker: 'Tesla', model: 'Model 3', fuelType: 'Electric', engineSize: '0' }));
    expect((prices as InvalidInputError).issues).toEqual([
      { fieldname: 'distributorPrice', message: 'Distributor price must not be more than the FOB price.', text: { key: 'stock-distributor-price-above-fob', values: {} } },
    ]);
    expect([await vehicleCount(), await auditCount()]).toEqual([vehicles, audits]);
  });
});

describe('updateVehicle', () => {
  it('changes the fields given, logs only what changed, and keeps the rest', async () => {
    const vehicle = await created('RR-EDIT-1');
    const result = await updateVehicle(as(sales), vehicle.uuid, { kiloMeters: '86,500', grade: 'DX', remarks: 'New tyres fitted.' });
    expect(result).toMatchObject({ kiloMeters: 86_500, grade: 'DX', modelGrade: 'Hiace Van DX', remarks: 'New tyres fitted.', priceFob: 1_850_000, isAirConditioning: true, keywords: ['ambulance conversion'] });
    const [, update] = await auditOf(vehicle.uuid);
    expect(update).toMatchObject({
      action: 'vehicle.update',
      before: { kiloMeters: 85_000, grade: 'Super GL', modelGrade: 'Hiace Van Super GL', remarks: null },
      after: { kiloMeters: 86_500, grade: 'DX', modelGrade: 'Hiace Van DX', remarks: 'New tyres fitted.' },
    });
    expect(Object.keys(update!.after!).sort()).toEqual(['grade', 'kiloMeters', 'modelGrade', 'remarks', 'searchText']);
    // The same values again: nothing written, nothing logged.
    expect(await updateVehicle(as(sales), vehicle.uuid, { kiloMeters: '86500', grade: 'DX' })).toMatchObject({ kiloMeters: 86_500 });
    expect(await auditOf(vehicle.uuid)).toHaveLength(2);
  });

  it('edits a seeded vehicle, its FOB price as a price change', async () => {
    const [seeded] = await queryRows<{ uuid: string; price_fob: number }>(
      handle.db,
      sql`select uuid::text as uuid, price_fob from vehicles where status = 'OnSale' and original_price is null order by id limit 1`,
    );
    const result = await updateVehicle(as(sales), seeded!.uuid, { priceFob: seeded!.price_fob - 50_000, distributorPrice: seeded!.price_fob - 60_000 });
    expect(result).toMatchObject({ priceFob: seeded!.price_fob - 50_000, originalPrice: seeded!.price_fob });
  });

  it('refuses bad input and a status the vehicle cannot move to, changing nothing', async () => {
    const vehicle = await created('RR-EDIT-2');
    const result = await updateVehicle(as(sales), vehicle.uuid, { priceFob: '-5', status: 'SoldOutAuction', stockNumber: 'RR100002' });
    expect((result as InvalidInputError).issues.map((i) => i.fieldname)).toEqual(['stockNumber', 'priceFob']);
    await changeVehicleStatus(as(sales), vehicle.uuid, 'SoldOut');
    const refused = await updateVehicle(as(sales), vehicle.uuid, { status: 'OnHold' });
    expect((refused as InvalidInputError).issues).toEqual([
      expect.objectContaining({ fieldname: 'status', message: 'A vehicle cannot go from SoldOut to OnHold. From SoldOut it can go to OnSale, LocalStockOnSale.' }),
    ]);
    expect(await adminVehicle(as(sales), vehicle.uuid)).toMatchObject({ status: 'SoldOut', priceFob: 1_850_000, stockNumber: 'RR-EDIT-2' });
    expect(await updateVehicle(as(sales), '00000000-0000-4000-8000-000000000000', { priceFob: 1 })).toBeInstanceOf(NotFoundError);
    expect(await updateVehicle(as(sales), 'not-a-uuid', { priceFob: 1 })).toBeInstanceOf(NotFoundError);
  });
});

describe('changeVehicleStatus', () => {
  it('moves a vehicle along the table, in and out of the stock list, and logs each move', async () => {
    const vehicle = await created('RR-STATUS-1', { status: 'ComingSoon' });
    for (const status of ['OnSale', 'OnHold', 'SoldOutRecently', 'SoldOut'] as const) {
      expect(await changeVehicleStatus(as(sales), vehicle.uuid, status)).toMatchObject({ status });
    }
    expect(await stored(vehicle.uuid)).toMatchObject({ status: 'SoldOut', is_listed: false });
    expect((await auditOf(vehicle.uuid)).filter((a) => a.action === 'vehicle.status').map((a) => [a.before?.status, a.after?.status])).toEqual([
      ['ComingSoon', 'OnSale'],
      ['OnSale', 'OnHold'],
      ['OnHold', 'SoldOutRecently'],
      ['SoldOutRecently', 'SoldOut'],
    ]);
    // The status it has already: no change, nothing logged.
    expect(await changeVehicleStatus(as(sales), vehicle.uuid, 'soldout')).toMatchObject({ status: 'SoldOut' });
    expect(await auditOf(vehicle.uuid)).toHaveLength(5);
  });

  it('refuses a move the table does not allow, naming both statuses', async () => {
    const vehicle = await created('RR-STATUS-2');
    expect(await changeVehicleStatus(as(sales), vehicle.uuid, 'SoldOutAuction')).toMatchObject({ status: 'SoldOutAuction' });
    const refused = await changeVehicleStatus(as(sales), vehicle.uuid, 'OnSale');
    expect(refused).toBeInstanceOf(InvalidInputError);
    expect((refused as InvalidInputError).issues[0]).toMatchObject({
      fieldname: 'status',
      message: 'A vehicle cannot go from SoldOutAuction to OnSale: SoldOutAuction is final.',
      text: { key: 'stock-status-final', values: { from: 'SoldOutAuction', to: 'OnSale' } },
    });
    expect((await changeVehicleStatus(as(sales), vehicle.uuid, 'Sold') as InvalidInputError).issues[0]!.message).toMatch(/^Status must be one of ComingSoon, /);
    expect(await stored(vehicle.uuid)).toMatchObject({ status: 'SoldOutAuction' });
  });

  it('takes deleted stock off the storefront and puts it back', async () => {
    const vehicle = await created('RR-STATUS-3');
    await changeVehicleStatus(as(sales), vehicle.uuid, 'LocalStockDeleted');
    expect(await vehicleByStockNumber(testContext(handle), 'RR-STATUS-3')).toBeInstanceOf(NotFoundError);
    expect(await adminVehicle(as(sales), vehicle.uuid)).toMatchObject({ status: 'LocalStockDeleted' });
    await changeVehicleStatus(as(sales), vehicle.uuid, 'OnSale');
    expect(await vehicleByStockNumber(testContext(handle), 'RR-STATUS-3')).toMatchObject({ status: 'OnSale' });
  });

  it('has a row for every status, each move to another known status', () => {
    for (const [from, to] of Object.entries(VEHICLE_STATUS_TRANSITIONS)) {
      expect(to).not.toContain(from);
      expect(new Set(to).size).toBe(to.length);
    }
  });
});

describe('changeVehiclePrice', () => {
  it('keeps the original price on a cut, so the storefront shows the car as discounted, and ends it on a raise', async () => {
    const vehicle = await created('RR-PRICE-1');
    const before = await searchVehicles(testContext(handle), { input: { keywords: 'RR-PRICE-1' } });
    if (before instanceof Error) throw before;
    expect(before.edges.map((e) => [e.node.stockNumber, e.node.originalPrice])).toEqual([['RR-PRICE-1', null]]);
    const cut = await changeVehiclePrice(as(sales), vehicle.uuid, { priceFob: '1,650,000', distributorPrice: '1,600,000' });
    expect(cut).toMatchObject({ priceFob: 1_650_000, originalPrice: 1_850_000, distributorPrice: 1_600_000 });
    expect(await stored(vehicle.uuid)).toMatchObject({ discount: 200_000 });
    const deals = await searchVehicles(testContext(handle), { input: { bestDeals: true, stockNumber: 'RR-PRICE-1' } });
    if (deals instanceof Error) throw deals;
    expect(deals.totalCount).toBe(1);
    const discounted = await searchVehicles(testContext(handle), { input: { featureType: 'Discounted', keywords: 'ambulance conversion' } });
    if (discounted instanceof Error) throw discounted;
    expect(discounted.edges.map((e) => e.node.stockNumber)).toContain('RR-PRICE-1');
    // The list's card strikes the old price through.
    const listed = await searchVehicles(testContext(handle), { input: { keywords: 'RR-PRICE-1' } });
    if (listed instanceof Error) throw listed;
    expect(listed.edges.map((e) => [e.node.stockNumber, e.node.originalPrice])).toEqual([['RR-PRICE-1', 1_850_000]]);
    expect(await vehicleByStockNumber(testContext(handle), 'RR-PRICE-1')).toMatchObject({ priceFob: 1_650_000, originalPrice: 1_850_000 });
    // A second cut keeps the first price.
    expect(await changeVehiclePrice(as(sales), vehicle.uuid, { priceFob: 1_600_000 })).toMatchObject({ priceFob: 1_600_000, originalPrice: 1_850_000 });
    expect(await auditOf(vehicle.uuid).then((a) => a.at(-1))).toMatchObject({ action: 'vehicle.price', before: { priceFob: 1_650_000 }, after: { priceFob: 1_600_000 } });
    // A raise to the original price or above ends the discount.
    expect(await changeVehiclePrice(as(sales), vehicle.uuid, { priceFob: 1_900_000 })).toMatchObject({ priceFob: 1_900_000, originalPrice: null });
    expect(await stored(vehicle.uuid)).toMatchObject({ discount: 0 });
    const after = await searchVehicles(testContext(handle), { input: { bestDeals: true, stockNumber: 'RR-PRICE-1' } });
    if (after instanceof Error) throw after;
    expect(after.totalCount).toBe(0);
  });

  it('refuses a price below the dealer price, and a price that is no price', async () => {
    const vehicle = await created('RR-PRICE-2');
    const below = await changeVehiclePrice(as(sales), vehicle.uuid, { priceFob: 1_700_000 });
    expect((below as InvalidInputError).issues).toEqual([expect.objectContaining({ fieldname: 'distributorPrice', message: 'Distributor price must not be more than the FOB price.' })]);
    const none = await changeVehiclePrice(as(sales), vehicle.uuid, { priceFob: '' });
    expect((none as InvalidInputError).issues).toEqual([expect.objectContaining({ fieldname: 'priceFob', message: 'FOB price is a required field' })]);
    expect(await adminVehicle(as(sales), vehicle.uuid)).toMatchObject({ priceFob: 1_850_000, originalPrice: null });
    expect(await auditOf(vehicle.uuid)).toHaveLength(1);
  });
});

describe('the keyword suggestions’ counts', () => {
  it('follow each write as a recount of the whole stock would', async () => {
    const vehicle = await created('RR-KW-1', { grade: 'DX' });
    await updateVehicle(as(sales), vehicle.uuid, { model: 'Hiace Commuter', grade: 'GL' });
    const commuters = await keywordCount('Hiace Commuter GL');
    await changeVehicleStatus(as(sales), vehicle.uuid, 'Other');
    expect(await keywordCount('Hiace Commuter GL')).toBe(commuters - 1);
    await changeVehicleStatus(as(sales), vehicle.uuid, 'ComingSoon');
    await updateVehicle(as(sales), vehicle.uuid, { maker: 'Nissan', model: 'Caravan', grade: '' });
    const counts = () => queryRows<{ id: number; vehicle_count: number }>(handle.db, sql`select id, vehicle_count from search_keywords order by id`);
    // Every write of this file so far, counted one by one, against the seed's recount from scratch.
    const stepByStep = await counts();
    await refreshSearchKeywordCounts(handle.db);
    expect(await counts()).toEqual(stepByStep);
  });
});
