// The account calls (spec 000 §7): signUp, user, updateUserInfo, updateUserDefaultPort, consignee
// details, updateUserEmailAddress and verifyUserEmailAddress. Each acts on the signed-in user only.
import {
  currentAccount,
  updateConsigneeDetails,
  updateUserDefaultPort,
  updateUserEmailAddress,
  updateUserInfo,
  verifyUserEmailAddress,
  type Account,
} from '#domain/identity/account.service.ts';
import { signUp, type SignedUp } from '#domain/identity/sign-up.service.ts';
import { EmailFieldLimitExceeded, InvalidInputError, NotAuthenticatedError } from '#domain/errors.ts';
import { CONTACT_TITLES } from '#db/schema/enum-values.ts';
import { builder } from '../builder.ts';
import { unwrap } from '../errors.ts';

const ContactTitleEnum = builder.enumType('ContactTitle', { values: CONTACT_TITLES });

const CountryRefLite = builder.objectRef<{ id: number; name: string }>('CountryName').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

export const ContactInfoRef = builder.objectRef<Account['contactInfo']>('ContactInfo').implement({
  fields: (t) => ({
    title: t.string({ nullable: true, resolve: (c) => c.title }),
    firstName: t.exposeString('firstName', { nullable: true }),
    lastName: t.exposeString('lastName', { nullable: true }),
    email: t.exposeString('email'),
    telephone: t.exposeString('telephone', { nullable: true }),
    mobile: t.exposeString('mobile', { nullable: true }),
    fax: t.exposeString('fax', { nullable: true }),
    country: t.field({ type: CountryRefLite, nullable: true, resolve: (c) => c.country }),
    city: t.exposeString('city', { nullable: true }),
    address: t.exposeString('address', { nullable: true }),
    state: t.exposeString('state', { nullable: true }),
  }),
});

const ConsigneeRef = builder.objectRef<Account['consignee']>('ConsigneeDetails').implement({
  fields: (t) => ({
    name: t.exposeString('name', { nullable: true }),
    address: t.exposeString('address', { nullable: true }),
    telephone: t.exposeString('telephone', { nullable: true }),
    country: t.field({ type: CountryRefLite, nullable: true, resolve: (c) => c.country }),
  }),
});

const UserPortRef = builder.objectRef<NonNullable<Account['port']>>('UserPort').implement({
  fields: (t) => ({ id: t.exposeID('id'), uuid: t.exposeString('uuid'), name: t.exposeString('name'), countryName: t.exposeString('countryName') }),
});

export const UserRef = builder.objectRef<Account>('User').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    emailVerified: t.exposeBoolean('emailVerified'),
    language: t.exposeString('language'),
    dealerRank: t.exposeString('dealerRank', { nullable: true }),
    isDistributors: t.exposeBoolean('isDistributor'),
    port: t.field({ type: UserPortRef, nullable: true, resolve: (u) => u.port }),
    contactInfo: t.field({ type: ContactInfoRef, resolve: (u) => u.contactInfo }),
    consigneeDetails: t.field({ type: ConsigneeRef, resolve: (u) => u.consignee }),
  }),
});

const SignUpPayload = builder.objectRef<SignedUp>('SignUpPayload').implement({
  fields: (t) => ({ userId: t.exposeID('userId'), email: t.exposeString('email') }),
});
const SuccessPayload = builder.objectRef<{ success: boolean }>('UpdateUserEmailPayload').implement({
  fields: (t) => ({ success: t.exposeBoolean('success') }),
});
const VerifiedEmailPayload = builder.objectRef<{ id: string; email: string }>('VerifyUserEmailPayload').implement({
  fields: (t) => ({ id: t.exposeID('id'), email: t.exposeString('email') }),
});

const SignUpInput = builder.inputType('SignUpInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    password: t.string({ required: true }),
    title: t.field({ type: ContactTitleEnum, required: true }),
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    telephone: t.string({ required: true }),
    countryName: t.string({ required: true }),
    city: t.string(),
    address: t.string(),
    language: t.string(),
  }),
});

const UserInfoInput = builder.inputType('UpdateUserInfoInput', {
  fields: (t) => ({
    title: t.field({ type: ContactTitleEnum }),
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
  }),
});

export const ConsigneeInput = builder.inputType('UpdateConsigneeDetailsInput', {
  fields: (t) => ({
    consigneeName: t.string({ required: true }),
    consigneeAddress: t.string({ required: true }),
    consigneeTelephone: t.string({ required: true }),
    countryName: t.string({ required: true }),
  }),
});

const UpdateUserEmailAddressInput = builder.inputType('UpdateUserEmailAddressInput', {
  fields: (t) => ({ email: t.string({ required: true, description: 'The new address: the confirmation link goes to it.' }) }),
});

const VerifyUserEmailAddressInput = builder.inputType('VerifyUserEmailAddressInput', {
  fields: (t) => ({ token: t.string({ required: true, description: 'The token of the e-mailed link.' }) }),
});

/**
 * The spec's mutations take one input payload (000 §7); these two took a bare argument before, which
 * still works. Exactly one of the two ways is taken, or the call is refused naming the field.
 */
function inputOrBare(fieldname: string, fromInput: string | null | undefined, bare: string | null | undefined): string | InvalidInputError {
  if (fromInput != null && bare != null) return new InvalidInputError([{ fieldname, message: `Give ${fieldname} once, as input.${fieldname}: the bare ${fieldname} argument is deprecated.` }]);
  return fromInput ?? bare ?? new InvalidInputError([{ fieldname, message: `input.${fieldname} is required.` }]);
}

const withoutNulls = <T extends object>(input: T) => Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null)) as { [K in keyof T]: Exclude<T[K], null> };

builder.queryFields((t) => ({
  user: t.field({
    type: UserRef,
    errors: { types: [NotAuthenticatedError], union: { name: 'UserResult' } },
    description: 'The signed-in user: the session cookie, or `Authorization: Bearer` with a session token, an id token or an access token (docs/api-clients.md).',
    resolve: (_root, _args, ctx) => unwrap(currentAccount(ctx)),
  }),
}));

builder.mutationFields((t) => ({
  signUp: t.field({
    type: SignUpPayload,
    errors: { types: [InvalidInputError], union: { name: 'SignUpResult' } },
    description: 'Creates an account and e-mails the confirmation link; the account can sign in once confirmed.',
    args: { input: t.arg({ type: SignUpInput, required: true }) },
    resolve: (_root, args, ctx) => {
      if (!ctx.identity) throw new Error('Identity is not configured.');
      const language = args.input.language ?? ctx.language;
      return unwrap(signUp(ctx, ctx.identity.auth, { ...withoutNulls(args.input), language: language as never }, `/${language}/user/signin?verified=1`));
    },
  }),
  updateUserInfo: t.field({
    type: UserRef,
    errors: { types: [InvalidInputError, NotAuthenticatedError], union: { name: 'UpdateUserInfoResult' } },
    args: { input: t.arg({ type: UserInfoInput, required: true }) },
    resolve: (_root, args, ctx) => unwrap(updateUserInfo(ctx, withoutNulls(args.input) as never)),
  }),
  updateConsigneeDetails: t.field({
    type: UserRef,
    errors: { types: [InvalidInputError, NotAuthenticatedError], union: { name: 'UpdateConsigneeDetailsResult' } },
    args: { input: t.arg({ type: ConsigneeInput, required: true }) },
    resolve: (_root, args, ctx) => unwrap(updateConsigneeDetails(ctx, args.input)),
  }),
  updateUserDefaultPort: t.field({
    type: UserRef,
    errors: { types: [InvalidInputError, NotAuthenticatedError], union: { name: 'UpdateUserDefaultPortResult' } },
    args: { portUuid: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => unwrap(updateUserDefaultPort(ctx, args.portUuid)),
  }),
  updateUserEmailAddress: t.field({
    type: SuccessPayload,
    errors: { types: [InvalidInputError, NotAuthenticatedError, EmailFieldLimitExceeded], union: { name: 'UpdateUserEmailResult' } },
    description: 'Step one of an e-mail change: sends a confirmation link to the new address and tells the old one.',
    args: {
      input: t.arg({ type: UpdateUserEmailAddressInput, description: 'Required unless the deprecated `email` is given.' }),
      email: t.arg.string({ deprecationReason: 'Use input.email.' }),
    },
    resolve: async (_root, args, ctx) => {
      const email = inputOrBare('email', args.input?.email, args.email);
      if (email instanceof InvalidInputError) throw email;
      return unwrap(updateUserEmailAddress(ctx, email, `/${ctx.language}/user/account-details?emailChanged=1`));
    },
  }),
  verifyUserEmailAddress: t.field({
    type: VerifiedEmailPayload,
    errors: { types: [InvalidInputError, NotAuthenticatedError], union: { name: 'VerifyUserEmailResult' } },
    description: 'Step two: the token from the e-mailed link confirms the new address, for the signed-in user it was sent to only.',
    args: {
      input: t.arg({ type: VerifyUserEmailAddressInput, description: 'Required unless the deprecated `token` is given.' }),
      token: t.arg.string({ deprecationReason: 'Use input.token.' }),
    },
    resolve: async (_root, args, ctx) => {
      const token = inputOrBare('token', args.input?.token, args.token);
      if (token instanceof InvalidInputError) throw token;
      return unwrap(verifyUserEmailAddress(ctx, token));
    },
  }),
}));
