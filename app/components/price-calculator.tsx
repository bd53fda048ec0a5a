// The vehicle page's total-value form: destination, FOB or CIF, shipping, options or a package, a coupon
// and the currency, with the itemised price beside it. A plain form post without JavaScript; with it,
// every change is priced at once through a fetcher and nothing reloads. Under the total: "Ask about this
// price" (the inquiry popup, carrying the quote) and, for a vehicle on sale, "Order this vehicle".
import { useId, useState } from 'react';
import { useFetcher } from 'react-router';
import { writtenBreakdown } from '../lib/converted-breakdown';
import { formatDate, formatJpy, formatMoney } from '../lib/format';
import { basisText } from '#domain/trade/basis-text.ts';
import { useScriptsRunning, useTypedBeforeHydration } from '../lib/hydration';
import { choiceFromForm, choiceQuery } from '../lib/price-form-choice';
import { useLanguageData, useT } from '../lib/i18n';
import type { PriceFormChoice, PriceFormState } from '../lib/price-form.server';
import type { BuyerCoupon } from '../lib/buyer.server';
import { ORDER_HOLD_DAYS } from '#domain/orders/order-terms.ts';
import { termsPlaceText } from '#domain/trade/terms-place.ts';
import type { AskedQuote } from '../lib/inquiry-form';
import { InquiryLink } from './inquiry-popup-provider';
import { PRICE_BAR_BUTTON, PriceBar } from './price-bar';
import { usdInvoiceNote } from '../lib/invoice-statement';
import { ArrivalTaxes } from './arrival-taxes';

export interface PriceCalculatorProps {
  state: PriceFormState;
  currencies: { name: string; displayName: string }[];
  /** A signed-in buyer's usable coupons, offered beside the code field. */
  coupons?: BuyerCoupon[];
  /** The vehicle's stock number, for "Ask about this price". */
  stockNumber: string;
  /** The vehicle's stock number when it can be ordered now (for sale): the quote then ends in "Order this vehicle". */
  orderable?: string | null;
  /** On screens narrower than the page's two columns: a bar at the bottom with the total and this beside it. */
  barAction?: React.ReactNode;
}

/** The price form's own id (the page's `price-form` is the box around it, the summary's "change" target), for an order button outside it (the phone's bar). */
export const PRICE_FORM_ID = 'price-form-fields';

/**
 * "Order" for the choice as priced: a link to the review once the page's scripts run (the form's state is
 * then what the person chose); before they do, or without them, a button that sends the price form's own
 * fields to the review, so a choice made before the scripts ran is the one ordered, not the page's first.
 */
export function OrderButton({ stockNumber, href, className, testId, inBar = false, children }: { stockNumber: string; href: string; className: string; testId: string; inBar?: boolean; children: React.ReactNode }) {
  const { language } = useLanguageData();
  // The bar's Order makes room for itself at the page's foot (app.css).
  const marker = inBar ? { 'data-bar-order': '' } : {};
  if (useScriptsRunning())
    return (
      <a href={href} className={className} data-testid={testId} {...marker}>
        {children}
      </a>
    );
  return (
    <button type="submit" form={PRICE_FORM_ID} formAction={`/${language}/user/orders/new`} formMethod="get" name="stockNumber" value={stockNumber} className={className} data-testid={testId} {...marker}>
      {children}
    </button>
  );
}

/** The order review page for the choice as priced: the same fields as the price form, in the address. */
export function orderHref(language: string, stockNumber: string, choice: PriceFormChoice): string {
  const query = new URLSearchParams([['stockNumber', stockNumber], ...choiceQuery(choice)]);
  if (choice.coupon) query.set('coupon', choice.coupon);
  return `/${language}/user/orders/new?${query.toString()}`;
}

/**
 * The page's address says the choice (ADR 057): replaced in place, as React Router keeps its own entry's
 * state, so no navigation or data reload follows; the back button and a reload come back to it.
 */
function keepChoiceInAddress(choice: PriceFormChoice) {
  if (!choice.country) return;
  const { pathname, hash } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}?${choiceQuery(choice).toString()}${hash}`);
}

const inputClass =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 dark:border-slate-700 dark:bg-slate-950';

function toFormData(choice: PriceFormChoice): FormData {
  const form = new FormData();
  form.set('intent', 'price');
  form.set('country', choice.country);
  form.set('port', choice.port);
  form.set('city', choice.city);
  form.set('terms', choice.isCif ? 'cif' : 'fob');
  form.set('shipping', choice.shipping);
  form.set('package', choice.packageLevel);
  for (const option of choice.options) form.append('option', option);
  form.set('coupon', choice.coupon);
  form.set('currency', choice.currency);
  return form;
}

/** The choice as priced: with the options a package added, and Insurance kept for when CIF comes back. */
function settled(state: PriceFormState): PriceFormChoice {
  if (!state.quote) return state.choice;
  const options = new Set(state.quote.options.filter((o) => o !== 'Coupon'));
  if (state.choice.options.includes('Insurance')) options.add('Insurance');
  return { ...state.choice, options: [...options] };
}

export function PriceCalculator({ state: initial, currencies, coupons = [], stockNumber, orderable = null, barAction }: PriceCalculatorProps) {
  const t = useT();
  const { language, texts } = useLanguageData();
  const fetcher = useFetcher<{ priceForm?: PriceFormState }>();
  // Once the buyer has chosen, the form is theirs: a reload of the page's data (a preference kept, a post
  // elsewhere on the page revalidating) does not draw it again from the page's first choice; only answers
  // to what they sent settle it (ADR 057).
  const [touched, setTouched] = useState<PriceFormState | null>(null);
  const state = fetcher.data?.priceForm ?? touched ?? initial;
  const { currency } = state;
  const money = (amount: number) => formatMoney(language, amount, currency);
  const [choice, setChoice] = useState(() => settled(state));
  // The choice as last sent, or as the data last settled it. What differs from it in `choice` the buyer
  // changed since (the coupon code, typed without each letter being priced): no answer takes that away.
  const [base, setBase] = useState(choice);
  // The server may settle the choice (a new country's first port, a package's options): follow each answer
  // in the fields the buyer has not changed since sending.
  const [answered, setAnswered] = useState(state);
  if (answered !== state) {
    const next = settled(state);
    const kept = { ...next };
    for (const key of Object.keys(next) as (keyof PriceFormChoice)[]) if (choice[key] !== base[key]) (kept as Record<string, unknown>)[key] = choice[key];
    setAnswered(state);
    setChoice(kept);
    setBase(next);
  }
  const id = useId();
  const couponListId = `${id}-coupons`;
  const { choices, quote, issues } = state;
  // The items as shown add up to the total as shown, in the currency shown.
  const written = quote ? writtenBreakdown(language, quote.items, quote.totalPrice, currency) : null;
  const busy = fetcher.state !== 'idle';

  const submit = (next: PriceFormChoice) => {
    setTouched((held) => held ?? state);
    setChoice(next);
    setBase(next);
    void fetcher.submit(toFormData(next), { method: 'post' });
    keepChoiceInAddress(next);
  };
  const edit = (next: PriceFormChoice) => {
    setTouched((held) => held ?? state);
    setChoice(next);
  };
  const update = (patch: Partial<PriceFormChoice>) => submit({ ...choice, ...patch });
  const toggle = (option: PriceFormChoice['options'][number], on: boolean) =>
    update({ packageLevel: '', options: on ? [...new Set([...choice.options, option])] : choice.options.filter((o) => o !== option) });
  // A choice made before the page's scripts ran (or while they hydrated) is in the form, not in `choice`:
  // it becomes the choice before anything draws the form again, and is priced at once.
  const formRef = useTypedBeforeHydration<HTMLFormElement>((form) => submit(choiceFromForm(new FormData(form))));
  const issueFor = (field: string) => issues.find((i) => i.fieldname === field || i.fieldname.startsWith(`${field}.`))?.message;
  // The quote as priced, for "Ask about this price": the popup shows it and sends its choice.
  const options = quote ? quote.options.filter((o) => o !== 'Coupon').map((o) => t(`option-${o}`)) : [];
  const asked: AskedQuote | null = quote
    ? {
        choice: settled(state),
        place: quote.isCif ? termsPlaceText({ terms: 'CIF', port: quote.portName, portCountry: quote.portCountry, city: quote.city, country: quote.country }, language) : t('fob-japan'),
        details: [...(quote.isCif ? [t(`shipping-${quote.containerType}`)] : []), ...(options.length ? [options.join(', ')] : [])],
        coupon: quote.coupon && state.choice.coupon ? { code: state.choice.coupon, message: quote.coupon.message } : null,
        total: money(quote.totalPrice),
      }
    : null;

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900" data-testid="price-calculator">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {t('price-calculator')}
      </h2>
      <fetcher.Form ref={formRef} id={PRICE_FORM_ID} method="post" className="mt-4 grid gap-4 sm:grid-cols-2" onSubmit={(event) => (event.preventDefault(), submit(choice))}>
        <input type="hidden" name="intent" value="price" />
        <label className="text-sm font-medium sm:col-span-2">
          {t('destination-country')}
          <select name="country" value={choice.country} onChange={(e) => update({ country: e.target.value, port: '', city: '', currency: '' })} className={inputClass} aria-invalid={issueFor('countryName') ? true : undefined}>
            <option value="">{t('choose-country')}</option>
            {choices.countries.map((c) => (
              <option key={c.name} value={c.name}>
                {c.localName}
              </option>
            ))}
          </select>
          {issueFor('countryName') ? <span className="mt-1 block text-red-700 dark:text-red-400">{issueFor('countryName')}</span> : null}
        </label>

        <fieldset className="text-sm sm:col-span-2">
          <legend className="font-medium">{t('trade-terms')}</legend>
          <div className="mt-1 flex flex-wrap gap-4">
            {(['cif', 'fob'] as const).map((terms) => (
              <label key={terms} className="flex items-center gap-2">
                <input type="radio" name="terms" value={terms} checked={choice.isCif === (terms === 'cif')} onChange={() => update({ isCif: terms === 'cif', city: terms === 'fob' ? '' : choice.city })} />
                {t(`term-${terms}`)}
              </label>
            ))}
          </div>
        </fieldset>

        {choice.isCif && choices.ports.length ? (
          <>
            <label className="text-sm font-medium">
              {t('destination-port')}
              <select name="port" value={choice.port} onChange={(e) => update({ port: e.target.value, city: '' })} className={inputClass}>
                {choices.ports.map((p) => (
                  <option key={p.uuid} value={p.uuid}>
                    {p.name}
                  </option>
                ))}
              </select>
            </label>
            <label className="text-sm font-medium">
              {t('final-destination')}
              <select name="city" value={choice.city} onChange={(e) => update({ city: e.target.value })} className={inputClass}>
                <option value="">{t('port-only')}</option>
                {choices.cities
                  .filter((c) => c.portUuid === choice.port)
                  .map((c) => (
                    <option key={c.uuid} value={c.uuid}>
                      {c.name} ({t(`transport-${c.transportType}`)})
                    </option>
                  ))}
              </select>
              {issueFor('finalDestinationCityUuid') ? <span className="mt-1 block text-red-700 dark:text-red-400">{issueFor('finalDestinationCityUuid')}</span> : null}
            </label>
            <label className="text-sm font-medium sm:col-span-2">
              {t('shipping-method')}
              <select name="shipping" value={choice.shipping || quote?.containerType || ''} onChange={(e) => update({ shipping: e.target.value as PriceFormChoice['shipping'] })} className={inputClass}>
                {choices.shippingMethods.map((m) => (
                  <option key={m} value={m}>
                    {t(`shipping-${m}`)}
                  </option>
                ))}
              </select>
              {issueFor('containerType') ? <span className="mt-1 block text-red-700 dark:text-red-400">{issueFor('containerType')}</span> : null}
            </label>
          </>
        ) : null}

        <label className="text-sm font-medium sm:col-span-2">
          {t('package')}
          <select name="package" value={choice.packageLevel} onChange={(e) => update({ packageLevel: e.target.value as PriceFormChoice['packageLevel'] })} className={inputClass}>
            <option value="">{t('package-none')}</option>
            {(['Budget', 'Recommended', 'TopQuality'] as const).map((level) => (
              <option key={level} value={level}>
                {t(`package-${level}`)}
              </option>
            ))}
          </select>
        </label>

        <fieldset className="text-sm sm:col-span-2">
          <legend className="font-medium">{t('options')}</legend>
          <ul className="mt-1 grid gap-1 sm:grid-cols-2">
            {choices.options.map(({ option, price }) => (
              <li key={option}>
                <label className="flex items-start gap-2">
                  <input type="checkbox" name="option" value={option} checked={choice.options.includes(option)} onChange={(e) => toggle(option, e.target.checked)} className="mt-0.5" />
                  <span>
                    {t(`option-${option}`)}
                    {price !== null ? <span className="text-slate-500 dark:text-slate-400"> +{money(price)}</span> : null}
                  </span>
                </label>
              </li>
            ))}
          </ul>
          {issueFor('options') ? <p className="mt-1 text-red-700 dark:text-red-400">{issueFor('options')}</p> : null}
        </fieldset>

        <label className="text-sm font-medium">
          {t('coupon-code')}
          <input
            name="coupon"
            value={choice.coupon}
            maxLength={50}
            autoComplete="off"
            list={coupons.length ? couponListId : undefined}
            onChange={(e) => edit({ ...choice, coupon: e.target.value })}
            onBlur={() => choice.coupon !== base.coupon && submit(choice)}
            className={inputClass}
          />
          {issueFor('couponCode') ? <span className="mt-1 block text-red-700 dark:text-red-400">{issueFor('couponCode')}</span> : null}
        </label>
        {coupons.length ? (
          <div className="text-sm" data-testid="price-form-coupons">
            {/* Without JavaScript the field's list offers the codes; with it, a press applies one. */}
            <datalist id={couponListId}>
              {coupons.map((c) => (
                <option key={c.couponCode} value={c.couponCode} label={t('coupon-discount', { amount: money(c.discountJpy) })} />
              ))}
            </datalist>
            <p className="font-medium">{t('coupon-yours')}</p>
            <ul className="mt-1 flex flex-wrap gap-2">
              {coupons.map((c) => (
                <li key={c.couponCode}>
                  <button
                    type="button"
                    aria-pressed={choice.coupon.toUpperCase() === c.couponCode.toUpperCase()}
                    onClick={() => update({ coupon: choice.coupon.toUpperCase() === c.couponCode.toUpperCase() ? '' : c.couponCode })}
                    className="rounded-full border border-emerald-600 px-3 py-1 font-mono text-xs text-emerald-800 aria-pressed:bg-emerald-600 aria-pressed:text-white dark:text-emerald-200"
                  >
                    {c.couponCode} · {t('coupon-discount', { amount: money(c.discountJpy) })}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <label className="text-sm font-medium">
          {t('currency')}
          <select name="currency" value={choice.currency} onChange={(e) => update({ currency: e.target.value })} className={inputClass}>
            {currencies.map((c) => (
              <option key={c.name} value={c.name}>
                {c.name} – {c.displayName}
              </option>
            ))}
          </select>
        </label>
        <div className="sm:col-span-2">
          {/* Never disabled while a price loads: Enter in the coupon field sends the form through this button, and a new price replaces the one loading. */}
          <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
            {t('calculate')}
          </button>
        </div>
      </fetcher.Form>

      {quote ? (
        <div className={`mt-6 transition-opacity ${busy ? 'opacity-60' : ''}`} aria-live="polite" aria-busy={busy} data-testid="price-result">
          <dl className="divide-y divide-slate-200 text-sm dark:divide-slate-800" data-testid="price-breakdown">
            {quote.items.map((item, i) => (
              <div key={item.name} className="flex justify-between gap-4 py-2" data-item={item.name}>
                <dt>
                  {t(`item-${item.name}`)}
                  {item.basis ? <span className="block text-xs text-slate-500 dark:text-slate-400">{basisText(texts, item.basis, written!.items[i]!.basisMoney)}</span> : null}
                </dt>
                <dd className={`whitespace-nowrap tabular-nums ${item.price < 0 ? 'text-emerald-700 dark:text-emerald-400' : ''}`}>{written!.items[i]!.amount}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 flex items-baseline justify-between gap-4 border-t-2 border-slate-300 pt-3 dark:border-slate-700">
            <span className="font-semibold">
              {t('total-price-to', { place: quote.isCif ? (quote.city ?? quote.portName ?? quote.country) : t('fob-japan') })}
            </span>
            <span className="text-2xl font-bold text-brand-700 dark:text-brand-100" data-testid="price-total">
              {written!.total}
            </span>
          </p>
          {quote.invoice.currency === 'USD' ? (
            <p className="mt-1 text-right text-xs text-slate-500 dark:text-slate-400" data-testid="price-invoiced-note">
              {usdInvoiceNote(quote.invoice, quote.totalPrice, t, language)}
            </p>
          ) : currency.name !== 'JPY' ? (
            <p className="mt-1 text-right text-xs text-slate-500 dark:text-slate-400" data-testid="price-invoiced-note">
              {t('invoiced-in-yen', { total: formatJpy(language, quote.totalPrice), currency: currency.name })}
            </p>
          ) : null}
          <InquiryLink
            stockNumber={stockNumber}
            quote={asked}
            testId="ask-about-price"
            className="mt-3 block rounded-md border-2 border-accent-600 px-4 py-2 text-center font-semibold text-accent-600 hover:bg-accent-600 hover:text-white dark:text-white"
          >
            {t('ask-about-this-price')}
          </InquiryLink>
          {quote.isCif && !quote.options.includes('Insurance') ? <p className="mt-2 text-sm text-amber-800 dark:text-amber-300">{t('c-and-f-note')}</p> : null}
          {quote.coupon ? (
            <p className={`mt-2 text-sm ${quote.coupon.status === 'Applied' ? 'text-emerald-700 dark:text-emerald-400' : 'text-amber-800 dark:text-amber-300'}`} data-testid="coupon-message">
              {quote.coupon.message}
            </p>
          ) : null}
          {quote.isCif ? (
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
              {t('estimated-arrival', { date: formatDate(language, quote.estimatedArrivalAt) })}
            </p>
          ) : null}
          <ArrivalTaxes taxes={quote.arrivalTaxes} currency={currency} place={quote.city ?? quote.portName ?? quote.country} country={quote.country} />
          <div className="mt-4 rounded-md bg-slate-50 p-3 text-sm dark:bg-slate-800/60">
            <p className="font-medium">{t('import-rules', { country: quote.country })}</p>
            {quote.regulation.violations.map((v) => (
              <p key={v.rule} className="mt-1 font-medium text-red-700 dark:text-red-300" role="alert">
                {v.message}
              </p>
            ))}
            {quote.regulation.message ? <p className="mt-1 text-slate-700 dark:text-slate-300">{quote.regulation.message}</p> : null}
            {quote.regulation.lastArrivalYear && quote.regulation.violations.length === 0 ? (
              <p className="mt-1 text-slate-700 dark:text-slate-300">{t('must-arrive-by', { country: quote.country, year: quote.regulation.lastArrivalYear })}</p>
            ) : null}
          </div>
          {orderable && quote.regulation.violations.length === 0 ? (
            <div className="mt-4">
              <OrderButton
                stockNumber={orderable}
                href={orderHref(language, orderable, choice)}
                className="block w-full rounded-md bg-brand-700 px-4 py-2.5 text-center font-semibold text-white hover:bg-brand-800"
                testId="order-vehicle"
              >
                {t('order-this-vehicle')}
              </OrderButton>
              <p className="mt-1 text-center text-xs text-slate-600 dark:text-slate-300">{t('order-hold-note', { days: ORDER_HOLD_DAYS })}</p>
            </div>
          ) : null}
        </div>
      ) : null}
      {barAction ? (
        <PriceBar
          quote={quote}
          money={money}
          busy={busy}
          formId={`${id}-heading`}
          // With a total on the bar, its button asks about that total, as "Ask about this price" does.
          action={
            asked ? (
              <InquiryLink stockNumber={stockNumber} quote={asked} testId="price-bar-inquiry" className={PRICE_BAR_BUTTON}>
                {t('price-bar-inquire')}
              </InquiryLink>
            ) : (
              barAction
            )
          }
        />
      ) : null}
    </section>
  );
}
