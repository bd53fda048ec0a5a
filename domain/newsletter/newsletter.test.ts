// The newsletter on a real database: the messages; one row per address whatever its case; the
// confirmation e-mail and its links; the same answer for a subscribed address, with no second
// subscription; the e-mail limits; confirming and unsubscribing by link (again, expired, forged, after
// unsubscribing); subscribing again; a mail that fails; no token kept in clear.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import { translations } from '#db/seed/content/translations.ts';
import type { RequestContext } from '#domain/context.ts';
import type { OutgoingMail } from '#domain/mail.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import { InvalidInputError, NotFoundError } from '../errors.ts';
import { NEWSLETTER_MESSAGES, NEWSLETTER_TEXT_KEYS } from './newsletter.inputs.ts';
import {
  CONFIRMATION_LINK_INVALID,
  EMAIL_INTERVAL_MS,
  EMAILS_PER_DAY,
  UNSUBSCRIBE_LINK_INVALID,
  confirmNewsletterSubscription,
  newsletterSubscriptionByConfirmationToken,
  newsletterSubscriptionByUnsubscribeToken,
  newsletterUnsubscribeToken,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
  type NewsletterSubscription,
} from './newsletter.service.ts';

type Mail = OutgoingMail;

let handle: DatabaseHandle;
const outbox: Mail[] = [];
const T0 = new Date('2030-03-01T09:00:00Z');
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);

beforeAll(async () => {
  handle = await openSeededDatabase();
});

function context(overrides: Partial<RequestContext> = {}): RequestContext {
  return testContext(handle, { mail: async (m) => void outbox.push(m), now: T0, ...overrides });
}

const mailsTo = (address: string) => outbox.filter((m) => m.to.toLowerCase() === address.toLowerCase());
const lastMailTo = (address: string) => mailsTo(address).at(-1)!;
const confirmToken = (mail: Mail) => /\/newsletter\/confirm\?token=([\w-]+)/.exec(mail.text)![1]!;
const unsubscribeToken = (mail: Mail) => /\/newsletter\/unsubscribe\?token=([\w.-]+)/.exec(mail.text)![1]!;
const rows = (email: string) => queryRows<Record<string, unknown>>(handle.db, sql`select * from newsletter_subscriptions where lower(email) = lower(${email})`);

describe('subscribeToNewsletter', () => {
  it('refuses a bad address with the spec’s messages, each with its text, and stores nothing', async () => {
    const cases: [unknown, string, string][] = [
      ['', NEWSLETTER_MESSAGES.emailRequired, 'inquiry-email-required'],
      [undefined, NEWSLETTER_MESSAGES.emailRequired, 'inquiry-email-required'],
      ['ana@', 'Email must be a valid email', 'inquiry-email-invalid'],
      [`${'a'.repeat(250)}@example.com`, 'Email must be at most 254 characters', 'inquiry-email-max'],
    ];
    for (const [email, message, key] of cases) {
      const result = await subscribeToNewsletter(context(), { email } as never);
      expect(result).toBeInstanceOf(InvalidInputError);
      expect((result as InvalidInputError).issues).toEqual([{ fieldname: 'email', message, text: { key } }]);
    }
    expect(await rows('ana@')).toEqual([]);
    expect(mailsTo('ana@')).toEqual([]);
    // Every message is an interface text in four languages whose English is the message itself.
    for (const [code, message] of Object.entries(NEWSLETTER_MESSAGES)) {
      const texts = translations[NEWSLETTER_TEXT_KEYS[code as keyof typeof NEWSLETTER_MESSAGES]]!;
      expect(texts.en, code).toBe(message);
      for (const language of ['fr', 'pt', 'ru'] as const) expect(texts[language], `${code} ${language}`).toBeTruthy();
    }
  });

  it('stores a new address with the visit and e-mails a confirmation link in the page’s language, keeping only its hash', async () => {
    const email = 'Amina.Wanjiru@Example.com';
    const result = await subscribeToNewsletter(context({ language: 'fr' }), { email: ` ${email} `, campaignCode: 'KE-SPRING', gclid: 'g-1', fbclid: null });
    expect(result).toEqual({ email });
    const [row] = await rows(email);
    expect(row).toMatchObject({ email, language: 'fr', campaign_code: 'KE-SPRING', gclid: 'g-1', fbclid: null, confirmed_at: null, unsubscribed_at: null, emails_in_window: 1 });

    const mail = lastMailTo(email);
    expect(mailsTo(email)).toHaveLength(1);
    expect(mail.subject).toBe('Confirmez votre abonnement à la lettre d’information Roro Motors');
    expect(mail.text).toContain('valable 3 jours');
    expect(mail.text).toContain('http://localhost:3000/fr/newsletter/confirm?token=');
    expect(mail.html).toContain('href="http://localhost:3000/fr/newsletter/confirm?token=');
    // The unsubscribe link in the text, the HTML and the headers (RFC 2369 and RFC 8058 one-click).
    const unsubscribeUrl = `http://localhost:3000/fr/newsletter/unsubscribe?token=${unsubscribeToken(mail)}`;
    expect(mail.html).toContain(`href="${unsubscribeUrl}"`);
    expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });

    // The database holds neither token: the confirmation's SHA-256 only, the unsubscribe one not at all.
    const token = confirmToken(mail);
    expect(row!.confirmation_token_hash).toBe(createHash('sha256').update(token).digest('base64url'));
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(unsubscribeToken(mail).split('.')[1]);
    expect(new Date(row!.confirmation_expires_at as string).getTime() - T0.getTime()).toBe(3 * 24 * 60 * 60_000);
  });

  it('keeps one row per address whatever its case, and e-mails it at most once per 10 minutes and 5 times a day', async () => {
    expect(EMAIL_INTERVAL_MS).toBe(10 * 60_000);
    const email = 'kofi.mensah@example.com';
    expect(await subscribeToNewsletter(context(), { email })).toEqual({ email });
    // Typed again, in capitals, a minute later: the same answer, no e-mail, no second row.
    expect(await subscribeToNewsletter(context({ now: minutes(1) }), { email: 'KOFI.MENSAH@example.com' })).toEqual({ email: 'KOFI.MENSAH@example.com' });
    expect(await subscribeToNewsletter(context({ now: minutes(9) }), { email })).toEqual({ email });
    expect(await rows(email)).toHaveLength(1);
    expect(mailsTo(email)).toHaveLength(1);
    const first = confirmToken(lastMailTo(email));

    // Ten minutes on, a new link: the newest one is the one that works.
    await subscribeToNewsletter(context({ now: minutes(10) }), { email });
    expect(mailsTo(email)).toHaveLength(2);
    const second = confirmToken(lastMailTo(email));
    expect(second).not.toBe(first);
    expect(await newsletterSubscriptionByConfirmationToken(context({ now: minutes(11) }), first)).toEqual(new NotFoundError(CONFIRMATION_LINK_INVALID));
    expect(await newsletterSubscriptionByConfirmationToken(context({ now: minutes(11) }), second)).toMatchObject({ email, isSubscribed: false });

    // Five a day, then nothing until the day has passed.
    for (let n = 2; n <= EMAILS_PER_DAY + 1; n++) await subscribeToNewsletter(context({ now: minutes(n * 10) }), { email });
    expect(mailsTo(email)).toHaveLength(EMAILS_PER_DAY);
    await subscribeToNewsletter(context({ now: minutes(24 * 60 - 1) }), { email });
    expect(mailsTo(email)).toHaveLength(EMAILS_PER_DAY);
    await subscribeToNewsletter(context({ now: minutes(24 * 60) }), { email });
    expect(mailsTo(email)).toHaveLength(EMAILS_PER_DAY + 1);
  });

  it('answers a subscribed address the same, without a second subscription, and e-mails it a note with the unsubscribe link', async () => {
    const email = 'joao.silva@example.com';
    await subscribeToNewsletter(context({ language: 'pt' }), { email, campaignCode: 'FIRST' });
    const confirmed = (await confirmNewsletterSubscription(context({ now: minutes(2) }), confirmToken(lastMailTo(email)))) as NewsletterSubscription;
    expect(confirmed.isSubscribed).toBe(true);

    const later = minutes(30);
    expect(await subscribeToNewsletter(context({ language: 'ru', now: later }), { email: 'Joao.Silva@example.com', campaignCode: 'SECOND' })).toEqual({ email: 'Joao.Silva@example.com' });
    const [row] = await rows(email);
    // Nothing about the subscription changed: not the time, the language or the campaign it came with.
    expect(row).toMatchObject({ email, language: 'pt', campaign_code: 'FIRST', unsubscribed_at: null });
    expect(new Date(row!.confirmed_at as string)).toEqual(minutes(2));
    expect(await rows(email)).toHaveLength(1);
    const note = lastMailTo(email);
    expect(mailsTo(email)).toHaveLength(2);
    expect(note.to).toBe(email);
    expect(note.subject).toBe('Вы уже получаете рассылку Roro Motors');
    expect(note.text).not.toContain('/newsletter/confirm');
    expect(unsubscribeToken(note)).toBe(unsubscribeToken(mailsTo(email)[0]!));
    expect(note.headers!['List-Unsubscribe']).toContain('/ru/newsletter/unsubscribe?token=');
    // The note is limited like the confirmations.
    await subscribeToNewsletter(context({ now: minutes(31) }), { email });
    expect(mailsTo(email)).toHaveLength(2);
  });

  it('sends one e-mail for requests that arrive together', async () => {
    const email = 'together@example.com';
    const answers = await Promise.all([1, 2, 3].map(() => subscribeToNewsletter(context(), { email })));
    expect(answers).toEqual([{ email }, { email }, { email }]);
    expect(await rows(email)).toHaveLength(1);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('says so when the e-mail cannot be sent, and lets the address be e-mailed again at once', async () => {
    const email = 'mail.down@example.com';
    const failing = context({
      mail: async () => {
        throw new Error('SMTP is down');
      },
    });
    await expect(subscribeToNewsletter(failing, { email })).rejects.toThrow('SMTP is down');
    expect(await rows(email)).toMatchObject([{ last_emailed_at: null, emails_in_window: 0 }]);
    await subscribeToNewsletter(context({ now: minutes(1) }), { email });
    expect(mailsTo(email)).toHaveLength(1);
  });
});

describe('confirmNewsletterSubscription', () => {
  it('shows the address, then confirms it; again answers the same; an expired, forged or empty token is refused', async () => {
    const email = 'nadia.sitoe@example.com';
    await subscribeToNewsletter(context(), { email });
    const token = confirmToken(lastMailTo(email));
    // Looking the link up changes nothing (a mail scanner opening it must not confirm).
    expect(await newsletterSubscriptionByConfirmationToken(context(), token)).toMatchObject({ email, isSubscribed: false, confirmedAt: null });
    expect(await rows(email)).toMatchObject([{ confirmed_at: null }]);

    const confirmed = await confirmNewsletterSubscription(context({ now: minutes(5) }), token);
    expect(confirmed).toMatchObject({ email, language: 'en', isSubscribed: true, confirmedAt: minutes(5), unsubscribedAt: null });
    expect(await confirmNewsletterSubscription(context({ now: minutes(6) }), token)).toEqual(confirmed);

    expect(await confirmNewsletterSubscription(context({ now: minutes(3 * 24 * 60) }), token)).toEqual(new NotFoundError(CONFIRMATION_LINK_INVALID));
    expect(await confirmNewsletterSubscription(context(), `${token.slice(0, -2)}xx`)).toEqual(new NotFoundError(CONFIRMATION_LINK_INVALID));
    const empty = await confirmNewsletterSubscription(context(), '  ');
    expect((empty as InvalidInputError).issues).toEqual([{ fieldname: 'token', message: 'Token is a required field', text: { key: 'newsletter-token-required' } }]);
    expect(((await confirmNewsletterSubscription(context(), 'x'.repeat(201))) as InvalidInputError).issues[0]!.message).toBe('Token must be at most 200 characters.');
  });

  it('does not confirm an expired link', async () => {
    const email = 'late.reader@example.com';
    await subscribeToNewsletter(context(), { email });
    const token = confirmToken(lastMailTo(email));
    expect(await confirmNewsletterSubscription(context({ now: minutes(3 * 24 * 60 + 1) }), token)).toBeInstanceOf(NotFoundError);
    expect(await rows(email)).toMatchObject([{ confirmed_at: null }]);
  });
});

describe('unsubscribeFromNewsletter', () => {
  it('unsubscribes signed out by the e-mail’s link, only when asked, once; the confirmation link stops working; asking again subscribes anew', async () => {
    const email = 'ivan.petrov@example.com';
    await subscribeToNewsletter(context({ language: 'ru' }), { email });
    const first = lastMailTo(email);
    await confirmNewsletterSubscription(context({ now: minutes(1) }), confirmToken(first));
    const token = unsubscribeToken(first);
    expect(token).toBe(await newsletterUnsubscribeToken(context(), (await rows(email))[0]!.uuid as string));

    // Opening the link shows the subscription and changes nothing.
    expect(await newsletterSubscriptionByUnsubscribeToken(context(), token)).toMatchObject({ email, isSubscribed: true, unsubscribedAt: null });
    const ended = await unsubscribeFromNewsletter(context({ viewer: null, now: minutes(2) }), token);
    expect(ended).toMatchObject({ email, language: 'ru', isSubscribed: false, confirmedAt: minutes(1), unsubscribedAt: minutes(2) });
    expect(await unsubscribeFromNewsletter(context({ now: minutes(3) }), token)).toEqual(ended);
    expect(await newsletterSubscriptionByUnsubscribeToken(context(), token)).toEqual(ended);
    // The old confirmation e-mail cannot subscribe the address again.
    expect(await confirmNewsletterSubscription(context({ now: minutes(4) }), confirmToken(first))).toEqual(new NotFoundError(CONFIRMATION_LINK_INVALID));

    // Asking again: a new opt-in, in the language of the page asked from; the unsubscribe link is the same.
    await subscribeToNewsletter(context({ language: 'en', now: minutes(20) }), { email });
    const again = lastMailTo(email);
    expect(again.subject).toBe('Confirm your subscription to the Roro Motors newsletter');
    expect(unsubscribeToken(again)).toBe(token);
    expect(await newsletterSubscriptionByUnsubscribeToken(context(), token)).toMatchObject({ isSubscribed: false });
    expect(await confirmNewsletterSubscription(context({ now: minutes(21) }), confirmToken(again))).toMatchObject({ email, language: 'en', isSubscribed: true, confirmedAt: minutes(21), unsubscribedAt: null });
    expect(await rows(email)).toHaveLength(1);
  });

  it('cancels a request not confirmed yet', async () => {
    const email = 'changed.mind@example.com';
    await subscribeToNewsletter(context(), { email });
    const mail = lastMailTo(email);
    expect(await unsubscribeFromNewsletter(context({ now: minutes(1) }), unsubscribeToken(mail))).toMatchObject({ isSubscribed: false, confirmedAt: null, unsubscribedAt: minutes(1) });
    expect(await confirmNewsletterSubscription(context({ now: minutes(2) }), confirmToken(mail))).toBeInstanceOf(NotFoundError);
  });

  it('refuses a forged, altered or unknown token', async () => {
    const email = 'forger.target@example.com';
    await subscribeToNewsletter(context(), { email });
    const token = unsubscribeToken(lastMailTo(email));
    const [uuid, mac] = token.split('.') as [string, string];
    const unknownUuid = '00000000-0000-4000-8000-000000000000';
    // One signature character changed: the first, as the last one's low bits are padding base64url drops.
    const altered = `${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`;
    for (const forged of [`${uuid}.${altered}`, `${unknownUuid}.${mac}`, uuid, `${uuid}.`, 'not-a-token', `${await newsletterUnsubscribeToken(context(), unknownUuid)}`]) {
      expect(await unsubscribeFromNewsletter(context(), forged), forged).toEqual(new NotFoundError(UNSUBSCRIBE_LINK_INVALID));
      expect(await newsletterSubscriptionByUnsubscribeToken(context(), forged), forged).toEqual(new NotFoundError(UNSUBSCRIBE_LINK_INVALID));
    }
    expect(await unsubscribeFromNewsletter(context(), '')).toBeInstanceOf(InvalidInputError);
    expect(await rows(email)).toMatchObject([{ unsubscribed_at: null }]);
  });
});
