// What a signed-in buyer's account holds besides favourites: browsing history (addUserHistory,
// userHistories, clearUserHistories) and coupons (userCoupons), each the viewer's own only.
import { COUPON_STATES, couponState, userCouponsPage, type UserCouponRecord } from '#domain/coupons/user-coupons.service.ts';
import { InvalidInputError, NotAuthenticatedError, NotFoundError } from '#domain/errors.ts';
import { addUserHistory, clearUserHistories, userHistoriesPage, type HistoryEntry, type HistoryPage } from '#domain/history/user-history.service.ts';
import type { Page } from '#domain/content/paging.ts';
import { builder } from '../builder.ts';
import { unwrap } from '../errors.ts';
import { VehicleRef } from './catalogue.ts';
import { PageInfoRef } from './paging.ts';

const AddUserHistoryPayload = builder.objectRef<{ success: boolean }>('AddUserHistoryPayload').implement({
  fields: (t) => ({ success: t.exposeBoolean('success') }),
});

const ClearUserHistoriesPayload = builder.objectRef<{ success: boolean; removed: number }>('ClearUserHistoriesPayload').implement({
  fields: (t) => ({ success: t.exposeBoolean('success'), removed: t.exposeInt('removed', { description: 'How many entries were removed.' }) }),
});

const UserHistoryRef = builder.objectRef<HistoryEntry>('UserHistory').implement({
  description: 'A vehicle the user looked at; a vehicle appears once, at the day it was last viewed.',
  fields: (t) => ({
    id: t.exposeID('id'),
    viewedAt: t.expose('viewedAt', { type: 'DateTime' }),
    vehicle: t.field({ type: VehicleRef, resolve: (h) => h.vehicle }),
  }),
});

const UserHistoryConnectionRef = builder.objectRef<HistoryPage>('UserHistoryConnection').implement({
  fields: (t) => ({
    totalCount: t.exposeInt('totalCount'),
    edges: t.field({
      type: [builder.objectRef<HistoryPage['edges'][number]>('UserHistoryEdge').implement({ fields: (e) => ({ cursor: e.exposeString('cursor'), node: e.field({ type: UserHistoryRef, resolve: (edge) => edge.node }) }) })],
      resolve: (c) => c.edges,
    }),
    pageInfo: t.field({ type: PageInfoRef, resolve: (c) => c.pageInfo }),
  }),
});

const CouponStateEnum = builder.enumType('CouponState', { values: COUPON_STATES });

const UserCouponRef = builder.objectRef<UserCouponRecord>('UserCoupon').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    uuid: t.exposeString('uuid'),
    couponCode: t.exposeString('couponCode'),
    expiredAt: t.expose('expiredAt', { type: 'DateTime' }),
    discountPrice: t.exposeInt('discountJpy', { description: 'The discount in JPY.' }),
    minimumPrice: t.exposeInt('minPriceJpy', { description: 'The vehicle price (JPY) below which the coupon does not apply.' }),
    usedAt: t.expose('usedAt', { type: 'DateTime', nullable: true }),
    state: t.field({ type: CouponStateEnum, resolve: (c, _args, ctx) => couponState(c, ctx.now) }),
  }),
});

const UserCouponConnectionRef = builder.objectRef<Page<UserCouponRecord>>('UserCouponConnection').implement({
  fields: (t) => ({
    edges: t.field({
      type: [builder.objectRef<Page<UserCouponRecord>['edges'][number]>('UserCouponEdge').implement({ fields: (e) => ({ cursor: e.exposeString('cursor'), node: e.field({ type: UserCouponRef, resolve: (edge) => edge.node }) }) })],
      resolve: (c) => c.edges,
    }),
    pageInfo: t.field({ type: PageInfoRef, resolve: (c) => c.pageInfo }),
  }),
});

builder.queryFields((t) => ({
  userHistories: t.field({
    type: UserHistoryConnectionRef,
    errors: { types: [NotAuthenticatedError, InvalidInputError], union: { name: 'UserHistoryResult' } },
    description: 'The vehicles the signed-in user looked at, newest first (the newest 200 are kept).',
    args: { cursor: t.arg.string(), first: t.arg.int({ description: '1 to 200; 20 by default.' }) },
    resolve: (_root, args, ctx) => unwrap(userHistoriesPage(ctx, args)),
  }),
  userCoupons: t.field({
    type: UserCouponConnectionRef,
    errors: { types: [NotAuthenticatedError, InvalidInputError], union: { name: 'UserCouponsResult' } },
    description: 'The signed-in user’s coupons, newest first.',
    args: { cursor: t.arg.string(), limit: t.arg.int({ description: '1 to 100; 100 by default.' }), onlyUsable: t.arg.boolean({ description: 'Only unused coupons that have not expired.' }) },
    resolve: (_root, args, ctx) => unwrap(userCouponsPage(ctx, { cursor: args.cursor, limit: args.limit, onlyUsable: args.onlyUsable ?? false })),
  }),
}));

builder.mutationFields((t) => ({
  addUserHistory: t.field({
    type: AddUserHistoryPayload,
    errors: { types: [NotAuthenticatedError, NotFoundError], union: { name: 'AddUserHistoryResult' } },
    description: 'Records that the signed-in user looked at a vehicle (once per vehicle a day).',
    args: { vehicleUuid: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => unwrap(addUserHistory(ctx, args.vehicleUuid)),
  }),
  clearUserHistories: t.field({
    type: ClearUserHistoriesPayload,
    errors: { types: [NotAuthenticatedError], union: { name: 'ClearUserHistoriesResult' } },
    description: 'Empties the signed-in user’s browsing history.',
    resolve: (_root, _args, ctx) => unwrap(clearUserHistories(ctx)),
  }),
}));
