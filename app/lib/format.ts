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

export function formatJpy(language: Language, amount: number): string {
  return numberFormat(language, { style: 'currency', currency: 'JPY', maximumFractionDigits: 0 }).format(amount);
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
