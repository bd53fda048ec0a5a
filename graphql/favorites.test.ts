// userFavorites: what the page shell counts and the favourites page lists, only ever the asker's own.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import type { RequestContext } from '#domain/context.ts';
import { createGraphqlHandler } from '#server/yoga.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';

let handle: DatabaseHandle;
const yoga = createGraphqlHandler({ introspection: false, logError: () => {} });
const QUERY = `query ($cursor: String, $first: Int) { userFavorites(cursor: $cursor, first: $first) {
  __typename
  ... on FavoriteConnection { totalCount pageInfo { hasNextPage endCursor } edges { favoritedAt node { stockNumber } } }
  ... on InvalidInputError { issues { fieldname } }
  ... on NotAuthenticatedError { message } } }`;

async function favoritesOf(ctx: RequestContext, variables: Record<string, unknown> = {}) {
  const response = await yoga.fetch('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: QUERY, variables }) }, ctx);
  const body = (await response.json()) as { data: { userFavorites: any }; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data.userFavorites;
}

const as = (userId: string) => testContext(handle, { viewer: { userId, email: `${userId}@example.com`, groups: [] } });
let liked: string[];

beforeAll(async () => {
  handle = await openSeededDatabase();
  await queryRows(handle.db, sql`insert into "user" (id, name, email, email_verified) values ('fav-a', 'A', 'fav-a@example.com', true), ('fav-b', 'B', 'fav-b@example.com', true), ('fav-c', 'C', 'fav-c@example.com', true)`);
  const vehicles = await queryRows<{ id: number; stock_number: string }>(handle.db, sql`select id, stock_number from vehicles where is_listed order by id limit 5`);
  // A liked five vehicles a day apart, the last the newest; B liked one of them.
  for (const [i, v] of vehicles.entries()) {
    await queryRows(handle.db, sql`insert into favorites (user_id, vehicle_id, created_at) values ('fav-a', ${v.id}, ${new Date(Date.UTC(2026, 10, 1 + i)).toISOString()})`);
  }
  await queryRows(handle.db, sql`insert into favorites (user_id, vehicle_id) values ('fav-b', ${vehicles[0]!.id})`);
  // C liked three in one statement: one timestamp, to the microsecond.
  await queryRows(handle.db, sql`insert into favorites (user_id, vehicle_id) select 'fav-c', id from vehicles where is_listed order by id limit 3`);
  liked = vehicles.map((v) => v.stock_number).reverse();
});

describe('userFavorites', () => {
  it('asks a signed-out visitor to sign in', async () => {
    expect((await favoritesOf(testContext(handle))).__typename).toBe('NotAuthenticatedError');
  });

  it('gives the shell its count with one row, and pages through every favourite, newest first, exactly once', async () => {
    const one = await favoritesOf(as('fav-a'), { first: 1 });
    expect(one.totalCount).toBe(5);
    expect(one.edges.map((e: any) => e.node.stockNumber)).toEqual([liked[0]]);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: any = await favoritesOf(as('fav-a'), { first: 2, cursor });
      seen.push(...page.edges.map((e: any) => e.node.stockNumber));
      cursor = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (cursor);
    expect(seen).toEqual(liked);
  });

  it('pages through favourites added at the same instant, each once', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: any = await favoritesOf(as('fav-c'), { first: 1, cursor });
      seen.push(...page.edges.map((e: any) => e.node.stockNumber));
      cursor = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (cursor);
    expect(seen).toEqual(liked.slice(2));
  });

  it('shows each user only their own', async () => {
    const b = await favoritesOf(as('fav-b'));
    expect(b.totalCount).toBe(1);
    expect(b.edges.map((e: any) => e.node.stockNumber)).toEqual([liked.at(-1)]);
    expect((await favoritesOf(as('nobody'))).totalCount).toBe(0);
  });

  it('refuses a page size out of range and a broken cursor', async () => {
    expect((await favoritesOf(as('fav-a'), { first: 0 })).issues).toEqual([{ fieldname: 'first' }]);
    expect((await favoritesOf(as('fav-a'), { first: 101 })).issues).toEqual([{ fieldname: 'first' }]);
    expect((await favoritesOf(as('fav-a'), { cursor: 'nonsense' })).issues).toEqual([{ fieldname: 'cursor' }]);
  });
});
