// Creating and dropping the PostgreSQL databases tests run on, next to TEST_DATABASE_URL's database.
import pg from 'pg';

export function databaseUrl(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createDatabase(url: string, name: string, template?: string): Promise<string> {
  await admin(url, `create database "${name}"${template ? ` template "${template}"` : ''}`);
  return databaseUrl(url, name);
}

export async function dropDatabase(url: string, name: string): Promise<void> {
  await admin(url, `drop database if exists "${name}" with (force)`);
}

export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
}

/** Drops every database whose name starts with `prefix_`: a run's copies its files did not get to drop (a run cut short). */
export async function dropDatabasesOf(url: string, prefix: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let names: string[];
  try {
    names = (await client.query<{ datname: string }>(`select datname from pg_database where starts_with(datname, $1)`, [`${prefix}_`])).rows.map((r) => r.datname);
  } finally {
    await client.end();
  }
  for (const name of names) await dropDatabase(url, name);
}
