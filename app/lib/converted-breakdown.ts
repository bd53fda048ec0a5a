// A yen breakdown (items and their total) shown in another currency: each item converted and rounded so
// that the items add up to the converted total, as a reader checks them. Shared by every page or paper
// that lists items in a currency other than the yen invoiced (the price form, the order, the invoice).
import { convertJpy, type DisplayCurrency } from './format';

export interface ConvertedBreakdown {
  /** Each item in the currency, in the order given, rounded to its display decimals. */
  items: number[];
  /** The total in the currency: convertJpy of the yen total, so it is the amount shown everywhere else. */
  total: number;
}

/** How far a product of yen and rate may be from its exact value before it counts as a different remainder. */
const NOISE = 1e-9;

/**
 * Largest-remainder rounding: every item is first rounded down to the currency's smallest unit shown,
 * then the units the total still lacks go one each to the items that lost the most by it (ties to the
 * larger item, then the earlier). When the yen items do not add up to the yen total, the difference is
 * spread the same way, so the items still add up to the total shown.
 */
export function convertBreakdown(itemsJpy: readonly number[], totalJpy: number, currency: DisplayCurrency): ConvertedBreakdown {
  const factor = 10 ** currency.displayDecimals;
  const total = convertJpy(totalJpy, currency);
  if (itemsJpy.length === 0) return { items: [], total };
  const totalUnits = Math.round(total * factor);
  const exact = itemsJpy.map((jpy) => {
    const units = jpy * currency.rate * factor;
    return Math.round(units / NOISE) * NOISE;
  });
  const units = exact.map((e) => Math.floor(e + NOISE));
  const order = exact
    .map((e, index) => ({ index, remainder: Math.max(0, e - units[index]!), size: Math.abs(e) }))
    .sort((a, b) => b.remainder - a.remainder || b.size - a.size || a.index - b.index);
  let missing = totalUnits - units.reduce((sum, u) => sum + u, 0);
  // Normally 0 ≤ missing < items; a yen breakdown that does not add up can need more, or fewer, rounds.
  for (let i = 0; missing !== 0; i = (i + 1) % order.length) {
    const step = Math.sign(missing);
    // Taking back goes from the smallest remainders first.
    const { index } = step > 0 ? order[i]! : order[order.length - 1 - i]!;
    units[index] = units[index]! + step;
    missing -= step;
  }
  return { items: units.map((u) => u / factor), total };
}
