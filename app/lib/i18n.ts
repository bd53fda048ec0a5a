// Interface texts for components: the language layout names the version of its language's file (its
// texts and lists, ADR 036), and components read them through useLanguageData() and useT().
import { useRouteLoaderData } from 'react-router';
import { translate } from '#domain/content/translate.ts';
import type { Language } from '#domain/context.ts';
import { formatMoney, JPY, type DisplayCurrency } from './format';
import { languageFileData, type LanguageFileData } from './language-file';

/** What the language layout's loader returns: the visitor's frame, and the version of the language's file. */
export interface LanguageLayoutLoaderData {
  language: Language;
  /** The version of the language's file (/texts/{language}.{version}.js), which holds the texts and lists. */
  textsVersion: string;
  /** The public origin, for absolute links. */
  siteUrl: string;
  /** The currency prices are shown in (spec 001 §4). */
  currency: DisplayCurrency;
  /** The visitor's country: their account's, the one they chose, or a first guess (see countryGuessed). */
  country: { name: string; localName: string } | null;
  /** The country is a guess from the request, not yet confirmed or chosen (ADR 031). */
  countryGuessed: boolean;
  /** Whether someone is signed in (pages with a session are never shared through the page cache). */
  signedIn: boolean;
  /**
   * The signed-in user's favourites; 0 when signed out (spec 001 §2). Null on a page signed-in buyers
   * share (ADR 037): the browser reads them from the page's personal block (app/lib/favorites.ts).
   */
  favoritesCount: number | null;
  /** Ids of the vehicles the signed-in user keeps, for the hearts on cards; empty when signed out; null as favoritesCount. */
  favoriteIds: number[] | null;
  /** The stock numbers put aside to compare (the `roro_compare` cookie, ADR 066), signed in or out. */
  compareList: string[];
  /** In the Distributors group (spec 001 §6): the Distributors link in the header. */
  isDistributor: boolean;
}

/** What components see: the layout's data with its language's texts and lists. */
export type LanguageLayoutData = LanguageLayoutLoaderData & LanguageFileData;

const NO_FILE: LanguageFileData = { texts: {}, countries: [], currencies: [], searchForm: { makers: [], colors: [] } };

/** What components see outside the language layout (the root error page). */
export const EMPTY_LAYOUT_DATA: LanguageLayoutData = { language: 'en', textsVersion: '', siteUrl: '', currency: JPY, country: null, countryGuessed: false, signedIn: false, favoritesCount: 0, favoriteIds: [], compareList: [], isDistributor: false, ...NO_FILE };

// One object per loader result and file, so that components get the same value on every call.
const joined = new WeakMap<LanguageLayoutLoaderData, { file: LanguageFileData; data: LanguageLayoutData }>();

/** The layout's data with its language's file: loaded before the page was drawn (ADR 036). */
export function withLanguageFile(data: LanguageLayoutLoaderData): LanguageLayoutData {
  const file = languageFileData(data.language, data.textsVersion) ?? NO_FILE;
  const hit = joined.get(data);
  if (hit?.file === file) return hit.data;
  const full = { ...data, ...file };
  joined.set(data, { file, data: full });
  return full;
}

export function useLanguageData(): LanguageLayoutData {
  const data = useRouteLoaderData('routes/language-layout') as LanguageLayoutLoaderData | undefined;
  return data ? withLanguageFile(data) : EMPTY_LAYOUT_DATA;
}

export function useT() {
  const { texts } = useLanguageData();
  return (key: string, values?: Record<string, string | number>) => translate(texts, key, values);
}

export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français', pt: 'Português', ru: 'Русский' };

/** Formats a yen amount in the visitor's currency and the page language. */
export function useMoney() {
  const { language, currency } = useLanguageData();
  return (amountJpy: number) => formatMoney(language, amountJpy, currency);
}
