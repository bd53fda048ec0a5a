// What every page of a language shares: its interface texts, the header's country and currency lists
// and its search form's makers and colours. They are not in the page's HTML or hydration data: the
// server serves them as one immutable file per language and version, /texts/{lang}.{version}.js, which
// the page loads (deferred) before React hydrates it, and a navigation to another language before drawing
// it. See docs/decisions/036-language-files.md.
import type { SearchFormOptions } from '#domain/catalogue/makers.service.ts';
import type { TranslationMap } from '#domain/content/translate.ts';
import { isLanguage, type Language } from '#domain/context.ts';

export interface ShellCountry {
  /** English name: the value of the `country` parameter and cookie. */
  name: string;
  localName: string;
  /** ISO 4217 code; a signed-out visitor who picks the country gets it. */
  defaultCurrency: string | null;
}

export interface LanguageFileData {
  texts: TranslationMap;
  /** The header's country list (spec 001 §4): the server's countries and Japan, by local name. */
  countries: ShellCountry[];
  /** The currencies prices can be shown in, by code. */
  currencies: { name: string; displayName: string }[];
  /** The header search form's makers (with stock) and paint colours, which the filter panel names too. */
  searchForm: SearchFormOptions;
}

/** A language file as the server holds it: the data, its version (a hash of it) and the script that carries it. */
export interface LanguageFile {
  language: Language;
  version: string;
  data: LanguageFileData;
  body: string;
}

/** Where the files put what they carry in the browser: the language's latest, with its version. */
export const LANGUAGE_FILE_GLOBAL = '__roroLanguageFiles';
type LoadedFiles = Partial<Record<Language, { version: string; data: LanguageFileData }>>;
const loadedFiles = (): LoadedFiles | undefined => (globalThis as Record<string, unknown>)[LANGUAGE_FILE_GLOBAL] as LoadedFiles | undefined;

export const languageFileUrl = (language: Language, version: string) => `/texts/${language}.${version}.js`;

const FILE_NAME = /^([a-z]{2})\.([0-9a-f]{16})\.js$/;

/** The language and version a file name (`fr.0123456789abcdef.js`) asks for; null for any other name. */
export function parseLanguageFileName(name: string): { language: Language; version: string } | null {
  const match = FILE_NAME.exec(name);
  return match && isLanguage(match[1]) ? { language: match[1], version: match[2]! } : null;
}

/**
 * The files the server has built, by language and version, so that a page renders with exactly the
 * version its loader named and the route can answer a page of a version already replaced. A few are
 * enough: a version changes only when staff edit the texts or the trade lists.
 */
const kept = new Map<string, LanguageFile>();
const KEPT_FILES = 16;

export function keepLanguageFile(file: LanguageFile): void {
  const key = `${file.language}.${file.version}`;
  kept.delete(key);
  kept.set(key, file);
  for (const oldest of kept.keys()) {
    if (kept.size <= KEPT_FILES) break;
    kept.delete(oldest);
  }
}

export function keptLanguageFile(language: Language, version: string): LanguageFile | undefined {
  return kept.get(`${language}.${version}`);
}

/**
 * The texts and lists of a page of the language: on the server the version its loader named; in the
 * browser the one loaded for the language, which is that version unless the server had a newer one.
 */
export function languageFileData(language: Language, version: string): LanguageFileData | undefined {
  return keptLanguageFile(language, version)?.data ?? loadedFiles()?.[language]?.data;
}

const loading = new Map<string, Promise<void>>();

/** In the browser: loads the language's file unless that version is already there. */
export function loadLanguageFile(language: Language, version: string): Promise<void> {
  if (loadedFiles()?.[language]?.version === version) return Promise.resolve();
  const key = `${language}.${version}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = languageFileUrl(language, version);
      script.onload = () => (loadedFiles()?.[language] ? resolve() : reject(new Error(`${script.src} did not define the ${language} texts`)));
      script.onerror = () => reject(new Error(`${script.src} could not be loaded`));
      document.head.appendChild(script);
    });
    loading.set(key, pending);
    // A failed load may be tried again (the next navigation); a finished one is answered by the check above.
    pending.then(
      () => loading.delete(key),
      () => loading.delete(key),
    );
  }
  return pending;
}

/** The id of the page's own language file script (root.tsx), which the browser's entry checks before hydrating. */
export const LANGUAGE_FILE_SCRIPT_ID = 'language-file';

/** In the browser, before hydration: the page's language file, loaded again if its script failed. */
export function pageLanguageFileLoaded(): Promise<void> {
  const script = document.getElementById(LANGUAGE_FILE_SCRIPT_ID) as HTMLScriptElement | null;
  const asked = script && parseLanguageFileName(new URL(script.src).pathname.split('/').pop() ?? '');
  return asked && !loadedFiles()?.[asked.language] ? loadLanguageFile(asked.language, asked.version) : Promise.resolve();
}
