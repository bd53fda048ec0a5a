// The back office's calls on the stock as an API client makes them: every call as a signed-out caller, a
// buyer, an editor, sales and admin (and staff without the authenticator app), then what they do: a new
// vehicle found by the storefront's search at once, bad input answered field by field with nothing
// written, a refused status move, a price cut that keeps the original price, and the audit log.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import type { RequestContext, Viewer } from '#domain/context.ts';
import type { MediaStore } from '#domain/stock/media-store.ts';
import { createGraphqlHandler } from '#server/yoga.ts';
import { hiaceApi } from '#tests/factories/vehicle-input.ts';
import { buyerViewer, staffViewer } from '#tests/factories/viewers.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';

let handle: DatabaseHandle;
const yoga = createGraphqlHandler({ introspection: false, logError: () => {} });

/** Records what the calls ask of the media store; the files themselves are not the API's concern here. */
const removed: string[] = [];
const media: MediaStore = { write: async () => {}, remove: async (path) => void removed.push(path) };

async function graphql(ctx: RequestContext, query: string, variables: Record<string, unknown> = {}) {
  const response = await yoga.fetch('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) }, ctx);
  const body = (await response.json()) as { data: Record<string, any>; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

const staff = (role: 'admin' | 'sales' | 'editor', twoFactor = true) => staffViewer(role, { prefix: 'gqs', twoFactor });
const buyer = buyerViewer('gqs-buyer');
const [editor, sales, admin] = [staff('editor'), staff('sales'), staff('admin')];
const as = (viewer: Viewer | null) => testContext(handle, { viewer, media });

const READ = `__typename ... on Vehicle { uuid stockNumber status priceFob originalPrice distributorPrice kiloMeters grade modelGrade keywords isSunRoof imagePaths thumbnailUrl maker { name } model { name } }
  ... on BaseError { message }`;
const VEHICLE = `${READ} ... on InvalidInputError { issues { fieldname message } }`;
const ONE = `query ($uuid: String!) { vehicleByAdmin(uuid: $uuid) { ${READ} } }`;
const CREATE = `mutation ($input: VehicleByAdminInput!) { createVehicleByAdmin(input: $input) { ${VEHICLE} } }`;
const UPDATE = `mutation ($uuid: String!, $input: VehicleByAdminInput!) { updateVehicleByAdmin(uuid: $uuid, input: $input) { ${VEHICLE} } }`;
const STATUS = `mutation ($uuid: String!, $status: String!) { changeVehicleStatusByAdmin(uuid: $uuid, status: $status) { ${VEHICLE} } }`;
const PRICE = `mutation ($uuid: String!, $priceFob: Int!, $distributorPrice: Int) { changeVehiclePriceByAdmin(uuid: $uuid, priceFob: $priceFob, distributorPrice: $distributorPrice) { ${VEHICLE} } }`;
const PRICE_ONLY = `mutation ($uuid: String!, $priceFob: Int!) { changeVehiclePriceByAdmin(uuid: $uuid, priceFob: $priceFob) { ${VEHICLE} } }`;
const REORDER = `mutation ($uuid: String!, $imagePaths: [String!]!) { reorderVehiclePhotosByAdmin(uuid: $uuid, imagePaths: $imagePaths) { ${VEHICLE} } }`;
const DELETE_PHOTOS = `mutation ($uuid: String!, $imagePaths: [String!]!) { deleteVehiclePhotosByAdmin(uuid: $uuid, imagePaths: $imagePaths) { ${VEHICLE} } }`;
const SEARCH = `query ($input: SearchVehiclesInput) { searchVehicles(input: $input) { __typename ... on VehicleConnection { totalCount edges { node { stockNumber priceFob originalPrice distributorPrice } } } } }`;
const STOREFRONT = `query ($stockNumber: String!) { vehicleByStockNumber(stockNumber: $stockNumber) { __typename ... on Vehicle { status priceFob originalPrice distributorPrice } } }`;

const hiace = (stockNumber: string, extra: Record<string, unknown> = {}) => hiaceApi(stockNumber, { isAirConditioning: true, keywords: ['gqs camper conversion'], ...extra });

type Made = { uuid: string; stockNumber: string; imagePaths: string[] };
async function created(stockNumber: string, extra: Record<string, unknown> = {}, viewer: Viewer = sales): Promise<Made> {
  const result = (await graphql(as(viewer), CREATE, { input: hiace(stockNumber, extra) })).createVehicleByAdmin;
  expect(result, JSON.stringify(result)).toMatchObject({ __typename: 'Vehicle' });
  return result;
}

const count = async (table: 'vehicles' | 'audit_log') => (await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!.n;
const auditOf = (uuid: string) =>
  queryRows<{ action: string; actor_email: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(
    handle.db,
    sql`select action, actor_email, before, after from audit_log where entity = 'vehicles' and entity_id = ${uuid} order by id`,
  );
/** A seeded vehicle with demo pictures (shared with other vehicles), listed and without a discount. */
const seeded = async (skip: number) =>
  (
    await queryRows<{ uuid: string; stock_number: string; image_paths: string[]; price_fob: number }>(
      handle.db,
      sql`select uuid::text as uuid, stock_number, image_paths, price_fob from vehicles where status = 'OnSale' and original_price is null and cardinality(image_paths) >= 3 order by id offset ${skip} limit 1`,
    )
  )[0]!;

beforeAll(async () => {
  handle = await openSeededDatabase();
});

describe('who may use the stock calls', () => {
  it('refuses the signed-out, buyers, editors and staff without the authenticator app with the union member that says why, and writes nothing', async () => {
    const target = await created('GQS-WHO-1');
    const photos = await seeded(0);
    const before = { vehicles: await count('vehicles'), audit: await count('audit_log'), target: (await graphql(as(sales), ONE, { uuid: target.uuid })).vehicleByAdmin };
    const notAllowed = 'You are not allowed to do this.';
    const needsTwoFactor = 'Turn on the authenticator-app step in your account to use the back office.';
    for (const [viewer, typename, message] of [
      [null, 'NotAuthenticatedError', 'You need to sign in to do this.'],
      [buyer, 'AuthenticationError', notAllowed],
      [editor, 'AuthenticationError', notAllowed],
      [staff('sales', false), 'AuthenticationError', needsTwoFactor],
      [staff('admin', false), 'AuthenticationError', needsTwoFactor],
    ] as const) {
      const ctx = as(viewer);
      const answers = [
        (await graphql(ctx, ONE, { uuid: target.uuid })).vehicleByAdmin,
        (await graphql(ctx, CREATE, { input: hiace('GQS-WHO-2') })).createVehicleByAdmin,
        (await graphql(ctx, UPDATE, { uuid: target.uuid, input: { kiloMeters: 1 } })).updateVehicleByAdmin,
        (await graphql(ctx, STATUS, { uuid: target.uuid, status: 'OnHold' })).changeVehicleStatusByAdmin,
        (await graphql(ctx, PRICE, { uuid: target.uuid, priceFob: 1_000_000, distributorPrice: null })).changeVehiclePriceByAdmin,
        (await graphql(ctx, REORDER, { uuid: photos.uuid, imagePaths: [...photos.image_paths].reverse() })).reorderVehiclePhotosByAdmin,
        (await graphql(ctx, DELETE_PHOTOS, { uuid: photos.uuid, imagePaths: photos.image_paths.slice(0, 1) })).deleteVehiclePhotosByAdmin,
      ];
      expect(answers, `as ${viewer?.email ?? 'signed out'}`).toEqual(answers.map(() => ({ __typename: typename, message })));
    }
    expect({ vehicles: await count('vehicles'), audit: await count('audit_log'), target: (await graphql(as(sales), ONE, { uuid: target.uuid })).vehicleByAdmin }).toEqual(before);
    expect((await seeded(0)).image_paths).toEqual(photos.image_paths);
    expect(removed).toEqual([]);
  });

  it('lets sales and admins make every call, each write logged under their name', async () => {
    for (const [index, viewer] of [sales, admin].entries()) {
      const ctx = as(viewer);
      const vehicle = await created(`GQS-ROLE-${index}`, {}, viewer);
      expect((await graphql(ctx, ONE, { uuid: vehicle.uuid })).vehicleByAdmin).toMatchObject({ __typename: 'Vehicle', stockNumber: `GQS-ROLE-${index}`, distributorPrice: 1_800_000 });
      expect((await graphql(ctx, UPDATE, { uuid: vehicle.uuid, input: { kiloMeters: 86_000 } })).updateVehicleByAdmin).toMatchObject({ __typename: 'Vehicle', kiloMeters: 86_000 });
      expect((await graphql(ctx, STATUS, { uuid: vehicle.uuid, status: 'OnHold' })).changeVehicleStatusByAdmin).toMatchObject({ __typename: 'Vehicle', status: 'OnHold' });
      expect((await graphql(ctx, PRICE_ONLY, { uuid: vehicle.uuid, priceFob: 1_820_000 })).changeVehiclePriceByAdmin).toMatchObject({ __typename: 'Vehicle', priceFob: 1_820_000 });
      const photos = await seeded(1 + index);
      const reordered = (await graphql(ctx, REORDER, { uuid: photos.uuid, imagePaths: [...photos.image_paths].reverse() })).reorderVehiclePhotosByAdmin;
      expect(reordered).toMatchObject({ __typename: 'Vehicle', imagePaths: [...photos.image_paths].reverse() });
      const kept = (await graphql(ctx, DELETE_PHOTOS, { uuid: photos.uuid, imagePaths: [photos.image_paths.at(-1)] })).deleteVehiclePhotosByAdmin;
      expect(kept).toMatchObject({ __typename: 'Vehicle', imagePaths: [...photos.image_paths].reverse().slice(1) });
      expect(kept.thumbnailUrl).toBe(`/media/${photos.image_paths.at(-2)}-640.webp`);
      expect((await auditOf(vehicle.uuid)).map((a) => [a.action, a.actor_email])).toEqual(['vehicle.create', 'vehicle.update', 'vehicle.status', 'vehicle.price'].map((action) => [action, viewer.email]));
      expect((await auditOf(photos.uuid)).map((a) => [a.action, a.actor_email])).toEqual([
        ['vehicle.photo', viewer.email],
        ['vehicle.photo', viewer.email],
      ]);
    }
    // The demo stock's pictures are shared: deleting one from a vehicle leaves its files.
    expect(removed).toEqual([]);
  });
});

describe('the stock calls', () => {
  it('create a vehicle the storefront’s search finds at once, and log it', async () => {
    const search = async () => (await graphql(testContext(handle), SEARCH, { input: { keywords: 'gqs camper conversion', stockNumber: 'GQS-NEW-1' } })).searchVehicles;
    expect(await search()).toMatchObject({ __typename: 'VehicleConnection', totalCount: 0 });
    const vehicle = await created('gqs-new-1', { isSunRoof: true });
    expect(vehicle).toMatchObject({ stockNumber: 'GQS-NEW-1', status: 'OnSale', modelGrade: 'Hiace Van Super GL', keywords: ['gqs camper conversion'], isSunRoof: true, imagePaths: [], thumbnailUrl: null });
    // The dealer price is the back office's; a buyer outside the Distributors group never sees it.
    expect(await search()).toMatchObject({ totalCount: 1, edges: [{ node: { stockNumber: 'GQS-NEW-1', priceFob: 1_850_000, distributorPrice: null } }] });
    expect((await graphql(testContext(handle), STOREFRONT, { stockNumber: 'GQS-NEW-1' })).vehicleByStockNumber).toMatchObject({ __typename: 'Vehicle', status: 'OnSale' });
    expect(await auditOf(vehicle.uuid)).toEqual([
      { action: 'vehicle.create', actor_email: sales.email, before: null, after: expect.objectContaining({ stockNumber: 'GQS-NEW-1', priceFob: 1_850_000, distributorPrice: 1_800_000, isSunRoof: true }) },
    ]);
  });

  it('answer bad input with each field’s message and write nothing', async () => {
    const before = [await count('vehicles'), await count('audit_log')];
    const bad = (await graphql(as(sales), CREATE, { input: hiace('RR100001', { model: 'Civic', kiloMeters: -5, status: 'SoldOut', distributorPrice: 1_900_000, movieUrl: 'http://example.com/film' }) })).createVehicleByAdmin;
    expect(bad.__typename).toBe('InvalidInputError');
    expect(bad.issues).toEqual([
      { fieldname: 'stockNumber', message: 'Another vehicle has the stock number RR100001.' },
      { fieldname: 'model', message: 'Choose a model of this maker from the list.' },
      { fieldname: 'status', message: 'A new vehicle is ComingSoon, OnSale or LocalStockOnSale.' },
      { fieldname: 'distributorPrice', message: 'Distributor price must not be more than the FOB price.' },
      { fieldname: 'kiloMeters', message: 'Mileage (km) must be a whole number from 0 to 2,000,000.' },
      { fieldname: 'movieUrl', message: 'Movie address must be a web address starting with https://.' },
    ]);
    const missing = (await graphql(as(sales), CREATE, { input: { stockNumber: 'GQS-BAD-1' } })).createVehicleByAdmin;
    expect(missing.issues.map((i: { fieldname: string }) => i.fieldname)).toEqual(['maker', 'model', 'year4', 'priceFob', 'kiloMeters', 'fuelType', 'transmissionType', 'driveType']);
    expect(missing.issues[0]).toEqual({ fieldname: 'maker', message: 'Maker is a required field' });
    const vehicle = await created('GQS-BAD-2');
    const edit = (await graphql(as(sales), UPDATE, { uuid: vehicle.uuid, input: { priceFob: 0, stockNumber: 'RR100002', fuelType: 'Steam' } })).updateVehicleByAdmin;
    expect(edit.issues.map((i: { fieldname: string }) => i.fieldname)).toEqual(['stockNumber', 'priceFob', 'fuelType']);
    expect((await graphql(as(sales), PRICE, { uuid: vehicle.uuid, priceFob: 1_700_000 })).changeVehiclePriceByAdmin.issues).toEqual([
      { fieldname: 'distributorPrice', message: 'Distributor price must not be more than the FOB price.' },
    ]);
    expect((await graphql(as(sales), REORDER, { uuid: vehicle.uuid, imagePaths: ['vehicles/elsewhere/1'] })).reorderVehiclePhotosByAdmin.issues).toEqual([
      { fieldname: 'photos', message: 'The new order must list each of the vehicle’s photos once.' },
    ]);
    expect((await graphql(as(sales), DELETE_PHOTOS, { uuid: vehicle.uuid, imagePaths: ['vehicles/elsewhere/1'] })).deleteVehiclePhotosByAdmin.issues).toEqual([
      { fieldname: 'photos', message: 'This vehicle has no photo vehicles/elsewhere/1.' },
    ]);
    expect((await graphql(as(sales), ONE, { uuid: vehicle.uuid })).vehicleByAdmin).toMatchObject({ stockNumber: 'GQS-BAD-2', priceFob: 1_850_000, distributorPrice: 1_800_000 });
    // Only the vehicle made to edit was written.
    expect([await count('vehicles'), await count('audit_log')]).toEqual([before[0]! + 1, before[1]! + 1]);
    expect(await auditOf(vehicle.uuid)).toHaveLength(1);
  });

  it('answer NotFoundError for a vehicle that is not there', async () => {
    const nobody = '00000000-0000-4000-8000-000000000000';
    expect((await graphql(as(sales), ONE, { uuid: nobody })).vehicleByAdmin).toEqual({ __typename: 'NotFoundError', message: 'No such vehicle.' });
    expect((await graphql(as(sales), ONE, { uuid: 'not-a-uuid' })).vehicleByAdmin.__typename).toBe('NotFoundError');
    expect((await graphql(as(sales), UPDATE, { uuid: nobody, input: { kiloMeters: 1 } })).updateVehicleByAdmin.__typename).toBe('NotFoundError');
    expect((await graphql(as(sales), STATUS, { uuid: nobody, status: 'OnHold' })).changeVehicleStatusByAdmin.__typename).toBe('NotFoundError');
    expect((await graphql(as(sales), PRICE_ONLY, { uuid: nobody, priceFob: 1 })).changeVehiclePriceByAdmin.__typename).toBe('NotFoundError');
    expect((await graphql(as(sales), REORDER, { uuid: nobody, imagePaths: [] })).reorderVehiclePhotosByAdmin.__typename).toBe('NotFoundError');
    expect((await graphql(as(sales), DELETE_PHOTOS, { uuid: nobody, imagePaths: ['x'] })).deleteVehiclePhotosByAdmin.__typename).toBe('NotFoundError');
  });

  it('move a vehicle along its statuses, refuse a move the table does not allow, and read stock the storefront hides', async () => {
    const vehicle = await created('GQS-STATUS-1');
    expect((await graphql(as(sales), STATUS, { uuid: vehicle.uuid, status: 'SoldOutAuction' })).changeVehicleStatusByAdmin).toMatchObject({ status: 'SoldOutAuction' });
    const refused = (await graphql(as(sales), STATUS, { uuid: vehicle.uuid, status: 'OnSale' })).changeVehicleStatusByAdmin;
    expect(refused).toEqual({ __typename: 'InvalidInputError', message: 'Invalid input', issues: [{ fieldname: 'status', message: 'A vehicle cannot go from SoldOutAuction to OnSale: SoldOutAuction is final.' }] });
    const byEdit = (await graphql(as(sales), UPDATE, { uuid: vehicle.uuid, input: { status: 'OnSale' } })).updateVehicleByAdmin;
    expect(byEdit.issues).toEqual([{ fieldname: 'status', message: 'A vehicle cannot go from SoldOutAuction to OnSale: SoldOutAuction is final.' }]);
    expect((await graphql(as(sales), STATUS, { uuid: vehicle.uuid, status: 'Sold' })).changeVehicleStatusByAdmin.issues[0].message).toMatch(/^Status must be one of ComingSoon, /);
    expect((await auditOf(vehicle.uuid)).map((a) => [a.action, a.before, a.after])).toEqual([
      ['vehicle.create', null, expect.anything()],
      ['vehicle.status', { status: 'OnSale' }, { status: 'SoldOutAuction' }],
    ]);

    const deleted = await created('GQS-STATUS-2');
    await graphql(as(sales), STATUS, { uuid: deleted.uuid, status: 'LocalStockDeleted' });
    expect((await graphql(testContext(handle), STOREFRONT, { stockNumber: 'GQS-STATUS-2' })).vehicleByStockNumber.__typename).toBe('NotFoundError');
    expect((await graphql(as(sales), ONE, { uuid: deleted.uuid })).vehicleByAdmin).toMatchObject({ __typename: 'Vehicle', status: 'LocalStockDeleted' });
  });

  it('cut a price keeping the original, so the storefront shows the car as discounted, and log each change', async () => {
    const vehicle = await created('GQS-PRICE-1');
    const cut = (await graphql(as(sales), PRICE, { uuid: vehicle.uuid, priceFob: 1_650_000, distributorPrice: 1_600_000 })).changeVehiclePriceByAdmin;
    expect(cut).toMatchObject({ __typename: 'Vehicle', priceFob: 1_650_000, originalPrice: 1_850_000, distributorPrice: 1_600_000 });
    expect((await graphql(testContext(handle), STOREFRONT, { stockNumber: 'GQS-PRICE-1' })).vehicleByStockNumber).toMatchObject({ priceFob: 1_650_000, originalPrice: 1_850_000, distributorPrice: null });
    const deals = (await graphql(testContext(handle), SEARCH, { input: { bestDeals: true, stockNumber: 'GQS-PRICE-1' } })).searchVehicles;
    expect(deals.totalCount).toBe(1);
    // A second cut keeps the first price; an edit's new FOB price is a price change too; null removes the dealer price.
    expect((await graphql(as(sales), PRICE, { uuid: vehicle.uuid, priceFob: 1_550_000, distributorPrice: null })).changeVehiclePriceByAdmin).toMatchObject({
      priceFob: 1_550_000,
      originalPrice: 1_850_000,
      distributorPrice: null,
    });
    expect((await graphql(as(sales), UPDATE, { uuid: vehicle.uuid, input: { priceFob: 1_500_000 } })).updateVehicleByAdmin).toMatchObject({ priceFob: 1_500_000, originalPrice: 1_850_000 });
    // A raise to the original price ends the discount.
    expect((await graphql(as(sales), PRICE_ONLY, { uuid: vehicle.uuid, priceFob: 1_900_000 })).changeVehiclePriceByAdmin).toMatchObject({ priceFob: 1_900_000, originalPrice: null });
    expect((await graphql(testContext(handle), SEARCH, { input: { bestDeals: true, stockNumber: 'GQS-PRICE-1' } })).searchVehicles.totalCount).toBe(0);
    expect((await auditOf(vehicle.uuid)).slice(1).map((a) => [a.action, a.before, a.after])).toEqual([
      ['vehicle.price', { priceFob: 1_850_000, originalPrice: null, distributorPrice: 1_800_000 }, { priceFob: 1_650_000, originalPrice: 1_850_000, distributorPrice: 1_600_000 }],
      ['vehicle.price', { priceFob: 1_650_000, distributorPrice: 1_600_000 }, { priceFob: 1_550_000, distributorPrice: null }],
      ['vehicle.update', expect.objectContaining({ priceFob: 1_550_000 }), expect.objectContaining({ priceFob: 1_500_000 })],
      ['vehicle.price', { priceFob: 1_500_000, originalPrice: 1_850_000 }, { priceFob: 1_900_000, originalPrice: null }],
    ]);
  });

  it('edit only the fields given: null empties one, the others keep their values', async () => {
    const vehicle = await created('GQS-EDIT-1', { remarks: 'One owner.' });
    const edited = (await graphql(as(admin), UPDATE, { uuid: vehicle.uuid, input: { grade: 'DX', kiloMeters: 90_000, keywords: null } })).updateVehicleByAdmin;
    expect(edited).toMatchObject({ __typename: 'Vehicle', grade: 'DX', modelGrade: 'Hiace Van DX', kiloMeters: 90_000, keywords: [], priceFob: 1_850_000, distributorPrice: 1_800_000 });
    const [, update] = await auditOf(vehicle.uuid);
    expect(update).toMatchObject({ action: 'vehicle.update', actor_email: admin.email, before: { grade: 'Super GL', kiloMeters: 85_000 }, after: { grade: 'DX', kiloMeters: 90_000 } });
    // The same values again: nothing written, nothing logged.
    await graphql(as(admin), UPDATE, { uuid: vehicle.uuid, input: { grade: 'DX' } });
    expect(await auditOf(vehicle.uuid)).toHaveLength(2);
  });
});
