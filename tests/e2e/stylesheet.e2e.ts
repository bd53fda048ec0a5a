// The stylesheet (ADR 039): inlined in a signed-out visitor's page, a kept file for a signed-in buyer. Both
// draw the same page; the sign-in page fetches the file ahead; signing out in the same document keeps it.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signUpAndConfirm } from './accounts.ts';
import { launchBrowser, whenHydrated } from './browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext();
});
afterAll(async () => {
  await context.close();
});

/** Styles a visitor sees: the page's background and the first card's border, radius and price colour. */
const drawn = (page: Page) =>
  page.evaluate(() => {
    const card = document.querySelector('main article')!;
    const price = card.querySelector('.vc-fob')!;
    return [getComputedStyle(document.body).backgroundColor, getComputedStyle(card).borderRadius, getComputedStyle(card).borderTopColor, getComputedStyle(price).color];
  });

describe('the stylesheet', () => {
  it('is in the page when signed out, a kept file when signed in, and draws the same page either way', async () => {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));

    const signedOut = await page.goto(`${baseUrl}/en/stocklist`);
    const signedOutHtml = await signedOut!.text();
    const inline = /<style id="roro-stylesheet">([\s\S]*?)<\/style>/.exec(signedOutHtml)?.[1] ?? '';
    expect(inline.length).toBeGreaterThan(50_000);
    expect(/<link[^>]*rel="stylesheet"/.test(signedOutHtml)).toBe(false);
    const signedOutLook = await drawn(page);
    // Not the browser's defaults: the stylesheet is applied.
    expect(signedOutLook[0]).not.toBe('rgba(0, 0, 0, 0)');
    expect(signedOutLook[1]).not.toBe('0px');

    // The sign-in and sign-up pages ask for the file ahead, so the first signed-in page finds it kept.
    const signIn = await (await page.goto(`${baseUrl}/en/user/signin`))!.text();
    const href = /<link[^>]*rel="prefetch" href="(\/assets\/app-[\w-]+\.css)" as="style"/.exec(signIn)?.[1];
    expect(href).toBeDefined();

    await signUpAndConfirm(page, `stylesheet-${Date.now()}@example.com`, 'Neema');
    const signedIn = await page.goto(`${baseUrl}/en/stocklist`);
    const signedInHtml = await signedIn!.text();
    expect(signedInHtml.includes(`<link id="roro-stylesheet" rel="stylesheet" href="${href}"/>`)).toBe(true);
    expect(signedInHtml.includes('<style id="roro-stylesheet"')).toBe(false);
    expect(signedOutHtml.length - signedInHtml.length).toBeGreaterThan(50_000);
    expect(await drawn(page)).toEqual(signedOutLook);

    // The file is kept for a year: its address changes with its contents.
    const file = await page.request.get(`${baseUrl}${href}`);
    expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers()['content-type']).toMatch(/^text\/css/);
    expect((await file.text()).trim()).toBe(inline.trim());

    // Signing out in this document: the page that follows is drawn by React in the browser or loaded
    // afresh; either way it is styled, and the linked file is not swapped for an empty inline one.
    await page.goto(`${baseUrl}/en/user`);
    await whenHydrated(page);
    await page.locator('form[action$="/user/signout"] button').first().click();
    await page.waitForURL(`${baseUrl}/en`);
    await page.getByRole('link', { name: /stock/i }).first().click();
    await page.waitForURL(/\/en\/stocklist/);
    await page.locator('main article').first().waitFor();
    expect(await drawn(page)).toEqual(signedOutLook);
    expect(errors).toEqual([]);
  });
});
