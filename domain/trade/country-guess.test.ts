import { describe, expect, it } from 'vitest';
import { acceptedTags, guessCountry, guessLanguage, placeHints } from './country-guess.ts';
import type { Destinations } from './destinations.ts';
import type { CountryTerms } from './trade-term.ts';

// Only what the guess reads of the destinations: the countries by name and code.
const country = (name: string, code: string) => ({ name, code }) as CountryTerms;
const destinations = (...list: CountryTerms[]) => {
  const countryByName = new Map<string, CountryTerms>();
  for (const c of list) {
    countryByName.set(c.name.toLowerCase(), c);
    countryByName.set(c.code.toLowerCase(), c);
  }
  return { countries: list, countryByName } as unknown as Destinations;
};
const kenya = country('Kenya', 'KE');
const tanzania = country('Tanzania', 'TZ');
const russia = country('Russia', 'RU');
const shipsTo = destinations(kenya, tanzania, russia);

describe('reading Accept-Language', () => {
  it('orders the tags by weight, then as written, and drops refused (q=0) and malformed ones', () => {
    expect(acceptedTags('en;q=0.5, sw-KE, fr-FR;q=0.8, de;q=0, ***, pt-BR;q=0.8')).toEqual([
      { language: 'sw', region: 'KE' },
      { language: 'fr', region: 'FR' },
      { language: 'pt', region: 'BR' },
      { language: 'en', region: null },
    ]);
    expect(acceptedTags('zh-Hant-TW')).toEqual([{ language: 'zh', region: 'TW' }]);
    expect(acceptedTags(undefined)).toEqual([]);
    expect(acceptedTags('')).toEqual([]);
  });

  it('reads only the first eight tags of a header, however long', () => {
    const header = Array.from({ length: 500 }, (_, i) => `x${String.fromCharCode(97 + (i % 26))}-KE`).join(',');
    expect(acceptedTags(header)).toHaveLength(8);
  });
});

describe('the first guess of country and language', () => {
  it('takes the network address’s country first, when we ship there', () => {
    expect(guessCountry(shipsTo, 'en-US,en', 'KE')?.name).toBe('Kenya');
    expect(guessCountry(shipsTo, 'sw-TZ', 'KE')?.name).toBe('Kenya');
  });

  it('else the first region of the browser’s languages that we ship to', () => {
    expect(guessCountry(shipsTo, 'en-US,sw-TZ;q=0.9', null)?.name).toBe('Tanzania');
    expect(guessCountry(shipsTo, 'en-US,sw-TZ;q=0.9', 'US')?.name).toBe('Tanzania');
    expect(guessCountry(shipsTo, 'ru-RU,ru', undefined)?.name).toBe('Russia');
  });

  it('guesses nothing from a language alone or a country we do not ship to', () => {
    expect(guessCountry(shipsTo, 'ru,sw', null)).toBeUndefined();
    expect(guessCountry(shipsTo, 'en-US,fr-FR', 'US')).toBeUndefined();
    // A region subtag is a code, never matched against a country's English name.
    expect(guessCountry(destinations(country('Ke', 'XK')), 'sw-KE', null)).toBeUndefined();
  });

  it('takes the first of the browser’s languages the storefront is written in', () => {
    expect(guessLanguage('sw-KE,sw;q=0.9,fr;q=0.8,en;q=0.5')).toBe('fr');
    expect(guessLanguage('ru-RU')).toBe('ru');
    expect(guessLanguage('de-DE,ja')).toBeNull();
  });

  it('gives the page cache the hints a guess depends on', () => {
    expect(placeHints('sw-KE,en-GB;q=0.8,sw-KE;q=0.7', 'KE')).toBe('KE|KE,GB');
    expect(placeHints(null, null)).toBe('|');
  });
});
