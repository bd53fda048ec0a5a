import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#db/client.ts';
import { countryPages as countryPageSeed } from '#db/seed/content/country-pages.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import type { RequestContext } from '../context.ts';
import { NotFoundError } from '../errors.ts';
import { CONTENT_PAGE_NAMES, countryPageByName, countryPageList, pageByName } from './pages.service.ts';

let ctx: RequestContext;
beforeAll(async () => {
  ctx = testContext(await openSeededDatabase());
});

describe('pageByName', () => {
  it('has every content page in every language', async () => {
    for (const language of ['en', 'fr', 'pt', 'ru'] as const) {
      for (const pageName of CONTENT_PAGE_NAMES) {
        const page = await pageByName(ctx, { pageName, language });
        if (page instanceof Error) throw new Error(`${pageName} (${language}): ${page.message}`);
        expect(page.language).toBe(language);
        expect(page.title.length).toBeGreaterThan(3);
        expect(page.content.length).toBeGreaterThan(200);
      }
    }
  });

  it('falls back to English for a page not yet translated, and cleans its HTML', async () => {
    await queryRows(
      ctx.db,
      sql`insert into pages (page_name, language, title, content, published_at) values ('only-english', 'en', 'Only English', '<p>Hello</p><script>alert(1)</script><img src="x" onerror="alert(2)">', '2026-01-01')`,
    );
    const page = await pageByName(ctx, { pageName: 'only-english', language: 'pt' });
    if (page instanceof Error) throw page;
    expect(page).toMatchObject({ language: 'en', title: 'Only English', content: '<p>Hello</p><img src="x" />', description: 'Hello' });
  });

  it('shows only published versions whose date has come: a French draft gives the English page, one dated later waits', async () => {
    await queryRows(
      ctx.db,
      sql`insert into pages (page_name, language, title, content, status, published_at) values
          ('staged', 'en', 'Staged', '<p>Soon</p>', 'Published', '2026-12-01'), ('staged', 'fr', 'Mis en scène', '<p>Bientôt</p>', 'Draft', '2026-01-01'),
          ('half-done', 'en', 'Half done', '<p>Ready</p>', 'Published', '2026-01-01'), ('half-done', 'fr', 'À moitié', '<p>Pas prêt</p>', 'Draft', '2026-01-01')`,
    );
    expect(await pageByName({ ...ctx, language: 'fr' }, { pageName: 'half-done' })).toMatchObject({ language: 'en', title: 'Half done' });
    expect(await pageByName({ ...ctx, language: 'fr' }, { pageName: 'staged' })).toBeInstanceOf(NotFoundError);
    expect(await pageByName({ ...ctx, now: new Date('2026-12-02T00:00:00Z') }, { pageName: 'staged' })).toMatchObject({ title: 'Staged' });
  });

  it('answers NotFoundError for an unknown or malformed pageName', async () => {
    expect(await pageByName(ctx, { pageName: 'no-such-page' })).toBeInstanceOf(NotFoundError);
    expect(await pageByName(ctx, { pageName: '../etc/passwd' })).toBeInstanceOf(NotFoundError);
  });
});

describe('country pages', () => {
  it('answers one by pageName with its country in the language', async () => {
    const page = await countryPageByName({ ...ctx, language: 'ru' }, { pageName: 'kenya' });
    if (page instanceof Error) throw page;
    expect(page).toMatchObject({ pageName: 'kenya', language: 'ru', country: { code: 'KE', name: 'Kenya', localName: 'Кения' } });
    expect(await countryPageByName(ctx, { pageName: 'atlantis' })).toBeInstanceOf(NotFoundError);
  });

  it('lists every country page once, by country name in the language', async () => {
    const list = await countryPageList({ ...ctx, language: 'fr' });
    expect(list.map((p) => p.pageName).sort()).toEqual(countryPageSeed.map((p) => p.pageName).sort());
    const names = list.map((p) => p.country.localName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')));
    for (const page of list) expect(page.language).toBe('fr');
  });
});
