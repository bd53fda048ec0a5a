// Copies a media directory into the bucket and checks the copy (`npm run media:copy -- --to s3`, ADR 061):
// what is already there with the same size and checksum is skipped, so a copy cut short goes on where it
// stopped when run again. The server uses the same copy for the demo pictures it draws at its first start.
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_MEDIA_FILES, ensureDemoMedia, isDemoMediaPath } from '#db/seed/media.ts';
import { isMediaPath, MediaStoreUnavailableError, type MediaStore } from '#domain/stock/media-store.ts';
import { ConfigurationError, loadConfig, s3MediaSettings } from './env.ts';
import { isS3MediaStore, s3MediaStore, type S3MediaStore, type StoredObject } from './s3-media-store.ts';

export interface LocalFile {
  path: string;
  file: string;
  size: number;
}

export interface CopyReport {
  files: number;
  bytes: number;
  copied: number;
  /** In the bucket already with the same size and checksum. */
  present: number;
  failed: { path: string; reason: string }[];
  /** Files whose names are no media path (a server's temporary file, a stray note): not copied. */
  skipped: string[];
}

export interface VerifyReport {
  checked: number;
  /** Checked by downloading: the store's ETag is no MD5 of the bytes (SSE-KMS, a multipart upload). */
  downloaded: number;
  mismatches: string[];
}

type Log = (line: string) => void;

export class NoMediaDirectoryError extends Error {}

/** Every file under the directory, as media paths, in a stable order (the backup reads the same). */
export async function localFiles(root: string, only: (mediaPath: string) => boolean, skipped: string[]): Promise<LocalFile[]> {
  let entries;
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new NoMediaDirectoryError(`There is no media directory at ${root}.`, { cause: error });
    throw error;
  }
  const files: LocalFile[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    const mediaPath = relative(root, file).split(sep).join('/');
    if (!only(mediaPath)) continue;
    if (!isMediaPath(mediaPath) || mediaPath.endsWith('.tmp')) {
      skipped.push(mediaPath);
      continue;
    }
    files.push({ path: mediaPath, file, size: (await stat(file)).size });
  }
  return files.sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * The prefixes to list so that every file's object is seen, and little else: two levels deep
 * ("vehicles/stock/", "content/banners/"), so that a shop's uploads are one listing and the demo
 * pictures another each, not the whole bucket for a few files.
 */
function prefixesOf(paths: readonly string[]): { prefix: string; shallow: boolean }[] {
  const prefixes = new Set<string>();
  let root = false;
  for (const path of paths) {
    const parts = path.split('/');
    if (parts.length === 1) root = true;
    else prefixes.add(`${parts.slice(0, Math.min(2, parts.length - 1)).join('/')}/`);
  }
  const sorted = [...prefixes].sort();
  const kept = sorted.filter((prefix) => !sorted.some((other) => other !== prefix && prefix.startsWith(other)));
  return [...(root ? [{ prefix: '', shallow: true }] : []), ...kept.map((prefix) => ({ prefix, shallow: false }))];
}

async function listed(store: S3MediaStore, paths: readonly string[]): Promise<Map<string, StoredObject>> {
  const objects = new Map<string, StoredObject>();
  for (const { prefix, shallow } of prefixesOf(paths)) for await (const object of store.list(prefix, { shallow })) objects.set(object.path, object);
  return objects;
}

const md5Hex = (data: Uint8Array) => createHash('md5').update(data).digest('hex');
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Runs `work` over the items, `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export async function copyMediaToBucket(root: string, store: S3MediaStore, { only = () => true, log = () => {}, concurrency = 8 }: { only?: (mediaPath: string) => boolean; log?: Log; concurrency?: number } = {}): Promise<CopyReport> {
  const skipped: string[] = [];
  const files = await localFiles(root, only, skipped);
  const bytes = files.reduce((sum, f) => sum + f.size, 0);
  const { bucket, endpoint } = store.settings;
  log(`Copying ${files.length} files (${megabytes(bytes)}) from ${root} to the bucket ${bucket}${endpoint ? ` at ${endpoint}` : ''}`);
  for (const path of skipped) log(`  not a media path, left out: ${path}`);
  const existing = await listed(store, files.map((f) => f.path));
  const report: CopyReport = { files: files.length, bytes, copied: 0, present: 0, failed: [], skipped };
  // A line about every twentieth of the way, and the last.
  const step = Math.max(1, Math.ceil(files.length / 20));
  let done = 0;
  await eachLimited(files, concurrency, async (file) => {
    try {
      const data = await readFile(file.file);
      const md5 = md5Hex(data);
      const object = existing.get(file.path);
      // The same size and MD5: a plain upload's ETag is its MD5. Where the store's ETag is something else
      // (SSE-KMS), the file is copied again: slower, never wrong.
      if (object && object.size === data.length && object.etag === md5) report.present++;
      else {
        await store.write(file.path, data);
        report.copied++;
      }
    } catch (error) {
      report.failed.push({ path: file.path, reason: (error as Error).message });
    }
    done++;
    if (done % step === 0 || done === files.length) log(`  ${done}/${files.length}: ${report.copied} copied, ${report.present} already there${report.failed.length ? `, ${report.failed.length} failed` : ''}`);
  });
  for (const { path, reason } of report.failed) log(`  FAILED ${path}: ${reason}`);
  return report;
}

/**
 * Checks every file of the directory against a fresh listing of the bucket: there, the same size, the
 * same MD5 (the ETag, or the bytes downloaded where the ETag is no MD5).
 */
export async function verifyMediaCopy(root: string, store: S3MediaStore, { only = () => true, log = () => {}, concurrency = 8 }: { only?: (mediaPath: string) => boolean; log?: Log; concurrency?: number } = {}): Promise<VerifyReport> {
  const files = await localFiles(root, only, []);
  log(`Checking ${files.length} files against the bucket`);
  const objects = await listed(store, files.map((f) => f.path));
  const report: VerifyReport = { checked: 0, downloaded: 0, mismatches: [] };
  await eachLimited(files, concurrency, async (file) => {
    const object = objects.get(file.path);
    const data = await readFile(file.file);
    const md5 = md5Hex(data);
    report.checked++;
    if (!object) return void report.mismatches.push(`${file.path}: not in the bucket`);
    if (object.size !== data.length) return void report.mismatches.push(`${file.path}: ${object.size} bytes in the bucket, ${data.length} in the directory`);
    if (object.etag === md5) return;
    report.downloaded++;
    const stored = await store.bytes(file.path);
    if (!stored) return void report.mismatches.push(`${file.path}: not in the bucket`);
    if (md5Hex(stored) !== md5) report.mismatches.push(`${file.path}: the bucket’s bytes differ from the directory’s (MD5 ${md5Hex(stored)}, not ${md5})`);
  });
  for (const line of report.mismatches) log(`  MISMATCH ${line}`);
  return report;
}

/** Written once the demo pictures are all in the bucket: a later start, on any machine, need not look again. */
const DEMO_MARKER = 'brand/demo-pictures.json';

/**
 * The demo pictures where the site serves them: drawn into the media directory (kept files are not drawn
 * again), and with a bucket copied into it once. Answers how many were drawn and copied.
 */
export async function ensureDemoPictures(mediaDir: string, store: MediaStore, log: Log = () => {}, draw: (mediaDir: string) => Promise<number> = ensureDemoMedia): Promise<{ drawn: number; copied: number }> {
  if (!isS3MediaStore(store)) return { drawn: await draw(mediaDir), copied: 0 };
  const marker = await store.bytes(DEMO_MARKER);
  if (marker && (JSON.parse(marker.toString('utf8')) as { files?: number }).files === DEMO_MEDIA_FILES) return { drawn: 0, copied: 0 };
  // Drawn here first, the directory then serving as the copy's source.
  const drawn = await draw(mediaDir);
  const report = await copyMediaToBucket(mediaDir, store, { only: isDemoMediaPath, log });
  if (report.failed.length) throw new Error(`${report.failed.length} demo pictures could not be copied into the bucket ${store.settings.bucket}: ${report.failed[0]!.reason}`);
  await store.write(DEMO_MARKER, new TextEncoder().encode(`${JSON.stringify({ files: DEMO_MEDIA_FILES, copiedAt: new Date().toISOString() })}\n`));
  return { drawn, copied: report.copied };
}

const USAGE = 'Usage: npm run media:copy -- --to s3 [--from DIR] (the bucket from MEDIA_S3_BUCKET, MEDIA_S3_ENDPOINT and the AWS_* credentials)';

/** `npm run media:copy` (server/media-copy-cli.ts): its arguments and environment in, its exit code out. */
export async function mediaCopyCommand(args: string[], env: NodeJS.ProcessEnv, log: Log, error: Log): Promise<number> {
  try {
    const { values } = parseArgs({ args, options: { to: { type: 'string' }, from: { type: 'string' }, concurrency: { type: 'string', default: '8' } } });
    if (values.to !== 's3') throw new ConfigurationError(USAGE);
    const concurrency = Number(values.concurrency);
    if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 64) throw new ConfigurationError('--concurrency is a whole number from 1 to 64.');
    const root = values.from ? resolve(values.from) : loadConfig(env).mediaDir;
    const store = s3MediaStore(s3MediaSettings(env));
    const started = performance.now();
    const copy = await copyMediaToBucket(root, store, { log, concurrency });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    log(`Copied ${copy.copied} file${copy.copied === 1 ? '' : 's'}, ${copy.present} already there, ${copy.failed.length} failed, in ${seconds} s.`);
    const check = await verifyMediaCopy(root, store, { log, concurrency });
    if (copy.failed.length || check.mismatches.length) {
      log(`Not done: ${copy.failed.length} files could not be copied and ${check.mismatches.length} differ in the bucket. Run the same command again to copy what is missing; a file that differs again needs a look.`);
      return 1;
    }
    log(`Checked: all ${check.checked} files are in the bucket with the same size and checksum${check.downloaded ? ` (${check.downloaded} by downloading them)` : ''}.`);
    return 0;
  } catch (thrown) {
    if (thrown instanceof ConfigurationError || (thrown as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      error(thrown instanceof ConfigurationError ? thrown.message : `${(thrown as Error).message}\n${USAGE}`);
      return 2;
    }
    if (thrown instanceof MediaStoreUnavailableError || thrown instanceof NoMediaDirectoryError) {
      error(thrown.message);
      return 1;
    }
    throw thrown;
  }
}
