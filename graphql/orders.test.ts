// createOrder as an API client makes it, through yoga.fetch: the members of its result union, an order
// for the signed-in buyer, and the answers a buyer who was too late, signed out or sent bad input gets.
import { sql } from 'drizzle-orm';
import { GraphQLUnionType } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import { recommendVehicles } from '#domain/catalogue/recommendations.service.ts';
import type { RequestContext } from '#domain/context.ts';
import { recordOrderPayment, reverseOrderPayment } from '#domain/orders/order-payments.service.ts';
import { payInFull } from '#tests/factories/payments.ts';
import { uploadOrderDocument } from '#domain/orders/order-documents.service.ts';
import { staffViewer } from '#tests/factories/viewers.ts';
import { graphqlAs } from '#tests/setup/graphql.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import { schema } from './schema.ts';

let handle: DatabaseHandle;
let stockNumber: string;

const graphql = graphqlAs;

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

const ORDERS = `query ($type: ListFilter, $cursor: String, $first: Int) {
  userOrders(type: $type, cursor: $cursor, first: $first) {
    __typename
    ... on UserOrderConnection { edges { cursor node { id orderNumber status listType shippingInformationUuid displayDate totalPrice dhlInformation dhlKeyInformation vehicle { stockNumber } } } pageInfo { hasNextPage endCursor } }
    ... on BaseError { message }
  }
}`;
const SHIPPING = `query ($id: String!) {
  userShippingStatus(shippingInformationUuid: $id) {
    __typename
    ... on ShippingInformation { id orderNumber orderStatus isShippingDetailsConfirmed isShippingArrangementsStarted isVesselDepartureConfirmed shipName destinationPort { name } estimatedArrivalAt mmsiCode totalPrice vehicle { stockNumber } }
    ... on BaseError { message }
  }
}`;
const STATUSES = `{ userShippingStatuses { __typename ... on QueryUserShippingStatusesSuccess { shippingInformations { id orderNumber } } ... on BaseError { message } } }`;

describe('a buyer’s orders', () => {
  const cars: string[] = [];

  beforeAll(async () => {
    await queryRows(handle.db, sql`insert into "user" (id, name, email, email_verified) values ('api-order-c', 'Chausiku', 'api-order-c@example.com', true), ('api-order-d', 'Daudi', 'api-order-d@example.com', true)`);
    const found = await recommendVehicles(testContext(handle), { countryName: 'Tanzania', limit: 5 });
    if (!Array.isArray(found)) throw found;
    cars.push(...found.map((v) => v.stockNumber).slice(2, 5));
    for (const car of cars) expect((await order(as('api-order-c'), { stockNumber: car, countryName: 'Tanzania', consignee: { ...CONSIGNEE, countryName: 'Tanzania' } })).__typename).toBe('Order');
  });

  it('lists the buyer’s own orders, newest first, by list type and page by page', async () => {
    const all = (await graphql(as('api-order-c'), ORDERS, { type: 'All' })).userOrders;
    expect(all.edges.map((e: { node: { vehicle: { stockNumber: string } } }) => e.node.vehicle.stockNumber).sort()).toEqual([...cars].sort());
    expect(all.edges[0].node).toMatchObject({ status: 'Reserved', listType: 'Ordered', dhlInformation: null });
    expect((await graphql(as('api-order-c'), ORDERS, { type: 'Ordered' })).userOrders.edges).toHaveLength(3);
    expect((await graphql(as('api-order-c'), ORDERS, { type: 'Sold' })).userOrders.edges).toHaveLength(0);
    const first = (await graphql(as('api-order-c'), ORDERS, { first: 2 })).userOrders;
    expect(first.pageInfo.hasNextPage).toBe(true);
    const rest = (await graphql(as('api-order-c'), ORDERS, { first: 2, cursor: first.pageInfo.endCursor })).userOrders;
    expect([...first.edges, ...rest.edges].map((e: { node: { id: string } }) => e.node.id)).toEqual(all.edges.map((e: { node: { id: string } }) => e.node.id));
    // Nobody else's.
    expect((await graphql(as('api-order-d'), ORDERS)).userOrders.edges).toEqual([]);
    expect((await graphql(as(null), ORDERS)).userOrders.__typename).toBe('NotAuthenticatedError');
    expect((await graphql(as('api-order-c'), ORDERS, { cursor: 'nonsense' })).userOrders.__typename).toBe('InvalidInputError');
  });

  it('tells the buyer where their order stands, and nobody else', async () => {
    const [edge] = (await graphql(as('api-order-c'), ORDERS, { first: 1 })).userOrders.edges;
    const id = edge.node.shippingInformationUuid;
    const mine = (await graphql(as('api-order-c'), SHIPPING, { id })).userShippingStatus;
    expect(mine).toMatchObject({
      __typename: 'ShippingInformation',
      id,
      orderNumber: edge.node.orderNumber,
      orderStatus: 'Reserved',
      isShippingDetailsConfirmed: false,
      isShippingArrangementsStarted: false,
      isVesselDepartureConfirmed: false,
      shipName: null,
      destinationPort: { name: 'Dar es Salaam' },
      totalPrice: edge.node.totalPrice,
      vehicle: { stockNumber: edge.node.vehicle.stockNumber },
    });
    expect(mine.estimatedArrivalAt).not.toBeNull();
    expect((await graphql(as('api-order-d'), SHIPPING, { id })).userShippingStatus).toEqual({ __typename: 'NotFoundError', message: 'No such order.' });
    expect((await graphql(as('api-order-c'), SHIPPING, { id: 'x' })).userShippingStatus.__typename).toBe('NotFoundError');
    expect((await graphql(as(null), SHIPPING, { id })).userShippingStatus.__typename).toBe('NotAuthenticatedError');
    expect((await graphql(as('api-order-c'), STATUSES)).userShippingStatuses.shippingInformations).toHaveLength(3);
    expect((await graphql(as('api-order-d'), STATUSES)).userShippingStatuses.shippingInformations).toEqual([]);
  });

  it('lists the order’s documents with where the buyer downloads them', async () => {
    const [edge] = (await graphql(as('api-order-c'), ORDERS, { first: 1 })).userOrders.edges;
    const DOCUMENTS = `query ($id: String!) { userShippingStatus(shippingInformationUuid: $id) { ... on ShippingInformation { documents { id kind fileName contentType byteSize downloadPath } } } }`;
    const documents = async () => (await graphql(testContext(handle, { viewer: as('api-order-c').viewer, language: 'fr' }), DOCUMENTS, { id: edge.node.shippingInformationUuid })).userShippingStatus.documents;
    expect(await documents()).toEqual([]);
    const sales = testContext(handle, { viewer: staffViewer('sales', { prefix: 'api-doc' }) });
    expect(await payInFull(sales, edge.node.id)).toEqual({ ok: true });
    const bytes = new TextEncoder().encode('%PDF-1.4 bill of lading');
    expect(await uploadOrderDocument(sales, edge.node.id, { kind: 'BillOfLading', file: { name: 'BL.pdf', bytes } })).toEqual({ ok: true });
    const [document] = await documents();
    expect(document).toEqual({
      id: expect.any(String),
      kind: 'BillOfLading',
      fileName: 'BL.pdf',
      contentType: 'application/pdf',
      byteSize: bytes.length,
      downloadPath: `/fr/user/orders/${edge.node.shippingInformationUuid}/documents/${document.id}`,
    });
  });

  it('shows the buyer the payments received on their order, what is left to pay and when it was paid in full; nobody else', async () => {
    // The newest order is paid by the test before; the next is still awaiting payment.
    const [, edge] = (await graphql(as('api-order-c'), ORDERS, { first: 2 })).userOrders.edges;
    const MONEY = `query ($id: String!) { userShippingStatus(shippingInformationUuid: $id) { __typename ... on ShippingInformation { orderStatus totalJpy receivedJpy balanceJpy creditJpy paidInFullOn invoiceCurrency invoiceYenPerUsd invoiceTotal invoiceBalance payments { receivedOn amount currency minorUnits creditedJpy } } } }`;
    const money = async (userId: string) => (await graphql(as(userId), MONEY, { id: edge.node.shippingInformationUuid })).userShippingStatus;
    const before = await money('api-order-c');
    expect(before).toMatchObject({ receivedJpy: 0, balanceJpy: before.totalJpy, creditJpy: 0, paidInFullOn: null, payments: [] });
    // Invoiced in yen, as the site is set by default: the invoice's figures are the yen, with the dollar rate of the order's moment kept.
    expect(before).toMatchObject({ invoiceCurrency: 'JPY', invoiceTotal: before.totalJpy, invoiceBalance: before.totalJpy });
    expect(before.invoiceYenPerUsd).toBeGreaterThan(50);
    const sales = testContext(handle, { viewer: staffViewer('sales', { prefix: 'api-pay' }) });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(sales.now);
    expect(await recordOrderPayment(sales, edge.node.id, { amount: '300.00', currency: 'USD', creditedJpy: 45_000, receivedOn: today, bankReference: 'DEP-1' })).toEqual({ ok: true });
    // A wrong entry, reversed: the buyer never sees it.
    expect(await recordOrderPayment(sales, edge.node.id, { amount: '45000', currency: 'JPY', receivedOn: today, bankReference: 'DEP-2' })).toEqual({ ok: true });
    const [, wrong] = (await queryRows<{ uuid: string }>(handle.db, sql`select p.uuid::text from order_payments p join orders o on o.id = p.order_id where o.uuid = ${edge.node.id} order by p.id`));
    expect(await reverseOrderPayment(sales, edge.node.id, wrong!.uuid, 'Entered twice')).toEqual({ ok: true });
    expect(await money('api-order-c')).toMatchObject({
      orderStatus: 'Reserved',
      receivedJpy: 45_000,
      balanceJpy: before.totalJpy - 45_000,
      invoiceBalance: before.totalJpy - 45_000,
      payments: [{ receivedOn: today, amount: 30_000, currency: 'USD', minorUnits: 2, creditedJpy: 45_000 }],
    });
    expect(await recordOrderPayment(sales, edge.node.id, { amount: String(before.totalJpy - 45_000), currency: 'JPY', receivedOn: today, bankReference: 'BAL-1' })).toEqual({ ok: true });
    expect(await money('api-order-c')).toMatchObject({ orderStatus: 'Paid', receivedJpy: before.totalJpy, balanceJpy: 0, paidInFullOn: today });
    // Another buyer, with this order's id: not found, and nothing of its money.
    expect(await money('api-order-d')).toEqual({ __typename: 'NotFoundError' });
  });
});
