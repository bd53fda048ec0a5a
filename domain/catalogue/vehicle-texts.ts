// A vehicle's free texts, its remarks and good points, in each page language. Staff write them in English
// (remarks, good_points) and, when they can, in French, Portuguese and Russian (their own columns): a
// page shows its language's text, or the English when that one is empty. No imports beyond types: the
// browser bundle uses it too.
import type { Language } from '../context.ts';

export const VEHICLE_TEXT_FIELDS = ['remarks', 'goodPoints'] as const;
export type VehicleTextField = (typeof VEHICLE_TEXT_FIELDS)[number];

/** Each text's column in each language; English is the field itself. */
export const VEHICLE_TEXT_COLUMNS = {
  remarks: { en: 'remarks', fr: 'remarksFr', pt: 'remarksPt', ru: 'remarksRu' },
  goodPoints: { en: 'goodPoints', fr: 'goodPointsFr', pt: 'goodPointsPt', ru: 'goodPointsRu' },
} as const satisfies Record<VehicleTextField, Record<Language, string>>;

export type VehicleTextColumn = (typeof VEHICLE_TEXT_COLUMNS)[VehicleTextField][Language];
export type VehicleTexts = { [C in VehicleTextColumn]: string | null };

/** A text and the language it is written in, for the `lang` of the element that shows it. */
export interface LocalText {
  text: string;
  language: Language;
}

/** The text in `language`, else in English; null when neither is written. */
export function vehicleText(vehicle: VehicleTexts, field: VehicleTextField, language: Language): LocalText | null {
  const own = vehicle[VEHICLE_TEXT_COLUMNS[field][language]]?.trim();
  if (own) return { text: own, language };
  const english = vehicle[VEHICLE_TEXT_COLUMNS[field].en]?.trim();
  return english ? { text: english, language: 'en' } : null;
}

/** The good points, one a line, in `language` or else English. */
export function vehicleGoodPoints(vehicle: VehicleTexts, language: Language): { items: string[]; language: Language } {
  const found = vehicleText(vehicle, 'goodPoints', language);
  return {
    items: found ? found.text.split('\n').map((line) => line.trim()).filter(Boolean) : [],
    language: found?.language ?? language,
  };
}
