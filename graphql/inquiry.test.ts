// The inquiry mutations as an API client makes them, through the whole server in-process: a challenge
// from GET /api/bot-check/challenge, solved as a browser would, then createVehicleInquiry or
// createInquiry on /graphql; every result union member; the replayed token refused.
import { sql } from 'drizzle-orm';
import type { Challenge } from 'altcha-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import type { OutgoingMail } from '#domain/mail.ts';
import { SITE, startInProcessServer, type InProcessServer } from '#tests/setup/in-process-server.ts';

let server: InProcessServer;
let handle: DatabaseHandle;
let app: InProcessServer['app'];
let outbox: OutgoingMail[];
let stockNumber: string;

beforeAll(async () => {
  server = await startInProcessServer();
  ({ handle, app, outbox } = server);
  [{ stock_number: stockNumber }] = (await queryRows<{ stock_number: string }>(handle.db, sql`select stock_number from vehicles where status = 'OnSale' order by id limit 1`)) as [{ stock_number: string }];
});

/** A token as the page makes it: a fresh challenge from the server, solved. */
const botCheckToken = (action = 'contact') => server.botCheckToken(action);
const graphql = (query: string, variables: Record<string, unknown>) => server.graphql(query, variables);

const VEHICLE_INQUIRY = `mutation ($input: CreateVehicleInquiryInput!, $language: String) {
  createVehicleInquiry(input: $input, language: $language) {
    __typename
    ... on CreateVehicleInquiryPayload { success }
    ... on InvalidInputError { message issues { fieldname message } }
    ... on BaseError { message }
  }
}`;
const INQUIRY = `mutation ($input: CreateInquiryInput!) {
  createInquiry(input: $input) {
    __typename
    ... on Inquiry { id firstName lastName email phoneNumber countryName subject message }
    ... on BaseError { message }
  }
}`;

const buyer = { firstName: 'Nadia', lastName: 'Sitoe', email: 'nadia.api@example.com', phoneNumber: '+258840000000', countryName: 'Mozambique', message: 'Preço CIF Maputo, por favor.', privacyPolicyAccepted: true };

describe('GET /api/bot-check/challenge', () => {
  it('hands out a signed challenge for the contact action only', async () => {
    const challenge = (await (await app.request(`${SITE}/api/bot-check/challenge?action=contact`)).json()) as Challenge;
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1, data: { action: 'contact' } });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    const refused = await app.request(`${SITE}/api/bot-check/challenge?action=anything`);
    expect(refused.status).toBe(400);
  });
});

describe('createVehicleInquiry', () => {
  it('answers success, stores the inquiry and e-mails the buyer in the language asked for; the same token is refused after', async () => {
    const input = { ...buyer, stockNumber, recaptchaToken: await botCheckToken() };
    expect((await graphql(VEHICLE_INQUIRY, { input, language: 'pt' })).createVehicleInquiry).toEqual({ __typename: 'CreateVehicleInquiryPayload', success: true });
    const rows = await queryRows<{ language: string; stock_number: string }>(handle.db, sql`select language, stock_number from vehicle_inquiries where email = ${buyer.email}`);
    expect(rows).toEqual([{ language: 'pt', stock_number: stockNumber }]);
    expect(outbox.find((m) => m.to === buyer.email)!.subject).toBe(`Recebemos o seu pedido sobre ${stockNumber}`);
    expect(outbox.find((m) => m.to === 'sales@roro-motors.example' && m.replyTo === buyer.email)!.text).toContain(`${SITE}/en/stocklist/${stockNumber}`);

    expect((await graphql(VEHICLE_INQUIRY, { input })).createVehicleInquiry).toEqual({
      __typename: 'InvalidCAPTCHATokenError',
      message: 'Invalid reCAPTCHA token. Please refresh the page and try again, or contact sales@roro-motors.example.',
    });
  });

  it('answers InvalidInputError, NotFoundError and InvalidCountry as union members', async () => {
    const invalid = await graphql(VEHICLE_INQUIRY, { input: { ...buyer, email: 'nadia@', message: '', privacyPolicyAccepted: false, stockNumber } });
    expect(invalid.createVehicleInquiry).toEqual({
      __typename: 'InvalidInputError',
      message: 'Invalid input',
      issues: [
        { fieldname: 'email', message: 'Email must be a valid email' },
        { fieldname: 'message', message: 'Message is a required field' },
        { fieldname: 'privacyPolicyAccepted', message: 'Please read and accept the privacy policy.' },
      ],
    });
    const unknownVehicle = await graphql(VEHICLE_INQUIRY, { input: { ...buyer, stockNumber: 'RR000000', recaptchaToken: await botCheckToken() } });
    expect(unknownVehicle.createVehicleInquiry).toEqual({ __typename: 'NotFoundError', message: 'No vehicle has the stock number RR000000.' });
    const unknownCountry = await graphql(VEHICLE_INQUIRY, { input: { ...buyer, countryName: 'Narnia', stockNumber, recaptchaToken: await botCheckToken() } });
    expect(unknownCountry.createVehicleInquiry).toEqual({ __typename: 'InvalidCountry', message: 'We do not know the country “Narnia”.' });
  });
});

describe('privacyPolicyAccepted', () => {
  it('may be left out by an API client, which took the consent itself (spec 000 §3 has no such field); false is still refused', async () => {
    const { privacyPolicyAccepted: _ticked, ...withoutTick } = buyer;
    const vehicle = { ...withoutTick, email: 'no-tick.api@example.com', stockNumber, recaptchaToken: await botCheckToken() };
    expect((await graphql(VEHICLE_INQUIRY, { input: vehicle })).createVehicleInquiry).toEqual({ __typename: 'CreateVehicleInquiryPayload', success: true });
    const general = { ...withoutTick, email: 'no-tick.api@example.com', privacyPolicyAccepted: null, subject: 'Agent in Beira?', recaptchaToken: await botCheckToken() };
    expect((await graphql(INQUIRY, { input: general })).createInquiry).toMatchObject({ __typename: 'Inquiry', subject: 'Agent in Beira?' });
    const stored = await queryRows<{ n: number }>(
      handle.db,
      sql`select (select count(*) from vehicle_inquiries where email = 'no-tick.api@example.com')::int + (select count(*) from inquiries where email = 'no-tick.api@example.com')::int as n`,
    );
    expect(stored).toEqual([{ n: 2 }]);

    const unticked = await graphql(
      `mutation ($input: CreateInquiryInput!) { createInquiry(input: $input) { __typename ... on InvalidInputError { issues { fieldname message } } } }`,
      { input: { ...general, privacyPolicyAccepted: false, recaptchaToken: await botCheckToken() } },
    );
    expect(unticked.createInquiry).toEqual({ __typename: 'InvalidInputError', issues: [{ fieldname: 'privacyPolicyAccepted', message: 'Please read and accept the privacy policy.' }] });
  });
});

describe('createInquiry', () => {
  it('answers the stored inquiry', async () => {
    const input = { ...buyer, email: 'general.api@example.com', subject: 'Agente em Maputo?', recaptchaToken: await botCheckToken() };
    const { createInquiry } = await graphql(INQUIRY, { input });
    expect(createInquiry).toMatchObject({ __typename: 'Inquiry', firstName: 'Nadia', email: 'general.api@example.com', countryName: 'Mozambique', subject: 'Agente em Maputo?', phoneNumber: '+258840000000' });
    expect(createInquiry.id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await graphql(INQUIRY, { input: { ...input, recaptchaToken: null } })).createInquiry.__typename).toBe('InvalidCAPTCHATokenError');
  });
});
