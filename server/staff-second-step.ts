// Staff and the authenticator-app step (ADR 051). Staff powers need a session that passed the step at
// sign-in; a staff account without the app may only turn it on, and turning it on needs a code e-mailed to
// the account's address first, so that a password alone (guessed, phished, reused) cannot set up an app of
// the thief's own. The code lives in better-auth's verification table, hashed, for 15 minutes and 5 tries.
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint, sessionMiddleware } from 'better-auth/api';
import { and, eq, gt, sql } from 'drizzle-orm';
import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Database } from '#db/client.ts';
import { verifications } from '#db/schema/identity.ts';
import { escapeHtml } from '#domain/mail-text.ts';
import { staffRolesOf } from '#domain/staff/roles.ts';
import type { SendMail } from '#domain/mail.ts';

export const SETUP_CODE_MINUTES = 15;
/** Codes checked against one e-mailed code before it is void (a right one counts too). */
export const SETUP_CODE_TRIES = 5;
/** The field of `/two-factor/enable`'s body that carries the e-mailed code, for staff. */
export const SETUP_CODE_FIELD = 'emailCode';

/** Error codes of the refusals, for pages and API clients. */
export const SECOND_STEP_REQUIRED_CODE = 'SECOND_STEP_REQUIRED';
export const SETUP_CODE_INVALID_CODE = 'SETUP_CODE_INVALID';
export const SECOND_STEP_REQUIRED_MESSAGE = 'Sign in with a code from your authenticator app to use staff functions.';
export const SETUP_CODE_INVALID_MESSAGE = 'Enter the code we e-mailed to your address. Ask for a new one if it is over 15 minutes old or was mistyped 5 times.';

const identifierOf = (userId: string) => `staff-authenticator-setup:${userId}`;
const digest = (code: string) => createHash('sha256').update(code).digest('hex');

/** The e-mail with the code: English, as the back office is. */
export function setupCodeEmail(code: string) {
  const lines = [
    `Your code to turn on the authenticator app for the Roro back office: ${code}`,
    `It works for ${SETUP_CODE_MINUTES} minutes. If you did not ask for it, someone may know your password: change it, and tell an admin.`,
  ];
  return {
    subject: 'Your code to set up the authenticator app',
    text: [...lines, '', 'Roro Motors Co., Ltd. · Nagoya, Japan'].join('\n'),
    html: [...lines.map((l) => `<p>${escapeHtml(l)}</p>`), '<p>Roro Motors Co., Ltd. · Nagoya, Japan</p>'].join('\n'),
  };
}

/** Writes a new code for the account (replacing any earlier one) and e-mails it to the account's address. */
export async function issueSetupCode(db: Database, sendMail: SendMail, user: { id: string; email: string }): Promise<void> {
  const code = String(randomInt(0, 100_000_000)).padStart(8, '0');
  const identifier = identifierOf(user.id);
  await db.transaction(async (tx) => {
    await tx.delete(verifications).where(eq(verifications.identifier, identifier));
    await tx.insert(verifications).values({ id: randomUUID(), identifier, value: `${digest(code)}:0`, expiresAt: new Date(Date.now() + SETUP_CODE_MINUTES * 60_000) });
  });
  await sendMail({ to: user.email, ...setupCodeEmail(code) });
}

/**
 * Whether `code` is the account's e-mailed code, still good. The try is counted before the code is
 * compared, in one statement, so that guesses sent together are all counted; past the tries the code is void.
 */
export async function checkSetupCode(db: Database, userId: string, code: string): Promise<boolean> {
  const identifier = identifierOf(userId);
  const [row] = await db
    .update(verifications)
    .set({ value: sql`split_part(${verifications.value}, ':', 1) || ':' || (split_part(${verifications.value}, ':', 2)::int + 1)`, updatedAt: new Date() })
    .where(and(eq(verifications.identifier, identifier), gt(verifications.expiresAt, new Date())))
    .returning({ value: verifications.value });
  if (!row) return false;
  const [hash = '', tries = '0'] = row.value.split(':');
  if (Number(tries) > SETUP_CODE_TRIES) {
    await db.delete(verifications).where(eq(verifications.identifier, identifier));
    return false;
  }
  const given = Buffer.from(digest(code.trim()));
  return given.length === hash.length && timingSafeEqual(given, Buffer.from(hash));
}

/** The code is spent once the app's set-up began with it. */
export async function spendSetupCode(db: Database, userId: string): Promise<void> {
  await db.delete(verifications).where(eq(verifications.identifier, identifierOf(userId)));
}

/**
 * `POST /api/auth/staff/authenticator-setup-code`: e-mails the signed-in staff member a code to turn on the
 * authenticator app. Refused to buyers (they need none), to accounts whose app is on, and past `limit`.
 */
export function staffSecondStep(db: Database, sendMail: SendMail, limit: (userId: string) => Promise<{ refusedForMs: number } | null>) {
  return {
    id: 'roro-staff-second-step',
    endpoints: {
      requestStaffSetupCode: createAuthEndpoint('/staff/authenticator-setup-code', { method: 'POST', requireHeaders: true, use: [sessionMiddleware] }, async (ctx) => {
        const { user } = ctx.context.session;
        const { role, twoFactorEnabled } = user as { role?: string | null; twoFactorEnabled?: boolean | null };
        if (staffRolesOf(role).length === 0) throw new APIError('FORBIDDEN', { message: 'Only staff accounts are sent this code.', code: 'NOT_STAFF' });
        if (twoFactorEnabled) throw new APIError('BAD_REQUEST', { message: 'The authenticator app is already on for this account.', code: 'TWO_FACTOR_ALREADY_ON' });
        const refused = await limit(user.id);
        if (refused) {
          const minutes = Math.max(1, Math.ceil(refused.refusedForMs / 60_000));
          throw new APIError('TOO_MANY_REQUESTS', { message: `Too many codes asked for. Try again in ${minutes} minutes.`, code: 'EMAIL_LIMITED', retryAfterMinutes: minutes });
        }
        await issueSetupCode(db, sendMail, user);
        ctx.setHeader('cache-control', 'no-store');
        return ctx.json({ sentTo: user.email });
      }),
    },
  } satisfies BetterAuthPlugin;
}
