// Display formatting in the page language. Money is integer JPY in the domain.
//
// Numbers and dates are written from small tables, not with Intl: a browser's first Intl.NumberFormat
// or DateTimeFormat loads its locale data, 20-70 ms on a phone, and both fell in hydration (ADR 014).
// format.test.ts checks every table against Intl (Node's full ICU) in each language and currency, so
// what the server writes, the browser writes too.
import type { Language } from '#domain/context.ts';
import { convertJpy } from '#domain/trade/convert-jpy.ts';

/** How each language writes a number: its separators, and from how many integer digits it groups them ("1234" but "12 345" in Portugal). */
const NUMBERS: Record<Language, { group: string; decimal: string; groupFrom: number }> = {
  en: { group: ',', decimal: '.', groupFrom: 4 },
  fr: { group: '\u202f', decimal: ',', groupFrom: 4 },
  pt: { group: '\u00a0', decimal: ',', groupFrom: 5 },
  ru: { group: '\u00a0', decimal: ',', groupFrom: 4 },
};

/** `value` with `fractionDigits` decimals, rounded half away from zero as Intl does; trailing zeros cut from `trim` on. */
function writeNumber(language: Language, value: number, fractionDigits: number, trim: boolean): string {
  const { group, decimal, groupFrom } = NUMBERS[language];
  // toFixed rounds the exact binary value, half away from zero, like Intl.
  let [integer = '0', fraction = ''] = Math.abs(value).toFixed(fractionDigits).split('.');
  if (trim) fraction = fraction.replace(/0+$/, '');
  if (integer.length >= groupFrom) integer = grouped(integer, group);
  return (value < 0 ? '-' : '') + integer + (fraction ? decimal + fraction : '');
}

/** Digits in groups of three from the right ("1234567" → "1,234,567"): a loop, as a page writes hundreds of prices. */
function grouped(digits: string, separator: string): string {
  let out = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let i = out.length; i < digits.length; i += 3) out += separator + digits.slice(i, i + 3);
  return out;
}

/** Currency signs that are not the ISO code itself (Intl's "symbol" display); every other currency shows its code. */
const CURRENCY_SIGNS: Record<Language, Record<string, string>> = {
  en: { USD: 'US$', EUR: '€', GBP: '£', AUD: 'A$', NZD: 'NZ$', XOF: 'F\u202fCFA', XAF: 'FCFA' },
  fr: { USD: '$US', EUR: '€', GBP: '£GB', AUD: '$AU', NZD: '$NZ', NAD: '$NA', XOF: 'F\u202fCFA', XAF: 'FCFA', TTD: '$TT', SRD: '$SR', CLP: '$CL', FJD: '$FJ', WST: '$WS' },
  pt: { USD: 'US$', EUR: '€', GBP: '£', AUD: 'AU$', NZD: 'NZ$', XOF: 'F\u202fCFA', XAF: 'FCFA' },
  ru: { USD: '$', EUR: '€', GBP: '£', AUD: 'A$', NZD: 'NZ$', XOF: 'F\u202fCFA', XAF: 'FCFA', RUB: '₽' },
};

const ENDS_IN_LETTER = /\p{L}$/u;

/**
 * An amount with its currency sign where the language puts it: before the number in English, with a
 * no-break space when the sign ends in a letter ("KES 1,235", "US$1,234.50"); after it, spaced, in the others.
 */
function writeMoney(language: Language, amount: number, sign: string, fractionDigits: number): string {
  const number = writeNumber(language, Math.abs(amount), fractionDigits, false);
  const minus = amount < 0 ? '-' : '';
  if (language !== 'en') return `${minus}${number}\u00a0${sign}`;
  return `${minus}${sign}${ENDS_IN_LETTER.test(sign) ? '\u00a0' : ''}${number}`;
}

/** Yen as "¥1,234,000" in every language (Intl's en-GB says "JP¥"; no buyer here confuses it with yuan). */
export function formatJpy(language: Language, amount: number): string {
  return writeMoney(language, amount, '¥', 0);
}

// Dates: each language's month names.
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

/** A number as Intl writes it by default: grouped, up to three decimals. */
export function formatNumber(language: Language, value: number): string {
  return writeNumber(language, value, 3, true);
}

/**
 * Units as Intl's unit style writes them after a number ("12 345 км", "1 500 kg"): the space it puts
 * before a unit, and each unit's sign. Intl has no cubic centimetre or cubic metre: they take the same
 * space, with the sign the trade writes, "cc" in English and cm³ in the others ("cylindrée 1 500 cm³").
 */
const UNIT_SPACE: Record<Language, string> = { en: ' ', fr: '\u202f', pt: ' ', ru: ' ' };
export type Unit = 'km' | 'kg' | 'cm' | 'cc' | 'm3';
const UNIT_SIGNS: Record<Language, Record<Unit, string>> = {
  en: { km: 'km', kg: 'kg', cm: 'cm', cc: 'cc', m3: 'm³' },
  fr: { km: 'km', kg: 'kg', cm: 'cm', cc: 'cm³', m3: 'm³' },
  pt: { km: 'km', kg: 'kg', cm: 'cm', cc: 'cm³', m3: 'm³' },
  ru: { km: 'км', kg: 'кг', cm: 'см', cc: 'см³', m3: 'м³' },
};
/** The space Intl's percent style puts before the sign: none in English and Portuguese. */
const PERCENT_SPACE: Record<Language, string> = { en: '', fr: '\u00a0', pt: '', ru: '\u00a0' };

/** A number with its unit in the page language: "12,345 km", "12 345 км". */
export function formatUnit(language: Language, value: number, unit: Unit): string {
  return `${formatNumber(language, value)}${UNIT_SPACE[language]}${UNIT_SIGNS[language][unit]}`;
}

export function formatKm(language: Language, km: number): string {
  return formatUnit(language, km, 'km');
}

export function formatCc(language: Language, cc: number): string {
  return formatUnit(language, cc, 'cc');
}

/** Length × width × height in centimetres, the unit once at the end: "470 × 169 × 198 см". */
export function formatDimensions(language: Language, lengthCm: number, widthCm: number, heightCm: number): string {
  return `${formatNumber(language, lengthCm)} × ${formatNumber(language, widthCm)} × ${formatUnit(language, heightCm, 'cm')}`;
}

/** A share in whole per cent ("85" is "85 %" in French), as Intl's percent style writes it. */
export function formatPercent(language: Language, percent: number): string {
  return `${writeNumber(language, percent, 0, false)}${PERCENT_SPACE[language]}%`;
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

/** A yen amount in another currency, rounded to the decimals that currency is shown with (the estimates' rounding too). */
export { convertJpy };

/**
 * An amount in a currency as a yen bound of a search: a minimum rounded down, a maximum up, so a vehicle
 * shown at exactly the amount the buyer typed is in.
 */
export function toJpyBound(amount: number, currency: DisplayCurrency, bound: 'min' | 'max'): number {
  const jpy = amount / currency.rate;
  return bound === 'min' ? Math.floor(jpy) : Math.ceil(jpy);
}

/** A yen bound of a search in whole units of another currency: a minimum rounded down, a maximum up. */
export function fromJpyBound(amountJpy: number, currency: DisplayCurrency, bound: 'min' | 'max'): number {
  const amount = amountJpy * currency.rate;
  return bound === 'min' ? Math.floor(amount) : Math.ceil(amount);
}

export function formatMoney(language: Language, amount: number, currency: DisplayCurrency): string {
  if (currency.name === 'JPY') return formatJpy(language, amount);
  return formatAmount(language, convertJpy(amount, currency), currency);
}

/** An amount already in the currency (a buyer's typed budget: whole units, `fractionDigits` 0), with its sign. */
export function formatAmount(language: Language, amount: number, currency: DisplayCurrency, fractionDigits = currency.displayDecimals): string {
  return writeMoney(language, amount, currency.name === 'JPY' ? '¥' : (CURRENCY_SIGNS[language][currency.name] ?? currency.name), fractionDigits);
}
