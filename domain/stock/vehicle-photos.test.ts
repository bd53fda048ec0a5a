import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import { vehicleByStockNumber } from '../catalogue/vehicle-detail.service.ts';
import type { VehicleRecord } from '../catalogue/vehicle-record.ts';
import type { Viewer } from '../context.ts';
import { AuthenticationError, InvalidInputError, NotAuthenticatedError } from '../errors.ts';
import { directoryMediaStore } from './media-store.ts';
import { createVehicle } from './vehicle-admin.service.ts';
import { addVehiclePhotos, deleteVehiclePhotos, reorderVehiclePhotos } from './vehicle-photos.service.ts';

const sales: Viewer = { userId: 'u-sales', email: 'sales@roro.example', groups: [], staffRoles: ['sales'], twoFactor: true };
const editor: Viewer = { userId: 'u-editor', email: 'editor@roro.example', groups: [], staffRoles: ['editor'], twoFactor: true };

let handle: DatabaseHandle;
let root: string;
beforeAll(async () => {
  handle = await openSeededDatabase();
  root = mkdtempSync(join(tmpdir(), 'roro-media-'));
});
const as = (viewer: Viewer | null) => testContext(handle, { viewer });
const media = () => directoryMediaStore(root);

/** A photo drawn for the test: a coloured field with a darker block, as a camera's file would carry it. */
async function photo(name: string, options: { width?: number; height?: number; format?: 'jpeg' | 'png' | 'webp'; orientation?: number } = {}): Promise<File> {
  const { width = 1024, height = 768, format = 'jpeg' } = options;
  let image = sharp({ create: { width, height, channels: 3, background: '#3a6ea5' } }).composite([
    { input: { create: { width: Math.round(width / 4), height: Math.round(height / 4), channels: 3, background: '#102030' } }, left: 0, top: 0 },
  ]);
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  const data = await image.toFormat(format).toBuffer();
  return new File([new Uint8Array(data)], name, { type: `image/${format}` });
}

async function vehicle(stockNumber: string): Promise<VehicleRecord> {
  const result = await createVehicle(as(sales), {
    stockNumber,
    maker: 'Toyota',
    model: 'Corolla Fielder',
    year4: 2018,
    priceFob: 780_000,
    kiloMeters: 64_000,
    fuelType: 'Petrol',
    engineSize: 1500,
    transmissionType: 'Automatic',
    driveType: 'Type2Wd',
  });
  if (!('uuid' in result)) throw new Error(JSON.stringify(result));
  return result;
}

const auditActions = (uuid: string) =>
  queryRows<{ action: string; after: { imagePaths: string[] } | null }>(handle.db, sql`select action, after from audit_log where entity_id = ${uuid} order by id`);

describe('vehicle photos', () => {
  it('stores several photos as the storefront’s WebP widths, in 4:3, the first as the thumbnail', async () => {
    const car = await vehicle('RR-PHOTO-1');
    const result = await addVehiclePhotos(as(sales), car.uuid, [await photo('front.jpg'), await photo('side.png', { format: 'png', width: 1600, height: 1200 }), await photo('interior.webp', { format: 'webp' })], media());
    if (!('uuid' in result)) throw new Error(JSON.stringify(result));
    expect(result.imagePaths).toHaveLength(3);
    expect(result.imagePaths.every((p) => p.startsWith(`vehicles/stock/${car.uuid}/`))).toBe(true);
    expect(result.thumbnailUrl).toBe(`/media/${result.imagePaths[0]}-640.webp`);
    expect(result.imageUrls).toEqual(result.imagePaths.map((p) => `/media/${p}-1280.webp`));
    for (const path of result.imagePaths) {
      for (const width of [320, 640, 1280]) {
        const meta = await sharp(join(root, `${path}-${width}.webp`)).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, (width * 3) / 4]);
      }
    }
    const [entry] = (await auditActions(car.uuid)).filter((a) => a.action === 'vehicle.photo');
    expect(entry!.after!.imagePaths).toEqual(result.imagePaths);
    // The storefront's page shows them.
    expect(await vehicleByStockNumber(testContext(handle), 'RR-PHOTO-1')).toMatchObject({ thumbnailUrl: result.thumbnailUrl, imageUrls: result.imageUrls });
  });

  it('turns a photo upright by its camera orientation and drops the camera data', async () => {
    const car = await vehicle('RR-PHOTO-2');
    // Stored 768 × 1024 on its side, to be shown turned a quarter: the upright photo is 1024 × 768.
    const sideways = await photo('rotated.jpg', { width: 768, height: 1024, orientation: 6 });
    const result = (await addVehiclePhotos(as(sales), car.uuid, [sideways], media())) as VehicleRecord;
    const meta = await sharp(join(root, `${result.imagePaths[0]}-1280.webp`)).metadata();
    expect([meta.width, meta.height, meta.orientation, meta.exif]).toEqual([1280, 960, undefined, undefined]);
  });

  it('refuses what is not a photo, too large, too many pixels or too small, naming the file, and stores none of the batch', async () => {
    const car = await vehicle('RR-PHOTO-3');
    const huge = new File([new Uint8Array(16 * 1024 * 1024)], 'huge.jpg', { type: 'image/jpeg' });
    const giant = await photo('giant.png', { format: 'png', width: 8000, height: 6000 });
    const result = await addVehiclePhotos(
      as(sales),
      car.uuid,
      [await photo('good.jpg'), new File(['%PDF-1.4 not a photo'], 'invoice.pdf'), huge, giant, await photo('thumb.jpg', { width: 320, height: 240 })],
      media(),
    );
    expect(result).toBeInstanceOf(InvalidInputError);
    expect((result as InvalidInputError).issues.map((i) => i.message)).toEqual([
      'invoice.pdf is not a photo we can read: send JPEG, PNG, WebP or AVIF.',
      'huge.jpg is larger than 15 MB.',
      'giant.png has more than 40 megapixels.',
      'thumb.jpg is smaller than 640 × 480 pixels.',
    ]);
    expect((result as InvalidInputError).issues[0]).toMatchObject({ fieldname: 'photos', text: { key: 'stock-photo-unreadable', values: { file: 'invoice.pdf' } } });
    expect(existsSync(join(root, `vehicles/stock/${car.uuid}`))).toBe(false);
    expect((await auditActions(car.uuid)).map((a) => a.action)).toEqual(['vehicle.create']);
    expect(await addVehiclePhotos(as(sales), car.uuid, [], media())).toBeInstanceOf(InvalidInputError);
  });

  it('puts photos in a new order, the new first becoming the thumbnail, and refuses an order that is not theirs', async () => {
    const car = await vehicle('RR-PHOTO-4');
    const added = (await addVehiclePhotos(as(sales), car.uuid, [await photo('a.jpg'), await photo('b.jpg'), await photo('c.jpg')], media())) as VehicleRecord;
    const [a, b, c] = added.imagePaths as [string, string, string];
    const reordered = (await reorderVehiclePhotos(as(sales), car.uuid, [c, a, b])) as VehicleRecord;
    expect(reordered.imagePaths).toEqual([c, a, b]);
    expect(reordered.thumbnailUrl).toBe(`/media/${c}-640.webp`);
    for (const wrong of [[c, a], [c, a, b, b], [c, a, 'vehicles/suv/white/front']]) {
      expect(((await reorderVehiclePhotos(as(sales), car.uuid, wrong)) as InvalidInputError).issues[0]!.message).toBe('The new order must list each of the vehicle’s photos once.');
    }
    expect((await auditActions(car.uuid)).filter((x) => x.action === 'vehicle.photo')).toHaveLength(2);
  });

  it('deletes photos and their files, but never the demo pictures other vehicles share', async () => {
    const car = await vehicle('RR-PHOTO-5');
    const added = (await addVehiclePhotos(as(sales), car.uuid, [await photo('a.jpg'), await photo('b.jpg')], media())) as VehicleRecord;
    const [a, b] = added.imagePaths as [string, string];
    const left = (await deleteVehiclePhotos(as(sales), car.uuid, [a], media())) as VehicleRecord;
    expect(left.imagePaths).toEqual([b]);
    expect(left.thumbnailUrl).toBe(`/media/${b}-640.webp`);
    expect([320, 640, 1280].map((w) => existsSync(join(root, `${a}-${w}.webp`)))).toEqual([false, false, false]);
    expect(existsSync(join(root, `${b}-640.webp`))).toBe(true);
    expect(((await deleteVehiclePhotos(as(sales), car.uuid, [a], media())) as InvalidInputError).issues[0]!.message).toBe(`This vehicle has no photo ${a}.`);

    const [seeded] = await queryRows<{ uuid: string; image_paths: string[] }>(handle.db, sql`select uuid::text as uuid, image_paths from vehicles where stock_number = 'RR100003'`);
    const shared = seeded!.image_paths[0]!;
    mkdirSync(join(root, shared, '..'), { recursive: true });
    writeFileSync(join(root, `${shared}-640.webp`), 'drawn');
    const after = (await deleteVehiclePhotos(as(sales), seeded!.uuid, [shared], media())) as VehicleRecord;
    expect(after.imagePaths).toEqual(seeded!.image_paths.slice(1));
    expect(existsSync(join(root, `${shared}-640.webp`))).toBe(true);
  });

  it('keeps a vehicle to 40 photos', async () => {
    const car = await vehicle('RR-PHOTO-7');
    await handle.db.execute(sql`update vehicles set image_paths = ${`{${Array.from({ length: 39 }, (_, i) => `vehicles/suv/white/p${i}`).join(',')}}`}::text[] where uuid = ${car.uuid}`);
    const result = await addVehiclePhotos(as(sales), car.uuid, [await photo('a.jpg'), await photo('b.jpg')], media());
    expect((result as InvalidInputError).issues[0]!.message).toBe('A vehicle has at most 40 photos: this one would have 41.');
    expect(await addVehiclePhotos(as(sales), car.uuid, [await photo('a.jpg')], media())).toMatchObject({ imagePaths: expect.arrayContaining([expect.stringMatching(/^vehicles\/stock\//)]) });
  });

  it('is for staff with the photo permission', async () => {
    const car = await vehicle('RR-PHOTO-6');
    expect(await addVehiclePhotos(as(null), car.uuid, [await photo('a.jpg')], media())).toBeInstanceOf(NotAuthenticatedError);
    expect(await addVehiclePhotos(as(editor), car.uuid, [await photo('a.jpg')], media())).toBeInstanceOf(AuthenticationError);
    expect(await reorderVehiclePhotos(as({ userId: 'b', email: 'b@example.com', groups: [] }), car.uuid, [])).toBeInstanceOf(AuthenticationError);
    expect(await deleteVehiclePhotos(as(editor), car.uuid, ['x'], media())).toBeInstanceOf(AuthenticationError);
    expect(existsSync(join(root, `vehicles/stock/${car.uuid}`))).toBe(false);
  });
});
