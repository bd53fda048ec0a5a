// Buyers as the sales team manages them (spec 001 §7 usersByAdmin, userByAdmin, updateUserInfoByAdmin,
// updateUserAuth): find them, read one with what they did, edit their contact info, dealer rank and person
// in charge, put them in or out of Distributors, disable or enable the account, resend the confirmation.
// Every write is one transaction with its audit entry (ADR 017).
import { and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { personsInCharge } from '#db/schema/content.ts';
import { countries } from '#db/schema/geography.ts';
import { sessions, userGroups, userProfiles, users } from '#db/schema/identity.ts';
import { accountOf, checkUserInfo, saveProfile, type Account } from '../identity/account.service.ts';
import type { UserInfoInput } from '../identity/account.inputs.ts';
import type { IdentityProvider } from '../identity/identity-provider.ts';
import type { RequestContext } from '../context.ts';
import { InvalidInputError, NotFoundError, type AuthenticationError, type NotAuthenticatedError } from '../errors.ts';
import { containsPattern, isLookupKey } from '../text-input.ts';
import { isUuid } from '../uuid.ts';
import { recordAudit, staffCheck } from './audit.ts';
import { STAFF_ROLE_NAMES } from './roles.ts';

/** Dealer ranks, lowest first (the spec leaves their values open). */
export const DEALER_RANKS = ['Bronze', 'Silver', 'Gold', 'Platinum'] as const;
export const DISTRIBUTORS = 'Distributors';
export const BUYERS_PAGE = 50;

type Refusal = NotAuthenticatedError | AuthenticationError;

export interface BuyerRow {
  id: string;
  email: string;
  name: string;
  country: string | null;
  dealerRank: string | null;
  personInCharge: string | null;
  isDistributor: boolean;
  emailVerified: boolean;
  banned: boolean;
  createdAt: Date;
}

export interface BuyerFilter {
  /** Part of the e-mail or name. */
  keyword?: string | null;
  distributorsOnly?: boolean | null;
  dealerRank?: string | null;
}

/** Buyers (not staff), newest first, by offset pages: a few thousand accounts, searched by words. */
export async function usersByAdmin(
  ctx: RequestContext,
  filter: BuyerFilter,
  paging: { page?: number | null } = {},
): Promise<{ rows: BuyerRow[]; totalCount: number; page: number; pageCount: number } | Refusal | InvalidInputError> {
  const refused = staffCheck(ctx.viewer, { customer: ['list'] });
  if (refused) return refused;
  const page = paging.page ?? 1;
  if (!Number.isInteger(page) || page < 1) return new InvalidInputError([{ fieldname: 'page', message: 'Pages start at 1.' }]);
  const where: SQL[] = [sql`${users.role} not in (${sql.join(STAFF_ROLE_NAMES.map((r) => sql`${r}`), sql`, `)})`];
  const like = containsPattern(filter.keyword);
  if (like) where.push(or(ilike(users.email, like), ilike(users.name, like))!);
  const distributor = sql`exists (select 1 from ${userGroups} where ${userGroups.userId} = ${users.id} and ${userGroups.groupName} = ${DISTRIBUTORS})`;
  if (filter.distributorsOnly) where.push(distributor);
  if (filter.dealerRank) where.push(isLookupKey(filter.dealerRank) ? eq(userProfiles.dealerRank, filter.dealerRank) : sql`false`);
  const condition = and(...where);
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        country: countries.name,
        dealerRank: userProfiles.dealerRank,
        personInCharge: personsInCharge.name,
        isDistributor: sql<boolean>`${distributor}`,
        emailVerified: users.emailVerified,
        banned: sql<boolean>`coalesce(${users.banned}, false)`,
        createdAt: users.createdAt,
      })
      .from(users)
      .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
      .leftJoin(countries, eq(countries.id, userProfiles.countryId))
      .leftJoin(personsInCharge, eq(personsInCharge.id, userProfiles.personInChargeId))
      .where(condition)
      .orderBy(sql`${users.createdAt} desc`, sql`${users.id} desc`)
      .limit(BUYERS_PAGE)
      .offset((page - 1) * BUYERS_PAGE),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
      .where(condition),
  ]);
  const totalCount = Number(count!.n);
  return { rows, totalCount, page, pageCount: Math.max(1, Math.ceil(totalCount / BUYERS_PAGE)) };
}

export interface BuyerDetail {
  account: Account;
  name: string;
  banned: boolean;
  createdAt: Date;
  personInCharge: { id: number; uuid: string; name: string } | null;
  /** What the buyer did: favourites, vehicles viewed, inquiries and requests sent. */
  activity: { favorites: number; histories: number; inquiries: number; specialRequests: number; distributorRequests: number };
}

async function groupsOf(ctx: RequestContext, userId: string): Promise<string[]> {
  return (await ctx.db.select({ name: userGroups.groupName }).from(userGroups).where(eq(userGroups.userId, userId))).map((g) => g.name);
}

/** One buyer as staff see them; staff accounts are not buyers and are not found here. */
export async function userByAdmin(ctx: RequestContext, userId: string): Promise<BuyerDetail | Refusal | NotFoundError> {
  const refused = staffCheck(ctx.viewer, { customer: ['list'] });
  if (refused) return refused;
  if (!isLookupKey(userId)) return new NotFoundError('No buyer has this id.');
  const [row] = await ctx.db
    .select({
      name: users.name,
      role: users.role,
      banned: sql<boolean>`coalesce(${users.banned}, false)`,
      createdAt: users.createdAt,
      pic: { id: personsInCharge.id, uuid: personsInCharge.uuid, name: personsInCharge.name },
      favorites: sql<number>`(select count(*)::int from favorites x where x.user_id = "user".id)`,
      histories: sql<number>`(select count(*)::int from user_histories x where x.user_id = "user".id)`,
      inquiries: sql<number>`(select count(*)::int from vehicle_inquiries x where x.user_id = "user".id) + (select count(*)::int from inquiries x where x.user_id = "user".id)`,
      specialRequests: sql<number>`(select count(*)::int from user_special_requests x where x.user_id = "user".id)`,
      distributorRequests: sql<number>`(select count(*)::int from user_distributor_requests x where x.user_id = "user".id)`,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .leftJoin(personsInCharge, eq(personsInCharge.id, userProfiles.personInChargeId))
    .where(eq(users.id, userId));
  if (!row || (STAFF_ROLE_NAMES as string[]).includes(row.role)) return new NotFoundError(`No buyer has the id ${userId}.`);
  const account = (await accountOf(ctx, userId, await groupsOf(ctx, userId)))!;
  const { favorites, histories, inquiries, specialRequests, distributorRequests } = row;
  return {
    account,
    name: row.name,
    banned: row.banned,
    createdAt: row.createdAt,
    personInCharge: row.pic?.id ? row.pic : null,
    activity: { favorites, histories, inquiries, specialRequests, distributorRequests },
  };
}

export type UserInfoByAdminInput = UserInfoInput & { dealerRank?: string | null; personInChargeUuid?: string | null };

/** What an edit changes, as the audit log keeps it. */
const auditView = (d: BuyerDetail) => ({ ...d.account.contactInfo, country: d.account.contactInfo.country?.name ?? null, language: d.account.language, dealerRank: d.account.dealerRank, personInCharge: d.personInCharge?.name ?? null });

/** Staff edit a buyer's contact info (the same checks as the buyer's own form), dealer rank and person in charge. */
export async function updateUserInfoByAdmin(ctx: RequestContext, userId: string, raw: UserInfoByAdminInput): Promise<BuyerDetail | Refusal | NotFoundError | InvalidInputError> {
  const refused = staffCheck(ctx.viewer, { customer: ['update'] });
  if (refused) return refused;
  const before = await userByAdmin(ctx, userId);
  if (before instanceof Error) return before;
  const issues: InvalidInputError['issues'] = [];
  const dealerRank = raw.dealerRank?.trim() || null;
  if (dealerRank && !(DEALER_RANKS as readonly string[]).includes(dealerRank)) issues.push({ fieldname: 'dealerRank', message: `Choose a dealer rank: ${DEALER_RANKS.join(', ')}, or none.` });
  let personInChargeId: number | null = null;
  if (raw.personInChargeUuid) {
    const [pic] = isUuid(raw.personInChargeUuid) ? await ctx.db.select({ id: personsInCharge.id }).from(personsInCharge).where(eq(personsInCharge.uuid, raw.personInChargeUuid)) : [];
    if (pic) personInChargeId = pic.id;
    else issues.push({ fieldname: 'personInChargeUuid', message: 'Choose a person in charge from the list, or none.' });
  }
  const { dealerRank: _rank, personInChargeUuid: _pic, ...info } = raw;
  const values = await checkUserInfo(ctx, info);
  if (values instanceof InvalidInputError || issues.length) return new InvalidInputError([...(values instanceof InvalidInputError ? values.issues : []), ...issues]);
  return ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    await saveProfile(txCtx, userId, { ...values, dealerRank, personInChargeId });
    const after = (await userByAdmin(txCtx, userId)) as BuyerDetail;
    await recordAudit(tx, ctx.viewer!, { action: 'user.update', entity: 'user', entityId: userId, before: auditView(before), after: auditView(after) }, ctx.now);
    return after;
  });
}

export interface UserAuthInput {
  /** False disables the account: it cannot sign in, and its sessions end now. */
  enabled?: boolean | null;
  /** In or out of the Distributors group (001 §6), which sees the distributor price. */
  isDistributors?: boolean | null;
}

/** Staff change what an account may do: sign in at all, and the Distributors group. */
export async function updateUserAuth(ctx: RequestContext, userId: string, input: UserAuthInput): Promise<BuyerDetail | Refusal | NotFoundError> {
  const wants: ('disable' | 'distributor')[] = [];
  if (input.enabled != null) wants.push('disable');
  if (input.isDistributors != null) wants.push('distributor');
  const refused = staffCheck(ctx.viewer, { customer: wants.length ? wants : ['update'] });
  if (refused) return refused;
  const before = await userByAdmin(ctx, userId);
  if (before instanceof Error) return before;
  return ctx.db.transaction(async (tx) => {
    if (input.enabled != null) {
      await tx
        .update(users)
        .set({ banned: !input.enabled, banReason: input.enabled ? null : `Disabled by ${ctx.viewer!.email}`, updatedAt: ctx.now })
        .where(eq(users.id, userId));
      if (!input.enabled) await tx.delete(sessions).where(eq(sessions.userId, userId));
    }
    if (input.isDistributors === true) await tx.insert(userGroups).values({ userId, groupName: DISTRIBUTORS }).onConflictDoNothing();
    if (input.isDistributors === false) await tx.delete(userGroups).where(and(eq(userGroups.userId, userId), inArray(userGroups.groupName, [DISTRIBUTORS])));
    const after = (await userByAdmin({ ...ctx, db: tx }, userId)) as BuyerDetail;
    const view = (d: BuyerDetail) => ({ enabled: !d.banned, isDistributors: d.account.isDistributor });
    await recordAudit(tx, ctx.viewer!, { action: 'user.auth', entity: 'user', entityId: userId, before: view(before), after: view(after) }, ctx.now);
    return after;
  });
}

/** Sends a buyer who has not confirmed their address a new confirmation link, in their language. */
export async function resendConfirmation(ctx: RequestContext, auth: IdentityProvider, userId: string): Promise<{ email: string } | Refusal | NotFoundError | InvalidInputError> {
  const refused = staffCheck(ctx.viewer, { customer: ['update'] });
  if (refused) return refused;
  const buyer = await userByAdmin(ctx, userId);
  if (buyer instanceof Error) return buyer;
  if (buyer.account.emailVerified) return new InvalidInputError([{ fieldname: 'email', message: 'This address is already confirmed.' }]);
  await auth.api.sendVerificationEmail({ body: { email: buyer.account.email, callbackURL: `/${buyer.account.language}/user?verified=1` } });
  await recordAudit(ctx.db, ctx.viewer!, { action: 'user.resend-confirmation', entity: 'user', entityId: userId, after: { email: buyer.account.email } }, ctx.now);
  return { email: buyer.account.email };
}
