// Interface texts for components: the language layout loads the language's translations once, and
// components read them through useT().
import { useRouteLoaderData } from 'react-router';
import { translate, type TranslationMap } from '#domain/content/translate.ts';
import type { SearchFormOptions } from '#domain/catalogue/makers.service.ts';
import type { Language } from '#domain/context.ts';

export interface LanguageLayoutData {
  language: Language;
  texts: TranslationMap;
  /** The public origin, for absolute links. */
  siteUrl: string;
  /** The header search form's lists. */
  searchForm: SearchFormOptions;
}

export function useLanguageData(): LanguageLayoutData {
  const data = useRouteLoaderData('routes/language-layout') as LanguageLayoutData | undefined;
  return data ?? { language: 'en', texts: {}, siteUrl: '', searchForm: { makers: [], colors: [] } };
}

export function useT() {
  const { texts } = useLanguageData();
  return (key: string, values?: Record<string, string | number>) => translate(texts, key, values);
}

export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français', pt: 'Português', ru: 'Русский' };
