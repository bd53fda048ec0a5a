import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ORDER_CODES } from '#domain/catalogue/sort-orders.ts';
import { EQUIPMENT_FLAGS, FILTER_FIELDS } from '#domain/catalogue/vocabulary.ts';
import { BODY_TYPES, DRIVE_TYPES, FUEL_TYPES, STEERINGS, TRANSMISSION_TYPES, VEHICLE_STATUSES } from '#db/schema/enum-values.ts';
import { translations } from './translations.ts';
import { LANGUAGES } from './types.ts';

const appDir = new URL('../../../app', import.meta.url).pathname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? (e.name.startsWith('+') ? [] : sourceFiles(join(dir, e.name))) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

describe('interface translations', () => {
  it('have a text in English, French, Portuguese and Russian for every key the interface uses', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(appDir)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\b(?:t|pageText)\((?:layout, )?'([a-z0-9-]+)'/g)) used.add(match[1]!);
    }
    const prefixed = (prefix: string, values: readonly string[]) => values.map((v) => `${prefix}-${v}`);
    for (const key of [
      ...prefixed('body', BODY_TYPES),
      ...prefixed('fuel', FUEL_TYPES),
      ...prefixed('transmission', TRANSMISSION_TYPES),
      ...prefixed('drive', DRIVE_TYPES),
      ...prefixed('steering', STEERINGS),
      ...prefixed('status', VEHICLE_STATUSES),
      ...prefixed('order', ORDER_CODES),
      ...prefixed('equipment', EQUIPMENT_FLAGS),
      ...prefixed('filter', FILTER_FIELDS),
    ]) {
      used.add(key);
    }
    expect(used.size).toBeGreaterThan(50);
    const missing = [...used].flatMap((key) => LANGUAGES.filter((language) => !translations[key]?.[language]?.trim()).map((language) => `${key} (${language})`));
    expect(missing).toEqual([]);
  });

  it('keep every {placeholder} of the English text in each language', () => {
    for (const [key, texts] of Object.entries(translations)) {
      const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      for (const language of LANGUAGES) expect(placeholders(texts[language]), `${key} (${language})`).toEqual(placeholders(texts.en));
    }
  });
});
