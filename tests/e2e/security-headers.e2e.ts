// The security headers in a real browser against the real server (issue 19, ADR 030): a page's
// Content-Security-Policy names a nonce that every inline script of its body carries, also when the page
// comes from the page cache; pages hydrate and work with no violation reported, the back office's editor
// included; the sign-in page cannot be framed; and a page still works without JavaScript.
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, whenHydrated } from './browser.ts';
import { signInStaff } from './staff-session.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

/** The nonce the policy names, and the nonces (or their absence) of every executable inline script of the body. */
function nonces(policy: string | null, html: string) {
  const named = /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(policy ?? '')?.[1];
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!).filter((attributes) => !attributes.includes('application/ld+json'));
  return { named, scripts: scripts.map((attributes) => /\bnonce="([^"]*)"/.exec(attributes)?.[1] ?? null) };
}

/** Records what the page reports about its policies: violation events and the console's errors and warnings. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const reported: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') reported.push(message.text());
  });
  page.on('pageerror', (error) => reported.push(error.message));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { violations: string[] }).violations ??= [];
      (window as unknown as { violations: string[] }).violations.push(`${event.violatedDirective}: ${event.blockedURI}`);
    });
  });
  return async () => [...reported, ...((await page.evaluate(() => (window as unknown as { violations?: string[] }).violations)) ?? [])];
}

describe('the security headers', () => {
  it('give a page a policy whose nonce every inline script carries, rendered and from the page cache', async () => {
    const path = `${baseUrl}/en/stocklist?maker=Toyota`;
    const first = await fetch(path);
    const second = await fetch(path);
    expect(second.headers.get('x-cache')).toBe('HIT');
    for (const response of [first, second]) {
      const { named, scripts } = nonces(response.headers.get('content-security-policy'), await response.text());
      expect(named).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      // The theme script, the starter of ADR 014, React Router's scripts: all with the policy's nonce.
      expect(scripts.length).toBeGreaterThanOrEqual(3);
      expect(new Set(scripts)).toEqual(new Set([named]));
    }
    // Another render, another nonce.
    const other = await fetch(`${baseUrl}/en/stocklist?maker=Nissan`);
    expect(nonces(other.headers.get('content-security-policy'), await other.text()).named).not.toBe(nonces(second.headers.get('content-security-policy'), '').named);
    expect(second.headers.get('x-content-type-options')).toBe('nosniff');
    expect(second.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('keep the sign-in page out of frames', async () => {
    const response = await fetch(`${baseUrl}/en/user/signin`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('let the storefront hydrate and work, from the cache too, with no violation reported', async () => {
    // The top page once so the browser's visit is a cache hit: with its languages, which a first visit's
    // page is kept by (the country guess, ADR 031).
    await fetch(`${baseUrl}/en`, { headers: { 'accept-language': 'en-US,en;q=0.9' } });
    const page = await browser.newPage();
    const violations = await watchViolations(page);
    const response = await page.goto(`${baseUrl}/en`);
    expect(response?.headers()['x-cache']).toBe('HIT');
    await whenHydrated(page);
    // Hydrated: a link leads on by React Router's navigation, which loads the next page's modules.
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(r.url());
    });
    await page.getByRole('link', { name: 'How to buy' }).first().click();
    await page.waitForURL(/\/en\/pages\/how-to-buy$/);
    await page.locator('h1').first().waitFor();
    expect(documents).toEqual([]);
    // A vehicle page: its JSON-LD, gallery and price form.
    await page.goto(`${baseUrl}/en/stocklist`);
    await whenHydrated(page);
    await page.locator('a[href^="/en/stocklist/"]').first().click();
    await page.waitForURL(/\/en\/stocklist\/[^/?]+$/);
    await page.locator('h1').first().waitFor();
    expect(await violations()).toEqual([]);
    await page.close();
  });

  it('let a page work without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en/stocklist`);
    expect(await page.locator('a[href^="/en/stocklist/"]').count()).toBeGreaterThan(5);
    await page.locator('a[href^="/en/stocklist/"]').first().click();
    await page.waitForURL(/\/en\/stocklist\/[^/?]+$/);
    expect(await page.locator('h1').first().innerText()).not.toBe('');
    await context.close();
  });

  it('let the back office’s content editor work with no violation reported', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInStaff(page, 'editor', { baseUrl, dataDir: inject('dataDir'), to: '/admin/content/news' });
    // Watched from a fresh load of the news list (signing in may turn on the authenticator app first).
    const violations = await watchViolations(page);
    await page.goto(`${baseUrl}/admin/content/news`);
    await whenHydrated(page);
    await page.getByLabel('New news item: its name').fill('e2e-csp-editor');
    await page.getByRole('button', { name: 'Write' }).click();
    await page.waitForURL(/\/admin\/content\/news\/e2e-csp-editor\?language=en$/);
    await whenHydrated(page);
    await page.getByLabel('Title').fill('Security headers');
    // The editor (Tiptap, its own style element) replaces the plain HTML field once the page has hydrated.
    await page.getByTestId('rich-editor').click();
    await page.getByRole('button', { name: 'Heading', exact: true }).click();
    await page.keyboard.type('Written under the policy');
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await expect.poll(() => page.getByTestId('preview').locator('article h2').innerText()).toBe('Written under the policy');
    expect(await violations()).toEqual([]);
    await context.close();
  });
});
