// /{lang}/user/orders/new?stockNumber=…&country=…: the order review. The vehicle page's price form leads
// here with the buyer's choice in the address (signed out, through sign-in and back). The server prices
// the choice again, shows the itemised total, the payment deadline and the consignee details (the
// account's, to confirm or fill in), and "Place the order" orders the car at that quote (createOrder,
// ADR 023). A buyer who came too late is told so and offered similar vehicles; the buyer who ordered it
// (back on this page by the browser's Back button) is told it is theirs, with the way to the order.
import { useEffect, useRef } from 'react';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { recommendVehicles } from '#domain/catalogue/recommendations.service.ts';
import { vehicleByStockNumber } from '#domain/catalogue/vehicle-detail.service.ts';
import type { RequestContext } from '#domain/context.ts';
import type { Account } from '#domain/identity/account.service.ts';
import type { InputIssue } from '#domain/errors.ts';
import { createOrder, QuoteChangedError, VehicleUnavailableError } from '#domain/orders/create-order.service.ts';
import { invoiceCurrencyForNewOrders } from '#domain/orders/invoice-currency.service.ts';
import { ORDER_HOLD_DAYS } from '#domain/orders/order-terms.ts';
import { viewerOrderForVehicle } from '#domain/orders/viewer-vehicle-order.ts';
import { termsPlaceText } from '#domain/trade/terms-place.ts';
import { AccountNav } from '../../components/account-nav';
import { CountrySelect, FormField, fieldClass } from '../../components/form-field';
import { OrderQuoteItems } from '../../components/order-quote';
import { VehicleCard } from '../../components/vehicle-card';
import { PRIVATE, requireViewer } from '../../lib/account.server';
import { accountPage } from '../../lib/account-forms.server';
import { formatDate } from '../../lib/format';
import { usdInvoiceNote } from '../../lib/invoice-statement';
import { useLanguageData, useT } from '../../lib/i18n';
import { useIssueText } from '../../lib/input-issues';
import { ArrivalTaxes } from '../../components/arrival-taxes';
import { pageLanguage } from '../../lib/page-language';
import { choiceFromForm, priceFormState, tradeTermChoice, type PriceFormChoice } from '../../lib/price-form.server';
import { layoutData, pageText } from '../../lib/seo';
import { toVehicleCardView } from '../../lib/vehicle-view';
import type { Route } from './+types/order-new';
import { throwIfError } from '../../lib/service-answer.server';

const CONSIGNEE_FIELDS = ['consigneeName', 'consigneeAddress', 'consigneeTelephone', 'countryName'] as const;

function formOf(params: URLSearchParams): FormData {
  const form = new FormData();
  for (const [name, value] of params) form.append(name, value);
  return form;
}

/**
 * The consignee as the account keeps it; for a first order, before any consignee was given, what the buyer
 * gave at sign-up (their name, telephone, address and country), so they do not type it again.
 */
function consigneeDefaults({ consignee, contactInfo: c }: Account): Record<(typeof CONSIGNEE_FIELDS)[number], string> {
  const given = consignee.name || consignee.address || consignee.telephone || consignee.country;
  const name = [c.firstName, c.lastName].filter(Boolean).join(' ');
  const address = [c.address, c.city, c.state].filter(Boolean).join(', ');
  return given
    ? { consigneeName: consignee.name ?? '', consigneeAddress: consignee.address ?? '', consigneeTelephone: consignee.telephone ?? '', countryName: consignee.country?.name ?? '' }
    : { consigneeName: name, consigneeAddress: address, consigneeTelephone: c.telephone ?? c.mobile ?? '', countryName: c.country?.name ?? '' };
}

/** The vehicle, the quote priced again for the choice, and the account's consignee details. */
async function review(ctx: RequestContext, request: Request, stockNumber: string, wanted: PriceFormChoice) {
  const [{ account, countries }, vehicle] = await Promise.all([accountPage(ctx, request), vehicleByStockNumber(ctx, stockNumber)]);
  throwIfError(vehicle, { headers: PRIVATE, as: 404 });
  const price = await priceFormState(ctx, vehicle.uuid, wanted);
  if (!price) throw data(null, { status: 404, headers: PRIVATE });
  return {
    vehicle: toVehicleCardView(ctx.site, vehicle),
    orderable: vehicle.status === 'OnSale' || vehicle.status === 'LocalStockOnSale',
    choice: price.choice,
    currency: price.currency,
    quote: price.quote,
    priceIssues: price.issues,
    consignee: consigneeDefaults(account),
    countries,
    payBy: new Date(ctx.now.getTime() + ORDER_HOLD_DAYS * 24 * 3600 * 1000).toISOString(),
  };
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const language = pageLanguage(params);
  const ctx = { ...context.ctx, language };
  requireViewer(ctx, request, language);
  const query = new URL(request.url).searchParams;
  const stockNumber = query.get('stockNumber')?.trim() ?? '';
  if (!stockNumber) throw redirect(`/${language}/stocklist`);
  const page = await review(ctx, request, stockNumber, choiceFromForm(formOf(query)));
  // Held by this buyer's own order: that order, not cars like it.
  const ownOrder = page.orderable ? null : await viewerOrderForVehicle(ctx, page.vehicle.id);
  // Held, sold or off sale since the buyer priced it: cars like it instead.
  const similar = page.orderable || ownOrder ? [] : await recommendVehicles(ctx, { stockNumber, countryName: page.choice.country || null, limit: 4 });
  return data({ stockNumber, ...page, ownOrder, invoice: await invoiceCurrencyForNewOrders(ctx), similar: Array.isArray(similar) ? similar.map((v) => toVehicleCardView(ctx.site, v)) : [] }, { headers: PRIVATE });
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const language = pageLanguage(params);
  const ctx = { ...context.ctx, language };
  requireViewer(ctx, request, language);
  const form = await request.formData();
  const stockNumber = String(form.get('stockNumber') ?? '').trim();
  const choice = choiceFromForm(form);
  const consignee = Object.fromEntries(CONSIGNEE_FIELDS.map((name) => [name, String(form.get(name) ?? '').trim()])) as Record<(typeof CONSIGNEE_FIELDS)[number], string>;
  const result = await createOrder(ctx, { ...tradeTermChoice(choice), stockNumber, currency: choice.currency, consignee });
  if (!(result instanceof Error)) throw redirect(`/${language}/user/orders/${result.shippingInformationUuid}?placed=1`, { headers: PRIVATE });
  if (result instanceof VehicleUnavailableError) {
    // The same order sent twice (a form posted again after Back): the first one made it theirs.
    const vehicle = await vehicleByStockNumber(ctx, stockNumber);
    const ownOrder = vehicle instanceof Error ? null : await viewerOrderForVehicle(ctx, vehicle.id);
    if (ownOrder) return data({ refusal: 'unavailable' as const, message: result.message, issues: [] as InputIssue[], consignee, ownOrder, similar: [] }, { status: 409, headers: PRIVATE });
    const similar = await recommendVehicles(ctx, { stockNumber, countryName: choice.country || null, limit: 4 });
    return data({ refusal: 'unavailable' as const, message: result.message, issues: [] as InputIssue[], consignee, ownOrder: null, similar: Array.isArray(similar) ? similar.map((v) => toVehicleCardView(ctx.site, v)) : [] }, { status: 409, headers: PRIVATE });
  }
  const refusal = result instanceof QuoteChangedError ? ('changed' as const) : ('input' as const);
  const issues = 'issues' in result ? (result.issues as InputIssue[]) : [];
  return data({ refusal, message: result.message, issues, consignee, ownOrder: null, similar: [] }, { status: refusal === 'changed' ? 409 : 400, headers: PRIVATE });
}

export function headers() {
  return PRIVATE;
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${pageText(layoutData(matches), 'order-review-title')} | Roro Motors` }, { name: 'robots', content: 'noindex' }];
}

export default function OrderReview({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { language } = useLanguageData();
  const busy = useNavigation().state === 'submitting';
  const issueText = useIssueText();
  const { vehicle, quote, currency, choice, orderable, countries, stockNumber, invoice } = loaderData;
  const issues = actionData?.issues ?? [];
  const issue = (field: string) => issueText(issues, `consignee.${field}`);
  const otherIssues = issues.filter((i) => !i.fieldname.startsWith('consignee.'));
  const value = (field: (typeof CONSIGNEE_FIELDS)[number]) => actionData?.consignee[field] ?? loaderData.consignee[field];
  const canOrder = orderable && quote !== null && quote.regulation.violations.length === 0;
  const ownOrder = actionData?.ownOrder ?? loaderData.ownOrder;
  const ownNotice = useRef<HTMLDivElement>(null);
  // Back from the order's page restores the scroll to where "Place the order" was, below the quote: the
  // notice that replaced the form is brought into view there.
  useEffect(() => {
    if (ownOrder) ownNotice.current?.scrollIntoView({ block: 'center' });
  }, [ownOrder?.orderNumber]); // eslint-disable-line react-hooks/exhaustive-deps -- once per order shown
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <AccountNav />
      <h1 className="text-2xl font-bold">{t('order-review-title')}</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-300">{t('order-review-intro', { days: ORDER_HOLD_DAYS })}</p>

      {ownOrder ? (
        <div ref={ownNotice} role="status" className="mt-6 rounded-md border border-emerald-300 bg-emerald-50 p-4 text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-100" data-testid="order-own">
          <p className="font-semibold">{t('order-already-yours', { orderNumber: ownOrder.orderNumber })}</p>
          <Link to={`/${language}/user/orders/${ownOrder.shippingInformationUuid}`} className="mt-1 inline-block underline">
            {t('order-see-yours')}
          </Link>
        </div>
      ) : actionData?.refusal === 'unavailable' || actionData?.refusal === 'changed' || !orderable ? (
        <div role="alert" className="mt-6 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100" data-testid="order-refused">
          <p className="font-semibold">{actionData?.refusal === 'changed' ? t('order-quote-changed') : t('order-unavailable')}</p>
          <Link to={`/${language}/stocklist/${stockNumber}`} className="mt-1 inline-block underline">
            {t('order-back-to-vehicle')}
          </Link>
        </div>
      ) : null}
      {(actionData?.similar ?? loaderData.similar).length ? (
        <section aria-labelledby="order-similar" className="mt-6">
          <h2 id="order-similar" className="text-lg font-semibold">
            {t('order-similar')}
          </h2>
          <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="order-similar">
            {(actionData?.similar ?? loaderData.similar).map((v) => (
              <VehicleCard key={v.id} vehicle={v} heart={false} />
            ))}
          </div>
        </section>
      ) : null}

      <div className="mt-6 grid gap-6 md:grid-cols-[16rem_1fr]">
        <div>
          <VehicleCard vehicle={vehicle} heart={false} headingLevel={2} />
        </div>
        <section aria-labelledby="order-quote" className="rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900" data-testid="order-quote">
          <h2 id="order-quote" className="text-lg font-semibold">
            {t('order-your-quote')}
          </h2>
          {quote ? (
            <>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                {quote.isCif ? `${termsPlaceText({ terms: 'CIF', port: quote.portName, portCountry: quote.portCountry, city: quote.city, country: quote.country }, language)} · ${t(`shipping-${quote.containerType}`)}` : t('fob-japan')}
              </p>
              <OrderQuoteItems items={quote.items} totalPrice={quote.totalPrice} currency={currency} invoiceNote={usdInvoiceNote(invoice, quote.totalPrice, t, language)} />
              {quote.coupon ? <p className="mt-2 text-sm">{quote.coupon.message}</p> : null}
              <ArrivalTaxes taxes={quote.arrivalTaxes} currency={currency} place={quote.city ?? quote.portName ?? quote.country} country={quote.country} />
              {quote.regulation.violations.map((v) => (
                <p key={v.rule} className="mt-2 text-sm font-medium text-red-700 dark:text-red-300" role="alert">
                  {v.message}
                </p>
              ))}
              <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{t('order-pay-by', { date: formatDate(language, loaderData.payBy) })}</p>
            </>
          ) : (
            <p className="mt-2 text-sm text-red-700 dark:text-red-300" role="alert">
              {loaderData.priceIssues[0]?.message ?? t('order-choose-destination')}
            </p>
          )}
          {otherIssues.length ? (
            <ul className="mt-3 text-sm text-red-700 dark:text-red-300" role="alert" data-testid="order-issues">
              {otherIssues.map((i) => (
                <li key={`${i.fieldname}-${i.message}`}>{i.message}</li>
              ))}
            </ul>
          ) : null}
        </section>
      </div>

      {canOrder ? (
        <Form method="post" className="mt-8 rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900" noValidate data-testid="order-form">
          <h2 className="text-lg font-semibold">{t('order-consignee')}</h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('order-consignee-text')}</p>
          <input type="hidden" name="stockNumber" value={stockNumber} />
          <input type="hidden" name="country" value={choice.country} />
          <input type="hidden" name="port" value={choice.port} />
          <input type="hidden" name="city" value={choice.city} />
          <input type="hidden" name="terms" value={choice.isCif ? 'cif' : 'fob'} />
          <input type="hidden" name="shipping" value={choice.shipping} />
          <input type="hidden" name="package" value={choice.packageLevel} />
          {choice.options.map((option) => (
            <input key={option} type="hidden" name="option" value={option} />
          ))}
          <input type="hidden" name="coupon" value={choice.coupon} />
          <input type="hidden" name="currency" value={choice.currency} />
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <FormField label={t('account-consignee-name')} error={issue('consigneeName')}>
              <input name="consigneeName" maxLength={200} defaultValue={value('consigneeName')} autoComplete="organization" className={fieldClass} />
            </FormField>
            <FormField label={t('account-telephone')} error={issue('consigneeTelephone')}>
              <input name="consigneeTelephone" type="tel" maxLength={20} defaultValue={value('consigneeTelephone')} autoComplete="tel" className={fieldClass} />
            </FormField>
            <div className="sm:col-span-2">
              <FormField label={t('account-address')} error={issue('consigneeAddress')}>
                <input name="consigneeAddress" maxLength={500} defaultValue={value('consigneeAddress')} autoComplete="street-address" className={fieldClass} />
              </FormField>
            </div>
            <CountrySelect name="countryName" label={t('account-country')} countries={countries} defaultValue={value('countryName')} error={issue('countryName')} />
          </div>
          <button type="submit" disabled={busy} className="mt-6 w-full rounded-md bg-brand-700 px-5 py-3 text-lg font-semibold text-white hover:bg-brand-800 disabled:opacity-60 sm:w-auto" data-testid="order-place">
            {t('order-place')}
          </button>
          <p className="mt-2 text-xs text-slate-600 dark:text-slate-300">{t('order-place-note', { days: ORDER_HOLD_DAYS })}</p>
        </Form>
      ) : null}
    </div>
  );
}
