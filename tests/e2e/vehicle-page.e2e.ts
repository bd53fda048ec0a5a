import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, whenHydrated } from './browser.ts';
import { CARD_LINK } from './cards.ts';
import { seededStock } from './seeded-stock.ts';
import { signInStaff } from './staff-session.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});

async function openFirstVehicle(page: Page): Promise<string> {
  await page.goto(`${baseUrl}/en/stocklist`);
  const href = (await page.locator(CARD_LINK).first().getAttribute('href'))!;
  await page.goto(`${baseUrl}${href}`);
  await whenHydrated(page);
  return href.split('/').at(-1)!;
}

async function viewCount(stockNumber: string): Promise<number> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: `{ vehicleByStockNumber(stockNumber: "${stockNumber}") { ... on Vehicle { viewCount } } }` }),
  });
  return ((await response.json()) as { data: { vehicleByStockNumber: { viewCount: number } } }).data.vehicleByStockNumber.viewCount;
}

/**
 * A buyer's own browser: a real browser's user agent (HeadlessChrome counts as a bot), one of its own, and
 * an address of its own (through the trusted proxy): an address counts 50 views a day (ADR 053), and the
 * other journeys view cars from 127.0.0.1 too.
 */
function buyer() {
  const build = Math.floor(Math.random() * 9000) + 1000;
  return browser.newContext({
    userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${build}.0 Safari/537.36`,
    extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${build % 250}` },
  });
}

/** Opens the vehicle page and resolves once the browser has reported the view, with the count it got back. */
async function view(page: Page, stockNumber: string): Promise<{ pageCache: string | undefined; counted: number }> {
  const reported = page.waitForResponse((r) => r.url() === `${baseUrl}/graphql` && r.request().method() === 'POST');
  const response = await page.goto(`${baseUrl}/en/stocklist/${stockNumber}`);
  const body = (await (await reported).json()) as { data: { countupVehicleViewCount: { viewCount: number } } };
  return { pageCache: response?.headers()['x-cache'], counted: body.data.countupVehicleViewCount.viewCount };
}

describe('the vehicle page', () => {
  it('counts a view from the browser, also when the page came from the page cache, once per visitor per day', async () => {
    const listing = await (await fetch(`${baseUrl}/en/stocklist?order=2`)).text();
    const stockNumber = /href="\/en\/stocklist\/(RR\d{6})"/.exec(listing)![1]!;
    const before = await viewCount(stockNumber);

    const first = await buyer();
    const opened = await view(await first.newPage(), stockNumber);
    expect(opened.counted).toBe(before + 1);
    await expect(viewCount(stockNumber)).resolves.toBe(before + 1);

    // Another buyer gets the page from the cache, and their view counts all the same.
    const second = await buyer();
    const cached = await view(await second.newPage(), stockNumber);
    expect(cached.pageCache).toBe('HIT');
    expect(cached.counted).toBe(before + 2);

    // The first buyer comes back the same day: not counted again.
    const again = await view(await first.newPage(), stockNumber);
    expect(again.counted).toBe(before + 2);
    await expect(viewCount(stockNumber)).resolves.toBe(before + 2);
    await first.close();
    await second.close();
  });

  it('moves through the pictures with the arrow keys and by swiping, loading only the first at once', async () => {
    const context = await browser.newContext({ hasTouch: true });
    const page = await context.newPage();
    await openFirstVehicle(page);
    const main = page.getByTestId('gallery-main');
    const source = () => main.locator('img').getAttribute('src');
    const first = await source();
    expect(await page.locator('[data-testid="gallery-main"] img').getAttribute('loading')).toBeNull();
    expect(await page.locator('ul img').first().getAttribute('loading')).toBe('lazy');
    await main.focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction((src) => document.querySelector('[data-testid="gallery-main"] img')?.getAttribute('src') !== src, first);
    expect(await source()).toMatch(/\/side-1280\.webp$/);
    await page.keyboard.press('ArrowLeft');
    await page.waitForFunction((src) => document.querySelector('[data-testid="gallery-main"] img')?.getAttribute('src') === src, first);
    const box = (await main.boundingBox())!;
    const y = box.y + box.height / 2;
    await main.dispatchEvent('touchstart', { touches: [{ identifier: 1, clientX: box.x + box.width * 0.8, clientY: y }] });
    await main.dispatchEvent('touchend', { changedTouches: [{ identifier: 1, clientX: box.x + box.width * 0.2, clientY: y + 5 }] });
    await page.waitForFunction((src) => document.querySelector('[data-testid="gallery-main"] img')?.getAttribute('src') !== src, first);
    expect(await source()).toMatch(/\/side-1280\.webp$/);
    await context.close();
  });

  it('thanks the buyer after an inquiry, with the vehicle, and still thanks them if it has gone', async () => {
    const page = await browser.newPage();
    const stockNumber = await openFirstVehicle(page);
    await page.goto(`${baseUrl}/en/stocklist/${stockNumber}/thanks`);
    await expect(page.locator('h1').textContent()).resolves.toBe('Thank you for your inquiry. We will contact you shortly.');
    await expect(page.locator(CARD_LINK).getAttribute('href')).resolves.toBe(`/en/stocklist/${stockNumber}`);
    const gone = await page.goto(`${baseUrl}/en/stocklist/RR000000/thanks`);
    expect(gone?.status()).toBe(200);
    await expect(page.locator('h1').textContent()).resolves.toBe('Thank you for your inquiry. We will contact you shortly.');
    expect(await page.locator(CARD_LINK).count()).toBe(0);
    await page.close();
  });

  it('shows the campaign banner and the turbo staff set, by the price, and neither before', async () => {
    // Past the vehicles other browser tests take; one without a turbo or intercooler.
    const car = seededStock()
      .slice(320)
      .find((v) => v.status === 'OnSale' && !v.isTurbo && !v.isIntercooler)!;
    const found = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ vehicleByStockNumber(stockNumber: "${car.stockNumber}") { ... on Vehicle { uuid } } }` }),
    });
    const { uuid } = ((await found.json()) as { data: { vehicleByStockNumber: { uuid: string } } }).data.vehicleByStockNumber;

    // A browser that keeps nothing: the page cache follows the change (ADR 018).
    const buyer = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const devtools = await buyer.context().newCDPSession(buyer);
    await devtools.send('Network.enable');
    await devtools.send('Network.setCacheDisabled', { cacheDisabled: true });
    const banner = buyer.getByTestId('vehicle-campaign-banner');
    const equipment = buyer.locator('section[aria-labelledby=equipment-heading] li');
    const open = async (language = 'en') => {
      await buyer.goto(`${baseUrl}/${language}/stocklist/${car.stockNumber}`);
      return { banners: await banner.count(), equipment: await equipment.allInnerTexts() };
    };
    const before = await open();
    expect(before.banners).toBe(0);
    expect(before.equipment.map((e) => e.replace(/^✓\s*/, ''))).not.toContain('Turbo');

    const staff = await (await browser.newContext()).newPage();
    await signInStaff(staff, 'sales', { baseUrl, dataDir, to: `/admin/stock/${uuid}` });
    await whenHydrated(staff);
    const form = staff.getByTestId('vehicle-form');
    const choice = form.getByLabel('Campaign banner', { exact: true });
    await choice.selectOption({ index: 1 });
    const alt = (await choice.locator('option:checked').innerText()).replace(/ \((en|fr|pt|ru)\)$/, '');
    await form.getByLabel('Turbo', { exact: true }).check();
    await form.getByRole('button', { name: 'Save the details' }).click();
    await expect.poll(() => staff.getByTestId('vehicle-form-notice').innerText()).toBe('Saved.');
    await staff.context().close();

    await expect.poll(async () => (await open()).banners, { timeout: 2000, interval: 100 }).toBe(1);
    expect((await equipment.allInnerTexts()).map((e) => e.replace(/^✓\s*/, ''))).toContain('Turbo');
    // The picture follows the screen: the wide one here, the tall one on a phone; sized before it loads.
    const img = banner.locator('img');
    expect(await img.getAttribute('alt')).toBe(alt);
    expect(await img.getAttribute('loading')).toBe('lazy');
    expect([await img.getAttribute('width'), await img.getAttribute('height')]).toEqual(['800', '600']);
    const wide = (await banner.locator('source').getAttribute('srcset'))!;
    expect(await banner.locator('source').getAttribute('media')).toBe('(min-width: 768px)');
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).currentSrc)).toBe(new URL(wide, baseUrl).href);
    expect(await banner.locator('a').getAttribute('href')).toMatch(/^(\/en\/|https:)/);
    await buyer.setViewportSize({ width: 390, height: 844 });
    await open();
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).currentSrc)).toBe(new URL((await img.getAttribute('src'))!, baseUrl).href);
    expect((await open('fr')).equipment.map((e) => e.replace(/^✓\s*/, ''))).toContain('Turbocompresseur');
    await buyer.context().close();
  });
});
