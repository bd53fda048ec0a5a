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
    expect(locs((await sitemapFile(ctx, 'en-pages'))!)).toEqual(['https://www.roro-motors.example/en', 'https://www.roro-motors.example/en/stocklist']);
    expect(await sitemapFile(ctx, 'en-vehicles-2')).toBeNull();
    expect(await sitemapFile(ctx, 'xx-pages')).toBeNull();
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
