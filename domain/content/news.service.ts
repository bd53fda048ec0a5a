// News (spec 000 §2 /pages/news): the list in a language, newest first and cursor paged, and one item by
// its newsName. Items are written in all four languages; a missing translation falls back to English.
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import { news } from '#db/schema/content.ts';
import type { Language, RequestContext } from '../context.ts';
import { InvalidInputError, NotFoundError } from '../errors.ts';
import { isLookupKey } from '../text-input.ts';
import { sanitizeHtml, plainText } from './html.ts';
import { afterCursor, decodeCursor, pageSize, toPage, type Page } from './paging.ts';

export interface NewsRecord {
  id: number;
  uuid: string;
  newsName: string;
  language: string;
  title: string;
  /** Cleaned HTML. */
  content: string;
  /** The opening words, as plain text. */
  summary: string;
  publishedAt: Date;
  createdAt: Date;
  updatedAt: Date;
}

export type NewsConnection = Page<NewsRecord> & { totalCount: number };

const columns = {
  id: news.id,
  uuid: news.uuid,
  newsName: news.newsName,
  language: news.language,
  title: news.title,
  content: news.content,
  publishedAt: news.publishedAt,
  createdAt: news.createdAt,
  updatedAt: news.updatedAt,
};

/** Links in the content lead to pages in the reader's language, even when the item falls back to English. */
function toRecord(row: Omit<NewsRecord, 'summary'>, readerLanguage: Language): NewsRecord {
  return { ...row, content: sanitizeHtml(row.content, readerLanguage), summary: plainText(row.content, 220) };
}

/** Published items whose date has come: one dated in the future waits for its day, and a draft is never shown. */
const visible = (ctx: RequestContext): SQL => and(eq(news.status, 'Published'), lt(news.publishedAt, ctx.now))!;
const published = (ctx: RequestContext, language: Language): SQL => and(eq(news.language, language), visible(ctx))!;

export async function newsList(
  ctx: RequestContext,
  args: { language?: Language | null; cursor?: string | null; first?: number | null } = {},
): Promise<NewsConnection | InvalidInputError> {
  const language = args.language ?? ctx.language;
  const size = pageSize(args.first, 10, 50);
  if (size instanceof InvalidInputError) return size;
  const after = args.cursor ? decodeCursor(args.cursor) : null;
  if (after instanceof InvalidInputError) return after;
  const where = after
    ? and(published(ctx, language), afterCursor(news, news.publishedAt, news.id, after))
    : published(ctx, language);
  const [rows, totalCount] = await Promise.all([
    ctx.db.select(columns).from(news).where(where).orderBy(desc(news.publishedAt), desc(news.id)).limit(size + 1),
    ctx.db.$count(news, published(ctx, language)),
  ]);
  return { ...toPage(rows.map((row) => toRecord(row, language)), size, (n) => n.publishedAt, after !== null), totalCount };
}

export async function newsDetail(ctx: RequestContext, args: { newsName: string; language?: Language | null }): Promise<NewsRecord | NotFoundError> {
  const language = args.language ?? ctx.language;
  if (!isLookupKey(args.newsName)) return new NotFoundError('There is no such news.');
  const rows = await ctx.db
    .select(columns)
    .from(news)
    .where(and(eq(news.newsName, args.newsName), visible(ctx)))
    .limit(10);
  const row = rows.find((r) => r.language === language) ?? rows.find((r) => r.language === 'en');
  return row ? toRecord(row, language) : new NotFoundError(`There is no news “${args.newsName}”.`);
}
