import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#db/client.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import type { RequestContext } from '../context.ts';
import { robotsTxt, sitemapFile, sitemapIndex } from './sitemap.service.ts';
import { languageAlternates, vehicleUrl } from './site-urls.ts';

let ctx: RequestContext;
beforeAll(async () => {
  ctx = testContext(await openSeededDatabase(), { site: { mediaBaseUrl: '/media', siteUrl: 'https://www.roro-motors.example' } });
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe('sitemaps', () => {
  it('index a pages file and a vehicles file per language', async () => {
    expect(locs(await sitemapIndex(ctx))).toEqual(
      ['en', 'fr', 'pt', 'ru'].flatMap((l) => [`https://www.roro-motors.example/sitemaps/${l}-pages.xml`, `https://www.roro-motors.example/sitemaps/${l}-vehicles-1.xml`]),
    );
  });

  it('list every vehicle that can be bought, once, and nothing else', async () => {
    const available = await queryRows<{ stock_number: string }>(ctx.db, sql`select stock_number from vehicles where status in ('OnSale', 'LocalStockOnSale')`);
    const urls = locs((await sitemapFile(ctx, 'fr-vehicles-1'))!);
    expect(urls.sort()).toEqual(available.map((v) => `https://www.roro-motors.example/fr/stocklist/${v.stock_number}`).sort());
    expect(await sitemapFile(ctx, 'en-vehicles-2')).toBeNull();
    expect(await sitemapFile(ctx, 'xx-pages')).toBeNull();
  });

  it('list the fixed pages, every content page, country guide, published news item and testimonial of the language', async () => {
    const urls = locs((await sitemapFile(ctx, 'pt-pages'))!).map((url) => url.replace('https://www.roro-motors.example', ''));
    expect(urls.slice(0, 5)).toEqual(['/pt', '/pt/stocklist', '/pt/pages/news', '/pt/pages/testimonials', '/pt/pages/countries']);
    for (const path of ['/pt/pages/how-to-buy', '/pt/pages/shipping-schedule', '/pt/pages/whatsapp', '/pt/pages/sitemaps', '/pt/pages/countries/kenya']) expect(urls).toContain(path);
    const [counts] = await queryRows<{ pages: number; country_pages: number; news: number; future_news: number; testimonials: number }>(
      ctx.db,
      sql`select (select count(distinct page_name) from pages)::int as pages, (select count(distinct page_name) from country_pages)::int as country_pages,
          (select count(distinct news_name) from news where published_at < ${ctx.now.toISOString()}::timestamptz)::int as news,
          (select count(distinct news_name) from news where published_at >= ${ctx.now.toISOString()}::timestamptz)::int as future_news,
          (select count(*) from testimonials)::int as testimonials`,
    );
    expect(urls.filter((u) => /^\/pt\/pages\/[^/]+$/.test(u) && !['/pt/pages/news', '/pt/pages/testimonials', '/pt/pages/countries'].includes(u))).toHaveLength(counts!.pages);
    expect(urls.filter((u) => u.startsWith('/pt/pages/countries/'))).toHaveLength(counts!.country_pages);
    expect(urls.filter((u) => u.startsWith('/pt/pages/news/'))).toHaveLength(counts!.news);
    expect(counts!.future_news).toBeGreaterThan(0);
    expect(urls.filter((u) => u.startsWith('/pt/pages/testimonials/'))).toHaveLength(counts!.testimonials);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('are announced by robots.txt, which keeps crawlers off the API and page cursors', () => {
    const robots = robotsTxt(ctx);
    expect(robots).toContain('Sitemap: https://www.roro-motors.example/sitemap.xml');
    expect(robots).toContain('Disallow: /graphql');
  });
});

describe('site addresses', () => {
  it('build absolute vehicle URLs and language alternates with an x-default', () => {
    expect(vehicleUrl(ctx.site, 'pt', 'RR100001')).toBe('https://www.roro-motors.example/pt/stocklist/RR100001');
    expect(languageAlternates(ctx.site, '/stocklist').map((a) => `${a.hreflang} ${a.href}`)).toEqual([
      'en https://www.roro-motors.example/en/stocklist',
      'fr https://www.roro-motors.example/fr/stocklist',
      'pt https://www.roro-motors.example/pt/stocklist',
      'ru https://www.roro-motors.example/ru/stocklist',
      'x-default https://www.roro-motors.example/en/stocklist',
    ]);
  });
});
