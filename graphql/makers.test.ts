// The search forms' lists through Yoga: makers with their models (those with listed stock), one maker by
// uuid or name with every MakerResult member, and the colours; expectations from the rows themselves.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import { searchFormModels, searchFormOptions } from '#domain/catalogue/makers.service.ts';
import { createGraphqlHandler } from '#server/yoga.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';

let handle: DatabaseHandle;
const yoga = createGraphqlHandler({ introspection: false, logError: () => {} });

beforeAll(async () => {
  handle = await openSeededDatabase();
});

async function graphql(query: string, variables: Record<string, unknown> = {}): Promise<Record<string, any>> {
  const response = await yoga.fetch('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) }, testContext(handle));
  const body = (await response.json()) as { data: Record<string, any>; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

interface Listed {
  maker_id: number;
  maker_uuid: string;
  maker_name: string;
  model_id: number;
  model_uuid: string;
  model_name: string;
}

/** Every maker and model with listed stock, in the lists' order. */
const listed = () =>
  queryRows<Listed>(
    handle.db,
    sql`select distinct mk.id as maker_id, mk.uuid::text as maker_uuid, mk.name as maker_name, mk.sort_order, md.id as model_id, md.uuid::text as model_uuid, md.name as model_name
        from vehicles v join makers mk on mk.id = v.maker_id join models md on md.id = v.model_id
        where v.is_listed order by mk.sort_order, mk.name, md.name`,
  );

const MAKER = `query ($uuid: String, $name: String) {
  maker(uuid: $uuid, name: $name) {
    __typename
    ... on Maker { id uuid name models { id uuid name maker { name } } }
    ... on InvalidInputError { issues { fieldname message } }
    ... on BaseError { message }
  }
}`;

describe('makers', () => {
  it('lists the makers with listed stock in order, each with its models that have stock', async () => {
    const rows = await listed();
    const { makers } = await graphql('{ makers { id uuid name models { id uuid name maker { id uuid name } } } }');
    const expected = [...new Map(rows.map((r) => [r.maker_id, r])).values()].map((m) => {
      const maker = { id: String(m.maker_id), uuid: m.maker_uuid, name: m.maker_name };
      return { ...maker, models: rows.filter((r) => r.maker_id === m.maker_id).map((r) => ({ id: String(r.model_id), uuid: r.model_uuid, name: r.model_name, maker })) };
    });
    expect(makers).toEqual(expected);
    expect(makers.length).toBeGreaterThan(10);
    expect(makers.find((m: { name: string }) => m.name === 'Toyota').models.length).toBeGreaterThan(3);
  });

  it('finds a maker by uuid or by name in any case, with its models', async () => {
    const rows = await listed();
    const toyota = rows.find((r) => r.maker_name === 'Toyota')!;
    const models = rows.filter((r) => r.maker_id === toyota.maker_id).map((r) => ({ id: String(r.model_id), uuid: r.model_uuid, name: r.model_name, maker: { name: 'Toyota' } }));
    const expected = { __typename: 'Maker', id: String(toyota.maker_id), uuid: toyota.maker_uuid, name: 'Toyota', models };
    expect((await graphql(MAKER, { name: 'toyota' })).maker).toEqual(expected);
    expect((await graphql(MAKER, { uuid: toyota.maker_uuid.toUpperCase() })).maker).toEqual(expected);
  });

  it('finds a maker of the catalogue without stock, with no models', async () => {
    const [idle] = await queryRows<{ uuid: string; name: string }>(handle.db, sql`select uuid::text as uuid, name from makers mk where not exists (select 1 from vehicles v where v.maker_id = mk.id and v.is_listed) order by name limit 1`);
    if (!idle) await handle.db.execute(sql`insert into makers (name, sort_order) values ('Hino Test Works', 999)`);
    const name = idle?.name ?? 'Hino Test Works';
    const found = (await graphql(MAKER, { name })).maker;
    expect(found).toMatchObject({ __typename: 'Maker', name, models: [] });
  });

  it('answers NotFoundError for an unknown maker and InvalidInputError unless exactly one of uuid and name is given', async () => {
    expect((await graphql(MAKER, { name: 'Trabant' })).maker).toEqual({ __typename: 'NotFoundError', message: 'No maker named Trabant.' });
    expect((await graphql(MAKER, { uuid: 'not-a-uuid' })).maker).toEqual({ __typename: 'NotFoundError', message: 'No maker with uuid not-a-uuid.' });
    const issue = { __typename: 'InvalidInputError', issues: [{ fieldname: 'uuid', message: 'Give either the maker’s uuid or its name.' }], message: 'Invalid input' };
    expect((await graphql(MAKER, {})).maker).toEqual(issue);
    expect((await graphql(MAKER, { uuid: '  ', name: '' })).maker).toEqual(issue);
    expect((await graphql(MAKER, { uuid: '00000000-0000-4000-8000-000000000000', name: 'Toyota' })).maker).toEqual(issue);
    expect((await graphql(MAKER, { name: 'x'.repeat(101) })).maker.issues).toContainEqual({ fieldname: 'name', message: 'name must be at most 100 characters.' });
  });
});

describe('colors', () => {
  it('lists the colours in the forms’ order', async () => {
    const rows = await queryRows<{ id: number; name: string }>(handle.db, sql`select id, name from colors order by sort_order`);
    const { colors } = await graphql('{ colors { id name } }');
    expect(colors).toEqual(rows.map((c) => ({ id: String(c.id), name: c.name })));
    expect(colors.length).toBeGreaterThan(5);
  });
});

describe('the header’s detailed search', () => {
  it('carries the makers with stock in every page, and gives one maker’s models when it is chosen', async () => {
    const rows = await listed();
    const ctx = testContext(handle);
    const { makers, colors } = await searchFormOptions(ctx);
    expect(makers).toEqual([...new Set(rows.map((r) => r.maker_name))]);
    expect(colors.length).toBeGreaterThan(5);
    const toyota = rows.filter((r) => r.maker_name === 'Toyota').map((r) => r.model_name);
    expect(toyota.length).toBeGreaterThan(3);
    expect(await searchFormModels(ctx, 'Toyota')).toEqual(toyota);
    // The list's own spelling only; a maker without stock or unknown has none.
    expect(await searchFormModels(ctx, 'Trabant')).toEqual([]);
  });
});
