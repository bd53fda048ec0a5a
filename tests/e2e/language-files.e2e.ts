// The interface texts outside the pages (ADR 036), in a real browser against the real server: a page's
// HTML names its language's file and carries none of its texts map, the file is kept a year, a French
// page is French before and after hydration and without JavaScript, and a language link shows the other
// language's words, country names and currencies once that language's file has come.
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { accountTranslations } from '#db/seed/content/account-translations.ts';
import { orderTranslations } from '#db/seed/content/order-translations.ts';
import { launchBrowser, whenHydrated } from './browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

const FILE_SCRIPT = /<script id="language-file" src="(\/texts\/(en|fr|pt|ru)\.[0-9a-f]{16}\.js)" defer=""/;

/** The texts of a language file, as the browser gets them. */
async function fileTexts(url: string, language: string): Promise<Record<string, string>> {
  const self: Record<string, Record<string, { data: { texts: Record<string, string> } }>> = {};
  new Function('self', await (await fetch(`${baseUrl}${url}`)).text())(self);
  return self.__roroLanguageFiles![language]!.data.texts;
}

describe('a page’s interface texts', () => {
  it('are not in its HTML: the page names its language’s file, which has them and is kept a year', async () => {
    const html = await (await fetch(`${baseUrl}/fr/stocklist`)).text();
    const [, url, language] = FILE_SCRIPT.exec(html) ?? [];
    expect(language).toBe('fr');
    // A text of the invoice: in the French file, nowhere in the stock list's HTML or its hydration data.
    const invoiceHeading = orderTranslations['invoice-heading']!.fr;
    expect(invoiceHeading).toBe('Facture pro forma');
    expect(html).not.toContain(invoiceHeading);
    expect((await fileTexts(url!, 'fr'))['invoice-heading']).toBe(invoiceHeading);
    // The stock list's own words are in its HTML, drawn by the server.
    expect(html).toContain(`>${accountTranslations['account-sign-in']!.fr}<`);

    const file = await fetch(`${baseUrl}${url}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(file.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(file.headers.get('content-encoding')).toBe('gzip');
    // Every page of the language names the same file.
    expect(FILE_SCRIPT.exec(await (await fetch(`${baseUrl}/fr`)).text())?.[1]).toBe(url);
  });

  it('make a French page French before and after hydration, and a language link shows the other language’s words', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    const documents: string[] = [];
    const files: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(r.url());
      if (new URL(r.url()).pathname.startsWith('/texts/')) files.push(new URL(r.url()).pathname);
    });
    await page.goto(`${baseUrl}/fr/stocklist`);
    await whenHydrated(page);
    const signIn = page.getByTestId('header-account');
    expect(await signIn.innerText()).toBe('Se connecter');
    expect(await countryNames(page)).toContain('Japon');
    expect(files.map((f) => f.split('.')[0])).toEqual(['/texts/fr']);

    await page.locator('a[hreflang="ru"]').first().click();
    await page.waitForURL(`${baseUrl}/ru/stocklist`);
    await expect.poll(() => signIn.innerText()).toBe('Войти');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru');
    expect(await page.title()).toMatch(/японских подержанных автомобилей в наличии на экспорт/);
    expect(await countryNames(page)).toContain('Япония');
    expect(await page.getByTestId('currency-select').first().locator('option').allInnerTexts()).toContain('RUB');
    // By React Router's navigation, with the Russian file loaded for it: no page was loaded whole.
    expect(documents).toEqual([`${baseUrl}/fr/stocklist`]);
    expect(files.map((f) => f.split('.')[0])).toEqual(['/texts/fr', '/texts/ru']);

    // Back to French: its file is already there, and the page is French again.
    await page.locator('a[hreflang="fr"]').first().click();
    await expect.poll(() => signIn.innerText()).toBe('Se connecter');
    expect(files).toHaveLength(2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('are drawn by the server for a browser without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/pt/stocklist`);
    expect(await page.getByTestId('header-account').innerText()).toBe(accountTranslations['account-sign-in']!.pt);
    expect(await countryNames(page)).toContain('Japão');
    await context.close();
  });
});

const countryNames = (page: Page) => page.getByTestId('country-select').first().locator('option').allInnerTexts();
