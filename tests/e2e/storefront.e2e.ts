import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, whenHydrated } from './browser.ts';
import { seededStock } from './seeded-stock.ts';
import { CARD_LINK, CARD_FOB } from './cards.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

/** What the API says about a vehicle: the facts a card does not show. */
async function vehicleFacts(stockNumber: string) {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: `{ vehicleByStockNumber(stockNumber: "${stockNumber}") { ... on Vehicle { isLeftHandle is4wd kiloMeters isNewArrival originalPrice priceFob color { name } } } }` }),
  });
  const body = (await response.json()) as {
    data: { vehicleByStockNumber: { isLeftHandle: boolean; is4wd: boolean; kiloMeters: number; isNewArrival: boolean; originalPrice: number | null; priceFob: number; color: { name: string } | null } };
  };
  return body.data.vehicleByStockNumber;
}

const cardStockNumbers = (page: Page) =>
  page.locator(CARD_LINK).evaluateAll((links) => links.map((a) => a.getAttribute('href')!.split('/').at(-1)!));
/** The number in a choice's label, "Right-hand drive (312)". */
const optionCount = async (page: Page, selector: string) => Number(/\(([\d,]+)\)/.exec((await page.locator(selector).textContent()) ?? '')?.[1]?.replace(/,/g, ''));

beforeAll(async () => {
  browser = await launchBrowser();
});

describe('the storefront in a browser', () => {
  it('opens the stock list, follows a vehicle and shows its stock number and price', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const response = await page.goto(`${baseUrl}/en/stocklist`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1').textContent()).resolves.toContain('Japanese used vehicles in stock');
    const card = page.locator(CARD_LINK).first();
    const stockNumber = (await card.getAttribute('href'))?.split('/').at(-1);
    const cardPrice = await card.locator(CARD_FOB).textContent();
    expect(stockNumber).toMatch(/^RR\d{6}$/);
    await expect(card.textContent()).resolves.toContain(stockNumber);
    await card.click();
    await page.waitForURL(`**/en/stocklist/${stockNumber}`);
    await expect(page.getByTestId('stock-number').textContent()).resolves.toBe(stockNumber);
    await expect(page.getByTestId('vehicle-price-fob').textContent()).resolves.toBe(cardPrice);
    expect(cardPrice).toMatch(/¥[\d,]+/);
    // Drawn when scrolled near (LazyRender).
    await page.getByTestId('lazy-recommended').scrollIntoViewIfNeeded();
    const similar = page.getByRole('region', { name: /Similar vehicles/ });
    await expect.poll(() => similar.locator('article').count()).toBe(5);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('filters by maker and body type, and pages on', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/en/stocklist`);
    await whenHydrated(page);
    const totalText = () => page.getByTestId('total-count').textContent();
    /** Submits the filter form and waits for the list to change: the address changes before React renders. */
    const search = async (urlPart: RegExp) => {
      const before = await totalText();
      await page.getByRole('button', { name: 'Search', exact: true }).last().click();
      await page.waitForURL(urlPart);
      await page.waitForFunction((previous) => document.querySelector('[data-testid="total-count"]')?.textContent !== previous, before);
    };
    // Choosing a maker reloads the list at once, with that maker's models to choose from.
    const before = await totalText();
    await page.selectOption('#f-maker', 'Toyota');
    await page.waitForURL(/maker=Toyota/);
    await page.waitForFunction((previous) => document.querySelector('[data-testid="total-count"]')?.textContent !== previous, before);
    await expect.poll(() => page.locator('#f-model option[value="Land Cruiser Prado"]').count()).toBe(1);
    expect(await page.locator('#f-model').isDisabled()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('f-maker');
    const titles = await page.locator('article h2').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).toContain('Toyota');
    // The body-type choices now count Toyota's stock only.
    const suvOption = (await page.locator('#f-type option[value="Suv"]').textContent()) ?? '';
    const suvCount = Number(/\(([\d,]+)\)/.exec(suvOption)?.[1]?.replace(/,/g, ''));
    expect(suvCount).toBeGreaterThan(0);
    await page.selectOption('#f-type', 'Suv');
    await search(/type=Suv/);
    await expect(totalText()).resolves.toBe(`${suvCount.toLocaleString('en-GB')} vehicles found`);
    await page.close();
  });

  it('filters by steering, drive, mileage and new arrivals: every card fits, and the choices survive the next search', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/en/stocklist`);
    await whenHydrated(page);
    const total = async () => Number(((await page.getByTestId('total-count').textContent()) ?? '').replace(/\D/g, ''));
    const everything = await total();
    // Steering shows how many vehicles each choice leaves.
    expect(await optionCount(page, '#f-steering option[value="RightHandle"]')).toBeGreaterThan(0);
    await page.selectOption('#f-steering', 'RightHandle');
    await page.selectOption('#f-is4wd', 'false');
    await page.selectOption('#f-kiloMeters', '-80000');
    await page.check('#f-newArrivals');
    await page.getByRole('button', { name: 'Search', exact: true }).last().click();
    await page.waitForURL((url) => url.searchParams.get('newArrivals') === 'true' && url.searchParams.get('kiloMeters') === '-80000');
    await expect.poll(total).toBeLessThan(everything);
    const url = new URL(page.url());
    expect([url.searchParams.get('steering'), url.searchParams.get('is4wd')]).toEqual(['RightHandle', 'false']);
    const found = await total();
    expect(found).toBeGreaterThan(0);
    // The steering choice counts this search: all of it is right-hand drive.
    expect(await optionCount(page, '#f-steering option[value="RightHandle"]')).toBe(found);
    const stockNumbers = await cardStockNumbers(page);
    expect(stockNumbers.length).toBe(Math.min(found, 24));
    for (const stockNumber of stockNumbers) {
      const v = await vehicleFacts(stockNumber);
      expect({ stockNumber, left: v.isLeftHandle, is4wd: v.is4wd, under: v.kiloMeters <= 80000, isNew: v.isNewArrival }).toEqual({ stockNumber, left: false, is4wd: false, under: true, isNew: true });
    }
    for (const card of await page.locator('article').all()) await expect(card.getByText('New', { exact: true }).isVisible()).resolves.toBe(true);
    // The panel shows the choices, and a new sort keeps them.
    expect(await page.locator('#f-steering').inputValue()).toBe('RightHandle');
    expect(await page.locator('#f-is4wd').inputValue()).toBe('false');
    expect(await page.locator('#f-kiloMeters').inputValue()).toBe('-80000');
    expect(await page.locator('#f-newArrivals').isChecked()).toBe(true);
    await page.selectOption('#f-order', '1');
    await page.getByRole('button', { name: 'Search', exact: true }).last().click();
    await page.waitForURL(/order=1/);
    const again = new URL(page.url()).searchParams;
    expect([again.get('steering'), again.get('is4wd'), again.get('kiloMeters'), again.get('newArrivals')]).toEqual(['RightHandle', 'false', '-80000', 'true']);
    await expect.poll(total).toBe(found);
    await page.close();
  });

  it('keeps the filters a visitor arrives with when the panel is submitted, with JavaScript off', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en/stocklist?bestDeals=true&color=white`);
    expect(await page.locator('#f-bestDeals').isChecked()).toBe(true);
    expect(await page.locator('#f-color').inputValue()).toBe('white');
    await page.selectOption('#f-steering', 'RightHandle');
    await page.getByRole('button', { name: 'Search', exact: true }).last().click();
    await page.waitForURL(/steering=RightHandle/);
    const params = new URL(page.url()).searchParams;
    expect([params.get('bestDeals'), params.get('color')]).toEqual(['true', 'white']);
    expect(await page.getByTestId('fallback').count()).toBe(0);
    const stockNumbers = await cardStockNumbers(page);
    expect(stockNumbers.length).toBeGreaterThan(0);
    for (const card of await page.locator('article').all()) await expect(card.getByText('Price down', { exact: true }).isVisible()).resolves.toBe(true);
    for (const stockNumber of stockNumbers) {
      const v = await vehicleFacts(stockNumber);
      expect([v.color?.name, v.isLeftHandle, (v.originalPrice ?? 0) > v.priceFob], stockNumber).toEqual(['Pearl White', false, true]);
    }
    expect(await page.locator('#f-steering').inputValue()).toBe('RightHandle');
    expect(await page.locator('#f-bestDeals').isChecked()).toBe(true);
    await context.close();
  });

  it('loads more by cursor without a full reload, and the back button restores the list and the scroll position', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}/en/stocklist?maker=Toyota`);
    await whenHydrated(page);
    const links = () => page.locator(CARD_LINK).evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    const firstPage = await links();
    expect(firstPage).toHaveLength(24);
    await page.evaluate(() => ((window as unknown as { loadMarker: boolean }).loadMarker = true));
    await page.getByRole('link', { name: /Load more/ }).click();
    await page.waitForFunction(() => document.querySelectorAll('a.vc-a').length > 24);
    const both = await links();
    expect(both.slice(0, 24)).toEqual(firstPage);
    expect(new Set(both).size).toBe(both.length);
    for (const title of await page.locator('article h2').allTextContents()) expect(title).toContain('Toyota');
    // No full reload: the page's own state survived.
    expect(await page.evaluate(() => (window as unknown as { loadMarker?: boolean }).loadMarker)).toBe(true);
    // Open a vehicle from the second page, then come back.
    const card = page.locator(CARD_LINK).nth(30);
    await card.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(500);
    await card.click();
    await page.getByTestId('stock-number').waitFor();
    await page.goBack();
    await page.waitForFunction((n) => document.querySelectorAll('a.vc-a').length === n, both.length);
    expect(await links()).toEqual(both);
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 50, scrolled);
    await page.close();
  });

  it('sorts by price, cheapest first', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/en/stocklist`);
    await page.selectOption('#f-order', '1');
    await page.getByRole('button', { name: 'Search', exact: true }).last().click();
    await page.waitForURL(/order=1/);
    await page.waitForFunction(() => document.querySelector('#f-order') && (document.querySelector('#f-order') as HTMLSelectElement).value === '1');
    await page.waitForFunction(() => {
      const prices = [...document.querySelectorAll('.vc-fob')].map((p) => Number(p.textContent!.replace(/\D/g, '')));
      return prices.length > 1 && prices.every((p, i) => i === 0 || prices[i - 1]! <= p);
    });
    const prices = (await page.locator(CARD_FOB).allTextContents()).map((p) => Number(p.replace(/\D/g, '')));
    expect(prices.length).toBe(24);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await page.close();
  });

  it('searches with JavaScript turned off', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en/stocklist`);
    await page.fill('#f-keywords', 'toyota');
    await page.press('#f-keywords', 'Enter');
    await page.waitForURL(/keywords=toyota/);
    const titles = await page.locator('article h2').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).toContain('Toyota');
    await context.close();
  });

  it('answers an unknown stock number with a real 404 page inside the site, and an unknown page likewise', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${baseUrl}/en/stocklist/RR000000`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1').textContent()).resolves.toBe('This vehicle is no longer in our stock');
    await expect(page.getByRole('link', { name: 'Stock list' }).first().isVisible()).resolves.toBe(true);
    const other = await page.goto(`${baseUrl}/en/no-such-page`);
    expect(other?.status()).toBe(404);
    await expect(page.locator('h1').textContent()).resolves.toBe('Page not found');
    await page.close();
  });

  it('answers a deleted vehicle with a 404 page that offers similar vehicles', async () => {
    const deleted = seededStock().find((v) => v.status === 'LocalStockDeleted');
    expect(deleted).toBeDefined();
    const page = await browser.newPage();
    const response = await page.goto(`${baseUrl}/en/stocklist/${deleted!.stockNumber}`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1').textContent()).resolves.toBe('This vehicle is no longer in our stock');
    const similar = page.getByRole('region', { name: 'Similar vehicles you can buy now' });
    const offered = await similar.locator(CARD_LINK).evaluateAll((links) => links.map((a) => a.getAttribute('href')!.split('/').at(-1)!));
    expect(offered.length).toBeGreaterThan(0);
    expect(offered).not.toContain(deleted!.stockNumber);
    // Each one can be opened.
    const opened = await page.goto(`${baseUrl}/en/stocklist/${offered[0]}`);
    expect(opened?.status()).toBe(200);
    await page.close();
  });

  it('shows a sold or held vehicle with its state, and similar stock that can be bought', async () => {
    const stock = seededStock();
    const page = await browser.newPage();
    for (const [status, shown] of [
      ['SoldOut', 'Sold'],
      ['OnHold', 'On hold'],
    ] as const) {
      const vehicle = stock.find((v) => v.status === status);
      expect(vehicle, status).toBeDefined();
      const response = await page.goto(`${baseUrl}/en/stocklist/${vehicle!.stockNumber}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByTestId('stock-number').textContent()).resolves.toBe(vehicle!.stockNumber);
      await expect(page.getByTestId('vehicle-status').textContent()).resolves.toBe(shown);
      // Drawn when scrolled near (LazyRender).
      await page.getByTestId('lazy-recommended').scrollIntoViewIfNeeded();
      const similar = page.getByRole('region', { name: 'Similar vehicles you can buy now' });
      await expect.poll(() => similar.locator('article').count()).toBeGreaterThan(0);
    }
    await page.close();
  });

  it('sends / to the English home page, which shows new arrivals', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/`);
    expect(new URL(page.url()).pathname).toBe('/en');
    expect(await page.locator('article').count()).toBeGreaterThan(0);
    await page.close();
  });

  it('writes the filter panel as words apart: the heading from the first label, the year’s From once', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/en/stocklist`);
    const panel = page.getByRole('form', { name: 'Refine your search' });
    // The text as a reader without the layout gets it (a crawler, reader view, the HTML's words).
    const words = (await panel.textContent())!;
    expect(words).toMatch(/Refine your search\s+Keywords\s/);
    expect(words).not.toContain('searchKeywords');
    const year = panel.locator('fieldset', { has: page.locator('legend', { hasText: /^Year$/ }) });
    const yearWords = (await year.textContent())!;
    expect(yearWords.match(/\bFrom\b/g)).toHaveLength(1);
    expect(yearWords.match(/\bTo\b/g)).toHaveLength(1);
    expect(await year.innerText()).not.toMatch(/From\s+From/);
    await year.getByLabel('From').selectOption('2020');
    expect(await year.getByLabel('To').inputValue()).toBe('');
    await page.close();
  });

  it('shows the stock list in French, Portuguese and Russian', async () => {
    const page = await browser.newPage();
    for (const [lang, heading] of [
      ['fr', 'Véhicules d’occasion japonais en stock'],
      ['pt', 'Veículos usados japoneses em stock'],
      ['ru', 'Японские подержанные автомобили в наличии'],
    ] as const) {
      await page.goto(`${baseUrl}/${lang}/stocklist`);
      await expect(page.locator('h1').textContent()).resolves.toBe(heading);
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe(lang);
    }
    await page.close();
  });

  it("searches from the header's maker, model and colour lists, and by maker and colour with JavaScript off", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en`);
    await page.getByText('Search by maker, model, colour').click();
    // The model list follows the chosen maker, so without scripts the stock list's panel narrows by model.
    expect(await page.locator('#header-model').count()).toBe(0);
    await page.selectOption('#header-maker', 'Toyota');
    await page.selectOption('#header-color', 'white');
    await page.locator('form[aria-label="Search by maker, model, colour"] button').click();
    await page.waitForURL(/instantMaker=Toyota/);
    expect(await page.locator('#f-maker').inputValue()).toBe('Toyota');
    const titles = await page.locator('article h2').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).toContain('Toyota');
    await context.close();

    const scripted = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await scripted.goto(`${baseUrl}/en`);
    await whenHydrated(scripted);
    await scripted.getByText('Search by maker, model, colour').click();
    await scripted.selectOption('#header-maker', 'Toyota');
    // The chosen maker's models are asked for, then drawn.
    const modelsShown = () => scripted.locator('#header-model option:not([value=""])').allTextContents();
    await expect.poll(async () => (await modelsShown()).length).toBeGreaterThan(10);
    const models = await modelsShown();
    expect(new Set(models).size).toBe(models.length);
    // A model of a Toyota found above (the longest name that fits: "Land Cruiser Prado", not "Land Cruiser").
    const model = models.filter((m) => titles[0]!.includes(m)).sort((a, b) => b.length - a.length)[0]!;
    expect(model).toBeDefined();
    // Another maker brings its own models.
    await scripted.selectOption('#header-maker', 'Nissan');
    // Toyota's list goes at once; Nissan's comes with its answer.
    await expect.poll(async () => (await modelsShown()).length).toBeGreaterThan(3);
    const nissan = await modelsShown();
    expect(nissan).not.toContain(model);
    await scripted.selectOption('#header-maker', 'Toyota');
    await expect.poll(modelsShown).toContain(model);
    await scripted.selectOption('#header-model', model);
    await scripted.locator('form[aria-label="Search by maker, model, colour"] button').click();
    await scripted.waitForURL(/instantModel=/);
    // The address changes before the list renders: wait for the list of that model alone.
    await expect
      .poll(async () => {
        const found = await scripted.locator('main article h2').allTextContents();
        return found.length > 0 && found.every((title) => title.includes(model)) && scripted.url().includes('/en/stocklist');
      })
      .toBe(true);
    await scripted.close();
  });
});
