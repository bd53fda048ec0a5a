// Identity with better-auth (ARCHITECTURE.md): e-mail and password, e-mail verification and change,
// password reset, bearer tokens for API clients (the session token, and the id and access tokens of
// ./api-tokens.ts), an optional authenticator-app second factor, and rate-limited sign-in. Sessions are
// an httpOnly SameSite=Lax cookie, Secure outside local development.
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { admin } from 'better-auth/plugins/admin';
import { bearer } from 'better-auth/plugins/bearer';
import { jwt } from 'better-auth/plugins/jwt';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { and, eq, gt, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { appMeta } from '#db/schema/inquiries.ts';
import type { Database } from '#db/client.ts';
import { databaseUnavailableSeen, isDatabaseUnavailable } from '#db/database-unavailable.ts';
import { accounts, jwks, rateLimits, sessions, twoFactors, userGroups, userProfiles, users, verifications } from '#db/schema/identity.ts';
import { isLanguage, LANGUAGES, type Language, type Viewer } from '#domain/context.ts';
import { accountEmail, type AccountEmailKind } from '#domain/identity/emails.ts';
import { ac, AUTH_ROLES, staffRolesOf } from '#domain/staff/roles.ts';
import { passwordCheck } from '#domain/identity/password-policy.ts';
import {
  ACCOUNT_LOCKED_CODE,
  ADDRESS_LOCKED_CODE,
  ALREADY_SIGNED_IN_CODE,
  countedText,
  EMAIL_LIMITED_CODE,
  lockedMessage,
  lockMinutesLeft,
  storedText,
  type LockCode,
} from '#domain/identity/sign-in-lock.ts';
import { pendingAuthenticatorSetup } from './authenticator-setup.ts';
import { apiTokenJwtOptions, apiTokens, looksLikeJwt, passedSecondStep, verifyApiToken } from './api-tokens.ts';
import type { SendMail } from '#domain/mail.ts';
import { queueWhenAway } from './mailer.ts';
import { hashPassword, SCRYPT_PARAMETERS, verifyPassword } from './password-hash.ts';
import type { SessionCache } from './session-cache.ts';
import {
  checkSetupCode,
  SECOND_STEP_REQUIRED_CODE,
  SECOND_STEP_REQUIRED_MESSAGE,
  SETUP_CODE_FIELD,
  SETUP_CODE_INVALID_CODE,
  SETUP_CODE_INVALID_MESSAGE,
  spendSetupCode,
  staffSecondStep,
} from './staff-second-step.ts';

/**
 * One sign-in attempt as the log has it: the password step (`sign-in`) or the authenticator-app step
 * (`sign-in-second-factor`), who for, and how it ended; `reason` names a refusal before any password
 * was checked (ACCOUNT_LOCKED, ADDRESS_LOCKED, ALREADY_SIGNED_IN). Never the password or the code.
 */
export interface SignInLogEntry {
  event: 'sign-in' | 'sign-in-second-factor';
  email: string;
  ok: boolean;
  status?: number;
  reason?: string;
}

export interface AuthOptions {
  db: Database;
  /** Where sign-in attempts are logged (never with the password). */
  log?: (entry: SignInLogEntry) => void;
  secret: string;
  siteUrl: string;
  sendMail: SendMail;
  /** Secure cookies: on unless the site is served over plain http (local development). */
  secureCookies: boolean;
  /** scrypt's cost (log2 of N) for new password hashes; OWASP's (17) unless told. */
  passwordHashCost?: number;
}

/**
 * Failed sign-ins per account, whatever the address they come from: from the 5th failure in 15 minutes each attempt is slowed by a second more, from the
 * 10th refused until the 15 minutes since the first have passed. A success clears the count. So a
 * stranger can hold an account for 15 minutes at most, and only by keeping at it. Addresses without an
 * account are counted and refused alike: the answer never tells which have one.
 */
export const ACCOUNT_FAILURE_WINDOW_MS = 15 * 60_000;

/** When failures slow each new attempt by a second more, and when they refuse it, within the window. */
export interface FailureLimits {
  slowFrom: number;
  refuseFrom: number;
}

export const ACCOUNT_FAILURE_LIMITS: FailureLimits = { slowFrom: 5, refuseFrom: 10 };
/**
 * Failed sign-ins from one client address, whatever the accounts tried (credential stuffing): the API's
 * own per-address limit covers /api/auth only, this one the sign-in page too. High enough that an office
 * behind one address is not held up by a few forgetful colleagues.
 */
export const ADDRESS_FAILURE_LIMITS: FailureLimits = { slowFrom: 30, refuseFrom: 50 };

/**
 * Requests that send an e-mail (a password-reset link; a sign-up's confirmation, or the note to an owner
 * that they already have an account), in 15 minutes: per e-mail address written to, so that nobody can
 * flood a stranger's mailbox, and per client address, so that nobody can spray many mailboxes. They count
 * in our hooks, so they hold for the pages (which call auth.api) as for /api/auth.
 */
export const EMAIL_REQUEST_LIMITS = { perEmail: 3, perAddress: 30 } as const;

function failureCounter(db: Database, prefix: string, limits: FailureLimits) {
  const keyOf = (subject: string) => `${prefix}:${subject}`;
  return {
    /**
     * Counts a request and says whether it is over the limit (`refuseFrom` requests in the window pass):
     * counted first, in one statement, so that requests arriving together cannot all slip through.
     */
    async hit(subject: string): Promise<{ refusedForMs: number } | null> {
      const row = await this.fail(subject);
      return row && row.count > limits.refuseFrom ? { refusedForMs: row.lastRequest + ACCOUNT_FAILURE_WINDOW_MS - Date.now() } : null;
    },
    /**
     * Counts an attempt before its password or code is checked, in one statement, and says how long to
     * hold it back or how long the subject stays refused: attempts sent together each see the count the
     * others made, so no more than `refuseFrom` are ever checked. An attempt that turns out not to be a
     * failure is given back (`forgive`), a success clears the account's count.
     */
    async attempt(subject: string): Promise<{ delayMs: number } | { refusedForMs: number }> {
      const row = await this.fail(subject);
      if (row.count > limits.refuseFrom) return { refusedForMs: row.lastRequest + ACCOUNT_FAILURE_WINDOW_MS - Date.now() };
      return { delayMs: row.count > limits.slowFrom ? (row.count - limits.slowFrom) * 1000 : 0 };
    },
    async forgive(subject: string) {
      await db
        .update(rateLimits)
        .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
        .where(eq(rateLimits.key, keyOf(subject)));
    },
    async fail(subject: string) {
      const key = keyOf(subject);
      const now = Date.now();
      // One statement, so that failures arriving together are all counted. lastRequest keeps the
      // window's start: the window does not slide with every new failure.
      const current = sql`${rateLimits.lastRequest} > ${now - ACCOUNT_FAILURE_WINDOW_MS}`;
      const [row] = await db
        .insert(rateLimits)
        .values({ id: key, key, count: 1, lastRequest: now })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: { count: sql`case when ${current} then ${rateLimits.count} + 1 else 1 end`, lastRequest: sql`case when ${current} then ${rateLimits.lastRequest} else ${now} end` },
        })
        .returning({ count: rateLimits.count, lastRequest: rateLimits.lastRequest });
      return row!;
    },
    async clear(subject: string) {
      await db.delete(rateLimits).where(eq(rateLimits.key, keyOf(subject)));
    },
  };
}

/** better-auth's endpoints of the authenticator-app step. */
const SECOND_FACTOR_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code', '/two-factor/verify-otp']);

/**
 * better-auth's endpoints that act for staff on other accounts (the admin plugin's): only with a session
 * that passed the authenticator-app step (ADR 051). Impersonation is switched off altogether.
 */
const isStaffPowerPath = (path: string) => path.startsWith('/admin/');
const IMPERSONATION_PATHS = ['/admin/impersonate-user', '/admin/stop-impersonating'];

/** The step's paths a staff session without the step may use: turning the app on (with the e-mailed code) and confirming it. */
const STAFF_SETUP_PATHS = new Set(['/two-factor/enable', '/two-factor/verify-totp']);

/** E-mailed set-up codes asked for per staff account, in 15 minutes. */
export const SETUP_CODE_REQUEST_LIMIT = 3;

/** How long a sign-in whose password was right waits for its authenticator code (spec 001 §9: 180000 ms). */
export const PARTIAL_SIGN_IN_SECONDS = 180;

export const CLIENT_IP_HEADER = 'x-roro-client-ip';

/** The header the storefront's own calls carry, so a new account's first e-mail is in the page's language. */
export const LANGUAGE_HEADER = 'x-roro-language';

/** The language an API answer is written in: the storefront's header, else the first of Accept-Language we have. */
function answerLanguage(headers: Headers | undefined): Language {
  const asked = headers?.get(LANGUAGE_HEADER);
  if (isLanguage(asked)) return asked;
  const accepted = (headers?.get('accept-language') ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.trim().slice(2) ?? 1);
      return { language: tag.trim().slice(0, 2).toLowerCase(), q: Number.isFinite(q) ? q : 0 };
    })
    .filter((a) => a.q > 0)
    .sort((a, b) => b.q - a.q);
  return (accepted.find((a) => (LANGUAGES as readonly string[]).includes(a.language))?.language as Language | undefined) ?? 'en';
}

async function languageOf(db: Database, userId: string, request?: Request): Promise<Language> {
  const [profile] = await db.select({ language: userProfiles.language }).from(userProfiles).where(eq(userProfiles.userId, userId));
  if (isLanguage(profile?.language)) return profile.language;
  const asked = request?.headers.get(LANGUAGE_HEADER);
  return isLanguage(asked) ? asked : 'en';
}

export function createAuth({ db, secret, siteUrl, sendMail: sendNow, secureCookies, passwordHashCost = SCRYPT_PARAMETERS.ln, log = () => {} }: AuthOptions) {
  // An account's e-mails with the mail server away wait in the jobs: the sign-up or reset goes on (ADR 064).
  // The worker's log says so at each try that fails.
  const sendMail = queueWhenAway(sendNow, db);
  const accountFailures = failureCounter(db, 'sign-in-failures', ACCOUNT_FAILURE_LIMITS);
  const addressFailures = failureCounter(db, 'sign-in-failures-address', ADDRESS_FAILURE_LIMITS);
  // Codes guessed at the authenticator-app step, per account: its six digits would fall to enough tries.
  const secondFactorFailures = failureCounter(db, 'second-factor-failures', ACCOUNT_FAILURE_LIMITS);
  const emailLimits = (kind: string) => ({
    perEmail: failureCounter(db, `${kind}-email`, { slowFrom: Infinity, refuseFrom: EMAIL_REQUEST_LIMITS.perEmail }),
    perAddress: failureCounter(db, `${kind}-address`, { slowFrom: Infinity, refuseFrom: EMAIL_REQUEST_LIMITS.perAddress }),
  });
  const emailRequests = { '/sign-up/email': emailLimits('sign-up-mail'), '/request-password-reset': emailLimits('reset-mail') } as Record<string, ReturnType<typeof emailLimits>>;
  /** The client's address, set by our server from the socket (never a client's header); absent in direct calls. */
  const addressOf = (headers: Headers | undefined) => {
    const address = headers?.get(CLIENT_IP_HEADER);
    return address && address !== 'unknown' ? address : null;
  };
  const jwtOptions = apiTokenJwtOptions(siteUrl);
  const mail = async (kind: AccountEmailKind, to: string, userId: string, values: { url?: string | ((language: Language) => string); newEmail?: string }, request?: Request) => {
    const language = await languageOf(db, userId, request);
    const url = typeof values.url === 'function' ? values.url(language) : values.url;
    await sendMail({ to, ...accountEmail(kind, language, { ...values, url }) });
  };
  type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];
  /** Whether the request comes with a live session: its cookie, a session token, or an id or access token. */
  const signedIn = async (ctx: HookContext): Promise<boolean> => {
    const bearerValue = /^bearer\s+(\S+)\s*$/i.exec(ctx.headers?.get('authorization') ?? '')?.[1];
    if (bearerValue && looksLikeJwt(bearerValue)) return (await verifyApiToken(db, siteUrl, bearerValue)) !== null;
    if (bearerValue) {
      // A session token, bare or signed (`token.signature`): the token itself is the secret.
      const token = (() => {
        try {
          return decodeURIComponent(bearerValue).split('.')[0] ?? '';
        } catch {
          return ''; // Malformed: no session of ours.
        }
      })();
      const found = token ? await ctx.context.internalAdapter.findSession(token) : null;
      if (found && found.session.expiresAt.getTime() > Date.now()) return true;
    }
    if (!ctx.headers?.get('cookie')?.includes(ctx.context.authCookies.sessionToken.name)) return false;
    return (await getSessionFromCtx(ctx, { disableRefresh: true })) !== null;
  };
  /** The e-mail address of the user at the authenticator-app step: signed in, just signed in, or half-way (the two-factor cookie). */
  const secondFactorEmail = async (ctx: HookContext): Promise<string> => {
    const known = ctx.context.newSession?.user.email ?? ctx.context.session?.user.email;
    if (known) return known;
    const cookie = await ctx.getSignedCookie(ctx.context.createAuthCookie('two_factor').name, ctx.context.secret).catch(() => null);
    const pending = cookie ? await ctx.context.internalAdapter.findVerificationValue(cookie) : null;
    const user = pending ? await ctx.context.internalAdapter.findUserById(pending.value) : null;
    return user?.email ?? '';
  };
  /**
   * The session the request comes with (cookie or bearer session token), as the database has it now, with
   * its account's role and whether it passed the authenticator-app step; null without one.
   */
  const callerSession = async (ctx: HookContext) => {
    const bearerValue = /^bearer\s+(\S+)\s*$/i.exec(ctx.headers?.get('authorization') ?? '')?.[1];
    let token: string | null;
    if (bearerValue && looksLikeJwt(bearerValue)) token = (await verifyApiToken(db, siteUrl, bearerValue))?.sessionToken ?? null;
    else if (bearerValue) {
      try {
        token = decodeURIComponent(bearerValue).split('.')[0] ?? null;
      } catch {
        token = null;
      }
    } else token = (await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret).catch(() => null)) || null;
    if (!token) return null;
    const [row] = await db
      .select({ userId: sessions.userId, secondFactorAt: sessions.secondFactorAt, role: users.role, twoFactorEnabled: users.twoFactorEnabled })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.token, token), gt(sessions.expiresAt, new Date())));
    return row ? { ...row, passedSecondStep: passedSecondStep(row.secondFactorAt, row.twoFactorEnabled) } : null;
  };
  const setupCodeRequests = failureCounter(db, 'staff-setup-code', { slowFrom: Infinity, refuseFrom: SETUP_CODE_REQUEST_LIMIT });
  return betterAuth({
    appName: 'Roro Motors',
    baseURL: siteUrl,
    basePath: '/api/auth',
    secret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, twoFactor: twoFactors, rateLimit: rateLimits, jwks },
    }),
    // The JWT plugin's own /token (a JWT of the whole user row) is not for us: clients ask /tokens. No
    // impersonation (ADR 051): nothing in the back office needs a session as a buyer.
    disabledPaths: ['/token', ...IMPERSONATION_PATHS],
    emailAndPassword: {
      enabled: true,
      // scrypt with OWASP's parameters; better-auth's own (a quarter of the work) still verify.
      password: { hash: (password) => hashPassword(password, passwordHashCost), verify: verifyPassword },
      minPasswordLength: 8,
      maxPasswordLength: 128,
      requireEmailVerification: true,
      autoSignIn: false,
      resetPasswordTokenExpiresIn: 3600,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, url }, request) => mail('reset', user.email, user.id, { url }, request),
      // Signing up with a registered address answers like a new sign-up (no address enumeration); the
      // owner gets a note instead of a second account.
      onExistingUserSignUp: ({ user }, request) => mail('existing-account', user.email, user.id, { url: (language) => `${siteUrl}/${language}/user/signin` }, request),
    },
    emailVerification: {
      // The sign-up page sends it once the profile (and so the language) is stored.
      sendOnSignUp: false,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 3600,
      // A verified user getting this is changing address: the link goes to the new one (spec: two steps).
      sendVerificationEmail: ({ user, url }, request) => mail(user.emailVerified ? 'change-email' : 'verify', user.email, user.id, { url }, request),
    },
    user: { changeEmail: { enabled: true } },
    session: {
      expiresIn: 30 * 24 * 3600,
      updateAge: 24 * 3600,
      // Set by the hook below when the authenticator-app step created the session; never from a request.
      additionalFields: { secondFactorAt: { type: 'date', required: false, input: false } },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      // Slows a password guesser from one address; the per-account limit is in the sign-in hook below.
      customRules: { '/sign-in/email': { window: 60, max: 5 }, '/request-password-reset': { window: 300, max: 3 }, '/sign-up/email': { window: 300, max: 5 } },
    },
    advanced: {
      useSecureCookies: secureCookies,
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
      // The server sets this header from the socket, replacing whatever a client sent (server/app.ts).
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    hooks: {
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-in/email') {
          // Every attempt is logged, without the password; failures count against the account.
          const email = String((ctx.body as { email?: string } | undefined)?.email ?? '').toLowerCase();
          const failed = ctx.context.returned instanceof APIError ? ctx.context.returned : null;
          log({ event: 'sign-in', email, ok: !failed, status: failed?.statusCode });
          // The attempt was counted before the password was checked: a wrong password stays counted; a
          // right one clears the account's count and gives the address its attempt back (one good account
          // must not clear an address's failures); any other answer gives both back.
          const address = addressOf(ctx.headers);
          if (failed?.statusCode === 401) return;
          if (!failed) await accountFailures.clear(email);
          else await accountFailures.forgive(email);
          if (address) await addressFailures.forgive(address);
          return;
        }
        if (ctx.path === '/two-factor/enable' && !(ctx.context.returned instanceof Error) && ctx.context.session) {
          // The e-mailed code began the set-up: it is spent.
          await spendSetupCode(db, ctx.context.session.user.id);
          return;
        }
        if (SECOND_FACTOR_PATHS.has(ctx.path)) {
          // The authenticator-app step of a sign-in (or of turning the app on): logged like the first, without the code.
          const failed = ctx.context.returned instanceof APIError ? ctx.context.returned : null;
          // A sign-in's step (no session came with the request) made a new session: it passed the step. A
          // session turning the app on did not sign in with it, and stays as it was (ADR 051).
          const created = ctx.context.newSession;
          if (!failed && !ctx.context.session && created) await db.update(sessions).set({ secondFactorAt: new Date() }).where(eq(sessions.token, created.session.token));
          const email = (await secondFactorEmail(ctx)).toLowerCase();
          log({ event: 'sign-in-second-factor', email, ok: !failed, status: failed?.statusCode });
          if (email && !failed) await secondFactorFailures.clear(email);
          else if (email && failed?.statusCode !== 401) await secondFactorFailures.forgive(email);
          return;
        }
        // The old address is told of an e-mail change as soon as it is asked for.
        const session = ctx.context.session;
        if (ctx.path !== '/change-email' || !session || ctx.context.returned instanceof Error) return;
        const newEmail = (ctx.body as { newEmail?: string } | undefined)?.newEmail;
        if (newEmail) await mail('email-changed', session.user.email, session.user.id, { newEmail });
      }),
      before: createAuthMiddleware(async (ctx) => {
        if (isStaffPowerPath(ctx.path)) {
          // better-auth's admin endpoints: only for a session that passed the authenticator-app step.
          const caller = await callerSession(ctx);
          if (!caller) throw new APIError('UNAUTHORIZED', { message: 'You need to sign in to do this.', code: 'UNAUTHORIZED' });
          if (!caller.passedSecondStep) throw new APIError('FORBIDDEN', { message: SECOND_STEP_REQUIRED_MESSAGE, code: SECOND_STEP_REQUIRED_CODE });
        } else if (ctx.path.startsWith('/two-factor/') || ctx.path === '/change-email') {
          // A staff session without the step may only turn the app on, with the code e-mailed to the
          // account's address (so the address must not change meanwhile), and confirm it; nothing else of
          // the step (its key, backup codes, turning it off). A sign-in's step comes with no session.
          const caller = await callerSession(ctx);
          if (caller && staffRolesOf(caller.role).length > 0 && !caller.passedSecondStep) {
            if (!STAFF_SETUP_PATHS.has(ctx.path)) throw new APIError('FORBIDDEN', { message: SECOND_STEP_REQUIRED_MESSAGE, code: SECOND_STEP_REQUIRED_CODE });
            const code = String((ctx.body as Record<string, unknown> | undefined)?.[SETUP_CODE_FIELD] ?? '');
            if (ctx.path === '/two-factor/enable' && !(await checkSetupCode(db, caller.userId, code))) {
              throw new APIError('FORBIDDEN', { message: SETUP_CODE_INVALID_MESSAGE, code: SETUP_CODE_INVALID_CODE });
            }
          }
        }
        if (ctx.path === '/sign-in/email') {
          const email = String((ctx.body as { email?: string } | undefined)?.email ?? '').toLowerCase();
          // Signing in while signed in is refused (spec 001 §5): the session in use stays as it is.
          if (await signedIn(ctx)) {
            log({ event: 'sign-in', email, ok: false, status: 409, reason: ALREADY_SIGNED_IN_CODE });
            const message = await storedText(db, ['account-already-signed-in'], answerLanguage(ctx.headers), 'You are already signed in. Sign out first to sign in with another account.');
            throw new APIError('CONFLICT', { message, code: ALREADY_SIGNED_IN_CODE });
          }
          const address = addressOf(ctx.headers);
          const verdicts: { code: LockCode; verdict: { delayMs: number } | { refusedForMs: number } }[] = [
            { code: ADDRESS_LOCKED_CODE, verdict: address ? await addressFailures.attempt(address) : { delayMs: 0 } },
            { code: ACCOUNT_LOCKED_CODE, verdict: await accountFailures.attempt(email) },
          ];
          for (const { code, verdict } of verdicts) {
            if (!('refusedForMs' in verdict)) continue;
            const minutes = lockMinutesLeft(verdict.refusedForMs);
            const message = await lockedMessage(db, code, answerLanguage(ctx.headers), minutes);
            // Refused before the password is checked: logged here, as the after-hook never sees it.
            log({ event: 'sign-in', email, ok: false, status: 429, reason: code });
            throw new APIError('TOO_MANY_REQUESTS', { message, code, retryAfterMinutes: minutes }, { 'Retry-After': String(Math.ceil(verdict.refusedForMs / 1000)) });
          }
          const delayMs = Math.max(...verdicts.map(({ verdict }) => ('delayMs' in verdict ? verdict.delayMs : 0)));
          if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
        }
        if (SECOND_FACTOR_PATHS.has(ctx.path)) {
          // The code's step of a sign-in: counted per account before the code is checked, like the password.
          const email = (await secondFactorEmail(ctx)).toLowerCase();
          const verdict = email ? await secondFactorFailures.attempt(email) : { delayMs: 0 };
          if ('refusedForMs' in verdict) {
            const minutes = lockMinutesLeft(verdict.refusedForMs);
            log({ event: 'sign-in-second-factor', email, ok: false, status: 429, reason: ACCOUNT_LOCKED_CODE });
            const message = await lockedMessage(db, ACCOUNT_LOCKED_CODE, answerLanguage(ctx.headers), minutes);
            throw new APIError('TOO_MANY_REQUESTS', { message, code: ACCOUNT_LOCKED_CODE, retryAfterMinutes: minutes }, { 'Retry-After': String(Math.ceil(verdict.refusedForMs / 1000)) });
          }
          if (verdict.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, verdict.delayMs));
        }
        if (ctx.path === '/sign-up/email' || ctx.path === '/reset-password' || ctx.path === '/change-password') {
          const body = ctx.body as { password?: string; newPassword?: string } | undefined;
          const problem = passwordCheck(body?.newPassword ?? body?.password ?? '');
          // `textKey` lets a page say it in its language.
          if (problem) throw new APIError('BAD_REQUEST', { message: problem.message, code: 'PASSWORD_POLICY', textKey: problem.key });
        }
        const mailLimits = emailRequests[ctx.path];
        if (mailLimits) {
          // After the password policy: a sign-up refused for its password sends nothing and counts nothing.
          const email = String((ctx.body as { email?: string } | undefined)?.email ?? '').trim().toLowerCase();
          const address = addressOf(ctx.headers);
          const refusals = [email ? await mailLimits.perEmail.hit(email) : null, address ? await mailLimits.perAddress.hit(address) : null];
          const refusedForMs = Math.max(0, ...refusals.map((r) => r?.refusedForMs ?? 0));
          if (refusedForMs > 0) {
            const minutes = lockMinutesLeft(refusedForMs);
            const message = await countedText(db, 'account-email-limit', answerLanguage(ctx.headers), minutes, 'Too many e-mails asked for. Try again in {minutes} minutes.');
            throw new APIError('TOO_MANY_REQUESTS', { message, code: EMAIL_LIMITED_CODE, retryAfterMinutes: minutes }, { 'Retry-After': String(Math.ceil(refusedForMs / 1000)) });
          }
        }
      }),
    },
    // Staff carry their roles (users.role: admin, sales, editor; ADR 017), which the admin plugin checks
    // on its own endpoints with the same access control as the back office; banned users cannot sign in.
    plugins: [
      bearer(),
      jwt(jwtOptions),
      apiTokens(db, jwtOptions),
      // A sign-in waiting for its authenticator code lasts 3 minutes (spec 001 §4 and §9), not better-auth's 10.
      twoFactor({ issuer: 'Roro Motors', twoFactorCookieMaxAge: PARTIAL_SIGN_IN_SECONDS }),
      admin({ defaultRole: 'user', adminRoles: ['admin'], ac, roles: AUTH_ROLES }),
      staffSecondStep(db, sendMail, (userId) => setupCodeRequests.hit(userId)),
      // The key of a set-up not yet confirmed, shown again on a reload of the account page.
      pendingAuthenticatorSetup(db),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** The configured secret, else the one this database was given on its first start (generated then). */
export async function authSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db.insert(appMeta).values({ key: 'auth-secret', value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, 'auth-secret'));
  return row!.value;
}

export interface Identified {
  viewer: Viewer;
  /**
   * The request's headers as better-auth must see them to act on the viewer's session (an e-mail
   * change): an id or access token is replaced by the session it belongs to, which better-auth knows.
   */
  authHeaders: Headers;
}

/**
 * Who is asking: from the session cookie, or `Authorization: Bearer` with a session token, an id token
 * or an access token. The e-mail comes from the id token, the groups from the access token; whatever a
 * token does not carry (an id token's groups, an access token's e-mail) is read with its session.
 * Null when nobody is signed in or the credential is not good (forged, expired, of an ended session).
 * `sessions`: what this process keeps of session cookies' owners (ADR 040).
 */
export async function identify(auth: Auth, db: Database, headers: Headers, sessions?: SessionCache): Promise<Identified | null> {
  const authorization = headers.get('authorization') ?? '';
  const bearer = /^bearer\s+(\S+)\s*$/i.exec(authorization)?.[1];
  if (bearer && looksLikeJwt(bearer)) {
    const token = await verifyApiToken(db, auth.options.baseURL as string, bearer);
    if (!token) return null;
    const authHeaders = new Headers(headers);
    authHeaders.set('authorization', `Bearer ${token.sessionToken}`);
    const viewer: Viewer = { userId: token.userId, email: token.email, groups: token.groups };
    if (token.staffRoles.length) Object.assign(viewer, { staffRoles: token.staffRoles, twoFactor: token.twoFactor, authenticatorOn: token.authenticatorOn });
    return { viewer, authHeaders };
  }
  if (!headers.get('cookie')?.includes('better-auth.') && !authorization) return null;
  // A session read a few seconds ago, unchanged since (server/session-cache.ts, ADR 040).
  const key = sessions?.key(headers) ?? null;
  const kept = key ? sessions!.get(key) : null;
  if (kept) return { viewer: kept, authHeaders: headers };
  const generation = sessions?.generation ?? 0;
  const session = await auth.api.getSession({ headers }).catch((error: unknown) => {
    // The database away is not "signed out": the request fails, and is answered 503 (ADR 052), rather
    // than drawn for a visitor who is not signed in (or acting as one).
    if (isDatabaseUnavailable(error) || databaseUnavailableSeen()) throw error;
    return null;
  });
  if (!session) return null;
  const groups = await db.select({ name: userGroups.groupName }).from(userGroups).where(eq(userGroups.userId, session.user.id));
  const { role, twoFactorEnabled } = session.user as { role?: string | null; twoFactorEnabled?: boolean | null };
  const { secondFactorAt } = session.session as { secondFactorAt?: Date | string | null };
  const viewer: Viewer = { userId: session.user.id, email: session.user.email, groups: groups.map((g) => g.name).sort() };
  const staffRoles = staffRolesOf(role);
  // Buyers' viewers stay as they were; only staff carry their roles and whether this session passed the
  // second step (not merely whether the account has it: ADR 051).
  if (staffRoles.length) Object.assign(viewer, { staffRoles, twoFactor: passedSecondStep(secondFactorAt, twoFactorEnabled), authenticatorOn: twoFactorEnabled === true });
  if (key) sessions!.set(key, viewer, generation, new Date(session.session.expiresAt));
  return { viewer, authHeaders: headers };
}

