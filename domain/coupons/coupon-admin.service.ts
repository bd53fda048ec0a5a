// The back office's coupons (issue 16): the list (found by code or holder, active, expired or used up),
// one coupon with the buyers it was issued to and the orders that used it, creating one (a typed code or
// a readable generated one; for anyone or for one buyer; how many uses in all) and issuing it to a buyer,
// whose coupons then show it and who is told by e-mail in their language. Each write runs in a
// transaction with its audit entry; a refused one changes nothing. Uses are counted from orders.
import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Database } from '#db/client.ts';
import { coupons, orders, userCoupons } from '#db/schema/commerce.ts';
import type { OrderStatus } from '#db/schema/enum-values.ts';
import { userProfiles, users } from '#db/schema/identity.ts';
import { containsPattern } from '../text-input.ts';
import { isUuid } from '../uuid.ts';
import { isLanguage, type RequestContext } from '../context.ts';
import { afterCursor, decodeCursor, toPage, type Page } from '../content/paging.ts';
import { type AuthenticationError, InvalidInputError, type NotAuthenticatedError, NotFoundError, toInvalidInput } from '../errors.ts';
import { recordAudit, staffCheck } from '../staff/audit.ts';
import { adminUserOf, type AdminUser } from '../staff/admin-user.ts';
import { queueMail } from '../orders/order-mail.ts';
import { couponIssuedEmail } from './coupon-emails.ts';
import { COUPON_ID, couponUses, USING_ORDER_STATUSES } from './coupon-uses.ts';
import { COUPON_MAX_USES, type CouponFilter } from './coupon-terms.ts';

export const ADMIN_COUPONS_PAGE_SIZE = 50;

export const COUPON_AMOUNT = { min: 1_000, max: 1_000_000 } as const;
/** A generated code's letters and digits: none that reads as another (no 0/O, 1/I). */
const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

type StaffError = NotAuthenticatedError | AuthenticationError;

export interface AdminCouponRow {
  id: number;
  uuid: string;
  couponCode: string;
  discountJpy: number;
  minPriceJpy: number;
  expiredAt: Date;
  forAnyone: boolean;
  maxUses: number;
  /** Orders awaiting payment or paid that carry it. */
  uses: number;
  /** How many buyers hold it (issued to them, or used by them). */
  holders: number;
  /** A coupon for one buyer: that buyer's e-mail. */
  buyerEmail: string | null;
  createdAt: Date;
  /** The staff member who created it; null for a coupon from before that was kept. */
  createdBy: AdminUser | null;
}

const uses = couponUses(COUPON_ID);
const rowColumns = {
  id: coupons.id,
  uuid: coupons.uuid,
  couponCode: coupons.couponCode,
  discountJpy: coupons.discountJpy,
  minPriceJpy: coupons.minPriceJpy,
  expiredAt: coupons.expiredAt,
  forAnyone: coupons.forAnyone,
  maxUses: coupons.maxUses,
  uses,
  holders: sql<number>`(select count(*)::int from user_coupons h where h.coupon_id = ${COUPON_ID})`,
  buyerEmail: sql<string | null>`case when not ${coupons.forAnyone} then (select u.email from user_coupons h join "user" u on u.id = h.user_id where h.coupon_id = ${COUPON_ID} order by h.id limit 1) end`,
  createdAt: coupons.createdAt,
  createdById: coupons.createdById,
  createdByEmail: coupons.createdByEmail,
};

const toRow = <T extends { uses: number; holders: number; createdById: string | null; createdByEmail: string | null }>({ createdById, createdByEmail, ...r }: T) => ({
  ...r,
  uses: Number(r.uses),
  holders: Number(r.holders),
  createdBy: adminUserOf(createdById, createdByEmail),
});

/** Coupons newest first, found by code or a holder's e-mail, and active (usable), expired or used up. */
export async function couponsByAdmin(
  ctx: RequestContext,
  args: { keyword?: string | null; filter?: CouponFilter | null; cursor?: string | null },
): Promise<Page<AdminCouponRow> | StaffError | InvalidInputError> {
  const refused = staffCheck(ctx.viewer, { coupon: ['list'] });
  if (refused) return refused;
  const after = args.cursor ? decodeCursor(args.cursor) : null;
  if (after instanceof InvalidInputError) return after;
  const like = containsPattern(args.keyword);
  const conditions: (SQL | undefined)[] = [
    like ? or(ilike(coupons.couponCode, like), sql`exists (select 1 from user_coupons h join "user" u on u.id = h.user_id where h.coupon_id = ${COUPON_ID} and u.email ilike ${like})`) : undefined,
    args.filter === 'active' ? and(gt(coupons.expiredAt, ctx.now), sql`${uses} < ${coupons.maxUses}`) : undefined,
    args.filter === 'expired' ? lte(coupons.expiredAt, ctx.now) : undefined,
    args.filter === 'usedUp' ? sql`${uses} >= ${coupons.maxUses}` : undefined,
    after ? afterCursor(coupons, coupons.createdAt, coupons.id, after) : undefined,
  ];
  const rows = await ctx.db
    .select(rowColumns)
    .from(coupons)
    .where(and(...conditions))
    .orderBy(desc(coupons.createdAt), desc(coupons.id))
    .limit(ADMIN_COUPONS_PAGE_SIZE + 1);
  return toPage(rows.map(toRow), ADMIN_COUPONS_PAGE_SIZE, (r) => r.createdAt, after !== null);
}

export interface CouponHolder {
  email: string;
  name: string | null;
  issuedAt: Date;
  usedAt: Date | null;
}

export interface CouponUse {
  orderUuid: string;
  orderNumber: string;
  buyerEmail: string;
  orderedAt: Date;
  status: OrderStatus;
  /** Awaiting payment or paid: it holds a use. A lapsed or cancelled order gave its use back. */
  counts: boolean;
}

export interface AdminCoupon extends AdminCouponRow {
  holdersList: CouponHolder[];
  orders: CouponUse[];
}

/** One coupon, with the buyers holding it and every order that carried it (newest first). */
export async function couponByAdmin(ctx: RequestContext, uuid: string | null | undefined): Promise<AdminCoupon | StaffError | NotFoundError> {
  const refused = staffCheck(ctx.viewer, { coupon: ['list'] });
  if (refused) return refused;
  if (!isUuid(uuid)) return new NotFoundError('No such coupon.');
  const [row] = await ctx.db.select(rowColumns).from(coupons).where(eq(coupons.uuid, uuid));
  if (!row) return new NotFoundError('No such coupon.');
  const [holdersList, used] = await Promise.all([
    ctx.db
      .select({ email: users.email, name: users.name, issuedAt: userCoupons.createdAt, usedAt: userCoupons.usedAt })
      .from(userCoupons)
      .innerJoin(users, eq(users.id, userCoupons.userId))
      .where(eq(userCoupons.couponId, row.id))
      .orderBy(desc(userCoupons.id)),
    ctx.db
      .select({ orderUuid: orders.uuid, orderNumber: orders.orderNumber, buyerEmail: users.email, orderedAt: orders.orderedAt, status: orders.status })
      .from(orders)
      .innerJoin(userCoupons, eq(userCoupons.id, orders.userCouponId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(userCoupons.couponId, row.id))
      .orderBy(desc(orders.orderedAt), desc(orders.id)),
  ]);
  return { ...toRow(row), holdersList, orders: used.map((o) => ({ ...o, counts: (USING_ORDER_STATUSES as readonly string[]).includes(o.status) })) };
}

/** A readable code: RORO- and six letters and digits that cannot be misread (32^6, about a billion). */
export function generateCouponCode(): string {
  return `RORO-${Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`;
}

const yen = (n: number) => `¥${n.toLocaleString('en-US')}`;
/** A whole number from a form field or the API, in a range; empty is the fallback (or missing). */
export const wholeNumber = (message: string, [min, max]: [number, number], fallback?: number) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? fallback : typeof v === 'string' ? Number(v.trim().replace(/[,_\s]/g, '')) : v),
    z.number({ message }).int({ message }).min(min, { message }).max(max, { message }),
  );

const dayOf = (text: string) => (/^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(new Date(`${text}T00:00:00Z`).getTime()) ? new Date(`${text}T23:59:59Z`) : null);

export const couponInputSchema = z
  .object({
    /** Empty: a code is generated. */
    couponCode: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
      z.string().refine((code) => code === '' || /^[A-Z0-9-]{4,20}$/.test(code), { message: 'A code is 4 to 20 capital letters, digits and dashes; leave it empty to have one made.' }).optional(),
    ),
    discountJpy: wholeNumber(`The amount is whole yen from ${yen(COUPON_AMOUNT.min)} to ${yen(COUPON_AMOUNT.max)}.`, [COUPON_AMOUNT.min, COUPON_AMOUNT.max]),
    minPriceJpy: wholeNumber('The minimum price is whole yen, from 0 to ¥100,000,000.', [0, 100_000_000], 0),
    /** The last day it can be used (UTC), YYYY-MM-DD. */
    validUntil: z
      .string({ message: 'Give the last day the coupon can be used (YYYY-MM-DD).' })
      .trim()
      .refine((text) => dayOf(text) !== null, { message: 'Give the last day the coupon can be used (YYYY-MM-DD).' }),
    forAnyone: z.boolean({ message: 'Say who may use the coupon: anyone, or one buyer.' }),
    buyerEmail: z.string().trim().max(254).optional(),
    maxUses: wholeNumber(`Uses are a whole number from 1 to ${COUPON_MAX_USES.toLocaleString('en-US')}.`, [1, COUPON_MAX_USES], 1),
  })
  .superRefine((input, issue) => {
    if (!input.forAnyone && !input.buyerEmail) issue.addIssue({ code: 'custom', path: ['buyerEmail'], message: 'Give the e-mail of the buyer the coupon is for.' });
    if (!input.forAnyone && input.maxUses > 1) issue.addIssue({ code: 'custom', path: ['maxUses'], message: 'A coupon for one buyer is used once: set uses to 1.' });
  });

/** A whole number as a form sends it (text) or the API (a number); empty or missing is its default. */
export type NumberField = number | string | null | undefined;

export interface CouponInput {
  couponCode?: string;
  discountJpy: NumberField;
  minPriceJpy?: NumberField;
  validUntil: string;
  forAnyone: boolean;
  buyerEmail?: string;
  maxUses?: NumberField;
}

/** The buyer's account by e-mail, with the language their e-mails are written in. */
async function buyerByEmail(db: Database, email: string) {
  const [buyer] = await db
    .select({ id: users.id, email: users.email, name: users.name, language: userProfiles.language })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return buyer;
}

type Buyer = NonNullable<Awaited<ReturnType<typeof buyerByEmail>>>;
type CouponRowForMail = { id: number; couponCode: string; discountJpy: number; minPriceJpy: number; expiredAt: Date };

/** Gives the coupon to the buyer (it shows in their coupons) and queues the e-mail that tells them. */
async function giveCoupon(ctx: RequestContext, tx: Database, coupon: CouponRowForMail, buyer: Buyer): Promise<void> {
  await tx.insert(userCoupons).values({ userId: buyer.id, couponId: coupon.id, createdAt: ctx.now });
  const mail = couponIssuedEmail({
    language: isLanguage(buyer.language) ? buyer.language : 'en',
    buyerEmail: buyer.email,
    buyerName: buyer.name,
    couponCode: coupon.couponCode,
    discountJpy: coupon.discountJpy,
    minPriceJpy: coupon.minPriceJpy,
    expiredAt: coupon.expiredAt,
    siteUrl: ctx.site.siteUrl,
  });
  await queueMail(tx, mail, `coupon.issued:${coupon.id}:${buyer.id}`, ctx.now);
}

const refusal = (fieldname: string, message: string) => new InvalidInputError([{ fieldname, message }]);

/** A new coupon; for one buyer, it is issued to them at once. */
export async function createCoupon(ctx: RequestContext, raw: CouponInput): Promise<{ uuid: string; couponCode: string } | StaffError | InvalidInputError> {
  const viewer = ctx.viewer;
  const refused = staffCheck(viewer, { coupon: ['create'] });
  if (refused) return refused;
  const parsed = couponInputSchema.safeParse(raw);
  if (!parsed.success) return toInvalidInput(parsed.error);
  const input = parsed.data;
  const expiredAt = dayOf(input.validUntil)!;
  if (expiredAt <= ctx.now) return refusal('validUntil', 'The last day must be today or later.');
  const buyer = input.forAnyone ? null : await buyerByEmail(ctx.db, input.buyerEmail!);
  if (!input.forAnyone && !buyer) return refusal('buyerEmail', `No account has the e-mail ${input.buyerEmail}.`);

  return ctx.db.transaction(async (tx) => {
    const typed = input.couponCode || null;
    let code = typed ?? generateCouponCode();
    // Codes are matched whatever their case: an older coupon's code in other capitals is the same code.
    for (let tries = 0; ; tries++) {
      const [taken] = await queryRows<{ id: number }>(tx, sql`select id from coupons where upper(coupon_code) = ${code}`);
      if (!taken) break;
      if (typed) return refusal('couponCode', `A coupon with the code ${code} already exists.`);
      if (tries > 5) throw new Error('Could not generate a free coupon code.');
      code = generateCouponCode();
    }
    const [created] = await tx
      .insert(coupons)
      .values({
        couponCode: code,
        discountJpy: input.discountJpy,
        minPriceJpy: input.minPriceJpy,
        expiredAt,
        forAnyone: input.forAnyone,
        maxUses: input.maxUses,
        createdById: viewer!.userId,
        createdByEmail: viewer!.email,
        createdAt: ctx.now,
      })
      // Another member of staff's coupon of the same code, created at the same moment.
      .onConflictDoNothing({ target: coupons.couponCode })
      .returning({ id: coupons.id, uuid: coupons.uuid });
    if (!created) return refusal('couponCode', `A coupon with the code ${code} already exists.`);
    if (buyer) await giveCoupon(ctx, tx, { id: created.id, couponCode: code, discountJpy: input.discountJpy, minPriceJpy: input.minPriceJpy, expiredAt }, buyer);
    await recordAudit(
      tx,
      viewer!,
      {
        action: 'coupon.create',
        entity: 'coupons',
        entityId: created.uuid,
        after: { couponCode: code, discountJpy: input.discountJpy, minPriceJpy: input.minPriceJpy, expiredAt, forAnyone: input.forAnyone, buyerEmail: buyer?.email ?? null, maxUses: input.maxUses },
      },
      ctx.now,
    );
    return { uuid: created.uuid, couponCode: code };
  });
}

/**
 * Issues the coupon to a buyer by e-mail: it shows in their coupons, and they are told. Refused for an
 * unknown e-mail, a buyer who has it already, a coupon expired or used up, or one for another buyer.
 */
export async function issueCoupon(ctx: RequestContext, uuid: string | null | undefined, email: string): Promise<{ ok: true } | StaffError | NotFoundError | InvalidInputError> {
  const viewer = ctx.viewer;
  const refused = staffCheck(viewer, { coupon: ['update'] });
  if (refused) return refused;
  if (!isUuid(uuid)) return new NotFoundError('No such coupon.');
  const address = email.trim();
  if (!address) return refusal('email', 'Give the e-mail of the buyer to issue the coupon to.');
  return ctx.db.transaction(async (tx) => {
    // Locked: two issues of a coupon for one buyer cannot both find it free.
    const [coupon] = await queryRows<{ id: number; coupon_code: string; discount_jpy: number; min_price_jpy: number; expired_at: Date | string; for_anyone: boolean; max_uses: number }>(
      tx,
      sql`select id, coupon_code, discount_jpy, min_price_jpy, expired_at, for_anyone, max_uses from coupons where uuid = ${uuid} for update`,
    );
    if (!coupon) return new NotFoundError('No such coupon.');
    const expiredAt = new Date(coupon.expired_at);
    if (expiredAt <= ctx.now) return refusal('coupon', `This coupon expired on ${expiredAt.toISOString().slice(0, 10)}: it cannot be issued.`);
    const [taken] = await queryRows<{ uses: number }>(tx, sql`select ${couponUses(coupon.id)} as uses`);
    if (Number(taken!.uses) >= coupon.max_uses) return refusal('coupon', 'Every use of this coupon is taken: it cannot be issued.');
    const buyer = await buyerByEmail(tx, address);
    if (!buyer) return refusal('email', `No account has the e-mail ${address}.`);
    const holders = await queryRows<{ user_id: string; email: string }>(tx, sql`select h.user_id, u.email from user_coupons h join "user" u on u.id = h.user_id where h.coupon_id = ${coupon.id}`);
    if (holders.some((h) => h.user_id === buyer.id)) return refusal('email', `${buyer.email} already has this coupon.`);
    if (!coupon.for_anyone && holders.length) return refusal('email', `This coupon is for one buyer, ${holders[0]!.email}: create another for ${buyer.email}.`);
    await giveCoupon(ctx, tx, { id: coupon.id, couponCode: coupon.coupon_code, discountJpy: coupon.discount_jpy, minPriceJpy: coupon.min_price_jpy, expiredAt }, buyer);
    await recordAudit(tx, viewer!, { action: 'coupon.issue', entity: 'coupons', entityId: uuid, after: { email: buyer.email } }, ctx.now);
    return { ok: true as const };
  });
}

/**
 * Ends a coupon now (a code leaked, a deal called off): it expires at this moment, so no new order can use
 * it and the buyers holding it see it expired. Orders that already carry it keep the price they were given.
 */
export async function endCoupon(ctx: RequestContext, uuid: string | null | undefined): Promise<{ ok: true } | StaffError | NotFoundError | InvalidInputError> {
  const viewer = ctx.viewer;
  const refused = staffCheck(viewer, { coupon: ['update'] });
  if (refused) return refused;
  if (!isUuid(uuid)) return new NotFoundError('No such coupon.');
  return ctx.db.transaction(async (tx) => {
    const [coupon] = await tx.select({ id: coupons.id, expiredAt: coupons.expiredAt }).from(coupons).where(eq(coupons.uuid, uuid)).for('update');
    if (!coupon) return new NotFoundError('No such coupon.');
    if (coupon.expiredAt <= ctx.now) return refusal('coupon', `This coupon expired on ${coupon.expiredAt.toISOString().slice(0, 10)}: there is nothing to end.`);
    await tx.update(coupons).set({ expiredAt: ctx.now }).where(eq(coupons.id, coupon.id));
    await recordAudit(tx, viewer!, { action: 'coupon.end', entity: 'coupons', entityId: uuid, before: { expiredAt: coupon.expiredAt }, after: { expiredAt: ctx.now } }, ctx.now);
    return { ok: true as const };
  });
}
