// Rules of the header's keyword search (spec 001 §4, §5, §9), kept pure for tests.
import { searchParamsWithout } from './search-params';

export const KEYWORD_MAX = 255;
export const SUGGEST_MIN = 2;
/** A touch that moves further than this is a scroll of the list, not a choice. */
export const TOUCH_SCROLL_PX = 5;
export const SELECTION_DELAY_MS = 50;

/** Suggestions are asked for and shown for 2 to 255 characters. */
export function wantsSuggestions(text: string): boolean {
  const length = text.trim().length;
  return length >= SUGGEST_MIN && length <= KEYWORD_MAX;
}

/**
 * Where a search goes: the stock list with the current page's search settings (when it is the stock
 * list) and the new keywords; the page cursor is dropped, since it belongs to the old results.
 */
export function stocklistSearchUrl(language: string, location: { pathname: string; search: string }, keywords: string): string {
  const onStocklist = location.pathname === `/${language}/stocklist`;
  const params = onStocklist ? searchParamsWithout(new URLSearchParams(location.search), 'keywords', 'cursor') : new URLSearchParams();
  const text = keywords.trim().slice(0, KEYWORD_MAX);
  if (text) params.set('keywords', text);
  const query = params.toString();
  return `/${language}/stocklist${query ? `?${query}` : ''}`;
}

/** The next highlighted option for an arrow key; -1 is the field itself. */
export function moveHighlight(current: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return current >= count - 1 ? 0 : current + 1;
  return current <= 0 ? count - 1 : current - 1;
}
