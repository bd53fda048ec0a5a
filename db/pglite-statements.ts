// PGlite's query() sends each statement as the unnamed one: parsed, analysed and planned afresh every
// time, in WebAssembly, on the thread that also renders, and in five exchanges (Parse, Describe, Bind,
// Describe, Execute). The viewer's shell, five tables read on every signed-in request, took 0.95 ms, of
// which 0.65 ms was planning. keepStatements gives a client whose query() keeps a named statement per text,
// as postgres.js does on PostgreSQL: Parse and Describe once, then Bind, Describe, Execute and Sync in one
// exchange, the rows built by PGlite's own parseResults. See docs/decisions/046-statements-kept-on-pglite.md.
import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import { createHash } from 'node:crypto';

const { serialize } = protocol;

/** Statements kept per client; the least recently used is closed past this. */
const KEPT_STATEMENTS = 500;

/**
 * A longer text goes PGlite's own way: a bulk insert of hundreds of rows, a migration, a one-off with its
 * values written in. Kept, each would hold its parse tree and plan for nothing.
 */
const LONGEST_KEPT_TEXT = 8_000;

/** Protocol messages sent in one exchange. */
const concat = (parts: Uint8Array[]): Uint8Array => Buffer.concat(parts);

/** SQLSTATEs after which a statement is parsed again: a table it reads changed shape, or it is gone. */
const STALE_STATEMENT = new Set(['0A000', '26000']);

export function keepStatements(client: PGlite): PGlite {
  const query = client.query.bind(client);
  /** By text: the statement's name and its parameters' types; in order of use, the oldest first. */
  const kept = new Map<string, { name: string; types: number[] }>();

  const statementFor = async (text: string) => {
    const known = kept.get(text);
    if (known) {
      kept.delete(text);
      kept.set(text, known);
      return known;
    }
    const name = `roro_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    const described = await client.execProtocol(concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]));
    const statement = { name, types: parse.parseDescribeStatementResults(described.messages) };
    kept.set(text, statement);
    for (const oldest of kept.keys()) {
      if (kept.size <= KEPT_STATEMENTS) break;
      await forget(oldest);
    }
    return statement;
  };

  const forget = async (text: string) => {
    const statement = kept.get(text);
    if (!statement) return;
    kept.delete(text);
    await client.execProtocol(concat([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]));
  };

  const run = async (text: string, params: unknown[], options: Parameters<PGlite['query']>[2]) => {
    const { name, types } = await statementFor(text);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = options?.serializers?.[types[i]!] ?? client.serializers[types[i]!];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await client.execProtocol(
      concat([serialize.bind({ statement: name, values: values as string[] }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
    );
    return parse.parseResults(messages, client.parsers, options)[0]!;
  };

  client.query = (async (text: string, params: unknown[] = [], options?: Parameters<PGlite['query']>[2]) => {
    // A query with a file (COPY … TO/FROM '/dev/blob') goes PGlite's own way, as does a long one.
    if (options?.blob || text.length > LONGEST_KEPT_TEXT) return query(text, params, options);
    // As PGlite's own query(): after any transaction under way, alone on the connection.
    return client._runExclusiveTransaction(() =>
      client.runExclusive(async () => {
        try {
          return await run(text, params, options);
        } catch (error) {
          if (!STALE_STATEMENT.has((error as { code?: string }).code ?? '')) throw Object.assign(error as Error, { query: text, params });
          await forget(text);
          return run(text, params, options);
        }
      }),
    );
  }) as PGlite['query'];
  return client;
}
