// The system Chromium through playwright-core: nothing is downloaded.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll } from 'vitest';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Puts axe-core in the page, once. Evaluated through the browser's debugging protocol, which the page's
 * Content-Security-Policy does not govern: a script element added to the page would be refused, as the
 * policy means any script without the page's nonce to be.
 */
export async function withAxe(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
}

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  afterAll(() => browser.close());
  return browser;
}

/**
 * Waits until React has hydrated the page, so its handlers run. The page's scripts start only after its
 * first paint (ADR 014), so a loaded page may not be hydrated yet. The root layout marks the document in an
 * effect, which runs after React has committed the page: React attaches an element's props while it renders,
 * before the commit, and a click in between is the browser's own (a link then loads the page in full).
 */
export async function whenHydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined);
}

/** axe's WCAG 2.1 A/AA and best-practice findings on the page, one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  await withAxe(page);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(c: Document, o: object): Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${v.help} at ${n.target.join(' ')}`));
  });
}
