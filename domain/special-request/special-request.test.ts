// The special vehicle request on a real database: only for a signed-in buyer; every field's message on its
// field (in four languages), found all at once and storing nothing; what is stored, as the catalogue
// spells it, with the visit; the e-mails to the sales team and to the buyer; a failed e-mail; the form's
// catalogue and the values a link fills in; and that nobody reads another's request.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import { translations } from '#db/seed/content/translations.ts';
import type { RequestContext } from '#domain/context.ts';
import type { OutgoingMail } from '#domain/mail.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import { translate } from '../content/translate.ts';
import { type InvalidInputError, NotAuthenticatedError, NotFoundError } from '../errors.ts';
import { readWholeNumber, SPECIAL_REQUEST_MESSAGES, specialRequestFieldIssue, specialRequestYearIssues } from './special-request.inputs.ts';
import { createUserSpecialRequest, prefillSpecialRequest, specialRequestForm, userSpecialRequest, type UserSpecialRequest } from './special-request.service.ts';

let handle: DatabaseHandle;
const outbox: OutgoingMail[] = [];
const SALES = 'sales@roro-motors.example';

/** A confirmed account, with a profile when given its contact country (ISO code). */
async function account(id: string, profile: { country: string } | null) {
  await queryRows(handle.db, sql`insert into "user" (id, name, email, email_verified) values (${id}, ${`Buyer ${id}`}, ${`${id}@example.com`}, true)`);
  if (!profile) return;
  await queryRows(
    handle.db,
    sql`insert into user_profiles (user_id, language, first_name, last_name, telephone, mobile, country_id)
        values (${id}, 'pt', 'Nadia', 'Sitoe', '+258 21 000 000', '+258 84 000 0000', (select id from countries where code = ${profile.country}))`,
  );
}

function as(userId: string, overrides: Partial<RequestContext> = {}): RequestContext {
  return testContext(handle, { viewer: { userId, email: `${userId}@example.com`, groups: [] }, mail: async (m) => void outbox.push(m), ...overrides });
}
const signedOut = () => testContext(handle, { mail: async (m) => void outbox.push(m) });
const requestsOf = (userId: string) => queryRows<Record<string, unknown>>(handle.db, sql`select * from user_special_requests where user_id = ${userId} order by id`);
const issuesOf = async (ctx: RequestContext, input: Record<string, unknown>) => ((await createUserSpecialRequest(ctx, input as never)) as InvalidInputError).issues;
const good = { make: 'Toyota', model: 'Hiace Van', budget: 1_500_000, yearFrom: 2015, yearTo: 2018, distance: 120_000, additionalSpec: 'Diesel, manual' };

beforeAll(async () => {
  handle = await openSeededDatabase();
  await account('sr-mz', { country: 'MZ' });
  await account('sr-bare', null);
  await account('sr-other', { country: 'KE' });
});

describe('createUserSpecialRequest', () => {
  it('asks a signed-out visitor to sign in, and stores and sends nothing', async () => {
    const before = outbox.length;
    expect(await createUserSpecialRequest(signedOut(), good)).toBeInstanceOf(NotAuthenticatedError);
    // A session whose account is gone is not signed in either.
    expect(await createUserSpecialRequest(as('sr-deleted'), good)).toBeInstanceOf(NotAuthenticatedError);
    expect(await queryRows(handle.db, sql`select 1 from user_special_requests where user_id = 'sr-deleted'`)).toEqual([]);
    expect(outbox.length).toBe(before);
  });

  it('refuses bad input with a message on each field, all at once, and stores and sends nothing', async () => {
    const before = outbox.length;
    const ctx = as('sr-mz');
    expect(await issuesOf(ctx, {})).toEqual([
      { fieldname: 'make', message: 'Maker is a required field', text: { key: 'special-request-make-required' } },
      { fieldname: 'budget', message: 'Budget is a required field', text: { key: 'special-request-budget-required' } },
    ]);
    expect(await issuesOf(ctx, null as never)).toEqual([{ fieldname: 'input', message: 'Invalid input' }]);
    // The catalogue is asked even when the numbers are wrong too.
    expect(await issuesOf(ctx, { make: 'Tata', budget: 0, yearFrom: 1979, yearTo: 'soon', distance: -5, additionalSpec: 'x'.repeat(2001) })).toEqual([
      { fieldname: 'make', message: 'Choose a maker from the list.', text: { key: 'special-request-make-unknown' } },
      { fieldname: 'budget', message: 'Budget must be a whole number of yen, more than 0.', text: { key: 'special-request-budget-invalid' } },
      { fieldname: 'yearFrom', message: 'Year from must be a year from 1980 to next year.', text: { key: 'special-request-year-from-invalid' } },
      { fieldname: 'yearTo', message: 'Year to must be a year from 1980 to next year.', text: { key: 'special-request-year-to-invalid' } },
      { fieldname: 'distance', message: 'Maximum mileage must be a whole number of kilometres, 0 or more.', text: { key: 'special-request-distance-invalid' } },
      { fieldname: 'additionalSpec', message: 'Additional specifications must be at most 2000 characters.', text: { key: 'special-request-additional-spec-max' } },
    ]);
    // A model of another maker, years the wrong way round, and too much of everything.
    expect(await issuesOf(ctx, { ...good, make: 'nissan', budget: '1000000001', yearFrom: 2020, yearTo: 2015, distance: '2,000,001' })).toEqual([
      { fieldname: 'model', message: 'Choose a model of this maker from the list.', text: { key: 'special-request-model-unknown' } },
      { fieldname: 'budget', message: 'Budget must be at most 1,000,000,000 yen.', text: { key: 'special-request-budget-max' } },
      { fieldname: 'yearTo', message: 'Year to must be the same as or later than year from.', text: { key: 'special-request-year-order' } },
      { fieldname: 'distance', message: 'Maximum mileage must be at most 2,000,000 km.', text: { key: 'special-request-distance-max' } },
    ]);
    // The request's clock sets the newest year: next year's models, not the year after.
    expect((await issuesOf(ctx, { ...good, yearFrom: 2028, yearTo: null })).map((i) => i.fieldname)).toEqual(['yearFrom']);
    for (const budget of [2.5, '1.5', '1,50,000', '12 cars', -1, '0', ' ']) expect((await issuesOf(ctx, { ...good, budget })).map((i) => i.fieldname), String(budget)).toEqual(['budget']);
    expect(await requestsOf('sr-mz')).toEqual([]);
    expect(outbox.length).toBe(before);
  });

  it('has every message in four languages, the English being the message itself', () => {
    for (const [key, message] of Object.entries(SPECIAL_REQUEST_MESSAGES)) {
      const text = translations[key];
      expect(text?.en, key).toBe(message);
      for (const language of ['fr', 'pt', 'ru'] as const) expect(text?.[language], `${key} ${language}`).toMatch(/\S/);
      expect(new Set([text!.en, text!.fr, text!.pt, text!.ru]).size, key).toBeGreaterThan(1);
    }
    // The page's own texts are there too, in every language.
    for (const key of ['special-request-budget', 'special-request-offer-title', 'special-request-thanks-text']) {
      for (const language of ['en', 'fr', 'pt', 'ru'] as const) expect(translations[key]?.[language], `${key} ${language}`).toMatch(/\S/);
    }
    expect(translate({ 'special-request-thanks-text': translations['special-request-thanks-text']!.en }, 'special-request-thanks-text', { email: 'a@b.c' })).toContain('a@b.c');
  });

  it('stores the request as the catalogue spells it, with the visit, and e-mails the sales team and the buyer', async () => {
    const ctx = as('sr-mz', { language: 'pt', site: { mediaBaseUrl: '/media', siteUrl: 'https://roro.example' } });
    const result = (await createUserSpecialRequest(ctx, {
      make: ' toyota ',
      model: 'HIACE VAN',
      budget: '1,500,000',
      yearFrom: '2015',
      yearTo: '2018',
      distance: '120 000',
      additionalSpec: 'Diesel, manual.\r\nTo Maputo, please.',
      campaignCode: 'MZ-HIACE',
      gclid: 'g-1',
      fbclid: '',
    })) as UserSpecialRequest;
    expect(result).toMatchObject({ make: 'Toyota', model: 'Hiace Van', budget: 1_500_000, yearFrom: 2015, yearTo: 2018, distance: 120_000, additionalSpec: 'Diesel, manual.\nTo Maputo, please.' });
    expect(result.createdAt).toBeInstanceOf(Date);
    const [row] = await requestsOf('sr-mz');
    expect(row).toMatchObject({ uuid: result.uuid, make: 'Toyota', model: 'Hiace Van', budget: 1_500_000, year_from: 2015, year_to: 2018, distance: 120_000, language: 'pt', campaign_code: 'MZ-HIACE', gclid: 'g-1', fbclid: null });

    const [sales] = outbox.filter((m) => m.to === SALES && m.text.includes(result.uuid));
    expect(sales).toMatchObject({ replyTo: 'sr-mz@example.com', subject: 'Special vehicle request · Toyota Hiace Van · Nadia Sitoe (Mozambique)' });
    for (const line of [
      'Model: Hiace Van',
      'Year: 2015 to 2018',
      'Budget: ¥1,500,000 (FOB, JPY)',
      'Maximum mileage: 120,000 km',
      'Matching stock today: https://roro.example/en/stocklist?maker=Toyota&model=Hiace+Van&minYear=2015&maxYear=2018&maxPrice=1500000&kiloMeters=-120000',
      'Mobile: +258 84 000 0000',
      'Language: Portuguese (pt)',
      'Campaign code: MZ-HIACE',
      'Diesel, manual.\nTo Maputo, please.',
    ]) {
      expect(sales!.text).toContain(line);
    }
    expect(sales!.html).toContain('<a href="https://roro.example/en/stocklist?maker=Toyota&#38;model=Hiace+Van');

    const [ack] = outbox.filter((m) => m.to === 'sr-mz@example.com');
    expect(ack!.subject).toBe('Estamos à procura do seu Toyota Hiace Van');
    expect(ack!.replyTo).toBeUndefined();
    expect(ack!.text).toContain('Veículo: Toyota Hiace Van');
    expect(ack!.text).toContain('Ano: de 2015 a 2018');
    expect(ack!.text).toMatch(/Orçamento \(FOB\): ¥1\s500\s000/);
    // Only what was chosen or counted is repeated to the buyer, never what they typed.
    expect(ack!.text).not.toContain('Maputo');
  });

  it('takes a maker and a budget alone: any model, any year, any mileage', async () => {
    const result = await createUserSpecialRequest(as('sr-bare', { language: 'ru' }), { make: 'Isuzu', model: '', budget: 3_000_000, yearFrom: '', yearTo: null, distance: ' ', additionalSpec: '  ' });
    expect(result).toMatchObject({ make: 'Isuzu', model: null, budget: 3_000_000, yearFrom: null, yearTo: null, distance: null, additionalSpec: null });
    const [sales] = outbox.filter((m) => m.to === SALES && m.replyTo === 'sr-bare@example.com');
    // Without a profile, the account's name.
    expect(sales!.subject).toBe('Special vehicle request · Isuzu · Buyer sr-bare');
    expect(sales!.text).toContain('Year: any');
    const [ack] = outbox.filter((m) => m.to === 'sr-bare@example.com');
    expect(ack!.subject).toBe('Мы ищем для вас Isuzu');
    expect(ack!.text).toContain('Автомобиль: Isuzu (любая модель)');
    expect(ack!.text).toContain('Максимальный пробег: любой');
  });

  it('keeps the request when an e-mail cannot be sent, and says so in the log', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = as('sr-other', { mail: async () => Promise.reject(new Error('SMTP is down')) });
    expect(await createUserSpecialRequest(failing, { ...good, make: 'Mazda', model: null })).toMatchObject({ make: 'Mazda', model: null });
    expect(await requestsOf('sr-other')).toHaveLength(1);
    expect(logged).toHaveBeenCalledTimes(2);
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^special request .+: an e-mail could not be sent$/), expect.any(Error));
  });
});

describe('userSpecialRequest', () => {
  it('lets each buyer read back only their own request', async () => {
    const [row] = await requestsOf('sr-mz');
    const uuid = row!.uuid as string;
    expect(await userSpecialRequest(as('sr-mz'), uuid)).toMatchObject({ uuid, make: 'Toyota', model: 'Hiace Van' });
    expect(await userSpecialRequest(as('sr-other'), uuid)).toBeInstanceOf(NotFoundError);
    expect(await userSpecialRequest(as('sr-mz'), 'not-a-uuid')).toBeInstanceOf(NotFoundError);
    expect(await userSpecialRequest(as('sr-mz'), null)).toBeInstanceOf(NotFoundError);
    expect(await userSpecialRequest(signedOut(), uuid)).toBeInstanceOf(NotAuthenticatedError);
  });
});

describe('the form', () => {
  it('offers every maker of the catalogue with its models, not only those in stock, and next year as the newest', async () => {
    const form = await specialRequestForm(signedOut(), {});
    const [counts] = await queryRows<{ makers: number; models: number }>(handle.db, sql`select (select count(*)::int from makers) as makers, (select count(*)::int from models) as models`);
    expect(form.makers).toHaveLength(counts!.makers);
    expect(form.makers.reduce((n, m) => n + m.models.length, 0)).toBe(counts!.models);
    expect(form.makers.find((m) => m.name === 'Toyota')!.models).toEqual(expect.arrayContaining(['Hiace Van', 'Land Cruiser Prado', 'Coaster']));
    expect(form).toMatchObject({ earliestYear: 1980, latestYear: 2027, prefill: { make: '', model: '', budget: '', yearFrom: '', yearTo: '', distance: '', additionalSpec: '' } });
  });

  it('is filled in from a link with the values that are valid, as the catalogue spells them', async () => {
    const { makers } = await specialRequestForm(signedOut(), {});
    expect(prefillSpecialRequest(makers, { make: 'toyota', model: 'land cruiser prado', yearFrom: '2012', yearTo: '2016', budget: '2500000', distance: '90000' }, 2027)).toEqual({
      make: 'Toyota',
      model: 'Land Cruiser Prado',
      budget: '2500000',
      yearFrom: '2012',
      yearTo: '2016',
      distance: '90000',
      additionalSpec: '',
    });
    // A model of another maker, a year out of range, years the wrong way round, a price that is no number.
    expect(prefillSpecialRequest(makers, { make: 'Nissan', model: 'Hiace Van', yearFrom: '2019', yearTo: '2010', budget: 'cheap', distance: '-1' }, 2027)).toMatchObject({
      make: 'Nissan',
      model: '',
      budget: '',
      yearFrom: '2019',
      yearTo: '',
      distance: '',
    });
    expect(prefillSpecialRequest(makers, { make: 'Tata', model: 'Nano', budget: '500000' }, 2027)).toMatchObject({ make: '', model: '', budget: '' });
    expect(prefillSpecialRequest(makers, { make: 'Honda', yearFrom: '1975', budget: '1,200,000' }, 2027)).toMatchObject({ make: 'Honda', yearFrom: '', budget: '1200000' });
    // No maker (a search by body type and price): the rest still fills in, with the other filters in words.
    expect(prefillSpecialRequest(makers, { budget: '900000', yearFrom: '2015', additionalSpec: ' SUV, Diesel, “hilux” ' }, 2027)).toEqual({
      make: '',
      model: '',
      budget: '900000',
      yearFrom: '2015',
      yearTo: '',
      distance: '',
      additionalSpec: 'SUV, Diesel, “hilux”',
    });
    expect(prefillSpecialRequest(makers, { make: 'Toyota', additionalSpec: 'x'.repeat(2001) }, 2027)).toMatchObject({ make: 'Toyota', additionalSpec: '' });
  });

  it('checks fields in the browser with the server’s words', () => {
    expect([1_500_000, '1500000', '1,500,000', '1 500 000', '1.500.000', '1\u202f500\u202f000'].map(readWholeNumber)).toEqual(Array(6).fill(1_500_000));
    expect(['1,500.000', '15,00,000', '1.5', 'abc', 1.5, '-3'].map(readWholeNumber)).toEqual(Array(6).fill(null));
    expect(['', '  ', null, undefined].map(readWholeNumber)).toEqual(Array(4).fill(undefined));
    expect(specialRequestFieldIssue('budget', '', 2027)).toMatchObject({ fieldname: 'budget', message: SPECIAL_REQUEST_MESSAGES['special-request-budget-required'] });
    expect(specialRequestFieldIssue('distance', '0', 2027)).toBeNull();
    expect(specialRequestYearIssues({ yearFrom: '2020', yearTo: '2019' }, 2027)).toEqual({
      yearFrom: null,
      yearTo: { fieldname: 'yearTo', message: SPECIAL_REQUEST_MESSAGES['special-request-year-order'], text: { key: 'special-request-year-order' } },
    });
    expect(specialRequestYearIssues({ yearFrom: '2020', yearTo: '2020' }, 2027)).toEqual({ yearFrom: null, yearTo: null });
  });
});
