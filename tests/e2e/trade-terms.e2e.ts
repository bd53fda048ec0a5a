// The total-value form on the vehicle page, in a real browser: the breakdown follows each choice, works
// by plain form post without JavaScript, and the stock list then prices every card to the same port.
import type { Browser, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, whenHydrated } from './browser.ts';
import { kenyanCars } from './kenyan-cars.ts';
import { CARD_LINK, CARD_FOB, CARD_TOTAL } from './cards.ts';
import { translations } from '#db/seed/content/translations.ts';

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
/** Sends the form without JavaScript and waits for the answer's page: the page sent from is loaded already. */
async function sendPlainForm(page: Page, button: Locator) {
  await Promise.all([page.waitForEvent('framenavigated'), button.click()]);
  await page.waitForLoadState('load');
}

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
    // Calculate with no country: the answer says what is missing, beside the country.
    await form.getByLabel('Destination country').selectOption('');
    await Promise.all([page.waitForLoadState('load'), form.getByRole('button', { name: 'Calculate' }).click()]);
    await expect.poll(() => page.getByTestId('price-calculator').innerText()).toContain('Country is a required field');
    expect(await form.getByLabel('Destination country').getAttribute('aria-invalid')).toBe('true');
    await form.getByLabel('Destination country').selectOption('Tanzania');
    await form.getByLabel('Currency').selectOption('TZS');
    await Promise.all([page.waitForLoadState('load'), form.getByRole('button', { name: 'Calculate' }).click()]);
    await page.getByTestId('price-breakdown').waitFor();
    expect(await page.getByTestId('price-calculator').innerText()).toContain('Total price to Dar es Salaam');
    expect(await total(page)).toMatch(/^TZS/);

    await page.goto(`${baseUrl}/en/stocklist`);
    const first = page.locator(CARD_TOTAL).first();
    expect(await first.innerText()).toMatch(/^(Total to Dar es Salaam: TZS\s[\d,]+( \(.+ −TZS\s[\d,]+ included\))?( · landed in Dar es Salaam ≈ TZS\s[\d,]+)?|Not allowed in Tanzania)$/);
    expect(await page.locator(CARD_FOB).first().innerText()).toMatch(/^TZS/);
    await context.close();
  });

  it('names the inland delivery as the buyer chose it, in a sentence in every language', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const stockNumber = await kenyanCandidate();
    for (const language of ['en', 'fr', 'pt', 'ru'] as const) {
      await page.goto(`${baseUrl}/${language}/stocklist/${stockNumber}`);
      const form = page.getByTestId('price-calculator');
      await form.locator('select[name=country]').selectOption('Kenya');
      await sendPlainForm(page, form.locator('button[type=submit]:not([formaction])'));
      // The city driven there by our driver, as the choice names it: "Nairobi (driven by our driver)".
      const driven = form.locator('select[name=city] option', { hasText: translations['transport-self-drive']![language] });
      const choice = (await driven.first().innerText()).trim();
      await form.locator('select[name=city]').selectOption({ label: choice });
      await sendPlainForm(page, form.locator('button[type=submit]:not([formaction])'));
      const basis = await page.locator('[data-testid=price-breakdown] [data-item=InlandFreight] dt span').innerText();
      expect(basis.startsWith(choice)).toBe(true);
      expect(basis.slice(choice.length)).toMatch(/^\s?: /);
      expect(basis).not.toMatch(/\b(by driven|par conduit|por conduzido)\b/);
    }
    await context.close();
  });

  it('adds up every breakdown in the currency it is shown in, and says the yen total is what is invoiced', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const amount = (text: string) => Number(text.replace(/[^\d.-]/g, ''));
    const sums: string[] = [];
    for (const stockNumber of (await kenyanCars(10)).slice(1)) {
      for (const currency of ['KES', 'USD']) {
        await page.goto(`${baseUrl}/en/stocklist/${stockNumber}`);
        const form = page.getByTestId('price-calculator');
        await form.getByLabel('Destination country').selectOption('Kenya');
        await form.getByLabel('Currency').selectOption(currency);
        await sendPlainForm(page, form.getByRole('button', { name: 'Calculate' }));
        await form.getByLabel('Deliver to').selectOption({ label: 'Nairobi (road carrier)' });
        await sendPlainForm(page, form.getByRole('button', { name: 'Calculate' }));
        const items = await page.locator('[data-testid=price-breakdown] [data-item] dd').allInnerTexts();
        expect(items.length).toBeGreaterThan(3);
        const sum = Math.round(items.map(amount).reduce((a, b) => a + b, 0) * 100) / 100;
        sums.push(`${stockNumber} ${currency}: ${sum} of ${amount(await total(page))}`);
        // The inland delivery's freight and port clearing add up to it too.
        const inland = page.locator('[data-testid=price-breakdown] [data-item=InlandFreight]');
        const parts = /: (.+), plus port clearing (.+)$/.exec(await inland.locator('dt span').innerText());
        if (parts) expect(Math.round((amount(parts[1]!) + amount(parts[2]!)) * 100) / 100).toBe(amount(await inland.locator('dd').innerText()));
      }
    }
    expect(sums.filter((line) => !/: (\S+) of \1$/.test(line))).toEqual([]);
    // Beside the breakdown: the yen total is the one invoiced.
    expect(await page.getByTestId('price-invoiced-note').innerText()).toMatch(/^We invoice the total in yen, ¥[\d,]+\./);
    await context.close();
  });
});
