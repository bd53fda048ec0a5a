// The back office's door (ADR 017): signed out -> sign-in and back; a buyer -> 404; staff without the
// authenticator app -> how to turn it on; then the sections of their role, and a refusal elsewhere.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { signUpAndConfirm } from './accounts.ts';
import { launchBrowser } from './browser.ts';
import { E2E_SEED_VEHICLES } from './global-setup.ts';
import { STAFF, STAFF_PASSWORD } from './staff-accounts.ts';
import { signInStaff, turnOnAuthenticator } from './staff-session.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

const navLinks = (page: Page) => page.getByRole('navigation', { name: 'Back office' }).getByRole('link').allInnerTexts();

/** A buyer signs up; sales find them, give them a dealer rank, a person in charge and Distributors. */
async function buyerJourney(page: Page) {
  const buyerPage = await (await browser.newContext()).newPage();
  const email = `dealer-${Date.now()}@example.com`;
  await signUpAndConfirm(buyerPage, email, 'Jabari');

  await page.getByRole('link', { name: 'Buyers' }).click();
  await page.getByLabel('E-mail or name').fill(email);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect.poll(() => page.getByTestId('buyers-total').innerText()).toBe('1 buyer');
  await page.getByTestId('buyers-table').getByRole('link', { name: 'Jabari Tester' }).click();
  await page.waitForURL(/\/admin\/users\/.+/);
  expect(await page.getByTestId('buyer-summary').innerText()).toContain(`${email} · Active`);

  // A bad edit: the field's message, and nothing saved.
  await page.getByLabel('Phone *').fill('');
  await page.getByLabel('Dealer rank').selectOption('Gold');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect.poll(() => page.locator('#telephone-error').innerText()).toBe('Phone is a required field');
  await page.getByLabel('Phone *').fill('+255 700 111 222');
  const person = (await page.getByLabel('Person in charge').locator('option').nth(1).innerText()).trim();
  await page.getByLabel('Person in charge').selectOption({ label: person });
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect.poll(() => page.getByTestId('saved').innerText()).toBe('The buyer’s details are saved.');
  expect(await page.getByLabel('Dealer rank').inputValue()).toBe('Gold');
  await page.getByLabel('In Distributors (sees the distributor price)').check();
  await page.getByRole('button', { name: 'Save access' }).click();
  await expect.poll(() => page.getByTestId('saved').innerText()).toBe('The account’s access is saved.');

  // The buyer sees it on their distributor page at their next request.
  await buyerPage.goto(`${baseUrl}/en/user/distributor`);
  expect(await buyerPage.locator('main').innerText()).toContain('Gold');
  expect(await buyerPage.locator('main').innerText()).toContain(person);
  await buyerPage.context().close();
}

describe('back office door', () => {
  it('sends a signed-out visitor to sign in and back; shows a buyer the site’s 404', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl}/admin/audit`);
    expect(page.url()).toBe(`${baseUrl}/en/user/signin?redirectTo=${encodeURIComponent('/admin/audit')}`);
    expect(response!.status()).toBe(200);
    await signUpAndConfirm(page, `buyer-admin-${Date.now()}@example.com`, 'Amani');
    for (const path of ['/admin', '/admin/audit']) {
      const answer = await page.goto(`${baseUrl}${path}`);
      expect(answer!.status()).toBe(404);
      expect(await page.locator('h1').innerText()).toBe('Page not found');
    }
    await context.close();
  });

  it('asks staff for the authenticator app first, then opens the sections of their role only', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // The sign-in comes back to the page asked for.
    await page.goto(`${baseUrl}/admin`);
    await page.getByLabel('E-mail', { exact: true }).fill(STAFF.clerk);
    await page.getByLabel('Password').fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The address changes before the page is drawn (a client-side navigation): wait for the page itself.
    await page.waitForURL(`${baseUrl}/admin`);
    await page.getByTestId('admin-needs-2fa').waitFor();
    expect((await page.reload())!.status()).toBe(403);
    await page.getByRole('link', { name: 'Set up the authenticator app' }).click();
    await page.waitForURL(/change-signin-details/);
    // The password alone does not turn the app on: without the e-mailed code, or with a made-up one, the
    // page says what is missing on the code's field.
    const section = page.getByTestId('two-factor');
    for (const code of ['', '12345678']) {
      await section.getByLabel('Code from the e-mail').fill(code);
      await section.getByLabel('Current password').fill(STAFF_PASSWORD);
      await section.getByRole('button', { name: 'Turn on' }).click();
      await expect.poll(() => section.innerText()).toContain('Enter the code we e-mailed to your address.');
      expect(await section.getByTestId('totp-key').count()).toBe(0);
    }
    writeFileSync(`${dataDir}/staff-totp-clerk.txt`, await turnOnAuthenticator(page, baseUrl));

    await page.goto(`${baseUrl}/admin`);
    // Headed for what it shows: the week's messages and the stock now, not "Today".
    expect(await page.locator('h1').innerText()).toBe('Dashboard');
    expect(await page.getByTestId('admin-who').innerText()).toBe(`${STAFF.clerk} · sales`);
    expect(await navLinks(page)).toEqual(['Dashboard', 'Stock', 'Inbox', 'Orders', 'Coupons', 'Campaigns', 'Buyers', 'Persons in charge']);
    // The demo stock by status adds up to the whole stock, and the week's inbox counts are there.
    const statuses = await page.getByTestId('admin-stock-status').locator('tbody tr').count();
    expect(statuses).toBeGreaterThan(1);
    // Each status in words, never its code (OnSale, SoldOutRecently, LocalStockDeleted).
    const CODE = /[a-z][A-Z]/;
    const statusNames = await page.getByTestId('admin-stock-status').locator('tbody td:first-child').allInnerTexts();
    expect(statusNames).toContain('On sale');
    expect(statusNames.filter((s) => CODE.test(s))).toEqual([]);
    expect(await page.getByTestId('admin-inbox-counts').locator('dt').allInnerTexts()).toEqual([
      'General inquiries',
      'Vehicle inquiries',
      'Special vehicle requests',
      'Distributor requests',
      'Referral entries',
      'New buyer accounts',
    ]);
    // The stock table: the whole inventory, sorted by a header, paged, and found by stock number.
    await page.getByRole('link', { name: 'Stock' }).click();
    await page.waitForURL(`${baseUrl}/admin/stock`);
    expect(await page.getByTestId('stock-table-total').innerText()).toBe(`${E2E_SEED_VEHICLES} vehicles`);
    const rows = page.getByTestId('stock-table-row');
    expect(await rows.count()).toBe(50);
    expect((await rows.locator('td:nth-child(2)').allInnerTexts()).filter((s) => CODE.test(s))).toEqual([]);
    expect((await page.getByLabel('Status').locator('option').allInnerTexts()).filter((s) => CODE.test(s))).toEqual([]);
    await page.getByRole('columnheader', { name: 'FOB price' }).getByRole('link').click();
    await expect.poll(() => page.getByRole('columnheader', { name: /FOB price/ }).getAttribute('aria-sort')).toBe('descending');
    await page.getByRole('columnheader', { name: /FOB price/ }).getByRole('link').click();
    await expect.poll(() => page.getByRole('columnheader', { name: /FOB price/ }).getAttribute('aria-sort')).toBe('ascending');
    const prices = async () => (await rows.locator('td:nth-child(5)').allInnerTexts()).map((t) => Number(t.split('¥')[1]!.replace(/\D/g, '')));
    const firstPage = await prices();
    expect(firstPage).toEqual([...firstPage].sort((a, b) => a - b));
    await page.getByTestId('stock-table-next').click();
    await expect.poll(async () => (await prices())[0]).toBeGreaterThanOrEqual(firstPage.at(-1)!);
    const stockNumber = await rows.first().locator('td').first().innerText();
    await page.getByLabel('Stock no. or words').fill(stockNumber.toLowerCase());
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect.poll(() => page.getByTestId('stock-table-total').innerText()).toBe('1 vehicle');
    expect(await rows.first().locator('td').first().innerText()).toBe(stockNumber);

    await buyerJourney(page);

    const refused = await page.goto(`${baseUrl}/admin/audit`);
    expect(refused!.status()).toBe(403);
    expect(await page.getByTestId('admin-forbidden').isVisible()).toBe(true);
    await context.close();
  });

  it('styles its pages with a stylesheet of its own, whose utilities the storefront’s pages do not carry (ADR 048)', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInStaff(page, 'admin', { baseUrl, dataDir, to: '/admin/audit' });
    const own = await page.locator('link[rel="stylesheet"][href*="/assets/admin-"]').getAttribute('href');
    expect(own).toMatch(/^\/assets\/admin-[\w-]+\.css$/);
    // The audit table scrolls sideways in its frame: a utility only the back office uses, drawn.
    expect(await page.getByTestId('audit-table').locator('xpath=ancestor::div[contains(@class, "overflow-x-auto")][1]').evaluate((e) => getComputedStyle(e).overflowX)).toBe('auto');
    // The storefront's stylesheet, inline in a signed-out page, has none of the back office's rules.
    const storefront = await (await fetch(`${baseUrl}/en/stocklist`)).text();
    const inline = /<style id="roro-stylesheet">([^]*?)<\/style>/.exec(storefront)![1]!;
    expect(inline).toContain('.vc-list');
    expect(inline).not.toContain('.overflow-x-auto{');
    await context.close();
  });

  it('opens the audit log to an admin, with its filters kept in the address', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInStaff(page, 'admin', { baseUrl, dataDir });
    expect(await page.locator('h1').innerText()).toBe('Dashboard');
    expect(await navLinks(page)).toEqual(['Dashboard', 'Stock', 'Inbox', 'Orders', 'Coupons', 'Campaigns', 'Buyers', 'Persons in charge', 'Content', 'Translations', 'Exchange rates', 'Countries', 'Ports and freight', 'Charges', 'Duties and taxes', 'Audit log', 'Jobs']);
    await page.getByRole('link', { name: 'Audit log' }).click();
    await page.waitForURL(`${baseUrl}/admin/audit`);
    // An editor changes no vehicle: nothing found, whatever other tests did.
    await page.getByLabel('Action').fill('vehicle.');
    await page.getByLabel('Person (e-mail)').fill(STAFF.editor);
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.waitForURL(/action=vehicle\./);
    expect(await page.getByLabel('Action').inputValue()).toBe('vehicle.');
    expect(await page.getByLabel('Person (e-mail)').inputValue()).toBe(STAFF.editor);
    // Waited for, not read at once: the address can change a moment before the filtered list is drawn.
    await page.getByTestId('audit-empty').waitFor({ timeout: 10_000 });
    // The sales clerk's edit of a buyer (the door test's), before and after.
    await page.getByLabel('Action').fill('user.update');
    await page.getByLabel('Person (e-mail)').fill(STAFF.clerk);
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.waitForURL(/action=user\.update/);
    const entry = page.getByTestId('audit-table').locator('tbody tr').first();
    expect(await entry.innerText()).toContain(STAFF.clerk);
    expect(await entry.locator('li', { hasText: 'dealerRank' }).innerText()).toBe('dealerRank: Gold');
    await context.close();
  });

  it('lets sales add a person in charge, who joins the WhatsApp page, and remove them', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInStaff(page, 'sales', { baseUrl, dataDir, to: '/admin/persons-in-charge' });
    const form = page.getByRole('region', { name: 'Add a person in charge' });
    await form.getByLabel('Name *').fill('Halima Yusuf');
    await form.getByLabel('WhatsApp number').fill('call me');
    await form.getByLabel('Languages').fill('sw, en');
    await form.getByLabel('Markets').fill('KE, TZ');
    await form.getByRole('button', { name: 'Add' }).click();
    await expect.poll(() => page.locator('#whatsAppNumber-error').innerText()).toBe('Write the WhatsApp number with its country code, e.g. +81-90-1234-5678.');
    await form.getByLabel('WhatsApp number').fill('+254-722-000-111');
    await form.getByRole('button', { name: 'Add' }).click();
    await expect.poll(() => page.getByTestId('saved').innerText()).toBe('Halima Yusuf is added.');
    const row = page.getByTestId('persons-table').locator('tr', { hasText: 'Halima Yusuf' });
    expect(await row.innerText()).toContain('sw, en');

    // Signed in, the page is rendered afresh rather than taken from the page cache.
    await page.goto(`${baseUrl}/en/pages/whatsapp`);
    expect(await page.locator('main').innerText()).toContain('Halima Yusuf');
    expect(await page.locator('main a[href="https://wa.me/254722000111"]').count()).toBe(1);

    await page.goto(`${baseUrl}/admin/persons-in-charge`);
    await row.getByRole('link', { name: 'Halima Yusuf' }).click();
    await page.getByRole('button', { name: 'Remove Halima Yusuf' }).click();
    await page.waitForURL(`${baseUrl}/admin/persons-in-charge`);
    expect(await page.getByTestId('persons-table').innerText()).not.toContain('Halima Yusuf');
    await context.close();
  });

  it('puts a buyer’s request in the inbox, where sales assign it, answer it by e-mail and close it', async () => {
    const buyer = await (await browser.newContext()).newPage();
    const email = `inbox-${Date.now()}@example.com`;
    await signUpAndConfirm(buyer, email, 'Zuberi');
    await buyer.goto(`${baseUrl}/en/user/special-request?make=Toyota&model=Hiace+Van&yearFrom=2015&yearTo=2018&budget=1500000`);
    await buyer.getByTestId('special-request-form').locator('[name=additionalSpec]').fill('Diesel, high roof.');
    await buyer.getByTestId('special-request-form').getByRole('button', { name: 'Send my request' }).click();
    await buyer.waitForURL(/\/special-request\/thanks/);
    await buyer.context().close();

    const context = await browser.newContext();
    const page = await context.newPage();
    await signInStaff(page, 'sales', { baseUrl, dataDir, to: '/admin/inbox?status=new' });
    const item = page.getByTestId('inbox-list').locator('li', { hasText: email });
    expect(await item.innerText()).toContain('Special request: Toyota Hiace Van');
    await item.getByRole('link').click();
    await page.waitForURL(/\/admin\/inbox\/[0-9a-f-]{36}$/);
    expect(await page.getByTestId('inbox-fields').innerText()).toMatch(/Budget \(JPY\):\s+1500000/);
    expect(await page.locator('main').innerText()).toContain('Diesel, high roof.');

    await page.getByLabel('Assigned to').selectOption({ label: `Sales (${STAFF.sales})` });
    await page.getByRole('button', { name: 'Assign' }).click();
    await expect.poll(() => page.getByTestId('saved').innerText()).toBe('Assigned.');
    // An empty answer is refused on its field.
    await page.getByRole('button', { name: 'Send by e-mail' }).click();
    await expect.poll(() => page.locator('#body-error').innerText()).toBe('Write your answer.');
    await page.getByLabel('Message *').fill('We have two Hiace vans like this arriving next week.\n\nSato');
    await page.getByRole('button', { name: 'Send by e-mail' }).click();
    await expect.poll(() => page.getByTestId('saved').innerText()).toBe('Your answer is sent.');
    await expect.poll(() => page.getByTestId('inbox-thread').innerText()).toContain('E-mailed: Re: Special request: Toyota Hiace Van');
    // The answer is in the outbox, to the buyer, with the sales address to answer.
    await expect
      .poll(() => {
        const files = readdirSync(join(dataDir, 'outbox')).filter((f) => f.endsWith(`-${email}.eml`));
        return files.map((f) => readFileSync(join(dataDir, 'outbox', f), 'utf8')).find((m) => m.includes('Subject: Re: Special request'));
      })
      .toBeTruthy();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.getByTestId('saved').innerText()).toBe('Closed.');
    await page.goto(`${baseUrl}/admin/inbox?status=closed&mine=1`);
    expect(await page.getByTestId('inbox-list').innerText()).toContain(email);
    await context.close();
  });
});
