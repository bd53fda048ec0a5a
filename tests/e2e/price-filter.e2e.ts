// The stock list's price filter in the buyer's own currency, in a real browser against the real server:
// a visitor from Kenya is asked for prices in KES, gets the vehicles shown at or under what they typed,
// sees the chip as typed; a price band (yen) fills the fields in KES; an address in another currency
// comes back in yen for a visitor who prices in dollars; the drawer counts what the typed amount lists;
// without JavaScript the form asks the same.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, whenHydrated } from './browser.ts';
import { CARD_FOB } from './cards.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function visitor(cookies: Record<string, string>, javaScriptEnabled = true): Promise<BrowserContext> {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: baseUrl })));
  return context;
}

const amount = (text: string) => Number(text.replace(/[^\d.]/g, ''));
const totalOf = async (page: Page) => Number((await page.getByTestId('total-count').innerText()).replace(/\D/g, ''));
/** The FOB prices of the listed cards (textContent: cards below the fold are drawn later). */
const cardPrices = async (page: Page) => (await page.locator(CARD_FOB).allTextContents()).map(amount);

describe('the price filter in the visitor’s currency', () => {
  it('asks a visitor from Kenya for KES and lists what is shown at or under the typed maximum', async () => {
    const context = await visitor({ roro_country: 'Kenya' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en/stocklist?order=2`);
    await whenHydrated(page);
    const everything = await totalOf(page);
    const price = page.locator('fieldset').filter({ has: page.locator('#f-maxPrice') });
    expect(await price.locator('legend').innerText()).toBe('FOB price (KES)');
    // Most expensive first: the fifth card's price as the maximum leaves the four before it out, and
    // keeps the fifth, shown at exactly the amount typed.
    expect((await page.locator(CARD_FOB).first().innerText()).startsWith('KES')).toBe(true);
    const shown = await cardPrices(page);
    const budget = shown[4]!;
    expect(shown[0]!).toBeGreaterThan(budget);
    await page.fill('#f-maxPrice', String(budget));
    await page.getByTestId('filters-submit').click();
    await page.waitForURL((url) => url.searchParams.get('maxPrice') === String(budget));
    await page.waitForFunction((before) => document.querySelector('[data-testid="total-count"]')?.textContent !== before, `${everything}`);
    const url = new URL(page.url());
    expect(url.searchParams.get('priceCurrency')).toBe('KES');
    expect(await page.locator('#f-maxPrice').inputValue()).toBe(String(budget));
    expect((await page.getByTestId('active-filters').innerText()).replace(/\s+/g, ' ')).toContain(`FOB price: Up to KES ${budget.toLocaleString('en-GB')}`);
    const prices = await cardPrices(page);
    expect(prices.length).toBeGreaterThan(0);
    for (const p of prices) expect(p).toBeLessThanOrEqual(budget);
    expect(prices[0]).toBe(budget);
    expect(await totalOf(page)).toBeLessThan(everything);

    // A price band is in yen: it fills the fields in KES, and the chip drops the typed currency.
    const band = page.getByRole('list', { name: 'Price bands' }).getByRole('link').first();
    const bandText = (await band.innerText()).split('–').map((s) => amount(s));
    await band.click();
    await page.waitForURL((u) => !u.searchParams.has('priceCurrency'));
    await expect.poll(() => page.locator('#f-minPrice').inputValue()).toBe(String(Math.floor(bandText[0]!)));
    expect(Math.abs(Number(await page.locator('#f-maxPrice').inputValue()) - bandText[1]!)).toBeLessThanOrEqual(1);
    await context.close();
  });

  it('counts in the phone’s drawer what the typed KES maximum will list, kept to what Kenya allows', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await context.addCookies([{ name: 'roro_country', value: 'Kenya', url: baseUrl }]);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en/stocklist`);
    await whenHydrated(page);
    const everything = await totalOf(page);
    await page.getByTestId('filters-button').click();
    await page.fill('#f-maxPrice', '700000');
    const submit = page.getByTestId('filters-submit');
    // The count asked while typing, before anything is submitted: the page's conversion and its country.
    await expect.poll(() => submit.innerText()).not.toBe(`Show ${everything.toLocaleString('en-GB')} vehicles`);
    await expect.poll(() => submit.getAttribute('aria-busy')).toBeNull();
    const counted = Number((await submit.innerText()).replace(/\D/g, ''));
    await submit.click();
    await page.waitForURL((u) => u.searchParams.get('maxPrice') === '700000');
    await expect.poll(() => totalOf(page)).toBe(counted);
    expect(counted).toBeGreaterThan(0);
    await context.close();
  });

  it('makes an address in KES yen for a visitor who prices in dollars, and shows it in dollars', async () => {
    const context = await visitor({ roro_currency: 'USD' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en/stocklist?maker=Toyota&maxPrice=1000000&priceCurrency=KES`);
    await whenHydrated(page);
    const url = new URL(page.url());
    expect(url.searchParams.has('priceCurrency')).toBe(false);
    expect(url.searchParams.get('maker')).toBe('Toyota');
    const yen = Number(url.searchParams.get('maxPrice'));
    // KES 1,000,000 is more yen than that (a Kenyan shilling is worth about a yen).
    expect(yen).toBeGreaterThan(1_000_000 * 0.5);
    expect(await page.locator('input[name=priceCurrency]').inputValue()).toBe('USD');
    expect(await page.locator('#f-maxPrice').inputValue()).toMatch(/^\d+$/);
    expect(await page.getByTestId('active-filters').innerText()).toContain('FOB price: Up to US$');
    for (const p of await cardPrices(page)) expect(p).toBeLessThanOrEqual(Number(await page.locator('#f-maxPrice').inputValue()));
    await context.close();
  });

  it('works without JavaScript: the plain form sends the currency with the prices', async () => {
    const context = await visitor({ roro_country: 'Kenya' }, false);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en/stocklist`);
    await page.fill('#f-maxPrice', '700000');
    await Promise.all([page.waitForURL((u) => u.searchParams.get('maxPrice') === '700000'), page.getByTestId('filters-submit').click()]);
    expect(new URL(page.url()).searchParams.get('priceCurrency')).toBe('KES');
    const prices = await cardPrices(page);
    expect(prices.length).toBeGreaterThan(0);
    for (const p of prices) expect(p).toBeLessThanOrEqual(700_000);
    await context.close();
  });
});
