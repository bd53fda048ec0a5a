// Apart from client.ts, which loads the database drivers: modules that pages also import (destinations.ts) use it.
import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

/**
 * Several reads (query builders, which run when awaited): at once on the pool, one after another in a
 * transaction, whose one connection takes one statement at a time (node-postgres queues a statement sent
 * while another runs, with a warning, and its next major version refuses it; the tests fail on that warning).
 */
export async function readTogether<T extends unknown[]>(db: Database, queries: [...{ [K in keyof T]: PromiseLike<T[K]> }]): Promise<T> {
  if (!is(db, PgTransaction)) return (await Promise.all(queries)) as T;
  const rows: unknown[] = [];
  for (const query of queries) rows.push(await query);
  return rows as T;
}
