// The vehicle page's bar at the bottom of screens narrower than its two columns (lg): the total the price
// form gives now, beside the way to ask about the vehicle, in view wherever the page is scrolled. The
// price form draws it with its own answer, so it follows each change; without a destination yet it
// leads to the form. Without JavaScript it shows the total the page came with. Beside the button, what
// the page puts in PriceBarExtra: on the vehicle page, Order (for a car on sale, once there is a quote).
import { createContext, useContext, type ReactNode } from 'react';
import { useT } from '../lib/i18n';
import type { QuoteView } from '../lib/price-form.server';

/** The bar's button, beside the total. */
export const PRICE_BAR_BUTTON = 'shrink-0 rounded-md bg-accent-600 px-4 py-2.5 text-center font-semibold text-white hover:bg-accent-500';

/** Order beside it: the colours of the price form's own "Order this vehicle". */
export const PRICE_BAR_ORDER = 'shrink-0 rounded-md bg-brand-700 px-4 py-2.5 text-center font-semibold text-white hover:bg-brand-800';

/** Drawn beside the bar's button when there is a total (the price form draws the bar, the page fills this). */
export const PriceBarExtra = createContext<ReactNode>(null);

export function PriceBar({ quote, money, busy, formId, action }: { quote: QuoteView | null; money: (amount: number) => string; busy: boolean; formId: string; action: ReactNode }) {
  const t = useT();
  const extra = useContext(PriceBarExtra);
  const place = quote ? (quote.isCif ? (quote.city ?? quote.portName ?? quote.country) : t('fob-japan')) : null;
  return (
    <div
      data-price-bar=""
      data-testid="price-bar"
      className="fixed inset-x-0 bottom-14 z-40 border-t border-slate-200 bg-white/95 px-4 py-2 shadow-[0_-4px_12px_rgb(15_23_42/0.08)] backdrop-blur sm:bottom-0 lg:hidden print:hidden dark:border-slate-800 dark:bg-slate-900/95"
    >
      {/* Where the buttons do not fit beside the total (long labels), they go under it, never off the screen. */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <a href={`#${formId}`} className="min-w-36 flex-1 rounded-md hover:underline" aria-busy={busy || undefined}>
          {quote?.regulation.violations.length ? (
            <span className="block text-sm font-semibold text-red-800 dark:text-red-200" data-testid="price-bar-refused">
              {t('price-not-importable', { country: quote.country })}
            </span>
          ) : quote && place ? (
            <>
              <span className="block truncate text-xs text-slate-600 dark:text-slate-300">{t('total-price-to', { place })}</span>
              <span className="block text-lg font-bold leading-tight text-brand-700 tabular-nums dark:text-brand-100" data-testid="price-bar-total">
                {money(quote.totalPrice)}
              </span>
            </>
          ) : (
            <>
              <span className="block text-xs text-slate-600 dark:text-slate-300">{t('price-bar-label')}</span>
              <span className="block text-sm font-semibold text-brand-700 underline dark:text-brand-100">{t('price-bar-get-total')}</span>
            </>
          )}
        </a>
        <span className="ml-auto flex shrink-0 gap-2">
          {action}
          {quote && !quote.regulation.violations.length ? extra : null}
        </span>
      </div>
    </div>
  );
}
