// The account calls through GraphQL with a real better-auth on the test database: sign-up and its
// e-mail, bearer tokens, NotAuthenticatedError for every account call, and no user reaching another's
// data whatever it passes; the sign-in limits through the HTTP handler, and what they answer.
import { APIError } from 'better-auth/api';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import type { RequestContext } from '#domain/context.ts';
import { action as passwordResetAction } from '#app/routes/user/password-reset.tsx';
import { issueText } from '#app/lib/input-issues.ts';
import { translate } from '#domain/content/translate.ts';
import type { InputIssue } from '#domain/errors.ts';
import { createAuth, identify, CLIENT_IP_HEADER, PARTIAL_SIGN_IN_SECONDS, EMAIL_REQUEST_LIMITS, LANGUAGE_HEADER, type Auth, type SignInLogEntry } from '#server/auth.ts';
import { translations } from '#db/seed/content/translations.ts';
import { totp } from '#tests/e2e/totp.ts';
import type { OutgoingMail } from '#domain/mail.ts';
import { TEST_PASSWORD_HASH_COST } from '#server/password-hash.ts';
import { createGraphqlHandler } from '#server/yoga.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';

let handle: DatabaseHandle;
let auth: Auth;
const outbox: OutgoingMail[] = [];
/** What the server logs of each sign-in attempt. */
const signInLog: SignInLogEntry[] = [];
const yoga = createGraphqlHandler({ introspection: false, logError: () => {} });
const SITE = 'http://localhost:3000';

beforeAll(async () => {
  handle = await openSeededDatabase();
  auth = createAuth({ db: handle.db, secret: 'a-test-secret-that-is-long-enough-1234', siteUrl: SITE, sendMail: async (m) => void outbox.push(m), secureCookies: false, passwordHashCost: TEST_PASSWORD_HASH_COST, log: (entry) => void signInLog.push(entry) });
});

/** A request context as the server builds it for these headers. */
async function contextFor(headers: Headers = new Headers(), language: RequestContext['language'] = 'en'): Promise<RequestContext> {
  const identified = await identify(auth, handle.db, headers);
  return testContext(handle, { viewer: identified?.viewer ?? null, identity: { auth, headers: identified?.authHeaders ?? headers }, language, now: new Date() });
}

async function graphqlResponse(ctx: RequestContext, query: string, variables: Record<string, unknown> = {}) {
  const response = await yoga.fetch(`${SITE}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) }, ctx);
  return (await response.json()) as { data?: Record<string, any>; errors?: { message: string }[] };
}

async function graphql<T = Record<string, any>>(ctx: RequestContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const body = await graphqlResponse(ctx, query, variables);
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data as T;
}

const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) { __typename ... on SignUpPayload { userId email } ... on InvalidInputError { issues { fieldname message } } } }`;
const USER = `{ user { __typename ... on User { id email language contactInfo { firstName lastName telephone country { name } } port { name } consigneeDetails { name } } ... on NotAuthenticatedError { message } } }`;

const linkIn = (mail: OutgoingMail) => /https?:\/\/\S+/.exec(mail.text)![0];

/** A confirmed account, signed in: the bearer headers an API client would send. */
async function account(email: string, firstName: string): Promise<Headers> {
  const ctx = await contextFor();
  const input = { email, password: 'kilimanjaro42', title: 'Ms', firstName, lastName: 'Tester', telephone: '+254700000000', countryName: 'Kenya', language: 'pt' };
  expect((await graphql(ctx, SIGN_UP, { input })).signUp.__typename).toBe('SignUpPayload');
  const mail = outbox.findLast((m) => m.to === email)!;
  const token = new URL(linkIn(mail)).searchParams.get('token')!;
  await auth.api.verifyEmail({ query: { token } });
  const signedIn = await auth.api.signInEmail({ body: { email, password: 'kilimanjaro42' } });
  return new Headers({ authorization: `Bearer ${signedIn.token}` });
}

/** The three credentials an API client can send for one session: its token, and the id and access tokens. */
async function credentialsOf(sessionHeaders: Headers): Promise<Record<'session token' | 'id token' | 'access token', Headers>> {
  const response = await auth.handler(new Request(`${SITE}/api/auth/tokens`, { headers: sessionHeaders }));
  const { idToken, accessToken } = (await response.json()) as { idToken: string; accessToken: string };
  return { 'session token': sessionHeaders, 'id token': new Headers({ authorization: `Bearer ${idToken}` }), 'access token': new Headers({ authorization: `Bearer ${accessToken}` }) };
}

/** A call to better-auth's HTTP API, as a program would make it. */
const authCall = (path: string, headers: Headers, body: unknown) =>
  auth.handler(new Request(`${SITE}/api/auth${path}`, { method: 'POST', headers: { ...Object.fromEntries(headers), 'content-type': 'application/json', origin: SITE }, body: JSON.stringify(body) }));

describe('signUp', () => {
  it('refuses bad input with the spec’s messages and creates nothing', async () => {
    const ctx = await contextFor();
    const { signUp } = await graphql(ctx, SIGN_UP, {
      input: { email: 'not-an-email', password: 'short1', title: 'Mr', firstName: 'x'.repeat(101), lastName: '', telephone: '1'.repeat(21), countryName: 'Kenya' },
    });
    expect(signUp.issues).toEqual(
      expect.arrayContaining([
        { fieldname: 'email', message: 'Email must be a valid email' },
        { fieldname: 'password', message: 'Password must be at least 8 characters.' },
        { fieldname: 'firstName', message: 'First Name must be at most 100 characters.' },
        { fieldname: 'lastName', message: 'Last Name is a required field' },
        { fieldname: 'telephone', message: 'Phone must be at most 20 characters.' },
      ]),
    );
    expect(await queryRows(handle.db, sql`select 1 from "user" where email = 'not-an-email'`)).toEqual([]);
  });

  it('creates the account, e-mails the confirmation in the buyer’s language, and refuses sign-in until confirmed', async () => {
    const ctx = await contextFor();
    const input = { email: 'nadia@example.com', password: 'kilimanjaro42', title: 'Ms', firstName: 'Nadia', lastName: 'Sitoe', telephone: '+258840000000', countryName: 'Mozambique', language: 'pt' };
    expect((await graphql(ctx, SIGN_UP, { input })).signUp).toMatchObject({ __typename: 'SignUpPayload', email: 'nadia@example.com' });
    const mail = outbox.findLast((m) => m.to === 'nadia@example.com')!;
    expect(mail.subject).toBe('Confirme o seu endereço de e-mail');
    expect(linkIn(mail)).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);
    await expect(auth.api.signInEmail({ body: { email: 'nadia@example.com', password: 'kilimanjaro42' } })).rejects.toThrow(/not verified/i);
    // The same address again answers as a new sign-up would (no enumeration); the owner is told by e-mail.
    expect((await graphql(ctx, SIGN_UP, { input: { ...input, firstName: 'Impostor' } })).signUp).toMatchObject({ __typename: 'SignUpPayload', email: 'nadia@example.com' });
    const note = outbox.findLast((m) => m.to === 'nadia@example.com')!;
    expect(note.subject).toBe('Já tem uma conta');
    // Its link opens the sign-in page in the owner's language.
    expect(linkIn(note)).toBe('http://localhost:3000/pt/user/signin');
    const [profile] = await queryRows<{ first_name: string }>(handle.db, sql`select first_name from user_profiles join "user" u on u.id = user_id where u.email = 'nadia@example.com'`);
    expect(profile!.first_name).toBe('Nadia');
  });
});

describe('the signed-in user', () => {
  it('reads its own account with a bearer token, and nothing without one', async () => {
    const headers = await account('kofi@example.com', 'Kofi');
    const user = (await graphql(await contextFor(headers), USER)).user;
    expect(user).toMatchObject({ __typename: 'User', email: 'kofi@example.com', language: 'pt', contactInfo: { firstName: 'Kofi', country: { name: 'Kenya' } } });
    expect((await graphql(await contextFor(), USER)).user).toEqual({ __typename: 'NotAuthenticatedError', message: 'You need to sign in to do this.' });
    expect((await graphql(await contextFor(new Headers({ authorization: 'Bearer forged.token' })), USER)).user.__typename).toBe('NotAuthenticatedError');
  });

  it('recognises members of the Distributors group, who then pay the distributor price, and staff by their role', async () => {
    const headers = await account('dealer@example.com', 'Dealer');
    const before = await contextFor(headers);
    expect(before.viewer!.groups).toEqual([]);
    await handle.db.execute(sql`insert into user_groups (user_id, group_name) select id, 'Distributors' from "user" where email = 'dealer@example.com'`);
    const ctx = await contextFor(headers);
    expect((await graphql(ctx, `{ user { ... on User { isDistributors } } }`)).user).toEqual({ isDistributors: true });
    expect(ctx.viewer!.staffRoles).toBeUndefined();
    await handle.db.execute(sql`update "user" set role = 'sales' where email = 'dealer@example.com'`);
    expect((await contextFor(headers)).viewer).toMatchObject({ staffRoles: ['sales'], twoFactor: false });
    const [v] = await queryRows<{ stock_number: string; distributor_price: number }>(handle.db, sql`select stock_number, distributor_price from vehicles where distributor_price is not null and status = 'OnSale' limit 1`);
    const quote = await graphql(ctx, `{ calculateTradeTerm(input: { stockNumber: "${v!.stock_number}", countryName: "Kenya", isCif: false }) { ... on TradeTerm { itemPrices { name price } } } }`);
    expect(quote.calculateTradeTerm.itemPrices[0]).toEqual({ name: 'VehiclePrice', price: v!.distributor_price });
  });

  it('answers NotAuthenticatedError to the account query and every account mutation without a user, or with a bad token', async () => {
    const [mombasa] = await queryRows<{ uuid: string }>(handle.db, sql`select uuid::text from ports where code = 'KEMBA'`);
    // A real change-of-address token, so that only the missing user can be the reason for the refusal.
    const owner = await contextFor(await account('token-owner@example.com', 'Owner'));
    await graphql(owner, `mutation { updateUserEmailAddress(email: "token-owner.new@example.com") { __typename } }`);
    const token = new URL(linkIn(outbox.findLast((m) => m.to === 'token-owner.new@example.com')!)).searchParams.get('token')!;
    const calls = [
      'query { result: user',
      'mutation { result: updateUserInfo(input: { firstName: "A", lastName: "B", telephone: "1", countryName: "Kenya" })',
      'mutation { result: updateConsigneeDetails(input: { consigneeName: "A", consigneeAddress: "B", consigneeTelephone: "1", countryName: "Kenya" })',
      `mutation { result: updateUserDefaultPort(portUuid: "${mombasa!.uuid}")`,
      'mutation { result: updateUserEmailAddress(email: "new@example.com")',
      `mutation { result: verifyUserEmailAddress(token: "${token}")`,
      'mutation { result: updateUserEmailAddress(input: { email: "new@example.com" })',
      `mutation { result: verifyUserEmailAddress(input: { token: "${token}" })`,
    ];
    const nobody = { 'no credentials': new Headers(), 'a forged token': new Headers({ authorization: 'Bearer eyJhbGciOiJFZERTQSJ9.eyJzdWIiOiJ4In0.c2ln' }), 'a made-up session token': new Headers({ authorization: 'Bearer notasessiontoken' }) };
    for (const [who, headers] of Object.entries(nobody)) {
      const ctx = await contextFor(headers);
      for (const call of calls) expect((await graphql(ctx, `${call} { __typename } }`)).result.__typename, `${call} with ${who}`).toBe('NotAuthenticatedError');
    }
    expect((await graphql(owner, USER)).user.email).toBe('token-owner@example.com');
  });

  it('never lets one user read or change another’s data, whatever the credential or the ids it passes', async () => {
    const aliceHeaders = await account('alice2@example.com', 'Alice');
    const alice = await contextFor(aliceHeaders);
    const [mombasa] = await queryRows<{ uuid: string }>(handle.db, sql`select uuid::text from ports where code = 'KEMBA'`);
    await graphql(alice, `mutation { updateUserDefaultPort(portUuid: "${mombasa!.uuid}") { __typename } }`);
    await graphql(alice, `mutation { updateConsigneeDetails(input: { consigneeName: "Alice Traders", consigneeAddress: "Moi Avenue 1", consigneeTelephone: "+254700000001", countryName: "Kenya" }) { __typename } }`);
    const aliceBefore = (await graphql(alice, USER)).user;
    const aliceId = aliceBefore.id as string;
    // Alice asks to move to a new address; the link's token is hers alone.
    await graphql(alice, `mutation { updateUserEmailAddress(email: "alice2.new@example.com") { __typename } }`);
    const alicesToken = new URL(linkIn(outbox.findLast((m) => m.to === 'alice2.new@example.com')!)).searchParams.get('token')!;

    const bobSession = await account('bob2@example.com', 'Bob');
    for (const [credential, headers] of Object.entries(await credentialsOf(bobSession))) {
      const bob = await contextFor(headers);
      const seen = (await graphql(bob, USER)).user;
      expect(seen.email, credential).toBe('bob2@example.com');
      expect(seen.id).not.toBe(aliceId);
      // No input takes a user id: one slipped in is refused by the schema, before anything runs.
      for (const call of [
        `updateUserInfo(input: { userId: "${aliceId}", firstName: "Hacked", lastName: "B", telephone: "1", countryName: "Kenya" })`,
        `updateConsigneeDetails(input: { userId: "${aliceId}", consigneeName: "Hacked", consigneeAddress: "B", consigneeTelephone: "1", countryName: "Kenya" })`,
        `updateUserDefaultPort(portUuid: "${mombasa!.uuid}", userId: "${aliceId}")`,
        `updateUserEmailAddress(email: "hacked@example.com", userId: "${aliceId}")`,
        `user(id: "${aliceId}")`,
      ]) {
        const answer = await graphqlResponse(bob, `${call.startsWith('user') ? 'query' : 'mutation'} { ${call} { __typename } }`);
        expect(answer.errors?.[0]?.message, `${call} with Bob's ${credential}`).toMatch(/userId|Unknown argument "id"/);
      }
      // Alice's address cannot be taken (the answer does not say it is in use: nothing is sent to it), nor
      // her change of address confirmed by Bob.
      const mailsToAlice = outbox.filter((m) => m.to === 'alice2@example.com').length;
      await graphql(bob, `mutation { updateUserEmailAddress(email: "alice2@example.com") { __typename } }`);
      expect(outbox.filter((m) => m.to === 'alice2@example.com').length).toBe(mailsToAlice);
      const confirm = await graphql(bob, `mutation ($token: String!) { verifyUserEmailAddress(token: $token) { __typename ... on InvalidInputError { issues { fieldname } } } }`, { token: alicesToken });
      expect(confirm.verifyUserEmailAddress, credential).toEqual({ __typename: 'InvalidInputError', issues: [{ fieldname: 'token' }] });
      // Bob's own changes stay his.
      await graphql(bob, `mutation { updateUserInfo(input: { firstName: "Robert", lastName: "Tester", telephone: "+254722222222", countryName: "Uganda" }) { __typename } }`);
    }
    // better-auth's own calls act on the caller's session only: an id in the body changes nothing of Alice's.
    expect((await authCall('/change-password', bobSession, { currentPassword: 'kilimanjaro42', newPassword: 'serengeti77', userId: aliceId })).status).toBe(200);
    expect((await authCall('/two-factor/enable', bobSession, { password: 'serengeti77', userId: aliceId })).status).toBe(200);
    expect(await queryRows(handle.db, sql`select 1 from two_factor where user_id = ${aliceId}`)).toEqual([]);
    expect(await queryRows(handle.db, sql`select email from "user" where id = ${aliceId} or email like 'bob2%' order by email`)).toEqual([{ email: 'alice2@example.com' }, { email: 'bob2@example.com' }]);
    await expect(auth.api.signInEmail({ body: { email: 'alice2@example.com', password: 'kilimanjaro42' } })).resolves.toMatchObject({ token: expect.any(String) });

    expect((await graphql(alice, USER)).user).toEqual(aliceBefore);
    // Alice's own token still works for her.
    const confirmed = await graphql(alice, `mutation ($token: String!) { verifyUserEmailAddress(token: $token) { __typename ... on VerifyUserEmailPayload { email } } }`, { token: alicesToken });
    expect(confirmed.verifyUserEmailAddress).toEqual({ __typename: 'VerifyUserEmailPayload', email: 'alice2.new@example.com' });
  });

  it('changes only the caller’s own data: two users, each mutation', async () => {
    const alice = await contextFor(await account('alice@example.com', 'Alice'));
    const bob = await contextFor(await account('bob@example.com', 'Bob'));
    const [mombasa] = await queryRows<{ uuid: string }>(handle.db, sql`select uuid::text from ports where code = 'KEMBA'`);
    await graphql(alice, `mutation { updateUserInfo(input: { firstName: "Alicia", lastName: "Mwangi", telephone: "+254711111111", countryName: "Uganda" }) { __typename } }`);
    await graphql(alice, `mutation { updateUserDefaultPort(portUuid: "${mombasa!.uuid}") { __typename } }`);
    await graphql(alice, `mutation { updateConsigneeDetails(input: { consigneeName: "Mwangi Traders", consigneeAddress: "Kampala Road 1", consigneeTelephone: "+256700000000", countryName: "Uganda" }) { __typename } }`);
    expect((await graphql(alice, USER)).user).toMatchObject({ email: 'alice@example.com', contactInfo: { firstName: 'Alicia', country: { name: 'Uganda' } }, port: { name: 'Mombasa' }, consigneeDetails: { name: 'Mwangi Traders' } });
    expect((await graphql(bob, USER)).user).toMatchObject({ email: 'bob@example.com', contactInfo: { firstName: 'Bob', country: { name: 'Kenya' } }, port: null, consigneeDetails: { name: null } });
  });

  it('checks the default port and the contact limits', async () => {
    const ctx = await contextFor(await account('carla@example.com', 'Carla'));
    const bad = await graphql(ctx, `mutation { updateUserDefaultPort(portUuid: "00000000-0000-4000-8000-000000000000") { __typename ... on InvalidInputError { issues { fieldname message } } } }`);
    expect(bad.updateUserDefaultPort).toEqual({ __typename: 'InvalidInputError', issues: [{ fieldname: 'portUuid', message: 'Choose one of the ports we ship to.' }] });
    const [yokohama] = await queryRows<{ uuid: string }>(handle.db, sql`select uuid::text from ports where code = 'JPYOK'`);
    expect((await graphql(ctx, `mutation { updateUserDefaultPort(portUuid: "${yokohama!.uuid}") { __typename } }`)).updateUserDefaultPort.__typename).toBe('InvalidInputError');
    const long = await graphql(ctx, `mutation { updateUserInfo(input: { firstName: "${'x'.repeat(101)}", lastName: "B", telephone: "1", countryName: "Kenya" }) { ... on InvalidInputError { issues { fieldname message } } } }`);
    expect(long.updateUserInfo.issues).toEqual([{ fieldname: 'firstName', message: 'First Name must be at most 100 characters.' }]);
  });

  it('changes the e-mail address in two steps, telling the old address', async () => {
    const headers = await account('dmitri@example.com', 'Dmitri');
    const ctx = await contextFor(headers);
    expect((await graphql(ctx, `mutation { updateUserEmailAddress(email: "dmitri.new@example.com") { __typename ... on UpdateUserEmailPayload { success } ... on InvalidInputError { issues { message } } } }`)).updateUserEmailAddress).toEqual({
      __typename: 'UpdateUserEmailPayload',
      success: true,
    });
    expect(outbox.findLast((m) => m.to === 'dmitri@example.com')!.subject).toBe('O seu endereço de e-mail vai mudar');
    expect(outbox.findLast((m) => m.to === 'dmitri.new@example.com')!.subject).toBe('Confirme o seu novo endereço de e-mail');
    const token = new URL(linkIn(outbox.findLast((m) => m.to === 'dmitri.new@example.com')!)).searchParams.get('token')!;
    const verified = await graphql(ctx, `mutation ($token: String!) { verifyUserEmailAddress(token: $token) { __typename ... on VerifyUserEmailPayload { email } } }`, { token });
    expect(verified.verifyUserEmailAddress).toEqual({ __typename: 'VerifyUserEmailPayload', email: 'dmitri.new@example.com' });
    const limit = await graphql(ctx, `mutation { updateUserEmailAddress(email: "${'a'.repeat(250)}@example.com") { __typename } }`);
    expect(limit.updateUserEmailAddress.__typename).toBe('EmailFieldLimitExceeded');
  });

  it('takes the new address and the token as one input payload (spec 000 §7); the bare arguments still work, and exactly one of the two is taken', async () => {
    const ctx = await contextFor(await account('elena@example.com', 'Elena'));
    const UPDATE = `mutation ($input: UpdateUserEmailAddressInput, $email: String) {
      updateUserEmailAddress(input: $input, email: $email) { __typename ... on UpdateUserEmailPayload { success } ... on InvalidInputError { issues { fieldname message } } }
    }`;
    const VERIFY = `mutation ($input: VerifyUserEmailAddressInput, $token: String) {
      verifyUserEmailAddress(input: $input, token: $token) { __typename ... on VerifyUserEmailPayload { email } ... on InvalidInputError { issues { fieldname message } } }
    }`;
    const refused = (fieldname: string, message: string) => ({ __typename: 'InvalidInputError', issues: [{ fieldname, message }] });

    expect((await graphql(ctx, UPDATE)).updateUserEmailAddress).toEqual(refused('email', 'input.email is required.'));
    const both = await graphql(ctx, UPDATE, { input: { email: 'elena.new@example.com' }, email: 'elena.new@example.com' });
    expect(both.updateUserEmailAddress).toEqual(refused('email', 'Give email once, as input.email: the bare email argument is deprecated.'));
    expect(outbox.some((m) => m.to === 'elena.new@example.com')).toBe(false);
    expect((await graphql(ctx, UPDATE, { input: { email: 'elena.new@example.com' } })).updateUserEmailAddress).toEqual({ __typename: 'UpdateUserEmailPayload', success: true });
    // What the domain says of the address comes back the same way.
    expect((await graphql(ctx, UPDATE, { input: { email: 'elena@' } })).updateUserEmailAddress).toMatchObject({ __typename: 'InvalidInputError', issues: [{ fieldname: 'email' }] });

    const token = new URL(linkIn(outbox.findLast((m) => m.to === 'elena.new@example.com')!)).searchParams.get('token')!;
    expect((await graphql(ctx, VERIFY)).verifyUserEmailAddress).toEqual(refused('token', 'input.token is required.'));
    expect((await graphql(ctx, VERIFY, { input: { token }, token })).verifyUserEmailAddress).toEqual(refused('token', 'Give token once, as input.token: the bare token argument is deprecated.'));
    expect((await graphql(ctx, VERIFY, { input: { token } })).verifyUserEmailAddress).toEqual({ __typename: 'VerifyUserEmailPayload', email: 'elena.new@example.com' });
  });
});

describe('sign-in attempts', () => {
  it('are counted per account: ten failures in 15 minutes refuse even the right password, for 15 minutes at most', async () => {
    await account('target@example.com', 'Target');
    const signIn = (password: string, ip: string) =>
      auth.handler(
        new Request(`${SITE}/api/auth/sign-in/email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: SITE, [CLIENT_IP_HEADER]: ip },
          body: JSON.stringify({ email: 'Target@example.com', password }),
        }),
      );
    expect((await signIn('wrong-password-1', '198.51.100.1')).status).toBe(401);
    const [counted] = await queryRows<{ count: number }>(handle.db, sql`select count from rate_limit where key = 'sign-in-failures:target@example.com'`);
    expect(counted!.count).toBe(1);
    // Nine more, from as many addresses (the per-address limit would not stop them).
    await handle.db.execute(sql`update rate_limit set count = 10 where key = 'sign-in-failures:target@example.com'`);
    const refused = await signIn('kilimanjaro42', '198.51.100.2');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      code: 'ACCOUNT_LOCKED',
      message: 'Too many failed sign-ins with this e-mail address. Try again in 15 minutes, or reset your password.',
      retryAfterMinutes: 15,
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    await handle.db.execute(sql`update rate_limit set last_request = last_request - 16 * 60000 where key = 'sign-in-failures:target@example.com'`);
    expect((await signIn('kilimanjaro42', '198.51.100.3')).status).toBe(200);
    expect(await queryRows(handle.db, sql`select 1 from rate_limit where key = 'sign-in-failures:target@example.com'`)).toEqual([]);
  });

  it('are limited per address: the sixth within a minute is refused, another address still gets in', async () => {
    const attempt = (ip: string) =>
      auth.handler(
        new Request(`${SITE}/api/auth/sign-in/email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: SITE, [CLIENT_IP_HEADER]: ip },
          body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password-1' }),
        }),
      );
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await attempt('203.0.113.7')).status);
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses[5]).toBe(429);
    expect((await attempt('203.0.113.8')).status).toBe(401);
  });

  it('say how many minutes of the per-account limit are left, in the asker’s language, and the same for an address with no account', async () => {
    await account('locked@example.com', 'Locked');
    const attempt = (email: string, headers: Record<string, string> = {}) =>
      auth.handler(
        new Request(`${SITE}/api/auth/sign-in/email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: SITE, [CLIENT_IP_HEADER]: `192.0.2.${Math.floor(Math.random() * 250) + 1}`, ...headers },
          body: JSON.stringify({ email, password: 'wrong-password-1' }),
        }),
      );
    // A failure for each, then nine more (set directly: from the fifth on, each is held back a second more).
    for (const email of ['locked@example.com', 'no-account-here@example.com']) expect((await attempt(email)).status).toBe(401);
    await handle.db.execute(sql`update rate_limit set count = 10 where key in ('sign-in-failures:locked@example.com', 'sign-in-failures:no-account-here@example.com')`);
    const answers = async (email: string, headers: Record<string, string> = {}) => {
      const response = await attempt(email, headers);
      return { status: response.status, ...((await response.json()) as object) };
    };
    for (const email of ['locked@example.com', 'no-account-here@example.com']) {
      expect(await answers(email), email).toEqual({ status: 429, code: 'ACCOUNT_LOCKED', retryAfterMinutes: 15, message: 'Too many failed sign-ins with this e-mail address. Try again in 15 minutes, or reset your password.' });
    }
    await handle.db.execute(sql`update rate_limit set last_request = last_request - 13.5 * 60000 where key in ('sign-in-failures:locked@example.com', 'sign-in-failures:no-account-here@example.com')`);
    for (const email of ['locked@example.com', 'no-account-here@example.com']) {
      expect(await answers(email, { [LANGUAGE_HEADER]: 'ru' }), email).toMatchObject({ retryAfterMinutes: 2, message: 'Слишком много неудачных попыток входа с этим адресом электронной почты. Попробуйте снова через 2 минуты или сбросьте пароль.' });
      expect(await answers(email, { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' }), email).toMatchObject({ message: 'Trop de tentatives de connexion infructueuses avec cette adresse e-mail. Réessayez dans 2 minutes ou réinitialisez votre mot de passe.' });
    }
    await handle.db.execute(sql`update rate_limit set last_request = last_request - 60000 where key = 'sign-in-failures:locked@example.com'`);
    expect(await answers('locked@example.com', { 'accept-language': 'pt-PT' })).toMatchObject({ retryAfterMinutes: 1, message: 'Demasiadas tentativas falhadas de iniciar sessão com este endereço de e-mail. Tente novamente daqui a 1 minuto ou redefina a palavra-passe.' });
    expect(await answers('locked@example.com', { [LANGUAGE_HEADER]: 'ru' })).toMatchObject({ message: expect.stringContaining('через 1 минуту') });
  });

  it('are limited per client address on the sign-in page too, whatever the accounts tried, and a success does not clear it', async () => {
    await account('office@example.com', 'Office');
    // As the sign-in page calls it: auth.api, which better-auth's per-minute limit does not cover.
    const signIn = (email: string, password: string, ip: string) =>
      auth.api
        .signInEmail({ body: { email, password }, headers: new Headers({ [CLIENT_IP_HEADER]: ip, [LANGUAGE_HEADER]: 'fr' }), asResponse: true })
        .catch((error: unknown) => {
          if (!(error instanceof APIError)) throw error;
          return Response.json(error.body ?? {}, { status: error.statusCode });
        });
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) expect((await signIn(email, 'wrong-password-1', '203.0.113.50')).status).toBe(401);
    const counted = async () => (await queryRows<{ count: number }>(handle.db, sql`select count from rate_limit where key = 'sign-in-failures-address:203.0.113.50'`))[0]?.count;
    expect(await counted()).toBe(3);
    expect((await signIn('office@example.com', 'kilimanjaro42', '203.0.113.50')).status).toBe(200);
    expect(await counted()).toBe(3);
    // Fifty failures from the address in 15 minutes (set directly: from the 30th each is held back a second more).
    await handle.db.execute(sql`update rate_limit set count = 50 where key = 'sign-in-failures-address:203.0.113.50'`);
    const refused = await signIn('office@example.com', 'kilimanjaro42', '203.0.113.50');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ code: 'ADDRESS_LOCKED', retryAfterMinutes: 15, message: 'Trop de tentatives de connexion infructueuses depuis votre réseau. Réessayez dans 15 minutes.' });
    expect((await signIn('office@example.com', 'kilimanjaro42', '203.0.113.51')).status).toBe(200);
  });

  it('count failures that arrive together, every one of them', async () => {
    const attempt = (i: number) =>
      auth.handler(
        new Request(`${SITE}/api/auth/sign-in/email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: SITE, [CLIENT_IP_HEADER]: `198.51.100.${100 + i}` },
          body: JSON.stringify({ email: 'together@example.com', password: 'wrong-password-1' }),
        }),
      );
    const statuses = await Promise.all([0, 1, 2, 3].map((i) => attempt(i).then((r) => r.status)));
    expect(statuses).toEqual([401, 401, 401, 401]);
    const [row] = await queryRows<{ count: number }>(handle.db, sql`select count from rate_limit where key = 'sign-in-failures:together@example.com'`);
    expect(row!.count).toBe(4);
  });

  it('check no more than ten passwords of an account when a hundred guesses arrive at once, from a hundred addresses', async () => {
    await account('rushed@example.com', 'Rushed');
    const guess = (i: number) =>
      authCall('/sign-in/email', new Headers({ [CLIENT_IP_HEADER]: `100.64.${Math.floor(i / 250)}.${(i % 250) + 1}` }), { email: 'rushed@example.com', password: `guess-${i}` }).then((r) => r.status);
    const statuses = await Promise.all(Array.from({ length: 100 }, (_, i) => guess(i)));
    // 401: the password was checked and wrong; 429: refused before it was checked.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(90);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    // The owner's right password waits out the 15 minutes too.
    expect((await authCall('/sign-in/email', new Headers({ [CLIENT_IP_HEADER]: '100.65.0.1' }), { email: 'rushed@example.com', password: 'kilimanjaro42' })).status).toBe(429);
  });

  it('check no more than ten codes at the authenticator-app step of a sign-in, however many arrive at once', async () => {
    const bearerHeaders = await account('coded@example.com', 'Coded');
    const enabled = await auth.api.enableTwoFactor({ body: { password: 'kilimanjaro42' }, headers: bearerHeaders });
    const key = new URL('totpURI' in enabled ? enabled.totpURI : '').searchParams.get('secret')!;
    await auth.api.verifyTOTP({ body: { code: totp(key) }, headers: bearerHeaders });
    const first = await authCall('/sign-in/email', new Headers({ [CLIENT_IP_HEADER]: '100.66.0.1' }), { email: 'coded@example.com', password: 'kilimanjaro42' });
    expect(await first.json()).toMatchObject({ twoFactorRedirect: true });
    const cookie = first.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const wrong = totp(key, Date.now() - 10 * 60_000);
    // From as many addresses: better-auth's own per-address limit on this step would not stop them.
    const statuses = await Promise.all(Array.from({ length: 30 }, (_, i) => authCall('/two-factor/verify-totp', new Headers({ cookie, [CLIENT_IP_HEADER]: `100.67.0.${i + 1}` }), { code: wrong }).then((r) => r.status)));
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(20);
    // Even with the password again and the right code, the step waits out the 15 minutes.
    const again = await authCall('/sign-in/email', new Headers({ [CLIENT_IP_HEADER]: '100.66.0.3' }), { email: 'coded@example.com', password: 'kilimanjaro42' });
    const pending = again.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const right = await authCall('/two-factor/verify-totp', new Headers({ cookie: pending, [CLIENT_IP_HEADER]: '100.67.1.1' }), { code: totp(key) });
    expect(right.status).toBe(429);
    expect(await right.json()).toMatchObject({ code: 'ACCOUNT_LOCKED', retryAfterMinutes: 15 });
  });
});

describe('a sign-in waiting for its authenticator code', () => {
  it('lasts three minutes: the step refuses the right code once they are over', async () => {
    const bearerHeaders = await account('waiting@example.com', 'Waiting');
    const enabled = await auth.api.enableTwoFactor({ body: { password: 'kilimanjaro42' }, headers: bearerHeaders });
    const key = new URL('totpURI' in enabled ? enabled.totpURI : '').searchParams.get('secret')!;
    await auth.api.verifyTOTP({ body: { code: totp(key) }, headers: bearerHeaders });
    const signIn = () => authCall('/sign-in/email', new Headers({ [CLIENT_IP_HEADER]: '100.68.0.1' }), { email: 'waiting@example.com', password: 'kilimanjaro42' });
    const cookieOf = (response: Response) =>
      response.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');

    const first = await signIn();
    expect(await first.json()).toMatchObject({ twoFactorRedirect: true });
    expect(PARTIAL_SIGN_IN_SECONDS).toBe(180);
    expect(first.headers.getSetCookie().find((c) => c.includes('two_factor'))).toMatch(/Max-Age=180(;|$)/);
    // The server's record of the waiting sign-in ends three minutes after it began, whatever the browser keeps.
    const [waiting] = await queryRows<{ seconds: number }>(
      handle.db,
      sql`select extract(epoch from (expires_at - now()))::int as seconds from verification where identifier like '2fa-%' and value = (select id from "user" where email = 'waiting@example.com') order by expires_at desc limit 1`,
    );
    expect(waiting!.seconds).toBeGreaterThan(170);
    expect(waiting!.seconds).toBeLessThanOrEqual(180);
    // Three minutes later (the record's end moved to now): the right code no longer signs in.
    await handle.db.execute(sql`update verification set expires_at = now() - interval '1 second' where identifier like '2fa-%' and value = (select id from "user" where email = 'waiting@example.com')`);
    const late = await authCall('/two-factor/verify-totp', new Headers({ cookie: cookieOf(first), [CLIENT_IP_HEADER]: '100.68.0.2' }), { code: totp(key) });
    expect(late.status).toBe(401);
    expect(late.headers.getSetCookie().some((c) => /session_token=[^;]+/.test(c) && !/Max-Age=0/.test(c))).toBe(false);
    // Within them it does.
    const second = await signIn();
    const inTime = await authCall('/two-factor/verify-totp', new Headers({ cookie: cookieOf(second), [CLIENT_IP_HEADER]: '100.68.0.3' }), { code: totp(key) });
    expect(inTime.status).toBe(200);
  });
});

describe('signing in while signed in', () => {
  it('is refused with a session cookie, a session token, an id token or an access token, and the session in use stays', async () => {
    const bearerHeaders = await account('twice@example.com', 'Twice');
    const body = { email: 'twice@example.com', password: 'kilimanjaro42' };
    let ip = 60;
    const fromNewAddress = (headers: Headers) => new Headers([...headers, [CLIENT_IP_HEADER, `198.51.100.${ip++}`]]);
    // A browser's session, signed in through the HTTP API.
    const web = await authCall('/sign-in/email', fromNewAddress(new Headers()), body);
    expect(web.status).toBe(200);
    const cookie = web.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const sessions = async () => (await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from session s join "user" u on u.id = s.user_id where u.email = 'twice@example.com'`))[0]!.n;
    const before = await sessions();
    const from = signInLog.length;
    const credentials = { 'session cookie': new Headers({ cookie }), ...(await credentialsOf(bearerHeaders)) };
    for (const [credential, headers] of Object.entries(credentials)) {
      const response = await authCall('/sign-in/email', fromNewAddress(headers), body);
      expect(response.status, credential).toBe(409);
      expect(await response.json(), credential).toEqual({ code: 'ALREADY_SIGNED_IN', message: 'You are already signed in. Sign out first to sign in with another account.' });
      expect(response.headers.getSetCookie(), credential).toEqual([]);
    }
    // As a page calls it (auth.api), in the asker's language.
    await expect(auth.api.signInEmail({ body, headers: new Headers({ cookie, [LANGUAGE_HEADER]: 'fr' }) })).rejects.toMatchObject({
      statusCode: 409,
      body: { code: 'ALREADY_SIGNED_IN', message: 'Vous êtes déjà connecté. Déconnectez-vous d’abord pour vous connecter avec un autre compte.' },
    });
    // No new session, and both sessions still work.
    expect(await sessions()).toBe(before);
    expect((await identify(auth, handle.db, new Headers({ cookie })))?.viewer.email).toBe('twice@example.com');
    expect((await identify(auth, handle.db, bearerHeaders))?.viewer.email).toBe('twice@example.com');
    expect(signInLog.slice(from)).toEqual(Array.from({ length: 5 }, () => ({ event: 'sign-in', email: 'twice@example.com', ok: false, status: 409, reason: 'ALREADY_SIGNED_IN' })));
    // A signed-out (or made-up) credential does not stand in the way.
    expect((await authCall('/sign-in/email', fromNewAddress(new Headers({ authorization: 'Bearer notasessiontoken' })), body)).status).toBe(200);
    expect((await authCall('/sign-in/email', fromNewAddress(new Headers({ authorization: 'Bearer %E0%A4%A' })), body)).status).toBe(200);
  });
});

describe('e-mails asked for through the pages', () => {
  const french = Object.fromEntries(Object.entries(translations).map(([key, texts]) => [key, texts.fr]));
  const t = (key: string, values?: Record<string, string | number>) => translate(french, key, values);

  /** The password-reset page's action, as the server hands it a form post from a client address. */
  async function askForReset(email: string, ip: string) {
    const request = new Request(`${SITE}/fr/user/password-reset`, {
      method: 'POST',
      body: new URLSearchParams({ intent: 'request', email }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', [CLIENT_IP_HEADER]: ip },
    });
    const answer = await passwordResetAction({ params: { lang: 'fr' }, context: { auth, ctx: await contextFor() }, request } as never);
    return answer as unknown as { data: { sentTo: string | null; refused: InputIssue | null }; init: { status?: number } | null };
  }

  it('are limited per address written to and per client address on the password-reset page, with a translated answer', async () => {
    await account('flooded@example.com', 'Flooded');
    const mails = () => outbox.filter((m) => m.to === 'flooded@example.com' && m.subject === 'Redefina a sua palavra-passe').length;
    for (let i = 0; i < EMAIL_REQUEST_LIMITS.perEmail; i++) expect((await askForReset('flooded@example.com', `203.0.113.${110 + i}`)).data.sentTo).toBe('flooded@example.com');
    expect(mails()).toBe(EMAIL_REQUEST_LIMITS.perEmail);
    // One more, from yet another address and however the address is written: refused, and nothing sent.
    const refused = await askForReset('Flooded@Example.com', '203.0.113.120');
    expect(refused.init?.status).toBe(429);
    expect(refused.data.sentTo).toBeNull();
    expect(issueText(t, 'fr', refused.data.refused!)).toBe('Trop d’e-mails demandés. Réessayez dans 15 minutes.');
    expect(mails()).toBe(EMAIL_REQUEST_LIMITS.perEmail);
    // An address without an account is counted and refused alike: the answer tells nobody which have one.
    for (let i = 0; i < EMAIL_REQUEST_LIMITS.perEmail; i++) expect((await askForReset('no-such-buyer@example.com', `203.0.113.${130 + i}`)).data.sentTo).toBe('no-such-buyer@example.com');
    expect((await askForReset('no-such-buyer@example.com', '203.0.113.140')).init?.status).toBe(429);
    // From one client address, many mailboxes: refused past the per-address limit, whoever is written to.
    await handle.db.execute(sql`update rate_limit set count = ${EMAIL_REQUEST_LIMITS.perAddress} where key = 'reset-mail-address:203.0.113.140'`);
    expect((await askForReset('someone-else@example.com', '203.0.113.140')).init?.status).toBe(429);
    expect((await askForReset('someone-else@example.com', '203.0.113.141')).data.sentTo).toBe('someone-else@example.com');
  });

  it('are limited per address written to on sign-up too, so that nobody floods an owner with "you already have an account"', async () => {
    const ctx = await contextFor(new Headers({ [CLIENT_IP_HEADER]: '203.0.113.150' }));
    const input = { email: 'signup-flood@example.com', password: 'kilimanjaro42', title: 'Mr', firstName: 'Flood', lastName: 'Tester', telephone: '+254700000000', countryName: 'Kenya' };
    for (let i = 0; i < EMAIL_REQUEST_LIMITS.perEmail; i++) expect((await graphql(ctx, SIGN_UP, { input })).signUp.__typename).toBe('SignUpPayload');
    // The confirmation, then a note for each sign-up again.
    const sent = () => outbox.filter((m) => m.to === 'signup-flood@example.com').length;
    expect(sent()).toBe(EMAIL_REQUEST_LIMITS.perEmail);
    expect((await graphql(ctx, SIGN_UP, { input })).signUp).toEqual({ __typename: 'InvalidInputError', issues: [{ fieldname: 'email', message: 'Too many e-mails requested. Try again in 15 minutes.' }] });
    expect(sent()).toBe(EMAIL_REQUEST_LIMITS.perEmail);
  });
});

describe('the sign-in log', () => {
  it('has every attempt, those refused by a limit and those at the authenticator-app step too, and never a password or a code', async () => {
    const bearerHeaders = await account('logged@example.com', 'Logged');
    const from = signInLog.length;
    const codes: string[] = [];
    let ip = 1;
    const post = (path: string, headers: Record<string, string>, body: unknown) => authCall(path, new Headers({ ...headers, [CLIENT_IP_HEADER]: `192.0.2.${200 + ip++}` }), body);
    expect((await post('/sign-in/email', {}, { email: 'logged@example.com', password: 'wrong-password-1' })).status).toBe(401);
    await handle.db.execute(sql`update rate_limit set count = 10 where key = 'sign-in-failures:logged@example.com'`);
    expect((await post('/sign-in/email', {}, { email: 'logged@example.com', password: 'kilimanjaro42' })).status).toBe(429);
    await handle.db.execute(sql`delete from rate_limit where key = 'sign-in-failures:logged@example.com'`);

    // The authenticator app: turned on (its first code proves it is set up), then asked for at sign-in.
    const enabled = await auth.api.enableTwoFactor({ body: { password: 'kilimanjaro42' }, headers: bearerHeaders });
    const key = new URL('totpURI' in enabled ? enabled.totpURI : '').searchParams.get('secret')!;
    codes.push(totp(key));
    await auth.api.verifyTOTP({ body: { code: codes[0]! }, headers: bearerHeaders });
    const first = await post('/sign-in/email', {}, { email: 'logged@example.com', password: 'kilimanjaro42' });
    expect(await first.json()).toMatchObject({ twoFactorRedirect: true });
    const cookie = first.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const wrong = totp(key, Date.now() - 10 * 60_000);
    codes.push(wrong);
    expect((await post('/two-factor/verify-totp', { cookie }, { code: wrong })).status).toBe(401);
    codes.push(totp(key));
    expect((await post('/two-factor/verify-totp', { cookie }, { code: codes.at(-1) })).status).toBe(200);

    const email = 'logged@example.com';
    expect(signInLog.slice(from)).toEqual([
      { event: 'sign-in', email, ok: false, status: 401 },
      { event: 'sign-in', email, ok: false, status: 429, reason: 'ACCOUNT_LOCKED' },
      { event: 'sign-in-second-factor', email, ok: true },
      { event: 'sign-in', email, ok: true },
      { event: 'sign-in-second-factor', email, ok: false, status: 401 },
      { event: 'sign-in-second-factor', email, ok: true },
    ]);
    const logged = JSON.stringify(signInLog);
    for (const secret of ['kilimanjaro42', 'wrong-password-1', ...codes]) expect(logged).not.toContain(secret);
  });
});
