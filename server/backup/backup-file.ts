// The backup file (ADR 063): one tar of the database's dump (database/…), the pictures (media/<path>), their
// index (media-index.json: each picture's size and sha256) and, last, manifest.json: the version, the
// migrations, the row counts and each part's size and sha256. The manifest comes last so that every
// checksum is of the bytes written, read once; a restore reads the file twice, once to check everything
// against the manifest before it writes anything, once to write.
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import tar from 'tar-stream';
import { z } from 'zod';
import { isMediaPath } from '#domain/stock/media-store.ts';

export const BACKUP_FORMAT = 'roro-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST = 'manifest.json';
export const MEDIA_INDEX = 'media-index.json';
export const MEDIA_PREFIX = 'media/';
export const PGLITE_PART = 'database/pglite.tar.gz';
export const POSTGRES_PART = 'database/postgres.pgdump';

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);
const migrationsSchema = z.object({
  count: z.number().int().min(0),
  last: z.object({ tag: z.string().nullable(), createdAt: z.number().int(), hash: z.string() }).nullable(),
});
const partSchema = z.object({ path: z.string().min(1), size: z.number().int().min(0), sha256: sha256Hex });

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.iso.datetime(),
  roro: z.object({ version: z.string() }),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    part: z.enum([PGLITE_PART, POSTGRES_PART]),
    serverVersion: z.string(),
    /** pg_dump's major version (PostgreSQL): pg_restore must be as new. */
    dumpToolMajor: z.number().int().optional(),
    /** How it was taken: from the running server, by this command alone, or pg_dump's snapshot. */
    takenBy: z.enum(['running-server', 'backup-command', 'pg_dump']),
    migrations: migrationsSchema,
    rowCounts: z.record(z.string(), z.number().int().min(0)),
  }),
  media: z.object({
    store: z.enum(['directory', 's3']),
    /** Where they were: the directory, or the bucket's name. */
    source: z.string(),
    files: z.number().int().min(0),
    bytes: z.number().int().min(0),
    /** Left out: not a media path (a server's temporary file), or gone while the backup ran. */
    leftOut: z.array(z.string()),
  }),
  parts: z.array(partSchema).min(2),
});

export type Manifest = z.infer<typeof manifestSchema>;

export const mediaIndexSchema = z.object({
  files: z.array(
    z.object({
      path: z.string().refine(isMediaPath, 'not a media path'),
      size: z.number().int().min(0),
      sha256: sha256Hex,
      /** The bucket's ETag, as listed when the backup was made. */
      etag: z.string().optional(),
    }),
  ),
});

export type MediaIndex = z.infer<typeof mediaIndexSchema>;
export type MediaIndexEntry = MediaIndex['files'][number];

/** A refusal of the command, in one sentence for the person running it: nothing was written. */
export class BackupRefusal extends Error {
  override name = 'BackupRefusal';
}

export interface WrittenPart {
  path: string;
  size: number;
  sha256: string;
}

/** Writes a backup's entries in order into a file; each entry's size and sha256 are answered. */
export class BackupWriter {
  readonly #pack = tar.pack();
  readonly #out: WriteStream;
  readonly #done: Promise<void>;
  readonly #mtime = new Date();

  constructor(file: string) {
    // A backup holds password hashes, sessions and buyers' addresses: readable by its owner only.
    this.#out = createWriteStream(file, { flags: 'wx', mode: 0o600 });
    this.#done = new Promise<void>((resolve, reject) => {
      this.#out.once('error', reject);
      this.#pack.once('error', reject);
      this.#out.once('close', resolve);
    });
    this.#pack.pipe(this.#out);
  }

  async addBuffer(path: string, data: Uint8Array): Promise<WrittenPart> {
    await new Promise<void>((resolve, reject) => this.#pack.entry({ name: path, size: data.length, mode: 0o600, mtime: this.#mtime }, Buffer.from(data.buffer, data.byteOffset, data.length), (error) => (error ? reject(error) : resolve())));
    return { path, size: data.length, sha256: createHash('sha256').update(data).digest('hex') };
  }

  /** An entry from a stream of exactly `size` bytes (a file): hashed as it is written. */
  async addStream(path: string, size: number, source: AsyncIterable<Uint8Array>): Promise<WrittenPart> {
    const hash = createHash('sha256');
    let written = 0;
    let entry!: ReturnType<tar.Pack['entry']>;
    const finished = new Promise<void>((resolve, reject) => {
      entry = this.#pack.entry({ name: path, size, mode: 0o600, mtime: this.#mtime }, (error) => (error ? reject(error) : resolve()));
    });
    for await (const chunk of source) {
      written += chunk.length;
      if (written > size) break;
      hash.update(chunk);
      if (!entry.write(chunk)) await once(entry, 'drain');
    }
    if (written !== size) {
      entry.destroy(new Error(`${path} changed while it was read`));
      throw new Error(`${path} changed while it was read (${written} bytes, not ${size})`);
    }
    entry.end(() => {});
    await finished;
    return { path, size, sha256: hash.digest('hex') };
  }

  async close(): Promise<void> {
    this.#pack.finalize();
    await this.#done;
  }

  /** Stops writing (after a failure); the caller removes the file. */
  async abort(): Promise<void> {
    this.#pack.destroy();
    this.#out.destroy();
    await this.#done.catch(() => {});
  }
}

export interface BackupEntry {
  path: string;
  size: number;
  /** The entry's bytes; read them all, or call `skip`, before the next entry. */
  stream: AsyncIterable<Uint8Array>;
}

/** Each entry of a backup file in order; a file that is no tar, or is cut short, throws BackupRefusal. */
export async function* backupEntries(file: string): AsyncGenerator<BackupEntry> {
  const extract = tar.extract();
  const input = createReadStream(file);
  input.once('error', (error) => extract.destroy(error));
  input.pipe(extract);
  try {
    for await (const entry of extract) {
      const { name, size = 0, type } = entry.header;
      if (type !== 'file') {
        entry.resume();
        throw new BackupRefusal(`${file} is not a Roro backup: it holds a ${type} named ${name}.`);
      }
      yield { path: name, size, stream: readable(file, entry as unknown as AsyncIterable<Uint8Array>) };
      // Whatever the reader left of the entry is read past.
      entry.resume();
    }
  } catch (error) {
    throw unreadable(file, error);
  } finally {
    input.destroy();
    extract.destroy();
  }
}

function unreadable(file: string, error: unknown): BackupRefusal {
  if (error instanceof BackupRefusal) return error;
  return new BackupRefusal(`${file} is not a readable Roro backup: the file is damaged, cut short or no backup at all (${(error as Error).message}).`, { cause: error });
}

/** An entry's bytes, a failure to read them (the file ends inside the entry) a refusal too. */
async function* readable(file: string, stream: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  try {
    for await (const chunk of stream) yield chunk;
  } catch (error) {
    throw unreadable(file, error);
  }
}

export async function readAll(stream: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

export async function hashOf(stream: AsyncIterable<Uint8Array>): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    hash.update(chunk);
  }
  return { size, sha256: hash.digest('hex') };
}

/** A stream of the bytes, hashed as they pass, checked against `expected` at the end (throws on a difference). */
export async function* checked(stream: AsyncIterable<Uint8Array>, expected: { size: number; sha256: string }, what: string): AsyncGenerator<Uint8Array> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    hash.update(chunk);
    yield chunk;
  }
  if (size !== expected.size || hash.digest('hex') !== expected.sha256) throw new BackupRefusal(`${what} changed since it was checked: the backup file is being written to or the disk is failing.`);
}

export interface VerifiedBackup {
  manifest: Manifest;
  media: MediaIndex;
}

/**
 * Reads the whole file and checks it: a manifest of this format, every part it names with the size and
 * sha256 it gives, every picture of the index and nothing else. Anything else is a BackupRefusal.
 */
export async function verifyBackup(file: string): Promise<VerifiedBackup> {
  const seen = new Map<string, { size: number; sha256: string }>();
  let manifestText: Buffer | null = null;
  let indexText: Buffer | null = null;
  for await (const entry of backupEntries(file)) {
    if (seen.has(entry.path) || (entry.path === MANIFEST && manifestText)) throw new BackupRefusal(`${file} is damaged: it holds ${entry.path} twice.`);
    if (entry.path === MANIFEST) {
      manifestText = await readAll(entry.stream);
      continue;
    }
    if (entry.path === MEDIA_INDEX) {
      indexText = await readAll(entry.stream);
      seen.set(entry.path, { size: indexText.length, sha256: createHash('sha256').update(indexText).digest('hex') });
      continue;
    }
    seen.set(entry.path, await hashOf(entry.stream));
  }
  if (!manifestText) throw new BackupRefusal(`${file} is not a complete Roro backup: it has no ${MANIFEST} (a backup cut short, or another kind of tar file).`);
  const manifest = parseJson(manifestSchema, manifestText, `${file}'s ${MANIFEST}`);
  for (const part of manifest.parts) {
    const found = seen.get(part.path);
    if (!found) throw new BackupRefusal(`${file} is damaged: ${part.path}, named in its manifest, is missing.`);
    if (found.size !== part.size || found.sha256 !== part.sha256) throw new BackupRefusal(`${file} is damaged: the checksum of ${part.path} does not match its manifest (sha256 ${found.sha256}, ${found.size} bytes; the manifest says ${part.sha256}, ${part.size} bytes).`);
  }
  if (!manifest.parts.some((p) => p.path === manifest.database.part) || !indexText) throw new BackupRefusal(`${file} is damaged: its manifest names no database dump or no ${MEDIA_INDEX}.`);
  const media = parseJson(mediaIndexSchema, indexText, `${file}'s ${MEDIA_INDEX}`);
  const pictures = new Set<string>();
  for (const picture of media.files) {
    const name = `${MEDIA_PREFIX}${picture.path}`;
    const found = seen.get(name);
    if (!found) throw new BackupRefusal(`${file} is damaged: the picture ${picture.path} is missing.`);
    if (found.size !== picture.size || found.sha256 !== picture.sha256) throw new BackupRefusal(`${file} is damaged: the checksum of the picture ${picture.path} does not match its index.`);
    pictures.add(name);
  }
  const named = new Set(manifest.parts.map((p) => p.path));
  const stray = [...seen.keys()].find((path) => !named.has(path) && !pictures.has(path));
  if (stray) throw new BackupRefusal(`${file} is damaged: it holds ${stray}, which its manifest does not name.`);
  if (media.files.length !== manifest.media.files) throw new BackupRefusal(`${file} is damaged: its index lists ${media.files.length} pictures, its manifest ${manifest.media.files}.`);
  return { manifest, media };
}

function parseJson<T>(schema: z.ZodType<T>, text: Buffer, what: string): T {
  let value: unknown;
  try {
    value = JSON.parse(text.toString('utf8'));
  } catch {
    throw new BackupRefusal(`${what} is damaged: it is not JSON.`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new BackupRefusal(`${what} is not one this version reads (${issue.path.join('.') || 'the file'}: ${issue.message}): a damaged file, or a backup of another format.`);
  }
  return parsed.data;
}

/** Bytes as a stream, for addStream's callers that hold a file's bytes already. */
export function streamOf(data: Uint8Array): AsyncIterable<Uint8Array> {
  return Readable.from([data]);
}
