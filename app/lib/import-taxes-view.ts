// The duties on arrival as the pages show them (issue 39, ADR 059): the estimate in the page's currency,
// plain data for the loader's answer, or why there is none. Built on the server from a quote's estimate;
// the breakdown (components/arrival-taxes.tsx) writes the sentences.
import type { ImportTaxesAnswer } from '#domain/trade/trade-term-taxes.ts';
import { convertJpy, type DisplayCurrency } from './format';

export interface ArrivalTaxItemView {
  id: string;
  label: string;
  base: string | null;
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
      caveats: string[];
    }
  | { kind: 'NotEstimated'; reason: 'UnknownCountry' | 'AgeLimit' | 'VehicleKind' | 'NoRate' | 'NoFreight'; message: string };

export function arrivalTaxesView(answer: ImportTaxesAnswer, currency: DisplayCurrency): ArrivalTaxesView {
  if (answer.kind === 'NotEstimated') return { kind: 'NotEstimated', reason: answer.reason, message: answer.message };
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
    items: answer.items.map((i) => ({ id: i.id, label: i.label, base: i.base, rate: i.rate, perCc: i.perCc, charged: i.charged, amount: i.amount })),
    total: answer.total,
    landedTotal: answer.landedTotal,
    asOf: answer.asOf,
    sources: answer.sources,
    caveats: answer.caveats,
  };
}
