// Interface texts by key from the translations table, with {placeholder} substitution and English as
// the fallback for a key missing in the requested language.
import { and, inArray } from 'drizzle-orm';
import { translations } from '#db/schema/content.ts';
import type { Language, RequestContext } from '../context.ts';
import { onSiteDataChange } from './site-data-registry.ts';
import type { TranslationMap } from './translate.ts';

export async function loadTranslations(ctx: RequestContext, language: Language, keys?: readonly string[]): Promise<TranslationMap> {
  const languages = language === 'en' ? ['en'] : ['en', language];
  const rows = await ctx.db
    .select({ language: translations.language, key: translations.key, text: translations.text })
    .from(translations)
    .where(keys ? and(inArray(translations.language, languages), inArray(translations.key, [...keys])) : inArray(translations.language, languages));
  const map: TranslationMap = {};
  for (const row of rows) if (row.language === 'en' && !(row.key in map)) map[row.key] = row.text;
  for (const row of rows) if (row.language === language) map[row.key] = row.text;
  return map;
}

/**
 * A language's table changes only when staff edit it: kept per process, dropped when they do (ADR 027),
 * and read again after a minute all the same.
 */
const cache = new Map<string, { at: number; map: Promise<TranslationMap> }>();
const CACHE_MS = 60_000;
onSiteDataChange('translations', () => cache.clear());

export function loadAllTranslationsCached(ctx: RequestContext, language: Language): Promise<TranslationMap> {
  const hit = cache.get(language);
  if (hit && ctx.now.getTime() - hit.at < CACHE_MS) return hit.map;
  const map = loadTranslations(ctx, language);
  cache.set(language, { at: ctx.now.getTime(), map });
  map.catch(() => cache.delete(language));
  return map;
}

/** The translations query (spec 001 §7): rows with their ids, in the language or else English, in the order of the keys asked for. */
export async function translationList(ctx: RequestContext, args: { language?: Language | null; keys?: readonly string[] | null }): Promise<{ id: number; key: string; text: string }[]> {
  const language = args.language ?? ctx.language;
  const languages = language === 'en' ? ['en'] : ['en', language];
  const keys = args.keys ? [...new Set(args.keys)] : null;
  if (keys && keys.length === 0) return [];
  const rows = await ctx.db
    .select({ id: translations.id, language: translations.language, key: translations.key, text: translations.text })
    .from(translations)
    .where(keys ? and(inArray(translations.language, languages), inArray(translations.key, keys)) : inArray(translations.language, languages));
  const byKey = new Map<string, { id: number; key: string; text: string }>();
  for (const row of rows) if (row.language === language || !byKey.has(row.key)) byKey.set(row.key, { id: row.id, key: row.key, text: row.text });
  return keys ? keys.flatMap((key) => byKey.get(key) ?? []) : [...byKey.values()].sort((a, b) => a.key.localeCompare(b.key));
}
