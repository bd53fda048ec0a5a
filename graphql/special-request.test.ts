// createUserSpecialRequest as an API client makes it, through yoga.fetch: every member of its result
// union, what is stored (for the asker only) and the two e-mails, in the language asked for.
import { sql } from 'drizzle-orm';
import { GraphQLUnionType } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import type { RequestContext } from '#domain/context.ts';
import type { OutgoingMail } from '#domain/mail.ts';
import { createGraphqlHandler } from '#server/yoga.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import { schema } from './schema.ts';

let handle: DatabaseHandle;
const yoga = createGraphqlHandler({ introspection: false, logError: () => {} });
const outbox: OutgoingMail[] = [];

async function graphql(ctx: RequestContext, query: string, variables: Record<string, unknown> = {}) {
  const response = await yoga.fetch('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) }, ctx);
  const body = (await response.json()) as { data: Record<string, any>; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

const CREATE = `mutation ($input: CreateUserSpecialRequestInput!, $language: String) {
  createUserSpecialRequest(input: $input, language: $language) {
    __typename
    ... on UserSpecialRequest { uuid make model budget yearFrom yearTo distance additionalSpec createdAt }
    ... on InvalidInputError { message issues { fieldname message } }
    ... on BaseError { message }
  }
}`;

const as = (userId: string) => testContext(handle, { viewer: { userId, email: `${userId}@example.com`, groups: [] }, mail: async (m) => void outbox.push(m) });
const signedOut = () => testContext(handle, { mail: async (m) => void outbox.push(m) });
const stored = (userId: string) => queryRows<Record<string, unknown>>(handle.db, sql`select make, model, budget, year_from, year_to, distance, additional_spec, language from user_special_requests where user_id = ${userId} order by id`);
const create = async (ctx: RequestContext, input: Record<string, unknown>, language?: string) => (await graphql(ctx, CREATE, { input, language })).createUserSpecialRequest;
const good = { make: 'Toyota', model: 'Land Cruiser Prado', budget: 2_800_000, yearFrom: 2012, yearTo: 2016, distance: 150_000, additionalSpec: 'Diesel, 7 seats' };

beforeAll(async () => {
  handle = await openSeededDatabase();
  await queryRows(handle.db, sql`insert into "user" (id, name, email, email_verified) values ('api-sr-a', 'Amina Wanjiru', 'api-sr-a@example.com', true), ('api-sr-b', 'B', 'api-sr-b@example.com', true)`);
});

describe('createUserSpecialRequest', () => {
  it('answers with the result union the spec names', () => {
    const union = schema.getType('CreateUserSpecialRequestResult');
    expect(union).toBeInstanceOf(GraphQLUnionType);
    expect((union as GraphQLUnionType).getTypes().map((t) => t.name)).toEqual(['InvalidInputError', 'NotAuthenticatedError', 'UserSpecialRequest']);
  });

  it('asks a signed-out client to sign in, and stores nothing', async () => {
    const before = outbox.length;
    expect(await create(signedOut(), good)).toEqual({ __typename: 'NotAuthenticatedError', message: 'You need to sign in to do this.' });
    expect(await queryRows(handle.db, sql`select 1 from user_special_requests where make = 'Toyota' and budget = 2800000`)).toEqual([]);
    expect(outbox.length).toBe(before);
  });

  it('answers InvalidInputError with each issue on its field, and stores nothing', async () => {
    const before = outbox.length;
    expect(await create(as('api-sr-a'), { make: 'Toyota', model: 'Patrol', budget: 0, yearFrom: 2020, yearTo: 2010, distance: -1 })).toEqual({
      __typename: 'InvalidInputError',
      message: 'Invalid input',
      issues: [
        { fieldname: 'model', message: 'Choose a model of this maker from the list.' },
        { fieldname: 'budget', message: 'Budget must be a whole number of yen, more than 0.' },
        { fieldname: 'yearTo', message: 'Year to must be the same as or later than year from.' },
        { fieldname: 'distance', message: 'Maximum mileage must be a whole number of kilometres, 0 or more.' },
      ],
    });
    expect(await create(as('api-sr-a'), { make: '  ', budget: 1_000_000, yearFrom: 1970 })).toMatchObject({
      __typename: 'InvalidInputError',
      issues: [
        { fieldname: 'make', message: 'Maker is a required field' },
        { fieldname: 'yearFrom', message: 'Year from must be a year from 1980 to next year.' },
      ],
    });
    expect(await stored('api-sr-a')).toEqual([]);
    expect(outbox.length).toBe(before);
  });

  it('stores the request for the asker only and e-mails the sales team and the buyer in the language asked for', async () => {
    const result = await create(as('api-sr-a'), { ...good, make: 'TOYOTA', model: 'land cruiser prado' }, 'fr');
    expect(result).toMatchObject({ __typename: 'UserSpecialRequest', make: 'Toyota', model: 'Land Cruiser Prado', budget: 2_800_000, yearFrom: 2012, yearTo: 2016, distance: 150_000, additionalSpec: 'Diesel, 7 seats' });
    expect(result.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(result.createdAt).toISOString()).toBe(result.createdAt);
    expect(await stored('api-sr-a')).toEqual([
      { make: 'Toyota', model: 'Land Cruiser Prado', budget: 2_800_000, year_from: 2012, year_to: 2016, distance: 150_000, additional_spec: 'Diesel, 7 seats', language: 'fr' },
    ]);
    expect(await stored('api-sr-b')).toEqual([]);
    const sales = outbox.find((m) => m.to === 'sales@roro-motors.example' && m.text.includes(result.uuid));
    expect(sales).toMatchObject({ replyTo: 'api-sr-a@example.com', subject: 'Special vehicle request · Toyota Land Cruiser Prado · Amina Wanjiru' });
    expect(outbox.find((m) => m.to === 'api-sr-a@example.com')!.subject).toBe('Nous recherchons votre Toyota Land Cruiser Prado');

    // Optional fields left out: any model, any year, any mileage.
    expect(await create(as('api-sr-b'), { make: 'Suzuki', budget: 900_000 })).toMatchObject({ __typename: 'UserSpecialRequest', make: 'Suzuki', model: null, yearFrom: null, yearTo: null, distance: null, additionalSpec: null });
    expect((await stored('api-sr-b')).map((r) => r.make)).toEqual(['Suzuki']);
    expect((await stored('api-sr-a')).map((r) => r.make)).toEqual(['Toyota']);
  });
});
