// Coupons and campaigns in the API, for staff allowed to run promotions (sales, admins; ADR 017): the
// same lists, coupon with its uses, creating and issuing coupons and saving campaigns as the back office's
// pages. Refusals are union members: not signed in, not allowed, not found, bad input.
import type { Page } from '#domain/content/paging.ts';
import type { RequestContext } from '#domain/context.ts';
import { AuthenticationError, InvalidInputError, NotAuthenticatedError, NotFoundError } from '#domain/errors.ts';
import { campaignByAdmin, campaignsByAdmin, endCampaign, saveCampaign, type AdminCampaign } from '#domain/coupons/campaign-admin.service.ts';
import { couponByAdmin, couponsByAdmin, createCoupon, endCoupon, issueCoupon, type AdminCoupon, type AdminCouponRow, type CouponUse } from '#domain/coupons/coupon-admin.service.ts';
import { COUPON_FILTERS } from '#domain/coupons/coupon-terms.ts';
import { builder } from '../builder.ts';
import { unwrap } from '../errors.ts';
import { AdminUserRef } from './admin-user.ts';
import { PageInfoRef } from './paging.ts';

const CouponFilterEnum = builder.enumType('CouponFilter', { values: COUPON_FILTERS, description: 'active: usable now; expired; usedUp: every use taken by orders awaiting payment or paid.' });

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** What a coupon shows, listed or alone. */
const couponFields = (t: PothosSchemaTypes.ObjectFieldBuilder<Types, AdminCouponRow>) => ({
  id: t.exposeString('uuid'),
  couponCode: t.exposeString('couponCode'),
  discountJpy: t.exposeInt('discountJpy'),
  minPriceJpy: t.exposeInt('minPriceJpy', { description: 'The vehicle price below which it does not apply.' }),
  expiredAt: t.expose('expiredAt', { type: 'DateTime', description: 'The moment it stops working: the end of its last day (UTC).' }),
  forAnyone: t.exposeBoolean('forAnyone', { description: 'Anyone with the code may use it; otherwise only the buyer it was issued to.' }),
  maxUses: t.exposeInt('maxUses', { description: 'Uses in all; each buyer uses it once.' }),
  uses: t.exposeInt('uses', { description: 'Orders awaiting payment or paid that carry it.' }),
  holders: t.exposeInt('holders', { description: 'Buyers holding it: issued to them, or used by them.' }),
  buyerEmail: t.exposeString('buyerEmail', { nullable: true, description: 'For a coupon for one buyer: that buyer.' }),
  createdAt: t.expose('createdAt', { type: 'DateTime' }),
  createdBy: t.field({ type: AdminUserRef, nullable: true, description: 'The staff member who created it; null for a coupon from before that was kept.', resolve: (c) => c.createdBy }),
  createdByEmail: t.string({ nullable: true, deprecationReason: 'Use createdBy.email.', resolve: (c) => c.createdBy?.email ?? null }),
});

const AdminCouponRowRef = builder.objectRef<AdminCouponRow>('AdminCouponRow').implement({ description: 'A coupon as the back office lists it.', fields: couponFields });

const AdminCouponConnectionRef = builder.objectRef<Page<AdminCouponRow>>('AdminCouponConnection').implement({
  fields: (t) => ({
    edges: t.field({
      type: [builder.objectRef<Page<AdminCouponRow>['edges'][number]>('AdminCouponEdge').implement({ fields: (e) => ({ cursor: e.exposeString('cursor'), node: e.field({ type: AdminCouponRowRef, resolve: (edge) => edge.node }) }) })],
      resolve: (c) => c.edges,
    }),
    pageInfo: t.field({ type: PageInfoRef, resolve: (c) => c.pageInfo }),
  }),
});

const CouponHolderRef = builder.objectRef<AdminCoupon['holdersList'][number]>('CouponHolder').implement({
  fields: (t) => ({ email: t.exposeString('email'), name: t.exposeString('name', { nullable: true }), issuedAt: t.expose('issuedAt', { type: 'DateTime' }), usedAt: t.expose('usedAt', { type: 'DateTime', nullable: true }) }),
});

const CouponUseRef = builder.objectRef<CouponUse>('CouponUse').implement({
  description: 'An order that carried the coupon.',
  fields: (t) => ({
    orderId: t.exposeString('orderUuid'),
    orderNumber: t.exposeString('orderNumber'),
    buyerEmail: t.exposeString('buyerEmail'),
    orderedAt: t.expose('orderedAt', { type: 'DateTime' }),
    status: t.exposeString('status'),
    counts: t.exposeBoolean('counts', { description: 'Awaiting payment or paid: it holds a use. A lapsed or cancelled order gave its use back.' }),
  }),
});

const AdminCouponRef = builder.objectRef<AdminCoupon>('AdminCoupon').implement({
  description: 'One coupon with its holders and the orders that used it.',
  fields: (t) => ({
    ...couponFields(t as unknown as PothosSchemaTypes.ObjectFieldBuilder<Types, AdminCouponRow>),
    holderList: t.field({ type: [CouponHolderRef], resolve: (c) => c.holdersList }),
    orders: t.field({ type: [CouponUseRef], resolve: (c) => c.orders }),
  }),
});

const AdminCampaignRef = builder.objectRef<AdminCampaign>('AdminCampaign').implement({
  description: 'A named discount (yen or percent) from a minimum vehicle price, in a date window; with a code, only for visits that bring it.',
  fields: (t) => ({
    id: t.exposeString('uuid'),
    name: t.exposeString('name'),
    campaignCode: t.exposeString('campaignCode', { nullable: true }),
    discountJpy: t.exposeInt('discountJpy'),
    discountPercent: t.exposeInt('discountPercent'),
    minPriceJpy: t.exposeInt('minPriceJpy'),
    startsAt: t.expose('startsAt', { type: 'DateTime' }),
    endsAt: t.expose('endsAt', { type: 'DateTime' }),
    state: t.exposeString('state', { description: 'Scheduled, Running or Over.' }),
  }),
});

const AdminCampaignListRef = builder.objectRef<{ campaigns: AdminCampaign[] }>('AdminCampaignList').implement({
  fields: (t) => ({ campaigns: t.field({ type: [AdminCampaignRef], resolve: (l) => l.campaigns }) }),
});

const StoppedCampaignRef = builder.objectRef<{ ended: 'deleted' | 'ended' }>('StoppedCampaign').implement({
  fields: (t) => ({ outcome: t.exposeString('ended', { description: 'deleted (it had not started) or ended (it stopped now).' }) }),
});

const CouponInputRef = builder.inputType('CouponInput', {
  description: 'A new coupon. Without a code, a readable one is made (RORO-7K3M9Q).',
  fields: (t) => ({
    couponCode: t.string({ description: '4 to 20 capital letters, digits and dashes; empty for a generated one.' }),
    discountJpy: t.int({ required: true, description: '¥1,000 to ¥1,000,000.' }),
    minPriceJpy: t.int({ description: '0 (the default) or more.' }),
    validUntil: t.string({ required: true, description: 'The last day it can be used, YYYY-MM-DD (UTC), today or later.' }),
    forAnyone: t.boolean({ required: true }),
    buyerEmail: t.string({ description: 'For a coupon for one buyer: their account’s e-mail. It is issued to them at once.' }),
    maxUses: t.int({ description: 'Uses in all, 1 (the default) to 10,000; 1 for a coupon for one buyer.' }),
  }),
});

const CampaignInputRef = builder.inputType('CampaignInput', {
  description: 'A campaign: exactly one of discountJpy and discountPercent.',
  fields: (t) => ({
    name: t.string({ required: true, description: 'At most 80 characters; shown on the price.' }),
    campaignCode: t.string({ description: 'Optional: the campaign applies only to visits that bring this code.' }),
    discountJpy: t.int({ description: '¥1,000 to ¥1,000,000.' }),
    discountPercent: t.int({ description: '1 to 50.' }),
    minPriceJpy: t.int(),
    startsAt: t.field({ type: 'DateTime', required: true }),
    endsAt: t.field({ type: 'DateTime', required: true, description: 'After startsAt.' }),
  }),
});

const staffErrors = [NotAuthenticatedError, AuthenticationError] as const;

async function thenCoupon(ctx: RequestContext, write: Promise<{ uuid: string } | Error>, uuid?: string) {
  const result = await write;
  if (result instanceof Error) return result;
  return couponByAdmin(ctx, uuid ?? result.uuid);
}

builder.queryFields((t) => ({
  couponsByAdmin: t.field({
    type: AdminCouponConnectionRef,
    description: 'Coupons newest first, 50 a page, found by code or a holder’s e-mail, filtered by active, expired or used up.',
    errors: { types: [...staffErrors, InvalidInputError], union: { name: 'CouponsByAdminResult' } },
    args: { keyword: t.arg.string(), filter: t.arg({ type: CouponFilterEnum }), cursor: t.arg.string() },
    resolve: (_root, args, ctx) => unwrap(couponsByAdmin(ctx, { keyword: args.keyword, filter: args.filter ?? null, cursor: args.cursor })),
  }),
  couponByAdmin: t.field({
    type: AdminCouponRef,
    errors: { types: [...staffErrors, NotFoundError], union: { name: 'CouponByAdminResult' } },
    args: { uuid: t.arg.string({ required: true }) },
    resolve: (_root, { uuid }, ctx) => unwrap(couponByAdmin(ctx, uuid)),
  }),
  campaignsByAdmin: t.field({
    type: AdminCampaignListRef,
    description: 'Every campaign, the latest start first.',
    errors: { types: [...staffErrors], union: { name: 'CampaignsByAdminResult' } },
    resolve: async (_root, _args, ctx) => {
      const campaigns = await campaignsByAdmin(ctx);
      if (campaigns instanceof Error) throw campaigns;
      return { campaigns };
    },
  }),
}));

builder.mutationFields((t) => ({
  createCouponByAdmin: t.field({
    type: AdminCouponRef,
    description: 'Creates a coupon; one for one buyer is issued to them at once, and they are told by e-mail.',
    errors: { types: [...staffErrors, InvalidInputError, NotFoundError], union: { name: 'CreateCouponByAdminResult' } },
    args: { input: t.arg({ type: CouponInputRef, required: true }) },
    resolve: (_root, { input }, ctx) =>
      unwrap(thenCoupon(ctx, createCoupon(ctx, { ...input, couponCode: input.couponCode ?? undefined, minPriceJpy: input.minPriceJpy ?? undefined, buyerEmail: input.buyerEmail ?? undefined, maxUses: input.maxUses ?? undefined }))),
  }),
  issueCouponByAdmin: t.field({
    type: AdminCouponRef,
    description: 'Issues the coupon to a buyer by e-mail: it shows in their coupons and they are told. Not for an expired or used-up coupon, nor another buyer’s.',
    errors: { types: [...staffErrors, NotFoundError, InvalidInputError], union: { name: 'IssueCouponByAdminResult' } },
    args: { uuid: t.arg.string({ required: true }), email: t.arg.string({ required: true }) },
    resolve: async (_root, { uuid, email }, ctx) => {
      const issued = await issueCoupon(ctx, uuid, email);
      return unwrap(issued instanceof Error ? Promise.resolve(issued) : couponByAdmin(ctx, uuid));
    },
  }),
  endCouponByAdmin: t.field({
    type: AdminCouponRef,
    description: 'Ends a coupon now: no new order can use it and its holders see it expired. Orders that carry it keep their price.',
    errors: { types: [...staffErrors, NotFoundError, InvalidInputError], union: { name: 'EndCouponByAdminResult' } },
    args: { uuid: t.arg.string({ required: true }) },
    resolve: async (_root, { uuid }, ctx) => {
      const ended = await endCoupon(ctx, uuid);
      return unwrap(ended instanceof Error ? Promise.resolve(ended) : couponByAdmin(ctx, uuid));
    },
  }),
  stopCampaignByAdmin: t.field({
    type: StoppedCampaignRef,
    description: 'Stops a campaign: one not yet started is deleted, a running one ends now; one over is refused. Quotes stop carrying it at once.',
    errors: { types: [...staffErrors, NotFoundError, InvalidInputError], union: { name: 'StopCampaignByAdminResult' } },
    args: { uuid: t.arg.string({ required: true }) },
    resolve: (_root, { uuid }, ctx) => unwrap(endCampaign(ctx, uuid)),
  }),
  saveCampaignByAdmin: t.field({
    type: AdminCampaignRef,
    description: 'Creates a campaign (no uuid) or changes one; quotes use it at once.',
    errors: { types: [...staffErrors, NotFoundError, InvalidInputError], union: { name: 'SaveCampaignByAdminResult' } },
    args: { uuid: t.arg.string(), input: t.arg({ type: CampaignInputRef, required: true }) },
    resolve: async (_root, { uuid, input }, ctx) => {
      const saved = await saveCampaign(ctx, uuid, {
        ...input,
        campaignCode: input.campaignCode ?? undefined,
        discountJpy: input.discountJpy ?? undefined,
        discountPercent: input.discountPercent ?? undefined,
        minPriceJpy: input.minPriceJpy ?? undefined,
      });
      return unwrap(saved instanceof Error ? Promise.resolve(saved) : campaignByAdmin(ctx, saved.uuid));
    },
  }),
}));
