// PGlite with its statements kept (ADR 046): the same rows as PGlite's own query(), a statement parsed
// once per text, a read that waits for a transaction under way, errors as before and reads after them,
// a statement parsed again when its table changed shape, and no more than 500 kept.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepStatements } from './pglite-statements.ts';

let client: PGlite;
let plain: PGlite['query'];
beforeAll(async () => {
  client = await PGlite.create();
  plain = client.query.bind(client);
  keepStatements(client);
  await client.exec(`create table notes (id serial primary key, owner text not null, at timestamptz not null, tags int[] not null, done boolean, body jsonb, price numeric);
    insert into notes (owner, at, tags, done, body, price) values
      ('amina', '2026-11-01T08:00:00Z', '{1,2}', true, '{"a": 1}', 12.5),
      ('amina', '2026-11-20T08:00:00Z', '{3}', null, null, null),
      ('o''brien', '2026-11-21T08:00:00Z', '{}', false, '[1, "two"]', 0);`);
});
afterAll(() => client.close());

const NOTES = 'select id, owner, at, tags, done, body, price, id * $1::int as tens from notes where owner = $2 and at >= $3 and id = any($4::int[]) order by id';
const keptNames = async () => (await plain<{ name: string }>(`select name from pg_prepared_statements where name like 'roro\\_%'`)).rows.map((r) => r.name);

describe('PGlite with kept statements', () => {
  it('gives the rows and fields PGlite’s own query gives, in either row mode, whatever the values', async () => {
    for (const params of [
      [10, 'amina', new Date('2026-10-01T00:00:00Z'), [1, 2, 3]],
      [10, 'amina', new Date('2026-11-10T00:00:00Z'), [1, 2]],
      [1, "o'brien", new Date('2026-01-01T00:00:00Z'), [3]],
      [1, 'nobody', new Date('2026-01-01T00:00:00Z'), [1]],
    ]) {
      for (const rowMode of ['object', 'array'] as const) {
        const expected = await plain(NOTES, params, { rowMode });
        const got = await client.query(NOTES, params, { rowMode });
        expect(got.rows, `${params[1]} ${rowMode}`).toEqual(expected.rows);
        expect(got.fields).toEqual(expected.fields);
      }
    }
    expect((await client.query<{ owner: string; tags: number[] }>(NOTES, [10, 'amina', new Date('2026-10-01T00:00:00Z'), [1, 2, 3]])).rows.map((r) => [r.owner, r.tags])).toEqual([
      ['amina', [1, 2]],
      ['amina', [3]],
    ]);
    const written = await client.query(`update notes set done = $1 where owner = $2 returning id`, [true, 'nobody']);
    expect([written.rows, written.affectedRows]).toEqual([[], 0]);
  });

  it('parses a statement once per text and reads it again with other values', async () => {
    const before = await keptNames();
    for (const owner of ['amina', "o'brien", 'amina']) await client.query('select count(*)::int as n from notes where owner = $1', [owner]);
    expect((await client.query('select count(*)::int as n from notes where owner = $1', ["o'brien"])).rows).toEqual([{ n: 1 }]);
    expect((await keptNames()).filter((name) => !before.includes(name))).toHaveLength(1);
  });

  it('waits for a transaction under way, and then reads what it committed', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const begun = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query(`insert into notes (owner, at, tags) values ('late', now(), '{}')`);
      inserted();
      await gate;
    });
    await begun;
    let settled = false;
    const read = client.query<{ owner: string }>('select owner from notes where owner = $1', ['late']).finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Run between the transaction's statements, it would have answered already, with a row not yet committed.
    expect(settled).toBe(false);
    release();
    await transaction;
    expect((await read).rows).toEqual([{ owner: 'late' }]);
  });

  it('fails with the database’s error, the query on it, and the next read works', async () => {
    const failure = (text: string, params: unknown[]) => client.query(text, params).then(() => null, (e: Error & { code?: string; query?: string }) => [e.message, e.code, e.query]);
    expect(await failure('select 1 / $1::int as x', [0])).toEqual(['division by zero', '22012', 'select 1 / $1::int as x']);
    expect(await failure('select nonsense from notes', [])).toEqual(['column "nonsense" does not exist', '42703', 'select nonsense from notes']);
    expect(await failure('select * from notes where id = $1', ['not a number'])).toEqual(['invalid input syntax for type integer: "not a number"', '22P02', 'select * from notes where id = $1']);
    expect((await client.query('select 1 / $1::int as x', [2])).rows).toEqual([{ x: 0 }]);
    expect((await client.query('select count(*)::int as n from notes where owner = $1', ['amina'])).rows).toEqual([{ n: 2 }]);
  });

  it('parses a statement again when its table has changed shape', async () => {
    await client.exec(`create table shapes (id int)`);
    await client.query('insert into shapes values ($1)', [1]);
    expect((await client.query('select * from shapes')).rows).toEqual([{ id: 1 }]);
    await client.exec(`alter table shapes add column colour text default 'red'`);
    expect((await client.query('select * from shapes')).rows).toEqual([{ id: 1, colour: 'red' }]);
  });

  it('leaves a long text (a bulk insert) to PGlite’s own query, with the same answer', async () => {
    const before = await keptNames();
    const rows = Array.from({ length: 400 }, (_, i) => `($${i * 2 + 1}, now(), $${i * 2 + 2}::int[])`).join(', ');
    const text = `insert into notes (owner, at, tags) values ${rows} returning owner`;
    expect(text.length).toBeGreaterThan(8_000);
    const result = await client.query<{ owner: string }>(text, Array.from({ length: 400 }, (_, i) => [`bulk-${i}`, [i]]).flat());
    expect(result.rows).toHaveLength(400);
    expect(result.rows[399]).toEqual({ owner: 'bulk-399' });
    expect(await keptNames()).toEqual(before);
  });

  it('keeps at most 500 statements, closing the least recently used', async () => {
    for (let i = 0; i < 520; i++) await client.query(`select $1::int + ${i} as n`, [1]);
    const names = await keptNames();
    expect(names.length).toBe(500);
    // The newest are kept and still answer.
    expect((await client.query('select $1::int + 519 as n', [1])).rows).toEqual([{ n: 520 }]);
  });
});
