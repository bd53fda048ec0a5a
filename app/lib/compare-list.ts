// The compare list in the browser (ADR 066): the stock numbers the layout read from the visitor's cookie,
// with the toggles still on their way counted already (optimistic), so every toggle of a car and the
// header's "Compare (3)" agree at once.
import { useFetchers } from 'react-router';
import { COMPARE_LIMIT } from '#domain/compare/compare-list.ts';
import { useLanguageData } from './i18n';

/** Every toggle of one car shares its fetcher, so the card and the vehicle page show one state. */
export const compareFetcherKey = (stockNumber: string) => `compare:${stockNumber}`;

/** The compare page for a list: its address is the comparison (shareable, and the state without JavaScript). */
export const compareHref = (language: string, stockNumbers: readonly string[]) => `/${language}/compare?stock=${stockNumbers.map(encodeURIComponent).join(',')}`;

export function useCompareList(): string[] {
  const { compareList } = useLanguageData();
  const list = [...compareList];
  for (const fetcher of useFetchers()) {
    if (!fetcher.key.startsWith('compare:') || !fetcher.formData) continue;
    // The toggle posts add=<stock number> or remove=<stock number>, as the form would.
    const added = fetcher.formData.get('add');
    const removed = fetcher.formData.get('remove');
    if (typeof removed === 'string' && list.includes(removed)) list.splice(list.indexOf(removed), 1);
    // A fifth is refused by the server: not shown added meanwhile.
    if (typeof added === 'string' && !list.includes(added) && list.length < COMPARE_LIMIT) list.push(added);
  }
  return list;
}
