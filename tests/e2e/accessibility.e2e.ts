// Every page of the storefront passes axe-core's WCAG 2.1 A/AA and best-practice rules (labels,
// landmarks, contrast, names, keyboard focus) in the light theme and the contrast rules in the dark
// one, signed out and signed in, on a desktop and a phone screen. Every route of app/routes.ts must have a page here, so a new
// page cannot escape the check.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import routes from '../../app/routes.ts';
import { signUpAndConfirm } from './accounts.ts';
import { launchBrowser } from './browser.ts';

const baseUrl = inject('baseUrl');
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

const ALL_RULES = { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] };
/** What a theme changes: only colours, so the dark pass checks contrast alone. */
const CONTRAST_ONLY = { type: 'rule', values: ['color-contrast', 'link-in-text-block'] };

/** axe's findings on the page as one readable line each, empty when it passes. */
async function violations(page: Page, runOnly: object = ALL_RULES): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const found = await page.evaluate(async (only) => {
    const axe = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: only, resultTypes: ['violations'] });
    return result.violations;
  }, runOnly);
  return found.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${v.help} at ${n.target.join(' ')}`));
}

/** Waits until React has hydrated the page: what axe sees is then what a visitor gets. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined);
}

/** Scrolls down the page until every block drawn on approach (LazyRender) is there, so that axe sees it too. */
async function drawLazyBlocks(page: Page) {
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      return page.locator('[data-lazy="pending"]').count();
    })
    .toBe(0);
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function check(context: BrowserContext, path: string, theme: 'light' | 'dark'): Promise<string[]> {
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}${path}`);
    await hydrated(page);
    await drawLazyBlocks(page);
    return (await violations(page, theme === 'light' ? ALL_RULES : CONTRAST_ONLY)).map((problem) => `${path}: ${problem}`);
  } finally {
    await page.close();
  }
}

/** Pages per route of app/routes.ts; dynamic segments get a real value from the running site. */
async function samplePages(): Promise<Record<string, string[]>> {
  const page = await browser.newPage();
  await page.goto(`${baseUrl}/en/stocklist`);
  const vehicle = await page.locator('a[href^="/en/stocklist/"]').first().getAttribute('href');
  await page.goto(`${baseUrl}/en/pages/news`);
  const news = await page.locator('main a[href^="/en/pages/news/"]').first().getAttribute('href');
  await page.goto(`${baseUrl}/en/pages/testimonials`);
  const testimonial = await page.locator('main a[href^="/en/pages/testimonials/"]').first().getAttribute('href');
  await page.goto(`${baseUrl}/en/pages/countries`);
  const country = await page.locator('main a[href^="/en/pages/countries/"]').first().getAttribute('href');
  await page.close();
  const slugs = ['shipping-schedule', 'aboutus', 'payments', 'contact', 'faq', 'qchecks', 'how-to-buy', 'privacy-policy', 'terms', 'whatsapp', 'sitemaps', 'facebook-page-community-guidelines'];
  return {
    'routes/root-redirect.tsx': ['/'],
    'routes/home.tsx': ['/en', '/ru'],
    'routes/stocklist.tsx': ['/en/stocklist', '/fr/stocklist?maker=Toyota&type=Suv&order=12', '/en/stocklist?keywords=zzzzqqq', '/ru/stocklist?steering=Middle&newArrivals=true&color=white&kiloMeters=-50000'],
    'routes/vehicle.tsx': [vehicle!, vehicle!.replace('/en/', '/pt/')],
    'routes/vehicle-thanks.tsx': [`${vehicle}/thanks`],
    // JSON for the inquiry popup; the open popup is checked in inquiry.e2e.ts.
    'routes/inquiry.tsx': [],
    'routes/referral-program.tsx': ['/en/referral-program'],
    'routes/user/index.tsx': ['/en/user'],
    'routes/user/signin.tsx': ['/en/user/signin'],
    'routes/user/two-factor.tsx': ['/en/user/signin/two-factor'],
    'routes/user/signup.tsx': ['/en/user/signup'],
    'routes/user/signout.tsx': [],
    'routes/preferences.tsx': [],
    'routes/user/password-reset.tsx': ['/en/user/password-reset'],
    'routes/user/account-details.tsx': ['/en/user/account-details'],
    'routes/user/change-consignee-details.tsx': ['/en/user/account-details/change-consignee-details'],
    'routes/user/change-default-port.tsx': ['/en/user/account-details/change-default-port'],
    'routes/user/change-signin-details.tsx': ['/en/user/account-details/change-signin-details'],
    'routes/news.tsx': ['/en/pages/news'],
    'routes/news-item.tsx': [news!],
    'routes/testimonials.tsx': ['/en/pages/testimonials', '/en/pages/testimonials?countryName=Kenya'],
    'routes/testimonial.tsx': [testimonial!],
    'routes/country-pages.tsx': ['/en/pages/countries'],
    'routes/country-page.tsx': [country!],
    'routes/content-page.tsx': slugs.map((slug) => `/en/pages/${slug}`),
    'routes/not-found.tsx': ['/en/no-such-page', '/en/stocklist/NOSUCH1'],
  };
}

function routeFiles(entries: readonly { file: string; children?: readonly unknown[] }[]): string[] {
  return entries.flatMap((e) => [e.file, ...routeFiles((e.children ?? []) as typeof entries)]);
}

const ACCOUNT_ROUTES = ['routes/user/index.tsx', 'routes/user/account-details.tsx', 'routes/user/change-consignee-details.tsx', 'routes/user/change-default-port.tsx', 'routes/user/change-signin-details.tsx'];

describe('accessibility', () => {
  let pages: Record<string, string[]>;

  beforeAll(async () => {
    pages = await samplePages();
  });

  it('has a page to check for every route', () => {
    const layouts = ['routes/language-layout.tsx'];
    const missing = routeFiles(routes).filter((file) => !layouts.includes(file) && !(file in pages));
    expect(missing).toEqual([]);
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`finds nothing on any signed-out page in the ${theme} theme`, async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: theme });
      await context.addCookies([{ name: 'roro_theme', value: theme, url: baseUrl }]);
      const report: string[] = [];
      for (const [route, paths] of Object.entries(pages)) {
        if (ACCOUNT_ROUTES.includes(route)) continue;
        for (const path of paths) report.push(...(await check(context, path, theme)));
      }
      await context.close();
      expect(report).toEqual([]);
    }, 240_000);
  }

  it('finds nothing on the account pages of a signed-in user, in both themes', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await signUpAndConfirm(await context.newPage(), `a11y-${Date.now()}@example.com`, 'Lena');
    const report: string[] = [];
    for (const theme of ['light', 'dark'] as const) {
      await context.addCookies([{ name: 'roro_theme', value: theme, url: baseUrl }]);
      for (const route of ACCOUNT_ROUTES) for (const path of pages[route]!) report.push(...(await check(context, path, theme)));
    }
    await context.close();
    expect(report).toEqual([]);
  }, 120_000);

  it('finds nothing on a phone screen with the menu open, and the menu is reachable by keyboard', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en/stocklist`);
    await hydrated(page);
    expect(await violations(page)).toEqual([]);
    const toggle = page.getByTestId('menu-toggle');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('navigation-panel').waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});
