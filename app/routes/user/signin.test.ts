// The sign-in form's action with real identity on the test database: once the password is right, the
// buyer goes back to the page they came from, and only ever to a page of this site (issue 37).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { RouterContextProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import { createAuth, type Auth } from '#server/auth.ts';
import { hashPassword, TEST_PASSWORD_HASH_COST } from '#server/password-hash.ts';
import { openSeededDatabase, testContext, testSite } from '#tests/setup/test-database.ts';
import { action } from './signin';

const PASSWORD = 'kilimanjaro42';
let handle: DatabaseHandle;
let auth: Auth;

beforeAll(async () => {
  handle = await openSeededDatabase();
  auth = createAuth({ db: handle.db, secret: 'a-test-secret-that-is-long-enough-1234', siteUrl: testSite.siteUrl, sendMail: async () => {}, secureCookies: false, passwordHashCost: TEST_PASSWORD_HASH_COST });
});

/** A confirmed buyer with a password, as sign-up and its e-mail leave one. */
async function buyer(): Promise<string> {
  const id = randomUUID();
  const email = `signin-${id}@buyers.example`;
  await queryRows(handle.db, sql`insert into "user" (id, name, email, email_verified) values (${id}, 'Amani', ${email}, true)`);
  await queryRows(handle.db, sql`insert into account (id, account_id, provider_id, user_id, password) values (${randomUUID()}, ${id}, 'credential', ${id}, ${await hashPassword(PASSWORD, TEST_PASSWORD_HASH_COST)})`);
  return email;
}

/** Where the sign-in sends the buyer: the Location of the redirect the action throws. */
async function signIn(email: string, redirectTo: string): Promise<{ status: number; location: string | null }> {
  const request = new Request(`${testSite.siteUrl}/en/user/signin?redirectTo=${encodeURIComponent(redirectTo)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: testSite.siteUrl },
    body: new URLSearchParams({ email, password: PASSWORD }),
  });
  const context = Object.assign(new RouterContextProvider(), { ctx: testContext(handle), auth, sharedRender: false, sharedVehicleKept: null });
  try {
    await action({ request, params: { lang: 'en' }, context, url: new URL(request.url), pattern: '/:lang/user/signin' });
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get('location') };
    throw thrown;
  }
  throw new Error('the sign-in did not redirect');
}

describe('sign-in', () => {
  it('goes back to the page on this site the buyer came from', async () => {
    expect(await signIn(await buyer(), '/en/stocklist?maker=Toyota')).toEqual({ status: 302, location: '/en/stocklist?maker=Toyota' });
  });

  it('never sends the buyer to another site, whatever the link says (issue 37)', async () => {
    const email = await buyer();
    // Each of these is a way to evil.example to a browser: tabs and line breaks are dropped, a backslash is a slash.
    for (const redirectTo of ['/\t/evil.example/a', '/\n/evil.example/a', '/\r/evil.example/a', '/\\evil.example', '/.//evil.example', '//evil.example']) {
      expect(await signIn(email, redirectTo), JSON.stringify(redirectTo)).toEqual({ status: 302, location: '/en/user' });
    }
  });
});
