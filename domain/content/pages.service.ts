// Content pages (/pages/{pageName}: about us, payments, FAQ ...) and country pages (/pages/countries/{name}):
// one by its pageName in a language, English when the language lacks it; and the list of country pages.
import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import { countryPages, pages } from '#db/schema/content.ts';
import { countries } from '#db/schema/geography.ts';
import type { Language, RequestContext } from '../context.ts';
import { NotFoundError } from '../errors.ts';
import { mediaUrl } from '../media.ts';
import { plainText, sanitizeHtml } from './html.ts';

export interface PageRecord {
  id: number;
  uuid: string;
  pageName: string;
  /** The language the page is in: the one asked for, or English when it has no translation. */
  language: string;
  title: string;
  description: string;
  /** Cleaned HTML. */
  content: string;
  headerImagePc: string | null;
  headerImageSp: string | null;
  updatedAt: Date;
}

export interface CountryPageRecord extends PageRecord {
  country: { name: string; code: string; localName: string };
}

/** The pages every language has, by pageName (spec 000 §2). */
export const CONTENT_PAGE_NAMES = [
  'shipping-schedule',
  'aboutus',
  'payments',
  'contact',
  'faq',
  'qchecks',
  'how-to-buy',
  'privacy-policy',
  'terms',
  'whatsapp',
  'sitemaps',
  'facebook-page-community-guidelines',
] as const;

const languagesFor = (language: Language) => (language === 'en' ? ['en'] : [language, 'en']);

/** Versions the storefront shows: Published and dated before now (a draft never, a later one from its date). */
const visiblePage = (ctx: RequestContext) => and(eq(pages.status, 'Published'), lt(pages.publishedAt, ctx.now));
const visibleCountryPage = (ctx: RequestContext) => and(eq(countryPages.status, 'Published'), lt(countryPages.publishedAt, ctx.now));
const PAGE_NAME = /^[a-z0-9][a-z0-9-]{0,99}$/;

/** Links in the content lead to pages in the reader's language, even when the page falls back to English. */
function toRecord<T extends { description: string | null; content: string; headerImagePc: string | null; headerImageSp: string | null }>(
  ctx: RequestContext,
  row: T,
  readerLanguage: Language,
): T & { description: string } {
  return {
    ...row,
    description: row.description ?? plainText(row.content, 160),
    content: sanitizeHtml(row.content, readerLanguage),
    headerImagePc: row.headerImagePc ? mediaUrl(ctx.site, row.headerImagePc) : null,
    headerImageSp: row.headerImageSp ? mediaUrl(ctx.site, row.headerImageSp) : null,
  };
}

const pageColumns = {
  id: pages.id,
  uuid: pages.uuid,
  pageName: pages.pageName,
  language: pages.language,
  title: pages.title,
  description: pages.description,
  content: pages.content,
  headerImagePc: pages.headerImagePc,
  headerImageSp: pages.headerImageSp,
  updatedAt: pages.updatedAt,
};

export async function pageByName(ctx: RequestContext, args: { pageName: string; language?: Language | null }): Promise<PageRecord | NotFoundError> {
  const language = args.language ?? ctx.language;
  const notFound = new NotFoundError(`There is no page “${args.pageName}”.`);
  if (!PAGE_NAME.test(args.pageName)) return notFound;
  const rows = await ctx.db
    .select(pageColumns)
    .from(pages)
    .where(and(eq(pages.pageName, args.pageName), inArray(pages.language, languagesFor(language)), visiblePage(ctx)));
  const row = rows.find((r) => r.language === language) ?? rows[0];
  return row ? toRecord(ctx, row, language) : notFound;
}

const countryPageColumns = {
  id: countryPages.id,
  uuid: countryPages.uuid,
  pageName: countryPages.pageName,
  language: countryPages.language,
  title: countryPages.title,
  description: countryPages.description,
  content: countryPages.content,
  headerImagePc: countryPages.headerImagePc,
  headerImageSp: countryPages.headerImageSp,
  updatedAt: countryPages.updatedAt,
  countryName: countries.name,
  countryCode: countries.code,
  countryLocalNames: countries.localNames,
};

type CountryPageRow = Omit<PageRecord, 'description'> & { description: string | null; countryName: string; countryCode: string; countryLocalNames: Record<string, string> };

function toCountryPage(ctx: RequestContext, language: Language, row: CountryPageRow): CountryPageRecord {
  const { countryName, countryCode, countryLocalNames, ...page } = row;
  return { ...toRecord(ctx, page, language), country: { name: countryName, code: countryCode, localName: countryLocalNames[language] ?? countryName } };
}

export async function countryPageByName(ctx: RequestContext, args: { pageName: string; language?: Language | null }): Promise<CountryPageRecord | NotFoundError> {
  const language = args.language ?? ctx.language;
  const notFound = new NotFoundError(`There is no country page “${args.pageName}”.`);
  if (!PAGE_NAME.test(args.pageName)) return notFound;
  const rows = await ctx.db
    .select(countryPageColumns)
    .from(countryPages)
    .innerJoin(countries, eq(countries.id, countryPages.countryId))
    .where(and(eq(countryPages.pageName, args.pageName), inArray(countryPages.language, languagesFor(language)), visibleCountryPage(ctx)));
  const row = rows.find((r) => r.language === language) ?? rows[0];
  return row ? toCountryPage(ctx, language, row) : notFound;
}

/** Every country page in a language (English where one lacks a translation), by the country's name in that language. */
export async function countryPageList(ctx: RequestContext, args: { language?: Language | null } = {}): Promise<CountryPageRecord[]> {
  const language = args.language ?? ctx.language;
  const rows = await ctx.db
    .select(countryPageColumns)
    .from(countryPages)
    .innerJoin(countries, eq(countries.id, countryPages.countryId))
    .where(and(inArray(countryPages.language, languagesFor(language)), visibleCountryPage(ctx)))
    .orderBy(asc(countryPages.pageName));
  const byName = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (row.language === language || !byName.has(row.pageName)) byName.set(row.pageName, row);
  return [...byName.values()].map((row) => toCountryPage(ctx, language, row)).sort((a, b) => a.country.localName.localeCompare(b.country.localName, language));
}

/** Every content page's name and title in a language (English where one lacks a translation), for site maps. */
export async function pageList(ctx: RequestContext, args: { language?: Language | null } = {}): Promise<{ pageName: string; title: string; language: string }[]> {
  const language = args.language ?? ctx.language;
  const rows = await ctx.db
    .select({ pageName: pages.pageName, title: pages.title, language: pages.language })
    .from(pages)
    .where(and(inArray(pages.language, languagesFor(language)), visiblePage(ctx)))
    .orderBy(asc(pages.pageName));
  const byName = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (row.language === language || !byName.has(row.pageName)) byName.set(row.pageName, row);
  return [...byName.values()];
}
