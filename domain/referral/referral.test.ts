// The referral programme on a real database: the messages, the bot check (missing, for another action,
// replayed), what is stored (with the visit and the signed-in user), and the two e-mails.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import { translations } from '#db/seed/content/translations.ts';
import type { RequestContext } from '#domain/context.ts';
import type { OutgoingMail } from '#domain/mail.ts';
import { solvedToken, testBotCheck } from '#tests/factories/bot-check.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import { InvalidCAPTCHATokenError, InvalidInputError } from '../errors.ts';
import { INVALID_CAPTCHA_MESSAGE } from '../inquiry/inquiry.service.ts';
import { REFERRAL_MESSAGES, referralFieldIssue } from './referral.inputs.ts';
import { createReferralProgram } from './referral.service.ts';

let handle: DatabaseHandle;
const botCheck = testBotCheck();
const outbox: OutgoingMail[] = [];

beforeAll(async () => {
  handle = await openSeededDatabase();
});

function context(overrides: Partial<RequestContext> = {}): RequestContext {
  return testContext(handle, { mail: async (m) => void outbox.push(m), botCheck, now: new Date(), ...overrides });
}

const mailsTo = (address: string) => outbox.filter((m) => m.to === address);
const rows = (email: string) => queryRows<Record<string, unknown>>(handle.db, sql`select * from referral_programs where email = ${email}`);

describe('createReferralProgram', () => {
  it('refuses bad input with its messages, on their fields, and stores nothing', async () => {
    const token = await solvedToken(botCheck, 'referral');
    const tooLong = await createReferralProgram(context(), { name: 'x'.repeat(201), email: `${'a'.repeat(250)}@example.com`, whatsAppNumber: '+1'.padEnd(21, '0'), recaptchaToken: token });
    expect((tooLong as InvalidInputError).issues).toEqual([
      { fieldname: 'name', message: 'Name must be at most 200 characters.' },
      { fieldname: 'email', message: 'Email must be at most 254 characters' },
      { fieldname: 'whatsAppNumber', message: 'WhatsApp number must be at most 20 characters.' },
    ]);
    const wrong = await createReferralProgram(context(), { name: '  ', email: 'nadia@', whatsAppNumber: '+258 84 abc', recaptchaToken: token });
    expect(wrong).toBeInstanceOf(InvalidInputError);
    expect((wrong as InvalidInputError).issues).toEqual([
      { fieldname: 'name', message: 'Name is a required field' },
      { fieldname: 'email', message: 'Email must be a valid email' },
      { fieldname: 'whatsAppNumber', message: 'WhatsApp number may contain only digits, spaces, dashes and a leading +.' },
    ]);
    const empty = await createReferralProgram(context(), {} as never);
    expect((empty as InvalidInputError).issues.map((i) => i.message)).toEqual(['Name is a required field', 'Email is a required field', 'WhatsApp number is a required field']);
    expect(await rows('nadia@')).toEqual([]);
    // The page checks each field with the same words; every message has its text in four languages.
    expect(referralFieldIssue('whatsAppNumber', '+258 84-000 0000')).toBeNull();
    expect(referralFieldIssue('whatsAppNumber', '258+84')).toBe(REFERRAL_MESSAGES.whatsAppInvalid);
    const english = new Set(Object.values(translations).map((t) => t.en));
    for (const message of Object.values(REFERRAL_MESSAGES)) expect(english.has(message), message).toBe(true);
  });

  it('refuses a missing token, one for another action, and a replayed one', async () => {
    const person = { name: 'Nadia Sitoe', email: 'nadia.bot@example.com', whatsAppNumber: '+258 84 000 0000' };
    expect(await createReferralProgram(context(), person)).toEqual(new InvalidCAPTCHATokenError(INVALID_CAPTCHA_MESSAGE));
    expect(await createReferralProgram(context(), { ...person, recaptchaToken: await solvedToken(botCheck, 'contact') })).toBeInstanceOf(InvalidCAPTCHATokenError);
    const token = await solvedToken(botCheck, 'referral');
    expect(await createReferralProgram(context(), { ...person, recaptchaToken: token })).toEqual(person);
    expect(await createReferralProgram(context(), { ...person, recaptchaToken: token })).toBeInstanceOf(InvalidCAPTCHATokenError);
    expect(await rows(person.email)).toHaveLength(1);
  });

  it('stores the sign-up with the visit and the signed-in user, and e-mails the sales team and the person', async () => {
    await handle.db.execute(sql`insert into "user" (id, name, email, email_verified) values ('referral-user-1', 'Nadia Sitoe', 'nadia.account@example.com', true)`);
    const email = 'nadia@example.com';
    const ctx = context({ language: 'pt', viewer: { userId: 'referral-user-1', email: 'nadia.account@example.com', groups: [] } });
    const result = await createReferralProgram(ctx, {
      name: ' Nadia Sitoe ',
      email,
      whatsAppNumber: '+258 84 000 0000',
      recaptchaToken: await solvedToken(botCheck, 'referral'),
      campaignCode: 'MOZ2026',
      gclid: 'gclid-1',
      fbclid: null,
    });
    expect(result).toEqual({ name: 'Nadia Sitoe', email, whatsAppNumber: '+258 84 000 0000' });
    const [row] = await rows(email);
    expect(row).toMatchObject({ user_id: 'referral-user-1', name: 'Nadia Sitoe', whats_app_number: '+258 84 000 0000', language: 'pt', campaign_code: 'MOZ2026', gclid: 'gclid-1', fbclid: null });

    const [sales] = mailsTo('sales@roro-motors.example').filter((m) => m.replyTo === email);
    expect(sales!.subject).toBe('Referral programme sign-up · Nadia Sitoe');
    expect(sales!.text).toContain('WhatsApp: +258 84 000 0000');
    expect(sales!.text).toContain('Campaign code: MOZ2026');
    expect(sales!.text).toContain('Account: signed in, user referral-user-1');
    const [ack] = mailsTo(email);
    expect(ack!.subject).toBe('Bem-vindo ao programa de indicação da Roro Motors');
    expect(ack!.text).toContain('100 US$');
    expect(ack!.text).not.toContain('Nadia');
  });
});
