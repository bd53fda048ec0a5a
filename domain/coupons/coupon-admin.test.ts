// Coupons and campaigns in the back office on the real database (PGlite, and PostgreSQL in CI): only sales
// and admins with the authenticator app, refusals writing nothing; a coupon created (typed or generated
// code, checked), issued to a buyer (in their coupons, e-mailed in their language), lowering their quote
// once and counted from orders (a lapsed order gives its use back); campaigns saved, checked and priced
// at once.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import { jobHandlers } from '#domain/jobs/job-handlers.ts';
import type { OutgoingMail } from '#domain/mail.ts';
import { buyerViewer, staffViewer } from '#tests/factories/viewers.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import { recommendVehicles } from '../catalogue/recommendations.service.ts';
import type { Language, Viewer } from '../context.ts';
import { AuthenticationError, type InvalidInputError, NotAuthenticatedError } from '../errors.ts';
import { runDueJobs } from '../jobs/job-queue.ts';
import { createOrder, type CreatedOrder } from '../orders/create-order.service.ts';
import { cancelOrderByAdmin } from '../orders/order-admin.service.ts';
import { calculateTradeTerm } from '../trade/trade-term.service.ts';
import { campaignByAdmin, campaignsByAdmin, endCampaign, saveCampaign } from './campaign-admin.service.ts';
import { couponByAdmin, couponsByAdmin, createCoupon, endCoupon, generateCouponCode, issueCoupon, type AdminCoupon } from './coupon-admin.service.ts';
import { holdsUsableCouponCondition, userCouponsPage } from './user-coupons.service.ts';
import { viewerShellWith } from '../identity/viewer-shell.service.ts';

let handle: DatabaseHandle;
let cars: string[] = [];
const sales = staffViewer('sales', { prefix: 'cpn' });
const admin = staffViewer('admin', { prefix: 'cpn' });
const sent: OutgoingMail[] = [];

beforeAll(async () => {
  handle = await openSeededDatabase();
  const found = await recommendVehicles(testContext(handle), { countryName: 'Kenya', limit: 12 });
  if (!Array.isArray(found)) throw found;
  cars = found.map((v) => v.stockNumber);
});

const as = (viewer: Viewer | null) => testContext(handle, { viewer });
/** Whether the buyer holds a coupon the price form would offer: asked in the shell's own query, as the server asks it for a vehicle page (ADR 037). */
const holdsUsableCoupon = async (ctx: ReturnType<typeof as>) => (await viewerShellWith(ctx, (userId) => ({ coupons: holdsUsableCouponCondition(ctx, userId) })))!.answers.coupons;
const CONSIGNEE = { consigneeName: 'Neema Autos', consigneeAddress: 'Haile Selassie Ave 9, Mombasa', consigneeTelephone: '+254 711 000 333', countryName: 'Kenya' };
let buyers = 0;
/** A buyer with an account, writing in `language`. */
async function buyer(language: Language = 'en'): Promise<Viewer> {
  const id = `cpn-buyer-${++buyers}`;
  await queryRows(handle.db, sql`insert into "user" (id, name, email, email_verified) values (${id}, 'Neema', ${`${id}@example.com`}, true)`);
  await queryRows(handle.db, sql`insert into user_profiles (user_id, language) values (${id}, ${language})`);
  return { userId: id, email: `${id}@example.com`, groups: [] };
}
let carsUsed = 0;
const nextCar = () => cars[carsUsed++]!;
const quote = async (viewer: Viewer | null, stockNumber: string, couponCode?: string) => {
  const term = await calculateTradeTerm(as(viewer), { stockNumber, countryName: 'Kenya', isCif: false, ...(couponCode ? { options: ['Coupon' as const], couponCode } : {}) });
  if (term instanceof Error) throw term;
  return term;
};
const order = async (viewer: Viewer, stockNumber: string, couponCode: string) => createOrder(as(viewer), { stockNumber, countryName: 'Kenya', isCif: false, options: ['Coupon'], couponCode, consignee: CONSIGNEE });
const issues = (result: unknown) => (result as InvalidInputError).issues.map((i) => `${i.fieldname}: ${i.message}`);
const counts = async () =>
  (await queryRows<{ coupons: number; holders: number; campaigns: number; audit: number }>(
    handle.db,
    sql`select (select count(*)::int from coupons) as coupons, (select count(*)::int from user_coupons) as holders, (select count(*)::int from campaigns) as campaigns,
          (select count(*)::int from audit_log where entity in ('coupons', 'campaigns')) as audit`,
  ))[0]!;
const audit = async (uuid: string) => queryRows<{ action: string; actor_email: string; after: Record<string, unknown> }>(handle.db, sql`select action, actor_email, after from audit_log where entity_id = ${uuid} order by id`);
const deliver = () => runDueJobs(handle.db, jobHandlers(handle.db, { sendMail: async (m) => void sent.push(m), siteUrl: () => 'https://roro.example' }), { now: () => as(null).now });
const couponUuid = async (code: string) => (await queryRows<{ uuid: string }>(handle.db, sql`select uuid from coupons where coupon_code = ${code}`))[0]!.uuid;
const anyone = { discountJpy: 20_000, validUntil: '2026-12-31', forAnyone: true };

describe('coupons in the back office', () => {
  it('are for sales and admins with the authenticator app only; refusals write nothing', async () => {
    const target = await buyer();
    const welcome = await couponUuid('WELCOME10K');
    const before = await counts();
    for (const [viewer, kind] of [
      [null, NotAuthenticatedError],
      [buyerViewer('cpn-someone'), AuthenticationError],
      [staffViewer('editor', { prefix: 'cpn' }), AuthenticationError],
      [staffViewer('sales', { prefix: 'cpn', twoFactor: false }), AuthenticationError],
    ] as const) {
      expect(await couponsByAdmin(as(viewer), {})).toBeInstanceOf(kind);
      expect(await couponByAdmin(as(viewer), welcome)).toBeInstanceOf(kind);
      expect(await createCoupon(as(viewer), anyone)).toBeInstanceOf(kind);
      expect(await issueCoupon(as(viewer), welcome, target.email)).toBeInstanceOf(kind);
      expect(await campaignsByAdmin(as(viewer))).toBeInstanceOf(kind);
      expect(await saveCampaign(as(viewer), null, { name: 'Nope', discountJpy: 10_000, startsAt: '2026-11-01', endsAt: '2026-12-01' })).toBeInstanceOf(kind);
    }
    expect(await counts()).toEqual(before);
    for (const viewer of [sales, admin]) {
      const list = await couponsByAdmin(as(viewer), { keyword: 'welcome' });
      expect('edges' in list && list.edges.map((e) => e.node.couponCode)).toEqual(['WELCOME10K']);
    }
  });

  it('checks every field and writes nothing when refused', async () => {
    const before = await counts();
    expect(issues(await createCoupon(as(sales), { couponCode: 'ab', discountJpy: '500', minPriceJpy: '-1', validUntil: 'soon', forAnyone: false, maxUses: '3' }))).toEqual([
      'couponCode: A code is 4 to 20 capital letters, digits and dashes; leave it empty to have one made.',
      'discountJpy: The amount is whole yen from ¥1,000 to ¥1,000,000.',
      'minPriceJpy: The minimum price is whole yen, from 0 to ¥100,000,000.',
      'validUntil: Give the last day the coupon can be used (YYYY-MM-DD).',
      'buyerEmail: Give the e-mail of the buyer the coupon is for.',
      'maxUses: A coupon for one buyer is used once: set uses to 1.',
    ]);
    expect(issues(await createCoupon(as(sales), { ...anyone, maxUses: 10_001 }))).toEqual(['maxUses: Uses are a whole number from 1 to 10,000.']);
    expect(issues(await createCoupon(as(sales), { ...anyone, couponCode: 'welcome10k' }))).toEqual(['couponCode: A coupon with the code WELCOME10K already exists.']);
    expect(issues(await createCoupon(as(sales), { ...anyone, validUntil: '2026-10-31' }))).toEqual(['validUntil: The last day must be today or later.']);
    expect(issues(await createCoupon(as(sales), { ...anyone, forAnyone: false, buyerEmail: 'nobody@example.com' }))).toEqual(['buyerEmail: No account has the e-mail nobody@example.com.']);
    expect(await counts()).toEqual(before);
  });

  it('makes a readable code when none is typed, and keeps who created it', async () => {
    for (let i = 0; i < 50; i++) expect(generateCouponCode()).toMatch(/^RORO-[2-9A-HJ-NP-Z]{6}$/);
    const created = await createCoupon(as(sales), { ...anyone, couponCode: '  ', maxUses: '25', minPriceJpy: '1,000,000' });
    if (created instanceof Error) throw created;
    expect(created.couponCode).toMatch(/^RORO-[2-9A-HJ-NP-Z]{6}$/);
    const coupon = (await couponByAdmin(as(admin), created.uuid)) as AdminCoupon;
    expect(coupon).toMatchObject({ couponCode: created.couponCode, discountJpy: 20_000, minPriceJpy: 1_000_000, forAnyone: true, maxUses: 25, uses: 0, holders: 0, createdBy: { id: sales.userId, email: sales.email } });
    expect(coupon.expiredAt.toISOString()).toBe('2026-12-31T23:59:59.000Z');
    expect(await audit(created.uuid)).toEqual([expect.objectContaining({ action: 'coupon.create', actor_email: sales.email, after: expect.objectContaining({ couponCode: created.couponCode, maxUses: 25 }) })]);
  });

  it('issues a coupon to a buyer: in their coupons, e-mailed in their language, lowering their quote once; the order is its use', async () => {
    const neema = await buyer('pt');
    // Whether the price form has a coupon to offer her decides whether her car pages may be shared (ADR 037).
    expect(await holdsUsableCoupon(as(neema))).toBe(false);
    const created = await createCoupon(as(sales), { couponCode: 'cpn-once', discountJpy: 30_000, validUntil: '2027-01-31', forAnyone: false, buyerEmail: neema.email.toUpperCase() });
    if (created instanceof Error) throw created;
    expect(created.couponCode).toBe('CPN-ONCE');
    const mine = await userCouponsPage(as(neema), {});
    expect('edges' in mine && mine.edges.map((e) => [e.node.couponCode, e.node.state])).toEqual([['CPN-ONCE', 'Unused']]);
    expect(await holdsUsableCoupon(as(neema))).toBe(true);
    await deliver();
    const mail = sent.find((m) => m.to === neema.email)!;
    expect(mail.subject).toBe('Um cupão para si: ¥30,000 de desconto num veículo');
    expect(mail.text).toContain('CPN-ONCE');
    expect(mail.text).toContain('http://localhost:3000/pt/user/coupons');

    // Another buyer may not use it, nor have it issued: it is Neema's.
    const other = await buyer();
    expect(issues(await issueCoupon(as(sales), created.uuid, other.email))).toEqual([`email: This coupon is for one buyer, ${neema.email}: create another for ${other.email}.`]);
    expect(issues(await issueCoupon(as(sales), created.uuid, neema.email))).toEqual([`email: ${neema.email} already has this coupon.`]);
    const car = nextCar();
    const full = (await quote(neema, car)).totalPrice;
    expect((await quote(other, car, 'CPN-ONCE')).coupon!.status).toBe('NotYours');
    const withCoupon = await quote(neema, car, 'cpn-once');
    expect(withCoupon.coupon!.status).toBe('Applied');
    expect(withCoupon.totalPrice).toBe(full - 30_000);

    const placed = (await order(neema, car, 'CPN-ONCE')) as CreatedOrder;
    expect(placed.totalPrice).toBe(full - 30_000);
    const after = await userCouponsPage(as(neema), {});
    expect('edges' in after && after.edges.map((e) => e.node.state)).toEqual(['Used']);
    expect(await holdsUsableCoupon(as(neema))).toBe(false);
    expect((await quote(neema, nextCar(), 'CPN-ONCE')).coupon!.status).toBe('Used');
    const seen = (await couponByAdmin(as(sales), created.uuid)) as AdminCoupon;
    expect(seen).toMatchObject({ uses: 1, holders: 1, buyerEmail: neema.email });
    expect(seen.orders).toEqual([expect.objectContaining({ orderNumber: placed.orderNumber, buyerEmail: neema.email, status: 'Reserved', counts: true })]);
    const usedUp = await couponsByAdmin(as(sales), { filter: 'usedUp', keyword: 'CPN-ONCE' });
    expect('edges' in usedUp && usedUp.edges.map((e) => e.node.couponCode)).toEqual(['CPN-ONCE']);
    const active = await couponsByAdmin(as(sales), { filter: 'active', keyword: neema.email });
    expect('edges' in active && active.edges).toEqual([]);

    // A cancelled order gives the use back.
    expect(await cancelOrderByAdmin(as(sales), placed.uuid, 'Buyer changed their mind')).toEqual({ ok: true });
    expect((await couponByAdmin(as(sales), created.uuid)) as AdminCoupon).toMatchObject({ uses: 0, orders: [expect.objectContaining({ status: 'Cancelled', counts: false })] });
    expect((await quote(neema, car, 'CPN-ONCE')).coupon!.status).toBe('Applied');
    expect(await holdsUsableCoupon(as(neema))).toBe(true);
  });

  it('refuses to issue to an unknown e-mail, an expired or used-up coupon, writing nothing', async () => {
    const target = await buyer();
    const before = await counts();
    expect(issues(await issueCoupon(as(sales), await couponUuid('WELCOME10K'), 'nobody@example.com'))).toEqual(['email: No account has the e-mail nobody@example.com.']);
    expect(issues(await issueCoupon(as(sales), await couponUuid('WELCOME10K'), ' '))).toEqual(['email: Give the e-mail of the buyer to issue the coupon to.']);
    expect(issues(await issueCoupon(as(sales), await couponUuid('SPRING25K'), target.email))).toEqual(['coupon: This coupon expired on 2026-09-02: it cannot be issued.']);
    expect(await issueCoupon(as(sales), '00000000-0000-4000-8000-000000000000', target.email)).toMatchObject({ name: 'NotFoundError' });
    expect(await counts()).toEqual(before);
  });

  it('lets a coupon for anyone be used as many times as it allows, once per buyer, and issued to several buyers', async () => {
    const created = await createCoupon(as(admin), { ...anyone, couponCode: 'CPN-TWICE', maxUses: 2 });
    if (created instanceof Error) throw created;
    const [a, b, c] = [await buyer(), await buyer(), await buyer()];
    expect(await issueCoupon(as(sales), created.uuid, a.email)).toEqual({ ok: true });
    expect(await issueCoupon(as(sales), created.uuid, b.email)).toEqual({ ok: true });
    expect((await audit(created.uuid)).map((e) => e.action)).toEqual(['coupon.create', 'coupon.issue', 'coupon.issue']);
    // Signed out, the code applies (ordering needs an account).
    expect((await quote(null, nextCar(), 'CPN-TWICE')).coupon!.status).toBe('Applied');
    expect(await order(a, nextCar(), 'CPN-TWICE')).toMatchObject({ status: 'Reserved' });
    expect((await quote(a, nextCar(), 'CPN-TWICE')).coupon!.status).toBe('Used');
    expect(await order(c, nextCar(), 'CPN-TWICE')).toMatchObject({ status: 'Reserved' });
    // Both uses taken: B holds it but cannot use it, and their coupons say so.
    expect((await quote(b, nextCar(), 'CPN-TWICE')).coupon!.status).toBe('Used');
    const held = await userCouponsPage(as(b), {});
    expect('edges' in held && held.edges.map((e) => e.node.state)).toEqual(['Used']);
    expect(issues(await issueCoupon(as(sales), created.uuid, (await buyer()).email))).toEqual(['coupon: Every use of this coupon is taken: it cannot be issued.']);
    expect((await couponByAdmin(as(sales), created.uuid)) as AdminCoupon).toMatchObject({ uses: 2, holders: 3 });
  });

  it('ends a coupon now: new quotes refuse it, its holders see it expired, an order that carries it keeps its price', async () => {
    const created = await createCoupon(as(sales), { ...anyone, couponCode: 'CPN-LEAKED', maxUses: 5 });
    if (created instanceof Error) throw created;
    const [early, late] = [await buyer(), await buyer()];
    expect(await issueCoupon(as(sales), created.uuid, late.email)).toEqual({ ok: true });
    const placed = (await order(early, nextCar(), 'CPN-LEAKED')) as CreatedOrder;
    expect(placed.quote.coupon).toMatchObject({ code: 'CPN-LEAKED', status: 'Applied' });
    const kept = placed.totalPrice;
    expect(await endCoupon(as(sales), created.uuid)).toEqual({ ok: true });
    expect((await quote(late, nextCar(), 'CPN-LEAKED')).coupon!.status).toBe('Expired');
    const held = await userCouponsPage(as(late), {});
    expect('edges' in held && held.edges.map((e) => [e.node.couponCode, e.node.state])).toEqual([['CPN-LEAKED', 'Expired']]);
    expect((await couponByAdmin(as(sales), created.uuid)) as AdminCoupon).toMatchObject({ uses: 1, expiredAt: as(sales).now });
    const [still] = await queryRows<{ total_price: number; status: string }>(handle.db, sql`select total_cif as total_price, status::text from orders where uuid = ${placed.uuid}`);
    expect(still).toEqual({ total_price: kept, status: 'Reserved' });
    expect((await audit(created.uuid)).map((e) => e.action)).toEqual(['coupon.create', 'coupon.issue', 'coupon.end']);
    // Ended already, by someone not allowed, or not there: refused, nothing written.
    const before = await counts();
    expect(issues(await endCoupon(as(sales), created.uuid))).toEqual([`coupon: This coupon expired on ${as(sales).now.toISOString().slice(0, 10)}: there is nothing to end.`]);
    expect(await endCoupon(as(staffViewer('editor', { prefix: 'cpn' })), created.uuid)).toBeInstanceOf(AuthenticationError);
    expect(await endCoupon(as(sales), 'not-a-uuid')).toMatchObject({ name: 'NotFoundError' });
    expect(await counts()).toEqual(before);
  });
});

describe('campaigns in the back office', () => {
  const week = { name: 'Mombasa Port Week', discountJpy: '900,000', startsAt: '2026-10-25T00:00', endsAt: '2026-11-08T00:00' };

  it('checks every field and writes nothing when refused', async () => {
    const before = await counts();
    expect(issues(await saveCampaign(as(sales), null, { name: ' ', campaignCode: 'x!', discountJpy: '5000', discountPercent: '5', minPriceJpy: 'lots', startsAt: '2026-11-10', endsAt: '2026-11-01' }))).toEqual([
      'name: Name is a required field',
      'campaignCode: A campaign code is 3 to 30 capital letters, digits and dashes.',
      'minPriceJpy: The minimum price is whole yen, from 0 to ¥100,000,000.',
    ]);
    expect(issues(await saveCampaign(as(sales), null, { ...week, name: 'x'.repeat(81), discountJpy: '', discountPercent: '', startsAt: '2026-11-10', endsAt: '2026-11-01' }))).toEqual([
      'name: Name must be at most 80 characters.',
      'discountJpy: Give the discount in yen or in percent.',
      'endsAt: The campaign ends after it starts.',
    ]);
    expect(issues(await saveCampaign(as(sales), null, { ...week, discountJpy: '', discountPercent: 51 }))).toEqual(['discountPercent: A percentage is a whole number from 1 to 50.']);
    expect(issues(await saveCampaign(as(sales), null, { ...week, discountPercent: 5 }))).toEqual(['discountJpy: Give the discount in yen or in percent, not both.']);
    expect(issues(await saveCampaign(as(sales), null, { ...week, discountJpy: 500 }))).toEqual(['discountJpy: The discount in yen is whole yen from ¥1,000 to ¥1,000,000.']);
    expect(issues(await saveCampaign(as(sales), null, { ...week, campaignCode: 'eastafrica' }))).toEqual(['campaignCode: The campaign “East Africa Shipping Week” already has the code EASTAFRICA.']);
    expect(issues(await saveCampaign(as(sales), null, { ...week, startsAt: 'tomorrow' }))).toEqual(['startsAt: Give the start as a date and time (UTC).']);
    expect(await counts()).toEqual(before);
  });

  it('creates and edits a campaign, audited; the quote prices with it at once', async () => {
    const car = nextCar();
    expect((await quote(null, car)).campaignName).not.toBe('Mombasa Port Week');
    const saved = await saveCampaign(as(sales), null, week);
    if (saved instanceof Error) throw saved;
    expect((await quote(null, car)).campaignName).toBe('Mombasa Port Week');
    const list = (await campaignsByAdmin(as(admin))) as Awaited<ReturnType<typeof campaignByAdmin>>[];
    expect(list).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Mombasa Port Week', discountJpy: 900_000, discountPercent: 0, state: 'Running' }), expect.objectContaining({ name: 'Summer Clearance', state: 'Over' })]));
    // Moved to start later: scheduled, and no longer in today's price.
    expect(await saveCampaign(as(sales), saved.uuid, { ...week, campaignCode: 'port-week', startsAt: '2026-11-05', endsAt: '2026-11-20' })).toEqual({ uuid: saved.uuid });
    expect(await campaignByAdmin(as(sales), saved.uuid)).toMatchObject({ campaignCode: 'PORT-WEEK', state: 'Scheduled', startsAt: new Date('2026-11-05T00:00:00Z') });
    expect((await quote(null, car)).campaignName).not.toBe('Mombasa Port Week');
    expect((await audit(saved.uuid)).map((e) => e.action)).toEqual(['campaign.create', 'campaign.update']);
    expect(await saveCampaign(as(sales), '00000000-0000-4000-8000-000000000000', week)).toMatchObject({ name: 'NotFoundError' });
  });

  it('stops a campaign: deleted before it starts, ended at once while it runs, refused once over', async () => {
    const car = nextCar();
    const running = await saveCampaign(as(sales), null, { ...week, name: 'Tanga Days' });
    const scheduled = await saveCampaign(as(sales), null, { ...week, name: 'New Year Run', startsAt: '2026-12-28T00:00', endsAt: '2027-01-10T00:00' });
    if (running instanceof Error || scheduled instanceof Error) throw new Error('not saved');
    expect((await quote(null, car)).campaignName).toBe('Tanga Days');
    expect(await endCampaign(as(sales), running.uuid)).toEqual({ ended: 'ended' });
    expect((await quote(null, car)).campaignName).not.toBe('Tanga Days');
    expect(await campaignByAdmin(as(sales), running.uuid)).toMatchObject({ state: 'Over', endsAt: as(sales).now });
    expect(await endCampaign(as(sales), scheduled.uuid)).toEqual({ ended: 'deleted' });
    expect(await campaignByAdmin(as(sales), scheduled.uuid)).toMatchObject({ name: 'NotFoundError' });
    expect((await audit(running.uuid)).map((e) => e.action)).toEqual(['campaign.create', 'campaign.end']);
    expect((await audit(scheduled.uuid)).map((e) => e.action)).toEqual(['campaign.create', 'campaign.delete']);
    const before = await counts();
    expect(issues(await endCampaign(as(sales), running.uuid))).toEqual([`campaign: This campaign ended on ${as(sales).now.toISOString().slice(0, 10)}: there is nothing to stop.`]);
    expect(await endCampaign(as(buyerViewer('cpn-buyer-1')), running.uuid)).toBeInstanceOf(AuthenticationError);
    expect(await counts()).toEqual(before);
  });
});
