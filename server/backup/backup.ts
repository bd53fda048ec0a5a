// `npm run backup -- --to FILE` (ADR 063): the database, then the pictures, into one file, while the site
// runs. PGlite: the running server dumps its data directory (backup-control.ts), or with no server running
// this command opens the directory itself, holding its lock. PostgreSQL: pg_dump in its custom format, the
// row counts read in the snapshot pg_dump dumps. The pictures follow: the media directory's files or the
// bucket's objects, each with its sha256 (and the bucket's ETag).
import { existsSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { dumpPglite, openDatabase, openPgliteFromDump, type Database } from '#db/client.ts';
import { DataDirLockedError, lockDataDir, lockOwner } from '#db/data-dir-lock.ts';
import type { ServerConfig } from '#server/env.ts';
import { createMediaStore } from '#server/media-files.ts';
import { localFiles, NoMediaDirectoryError } from '#server/media-copy.ts';
import { isS3MediaStore } from '#server/s3-media-store.ts';
import { dumpFromRunningServer } from './backup-control.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupRefusal,
  BackupWriter,
  MANIFEST,
  MEDIA_INDEX,
  MEDIA_PREFIX,
  PGLITE_PART,
  POSTGRES_PART,
  type Manifest,
  type MediaIndexEntry,
  type WrittenPart,
} from './backup-file.ts';
import { counted, describeMigrations, migrationState, rowCounts, serverVersion } from './database-facts.ts';
import { connectionFor, findPgTool, run } from './pg-tools.ts';

export type BackupConfig = Pick<ServerConfig, 'dataDir' | 'databaseUrl' | 'mediaDir' | 'mediaStore'>;
type Log = (line: string) => void;

const packageFile = fileURLToPath(new URL('../../package.json', import.meta.url));
export const roroVersion = (): string => (JSON.parse(readFileSync(packageFile, 'utf8')) as { version: string }).version;

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

type DatabaseFacts = Pick<Manifest['database'], 'serverVersion' | 'migrations' | 'rowCounts'>;

async function factsOf(db: Database): Promise<DatabaseFacts> {
  return { serverVersion: await serverVersion(db), migrations: await migrationState(db), rowCounts: await rowCounts(db) };
}

/** Where PGlite keeps a data directory's database. */
export const pgliteDir = (dataDir: string) => join(dataDir, 'pglite');

/** The PGlite data directory's dump (a tar), from the running server or opened here under its lock. */
async function dumpPgliteDataDir(dataDir: string, log: Log): Promise<{ dump: Buffer; takenBy: Manifest['database']['takenBy']; facts?: DatabaseFacts }> {
  if (!existsSync(join(pgliteDir(dataDir), 'PG_VERSION'))) throw new BackupRefusal(`There is no database in ${dataDir} (DATA_DIR): nothing to back up.`);
  const owner = lockOwner(dataDir);
  if (owner !== null) {
    log(`The server (pid ${owner}) has the database open: it dumps it between two queries.`);
    return { dump: await dumpFromRunningServer(dataDir, owner), takenBy: 'running-server' };
  }
  let lock;
  try {
    lock = lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) return dumpPgliteDataDir(dataDir, log);
    throw error;
  }
  try {
    log(`No server runs on ${dataDir}: the backup opens the database itself.`);
    const handle = await openDatabase({ dataDir: pgliteDir(dataDir) });
    try {
      // Nobody else has the directory: the counts read now are of the rows dumped next.
      const facts = await factsOf(handle.db);
      return { dump: Buffer.from(await (await dumpPglite(handle)).arrayBuffer()), takenBy: 'backup-command', facts };
    } finally {
      await handle.close();
    }
  } finally {
    lock.release();
  }
}

async function backupPglite(writer: BackupWriter, dataDir: string, log: Log): Promise<{ part: WrittenPart; database: Manifest['database'] }> {
  const { dump, takenBy, facts: counted } = await dumpPgliteDataDir(dataDir, log);
  let facts = counted;
  if (!facts) {
    // From the running server: the counts are read from the dump itself, proof that it opens and of exactly what it holds.
    const copy = await openPgliteFromDump(new Blob([dump as Uint8Array<ArrayBuffer>]));
    try {
      facts = await factsOf(copy.db);
    } finally {
      await copy.close();
    }
  }
  // Level 1: a data directory is mostly empty pages; the fastest level packs the test shop's 68 MB to 9.2 MB in 0.5 s, level 6 to 8.1 MB in 1.2 s.
  const part = await writer.addBuffer(PGLITE_PART, await promisify(gzip)(dump, { level: 1 }));
  return { part, database: { kind: 'pglite', part: PGLITE_PART, takenBy, ...facts } };
}

async function backupPostgres(writer: BackupWriter, url: string, scratch: string, log: Log): Promise<{ part: WrittenPart; database: Manifest['database'] }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // pg_dump dumps the snapshot this transaction exports: the counts below are of the same rows.
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ snapshot: string; major: number }>(`select pg_export_snapshot() as snapshot, current_setting('server_version_num')::int / 10000 as major`);
    const { snapshot, major } = rows[0]!;
    const facts = await factsOf(drizzle(client, { casing: 'snake_case' }) as unknown as Database);
    const tool = await findPgTool('pg_dump', major);
    const { dbname, env } = connectionFor(url);
    log(`pg_dump (${tool.path}, PostgreSQL ${tool.major}) dumps the database in its custom format…`);
    const dumped = await run(tool.path, ['--format=custom', `--snapshot=${snapshot}`, `--file=${scratch}`, `--dbname=${dbname}`], env);
    if (dumped.code !== 0) throw new BackupRefusal(`pg_dump failed (exit code ${dumped.code}): ${dumped.stderr.trim()}`);
    await client.query('commit');
    const file = await open(scratch);
    try {
      const part = await writer.addStream(POSTGRES_PART, (await file.stat()).size, file.createReadStream());
      return { part, database: { kind: 'postgres', part: POSTGRES_PART, takenBy: 'pg_dump', dumpToolMajor: tool.major, ...facts } };
    } finally {
      await file.close();
    }
  } finally {
    await client.end();
    rmSync(scratch, { force: true });
  }
}

/** The pictures, after the database: one uploaded meanwhile is a file more, never a photo row without its file. */
export async function backupMedia(writer: BackupWriter, config: BackupConfig, log: Log): Promise<{ index: MediaIndexEntry[]; media: Manifest['media'] }> {
  const store = createMediaStore(config);
  const index: MediaIndexEntry[] = [];
  const leftOut: string[] = [];
  let bytes = 0;
  if (isS3MediaStore(store)) {
    log(`Copying the pictures of the bucket ${store.settings.bucket}…`);
    for await (const object of store.list('')) {
      const data = await store.bytes(object.path);
      if (!data) {
        leftOut.push(`${object.path} (removed while the backup ran)`);
        continue;
      }
      const part = await writer.addBuffer(`${MEDIA_PREFIX}${object.path}`, data);
      index.push({ path: object.path, size: part.size, sha256: part.sha256, etag: object.etag });
      bytes += part.size;
    }
    return { index, media: { store: 's3', source: store.settings.bucket, files: index.length, bytes, leftOut } };
  }
  log(`Copying the pictures in ${config.mediaDir}…`);
  let files: Awaited<ReturnType<typeof localFiles>> = [];
  const skipped: string[] = [];
  try {
    files = await localFiles(config.mediaDir, () => true, skipped);
  } catch (error) {
    if (!(error instanceof NoMediaDirectoryError)) throw error;
    log(`There is no media directory at ${config.mediaDir}: no pictures to copy.`);
  }
  leftOut.push(...skipped.map((path) => `${path} (not a media path)`));
  for (const file of files) {
    let handle;
    try {
      handle = await open(file.file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      leftOut.push(`${file.path} (removed while the backup ran)`);
      continue;
    }
    try {
      // The size of the file opened: one replaced meanwhile is read whole, old or new.
      const part = await writer.addStream(`${MEDIA_PREFIX}${file.path}`, (await handle.stat()).size, handle.createReadStream({ autoClose: false }));
      index.push({ path: file.path, size: part.size, sha256: part.sha256 });
      bytes += part.size;
    } finally {
      await handle.close();
    }
  }
  return { index, media: { store: 'directory', source: config.mediaDir, files: index.length, bytes, leftOut } };
}

export interface BackupReport {
  file: string;
  size: number;
  manifest: Manifest;
}

export async function makeBackup(config: BackupConfig, target: string, log: Log = () => {}): Promise<BackupReport> {
  const file = resolve(target);
  if (existsSync(file)) throw new BackupRefusal(`${file} exists already: give the backup a new name (a backup never replaces a file).`);
  if (!existsSync(dirname(file)) || !statSync(dirname(file)).isDirectory()) throw new BackupRefusal(`There is no directory ${dirname(file)} to write ${file} in.`);
  const partial = `${file}.partial`;
  if (existsSync(partial)) throw new BackupRefusal(`${partial} exists: a backup is being written there, or one was cut short. Remove it if no backup is running.`);
  const started = performance.now();
  const writer = new BackupWriter(partial);
  try {
    const { part, database } = config.databaseUrl ? await backupPostgres(writer, config.databaseUrl, `${file}.pgdump.partial`, log) : await backupPglite(writer, config.dataDir, log);
    const rows = Object.values(database.rowCounts).reduce((sum, n) => sum + n, 0);
    log(`Database: ${Object.keys(database.rowCounts).length} tables, ${rows} rows, ${describeMigrations(database.migrations)}; ${megabytes(part.size)}.`);
    const { index, media } = await backupMedia(writer, config, log);
    log(`Pictures: ${counted(media.files, 'file')}, ${megabytes(media.bytes)}${media.leftOut.length ? `; left out: ${media.leftOut.join(', ')}` : ''}.`);
    const indexPart = await writer.addBuffer(MEDIA_INDEX, Buffer.from(`${JSON.stringify({ files: index })}\n`));
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      roro: { version: roroVersion() },
      database,
      media,
      parts: [part, indexPart],
    };
    await writer.addBuffer(MANIFEST, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    await writer.close();
    renameSync(partial, file);
    const size = statSync(file).size;
    log(`Wrote ${file} (${megabytes(size)}) in ${((performance.now() - started) / 1000).toFixed(1)} s. Keep it as private as the database: it holds password hashes and buyers' addresses.`);
    return { file, size, manifest };
  } catch (error) {
    await writer.abort();
    rmSync(partial, { force: true });
    throw error;
  }
}
