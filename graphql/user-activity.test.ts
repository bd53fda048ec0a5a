// Browsing history and coupons through GraphQL, and My Page on the same data: a view once per vehicle a
// day, newest first, the newest 200 kept, clearing; coupons with their state; recommendations drawn from
// what the buyer viewed and kept. Only ever the asker's own, nothing for a signed-out caller.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import type { RequestContext } from '#domain/context.ts';
import { HISTORY_LIMIT } from '#domain/history/user-history.service.ts';
import { myPage, type MyPage } from '#domain/identity/my-page.service.ts';
import { createGraphqlHandler } from '#server/yoga.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';

let handle: DatabaseHandle;
const yoga = createGraphqlHandler({ introspection: false, logError: () => {} });
const ADD = `mutation ($uuid: String!) { addUserHistory(vehicleUuid: $uuid) { __typename ... on AddUserHistoryPayload { success } ... on BaseError { message } } }`;
const HISTORY = `query ($cursor: String, $first: Int) { userHistories(cursor: $cursor, first: $first) { __typename
  ... on UserHistoryConnection { totalCount pageInfo { hasNextPage endCursor } edges { node { viewedAt vehicle { uuid } } } }
  ... on BaseError { message } } }`;
const CLEAR = `mutation { clearUserHistories { __typename ... on ClearUserHistoriesPayload { success removed } } }`;
const COUPONS = `query ($limit: Int, $onlyUsable: Boolean) { userCoupons(limit: $limit, onlyUsable: $onlyUsable) { __typename
  ... on UserCouponConnection { pageInfo { hasNextPage } edges { node { couponCode discountPrice minimumPrice state expiredAt } } }
  ... on InvalidInputError { issues { fieldname message } } ... on NotAuthenticatedError { message } } }`;

async function graphql(ctx: RequestContext, query: string, variables: Record<string, unknown> = {}) {
  const response = await yoga.fetch('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) }, ctx);
  const body = (await response.json()) as { data: Record<string, any>; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

const DAY = 86_400_000;
const start = new Date(Date.UTC(2026, 10, 2, 9));
const as = (userId: string, now = start) => testContext(handle, { viewer: { userId, email: `${userId}@example.com`, groups: [] }, now });
let stock: { id: number; uuid: string }[];

const historyOf = async (ctx: RequestContext, first = 200) => (await graphql(ctx, HISTORY, { first })).userHistories;

beforeAll(async () => {
  handle = await openSeededDatabase();
  await queryRows(handle.db, sql`insert into "user" (id, name, email, email_verified) values ('h-a', 'A', 'h-a@example.com', true), ('h-b', 'B', 'h-b@example.com', true), ('h-c', 'C', 'h-c@example.com', true)`);
  stock = await queryRows(handle.db, sql`select id, uuid::text as uuid from vehicles where is_listed order by id limit ${HISTORY_LIMIT + 5}`);
});

describe('browsing history', () => {
  it('refuses a signed-out caller', async () => {
    expect((await graphql(testContext(handle), ADD, { uuid: stock[0]!.uuid })).addUserHistory.__typename).toBe('NotAuthenticatedError');
    expect((await historyOf(testContext(handle))).__typename).toBe('NotAuthenticatedError');
    expect((await graphql(testContext(handle), CLEAR)).clearUserHistories.__typename).toBe('NotAuthenticatedError');
  });

  it('answers NotFoundError for an unknown vehicle and stores nothing', async () => {
    expect((await graphql(as('h-a'), ADD, { uuid: '00000000-0000-4000-8000-000000000000' })).addUserHistory.__typename).toBe('NotFoundError');
    expect((await historyOf(as('h-a'))).totalCount).toBe(0);
  });

  it('lists views newest first, a vehicle once, moved up by a view on a later day only', async () => {
    const [v1, v2, v3] = stock;
    await graphql(as('h-a', start), ADD, { uuid: v1!.uuid });
    await graphql(as('h-a', new Date(start.getTime() + 60_000)), ADD, { uuid: v2!.uuid });
    await graphql(as('h-a', new Date(start.getTime() + 120_000)), ADD, { uuid: v3!.uuid });
    // v1 again the same day: nothing moves.
    expect((await graphql(as('h-a', new Date(start.getTime() + 180_000)), ADD, { uuid: v1!.uuid })).addUserHistory.success).toBe(true);
    let history = await historyOf(as('h-a'));
    expect(history.edges.map((e: any) => e.node.vehicle.uuid)).toEqual([v3!.uuid, v2!.uuid, v1!.uuid]);
    // v1 the next day: it comes first, still once.
    await graphql(as('h-a', new Date(start.getTime() + DAY)), ADD, { uuid: v1!.uuid });
    history = await historyOf(as('h-a'));
    expect(history.totalCount).toBe(3);
    expect(history.edges.map((e: any) => e.node.vehicle.uuid)).toEqual([v1!.uuid, v3!.uuid, v2!.uuid]);
    // Another buyer sees none of it.
    expect((await historyOf(as('h-b'))).totalCount).toBe(0);
  });

  it(`keeps the newest ${HISTORY_LIMIT}, pages through them once each, and clears only the asker's`, async () => {
    for (const [i, v] of stock.entries()) await graphql(as('h-b', new Date(start.getTime() + i * 1000)), ADD, { uuid: v.uuid });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: any = (await graphql(as('h-b'), HISTORY, { first: 50, cursor })).userHistories;
      expect(page.totalCount).toBe(HISTORY_LIMIT);
      seen.push(...page.edges.map((e: any) => e.node.vehicle.uuid));
      cursor = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (cursor);
    expect(seen).toEqual(stock.slice(-HISTORY_LIMIT).map((v) => v.uuid).reverse());
    expect((await graphql(as('h-b'), CLEAR)).clearUserHistories).toEqual({ __typename: 'ClearUserHistoriesPayload', success: true, removed: HISTORY_LIMIT });
    expect((await historyOf(as('h-b'))).totalCount).toBe(0);
    expect((await historyOf(as('h-a'))).totalCount).toBe(3);
  });
});

describe('userCoupons', () => {
  beforeAll(async () => {
    await queryRows(
      handle.db,
      sql`insert into coupons (coupon_code, discount_jpy, min_price_jpy, expired_at) values
        ('HIST-READY', 20000, 500000, '2027-01-31T00:00:00Z'), ('HIST-USED', 10000, 0, '2027-01-31T00:00:00Z'), ('HIST-OLD', 15000, 0, '2026-10-01T00:00:00Z'), ('HIST-OTHER', 5000, 0, '2027-01-31T00:00:00Z')`,
    );
    await queryRows(
      handle.db,
      sql`insert into user_coupons (user_id, coupon_id, used_at) select case when coupon_code = 'HIST-OTHER' then 'h-b' else 'h-c' end, id,
        case when coupon_code = 'HIST-USED' then '2026-10-20T00:00:00Z'::timestamptz end from coupons where coupon_code like 'HIST-%' order by id`,
    );
  });

  it('lists the asker’s coupons, newest first, each with its amount, minimum and state; only usable ones when asked', async () => {
    const all = (await graphql(as('h-c'), COUPONS)).userCoupons;
    expect(all.edges.map((e: any) => [e.node.couponCode, e.node.discountPrice, e.node.minimumPrice, e.node.state])).toEqual([
      ['HIST-OLD', 15000, 0, 'Expired'],
      ['HIST-USED', 10000, 0, 'Used'],
      ['HIST-READY', 20000, 500000, 'Unused'],
    ]);
    expect((await graphql(as('h-c'), COUPONS, { onlyUsable: true })).userCoupons.edges.map((e: any) => e.node.couponCode)).toEqual(['HIST-READY']);
    expect((await graphql(as('h-b'), COUPONS)).userCoupons.edges.map((e: any) => e.node.couponCode)).toEqual(['HIST-OTHER']);
  });

  it('refuses a signed-out caller and a limit over 100', async () => {
    expect((await graphql(testContext(handle), COUPONS)).userCoupons.__typename).toBe('NotAuthenticatedError');
    expect((await graphql(as('h-c'), COUPONS, { limit: 101 })).userCoupons.issues).toEqual([{ fieldname: 'limit', message: 'Ask for 1 to 100 coupons.' }]);
  });
});

describe('My Page', () => {
  it('shows the buyer’s recent views, counts, and five recommendations like what they viewed, none of them already seen', async () => {
    const [suv] = await queryRows<{ id: number; uuid: string; model_id: number }>(handle.db, sql`select id, uuid::text as uuid, model_id from vehicles where is_listed and status = 'OnSale' and type = 'Suv' order by id limit 1`);
    await queryRows(handle.db, sql`insert into "user" (id, name, email, email_verified) values ('h-d', 'Dora', 'h-d@example.com', true)`);
    const dora = as('h-d', new Date());
    await graphql(dora, ADD, { uuid: suv!.uuid });
    const page = (await myPage(dora)) as MyPage;
    expect(page.name).toBe('Dora');
    expect(page.histories.map((h) => h.vehicle.uuid)).toEqual([suv!.uuid]);
    expect(page.historyCount).toBe(1);
    expect(page.recommendations).toHaveLength(5);
    expect(page.recommendations.map((v) => v.id)).not.toContain(suv!.id);
    // Like an SUV of that model: the closest first.
    expect(page.recommendations[0]!.modelId).toBe(suv!.model_id);
    // Nobody else's: a buyer with no history gets the freshest stock instead.
    const fresh = (await myPage(as('h-b', new Date()))) as MyPage;
    expect(fresh.histories).toEqual([]);
    expect(fresh.recommendations).toHaveLength(5);
    expect(fresh.recommendations.map((v) => v.id)).not.toEqual(page.recommendations.map((v) => v.id));
  });

  it('refuses a signed-out visitor', async () => {
    expect((await myPage(testContext(handle))).constructor.name).toBe('NotAuthenticatedError');
  });
});
