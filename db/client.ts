// Opens the database: embedded PGlite under DATA_DIR by default, PostgreSQL when a URL is given. Both
// speak the same SQL and run the same migrations.
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** DB_LOG=1 prints every query (drizzle's logger): to see what a page asks of the database. */
const logger = process.env.DB_LOG === '1';

export type DatabaseLocation = { url: string } | { dataDir: string } | { memory: true };

export async function openDatabase(location: DatabaseLocation, options: { poolSize?: number } = {}): Promise<DatabaseHandle> {
  if ('url' in location) {
    const pool = new pg.Pool({ connectionString: location.url, max: options.poolSize ?? 10 });
    // Fail now, with the server's own message, rather than on the first request.
    const client = await pool.connect();
    client.release();
    const db = drizzlePg(pool, { casing: 'snake_case', logger }) as unknown as Database;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  let client: PGlite;
  if ('dataDir' in location) {
    mkdirSync(location.dataDir, { recursive: true });
    client = await PGlite.create(location.dataDir);
  } else {
    client = await PGlite.create();
  }
  const db = drizzlePglite(client, { casing: 'snake_case', logger }) as unknown as Database;
  return { db, kind: 'pglite', close: () => client.close() };
}

/** Opens an in-memory PGlite from a data directory tarball made by `dumpPglite` (tests use this). */
export async function openPgliteFromDump(dump: Blob): Promise<DatabaseHandle> {
  const client = await PGlite.create({ loadDataDir: dump });
  const db = drizzlePglite(client, { casing: 'snake_case' }) as unknown as Database;
  return { db, kind: 'pglite', close: () => client.close() };
}

export async function dumpPglite(handle: DatabaseHandle): Promise<Blob> {
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  return dump;
}

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as never, { migrationsFolder });
  } else {
    await migratePg(handle.db as never, { migrationsFolder });
  }
}

/** Runs raw SQL and returns its rows; both drivers answer with `rows`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
