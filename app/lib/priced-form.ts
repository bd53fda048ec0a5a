// The vehicle page's price form as last priced, for what the page shows beside the form (the summary under
// the car's name, Order in the bar on a phone). The form prices each change through its own fetcher, a post
// to the route's action; the route's clientAction keeps each answer here as it passes, so the page reads
// the very answer the form shows. Without an answer yet for this car, the page's own (the loader's).
import { useSyncExternalStore } from 'react';
import type { PriceFormChoice, PriceFormState } from './price-form.server';

let latest: { stockNumber: string; state: PriceFormState } | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The form's answer for the car, from the route's clientAction. */
export function keepPricedForm(stockNumber: string, state: PriceFormState | null | undefined): void {
  if (!state) return;
  latest = { stockNumber, state };
  notify();
}

/** When the page goes: the next visit's form starts from its own loader's price, and so does the page. */
export function forgetPricedForm(): void {
  latest = null;
  notify();
}

export function usePricedForm(stockNumber: string, initial: PriceFormState | null): PriceFormState | null {
  const kept = useSyncExternalStore(
    subscribe,
    () => latest,
    () => null,
  );
  return kept && kept.stockNumber === stockNumber ? kept.state : initial;
}

/**
 * The choice as priced, as the form's "Order this vehicle" sends it: with the options a package added,
 * and Insurance kept for when CIF comes back.
 */
export function pricedChoice(state: PriceFormState): PriceFormChoice {
  if (!state.quote) return state.choice;
  const options = new Set(state.quote.options.filter((o) => o !== 'Coupon'));
  if (state.choice.options.includes('Insurance')) options.add('Insurance');
  return { ...state.choice, options: [...options] };
}
