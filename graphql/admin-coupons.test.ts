// Coupons and campaigns as an API client calls them, through yoga.fetch: refused with the union member
// that says why to the signed-out, buyers, editors and staff without the authenticator app, writing
// nothing; for sales and admins, a coupon created, issued to a buyer (in their coupons), its uses listed,
// and a campaign saved, each audited.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import type { Viewer } from '#domain/context.ts';
import { buyerViewer, staffViewer } from '#tests/factories/viewers.ts';
import { graphqlAs } from '#tests/setup/graphql.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';

let handle: DatabaseHandle;
const graphql = graphqlAs;

const COUPON = `__typename ... on AdminCoupon { id couponCode discountJpy minPriceJpy expiredAt forAnyone maxUses uses holders buyerEmail createdBy { id email } createdByEmail holderList { email usedAt } orders { orderNumber } }
  ... on InvalidInputError { issues { fieldname message } } ... on BaseError { message }`;
const CAMPAIGN = `__typename ... on AdminCampaign { id name campaignCode discountJpy discountPercent minPriceJpy startsAt endsAt state } ... on InvalidInputError { issues { fieldname message } } ... on BaseError { message }`;
const LIST = `query ($keyword: String, $filter: CouponFilter) { couponsByAdmin(keyword: $keyword, filter: $filter) { __typename ... on AdminCouponConnection { edges { node { couponCode uses maxUses forAnyone } } } ... on BaseError { message } } }`;
const ONE = `query ($uuid: String!) { couponByAdmin(uuid: $uuid) { __typename ... on AdminCoupon { couponCode uses orders { orderNumber } } ... on BaseError { message } } }`;
const CREATE = `mutation ($input: CouponInput!) { createCouponByAdmin(input: $input) { ${COUPON} } }`;
const ISSUE = `mutation ($uuid: String!, $email: String!) { issueCouponByAdmin(uuid: $uuid, email: $email) { ${COUPON} } }`;
const CAMPAIGNS = `query { campaignsByAdmin { __typename ... on AdminCampaignList { campaigns { name state } } ... on BaseError { message } } }`;
const SAVE = `mutation ($uuid: String, $input: CampaignInput!) { saveCampaignByAdmin(uuid: $uuid, input: $input) { ${CAMPAIGN} } }`;
const END = `mutation ($uuid: String!) { endCouponByAdmin(uuid: $uuid) { ${COUPON} } }`;
const STOP = `mutation ($uuid: String!) { stopCampaignByAdmin(uuid: $uuid) { __typename ... on StoppedCampaign { outcome } ... on InvalidInputError { issues { fieldname message } } ... on BaseError { message } } }`;
const MY_COUPONS = `query { userCoupons { __typename ... on UserCouponConnection { edges { node { couponCode state } } } } }`;

const as = (viewer: Viewer | null) => testContext(handle, { viewer });
const sales = staffViewer('sales', { prefix: 'gqc' });
const writes = async () =>
  (await queryRows<{ n: string }>(handle.db, sql`select (select count(*) from coupons) || '/' || (select count(*) from user_coupons) || '/' || (select count(*) from campaigns) || '/' || (select count(*) from audit_log) as n`))[0]!.n;
const welcome = async () => (await queryRows<{ uuid: string }>(handle.db, sql`select uuid from coupons where coupon_code = 'WELCOME10K'`))[0]!.uuid;

beforeAll(async () => {
  handle = await openSeededDatabase();
  await queryRows(handle.db, sql`insert into "user" (id, name, email, email_verified) values ('gqc-buyer', 'Amara', 'gqc-buyer@example.com', true)`);
});

describe('the back office’s coupon and campaign calls', () => {
  it('refuse the signed-out, buyers, editors and staff without the authenticator app, and write nothing', async () => {
    const uuid = await welcome();
    const before = await writes();
    for (const [viewer, typename] of [
      [null, 'NotAuthenticatedError'],
      [buyerViewer('gqc-buyer'), 'AuthenticationError'],
      [staffViewer('editor', { prefix: 'gqc' }), 'AuthenticationError'],
      [staffViewer('sales', { prefix: 'gqc', twoFactor: false }), 'AuthenticationError'],
    ] as const) {
      expect((await graphql(as(viewer), LIST)).couponsByAdmin.__typename).toBe(typename);
      expect((await graphql(as(viewer), ONE, { uuid })).couponByAdmin.__typename).toBe(typename);
      expect((await graphql(as(viewer), CREATE, { input: { discountJpy: 10_000, validUntil: '2026-12-31', forAnyone: true } })).createCouponByAdmin.__typename).toBe(typename);
      expect((await graphql(as(viewer), ISSUE, { uuid, email: 'gqc-buyer@example.com' })).issueCouponByAdmin.__typename).toBe(typename);
      expect((await graphql(as(viewer), CAMPAIGNS)).campaignsByAdmin.__typename).toBe(typename);
      expect((await graphql(as(viewer), END, { uuid })).endCouponByAdmin.__typename).toBe(typename);
      expect((await graphql(as(viewer), STOP, { uuid: '00000000-0000-4000-8000-000000000000' })).stopCampaignByAdmin.__typename).toBe(typename);
      expect((await graphql(as(viewer), SAVE, { input: { name: 'Nope', discountJpy: 10_000, startsAt: '2026-11-01T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' } })).saveCampaignByAdmin.__typename).toBe(typename);
    }
    expect(await writes()).toBe(before);
  });

  it('let sales create a coupon, issue it to a buyer (in their coupons) and list it; bad input gets each field’s message', async () => {
    const refused = (await graphql(as(sales), CREATE, { input: { couponCode: 'no', discountJpy: 10, validUntil: '2026-12-31', forAnyone: true, maxUses: 0 } })).createCouponByAdmin;
    expect(refused.issues).toEqual([
      { fieldname: 'couponCode', message: 'A code is 4 to 20 capital letters, digits and dashes; leave it empty to have one made.' },
      { fieldname: 'discountJpy', message: 'The amount is whole yen from ¥1,000 to ¥1,000,000.' },
      { fieldname: 'maxUses', message: 'Uses are a whole number from 1 to 10,000.' },
    ]);
    const created = (await graphql(as(sales), CREATE, { input: { discountJpy: 15_000, minPriceJpy: 500_000, validUntil: '2027-02-28', forAnyone: true, maxUses: 5 } })).createCouponByAdmin;
    expect(created).toMatchObject({ __typename: 'AdminCoupon', discountJpy: 15_000, minPriceJpy: 500_000, expiredAt: '2027-02-28T23:59:59.000Z', forAnyone: true, maxUses: 5, uses: 0, holders: 0, createdBy: { id: sales.userId, email: sales.email }, createdByEmail: sales.email });
    expect(created.couponCode).toMatch(/^RORO-[2-9A-HJ-NP-Z]{6}$/);
    const issued = (await graphql(as(sales), ISSUE, { uuid: created.id, email: 'GQC-buyer@example.com' })).issueCouponByAdmin;
    expect(issued).toMatchObject({ holders: 1, holderList: [{ email: 'gqc-buyer@example.com', usedAt: null }] });
    expect((await graphql(as(sales), ISSUE, { uuid: created.id, email: 'gqc-buyer@example.com' })).issueCouponByAdmin.issues).toEqual([{ fieldname: 'email', message: 'gqc-buyer@example.com already has this coupon.' }]);
    expect((await graphql(as(buyerViewer('gqc-buyer')), MY_COUPONS)).userCoupons.edges.map((e: any) => e.node)).toEqual([{ couponCode: created.couponCode, state: 'Unused' }]);
    const list = (await graphql(as(staffViewer('admin', { prefix: 'gqc' })), LIST, { keyword: 'gqc-buyer', filter: 'active' })).couponsByAdmin;
    expect(list.edges.map((e: any) => e.node)).toEqual([{ couponCode: created.couponCode, uses: 0, maxUses: 5, forAnyone: true }]);
    const [entry] = await queryRows<{ action: string }>(handle.db, sql`select action from audit_log where entity_id = ${created.id} order by id desc limit 1`);
    expect(entry!.action).toBe('coupon.issue');
  });

  it('let sales create and edit a campaign; the window and the discount are checked', async () => {
    const input = { name: 'Dar es Salaam Days', discountPercent: 4, minPriceJpy: 800_000, startsAt: '2026-11-01T00:00:00Z', endsAt: '2026-11-15T00:00:00Z' };
    expect((await graphql(as(sales), SAVE, { input: { ...input, discountJpy: 20_000, endsAt: '2026-10-01T00:00:00Z' } })).saveCampaignByAdmin.issues).toEqual([
      { fieldname: 'discountJpy', message: 'Give the discount in yen or in percent, not both.' },
      { fieldname: 'endsAt', message: 'The campaign ends after it starts.' },
    ]);
    const saved = (await graphql(as(sales), SAVE, { input })).saveCampaignByAdmin;
    expect(saved).toMatchObject({ __typename: 'AdminCampaign', name: 'Dar es Salaam Days', discountPercent: 4, discountJpy: 0, campaignCode: null, state: 'Running' });
    const edited = (await graphql(as(sales), SAVE, { uuid: saved.id, input: { ...input, campaignCode: 'dar-days', startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-12-10T00:00:00Z' } })).saveCampaignByAdmin;
    expect(edited).toMatchObject({ id: saved.id, campaignCode: 'DAR-DAYS', state: 'Scheduled', startsAt: '2026-12-01T00:00:00.000Z' });
    expect((await graphql(as(sales), CAMPAIGNS)).campaignsByAdmin.campaigns).toEqual(expect.arrayContaining([{ name: 'Dar es Salaam Days', state: 'Scheduled' }]));
    // Not started: stopping it deletes it; a second stop finds nothing.
    expect((await graphql(as(sales), STOP, { uuid: saved.id })).stopCampaignByAdmin).toEqual({ __typename: 'StoppedCampaign', outcome: 'deleted' });
    expect((await graphql(as(sales), STOP, { uuid: saved.id })).stopCampaignByAdmin.__typename).toBe('NotFoundError');
  });

  it('let sales end a coupon now: it reads expired, and ending it again is refused', async () => {
    const created = (await graphql(as(sales), CREATE, { input: { discountJpy: 12_000, validUntil: '2027-01-31', forAnyone: true } })).createCouponByAdmin;
    const ended = (await graphql(as(sales), END, { uuid: created.id })).endCouponByAdmin;
    expect(ended).toMatchObject({ __typename: 'AdminCoupon', couponCode: created.couponCode, expiredAt: as(sales).now.toISOString() });
    expect((await graphql(as(sales), END, { uuid: created.id })).endCouponByAdmin.issues).toEqual([
      { fieldname: 'coupon', message: `This coupon expired on ${as(sales).now.toISOString().slice(0, 10)}: there is nothing to end.` },
    ]);
  });
});
