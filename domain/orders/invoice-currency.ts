// The currency an order is invoiced in (ADR 058): yen, or US dollars converted once when the order was
// placed, at the dollar rate of that moment, which the order keeps. Pure, for the server, the pages and
// the PDF alike: the figures every one of them shows come from here.
import { largestRemainder } from '../trade/largest-remainder.ts';

export const INVOICE_CURRENCIES = ['JPY', 'USD'] as const;
export type InvoiceCurrency = (typeof INVOICE_CURRENCIES)[number];
export const isInvoiceCurrency = (value: unknown): value is InvoiceCurrency => (INVOICE_CURRENCIES as readonly unknown[]).includes(value);

/** What an order froze of its invoice: the currency, the dollar rate (US dollars for one yen) and the amounts in minor units. */
export interface InvoiceTerms {
  currency: InvoiceCurrency;
  /** US dollars for one yen when the order was placed (null for orders from before migration 0029). */
  usdRate: number | null;
  /** In minor units of `currency`: cents for USD, yen for JPY. */
  total: number;
  items: { name: string; price: number }[];
}

/** Decimals of an invoice currency. */
export const invoiceDecimals = (currency: InvoiceCurrency) => (currency === 'USD' ? 2 : 0);

/** The invoice of a yen quote: the yen themselves, or cents at `usdRate`, the items adding up to the total (largest remainder). */
export function frozenInvoice(itemsJpy: readonly { name: string; price: number }[], totalJpy: number, currency: InvoiceCurrency, usdRate: number | null): InvoiceTerms {
  if (currency === 'JPY') return { currency, usdRate, total: totalJpy, items: itemsJpy.map(({ name, price }) => ({ name, price })) };
  if (!usdRate || !(usdRate > 0)) throw new Error('A dollar invoice needs the dollar rate.');
  const total = Math.round(totalJpy * usdRate * 100);
  const cents = largestRemainder(
    itemsJpy.map((item) => item.price * usdRate * 100),
    total,
  );
  return { currency, usdRate, total, items: itemsJpy.map((item, i) => ({ name: item.name, price: cents[i]! })) };
}

/** Yen as the invoice counts them: the yen, or cents at the order's frozen rate. */
export function yenInInvoice(jpy: number, terms: Pick<InvoiceTerms, 'currency' | 'usdRate'>): number {
  return terms.currency === 'USD' ? Math.round(jpy * terms.usdRate! * 100) : jpy;
}

/** An amount of the invoice currency back in yen at the order's rate (for the figures that stay in yen: the deposit, the reports). */
export function invoiceInYen(amount: number, terms: Pick<InvoiceTerms, 'currency' | 'usdRate'>): number {
  return terms.currency === 'USD' ? Math.round(amount / 100 / terms.usdRate!) : amount;
}

/** Yen for one US dollar at the order's rate, to the sen, as the invoice writes it ("151.23"). */
export function yenPerUsd(usdRate: number): number {
  return Math.round(100 / usdRate) / 100;
}

/** A payment as it counts against the invoice (ADR 058): in dollars for a dollar invoice, its yen for a yen one. */
export function creditedInInvoice(payment: { amount: number; currency: string; creditedJpy: number }, terms: Pick<InvoiceTerms, 'currency' | 'usdRate'>): number {
  if (terms.currency === 'USD' && payment.currency === 'USD') return payment.amount;
  return yenInInvoice(payment.creditedJpy, terms);
}
