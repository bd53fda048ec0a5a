// The distributor page and request on a real database: who answers a buyer (assigned, else by country,
// language, or the first of the staff), the dealer rank and the group, the catalogue's choices, every
// field's message (in four languages), what is stored and e-mailed, and that nobody reads another's.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import { translations } from '#db/seed/content/translations.ts';
import type { RequestContext } from '#domain/context.ts';
import type { OutgoingMail } from '#domain/mail.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import { whatsAppContacts } from '../content/persons-in-charge.service.ts';
import { type InvalidInputError, NotAuthenticatedError, NotFoundError } from '../errors.ts';
import { DISTRIBUTOR_MESSAGES, distributorFieldIssue } from './distributor.inputs.ts';
import {
  choosePersonInCharge,
  createUserDistributorRequest,
  distributorPage,
  listUserDistributorRequests,
  personInCharge,
  userDistributorRequest,
  type BuyerPersonInCharge,
  type DistributorPage,
  type UserDistributorRequest,
} from './distributor.service.ts';

let handle: DatabaseHandle;
const outbox: OutgoingMail[] = [];
const SALES = 'sales@roro-motors.example';
const AMANI = 'amani.mwangi@roro-motors.example';

/** A confirmed account with a profile: its contact country (by ISO code) and language. */
async function account(id: string, profile: { country?: string; language?: string; dealerRank?: string; personInCharge?: string } | null) {
  await queryRows(handle.db, sql`insert into "user" (id, name, email, email_verified) values (${id}, ${`Buyer ${id}`}, ${`${id}@example.com`}, true)`);
  if (!profile) return;
  await queryRows(
    handle.db,
    sql`insert into user_profiles (user_id, language, first_name, last_name, telephone, country_id, dealer_rank, person_in_charge_id)
        values (${id}, ${profile.language ?? 'en'}, 'Neema', 'Mushi', '+255 700 000 000',
          (select id from countries where code = ${profile.country ?? null}), ${profile.dealerRank ?? null},
          (select id from persons_in_charge where name = ${profile.personInCharge ?? null}))`,
  );
}

function as(userId: string, overrides: Partial<RequestContext> = {}): RequestContext {
  return testContext(handle, { viewer: { userId, email: `${userId}@example.com`, groups: [] }, mail: async (m) => void outbox.push(m), ...overrides });
}
const signedOut = () => testContext(handle, { mail: async (m) => void outbox.push(m) });
const requestsOf = (userId: string) => queryRows<Record<string, unknown>>(handle.db, sql`select * from user_distributor_requests where user_id = ${userId} order by id`);
const good = { companyName: 'Kilimanjaro Motors Ltd', makerName: 'Toyota', modelName: 'Hiace Van', colorName: 'Pearl White', quantity: 12 };

beforeAll(async () => {
  handle = await openSeededDatabase();
  await account('dist-tz', { country: 'TZ', language: 'en' });
  await account('dist-gold', { country: 'TZ', language: 'ru', dealerRank: 'Gold', personInCharge: 'Olga Ivanova' });
  await account('dist-fr', { language: 'fr' });
  await account('dist-bare', null);
  await account('dist-other', { country: 'KE' });
});

describe('the person in charge', () => {
  it('is the one staff assigned, else the first who handles the buyer’s country, else speaks their language, else the first', async () => {
    const tz = (await personInCharge(as('dist-tz'))) as BuyerPersonInCharge;
    expect(tz).toMatchObject({ name: 'Amani Mwangi', whatsAppNumber: '+81-80-7714-2261', chatUrl: 'https://wa.me/818077142261', email: AMANI, languages: ['sw', 'en', 'ja'], assigned: false });
    expect(await personInCharge(as('dist-gold'))).toMatchObject({ name: 'Olga Ivanova', chatUrl: 'https://wa.me/819028536640', assigned: true });
    expect(await personInCharge(as('dist-fr'))).toMatchObject({ name: 'Jean-Pierre Mbala', assigned: false });
    expect(await personInCharge(as('dist-bare'))).toMatchObject({ name: 'Kenji Tanaka', assigned: false });
    // An assignment to someone no longer on the staff list falls back the same way.
    const persons = await whatsAppContacts(as('dist-tz'));
    expect(choosePersonInCharge(persons, { personInChargeId: 999_999, countryCode: 'MZ', language: 'en' })).toMatchObject({ name: 'Ana Machava', assigned: false });
    expect(choosePersonInCharge([], { personInChargeId: null, countryCode: 'TZ', language: 'en' })).toBeNull();
  });

  it('needs a signed-in user, and is not found without any sales staff', async () => {
    expect(await personInCharge(signedOut())).toBeInstanceOf(NotAuthenticatedError);
    expect(await personInCharge(as('no-such-user'))).toBeInstanceOf(NotAuthenticatedError);
    // Without staff (in a transaction that is rolled back): nobody to name.
    const rolledBack = new Error('roll back');
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`update testimonials set person_in_charge_id = null`);
        await tx.execute(sql`update user_profiles set person_in_charge_id = null`);
        await tx.execute(sql`delete from persons_in_charge`);
        expect(await personInCharge({ ...as('dist-tz'), db: tx })).toBeInstanceOf(NotFoundError);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await personInCharge(as('dist-gold'))).toMatchObject({ name: 'Olga Ivanova' });
  });
});

describe('distributorPage', () => {
  it('shows a new buyer no rank, their default contact, and every maker with its models and the colours', async () => {
    expect(await distributorPage(signedOut())).toBeInstanceOf(NotAuthenticatedError);
    const page = (await distributorPage(as('dist-tz'))) as DistributorPage;
    expect(page).toMatchObject({ dealerRank: null, isDistributor: false, personInCharge: { name: 'Amani Mwangi', assigned: false } });
    // The whole catalogue, not only what is in stock today.
    const [counts] = await queryRows<{ makers: number; models: number }>(handle.db, sql`select (select count(*)::int from makers) as makers, (select count(*)::int from models) as models`);
    expect(page.makers).toHaveLength(counts!.makers);
    expect(page.makers.reduce((n, m) => n + m.models.length, 0)).toBe(counts!.models);
    expect(page.makers.find((m) => m.name === 'Toyota')!.models).toEqual(expect.arrayContaining(['Hiace Van', 'Land Cruiser Prado', 'Coaster']));
    expect(page.makers.find((m) => m.name === 'Nissan')!.models).not.toContain('Hiace Van');
    expect(page.colors.slice(0, 3)).toEqual(['Pearl White', 'Silver', 'Black']);
  });

  it('shows a distributor their rank, their assigned person and their membership', async () => {
    const page = (await distributorPage(as('dist-gold', { viewer: { userId: 'dist-gold', email: 'dist-gold@example.com', groups: ['Distributors'] } }))) as DistributorPage;
    expect(page).toMatchObject({ dealerRank: 'Gold', isDistributor: true, personInCharge: { name: 'Olga Ivanova', assigned: true } });
  });
});

describe('createUserDistributorRequest', () => {
  it('asks a signed-out visitor to sign in and stores nothing', async () => {
    const before = outbox.length;
    expect(await createUserDistributorRequest(signedOut(), good)).toBeInstanceOf(NotAuthenticatedError);
    expect(await queryRows(handle.db, sql`select 1 from user_distributor_requests where company_name = ${good.companyName}`)).toEqual([]);
    expect(outbox.length).toBe(before);
  });

  it('refuses bad input with a message on each field, stores nothing and sends nothing', async () => {
    const before = outbox.length;
    const issuesOf = async (input: Record<string, unknown>) => ((await createUserDistributorRequest(as('dist-tz'), input as never)) as InvalidInputError).issues;
    expect(await issuesOf({})).toEqual([
      { fieldname: 'companyName', message: 'Company Name is a required field', text: { key: 'distributor-company-required' } },
      { fieldname: 'makerName', message: 'Maker is a required field', text: { key: 'distributor-maker-required' } },
      { fieldname: 'quantity', message: 'Quantity is a required field', text: { key: 'distributor-quantity-required' } },
    ]);
    expect(await issuesOf({ companyName: 'x'.repeat(201), makerName: 'Toyota', quantity: 1000, message: 'm'.repeat(8001) })).toEqual([
      { fieldname: 'companyName', message: 'Company Name must be at most 200 characters.', text: { key: 'distributor-company-max' } },
      { fieldname: 'quantity', message: 'Quantity must be a whole number from 1 to 999.', text: { key: 'distributor-quantity-range' } },
      { fieldname: 'message', message: 'Message must be at most 8000 characters.', text: { key: 'inquiry-message-max' } },
    ]);
    for (const quantity of [0, -3, 2.5, '12 cars', '1e2', ' ']) expect((await issuesOf({ ...good, quantity })).map((i) => i.fieldname), String(quantity)).toEqual(['quantity']);
    // The catalogue: a maker that is not one, a model of another maker, a colour nobody paints.
    expect(await issuesOf({ ...good, makerName: 'Tata' })).toEqual([{ fieldname: 'makerName', message: 'Choose a maker from the list.', text: { key: 'distributor-maker-unknown' } }]);
    expect(await issuesOf({ ...good, makerName: 'Nissan', colorName: 'Tartan' })).toEqual([
      { fieldname: 'modelName', message: 'Choose a model of this maker from the list.', text: { key: 'distributor-model-unknown' } },
      { fieldname: 'colorName', message: 'Choose a colour from the list.', text: { key: 'distributor-color-unknown' } },
    ]);
    expect(await requestsOf('dist-tz')).toEqual([]);
    expect(outbox.length).toBe(before);
  });

  it('stores the request as the catalogue spells it, with the visit, and e-mails the sales team, the person in charge and the buyer', async () => {
    const ctx = as('dist-tz', { language: 'pt' });
    const result = (await createUserDistributorRequest(ctx, {
      companyName: '  Kilimanjaro Motors Ltd ',
      makerName: 'toyota',
      modelName: 'HIACE VAN',
      colorName: 'pearl white',
      quantity: '12',
      message: 'Diesel, 2015 or newer, to Dar es Salaam.',
      campaignCode: 'TZ-DEALERS',
      gclid: 'g-77',
      fbclid: '',
    })) as UserDistributorRequest;
    expect(result).toMatchObject({ companyName: 'Kilimanjaro Motors Ltd', makerName: 'Toyota', modelName: 'Hiace Van', colorName: 'Pearl White', quantity: 12, message: 'Diesel, 2015 or newer, to Dar es Salaam.' });
    const [row] = await requestsOf('dist-tz');
    expect(row).toMatchObject({ uuid: result.uuid, company_name: 'Kilimanjaro Motors Ltd', maker_name: 'Toyota', model_name: 'Hiace Van', color_name: 'Pearl White', quantity: 12, language: 'pt', campaign_code: 'TZ-DEALERS', gclid: 'g-77', fbclid: null });

    const mailFor = (to: string) => outbox.filter((m) => m.to === to && (m.text.includes(result.uuid) || m.to === 'dist-tz@example.com'));
    const [sales] = mailFor(SALES);
    expect(sales).toMatchObject({ replyTo: 'dist-tz@example.com', subject: 'Distributor request · 12 × Toyota Hiace Van · Kilimanjaro Motors Ltd' });
    expect(sales!.text).toContain('Buyer: Neema Mushi');
    expect(sales!.text).toContain('Country: Tanzania');
    expect(sales!.text).toContain('Person in charge: Amani Mwangi (not assigned yet; the default contact for this buyer)');
    expect(sales!.text).toContain('Campaign code: TZ-DEALERS');
    expect(sales!.text).toContain('Diesel, 2015 or newer, to Dar es Salaam.');
    const [person] = mailFor(AMANI);
    expect(person).toMatchObject({ replyTo: 'dist-tz@example.com', subject: sales!.subject });
    expect(person!.text).toMatch(/^A buyer you look after/);
    const [ack] = mailFor('dist-tz@example.com');
    expect(ack!.subject).toBe('Recebemos o seu pedido de distribuidor');
    expect(ack!.text).toContain('O seu responsável, Amani Mwangi, entrará em contacto consigo');
    expect(ack!.text).toContain('https://wa.me/818077142261');
    expect(ack!.text).toContain('Veículo: Toyota Hiace Van');
    // Only what was chosen from lists is repeated to the buyer.
    expect(ack!.text).not.toContain('Kilimanjaro');
    expect(ack!.text).not.toContain('Dar es Salaam');
    expect(ack!.html).toContain('<a href="mailto:amani.mwangi@roro-motors.example">');
  });

  it('takes a maker alone, any model and any colour', async () => {
    const result = await createUserDistributorRequest(as('dist-bare'), { companyName: 'Bare Trading', makerName: 'Isuzu', modelName: '', colorName: null, quantity: 999 });
    expect(result).toMatchObject({ makerName: 'Isuzu', modelName: null, colorName: null, quantity: 999, message: null });
  });

  it('keeps the request when an e-mail cannot be sent, and says so in the log', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = as('dist-other', { mail: async () => Promise.reject(new Error('SMTP is down')) });
    expect(await createUserDistributorRequest(failing, { ...good, companyName: 'Nairobi Autos' })).toMatchObject({ companyName: 'Nairobi Autos' });
    expect(await requestsOf('dist-other')).toHaveLength(1);
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^distributor request .+: an e-mail could not be sent$/), expect.any(Error));
  });

  it('lets each buyer read back only their own requests', async () => {
    const mine = (await listUserDistributorRequests(as('dist-tz'))) as UserDistributorRequest[];
    expect(mine.map((r) => r.companyName)).toEqual(['Kilimanjaro Motors Ltd']);
    expect(await userDistributorRequest(as('dist-tz'), mine[0]!.uuid)).toEqual(mine[0]);
    expect(await userDistributorRequest(as('dist-other'), mine[0]!.uuid)).toBeInstanceOf(NotFoundError);
    expect(await userDistributorRequest(as('dist-tz'), 'not-a-uuid')).toBeInstanceOf(NotFoundError);
    expect(await userDistributorRequest(signedOut(), mine[0]!.uuid)).toBeInstanceOf(NotAuthenticatedError);
    expect((await listUserDistributorRequests(as('dist-other'))) as UserDistributorRequest[]).toHaveLength(1);
    expect(await listUserDistributorRequests(signedOut())).toBeInstanceOf(NotAuthenticatedError);
  });
});

describe('the messages', () => {
  it('are checked field by field as the page does, each with its text in four languages whose English is the message', () => {
    expect(distributorFieldIssue('quantity', '5')).toBeNull();
    expect(distributorFieldIssue('quantity', '0')).toEqual({ fieldname: 'quantity', message: 'Quantity must be a whole number from 1 to 999.', text: { key: 'distributor-quantity-range' } });
    expect(distributorFieldIssue('companyName', '   ')?.text?.key).toBe('distributor-company-required');
    expect(distributorFieldIssue('modelName', '')).toBeNull();
    // 8,000 characters as typed, with line breaks the browser sends as CRLF: within the limit.
    const typed = `${'Diesel, to Dar es Salaam.\n'.repeat(10)}${'m'.repeat(8000 - 26 * 10)}`;
    expect(distributorFieldIssue('message', typed.replaceAll('\n', '\r\n'))).toBeNull();
    expect(distributorFieldIssue('message', `${typed.replaceAll('\n', '\r\n')}m`)?.text?.key).toBe('inquiry-message-max');
    for (const [key, message] of Object.entries(DISTRIBUTOR_MESSAGES)) {
      expect(translations[key]?.en, key).toBe(message);
      for (const language of ['fr', 'pt', 'ru'] as const) expect(translations[key]?.[language]?.trim(), `${key} (${language})`).toBeTruthy();
    }
  });
});
