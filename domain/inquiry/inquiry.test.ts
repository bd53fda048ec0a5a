// Inquiries on a real database: the spec's messages, the bot check (missing, forged and replayed tokens),
// what is stored (every column, in one transaction with the spent token), and the two e-mails.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import { translations } from '#db/seed/content/translations.ts';
import type { RequestContext } from '#domain/context.ts';
import type { OutgoingMail } from '#domain/mail.ts';
import { solvedToken, testBotCheck } from '#tests/factories/bot-check.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import { InvalidCAPTCHATokenError, InvalidCountry, InvalidInputError, NotFoundError } from '../errors.ts';
import { INQUIRY_MESSAGES, inquiryFieldIssue } from './inquiry.inputs.ts';
import { calculateTradeTerm } from '../trade/trade-term.service.ts';
import type { InquiryQuote } from './inquiry-quote.ts';
import { createInquiry, createVehicleInquiry, INVALID_CAPTCHA_MESSAGE, inquiryFormUser } from './inquiry.service.ts';

let handle: DatabaseHandle;
let vehicle: { stock_number: string; maker: string; model: string; year4: number };
const botCheck = testBotCheck();
const outbox: OutgoingMail[] = [];

beforeAll(async () => {
  handle = await openSeededDatabase();
  [vehicle] = (await queryRows<typeof vehicle>(
    handle.db,
    sql`select v.stock_number, mk.name as maker, md.name as model, v.year4 from vehicles v join makers mk on mk.id = v.maker_id join models md on md.id = v.model_id where v.status = 'OnSale' order by v.id limit 1`,
  )) as [typeof vehicle];
});

function context(overrides: Partial<RequestContext> = {}): RequestContext {
  return testContext(handle, { mail: async (m) => void outbox.push(m), botCheck, now: new Date(), ...overrides });
}

const mailsTo = (address: string) => outbox.filter((m) => m.to === address);

const buyer = (email: string) => ({
  firstName: 'Amina',
  lastName: 'Wanjiru',
  email,
  phoneNumber: '+254 700 000000',
  countryName: 'Kenya',
  message: 'Is this vehicle still available? Please quote CIF Mombasa.',
  privacyPolicyAccepted: true,
});

const vehicleInquiries = (email: string) => queryRows<Record<string, unknown>>(handle.db, sql`select * from vehicle_inquiries where email = ${email}`);

describe('createVehicleInquiry', () => {
  it('refuses bad input with the spec’s messages, on their fields, and stores nothing', async () => {
    const result = await createVehicleInquiry(context(), {
      firstName: 'x'.repeat(101),
      lastName: '   ',
      email: 'not-an-email',
      phoneNumber: '1'.repeat(21),
      message: 'm'.repeat(8001),
      stockNumber: vehicle.stock_number,
      privacyPolicyAccepted: false,
      recaptchaToken: await solvedToken(botCheck),
    });
    expect(result).toBeInstanceOf(InvalidInputError);
    expect((result as InvalidInputError).issues).toEqual([
      { fieldname: 'firstName', message: 'First Name must be at most 100 characters.' },
      { fieldname: 'lastName', message: 'Last Name is a required field' },
      { fieldname: 'email', message: 'Email must be a valid email' },
      { fieldname: 'phoneNumber', message: 'Phone must be at most 20 characters.' },
      { fieldname: 'message', message: 'Message must be at most 8000 characters.' },
      { fieldname: 'privacyPolicyAccepted', message: 'Please read and accept the privacy policy.' },
    ]);
    const empty = await createVehicleInquiry(context(), { stockNumber: vehicle.stock_number } as never);
    expect((empty as InvalidInputError).issues.map((i) => i.message)).toEqual([
      'First Name is a required field',
      'Last Name is a required field',
      'Email is a required field',
      'Phone is a required field',
      'Message is a required field',
      'Please read and accept the privacy policy.',
    ]);
    const long = await createVehicleInquiry(context(), { ...buyer(`${'a'.repeat(250)}@example.com`), stockNumber: vehicle.stock_number });
    expect((long as InvalidInputError).issues).toEqual([{ fieldname: 'email', message: 'Email must be at most 254 characters' }]);
    expect(await vehicleInquiries('not-an-email')).toEqual([]);
  });

  it('checks one field as the form does when it loses focus', () => {
    expect(inquiryFieldIssue('firstName', '')).toBe('First Name is a required field');
    expect(inquiryFieldIssue('email', 'amina@')).toBe('Email must be a valid email');
    expect(inquiryFieldIssue('phoneNumber', '+254 700 000000')).toBeNull();
    expect(inquiryFieldIssue('privacyPolicyAccepted', false)).toBe('Please read and accept the privacy policy.');
  });

  it('counts a message’s line breaks as the buyer typed them, though the browser sends each as two characters', async () => {
    // 7,999 characters in the textarea, nine of them line breaks: the popup's check on leaving the field passes.
    const typed = `${'Please quote CIF Mombasa.\n'.repeat(9)}${'x'.repeat(7999 - 26 * 9)}`;
    expect(typed.length).toBe(7999);
    expect(inquiryFieldIssue('message', typed)).toBeNull();
    // What the form posts (CRLF) is accepted too, and kept as typed.
    const email = 'amina.lines@example.com';
    const sent = typed.replaceAll('\n', '\r\n');
    const result = await createVehicleInquiry(context(), { ...buyer(email), message: sent, stockNumber: vehicle.stock_number, recaptchaToken: await solvedToken(botCheck) });
    expect(result).toEqual({ success: true, stockNumber: vehicle.stock_number });
    const [row] = await vehicleInquiries(email);
    expect(row!.message).toBe(typed);
    // 8,000 as typed is the limit; one more is refused with the spec's message.
    expect(inquiryFieldIssue('message', `${sent}x`)).toBeNull();
    expect(inquiryFieldIssue('message', `${sent}xx`)).toBe('Message must be at most 8000 characters.');
  });

  it('refuses a missing or forged bot-check token with the spec’s message, and stores nothing', async () => {
    const email = 'bot@example.com';
    for (const recaptchaToken of [undefined, '', 'forged', await solvedToken(testBotCheck({ secret: 'someone-elses-secret-000000000000000' }))]) {
      const result = await createVehicleInquiry(context(), { ...buyer(email), stockNumber: vehicle.stock_number, recaptchaToken });
      expect(result).toEqual(new InvalidCAPTCHATokenError('Invalid reCAPTCHA token. Please refresh the page and try again, or contact sales@roro-motors.example.'));
    }
    expect(await vehicleInquiries(email)).toEqual([]);
    expect(mailsTo(email)).toEqual([]);
  });

  it('stores every field with the visit and the signed-in user, and e-mails the sales team and the buyer', async () => {
    await handle.db.execute(sql`insert into "user" (id, name, email, email_verified) values ('inquiry-user-1', 'Amina Wanjiru', 'amina.account@example.com', true)`);
    const email = 'amina@example.com';
    const ctx = context({ language: 'fr', viewer: { userId: 'inquiry-user-1', email: 'amina.account@example.com', groups: [] } });
    const result = await createVehicleInquiry(ctx, {
      ...buyer(email),
      countryName: 'kenya',
      stockNumber: vehicle.stock_number.toLowerCase(),
      recaptchaToken: await solvedToken(botCheck),
      campaignCode: 'EASTAFRICA',
      gclid: 'gclid-123',
      fbclid: 'fbclid-456',
    });
    expect(result).toEqual({ success: true, stockNumber: vehicle.stock_number });

    const [row] = await vehicleInquiries(email);
    expect(row).toMatchObject({
      user_id: 'inquiry-user-1',
      stock_number: vehicle.stock_number,
      first_name: 'Amina',
      last_name: 'Wanjiru',
      phone_number: '+254 700 000000',
      country_name: 'Kenya',
      message: 'Is this vehicle still available? Please quote CIF Mombasa.',
      language: 'fr',
      campaign_code: 'EASTAFRICA',
      gclid: 'gclid-123',
      fbclid: 'fbclid-456',
    });
    expect(row!.vehicle_id).toEqual(expect.any(Number));
    expect(row!.country_id).toEqual(expect.any(Number));

    const [sales] = mailsTo('sales@roro-motors.example').filter((m) => m.replyTo === email);
    expect(sales!.subject.startsWith(`Vehicle inquiry ${vehicle.stock_number} · ${vehicle.year4} ${vehicle.maker} ${vehicle.model}`)).toBe(true);
    expect(sales!.subject.endsWith(' · Amina Wanjiru (Kenya)')).toBe(true);
    for (const detail of [
      `http://localhost:3000/en/stocklist/${vehicle.stock_number}`,
      'Name: Amina Wanjiru',
      `E-mail: ${email}`,
      'Phone: +254 700 000000',
      'Country: Kenya',
      'Language: French (fr)',
      'Account: signed in, user inquiry-user-1',
      'Campaign code: EASTAFRICA',
      'gclid): gclid-123',
      'fbclid): fbclid-456',
      `Inquiry id: ${row!.uuid}`,
      'Please quote CIF Mombasa.',
    ]) {
      expect(sales!.text).toContain(detail);
    }
    const [acknowledgement] = mailsTo(email);
    expect(acknowledgement!.subject).toBe(`Nous avons bien reçu votre demande concernant ${vehicle.stock_number}`);
    expect(acknowledgement!.text).toContain('Merci pour votre demande. Nous vous contacterons très prochainement.');
    expect(acknowledgement!.text).toContain(`http://localhost:3000/fr/stocklist/${vehicle.stock_number}`);
    // Nothing the sender typed goes back out in the acknowledgement.
    expect(acknowledgement!.text).not.toContain('Mombasa');
    expect(acknowledgement!.text).not.toContain('Amina');
  });

  it('refuses a token the second time, even when both are sent at once', async () => {
    const email = 'replay@example.com';
    const input = { ...buyer(email), stockNumber: vehicle.stock_number, recaptchaToken: await solvedToken(botCheck) };
    const results = await Promise.all([createVehicleInquiry(context(), input), createVehicleInquiry(context(), input)]);
    expect(results.filter((r) => !(r instanceof Error))).toHaveLength(1);
    expect(results.filter((r) => r instanceof InvalidCAPTCHATokenError)).toHaveLength(1);
    expect(await createVehicleInquiry(context(), input)).toBeInstanceOf(InvalidCAPTCHATokenError);
    expect(await vehicleInquiries(email)).toHaveLength(1);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('keeps the quote the buyer was looking at, priced again by the server, and puts it in the sales e-mail', async () => {
    const email = `quote-${Date.now()}@example.com`;
    const ctx = context({ language: 'fr' });
    const choice = { countryName: 'Kenya', isCif: true, options: ['Insurance' as const, 'BatteryChange' as const], couponCode: 'NOSUCH', currency: 'USD' };
    const sent = await createVehicleInquiry(ctx, { ...buyer(email), stockNumber: vehicle.stock_number, recaptchaToken: await solvedToken(botCheck) }, choice);
    expect(sent).toEqual({ success: true, stockNumber: vehicle.stock_number });
    const term = await calculateTradeTerm({ ...ctx, language: 'en' }, { ...choice, stockNumber: vehicle.stock_number });
    if (term instanceof Error) throw term;
    const [row] = await vehicleInquiries(email);
    const quote = row!.quote as InquiryQuote;
    // In English for sales whatever the buyer's language, with every item and the same total.
    expect(quote).toMatchObject({ country: 'Kenya', port: term.port!.name, terms: 'CIF', options: ['Insurance', 'BatteryChange'], totalPrice: term.totalPrice, currency: { name: 'USD' } });
    // The choices in the words the English page used, kept with the codes.
    expect(quote).toMatchObject({ shippingName: 'RoRo (driven on board)', optionNames: ['Marine insurance', 'New battery'] });
    expect(quote.items.map((i) => i.price)).toEqual(term.itemPrices.map((i) => i.price));
    expect(quote.items.map((i) => i.name)).toEqual(term.itemPrices.map((i) => translations[`item-${i.name}`]!.en));
    expect(quote.items[0]!.name).toBe('Vehicle price');
    const salesMail = outbox.findLast((m) => m.replyTo === email)!;
    expect(salesMail.text).toContain('The quote the buyer saw:');
    expect(salesMail.text).toContain(`Total: ¥${term.totalPrice.toLocaleString('en-US')} ≈ USD `);
    // Every choice and status in words: the port, the terms, the shipping, the options, the coupon's answer.
    expect(salesMail.text).toContain(`CIF ${term.port!.name}, Kenya · RoRo (driven on board) · Marine insurance, New battery`);
    expect(salesMail.text).toContain('Coupon: We don’t know the coupon code NOSUCH. Check it and try again.');
    expect(salesMail.text).toContain('Vehicle status: On sale');
    expect(salesMail.text).not.toMatch(/\b(OnSale|BatteryChange|Insurance,|Unknown)\b/);

    // A choice that cannot be priced keeps no quote, and the inquiry still goes.
    const other = `noquote-${Date.now()}@example.com`;
    const kept = await createVehicleInquiry(context(), { ...buyer(other), stockNumber: vehicle.stock_number, recaptchaToken: await solvedToken(botCheck) }, { countryName: 'Atlantis', isCif: true });
    expect(kept).toEqual({ success: true, stockNumber: vehicle.stock_number });
    expect((await vehicleInquiries(other))[0]!.quote).toBeNull();
  });

  it('names a vehicle’s status in words in the sales e-mail, never its code', async () => {
    const [soon] = await queryRows<{ stock_number: string }>(handle.db, sql`select stock_number from vehicles where status = 'ComingSoon' order by id limit 1`);
    const email = `soon-${Date.now()}@example.com`;
    const sent = await createVehicleInquiry(context(), { ...buyer(email), stockNumber: soon!.stock_number, recaptchaToken: await solvedToken(botCheck) });
    expect(sent).toEqual({ success: true, stockNumber: soon!.stock_number });
    const salesMail = outbox.findLast((m) => m.replyTo === email)!;
    expect(salesMail.text).toContain('Vehicle status: Coming soon');
    expect(salesMail.html).toContain('<td>Coming soon</td>');
    expect(`${salesMail.text}${salesMail.html}`).not.toContain('ComingSoon');
  });

  it('answers NotFoundError for an unknown stock number and InvalidCountry for an unknown country, keeping the token for a corrected form', async () => {
    const email = 'corrected@example.com';
    const recaptchaToken = await solvedToken(botCheck);
    const unknownVehicle = await createVehicleInquiry(context(), { ...buyer(email), stockNumber: 'RR999999X', recaptchaToken });
    expect(unknownVehicle).toEqual(new NotFoundError('No vehicle has the stock number RR999999X.'));
    const unknownCountry = await createVehicleInquiry(context(), { ...buyer(email), countryName: 'Atlantis', stockNumber: vehicle.stock_number, recaptchaToken });
    expect(unknownCountry).toEqual(new InvalidCountry('We do not know the country “Atlantis”.'));
    expect(await createVehicleInquiry(context(), { ...buyer(email), countryName: null, stockNumber: vehicle.stock_number, recaptchaToken })).toMatchObject({ success: true });
    expect((await vehicleInquiries(email))[0]).toMatchObject({ country_id: null, country_name: null, user_id: null, campaign_code: null });
  });

  it('stores nothing and keeps the token when the write fails half-way', async () => {
    const email = 'rollback@example.com';
    const recaptchaToken = await solvedToken(botCheck);
    // A session whose user has gone: the insert breaks its foreign key after the token was spent.
    const gone = context({ viewer: { userId: 'no-such-user', email: 'gone@example.com', groups: [] } });
    await expect(createVehicleInquiry(gone, { ...buyer(email), stockNumber: vehicle.stock_number, recaptchaToken })).rejects.toThrow();
    expect(await vehicleInquiries(email)).toEqual([]);
    expect(await createVehicleInquiry(context(), { ...buyer(email), stockNumber: vehicle.stock_number, recaptchaToken })).toMatchObject({ success: true });
  });

  it('keeps the inquiry when an e-mail cannot be sent, and says so in the log', async () => {
    const email = 'smtp-down@example.com';
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = context({ mail: async () => Promise.reject(new Error('SMTP is down')) });
    expect(await createVehicleInquiry(failing, { ...buyer(email), stockNumber: vehicle.stock_number, recaptchaToken: await solvedToken(botCheck) })).toMatchObject({ success: true });
    expect(await vehicleInquiries(email)).toHaveLength(1);
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^inquiry .+: an e-mail could not be sent$/), expect.any(Error));
  });
});

describe('createInquiry', () => {
  it('stores a general inquiry with its subject and e-mails both sides in English', async () => {
    const email = 'kofi@example.com';
    const result = await createInquiry(context(), { ...buyer(email), firstName: 'Kofi', countryName: 'GH', subject: 'Shipping to Tema', recaptchaToken: await solvedToken(botCheck), gclid: 'g-1' });
    expect(result).toMatchObject({ firstName: 'Kofi', email, countryName: 'Ghana', subject: 'Shipping to Tema', phoneNumber: '+254 700 000000' });
    const [row] = await queryRows<Record<string, unknown>>(handle.db, sql`select * from inquiries where email = ${email}`);
    expect(row).toMatchObject({ subject: 'Shipping to Tema', country_name: 'Ghana', language: 'en', gclid: 'g-1', user_id: null });
    const sales = mailsTo('sales@roro-motors.example').find((m) => m.replyTo === email)!;
    expect(sales.subject).toBe('Inquiry: Shipping to Tema · Kofi Wanjiru (Ghana)');
    expect(mailsTo(email)[0]!.subject).toBe('We have received your inquiry');
  });

  it('refuses a missing token and a replayed one', async () => {
    const email = 'general-replay@example.com';
    expect(await createInquiry(context(), buyer(email))).toEqual(new InvalidCAPTCHATokenError(INVALID_CAPTCHA_MESSAGE));
    const recaptchaToken = await solvedToken(botCheck);
    expect(await createInquiry(context(), { ...buyer(email), recaptchaToken })).toMatchObject({ email });
    expect(await createInquiry(context(), { ...buyer(email), recaptchaToken })).toBeInstanceOf(InvalidCAPTCHATokenError);
  });
});

describe('the inquiry form', () => {
  it('fills in the signed-in user’s e-mail, names and telephone, and nothing for a guest', async () => {
    await handle.db.execute(sql`insert into "user" (id, name, email, email_verified) values ('inquiry-user-2', 'Joao Silva', 'joao@example.com', true)`);
    await handle.db.execute(sql`insert into user_profiles (user_id, first_name, last_name, telephone) values ('inquiry-user-2', 'Joao', 'Silva', '+258840000000')`);
    expect(await inquiryFormUser(context({ viewer: { userId: 'inquiry-user-2', email: 'joao@example.com', groups: [] } }))).toEqual({
      id: 'inquiry-user-2',
      email: 'joao@example.com',
      firstName: 'Joao',
      lastName: 'Silva',
      telephone: '+258840000000',
    });
    expect(await inquiryFormUser(context())).toBeNull();
  });

  it('has each message in the four languages, the English one exactly the spec’s', () => {
    for (const [code, english] of Object.entries(INQUIRY_MESSAGES)) {
      const key = `inquiry-${code.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
      expect(translations[key]?.en, key).toBe(english);
      for (const language of ['fr', 'pt', 'ru'] as const) expect(translations[key]?.[language]?.trim(), `${key} (${language})`).toBeTruthy();
    }
    expect(translations['inquiry-invalid-captcha']?.en.replace('{email}', 'sales@roro-motors.example')).toBe(INVALID_CAPTCHA_MESSAGE);
  });
});
