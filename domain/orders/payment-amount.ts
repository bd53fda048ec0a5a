// A payment's amount as a clerk types it from the bank statement, and the yen a payment in another currency
// comes to, suggested beside "Counts for (yen)". Pure, for the server's check and the back office's form.
import { invoiceInYen, type InvoiceTerms, yenPerUsd } from './invoice-currency.ts';

const MAX_AMOUNT = 2_000_000_000;

/** "24,512.50" as minor units of a currency with `decimals` decimals (2451250), or an error message. */
export function parseAmount(typed: string | number | null | undefined, decimals: number, currency: string): number | string {
  const text = String(typed ?? '').replace(/[\s,]/g, '');
  const example = decimals ? '24,512.50' : '3,667,033';
  if (!/^\d+(\.\d+)?$/.test(text)) return `Enter the amount received as a number, such as ${example}.`;
  const [whole, fraction = ''] = text.split('.');
  if (fraction.length > decimals) return decimals ? `A ${currency} amount has at most ${decimals} decimals.` : `A ${currency} amount has no decimals.`;
  const minor = Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || 0);
  if (!Number.isSafeInteger(minor) || minor > MAX_AMOUNT) return 'That is more than one payment can be: check the amount.';
  if (minor <= 0) return 'The amount received is more than zero.';
  return minor;
}

/** The yen a payment comes to at a rate, and which rate: the order's (what it counts for when left empty) or today's. */
export interface YenSuggestion {
  jpy: number;
  /** Yen for one unit of the currency. */
  yenPerUnit: number;
  rate: 'order' | 'today';
}

/**
 * The yen a payment of `amount` (as typed) in `currency` comes to: dollars on a dollar invoice at the
 * order's rate (what the server counts when the clerk leaves the yen empty, ADR 058), any other currency
 * at today's rate (`rate`: units per yen), which the bank's own credit will differ from by its rate and
 * charges. Null for yen (a yen payment counts its amount) or an amount that does not read.
 */
export function suggestedYen(amount: string, currency: { name: string; minorUnits: number; rate: number }, invoice: Pick<InvoiceTerms, 'currency' | 'usdRate'>): YenSuggestion | null {
  if (currency.name === 'JPY') return null;
  const minor = parseAmount(amount, currency.minorUnits, currency.name);
  if (typeof minor === 'string') return null;
  if (currency.name === 'USD' && invoice.currency === 'USD' && invoice.usdRate) {
    return { jpy: Math.max(1, invoiceInYen(minor, invoice)), yenPerUnit: yenPerUsd(invoice.usdRate), rate: 'order' };
  }
  if (!(currency.rate > 0)) return null;
  return { jpy: Math.max(1, Math.round(minor / 10 ** currency.minorUnits / currency.rate)), yenPerUnit: 1 / currency.rate, rate: 'today' };
}

/** Yen for one unit as the form writes it: "151.23", or four figures below ten ("1.163", "0.008912"). */
export function yenPerUnitText(yen: number): string {
  return yen >= 10 ? yen.toFixed(2) : String(Number(yen.toPrecision(4)));
}
