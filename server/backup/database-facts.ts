// What a backup, a restore and a move say about a database: its tables and their rows, the migrations it
// has had (drizzle's journal) and those this version of Roro ships, so that each can be compared.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '#db/client.ts';

/** A table as "schema.name": the journal is drizzle.__drizzle_migrations, the shop's tables are in public. */
export type TableName = string;

export interface MigrationState {
  /** Migrations applied. */
  count: number;
  /** The newest one: its tag in db/migrations where this version knows it, and drizzle's created_at (the journal's `when`). */
  last: { tag: string | null; createdAt: number; hash: string } | null;
}

export const JOURNAL_TABLE = 'drizzle.__drizzle_migrations';

const journalFile = fileURLToPath(new URL('../../db/migrations/meta/_journal.json', import.meta.url));

/** The migrations this version of Roro ships, oldest first. */
export function shippedMigrations(): { tag: string; when: number }[] {
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string; when: number }[] };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/** Every ordinary table outside PostgreSQL's own schemas, sorted. */
export async function userTables(db: Database): Promise<TableName[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and not c.relispartition and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\_%'
        order by 1`,
  );
  return rows.map((r) => r.name);
}

/** "public.user" as SQL: each part quoted. */
export function quotedTable(table: TableName): string {
  const dot = table.indexOf('.');
  return `${quoteIdentifier(table.slice(0, dot))}.${quoteIdentifier(table.slice(dot + 1))}`;
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** The rows of every table, by name. */
export async function rowCounts(db: Database): Promise<Record<TableName, number>> {
  const tables = await userTables(db);
  if (tables.length === 0) return {};
  // One statement for all: on PostgreSQL every count then sees the same snapshot even outside a transaction.
  const query = tables.map((table) => `select ${literal(table)} as name, count(*)::int as rows from ${quotedTable(table)}`).join(' union all ');
  const rows = await queryRows<{ name: string; rows: number }>(db, sql.raw(query));
  return Object.fromEntries(rows.map((r) => [r.name, Number(r.rows)]));
}

export function literal(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

/** The migrations a database has had; none when it has no journal (an empty database). */
export async function migrationState(db: Database): Promise<MigrationState> {
  const [journal] = await queryRows<{ present: boolean }>(db, sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!journal?.present) return { count: 0, last: null };
  const rows = await queryRows<{ hash: string; created_at: string | number }>(db, sql`select hash, created_at from drizzle.__drizzle_migrations order by created_at desc`);
  const newest = rows[0];
  if (!newest) return { count: 0, last: null };
  const createdAt = Number(newest.created_at);
  return { count: rows.length, last: { tag: shippedMigrations().find((m) => m.when === createdAt)?.tag ?? null, createdAt, hash: newest.hash } };
}

/** "migration 0030_import_taxes (31 applied)", for messages. */
export function describeMigrations(state: MigrationState): string {
  if (!state.last) return 'no migrations';
  return `migration ${state.last.tag ?? `of ${new Date(state.last.createdAt).toISOString()} (unknown to this version)`}, ${state.count} applied`;
}

/** Whether `a` has had migrations newer than any of `b`'s. */
export function isNewer(a: MigrationState, b: MigrationState): boolean {
  return (a.last?.createdAt ?? 0) > (b.last?.createdAt ?? 0);
}

/** The state this version of Roro brings a database to. */
export function shippedState(): MigrationState {
  const shipped = shippedMigrations();
  const last = shipped.at(-1);
  return { count: shipped.length, last: last ? { tag: last.tag, createdAt: last.when, hash: '' } : null };
}

/**
 * The rows the migrations write themselves: the journal, and the one row each of a few settings tables
 * (a database migrated by a start or a move cut short holds these and nothing else). A test keeps this
 * list the same as the migrations'.
 */
export const ROWS_OF_MIGRATIONS: Record<TableName, number | 'any'> = {
  [JOURNAL_TABLE]: 'any',
  'public.identity_version': 1,
  'public.site_settings': 1,
  'public.stock_version': 1,
  'public.trade_charges': 1,
};

/** Whether a database holds a shop: more rows than the migrations write themselves. */
export function holdsRows(counts: Record<TableName, number>): boolean {
  return Object.entries(counts).some(([table, rows]) => {
    const ofMigrations = ROWS_OF_MIGRATIONS[table] ?? 0;
    return ofMigrations !== 'any' && rows > ofMigrations;
  });
}

export async function serverVersion(db: Database): Promise<string> {
  const [row] = await queryRows<{ version: string }>(db, sql`select current_setting('server_version') as version`);
  return row!.version;
}

/** "1 picture", "3 pictures". */
export function counted(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
