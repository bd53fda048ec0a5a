// Copies a PGlite database into an empty PostgreSQL one (`npm run db:move`, and a restore of a PGlite
// backup into PostgreSQL; ADR 063). The target gets this version's migrations, then every table's rows in
// the order of their foreign keys, the migrations' journal included, each value as its text (exact for
// every type: bytea as hex, timestamps with their offset and microseconds), with the tables' own triggers
// off so that nothing is counted or stamped twice; then the sequences. Before the one transaction
// commits, each table's row count and a digest of all its rows are compared with the source's.
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase, queryRows, type Database, type DatabaseHandle } from '#db/client.ts';
import { BackupRefusal } from './backup-file.ts';
import { counted, describeMigrations, isNewer, literal, migrationState, quotedTable, quoteIdentifier, rowCounts, shippedState, userTables, type MigrationState, type TableName } from './database-facts.ts';
import { prepareTarget, withClient } from './postgres-target.ts';
import { shownUrl } from './pg-tools.ts';

type Log = (line: string) => void;

interface Column {
  name: string;
  type: string;
  identity: string;
  generated: string;
}

/** Settings under which both servers write every value's text alike, for the digests. */
const SAME_TEXT = ["set local timezone = 'UTC'", "set local datestyle = 'ISO, YMD'", "set local intervalstyle = 'postgres'", 'set local extra_float_digits = 1', "set local bytea_output = 'hex'"];

/** Rows read and written at once: fewer for tables with bytea columns (an order's document is up to 10 MB). */
const BATCH_ROWS = 500;
const BATCH_ROWS_WITH_FILES = 4;

async function columnsOf(db: Database, table: TableName): Promise<Column[]> {
  return queryRows<Column>(
    db,
    sql.raw(`select a.attname as name, format_type(a.atttypid, a.atttypmod) as type, a.attidentity::text as identity, a.attgenerated::text as generated
             from pg_attribute a where a.attrelid = ${literal(quotedTable(table))}::regclass and a.attnum > 0 and not a.attisdropped order by a.attnum`),
  );
}

/** The tables, each after those its foreign keys point to. */
async function inDependencyOrder(db: Database, tables: TableName[]): Promise<TableName[]> {
  const edges = await queryRows<{ child: string; parent: string }>(
    db,
    sql`select cn.nspname || '.' || cc.relname as child, pn.nspname || '.' || pc.relname as parent
        from pg_constraint k join pg_class cc on cc.oid = k.conrelid join pg_namespace cn on cn.oid = cc.relnamespace
        join pg_class pc on pc.oid = k.confrelid join pg_namespace pn on pn.oid = pc.relnamespace where k.contype = 'f'`,
  );
  const parents = new Map<string, Set<string>>(tables.map((t) => [t, new Set()]));
  for (const { child, parent } of edges) if (child !== parent) parents.get(child)?.add(parent);
  const ordered: TableName[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter((t) => !placed.has(t) && [...parents.get(t)!].every((p) => placed.has(p) || !parents.has(p)));
    if (ready.length === 0) throw new Error(`The foreign keys of ${tables.filter((t) => !placed.has(t)).join(', ')} form a cycle: they cannot be copied one table after another.`);
    for (const table of ready) {
      ordered.push(table);
      placed.add(table);
    }
  }
  return ordered;
}

/** A digest of every row's text, in an order both servers sort alike. */
const digestQuery = (table: TableName) => `select md5(coalesce(string_agg(r::text, E'\\n' order by r::text collate "C"), '')) as digest from ${quotedTable(table)} as r`;

interface SequenceState {
  name: string;
  last: string | null;
  start: string;
}

async function sequencesOf(db: Database): Promise<SequenceState[]> {
  return queryRows<SequenceState>(
    db,
    sql`select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name, last_value::text as last, start_value::text as start from pg_sequences order by 1`,
  );
}

export interface CopyReport {
  tables: number;
  rows: number;
  counts: Record<TableName, number>;
  sequences: number;
  seconds: number;
}

/** Copies `source` (PGlite, at this version's migrations) into `url`'s database, made empty before. */
async function copyRows(source: Database, url: string, log: Log): Promise<CopyReport> {
  const started = performance.now();
  const tables = await userTables(source);
  return withClient(url, async (client, target) => {
    const targetTables = await userTables(target);
    const missing = tables.filter((t) => !targetTables.includes(t));
    if (missing.length) throw new BackupRefusal(`The source has tables that this version's migrations do not make (${missing.join(', ')}): it belongs to another Roro.`);
    const order = await inDependencyOrder(target, tables);
    const withTriggers = new Set(
      (await queryRows<{ name: string }>(target, sql`select distinct n.nspname || '.' || c.relname as name from pg_trigger g join pg_class c on c.oid = g.tgrelid join pg_namespace n on n.oid = c.relnamespace where not g.tgisinternal`)).map((r) => r.name),
    );
    await client.query('begin');
    for (const setting of SAME_TEXT) await client.query(setting);
    // The tables' own triggers (stock changes, versions, the inbox) would stamp every copied row again.
    for (const table of withTriggers) await client.query(`alter table ${quotedTable(table)} disable trigger user`);
    // The migrations write rows of their own (the journal, first versions): the source's replace them.
    await client.query(`truncate ${tables.map(quotedTable).join(', ')}`);
    let rows = 0;
    await source.transaction(async (tx) => {
      for (const setting of SAME_TEXT) await tx.execute(sql.raw(setting));
      for (const table of order) {
        const sourceColumns = await columnsOf(tx, table);
        const columns = (await columnsOf(target, table)).filter((c) => c.generated === '');
        const sourceNames = sourceColumns.filter((c) => c.generated === '').map((c) => c.name);
        if (sourceNames.join(',') !== columns.map((c) => c.name).join(',')) {
          throw new BackupRefusal(`The table ${table} has other columns in the source (${sourceNames.join(', ')}) than this version's migrations make (${columns.map((c) => c.name).join(', ')}).`);
        }
        const batch = columns.some((c) => c.type === 'bytea') ? BATCH_ROWS_WITH_FILES : BATCH_ROWS;
        const insert =
          `insert into ${quotedTable(table)} (${columns.map((c) => quoteIdentifier(c.name)).join(', ')})` +
          `${columns.some((c) => c.identity === 'a') ? ' overriding system value' : ''}` +
          ` select ${columns.map((c, i) => `v${i}::${c.type}`).join(', ')} from unnest(${columns.map((_, i) => `$${i + 1}::text[]`).join(', ')}) as u(${columns.map((_, i) => `v${i}`).join(', ')})`;
        await tx.execute(sql.raw(`declare roro_copy no scroll cursor for select ${columns.map((c, i) => `${quoteIdentifier(c.name)}::text as v${i}`).join(', ')} from ${quotedTable(table)}`));
        let copied = 0;
        for (;;) {
          const chunk = await queryRows<Record<string, string | null>>(tx, sql.raw(`fetch forward ${batch} from roro_copy`));
          if (chunk.length === 0) break;
          await client.query(insert, columns.map((_, i) => chunk.map((row) => row[`v${i}`] ?? null)));
          copied += chunk.length;
        }
        await tx.execute(sql.raw('close roro_copy'));
        rows += copied;
        if (copied) log(`  ${table}: ${counted(copied, 'row')}`);
      }
    });
    for (const table of withTriggers) await client.query(`alter table ${quotedTable(table)} enable trigger user`);
    const sequences = await sequencesOf(source);
    for (const sequence of sequences) {
      await client.query(sequence.last === null ? 'select setval($1::regclass, $2::bigint, false)' : 'select setval($1::regclass, $2::bigint, true)', [sequence.name, sequence.last ?? sequence.start]);
    }
    // Checked before the commit: a difference leaves the target as empty as it was.
    const sourceCounts = await rowCounts(source);
    const targetCounts = await rowCounts(target);
    const different = tables.filter((t) => sourceCounts[t] !== targetCounts[t]);
    if (different.length) throw new Error(`The copy's row counts differ from the source's in ${different.map((t) => `${t} (${targetCounts[t]} of ${sourceCounts[t]})`).join(', ')}: nothing was kept.`);
    for (const table of tables) {
      const [ours] = await source.transaction(async (tx) => {
        for (const setting of SAME_TEXT) await tx.execute(sql.raw(setting));
        return queryRows<{ digest: string }>(tx, sql.raw(digestQuery(table)));
      });
      const theirs = (await client.query<{ digest: string }>(digestQuery(table))).rows[0];
      if (ours?.digest !== theirs?.digest) throw new Error(`The rows of ${table} differ in the copy from the source's (their digests differ): nothing was kept.`);
    }
    const targetSequences = await sequencesOf(target);
    if (JSON.stringify(targetSequences) !== JSON.stringify(sequences)) throw new Error('The sequences of the copy differ from the source’s: nothing was kept.');
    await client.query('commit');
    return { tables: tables.length, rows, counts: targetCounts, sequences: sequences.length, seconds: (performance.now() - started) / 1000 };
  });
}

/**
 * The whole move: the source brought to this version's migrations (as the server's start would), the
 * target checked and made empty, migrated, filled and checked.
 */
export async function copyPgliteToPostgres(source: DatabaseHandle, url: string, { force = false, log = () => {}, what = 'the source' }: { force?: boolean; log?: Log; what?: string } = {}): Promise<CopyReport & { migrations: MigrationState }> {
  const shipped = shippedState();
  const before = await migrationState(source.db);
  if (isNewer(before, shipped)) throw new BackupRefusal(`${what} has been migrated further (${describeMigrations(before)}) than this version of Roro knows (${describeMigrations(shipped)}): use that newer version.`);
  const { dropped } = await prepareTarget(url, shipped, { force, what: 'this version of Roro' });
  if (dropped) log(`Emptied ${shownUrl(url)} first (its schemas public and drizzle).`);
  if (before.count < shipped.count) {
    log(`${what} is at ${describeMigrations(before)}: migrating it first, as the server does at its start.`);
    await migrateDatabase(source);
  }
  const migrations = await migrationState(source.db);
  const target = await openDatabase({ url }, { poolSize: 1 });
  try {
    await migrateDatabase(target);
  } finally {
    await target.close();
  }
  log(`Copying every table into ${shownUrl(url)}…`);
  const report = await copyRows(source.db, url, log);
  return { ...report, migrations };
}
