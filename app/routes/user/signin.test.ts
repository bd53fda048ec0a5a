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
import { action, loader } from './signin';

const PASSWORD = 'kilimanjaro42';
let handle: DatabaseHandle;
let auth: Auth;
/** What the identity library e-mailed, newest last. */
const mails: { to: string; text: string }[] = [];

beforeAll(async () => {
  handle = await openSeededDatabase();
  auth = createAuth({ db: handle.db, secret: 'a-test-secret-that-is-long-enough-1234', siteUrl: testSite.siteUrl, sendMail: async (mail) => void mails.push({ to: mail.to, text: String((mail as { text?: string }).text ?? '') }), secureCookies: false, passwordHashCost: TEST_PASSWORD_HASH_COST });
});

/** A confirmed buyer with a password, as sign-up and its e-mail leave one. */
async function buyer({ confirmed = true } = {}): Promise<string> {
  const id = randomUUID();
  const email = `signin-${id}@buyers.example`;
  await queryRows(handle.db, sql`insert into "user" (id, name, email, email_verified) values (${id}, 'Amani', ${email}, ${confirmed})`);
  await queryRows(handle.db, sql`insert into account (id, account_id, provider_id, user_id, password) values (${randomUUID()}, ${id}, 'credential', ${id}, ${await hashPassword(PASSWORD, TEST_PASSWORD_HASH_COST)})`);
  return email;
}

const contextOf = (viewer: { userId: string; email: string } | null = null) =>
  Object.assign(new RouterContextProvider(), { ctx: testContext(handle, viewer ? { viewer: { ...viewer, groups: [] } } : {}), auth, sharedRender: false, sharedVehicleKept: null });

/** The Location of the redirect a loader or action throws; what it answered otherwise. */
async function redirected(run: () => Promise<unknown>): Promise<{ status: number; location: string | null; answer?: unknown }> {
  try {
    const answer = await run();
    return { status: 200, location: null, answer };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get('location') };
    throw thrown;
  }
}

/** Where the sign-in sends the buyer: the Location of the redirect the action throws. */
async function signIn(email: string, redirectTo: string, fields: Record<string, string> = { password: PASSWORD }, extra = ''): Promise<{ status: number; location: string | null }> {
  const request = new Request(`${testSite.siteUrl}/en/user/signin?redirectTo=${encodeURIComponent(redirectTo)}${extra}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: testSite.siteUrl },
    body: new URLSearchParams({ email, ...fields }),
  });
  const result = await redirected(() => action({ request, params: { lang: 'en' }, context: contextOf(), url: new URL(request.url), pattern: '/:lang/user/signin' }));
  if (result.status === 200) throw new Error('the sign-in did not redirect');
  return { status: result.status, location: result.location };
}

/** Where the sign-in page sends someone already signed in, as the confirmation link leaves them. */
async function openSignedIn(query: string) {
  const request = new Request(`${testSite.siteUrl}/en/user/signin${query}`);
  return redirected(() => loader({ request, params: { lang: 'en' }, context: contextOf({ userId: randomUUID(), email: 'someone@buyers.example' }), url: new URL(request.url), pattern: '/:lang/user/signin' }));
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

  it('the confirmation link, which signs the buyer in, leads back to the page they set out from (issue 38 §2)', async () => {
    const back = '/en/stocklist?keywords=hiace&order=12';
    expect(await openSignedIn(`?verified=1&redirectTo=${encodeURIComponent(back)}`)).toEqual({ status: 302, location: back });
    expect(await openSignedIn('?verified=1')).toEqual({ status: 302, location: '/en/user?verified=1' });
    for (const evil of ['//evil.example', 'https://evil.example', '/\\evil.example', '%2F%2Fevil.example']) {
      expect(await openSignedIn(`?verified=1&redirectTo=${encodeURIComponent(evil)}`), evil).toEqual({ status: 302, location: '/en/user?verified=1' });
    }
  });

  it('"Forgot your password?" takes the address typed, the page to return to and the heart on to the reset form', async () => {
    expect(await signIn('amani@buyers.example', '/en/stocklist/AB123', { intent: 'forgot', password: '' }, '&favorite=42')).toEqual({
      status: 302,
      location: '/en/user/password-reset?redirectTo=%2Fen%2Fstocklist%2FAB123&favorite=42&username=amani%40buyers.example',
    });
    expect(await signIn('', '//evil.example', { intent: 'forgot' })).toEqual({ status: 302, location: '/en/user/password-reset' });
  });

  it('an address still to confirm keeps the heart, and the link sent again leads back to the page', async () => {
    const email = await buyer({ confirmed: false });
    const [vehicle] = await queryRows<{ id: number }>(handle.db, sql`select id from vehicles where status = 'OnSale' order by id limit 1`);
    const request = new Request(`${testSite.siteUrl}/en/user/signin?redirectTo=${encodeURIComponent('/en/stocklist/AB123')}&favorite=${vehicle!.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: testSite.siteUrl },
      body: new URLSearchParams({ email, password: PASSWORD }),
    });
    const result = await redirected(() => action({ request, params: { lang: 'en' }, context: contextOf(), url: new URL(request.url), pattern: '/:lang/user/signin' }));
    expect(result.answer).toMatchObject({ data: { error: 'account-not-verified' }, init: { status: 400 } });
    const kept = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from favorites f join "user" u on u.id = f.user_id where u.email = ${email} and f.vehicle_id = ${vehicle!.id}`);
    expect(kept[0]!.n).toBe(1);
    const link = /https?:\/\/\S+verify-email\S+/.exec(mails.filter((m) => m.to === email).at(-1)!.text)![0];
    expect(new URL(link).searchParams.get('callbackURL')).toBe('/en/user/signin?verified=1&redirectTo=%2Fen%2Fstocklist%2FAB123');
  });
});

