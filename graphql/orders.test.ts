// createOrder as an API client makes it, through yoga.fetch: the members of its result union, an order
// for the signed-in buyer, and the answers a buyer who was too late, signed out or sent bad input gets.
import { sql } from 'drizzle-orm';
import { GraphQLUnionType } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import { recommendVehicles } from '#domain/catalogue/recommendations.service.ts';
import type { RequestContext } from '#domain/context.ts';
import { createGraphqlHandler } from '#server/yoga.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import { schema } from './schema.ts';

let handle: DatabaseHandle;
let stockNumber: string;
const yoga = createGraphqlHandler({ introspection: false, logError: () => {} });

async function graphql(ctx: RequestContext, query: string, variables: Record<string, unknown> = {}) {
  const response = await yoga.fetch('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) }, ctx);
  const body = (await response.json()) as { data: Record<string, any>; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

const CREATE = `mutation ($input: CreateOrderInput!) {
  createOrder(input: $input) {
    __typename
    ... on Order { id orderNumber orderedAt totalCif status holdUntil shippingInformationUuid vehicle { stockNumber status } }
    ... on VehicleUnavailableError { stockNumber similarVehicles { stockNumber } }
    ... on InvalidInputError { issues { fieldname message } }
    ... on BaseError { message }
  }
}`;

const as = (userId: string | null) => testContext(handle, { viewer: userId ? { userId, email: `${userId}@example.com`, groups: [] } : null });
const order = async (ctx: RequestContext, input: Record<string, unknown>) => (await graphql(ctx, CREATE, { input })).createOrder;
const CONSIGNEE = { consigneeName: 'Amina Wanjiru', consigneeAddress: 'Kenyatta Avenue 3, Nairobi', consigneeTelephone: '+254 711 000 000', countryName: 'Kenya' };

beforeAll(async () => {
  handle = await openSeededDatabase();
  await queryRows(handle.db, sql`insert into "user" (id, name, email, email_verified) values ('api-order-a', 'Amina', 'api-order-a@example.com', true), ('api-order-b', 'Baraka', 'api-order-b@example.com', true)`);
  const found = await recommendVehicles(testContext(handle), { countryName: 'Kenya', limit: 1 });
  if (!Array.isArray(found)) throw found;
  stockNumber = found[0]!.stockNumber;
});

describe('createOrder', () => {
  it('answers with the result union 001 §7 names, with the two ways an order can come too late', () => {
    const union = schema.getType('CreateOrderResult') as GraphQLUnionType;
    expect(union).toBeInstanceOf(GraphQLUnionType);
    expect(union.getTypes().map((t) => t.name)).toEqual(['InvalidCountry', 'InvalidInputError', 'NotAuthenticatedError', 'NotFoundError', 'Order', 'QuoteChangedError', 'VehicleUnavailableError']);
  });

  it('orders for the signed-in buyer, holds the car, and tells the next buyer it was just reserved, with similar cars', async () => {
    expect(await order(as(null), { stockNumber, countryName: 'Kenya' })).toMatchObject({ __typename: 'NotAuthenticatedError', message: 'You need to sign in to do this.' });
    const missing = await order(as('api-order-a'), { stockNumber, countryName: 'Kenya' });
    expect(missing.__typename).toBe('InvalidInputError');
    expect(missing.issues.map((i: { fieldname: string }) => i.fieldname)).toEqual(['consignee.consigneeName', 'consignee.consigneeAddress', 'consignee.consigneeTelephone', 'consignee.countryName']);

    const placed = await order(as('api-order-a'), { stockNumber, countryName: 'Kenya', options: ['Insurance'], currency: 'KES', consignee: CONSIGNEE });
    expect(placed).toMatchObject({ __typename: 'Order', status: 'Reserved', vehicle: { stockNumber, status: 'OnHold' } });
    expect(placed.orderNumber).toMatch(/^RO\d{6}$/);
    expect(new Date(placed.holdUntil).getTime() - new Date(placed.orderedAt).getTime()).toBe(7 * 24 * 3600 * 1000);

    const late = await order(as('api-order-b'), { stockNumber, countryName: 'Kenya', consignee: CONSIGNEE });
    expect(late).toMatchObject({ __typename: 'VehicleUnavailableError', stockNumber, message: 'This vehicle has just been reserved by another buyer. Have a look at similar vehicles.' });
    expect(late.similarVehicles.length).toBeGreaterThan(0);
    expect(late.similarVehicles.map((v: { stockNumber: string }) => v.stockNumber)).not.toContain(stockNumber);
    const [{ n }] = (await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from orders o join vehicles v on v.id = o.vehicle_id where v.stock_number = ${stockNumber}`)) as [{ n: number }];
    expect(n).toBe(1);
  });
});
