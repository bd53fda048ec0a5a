// News, information pages and country pages for editors (issue 16): each is one name (its address) with a
// version in each of the four languages; the list shows which languages a name has and which it lacks.
// A version is saved with its status (Draft or Published) and publish date: the storefront shows a
// Published version once its date has come, and a Draft one never. The HTML from the editor is cleaned
// before it is stored (and again on display). Every write is one transaction with its audit entry, and
// reaches every process and its page cache within a second (ADR 027).
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { countryPages, news, pages } from '#db/schema/content.ts';
import { countries } from '#db/schema/geography.ts';
import { PUBLICATION_STATUSES, type PublicationStatus } from '#db/schema/enum-values.ts';
import { queryRows, type Database } from '#db/client.ts';
import { LANGUAGES, type Language, type RequestContext } from '../context.ts';
import { type AuthenticationError, InvalidInputError, type InputIssue, type NotAuthenticatedError, NotFoundError, toInvalidInput } from '../errors.ts';
import { mediaUrl } from '../media.ts';
import { recordAudit, staffCheck } from '../staff/audit.ts';
import type { MediaStore } from '../stock/media-store.ts';
import { type EncodedImage, encodeContentImage, removeImages, writeImages } from './content-images.ts';
import { ARTICLE_KINDS, type ArticleKind, CONTENT_NAME, LANGUAGE_NAMES } from './content-kinds.ts';
import { plainText, sanitizeHtml } from './html.ts';
import { siteDataApplied } from './site-data-registry.ts';
import { siteDataChanged } from './site-data.ts';

export type StaffRefusal = NotAuthenticatedError | AuthenticationError;

/** What the storefront does with a version now: shows it, will show it from its date, or never (a draft). */
export type PublicationState = 'Published' | 'Scheduled' | 'Draft';

export interface ArticleVersion {
  language: Language;
  title: string;
  /** Cleaned HTML, without the reader's language in its links (as stored). */
  content: string;
  description: string | null;
  status: PublicationStatus;
  state: PublicationState;
  publishedAt: Date;
  updatedAt: Date;
  /** Media paths (or addresses) as stored, and the addresses they are served at. */
  headerImagePc: string | null;
  headerImageSp: string | null;
  headerImagePcUrl: string | null;
  headerImageSpUrl: string | null;
}

export interface Article {
  kind: ArticleKind;
  name: string;
  /** Country pages: the country the page is about (ISO code and English name). */
  country: { code: string; name: string } | null;
  versions: ArticleVersion[];
  /** The languages without a version: the storefront shows English there (and nothing where English lacks). */
  missing: Language[];
}

export interface ArticleSummary {
  name: string;
  /** In English where it has one, else in the first language it has. */
  title: string;
  country: { code: string; name: string } | null;
  versions: { language: Language; state: PublicationState; publishedAt: Date }[];
  missing: Language[];
  /** The newest publish date of its versions (the news list's order). */
  latest: Date;
}

// --- The three tables, seen alike ------------------------------------------------------------------------

const SOURCES = {
  news: { table: news, name: news.newsName, language: news.language },
  pages: { table: pages, name: pages.pageName, language: pages.language },
  'country-pages': { table: countryPages, name: countryPages.pageName, language: countryPages.language },
} as const;

function versionColumns(kind: ArticleKind) {
  const t = SOURCES[kind].table;
  const withPage = kind === 'news' ? null : (t as typeof pages | typeof countryPages);
  return {
    name: SOURCES[kind].name,
    language: t.language,
    title: t.title,
    content: t.content,
    status: t.status,
    publishedAt: t.publishedAt,
    updatedAt: t.updatedAt,
    description: withPage ? withPage.description : sql<string | null>`null`,
    headerImagePc: withPage ? withPage.headerImagePc : sql<string | null>`null`,
    headerImageSp: withPage ? withPage.headerImageSp : sql<string | null>`null`,
    countryCode: kind === 'country-pages' ? countries.code : sql<string | null>`null`,
    countryName: kind === 'country-pages' ? countries.name : sql<string | null>`null`,
  };
}

async function selectVersions(db: Database, kind: ArticleKind, where?: SQL) {
  const base = db.select(versionColumns(kind)).from(SOURCES[kind].table);
  const joined = kind === 'country-pages' ? base.leftJoin(countries, eq(countries.id, countryPages.countryId)) : base;
  return joined.where(where).orderBy(asc(SOURCES[kind].name), asc(SOURCES[kind].language));
}

const isLanguageRow = (language: string): language is Language => (LANGUAGES as readonly string[]).includes(language);

export function publicationState(status: PublicationStatus, publishedAt: Date, now: Date): PublicationState {
  if (status === 'Draft') return 'Draft';
  return publishedAt < now ? 'Published' : 'Scheduled';
}

type VersionRow = Awaited<ReturnType<typeof selectVersions>>[number];

function toVersion(ctx: RequestContext, row: VersionRow): ArticleVersion {
  return {
    language: row.language as Language,
    title: row.title,
    content: row.content,
    description: row.description,
    status: row.status,
    state: publicationState(row.status, row.publishedAt, ctx.now),
    publishedAt: row.publishedAt,
    updatedAt: row.updatedAt,
    headerImagePc: row.headerImagePc,
    headerImageSp: row.headerImageSp,
    headerImagePcUrl: row.headerImagePc ? mediaUrl(ctx.site, row.headerImagePc) : null,
    headerImageSpUrl: row.headerImageSp ? mediaUrl(ctx.site, row.headerImageSp) : null,
  };
}

function byName(ctx: RequestContext, kind: ArticleKind, rows: VersionRow[]): Article[] {
  const articles = new Map<string, Article>();
  for (const row of rows) {
    if (!isLanguageRow(row.language)) continue;
    let article = articles.get(row.name);
    if (!article) {
      article = { kind, name: row.name, country: row.countryCode && row.countryName ? { code: row.countryCode, name: row.countryName } : null, versions: [], missing: [] };
      articles.set(row.name, article);
    }
    article.versions.push(toVersion(ctx, row));
  }
  for (const article of articles.values()) {
    article.versions.sort((a, b) => LANGUAGES.indexOf(a.language) - LANGUAGES.indexOf(b.language));
    article.missing = LANGUAGES.filter((l) => !article.versions.some((v) => v.language === l));
  }
  return [...articles.values()];
}

// --- Reading ---------------------------------------------------------------------------------------------

/**
 * Every name of a kind with the languages it has and lacks: news newest first, pages by name. A word
 * narrows to names or titles that hold it; `missingOnly` to the names lacking a language.
 */
export async function articlesByAdmin(ctx: RequestContext, kind: ArticleKind, args: { keyword?: string | null; missingOnly?: boolean } = {}): Promise<ArticleSummary[] | StaffRefusal> {
  const refused = staffCheck(ctx.viewer, { content: ['list'] });
  if (refused) return refused;
  const keyword = args.keyword?.trim().toLowerCase() ?? '';
  const summaries = byName(ctx, kind, await selectVersions(ctx.db, kind))
    .filter((a) => (!args.missingOnly || a.missing.length > 0) && (!keyword || a.name.includes(keyword) || a.versions.some((v) => v.title.toLowerCase().includes(keyword))))
    .map((a) => ({
      name: a.name,
      title: (a.versions.find((v) => v.language === 'en') ?? a.versions[0]!).title,
      country: a.country,
      versions: a.versions.map((v) => ({ language: v.language, state: v.state, publishedAt: v.publishedAt })),
      missing: a.missing,
      latest: new Date(Math.max(...a.versions.map((v) => v.publishedAt.getTime()))),
    }));
  return kind === 'news' ? summaries.sort((a, b) => b.latest.getTime() - a.latest.getTime() || a.name.localeCompare(b.name)) : summaries;
}

/** One name with every version it has; NotFoundError when no language has it yet. */
export async function articleByAdmin(ctx: RequestContext, kind: ArticleKind, name: string): Promise<Article | StaffRefusal | NotFoundError> {
  const refused = staffCheck(ctx.viewer, { content: ['list'] });
  if (refused) return refused;
  const notFound = new NotFoundError(`There is no ${kind === 'news' ? 'news item' : kind === 'pages' ? 'page' : 'country page'} “${name}”.`);
  if (!CONTENT_NAME.test(name)) return notFound;
  const [article] = byName(ctx, kind, await selectVersions(ctx.db, kind, eq(SOURCES[kind].name, name)));
  return article ?? notFound;
}

export interface ContentOverview {
  articles: { kind: ArticleKind; count: number; missingCount: number; draftCount: number }[];
  banners: { count: number; draftCount: number };
  testimonials: { count: number; draftCount: number };
}

/** The content hub's figures: how many of each kind, how many lack a language, how many are drafts. */
export async function contentOverview(ctx: RequestContext): Promise<ContentOverview | StaffRefusal> {
  const refused = staffCheck(ctx.viewer, { content: ['list'] });
  if (refused) return refused;
  const articles = await Promise.all(
    ARTICLE_KINDS.map(async (kind) => {
      const all = byName(ctx, kind, await selectVersions(ctx.db, kind));
      return { kind, count: all.length, missingCount: all.filter((a) => a.missing.length > 0).length, draftCount: all.filter((a) => a.versions.some((v) => v.status === 'Draft')).length };
    }),
  );
  const counts = async (table: 'banners' | 'testimonials') => {
    const [row] = await queryRows<{ count: number; drafts: number }>(ctx.db, sql`select count(*)::int as count, (count(*) filter (where status = 'Draft'))::int as drafts from ${sql.identifier(table)}`);
    return { count: Number(row?.count ?? 0), draftCount: Number(row?.drafts ?? 0) };
  };
  return { articles, banners: await counts('banners'), testimonials: await counts('testimonials') };
}

// --- Writing ---------------------------------------------------------------------------------------------

const MAX_CONTENT = 200_000;

/** "2026-11-26T09:30" from a form (UTC, as the page says), or any ISO date and time from the API. */
export function parseDateTime(text: string): Date | null {
  const value = text.trim();
  if (!value) return null;
  const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(value) ? `${value}Z` : /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) || !/^\d{4}-\d{2}-\d{2}/.test(value) ? null : date;
}

/** A picture given by address (the API): a site media path or an https address. */
export const IMAGE_ADDRESS = /^(https:\/\/[^\s"'<>]+|[a-z0-9][a-z0-9/._-]*\.(webp|jpe?g|png|avif))$/i;

const articleSchema = z.object({
  title: z.string().trim().min(1, 'A title is required.').max(200, 'A title is at most 200 characters.'),
  content: z
    .string()
    .max(MAX_CONTENT, `The text is at most ${MAX_CONTENT.toLocaleString('en-US')} characters of HTML.`)
    .transform((html) => sanitizeHtml(html).trim())
    .refine((html) => plainText(html, 10).length > 0 || /<img\b/.test(html), 'The text is required.'),
  description: z
    .string()
    .trim()
    .max(300, 'The description is at most 300 characters.')
    .nullish()
    .transform((d) => d || null),
  status: z.enum(PUBLICATION_STATUSES, { error: 'Choose Draft or Published.' }),
  publishedAt: z.string().nullish(),
  countryCode: z.string().trim().toUpperCase().nullish(),
  headerImagePc: z.string().trim().regex(IMAGE_ADDRESS, 'A picture is a media path or an https address.').nullish().or(z.literal('')),
  headerImageSp: z.string().trim().regex(IMAGE_ADDRESS, 'A picture is a media path or an https address.').nullish().or(z.literal('')),
});

export type ArticleInput = z.input<typeof articleSchema>;

/** Pictures sent with a page's version (the back office's form): replace the header pictures. */
export interface ArticleUploads {
  headerImagePc?: File | null;
  headerImageSp?: File | null;
  media?: MediaStore;
}

/** Commits a content write with its site-data change, and drops this process's copies after the commit. */
export async function contentTransaction<T>(ctx: RequestContext, write: (tx: Database) => Promise<T>): Promise<T> {
  const result = await ctx.db.transaction(async (tx) => {
    const written = await write(tx);
    if (!(written instanceof Error)) await siteDataChanged(tx, 'content', ctx.now);
    return written;
  });
  if (!(result instanceof Error)) siteDataApplied(ctx.db, 'content');
  return result;
}

async function encodeUploads(kind: ArticleKind, uploads: ArticleUploads | undefined): Promise<{ images: Partial<Record<'headerImagePc' | 'headerImageSp', EncodedImage>>; issues: InputIssue[] }> {
  const images: Partial<Record<'headerImagePc' | 'headerImageSp', EncodedImage>> = {};
  const issues: InputIssue[] = [];
  for (const [field, frame] of [
    ['headerImagePc', 'wide'],
    ['headerImageSp', 'phone'],
  ] as const) {
    const file = uploads?.[field];
    if (!file) continue;
    const encoded = await encodeContentImage(file, frame, field, `content/${kind}`);
    if ('data' in encoded) images[field] = encoded;
    else issues.push(encoded);
  }
  return { images, issues };
}

/**
 * Saves one language's version of a name (a new name or language is created): checked, its HTML cleaned,
 * with its status and publish date (empty: now). Country pages name their country; it is the page's in
 * every language. Answers the article as it now is.
 */
export async function saveArticle(
  ctx: RequestContext,
  kind: ArticleKind,
  name: string,
  language: Language,
  input: ArticleInput,
  uploads?: ArticleUploads,
): Promise<Article | StaffRefusal | InvalidInputError | NotFoundError> {
  const refused = staffCheck(ctx.viewer, { content: ['update'] });
  if (refused) return refused;
  const viewer = ctx.viewer!;
  const issues: InputIssue[] = [];
  if (!CONTENT_NAME.test(name)) issues.push({ fieldname: 'name', message: 'A name is lower-case letters, digits and dashes (at most 100), starting with a letter or digit.' });
  if (!(LANGUAGES as readonly string[]).includes(language)) issues.push({ fieldname: 'language', message: `The language is one of ${LANGUAGES.join(', ')}.` });
  const parsed = articleSchema.safeParse(input);
  if (!parsed.success) issues.push(...toInvalidInput(parsed.error).issues);
  const publishedAt = parsed.success && parsed.data.publishedAt?.trim() ? parseDateTime(parsed.data.publishedAt) : ctx.now;
  if (!publishedAt) issues.push({ fieldname: 'publishedAt', message: 'The publish date is a date and time, e.g. 2026-11-26T09:00 (UTC).' });
  let countryId: number | null = null;
  if (kind === 'country-pages') {
    const code = parsed.success ? parsed.data.countryCode : null;
    const [country] = code ? await ctx.db.select({ id: countries.id }).from(countries).where(eq(countries.code, code)) : [];
    if (country) countryId = country.id;
    else issues.push({ fieldname: 'countryCode', message: 'Choose the country the page is about.' });
  }
  const { images, issues: imageIssues } = await encodeUploads(kind, uploads);
  issues.push(...imageIssues);
  if (issues.length || !parsed.success || !publishedAt) return new InvalidInputError(issues);
  const data = parsed.data;
  if (!uploads?.media && Object.keys(images).length) throw new Error('The server has no media store for pictures.');
  const written = Object.values(images);
  const refusedImages = written.length ? await writeImages(uploads!.media!, written) : null;
  if (refusedImages) return refusedImages;

  const source = SOURCES[kind];
  const where = and(eq(source.name, name), eq(source.language, language));
  try {
    const result = await contentTransaction(ctx, async (tx) => {
      const [before] = await selectVersions(tx, kind, where);
      const noCreate = before ? null : staffCheck(viewer, { content: ['create'] });
      if (noCreate) return noCreate;
      const headerImagePc = images.headerImagePc?.path ?? (data.headerImagePc === undefined ? (before?.headerImagePc ?? null) : data.headerImagePc || null);
      const headerImageSp = images.headerImageSp?.path ?? (data.headerImageSp === undefined ? (before?.headerImageSp ?? null) : data.headerImageSp || null);
      const values = {
        title: data.title,
        content: data.content,
        status: data.status,
        publishedAt,
        updatedAt: ctx.now,
        ...(kind === 'news' ? {} : { description: data.description, headerImagePc, headerImageSp }),
        ...(kind === 'country-pages' ? { countryId: countryId! } : {}),
      };
      if (before) await tx.update(source.table).set(values).where(where);
      else await tx.insert(source.table).values({ ...values, [kind === 'news' ? 'newsName' : 'pageName']: name, language, ...(kind === 'news' ? { createdAt: ctx.now } : {}) } as never);
      // The country is the page's, whichever language names it.
      if (kind === 'country-pages') await tx.update(countryPages).set({ countryId: countryId! }).where(eq(countryPages.pageName, name));
      const after = { title: values.title, content: values.content, status: values.status, publishedAt, description: data.description ?? null, headerImagePc, headerImageSp, countryCode: data.countryCode ?? null };
      const was = before ? { title: before.title, content: before.content, status: before.status, publishedAt: before.publishedAt, description: before.description, headerImagePc: before.headerImagePc, headerImageSp: before.headerImageSp, countryCode: before.countryCode } : null;
      await recordAudit(tx, viewer, { action: 'content.save', entity: kind, entityId: `${name}/${language}`, before: was, after }, ctx.now);
      return true;
    });
    if (result instanceof Error) {
      await removeImages(uploads?.media, written.map((i) => i.path));
      return result;
    }
  } catch (error) {
    await removeImages(uploads?.media, written.map((i) => i.path));
    throw error;
  }
  return articleByAdmin(ctx, kind, name);
}

/** Deletes one language's version of a name; the storefront then shows English there (or nothing). */
export async function deleteArticle(ctx: RequestContext, kind: ArticleKind, name: string, language: Language): Promise<{ ok: true } | StaffRefusal | NotFoundError> {
  const refused = staffCheck(ctx.viewer, { content: ['delete'] });
  if (refused) return refused;
  const viewer = ctx.viewer!;
  const notFound = new NotFoundError(`There is no ${LANGUAGE_NAMES[language] ?? language} version of “${name}”.`);
  if (!CONTENT_NAME.test(name) || !(LANGUAGES as readonly string[]).includes(language)) return notFound;
  const source = SOURCES[kind];
  const where = and(eq(source.name, name), eq(source.language, language));
  const result = await contentTransaction(ctx, async (tx) => {
    const [before] = await selectVersions(tx, kind, where);
    if (!before) return notFound;
    await tx.delete(source.table).where(where);
    await recordAudit(tx, viewer, { action: 'content.delete', entity: kind, entityId: `${name}/${language}`, before: { title: before.title, content: before.content, status: before.status, publishedAt: before.publishedAt } }, ctx.now);
    return true;
  });
  return result instanceof Error ? result : { ok: true };
}

/** The countries a country page or a testimonial may name, by English name. */
export async function countryChoices(ctx: RequestContext): Promise<{ code: string; name: string }[]> {
  return ctx.db.select({ code: countries.code, name: countries.name }).from(countries).orderBy(asc(countries.name));
}
