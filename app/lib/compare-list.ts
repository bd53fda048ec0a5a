// The compare list in the browser (ADR 066): the `roro_compare` cookie, which the page's scripts write
// themselves, as the header's selectors write theirs (ADR 010). One tick after another is one write after
// another: posts sent at once each read the cookie before the others had set it, and the last one
// answered won (three quick ticks kept one or two cars). The server reads the same cookie for the next
// page, and takes plain posts for a browser without JavaScript (routes/compare.tsx).
import { useSyncExternalStore } from 'react';
import { addToCompareList, readCompareList, removeFromCompareList } from '#domain/compare/compare-list.ts';
import { useLanguageData } from './i18n';
import { compareCookie, COMPARE_COOKIE, cookieValue, servedOverHttps } from './preference-cookies';

/** The compare page for a list: its address is the comparison (shareable, and the state without JavaScript). */
export const compareHref = (language: string, stockNumbers: readonly string[]) => `/${language}/compare?stock=${stockNumbers.map(encodeURIComponent).join(',')}`;

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

// One array per cookie value, so that React sees the same list until it changes.
let read: { raw: string | null; list: string[] } = { raw: null, list: [] };
function cookieList(): string[] {
  const raw = cookieValue(document.cookie, COMPARE_COOKIE);
  if (raw !== read.raw) read = { raw, list: readCompareList(raw) };
  return read.list;
}

/** The list as the page knows it: the server's (the layout read the cookie) until the page runs, then the cookie's. */
export function useCompareList(): string[] {
  const { compareList } = useLanguageData();
  return useSyncExternalStore(subscribe, cookieList, () => compareList);
}

/** Puts a car aside or takes it out; `full` when four are there (the fifth is refused, not swapped in). */
export function toggleCompared(stockNumber: string): 'added' | 'removed' | 'full' {
  const list = cookieList();
  const removing = list.includes(stockNumber);
  const next = removing ? removeFromCompareList(list, stockNumber) : addToCompareList(list, stockNumber);
  if (next === 'full') return 'full';
  document.cookie = compareCookie(next, servedOverHttps(location.href));
  for (const listener of listeners) listener();
  return removing ? 'removed' : 'added';
}
