// The language files on the server (ADR 036): built from the translations and the trade lists, named by
// a hash of what they hold, so a change to either (a back-office edit) gives a new address and a page
// never names an old file for new texts; answered immutable.
import { createHash } from 'node:crypto';
import { currentSearchFormOptions, searchFormOptions, type SearchFormOptions } from '#domain/catalogue/makers.service.ts';
import type { TranslationMap } from '#domain/content/translate.ts';
import { loadAllTranslationsCached, loadTranslations } from '#domain/content/translation.service.ts';
import type { Language, RequestContext } from '#domain/context.ts';
import { loadDestinations, type Destinations } from '#domain/trade/destinations.ts';
import { keepLanguageFile, keptLanguageFile, LANGUAGE_FILE_GLOBAL, languageFileUrl, parseLanguageFileName, type LanguageFile, type ShellCountry } from './language-file';
import { headerCountries } from './shell-countries';

export function buildLanguageFile(language: Language, texts: TranslationMap, destinations: Destinations, searchForm: SearchFormOptions): LanguageFile {
  const shellCountry = (c: Destinations['countries'][number]): ShellCountry => ({ name: c.name, localName: c.localNames[language] ?? c.name, defaultCurrency: c.defaultCurrency });
  // Japan is where an unknown visitor is (spec 001 §4 fallback), though nobody ships to it.
  const japan = { name: 'Japan', localName: new Intl.DisplayNames([language], { type: 'region' }).of('JP') ?? 'Japan', defaultCurrency: 'JPY' };
  const data = {
    texts,
    countries: headerCountries(destinations.countries.map(shellCountry), japan, language),
    currencies: destinations.currencies.map((c) => ({ name: c.name, displayName: c.displayName })).sort((a, b) => a.name.localeCompare(b.name)),
    searchForm,
  };
  // JSON.parse of a string is quicker for the browser than the same object written as a literal; in
  // single quotes, the JSON's many double quotes need no escape.
  const literal = `'${JSON.stringify(data).replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
  const start = `(self.${LANGUAGE_FILE_GLOBAL}=self.${LANGUAGE_FILE_GLOBAL}||{})[${JSON.stringify(language)}]={version:"`;
  const end = `",data:JSON.parse(${literal})};\n`;
  // The version is a hash of the whole script but itself: any change to what it holds, or how, moves it.
  const version = createHash('sha256').update(start + end).digest('hex').slice(0, 16);
  const body = start + version + end;
  return { language, version, data, body };
}

/** The last file built per language, with what it was built from: rebuilt only when the cached texts or lists are replaced. */
const latest = new Map<Language, { texts: TranslationMap; destinations: Destinations; searchForm: SearchFormOptions; file: LanguageFile }>();

/**
 * The language's current file, from the per-process caches of the texts and the trade lists (ADR 027)
 * and of the search form's lists (a minute: rebuilt each minute, the same version while they are the same).
 */
export async function currentLanguageFile(ctx: RequestContext, language: Language): Promise<LanguageFile> {
  const [texts, destinations, searchForm] = await Promise.all([loadAllTranslationsCached(ctx, language), loadDestinations(ctx), searchFormOptions(ctx)]);
  const last = latest.get(language);
  if (last && last.texts === texts && last.destinations === destinations && last.searchForm === searchForm) return last.file;
  const file = buildLanguageFile(language, texts, destinations, searchForm);
  latest.set(language, { texts, destinations, searchForm, file });
  keepLanguageFile(file);
  return file;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The answer to /texts/{name}: a version this process has built, immutable; a version it does not know
 * is read again from the database (another process may have seen a change first), and when it is not
 * that either, a redirect to the version there is now, which is never kept.
 */
export async function languageFileResponse(ctx: RequestContext, name: string): Promise<Response> {
  const asked = parseLanguageFileName(name);
  if (!asked) return new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } });
  const current = await currentLanguageFile(ctx, asked.language);
  const known = current.version === asked.version ? current : keptLanguageFile(asked.language, asked.version);
  if (known) return script(known);
  const [texts, destinations, searchForm] = await Promise.all([loadTranslations(ctx, asked.language), loadDestinations(ctx), currentSearchFormOptions(ctx)]);
  const fresh = buildLanguageFile(asked.language, texts, destinations, searchForm);
  keepLanguageFile(fresh);
  if (fresh.version === asked.version) return script(fresh);
  return new Response(null, { status: 302, headers: { location: languageFileUrl(fresh.language, fresh.version), 'cache-control': 'no-store' } });
}

const script = (file: LanguageFile) => new Response(file.body, { headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': IMMUTABLE } });
