// An order's itemised price and total, as the order review and the order's page show it: each item in
// the buyer's language (with how it was reckoned, where known), the total in the buyer's currency, and
// the yen they pay when that currency is another, or the invoice's own line when the order is (or will be)
// invoiced in US dollars (ADR 058).
import { basisText } from '#domain/trade/basis-text.ts';
import type { Basis } from '#domain/trade/trade-term.ts';
import { writtenBreakdown } from '../lib/converted-breakdown';
import { formatJpy, type DisplayCurrency } from '../lib/format';
import { useLanguageData, useT } from '../lib/i18n';

export function OrderQuoteItems({ items, totalPrice, currency, invoiceNote }: { items: { name: string; price: number; basis?: Basis | null }[]; totalPrice: number; currency: DisplayCurrency; invoiceNote?: string | null }) {
  const t = useT();
  const { language, texts } = useLanguageData();
  // The items as shown add up to the total as shown, in the buyer's currency.
  const written = writtenBreakdown(language, items, totalPrice, currency);
  return (
    <>
      <dl className="mt-3 divide-y divide-slate-200 text-sm dark:divide-slate-800">
        {items.map((item, i) => (
          <div key={item.name} className="flex justify-between gap-4 py-2">
            <dt>
              {t(`item-${item.name}`)}
              {item.basis ? <span className="block text-xs text-slate-500 dark:text-slate-400">{basisText(texts, item.basis, written.items[i]!.basisMoney)}</span> : null}
            </dt>
            <dd className="whitespace-nowrap tabular-nums">{written.items[i]!.amount}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 flex items-baseline justify-between gap-4 border-t-2 border-slate-300 pt-3 dark:border-slate-700">
        <span className="font-semibold">{t('order-total')}</span>
        <span className="text-2xl font-bold text-brand-700 dark:text-brand-100" data-testid="order-total">
          {written.total}
        </span>
      </p>
      {invoiceNote ? (
        <p className="mt-1 text-right text-xs text-slate-600 dark:text-slate-300" data-testid="order-invoice-note">
          {invoiceNote}
        </p>
      ) : currency.name !== 'JPY' ? (
        <p className="mt-1 text-right text-xs text-slate-500 dark:text-slate-400">
          {formatJpy(language, totalPrice)} · {t('order-currency-note', { currency: currency.name })}
        </p>
      ) : null}
    </>
  );
}
