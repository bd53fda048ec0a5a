// Fixing a translation in the back office, in a real browser against the real server: an editor finds
// the French home page's subheading, is refused a text with a stray brace, saves the fix, and the French
// home page a visitor already had from the page cache shows it at once (ADR 027), naming a new French
// texts file that has it (ADR 036).
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

const frenchHome = async () => {
  const response = await fetch(`${baseUrl}/fr`);
  return { cache: response.headers.get('x-cache'), body: await response.text() };
};

/** The French texts file a page names (ADR 036). */
const textsFileOf = (html: string) => /<script id="language-file" src="(\/texts\/fr\.[0-9a-f]{16}\.js)"/.exec(html)?.[1];
const textsFile = async (url: string) => {
  const response = await fetch(`${baseUrl}${url}`);
  return { cacheControl: response.headers.get('cache-control'), body: await response.text() };
};

describe('a translation fixed in the back office', () => {
  it('is on the French home page at once, even where the page was cached', async () => {
    // A visitor's copy of the French home page, kept by the page cache.
    expect((await frenchHome()).body).toContain('expédiés en RoRo ou en conteneur depuis 1988');
    expect((await frenchHome()).cache).toBe('HIT');
    const before = textsFileOf((await frenchHome()).body)!;
    expect((await textsFile(before)).body).toContain('expédiés en RoRo ou en conteneur depuis 1988');

    const context = await browser.newContext();
    const page = await context.newPage();
    await signInStaff(page, 'editor', { baseUrl, dataDir: inject('dataDir'), to: '/admin/translations?keyword=depuis+1988' });
    await page.getByTestId('translations-table').getByRole('link', { name: 'home-subheading' }).click();
    await page.waitForURL(/\/admin\/translations\/home-subheading$/);
    const french = page.getByLabel('French');
    await french.fill('Voitures {inspectées au Japon');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.locator('#text-fr-error').innerText()).toBe('French: a brace that is not part of a {placeholder} would show on the page; remove it.');
    await french.fill('Voitures, fourgons, camions et bus contrôlés au Japon, expédiés depuis 1988.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByTestId('saved').innerText()).toBe('Saved: the site shows it within a second.');
    // Signed in, the file is the same for the editor as for anyone: kept a year, not made private.
    const signedIn = await page.request.get(`${baseUrl}${before}`);
    expect(signedIn.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    await context.close();

    await expect.poll(async () => (await frenchHome()).body, { timeout: 5000 }).toContain('Voitures, fourgons, camions et bus contrôlés au Japon, expédiés depuis 1988.');
    expect((await frenchHome()).body).not.toContain('{inspectées');
    // The page names a new file, kept a year like the one before, which has the fix.
    const after = textsFileOf((await frenchHome()).body)!;
    expect(after).not.toBe(before);
    const fixed = await textsFile(after);
    expect(fixed.cacheControl).toBe('public, max-age=31536000, immutable');
    expect(fixed.body).toContain('Voitures, fourgons, camions et bus contrôlés au Japon, expédiés depuis 1988.');
    // A page drawn before the fix still gets the texts it was drawn with.
    expect((await textsFile(before)).body).toContain('expédiés en RoRo ou en conteneur depuis 1988');
  });
});
