// The cars a visitor has put aside to compare (issue 42, ADR 066): at most four stock numbers, in the
// order they were added. Kept in a cookie for signed-out visitors too; the compare page's address says
// the same list, so what is read from either is checked here and never trusted.
import { z } from 'zod';
import { normalizeStockNumber } from '../catalogue/search-text.ts';

/** Four columns still fit a laptop's screen side by side, and a phone's as swipeable columns. */
export const COMPARE_LIMIT = 4;

/** A stock number as staff may write one (domain/stock/vehicle-input.ts): letters, digits and hyphens, in capitals. */
const STOCK_NUMBER = /^[A-Z0-9][A-Z0-9-]{0,39}$/;

export const isStockNumber = (value: string): boolean => STOCK_NUMBER.test(value);

/**
 * A list as a cookie or an address gives it ("RR1,RR2"): capitals, duplicates and anything that is not a
 * stock number dropped, at most COMPARE_LIMIT kept. Lenient: a list is a convenience, not an input to refuse.
 */
export function readCompareList(value: string | null | undefined): string[] {
  if (!value) return [];
  const list: string[] = [];
  for (const part of value.slice(0, 1000).split(',')) {
    const stockNumber = normalizeStockNumber(part);
    if (isStockNumber(stockNumber) && !list.includes(stockNumber)) list.push(stockNumber);
    if (list.length === COMPARE_LIMIT) break;
  }
  return list;
}

/** What a compare page's address asks for (`?stock=RR1,RR2`), read strictly enough to say what was left out and why. */
export interface AskedStockNumbers {
  /** At most COMPARE_LIMIT, in the order given, each once. */
  stockNumbers: string[];
  /** Parts that are no stock number, as given (cut to 40 characters). */
  malformed: string[];
  /** Stock numbers past the limit, not compared. */
  beyondLimit: string[];
}

export function readAskedStockNumbers(value: string | null): AskedStockNumbers {
  const asked: AskedStockNumbers = { stockNumbers: [], malformed: [], beyondLimit: [] };
  for (const part of (value ?? '').slice(0, 1000).split(',')) {
    const stockNumber = normalizeStockNumber(part);
    if (!stockNumber || asked.stockNumbers.includes(stockNumber) || asked.beyondLimit.includes(stockNumber)) continue;
    if (!isStockNumber(stockNumber)) asked.malformed.push(part.trim().slice(0, 40));
    else (asked.stockNumbers.length < COMPARE_LIMIT ? asked.stockNumbers : asked.beyondLimit).push(stockNumber);
  }
  return asked;
}

/** The list with a car added at its end; `full` when four are there already (the fifth is refused, not swapped in). */
export function addToCompareList(list: readonly string[], stockNumber: string): string[] | 'full' {
  const wanted = normalizeStockNumber(stockNumber);
  if (list.includes(wanted)) return [...list];
  if (list.length >= COMPARE_LIMIT) return 'full';
  return [...list, wanted];
}

export function removeFromCompareList(list: readonly string[], stockNumber: string): string[] {
  const unwanted = normalizeStockNumber(stockNumber);
  return list.filter((s) => s !== unwanted);
}

/** The stock numbers a comparison is asked for (the API's argument): each checked, at most four, the same one once. */
export const stockNumbersSchema = z
  .array(z.string({ message: 'Each stock number must be a text.' }), { message: 'Give the stock numbers to compare as a list.' })
  .transform((list) => [...new Set(list.map(normalizeStockNumber).filter(Boolean))])
  .superRefine((list, ctx) => {
    if (list.length === 0) ctx.addIssue({ code: 'custom', message: 'Choose at least one vehicle to compare.' });
    if (list.length > COMPARE_LIMIT) ctx.addIssue({ code: 'custom', message: `Compare at most ${COMPARE_LIMIT} vehicles at a time: ${list.length} were given.` });
    for (const stockNumber of list.slice(0, COMPARE_LIMIT + 1)) {
      if (!isStockNumber(stockNumber)) ctx.addIssue({ code: 'custom', message: `“${stockNumber.slice(0, 40)}” is not a stock number: letters, digits and hyphens, as RR100123.` });
    }
  });
