// /sitemap.xml: an index of per-language sitemaps, each listing the pages that exist (the content pages,
// country guides, news and testimonials among them) and every vehicle that can be bought, in files of at
// most 50,000 addresses as the sitemap protocol allows.
import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import { news, testimonials } from '#db/schema/content.ts';
import { LANGUAGES, type Language, type RequestContext } from '../context.ts';
import { stockSnapshot } from '../catalogue/stock-index.ts';
import { countryPageList, pageList } from '../content/pages.service.ts';
import { absoluteUrl, vehicleUrl } from './site-urls.ts';

export const URLS_PER_SITEMAP = 50_000;
/** Pages outside the stock and the content tables that exist for every language. */
const PAGE_PATHS = ['', '/stocklist', '/pages/news', '/pages/testimonials', '/pages/countries', '/referral-program', '/newsletter'];

/** Every page of a language's site but the vehicles: fixed pages, content pages, country guides, published news, testimonials. */
async function pagePaths(ctx: RequestContext, language: Language): Promise<string[]> {
  const context = { ...ctx, language };
  const [pages, countryPages, newsNames, testimonialIds] = await Promise.all([
    pageList(context),
    countryPageList(context),
    // Published items in the language or in English (the page falls back to English); drafts are not pages.
    ctx.db
      .selectDistinct({ newsName: news.newsName })
      .from(news)
      .where(and(eq(news.status, 'Published'), lt(news.publishedAt, ctx.now), inArray(news.language, [language, 'en'])))
      .orderBy(asc(news.newsName)),
    ctx.db.select({ id: testimonials.id }).from(testimonials).where(eq(testimonials.status, 'Published')).orderBy(asc(testimonials.id)),
  ]);
  return [
    ...PAGE_PATHS,
    ...pages.map((p) => `/pages/${p.pageName}`),
    ...countryPages.map((p) => `/pages/countries/${p.pageName}`),
    ...newsNames.map((n) => `/pages/news/${n.newsName}`),
    ...testimonialIds.map((t) => `/pages/testimonials/${t.id}`),
  ];
}

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

async function availableStock(ctx: RequestContext): Promise<string[]> {
  const s = await stockSnapshot(ctx.db);
  const numbers: string[] = [];
  for (let i = 0; i < s.size; i++) if (s.available[i] === 1) numbers.push(s.stockNumber[i]!);
  return numbers;
}

export async function sitemapIndex(ctx: RequestContext): Promise<string> {
  const parts = Math.max(1, Math.ceil((await availableStock(ctx)).length / URLS_PER_SITEMAP));
  const entries = LANGUAGES.flatMap((language) => [
    `/sitemaps/${language}-pages.xml`,
    ...Array.from({ length: parts }, (_, i) => `/sitemaps/${language}-vehicles-${i + 1}.xml`),
  ]);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries
    .map((path) => `  <sitemap><loc>${escapeXml(absoluteUrl(ctx.site, path))}</loc></sitemap>`)
    .join('\n')}\n</sitemapindex>\n`;
}

function urlset(urls: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
    .map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`)
    .join('\n')}\n</urlset>\n`;
}

/** One sitemap file by name ("en-pages", "fr-vehicles-2"); null when there is no such file. */
export async function sitemapFile(ctx: RequestContext, name: string): Promise<string | null> {
  const match = /^(en|fr|pt|ru)-(pages|vehicles-(\d+))$/.exec(name);
  if (!match) return null;
  const language = match[1] as Language;
  if (match[2] === 'pages') return urlset((await pagePaths(ctx, language)).map((path) => absoluteUrl(ctx.site, `/${language}${encodeURI(path)}`)));
  const part = Number(match[3]);
  const numbers = await availableStock(ctx);
  const slice = numbers.slice((part - 1) * URLS_PER_SITEMAP, part * URLS_PER_SITEMAP);
  if (part < 1 || (slice.length === 0 && part > 1)) return null;
  return urlset(slice.map((stockNumber) => vehicleUrl(ctx.site, language, stockNumber)));
}

export function robotsTxt(ctx: RequestContext): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /graphql', 'Disallow: /*?*cursor=', '', `Sitemap: ${absoluteUrl(ctx.site, '/sitemap.xml')}`, ''].join('\n');
}
