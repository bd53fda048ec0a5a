// The duties on arrival as the pages show them (issue 39, ADR 059): the estimate in the page's currency,
// plain data for the loader's answer, or why there is none. Built on the server from a quote's estimate;
// the breakdown (components/arrival-taxes.tsx) writes the sentences, in the page's language: the taxes'
// names, the bases' words and the caveats by their text keys (domain/trade/tax-text-keys.ts), the English
// where a language has no text for one.
import { translate, type TranslationMap } from '#domain/content/translate.ts';
import type { TaxCaveat } from '#domain/trade/import-taxes.ts';
import { taxWordKey } from '#domain/trade/tax-text-keys.ts';
import type { ImportTaxesAnswer } from '#domain/trade/trade-term-taxes.ts';
import { convertJpy, type DisplayCurrency } from './format';

export interface ArrivalTaxItemView {
  id: string;
  /** In English, as the table names it; taxWord() gives the page's language. */
  label: string;
  /** The base's words in English ("customs value", "Import duty"); null for a fixed sum or a sum per cc alone. */
  baseParts: string[] | null;
  rate: number | null;
  perCc: { amount: number; currency: string; engineCc: number } | null;
  charged: 'rate' | 'perCc' | 'fixed';
  /** In `currency`. */
  amount: number;
}

export type ArrivalTaxesView =
  | {
      kind: 'Estimate';
      /** ISO code of every amount here: the page's currency. */
      currency: string;
      customsValue: number;
      used: 'CIF' | 'ReferencePrice';
      /** The CIF, and the value from the reference price (null without one), in `currency`. */
      cif: number;
      reference: { price: number; currency: string; depreciation: number; value: number } | null;
      higherOf: boolean;
      items: ArrivalTaxItemView[];
      total: number;
      /** Our total as shown + the taxes as shown. */
      landedTotal: number;
      asOf: string;
      sources: string[];
      caveats: TaxCaveat[];
    }
  | { kind: 'NotEstimated'; reason: 'UnknownCountry' | 'AgeLimit' | 'VehicleKind' | 'NoRate' | 'NoFreight'; message: string; currency: string | null };

export function arrivalTaxesView(answer: ImportTaxesAnswer, currency: DisplayCurrency): ArrivalTaxesView {
  if (answer.kind === 'NotEstimated') return { kind: 'NotEstimated', reason: answer.reason, message: answer.message, currency: answer.currency ?? null };
  const { valuation } = answer;
  return {
    kind: 'Estimate',
    currency: answer.currency,
    customsValue: answer.customsValue,
    used: valuation.used,
    cif: convertJpy(valuation.cifJpy, currency),
    reference: valuation.reference
      ? { price: valuation.reference.price, currency: valuation.reference.currency, depreciation: valuation.reference.depreciation, value: convertJpy(valuation.reference.valueJpy, currency) }
      : null,
    higherOf: valuation.higherOf,
    items: answer.items.map((i) => ({ id: i.id, label: i.label, baseParts: i.baseParts, rate: i.rate, perCc: i.perCc, charged: i.charged, amount: i.amount })),
    total: answer.total,
    landedTotal: answer.landedTotal,
    asOf: answer.asOf,
    sources: answer.sources,
    caveats: answer.caveatNotes,
  };
}

/** A tax's name or a base's word in the page's language, else as the table writes it. */
export function taxWord(texts: TranslationMap, english: string): string {
  return texts[taxWordKey(english)] ?? english;
}

/**
 * A caveat in the page's language, else in English: its values given as the page writes them (`write`
 * for numbers; `overrides` for those the page knows better, such as the country's name in its language).
 */
export function caveatText(texts: TranslationMap, caveat: TaxCaveat, write: (n: number) => string, overrides: Record<string, string> = {}): string {
  if (!texts[caveat.key]) return caveat.text;
  const values = Object.fromEntries(Object.entries(caveat.values).map(([name, value]) => [name, overrides[name] ?? (typeof value === 'number' ? write(value) : value)]));
  return translate(texts, caveat.key, values);
}
