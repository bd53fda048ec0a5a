// What the backup, the restore and the move refuse, each with a sentence and nothing written (ADR 063):
// a file that is missing, no backup, cut short or changed by one byte; a target that holds a shop (unless
// --force, which then replaces it) or was migrated further than the backup; a --to that is no PostgreSQL
// address; a move while the server holds the data directory; and the backup port without its secret.
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrateDatabase, openDatabase, openPgliteDataDirFromDump, queryRows, type DatabaseHandle } from '#db/client.ts';
import { lockDataDir } from '#db/data-dir-lock.ts';
import { createDatabase, dropDatabase, uniqueDatabaseName } from '#tests/setup/postgres.ts';
import { runCommand, shopEnv } from '#tests/setup/backup-commands.ts';
import { openSeededDatabaseAt } from '#tests/setup/test-database.ts';
import { CONTROL_FILE, startBackupControl } from './backup-control.ts';
import { backupCommand, dbMoveCommand, restoreCommand } from './commands.ts';
import { ROWS_OF_MIGRATIONS, rowCounts } from './database-facts.ts';

const onPostgres = process.env.RORO_TEST_DB === 'postgres';
const adminUrl = process.env.TEST_DATABASE_URL;
const scratch = mkdtempSync(join(tmpdir(), 'roro-refusals-'));
const shop = { dataDir: join(scratch, 'shop'), url: null as string | null };
const backupFile = join(scratch, 'backup.tar');
const databases: string[] = [];

async function freshPostgres(): Promise<string> {
  const name = uniqueDatabaseName('roro_refusal');
  databases.push(name);
  return createDatabase(adminUrl!, name);
}

beforeAll(async () => {
  mkdirSync(join(shop.dataDir, 'media', 'brand'), { recursive: true });
  writeFileSync(join(shop.dataDir, 'media', 'brand', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>\n');
  if (onPostgres) {
    shop.url = (await openSeededDatabaseAt()).url;
  } else {
    // No server: the backup opens the directory itself.
    const handle = await openPgliteDataDirFromDump(join(shop.dataDir, 'pglite'), new Blob([readFileSync(inject('pgliteDumpPath'))]));
    await handle.close();
  }
  const made = await runCommand(backupCommand, ['--to', backupFile], shopEnv(shop));
  expect(made.err).toBe('');
  expect(made.out).toContain(onPostgres ? 'pg_dump' : 'the backup opens the database itself');
});

afterAll(async () => {
  for (const name of databases) await dropDatabase(adminUrl!, name);
  rmSync(scratch, { recursive: true, force: true });
});

describe('a backup file that cannot be trusted', () => {
  const target = () => ({ dataDir: join(scratch, `never-${Math.random().toString(36).slice(2)}`) });
  const refused = async (file: string) => {
    const place = target();
    const result = await runCommand(restoreCommand, ['--from', file], shopEnv(place));
    expect(result.code).toBe(1);
    // Nothing was written: not even the data directory.
    expect(() => readFileSync(join(place.dataDir, 'roro.lock'))).toThrow();
    return result.err.trim();
  };

  it('is refused when missing, no backup, cut short or changed by one byte, before anything is written', async () => {
    expect(await refused(join(scratch, 'nowhere.tar'))).toBe(`There is no backup file at ${join(scratch, 'nowhere.tar')}.`);

    const text = join(scratch, 'notes.tar');
    writeFileSync(text, 'shopping list: tyres, a spare key\n'.repeat(40));
    expect(await refused(text)).toMatch(/is not (a readable|a complete) Roro backup/);

    const bytes = readFileSync(backupFile);
    const cut = join(scratch, 'cut.tar');
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    expect(await refused(cut)).toMatch(/is not a readable Roro backup: the file is damaged, cut short or no backup at all/);

    // The database dump is the first entry: its data starts after one 512-byte header.
    const flipped = join(scratch, 'flipped.tar');
    copyFileSync(backupFile, flipped);
    const changed = Buffer.from(bytes);
    changed[512 + 200] = changed[512 + 200]! ^ 0x01;
    writeFileSync(flipped, changed);
    expect(await refused(flipped)).toMatch(/is damaged: the checksum of database\/(pglite\.tar\.gz|postgres\.pgdump) does not match its manifest/);
  });

  it('is never written over a file', async () => {
    const existing = await runCommand(backupCommand, ['--to', backupFile], shopEnv(shop));
    expect([existing.code, existing.err.trim()]).toEqual([1, `${backupFile} exists already: give the backup a new name (a backup never replaces a file).`]);
  });

  it.runIf(onPostgres)('of PostgreSQL is not restored into PGlite', async () => {
    const result = await runCommand(restoreCommand, ['--from', backupFile], shopEnv({ dataDir: join(scratch, 'pglite-for-pg') }));
    expect([result.code, result.err.trim()]).toEqual([1, 'This backup is of a PostgreSQL database (pg_dump’s archive), which PGlite cannot read: restore it with DATABASE_URL set to an empty PostgreSQL database.']);
  });
});

/** A later version's migration: this backup is then older than the database. */
const newerMigration = (handle: DatabaseHandle) =>
  queryRows(handle.db, sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-roro', (select max(created_at) + 1000 from drizzle.__drizzle_migrations))`);
/** The migrations this version has (drizzle's journal): the backup was made with all of them, the target has one more. */
const journal = (JSON.parse(readFileSync(new URL('../../db/migrations/meta/_journal.json', import.meta.url), 'utf8')) as { entries: { tag: string }[] }).entries;
const MIGRATED_FURTHER = new RegExp(
  `has been migrated further \\(migration of [0-9T:.-]+Z \\(unknown to this version\\), ${journal.length + 1} applied\\) than the backup \\(migration ${journal.at(-1)!.tag}, ${journal.length} applied\\)`,
);

describe('an empty database', () => {
  it.runIf(onPostgres)('is one with only the rows the migrations write themselves (a migration that writes rows goes into ROWS_OF_MIGRATIONS)', async () => {
    const migrated = await openDatabase({ url: await freshPostgres() }, { poolSize: 1 });
    try {
      await migrateDatabase(migrated);
      const counts = await rowCounts(migrated.db);
      expect(Object.keys(counts).filter((table) => counts[table]! > 0)).toEqual(Object.keys(ROWS_OF_MIGRATIONS).sort());
      for (const [table, rows] of Object.entries(ROWS_OF_MIGRATIONS)) if (rows !== 'any') expect(counts[table]).toBe(rows);
    } finally {
      await migrated.close();
    }
  });
});

describe('npm run db:move', () => {
  it('takes only a PostgreSQL address', async () => {
    for (const to of ['mysql://root@127.0.0.1/roro', './data-pg', '']) {
      const result = await runCommand(dbMoveCommand, ['--to', to], shopEnv(shop));
      expect(result.code).toBe(1);
      expect(result.err.trim()).toMatch(/^--to must be a PostgreSQL address such as postgres:\/\/user:password@host:5432\/roro/);
    }
    expect((await runCommand(dbMoveCommand, [], shopEnv(shop))).code).toBe(2);
  });

  it.runIf(!onPostgres && adminUrl)('waits for the server to stop, and for an empty database', async () => {
    const target = await freshPostgres();
    const lock = lockDataDir(shop.dataDir);
    try {
      const running = await runCommand(dbMoveCommand, ['--to', target], shopEnv(shop));
      expect(running.code).toBe(1);
      expect(running.err).toContain(`The server (pid ${process.pid}) is running on ${shop.dataDir}: stop it first`);
    } finally {
      lock.release();
    }
    const used = await openDatabase({ url: target }, { poolSize: 1 });
    await migrateDatabase(used);
    await queryRows(used.db, sql`insert into "user" (id, name, email, email_verified) values ('someone', 'Someone', 'someone@example.com', true)`);
    await used.close();
    const busy = await runCommand(dbMoveCommand, ['--to', target], shopEnv(shop));
    expect(busy.code).toBe(1);
    expect(busy.err).toMatch(/is not empty \(\d+ tables, \d+ rows\): nothing was written/);
  });
});

describe("the server's backup port", () => {
  it.runIf(!onPostgres)('answers nothing without the secret in the data directory', async () => {
    const dataDir = join(scratch, 'control');
    mkdirSync(dataDir);
    const control = await startBackupControl(dataDir, async () => new Blob(['not for you']));
    try {
      const { secret } = JSON.parse(readFileSync(join(dataDir, CONTROL_FILE), 'utf8')) as { secret: string };
      const url = `http://127.0.0.1:${control.port}/data-directory-dump`;
      expect((await fetch(url, { method: 'POST' })).status).toBe(401);
      expect((await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${secret.slice(1)}x` } })).status).toBe(401);
      const allowed = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${secret}` } });
      expect([allowed.status, await allowed.text()]).toEqual([200, 'not for you']);
    } finally {
      await control.close();
    }
    expect(() => readFileSync(join(dataDir, CONTROL_FILE))).toThrow();
  });
});

describe('a target that holds a shop', () => {
  it.runIf(onPostgres)('is refused without --force, replaced with it, and refused even then when migrated further than the backup', async () => {
    const place = { dataDir: join(scratch, 'pg-media'), url: await freshPostgres() };
    expect((await runCommand(restoreCommand, ['--from', backupFile], shopEnv(place))).code).toBe(0);
    let handle: DatabaseHandle = await openDatabase({ url: place.url });
    // A buyer signs up on the restored shop: the next restore would lose them.
    await queryRows(handle.db, sql`insert into "user" (id, name, email, email_verified) values ('after-restore', 'Late Buyer', 'late@example.com', true)`);
    const counts = await rowCounts(handle.db);
    await handle.close();

    const again = await runCommand(restoreCommand, ['--from', backupFile], shopEnv(place));
    expect(again.code).toBe(1);
    expect(again.err.trim()).toMatch(/is not empty \(\d+ tables, \d+ rows\): nothing was written\. Give an empty database, or add --force to replace what it holds\.$/);
    handle = await openDatabase({ url: place.url });
    expect(await rowCounts(handle.db)).toEqual(counts);
    await handle.close();

    const forced = await runCommand(restoreCommand, ['--from', backupFile, '--force'], shopEnv(place));
    expect(forced.err).toBe('');
    expect(forced.code).toBe(0);
    handle = await openDatabase({ url: place.url });
    expect(await queryRows(handle.db, sql`select id from "user" where id = 'after-restore'`)).toEqual([]);
    await newerMigration(handle);
    await handle.close();
    expect((await runCommand(restoreCommand, ['--from', backupFile, '--force'], shopEnv(place))).err).toMatch(MIGRATED_FURTHER);
  });

  // The shop the backup was made of is the target: it holds a database (runs last, as it changes the shop).
  it.runIf(!onPostgres)('is refused without --force, set aside with it, and refused even then when migrated further than the backup', async () => {
    const again = await runCommand(restoreCommand, ['--from', backupFile], shopEnv(shop));
    expect([again.code, again.err.trim()]).toEqual([
      1,
      `${shop.dataDir} holds a database already (${join(shop.dataDir, 'pglite')}): nothing was written. Restore into a new DATA_DIR, or add --force to set this one aside and restore in its place.`,
    ]);
    const forced = await runCommand(restoreCommand, ['--from', backupFile, '--force'], shopEnv(shop));
    expect(forced.err).toBe('');
    expect(forced.out).toMatch(/Set the database that was there aside in .*pglite\.before-restore-/);
    expect(readdirSync(shop.dataDir).filter((name) => name.startsWith('pglite'))).toHaveLength(2);
    const handle = await openDatabase({ dataDir: join(shop.dataDir, 'pglite') });
    await newerMigration(handle);
    await handle.close();
    expect((await runCommand(restoreCommand, ['--from', backupFile, '--force'], shopEnv(shop))).err).toMatch(MIGRATED_FURTHER);
  });
});

