// A vehicle's data in the page language: the words staff choose from (paint colours, spare-tyre kinds,
// yard regions) by their text keys, anything else shown as staff wrote it; the month of first registration.
import { valueTextKey } from '#domain/catalogue/vocabulary.ts';
import type { TranslationMap } from '#domain/content/translate.ts';
import type { Language } from '#domain/context.ts';
import { formatMonth, formatPercent } from './format';

/** A paint colour by its slug ("color-white"); one with no text of its own by its name. */
export function colorName(texts: TranslationMap, color: { slug: string; name: string }): string {
  return texts[`color-${color.slug}`] ?? color.name;
}

/** A spare-tyre kind of SPARE_TIRE_TYPES in the page language; another as written. */
export function spareTireName(texts: TranslationMap, value: string): string {
  return texts[valueTextKey('spare-tire', value)] ?? value;
}

/** A region of YARD_REGIONS in the page language; another as written. */
export function regionName(texts: TranslationMap, value: string): string {
  return texts[valueTextKey('region', value)] ?? value;
}

/** The first registration: its month and year as the language writes them ("mars 2015", "март 2015 г."), or the year alone. */
export function registrationText(language: Language, year4: number, month: number | null): string {
  return month !== null && month >= 1 && month <= 12 ? formatMonth(language, new Date(Date.UTC(year4, month - 1, 1))) : String(year4);
}

/** A tyre's size and remaining tread ("195/65R15 · 80 %"), what of them is known; a dash when neither is. */
export function tireText(language: Language, size: string | null, treadPercent: number | null): string {
  return [size, treadPercent === null ? null : formatPercent(language, treadPercent)].filter(Boolean).join(' · ') || '—';
}
