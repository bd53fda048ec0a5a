// What a vehicle photo may be, shared by the server's checks (vehicle-photos.service.ts) and the back
// office's upload area, which refuses a file the server would refuse before sending it. Pure data: the
// browser bundle imports it.
import type { InputIssue } from '../errors.ts';
import { stockIssue } from './vehicle-input.ts';

export const MAX_PHOTO_MB = 15;
/** Larger than any camera's photo we need, small enough that decoding one cannot exhaust the server. */
export const MAX_PHOTO_MEGAPIXELS = 40;
/** The gallery shows 1280 × 960; a photo far smaller looks blurred there. */
export const MIN_PHOTO_SIZE = { width: 640, height: 480 } as const;
export const MAX_PHOTOS = 40;
/**
 * One request's body at most: a form without JavaScript sends every chosen file at once and the server
 * holds the request in memory while it reads it. The upload area sends one file a request.
 */
export const MAX_PHOTO_REQUEST_MB = 200;
/** What the file picker offers; sharp reads TIFF and GIF too, which a drop may bring. */
export const PHOTO_FILE_TYPES = 'image/jpeg,image/png,image/webp,image/avif';

/** The refusal the browser can tell without reading the picture (its size), or null. */
export function photoFileIssue(file: { name: string; size: number }): InputIssue | null {
  if (file.size > MAX_PHOTO_MB * 1024 * 1024) return stockIssue('photos', 'stock-photo-too-large', { file: file.name || 'The file', max: MAX_PHOTO_MB });
  return null;
}
