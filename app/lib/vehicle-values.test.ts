// The vehicle data's words in each page language: every colour, spare-tyre kind and region the stock uses
// has its text in the four languages, the pages look them up by key (what staff typed otherwise), and the
// registration month and the tyres are written as the language writes them.
import { describe, expect, it } from 'vitest';
import { SPARE_TIRE_TYPES, valueTextKey, YARD_REGIONS } from '#domain/catalogue/vocabulary.ts';
import type { TranslationMap } from '#domain/content/translate.ts';
import { DEFAULT_SEED } from '#db/seed/seed.ts';
import { PAINT_COLORS, type ReferenceIds } from '#db/seed/reference-data.ts';
import { buildVehicles } from '#db/seed/vehicles.ts';
import { translations } from '#db/seed/content/translations.ts';
import { LANGUAGES } from '#db/seed/content/types.ts';
import { colorName, regionName, registrationText, spareTireName, tireText } from './vehicle-values';

const KEYS = [
  ...PAINT_COLORS.map((c) => `color-${c.slug}`),
  ...SPARE_TIRE_TYPES.map((kind) => valueTextKey('spare-tire', kind)),
  ...YARD_REGIONS.map((region) => valueTextKey('region', region)),
];
const textsIn = (language: (typeof LANGUAGES)[number]): TranslationMap => Object.fromEntries(Object.entries(translations).map(([key, text]) => [key, text[language]]));

describe('the vehicle data’s words', () => {
  it('have a text in English, French, Portuguese and Russian for every colour, spare-tyre kind and yard region', () => {
    const missing = KEYS.flatMap((key) => LANGUAGES.filter((language) => !translations[key]?.[language]?.trim()).map((language) => `${key} (${language})`));
    expect(missing).toEqual([]);
    // Russian writes them all in its own script.
    expect(KEYS.filter((key) => /[A-Za-z]/.test(translations[key]!.ru))).toEqual([]);
  });

  it('cover what the demo stock is made of', () => {
    const anyId = { get: () => ({ id: 0, uuid: '' }) };
    const ids = { makerIds: anyId, modelIds: anyId, colorIds: anyId, countryIds: anyId, portIds: anyId } as unknown as ReferenceIds;
    const stock = buildVehicles(ids, { count: 400, seed: DEFAULT_SEED, anchorDate: new Date('2026-11-01T00:00:00Z') });
    expect(new Set(stock.map((v) => v.spareTireType))).toEqual(new Set(SPARE_TIRE_TYPES));
    expect([...new Set(stock.map((v) => v.region))].filter((region) => !(YARD_REGIONS as readonly (string | null | undefined)[]).includes(region))).toEqual([]);
  });

  it('are looked up by key in the page language, and what staff typed otherwise is shown as typed', () => {
    const fr = textsIn('fr');
    const ru = textsIn('ru');
    expect(colorName(fr, { slug: 'white', name: 'Pearl White' })).toBe('Blanc nacré');
    expect(colorName(ru, { slug: 'dark-blue', name: 'Dark Blue' })).toBe('Тёмно-синий');
    expect(colorName(ru, { slug: 'teal', name: 'Teal' })).toBe('Teal');
    expect(spareTireName(fr, 'Temporary')).toBe('Galette (temporaire)');
    // Staff's spelling does not matter: the words do.
    expect(spareTireName(ru, ' repair  KIT ')).toBe('Ремкомплект');
    expect(spareTireName(ru, 'Run-flat tyres')).toBe('Run-flat tyres');
    expect(regionName(ru, 'Aichi')).toBe('Айти');
    expect(regionName(ru, 'Okinawa')).toBe('Okinawa');
  });
});

describe('the first registration', () => {
  it('is the month and year as Intl writes them in each language, or the year alone', () => {
    const locales = { en: 'en-GB', fr: 'fr-FR', pt: 'pt-PT', ru: 'ru-RU' } as const;
    for (const language of LANGUAGES) {
      const intl = new Intl.DateTimeFormat(locales[language], { year: 'numeric', month: 'long', timeZone: 'UTC' });
      for (let month = 1; month <= 12; month++) expect(registrationText(language, 2015, month)).toBe(intl.format(new Date(Date.UTC(2015, month - 1, 1))));
      expect(registrationText(language, 2015, null)).toBe('2015');
    }
    expect(registrationText('fr', 2015, 3)).toBe('mars 2015');
    expect(registrationText('ru', 2015, 3)).toBe('март 2015 г.');
  });
});

describe('a tyre', () => {
  it('is its size and remaining tread in per cent as the language writes it, what of them is known', () => {
    expect(tireText('en', '195/65R15', 80)).toBe('195/65R15 · 80%');
    expect(tireText('fr', '195/65R15', 80)).toBe('195/65R15 · 80\u00a0%');
    expect(tireText('ru', null, 35)).toBe('35\u00a0%');
    expect(tireText('pt', '7.50R16 14PR', null)).toBe('7.50R16 14PR');
    expect(tireText('en', null, null)).toBe('—');
  });
});
