import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { CARD_LINK } from './cards.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});

describe('search-engine visibility', () => {
  it('gives a vehicle page its title, canonical address, language alternates, Open Graph and Car JSON-LD', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/ru/stocklist`);
    const href = await page.locator(CARD_LINK).first().getAttribute('href');
    await page.goto(`${baseUrl}${href}`);
    const stockNumber = href!.split('/').at(-1)!;
    expect(await page.title()).toContain(`номер ${stockNumber}`);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${baseUrl}/ru/stocklist/${stockNumber}`);
    const alternates = await page.locator('link[rel="alternate"]').evaluateAll((links) => links.map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`));
    expect(alternates).toEqual(['en', 'fr', 'pt', 'ru', 'x-default'].map((l) => `${l} ${baseUrl}/${l === 'x-default' ? 'en' : l}/stocklist/${stockNumber}`));
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(/^http.+\/media\/vehicles\/.+\.webp$/);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(jsonLd).toMatchObject({ '@type': 'Car', sku: stockNumber, offers: { '@type': 'Offer', priceCurrency: 'JPY' } });
    const shownPrice = Number((await page.getByTestId('vehicle-price-fob').textContent())!.replace(/\D/g, ''));
    expect(jsonLd.offers.price).toBe(shownPrice);
    await page.close();
  });

  it('serves robots.txt and a sitemap index whose vehicle sitemaps list real vehicle pages', async () => {
    const robots = await (await fetch(`${baseUrl}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
    const index = await fetch(`${baseUrl}/sitemap.xml`);
    expect(index.headers.get('content-type')).toContain('application/xml');
    const files = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(files).toContain(`${baseUrl}/sitemaps/en-vehicles-1.xml`);
    const vehicles = [...(await (await fetch(`${baseUrl}/sitemaps/en-vehicles-1.xml`)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(vehicles.length).toBeGreaterThan(200);
    expect((await fetch(vehicles[0]!)).status).toBe(200);
  });

  it('answers 404, not 500, for addresses with a NUL byte, a malformed id or an absurdly long name (an inquiry’s thanks page shows without the car)', async () => {
    const addresses = ['/en/stocklist/a%00b', '/en/stocklist/a%00b/thanks', '/en/pages/news/a%00b', '/fr/pages/testimonials/x', '/en/pages/testimonials/a%00b', '/en/pages/countries/a%00b', '/en/pages/a%00b', `/en/pages/news/${'a'.repeat(5000)}`];
    const statuses = await Promise.all(addresses.map(async (address) => `${(await fetch(`${baseUrl}${address}`)).status} ${address.slice(0, 40)}`));
    expect(statuses).toEqual(addresses.map((address) => `${address.endsWith('/thanks') ? 200 : 404} ${address.slice(0, 40)}`));
  });
});
