// Where a visitor is and what they pay in, seen in a browser (ADR 010, 031): a first visit is guessed from
// the browser's languages and said in the header with one click to keep or change it; the header, the
// stock list's totals and the price form always agree, signed in or out.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signUpAndConfirm } from './accounts.ts';
import { launchBrowser, whenHydrated, withAxe } from './browser.ts';
import { kenyanCars } from './kenyan-cars.ts';
import { CARD_LINK, CARD_TOTAL } from './cards.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
});

/** A browser whose languages are `locale` (Chromium sends it as Accept-Language). */
async function visitor(locale: string): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({ locale });
  contexts.push(context);
  return { page: await context.newPage(), context };
}

/** A right-hand-drive car Kenya and Tanzania accept. */
async function eastAfricanCandidate(): Promise<string> {
  return (await kenyanCars(1))[0]!;
}

const cardTotals = (page: Page) => page.locator(`${CARD_LINK} ${CARD_TOTAL}`).allInnerTexts();
const headerCurrency = (page: Page) => page.locator('#header-currency').inputValue();
const countryCookie = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === 'roro_country')?.value;

describe('a first visit', () => {
  it('lands a Kenyan browser on a list priced to Mombasa in Kenyan shillings, and says the country was guessed', async () => {
    const { page } = await visitor('sw-KE');
    await page.goto(`${baseUrl}/`);
    // Swahili is not one of the site's languages: English.
    expect(new URL(page.url()).pathname).toBe('/en');
    await page.goto(`${baseUrl}/en/stocklist`);
    await whenHydrated(page);
    const guess = page.getByTestId('country-guess');
    expect(await guess.innerText()).toContain('Prices for Kenya in KES');
    expect(await headerCurrency(page)).toBe('KES');
    expect(await page.locator('#header-country').inputValue()).toBe('Kenya');
    const totals = await cardTotals(page);
    expect(totals.length).toBeGreaterThan(3);
    for (const total of totals.filter((t) => t.startsWith('Total'))) expect(total).toMatch(/Mombasa: (KES|Ksh)\s?[\d,]+/);
    await withAxe(page);
  });

  it('sends a Russian browser to the Russian pages, priced for Russia in roubles', async () => {
    const { page } = await visitor('ru-RU');
    await page.goto(`${baseUrl}/`);
    expect(new URL(page.url()).pathname).toBe('/ru');
    await whenHydrated(page);
    expect(await page.getByTestId('country-guess').innerText()).toContain('Россия');
    expect(await headerCurrency(page)).toBe('RUB');
  });

  it('guesses nothing for a browser in a country we do not ship to: Japan, in yen, and no notice', async () => {
    const { page } = await visitor('de-DE');
    await page.goto(`${baseUrl}/`);
    expect(new URL(page.url()).pathname).toBe('/en');
    await whenHydrated(page);
    expect(await page.getByTestId('country-guess').count()).toBe(0);
    expect(await headerCurrency(page)).toBe('JPY');
  });

  it('keeps the guess with one click, after which it is the visitor’s choice and the notice is gone', async () => {
    const { page, context } = await visitor('sw-KE');
    await page.goto(`${baseUrl}/en/stocklist`);
    await whenHydrated(page);
    await page.getByTestId('country-guess-keep').click();
    await expect.poll(() => page.getByTestId('country-guess').count()).toBe(0);
    expect(await countryCookie(context)).toBe('Kenya');
    await page.reload();
    expect(await page.getByTestId('country-guess').count()).toBe(0);
    expect(await headerCurrency(page)).toBe('KES');
  });

  it('changes the guess with one choice in the notice: the country, its currency and the totals follow', async () => {
    const { page, context } = await visitor('sw-KE');
    await page.goto(`${baseUrl}/en/stocklist`);
    await whenHydrated(page);
    await page.getByLabel('Another country').selectOption('Tanzania');
    await expect.poll(() => headerCurrency(page)).toBe('TZS');
    expect(await countryCookie(context)).toBe('Tanzania');
    await expect.poll(() => page.getByTestId('country-guess').count()).toBe(0);
    await expect.poll(async () => (await cardTotals(page)).find((t) => t.startsWith('Total')) ?? '').toMatch(/Dar es Salaam: (TZS|TSh)\s?[\d,]+/);
  });

  it('without JavaScript, keeps the guess through the preferences form', async () => {
    const context = await browser.newContext({ locale: 'sw-KE', javaScriptEnabled: false });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en/stocklist`);
    await page.getByTestId('country-guess-keep').click();
    await page.waitForURL(/\/en\/stocklist/);
    expect(await countryCookie(context)).toBe('Kenya');
    expect(await page.getByTestId('country-guess').count()).toBe(0);
  });
});

describe('one country, port and currency everywhere', () => {
  it('moves the header and the stock list to the country and currency chosen in the price form', async () => {
    const { page } = await visitor('en-US');
    await page.goto(`${baseUrl}/en/stocklist/${await eastAfricanCandidate()}`);
    await whenHydrated(page);
    expect(await headerCurrency(page)).toBe('JPY');
    const form = page.getByTestId('price-calculator');
    await form.getByLabel('Destination country').selectOption('Kenya');
    await expect.poll(() => form.getByTestId('price-total').innerText()).toMatch(/^(KES|Ksh)\s?[\d,]+/);
    expect(await form.getByLabel('Currency').inputValue()).toBe('KES');
    await expect.poll(() => headerCurrency(page)).toBe('KES');
    await expect.poll(() => page.locator('#header-country').inputValue()).toBe('Kenya');
    await page.goto(`${baseUrl}/en/stocklist`);
    expect((await cardTotals(page)).find((t) => t.startsWith('Total'))).toMatch(/Mombasa: (KES|Ksh)\s?[\d,]+/);
  });

  it('prices a signed-in Tanzanian’s vehicle page to their country in their currency, and shows their country in the header', async () => {
    const { page } = await visitor('en-US');
    await signUpAndConfirm(page, `place-${Date.now()}@example.com`, 'Asha');
    await page.goto(`${baseUrl}/en/stocklist/${await eastAfricanCandidate()}`);
    await whenHydrated(page);
    const form = page.getByTestId('price-calculator');
    expect(await form.getByLabel('Destination country').inputValue()).toBe('Tanzania');
    expect(await form.getByLabel('Currency').inputValue()).toBe('TZS');
    expect(await form.getByTestId('price-total').innerText()).toMatch(/^(TZS|TSh)\s?[\d,]+/);
    expect(await headerCurrency(page)).toBe('TZS');
    expect(await page.getByTestId('account-country').innerText()).toBe('Tanzania');
    // A signed-in buyer's country comes from the account (spec 001 §4): no guess is offered.
    expect(await page.getByTestId('country-guess').count()).toBe(0);
  });
});
