// The vehicle page's extra details: spare-key kinds in the four languages (those the demo stock uses, what
// staff typed otherwise), and the model-and-grade and engine texts shown only when they add something.
import { describe, expect, it } from 'vitest';
import { valueTextKey } from '#domain/catalogue/vocabulary.ts';
import type { TranslationMap } from '#domain/content/translate.ts';
import { DEFAULT_SEED } from '#db/seed/seed.ts';
import type { ReferenceIds } from '#db/seed/reference-data.ts';
import { buildVehicles } from '#db/seed/vehicles.ts';
import { translations } from '#db/seed/content/translations.ts';
import { LANGUAGES } from '#db/seed/content/types.ts';
import { ccRatingShown, modelGradeShown, PAGE_EQUIPMENT, SPARE_KEY_TYPES, spareKeyName } from './vehicle-details';

const textsIn = (language: (typeof LANGUAGES)[number]): TranslationMap => Object.fromEntries(Object.entries(translations).map(([key, text]) => [key, text[language]]));

describe('the vehicle page’s details', () => {
  it('name every spare-key kind and equipment flag in each language, in its own words', () => {
    const keys = [...SPARE_KEY_TYPES.map((kind) => valueTextKey('spare-key', kind)), ...PAGE_EQUIPMENT.map((flag) => `equipment-${flag}`)];
    const missing = keys.flatMap((key) => LANGUAGES.filter((language) => !translations[key]?.[language]?.trim()).map((language) => `${key} (${language})`));
    expect(missing).toEqual([]);
    const added = ['spare-key-smart-key', 'spare-key-mechanical-key', 'equipment-isTurbo', 'equipment-isIntercooler', 'equipment-isMultiFunctionDisplay', 'equipment-isRadioAfFm'];
    for (const key of added) for (const language of ['fr', 'pt', 'ru'] as const) expect(translations[key]![language], `${key} (${language})`).not.toBe(translations[key]!.en);
  });

  it('cover the spare keys of the demo stock', () => {
    const anyId = { get: () => ({ id: 0, uuid: '' }) };
    const ids = { makerIds: anyId, modelIds: anyId, colorIds: anyId, countryIds: anyId, portIds: anyId } as unknown as ReferenceIds;
    const stock = buildVehicles(ids, { count: 400, seed: DEFAULT_SEED, anchorDate: new Date('2026-11-01T00:00:00Z') });
    expect(new Set(stock.map((v) => v.optionSpareKeyType))).toEqual(new Set(SPARE_KEY_TYPES));
  });

  it('write a spare-key kind in the page language, and one it has no text for as typed', () => {
    expect(spareKeyName(textsIn('fr'), 'Smart key')).toBe('Clé mains libres');
    expect(spareKeyName(textsIn('ru'), ' mechanical  KEY ')).toBe('Механический ключ');
    expect(spareKeyName(textsIn('ru'), 'Card key')).toBe('Card key');
  });

  it('show the model and grade, and the engine as staff wrote them, only when they say more than the page does', () => {
    expect(modelGradeShown({ model: 'Hiace Van', grade: 'Super GL', modelGrade: ' hiace van  super GL ' })).toBeNull();
    expect(modelGradeShown({ model: 'Prius', grade: null, modelGrade: 'Prius' })).toBeNull();
    expect(modelGradeShown({ model: 'Hiace Van', grade: 'Super GL', modelGrade: null })).toBeNull();
    expect(modelGradeShown({ model: 'Hiace Van', grade: 'Super GL', modelGrade: 'Hiace Van Super GL Dark Prime' })).toBe('Hiace Van Super GL Dark Prime');
    expect(ccRatingShown({ ccRating: '1500 cc', engineSize: 1500 })).toBeNull();
    expect(ccRatingShown({ ccRating: '1,500cc', engineSize: 1500 })).toBeNull();
    expect(ccRatingShown({ ccRating: '  ', engineSize: 1500 })).toBeNull();
    expect(ccRatingShown({ ccRating: '1496 cc', engineSize: 1500 })).toBe('1496 cc');
    expect(ccRatingShown({ ccRating: '1.5 L turbo', engineSize: 1500 })).toBe('1.5 L turbo');
  });
});
