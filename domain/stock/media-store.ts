// Where the pictures are kept: vehicle photos in their widths, content pictures and the demo pictures. A
// directory (MEDIA_DIR, data/media by default) or, with MEDIA_STORE=s3, an S3-compatible bucket that
// several servers share (server/s3-media-store.ts, ADR 061); either is served at MEDIA_BASE_URL.
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface MediaStore {
  /**
   * Writes a file at a media path, replacing any there; a reader never sees half a file. A store that
   * fails or does not answer in time throws MediaStoreUnavailableError.
   */
  write(mediaPath: string, data: Uint8Array): Promise<void>;
  /** Removes a file; one that is already gone is no error. */
  remove(mediaPath: string): Promise<void>;
}

/**
 * The store could not take a picture: it refused, could not be reached or did not answer in time. The
 * message says which, for the person uploading; what was written of the same upload has been removed.
 */
export class MediaStoreUnavailableError extends Error {
  override name = 'MediaStoreUnavailableError';
}

/** What a picture's answer says to browsers and caches, from this process or from a bucket. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';

/** A media path is relative and stays under the root: "vehicles/stock/<uuid>/<id>-640.webp". */
export function isMediaPath(mediaPath: string): boolean {
  return /^[a-z0-9][a-z0-9/._-]*$/i.test(mediaPath) && !mediaPath.split('/').some((part) => part === '..' || part === '.' || part === '');
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  svg: 'image/svg+xml',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  avif: 'image/avif',
  gif: 'image/gif',
};

/** The content type a picture is served with, by its name. */
export function mediaContentType(mediaPath: string): string {
  return CONTENT_TYPES[mediaPath.slice(mediaPath.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}

function resolveUnder(root: string, mediaPath: string): string {
  if (!isMediaPath(mediaPath)) throw new Error(`Not a media path: ${mediaPath}`);
  return path.join(root, mediaPath);
}

export function directoryMediaStore(root: string): MediaStore {
  return {
    async write(mediaPath, data) {
      const file = resolveUnder(root, mediaPath);
      const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
      try {
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(tmp, data);
        await rename(tmp, file);
      } catch (error) {
        await rm(tmp, { force: true }).catch(() => {});
        const code = (error as NodeJS.ErrnoException).code ?? 'an error';
        throw new MediaStoreUnavailableError(`The media directory could not be written (${code}).`, { cause: error });
      }
    },
    async remove(mediaPath) {
      await rm(resolveUnder(root, mediaPath), { force: true });
    },
  };
}
