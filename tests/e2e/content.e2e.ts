// The content side in a browser: the top page's banners, news and vehicle rows; news paging; customers'
// voice by country; information pages in French and Russian; WhatsApp chat links; a 404; and stored
// HTML that cannot run a script.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrateDatabase, openDatabase, queryRows } from '#db/client.ts';
import { pages as pageSeed } from '#db/seed/content/pages.ts';
import { personsInCharge as staffSeed } from '#db/seed/content/persons-in-charge.ts';
import { seedDatabase } from '#db/seed/seed.ts';
import { launchBrowser } from './browser.ts';
import { startServer, type ServerProcess } from './server-process.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

async function openPage(path: string): Promise<{ page: Page; errors: string[]; status: number | undefined }> {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const response = await page.goto(`${baseUrl}${path}`);
  return { page, errors, status: response?.status() };
}

/** Scrolls a lazy picture into view and waits until the browser has decoded it. */
async function expectPictureShown(page: Page, selector: string) {
  const img = page.locator(selector).first();
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { timeout: 10_000 }).toBe(true);
}

const seedTitle = (pageName: string, language: 'en' | 'fr' | 'pt' | 'ru') => pageSeed.find((p) => p.pageName === pageName)!.title[language];

describe('the top page', () => {
  it('shows the banners, the latest and top news, four rows of ten vehicles and two testimonials', async () => {
    const { page, errors, status } = await openPage('/en');
    expect(status).toBe(200);
    for (const row of ['banners-campaign', 'banners-second', 'banners-main']) {
      await expect(page.getByTestId(row).locator('img').count()).resolves.toBeGreaterThan(0);
      await expectPictureShown(page, `[data-testid="${row}"] img`);
    }
    await expect(page.getByTestId('banners-campaign').locator('img').first().getAttribute('alt')).resolves.toBeTruthy();

    const latest = page.getByTestId('latest-news').getByRole('link');
    const topNews = page.getByRole('region', { name: 'News', exact: true }).getByRole('listitem');
    await expect(topNews.count()).resolves.toBe(5);
    await expect(latest.textContent()).resolves.toBe(await topNews.first().getByRole('link').textContent());

    for (const name of ['New arrivals', 'Price drops', /^SUVs from \d{4}$/, 'Recommended for you']) {
      await expect(page.getByRole('region', { name, exact: true }).locator('article').count(), String(name)).resolves.toBe(10);
    }
    const suvYear = Number(/\d{4}/.exec((await page.locator('#recent-suvs').textContent()) ?? '')?.[0]);
    expect(suvYear).toBe(new Date().getUTCFullYear() - 8);
    for (const title of await page.getByRole('region', { name: /^SUVs from/ }).locator('article h3').allTextContents()) {
      expect(Number(title.slice(0, 4))).toBeGreaterThanOrEqual(suvYear);
    }
    // Drawn as it comes near (LazyRender), and in the server's HTML for crawlers meanwhile.
    await expect(page.request.get(`${baseUrl}/en`).then((r) => r.text())).resolves.toMatch(/<noscript><section aria-labelledby="testimonials-heading"[^]*?What our customers say/);
    await page.getByTestId('lazy-testimonials').scrollIntoViewIfNeeded();
    await expect.poll(() => page.getByRole('region', { name: 'What our customers say' }).getByRole('listitem').count()).toBe(2);

    const latestTitle = await latest.textContent();
    await latest.click();
    await page.waitForURL(/\/en\/pages\/news\/[\w-]+$/);
    // The address changes before React renders the new page.
    await expect.poll(() => page.locator('h1').textContent()).toBe(latestTitle);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('news', () => {
  it('pages through older news by cursor and back to the latest', async () => {
    const { page, errors } = await openPage('/en/pages/news');
    const titles = () => page.getByTestId('news-list').locator('article h2').allTextContents();
    const dates = () => page.getByTestId('news-list').locator('time').evaluateAll((els) => els.map((el) => el.getAttribute('datetime')!));
    const first = await titles();
    expect(first).toHaveLength(10);
    const firstDates = await dates();
    expect(firstDates).toEqual([...firstDates].sort().reverse());
    await expect(page.getByTestId('news-count').textContent()).resolves.toMatch(/^\d+ news items$/);

    await page.getByRole('link', { name: /Older news/ }).click();
    await page.waitForURL(/cursor=/);
    await page.waitForFunction((before) => document.querySelector('[data-testid="news-list"] article h2')?.textContent !== before, first[0]);
    const second = await titles();
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((t) => first.includes(t))).toEqual([]);
    expect((await dates())[0]! <= firstDates.at(-1)!).toBe(true);

    await page.getByRole('link', { name: 'Back to the latest news' }).click();
    await page.waitForURL(/\/en\/pages\/news$/);
    await expect.poll(titles).toEqual(first);

    await page.getByRole('link', { name: first[1]! }).click();
    await page.waitForURL(/\/en\/pages\/news\/[\w-]+$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe(first[1]);
    await expect(page.getByTestId('rich-content').locator('p').count()).resolves.toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("customers' voice", () => {
  it('draws three testimonials under the stock list when it is scrolled near, in the page language, from their own address', async () => {
    const { page, errors } = await openPage('/fr/stocklist');
    // Not in the page's HTML or data: asked for when near the screen.
    const html = await page.request.get(`${baseUrl}/fr/stocklist`).then((r) => r.text());
    expect(html).toContain('data-testid="lazy-testimonials"');
    expect(html).not.toContain('testimonials-heading');
    const asked = page.waitForResponse((r) => r.url().endsWith('/fr/testimonials.json'));
    await page.getByTestId('lazy-testimonials').scrollIntoViewIfNeeded();
    expect((await asked).headers()['cache-control']).toContain('public');
    const region = page.getByRole('region', { name: 'Ce que disent nos clients' });
    await expect.poll(() => region.getByRole('listitem').count()).toBe(3);
    // Each names its reviewer and links to their testimonial's page.
    for (const link of await region.locator('figcaption a').all()) expect(await link.getAttribute('href')).toMatch(/^\/fr\/pages\/testimonials\/\d+$/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('filters by country and says how many of all it shows, in English and in French', async () => {
    const { page, errors } = await openPage('/en/pages/testimonials');
    const countText = () => page.getByTestId('testimonials-count').textContent();
    const all = /^(\d+) of (\d+) testimonials$/.exec((await countText()) ?? '');
    expect(all?.[1]).toBe(all?.[2]);
    const total = Number(all![2]);
    const kenyaOption = (await page.locator('#testimonial-country option[value="Kenya"]').textContent()) ?? '';
    const kenya = Number(/\((\d+)\)/.exec(kenyaOption)?.[1]);
    expect(kenya).toBeGreaterThan(1);
    expect(kenya).toBeLessThan(total);

    await page.selectOption('#testimonial-country', 'Kenya');
    await page.getByRole('button', { name: 'Show' }).click();
    await page.waitForURL(/countryName=Kenya/);
    await expect.poll(countText).toBe(`${kenya} of ${total} testimonials`);
    const captions = await page.getByTestId('testimonial-list').locator('figcaption').allTextContents();
    expect(captions).toHaveLength(Math.min(kenya, 12));
    for (const caption of captions) expect(caption).toContain('Kenya');

    await page.getByTestId('testimonial-list').locator('figcaption a').first().click();
    await page.waitForURL(/\/en\/pages\/testimonials\/\d+$/);
    await expect.poll(() => page.locator('h1').textContent()).toMatch(/ from Kenya$/);
    expect(errors).toEqual([]);
    await page.close();

    const french = await openPage('/fr/pages/testimonials?countryName=Kenya');
    await expect(french.page.getByTestId('testimonials-count').textContent()).resolves.toBe(`${kenya} témoignages sur ${total}`);
    await french.page.close();
  });
});

describe('information pages', () => {
  it('opens how to buy in French and the FAQ in Russian, with their headings and links in the language', async () => {
    const fr = await openPage('/fr/pages/how-to-buy');
    expect(fr.status).toBe(200);
    await expect(fr.page.locator('h1').textContent()).resolves.toBe(seedTitle('how-to-buy', 'fr'));
    await expect(fr.page.title()).resolves.toBe(`${seedTitle('how-to-buy', 'fr')} | Roro Motors`);
    await expect(fr.page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toMatch(/\/fr\/pages\/how-to-buy$/);
    await expect(fr.page.locator('link[rel="alternate"][hreflang="ru"]').getAttribute('href')).resolves.toMatch(/\/ru\/pages\/how-to-buy$/);
    await expect(fr.page.getByTestId('rich-content').locator('h2, li').count()).resolves.toBeGreaterThan(3);
    // Staff write "/pages/payments"; the French reader is sent to the French page.
    await expect(fr.page.getByTestId('rich-content').locator('a[href="/fr/pages/payments"]').count()).resolves.toBeGreaterThan(0);
    await expect(fr.page.getByTestId('rich-content').locator('a[href^="/pages/"], a[href^="/stocklist"]').count()).resolves.toBe(0);
    await expect(fr.page.getByTestId('site-footer').getByRole('link', { name: 'Calendrier des départs' }).getAttribute('href')).resolves.toBe('/fr/pages/shipping-schedule');
    // The two addresses buyers write to: sales, and feedback on the site and the service.
    await expect(fr.page.getByTestId('site-footer').getByRole('link', { name: 'sales@roro-motors.example' }).getAttribute('href')).resolves.toBe('mailto:sales@roro-motors.example');
    await expect(fr.page.getByTestId('site-footer').getByRole('link', { name: 'feedback@roro-motors.example' }).getAttribute('href')).resolves.toBe('mailto:feedback@roro-motors.example');
    await expect(fr.page.getByTestId('site-footer').locator('address').innerText()).resolves.toContain('Vos remarques: feedback@roro-motors.example');
    await fr.page.close();

    const ru = await openPage('/ru/pages/faq');
    expect(ru.status).toBe(200);
    await expect(ru.page.locator('h1').textContent()).resolves.toBe(seedTitle('faq', 'ru'));
    await expect(ru.page.getByTestId('rich-content').textContent()).resolves.toMatch(/[а-яё]{4,}/);
    await ru.page.getByTestId('site-footer').getByRole('link', { name: 'Условия продажи' }).click();
    await ru.page.waitForURL(/\/ru\/pages\/terms$/);
    await expect.poll(() => ru.page.locator('h1').textContent()).toBe(seedTitle('terms', 'ru'));
    expect([...fr.errors, ...ru.errors]).toEqual([]);
    await ru.page.close();
  });

  it('lists the sales team on the WhatsApp page, each with a wa.me chat link of the number’s digits', async () => {
    const { page } = await openPage('/en/pages/whatsapp');
    const links = page.getByTestId('sales-team').locator('a[href^="https://wa.me/"]');
    await expect(links.evaluateAll((els) => els.map((el) => el.getAttribute('href')))).resolves.toEqual(
      staffSeed.map((p) => `https://wa.me/${p.whatsAppNumber.replace(/[^\d]/g, '')}`),
    );
    await expect(links.first().getAttribute('target')).resolves.toBe('_blank');
    await expect(page.getByRole('link', { name: `Chat with ${staffSeed[0]!.name} on WhatsApp`, exact: false }).count()).resolves.toBe(1);
    await page.close();
  });

  it('links every page of the site from the site map page', async () => {
    const { page } = await openPage('/pt/pages/sitemaps');
    const hrefs = await page.getByTestId('site-map').locator('a').evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    for (const p of pageSeed) expect(hrefs).toContain(`/pt/pages/${p.pageName}`);
    for (const path of ['/pt/pages/news', '/pt/pages/testimonials', '/pt/pages/countries', '/pt/pages/countries/kenya', '/pt/stocklist']) expect(hrefs).toContain(path);
    expect(hrefs.filter((h) => h?.startsWith('/pt/pages/news/')).length).toBeGreaterThan(10);
    await page.close();
  });

  it('answers 404 for a page, news item or country guide that does not exist', async () => {
    // The error page speaks the page's language.
    const titles = { en: 'Page not found', fr: 'Page introuvable', ru: 'Страница не найдена' } as const;
    for (const path of ['/en/pages/no-such-page', '/fr/pages/news/no-such-news', '/ru/pages/countries/atlantis', '/en/pages/testimonials/999999']) {
      const { page, status } = await openPage(path);
      expect(status, path).toBe(404);
      await expect(page.locator('h1').textContent()).resolves.toBe(titles[path.slice(1, 3) as keyof typeof titles]);
      await page.close();
    }
  });
});

describe('stored HTML', () => {
  let server: ServerProcess;
  let dataDir: string;

  // A storefront of its own: the shared one's database belongs to its process, and this page must never be in the demo data.
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'roro-e2e-html-'));
    const handle = await openDatabase({ dataDir: join(dataDir, 'pglite') });
    await migrateDatabase(handle);
    await seedDatabase(handle.db, { vehicles: 12 });
    const hostile =
      '<h2>Shipping update</h2><p id="safe">Our yard is open.</p><script>window.__ran = "script"; alert("script")</script>' +
      '<img src="/media/no-such-picture.webp" onerror="window.__ran = \'onerror\'; alert(\'onerror\')" alt="yard">' +
      '<a id="js-link" href="javascript:window.__ran=\'link\'">Click</a><p onmouseover="window.__ran=\'hover\'">Hover</p>' +
      '<iframe src="javascript:alert(\'frame\')"></iframe>';
    await queryRows(handle.db, sql`insert into pages (page_name, language, title, content) values ('yard-news', 'en', 'Yard news', ${hostile})`);
    await handle.close();
    server = await startServer({ DATA_DIR: dataDir, MEDIA_DIR: inject('mediaDir'), SEED_VEHICLES: '12' });
  });

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows the page without running any of its scripts, handlers or javascript: links', async () => {
    const page = await browser.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const response = await page.goto(`${server.baseUrl}/fr/pages/yard-news`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('#safe').textContent()).resolves.toBe('Our yard is open.');
    await expect(page.locator('main').textContent()).resolves.toContain('Cette page n’est pas encore traduite');
    const content = page.getByTestId('rich-content');
    await expect(content.locator('script, iframe, [onerror], [onmouseover]').count()).resolves.toBe(0);
    await expect(content.locator('img').getAttribute('alt')).resolves.toBe('yard');
    await content.locator('p', { hasText: 'Hover' }).hover();
    await content.locator('#js-link').click();
    await page.waitForTimeout(300);
    await expect(page.evaluate(() => (window as { __ran?: string }).__ran ?? null)).resolves.toBeNull();
    expect(dialogs).toEqual([]);
    await page.close();
  });
});
