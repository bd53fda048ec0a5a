import { describe, expect, it } from 'vitest';
import { moveHighlight, stocklistSearchUrl, wantsSuggestions } from './keyword-search';

describe('keyword search', () => {
  it('asks for suggestions from 2 to 255 characters', () => {
    expect(wantsSuggestions('t')).toBe(false);
    expect(wantsSuggestions(' t ')).toBe(false);
    expect(wantsSuggestions('to')).toBe(true);
    expect(wantsSuggestions('x'.repeat(255))).toBe(true);
    expect(wantsSuggestions('x'.repeat(256))).toBe(false);
  });

  it('goes to the stock list keeping its search and dropping the page cursor', () => {
    expect(stocklistSearchUrl('en', { pathname: '/en/stocklist', search: '?type=Suv&keywords=old&cursor=abc&order=3' }, 'Toyota')).toBe(
      '/en/stocklist?type=Suv&order=3&keywords=Toyota',
    );
    expect(stocklistSearchUrl('fr', { pathname: '/fr/pages/faq', search: '?language=fr' }, ' hiace ')).toBe('/fr/stocklist?keywords=hiace');
    expect(stocklistSearchUrl('en', { pathname: '/en', search: '' }, '')).toBe('/en/stocklist');
  });

  it('moves the highlight round the list', () => {
    expect(moveHighlight(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveHighlight(2, 3, 'ArrowDown')).toBe(0);
    expect(moveHighlight(0, 3, 'ArrowUp')).toBe(2);
    expect(moveHighlight(-1, 0, 'ArrowDown')).toBe(-1);
  });
});
