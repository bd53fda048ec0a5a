// Cars compared side by side in a real browser (issue 42, ADR 066): a Kenyan visitor signed out ticks
// Compare on three cards of the stock list, with JavaScript (the page stays, "Compare (3)" follows at once)
// and without it (plain posts sent back to the list); the comparison highlights the rows that differ,
// marks the best in words, hides the identical rows by its address, prices on to Nairobi, refuses a fifth
// car in words; on a 390 px phone the page does not widen while the cars swipe sideways under the pinned
// row names.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, whenHydrated } from './browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});

/** A signed-out visitor from Kenya: the list keeps to the cars Kenya takes, priced to Mombasa in shillings. */
async function kenyanVisitor(options: Parameters<Browser['newContext']>[0] = {}): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.addCookies([
    { name: 'roro_country', value: 'Kenya', url: baseUrl },
    { name: 'roro_currency', value: 'KES', url: baseUrl },
  ]);
  return context;
}

const TOGGLE = 'article.vc button.cmp';

/** The comparison's rows that differ are tinted and say so; the identical ones do neither; one car is marked best in words. */
async function expectDifferencesShown(page: Page, cars: string[]) {
  await page.locator('th.cmp-car').first().waitFor();
  expect(await page.locator('th.cmp-car').evaluateAll((cells) => cells.map((c) => c.getAttribute('data-stock-number')))).toEqual(cars);
  const differing = page.locator('tr[data-differs="true"]');
  expect(await differing.count()).toBeGreaterThan(3);
  expect(await differing.first().locator('th').innerText()).toContain('differs');
  const tint = (row: string) => page.locator(row).first().locator('td').first().evaluate((cell) => getComputedStyle(cell).backgroundColor);
  expect(await tint('tr[data-differs="true"]')).not.toBe(await tint('tr[data-differs="false"]'));
  const best = await page.getByTestId('compare-best').allInnerTexts();
  expect(best.some((text) => /★ (Cheapest landed|Cheapest total)/.test(text))).toBe(true);
  expect(best.some((text) => /★ (Lowest mileage|Newest)/.test(text))).toBe(true);
  expect(await page.locator('tr[data-row="landedCost"] th').innerText()).toContain('Landed cost in Mombasa');
}

describe('comparing cars', () => {
  it('ticks three cards with JavaScript without leaving the list, then compares them, identical rows hidden by the address; a fifth refused in a toast', async () => {
    const context = await kenyanVisitor();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en/stocklist`);
    await whenHydrated(page);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const toggles = page.locator(TOGGLE);
    const cars = await page.locator('article.vc .vc-no').evaluateAll((cells) => cells.slice(0, 5).map((c) => c.textContent!));
    for (const i of [0, 1, 2]) await toggles.nth(i).click();
    await expect.poll(() => page.getByTestId('header-compare').innerText()).toBe('Compare (3)');
    expect(await page.locator(`${TOGGLE}[aria-pressed="true"]`).count()).toBe(3);
    // A fourth fits; a fifth is refused, and said.
    await toggles.nth(3).click();
    await expect.poll(() => page.getByTestId('header-compare').innerText()).toBe('Compare (4)');
    await toggles.nth(4).click();
    await expect.poll(() => page.getByTestId('toast').allInnerTexts()).toContain('You can compare up to 4 cars. Remove one to add another.');
    expect(await toggles.nth(4).getAttribute('aria-pressed')).toBe('false');
    await toggles.nth(3).click();
    await expect.poll(() => page.getByTestId('header-compare').innerText()).toBe('Compare (3)');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

    await page.getByTestId('header-compare').click();
    await page.waitForURL(`${baseUrl}/en/compare?stock=${cars.slice(0, 3).join(',')}`);
    await expectDifferencesShown(page, cars.slice(0, 3));
    await page.getByTestId('compare-same').click();
    await page.waitForURL(/same=hide/);
    // The address changes as the navigation starts; the rows go when its data has come.
    await expect.poll(() => page.locator('tr[data-differs="false"]').count()).toBe(0);
    expect(await page.locator('tr[data-differs="true"]').count()).toBeGreaterThan(3);
    // Priced on to Nairobi: the choice sends the form and the address keeps it (the inland freight, the same
    // for every car, is among the rows hidden).
    await page.getByTestId('compare-destination').getByLabel('Deliver to').selectOption({ label: 'Nairobi' });
    await expect.poll(() => page.locator('tr[data-row="landedCost"] th').innerText()).toContain('Landed cost in Nairobi');
    expect(await page.locator('th.cmp-group').first().innerText()).toMatch(/price to nairobi/i);
    expect(page.url()).toMatch(/[?&]city=[0-9a-f-]{36}/);
    expect(page.url()).toContain('same=hide');
    await context.close();
  });

  it('does the same without JavaScript: each tick a plain post that comes back to the list, the fifth sent to the comparison with why', async () => {
    const context = await kenyanVisitor({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en/stocklist`);
    const cars: string[] = [];
    for (let i = 0; i < 5; i++) {
      const toggle = page.locator(`${TOGGLE}[aria-pressed="false"]`).first();
      cars.push((await toggle.getAttribute('value'))!);
      await Promise.all([page.waitForEvent('framenavigated'), toggle.click()]);
      await page.waitForLoadState('load');
      if (i < 4) expect(page.url()).toBe(`${baseUrl}/en/stocklist`);
    }
    expect(page.url()).toBe(`${baseUrl}/en/compare?stock=${cars.slice(0, 4).join(',')}&refused=${cars[4]}`);
    expect(await page.getByTestId('compare-refused').innerText()).toBe(`You can compare up to 4 cars: remove one to add ${cars[4]}.`);
    // Taking one out posts too, and comes back to the comparison less that car.
    await Promise.all([page.waitForEvent('framenavigated'), page.getByTestId('compare-remove').last().click()]);
    await page.waitForLoadState('load');
    expect(page.url()).toBe(`${baseUrl}/en/compare?stock=${cars.slice(0, 3).join(',')}`);
    expect(await page.getByTestId('header-compare').innerText()).toBe('Compare (3)');
    await expectDifferencesShown(page, cars.slice(0, 3));
    await context.close();
  });

  it('fits a 390 px phone: the page keeps its width, the cars swipe sideways and the row names stay pinned', async () => {
    const context = await kenyanVisitor({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en/stocklist`);
    const cars = await page.locator('article.vc .vc-no').evaluateAll((cells) => cells.slice(0, 3).map((c) => c.textContent!));
    await page.goto(`${baseUrl}/en/compare?stock=${cars.join(',')}`);
    await whenHydrated(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const table = page.getByTestId('compare-table');
    const label = page.locator('tr[data-row="mileage"] th');
    const before = (await label.boundingBox())!.x;
    const scrolled = await table.evaluate((region) => {
      region.scrollBy({ left: 400, behavior: 'instant' });
      return region.scrollLeft;
    });
    expect(scrolled).toBeGreaterThan(0);
    expect((await label.boundingBox())!.x).toBe(before);
    expect(await page.getByText('Swipe sideways to see every car.').isVisible()).toBe(true);
    await context.close();
  });
});
