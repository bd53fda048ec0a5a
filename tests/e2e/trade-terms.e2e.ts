// The total-value form on the vehicle page, in a real browser: the breakdown follows each choice, works
// by plain form post without JavaScript, and the stock list then prices every card to the same port.
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, whenHydrated } from './browser.ts';
import { kenyanCars } from './kenyan-cars.ts';
import { CARD_LINK, CARD_FOB, CARD_TOTAL } from './cards.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});

/** A right-hand-drive car Kenya accepts, sold through the list's newest arrivals. */
async function kenyanCandidate(): Promise<string> {
  return (await kenyanCars(1))[0]!;
}

const itemNames = (page: Page) => page.locator('[data-testid=price-breakdown] [data-item]').evaluateAll((items) => items.map((i) => i.getAttribute('data-item')));
const total = (page: Page) => page.getByTestId('price-calculator').getByTestId('price-total').innerText();

describe('the total-value form', () => {
  it('updates the itemised price at once as the buyer picks a country, port, city, options and currency', async () => {
    const page = await browser.newPage();
    const stockNumber = await kenyanCandidate();
    await page.goto(`${baseUrl}/en/stocklist/${stockNumber}`);
    await whenHydrated(page);
    const form = page.getByTestId('price-calculator');
    await expect(form.getByTestId('price-breakdown').count()).resolves.toBe(0);

    await form.getByLabel('Destination country').selectOption('Kenya');
    await form.getByTestId('price-breakdown').waitFor();
    expect(await itemNames(page)).toEqual(expect.arrayContaining(['VehiclePrice', 'InspectionPrice', 'SeaFreight', 'InsurancePrice']));
    expect(await form.locator('select[name=port]').inputValue()).not.toBe('');
    expect(await form.innerText()).toContain('Total price to Mombasa');
    const toMombasa = await total(page);

    await form.getByLabel('Deliver to').selectOption({ label: 'Nairobi (road carrier)' });
    await expect.poll(() => itemNames(page)).toContain('InlandFreight');
    expect(await form.innerText()).toContain('Total price to Nairobi');
    const toNairobi = await total(page);
    expect(toNairobi).not.toBe(toMombasa);

    await form.getByRole('checkbox', { name: /New battery/ }).check();
    await expect.poll(() => itemNames(page)).toContain('BatteryChangePrice');
    await form.getByRole('checkbox', { name: 'Marine insurance' }).uncheck();
    await expect.poll(() => itemNames(page)).not.toContain('InsurancePrice');
    await expect.poll(() => form.innerText()).toContain('C&F price');

    await form.getByLabel('Coupon code').fill('NOPE');
    await form.getByLabel('Coupon code').blur();
    await expect.poll(() => form.getByTestId('coupon-message').innerText()).toMatch(/don’t know the coupon code NOPE/);

    await form.getByLabel('Currency').selectOption('USD');
    await expect.poll(() => total(page)).toMatch(/^US\$[\d,]+\.\d\d$/);
    // The page's own FOB price follows the currency too once the page has reloaded its data.
    await expect.poll(() => page.getByTestId('vehicle-price-fob').innerText()).toMatch(/^US\$/);

    await form.getByLabel(/FOB: I arrange shipping/).check();
    await expect.poll(() => itemNames(page)).not.toContain('SeaFreight');
    expect(await form.innerText()).toContain('Total price to FOB Japan');
    await page.close();
  });

  it('prices what the buyer chose before the page’s scripts ran, once they run', async () => {
    const page = await browser.newPage();
    // The scripts are held until the buyer has chosen (ADR 014: they start after the first paint; on a slow line, later).
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await released;
      await route.continue();
    });
    const stockNumber = await kenyanCandidate();
    await page.goto(`${baseUrl}/en/stocklist/${stockNumber}`, { waitUntil: 'domcontentloaded' });
    const form = page.getByTestId('price-calculator');
    await form.getByLabel('Destination country').selectOption('Tanzania');
    await form.getByLabel('Currency').selectOption('USD');
    release();
    await whenHydrated(page);
    await form.getByTestId('price-breakdown').waitFor();
    expect(await form.innerText()).toContain('Total price to Dar es Salaam');
    expect(await total(page)).toMatch(/^US\$/);
    expect(await form.getByLabel('Destination country').inputValue()).toBe('Tanzania');
    // Calculate then prices the same choice again: wait for its answer, or its request could be counted below.
    const priced = page.waitForResponse((r) => r.request().method() === 'POST' && r.request().postData()?.includes('intent=price') === true);
    await form.getByRole('button', { name: 'Calculate' }).click();
    await priced;
    await expect.poll(() => form.innerText()).toContain('Total price to Dar es Salaam');

    // A vehicle page reached by a link was drawn by the browser: nothing to catch up on, nothing is sent.
    const pricings: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.postData()?.includes('intent=price')) pricings.push(r.postData()!);
    });
    await page.goto(`${baseUrl}/en/stocklist`);
    await whenHydrated(page);
    await page.locator(CARD_LINK).first().click();
    await page.waitForURL(/\/en\/stocklist\/RR\d+$/);
    await page.getByTestId('price-calculator').waitFor();
    await page.waitForLoadState('networkidle');
    expect(pricings).toEqual([]);
    await page.close();
  });

  it('works by plain form post with JavaScript off, and the stock list then shows totals to that port', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const stockNumber = await kenyanCandidate();
    await page.goto(`${baseUrl}/en/stocklist/${stockNumber}`);
    const form = page.getByTestId('price-calculator');
    await form.getByLabel('Destination country').selectOption('Tanzania');
    await form.getByLabel('Currency').selectOption('TZS');
    await Promise.all([page.waitForLoadState('load'), form.getByRole('button', { name: 'Calculate' }).click()]);
    await page.getByTestId('price-breakdown').waitFor();
    expect(await page.getByTestId('price-calculator').innerText()).toContain('Total price to Dar es Salaam');
    expect(await total(page)).toMatch(/^TZS/);

    await page.goto(`${baseUrl}/en/stocklist`);
    const first = page.locator(CARD_TOTAL).first();
    expect(await first.innerText()).toMatch(/^(Total to Dar es Salaam: TZS\s[\d,]+|Not allowed in Tanzania)$/);
    expect(await page.locator(CARD_FOB).first().innerText()).toMatch(/^TZS/);
    await context.close();
  });
});
