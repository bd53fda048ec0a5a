// Every page of the storefront passes axe-core's WCAG 2.1 A/AA and best-practice rules (labels,
// landmarks, contrast, names, keyboard focus) in the light theme and the contrast rules in the dark
// one (same load, switched as the page's toggle does), signed out, signed in and in the back office,
// on a desktop and a phone screen. Every route of app/routes.ts must have a page here, so a new
// page cannot escape the check. A page already checked in English and shown again in another language
// is checked again with every rule but contrast: a language changes the words, not the colours, and the
// contrast passes were most of the sweep's time.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import routes from '../../app/routes.ts';
import { signUpAndConfirm } from './accounts.ts';
import { heartPosted } from './cards.ts';
import { launchBrowser, whenHydrated, withAxe } from './browser.ts';
import { signInStaff } from './staff-session.ts';

const baseUrl = inject('baseUrl');
const LANGUAGES = ['en', 'fr', 'pt', 'ru'] as const;
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
/** Every rule but contrast, for a page checked in full in another language. */
const NO_CONTRAST = { 'color-contrast': { enabled: false }, 'link-in-text-block': { enabled: false } };

/** axe's findings on the page as one readable line each, empty when it passes. */
async function violations(page: Page, runOnly: object = ALL_RULES, rules: object = {}): Promise<string[]> {
  await withAxe(page);
  const found = await page.evaluate(
    async ({ only, rules }) => {
      const axe = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: Violation[] }> } }).axe;
      const result = await axe.run(document, { runOnly: only, rules, resultTypes: ['violations'] });
      return result.violations;
    },
    { only: runOnly, rules },
  );
  return found.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${v.help} at ${n.target.join(' ')}`));
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

/**
 * axe's findings on one page in the light theme (every rule), then in the dark one (contrast), switched the
 * way the page's own toggle does it (the class and colour scheme of the document, then the theme event its
 * toggles listen to): the theme changes colours only, so one load serves both.
 */
async function check(context: BrowserContext, path: string, otherLanguage: boolean): Promise<string[]> {
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}${path}`);
    await whenHydrated(page);
    // The element the first frame waits for (ADR 043): without it, a page would paint only once wholly parsed.
    expect(await page.locator('main#main').count(), `${path}: one <main id="main">`).toBe(1);
    await drawLazyBlocks(page);
    if (otherLanguage) return (await violations(page, ALL_RULES, NO_CONTRAST)).map((problem) => `${path} (light): ${problem}`);
    const light = await violations(page, ALL_RULES);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const lightBackground = await background();
    // Colours that ease into the new theme (CSS transitions) would be measured half-way; an element
    // outside the screen starts its transition only when axe first looks at it.
    await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
    await page.evaluate(async () => {
      const root = document.documentElement;
      root.classList.add('dark');
      root.style.colorScheme = 'dark';
      window.dispatchEvent(new Event('roro:theme'));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(await background(), `${path}: the dark theme took`).not.toBe(lightBackground);
    const dark = await violations(page, CONTRAST_ONLY);
    return [...light.map((problem) => `${path} (light): ${problem}`), ...dark.map((problem) => `${path} (dark): ${problem}`)];
  } finally {
    await page.close();
  }
}

/** Checks the pages a few at a time (each in its own tab of the context): the browser, the server and axe take turns. */
async function checkAll(context: BrowserContext, paths: string[]): Promise<string[]> {
  const queue = [...paths];
  // A path that is, but for its language, one already in the list: /ru beside /en, /fr/user beside /en/user.
  const inEnglish = (path: string) => path.replace(/^\/(?:fr|pt|ru)(?=\/|$)/, '/en');
  const otherLanguage = new Set(paths.filter((path) => inEnglish(path) !== path && paths.includes(inEnglish(path))));
  const reports = await Promise.all(
    Array.from({ length: 3 }, async () => {
      const found: string[] = [];
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) found.push(...(await check(context, path, otherLanguage.has(path))));
      return found;
    }),
  );
  return reports.flat().sort();
}

/** Pages per route of app/routes.ts; dynamic segments get a real value from the running site. */
async function samplePages(): Promise<Record<string, string[]>> {
  const page = await browser.newPage();
  await page.goto(`${baseUrl}/en/stocklist`);
  const vehicle = await page.locator('a[href^="/en/stocklist/"]').first().getAttribute('href');
  // Three cars of the list side by side: the comparison's table, its marks and its notes.
  const compared = (await page.locator('a.vc-a').evaluateAll((links) => links.slice(0, 3).map((a) => a.getAttribute('href')!.split('/').pop()!))).join(',');
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
    // A language's texts as a script (ADR 036), not a page: every page loads one.
    'routes/language-file.ts': [],
    'routes/home.tsx': ['/en', '/ru'],
    // The top page's recommended row as JSON (ADR 037), not a page: the top page shows it.
    'routes/recommended.ts': [],
    // The stock list's testimonials as JSON: the stock list draws them when scrolled near.
    'routes/testimonials-row.ts': [],
    // A maker's models as JSON for the header's detailed search, not a page.
    'routes/maker-models.ts': [],
    'routes/stocklist.tsx': ['/en/stocklist', '/fr/stocklist?maker=Toyota&type=Suv&order=12', '/en/stocklist?keywords=zzzzqqq', '/ru/stocklist?steering=Middle&newArrivals=true&color=white&kiloMeters=-50000'],
    'routes/vehicle.tsx': [vehicle!, vehicle!.replace('/en/', '/pt/')],
    'routes/vehicle-thanks.tsx': [`${vehicle}/thanks`],
    'routes/compare.tsx': [`/en/compare?stock=${compared},RR0&country=Kenya`, `/ru/compare?stock=${compared}&country=Kenya&same=hide`, '/en/compare?stock='],
    // JSON for the inquiry popup; the open popup is checked in inquiry.e2e.ts.
    'routes/inquiry.tsx': [],
    'routes/referral-program.tsx': ['/en/referral-program'],
    'routes/newsletter.tsx': LANGUAGES.map((l) => `/${l}/newsletter`),
    'routes/newsletter-confirm.tsx': ['/en/newsletter/confirm?token=expired'],
    'routes/newsletter-unsubscribe.tsx': ['/en/newsletter/unsubscribe?token=invalid'],
    // Every language: the account pages carry the most interface text.
    'routes/user/index.tsx': LANGUAGES.map((l) => `/${l}/user`),
    'routes/user/favorites.tsx': LANGUAGES.map((l) => `/${l}/user/favorites`),
    'routes/user/histories.tsx': LANGUAGES.map((l) => `/${l}/user/histories`),
    'routes/user/coupons.tsx': LANGUAGES.map((l) => `/${l}/user/coupons`),
    'routes/user/orders.tsx': LANGUAGES.map((l) => `/${l}/user/orders`),
    // A car to order and an order: checked in orders.e2e.ts, where a buyer orders one.
    'routes/user/order-new.tsx': [],
    'routes/user/order.tsx': [],
    'routes/user/order-invoice.tsx': [],
    // The invoice as a PDF, not a page.
    'routes/user/order-invoice-pdf.ts': [],
    // An order's document: a file, downloaded in orders.e2e.ts.
    'routes/user/order-document.ts': [],
    'routes/verify-invoice.tsx': ['/en/verify-invoice', '/ru/verify-invoice?code=ABCD-EFGH-JK'],
    'routes/user/distributor.tsx': LANGUAGES.map((l) => `/${l}/user/distributor`),
    'routes/user/distributor-thanks.tsx': ['/en/user/distributor/thanks'],
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
    'routes/user/special-request.tsx': [...LANGUAGES.map((l) => `/${l}/user/special-request`), '/en/user/special-request?make=Toyota&model=Hiace+Van&yearFrom=2015&yearTo=2018&budget=1500000'],
    'routes/user/special-request-thanks.tsx': ['/en/user/special-request/thanks'],
    'routes/news.tsx': ['/en/pages/news'],
    'routes/news-item.tsx': [news!],
    'routes/testimonials.tsx': ['/en/pages/testimonials', '/en/pages/testimonials?countryName=Kenya'],
    'routes/testimonial.tsx': [testimonial!],
    'routes/country-pages.tsx': ['/en/pages/countries'],
    'routes/country-page.tsx': [country!],
    'routes/content-page.tsx': slugs.map((slug) => `/en/pages/${slug}`),
    'routes/not-found.tsx': ['/en/no-such-page', '/en/stocklist/NOSUCH1'],
    // The back office: checked signed in as an admin with the authenticator app (below).
    'routes/admin/index.tsx': ['/admin'],
    'routes/admin/stock.tsx': ['/admin/stock', '/admin/stock?status=SoldOut&sort=priceFob&direction=asc'],
    'routes/admin/vehicle-new.tsx': ['/admin/stock/new'],
    // A vehicle of the stock table (below).
    'routes/admin/vehicle.tsx': [],
    // The photo upload answers the vehicle page's script, and sends a browser back to that page.
    'routes/admin/vehicle-photos.ts': [],
    'routes/admin/order-document.ts': [],
    // The lists' CSV downloads: files, not pages.
    'routes/admin/orders-csv.ts': [],
    'routes/admin/coupons-csv.ts': [],
    'routes/admin/stock-import.tsx': ['/admin/stock/import'],
    // A CSV file and the import's progress lines, not pages.
    'routes/admin/stock-import-template.ts': [],
    'routes/admin/stock-import-run.ts': [],
    'routes/admin/inbox.tsx': ['/admin/inbox', '/admin/inbox?status=new&kind=specialRequest'],
    // An item's page: the first of the inbox, found once signed in (below).
    'routes/admin/inbox-item.tsx': [],
    'routes/admin/orders.tsx': ['/admin/orders', '/admin/orders?status=Reserved'],
    // An order's page: checked in orders.e2e.ts, where sales record a buyer's payment and shipping.
    'routes/admin/order.tsx': [],
    'routes/admin/users.tsx': ['/admin/users', '/admin/users?distributors=1&rank=Gold'],
    // A buyer's page: the first buyer of the list, found once signed in (below).
    'routes/admin/user.tsx': [],
    'routes/admin/persons-in-charge.tsx': ['/admin/persons-in-charge'],
    // A person's page: the first of the list, found once signed in (below).
    'routes/admin/person-in-charge.tsx': [],
    'routes/admin/audit.tsx': ['/admin/audit', '/admin/audit?action=vehicle.&from=2026-01-01'],
    'routes/admin/jobs.tsx': ['/admin/jobs', '/admin/jobs?state=done'],
    'routes/admin/coupons.tsx': ['/admin/coupons', '/admin/coupons?filter=expired'],
    // A coupon's and a campaign's page: the first of each list, found once signed in (below).
    'routes/admin/coupon.tsx': [],
    'routes/admin/campaigns.tsx': ['/admin/campaigns'],
    'routes/admin/campaign.tsx': [],
    'routes/admin/content.tsx': ['/admin/content'],
    'routes/admin/content-articles.tsx': ['/admin/content/news', '/admin/content/country-pages?missing=1'],
    'routes/admin/content-article.tsx': ['/admin/content/news/2025-01-new-year-office-reopened?language=fr', '/admin/content/country-pages/kenya'],
    'routes/admin/content-banners.tsx': ['/admin/content/banners'],
    'routes/admin/content-banner.tsx': ['/admin/content/banners/new'],
    'routes/admin/content-testimonials.tsx': ['/admin/content/testimonials'],
    'routes/admin/content-testimonial.tsx': ['/admin/content/testimonials/new'],
    'routes/admin/translations.tsx': ['/admin/translations', '/admin/translations?keyword=order&missing=1'],
    'routes/admin/translation.tsx': ['/admin/translations/order-title'],
    'routes/admin/countries.tsx': ['/admin/countries'],
    'routes/admin/country.tsx': ['/admin/countries/KE'],
    'routes/admin/ports.tsx': ['/admin/ports'],
    'routes/admin/port.tsx': ['/admin/ports/KEMBA'],
    'routes/admin/charges.tsx': ['/admin/charges'],
    'routes/admin/rates.tsx': ['/admin/rates'],
    'routes/admin/taxes.tsx': ['/admin/taxes?country=KE'],
    'routes/admin/tax-reference-prices.tsx': ['/admin/taxes/KE/reference-prices'],
  };
}

function routeFiles(entries: readonly { file: string; children?: readonly unknown[] }[]): string[] {
  return entries.flatMap((e) => [e.file, ...routeFiles((e.children ?? []) as typeof entries)]);
}

const ADMIN_ROUTES = ['routes/admin/index.tsx', 'routes/admin/stock.tsx', 'routes/admin/vehicle-new.tsx', 'routes/admin/vehicle.tsx', 'routes/admin/stock-import.tsx', 'routes/admin/inbox.tsx', 'routes/admin/inbox-item.tsx', 'routes/admin/orders.tsx', 'routes/admin/order.tsx', 'routes/admin/users.tsx', 'routes/admin/user.tsx', 'routes/admin/persons-in-charge.tsx', 'routes/admin/person-in-charge.tsx', 'routes/admin/audit.tsx', 'routes/admin/jobs.tsx', 'routes/admin/translations.tsx', 'routes/admin/translation.tsx', 'routes/admin/rates.tsx', 'routes/admin/taxes.tsx', 'routes/admin/tax-reference-prices.tsx', 'routes/admin/coupons.tsx', 'routes/admin/coupon.tsx', 'routes/admin/campaigns.tsx', 'routes/admin/campaign.tsx', 'routes/admin/content.tsx', 'routes/admin/content-articles.tsx', 'routes/admin/content-article.tsx', 'routes/admin/content-banners.tsx', 'routes/admin/content-banner.tsx', 'routes/admin/content-testimonials.tsx', 'routes/admin/content-testimonial.tsx', 'routes/admin/countries.tsx', 'routes/admin/country.tsx', 'routes/admin/ports.tsx', 'routes/admin/port.tsx', 'routes/admin/charges.tsx'];

const ACCOUNT_ROUTES = ['routes/user/index.tsx', 'routes/user/favorites.tsx', 'routes/user/histories.tsx', 'routes/user/coupons.tsx', 'routes/user/orders.tsx', 'routes/user/distributor.tsx', 'routes/user/distributor-thanks.tsx', 'routes/user/account-details.tsx', 'routes/user/change-consignee-details.tsx', 'routes/user/change-default-port.tsx', 'routes/user/change-signin-details.tsx', 'routes/user/special-request.tsx', 'routes/user/special-request-thanks.tsx'];

// Each sweep loads every page of its kind and runs axe on it twice: 160–250 s on a slow two-core CI
// machine (2026-11-27, four times slower than most). Their limits are for a hang, not a speed check.
describe('accessibility', () => {
  let pages: Record<string, string[]>;

  beforeAll(async () => {
    pages = await samplePages();
  });

  it('has a page to check for every route', () => {
    const layouts = ['routes/language-layout.tsx', 'routes/admin/layout.tsx'];
    const missing = routeFiles(routes).filter((file) => !layouts.includes(file) && !(file in pages));
    expect(missing).toEqual([]);
  });

  it('finds nothing on any signed-out page, in the light and the dark theme', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });
    const signedOut = Object.entries(pages).filter(([route]) => !ACCOUNT_ROUTES.includes(route) && !ADMIN_ROUTES.includes(route));
    const report = await checkAll(context, signedOut.flatMap(([, paths]) => paths));
    await context.close();
    expect(report).toEqual([]);
  }, 600_000);

  it('finds nothing on the account pages of a signed-in user, in both themes', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signUpAndConfirm(page, `a11y-${Date.now()}@example.com`, 'Lena');
    // Something in every list: a vehicle viewed (history) and kept (favourites).
    const viewed = page.waitForResponse((r) => r.url().endsWith('/graphql') && r.request().postData()?.includes('addUserHistory') === true);
    await page.goto(`${baseUrl}${pages['routes/vehicle.tsx']![0]}`);
    await viewed;
    const kept = heartPosted(page);
    await page.locator('main').getByRole('button', { name: 'Add to favourites' }).click();
    await page.locator('main').getByRole('button', { name: 'Remove from favourites' }).waitFor();
    await kept;
    const report = await checkAll(context, ACCOUNT_ROUTES.flatMap((route) => pages[route]!));
    await context.close();
    expect(report).toEqual([]);
  }, 600_000);

  it('finds nothing on the back office’s pages, in both themes', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // A buyer to look at, whatever the tests before left.
    const buyer = await browser.newPage();
    await signUpAndConfirm(buyer, `a11y-buyer-${Date.now()}@example.com`, 'Tumaini');
    // and something in the inbox.
    await buyer.goto(`${baseUrl}/en/user/special-request?make=Toyota&model=Hiace+Van&yearFrom=2015&yearTo=2018&budget=1500000`);
    await buyer.getByTestId('special-request-form').getByRole('button', { name: 'Send my request' }).click();
    await buyer.waitForURL(/\/special-request\/thanks/);
    await buyer.close();
    const page = await context.newPage();
    await signInStaff(page, 'admin', { baseUrl, dataDir: inject('dataDir') });
    await page.goto(`${baseUrl}/admin/stock`);
    pages['routes/admin/vehicle.tsx'] = [(await page.getByTestId('stock-table-row').first().getByRole('link').first().getAttribute('href'))!];
    await page.goto(`${baseUrl}/admin/coupons`);
    pages['routes/admin/coupon.tsx'] = [(await page.getByTestId('coupons-table').getByRole('link').first().getAttribute('href'))!];
    await page.goto(`${baseUrl}/admin/campaigns`);
    pages['routes/admin/campaign.tsx'] = [(await page.getByTestId('campaigns-table').getByRole('link').first().getAttribute('href'))!];
    await page.goto(`${baseUrl}/admin/users`);
    pages['routes/admin/user.tsx'] = [(await page.getByTestId('buyers-table').getByRole('link').first().getAttribute('href'))!];
    await page.goto(`${baseUrl}/admin/inbox`);
    pages['routes/admin/inbox-item.tsx'] = [(await page.getByTestId('inbox-list').getByRole('link').first().getAttribute('href'))!];
    await page.goto(`${baseUrl}/admin/persons-in-charge`);
    pages['routes/admin/person-in-charge.tsx'] = [(await page.getByTestId('persons-table').getByRole('link').first().getAttribute('href'))!];
    const report = await checkAll(context, ADMIN_ROUTES.flatMap((route) => pages[route]!));
    await context.close();
    expect(report).toEqual([]);
  }, 600_000);

  it('finds nothing on a phone screen with the menu open, and the menu is reachable by keyboard', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en/stocklist`);
    await whenHydrated(page);
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
