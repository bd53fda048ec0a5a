// The newsletter as an API client uses it, through Yoga, signed out: subscribeNewsletter's result union
// (the same answer for a subscribed address), then confirming and unsubscribing with the tokens of the
// e-mail's links, each union member included.
import { beforeAll, describe, expect, it } from 'vitest';
import type { RequestContext } from '#domain/context.ts';
import type { OutgoingMail } from '#domain/mail.ts';
import { createGraphqlHandler } from '#server/yoga.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';

let ctx: RequestContext;
const outbox: OutgoingMail[] = [];
const yoga = createGraphqlHandler({ introspection: false, logError: () => {} });

beforeAll(async () => {
  ctx = testContext(await openSeededDatabase(), { mail: async (m) => void outbox.push(m), now: new Date('2030-05-01T00:00:00Z') });
});

async function graphql(query: string, variables: Record<string, unknown>, at?: Date): Promise<Record<string, any>> {
  const response = await yoga.fetch('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) }, at ? { ...ctx, now: at } : ctx);
  const body = (await response.json()) as { data: Record<string, any>; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

const SUBSCRIBE = `mutation ($input: NewsletterSubscriptionInput!, $language: String) {
  subscribeNewsletter(input: $input, language: $language) {
    __typename
    ... on SubscribeNewsletterPayload { success email }
    ... on InvalidInputError { message issues { fieldname message } }
  }
}`;

const SUBSCRIPTION = 'id email language isSubscribed confirmedAt unsubscribedAt';
const CONFIRM = `mutation ($token: String!) {
  confirmNewsletterSubscription(token: $token) {
    __typename
    ... on NewsletterSubscription { ${SUBSCRIPTION} }
    ... on InvalidInputError { issues { fieldname message } }
    ... on BaseError { message }
  }
}`;
const UNSUBSCRIBE = `mutation ($token: String!) {
  unsubscribeNewsletter(token: $token) {
    __typename
    ... on NewsletterSubscription { ${SUBSCRIPTION} }
    ... on InvalidInputError { issues { fieldname message } }
    ... on BaseError { message }
  }
}`;

const lastMailTo = (address: string) => outbox.filter((m) => m.to === address).at(-1)!;
const tokenOf = (mail: OutgoingMail, page: 'confirm' | 'unsubscribe') => new RegExp(`/newsletter/${page}\\?token=([\\w.-]+)`).exec(mail.text)![1]!;

describe('subscribeNewsletter', () => {
  it('answers InvalidInputError with the spec’s messages on the field', async () => {
    for (const [email, message] of [
      ['', 'Email is a required field'],
      ['amina@', 'Email must be a valid email'],
      [`${'a'.repeat(250)}@example.com`, 'Email must be at most 254 characters'],
    ]) {
      expect((await graphql(SUBSCRIBE, { input: { email } })).subscribeNewsletter).toEqual({ __typename: 'InvalidInputError', message: 'Invalid input', issues: [{ fieldname: 'email', message }] });
    }
  });

  it('sends a confirmation link in the language asked for; confirming and unsubscribing work by the links’ tokens, signed out', async () => {
    const email = 'amina.api@example.com';
    const answer = { __typename: 'SubscribeNewsletterPayload', success: true, email };
    expect((await graphql(SUBSCRIBE, { input: { email, campaignCode: 'API' }, language: 'pt' })).subscribeNewsletter).toEqual(answer);
    const mail = lastMailTo(email);
    expect(mail.subject).toBe('Confirme a sua subscrição da newsletter da Roro Motors');
    expect(mail.text).toContain('http://localhost:3000/pt/newsletter/confirm?token=');

    const confirmed = (await graphql(CONFIRM, { token: tokenOf(mail, 'confirm') }, new Date('2030-05-01T00:05:00Z'))).confirmNewsletterSubscription;
    expect(confirmed).toEqual({ __typename: 'NewsletterSubscription', id: expect.any(String), email, language: 'pt', isSubscribed: true, confirmedAt: '2030-05-01T00:05:00.000Z', unsubscribedAt: null });

    // Subscribed now: asked again, the answer is the same as for a new address, and no second subscription.
    expect((await graphql(SUBSCRIBE, { input: { email } }, new Date('2030-05-01T01:00:00Z'))).subscribeNewsletter).toEqual(answer);
    expect(lastMailTo(email).subject).toBe('You already receive the Roro Motors newsletter');

    const unsubscribed = (await graphql(UNSUBSCRIBE, { token: tokenOf(mail, 'unsubscribe') }, new Date('2030-05-02T00:00:00Z'))).unsubscribeNewsletter;
    expect(unsubscribed).toEqual({ ...confirmed, isSubscribed: false, unsubscribedAt: '2030-05-02T00:00:00.000Z' });
    expect((await graphql(UNSUBSCRIBE, { token: tokenOf(mail, 'unsubscribe') }, new Date('2030-05-03T00:00:00Z'))).unsubscribeNewsletter).toEqual(unsubscribed);
  });

  it('answers NotFoundError for a link that does not work, and InvalidInputError for an empty token', async () => {
    expect((await graphql(CONFIRM, { token: 'no-such-token' })).confirmNewsletterSubscription).toEqual({
      __typename: 'NotFoundError',
      message: 'This confirmation link is invalid or has expired. Subscribe again to get a new one.',
    });
    expect((await graphql(UNSUBSCRIBE, { token: '00000000-0000-4000-8000-000000000000.AAAA' })).unsubscribeNewsletter).toEqual({ __typename: 'NotFoundError', message: 'This unsubscribe link is invalid.' });
    expect((await graphql(UNSUBSCRIBE, { token: '' })).unsubscribeNewsletter).toEqual({ __typename: 'InvalidInputError', issues: [{ fieldname: 'token', message: 'Token is a required field' }], message: 'Invalid input' });
  });
});
