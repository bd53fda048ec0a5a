// Publishing news in the back office, in a real browser against the real server: an editor starts a news
// item, sees which languages it lacks, writes the French version in the editor, previews it as the page
// will show it, saves it as a draft (not on the storefront) and publishes it; the French news list a
// visitor already had from the page cache shows it at once (ADR 027, 028).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { signInStaff } from './staff-session.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const TITLE = 'Nouvelle ligne RoRo vers Mombasa';
const frenchNews = async () => {
  const response = await fetch(`${baseUrl}/fr/pages/news`);
  return { cache: response.headers.get('x-cache'), body: await response.text() };
};

describe('a French news item published in the back office', () => {
  it('is previewed, kept off the storefront as a draft, and on the cached French news list once published', async () => {
    // A visitor's copy of the French news list, kept by the page cache.
    expect((await frenchNews()).body).not.toContain(TITLE);
    expect((await frenchNews()).cache).toBe('HIT');

    const context = await browser.newContext();
    const page = await context.newPage();
    await signInStaff(page, 'editor', { baseUrl, dataDir: inject('dataDir'), to: '/admin/content' });
    await page.getByTestId('content-kinds').getByRole('link', { name: /News/ }).click();
    await page.waitForURL(/\/admin\/content\/news$/);
    await page.getByLabel('New news item: its name').fill('e2e-mombasa-route');
    await page.getByRole('button', { name: 'Write' }).click();
    await page.waitForURL(/\/admin\/content\/news\/e2e-mombasa-route\?language=en$/);
    await expect.poll(() => page.getByTestId('missing-languages').innerText()).toBe('Missing in English, French, Portuguese, Russian: nothing is on the storefront yet.');

    await page.getByRole('navigation', { name: 'Languages' }).getByRole('link', { name: /French/ }).click();
    await page.waitForURL(/language=fr$/);
    await page.getByLabel('Title').fill(TITLE);
    // The editor replaces the plain HTML field once the page has hydrated.
    const editor = page.getByTestId('rich-editor');
    await editor.click();
    await page.getByRole('button', { name: 'Heading', exact: true }).click();
    await page.keyboard.type('Départ chaque mois');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Un navire quitte Yokohama pour Mombasa ');
    await page.getByRole('button', { name: 'Bold', exact: true }).click();
    await page.keyboard.type('chaque mois');
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const preview = page.getByTestId('preview');
    await expect.poll(() => preview.locator('article h2').innerText()).toBe('Départ chaque mois');
    expect(await preview.locator('strong').innerText()).toBe('chaque mois');
    expect(await preview.locator('h1').innerText()).toBe(TITLE);

    // Saved as a draft: the storefront does not show it.
    await page.getByLabel('Status').selectOption('Draft');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByTestId('saved').innerText()).toContain('Saved');
    await expect.poll(() => page.getByTestId('missing-languages').innerText()).toBe('Missing in English, Portuguese, Russian: those pages show English.');
    expect((await frenchNews()).body).not.toContain(TITLE);

    // Published: on the French news list at once, though a copy was cached.
    await page.getByLabel('Status').selectOption('Published');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByRole('navigation', { name: 'Languages' }).innerText()).toContain('French (published)');
    await expect.poll(async () => (await frenchNews()).body, { timeout: 5000 }).toContain(TITLE);

    // The list shows what the item lacks.
    await page.goto(`${baseUrl}/admin/content/news?missing=1`);
    const row = page.getByTestId('articles-row').filter({ hasText: 'e2e-mombasa-route' });
    await expect.poll(() => row.getByTestId('missing-language').count()).toBe(3);
    await context.close();

    const item = await (await fetch(`${baseUrl}/fr/pages/news/e2e-mombasa-route`)).text();
    expect(item).toContain('<h2>Départ chaque mois</h2>');
    expect(item).toContain('<strong>chaque mois</strong>');
  });
});
