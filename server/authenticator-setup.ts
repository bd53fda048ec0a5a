// The authenticator app's set-up between its key and its first code. better-auth keeps the new key in
// `two_factor` (encrypted, `verified` false) from /two-factor/enable until a right code at
// /two-factor/verify-totp, but gives it only in enable's answer: the account page lost it on a reload, and
// turning the app on again made a new key, which the app already scanned no longer matched (issue 38, the
// walk of the back office; for staff the e-mailed code was spent too). Enable's answer is kept here,
// encrypted with the auth secret, for the session that began the set-up only (someone holding the password
// in another session must not read the new key), until the app is confirmed, the set-up cancelled, or a day
// has passed; beginning again anywhere replaces it, as better-auth replaces the key.
import type { BetterAuthPlugin } from 'better-auth';
import { createAuthEndpoint, createAuthMiddleware, sessionMiddleware } from 'better-auth/api';
import { symmetricDecrypt, symmetricEncrypt } from 'better-auth/crypto';
import { and, eq, gt } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Database } from '#db/client.ts';
import { twoFactors, verifications } from '#db/schema/identity.ts';

/** How long a set-up begun stays on the page without its first code. */
export const PENDING_SETUP_HOURS = 24;

/** What the page shows while the set-up waits for its first code: enable's answer. */
export interface PendingSetup {
  totpURI: string;
  backupCodes: string[];
}

const identifierOf = (userId: string) => `authenticator-setup-pending:${userId}`;
/** Reachable through `auth.api` only, never over HTTP (better-call's router skips these). */
const SERVER_ONLY = { SERVER_ONLY: true } as const;

export function pendingAuthenticatorSetup(db: Database) {
  const forget = (userId: string) => db.delete(verifications).where(eq(verifications.identifier, identifierOf(userId)));
  return {
    id: 'roro-pending-authenticator-setup',
    hooks: {
      after: [
        {
          matcher: (ctx) => ctx.path === '/two-factor/enable' || ctx.path === '/two-factor/verify-totp' || ctx.path === '/two-factor/disable',
          handler: createAuthMiddleware(async (ctx) => {
            // A sign-in's second step comes with no session: no set-up of this page's.
            const session = ctx.context.session;
            const returned = ctx.context.returned;
            if (!session || !returned || returned instanceof Error) return;
            if (ctx.path !== '/two-factor/enable') {
              await forget(session.user.id);
              return;
            }
            const { totpURI, backupCodes } = returned as Partial<PendingSetup>;
            if (!totpURI) return;
            const value = await symmetricEncrypt({ key: ctx.context.secretConfig, data: JSON.stringify({ session: session.session.id, totpURI, backupCodes: backupCodes ?? [] }) });
            await db.transaction(async (tx) => {
              await tx.delete(verifications).where(eq(verifications.identifier, identifierOf(session.user.id)));
              await tx.insert(verifications).values({ id: randomUUID(), identifier: identifierOf(session.user.id), value, expiresAt: new Date(Date.now() + PENDING_SETUP_HOURS * 3600_000) });
            });
          }),
        },
      ],
    },
    endpoints: {
      /** The set-up this session began and has not confirmed, or null. */
      pendingAuthenticatorSetup: createAuthEndpoint('/authenticator-setup/pending', { method: 'GET', use: [sessionMiddleware], metadata: SERVER_ONLY }, async (ctx) => {
        const { session, user } = ctx.context.session;
        if ((user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled) return ctx.json(null);
        const [kept] = await db
          .select({ value: verifications.value })
          .from(verifications)
          .where(and(eq(verifications.identifier, identifierOf(user.id)), gt(verifications.expiresAt, new Date())));
        const [key] = await db.select({ verified: twoFactors.verified }).from(twoFactors).where(eq(twoFactors.userId, user.id));
        if (!kept || !key || key.verified !== false) return ctx.json(null);
        const pending = JSON.parse(await symmetricDecrypt({ key: ctx.context.secretConfig, data: kept.value })) as PendingSetup & { session: string };
        if (pending.session !== session.id) return ctx.json(null);
        return ctx.json<PendingSetup | null>({ totpURI: pending.totpURI, backupCodes: pending.backupCodes });
      }),
      /** Drops a set-up not yet confirmed (its key no longer works); the app stays off. */
      cancelAuthenticatorSetup: createAuthEndpoint('/authenticator-setup/cancel', { method: 'POST', use: [sessionMiddleware], metadata: SERVER_ONLY }, async (ctx) => {
        const { user } = ctx.context.session;
        if ((user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled) return ctx.json({ cancelled: false });
        await db.delete(twoFactors).where(and(eq(twoFactors.userId, user.id), eq(twoFactors.verified, false)));
        await forget(user.id);
        return ctx.json({ cancelled: true });
      }),
    },
  } satisfies BetterAuthPlugin;
}
