// The authenticator app's set-up between its key and its first code, through a real better-auth on the test
// database: the key better-auth gave at /two-factor/enable is given again to the session that began the
// set-up (a reload of the account page), to that session only, until a right code confirms it or the set-up
// is cancelled; never over HTTP.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import { createAuth, CLIENT_IP_HEADER, type Auth } from '#server/auth.ts';
import { hashPassword, TEST_PASSWORD_HASH_COST } from '#server/password-hash.ts';
import { totp } from '#tests/e2e/totp.ts';
import { openSeededDatabase } from '#tests/setup/test-database.ts';

const SITE = 'http://localhost:3000';
const PASSWORD = 'kilimanjaro42';
let handle: DatabaseHandle;
let auth: Auth;

let address = 0;
async function call(path: string, cookie: string, body: unknown = {}, method = 'POST'): Promise<Response> {
  const headers = { origin: SITE, cookie, [CLIENT_IP_HEADER]: `100.91.0.${++address}`, 'content-type': 'application/json' };
  return auth.handler(new Request(`${SITE}/api/auth${path}`, { method, headers, ...(method === 'POST' ? { body: JSON.stringify(body) } : {}) }));
}

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .filter((c) => !/Max-Age=0/i.test(c))
    .map((c) => c.split(';')[0])
    .join('; ');

/** A confirmed buyer's account, signed in: its session's cookie. */
async function signedIn(email: string): Promise<string> {
  const [user] = await queryRows<{ id: string }>(handle.db, sql`select id from "user" where email = ${email}`);
  if (!user) {
    const id = randomUUID();
    await queryRows(handle.db, sql`insert into "user" (id, name, email, email_verified) values (${id}, 'Wanjiku', ${email}, true)`);
    await queryRows(handle.db, sql`insert into account (id, account_id, provider_id, user_id, password) values (${randomUUID()}, ${id}, 'credential', ${id}, ${await hashPassword(PASSWORD, TEST_PASSWORD_HASH_COST)})`);
  }
  const response = await call('/sign-in/email', '', { email, password: PASSWORD });
  expect(response.status).toBe(200);
  return cookieOf(response);
}

const pending = (cookie: string) => auth.api.pendingAuthenticatorSetup({ headers: new Headers({ cookie }) });
const keyOf = (uri: string) => new URL(uri).searchParams.get('secret')!;

beforeAll(async () => {
  handle = await openSeededDatabase();
  auth = createAuth({ db: handle.db, secret: 'a-test-secret-that-is-long-enough-1234', siteUrl: SITE, sendMail: async () => {}, secureCookies: false, passwordHashCost: TEST_PASSWORD_HASH_COST });
});

describe('a set-up of the authenticator app not yet confirmed', () => {
  it('gives the same key again to the session that began it, and to no other, until a right code confirms it', async () => {
    const cookie = await signedIn('wanjiku@setup.example');
    expect(await pending(cookie)).toBeNull();
    const enabled = await call('/two-factor/enable', cookie, { password: PASSWORD });
    expect(enabled.status).toBe(200);
    const given = (await enabled.json()) as { totpURI: string; backupCodes: string[] };

    // A reload: the same key, link and backup codes, read back.
    expect(await pending(cookie)).toEqual({ totpURI: given.totpURI, backupCodes: given.backupCodes });
    // The same password in another browser reads nothing of it.
    const other = await signedIn('wanjiku@setup.example');
    expect(await pending(other)).toBeNull();
    // Not reachable over HTTP.
    expect((await call('/authenticator-setup/pending', cookie, undefined, 'GET')).status).toBe(404);
    expect((await call('/authenticator-setup/cancel', cookie)).status).toBe(404);

    // A wrong code keeps the set-up; the app's code for the key shown after the reload turns the app on.
    expect((await call('/two-factor/verify-totp', cookie, { code: '000000' })).status).toBe(401);
    expect(await pending(cookie)).toEqual({ totpURI: given.totpURI, backupCodes: given.backupCodes });
    const confirmed = await call('/two-factor/verify-totp', cookie, { code: totp(keyOf((await pending(cookie))!.totpURI)) });
    expect(confirmed.status).toBe(200);
    expect(await pending(cookieOf(confirmed))).toBeNull();
    const [row] = await queryRows<{ two_factor_enabled: boolean; kept: number }>(
      handle.db,
      sql`select u.two_factor_enabled, (select count(*)::int from verification v where v.identifier = 'authenticator-setup-pending:' || u.id) as kept from "user" u where email = 'wanjiku@setup.example'`,
    );
    expect(row).toEqual({ two_factor_enabled: true, kept: 0 });
  });

  it('is dropped when cancelled: its key no longer confirms, and beginning again gives a new one', async () => {
    const cookie = await signedIn('otieno@setup.example');
    const first = (await (await call('/two-factor/enable', cookie, { password: PASSWORD })).json()) as { totpURI: string };
    expect(await auth.api.cancelAuthenticatorSetup({ headers: new Headers({ cookie }) })).toEqual({ cancelled: true });
    expect(await pending(cookie)).toBeNull();
    expect((await call('/two-factor/verify-totp', cookie, { code: totp(keyOf(first.totpURI)) })).status).toBe(400);
    expect(await queryRows(handle.db, sql`select 1 from two_factor t join "user" u on u.id = t.user_id where u.email = 'otieno@setup.example'`)).toEqual([]);

    const again = (await (await call('/two-factor/enable', cookie, { password: PASSWORD })).json()) as { totpURI: string };
    expect(keyOf(again.totpURI)).not.toBe(keyOf(first.totpURI));
    expect((await pending(cookie))?.totpURI).toBe(again.totpURI);
  });

  it('leaves an app that is on as it is when a cancel is asked for', async () => {
    const cookie = await signedIn('achieng@setup.example');
    const { totpURI } = (await (await call('/two-factor/enable', cookie, { password: PASSWORD })).json()) as { totpURI: string };
    const confirmed = await call('/two-factor/verify-totp', cookie, { code: totp(keyOf(totpURI)) });
    expect(await auth.api.cancelAuthenticatorSetup({ headers: new Headers({ cookie: cookieOf(confirmed) }) })).toEqual({ cancelled: false });
    expect(await queryRows(handle.db, sql`select t.verified from two_factor t join "user" u on u.id = t.user_id where u.email = 'achieng@setup.example'`)).toEqual([{ verified: true }]);
  });
});
