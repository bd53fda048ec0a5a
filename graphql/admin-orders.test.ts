// The back office's order calls as an API client makes them, through yoga.fetch: refused with the union
// member that says why to the signed-out, buyers, editors and staff without the authenticator app, writing
// nothing; for sales and admins, the list and the whole course of an order, each change audited.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import { recommendVehicles } from '#domain/catalogue/recommendations.service.ts';
import type { Viewer } from '#domain/context.ts';
import { createOrder, type CreatedOrder } from '#domain/orders/create-order.service.ts';
import { buyerViewer, staffViewer } from '#tests/factories/viewers.ts';
import { uploadOrderDocument } from '#domain/orders/order-documents.service.ts';
import { graphqlAs } from '#tests/setup/graphql.ts';
import { runDueJobs } from '#domain/jobs/job-queue.ts';
import { jobHandlers } from '#domain/jobs/job-handlers.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';

let handle: DatabaseHandle;
let order: CreatedOrder;

const graphql = graphqlAs;

const ORDER = `__typename ... on AdminOrder { id orderNumber status paidAt closedReason isShippingDetailsConfirmed isShippingArrangementsStarted isVesselDepartureConfirmed shipName mmsiCode dhlKeyInformation }
  ... on InvalidInputError { issues { fieldname message } } ... on BaseError { message }`;
const LIST = `query ($status: OrderStatus, $keyword: String) { ordersByAdmin(status: $status, keyword: $keyword) { __typename ... on AdminOrderConnection { edges { node { orderNumber status buyerEmail stockNumber country shippedSteps } } } ... on BaseError { message } } }`;
const PAY = `mutation ($uuid: String!, $payment: OrderPaymentInput!) { recordOrderPaymentByAdmin(uuid: $uuid, payment: $payment) { ${ORDER} ... on AdminOrder { receivedJpy balanceJpy creditJpy paidInFullOn invoiceCurrency invoiceYenPerUsd invoiceTotal invoiceBalance payments { id amount currency minorUnits creditedJpy receivedOn bankReference recordedBy { __typename id email } reversedAt } } } }`;
const REVERSE = `mutation ($uuid: String!, $paymentId: String!, $reason: String!) { reverseOrderPaymentByAdmin(uuid: $uuid, paymentId: $paymentId, reason: $reason) { ${ORDER} ... on AdminOrder { balanceJpy payments { reversedAt reversedBy { id email } reversalReason } } } }`;
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(testContext(handle).now);
const STEP = `mutation ($uuid: String!, $step: ShippingStep!, $vessel: VesselInput) { advanceOrderShippingByAdmin(uuid: $uuid, step: $step, vessel: $vessel) { ${ORDER} } }`;
const UNDO = `mutation ($uuid: String!, $reason: String!) { undoOrderShippingByAdmin(uuid: $uuid, reason: $reason) { ${ORDER} } }`;
const COURIER = `mutation ($uuid: String!, $key: String) { setOrderCourierByAdmin(uuid: $uuid, dhlKeyInformation: $key) { ${ORDER} } }`;
const CANCEL = `mutation ($uuid: String!, $reason: String!) { cancelOrderByAdmin(uuid: $uuid, reason: $reason) { ${ORDER} } }`;
const EXTEND = `mutation ($uuid: String!, $days: Int!, $reason: String!) { extendOrderHoldByAdmin(uuid: $uuid, days: $days, reason: $reason) { __typename ... on AdminOrder { holdUntil } ... on InvalidInputError { issues { fieldname message } } ... on BaseError { message } } }`;
const ONE = `query ($uuid: String!) { orderByAdmin(uuid: $uuid) { __typename ... on AdminOrder { id status paidAt } ... on BaseError { message } } }`;

const as = (viewer: Viewer | null) => testContext(handle, { viewer });
const sales = staffViewer('sales', { prefix: 'gqo' });
const auditCount = async () => Number((await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from audit_log where entity = 'orders'`))[0]!.n);

beforeAll(async () => {
  handle = await openSeededDatabase();
  await queryRows(handle.db, sql`insert into "user" (id, name, email, email_verified) values ('gqo-buyer', 'Halima', 'gqo-buyer@example.com', true)`);
  const [car] = (await recommendVehicles(testContext(handle), { countryName: 'Kenya', limit: 1 })) as { stockNumber: string }[];
  const placed = await createOrder(testContext(handle, { viewer: buyerViewer('gqo-buyer') }), {
    stockNumber: car!.stockNumber,
    countryName: 'Kenya',
    consignee: { consigneeName: 'Halima Motors', consigneeAddress: 'Digo Road 2, Mombasa', consigneeTelephone: '+254 733 000 222', countryName: 'Kenya' },
  });
  if (placed instanceof Error) throw placed;
  order = placed;
});

describe('the back office’s order calls', () => {
  it('refuse the signed-out, buyers, editors and staff without the authenticator app, and write nothing', async () => {
    for (const [viewer, typename] of [
      [null, 'NotAuthenticatedError'],
      [buyerViewer('gqo-buyer'), 'AuthenticationError'],
      [staffViewer('editor', { prefix: 'gqo' }), 'AuthenticationError'],
      [staffViewer('sales', { prefix: 'gqo', twoFactor: false }), 'AuthenticationError'],
    ] as const) {
      expect((await graphql(as(viewer), LIST)).ordersByAdmin.__typename).toBe(typename);
      expect((await graphql(as(viewer), ONE, { uuid: order.uuid })).orderByAdmin.__typename).toBe(typename);
      for (const [query, field, variables] of [
        [PAY, 'recordOrderPaymentByAdmin', { payment: { amount: '1000', currency: 'JPY', receivedOn: today(), bankReference: 'X-1' } }],
        [REVERSE, 'reverseOrderPaymentByAdmin', { paymentId: '00000000-0000-4000-8000-000000000000', reason: 'x' }],
        [STEP, 'advanceOrderShippingByAdmin', { step: 'details' }],
        [UNDO, 'undoOrderShippingByAdmin', { reason: 'x' }],
        [COURIER, 'setOrderCourierByAdmin', { key: '1234567890' }],
        [CANCEL, 'cancelOrderByAdmin', { reason: 'x' }],
      ] as const) {
        expect((await graphql(as(viewer), query, { uuid: order.uuid, ...variables }))[field].__typename).toBe(typename);
      }
    }
    expect(await auditCount()).toBe(0);
    expect((await graphql(as(sales), ONE, { uuid: order.uuid })).orderByAdmin).toMatchObject({ status: 'Reserved', paidAt: null });
  });

  it('let sales take an order from payment to departure, back a step with a reason, and find it in the list', async () => {
    expect((await graphql(as(sales), LIST, { status: 'Reserved', keyword: order.orderNumber })).ordersByAdmin.edges.map((e: { node: object }) => e.node)).toEqual([
      { orderNumber: order.orderNumber, status: 'Reserved', buyerEmail: 'gqo-buyer@example.com', stockNumber: order.stockNumber, country: 'Kenya', shippedSteps: 0 },
    ]);
    expect((await graphql(as(sales), STEP, { uuid: order.uuid, step: 'details' })).advanceOrderShippingByAdmin.issues).toEqual([
      { fieldname: 'step', message: 'Shipping starts once the order is paid: record the payment first.' },
    ]);
    expect((await graphql(as(sales), EXTEND, { uuid: order.uuid, days: 2, reason: 'Deposit received' })).extendOrderHoldByAdmin).toEqual({
      __typename: 'AdminOrder',
      holdUntil: new Date(order.holdUntil.getTime() + 2 * 24 * 3600_000).toISOString(),
    });
    expect((await graphql(as(sales), EXTEND, { uuid: order.uuid, days: 6, reason: 'More' })).extendOrderHoldByAdmin.issues[0].fieldname).toBe('days');
    // Part of it in dollars, then a wrong entry reversed, then the rest in yen: paid.
    const { totalCif } = (await graphql(as(sales), `query ($uuid: String!) { orderByAdmin(uuid: $uuid) { ... on AdminOrder { totalCif } } }`, { uuid: order.uuid })).orderByAdmin;
    expect((await graphql(as(sales), PAY, { uuid: order.uuid, payment: { amount: '300', currency: 'USD', receivedOn: today(), bankReference: 'FT-1' } })).recordOrderPaymentByAdmin.issues).toEqual([
      { fieldname: 'creditedJpy', message: 'Enter the yen this payment counts for: what our bank credited for it.' },
    ]);
    const part = (await graphql(as(sales), PAY, { uuid: order.uuid, payment: { amount: '300.00', currency: 'USD', creditedJpy: 45000, receivedOn: today(), bankReference: 'FT-1', note: 'deposit' } })).recordOrderPaymentByAdmin;
    expect(part).toMatchObject({ __typename: 'AdminOrder', status: 'Reserved', receivedJpy: 45000, balanceJpy: totalCif - 45000, creditJpy: 0, paidInFullOn: null });
    // Invoiced in yen (the site's default): the invoice's balance is the yen balance; the order kept the dollar rate of its moment.
    expect(part).toMatchObject({ invoiceCurrency: 'JPY', invoiceTotal: totalCif, invoiceBalance: totalCif - 45000 });
    expect(part.invoiceYenPerUsd).toBeGreaterThan(50);
    expect(part.payments).toEqual([{ id: expect.any(String), amount: 30000, currency: 'USD', minorUnits: 2, creditedJpy: 45000, receivedOn: today(), bankReference: 'FT-1', recordedBy: { __typename: 'AdminUser', id: sales.userId, email: sales.email }, reversedAt: null }]);
    const wrong = (await graphql(as(sales), PAY, { uuid: order.uuid, payment: { amount: '45,000', currency: 'JPY', receivedOn: today(), bankReference: 'FT-2' } })).recordOrderPaymentByAdmin;
    const reversed = (await graphql(as(sales), REVERSE, { uuid: order.uuid, paymentId: wrong.payments[1].id, reason: 'Entered twice' })).reverseOrderPaymentByAdmin;
    expect(reversed).toMatchObject({ status: 'Reserved', balanceJpy: totalCif - 45000 });
    expect(reversed.payments[1]).toEqual({ reversedAt: expect.any(String), reversedBy: { id: sales.userId, email: sales.email }, reversalReason: 'Entered twice' });
    const paid = (await graphql(as(sales), PAY, { uuid: order.uuid, payment: { amount: String(totalCif - 45000), currency: 'JPY', receivedOn: today(), bankReference: 'FT-3' } })).recordOrderPaymentByAdmin;
    expect(paid).toMatchObject({ __typename: 'AdminOrder', status: 'Paid', balanceJpy: 0, paidInFullOn: today() });
    await graphql(as(sales), STEP, { uuid: order.uuid, step: 'details' });
    await graphql(as(sales), STEP, { uuid: order.uuid, step: 'arrangements' });
    const departed = (await graphql(as(sales), STEP, { uuid: order.uuid, step: 'departure', vessel: { shipName: 'MV Andes', mmsiCode: '563099999', departureAt: '2026-11-01', estimatedArrivalAt: '2026-11-28' } }))
      .advanceOrderShippingByAdmin;
    expect(departed).toMatchObject({ isShippingDetailsConfirmed: true, isShippingArrangementsStarted: true, isVesselDepartureConfirmed: true, shipName: 'MV Andes', mmsiCode: '563099999' });
    expect((await graphql(as(sales), COURIER, { uuid: order.uuid, key: '9876543210' })).setOrderCourierByAdmin.dhlKeyInformation).toBe('9876543210');
    expect((await graphql(as(sales), CANCEL, { uuid: order.uuid, reason: 'too late' })).cancelOrderByAdmin.issues[0].message).toBe(
      'The vessel has left with the car: an order that has shipped cannot be cancelled here.',
    );
    expect((await graphql(as(sales), UNDO, { uuid: order.uuid, reason: 'Rolled over to the next sailing' })).undoOrderShippingByAdmin.isVesselDepartureConfirmed).toBe(false);
    expect((await graphql(as(staffViewer('admin', { prefix: 'gqo' })), LIST, { status: 'Paid' })).ordersByAdmin.edges[0].node.shippedSteps).toBe(2);
    expect(await auditCount()).toBe(10);
    expect((await graphql(as(sales), ONE, { uuid: '00000000-0000-4000-8000-000000000000' })).orderByAdmin.__typename).toBe('NotFoundError');
  });

  it('list an order’s documents with the back office’s download address', async () => {
    const DOCUMENTS = `query ($uuid: String!) { orderByAdmin(uuid: $uuid) { ... on AdminOrder { documents { id kind fileName byteSize downloadPath } } } }`;
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    expect(await uploadOrderDocument(as(sales), order.uuid, { kind: 'ExportCertificate', file: { name: 'export scan.png', bytes } })).toEqual({ ok: true });
    const [document] = (await graphql(as(sales), DOCUMENTS, { uuid: order.uuid })).orderByAdmin.documents;
    expect(document).toEqual({ id: expect.any(String), kind: 'ExportCertificate', fileName: 'export scan.png', byteSize: 10, downloadPath: `/admin/orders/${order.uuid}/documents/${document.id}` });
  });

  it('let sales read the e-mails sent to the buyer and the order’s history with who recorded each step; nobody else', async () => {
    const CLERK = `query ($uuid: String!) { orderByAdmin(uuid: $uuid) { __typename ... on AdminOrder { emails { subject to state sentAt error } history { action text by recordedBy { id email } reason } } ... on BaseError { message } } }`;
    for (const viewer of [buyerViewer('gqo-buyer'), staffViewer('editor', { prefix: 'gqo' })]) expect((await graphql(as(viewer), CLERK, { uuid: order.uuid })).orderByAdmin.__typename).toBe('AuthenticationError');
    expect((await graphql(as(null), CLERK, { uuid: order.uuid })).orderByAdmin.__typename).toBe('NotAuthenticatedError');
    await runDueJobs(handle.db, jobHandlers(handle.db, { sendMail: async () => {}, siteUrl: () => 'https://roro.example' }), { now: () => testContext(handle).now });
    const { emails, history } = (await graphql(as(sales), CLERK, { uuid: order.uuid })).orderByAdmin;
    expect(emails).toContainEqual({ subject: `Order ${order.orderNumber}: payment received`, to: 'gqo-buyer@example.com', state: 'sent', sentAt: testContext(handle).now.toISOString(), error: null });
    expect(emails.every((e: { to: string }) => e.to === 'gqo-buyer@example.com')).toBe(true);
    expect(history[0]).toEqual({ action: 'order.placed', text: 'Ordered: the car held for the buyer', by: 'gqo-buyer@example.com', recordedBy: null, reason: null });
    expect(history).toContainEqual({ action: 'order.shipping.undo', text: 'Step taken back: Vessel departed', by: sales.email, recordedBy: { id: sales.userId, email: sales.email }, reason: 'Rolled over to the next sailing' });
    expect(history).toContainEqual({ action: 'order.payment.reverse', text: expect.stringMatching(/^Payment reversed: it no longer counts/), by: sales.email, recordedBy: { id: sales.userId, email: sales.email }, reason: 'Entered twice' });
  });
});
