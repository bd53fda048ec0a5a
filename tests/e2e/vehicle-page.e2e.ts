import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});

async function openFirstVehicle(page: Page): Promise<string> {
  await page.goto(`${baseUrl}/en/stocklist`);
  const href = (await page.getByTestId('vehicle-card-link').first().getAttribute('href'))!;
  await page.goto(`${baseUrl}${href}`);
  await page.waitForFunction(() => (window as unknown as { __reactRouterContext?: unknown }).__reactRouterContext !== undefined);
  return href.split('/').at(-1)!;
}

describe('the vehicle page', () => {
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
    await expect(page.getByTestId('vehicle-card-link').getAttribute('href')).resolves.toBe(`/en/stocklist/${stockNumber}`);
    const gone = await page.goto(`${baseUrl}/en/stocklist/RR000000/thanks`);
    expect(gone?.status()).toBe(200);
    await expect(page.locator('h1').textContent()).resolves.toBe('Thank you for your inquiry. We will contact you shortly.');
    expect(await page.getByTestId('vehicle-card-link').count()).toBe(0);
    await page.close();
  });
});
