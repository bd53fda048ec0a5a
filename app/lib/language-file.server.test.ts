// The language files on the real database (PGlite, and PostgreSQL in CI): a language's texts and lists
// served as a script browsers keep for a year, under a version that moves when staff edit a translation
// and only then; the version a page named is still served after an edit, one another process made first
// is found, and the layout's data, which React Router writes into every page, names the version only.
import { sql } from 'drizzle-orm';
import { runInNewContext } from 'node:vm';
import { RouterContextProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { currentSearchFormOptions, searchFormOptions } from '#domain/catalogue/makers.service.ts';
import { saveTranslations } from '#domain/content/translation-admin.service.ts';
import { loadTranslations } from '#domain/content/translation.service.ts';
import type { Language } from '#domain/context.ts';
import { loadDestinations } from '#domain/trade/destinations.ts';
import { staffViewer } from '#tests/factories/viewers.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import { loader as layoutLoader } from '../routes/language-layout';
import { LANGUAGE_FILE_GLOBAL, type LanguageFileData } from './language-file';
import { buildLanguageFile, currentLanguageFile, languageFileResponse } from './language-file.server';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openSeededDatabase();
});

const ctx = () => testContext(handle);
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Runs a file as the browser would and returns what it put on the page's global. */
async function run(response: Response): Promise<Record<string, { version: string; data: LanguageFileData }>> {
  const self: Record<string, unknown> = {};
  runInNewContext(await response.text(), { self });
  return self[LANGUAGE_FILE_GLOBAL] as Record<string, { version: string; data: LanguageFileData }>;
}

const fileOf = async (language: Language, version: string) => languageFileResponse(ctx(), `${language}.${version}.js`);

describe('a language file', () => {
  it('carries the language’s texts, countries and currencies as a script kept a year', async () => {
    const file = await currentLanguageFile(ctx(), 'fr');
    expect(file.version).toMatch(/^[0-9a-f]{16}$/);
    const response = await fileOf('fr', file.version);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    const { fr } = await run(response);
    expect(fr!.version).toBe(file.version);
    expect(fr!.data.texts).toEqual(await loadTranslations(ctx(), 'fr'));
    expect(fr!.data.texts['order-this-vehicle']).toBe('Commander ce véhicule');
    // The header's lists in French: Japan among the countries, by French name; currencies by code.
    const countries = fr!.data.countries.map((c) => c.localName);
    expect(countries).toContain('Japon');
    expect(countries).toEqual([...countries].sort((a, b) => a.localeCompare(b, 'fr')));
    expect(fr!.data.countries.find((c) => c.name === 'Kenya')).toEqual({ name: 'Kenya', localName: 'Kenya', defaultCurrency: 'KES' });
    expect(fr!.data.currencies.find((c) => c.name === 'USD')).toBeDefined();
    expect(fr!.data.currencies.map((c) => c.name)).toEqual(fr!.data.currencies.map((c) => c.name).sort());
  });

  it('carries the search form’s makers with stock and the paint colours, which pages no longer carry', async () => {
    const { en } = await run(await fileOf('en', (await currentLanguageFile(ctx(), 'en')).version));
    expect(en!.data.searchForm).toEqual(await currentSearchFormOptions(ctx()));
    expect(en!.data.searchForm.makers).toContain('Toyota');
    expect(en!.data.searchForm.colors.find((c) => c.slug === 'white')).toBeDefined();
  });

  it('carries any text as it was written: quotes, backslashes, line separators, a closing script tag', async () => {
    const tricky = `l'acheteur "C:\\files\\" \n\u2028</script>{name}`;
    const file = buildLanguageFile('pt', { 'tricky-text': tricky }, await loadDestinations(ctx()), await searchFormOptions(ctx()));
    const { pt } = await run(new Response(file.body));
    expect(pt!.data.texts).toEqual({ 'tricky-text': tricky });
  });

  it('moves to a new version when staff edit a translation, keeps the other languages’ and still serves the old one', async () => {
    const [before, english] = await Promise.all([currentLanguageFile(ctx(), 'fr'), currentLanguageFile(ctx(), 'en')]);
    expect(await saveTranslations(testContext(handle, { viewer: staffViewer('editor', { prefix: 'lf' }) }), 'order-this-vehicle', { fr: 'Commander cette voiture' })).toEqual({ ok: true });
    const after = await currentLanguageFile(ctx(), 'fr');
    expect(after.version).not.toBe(before.version);
    expect((await run(await fileOf('fr', after.version))).fr!.data.texts['order-this-vehicle']).toBe('Commander cette voiture');
    // Browsers keep the English file they have: its texts did not change.
    expect((await currentLanguageFile(ctx(), 'en')).version).toBe(english.version);
    // A page rendered before the edit still finds the texts it was drawn with.
    const old = await fileOf('fr', before.version);
    expect(old.headers.get('cache-control')).toBe(IMMUTABLE);
    expect((await run(old)).fr!.data.texts['order-this-vehicle']).toBe('Commander ce véhicule');
  });

  it('is found when another process saw an edit first, and an unknown version is sent to the current one, unkept', async () => {
    const before = await currentLanguageFile(ctx(), 'ru');
    // As another process would change it: the row only, so this process's copy of the texts is stale.
    await handle.db.execute(sql`update translations set text = 'Заказать эту машину' where key = 'order-this-vehicle' and language = 'ru'`);
    const newer = buildLanguageFile('ru', await loadTranslations(ctx(), 'ru'), await loadDestinations(ctx()), await searchFormOptions(ctx()));
    expect((await currentLanguageFile(ctx(), 'ru')).version).toBe(before.version);
    const found = await fileOf('ru', newer.version);
    expect(found.headers.get('cache-control')).toBe(IMMUTABLE);
    expect((await run(found)).ru!.data.texts['order-this-vehicle']).toBe('Заказать эту машину');

    const unknown = await fileOf('ru', '0123456789abcdef');
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get('location')).toBe(`/texts/ru.${newer.version}.js`);
    expect(unknown.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 404 for any other name', async () => {
    for (const name of ['xx.0123456789abcdef.js', 'fr.0123.js', 'fr.0123456789abcdef.json', 'fr.0123456789ABCDEF.js', 'fr.js']) {
      expect((await languageFileResponse(ctx(), name)).status, name).toBe(404);
    }
  });
});

describe('the language layout’s data', () => {
  it('names the version of the language’s file and carries none of its texts or lists', async () => {
    const context = Object.assign(new RouterContextProvider(), { ctx: ctx() });
    const data = await layoutLoader({ params: { lang: 'pt' }, context, request: new Request('http://localhost:3000/pt/stocklist') } as unknown as Parameters<typeof layoutLoader>[0]);
    expect(data.textsVersion).toBe((await currentLanguageFile(ctx(), 'pt')).version);
    expect(Object.keys(data).filter((key) => ['texts', 'countries', 'currencies', 'searchForm'].includes(key))).toEqual([]);
    expect(JSON.stringify(data)).not.toContain('Mitsubishi');
    expect(JSON.stringify(data)).not.toContain((await loadTranslations(ctx(), 'pt'))['order-this-vehicle']);
    expect(JSON.stringify(data).length).toBeLessThan(8000);
  });
});
