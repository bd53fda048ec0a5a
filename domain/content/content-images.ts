// The pictures of the storefront's content that staff upload: banners (a wide one for computers, a
// squarer one for phones), the header pictures of pages and the photo of a testimonial. Each is read with
// sharp as vehicle photos are (ADR 019, 021), turned upright, cut to the frame the page shows, stripped of
// its camera data and stored as one WebP in the same media store, under content/.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { WEBP_OPTIONS } from '#db/seed/images/svg-kit.ts';
import { InvalidInputError, type InputIssue } from '../errors.ts';
import { MediaStoreUnavailableError, type MediaStore } from '../stock/media-store.ts';
import { MAX_PHOTO_MEGAPIXELS } from '../stock/vehicle-photo-limits.ts';
import { MAX_IMAGE_MB } from './content-kinds.ts';

/** The frames the storefront shows (the seed's pictures have the same). */
export const IMAGE_FRAMES = {
  wide: { width: 1600, height: 500, label: 'computers', directory: 'content/banners' },
  phone: { width: 800, height: 600, label: 'phones', directory: 'content/banners' },
  photo: { width: 640, height: 480, label: 'photo', directory: 'content/testimonials' },
} as const;
export type ImageFrame = keyof typeof IMAGE_FRAMES;

const READABLE_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'tiff', 'gif']);

export interface EncodedImage {
  path: string;
  data: Buffer;
  /** The form's file field it came from, for the message when it cannot be stored. */
  fieldname: string;
}

/** Whether a form's file field carries a file (an empty field sends one nameless, empty file). */
export const isFile = (value: unknown): value is File => typeof value === 'object' && value !== null && typeof (value as File).arrayBuffer === 'function' && ((value as File).size > 0 || (value as File).name !== '');

/**
 * The picture cut to its frame, or the issue that keeps it out: too large a file, not a picture, too many
 * pixels to decode safely, or smaller than half its frame (it would look blurred).
 */
export async function encodeContentImage(file: File, frame: ImageFrame, fieldname: string, directory?: string): Promise<EncodedImage | InputIssue> {
  const { width, height, directory: own } = IMAGE_FRAMES[frame];
  const name = file.name || 'The file';
  const refuse = (message: string): InputIssue => ({ fieldname, message });
  if (file.size > MAX_IMAGE_MB * 1024 * 1024) return refuse(`${name} is larger than ${MAX_IMAGE_MB} MB: send a smaller picture.`);
  const bytes = Buffer.from(await file.arrayBuffer());
  const limitInputPixels = MAX_PHOTO_MEGAPIXELS * 1_000_000;
  const unreadable = refuse(`${name} is not a picture we can read: send a JPEG, PNG, WebP or AVIF file.`);
  try {
    const meta = await sharp(bytes).metadata();
    if (!READABLE_FORMATS.has(meta.format === 'heif' && meta.compression === 'av1' ? 'avif' : meta.format)) return unreadable;
    if (meta.width * meta.height > limitInputPixels) return refuse(`${name} has more than ${MAX_PHOTO_MEGAPIXELS} megapixels: send a smaller picture.`);
    const size = meta.autoOrient ?? meta;
    if (size.width < width / 2 || size.height < height / 2) {
      return refuse(`${name} is ${size.width} × ${size.height} pixels: the picture needs at least ${width / 2} × ${height / 2} (best ${width} × ${height}).`);
    }
    const data = await sharp(bytes, { limitInputPixels, failOn: 'error' })
      .rotate()
      .resize({ width, height, fit: 'cover', position: 'attention' })
      .webp(WEBP_OPTIONS)
      .toBuffer();
    return { path: `${directory ?? own}/${randomBytes(8).toString('hex')}.webp`, data, fieldname };
  } catch {
    return unreadable;
  }
}

/**
 * Writes the pictures, before the row that names them commits (ADR 061). If one fails, those written are
 * removed; a store that failed or did not answer is answered with the message on that picture's field
 * (nothing of the form is saved), anything else is thrown.
 */
export async function writeImages(media: MediaStore, images: readonly EncodedImage[]): Promise<InvalidInputError | null> {
  let current: EncodedImage | undefined;
  try {
    for (current of images) await media.write(current.path, current.data);
    return null;
  } catch (error) {
    await removeImages(media, images.map((i) => i.path));
    if (!(error instanceof MediaStoreUnavailableError)) throw error;
    return new InvalidInputError([{ fieldname: current!.fieldname, message: `The picture was not saved: ${error.message} Nothing on the form was changed; send it again in a moment.` }]);
  }
}

/** Removes pictures this module stored (under content/); the seed's and other sites' stay. */
export async function removeImages(media: MediaStore | undefined, paths: readonly (string | null | undefined)[]): Promise<void> {
  const own = paths.filter((path): path is string => Boolean(path?.startsWith('content/')));
  if (media) await Promise.allSettled(own.map((path) => media.remove(path)));
}
