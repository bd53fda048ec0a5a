// Reads that pages make on every request, planned once. PGlite parses, analyses and plans every
// statement it is sent, in WebAssembly: the viewer shell's read of five tables took 0.95 ms on PGlite, of
// which 0.65 ms was planning. A named statement (the extended protocol's Parse, once per database) keeps
// its plan, and each read is only Bind and Execute: 0.27 ms. PostgreSQL plans such a read in a fraction of
// that, so there, and inside a transaction, the read is an ordinary one (queryRows). ADR 046.
import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { PgDialect } from 'drizzle-orm/pg-core';
import { createHash } from 'node:crypto';
import { type Database, logger, pgliteClientOf, queryRows } from './client.ts';

const { serialize } = protocol;

/** Per PGlite instance, the statements it has parsed, by name, with the types of their parameters. */
const parsed = new WeakMap<PGlite, Map<string, number[]>>();

const concat = (parts: Uint8Array[]): Uint8Array => {
  const whole = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.length;
  }
  return whole;
};

/**
 * The rows of `query`, as queryRows gives them, from a statement PGlite has planned before. Meant for the
 * few reads of fixed shape a page makes every time: each distinct text is a statement kept for the life
 * of the database, so a query whose text varies with its values (a list written inline) must not use it.
 */
export async function preparedRows<T>(db: Database, query: SQL): Promise<T[]> {
  const client = pgliteClientOf(db);
  if (!client) return queryRows<T>(db, query);
  const { sql: text, params } = (db as unknown as { dialect: PgDialect }).dialect.sqlToQuery(query);
  if (logger) console.log(`Prepared query: ${text} -- params: ${JSON.stringify(params)}`);
  const name = `roro_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  // As PGlite's own query(): after any transaction under way (its statements would otherwise see this
  // one run between them), and alone on the connection.
  const read = client._runExclusiveTransaction(() =>
    client.runExclusive(async () => {
      let statements = parsed.get(client);
      if (!statements) parsed.set(client, (statements = new Map()));
      let types = statements.get(name);
      if (!types) {
        const described = await client.execProtocol(concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]));
        types = parse.parseDescribeStatementResults(described.messages);
        statements.set(name, types);
      }
      const values = params.map((value, i) => (value === null || value === undefined ? null : (client.serializers[types[i]!] ?? String)(value)));
      const { messages } = await client.execProtocol(
        concat([serialize.bind({ statement: name, values: values as string[] }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
      );
      return parse.parseResults(messages, client.parsers, { rowMode: 'object' })[0]!.rows as T[];
    }),
  );
  // Failed as queryRows fails: the database's error as the cause of drizzle's.
  return read.catch((error: unknown) => {
    throw new DrizzleQueryError(text, params, error as Error);
  });
}
