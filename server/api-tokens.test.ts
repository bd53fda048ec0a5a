// API clients through the real HTTP application (no page build): sign in, get the id and access tokens,
// call GraphQL with each; forged, expired, wrongly signed and revoked tokens refused; bearer requests
// free of the CSRF check that refuses another site's cookie-carrying posts.
import { sql } from 'drizzle-orm';
import { createLocalJWKSet, decodeJwt, generateKeyPair, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { tmpdir } from 'node:os';
import { pino } from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import { openSeededDatabase } from '#tests/setup/test-database.ts';
import { createApp } from './app.ts';
import { API_TOKEN_LIFETIME_SECONDS } from './api-tokens.ts';
import { createAuth, identify, type Auth } from './auth.ts';
import type { ServerConfig } from './env.ts';
import type { OutgoingMail } from '#domain/mail.ts';
import { TEST_PASSWORD_HASH_COST } from './password-hash.ts';

const SITE = 'http://localhost:3000';
const SECRET = 'a-test-secret-that-is-long-enough-1234';
const PASSWORD = 'kilimanjaro42';
let handle: DatabaseHandle;
let auth: Auth;
let app: ReturnType<typeof createApp>;
const outbox: OutgoingMail[] = [];

beforeAll(async () => {
  handle = await openSeededDatabase();
  auth = createAuth({ db: handle.db, secret: SECRET, siteUrl: SITE, sendMail: async (m) => void outbox.push(m), secureCookies: false, passwordHashCost: TEST_PASSWORD_HASH_COST });
  const config = { siteUrl: SITE, mediaBaseUrl: '/media', mediaDir: tmpdir(), outboxDir: tmpdir(), graphqlIntrospection: false, pageCacheMb: 0, nodeEnv: 'test' } as ServerConfig;
  app = createApp({ db: handle.db, config, logger: pino({ level: 'silent' }), auth: () => auth });
});

const request = (path: string, init: RequestInit = {}) => app.request(`${SITE}${path}`, init);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function graphql(headers: Record<string, string>, query: string, variables: Record<string, unknown> = {}) {
  const response = await request('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query, variables }) });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: Record<string, any>; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

const USER = `{ user { __typename ... on User { id email isDistributors } } }`;
const UPDATE_INFO = `mutation { updateUserInfo(input: { firstName: "Mallory", lastName: "Forger", telephone: "1", countryName: "Kenya" }) { __typename } }`;

/** A confirmed account, made the way an API client would (signUp, then the e-mailed link). */
async function confirmedAccount(email: string): Promise<string> {
  const input = { email, password: PASSWORD, title: 'Mr', firstName: email.split('@')[0], lastName: 'Client', telephone: '+254700000000', countryName: 'Kenya' };
  const signUp = await graphql({}, `mutation ($input: SignUpInput!) { signUp(input: $input) { ... on SignUpPayload { userId } } }`, { input });
  const link = /https?:\/\/\S+/.exec(outbox.findLast((m) => m.to === email)!.text)![0];
  await auth.api.verifyEmail({ query: { token: new URL(link).searchParams.get('token')! } });
  return signUp.signUp.userId as string;
}

/** Signs in as a program does, without cookies: the session token comes back in the body. */
async function sessionTokenOf(email: string): Promise<string> {
  return (await auth.api.signInEmail({ body: { email, password: PASSWORD } })).token;
}

async function tokensFor(sessionToken: string) {
  const response = await request('/api/auth/tokens', { headers: bearer(sessionToken) });
  expect(response.status).toBe(200);
  return (await response.json()) as { idToken: string; accessToken: string; expiresIn: number; tokenType: string };
}

describe('API tokens', () => {
  it('are given to a signed-in client: an id token with the e-mail, an access token with the groups, each good for GraphQL', async () => {
    const userId = await confirmedAccount('api-client@example.com');
    const signIn = await request('/api/auth/sign-in/email', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'api-client@example.com', password: PASSWORD }) });
    expect(signIn.status).toBe(200);
    const { token: sessionToken } = (await signIn.json()) as { token: string };

    expect((await request('/api/auth/tokens')).status).toBe(401);
    const response = await request('/api/auth/tokens', { headers: bearer(sessionToken) });
    expect(response.headers.get('cache-control')).toBe('no-store');
    const pair = (await response.json()) as { idToken: string; accessToken: string; expiresIn: number; tokenType: string };
    expect(pair).toMatchObject({ expiresIn: API_TOKEN_LIFETIME_SECONDS, tokenType: 'Bearer' });

    // Anyone can check them with the published keys.
    const keys = createLocalJWKSet((await (await request('/api/auth/jwks')).json()) as { keys: [] });
    const check = async (token: string) => (await jwtVerify(token, keys, { issuer: SITE, audience: SITE, algorithms: ['EdDSA'] })).payload;
    const [session] = await queryRows<{ id: string }>(handle.db, sql`select id from session where token = ${sessionToken}`);
    const id = await check(pair.idToken);
    expect(id).toMatchObject({ sub: userId, sid: session!.id, token_use: 'id', email: 'api-client@example.com', email_verified: true });
    expect(id).not.toHaveProperty('groups');
    const access = await check(pair.accessToken);
    expect(access).toMatchObject({ sub: userId, sid: session!.id, token_use: 'access', groups: [], role: 'user' });
    expect(access).not.toHaveProperty('email');
    expect(access.exp! - access.iat!).toBe(API_TOKEN_LIFETIME_SECONDS);

    for (const token of [sessionToken, pair.idToken, pair.accessToken]) {
      expect((await graphql(bearer(token), USER)).user, token.slice(0, 12)).toEqual({ __typename: 'User', id: userId, email: 'api-client@example.com', isDistributors: false });
    }
    // The JWT plugin's own token endpoint (the whole user row in a JWT) is closed.
    expect((await request('/api/auth/token', { headers: bearer(sessionToken) })).status).toBe(404);
  });

  it('carry the groups and the staff role in the access token; with an id token they are read from the account', async () => {
    const userId = await confirmedAccount('api-dealer@example.com');
    const sessionToken = await sessionTokenOf('api-dealer@example.com');
    await handle.db.execute(sql`insert into user_groups (user_id, group_name) values (${userId}, 'Distributors')`);
    await handle.db.execute(sql`update "user" set role = 'admin' where id = ${userId}`);
    const pair = await tokensFor(sessionToken);
    expect(decodeJwt(pair.accessToken)).toMatchObject({ groups: ['Distributors'], role: 'admin' });
    for (const token of [pair.idToken, pair.accessToken]) {
      expect((await graphql(bearer(token), USER)).user.isDistributors).toBe(true);
      expect((await identify(auth, handle.db, new Headers(bearer(token))))!.viewer).toEqual({ userId, email: 'api-dealer@example.com', groups: ['Distributors'], staffRoles: ['admin'], twoFactor: false, authenticatorOn: false });
    }
  });

  it('refuse forged, tampered, expired, wrongly signed and misaddressed tokens', async () => {
    const aliceId = await confirmedAccount('api-alice@example.com');
    const bobId = await confirmedAccount('api-bob@example.com');
    const alice = await tokensFor(await sessionTokenOf('api-alice@example.com'));
    const bob = await tokensFor(await sessionTokenOf('api-bob@example.com'));
    const claims = decodeJwt(alice.idToken);
    const header = JSON.parse(Buffer.from(alice.idToken.split('.')[0]!, 'base64url').toString()) as { kid: string };
    const now = Math.floor(Date.now() / 1000);
    const signedByUs = async (payload: JWTPayload) => (await auth.api.signJWT({ body: { payload } })).token;
    const otherKey = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const tampered = (token: string, change: JWTPayload) => {
      const [h, p, s] = token.split('.') as [string, string, string];
      return [h, Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), ...change })).toString('base64url'), s].join('.');
    };
    const bad: Record<string, string> = {
      'not a token at all': 'forged.token',
      'Bob’s id token relabelled with Alice’s subject': tampered(bob.idToken, { sub: aliceId }),
      'Alice’s id token given another e-mail': tampered(alice.idToken, { email: 'api-bob@example.com' }),
      'Bob’s access token given the Distributors group': tampered(bob.accessToken, { groups: ['Distributors'] }),
      'signed by another key under our key id': await new SignJWT(claims).setProtectedHeader({ alg: 'EdDSA', kid: header.kid }).sign(otherKey.privateKey),
      'signed with the session secret (HS256)': await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', kid: header.kid }).sign(new TextEncoder().encode(SECRET)),
      'unsigned (alg none)': `${Buffer.from(JSON.stringify({ alg: 'none', kid: header.kid })).toString('base64url')}.${alice.idToken.split('.')[1]}.`,
      'with its signature cut off': alice.idToken.split('.').slice(0, 2).join('.') + '.',
      'expired': await signedByUs({ ...claims, iat: now - 3600, exp: now - 60 }),
      'for another audience': await signedByUs({ ...claims, iat: now, exp: now + 600, aud: 'https://elsewhere.example' }),
      'from another issuer': await signedByUs({ ...claims, iat: now, exp: now + 600, iss: 'https://elsewhere.example' }),
      'with a lifetime longer than ours': await signedByUs({ ...claims, iat: now - API_TOKEN_LIFETIME_SECONDS - 60, exp: now + 600 }),
      'naming Bob’s session': await signedByUs({ ...claims, iat: now, exp: now + 600, sid: decodeJwt(bob.idToken).sid }),
      'of no kind we issue': await signedByUs({ ...claims, iat: now, exp: now + 600, token_use: 'refresh' }),
      'without a session': await signedByUs({ ...claims, iat: now, exp: now + 600, sid: undefined }),
    };
    for (const [what, token] of Object.entries(bad)) {
      expect((await graphql(bearer(token), USER)).user.__typename, what).toBe('NotAuthenticatedError');
      expect((await graphql(bearer(token), UPDATE_INFO)).updateUserInfo.__typename, what).toBe('NotAuthenticatedError');
    }
    // Our own key with good claims is accepted: the refusals above are for what was wrong with each.
    expect((await graphql(bearer(await signedByUs({ ...claims, iat: now, exp: now + 600 })), USER)).user.id).toBe(aliceId);
    expect((await graphql(bearer(bob.idToken), USER)).user).toMatchObject({ id: bobId, email: 'api-bob@example.com' });
    const [alicesProfile] = await queryRows<{ first_name: string }>(handle.db, sql`select first_name from user_profiles where user_id = ${aliceId}`);
    expect(alicesProfile!.first_name).toBe('api-alice');
  });

  it('stop working as soon as their session ends: sign-out, or an administrator revoking the user’s sessions', async () => {
    const userId = await confirmedAccount('api-leaver@example.com');
    const first = await sessionTokenOf('api-leaver@example.com');
    const firstPair = await tokensFor(first);
    const second = await sessionTokenOf('api-leaver@example.com');
    const secondPair = await tokensFor(second);
    expect((await graphql(bearer(firstPair.idToken), USER)).user.__typename).toBe('User');

    const signOut = await request('/api/auth/sign-out', { method: 'POST', headers: { ...bearer(first), 'content-type': 'application/json' }, body: '{}' });
    expect(signOut.status).toBe(200);
    for (const token of [first, firstPair.idToken, firstPair.accessToken]) expect((await graphql(bearer(token), USER)).user.__typename).toBe('NotAuthenticatedError');
    // The other session, and its tokens, are untouched.
    expect((await graphql(bearer(secondPair.accessToken), USER)).user.__typename).toBe('User');

    await confirmedAccount('api-staff@example.com');
    await handle.db.execute(sql`update "user" set role = 'admin' where email = 'api-staff@example.com'`);
    // An admin's session that passed the authenticator-app step, as a sign-in with the app's code leaves it
    // (ADR 051; server/staff-second-step.test.ts goes through the step itself): without it the call is refused.
    const adminToken = await sessionTokenOf('api-staff@example.com');
    await expect(auth.api.revokeUserSessions({ body: { userId }, headers: new Headers(bearer(adminToken)) })).rejects.toThrow(/authenticator app/);
    await handle.db.execute(sql`update "user" set two_factor_enabled = true where email = 'api-staff@example.com'`);
    await handle.db.execute(sql`update session set second_factor_at = now() where token = ${adminToken}`);
    await auth.api.revokeUserSessions({ body: { userId }, headers: new Headers(bearer(adminToken)) });
    for (const token of [second, secondPair.idToken, secondPair.accessToken]) expect((await graphql(bearer(token), USER)).user.__typename).toBe('NotAuthenticatedError');
    expect((await request('/api/auth/tokens', { headers: bearer(second) })).status).toBe(401);
  });

  it('change the e-mail address with an id token, as the session would', async () => {
    await confirmedAccount('api-mover@example.com');
    const { idToken } = await tokensFor(await sessionTokenOf('api-mover@example.com'));
    const changed = await graphql(bearer(idToken), `mutation { updateUserEmailAddress(email: "api-moved@example.com") { __typename ... on UpdateUserEmailPayload { success } } }`);
    expect(changed.updateUserEmailAddress).toEqual({ __typename: 'UpdateUserEmailPayload', success: true });
    const token = new URL(/https?:\/\/\S+/.exec(outbox.findLast((m) => m.to === 'api-moved@example.com')!.text)![0]).searchParams.get('token')!;
    const verified = await graphql(bearer(idToken), `mutation ($token: String!) { verifyUserEmailAddress(token: $token) { __typename ... on VerifyUserEmailPayload { email } } }`, { token });
    expect(verified.verifyUserEmailAddress).toEqual({ __typename: 'VerifyUserEmailPayload', email: 'api-moved@example.com' });
  });
});

describe('the CSRF check', () => {
  it('lets bearer requests from anywhere through (they carry no cookie), and refuses another site’s post that carries the session cookie', async () => {
    await confirmedAccount('api-browser@example.com');
    const signIn = await auth.api.signInEmail({ body: { email: 'api-browser@example.com', password: PASSWORD }, asResponse: true });
    const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const { idToken } = await tokensFor(((await signIn.json()) as { token: string }).token);
    const evil = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };

    expect((await graphql({ ...bearer(idToken), ...evil }, USER)).user.email).toBe('api-browser@example.com');
    const changed = await graphql({ ...bearer(idToken), ...evil }, `mutation { updateConsigneeDetails(input: { consigneeName: "Bearer Ltd", consigneeAddress: "1 Road", consigneeTelephone: "1", countryName: "Kenya" }) { __typename } }`);
    expect(changed.updateConsigneeDetails.__typename).toBe('User');

    const forged = { method: 'POST', headers: { 'content-type': 'application/json', cookie, ...evil }, body: JSON.stringify({ query: UPDATE_INFO }) };
    expect((await request('/graphql', forged)).status).toBe(403);
    // A cookie makes it a browser's request, whatever else it carries.
    expect((await request('/graphql', { ...forged, headers: { ...forged.headers, ...bearer(idToken) } })).status).toBe(403);
    expect((await graphql({ cookie, origin: SITE }, USER)).user.email).toBe('api-browser@example.com');
  });
});
