// The distributor page in a real browser against the real server: signed-out visitors go to sign-in and
// come back; a new buyer sees no rank yet and the person in charge for their country with a WhatsApp
// link without dashes; fields are checked in the browser and on the server (with and without
// JavaScript); a request sent leads to its thanks page and e-mails the sales team, the person in charge
// and the buyer; nobody sees another's request. A member of the Distributors group (a storefront of its
// own: the shared one's database belongs to its process) sees their rank, their assigned person, the
// member notice, and the Distributors link in the header and in the phone menu.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrateDatabase, openDatabase, queryRows } from '#db/client.ts';
import { seedDatabase } from '#db/seed/seed.ts';
import { hashPassword, TEST_PASSWORD_HASH_COST } from '#server/password-hash.ts';
import { signUpAndConfirm } from './accounts.ts';
import { launchBrowser, whenHydrated } from './browser.ts';
import { startServer, type ServerProcess } from './server-process.ts';

const baseUrl = inject('baseUrl');
const SALES = 'sales@roro-motors.example';
const AMANI = 'amani.mwangi@roro-motors.example';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

/** The raw messages to an address in an outbox that contain a text, once one has arrived (soft line breaks undone). */
async function mailsTo(outbox: string, address: string, containing: string): Promise<string[]> {
  for (let attempt = 0; attempt < 50; attempt++) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox).filter((f) => f.endsWith(`-${address}.eml`));
    } catch {
      // No mail yet.
    }
    const mails = files.map((f) => readFileSync(join(outbox, f), 'utf8').replace(/=\r?\n/g, '')).filter((m) => m.includes(containing));
    if (mails.length) return mails;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no message to ${address} containing ${containing} in ${outbox}`);
}

const form = (page: Page) => page.getByTestId('distributor-form');

describe('the distributor page', () => {
  it('shows a new buyer their person in charge, checks the fields, sends the request and thanks them', async () => {
    const email = `distributor-${Date.now()}@example.com`;
    const context = await browser.newContext();
    const page = await context.newPage();
    await signUpAndConfirm(page, email, 'Neema');
    // Not in the Distributors group: no Distributors link in the header.
    expect(await page.getByTestId('header-distributors').count()).toBe(0);

    // The page and its thanks hydrate without a mismatch or any other error.
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    const response = await page.goto(`${baseUrl}/en/user/distributor`);
    expect(response!.headers()['cache-control']).toBe('private, no-store');
    await whenHydrated(page);
    expect(await page.title()).toBe('Distributors | Roro Motors');
    expect(await page.locator('meta[name=robots]').getAttribute('content')).toBe('noindex');
    expect(await page.locator('h1').innerText()).toBe('Distributors');
    expect(await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Distributors' }).getAttribute('aria-current')).toBe('page');
    expect(await page.getByTestId('dealer-rank').innerText()).toBe('Not set yet. Your person in charge sets it after your first orders.');
    expect(await page.getByTestId('distributor-not-member').isVisible()).toBe(true);
    expect(await page.getByTestId('distributor-member').count()).toBe(0);

    // A Tanzanian buyer with nobody assigned: the person who handles Tanzania, the chat link without dashes.
    const person = page.getByTestId('person-in-charge');
    expect(await person.getByTestId('person-in-charge-name').innerText()).toBe('Amani Mwangi');
    expect(await person.innerText()).toContain('No person in charge has been assigned to you yet. Until then, Amani Mwangi answers your requests.');
    expect(await person.innerText()).toContain('Swahili, English, Japanese');
    const chat = person.getByTestId('person-in-charge-whatsapp');
    expect(await chat.getAttribute('href')).toBe('https://wa.me/818077142261');
    expect(await chat.innerText()).toBe('WhatsApp +81-80-7714-2261');
    expect(await chat.getAttribute('aria-label')).toBe('Chat with Amani Mwangi on WhatsApp (opens in a new tab)');
    expect(await person.getByTestId('person-in-charge-email').getAttribute('href')).toBe(`mailto:${AMANI}`);

    // Sending an empty form sends nothing: each required field says what it needs, the first has the focus.
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') posts.push(r.url());
    });
    await form(page).getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => form(page).innerText()).toContain('Company Name is a required field');
    expect(await form(page).innerText()).toContain('Maker is a required field');
    expect(await form(page).innerText()).toContain('Quantity is a required field');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('companyName');
    expect(posts).toEqual([]);

    // The model list is the chosen maker's.
    const model = form(page).locator('select[name=modelName]');
    expect(await model.isDisabled()).toBe(true);
    // (A select's label also holds its options' words: the selects are found by name.)
    await form(page).locator('select[name=makerName]').selectOption('Toyota');
    await expect.poll(() => model.isDisabled()).toBe(false);
    const models = await model.locator('option').allInnerTexts();
    expect(models).toContain('Hiace Van');
    expect(models).not.toContain('X-Trail');
    await model.selectOption('Hiace Van');
    await form(page).locator('select[name=colorName]').selectOption('Pearl White');
    await form(page).getByLabel('Quantity (vehicles)').fill('0');
    await form(page).getByLabel('Quantity (vehicles)').blur();
    await expect.poll(() => form(page).innerText()).toContain('Quantity must be a whole number from 1 to 999.');
    await form(page).getByLabel('Company name').fill('Kilimanjaro Motors Ltd');
    await form(page).getByLabel('Quantity (vehicles)').fill('12');
    await form(page).getByLabel('Message').fill('Diesel, 2015 or newer, to Dar es Salaam.');
    await form(page).getByRole('button', { name: 'Send request' }).click();

    await page.waitForURL(/\/en\/user\/distributor\/thanks\?request=[0-9a-f-]{36}$/);
    const requestUrl = page.url();
    await expect.poll(() => page.getByTestId('distributor-thanks').innerText()).toBe('Thank you for your request');
    expect(await page.locator('main').innerText()).toContain('Amani Mwangi, your person in charge, will contact you within one business day');
    const summary = await page.getByTestId('distributor-request').innerText();
    for (const text of ['Kilimanjaro Motors Ltd', 'Toyota Hiace Van', 'Pearl White', '12', 'Diesel, 2015 or newer, to Dar es Salaam.']) expect(summary).toContain(text);
    expect(await page.getByTestId('person-in-charge-whatsapp').getAttribute('href')).toBe('https://wa.me/818077142261');
    expect(errors).toEqual([]);

    // The sales team and the person in charge, answering to the buyer; the buyer in their language.
    const outbox = join(inject('dataDir'), 'outbox');
    const [sales] = await mailsTo(outbox, SALES, `Reply-To: ${email}`);
    for (const line of ['Company: Kilimanjaro Motors Ltd', 'Model: Hiace Van', 'Quantity: 12', 'Country: Tanzania', 'Buyer: Neema Tester']) expect(sales).toContain(line);
    expect(await mailsTo(outbox, AMANI, `Reply-To: ${email}`)).toHaveLength(1);
    const [ack] = await mailsTo(outbox, email, 'distributor request');
    expect(ack).toContain('Subject: We have received your distributor request');
    expect(ack).toContain('Your person in charge, Amani Mwangi, will contact you');
    expect(ack).toContain('https://wa.me/818077142261');

    // Signed out, the page and its thanks lead to sign-in, which brings the buyer back.
    await page.goto(`${baseUrl}/en/user`);
    await whenHydrated(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${baseUrl}/en`);
    await page.goto(requestUrl);
    expect(page.url()).toContain('/en/user/signin?redirectTo=%2Fen%2Fuser%2Fdistributor%2Fthanks%3Frequest%3D');
    await page.goto(`${baseUrl}/en/user/distributor`);
    expect(page.url()).toBe(`${baseUrl}/en/user/signin?redirectTo=%2Fen%2Fuser%2Fdistributor`);
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Password').fill('kilimanjaro42');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.url()).toBe(`${baseUrl}/en/user/distributor`);
    await context.close();
  });

  it('works without JavaScript: every model under its maker, the server’s messages on their fields, then thanks; another buyer never sees the request', async () => {
    const email = `distributor-nojs-${Date.now()}@example.com`;
    const signingUp = await browser.newContext();
    await signUpAndConfirm(await signingUp.newPage(), email, 'Tiago');
    const context = await browser.newContext({ javaScriptEnabled: false, storageState: await signingUp.storageState() });
    await signingUp.close();
    const page = await context.newPage();

    await page.goto(`${baseUrl}/fr/user/distributor`);
    expect(await page.locator('h1').innerText()).toBe('Distributeurs');
    // Each maker's models under its name, for a form that cannot redraw itself.
    expect(await form(page).locator('select[name=modelName] optgroup[label="Toyota"] option', { hasText: 'Hiace Van' }).count()).toBe(1);
    expect(await form(page).locator('select[name=modelName] optgroup[label="Nissan"] option', { hasText: 'X-Trail' }).count()).toBe(1);

    await form(page).locator('select[name=makerName]').selectOption('Nissan');
    await form(page).locator('select[name=modelName]').selectOption('Hiace Van');
    await form(page).locator('input[name=quantity]').fill('1000');
    await form(page).getByRole('button', { name: 'Envoyer la demande' }).click();
    await page.waitForLoadState();
    expect(await form(page).innerText()).toContain('Le nom de la société est obligatoire');
    expect(await form(page).innerText()).toContain('La quantité doit être un nombre entier de 1 à 999.');
    // What was typed and chosen is kept.
    expect(await form(page).locator('select[name=makerName]').inputValue()).toBe('Nissan');
    expect(await form(page).locator('input[name=quantity]').inputValue()).toBe('1000');

    await form(page).locator('input[name=companyName]').fill('Beira Auto Lda');
    await form(page).locator('input[name=quantity]').fill('3');
    await form(page).getByRole('button', { name: 'Envoyer la demande' }).click();
    await page.waitForLoadState();
    // Hiace Van is a Toyota: the catalogue is checked once the fields are right.
    expect(await form(page).innerText()).toContain('Choisissez un modèle de cette marque dans la liste.');
    await form(page).locator('select[name=modelName]').selectOption('X-Trail');
    await form(page).getByRole('button', { name: 'Envoyer la demande' }).click();
    await page.waitForURL(/\/fr\/user\/distributor\/thanks\?request=[0-9a-f-]{36}$/);
    expect(await page.locator('h1').innerText()).toBe('Merci pour votre demande');
    expect(await page.getByTestId('distributor-request').innerText()).toContain('Nissan X-Trail');
    const requestUrl = page.url();
    await context.close();

    // Another buyer who opens that address gets the thanks without the request.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signUpAndConfirm(otherPage, `distributor-other-${Date.now()}@example.com`, 'Ruth');
    await otherPage.goto(requestUrl);
    expect(await otherPage.locator('h1').innerText()).toBe('Merci pour votre demande');
    expect(await otherPage.getByTestId('distributor-request').count()).toBe(0);
    expect(await otherPage.locator('main').innerText()).not.toContain('Beira Auto');
    await other.close();
  });
});

describe('a member of the Distributors group', () => {
  let server: ServerProcess;
  let dataDir: string;
  const email = 'gold-dealer@example.com';

  // A storefront of its own: the shared one's database belongs to its process, and group membership is
  // given by staff in the database (there is no page for it).
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'roro-e2e-distributor-'));
    const handle = await openDatabase({ dataDir: join(dataDir, 'pglite') });
    await migrateDatabase(handle);
    await seedDatabase(handle.db, { vehicles: 12 });
    const password = await hashPassword('kilimanjaro42', TEST_PASSWORD_HASH_COST);
    await queryRows(handle.db, sql`insert into "user" (id, name, email, email_verified) values ('gold-dealer', 'Ivan Petrov', ${email}, true)`);
    await queryRows(handle.db, sql`insert into account (id, account_id, provider_id, user_id, password) values ('gold-dealer-credential', 'gold-dealer', 'credential', 'gold-dealer', ${password})`);
    await queryRows(
      handle.db,
      sql`insert into user_profiles (user_id, language, first_name, last_name, country_id, dealer_rank, person_in_charge_id)
          values ('gold-dealer', 'en', 'Ivan', 'Petrov', (select id from countries where code = 'KE'), 'Gold', (select id from persons_in_charge where name = 'Olga Ivanova'))`,
    );
    await queryRows(handle.db, sql`insert into user_groups (user_id, group_name) values ('gold-dealer', 'Distributors')`);
    await handle.close();
    server = await startServer({ DATA_DIR: dataDir, MEDIA_DIR: inject('mediaDir'), SEED_VEHICLES: '12' });
  });

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finds the Distributors link in the header and the phone menu, their rank, their person and the member notice', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/en/user/signin`);
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Password').fill('kilimanjaro42');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByTestId('header-account').innerText()).toBe('My Page');

    const link = page.getByTestId('header-distributors');
    expect(await link.innerText()).toBe('Distributors');
    expect(await link.getAttribute('href')).toBe('/en/user/distributor');
    await whenHydrated(page);
    await link.click();
    await page.waitForURL(`${server.baseUrl}/en/user/distributor`);
    await expect.poll(() => page.getByTestId('dealer-rank').innerText()).toBe('Gold');
    expect(await page.getByTestId('distributor-member').innerText()).toBe('You are in our Distributors group: the stock list and the vehicle pages show you your distributor prices.');
    // Assigned by staff: Olga, though Amani handles Kenya; no "until then" note.
    const person = page.getByTestId('person-in-charge');
    expect(await person.getByTestId('person-in-charge-name').innerText()).toBe('Olga Ivanova');
    expect(await person.innerText()).not.toContain('Until then');
    expect(await person.getByTestId('person-in-charge-whatsapp').getAttribute('href')).toBe('https://wa.me/819028536640');

    // In French, and on a phone: the menu panel has the link.
    const phone = await context.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(`${server.baseUrl}/fr/stocklist`);
    await whenHydrated(phone);
    await phone.getByTestId('menu-toggle').click();
    const menuLink = phone.getByTestId('navigation-panel').getByRole('link', { name: 'Distributeurs' });
    expect(await menuLink.getAttribute('href')).toBe('/fr/user/distributor');
    await menuLink.click();
    await phone.waitForURL(`${server.baseUrl}/fr/user/distributor`);
    await expect.poll(() => phone.getByTestId('distributor-member').innerText()).toContain('groupe Distributeurs');
    await context.close();
  });
});
