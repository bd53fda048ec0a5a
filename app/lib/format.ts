// Display formatting with Intl, in the page language. Money is integer JPY in the domain.
import type { Language } from '#domain/context.ts';

const locales: Record<Language, string> = { en: 'en-GB', fr: 'fr-FR', pt: 'pt-PT', ru: 'ru-RU' };

const cache = new Map<string, Intl.NumberFormat>();
function numberFormat(language: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language}:${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locales[language], options);
    cache.set(key, format);
  }
  return format;
}

/** Yen as "¥1,234,000" in every language (Intl's en-GB says "JP¥"; no buyer here confuses it with yuan). */
export function formatJpy(language: Language, amount: number): string {
  return numberFormat(language, { style: 'currency', currency: 'JPY', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 }).format(amount);
}

const dateFormats = new Map<Language, Intl.DateTimeFormat>();

/** A day, "8 January 2027", in the page language; one formatter per language (each costs ~1 ms to make). */
export function formatDate(language: Language, iso: string | Date): string {
  let format = dateFormats.get(language);
  if (!format) dateFormats.set(language, (format = new Intl.DateTimeFormat(locales[language], { dateStyle: 'long', timeZone: 'UTC' })));
  return format.format(new Date(iso));
}

export function formatNumber(language: Language, value: number): string {
  return numberFormat(language, {}).format(value);
}

export function formatKm(language: Language, km: number): string {
  return `${formatNumber(language, km)} km`;
}

export function formatCc(language: Language, cc: number): string {
  return `${formatNumber(language, cc)} cc`;
}

/** A currency to show prices in: prices are set in JPY and converted once, here, at display. */
export interface DisplayCurrency {
  /** ISO 4217 code. */
  name: string;
  /** Units per 1 JPY. */
  rate: number;
  displayDecimals: number;
}

export const JPY: DisplayCurrency = { name: 'JPY', rate: 1, displayDecimals: 0 };

/** A yen amount in another currency, rounded to the decimals that currency is shown with. */
export function convertJpy(amount: number, currency: DisplayCurrency): number {
  const factor = 10 ** currency.displayDecimals;
  return Math.round(amount * currency.rate * factor) / factor;
}

export function formatMoney(language: Language, amount: number, currency: DisplayCurrency): string {
  if (currency.name === 'JPY') return formatJpy(language, amount);
  const digits = currency.displayDecimals;
  return numberFormat(language, { style: 'currency', currency: currency.name, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    convertJpy(amount, currency),
  );
}
