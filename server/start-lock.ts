// Several processes started together on one empty PostgreSQL database must not all migrate and seed it:
// drizzle's migrator takes no lock, so two would create the same tables and one would fail. The start
// (migrations, the first seed, new interface texts) runs under a PostgreSQL advisory lock; whoever waits
// finds the work done. The lock belongs to a connection of its own and goes with it if the process dies.
import pg from 'pg';

/** The advisory lock's key: "roro" in ASCII. */
const START_LOCK = 0x726f726f;

export async function underStartLock<T>(databaseUrl: string | undefined, work: () => Promise<T>): Promise<T> {
  // PGlite has one process: its data directory's lock already keeps others out.
  if (!databaseUrl) return work();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [START_LOCK]);
    return await work();
  } finally {
    await client.end();
  }
}
