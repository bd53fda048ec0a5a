// The back office's calls on buyers as an API client makes them, with every member of their result
// unions: a signed-out caller, a buyer, an editor, and staff without the authenticator app are refused
// and change nothing; sales find, read, edit and disable a buyer.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import type { RequestContext, Viewer } from '#domain/context.ts';
import { createGraphqlHandler } from '#server/yoga.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';

let handle: DatabaseHandle;
const yoga = createGraphqlHandler({ introspection: false, logError: () => {} });

async function graphql(ctx: RequestContext, query: string, variables: Record<string, unknown> = {}) {
  const response = await yoga.fetch('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) }, ctx);
  const body = (await response.json()) as { data: Record<string, any>; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

const USER = `__typename ... on UserByAdmin { id email enabled isDistributors dealerRank personInCharge { name } contactInfo { lastName country { name } } activity { favorites } } ... on BaseError { message }`;
const LIST = `query ($input: UsersByAdminInput) { usersByAdmin(input: $input) { __typename ... on UsersByAdminPage { totalCount page pageCount users { id email isDistributors enabled } } ... on BaseError { message } } }`;
const ONE = `query ($id: ID!) { userByAdmin(id: $id) { ${USER} } }`;
const EDIT = `mutation ($id: ID!, $input: UpdateUserInfoByAdminInput!) { updateUserInfoByAdmin(id: $id, input: $input) { ${USER} ... on InvalidInputError { issues { fieldname message } } } }`;
const AUTH = `mutation ($id: ID!, $input: UpdateUserAuthInput!) { updateUserAuth(id: $id, input: $input) { ${USER} } }`;

const sales: Viewer = { userId: 'gqa-sales', email: 'gqa-sales@roro.example', groups: [], staffRoles: ['sales'], twoFactor: true };
const as = (viewer: Viewer | null) => testContext(handle, { viewer });
const info = { firstName: 'Baraka', lastName: 'Otieno', telephone: '+254 700 000 000', countryName: 'Kenya' };

beforeAll(async () => {
  handle = await openSeededDatabase();
  await queryRows(handle.db, sql`insert into "user" (id, name, email, email_verified) values ('gqa-buyer', 'Baraka', 'gqa-buyer@gqa.example', true)`);
});

describe('back office calls on buyers', () => {
  it('refuses everyone but staff allowed to, with the union member that says why, and changes nothing', async () => {
    const buyer: Viewer = { userId: 'gqa-buyer', email: 'gqa-buyer@gqa.example', groups: [] };
    for (const [viewer, typename] of [
      [null, 'NotAuthenticatedError'],
      [buyer, 'AuthenticationError'],
      [{ ...sales, staffRoles: ['editor'] }, 'AuthenticationError'],
      [{ ...sales, twoFactor: false }, 'AuthenticationError'],
    ] as const) {
      const ctx = as(viewer as Viewer | null);
      expect((await graphql(ctx, LIST)).usersByAdmin.__typename).toBe(typename);
      expect((await graphql(ctx, ONE, { id: 'gqa-buyer' })).userByAdmin.__typename).toBe(typename);
      expect((await graphql(ctx, EDIT, { id: 'gqa-buyer', input: info })).updateUserInfoByAdmin.__typename).toBe(typename);
      expect((await graphql(ctx, AUTH, { id: 'gqa-buyer', input: { enabled: false } })).updateUserAuth.__typename).toBe(typename);
    }
    expect(await queryRows(handle.db, sql`select banned from "user" where id = 'gqa-buyer'`)).toEqual([{ banned: false }]);
    expect(await queryRows(handle.db, sql`select * from user_profiles where user_id = 'gqa-buyer'`)).toEqual([]);
  });

  it('lets sales find, read, edit and disable a buyer; bad input gets each field’s message', async () => {
    const list = (await graphql(as(sales), LIST, { input: { keyword: 'gqa.example' } })).usersByAdmin;
    expect(list).toMatchObject({ __typename: 'UsersByAdminPage', totalCount: 1, page: 1, pageCount: 1, users: [{ id: 'gqa-buyer', isDistributors: false, enabled: true }] });
    expect((await graphql(as(sales), ONE, { id: 'nobody' })).userByAdmin.__typename).toBe('NotFoundError');
    const bad = (await graphql(as(sales), EDIT, { id: 'gqa-buyer', input: { ...info, countryName: 'Atlantis', dealerRank: 'Diamond' } })).updateUserInfoByAdmin;
    expect(bad.__typename).toBe('InvalidInputError');
    expect(bad.issues.map((i: { fieldname: string }) => i.fieldname).sort()).toEqual(['countryName', 'dealerRank']);
    const edited = (await graphql(as(sales), EDIT, { id: 'gqa-buyer', input: { ...info, dealerRank: 'Silver' } })).updateUserInfoByAdmin;
    expect(edited).toMatchObject({ __typename: 'UserByAdmin', dealerRank: 'Silver', contactInfo: { lastName: 'Otieno', country: { name: 'Kenya' } }, activity: { favorites: 0 } });
    const disabled = (await graphql(as(sales), AUTH, { id: 'gqa-buyer', input: { enabled: false, isDistributors: true } })).updateUserAuth;
    expect(disabled).toMatchObject({ enabled: false, isDistributors: true });
  });
});
