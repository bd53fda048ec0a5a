// `npm run restore -- --from FILE` (ADR 063): checks the whole file against its manifest, then the target,
// before it writes anything; then writes the database into a new PGlite data directory (DATA_DIR) or an
// empty PostgreSQL database (DATABASE_URL), the pictures into the configured store, and compares the
// restored database's row counts with the manifest's. A PGlite backup can go into PostgreSQL (by the
// move's copy); a PostgreSQL one only into PostgreSQL.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdirSync, readdirSync, renameSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { openDatabase, openPgliteDataDirFromDump, openPgliteFromDump, type DatabaseHandle } from '#db/client.ts';
import { lockDataDir, lockOwner, DataDirLockedError } from '#db/data-dir-lock.ts';
import type { MediaStore } from '#domain/stock/media-store.ts';
import { createMediaStore } from '#server/media-files.ts';
import { isS3MediaStore } from '#server/s3-media-store.ts';
import { type BackupConfig, megabytes, pgliteDir } from './backup.ts';
import { BackupRefusal, backupEntries, checked, MEDIA_PREFIX, readAll, verifyBackup, type Manifest, type VerifiedBackup } from './backup-file.ts';
import { copyPgliteToPostgres } from './copy-to-postgres.ts';
import { counted, describeMigrations, isNewer, migrationState, rowCounts, shippedState, type TableName } from './database-facts.ts';
import { connectionFor, findPgTool, shownUrl } from './pg-tools.ts';
import { prepareTarget, withClient } from './postgres-target.ts';

type Log = (line: string) => void;

export interface RestoreReport {
  manifest: Manifest;
  target: string;
  pictures: { written: number; present: number };
}

function compareCounts(expected: Record<TableName, number>, found: Record<TableName, number>, where: string): void {
  const different = Object.keys(expected).filter((table) => expected[table] !== found[table]);
  if (different.length) throw new Error(`The restored database in ${where} does not hold what the backup does: ${different.map((t) => `${t} has ${found[t] ?? 'no table'} rows, the backup ${expected[t]}`).join('; ')}.`);
}

/** The database part's bytes, read again and checked against the manifest as they are. */
async function databasePart(file: string, manifest: Manifest): Promise<Buffer> {
  const expected = manifest.parts.find((p) => p.path === manifest.database.part)!;
  for await (const entry of backupEntries(file)) if (entry.path === expected.path) return await readAll(checked(entry.stream, expected, expected.path));
  throw new BackupRefusal(`${file} changed since it was checked: ${expected.path} is gone.`);
}

async function restorePgliteTarget(file: string, { manifest }: VerifiedBackup, dataDir: string, force: boolean, log: Log): Promise<void> {
  const owner = lockOwner(dataDir);
  if (owner !== null) throw new BackupRefusal(`A Roro server (pid ${owner}) is running on ${dataDir}: stop it first. A restore never writes under a running server.`);
  mkdirSync(dataDir, { recursive: true });
  let lock;
  try {
    lock = lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) throw new BackupRefusal(`A Roro server (pid ${error.ownerPid}) has just started on ${dataDir}: stop it first.`);
    throw error;
  }
  try {
    const directory = pgliteDir(dataDir);
    if (existsSync(directory) && readdirSync(directory).length > 0) {
      if (!force) throw new BackupRefusal(`${dataDir} holds a database already (${directory}): nothing was written. Restore into a new DATA_DIR, or add --force to set this one aside and restore in its place.`);
      const existing = await openDatabase({ dataDir: directory });
      let present;
      try {
        present = await migrationState(existing.db);
      } finally {
        await existing.close();
      }
      if (isNewer(present, manifest.database.migrations)) {
        throw new BackupRefusal(`The database in ${dataDir} has been migrated further (${describeMigrations(present)}) than the backup (${describeMigrations(manifest.database.migrations)}): restore into a new DATA_DIR.`);
      }
      const aside = `${directory}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(directory, aside);
      log(`Set the database that was there aside in ${aside}.`);
    }
    const dump = await promisify(gunzip)(await databasePart(file, manifest));
    const handle = await openPgliteDataDirFromDump(directory, new Blob([dump]));
    try {
      compareCounts(manifest.database.rowCounts, await rowCounts(handle.db), dataDir);
    } finally {
      await handle.close();
    }
  } finally {
    lock.release();
  }
}

async function restorePostgresTarget(file: string, { manifest }: VerifiedBackup, url: string, force: boolean, log: Log): Promise<void> {
  if (manifest.database.kind === 'pglite') {
    // PGlite's data directory into PostgreSQL: opened in memory here and copied as `npm run db:move` does.
    const source: DatabaseHandle = await openPgliteFromDump(new Blob([await promisify(gunzip)(await databasePart(file, manifest))]));
    try {
      const report = await copyPgliteToPostgres(source, url, { force, log, what: 'the backup' });
      log(`Copied ${report.rows} rows of ${report.tables} tables and ${report.sequences} sequences in ${report.seconds.toFixed(1)} s.`);
    } finally {
      await source.close();
    }
  } else {
    const tool = await findPgTool('pg_restore', manifest.database.dumpToolMajor ?? 0);
    const { dropped } = await prepareTarget(url, manifest.database.migrations, { force, what: 'the backup' });
    if (dropped) log(`Emptied ${shownUrl(url)} first (its schemas public and drizzle).`);
    log(`pg_restore (${tool.path}) restores the dump in one transaction…`);
    const { dbname, env } = connectionFor(url);
    const child = spawn(tool.path, ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`], { env, stdio: ['pipe', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const exited = once(child, 'close') as Promise<[number | null]>;
    const expected = manifest.parts.find((p) => p.path === manifest.database.part)!;
    try {
      for await (const entry of backupEntries(file)) {
        if (entry.path !== expected.path) continue;
        for await (const chunk of checked(entry.stream, expected, expected.path)) if (!child.stdin.write(chunk)) await once(child.stdin, 'drain');
        break;
      }
    } catch (error) {
      child.kill();
      throw error;
    } finally {
      child.stdin.end();
    }
    const [code] = await exited;
    if (code !== 0) throw new Error(`pg_restore failed (exit code ${code}), and its transaction wrote nothing: ${stderr.trim()}`);
  }
  await withClient(url, async (_client, db) => compareCounts(manifest.database.rowCounts, await rowCounts(db), shownUrl(url)));
}

/** The pictures into the store: a file there already with the same bytes is left; others are written. */
export async function restoreMedia(file: string, { manifest, media }: VerifiedBackup, store: MediaStore, log: Log): Promise<{ written: number; present: number }> {
  const index = new Map(media.files.map((f) => [`${MEDIA_PREFIX}${f.path}`, f]));
  const existing = new Map<string, { size: number; etag: string }>();
  if (isS3MediaStore(store)) for await (const object of store.list('')) existing.set(object.path, object);
  let written = 0;
  let present = 0;
  if (media.files.length) log(`Writing ${counted(media.files.length, 'picture')} (${megabytes(manifest.media.bytes)})…`);
  for await (const entry of backupEntries(file)) {
    const picture = index.get(entry.path);
    if (!picture) continue;
    const data = await readAll(checked(entry.stream, picture, entry.path));
    const there = existing.get(picture.path);
    if (there && there.size === data.length && there.etag === createHash('md5').update(data).digest('hex')) {
      present++;
      continue;
    }
    await store.write(picture.path, data);
    written++;
  }
  return { written, present };
}

export async function restoreBackup(config: BackupConfig, from: string, { force = false, log = () => {} }: { force?: boolean; log?: Log } = {}): Promise<RestoreReport> {
  const file = resolve(from);
  if (!existsSync(file) || !statSync(file).isFile()) throw new BackupRefusal(`There is no backup file at ${file}.`);
  log(`Checking ${file} against its manifest…`);
  const verified = await verifyBackup(file);
  const { manifest } = verified;
  const rows = Object.values(manifest.database.rowCounts).reduce((sum, n) => sum + n, 0);
  log(`A backup of ${manifest.createdAt} by Roro ${manifest.roro.version}: ${manifest.database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} ${manifest.database.serverVersion}, ${rows} rows, ${describeMigrations(manifest.database.migrations)}; ${counted(manifest.media.files, 'picture')}. Every checksum matches.`);
  const shipped = shippedState();
  if (isNewer(manifest.database.migrations, shipped)) {
    throw new BackupRefusal(`The backup was made by a newer Roro (${describeMigrations(manifest.database.migrations)}; this one ships ${describeMigrations(shipped)}): restore it with that version.`);
  }
  let target: string;
  if (config.databaseUrl) {
    target = shownUrl(config.databaseUrl);
    await restorePostgresTarget(file, verified, config.databaseUrl, force, log);
  } else {
    if (manifest.database.kind === 'postgres') {
      throw new BackupRefusal('This backup is of a PostgreSQL database (pg_dump’s archive), which PGlite cannot read: restore it with DATABASE_URL set to an empty PostgreSQL database.');
    }
    target = config.dataDir;
    await restorePgliteTarget(file, verified, config.dataDir, force, log);
  }
  log(`Database restored into ${target}; its row counts match the backup's.`);
  const store = createMediaStore(config);
  const pictures = await restoreMedia(file, verified, store, log);
  log(`Pictures: ${pictures.written} written${pictures.present ? `, ${pictures.present} in the bucket already` : ''} into ${isS3MediaStore(store) ? `the bucket ${store.settings.bucket}` : config.mediaDir}.`);
  return { manifest, target, pictures };
}
