// Where vehicle photos are kept: a directory served at MEDIA_BASE_URL (data/media by default). Behind an
// interface, so that an S3-compatible store can take its place when several servers share the media
// (ARCHITECTURE §8).
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface MediaStore {
  /** Writes a file at a media path, replacing any there; a reader never sees half a file. */
  write(mediaPath: string, data: Uint8Array): Promise<void>;
  /** Removes a file; one that is already gone is no error. */
  remove(mediaPath: string): Promise<void>;
}

/** A media path is relative and stays under the root: "vehicles/stock/<uuid>/<id>-640.webp". */
function resolveUnder(root: string, mediaPath: string): string {
  if (!/^[a-z0-9][a-z0-9/._-]*$/i.test(mediaPath) || mediaPath.split('/').includes('..')) throw new Error(`Not a media path: ${mediaPath}`);
  return path.join(root, mediaPath);
}

export function directoryMediaStore(root: string): MediaStore {
  return {
    async write(mediaPath, data) {
      const file = resolveUnder(root, mediaPath);
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(tmp, data);
      await rename(tmp, file);
    },
    async remove(mediaPath) {
      await rm(resolveUnder(root, mediaPath), { force: true });
    },
  };
}
