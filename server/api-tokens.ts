// Tokens for API clients (ADR 013), as the spec's original had them: an id token carrying the e-mail and an
// access token carrying the groups. Both are short-lived EdDSA JWTs signed with better-auth's JWT plugin
// keys (table jwks, private keys encrypted with AUTH_SECRET, public keys at /api/auth/jwks) and bound to
// the session that asked for them (`sid`): once that session ends (sign-out, password change, a ban or
// an admin's revoke), they stop working at once.
import type { BetterAuthPlugin } from 'better-auth';
import { createAuthEndpoint, sessionMiddleware } from 'better-auth/api';
import { resolveSigningKey, signJWT, type JwtOptions } from 'better-auth/plugins/jwt';
import { and, eq, gt } from 'drizzle-orm';
import { decodeProtectedHeader, importJWK, jwtVerify, type CryptoKey, type JWTPayload } from 'jose';
import { staffRolesOf, type StaffRole } from '#domain/staff/roles.ts';
import type { Database } from '#db/client.ts';
import { jwks, sessions, userGroups, users } from '#db/schema/identity.ts';

/** How long an id or access token lives; a client asks for a new pair with its session token. */
export const API_TOKEN_LIFETIME_SECONDS = 15 * 60;
const ALGORITHM = 'EdDSA';

/** The JWT plugin's options: our issuer and audience, keys rotated monthly, no JWT minted on every get-session. */
export function apiTokenJwtOptions(siteUrl: string): JwtOptions {
  const origin = new URL(siteUrl).origin;
  return {
    jwks: { keyPairConfig: { alg: ALGORITHM, crv: 'Ed25519' }, rotationInterval: 30 * 24 * 3600, gracePeriod: 24 * 3600 },
    jwt: { issuer: origin, audience: origin, expirationTime: API_TOKEN_LIFETIME_SECONDS },
    disableSettingJwtHeader: true,
  };
}

export interface ApiTokenPair {
  idToken: string;
  accessToken: string;
  /** Seconds until both expire. */
  expiresIn: number;
  tokenType: 'Bearer';
}

async function groupsOf(db: Database, userId: string): Promise<string[]> {
  const rows = await db.select({ name: userGroups.groupName }).from(userGroups).where(eq(userGroups.userId, userId));
  return rows.map((r) => r.name).sort();
}

/**
 * `GET /api/auth/tokens`: the signed-in caller's token pair (session cookie or `Authorization: Bearer
 * <session token>`). The tokens never outlive the session.
 */
export function apiTokens(db: Database, jwtOptions: JwtOptions) {
  return {
    id: 'roro-api-tokens',
    endpoints: {
      getApiTokens: createAuthEndpoint('/tokens', { method: 'GET', requireHeaders: true, use: [sessionMiddleware] }, async (ctx) => {
        const { session, user } = ctx.context.session;
        const now = Math.floor(Date.now() / 1000);
        const exp = Math.min(now + API_TOKEN_LIFETIME_SECONDS, Math.floor(new Date(session.expiresAt).getTime() / 1000));
        const key = (await resolveSigningKey(ctx, jwtOptions)) ?? undefined;
        const common = { sub: user.id, sid: session.id, iat: now, exp };
        const role = (user as { role?: string | null }).role ?? 'user';
        const [idToken, accessToken] = await Promise.all([
          signJWT(ctx, { options: jwtOptions, resolvedKey: key, payload: { ...common, token_use: 'id', email: user.email, email_verified: user.emailVerified } }),
          signJWT(ctx, { options: jwtOptions, resolvedKey: key, payload: { ...common, token_use: 'access', groups: await groupsOf(db, user.id), role } }),
        ]);
        ctx.setHeader('cache-control', 'no-store');
        return ctx.json({ idToken, accessToken, expiresIn: exp - now, tokenType: 'Bearer' } satisfies ApiTokenPair);
      }),
    },
  } satisfies BetterAuthPlugin;
}

/**
 * Whether a session passed the authenticator-app step (ADR 051): it was created by the step's code at
 * sign-in, and the account still has the app on. A property of the session, not of the account: a
 * session signed in with the password alone stays without it when the account turns the app on later.
 */
export function passedSecondStep(secondFactorAt: Date | string | null | undefined, twoFactorEnabled: boolean | null | undefined): boolean {
  return secondFactorAt != null && twoFactorEnabled === true;
}

/** Whether a bearer credential is one of our JWTs (three base64url parts) rather than a session token. */
export function looksLikeJwt(token: string): boolean {
  return /^[\w-]+\.[\w-]+\.[\w-]+$/.test(token);
}

export interface VerifiedApiToken {
  use: 'id' | 'access';
  userId: string;
  email: string;
  groups: string[];
  /** The account's staff roles, read with the session: a role taken away ends at once. */
  staffRoles: StaffRole[];
  /** Whether the token's session passed the authenticator-app step (passedSecondStep). */
  twoFactor: boolean;
  /** Whether the account has the authenticator app on. */
  authenticatorOn: boolean;
  /** The session the token belongs to, for calls that better-auth makes on the session. */
  sessionToken: string;
}

interface KeyCache {
  keys: Map<string, { key: CryptoKey | Uint8Array; expiresAt: Date | null }>;
  loadedAt: number;
}
const keyCaches = new WeakMap<Database, KeyCache>();
// A token naming a key we do not know reloads the keys, but not more often than this (a forger cannot
// make every request a key query).
const KEY_RELOAD_MS = 5_000;

async function verificationKey(db: Database, kid: string): Promise<CryptoKey | Uint8Array | null> {
  let cache = keyCaches.get(db);
  if (!cache?.keys.has(kid) && (!cache || Date.now() - cache.loadedAt > KEY_RELOAD_MS)) {
    const rows = await db.select({ id: jwks.id, publicKey: jwks.publicKey, alg: jwks.alg, expiresAt: jwks.expiresAt }).from(jwks);
    const keys: KeyCache['keys'] = new Map();
    for (const row of rows) {
      if ((row.alg ?? ALGORITHM) !== ALGORITHM) continue;
      keys.set(row.id, { key: await importJWK(JSON.parse(row.publicKey) as Record<string, unknown>, ALGORITHM), expiresAt: row.expiresAt });
    }
    cache = { keys, loadedAt: Date.now() };
    keyCaches.set(db, cache);
  }
  const entry = cache.keys.get(kid);
  // A rotated-out key still verifies the tokens it signed before it was replaced, which live no longer than this.
  if (!entry || (entry.expiresAt && entry.expiresAt.getTime() + API_TOKEN_LIFETIME_SECONDS * 1000 < Date.now())) return null;
  return entry.key;
}

const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');

/**
 * Checks an id or access token: our key, our issuer and audience, not expired, and its session still
 * open (one indexed read; the groups of an id token are one more). Anything else, forged, expired,
 * signed by another key or of an ended session, gives null.
 */
export async function verifyApiToken(db: Database, siteUrl: string, token: string): Promise<VerifiedApiToken | null> {
  let payload: JWTPayload;
  try {
    const { kid, alg } = decodeProtectedHeader(token);
    if (!kid || alg !== ALGORITHM) return null;
    const key = await verificationKey(db, kid);
    if (!key) return null;
    const origin = new URL(siteUrl).origin;
    ({ payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      issuer: origin,
      audience: origin,
      requiredClaims: ['sub', 'sid', 'iat', 'exp', 'token_use'],
      maxTokenAge: API_TOKEN_LIFETIME_SECONDS,
    }));
  } catch {
    return null;
  }
  const use = payload.token_use;
  if ((use !== 'id' && use !== 'access') || typeof payload.sid !== 'string') return null;
  if (use === 'id' && typeof payload.email !== 'string') return null;
  if (use === 'access' && !isStringArray(payload.groups)) return null;
  const [session] = await db
    .select({ userId: sessions.userId, token: sessions.token, email: users.email, role: users.role, secondFactorAt: sessions.secondFactorAt, twoFactorEnabled: users.twoFactorEnabled })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, payload.sid), gt(sessions.expiresAt, new Date())));
  if (!session || session.userId !== payload.sub) return null;
  const staff = { staffRoles: staffRolesOf(session.role), twoFactor: passedSecondStep(session.secondFactorAt, session.twoFactorEnabled), authenticatorOn: session.twoFactorEnabled === true };
  return use === 'id'
    ? { use, userId: session.userId, email: payload.email as string, groups: await groupsOf(db, session.userId), ...staff, sessionToken: session.token }
    : { use, userId: session.userId, email: session.email, groups: payload.groups as string[], ...staff, sessionToken: session.token };
}
