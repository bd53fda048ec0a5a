// The distributor calls as an API client makes them: personInCharge (query and User field), the user's
// requests, and createUserDistributorRequest with every member of its result union. Two users never see
// each other's person in charge or requests.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import type { RequestContext } from '#domain/context.ts';
import type { OutgoingMail } from '#domain/mail.ts';
import { createGraphqlHandler } from '#server/yoga.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';

let handle: DatabaseHandle;
const yoga = createGraphqlHandler({ introspection: false, logError: () => {} });
const outbox: OutgoingMail[] = [];

async function graphql(ctx: RequestContext, query: string, variables: Record<string, unknown> = {}) {
  const response = await yoga.fetch('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) }, ctx);
  const body = (await response.json()) as { data: Record<string, any>; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

const PERSON = `{ personInCharge {
  __typename
  ... on PersonInCharge { name whatsAppNumber chatUrl email languages }
  ... on BaseError { message } } }`;
const USER = `{ user { __typename ... on User { id dealerRank isDistributors personInCharge { name chatUrl } distributorRequests { uuid companyName makerName modelName colorName quantity message } } } }`;
const CREATE = `mutation ($input: CreateUserDistributorRequestInput!, $language: String) {
  createUserDistributorRequest(input: $input, language: $language) {
    __typename
    ... on UserDistributorRequest { uuid companyName makerName modelName colorName quantity message createdAt }
    ... on InvalidInputError { message issues { fieldname message } }
    ... on BaseError { message }
  }
}`;

const as = (userId: string, groups: string[] = []) => testContext(handle, { viewer: { userId, email: `${userId}@example.com`, groups }, mail: async (m) => void outbox.push(m), now: new Date() });
const signedOut = () => testContext(handle, { mail: async (m) => void outbox.push(m) });
const stored = (userId: string) => queryRows<{ company_name: string; quantity: number }>(handle.db, sql`select company_name, quantity from user_distributor_requests where user_id = ${userId} order by id`);

beforeAll(async () => {
  handle = await openSeededDatabase();
  await queryRows(handle.db, sql`insert into "user" (id, name, email, email_verified) values ('api-dist-a', 'A', 'api-dist-a@example.com', true), ('api-dist-b', 'B', 'api-dist-b@example.com', true)`);
  // A is a dealer in Mozambique with Olga assigned; B is in Russia with nobody assigned.
  await queryRows(
    handle.db,
    sql`insert into user_profiles (user_id, country_id, dealer_rank, person_in_charge_id) values
      ('api-dist-a', (select id from countries where code = 'MZ'), 'A', (select id from persons_in_charge where name = 'Olga Ivanova')),
      ('api-dist-b', (select id from countries where code = 'RU'), null, null)`,
  );
});

describe('personInCharge', () => {
  it('asks a signed-out client to sign in', async () => {
    expect((await graphql(signedOut(), PERSON)).personInCharge).toEqual({ __typename: 'NotAuthenticatedError', message: 'You need to sign in to do this.' });
    expect((await graphql(signedOut(), USER)).user.__typename).toBe('NotAuthenticatedError');
  });

  it('answers each user their own person, with the chat link without dashes', async () => {
    expect((await graphql(as('api-dist-a'), PERSON)).personInCharge).toEqual({
      __typename: 'PersonInCharge',
      name: 'Olga Ivanova',
      whatsAppNumber: '+81-90-2853-6640',
      chatUrl: 'https://wa.me/819028536640',
      email: 'olga.ivanova@roro-motors.example',
      languages: ['ru', 'en', 'ja'],
    });
    // B has nobody assigned: the person who handles Russia, and never A's.
    expect((await graphql(as('api-dist-b'), PERSON)).personInCharge).toMatchObject({ name: 'Olga Ivanova' });
    await queryRows(handle.db, sql`update user_profiles set country_id = (select id from countries where code = 'MZ') where user_id = 'api-dist-b'`);
    expect((await graphql(as('api-dist-b'), PERSON)).personInCharge).toMatchObject({ name: 'Ana Machava', chatUrl: 'https://wa.me/818041869952' });
    expect((await graphql(as('api-dist-a'), USER)).user).toMatchObject({ id: 'api-dist-a', dealerRank: 'A', isDistributors: false, personInCharge: { name: 'Olga Ivanova' } });
    expect((await graphql(as('api-dist-a', ['Distributors']), USER)).user.isDistributors).toBe(true);
    expect((await graphql(as('api-dist-b'), USER)).user).toMatchObject({ id: 'api-dist-b', dealerRank: null, personInCharge: { name: 'Ana Machava' } });
  });
});

describe('createUserDistributorRequest', () => {
  const input = { companyName: 'Maputo Motors', makerName: 'Toyota', modelName: 'Land Cruiser 70', colorName: 'White', quantity: 4 };

  it('asks a signed-out client to sign in and stores nothing', async () => {
    const result = (await graphql(signedOut(), CREATE, { input })).createUserDistributorRequest;
    expect(result).toEqual({ __typename: 'NotAuthenticatedError', message: 'You need to sign in to do this.' });
    expect(await queryRows(handle.db, sql`select 1 from user_distributor_requests where company_name = 'Maputo Motors'`)).toEqual([]);
  });

  it('answers InvalidInputError with the issues, and stores nothing', async () => {
    const result = (await graphql(as('api-dist-a'), CREATE, { input: { ...input, companyName: ' ', makerName: 'Toyota', modelName: 'Patrol', colorName: 'White', quantity: 0, message: 'x'.repeat(8001) } }))
      .createUserDistributorRequest;
    expect(result).toEqual({
      __typename: 'InvalidInputError',
      message: 'Invalid input',
      issues: [
        { fieldname: 'companyName', message: 'Company Name is a required field' },
        { fieldname: 'quantity', message: 'Quantity must be a whole number from 1 to 999.' },
        { fieldname: 'message', message: 'Message must be at most 8000 characters.' },
      ],
    });
    // The catalogue is checked once the fields are right: Patrol is a Nissan, and the colour is Pearl White.
    const catalogue = (await graphql(as('api-dist-a'), CREATE, { input: { ...input, modelName: 'Patrol' } })).createUserDistributorRequest;
    expect(catalogue.issues).toEqual([
      { fieldname: 'modelName', message: 'Choose a model of this maker from the list.' },
      { fieldname: 'colorName', message: 'Choose a colour from the list.' },
    ]);
    expect(await stored('api-dist-a')).toEqual([]);
  });

  it('stores a good request for the asker only, answers it, and mails in the language asked for', async () => {
    const sent = (await graphql(as('api-dist-a'), CREATE, { input: { ...input, colorName: 'Pearl White', message: 'For the mines in Tete.', campaignCode: 'MZ-4X4' }, language: 'ru' }))
      .createUserDistributorRequest;
    expect(sent).toMatchObject({ __typename: 'UserDistributorRequest', companyName: 'Maputo Motors', makerName: 'Toyota', modelName: 'Land Cruiser 70', colorName: 'Pearl White', quantity: 4, message: 'For the mines in Tete.' });
    expect(new Date(sent.createdAt).getTime()).not.toBeNaN();
    expect(await stored('api-dist-a')).toEqual([{ company_name: 'Maputo Motors', quantity: 4 }]);
    expect(outbox.find((m) => m.to === 'api-dist-a@example.com')!.subject).toBe('Мы получили вашу заявку дистрибьютора');
    expect(outbox.find((m) => m.to === 'olga.ivanova@roro-motors.example')!.replyTo).toBe('api-dist-a@example.com');
    expect(outbox.find((m) => m.to === 'sales@roro-motors.example')!.text).toContain('Campaign code: MZ-4X4');

    // Each reads back only their own.
    const a = (await graphql(as('api-dist-a'), USER)).user;
    expect(a.distributorRequests).toEqual([{ uuid: sent.uuid, companyName: 'Maputo Motors', makerName: 'Toyota', modelName: 'Land Cruiser 70', colorName: 'Pearl White', quantity: 4, message: 'For the mines in Tete.' }]);
    expect((await graphql(as('api-dist-b'), USER)).user.distributorRequests).toEqual([]);
    await graphql(as('api-dist-b'), CREATE, { input: { companyName: 'Beira Cars', makerName: 'nissan', quantity: 2 } });
    expect((await graphql(as('api-dist-b'), USER)).user.distributorRequests.map((r: { companyName: string; makerName: string }) => [r.companyName, r.makerName])).toEqual([['Beira Cars', 'Nissan']]);
    expect((await graphql(as('api-dist-a'), USER)).user.distributorRequests.map((r: { companyName: string }) => r.companyName)).toEqual(['Maputo Motors']);
  });
});
