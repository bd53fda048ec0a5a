// A yen breakdown (items and their total) shown in another currency: each item converted and rounded so
// that the items add up to the converted total, as a reader checks them. Shared by every page or paper
// that lists items in a currency other than the yen invoiced (the price form, the order, the invoice).
import type { Language } from '#domain/context.ts';
import { largestRemainder } from '#domain/trade/largest-remainder.ts';
import type { Basis } from '#domain/trade/trade-term.ts';
import { convertJpy, formatAmount, type DisplayCurrency } from './format';

export interface ConvertedBreakdown {
  /** Each item in the currency, in the order given, rounded to its display decimals. */
  items: number[];
  /** The total in the currency: convertJpy of the yen total, so it is the amount shown everywhere else. */
  total: number;
}

/**
 * Largest-remainder rounding (domain/trade/largest-remainder.ts): every item is first rounded down to the
 * currency's smallest unit shown, then the units the total still lacks go one each to the items that lost
 * the most by it. When the yen items do not add up to the yen total, the difference is spread the same
 * way, so the items still add up to the total shown.
 */
export function convertBreakdown(itemsJpy: readonly number[], totalJpy: number, currency: DisplayCurrency): ConvertedBreakdown {
  const total = convertJpy(totalJpy, currency);
  return { items: convertParts(itemsJpy, total, currency), total };
}

/** Yen parts of an amount already shown in the currency (`shown`), rounded as convertBreakdown does so that they add up to it. */
export function convertParts(partsJpy: readonly number[], shown: number, currency: DisplayCurrency): number[] {
  const factor = 10 ** currency.displayDecimals;
  return largestRemainder(
    partsJpy.map((jpy) => jpy * currency.rate * factor),
    Math.round(shown * factor),
  ).map((u) => u / factor);
}

export interface WrittenBreakdown {
  /** Per item: its amount, and how to write the amounts of its basis (parts that make up the item add up to it). */
  items: { amount: string; basisMoney: (amountJpy: number, name: string) => string }[];
  total: string;
}

/**
 * A breakdown as a page writes it in the currency: the items adding up to the total, and an item's basis
 * naming the parts it is made of (inland freight plus port clearing) adding up to the item.
 */
export function writtenBreakdown(language: Language, items: readonly { price: number; basis?: Basis | null }[], totalJpy: number, currency: DisplayCurrency): WrittenBreakdown {
  const write = (amount: number) => formatAmount(language, amount, currency);
  const money = (amountJpy: number) => write(convertJpy(amountJpy, currency));
  const shown = convertBreakdown(
    items.map((item) => item.price),
    totalJpy,
    currency,
  );
  return {
    items: items.map((item, i) => {
      const parts = Object.entries(item.basis?.values ?? {}).filter((entry): entry is [string, number] => entry[0].endsWith('Jpy') && typeof entry[1] === 'number');
      const whole = parts.length > 1 && parts.reduce((sum, [, jpy]) => sum + jpy, 0) === item.price;
      const partAmounts = whole ? convertParts(parts.map(([, jpy]) => jpy), shown.items[i]!, currency) : [];
      const byName = new Map(parts.map(([name], p) => [name, partAmounts[p]]));
      return {
        amount: write(shown.items[i]!),
        basisMoney: (amountJpy: number, name: string) => {
          const part = byName.get(name);
          return part === undefined ? money(amountJpy) : write(part);
        },
      };
    }),
    total: write(shown.total),
  };
}
