// /admin/rates: the exchange rates the storefront converts quotes with, each with the date it was set,
// the ones older than a week first and marked; a rate set as yen for one unit, one form a currency, on
// the site within a second. Works without JavaScript; a refused rate shows its message on its row. Above
// them, the currency new orders are invoiced in (ADR 058): yen or US dollars at the rate of the moment.
import { data, Form, redirect, useNavigation } from 'react-router';
import { InvalidInputError } from '#domain/errors.ts';
import { invoiceCurrencyByAdmin, setInvoiceCurrency } from '#domain/orders/invoice-currency.service.ts';
import { currencyRatesByAdmin, RATE_STALE_DAYS, setCurrencyRate } from '#domain/trade/rate-admin.service.ts';
import { ADMIN_PRIVATE, requireStaff } from '../../lib/admin.server';
import { SavedNotice } from '../../components/admin-edit';
import type { Route } from './+types/rates';
import { throwIfError } from '../../lib/service-answer.server';

export { ErrorBoundary } from './layout';

export function meta() {
  return [{ title: 'Exchange rates | Back office | Roro Motors' }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context.ctx, request, { pricing: ['list'] });
  const [rates, invoice] = await Promise.all([currencyRatesByAdmin(context.ctx), invoiceCurrencyByAdmin(context.ctx)]);
  throwIfError(rates);
  throwIfError(invoice);
  const usd = rates.find((r) => r.name === 'USD');
  return data(
    {
      rates: rates.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() })),
      staleDays: RATE_STALE_DAYS,
      saved: new URL(request.url).searchParams.get('saved'),
      invoiceCurrency: invoice.currency,
      yenPerUsd: usd?.yenPerUnit ?? null,
    },
    { headers: ADMIN_PRIVATE },
  );
}

export async function action({ context, request }: Route.ActionArgs) {
  requireStaff(context.ctx, request, { pricing: ['update'] });
  const form = await request.formData();
  if (form.get('intent') === 'invoiceCurrency') {
    const chosen = await setInvoiceCurrency(context.ctx, String(form.get('invoiceCurrency') ?? ''));
    if (chosen instanceof InvalidInputError) return data({ currency: '', yenPerUnit: '', error: null, invoiceError: chosen.issues[0]!.message }, { status: 400, headers: ADMIN_PRIVATE });
    throwIfError(chosen);
    throw redirect(`/admin/rates?saved=invoice-${chosen.currency}`, { status: 303, headers: ADMIN_PRIVATE });
  }
  const currency = String(form.get('currency') ?? '');
  const yenPerUnit = String(form.get('yenPerUnit') ?? '');
  const result = await setCurrencyRate(context.ctx, currency, yenPerUnit);
  if (result instanceof InvalidInputError) return data({ currency, yenPerUnit, error: result.issues[0]!.message, invoiceError: null }, { status: 400, headers: ADMIN_PRIVATE });
  throwIfError(result);
  throw redirect(`/admin/rates?saved=${encodeURIComponent(currency)}`, { status: 303, headers: ADMIN_PRIVATE });
}

/** Enough digits to tell rates apart, from the Kuwaiti dinar's hundreds of yen to the dong's thousandths. */
const yen = (n: number) => n.toLocaleString('en', { maximumSignificantDigits: 6 });

export default function Rates({ loaderData, actionData }: Route.ComponentProps) {
  const { rates, staleDays, saved, invoiceCurrency, yenPerUsd } = loaderData;
  const invoiceSaved = saved === 'invoice-JPY' || saved === 'invoice-USD';
  const busy = useNavigation().state === 'submitting';
  const stale = rates.filter((r) => r.stale).length;
  return (
    <div className="max-w-4xl">
      <h1 className="text-2xl font-bold">Exchange rates</h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Prices are in yen; buyers see them converted at these rates. Set a rate as yen for one unit of the currency.</p>
      {saved ? <SavedNotice>{invoiceSaved ? `New orders are now invoiced in ${invoiceCurrency === 'USD' ? 'US dollars' : 'yen'}; orders already placed keep their invoice.` : `${saved} saved: quotes use it within a second.`}</SavedNotice> : null}
      <Form method="post" className="mt-4 rounded-md border border-slate-200 p-4 dark:border-slate-800" noValidate data-testid="invoice-currency">
        <fieldset aria-describedby={actionData?.invoiceError ? 'invoice-currency-error' : 'invoice-currency-note'}>
          <legend className="font-semibold">Invoice currency for new orders</legend>
          <p id="invoice-currency-note" className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            An order placed is invoiced in this currency; in US dollars, converted once at the dollar rate of that moment
            {yenPerUsd ? ` (now ¥${yen(yenPerUsd)} per US$1)` : ''}, which the order keeps. Changing it, or the rates, leaves orders already placed as they were invoiced.
          </p>
          <div className="mt-2 flex flex-wrap gap-4 text-sm">
            {(
              [
                ['JPY', 'Yen (JPY)'],
                ['USD', 'US dollars (USD)'],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex items-center gap-2">
                <input type="radio" name="invoiceCurrency" value={value} defaultChecked={invoiceCurrency === value} />
                {label}
              </label>
            ))}
          </div>
          {actionData?.invoiceError ? (
            <p id="invoice-currency-error" className="mt-2 text-sm text-red-700 dark:text-red-400">
              {actionData.invoiceError}
            </p>
          ) : null}
        </fieldset>
        <input type="hidden" name="intent" value="invoiceCurrency" />
        <button type="submit" disabled={busy} className="mt-3 rounded-md bg-brand-700 px-3 py-1 text-sm font-semibold text-white disabled:opacity-60">
          Save the invoice currency
        </button>
      </Form>
      {stale ? (
        <p className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100" data-testid="rates-stale">
          {stale} {stale === 1 ? 'rate was' : 'rates were'} set more than {staleDays} days ago: quotes in {stale === 1 ? 'that currency' : 'those currencies'} may be off.
        </p>
      ) : null}
      <table className="mt-6 w-full text-left text-sm" data-testid="rates-table">
        <thead className="text-slate-600 dark:text-slate-300">
          <tr>
            {['Currency', 'Yen for one unit', 'Set', 'New rate'].map((h) => (
              <th key={h} scope="col" className="py-2 pr-4 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rates.map((r) => {
            const error = actionData?.currency === r.name ? actionData.error : null;
            return (
              <tr key={r.uuid} className="border-t border-slate-200 align-top dark:border-slate-800" data-testid="rates-row">
                <th scope="row" className="py-1.5 pr-4 font-normal">
                  <span className="font-mono font-semibold">{r.name}</span> <span className="text-slate-600 dark:text-slate-300">{r.displayName}</span>
                </th>
                <td className="py-1.5 pr-4 tabular-nums">{yen(r.yenPerUnit)}</td>
                <td className={`py-1.5 pr-4 tabular-nums ${r.stale ? 'font-semibold text-amber-800 dark:text-amber-300' : ''}`}>
                  {r.updatedAt.slice(0, 10)}
                  {r.stale ? ' · over a week old' : ''}
                </td>
                <td className="py-1.5 pr-4">
                  {r.name === 'JPY' ? (
                    <span className="text-slate-600 dark:text-slate-300">Always 1</span>
                  ) : (
                    <Form method="post" className="flex flex-wrap items-start gap-2" noValidate>
                      <input type="hidden" name="currency" value={r.name} />
                      <label className="text-sm">
                        <span className="sr-only">Yen for one {r.name}</span>
                        <input
                          name="yenPerUnit"
                          inputMode="decimal"
                          defaultValue={actionData?.currency === r.name ? actionData.yenPerUnit : ''}
                          placeholder={yen(r.yenPerUnit)}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? `rate-${r.name}-error` : undefined}
                          className="w-32 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm dark:border-slate-700 dark:bg-slate-900"
                        />
                      </label>
                      <button type="submit" disabled={busy} className="rounded-md bg-brand-700 px-3 py-1 text-sm font-semibold text-white disabled:opacity-60">
                        Set
                      </button>
                      {error ? (
                        <span id={`rate-${r.name}-error`} className="block w-full text-xs text-red-700 dark:text-red-400">
                          {error}
                        </span>
                      ) : null}
                    </Form>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
