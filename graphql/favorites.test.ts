// Favourites through GraphQL: userFavorites (the shell's count and the favourites page), addUserFavorite
// and removeUserFavorite (idempotent, counted in favNumber), Vehicle.isFavorite for the viewer; only
// ever the asker's own, and nothing for a signed-out caller.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import type { RequestContext } from '#domain/context.ts';
import { addUserFavorite, keepsStockNumberCondition, removeUserFavorite, vehicleKeyOf } from '#domain/favorites/favorites.service.ts';
import { viewerShell, viewerShellWith } from '#domain/identity/viewer-shell.service.ts';
import { createGraphqlHandler } from '#server/yoga.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';

let handle: DatabaseHandle;
const yoga = createGraphqlHandler({ introspection: false, logError: () => {} });
const QUERY = `query ($cursor: String, $input: UserFavoritesInput) { userFavorites(cursor: $cursor, input: $input, language: "fr") {
  __typename
  ... on UserFavoriteConnection { totalCount pageInfo { hasNextPage endCursor } edges { node { id favoritedAt vehicle { stockNumber isFavorite } } } }
  ... on InvalidInputError { issues { fieldname } }
  ... on NotAuthenticatedError { message } } }`;
const ADD = `mutation ($uuid: String!) { addUserFavorite(vehicleUuid: $uuid) { __typename
  ... on UserFavorite { id vehicle { uuid favNumber isFavorite } } ... on BaseError { message } } }`;
const REMOVE = `mutation ($uuid: String!) { removeUserFavorite(vehicleUuid: $uuid) { __typename
  ... on RemoveUserFavoritePayload { success vehicle { uuid favNumber isFavorite } } ... on BaseError { message } } }`;
const VEHICLE = `query ($stockNumber: String!) { vehicleByStockNumber(stockNumber: $stockNumber) { ... on Vehicle { isFavorite favNumber } } }`;

async function graphql(ctx: RequestContext, query: string, variables: Record<string, unknown> = {}) {
  const response = await yoga.fetch('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) }, ctx);
  const body = (await response.json()) as { data: Record<string, any>; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

const favoritesOf = async (ctx: RequestContext, variables: Record<string, unknown> = {}) => (await graphql(ctx, QUERY, variables)).userFavorites;
const as = (userId: string) => testContext(handle, { viewer: { userId, email: `${userId}@example.com`, groups: [] } });
/** Whether a vehicle page's shared render says the viewer keeps the car: asked in the shell's own query, as the server asks it (ADR 037). */
const keepsStockNumber = async (ctx: RequestContext, stockNumber: string) => (await viewerShellWith(ctx, (userId) => ({ kept: keepsStockNumberCondition(userId, stockNumber) })))?.answers.kept ?? false;
const favNumberOf = async (uuid: string) => (await queryRows<{ fav_number: number }>(handle.db, sql`select fav_number from vehicles where uuid = ${uuid}`))[0]!.fav_number;
let liked: string[];
let spare: { uuid: string; stock_number: string }[];

beforeAll(async () => {
  handle = await openSeededDatabase();
  await queryRows(
    handle.db,
    sql`insert into "user" (id, name, email, email_verified) values ('fav-a', 'A', 'fav-a@example.com', true), ('fav-b', 'B', 'fav-b@example.com', true), ('fav-c', 'C', 'fav-c@example.com', true), ('fav-d', 'D', 'fav-d@example.com', true)`,
  );
  const vehicles = await queryRows<{ id: number; stock_number: string }>(handle.db, sql`select id, stock_number from vehicles where is_listed order by id limit 5`);
  // A liked five vehicles a day apart, the last the newest; B liked one of them.
  for (const [i, v] of vehicles.entries()) {
    await queryRows(handle.db, sql`insert into favorites (user_id, vehicle_id, created_at) values ('fav-a', ${v.id}, ${new Date(Date.UTC(2026, 10, 1 + i)).toISOString()})`);
  }
  await queryRows(handle.db, sql`insert into favorites (user_id, vehicle_id) values ('fav-b', ${vehicles[0]!.id})`);
  // C liked three in one statement: one timestamp, to the microsecond.
  await queryRows(handle.db, sql`insert into favorites (user_id, vehicle_id) select 'fav-c', id from vehicles where is_listed order by id limit 3`);
  liked = vehicles.map((v) => v.stock_number).reverse();
  spare = await queryRows(handle.db, sql`select uuid::text as uuid, stock_number from vehicles where is_listed order by id desc limit 3`);
});

describe('userFavorites', () => {
  it('asks a signed-out visitor to sign in', async () => {
    expect((await favoritesOf(testContext(handle))).__typename).toBe('NotAuthenticatedError');
  });

  it('gives the shell its count with one row, and pages through every favourite, newest first, exactly once', async () => {
    const one = await favoritesOf(as('fav-a'), { input: { limit: 1 } });
    expect(one.totalCount).toBe(5);
    expect(one.edges.map((e: any) => e.node.vehicle.stockNumber)).toEqual([liked[0]]);
    expect(one.edges[0].node.vehicle.isFavorite).toBe(true);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: any = await favoritesOf(as('fav-a'), { input: { limit: 2 }, cursor });
      seen.push(...page.edges.map((e: any) => e.node.vehicle.stockNumber));
      cursor = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (cursor);
    expect(seen).toEqual(liked);
  });

  it('pages through favourites added at the same instant, each once', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: any = await favoritesOf(as('fav-c'), { input: { limit: 1 }, cursor });
      seen.push(...page.edges.map((e: any) => e.node.vehicle.stockNumber));
      cursor = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (cursor);
    expect(seen).toEqual(liked.slice(2));
  });

  it('shows each user only their own', async () => {
    const b = await favoritesOf(as('fav-b'));
    expect(b.totalCount).toBe(1);
    expect(b.edges.map((e: any) => e.node.vehicle.stockNumber)).toEqual([liked.at(-1)]);
    expect((await favoritesOf(as('nobody'))).totalCount).toBe(0);
  });

  it('refuses a page size out of range and a broken cursor', async () => {
    expect((await favoritesOf(as('fav-a'), { input: { limit: 0 } })).issues).toEqual([{ fieldname: 'first' }]);
    expect((await favoritesOf(as('fav-a'), { input: { limit: 101 } })).issues).toEqual([{ fieldname: 'first' }]);
    expect((await favoritesOf(as('fav-a'), { cursor: 'nonsense' })).issues).toEqual([{ fieldname: 'cursor' }]);
  });
});

describe('addUserFavorite and removeUserFavorite', () => {
  it('refuse a signed-out caller and change nothing', async () => {
    const uuid = spare[0]!.uuid;
    const before = await favNumberOf(uuid);
    expect((await graphql(testContext(handle), ADD, { uuid })).addUserFavorite.__typename).toBe('NotAuthenticatedError');
    expect((await graphql(testContext(handle), REMOVE, { uuid })).removeUserFavorite.__typename).toBe('NotAuthenticatedError');
    expect(await favNumberOf(uuid)).toBe(before);
  });

  it('answer NotFoundError for a vehicle that does not exist, or is not a uuid', async () => {
    expect((await graphql(as('fav-d'), ADD, { uuid: '00000000-0000-4000-8000-000000000000' })).addUserFavorite.__typename).toBe('NotFoundError');
    expect((await graphql(as('fav-d'), ADD, { uuid: 'RR100001' })).addUserFavorite.__typename).toBe('NotFoundError');
    expect((await graphql(as('fav-d'), REMOVE, { uuid: '00000000-0000-4000-8000-000000000000' })).removeUserFavorite.__typename).toBe('NotFoundError');
    expect((await favoritesOf(as('fav-d'))).totalCount).toBe(0);
  });

  it('add once however often asked, count the buyer in favNumber once, and mark the vehicle for that viewer only', async () => {
    const { uuid, stock_number: stockNumber } = spare[1]!;
    const before = await favNumberOf(uuid);
    expect(await keepsStockNumber(as('fav-d'), stockNumber)).toBe(false);
    const first = (await graphql(as('fav-d'), ADD, { uuid })).addUserFavorite;
    const again = (await graphql(as('fav-d'), ADD, { uuid })).addUserFavorite;
    expect(first).toMatchObject({ __typename: 'UserFavorite', vehicle: { uuid, favNumber: before + 1, isFavorite: true } });
    expect(again).toEqual(first);
    expect(await favNumberOf(uuid)).toBe(before + 1);
    expect((await favoritesOf(as('fav-d'))).totalCount).toBe(1);
    expect((await graphql(as('fav-d'), VEHICLE, { stockNumber })).vehicleByStockNumber.isFavorite).toBe(true);
    // Another buyer, and a signed-out visitor, see the count but not D's heart.
    expect((await graphql(as('fav-b'), VEHICLE, { stockNumber })).vehicleByStockNumber).toEqual({ isFavorite: false, favNumber: before + 1 });
    expect((await graphql(testContext(handle), VEHICLE, { stockNumber })).vehicleByStockNumber.isFavorite).toBe(false);
    // What decides whether D's page of this car may be the one other buyers share (ADR 037): D's only.
    expect(await keepsStockNumber(as('fav-d'), stockNumber)).toBe(true);
    expect(await keepsStockNumber(as('fav-d'), stockNumber.toLowerCase())).toBe(true);
    expect(await keepsStockNumber(as('fav-b'), stockNumber)).toBe(false);
    expect(await keepsStockNumber(testContext(handle), stockNumber)).toBe(false);
    expect(await keepsStockNumber(as('fav-d'), 'NO-SUCH-CAR')).toBe(false);
    // The shell read with the question is the shell every page reads.
    const asked = await viewerShellWith(as('fav-d'), (userId) => ({ kept: keepsStockNumberCondition(userId, stockNumber) }));
    expect(asked!.shell).toEqual(await viewerShell(as('fav-d')));
    expect(asked!.shell.favoriteIds).toContain(Number((await queryRows<{ id: number }>(handle.db, sql`select id from vehicles where uuid = ${uuid}`))[0]!.id));
  });

  it('remove once however often asked, and never take another buyer’s favourite', async () => {
    const { uuid } = spare[2]!;
    await graphql(as('fav-d'), ADD, { uuid });
    await graphql(as('fav-b'), ADD, { uuid });
    const counted = await favNumberOf(uuid);
    const removed = (await graphql(as('fav-d'), REMOVE, { uuid })).removeUserFavorite;
    expect(removed).toMatchObject({ __typename: 'RemoveUserFavoritePayload', success: true, vehicle: { favNumber: counted - 1, isFavorite: false } });
    expect((await graphql(as('fav-d'), REMOVE, { uuid })).removeUserFavorite.success).toBe(true);
    expect(await favNumberOf(uuid)).toBe(counted - 1);
    // B still keeps it.
    const b = await favoritesOf(as('fav-b'));
    expect(b.edges.some((e: any) => e.node.vehicle.isFavorite && e.node.vehicle.stockNumber === spare[2]!.stock_number)).toBe(true);
  });

  it('name a vehicle by its id where the site’s hearts post it, as the same vehicle its uuid names; the API takes uuids only', async () => {
    const [vehicle] = await queryRows<{ id: number; uuid: string }>(handle.db, sql`select id, uuid::text as uuid from vehicles where is_listed order by id desc offset 5 limit 1`);
    const { id, uuid } = vehicle!;
    const before = await favNumberOf(uuid);
    expect(vehicleKeyOf(String(id))).toBe(id);
    expect(vehicleKeyOf(uuid)).toBe(uuid);
    const added = await addUserFavorite(as('fav-d'), vehicleKeyOf(String(id)));
    expect(added).toMatchObject({ vehicle: { uuid, isFavorite: true } });
    // The same favourite as by its uuid: added once, counted once.
    expect(await addUserFavorite(as('fav-d'), uuid)).toEqual(added);
    expect(await favNumberOf(uuid)).toBe(before + 1);
    expect((await removeUserFavorite(as('fav-d'), id)) instanceof Error).toBe(false);
    expect(await favNumberOf(uuid)).toBe(before);
    // Nothing else passes for an id, and an unknown one is not found.
    for (const text of ['0', '-1', '1.5', '01', ' 1', '1e3', '99999999999999999999']) expect(typeof vehicleKeyOf(text), text).toBe('string');
    expect((await addUserFavorite(as('fav-d'), 2_000_000_000)).constructor.name).toBe('NotFoundError');
    expect((await addUserFavorite(as('fav-d'), vehicleKeyOf('0'))).constructor.name).toBe('NotFoundError');
    expect((await graphql(as('fav-d'), ADD, { uuid: String(id) })).addUserFavorite.__typename).toBe('NotFoundError');
    expect(await favNumberOf(uuid)).toBe(before);
  });
});
