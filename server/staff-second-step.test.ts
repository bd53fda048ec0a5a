// Staff powers need a session that passed the authenticator-app step (ADR 051), through a real better-auth
// on the test database: better-auth's admin endpoints, the back office's pages and its GraphQL calls refuse a
// session signed in with the password alone, even once the account turns the app on; turning it on needs
// the code e-mailed to the staff address; a session signed in with the app's code works.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import type { RequestContext } from '#domain/context.ts';
import { loader as ordersLoader } from '#app/routes/admin/orders.tsx';
import { createAuth, identify, CLIENT_IP_HEADER, type Auth } from '#server/auth.ts';
import type { OutgoingMail } from '#domain/mail.ts';
import { hashPassword, TEST_PASSWORD_HASH_COST } from '#server/password-hash.ts';
import { SETUP_CODE_TRIES } from '#server/staff-second-step.ts';
import { createGraphqlHandler } from '#server/yoga.ts';
import { totp } from '#tests/e2e/totp.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';

const SITE = 'http://localhost:3000';
const PASSWORD = 'kilimanjaro42';
let handle: DatabaseHandle;
let auth: Auth;
const outbox: OutgoingMail[] = [];
const yoga = createGraphqlHandler({ introspection: false, logError: () => {} });

/** Each call from an address of its own: the per-address limits are not what these tests are about. */
let address = 0;
const nextAddress = () => `100.90.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

async function call(method: 'GET' | 'POST', path: string, headers: HeadersInit = {}, body?: unknown): Promise<Response> {
  const init: RequestInit = { method, headers: { ...Object.fromEntries(new Headers(headers)), origin: SITE, [CLIENT_IP_HEADER]: nextAddress(), ...(body ? { 'content-type': 'application/json' } : {}) } };
  if (body) init.body = JSON.stringify(body);
  return auth.handler(new Request(`${SITE}/api/auth${path}`, init));
}

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .filter((c) => !/Max-Age=0/i.test(c))
    .map((c) => c.split(';')[0])
    .join('; ');

/** A confirmed account with a password and a role, as `npm run staff` leaves one. */
async function account(email: string, role: string): Promise<string> {
  const id = randomUUID();
  await queryRows(handle.db, sql`insert into "user" (id, name, email, email_verified, role) values (${id}, ${email.split('@')[0]!}, ${email}, true, ${role})`);
  await queryRows(handle.db, sql`insert into account (id, account_id, provider_id, user_id, password) values (${randomUUID()}, ${id}, 'credential', ${id}, ${await hashPassword(PASSWORD, TEST_PASSWORD_HASH_COST)})`);
  return id;
}

/** Signs in with the password; with `key`, gives the app's code at the second step. The session's cookie. */
async function signIn(email: string, key?: string): Promise<string> {
  const first = await call('POST', '/sign-in/email', {}, { email, password: PASSWORD });
  expect(first.status).toBe(200);
  if (!key) return cookieOf(first);
  expect(await first.json()).toMatchObject({ twoFactorRedirect: true });
  const second = await call('POST', '/two-factor/verify-totp', { cookie: cookieOf(first) }, { code: totp(key) });
  expect(second.status).toBe(200);
  return cookieOf(second);
}

/** The e-mailed set-up code: asked for, and read from the mail to `email`. */
async function setupCode(cookie: string, email: string): Promise<string> {
  const asked = await call('POST', '/staff/authenticator-setup-code', { cookie }, {});
  expect(asked.status).toBe(200);
  const mail = outbox.findLast((m) => m.to === email)!;
  expect(mail.subject).toBe('Your code to set up the authenticator app');
  return /: (\d{8})$/m.exec(mail.text)![1]!;
}

/**
 * Turns the app on from a password-only session: the e-mailed code and the password, then the app's code.
 * Returns the app's key and the session's cookie afterwards (better-auth renews it).
 */
async function turnOnApp(cookie: string, email: string): Promise<{ key: string; cookie: string }> {
  const emailCode = await setupCode(cookie, email);
  const enabled = await call('POST', '/two-factor/enable', { cookie }, { password: PASSWORD, emailCode });
  expect(enabled.status).toBe(200);
  const key = new URL(((await enabled.json()) as { totpURI: string }).totpURI).searchParams.get('secret')!;
  const verified = await call('POST', '/two-factor/verify-totp', { cookie }, { code: totp(key) });
  expect(verified.status).toBe(200);
  return { key, cookie: cookieOf(verified) || cookie };
}

async function contextFor(headers: HeadersInit): Promise<RequestContext> {
  const identified = await identify(auth, handle.db, new Headers(headers));
  return testContext(handle, { viewer: identified?.viewer ?? null, identity: { auth, headers: identified?.authHeaders ?? new Headers(headers) }, now: new Date() });
}

/** What /admin/orders answers: its loader's data, or the status it was refused with. */
async function ordersPage(headers: HeadersInit): Promise<{ status: number; data: unknown }> {
  const ctx = await contextFor(headers);
  try {
    await ordersLoader({ request: new Request('http://localhost/admin/orders'), params: {}, context: { ctx, auth } } as never);
    return { status: 200, data: null };
  } catch (thrown) {
    const refused = thrown as { type?: string; data?: unknown; init?: { status?: number } };
    if (refused.type !== 'DataWithResponseInit') throw thrown;
    return { status: refused.init?.status ?? 200, data: refused.data };
  }
}

/** The back office's GraphQL call that disables a buyer; its result's type name, and its message when refused. */
async function disableBuyer(headers: HeadersInit, buyerId: string): Promise<string> {
  const ctx = await contextFor(headers);
  const response = await yoga.fetch(`${SITE}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: `mutation ($id: ID!) { updateUserAuth(id: $id, input: { enabled: false }) { __typename ... on AuthenticationError { message } } }`, variables: { id: buyerId } }),
  }, ctx);
  const body = (await response.json()) as { data: { updateUserAuth: { __typename: string; message?: string } }; errors?: unknown };
  expect(body.errors).toBeUndefined();
  const { __typename, message } = body.data.updateUserAuth;
  return message ? `${__typename}: ${message}` : __typename;
}

/** The accounts as an attacker would change them: roles, bans, passwords, sessions, names, addresses. */
const accounts = () =>
  queryRows(
    handle.db,
    sql`select u.id, u.email, u.name, u.role, u.banned, u.two_factor_enabled, a.password, (select count(*)::int from session s where s.user_id = u.id) as sessions
        from "user" u left join account a on a.user_id = u.id order by u.email`,
  );

let buyerId: string;

beforeAll(async () => {
  handle = await openSeededDatabase();
  auth = createAuth({ db: handle.db, secret: 'a-test-secret-that-is-long-enough-1234', siteUrl: SITE, sendMail: async (m) => void outbox.push(m), secureCookies: false, passwordHashCost: TEST_PASSWORD_HASH_COST });
  buyerId = await account('buyer@ss.example', 'user');
  await signIn('buyer@ss.example');
});

describe('better-auth’s admin endpoints', () => {
  /** Every endpoint of the admin plugin, as a thief with an admin's password would call it. */
  const calls = (victim: string, sales: string): [string, 'GET' | 'POST', string, unknown?][] => [
    ['list-users', 'GET', '/admin/list-users?limit=100'],
    ['get-user', 'GET', `/admin/get-user?id=${victim}`],
    ['create-user', 'POST', '/admin/create-user', { email: 'planted@ss.example', password: PASSWORD, name: 'Planted', role: 'admin' }],
    ['update-user', 'POST', '/admin/update-user', { userId: victim, data: { name: 'Hacked' } }],
    ['set-role', 'POST', '/admin/set-role', { userId: sales, role: 'admin' }],
    ['list-user-sessions', 'POST', '/admin/list-user-sessions', { userId: victim }],
    ['ban-user', 'POST', '/admin/ban-user', { userId: victim, banReason: 'probe' }],
    ['unban-user', 'POST', '/admin/unban-user', { userId: victim }],
    ['impersonate-user', 'POST', '/admin/impersonate-user', { userId: victim }],
    ['stop-impersonating', 'POST', '/admin/stop-impersonating', {}],
    ['revoke-user-session', 'POST', '/admin/revoke-user-session', { sessionToken: 'x' }],
    ['revoke-user-sessions', 'POST', '/admin/revoke-user-sessions', { userId: victim }],
    ['set-user-password', 'POST', '/admin/set-user-password', { userId: victim, newPassword: 'taken-over-99' }],
    ['remove-user', 'POST', '/admin/remove-user', { userId: victim }],
    ['has-permission', 'POST', '/admin/has-permission', { permissions: { user: ['list'] } }],
  ];

  it('refuse an admin signed in with the password alone, and change nothing', async () => {
    await account('admin-pw@ss.example', 'admin');
    const salesId = await account('sales-pw@ss.example', 'sales');
    const cookie = await signIn('admin-pw@ss.example');
    const before = await accounts();
    for (const [name, method, path, body] of calls(buyerId, salesId)) {
      const response = await call(method, path, { cookie }, body);
      // Impersonation is switched off altogether; the rest ask for the app's step.
      expect(response.status, name).toBe(name.includes('impersonat') ? 404 : 403);
      if (!name.includes('impersonat')) expect(await response.json(), name).toMatchObject({ code: 'SECOND_STEP_REQUIRED' });
    }
    // Nor with the session token as a bearer, as an API client would send it.
    const token = (await queryRows<{ token: string }>(handle.db, sql`select s.token from session s join "user" u on u.id = s.user_id where u.email = 'admin-pw@ss.example'`))[0]!.token;
    expect((await call('POST', '/admin/set-role', { authorization: `Bearer ${token}` }, { userId: salesId, role: 'admin' })).status).toBe(403);
    expect(await accounts()).toEqual(before);
  });

  it('work for an admin whose session passed the app’s step; impersonation stays off', async () => {
    await account('admin-2fa@ss.example', 'admin');
    const salesId = await account('sales-2fa@ss.example', 'sales');
    const { key } = await turnOnApp(await signIn('admin-2fa@ss.example'), 'admin-2fa@ss.example');
    const cookie = await signIn('admin-2fa@ss.example', key);
    const listed = await call('GET', '/admin/list-users?limit=100', { cookie });
    expect(listed.status).toBe(200);
    expect(((await listed.json()) as { users: { email: string }[] }).users.map((u) => u.email)).toContain('buyer@ss.example');
    expect((await call('POST', '/admin/set-role', { cookie }, { userId: salesId, role: 'editor' })).status).toBe(200);
    expect(await queryRows(handle.db, sql`select role from "user" where id = ${salesId}`)).toEqual([{ role: 'editor' }]);
    expect((await call('POST', '/admin/impersonate-user', { cookie }, { userId: buyerId })).status).toBe(404);
    expect(await queryRows(handle.db, sql`select count(*)::int as n from session where impersonated_by is not null`)).toEqual([{ n: 0 }]);
  });
});

describe('a staff session signed in with the password alone', () => {
  it('gets no staff powers when the account turns the app on, until it signs in again with the app’s code', async () => {
    await account('sales-later@ss.example', 'sales');
    const { key, cookie } = await turnOnApp(await signIn('sales-later@ss.example'), 'sales-later@ss.example');
    expect(await queryRows(handle.db, sql`select two_factor_enabled from "user" where email = 'sales-later@ss.example'`)).toEqual([{ two_factor_enabled: true }]);
    // The same browser, its session renewed by turning the app on: still the password alone.
    expect((await contextFor({ cookie })).viewer).toMatchObject({ staffRoles: ['sales'], twoFactor: false, authenticatorOn: true });
    expect(await ordersPage({ cookie })).toEqual({ status: 403, data: { needsTwoFactor: true, authenticatorOn: true } });
    const signInAgain = 'AuthenticationError: Sign in again with a code from your authenticator app to use the back office.';
    expect(await disableBuyer({ cookie }, buyerId)).toBe(signInAgain);
    // Nor the API tokens of that session.
    const tokens = (await (await call('GET', '/tokens', { cookie })).json()) as { idToken: string; accessToken: string };
    for (const token of [tokens.idToken, tokens.accessToken]) expect(await disableBuyer({ authorization: `Bearer ${token}` }, buyerId)).toBe(signInAgain);
    expect(await queryRows(handle.db, sql`select banned from "user" where id = ${buyerId}`)).toEqual([{ banned: false }]);
    // Nor can it read the app's key or backup codes, or turn the app off.
    expect((await call('POST', '/two-factor/get-totp-uri', { cookie }, { password: PASSWORD })).status).toBe(403);
    expect((await call('POST', '/two-factor/generate-backup-codes', { cookie }, { password: PASSWORD })).status).toBe(403);
    expect((await call('POST', '/two-factor/disable', { cookie }, { password: PASSWORD })).status).toBe(403);

    // Signed in again with the app's code: the back office, its calls and the tokens work.
    const coded = await signIn('sales-later@ss.example', key);
    expect((await contextFor({ cookie: coded })).viewer).toMatchObject({ staffRoles: ['sales'], twoFactor: true, authenticatorOn: true });
    expect((await ordersPage({ cookie: coded })).status).toBe(200);
    const codedTokens = (await (await call('GET', '/tokens', { cookie: coded })).json()) as { accessToken: string };
    expect((await contextFor({ authorization: `Bearer ${codedTokens.accessToken}` })).viewer).toMatchObject({ twoFactor: true });
    expect(await disableBuyer({ cookie: coded }, buyerId)).toBe('UserByAdmin');
    expect(await queryRows(handle.db, sql`select banned from "user" where id = ${buyerId}`)).toEqual([{ banned: true }]);
    await queryRows(handle.db, sql`update "user" set banned = false where id = ${buyerId}`);
    // The account's old password-only session is still refused.
    expect(await ordersPage({ cookie })).toMatchObject({ status: 403 });
  });

  it('turns the app on only with the code e-mailed to the staff address', async () => {
    const editorId = await account('editor-setup@ss.example', 'editor');
    const cookie = await signIn('editor-setup@ss.example');
    const noApp = async () => expect(await queryRows(handle.db, sql`select 1 from two_factor where user_id = ${editorId}`)).toEqual([]);
    // The password alone: refused, nothing set up.
    const bare = await call('POST', '/two-factor/enable', { cookie }, { password: PASSWORD });
    expect(bare.status).toBe(403);
    expect(await bare.json()).toMatchObject({ code: 'SETUP_CODE_INVALID' });
    await noApp();
    // Nor can the account's address be moved to one the thief reads, to receive the code there.
    expect((await call('POST', '/change-email', { cookie }, { newEmail: 'thief@elsewhere.example' })).status).toBe(403);
    expect(outbox.some((m) => m.to === 'thief@elsewhere.example')).toBe(false);

    // The code goes to the staff address; a wrong one is refused, and past the tries the right one is void.
    const code = await setupCode(cookie, 'editor-setup@ss.example');
    const wrong = code === '00000000' ? '00000001' : '00000000';
    for (let i = 0; i < SETUP_CODE_TRIES; i++) expect((await call('POST', '/two-factor/enable', { cookie }, { password: PASSWORD, emailCode: wrong })).status).toBe(403);
    expect((await call('POST', '/two-factor/enable', { cookie }, { password: PASSWORD, emailCode: code })).status).toBe(403);
    await noApp();

    // A new code, with the password: the set-up begins, and the code is spent.
    const fresh = await setupCode(cookie, 'editor-setup@ss.example');
    expect((await call('POST', '/two-factor/enable', { cookie }, { password: PASSWORD, emailCode: fresh })).status).toBe(200);
    expect(await queryRows(handle.db, sql`select verified from two_factor where user_id = ${editorId}`)).toEqual([{ verified: false }]);
    expect((await call('POST', '/two-factor/enable', { cookie }, { password: PASSWORD, emailCode: fresh })).status).toBe(403);
  });

  it('leaves buyers as they were: their app needs no e-mailed code, and they are sent none', async () => {
    const cookie = await signIn('buyer@ss.example');
    expect((await call('POST', '/staff/authenticator-setup-code', { cookie }, {})).status).toBe(403);
    expect((await call('POST', '/two-factor/enable', { cookie }, { password: PASSWORD })).status).toBe(200);
  });
});
