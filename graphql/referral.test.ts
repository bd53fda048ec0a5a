// createReferralProgram as an API client makes it, through the whole server in-process: a challenge for
// 'referral' from GET /api/bot-check/challenge, solved as a browser would; every result union member;
// the stored row and both e-mails; the page in the site map. The page itself is tested in the browser.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import type { OutgoingMail } from '#domain/mail.ts';
import { SITE, startInProcessServer, type InProcessServer } from '#tests/setup/in-process-server.ts';

let server: InProcessServer;
let handle: DatabaseHandle;
let app: InProcessServer['app'];
let outbox: OutgoingMail[];

beforeAll(async () => {
  server = await startInProcessServer();
  ({ handle, app, outbox } = server);

});

/** A token as the page makes it: a fresh challenge from the server, solved. */
const botCheckToken = (action = 'referral') => server.botCheckToken(action);
const graphql = (query: string, variables: Record<string, unknown>) => server.graphql(query, variables);

const REFERRAL = `mutation ($input: CreateReferralProgramInput!, $language: String) {
  createReferralProgram(input: $input, language: $language) {
    __typename
    ... on ReferralProgram { name email whatsAppNumber }
    ... on InvalidInputError { message issues { fieldname message } }
    ... on BaseError { message }
  }
}`;

const person = { name: 'Ivan Petrov', email: 'ivan.api@example.com', whatsAppNumber: '+7 900 000-00-00' };

describe('createReferralProgram', () => {
  it('answers the sign-up, stores it and e-mails both sides in the language asked for; the same token is refused after', async () => {
    const input = { ...person, recaptchaToken: await botCheckToken(), campaignCode: 'RU-SPRING' };
    expect((await graphql(REFERRAL, { input, language: 'ru' })).createReferralProgram).toEqual({ __typename: 'ReferralProgram', ...person });
    const rows = await queryRows<{ language: string; campaign_code: string; user_id: string | null }>(handle.db, sql`select language, campaign_code, user_id from referral_programs where email = ${person.email}`);
    expect(rows).toEqual([{ language: 'ru', campaign_code: 'RU-SPRING', user_id: null }]);
    expect(outbox.find((m) => m.to === person.email)!.subject).toBe('Добро пожаловать в реферальную программу Roro Motors');
    expect(outbox.find((m) => m.to === 'sales@roro-motors.example' && m.replyTo === person.email)!.text).toContain('WhatsApp: +7 900 000-00-00');

    expect((await graphql(REFERRAL, { input })).createReferralProgram).toEqual({
      __typename: 'InvalidCAPTCHATokenError',
      message: 'Invalid reCAPTCHA token. Please refresh the page and try again, or contact sales@roro-motors.example.',
    });
  });

  it('answers InvalidInputError with the messages, and refuses a token for another action', async () => {
    const invalid = await graphql(REFERRAL, { input: { name: 'x'.repeat(201), email: '', whatsAppNumber: 'call me' } });
    expect(invalid.createReferralProgram).toEqual({
      __typename: 'InvalidInputError',
      message: 'Invalid input',
      issues: [
        { fieldname: 'name', message: 'Name must be at most 200 characters.' },
        { fieldname: 'email', message: 'Email is a required field' },
        { fieldname: 'whatsAppNumber', message: 'WhatsApp number may contain only digits, spaces, dashes and a leading +.' },
      ],
    });
    const contactToken = await graphql(REFERRAL, { input: { ...person, email: 'other.action@example.com', recaptchaToken: await botCheckToken('contact') } });
    expect(contactToken.createReferralProgram.__typename).toBe('InvalidCAPTCHATokenError');
  });
});

describe('the site map', () => {
  it('lists the referral programme page in every language', async () => {
    for (const language of ['en', 'fr', 'pt', 'ru']) {
      expect(await (await app.request(`${SITE}/sitemaps/${language}-pages.xml`)).text()).toContain(`<loc>${SITE}/${language}/referral-program</loc>`);
    }
  });
});
