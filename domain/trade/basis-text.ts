// A price item's basis in words, from the interface texts: amounts through the caller's money format
// (yen for the API, the visitor's currency on a page), the means of transport by its own text. Pure.
import { translate, type TranslationMap } from '../content/translate.ts';
import type { Basis } from './trade-term.ts';

/** `money` writes each amount of the basis, told its name (`freightJpy`), so parts can be written to add up to their item. */
export function basisText(texts: TranslationMap, basis: Basis, money: (amountJpy: number, name: string) => string): string {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(basis.values)) {
    if (name.endsWith('Jpy') && typeof value === 'number') values[name] = money(value, name);
    else if (name === 'transport') values[name] = translate(texts, `transport-${value}`);
    else values[name] = value;
  }
  return translate(texts, basis.key, values);
}

/** Yen as the API writes it in texts: "¥1,234,000". */
export const yenText = (amount: number) => `¥${Math.round(amount).toLocaleString('en-US')}`;
