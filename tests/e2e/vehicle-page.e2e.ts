import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, whenHydrated } from './browser.ts';
import { CARD_LINK } from './cards.ts';

const baseUrl = inject('baseUrl');
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

/** A buyer's own browser: a real browser's user agent (HeadlessChrome counts as a bot), one of its own. */
function buyer() {
  const build = Math.floor(Math.random() * 9000) + 1000;
  return browser.newContext({ userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${build}.0 Safari/537.36` });
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
});
