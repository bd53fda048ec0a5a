// Opens the database: embedded PGlite under DATA_DIR by default, PostgreSQL when a URL is given. Both
// speak the same SQL and run the same migrations.
import { PGlite, types, type ParserOptions } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { keepStatements } from './pglite-statements.ts';
import { noteDatabaseError } from './database-unavailable.ts';

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

/** `onConnectionError`: told of a pooled or listening connection lost while idle (PostgreSQL restarted, the connection was cut). */
export async function openDatabase(location: DatabaseLocation, options: { poolSize?: number; onConnectionError?: (error: Error) => void } = {}): Promise<DatabaseHandle> {
  if ('url' in location) {
    const onConnectionError = options.onConnectionError ?? ((error: Error) => console.warn(`A database connection was lost: ${error.message}`));
    const pool = watchedPool(new pg.Pool({ connectionString: location.url, max: options.poolSize ?? 10 }));
    // An idle client's error (57P01 when PostgreSQL restarts) is emitted by the pool, and an 'error'
    // without a listener ends the process. The pool has dropped that client already: the next query
    // opens a new connection, and fails (503, server/database-unavailable.ts) until the database is back.
    pool.on('error', onConnectionError);
    // Fail now, with the server's own message, rather than on the first request.
    const client = await pool.connect();
    client.release();
    const db = drizzlePg(pool, { casing: 'snake_case', logger }) as unknown as Database;
    const notifications = new PgNotifications(location.url);
    listeners.set(db, notifications);
    poolReaders.set(db, () => ({ size: pool.options.max ?? 10, inUse: pool.totalCount - pool.idleCount, idle: pool.idleCount, waiting: pool.waitingCount }));
    return {
      db,
      kind: 'postgres',
      close: async () => {
        await notifications.close();
        // pool.end() resolves once its connections are told to end, not once they have: wait for each to go,
        // so that whoever closes the handle (a test dropping its database) finds them gone.
        let open = pool.totalCount;
        const gone = new Promise<void>((resolve) => {
          if (open === 0) resolve();
          pool.on('remove', () => {
            if (--open === 0) resolve();
          });
        });
        await pool.end();
        await gone;
      },
    };
  }
  let client: PGlite;
  if ('dataDir' in location) {
    mkdirSync(location.dataDir, { recursive: true });
    client = await PGlite.create(location.dataDir, { parsers: AS_TEXT });
  } else {
    client = await PGlite.create({ parsers: AS_TEXT });
  }
  return pgliteHandle(client, drizzlePglite(withParsersOnce(keepStatements(client)), { casing: 'snake_case', logger }) as unknown as Database);
}

/** Opens an in-memory PGlite from a data directory tarball made by `dumpPglite` (tests use this). */
export async function openPgliteFromDump(dump: Blob): Promise<DatabaseHandle> {
  const client = await PGlite.create({ loadDataDir: dump, parsers: AS_TEXT });
  return pgliteHandle(client, drizzlePglite(withParsersOnce(keepStatements(client)), { casing: 'snake_case' }) as unknown as Database);
}

/** Drizzle reads dates, times, intervals and numeric arrays from their text (as node-postgres gives them). */
const asText = (value: string) => value;
const AS_TEXT: ParserOptions = Object.fromEntries(
  // timestamp, timestamptz, interval, date, numeric[], timestamp[], timestamptz[], interval[], date[]
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((type) => [type, asText]),
);

/**
 * Drizzle hands PGlite those parsers with every query, and PGlite copies its whole parser table to merge
 * them in: 0.2 ms a query, a fifth of a cheap one. The client is made with them as its own (AS_TEXT), and
 * the queries drizzle sends go without, to the same rows.
 */
function withParsersOnce(client: PGlite): PGlite {
  const query = client.query.bind(client);
  client.query = ((text: string, params?: unknown[], options?: Parameters<PGlite['query']>[2]) => {
    // Parsers of other types than the client's own (a newer drizzle) are passed on as they are.
    if (!options?.parsers || !Object.keys(options.parsers).every((type) => type in AS_TEXT)) return query(text, params, options);
    const { parsers: _sameAsTheClients, ...rest } = options;
    return query(text, params, rest);
  }) as PGlite['query'];
  return client;
}

/**
 * The connections of a database's pool as the metrics read them (server/metrics.ts): on PostgreSQL the
 * pool's size, those in use (a query or a transaction), idle and the queries waiting for one; PGlite is
 * one connection in the process, with no pool to wait for (only its size). Null for a handle not opened here.
 */
export interface PoolStats {
  size: number;
  inUse?: number;
  idle?: number;
  waiting?: number;
}

const poolReaders = new WeakMap<Database, () => PoolStats>();

export function poolStats(db: Database): PoolStats | null {
  return poolReaders.get(db)?.() ?? null;
}

function pgliteHandle(client: PGlite, db: Database): DatabaseHandle {
  poolReaders.set(db, () => ({ size: 1 }));
  // One process, one connection: notifications sent by our own transactions come back on it.
  listeners.set(db, { listen: async (channel, callback) => client.listen(channel, () => callback()) });
  return { db, kind: 'pglite', close: () => client.close() };
}

interface NotificationSource {
  listen(channel: string, callback: () => void): Promise<() => Promise<void>>;
}

const listeners = new WeakMap<Database, NotificationSource>();

const WATCHED = Symbol('watched');

/**
 * The pool, with every failed query and connection (its own, and those of the clients it hands out for
 * transactions) noted for the request under way: a request that failed because the database was away is
 * answered 503 even where its error was replaced by a vaguer one (GraphQL's masked errors).
 */
function watchedPool(pool: pg.Pool): pg.Pool {
  const watch = <T>(result: T): T => {
    if (result instanceof Promise) result.catch(noteDatabaseError);
    return result;
  };
  const watchClient = (client: pg.PoolClient) => {
    if (!(WATCHED in client)) {
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      client.query = ((...args: unknown[]) => watch(query(...args))) as typeof client.query;
      Object.defineProperty(client, WATCHED, { value: true });
    }
    return client;
  };
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => watch(query(...args))) as typeof pool.query;
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  pool.connect = ((...args: unknown[]) => {
    if (args.length > 0) return connect(...args);
    return watch(connect() as Promise<pg.PoolClient>).then(watchClient);
  }) as typeof pool.connect;
  return pool;
}

/**
 * Calls `callback` on every notification on `channel` (LISTEN), and once more whenever a lost connection
 * is back, since whatever was sent meanwhile is gone. Resolves to the function that stops it, or to null
 * when this database cannot listen (a handle not opened here): the caller polls instead.
 */
export async function listenForNotifications(db: Database, channel: string, callback: () => void): Promise<(() => Promise<void>) | null> {
  const source = listeners.get(db);
  return source ? source.listen(channel, callback) : null;
}

/** After a lost connection: soon, since a restart takes seconds and changes meanwhile are looked for only when it is back. */
const RECONNECT_MS = [250, 500, 1000, 2000] as const;

/**
 * LISTEN on PostgreSQL needs a connection of its own, outside the pool: a pooled one is handed to other
 * queries and forgets what it listened to. Connected on the first listen, reconnected after a failure
 * (the server restarted), ended with the handle.
 */
class PgNotifications implements NotificationSource {
  #callbacks = new Map<string, Set<() => void>>();
  #client: pg.Client | null = null;
  #connecting: Promise<pg.Client> | null = null;
  #retry: NodeJS.Timeout | null = null;
  #failures = 0;
  #closed = false;
  #queries: Promise<void> = Promise.resolve();

  constructor(private readonly url: string) {}

  async listen(channel: string, callback: () => void): Promise<() => Promise<void>> {
    if (!/^[a-z_]+$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
    let callbacks = this.#callbacks.get(channel);
    if (!callbacks) this.#callbacks.set(channel, (callbacks = new Set()));
    callbacks.add(callback);
    try {
      // LISTEN twice is harmless: the connection may have listened already when it was made.
      // One query at a time on the connection: listeners started together would otherwise overlap (pg warns).
      const client = await this.#connect();
      await (this.#queries = this.#queries.catch(() => {}).then(() => client.query(`LISTEN ${channel}`)).then(() => undefined));
    } catch {
      // Not reachable now: listening starts when the connection is back.
      this.#reconnect();
    }
    return async () => {
      callbacks.delete(callback);
      if (callbacks.size === 0 && this.#callbacks.get(channel) === callbacks) {
        this.#callbacks.delete(channel);
        await this.#client?.query(`UNLISTEN ${channel}`).catch(() => {});
      }
    };
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#retry) clearTimeout(this.#retry);
    const client = this.#client ?? (await this.#connecting?.catch(() => null));
    this.#client = null;
    await client?.end().catch(() => {});
  }

  #connect(): Promise<pg.Client> {
    if (this.#client) return Promise.resolve(this.#client);
    this.#connecting ??= (async () => {
      const client = new pg.Client({ connectionString: this.url });
      client.on('notification', (message) => this.#callbacks.get(message.channel)?.forEach((callback) => callback()));
      // An 'error' without a listener would end the process; a lost connection is only a reason to reconnect.
      client.on('error', () => this.#lost(client));
      client.on('end', () => this.#lost(client));
      try {
        await client.connect();
        for (const channel of this.#callbacks.keys()) await client.query(`LISTEN ${channel}`);
      } catch (error) {
        client.end().catch(() => {});
        throw error;
      } finally {
        this.#connecting = null;
      }
      if (this.#closed) {
        await client.end();
        throw new Error('The database handle is closed.');
      }
      this.#client = client;
      this.#failures = 0;
      return client;
    })();
    return this.#connecting;
  }

  #lost(client: pg.Client) {
    if (this.#client !== client || this.#closed) return;
    this.#client = null;
    this.#reconnect();
  }

  #reconnect() {
    if (this.#closed || this.#retry) return;
    const delay = RECONNECT_MS[Math.min(this.#failures, RECONNECT_MS.length - 1)];
    this.#retry = setTimeout(() => {
      this.#retry = null;
      this.#connect().then(
        // Back: anything sent while away was lost, so every listener looks for itself.
        () => this.#callbacks.forEach((callbacks) => callbacks.forEach((callback) => callback())),
        () => {
          this.#failures++;
          this.#reconnect();
        },
      );
    }, delay);
    this.#retry.unref();
  }
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
