// What an invoice says about its payment, the same on the page and in the PDF (issue 38 point 3): to pay
// by the deadline, the balance once part is received, paid in full on the bank's day, or, for an order
// that lapsed or was cancelled, not to pay it; and the rows under the total, one per payment received and
// the balance due.
import type { Language } from '#domain/context.ts';
import { yenInInvoice, yenPerUsd, type InvoiceCurrency } from '#domain/orders/invoice-currency.ts';
import type { Invoice } from '#domain/orders/invoice.service.ts';
import { moneyText } from '#domain/orders/money-text.ts';
import { formatAmount, formatDate, formatJpy, JPY, type DisplayCurrency } from './format';

/** Dollars as written on an invoice: the amount is already in dollars, so the rate is 1. */
const USD: DisplayCurrency = { name: 'USD', rate: 1, displayDecimals: 2 };

type Translate = (key: string, values?: Record<string, string>) => string;

/** A bank's day (YYYY-MM-DD) as the instant formatDate reads it (it writes the UTC day). */
export const bankDayIso = (day: string) => `${day}T00:00:00Z`;

export interface InvoiceStatement {
  /** The payment paragraph. */
  text: string;
  /** Under the total: each payment received (negative) and the balance due, when any was received. */
  rows: { label: string; amount: string; testId: string }[];
  settled: boolean;
}

/**
 * How the invoice writes its amounts (ADR 058): yen, or US dollars and cents for an order invoiced in
 * dollars; amounts are in the invoice currency's minor units.
 */
export function invoiceMoney(currency: InvoiceCurrency, language: Language): (amount: number) => string {
  return currency === 'USD' ? (cents) => formatAmount(language, cents / 100, USD) : (yen) => formatJpy(language, yen);
}

/** The line a dollar invoice carries under its total: the currency, and the rate it was converted at on the order's day; none for yen. */
export function invoiceRateLine(invoice: Pick<Invoice, 'invoice'> & { issuedAt: string | Date }, t: Translate, language: Language): string | null {
  const { currency, usdRate } = invoice.invoice;
  if (currency !== 'USD' || !usdRate) return null;
  const day = typeof invoice.issuedAt === 'string' ? invoice.issuedAt : invoice.issuedAt.toISOString();
  return t('invoice-in-usd', { rate: formatAmount(language, yenPerUsd(usdRate), JPY, 2), date: formatDate(language, day) });
}

/** What the order review says when new orders are invoiced in dollars: the dollars to pay at today's rate, which the order will keep; none for yen. */
export function usdInvoiceNote(invoice: { currency: InvoiceCurrency; usdRate: number | null }, totalJpy: number, t: Translate, language: Language): string | null {
  if (invoice.currency !== 'USD' || !invoice.usdRate) return null;
  return t('order-invoice-usd-note', { amount: invoiceMoney('USD', language)(yenInInvoice(totalJpy, invoice)), rate: formatAmount(language, yenPerUsd(invoice.usdRate), JPY, 2) });
}

/** `money` writes the invoice currency's minor units (invoiceMoney). */
export function invoiceStatement(invoice: Pick<Invoice, 'status' | 'payments' | 'money'> & { dueAt: string | Date }, t: Translate, date: (iso: string) => string, money: (amount: number) => string): InvoiceStatement {
  const { money: summary, payments } = invoice;
  const rows = payments.length
    ? [
        ...payments.map((p) => ({
          // A payment in another currency than the invoice's names what came in beside what it counts for.
          label: `${t('invoice-received', { date: date(bankDayIso(p.receivedOn)) })}${p.currency === summary.currency ? '' : ` (${moneyText(p.amount, p.currency, p.minorUnits)})`}`,
          amount: `−${money(p.credited)}`,
          testId: 'invoice-received',
        })),
        { label: t('invoice-balance'), amount: money(summary.balance), testId: 'invoice-balance' },
      ]
    : [];
  if (invoice.status === 'Lapsed' || invoice.status === 'Cancelled') return { text: t(`invoice-closed-${invoice.status}`), rows, settled: true };
  if (summary.balance === 0 && summary.paidInFullOn) {
    const credit = summary.credit > 0 ? ` ${t('order-credit', { credit: money(summary.credit) })}` : '';
    return { text: `${t('invoice-paid-in-full', { date: date(bankDayIso(summary.paidInFullOn)) })}${credit}`, rows, settled: true };
  }
  const due = typeof invoice.dueAt === 'string' ? invoice.dueAt : invoice.dueAt.toISOString();
  return { text: t('invoice-terms', { date: date(due), amount: money(summary.balance) }), rows, settled: false };
}
