// Reads planned once (ADR 046), on the database under test: PGlite keeps a named statement, PostgreSQL
// and transactions read as queryRows does. The rows are the same either way; a PGlite read waits for a
// transaction under way rather than run between its statements.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { openEmptyDatabase } from '#tests/setup/test-database.ts';
import { queryRows, type DatabaseHandle } from './client.ts';
import { preparedRows } from './prepared-read.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openEmptyDatabase();
  await handle.db.execute(sql`create table notes (id serial primary key, owner text not null, at timestamptz not null, tags int[] not null, done boolean, body jsonb)`);
  await handle.db.execute(sql`insert into notes (owner, at, tags, done, body) values
    ('amina', '2026-11-01T08:00:00Z', '{1,2}', true, '{"a": 1}'),
    ('amina', '2026-11-20T08:00:00Z', '{3}', null, null),
    ('o''brien', '2026-11-21T08:00:00Z', '{}', false, '[1, "two"]')`);
});

const notes = (owner: string, since: Date, ids: number[]) =>
  sql`select id, owner, at, tags, done, body, id * ${10}::int as tens from notes where owner = ${owner} and at >= ${since} and id = any(${`{${ids.join(',')}}`}::int[]) order by id`;

const preparedNames = async () =>
  (await queryRows<{ name: string }>(handle.db, sql`select name from pg_prepared_statements where name like 'roro\_%' order by name`)).map((r) => r.name);

describe('preparedRows', () => {
  it('gives the rows an ordinary read gives, whatever the values and columns', async () => {
    for (const [owner, since, ids] of [
      ['amina', new Date('2026-10-01T00:00:00Z'), [1, 2, 3]],
      ['amina', new Date('2026-11-10T00:00:00Z'), [1, 2]],
      ["o'brien", new Date('2026-01-01T00:00:00Z'), [3]],
      ['nobody', new Date('2026-01-01T00:00:00Z'), [1]],
    ] as const) {
      const expected = await queryRows(handle.db, notes(owner, since, [...ids]));
      expect(await preparedRows(handle.db, notes(owner, since, [...ids])), owner).toEqual(expected);
    }
    expect((await preparedRows<{ owner: string }>(handle.db, notes('amina', new Date('2026-10-01T00:00:00Z'), [1, 2, 3]))).map((r) => r.owner)).toEqual(['amina', 'amina']);
  });

  it('plans a statement once on PGlite and reads it again with other values', async () => {
    const before = await preparedNames();
    for (const owner of ['amina', "o'brien", 'amina']) await preparedRows(handle.db, sql`select count(*)::int as n from notes where owner = ${owner}`);
    expect(await preparedRows(handle.db, sql`select count(*)::int as n from notes where owner = ${"o'brien"}`)).toEqual([{ n: 1 }]);
    const added = (await preparedNames()).filter((name) => !before.includes(name));
    // PostgreSQL: an ordinary read, nothing kept.
    expect(added.length).toBe(handle.kind === 'pglite' ? 1 : 0);
  });

  it('on PGlite waits for a transaction under way and reads what it committed; in a transaction, reads on it', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const begun = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes (owner, at, tags) values ('late', now(), '{}')`);
      // Inside the transaction, a read goes on the transaction and sees its own row.
      expect(await preparedRows(tx as never, sql`select owner from notes where owner = ${'late'}`)).toEqual([{ owner: 'late' }]);
      inserted();
      await gate;
    });
    await begun;
    let settled = false;
    const read = preparedRows<{ owner: string }>(handle.db, sql`select owner from notes where owner = ${'late'}`).finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (handle.kind === 'pglite') {
      // Run between the transaction's statements, it would have answered already, with a row not yet committed.
      expect(settled).toBe(false);
      release();
      await transaction;
      expect(await read).toEqual([{ owner: 'late' }]);
    } else {
      expect(await read).toEqual([]);
      release();
      await transaction;
    }
  });

  it('fails with the database’s error, and the next read works', async () => {
    const failure = async (query: ReturnType<typeof sql>) => {
      const error = await preparedRows(handle.db, query).then(() => null, (e: unknown) => e as Error & { cause?: Error });
      return [error?.constructor.name, error?.cause?.message];
    };
    // As queryRows fails on either database: drizzle's error, the database's as its cause.
    expect(await failure(sql`select 1 / ${0}::int as x`)).toEqual(['DrizzleQueryError', 'division by zero']);
    expect(await failure(sql`select nonsense from notes`)).toEqual(['DrizzleQueryError', 'column "nonsense" does not exist']);
    expect(await preparedRows(handle.db, sql`select 1 / ${2}::int as x`)).toEqual([{ x: 0 }]);
    expect(await preparedRows(handle.db, sql`select count(*)::int as n from notes where owner = ${'amina'}`)).toEqual([{ n: 2 }]);
  });
});
