// The signed-in user's own account: read it, change contact info, consignee, default port and e-mail.
// Every call acts on ctx.viewer only (no user id is ever taken from the input), and answers
// NotAuthenticatedError when nobody is signed in.
import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { countryPorts, ports } from '#db/schema/geography.ts';
import { userProfiles, users } from '#db/schema/identity.ts';
import type { RequestContext } from '../context.ts';
import { type BaseError, EmailFieldLimitExceeded, InvalidInputError, NotAuthenticatedError } from '../errors.ts';
import { findCountry, loadDestinations } from '../trade/destinations.ts';
import { keyedIssue, toKeyedIssues } from './input-texts.ts';
import { consigneeInputSchema, emailInputSchema, userInfoInputSchema, type ConsigneeInput, type UserInfoInput } from './account.inputs.ts';

export interface Account {
  id: string;
  email: string;
  emailVerified: boolean;
  /** Whether sign-in asks for an authenticator-app code too. */
  twoFactorEnabled: boolean;
  language: string;
  dealerRank: string | null;
  isDistributor: boolean;
  port: { id: number; uuid: string; name: string; countryName: string } | null;
  contactInfo: {
    title: string | null;
    firstName: string | null;
    lastName: string | null;
    email: string;
    telephone: string | null;
    mobile: string | null;
    fax: string | null;
    country: { id: number; name: string } | null;
    city: string | null;
    address: string | null;
    state: string | null;
  };
  consignee: { name: string | null; address: string | null; telephone: string | null; country: { id: number; name: string } | null };
}

export async function currentAccount(ctx: RequestContext): Promise<Account | NotAuthenticatedError> {
  if (!ctx.viewer) return new NotAuthenticatedError();
  return (await accountOf(ctx, ctx.viewer.userId, ctx.viewer.groups)) ?? new NotAuthenticatedError();
}

/** One account as its owner sees it (and staff in the back office); null when there is none. */
export async function accountOf(ctx: RequestContext, userId: string, groups: string[]): Promise<Account | null> {
  const [row] = await ctx.db
    .select({ user: users, profile: userProfiles })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  const destinations = await loadDestinations(ctx);
  const p = row.profile;
  const countryRef = (id: number | null | undefined) => {
    const c = id ? destinations.countries.find((x) => x.id === id) : undefined;
    return c ? { id: c.id, name: c.name } : null;
  };
  const port = p?.portId ? destinations.ports.get(p.portId) : undefined;
  return {
    id: row.user.id,
    email: row.user.email,
    emailVerified: row.user.emailVerified,
    twoFactorEnabled: row.user.twoFactorEnabled ?? false,
    language: p?.language ?? 'en',
    dealerRank: p?.dealerRank ?? null,
    isDistributor: groups.includes('Distributors'),
    port: port ? { id: port.id, uuid: port.uuid, name: port.name, countryName: countryRef(port.countryId)?.name ?? '' } : null,
    contactInfo: {
      title: p?.title ?? null,
      firstName: p?.firstName ?? null,
      lastName: p?.lastName ?? null,
      email: row.user.email,
      telephone: p?.telephone ?? null,
      mobile: p?.mobile ?? null,
      fax: p?.fax ?? null,
      country: countryRef(p?.countryId),
      city: p?.city ?? null,
      address: p?.address ?? null,
      state: p?.state ?? null,
    },
    consignee: { name: p?.consigneeName ?? null, address: p?.consigneeAddress ?? null, telephone: p?.consigneeTelephone ?? null, country: countryRef(p?.consigneeCountryId) },
  };
}

/** Writes the viewer's profile row (creating it for accounts made outside the sign-up page). */
/** Writes profile values (and the user's name with them); staff pass a transaction as `ctx.db`. */
export async function saveProfile(ctx: RequestContext, userId: string, values: Partial<typeof userProfiles.$inferInsert>) {
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(userProfiles)
      .values({ userId, ...values, updatedAt: ctx.now })
      .onConflictDoUpdate({ target: userProfiles.userId, set: { ...values, updatedAt: ctx.now } });
    if (values.firstName && values.lastName) await tx.update(users).set({ name: `${values.firstName} ${values.lastName}`, updatedAt: ctx.now }).where(eq(users.id, userId));
  });
}

export async function updateUserInfo(ctx: RequestContext, raw: UserInfoInput): Promise<Account | InvalidInputError | NotAuthenticatedError> {
  if (!ctx.viewer) return new NotAuthenticatedError();
  const invalid = await saveUserInfo(ctx, ctx.viewer.userId, raw);
  return invalid ?? currentAccount(ctx);
}

/** Checks contact info as the account form has it: the profile's values to save, or the fields' messages. */
export async function checkUserInfo(ctx: RequestContext, raw: UserInfoInput): Promise<Partial<typeof userProfiles.$inferInsert> | InvalidInputError> {
  const parsed = userInfoInputSchema.safeParse(raw);
  if (!parsed.success) return new InvalidInputError(toKeyedIssues(parsed.error));
  const { countryName, ...input } = parsed.data;
  const country = findCountry(await loadDestinations(ctx), countryName);
  if (!country) return new InvalidInputError([keyedIssue('countryName', 'input-choose-country')]);
  return { ...input, title: input.title ?? null, countryId: country.id };
}

/** Checks and saves one account's contact info; the input error, or null once saved. */
export async function saveUserInfo(ctx: RequestContext, userId: string, raw: UserInfoInput): Promise<InvalidInputError | null> {
  const values = await checkUserInfo(ctx, raw);
  if (values instanceof InvalidInputError) return values;
  await saveProfile(ctx, userId, values);
  return null;
}

export async function updateConsigneeDetails(ctx: RequestContext, raw: ConsigneeInput): Promise<Account | InvalidInputError | NotAuthenticatedError> {
  if (!ctx.viewer) return new NotAuthenticatedError();
  const parsed = consigneeInputSchema.safeParse(raw);
  if (!parsed.success) return new InvalidInputError(toKeyedIssues(parsed.error));
  const country = findCountry(await loadDestinations(ctx), parsed.data.countryName);
  if (!country) return new InvalidInputError([keyedIssue('countryName', 'input-choose-consignee-country')]);
  await saveProfile(ctx, ctx.viewer.userId, {
    consigneeName: parsed.data.consigneeName,
    consigneeAddress: parsed.data.consigneeAddress,
    consigneeTelephone: parsed.data.consigneeTelephone,
    consigneeCountryId: country.id,
  });
  return currentAccount(ctx);
}

/** The default destination port: any port a country ships to (spec 000 §5: it needs a port uuid). */
export async function updateUserDefaultPort(ctx: RequestContext, portUuid: string | null | undefined): Promise<Account | InvalidInputError | NotAuthenticatedError> {
  if (!ctx.viewer) return new NotAuthenticatedError();
  if (!portUuid?.trim()) return new InvalidInputError([keyedIssue('portUuid', 'input-choose-port')]);
  const [port] = /^[0-9a-f-]{36}$/i.test(portUuid)
    ? await ctx.db.select({ id: ports.id }).from(ports).innerJoin(countryPorts, eq(countryPorts.portId, ports.id)).where(eq(ports.uuid, portUuid)).limit(1)
    : [];
  if (!port) return new InvalidInputError([keyedIssue('portUuid', 'input-choose-shipping-port')]);
  await saveProfile(ctx, ctx.viewer.userId, { portId: port.id });
  return currentAccount(ctx);
}

/** Step one of an e-mail change: a link to the new address, a notice to the old one. */
export async function updateUserEmailAddress(
  ctx: RequestContext,
  newEmail: string,
  callbackPath: string,
): Promise<{ success: boolean } | InvalidInputError | NotAuthenticatedError | EmailFieldLimitExceeded> {
  if (!ctx.viewer || !ctx.identity) return new NotAuthenticatedError();
  if (newEmail.trim().length > 254) return new EmailFieldLimitExceeded('Email must be at most 254 characters');
  const parsed = emailInputSchema.safeParse(newEmail);
  if (!parsed.success) return new InvalidInputError(toKeyedIssues({ issues: parsed.error.issues.map((issue) => ({ ...issue, path: ['email'] })) }));
  if (parsed.data.toLowerCase() === ctx.viewer.email.toLowerCase()) return new InvalidInputError([keyedIssue('email', 'account-email-same')]);
  try {
    await ctx.identity.auth.api.changeEmail({ body: { newEmail: parsed.data, callbackURL: callbackPath }, headers: ctx.identity.headers });
    return { success: true };
  } catch (error) {
    if (error instanceof APIError) return new InvalidInputError([/exist/i.test(error.message) ? keyedIssue('email', 'account-email-taken') : { fieldname: 'email', message: error.message }]);
    throw error;
  }
}

/**
 * Step two: the token from the link confirms the new address, for the signed-in user it was sent for
 * only: another user's token (even a good one) is refused like a bad one.
 */
export async function verifyUserEmailAddress(ctx: RequestContext, token: string): Promise<{ id: string; email: string } | BaseError> {
  if (!ctx.viewer || !ctx.identity) return new NotAuthenticatedError();
  const invalid = new InvalidInputError([keyedIssue('token', 'account-link-invalid')]);
  // The link's token (a JWT signed by better-auth) names the user and the address; better-auth checks
  // its signature below, and refuses it too when the session is another user's.
  const claims = (() => {
    try {
      return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { userId?: string; updateTo?: string; email?: string };
    } catch {
      return null;
    }
  })();
  if (!claims || claims.userId !== ctx.viewer.userId) return invalid;
  try {
    await ctx.identity.auth.api.verifyEmail({ query: { token }, headers: ctx.identity.headers });
  } catch (error) {
    if (error instanceof APIError) return invalid;
    throw error;
  }
  const address = claims.updateTo ?? claims.email ?? '';
  const [user] = await ctx.db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, ctx.viewer.userId));
  return user && user.email === address.toLowerCase() ? user : invalid;
}
