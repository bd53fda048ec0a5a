import { describe, expect, it } from 'vitest';
import { languageParamTarget, rootTarget } from './language-url';

const at = (path: string) => new URL(path, 'http://roro.test');

describe('the language parameter on a page', () => {
  it('moves the page under that language, keeping the rest of the query', () => {
    expect(languageParamTarget(at('/en/stocklist?type=Suv&language=fr&order=3'))).toBe('/fr/stocklist?type=Suv&order=3');
    expect(languageParamTarget(at('/pt/pages/how-to-buy?language=ru'))).toBe('/ru/pages/how-to-buy');
    expect(languageParamTarget(at('/en?language=pt&country=Kenya'))).toBe('/pt?country=Kenya');
  });

  it('takes the first value when repeated, and drops the others', () => {
    expect(languageParamTarget(at('/en/stocklist?language=ru&language=fr'))).toBe('/ru/stocklist');
  });

  it('drops a parameter that names the page’s own language', () => {
    expect(languageParamTarget(at('/fr/stocklist?language=fr&type=Suv'))).toBe('/fr/stocklist?type=Suv');
  });

  it('leaves the page alone without a supported language', () => {
    expect(languageParamTarget(at('/en/stocklist?type=Suv'))).toBeNull();
    expect(languageParamTarget(at('/en/stocklist?language=de'))).toBeNull();
    expect(languageParamTarget(at('/en/stocklist?language=&language=fr'))).toBeNull();
  });
});

describe('the top address', () => {
  it('follows the parameter first, then the signed-in user, then English', () => {
    expect(rootTarget(at('/?language=ru'), 'pt')).toBe('/ru');
    expect(rootTarget(at('/'), 'pt')).toBe('/pt');
    expect(rootTarget(at('/?language=de'), 'fr')).toBe('/fr');
    expect(rootTarget(at('/'), null)).toBe('/en');
    expect(rootTarget(at('/'), 'de')).toBe('/en');
  });

  it('keeps the rest of the query', () => {
    expect(rootTarget(at('/?gclid=abc&language=fr&country=Kenya'), null)).toBe('/fr?gclid=abc&country=Kenya');
  });
});
