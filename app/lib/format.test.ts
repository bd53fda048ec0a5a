// Money at display: converted once from yen with the stored rate, rounded to the decimals each currency is
// shown with, and written the way each page language writes it.
import { describe, expect, it } from 'vitest';
import { convertJpy, formatDate, formatJpy, formatMoney, formatMonth, JPY } from './format';

const USD = { name: 'USD', rate: 0.006849, displayDecimals: 2 };
const KES = { name: 'KES', rate: 0.8856, displayDecimals: 0 };
const TZS = { name: 'TZS', rate: 17.81, displayDecimals: 0 };

describe('money', () => {
  it('rounds to the currency’s display decimals, half away from zero on the last digit', () => {
    expect(convertJpy(1_330_916, USD)).toBe(9115.44); // 9115.4438…
    expect(convertJpy(1_000_000, KES)).toBe(885_600);
    expect(convertJpy(999, KES)).toBe(885); // 884.71
    expect(convertJpy(1_330_916, JPY)).toBe(1_330_916);
    expect(convertJpy(-30_000, USD)).toBe(-205.47);
  });

  it('writes each currency the way the page language does', () => {
    expect(formatMoney('en', 1_330_916, USD)).toBe('US$9,115.44');
    expect(formatMoney('fr', 1_330_916, USD).replace(/\s/g, ' ')).toBe('9 115,44 $US');
    expect(formatMoney('en', 1_000_000, KES).replace(/\s/g, ' ')).toBe('KES 885,600');
    expect(formatMoney('ru', 1_000_000, TZS).replace(/\s/g, ' ')).toBe('17 810 000 TZS');
    expect(formatMoney('pt', 1_000_000, JPY).replace(/\s/g, ' ')).toBe('1 000 000 ¥');
    expect(formatJpy('en', 1_330_916)).toBe('¥1,330,916');
  });
});

describe('dates', () => {
  const locales = { en: 'en-GB', fr: 'fr-FR', pt: 'pt-PT', ru: 'ru-RU' } as const;
  it('are written as Intl writes them in each language, for every month, a day and a month alone', () => {
    for (const [language, locale] of Object.entries(locales) as [keyof typeof locales, string][]) {
      const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
      const month = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' });
      for (let m = 0; m < 12; m++) {
        for (const date of [new Date(Date.UTC(2027, m, 1)), new Date(Date.UTC(2026, m, 28, 23, 59))]) {
          expect(formatDate(language, date.toISOString()), `${language} ${date.toISOString()}`).toBe(day.format(date));
          expect(formatMonth(language, date), `${language} ${date.toISOString()}`).toBe(month.format(date));
        }
      }
    }
    expect(formatDate('ru', '2027-01-08T00:00:00Z')).toBe('8 января 2027 г.');
  });
});
