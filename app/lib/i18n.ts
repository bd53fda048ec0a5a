// Interface texts for components: the language layout loads the language's translations once, and
// components read them through useT().
import { useRouteLoaderData } from 'react-router';
import { translate, type TranslationMap } from '#domain/content/translate.ts';
import type { SearchFormOptions } from '#domain/catalogue/makers.service.ts';
import type { Language } from '#domain/context.ts';
import { formatMoney, JPY, type DisplayCurrency } from './format';

export interface ShellCountry {
  /** English name: the value of the `country` parameter and cookie. */
  name: string;
  localName: string;
  /** ISO 4217 code; a signed-out visitor who picks the country gets it. */
  defaultCurrency: string | null;
}

export interface LanguageLayoutData {
  language: Language;
  texts: TranslationMap;
  /** The public origin, for absolute links. */
  siteUrl: string;
  /** The header search form's lists. */
  searchForm: SearchFormOptions;
  /** The currency prices are shown in (spec 001 §4). */
  currency: DisplayCurrency;
  /** The visitor's country: their account's, the one they chose, or a first guess (see countryGuessed). */
  country: { name: string; localName: string } | null;
  /** The country is a guess from the request, not yet confirmed or chosen (ADR 031). */
  countryGuessed: boolean;
  /** The header's country list (spec 001 §4): the server's countries plus the current one, by local name. */
  countries: ShellCountry[];
  /** The currencies prices can be shown in, by code. */
  currencies: { name: string; displayName: string }[];
  /** Whether someone is signed in (pages with a session are never shared through the page cache). */
  signedIn: boolean;
  /**
   * The signed-in user's favourites; 0 when signed out (spec 001 §2). Null on a page signed-in buyers
   * share (ADR 037): the browser reads them from the page's personal block (app/lib/favorites.ts).
   */
  favoritesCount: number | null;
  /** Ids of the vehicles the signed-in user keeps, for the hearts on cards; empty when signed out; null as favoritesCount. */
  favoriteIds: number[] | null;
  /** In the Distributors group (spec 001 §6): the Distributors link in the header. */
  isDistributor: boolean;
}

/** What components see outside the language layout (the root error page). */
export const EMPTY_LAYOUT_DATA: LanguageLayoutData = { language: 'en', texts: {}, siteUrl: '', searchForm: { makers: [], colors: [] }, currency: JPY, country: null, countryGuessed: false, countries: [], currencies: [], signedIn: false, favoritesCount: 0, favoriteIds: [], isDistributor: false };

export function useLanguageData(): LanguageLayoutData {
  const data = useRouteLoaderData('routes/language-layout') as LanguageLayoutData | undefined;
  return data ?? EMPTY_LAYOUT_DATA;
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
