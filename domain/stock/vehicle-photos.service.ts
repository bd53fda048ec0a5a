// A vehicle's photos: staff add several at once, put them in order (the first is the thumbnail on cards
// and at the head of the gallery) and delete them. Each photo is stored as the storefront's WebP widths
// (domain/media.ts), cut to the 4:3 frame the cards and the gallery show, turned upright, without its
// camera data (a phone's GPS position included).
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { vehicles } from '#db/schema/catalogue.ts';
import { WEBP_OPTIONS } from '#db/seed/images/svg-kit.ts';
import type { VehicleRecord } from '../catalogue/vehicle-record.ts';
import type { RequestContext } from '../context.ts';
import { InvalidInputError, type InputIssue, type NotFoundError } from '../errors.ts';
import { VEHICLE_IMAGE_WIDTHS } from '../media.ts';
import { recordAudit, staffCheck } from '../staff/audit.ts';
import { isUuid } from '../uuid.ts';
import { MediaStoreUnavailableError, type MediaStore } from './media-store.ts';
import { MAX_PHOTO_MEGAPIXELS, MAX_PHOTOS, MIN_PHOTO_SIZE, photoFileIssue } from './vehicle-photo-limits.ts';

export { MAX_PHOTO_MB, MAX_PHOTO_MEGAPIXELS, MAX_PHOTOS, MIN_PHOTO_SIZE } from './vehicle-photo-limits.ts';
import { adminVehicleRecords, lockVehicle, notFound, type StaffRefusal } from './vehicle-admin.service.ts';
import { stockIssue } from './vehicle-input.ts';

/** What sharp reads here. HEIC (iPhone) needs a codec its build lacks: phones export JPEG on sharing. */
const READABLE_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'tiff', 'gif']);

export type PhotoResult = VehicleRecord | InvalidInputError | NotFoundError | StaffRefusal;

/** A vehicle's own photos live under its uuid; the demo stock shares the seed's drawn pictures. */
const ownDirectory = (uuid: string) => `vehicles/stock/${uuid}/`;

interface EncodedPhoto {
  /** The media path without width: what vehicles.image_paths holds. */
  path: string;
  files: { path: string; data: Buffer }[];
}

/** The photo's WebP widths, or the issue that keeps it out. */
async function encodePhoto(file: File, vehicleUuid: string): Promise<EncodedPhoto | InputIssue> {
  const name = file.name || 'The file';
  const refuse = (key: Parameters<typeof stockIssue>[1], values: Record<string, string | number> = {}) => stockIssue('photos', key, { file: name, ...values });
  const tooLarge = photoFileIssue(file);
  if (tooLarge) return tooLarge;
  const bytes = Buffer.from(await file.arrayBuffer());
  const limitInputPixels = MAX_PHOTO_MEGAPIXELS * 1_000_000;
  let size: { width: number; height: number };
  try {
    const meta = await sharp(bytes).metadata();
    const format = meta.format === 'heif' ? (meta.compression === 'av1' ? 'avif' : 'heic') : meta.format;
    if (!READABLE_FORMATS.has(format)) return refuse('stock-photo-unreadable');
    if (meta.width * meta.height > limitInputPixels) return refuse('stock-photo-too-many-pixels', { max: MAX_PHOTO_MEGAPIXELS });
    size = meta.autoOrient ?? meta;
  } catch {
    return refuse('stock-photo-unreadable');
  }
  if (Math.max(size.width, size.height) < MIN_PHOTO_SIZE.width || Math.min(size.width, size.height) < MIN_PHOTO_SIZE.height) {
    return refuse('stock-photo-too-small', MIN_PHOTO_SIZE);
  }
  const path = `${ownDirectory(vehicleUuid)}${randomBytes(6).toString('hex')}`;
  try {
    // Decoded once, turned upright by its EXIF orientation; each width cut from it to 4:3 around the middle.
    const upright = await sharp(bytes, { limitInputPixels, failOn: 'error' }).rotate().removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: upright.info.width, height: upright.info.height, channels: upright.info.channels } };
    const files = await Promise.all(
      VEHICLE_IMAGE_WIDTHS.map(async (width) => ({
        path: `${path}-${width}.webp`,
        data: await sharp(upright.data, raw)
          .resize({ width, height: (width * 3) / 4, fit: 'cover', position: 'centre' })
          .webp(WEBP_OPTIONS)
          .toBuffer(),
      })),
    );
    return { path, files };
  } catch {
    // A file whose header reads but whose picture is broken.
    return refuse('stock-photo-unreadable');
  }
}

/**
 * Adds photos after the vehicle's others (the first of a vehicle with none becomes its thumbnail). Every
 * file is checked and encoded before anything is stored: one bad file keeps them all out.
 */
export async function addVehiclePhotos(ctx: RequestContext, uuid: string, files: readonly File[], media: MediaStore): Promise<PhotoResult> {
  const refused = staffCheck(ctx.viewer, { vehicle: ['photo'] });
  if (refused) return refused;
  const viewer = ctx.viewer!;
  if (!isUuid(uuid)) return notFound();
  if (!files?.length) return new InvalidInputError([stockIssue('photos', 'stock-photo-none')]);
  // Counted before the work of encoding; counted again, locked, when the photos are added.
  const [existing] = await ctx.db.select({ imagePaths: vehicles.imagePaths }).from(vehicles).where(eq(vehicles.uuid, uuid));
  if (!existing) return notFound();
  if (existing.imagePaths.length + files.length > MAX_PHOTOS) {
    return new InvalidInputError([stockIssue('photos', 'stock-photo-limit', { max: MAX_PHOTOS, count: existing.imagePaths.length + files.length })]);
  }
  // One photo at a time: each decoded photo holds up to 40 megapixels in memory.
  const encoded: EncodedPhoto[] = [];
  const issues: InputIssue[] = [];
  for (const file of files) {
    const result = await encodePhoto(file, uuid);
    if ('files' in result) encoded.push(result);
    else issues.push(result);
  }
  if (issues.length) return new InvalidInputError(issues);

  // Every file is written before the row that names it commits, and removed if it does not: a photo in the
  // database always has its files; a store that fails or hangs leaves neither (ADR 061).
  const written = encoded.flatMap((photo) => photo.files.map((f) => f.path));
  try {
    for (const photo of encoded) await writeAll(media, photo.files);
    const result = await ctx.db.transaction(async (tx) => {
      const current = await lockVehicle(ctx, tx, uuid);
      if (!current) return notFound();
      const imagePaths = [...current.imagePaths, ...encoded.map((p) => p.path)];
      if (imagePaths.length > MAX_PHOTOS) return new InvalidInputError([stockIssue('photos', 'stock-photo-limit', { max: MAX_PHOTOS, count: imagePaths.length })]);
      await tx.update(vehicles).set({ imagePaths, updatedAt: ctx.now }).where(eq(vehicles.id, current.id));
      await recordAudit(tx, viewer, { action: 'vehicle.photo', entity: 'vehicles', entityId: uuid, before: { imagePaths: current.imagePaths }, after: { imagePaths } });
      return current.id;
    });
    if (typeof result !== 'number') {
      await removeFiles(media, written);
      return result;
    }
    return (await adminVehicleRecords(ctx, [result]))[0]!;
  } catch (error) {
    await removeFiles(media, written);
    if (error instanceof MediaStoreUnavailableError) return new InvalidInputError([stockIssue('photos', 'stock-photo-store', { reason: error.message })]);
    throw error;
  }
}

/** A photo's widths at once; when one fails, the others are waited for before the failure is thrown. */
async function writeAll(media: MediaStore, files: readonly { path: string; data: Buffer }[]): Promise<void> {
  const results = await Promise.allSettled(files.map((file) => media.write(file.path, file.data)));
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
}

/** Puts the vehicle's photos in a new order: `imagePaths` lists each of them once; the first is the thumbnail. */
export async function reorderVehiclePhotos(ctx: RequestContext, uuid: string, imagePaths: readonly string[]): Promise<PhotoResult> {
  const refused = staffCheck(ctx.viewer, { vehicle: ['photo'] });
  if (refused) return refused;
  const viewer = ctx.viewer!;
  if (!isUuid(uuid)) return notFound();
  const result = await ctx.db.transaction(async (tx) => {
    const current = await lockVehicle(ctx, tx, uuid);
    if (!current) return notFound();
    const same = imagePaths.length === current.imagePaths.length && new Set(imagePaths).size === imagePaths.length && imagePaths.every((p) => current.imagePaths.includes(p));
    if (!same) return new InvalidInputError([stockIssue('photos', 'stock-photo-order')]);
    if (imagePaths.every((p, i) => p === current.imagePaths[i])) return current.id;
    await tx
      .update(vehicles)
      .set({ imagePaths: [...imagePaths], updatedAt: ctx.now })
      .where(eq(vehicles.id, current.id));
    await recordAudit(tx, viewer, { action: 'vehicle.photo', entity: 'vehicles', entityId: uuid, before: { imagePaths: current.imagePaths }, after: { imagePaths } });
    return current.id;
  });
  return typeof result === 'number' ? (await adminVehicleRecords(ctx, [result]))[0]! : result;
}

/**
 * Deletes photos from the vehicle, then their files. The demo stock's pictures are shared by many
 * vehicles: deleting one from a vehicle only takes it off that vehicle.
 */
export async function deleteVehiclePhotos(ctx: RequestContext, uuid: string, imagePaths: readonly string[], media: MediaStore): Promise<PhotoResult> {
  const refused = staffCheck(ctx.viewer, { vehicle: ['photo'] });
  if (refused) return refused;
  const viewer = ctx.viewer!;
  if (!isUuid(uuid)) return notFound();
  if (!imagePaths?.length) return new InvalidInputError([stockIssue('photos', 'stock-photo-none')]);
  const result = await ctx.db.transaction(async (tx) => {
    const current = await lockVehicle(ctx, tx, uuid);
    if (!current) return notFound();
    const unknown = imagePaths.find((p) => !current.imagePaths.includes(p));
    if (unknown !== undefined) return new InvalidInputError([stockIssue('photos', 'stock-photo-unknown', { photo: unknown })]);
    const kept = current.imagePaths.filter((p) => !imagePaths.includes(p));
    await tx.update(vehicles).set({ imagePaths: kept, updatedAt: ctx.now }).where(eq(vehicles.id, current.id));
    await recordAudit(tx, viewer, { action: 'vehicle.photo', entity: 'vehicles', entityId: uuid, before: { imagePaths: current.imagePaths }, after: { imagePaths: kept } });
    return current.id;
  });
  if (typeof result !== 'number') return result;
  // After the commit: a file left behind by a failure here is unused, a photo without its file would show broken.
  const own = imagePaths.filter((p) => p.startsWith(ownDirectory(uuid)));
  await removeFiles(
    media,
    own.flatMap((p) => VEHICLE_IMAGE_WIDTHS.map((w) => `${p}-${w}.webp`)),
  );
  return (await adminVehicleRecords(ctx, [result]))[0]!;
}

async function removeFiles(media: MediaStore, paths: string[]): Promise<void> {
  await Promise.allSettled(paths.map((p) => media.remove(p)));
}
