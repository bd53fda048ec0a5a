// The back office's calls on buyers (spec 001 §7: UsersByAdminResult, UserByAdminResult,
// UpdateUserInfoByAdminResult, UpdateUserAuthResult): for staff whose role allows it (ADR 017); anyone
// else gets NotAuthenticatedError (signed out) or AuthenticationError.
import { AuthenticationError, InvalidInputError, NotAuthenticatedError, NotFoundError } from '#domain/errors.ts';
import { updateUserAuth, updateUserInfoByAdmin, userByAdmin, usersByAdmin, type BuyerDetail, type BuyerRow } from '#domain/staff/buyers.service.ts';
import { builder } from '../builder.ts';
import { unwrap } from '../errors.ts';
import { ContactInfoRef } from './identity.ts';

const AssignedPersonRef = builder.objectRef<NonNullable<BuyerDetail['personInCharge']>>('AssignedPersonInCharge').implement({
  fields: (t) => ({ id: t.exposeID('id'), uuid: t.exposeString('uuid'), name: t.exposeString('name') }),
});

const ActivityRef = builder.objectRef<BuyerDetail['activity']>('UserActivityCounts').implement({
  fields: (t) => ({
    favorites: t.exposeInt('favorites'),
    histories: t.exposeInt('histories'),
    inquiries: t.exposeInt('inquiries'),
    specialRequests: t.exposeInt('specialRequests'),
    distributorRequests: t.exposeInt('distributorRequests'),
  }),
});

const UserSummaryRef = builder.objectRef<BuyerRow>('UserSummaryByAdmin').implement({
  description: 'A buyer in the back office’s list.',
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    name: t.exposeString('name'),
    countryName: t.exposeString('country', { nullable: true }),
    dealerRank: t.exposeString('dealerRank', { nullable: true }),
    personInChargeName: t.exposeString('personInCharge', { nullable: true }),
    isDistributors: t.exposeBoolean('isDistributor'),
    emailVerified: t.exposeBoolean('emailVerified'),
    enabled: t.boolean({ resolve: (u) => !u.banned }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const UsersByAdminPageRef = builder.objectRef<{ rows: BuyerRow[]; totalCount: number; page: number; pageCount: number }>('UsersByAdminPage').implement({
  fields: (t) => ({
    users: t.field({ type: [UserSummaryRef], resolve: (p) => p.rows }),
    totalCount: t.exposeInt('totalCount'),
    page: t.exposeInt('page'),
    pageCount: t.exposeInt('pageCount'),
  }),
});

const UserDetailRef = builder.objectRef<BuyerDetail>('UserByAdmin').implement({
  description: 'One buyer as staff see them.',
  fields: (t) => ({
    id: t.id({ resolve: (d) => d.account.id }),
    email: t.string({ resolve: (d) => d.account.email }),
    name: t.exposeString('name'),
    emailVerified: t.boolean({ resolve: (d) => d.account.emailVerified }),
    enabled: t.boolean({ resolve: (d) => !d.banned }),
    language: t.string({ resolve: (d) => d.account.language }),
    dealerRank: t.string({ nullable: true, resolve: (d) => d.account.dealerRank }),
    isDistributors: t.boolean({ resolve: (d) => d.account.isDistributor }),
    personInCharge: t.field({ type: AssignedPersonRef, nullable: true, resolve: (d) => d.personInCharge }),
    contactInfo: t.field({ type: ContactInfoRef, resolve: (d) => d.account.contactInfo }),
    activity: t.field({ type: ActivityRef, resolve: (d) => d.activity }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const UsersByAdminInput = builder.inputType('UsersByAdminInput', {
  fields: (t) => ({
    keyword: t.string({ description: 'Part of the e-mail or the name.' }),
    distributorsOnly: t.boolean(),
    dealerRank: t.string(),
    page: t.int({ description: 'From 1; 50 buyers a page.' }),
  }),
});

const UpdateUserInfoByAdminInput = builder.inputType('UpdateUserInfoByAdminInput', {
  fields: (t) => ({
    title: t.string(),
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    telephone: t.string({ required: true }),
    mobile: t.string(),
    fax: t.string(),
    countryName: t.string({ required: true }),
    city: t.string(),
    address: t.string(),
    state: t.string(),
    language: t.string(),
    dealerRank: t.string({ description: 'Bronze, Silver, Gold or Platinum; null or empty for none.' }),
    personInChargeUuid: t.string({ description: 'A person in charge; null or empty for none.' }),
  }),
});

const UpdateUserAuthInput = builder.inputType('UpdateUserAuthInput', {
  fields: (t) => ({
    enabled: t.boolean({ description: 'False disables the account and ends its sessions.' }),
    isDistributors: t.boolean({ description: 'In or out of the Distributors group.' }),
  }),
});

const withoutNulls = <T extends object>(input: T) => Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null)) as { [K in keyof T]: Exclude<T[K], null> };

builder.queryFields((t) => ({
  usersByAdmin: t.field({
    type: UsersByAdminPageRef,
    errors: { types: [NotAuthenticatedError, AuthenticationError, InvalidInputError], union: { name: 'UsersByAdminResult' } },
    args: { input: t.arg({ type: UsersByAdminInput }) },
    resolve: (_root, { input }, ctx) => unwrap(usersByAdmin(ctx, { keyword: input?.keyword, distributorsOnly: input?.distributorsOnly, dealerRank: input?.dealerRank }, { page: input?.page })),
  }),
  userByAdmin: t.field({
    type: UserDetailRef,
    errors: { types: [NotAuthenticatedError, AuthenticationError, NotFoundError], union: { name: 'UserByAdminResult' } },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => unwrap(userByAdmin(ctx, String(id))),
  }),
}));

builder.mutationFields((t) => ({
  updateUserInfoByAdmin: t.field({
    type: UserDetailRef,
    errors: { types: [NotAuthenticatedError, AuthenticationError, NotFoundError, InvalidInputError], union: { name: 'UpdateUserInfoByAdminResult' } },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: UpdateUserInfoByAdminInput, required: true }) },
    resolve: (_root, { id, input }, ctx) => unwrap(updateUserInfoByAdmin(ctx, String(id), { ...withoutNulls(input), dealerRank: input.dealerRank, personInChargeUuid: input.personInChargeUuid } as never)),
  }),
  updateUserAuth: t.field({
    type: UserDetailRef,
    errors: { types: [NotAuthenticatedError, AuthenticationError, NotFoundError], union: { name: 'UpdateUserAuthResult' } },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: UpdateUserAuthInput, required: true }) },
    resolve: (_root, { id, input }, ctx) => unwrap(updateUserAuth(ctx, String(id), input)),
  }),
}));
