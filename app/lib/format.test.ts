// Money at display: converted once from yen with the stored rate, rounded to the decimals each currency is
// shown with, and written the way each page language writes it.
import { describe, expect, it } from 'vitest';
import currencies from '#db/seed/reference/currencies.json' with { type: 'json' };
import { convertJpy, formatCc, formatDate, formatDimensions, formatJpy, formatKm, formatMoney, formatMonth, formatNumber, formatPercent, formatUnit, JPY } from './format';

const locales = { en: 'en-GB', fr: 'fr-FR', pt: 'pt-PT', ru: 'ru-RU' } as const;
const languages = Object.keys(locales) as (keyof typeof locales)[];

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

  it('is written as Intl writes it, in every language and every currency a visitor can choose', () => {
    const amounts = [0, 1, 7.5, 12, 999, 1234, 12_345, 99_999.995, 123_456.78, 1_234_567.5, 2.5, 0.125, -0.5, -1234.5, -12_345.678, 987_654_321];
    for (const language of languages) {
      for (const { code, displayDecimals } of currencies.currencies) {
        // At a rate of one, formatMoney writes the amount itself: what is checked is how it is written.
        const currency = { name: code, rate: 1, displayDecimals };
        const intl =
          code === 'JPY'
            ? new Intl.NumberFormat(locales[language], { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 })
            : new Intl.NumberFormat(locales[language], { style: 'currency', currency: code, minimumFractionDigits: displayDecimals, maximumFractionDigits: displayDecimals });
        for (const amount of amounts) {
          // Yen are written as they are; other currencies after conversion.
          const shown = code === 'JPY' ? amount : convertJpy(amount, currency);
          if (Object.is(shown, -0)) continue; // Intl writes "-0"; a price of nothing has no sign here.
          expect(formatMoney(language, amount, currency), `${language} ${code} ${amount}`).toBe(intl.format(shown));
        }
      }
    }
  });
});

describe('numbers', () => {
  it('are written as Intl writes them by default in each language: grouped, up to three decimals', () => {
    const values = [0, 5, 999, 1000, 1234, 9999, 10_000, 12_345, 123_456, 1_234_567, 1_234_567_890, 0.5, 2.5, 0.0005, 1.23456, 12.3, 1500.125, 99_999.9999, -1, -1234.5];
    for (const language of languages) {
      const intl = new Intl.NumberFormat(locales[language]);
      for (const value of values) expect(formatNumber(language, value), `${language} ${value}`).toBe(intl.format(value));
    }
    expect(formatNumber('pt', 1234)).toBe('1234');
    expect(formatNumber('pt', 12_345)).toBe('12\u00a0345');
  });
});

describe('dates', () => {
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

describe('units', () => {
  const values = [0, 5, 660, 999, 1000, 1500, 9999, 12_345, 86_500, 123_456, 1_234_567, 2.5, 15.125, 1.23456];

  it('are written as Intl’s unit style writes kilometres, kilograms and centimetres in each language', () => {
    const intlUnits = { km: 'kilometer', kg: 'kilogram', cm: 'centimeter' } as const;
    for (const language of languages) {
      for (const [unit, name] of Object.entries(intlUnits) as [keyof typeof intlUnits, string][]) {
        const intl = new Intl.NumberFormat(locales[language], { style: 'unit', unit: name });
        for (const value of values) expect(formatUnit(language, value, unit), `${language} ${value} ${unit}`).toBe(intl.format(value));
      }
    }
    expect(formatKm('ru', 86_500)).toBe('86\u00a0500 км');
    expect(formatKm('en', 86_500)).toBe('86,500 km');
  });

  it('write cubic centimetres and metres with the space Intl puts before a unit, cc in English and cm³ in the others', () => {
    // Intl knows no cubic units: its litre shows the space and the number.
    const signs = { en: ['cc', 'm³'], fr: ['cm³', 'm³'], pt: ['cm³', 'm³'], ru: ['см³', 'м³'] } as const;
    for (const language of languages) {
      const litres = new Intl.NumberFormat(locales[language], { style: 'unit', unit: 'liter' });
      const [cc, m3] = signs[language];
      for (const value of values) {
        const written = litres.format(value).replace(/(l|л)$/, '');
        expect(formatCc(language, value), `${language} ${value} cc`).toBe(written + cc);
        expect(formatUnit(language, value, 'm3'), `${language} ${value} m³`).toBe(written + m3);
      }
    }
    expect(formatCc('ru', 1500)).toBe('1\u00a0500 см³');
    expect(formatCc('fr', 1500)).toBe('1\u202f500\u202fcm³');
    expect(formatCc('pt', 1500)).toBe('1500 cm³');
    expect(formatCc('en', 1500)).toBe('1,500 cc');
  });

  it('write a size as length × width × height with the unit once, and a share in per cent as Intl does', () => {
    expect(formatDimensions('ru', 470, 169, 198)).toBe('470 × 169 × 198 см');
    expect(formatDimensions('en', 1200, 220, 330)).toBe('1,200 × 220 × 330 cm');
    for (const language of languages) {
      const intl = new Intl.NumberFormat(locales[language], { style: 'percent' });
      for (const percent of [0, 5, 30, 85, 100]) expect(formatPercent(language, percent), `${language} ${percent}%`).toBe(intl.format(percent / 100));
    }
  });
});
