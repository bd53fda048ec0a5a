// Saved searches through GraphQL: saved with a proposed name or the buyer's, listed with their counts,
// renamed, paused and deleted; at most 20 a buyer; bad filters named by field; only ever the asker's own,
// and nothing for a signed-out caller.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import type { RequestContext } from '#domain/context.ts';
import { createGraphqlHandler } from '#server/yoga.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';

let handle: DatabaseHandle;
const yoga = createGraphqlHandler({ introspection: false, logError: () => {} });
const FIELDS = `uuid name searchParams frequency includeNotImportable paused matchCount newCount`;
const LIST = `{ userSavedSearches { __typename ... on QueryUserSavedSearchesSuccess { data { ${FIELDS} } } ... on BaseError { message } } }`;
const SAVE = `mutation ($input: SaveSearchInput!) { saveSearch(input: $input) { __typename ... on SavedSearch { ${FIELDS} }
  ... on InvalidInputError { issues { fieldname message } } ... on BaseError { message } } }`;
const UPDATE = `mutation ($uuid: String!, $input: UpdateSavedSearchInput!) { updateSavedSearch(uuid: $uuid, input: $input) { __typename
  ... on SavedSearch { ${FIELDS} } ... on InvalidInputError { issues { fieldname message } } ... on BaseError { message } } }`;
const DELETE = `mutation ($uuid: String!) { deleteSavedSearch(uuid: $uuid) { __typename ... on DeleteSavedSearchPayload { success uuid } ... on BaseError { message } } }`;

async function graphql(ctx: RequestContext, query: string, variables: Record<string, unknown> = {}) {
  const response = await yoga.fetch('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) }, ctx);
  const body = (await response.json()) as { data: Record<string, any>; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}
const as = (userId: string) => testContext(handle, { viewer: { userId, email: `${userId}@example.com`, groups: [] } });
const save = async (ctx: RequestContext, input: Record<string, unknown>) => (await graphql(ctx, SAVE, { input })).saveSearch;
const list = async (ctx: RequestContext) => (await graphql(ctx, LIST)).userSavedSearches;

beforeAll(async () => {
  handle = await openSeededDatabase();
  await queryRows(handle.db, sql`insert into "user" (id, name, email, email_verified) values ('ss-a', 'A', 'ss-a@example.com', true), ('ss-b', 'B', 'ss-b@example.com', true), ('ss-c', 'C', 'ss-c@example.com', true)`);
});

describe('saved searches', () => {
  it('saves a search with a name proposed from its filters, and lists it with what matches now', async () => {
    const saved = await save(as('ss-a'), { query: { maker: 'Toyota', minYear: 2018, maxPrice: 2_500_000, order: '1', stockNumber: 'RR1' } });
    expect(saved.__typename).toBe('SavedSearch');
    expect(saved).toMatchObject({ name: 'Toyota, 2018+, under ¥2,500,000', frequency: 'Instant', includeNotImportable: false, paused: false });
    // The filters and the sort are kept; a stock number is not a search.
    expect(Object.fromEntries(new URLSearchParams(saved.searchParams))).toEqual({ maker: 'Toyota', minYear: '2018', maxPrice: '2500000', order: '1' });
    const [toyotas] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from vehicles v join makers m on m.id = v.maker_id where v.is_listed and v.status <> 'SoldOut' and m.name = 'Toyota' and v.year4 >= 2018 and v.price_fob <= 2500000`);
    expect(saved.matchCount).toBeGreaterThan(0);
    expect(saved.matchCount).toBeLessThanOrEqual(toyotas!.n);
    const listed = await list(as('ss-a'));
    expect(listed.data.map((s: { uuid: string }) => s.uuid)).toEqual([saved.uuid]);
  });

  it('keeps the buyer’s name, renames, pauses and changes how often; bad values are named by field and change nothing', async () => {
    const saved = (await save(as('ss-a'), { name: '  Vans for Dar  ', query: { type: 'UtilityVan', importableTo: 'Tanzania' }, frequency: 'Weekly' }));
    expect(saved).toMatchObject({ name: 'Vans for Dar', frequency: 'Weekly' });
    const updated = await graphql(as('ss-a'), UPDATE, { uuid: saved.uuid, input: { name: 'Hiace vans', paused: true, frequency: 'Daily' } });
    expect(updated.updateSavedSearch).toMatchObject({ name: 'Hiace vans', paused: true, frequency: 'Daily' });
    const bad = await graphql(as('ss-a'), UPDATE, { uuid: saved.uuid, input: { name: 'x'.repeat(101) } });
    expect(bad.updateSavedSearch).toMatchObject({ __typename: 'InvalidInputError', issues: [{ fieldname: 'name', message: 'A name must be at most 100 characters.' }] });
    const badFilter = await save(as('ss-a'), { query: { type: 'Spaceship', engineSize: '2000-1000' } });
    expect(badFilter.__typename).toBe('InvalidInputError');
    expect(badFilter.issues.map((i: { fieldname: string }) => i.fieldname).sort()).toEqual(['query.engineSize', 'query.type']);
    expect((await list(as('ss-a'))).data.find((s: { uuid: string }) => s.uuid === saved.uuid)).toMatchObject({ name: 'Hiace vans', paused: true });
  });

  it('keeps at most 20 a buyer, and says so', async () => {
    for (let i = 0; i < 20; i++) expect((await save(as('ss-c'), { query: { minYear: 2000 + i } })).__typename).toBe('SavedSearch');
    const refused = await save(as('ss-c'), { query: { minYear: 2021 } });
    expect(refused).toMatchObject({ __typename: 'InvalidInputError', issues: [{ fieldname: 'query', message: 'You can keep at most 20 saved searches: delete one to save this one.' }] });
    expect((await list(as('ss-c'))).data).toHaveLength(20);
  });

  it('never shows, changes or deletes another buyer’s search, and asks a signed-out caller to sign in', async () => {
    const mine = await save(as('ss-a'), { query: { maker: 'Nissan' } });
    expect((await list(as('ss-b'))).data).toEqual([]);
    const renamed = await graphql(as('ss-b'), UPDATE, { uuid: mine.uuid, input: { name: 'Taken' } });
    expect(renamed.updateSavedSearch).toMatchObject({ __typename: 'NotFoundError' });
    expect((await graphql(as('ss-b'), DELETE, { uuid: mine.uuid })).deleteSavedSearch.__typename).toBe('NotFoundError');
    expect((await list(as('ss-a'))).data.find((s: { uuid: string }) => s.uuid === mine.uuid)).toMatchObject({ name: 'Nissan' });
    const anonymous = testContext(handle);
    expect((await list(anonymous)).__typename).toBe('NotAuthenticatedError');
    expect((await save(anonymous, { query: {} })).__typename).toBe('NotAuthenticatedError');
    expect((await graphql(anonymous, DELETE, { uuid: mine.uuid })).deleteSavedSearch.__typename).toBe('NotAuthenticatedError');
    expect((await graphql(as('ss-a'), DELETE, { uuid: mine.uuid })).deleteSavedSearch).toMatchObject({ success: true, uuid: mine.uuid });
    expect((await graphql(as('ss-a'), DELETE, { uuid: 'not-a-uuid' })).deleteSavedSearch.__typename).toBe('NotFoundError');
  });
});
