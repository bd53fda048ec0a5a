import { describe, expect, it } from 'vitest';
import { pageLanguage } from './page-language';

describe('pageLanguage', () => {
  it('is the path’s language prefix, and English for a prefix that is none of the site’s languages', () => {
    expect(pageLanguage({ lang: 'fr' })).toBe('fr');
    expect(pageLanguage({ lang: 'ru' })).toBe('ru');
    for (const lang of [undefined, '', 'de', 'FR', 'en-GB']) expect(pageLanguage({ lang })).toBe('en');
  });
});
