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

// Dates are written from a table of month names, not with Intl.DateTimeFormat: the browser's first
// DateTimeFormat loads its calendar data, 17-70 ms on a phone, during hydration. format.test.ts checks
// every month against Intl (Node's full ICU) in each language, so server and browser write the same.
const MONTHS: Record<Language, string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  pt: ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
  // Russian days take the genitive ("8 января"); RUSSIAN_MONTHS_ALONE is the nominative ("январь 2027 г.").
  ru: ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'],
};
const RUSSIAN_MONTHS_ALONE = ['январь', 'февраль', 'март', 'апрель', 'май', 'июнь', 'июль', 'август', 'сентябрь', 'октябрь', 'ноябрь', 'декабрь'];

/** Day, month and year joined as the language writes them: "8 de janeiro de 2027", "8 января 2027 г.". */
const writeDate = (language: Language, parts: (string | number)[]) => parts.join(language === 'pt' ? ' de ' : ' ') + (language === 'ru' ? ' г.' : '');

/** A day, "8 January 2027", in the page language (UTC). */
export function formatDate(language: Language, iso: string | Date): string {
  const date = new Date(iso);
  return writeDate(language, [date.getUTCDate(), MONTHS[language][date.getUTCMonth()]!, date.getUTCFullYear()]);
}

/** A month, "January 2027", in the page language (UTC). */
export function formatMonth(language: Language, iso: string | Date): string {
  const date = new Date(iso);
  return writeDate(language, [(language === 'ru' ? RUSSIAN_MONTHS_ALONE : MONTHS[language])[date.getUTCMonth()]!, date.getUTCFullYear()]);
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
