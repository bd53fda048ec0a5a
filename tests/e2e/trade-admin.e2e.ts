// Changing an import rule in the back office, in a real browser against the real server: a Kenyan
// visitor's vehicle page (kept by the page cache) says a nine-year-old car is too old for Kenya; an admin
// is refused a change that would leave Kenya with no port (the message beside the form, what was typed
// kept), then raises Kenya's age limit; the same cached page now prices the car with no objection at once
// (ADR 027, 029). The limit is put back the same way, and the page refuses the car again. Without
// JavaScript, a refused charge keeps its message and what was typed.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { seededStock } from './seeded-stock.ts';
import { signInStaff } from './staff-session.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A right-hand-drive car on sale, first registered nine years ago: Kenya counts eight. Taken from the end of the stock, which other journeys leave alone. */
function nineYearOldCar(): string {
  const year = new Date().getUTCFullYear() - 9;
  const car = seededStock().findLast((v) => v.year4 === year && v.status === 'OnSale' && !v.isLeftHandle);
  if (!car) throw new Error(`the demo stock has no right-hand-drive car from ${year} on sale`);
  return car.stockNumber;
}

const TOO_OLD = 'Too old for Kenya';

/** The vehicle page as a visitor who chose Kenya gets it: from the page cache when it has it. */
async function kenyanPage(stockNumber: string) {
  const response = await fetch(`${baseUrl}/en/stocklist/${stockNumber}`, { headers: { cookie: 'roro_country=Kenya' } });
  return { cache: response.headers.get('x-cache'), body: await response.text() };
}

async function setAgeLimit(page: Page, years: string) {
  await page.goto(`${baseUrl}/admin/countries/KE`);
  await page.getByLabel('Age limit (years)').fill(years);
  await page.getByRole('button', { name: 'Save Kenya' }).click();
  await expect.poll(() => page.getByTestId('saved').innerText()).toBe('Kenya saved: quotes and pages use it within a second.');
}

describe("Kenya's age limit changed in the back office", () => {
  it('flips the quote on a nine-year-old car on the cached vehicle page, from refused to allowed and back', async () => {
    const stockNumber = nineYearOldCar();
    expect((await kenyanPage(stockNumber)).body).toContain(TOO_OLD);
    expect(await kenyanPage(stockNumber)).toMatchObject({ cache: 'HIT' });

    const context = await browser.newContext();
    const page = await context.newPage();
    await signInStaff(page, 'admin', { baseUrl, dataDir: inject('dataDir'), to: '/admin/countries' });
    await page.getByTestId('countries-table').getByRole('link', { name: 'Kenya' }).click();
    await page.waitForURL(/\/admin\/countries\/KE$/);

    // Refused: no port, no quote. Nothing is saved, and the form keeps what was typed.
    await page.getByLabel('Age limit (years)').fill('12');
    await page.getByLabel('Ports it ships to, in order (UN/LOCODE)').fill('');
    await page.getByRole('button', { name: 'Save Kenya' }).click();
    await expect.poll(() => page.getByTestId('quote-problems').innerText()).toContain('Kenya has no port to ship to: no quote to Kenya can be priced.');
    expect(await page.getByLabel('Age limit (years)').inputValue()).toBe('12');
    expect((await kenyanPage(stockNumber)).body).toContain(TOO_OLD);

    await page.getByLabel('Ports it ships to, in order (UN/LOCODE)').fill('KEMBA');
    await page.getByRole('button', { name: 'Save Kenya' }).click();
    await expect.poll(() => page.getByTestId('saved').innerText()).toBe('Kenya saved: quotes and pages use it within a second.');

    // The visitor's cached page is priced afresh: no objection, and the last year the car may arrive.
    await expect.poll(async () => (await kenyanPage(stockNumber)).body, { timeout: 5000 }).not.toContain(TOO_OLD);
    const visitor = await browser.newContext();
    await visitor.addCookies([{ name: 'roro_country', value: 'Kenya', url: baseUrl }]);
    const vehiclePage = await visitor.newPage();
    await vehiclePage.goto(`${baseUrl}/en/stocklist/${stockNumber}`);
    const form = vehiclePage.getByTestId('price-calculator');
    await form.getByTestId('price-breakdown').waitFor();
    expect(await form.innerText()).toContain(`Must arrive in Kenya by 31 December ${new Date().getUTCFullYear() - 9 + 12 - 1}.`);
    expect(await form.innerText()).not.toContain(TOO_OLD);

    // Put back: the page refuses the car again.
    await setAgeLimit(page, '8');
    await expect.poll(async () => (await kenyanPage(stockNumber)).body, { timeout: 5000 }).toContain(TOO_OLD);
    await vehiclePage.reload();
    await expect.poll(() => form.innerText()).toContain(TOO_OLD);
    await visitor.close();

    // Without JavaScript, the charges form posts as it is: a refused value keeps its message and what was typed.
    const plain = await browser.newContext({ javaScriptEnabled: false, storageState: await context.storageState() });
    const charges = await plain.newPage();
    await charges.goto(`${baseUrl}/admin/charges`);
    await charges.getByLabel('Container vanning and lashing (¥ per vehicle)').fill('0');
    await Promise.all([charges.waitForLoadState('load'), charges.getByRole('button', { name: 'Save charges' }).click()]);
    await charges.locator('#containerVanningJpy-error').waitFor();
    expect(await charges.locator('#containerVanningJpy-error').innerText()).toBe('Vanning is whole yen from ¥1 to ¥300,000.');
    expect(await charges.getByLabel('Container vanning and lashing (¥ per vehicle)').inputValue()).toBe('0');
    await plain.close();
    await context.close();
  });
});
