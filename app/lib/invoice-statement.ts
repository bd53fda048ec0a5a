// What an invoice says about its payment, the same on the page and in the PDF (issue 38 point 3): to pay
// by the deadline, the balance once part is received, paid in full on the bank's day, or, for an order
// that lapsed or was cancelled, not to pay it; and the rows under the total, one per payment received and
// the balance due.
import type { Invoice } from '#domain/orders/invoice.service.ts';
import { moneyText } from '#domain/orders/money-text.ts';

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

export function invoiceStatement(invoice: Pick<Invoice, 'status' | 'payments' | 'money' | 'totalPrice'> & { dueAt: string | Date }, t: Translate, date: (iso: string) => string, yen: (n: number) => string): InvoiceStatement {
  const { money, payments } = invoice;
  const rows = payments.length
    ? [
        ...payments.map((p) => ({
          label: `${t('invoice-received', { date: date(bankDayIso(p.receivedOn)) })}${p.currency === 'JPY' ? '' : ` (${moneyText(p.amount, p.currency, p.minorUnits)})`}`,
          amount: `−${yen(p.creditedJpy)}`,
          testId: 'invoice-received',
        })),
        { label: t('invoice-balance'), amount: yen(money.balanceJpy), testId: 'invoice-balance' },
      ]
    : [];
  if (invoice.status === 'Lapsed' || invoice.status === 'Cancelled') return { text: t(`invoice-closed-${invoice.status}`), rows, settled: true };
  if (money.balanceJpy === 0 && money.paidInFullOn) {
    const credit = money.creditJpy > 0 ? ` ${t('order-credit', { credit: yen(money.creditJpy) })}` : '';
    return { text: `${t('invoice-paid-in-full', { date: date(bankDayIso(money.paidInFullOn)) })}${credit}`, rows, settled: true };
  }
  const due = typeof invoice.dueAt === 'string' ? invoice.dueAt : invoice.dueAt.toISOString();
  return { text: t('invoice-terms', { date: date(due), amount: yen(money.balanceJpy) }), rows, settled: false };
}
