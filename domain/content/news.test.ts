import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#db/client.ts';
import { news as newsSeed } from '#db/seed/content/news.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import type { RequestContext } from '../context.ts';
import { InvalidInputError, NotFoundError } from '../errors.ts';
import { newsDetail, newsList } from './news.service.ts';

let ctx: RequestContext;
beforeAll(async () => {
  ctx = testContext(await openSeededDatabase());
});

/** What the fixture's "today" has published, newest first. */
const published = () =>
  newsSeed
    .filter((n) => new Date(n.publishedAt) < ctx.now)
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
    .map((n) => n.newsName);

describe('newsList', () => {
  it('pages through every published item newest first, in the language asked for, without repeats', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await newsList({ ...ctx, language: 'fr' }, { cursor, first: 5 });
      if (page instanceof Error) throw page;
      expect(page.totalCount).toBe(published().length);
      expect(page.pageInfo.hasPreviousPage).toBe(pages > 0);
      for (const edge of page.edges) {
        expect(edge.node.language).toBe('fr');
        seen.push(edge.node.newsName);
      }
      cursor = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      pages++;
    } while (cursor);
    expect(seen).toEqual(published());
    expect(pages).toBe(Math.ceil(published().length / 5));
  });

  it('pages through items published at the same instant, to the microsecond, each once', async () => {
    // Three items posted together (one statement, one timestamp with microseconds), older than the rest.
    await queryRows(
      ctx.db,
      sql`insert into news (news_name, language, title, content, published_at) select 'batch-' || n, 'ru', 'Партия ' || n, '<p>…</p>', '2020-01-01 00:00:00.123456+00' from generate_series(1, 3) n`,
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await newsList({ ...ctx, language: 'ru' }, { cursor, first: 1 });
      if (page instanceof Error) throw page;
      seen.push(...page.edges.map((e) => e.node.newsName));
      cursor = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (cursor);
    expect(seen).toEqual([...published(), 'batch-3', 'batch-2', 'batch-1']);
  });

  it('keeps items dated after today back, and answers a bad cursor or size as input errors', async () => {
    const future = newsSeed.filter((n) => new Date(n.publishedAt) >= ctx.now).map((n) => n.newsName);
    expect(future.length).toBeGreaterThan(0);
    const all = await newsList(ctx, { first: 50 });
    if (all instanceof Error) throw all;
    expect(all.edges.map((e) => e.node.newsName)).not.toContain(future[0]);
    expect(await newsList(ctx, { cursor: 'nonsense' })).toBeInstanceOf(InvalidInputError);
    expect(((await newsList(ctx, { first: 0 })) as InvalidInputError).issues).toEqual([{ fieldname: 'first', message: 'Ask for 1 to 50 items.' }]);
  });

  it('never shows a draft, in the list or alone', async () => {
    const [item] = await queryRows<{ newsName: string }>(ctx.db, sql`select news_name as "newsName" from news where language = 'en' and published_at < ${ctx.now.toISOString()}::timestamptz order by published_at desc limit 1`);
    await queryRows(ctx.db, sql`update news set status = 'Draft' where news_name = ${item!.newsName} and language = 'en'`);
    const list = await newsList(ctx, { first: 50 });
    expect(!(list instanceof Error) && list.edges.map((e) => e.node.newsName)).not.toContain(item!.newsName);
    expect(await newsDetail(ctx, { newsName: item!.newsName })).toBeInstanceOf(NotFoundError);
    await queryRows(ctx.db, sql`update news set status = 'Published' where news_name = ${item!.newsName} and language = 'en'`);
    expect(await newsDetail(ctx, { newsName: item!.newsName })).toMatchObject({ newsName: item!.newsName });
  });

  it('gives each item a plain-text summary', async () => {
    const page = await newsList(ctx, { first: 1 });
    if (page instanceof Error) throw page;
    expect(page.edges[0]!.node.summary).not.toMatch(/<|>/);
    expect(page.edges[0]!.node.summary.length).toBeGreaterThan(40);
  });
});

describe('newsDetail', () => {
  it('answers one item by its newsName in the language, or NotFoundError', async () => {
    const name = published()[0]!;
    const item = await newsDetail({ ...ctx, language: 'ru' }, { newsName: name });
    if (item instanceof Error) throw item;
    expect(item).toMatchObject({ newsName: name, language: 'ru', title: newsSeed.find((n) => n.newsName === name)!.title.ru });
    expect(item.content).toContain('<p>');
    expect(await newsDetail(ctx, { newsName: 'no-such-news' })).toBeInstanceOf(NotFoundError);
  });
});
