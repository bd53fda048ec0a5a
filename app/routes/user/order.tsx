// /{lang}/user/orders/{shippingInformationUuid}: where one of the buyer's orders stands (spec 000 §2,
// userShippingStatus): its furthest true state in the badge, one timeline from the order to the vessel's
// arrival and, for an order delivered to a city, on to its delivery there (each step done on the day staff
// recorded, an arrival only expected said so), while the car is held what to pay by when in the invoice's
// currency, the vessel and its tracking by MMSI, the courier's tracking of the original documents, the
// quote as ordered and the consignee, and the order's documents to download (the proforma invoice, and the
// bill of lading and certificates once staff add them). Another buyer's order, or no order, answers 404.
import { data, Link } from 'react-router';
import { vehicleRecordsByIds } from '#domain/catalogue/vehicle-record.ts';
import { orderDocumentsOf } from '#domain/orders/order-documents.service.ts';
import { moneyText } from '#domain/orders/money-text.ts';
import { buyerPayments } from '#domain/orders/order-payments.service.ts';
import { japanDay, orderPosition, orderStepsFor, type OrderStep } from '#domain/orders/order-terms.ts';
import { taxNoticeText } from '#domain/orders/tax-change-email.ts';
import { userShippingStatus } from '#domain/orders/user-orders.service.ts';
import { orderTaxNotices } from '#domain/trade/tax-change-orders.ts';
import { termsPlaceText } from '#domain/trade/terms-place.ts';
import { AccountNav, SavedNotice } from '../../components/account-nav';
import { OrderQuoteItems } from '../../components/order-quote';
import { VehicleCard } from '../../components/vehicle-card';
import { PRIVATE, requireViewer } from '../../lib/account.server';
import { formatDate, formatMoney } from '../../lib/format';
import { bankDayIso, invoiceMoney, invoiceRateLine } from '../../lib/invoice-statement';
import { useLanguageData, useT } from '../../lib/i18n';
import { pageLanguage } from '../../lib/page-language';
import { layoutData, pageText } from '../../lib/seo';
import { toVehicleCardView } from '../../lib/vehicle-view';
import type { Route } from './+types/order';
import { throwIfError } from '../../lib/service-answer.server';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const language = pageLanguage(params);
  const ctx = { ...context.ctx, language };
  requireViewer(ctx, request, language);
  const status = await userShippingStatus(ctx, params.id);
  throwIfError(status, { headers: PRIVATE, as: 404 });
  const [[vehicle], documents, { payments, money }, taxNotices] = await Promise.all([
    vehicleRecordsByIds(ctx, [status.vehicleId]),
    orderDocumentsOf(ctx.db, status.orderId),
    buyerPayments(ctx.db, status.orderId),
    orderTaxNotices(ctx.db, status.orderId),
  ]);
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  // A step recorded with no day of its own is dated by the day it was recorded, in Japan as the dated steps are.
  const recordedDay = (d: Date | null) => (d ? bankDayIso(japanDay(d)) : null);
  return data(
    {
      order: {
        orderNumber: status.orderNumber,
        status: status.orderStatus,
        orderedAt: status.orderedAt.toISOString(),
        holdUntil: status.holdUntil.toISOString(),
        paidAt: iso(status.paidAt),
        closedAt: iso(status.closedAt),
        isShippingDetailsConfirmed: status.isShippingDetailsConfirmed,
        isShippingArrangementsStarted: status.isShippingArrangementsStarted,
        detailsConfirmedOn: recordedDay(status.shippingDetailsConfirmedAt),
        arrangementsStartedOn: recordedDay(status.shippingArrangementsStartedAt),
        isVesselDepartureConfirmed: status.isVesselDepartureConfirmed,
        shipName: status.shipName,
        destinationPort: status.destinationPort?.name ?? null,
        departureAt: iso(status.departureAt),
        estimatedArrivalAt: iso(status.estimatedArrivalAt),
        mmsiCode: status.mmsiCode,
        arrivedAt: iso(status.arrivedAt),
        customsClearedAt: iso(status.customsClearedAt),
        inlandHandedAt: iso(status.inlandHandedAt),
        deliveredAt: iso(status.deliveredAt),
        city: status.quote.city,
        dhlKeyInformation: status.dhlKeyInformation,
        dhlInformation: status.dhlInformation,
        items: status.itemPrices,
        totalPrice: status.quote.totalPrice,
        currency: status.quote.currency,
        place: termsPlaceText(status.quote, language),
        consignee: status.consignee,
      },
      payments,
      money,
      // When a change to the destination's duties moved the order's estimate on arrival (issue 39).
      taxNotices: taxNotices.map((n) => ({ at: n.at.toISOString(), ...taxNoticeText(language, n, status.quote.country) })),
      invoice: { currency: status.invoiceCurrency, usdRate: status.invoiceUsdRate === null ? null : Number(status.invoiceUsdRate), total: status.invoiceTotal, items: [] },
      vehicle: vehicle ? toVehicleCardView(ctx.site, vehicle) : null,
      documents: documents.map((d) => ({ uuid: d.uuid, kind: d.kind, fileName: d.fileName, byteSize: d.byteSize, uploadedAt: d.uploadedAt.toISOString() })),
      placed: new URL(request.url).searchParams.get('placed') === '1',
    },
    { headers: PRIVATE },
  );
}

export function headers() {
  return PRIVATE;
}

export function meta({ matches, data: loaderData }: Route.MetaArgs) {
  const title = pageText(layoutData(matches), 'order-title', { number: loaderData?.order.orderNumber ?? '' });
  return [{ title: `${title} | Roro Motors` }, { name: 'robots', content: 'noindex' }];
}

/** A file's size as people read it: kilobytes below a megabyte, megabytes with one decimal above. */
const fileSize = (language: string, bytes: number) =>
  new Intl.NumberFormat(language, { style: 'unit', unit: bytes < 1024 * 1024 ? 'kilobyte' : 'megabyte', maximumFractionDigits: bytes < 1024 * 1024 ? 0 : 1 }).format(bytes < 1024 * 1024 ? Math.max(1, Math.round(bytes / 1024)) : bytes / 1024 / 1024);

/** The badge's colour by the order's status (its text says the furthest step: orderPosition). */
const STATUS_STYLES = {
  Reserved: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  Paid: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  Lapsed: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  Cancelled: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
} as const;

export default function Order({ loaderData, params }: Route.ComponentProps) {
  const t = useT();
  const { language } = useLanguageData();
  const { order, vehicle, documents, placed, payments, money, invoice, taxNotices } = loaderData;
  // What is due is said in the invoice's currency, as the order froze it (ADR 058).
  const due = invoiceMoney(invoice.currency, language);
  const rateLine = invoiceRateLine({ invoice, issuedAt: order.orderedAt }, t, language);
  const partPaid = order.status === 'Reserved' && money.received > 0;
  const position = orderPosition({ ...order, received: money.received });
  // What is due in the buyer's own currency, at the rate the order was quoted at, when that is another.
  const about = order.currency.name === invoice.currency ? null : formatMoney(language, money.balanceJpy, order.currency);
  const date = (iso: string | null) => (iso ? formatDate(language, iso) : null);
  const live = order.status === 'Reserved' || order.status === 'Paid';
  // Each step done with the day it happened, when that is known; what is only expected is said as such, below.
  const recorded = (iso: string | null) => ({ done: iso !== null, when: date(iso) });
  const progress: Record<OrderStep, { done: boolean; when: string | null }> = {
    ordered: { done: true, when: date(order.orderedAt) },
    paid: { done: order.status === 'Paid', when: order.status === 'Paid' && money.paidInFullOn ? date(bankDayIso(money.paidInFullOn)) : null },
    details: { done: order.isShippingDetailsConfirmed, when: order.isShippingDetailsConfirmed ? date(order.detailsConfirmedOn) : null },
    arrangements: { done: order.isShippingArrangementsStarted, when: order.isShippingArrangementsStarted ? date(order.arrangementsStartedOn) : null },
    departure: { done: order.isVesselDepartureConfirmed, when: order.isVesselDepartureConfirmed ? date(order.departureAt) : null },
    arrived: recorded(order.arrivedAt),
    cleared: recorded(order.customsClearedAt),
    handed: recorded(order.inlandHandedAt),
    delivered: recorded(order.deliveredAt),
  };
  const steps = orderStepsFor(!!order.city).map((key) => ({ key, ...progress[key] }));
  const current = steps.findIndex((s) => !s.done);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <AccountNav />
      {placed ? <SavedNotice text={t('order-placed', { number: order.orderNumber, date: date(order.holdUntil)! })} /> : null}
      <p className="text-sm">
        <Link to={`/${language}/user/orders`} className="underline">
          {t('orders-title')}
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-baseline gap-3">
        <h1 className="text-2xl font-bold">{t('order-title', { number: order.orderNumber })}</h1>
        <span className={`rounded px-2 py-0.5 text-sm font-semibold ${STATUS_STYLES[order.status]}`} data-testid="order-status">
          {t(`order-status-${position}`, { city: order.city ?? '' })}
        </span>
      </div>
      <p className="mt-1 text-slate-600 dark:text-slate-300">
        {t('order-ordered-on', { date: date(order.orderedAt)! })}
        {live ? (
          <>
            {' · '}
            <Link to={`/${language}/user/orders/${params.id}/invoice`} className="font-semibold text-brand-700 underline dark:text-brand-100">
              {t('order-invoice-link')}
            </Link>
          </>
        ) : null}
      </p>
      {order.status === 'Reserved' ? (
        // The thing to do, in what the invoice asks for; the buyer's own currency only beside it.
        <div className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100" data-testid="order-deadline">
          <p className="text-xl font-bold" data-testid="order-pay">
            {t(partPaid ? 'order-pay-balance-by' : 'order-pay-amount-by', { amount: due(money.balance), date: date(order.holdUntil)! })}
          </p>
          {about ? (
            <p className="mt-1 text-sm" data-testid="order-pay-about">
              {t('order-pay-about', { amount: about, date: date(order.orderedAt)! })}
            </p>
          ) : null}
          <p className="mt-1 text-sm">
            {partPaid ? `${t('order-received-of', { received: due(money.received), total: due(money.total) })} ` : ''}
            {t('order-pay-how')}
          </p>
        </div>
      ) : null}
      {order.status === 'Paid' && money.paidInFullOn ? (
        <p className="mt-4 rounded-md border border-emerald-300 bg-emerald-50 p-4 text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-100" data-testid="order-paid">
          {t('order-paid-in-full', { date: date(bankDayIso(money.paidInFullOn))! })}
          {money.credit > 0 ? ` ${t('order-credit', { credit: due(money.credit) })}` : ''}
        </p>
      ) : null}
      {!live ? (
        <p className="mt-4 rounded-md bg-slate-100 p-4 dark:bg-slate-800" data-testid="order-closed">
          {t(order.status === 'Lapsed' ? 'order-lapsed-text' : 'order-cancelled-text', { date: date(order.closedAt) ?? '' })}
        </p>
      ) : null}

      <div className="mt-6 grid gap-6 md:grid-cols-[1fr_16rem]">
        <section aria-labelledby="order-progress" className="rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
          <h2 id="order-progress" className="text-lg font-semibold">
            {t('order-progress')}
          </h2>
          <ol className="mt-4 space-y-4" data-testid="order-timeline">
            {steps.map((step, i) => (
              <li key={step.key} className="flex gap-3" data-step={step.key} data-done={step.done} aria-current={live && i === current ? 'step' : undefined}>
                <span
                  aria-hidden="true"
                  className={`mt-0.5 flex h-6 w-6 flex-none items-center justify-center rounded-full text-xs font-bold ${step.done ? 'bg-emerald-600 text-white' : live && i === current ? 'border-2 border-brand-700 text-brand-700 dark:border-brand-100 dark:text-brand-100' : 'border border-slate-300 text-slate-500 dark:border-slate-600 dark:text-slate-400'}`}
                >
                  {step.done ? '✓' : i + 1}
                </span>
                <div>
                  <p className={step.done ? 'font-semibold' : ''}>
                    {t(`order-step-${step.key}`, { city: order.city ?? '' })}
                    <span className="sr-only"> · {step.done ? t('order-step-done') : t('order-step-pending')}</span>
                  </p>
                  {step.when ? <p className="text-sm text-slate-600 dark:text-slate-300">{step.when}</p> : null}
                  {step.key === 'departure' && order.shipName ? (
                    <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="order-vessel">
                      {t('order-vessel', { ship: order.shipName, port: order.destinationPort ?? '' })}
                      {order.mmsiCode ? (
                        <>
                          {' · '}
                          <a href={`https://www.marinetraffic.com/en/ais/details/ships/mmsi:${encodeURIComponent(order.mmsiCode)}`} className="underline" rel="noopener noreferrer" target="_blank">
                            {t('order-track-vessel')}
                          </a>
                        </>
                      ) : null}
                    </p>
                  ) : null}
                  {step.key === 'arrived' && order.estimatedArrivalAt && !step.done && live ? (
                    <p className="text-sm text-slate-600 dark:text-slate-300">{t('order-estimated-arrival', { date: date(order.estimatedArrivalAt)!, port: order.destinationPort ?? '' })}</p>
                  ) : null}
                </div>
              </li>
            ))}
          </ol>
          {taxNotices.length ? (
            <ul className="mt-4 space-y-3 border-t border-slate-200 pt-4 dark:border-slate-800" data-testid="order-tax-notices">
              {taxNotices.map((n) => (
                <li key={n.at} data-testid="order-tax-notice">
                  <p className="font-semibold">{n.title}</p>
                  <p className="text-sm text-slate-600 dark:text-slate-300">{date(n.at)}</p>
                  <p className="text-sm">{n.figures}</p>
                  <p className="text-sm text-slate-700 dark:text-slate-300">{n.why}</p>
                </li>
              ))}
            </ul>
          ) : null}
          {order.dhlKeyInformation ? (
            <p className="mt-4 text-sm" data-testid="order-courier">
              {t('order-documents-courier')}{' '}
              <a href={`https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id=${encodeURIComponent(order.dhlKeyInformation)}`} className="underline" rel="noopener noreferrer" target="_blank">
                DHL {order.dhlKeyInformation}
              </a>
              {order.dhlInformation ? ` · ${order.dhlInformation}` : null}
            </p>
          ) : null}
        </section>
        <div>{vehicle ? <VehicleCard vehicle={vehicle} heart={false} headingLevel={2} /> : null}</div>
      </div>

      <section aria-labelledby="order-documents" className="mt-6 rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900" data-testid="order-documents">
        <h2 id="order-documents" className="text-lg font-semibold">
          {t('order-documents')}
        </h2>
        <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
          {live ? (
            <li className="flex flex-wrap items-baseline justify-between gap-2 py-2">
              <span className="font-semibold">{t('order-invoice-link')}</span>
              <a href={`/${language}/user/orders/${params.id}/invoice.pdf`} className="text-sm underline">
                {t('invoice-pdf')}
              </a>
            </li>
          ) : null}
          {documents.map((d) => (
            <li key={d.uuid} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
              <a href={`/${language}/user/orders/${params.id}/documents/${d.uuid}`} download={d.fileName} className="font-semibold text-brand-700 underline dark:text-brand-100">
                {t(`order-document-${d.kind}`)}
              </a>
              <span className="text-sm text-slate-600 dark:text-slate-300">
                {d.fileName} · {fileSize(language, d.byteSize)} · {t('order-document-added', { date: formatDate(language, d.uploadedAt) })}
              </span>
            </li>
          ))}
        </ul>
        {live && documents.length === 0 ? <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t('order-documents-none')}</p> : null}
      </section>

      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <section aria-labelledby="order-quote" className="rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900" data-testid="order-quote">
          <h2 id="order-quote" className="text-lg font-semibold">
            {t('order-as-ordered')}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300" data-testid="order-place">
            {order.place}
          </p>
          <OrderQuoteItems
            items={order.items}
            totalPrice={order.totalPrice}
            currency={order.currency}
            // The buyer's currency here is at the rate of the order's day, not today's.
            invoiceNote={rateLine ? `${due(invoice.total)} · ${rateLine}` : order.currency.name === 'JPY' ? null : `${due(invoice.total)} · ${t('order-currency-note-ordered', { currency: order.currency.name, date: date(order.orderedAt)! })}`}
          />
          {payments.length ? (
            <>
              <h3 className="mt-4 font-semibold">{t('order-payments')}</h3>
              <ul className="mt-1 text-sm" data-testid="order-payments">
                {payments.map((p, i) => (
                  <li key={i} className="flex justify-between gap-3 border-t border-slate-200 py-1 dark:border-slate-800">
                    <span>
                      {t('invoice-received', { date: date(bankDayIso(p.receivedOn))! })}
                      {p.currency === money.currency ? '' : ` (${moneyText(p.amount, p.currency, p.minorUnits)})`}
                    </span>
                    <span className="tabular-nums">{due(p.credited)}</span>
                  </li>
                ))}
                <li className="flex justify-between gap-3 border-t border-slate-300 py-1 font-semibold dark:border-slate-700">
                  <span>{t('invoice-balance')}</span>
                  <span className="tabular-nums" data-testid="order-balance">
                    {due(money.balance)}
                  </span>
                </li>
              </ul>
            </>
          ) : null}
        </section>
        <section aria-labelledby="order-consignee" className="rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900" data-testid="order-consignee">
          <h2 id="order-consignee" className="text-lg font-semibold">
            {t('order-consignee')}
          </h2>
          <p className="mt-2">{order.consignee.name}</p>
          <p className="text-sm text-slate-700 dark:text-slate-300">{order.consignee.address}</p>
          <p className="text-sm text-slate-700 dark:text-slate-300">{order.consignee.country}</p>
          <p className="text-sm text-slate-700 dark:text-slate-300">{order.consignee.telephone}</p>
        </section>
      </div>
    </div>
  );
}
