// A PostgreSQL database that a restore or a move writes into: empty (no tables, or tables without a row,
// as a start cut short leaves them), or holding a shop that only --force lets go; never one migrated
// further than what is written into it. Made empty by dropping Roro's two schemas, public and drizzle.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '#db/client.ts';
import { BackupRefusal } from './backup-file.ts';
import { describeMigrations, holdsRows, isNewer, migrationState, rowCounts, type MigrationState } from './database-facts.ts';
import { shownUrl } from './pg-tools.ts';

export const ROROS_SCHEMAS = ['public', 'drizzle'];

/** A postgres:// or postgresql:// URL, or a refusal saying what was given. */
export function postgresUrl(value: string | undefined, option: string): string {
  if (!value || !/^postgres(ql)?:\/\/[^\s]+$/.test(value)) throw new BackupRefusal(`${option} must be a PostgreSQL address such as postgres://user:password@host:5432/roro${value ? `, not ${value}` : ''}.`);
  try {
    new URL(value);
  } catch {
    throw new BackupRefusal(`${option} is not a readable address (${value}): write it as postgres://user:password@host:5432/roro, with characters such as @ or / in the password %-encoded.`);
  }
  return value;
}

export async function withClient<T>(url: string, work: (client: pg.Client, db: Database) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupRefusal(`Could not connect to ${shownUrl(url)}: ${(error as Error).message}. Create the database first (createdb, or CREATE DATABASE) and check the address.`, { cause: error });
  }
  try {
    return await work(client, drizzle(client, { casing: 'snake_case' }) as unknown as Database);
  } finally {
    await client.end();
  }
}

/**
 * Checks the target and makes it empty: refused if it holds a shop (unless `force`), tables of something
 * else than Roro, or migrations newer than `incoming`'s. Answers whether anything had to be dropped.
 */
export async function prepareTarget(url: string, incoming: MigrationState, { force, what }: { force: boolean; what: string }): Promise<{ dropped: boolean }> {
  return withClient(url, async (client, db) => {
    const counts = await rowCounts(db);
    const tables = Object.keys(counts);
    const foreign = tables.filter((table) => !ROROS_SCHEMAS.includes(table.slice(0, table.indexOf('.'))));
    const shown = shownUrl(url);
    if (foreign.length) throw new BackupRefusal(`${shown} holds tables that are not Roro's (${foreign.slice(0, 5).join(', ')}${foreign.length > 5 ? ', …' : ''}): give an empty database of its own.`);
    const present = await migrationState(db);
    if (isNewer(present, incoming)) {
      throw new BackupRefusal(`${shown} has been migrated further (${describeMigrations(present)}) than ${what} (${describeMigrations(incoming)}): it belongs to a newer Roro. Restore into an empty database, or with that newer version.`);
    }
    if (holdsRows(counts) && !force) {
      const rows = Object.entries(counts).reduce((sum, [, n]) => sum + n, 0);
      throw new BackupRefusal(`${shown} is not empty (${tables.length} tables, ${rows} rows): nothing was written. Give an empty database, or add --force to replace what it holds.`);
    }
    if (tables.length === 0) return { dropped: false };
    // Tables without rows (a start cut short, an earlier attempt), or a shop that --force replaces.
    await client.query('begin');
    await client.query('drop schema if exists drizzle cascade');
    await client.query('drop schema if exists public cascade');
    await client.query('create schema public');
    await client.query('commit');
    return { dropped: true };
  });
}
