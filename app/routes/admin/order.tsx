// /admin/orders/:uuid: one order for sales. What the buyer ordered at which quote, for whom and by when,
// its payments and where its money stands, and the next thing to do with it: record a payment received
// (checked, then confirmed), reverse a wrong one with a reason, the next shipping step (the vessel with its
// departure), a step back with a reason, the courier's tracking of the documents, or cancelling with a
// reason, and the order's documents (upload, replace, remove with a reason). Every form works without
// JavaScript; a refused change shows its message on its field.
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { ORDER_DOCUMENT_KINDS, type OrderDocumentKind, type OrderStatus } from '#db/schema/enum-values.ts';
import { InvalidInputError } from '#domain/errors.ts';
import { advanceOrderShipping, cancelOrderByAdmin, extendOrderHold, orderByAdmin, setOrderCourier, undoOrderShipping } from '#domain/orders/order-admin.service.ts';
import { paymentsOf, paymentSummary, previewOrderPayment, recordOrderPayment, reverseOrderPayment, type PaymentInput } from '#domain/orders/order-payments.service.ts';
import { creditedInInvoice, yenPerUsd } from '#domain/orders/invoice-currency.ts';
import { moneyText } from '#domain/orders/money-text.ts';
import { loadDestinations } from '#domain/trade/destinations.ts';
import { termsPlaceText } from '#domain/trade/terms-place.ts';
import { deleteOrderDocument, ORDER_DOCUMENT_MAX_BYTES, orderDocumentsOf, uploadOrderDocument } from '#domain/orders/order-documents.service.ts';
import { isDatedStep, ORDER_MAX_HOLD_DAYS, shippingStepsFor, STEP_TEXT, type ShippingStep } from '#domain/orders/order-terms.ts';
import { ADMIN_INPUT, AdminField, describedBy, FieldNotes } from '../../components/admin-field';
import { AdminPaymentForm } from '../../components/admin-payment-form';
import { formatJpy } from '../../lib/format';
import { invoiceMoney } from '../../lib/invoice-statement';
import { ADMIN_PRIVATE, requireStaff } from '../../lib/admin.server';
import { SavedNotice } from '../../components/admin-edit';
import type { Route } from './+types/order';
import { scrollRegion } from '../../lib/scroll-region';
import { ORDER_EMAILS_KEPT_DAYS, orderEmails, orderHistory, type OrderEmailState } from '#domain/orders/order-history.service.ts';
import { answerFor, throwIfError } from '../../lib/service-answer.server';

export { ErrorBoundary } from './layout';

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.order.orderNumber ?? 'Order'} | Back office | Roro Motors` }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireStaff(context.ctx, request, { order: ['list'] });
  const order = await orderByAdmin(context.ctx, params.uuid);
  throwIfError(order);
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  const saved = new URL(request.url).searchParams.get('saved');
  const [documents, payments, destinations] = await Promise.all([orderDocumentsOf(context.ctx.db, order.id), paymentsOf(context.ctx.db, order.id), loadDestinations(context.ctx)]);
  const [emails, history] = await Promise.all([orderEmails(context.ctx, order), orderHistory(context.ctx, order)]);
  throwIfError(emails);
  throwIfError(history);
  // Yen, dollars, then the others by name, each with today's rate for the yen a payment in it comes to.
  const others = destinations.currencies.filter((c) => c.name !== 'JPY' && c.name !== 'USD').sort((a, b) => a.name.localeCompare(b.name));
  const usd = destinations.currencies.find((c) => c.name === 'USD');
  return data(
    {
      payments: payments.map((p) => ({ ...p, recordedAt: p.recordedAt.toISOString(), reversedAt: iso(p.reversedAt) })),
      money: paymentSummary(order.invoiceTotal, payments, { currency: order.invoiceCurrency, usdRate: order.invoiceUsdRate }),
      currencies: [{ name: 'JPY', minorUnits: 0, rate: 1 }, ...(usd ? [usd] : []), ...others].map(({ name, minorUnits, rate }) => ({ name, minorUnits, rate })),
      today: new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(context.ctx.now),
      documents: documents.map((d) => ({ ...d, uploadedAt: d.uploadedAt.toISOString() })),
      order: {
        ...order,
        orderedAt: order.orderedAt.toISOString(),
        holdUntil: order.holdUntil.toISOString(),
        paidAt: iso(order.paidAt),
        closedAt: iso(order.closedAt),
        shipping: {
          ...order.shipping,
          departureAt: iso(order.shipping.departureAt),
          estimatedArrivalAt: iso(order.shipping.estimatedArrivalAt),
          arrivedAt: iso(order.shipping.arrivedAt),
          customsClearedAt: iso(order.shipping.customsClearedAt),
          inlandHandedAt: iso(order.shipping.inlandHandedAt),
          deliveredAt: iso(order.shipping.deliveredAt),
        },
      },
      emails: emails.map((e) => ({ ...e, queuedAt: e.queuedAt.toISOString(), sentAt: iso(e.sentAt), nextAttemptAt: iso(e.nextAttemptAt) })),
      history: history.map((h) => ({ ...h, at: h.at.toISOString() })),
      emailsKeptDays: ORDER_EMAILS_KEPT_DAYS,
      saved,
      now: context.ctx.now.toISOString(),
    },
    { headers: ADMIN_PRIVATE },
  );
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '');

export async function action({ context, request, params }: Route.ActionArgs) {
  requireStaff(context.ctx, request, { order: ['update'] });
  // A document is read into memory whole: a bound on the body before reading it (the file plus the form).
  if (Number(request.headers.get('content-length') ?? 0) > ORDER_DOCUMENT_MAX_BYTES + 64 * 1024) {
    return data({ intent: 'document', errors: { file: 'A document must be at most 10 MB.' } as Record<string, string>, values: {} as Record<string, string>, preview: null }, { status: 413, headers: ADMIN_PRIVATE });
  }
  const form = await request.formData();
  const intent = text(form, 'intent');
  const uuid = params.uuid;
  const file = form.get('file');
  const payment: PaymentInput = { amount: text(form, 'amount'), currency: text(form, 'currency'), creditedJpy: text(form, 'creditedJpy'), receivedOn: text(form, 'receivedOn'), bankReference: text(form, 'bankReference'), note: text(form, 'note') };
  const values = () => Object.fromEntries([...form].flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])));
  // A payment is checked and shown to the clerk before it is recorded: the second press records it.
  if (intent === 'pay' && text(form, 'confirmed') !== 'yes') {
    const preview = await previewOrderPayment(context.ctx, uuid, payment);
    if (!(preview instanceof Error)) {
      const { after, holdUntil, ...read } = preview;
      return data({ intent, errors: {} as Record<string, string>, values: values(), preview: { ...read, after, holdUntil: holdUntil?.toISOString() ?? null } }, { headers: ADMIN_PRIVATE });
    }
    if (!(preview instanceof InvalidInputError)) throw answerFor(preview);
  }
  const result =
    intent === 'document'
      ? await uploadOrderDocument(context.ctx, uuid, { kind: text(form, 'kind'), file: file instanceof File ? { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) } : null })
      : intent === 'document-delete'
        ? await deleteOrderDocument(context.ctx, uuid, text(form, 'document'), text(form, 'reason'))
        : intent === 'extend'
          ? await extendOrderHold(context.ctx, uuid, text(form, 'days'), text(form, 'reason'))
          : intent === 'pay'
      ? await recordOrderPayment(context.ctx, uuid, payment)
      : intent === 'reverse'
        ? await reverseOrderPayment(context.ctx, uuid, text(form, 'payment'), text(form, 'reason'))
      : intent === 'step'
        ? await advanceOrderShipping(context.ctx, uuid, text(form, 'step'), { shipName: text(form, 'shipName'), mmsiCode: text(form, 'mmsiCode'), departureAt: text(form, 'departureAt'), estimatedArrivalAt: text(form, 'estimatedArrivalAt') }, text(form, 'on'))
        : intent === 'undo'
          ? await undoOrderShipping(context.ctx, uuid, text(form, 'reason'))
          : intent === 'courier'
            ? await setOrderCourier(context.ctx, uuid, { dhlKeyInformation: text(form, 'dhlKeyInformation'), dhlInformation: text(form, 'dhlInformation') })
            : intent === 'cancel'
              ? await cancelOrderByAdmin(context.ctx, uuid, text(form, 'reason'))
              : new InvalidInputError([{ fieldname: 'intent', message: 'Unknown action.' }]);
  if (result instanceof InvalidInputError) {
    const errors = Object.fromEntries(result.issues.map((i) => [i.fieldname, i.message]));
    return data({ intent, errors, values: values(), preview: null }, { status: 400, headers: ADMIN_PRIVATE });
  }
  throwIfError(result);
  throw redirect(`/admin/orders/${uuid}?saved=${intent}`, { status: 303, headers: ADMIN_PRIVATE });
}

const STATUS_TEXT: Record<OrderStatus, string> = { Reserved: 'Awaiting payment', Paid: 'Paid', Lapsed: 'Lapsed (unpaid)', Cancelled: 'Cancelled' };
/** A bank's day as people read it: 2 December 2026. */
const bankDay = (day: string) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
const SAVED: Record<string, string> = {
  pay: 'Payment recorded and the buyer told.',
  reverse: 'Payment reversed: it no longer counts, and the buyer is told.',
  extend: 'Payment deadline moved: the buyer is told the new date.',
  step: 'Shipping step recorded and the buyer told.',
  undo: 'Step taken back; the reason is in the audit log.',
  courier: 'Courier tracking saved.',
  cancel: 'Order cancelled: the car is back on sale and the buyer is told.',
  document: 'Document saved: the buyer can download it and is told by e-mail.',
  'document-delete': 'Document removed; the reason is in the audit log.',
};
const DOCUMENT_TEXT: Record<OrderDocumentKind, string> = {
  CommercialInvoice: 'Commercial invoice',
  BillOfLading: 'Bill of lading',
  ExportCertificate: 'Export certificate',
  InspectionCertificate: 'Inspection certificate',
};
/** A moment as the back office writes it, the zone said: 2026-12-03 06:00 UTC. */
const utcTime = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;
const EMAIL_STATE_TEXT: Record<OrderEmailState, string> = { sent: 'Delivered', waiting: 'Waiting to be sent', retrying: 'Not sent yet', failed: 'Failed' };
const size = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);
const CARD = 'rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900';
const BUTTON = 'rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white disabled:opacity-60';

export default function AdminOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { order, saved, now, documents, payments, money, currencies, today, emails, history, emailsKeptDays } = loaderData;
  // The balance and what a payment counts for, in the invoice's currency (ADR 058).
  const due = invoiceMoney(order.invoiceCurrency, 'en');
  const terms = { currency: order.invoiceCurrency, usdRate: order.invoiceUsdRate };
  const preview = actionData?.intent === 'pay' ? actionData.preview : null;
  const busy = useNavigation().state === 'submitting';
  const errorsOf = (intent: string) => (actionData?.intent === intent ? actionData.errors : {});
  const valueOf = (intent: string, name: string, fallback = '') => (actionData?.intent === intent ? (actionData.values[name] ?? fallback) : fallback);
  const shipping = order.shipping;
  // The day each step happened where it has one; the spec's first two flags have none.
  const day = (iso: string | null) => iso?.slice(0, 10) ?? null;
  const when: Record<ShippingStep, string | null> = {
    details: null,
    arrangements: null,
    departure: shipping.isVesselDepartureConfirmed ? day(shipping.departureAt) : null,
    arrived: day(shipping.arrivedAt),
    cleared: day(shipping.customsClearedAt),
    handed: day(shipping.inlandHandedAt),
    delivered: day(shipping.deliveredAt),
  };
  const done: Record<ShippingStep, boolean> = {
    details: shipping.isShippingDetailsConfirmed,
    arrangements: shipping.isShippingArrangementsStarted,
    departure: shipping.isVesselDepartureConfirmed,
    arrived: !!when.arrived,
    cleared: !!when.cleared,
    handed: !!when.handed,
    delivered: !!when.delivered,
  };
  const steps = shippingStepsFor(!!order.quote.city);
  const next = steps.find((s) => !done[s]);
  const anyStep = steps.some((s) => done[s]);
  const live = order.status === 'Reserved' || order.status === 'Paid';
  // Whole days the hold can still grow by, up to ORDER_MAX_HOLD_DAYS from the order.
  const extendable = Math.floor((Date.parse(order.orderedAt) + ORDER_MAX_HOLD_DAYS * 86_400_000 - Date.parse(order.holdUntil)) / 86_400_000);
  return (
    <div className="max-w-5xl">
      <p className="text-sm">
        <Link to="/admin/orders" className="underline">
          Orders
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-baseline gap-3">
        <h1 className="font-mono text-2xl font-bold">{order.orderNumber}</h1>
        <span className="rounded bg-slate-200 px-2 py-0.5 text-sm font-semibold dark:bg-slate-700" data-testid="order-status">
          {order.status === 'Reserved' && money.received > 0 ? 'Part paid' : STATUS_TEXT[order.status]}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        Ordered {order.orderedAt.slice(0, 16).replace('T', ' ')} UTC by {order.buyerName ?? order.buyerEmail} ({order.buyerEmail}), in {order.language}
      </p>
      {saved && SAVED[saved] ? <SavedNotice>{SAVED[saved]}</SavedNotice> : null}
      {order.status === 'Reserved' ? (
        <p className={`mt-3 text-sm ${order.holdUntil < now ? 'font-semibold text-red-700 dark:text-red-400' : ''}`} data-testid="order-deadline">
          {money.received > 0 ? `Balance of ${due(money.balance)} due` : 'Payment due'} by {order.holdUntil.slice(0, 16).replace('T', ' ')} UTC; unpaid, the order lapses by itself.
        </p>
      ) : null}
      {order.status === 'Paid' && money.paidInFullOn ? (
        <p className="mt-3 text-sm" data-testid="order-paid">
          Paid in full on {bankDay(money.paidInFullOn)}.
        </p>
      ) : null}
      {order.closedReason ? <p className="mt-3 text-sm">Reason: {order.closedReason}</p> : null}

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="order-quote" className={CARD}>
          <h2 id="order-quote" className="text-lg font-semibold">
            The quote ordered at
          </h2>
          <p className="mt-1 text-sm">
            <Link to={`/admin/stock/${order.vehicleUuid}`} className="font-mono underline">
              {order.stockNumber}
            </Link>{' '}
            · {termsPlaceText(order.quote)} · {order.quote.shipping}
          </p>
          <table className="mt-2 w-full text-sm">
            <tbody>
              {order.quote.items.map((item) => (
                <tr key={item.name} className="border-t border-slate-200 dark:border-slate-800">
                  <td className="py-1">{item.name}</td>
                  <td className="py-1 text-right tabular-nums">{formatJpy('en', item.price)}</td>
                </tr>
              ))}
              <tr className="border-t-2 border-slate-300 font-semibold dark:border-slate-700">
                <td className="py-1">Total</td>
                <td className="py-1 text-right tabular-nums" data-testid="order-total">
                  {formatJpy('en', order.totalPrice)}
                </td>
              </tr>
              {order.invoiceCurrency === 'USD' && order.invoiceUsdRate ? (
                <tr className="text-slate-600 dark:text-slate-300" data-testid="order-invoice-currency">
                  <td className="py-1">Invoiced in US dollars at ¥{yenPerUsd(order.invoiceUsdRate).toFixed(2)} per US$1</td>
                  <td className="py-1 text-right tabular-nums">{due(order.invoiceTotal)}</td>
                </tr>
              ) : null}
            </tbody>
          </table>
          {order.quote.coupon ? <p className="mt-2 text-sm">Coupon {order.quote.coupon.code}</p> : null}
        </section>
        <section aria-labelledby="order-consignee" className={CARD}>
          <h2 id="order-consignee" className="text-lg font-semibold">
            Consignee
          </h2>
          <p className="mt-1">{order.consignee.name}</p>
          <p className="text-sm">{order.consignee.address}</p>
          <p className="text-sm">
            {order.consignee.country} · {order.consignee.telephone}
          </p>
          <h3 className="mt-4 font-semibold">Shipping</h3>
          <ul className="mt-1 text-sm" data-testid="order-shipping">
            {steps.map((s) => (
              <li key={s}>
                {done[s] ? '✓' : '○'} {s === 'delivered' ? `Delivered in ${order.quote.city}` : STEP_TEXT[s]}
                {when[s] ? ` · ${when[s]}` : ''}
              </li>
            ))}
          </ul>
          {shipping.shipName ? (
            <p className="mt-2 text-sm" data-testid="order-vessel">
              {shipping.shipName}
              {shipping.mmsiCode ? ` (MMSI ${shipping.mmsiCode})` : ''} · {shipping.isVesselDepartureConfirmed ? 'departed' : 'departs'} {shipping.departureAt?.slice(0, 10)} ·{' '}
              {/* Once the arrival is recorded, its day; before, the estimate, said as one. */}
              {when.arrived ? `arrived ${when.arrived}` : `expected about ${shipping.estimatedArrivalAt?.slice(0, 10)} (estimate)`}
            </p>
          ) : null}
        </section>
      </div>

      <section aria-labelledby="order-payments" className={`${CARD} mt-6`}>
        <h2 id="order-payments" className="text-lg font-semibold">
          Payments
        </h2>
        <p className="mt-1 text-sm" data-testid="order-money">
          Total {due(money.total)} · received {due(money.received)} · {money.credit > 0 ? <strong>credit of {due(money.credit)} to settle with the buyer</strong> : <>balance {due(money.balance)}</>}
        </p>
        {payments.length ? (
          <div className="mt-3 overflow-x-auto" {...scrollRegion('Table of payments')}>
            <table className="w-full min-w-[40rem] text-sm" data-testid="order-payments">
              <thead>
                <tr className="text-left text-slate-600 dark:text-slate-300">
                  <th scope="col" className="py-1 pr-3 font-semibold">Received</th>
                  <th scope="col" className="py-1 pr-3 text-right font-semibold">Amount</th>
                  <th scope="col" className="py-1 pr-3 text-right font-semibold">Counts for</th>
                  <th scope="col" className="py-1 pr-3 font-semibold">Bank reference</th>
                  <th scope="col" className="py-1 pr-3 font-semibold">Recorded</th>
                  <th scope="col" className="py-1 font-semibold">
                    <span className="sr-only">Reverse</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {payments.map((p) => (
                  <tr key={p.uuid} className={`border-t border-slate-200 align-top dark:border-slate-800 ${p.reversedAt ? 'text-slate-500 dark:text-slate-400' : ''}`}>
                    <td className="py-1.5 pr-3">{bankDay(p.receivedOn)}</td>
                    <td className={`py-1.5 pr-3 text-right tabular-nums ${p.reversedAt ? 'line-through' : ''}`}>{moneyText(p.amount, p.currency, p.minorUnits)}</td>
                    <td className={`py-1.5 pr-3 text-right tabular-nums ${p.reversedAt ? 'line-through' : ''}`}>{due(creditedInInvoice(p, terms))}</td>
                    <td className="py-1.5 pr-3 font-mono">{p.bankReference}</td>
                    <td className="py-1.5 pr-3">
                      {p.recordedBy?.email ?? 'before payment entries'}, {p.recordedAt.slice(0, 16).replace('T', ' ')} UTC{p.note ? <span className="block">{p.note}</span> : null}
                      {p.reversedAt ? (
                        <span className="block font-semibold text-red-800 dark:text-red-300">
                          Reversed by {p.reversedBy?.email}, {p.reversedAt.slice(0, 16).replace('T', ' ')} UTC: {p.reversalReason}
                        </span>
                      ) : null}
                    </td>
                    <td className="py-1.5">
                      {p.reversedAt ? null : (
                        <Form method="post" className="flex items-start gap-2" noValidate>
                          <input type="hidden" name="intent" value="reverse" />
                          <input type="hidden" name="payment" value={p.uuid} />
                          <label className="text-sm">
                            <span className="sr-only">Reason to reverse the payment {p.bankReference}</span>
                            <input
                              name="reason"
                              placeholder="Reason to reverse"
                              required
                              defaultValue={actionData?.intent === 'reverse' && actionData.values.payment === p.uuid ? actionData.values.reason : ''}
                              className="w-44 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900"
                            />
                          </label>
                          <button type="submit" disabled={busy} className="rounded-md border border-slate-400 px-3 py-1.5 text-sm font-semibold">
                            Reverse
                          </button>
                        </Form>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="mt-2 text-sm">No payment received yet.</p>
        )}
        {actionData?.intent === 'reverse' ? <FieldNotes id="reverse" error={errorsOf('reverse').reason ?? errorsOf('reverse').payment} /> : null}

        {order.status === 'Reserved' ? (
          // Drawn anew once a payment is recorded (one more on the order), so that its figures are not left in
          // the form to be sent again; a refused one keeps what was typed, to correct.
          <AdminPaymentForm key={payments.length} currencies={currencies} invoice={terms} today={today} values={actionData?.intent === 'pay' ? actionData.values : {}} errors={errorsOf('pay')} busy={busy} />
        ) : (
          <p className="mt-4 border-t border-slate-200 pt-4 text-sm dark:border-slate-800" data-testid="payment-closed">
            {order.status === 'Paid'
              ? `Paid in full${money.paidInFullOn ? ` on ${bankDay(money.paidInFullOn)}` : ''}${money.credit > 0 ? `, with a credit of ${due(money.credit)} over the total to settle with the buyer` : ''}: nothing more is due, so no payment is recorded here. A further transfer is refunded to the buyer; a wrong entry is reversed above.`
              : `This order is ${order.status === 'Lapsed' ? 'lapsed unpaid' : 'cancelled'}: no payment is recorded on it. Settle a late payment with the buyer (a refund or a new order).`}
          </p>
        )}
        {preview ? (
          <Form method="post" className="mt-4 rounded-md border-2 border-brand-700 p-4" data-testid="payment-preview">
            <h3 className="font-semibold">Record this payment?</h3>
            <p className="mt-1 text-sm">
              {moneyText(preview.amount, preview.currency, preview.minorUnits)} received on {bankDay(preview.receivedOn)}, reference <span className="font-mono">{preview.bankReference}</span>, counting for {due(creditedInInvoice(preview, terms))}.
            </p>
            <p className="mt-1 text-sm">
              {preview.after.balance === 0
                ? `The order is then paid in full${preview.after.credit > 0 ? `, with ${due(preview.after.credit)} over the total to settle with the buyer` : ''}${order.status === 'Reserved' ? ': the car is marked sold.' : '.'}`
                : `Received then ${due(preview.after.received)} of ${due(preview.after.total)}; balance ${due(preview.after.balance)}.`}
              {preview.holdUntil ? ` A deposit: the car is held until ${preview.holdUntil.slice(0, 16).replace('T', ' ')} UTC.` : ''} The buyer is told by e-mail.
            </p>
            {Object.entries(actionData!.values).map(([k, v]) => (k === 'intent' ? null : <input key={k} type="hidden" name={k} value={v} />))}
            <input type="hidden" name="intent" value="pay" />
            <input type="hidden" name="confirmed" value="yes" />
            <button type="submit" disabled={busy} className={`${BUTTON} mt-3`}>
              Record the payment
            </button>
          </Form>
        ) : null}
      </section>

      {live ? (
        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          {order.status === 'Reserved' && extendable > 0 ? (
            <Form method="post" className={CARD} noValidate>
              <h2 className="text-lg font-semibold">More time to pay</h2>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                Against a deposit, or a transfer on its way: the car stays held up to {ORDER_MAX_HOLD_DAYS} days from the order, and the buyer is told the new deadline.
              </p>
              <input type="hidden" name="intent" value="extend" />
              <div className="mt-3 grid gap-3 sm:grid-cols-[8rem_1fr]">
                <label className="block text-sm">
                  Days to add *
                  <select name="days" defaultValue={valueOf('extend', 'days', String(extendable))} className={ADMIN_INPUT} aria-invalid={errorsOf('extend').days ? true : undefined} aria-describedby={describedBy('extend-days', { error: errorsOf('extend').days })}>
                    {Array.from({ length: extendable }, (_, i) => i + 1).map((n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </select>
                  <FieldNotes id="extend-days" error={errorsOf('extend').days} />
                </label>
                <label className="block text-sm">
                  Reason *
                  <input name="reason" required defaultValue={valueOf('extend', 'reason')} aria-invalid={errorsOf('extend').reason ? true : undefined} aria-describedby={describedBy('extend-reason', { error: errorsOf('extend').reason })} className={ADMIN_INPUT} />
                  <FieldNotes id="extend-reason" error={errorsOf('extend').reason} />
                </label>
              </div>
              <button type="submit" disabled={busy} className={`${BUTTON} mt-3`}>
                Move the deadline
              </button>
            </Form>
          ) : null}
          {order.status === 'Paid' && next ? (
            <Form method="post" className={CARD} noValidate>
              <h2 className="text-lg font-semibold">Next shipping step</h2>
              <input type="hidden" name="intent" value="step" />
              <input type="hidden" name="step" value={next} />
              <p className="mt-1 text-sm">{STEP_TEXT[next]}</p>
              <FieldNotes id="step-step" error={errorsOf('step').step} />
              {next === 'departure' ? (
                <div className="mt-3 grid gap-3 sm:grid-cols-2">
                  <AdminField name="shipName" label="Ship name" required value={valueOf('step', 'shipName')} error={errorsOf('step').shipName} />
                  <AdminField name="mmsiCode" label="MMSI" value={valueOf('step', 'mmsiCode')} error={errorsOf('step').mmsiCode} hint="9 digits, for tracking the vessel" />
                  <AdminField name="departureAt" label="Departure" type="date" required value={valueOf('step', 'departureAt')} error={errorsOf('step').departureAt} />
                  <AdminField name="estimatedArrivalAt" label="Estimated arrival" type="date" required value={valueOf('step', 'estimatedArrivalAt')} error={errorsOf('step').estimatedArrivalAt} />
                </div>
              ) : null}
              {isDatedStep(next) ? (
                <div className="mt-3 max-w-xs">
                  <AdminField name="on" label="On" type="date" required value={valueOf('step', 'on', today)} error={errorsOf('step').on} hint="The day it happened, not a day to come" />
                </div>
              ) : null}
              <button type="submit" disabled={busy} className={`${BUTTON} mt-3`}>
                Record: {STEP_TEXT[next]}
              </button>
            </Form>
          ) : null}
          {order.status === 'Paid' ? (
            <Form method="post" className={CARD} noValidate>
              <h2 className="text-lg font-semibold">Original documents by courier</h2>
              <input type="hidden" name="intent" value="courier" />
              <div className="mt-3 grid gap-3 sm:grid-cols-2">
                <AdminField name="dhlKeyInformation" label="DHL tracking number" value={valueOf('courier', 'dhlKeyInformation', order.dhlKeyInformation ?? '')} error={errorsOf('courier').dhlKeyInformation} />
                <AdminField name="dhlInformation" label="Courier status" value={valueOf('courier', 'dhlInformation', order.dhlInformation ?? '')} error={errorsOf('courier').dhlInformation} />
              </div>
              <button type="submit" disabled={busy} className={`${BUTTON} mt-3`}>
                Save tracking
              </button>
            </Form>
          ) : null}
          {anyStep ? (
            <Form method="post" className={CARD} noValidate>
              <h2 className="text-lg font-semibold">Take the last step back</h2>
              <input type="hidden" name="intent" value="undo" />
              <label className="mt-2 block text-sm">
                Reason *
                <input name="reason" required defaultValue={valueOf('undo', 'reason')} aria-invalid={errorsOf('undo').reason ? true : undefined} aria-describedby={describedBy('undo-reason', { error: errorsOf('undo').reason })} className={ADMIN_INPUT} />
                <FieldNotes id="undo-reason" error={errorsOf('undo').reason} />
              </label>
              <button type="submit" disabled={busy} className="mt-3 rounded-md border border-slate-400 px-4 py-2 text-sm font-semibold">
                Take back: {STEP_TEXT[[...steps].reverse().find((s) => done[s])!]}
              </button>
            </Form>
          ) : null}
          {!done.departure ? (
            <Form method="post" className={CARD} noValidate>
              <h2 className="text-lg font-semibold">Cancel the order</h2>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">The car goes back on sale and the buyer is told. A paid order’s refund is arranged separately.</p>
              <input type="hidden" name="intent" value="cancel" />
              <label className="mt-2 block text-sm">
                Reason *
                <input name="reason" required defaultValue={valueOf('cancel', 'reason')} aria-invalid={errorsOf('cancel').reason ? true : undefined} aria-describedby={describedBy('cancel-reason', { error: errorsOf('cancel').reason ?? errorsOf('cancel').status })} className={ADMIN_INPUT} />
                <FieldNotes id="cancel-reason" error={errorsOf('cancel').reason ?? errorsOf('cancel').status} />
              </label>
              <button type="submit" disabled={busy} className="mt-3 rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white disabled:opacity-60">
                Cancel the order
              </button>
            </Form>
          ) : null}
        </div>
      ) : null}

      <section aria-labelledby="order-documents" className={`${CARD} mt-6`} id="documents">
        <h2 id="order-documents" className="text-lg font-semibold">
          Documents for the buyer
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">PDF, JPEG or PNG, up to 10 MB. The buyer downloads them from their order’s page and is e-mailed when one is added or replaced; the file is never attached to an e-mail.</p>
        {documents.length ? (
          <ul className="mt-3 divide-y divide-slate-200 text-sm dark:divide-slate-800" data-testid="order-documents">
            {documents.map((d) => (
              <li key={d.uuid} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-2">
                <span className="font-semibold">{DOCUMENT_TEXT[d.kind]}</span>
                <a href={`/admin/orders/${order.uuid}/documents/${d.uuid}`} className="underline">
                  {d.fileName}
                </a>
                <span className="text-slate-600 dark:text-slate-300">
                  {size(d.byteSize)} · {d.uploadedAt.slice(0, 16).replace('T', ' ')} UTC
                </span>
                <Form method="post" className="ml-auto flex items-center gap-2" noValidate>
                  <input type="hidden" name="intent" value="document-delete" />
                  <input type="hidden" name="document" value={d.uuid} />
                  <label className="text-sm">
                    <span className="sr-only">Reason to remove the {DOCUMENT_TEXT[d.kind].toLowerCase()}</span>
                    <input name="reason" placeholder="Reason to remove" required className="w-48 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900" />
                  </label>
                  <button type="submit" disabled={busy} className="rounded-md border border-slate-400 px-3 py-1.5 text-sm font-semibold">
                    Remove
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm">No documents yet.</p>
        )}
        {actionData?.intent === 'document-delete' ? <FieldNotes id="document-delete" error={errorsOf('document-delete').reason ?? errorsOf('document-delete').document} /> : null}
        {order.status === 'Paid' ? (
          <Form method="post" encType="multipart/form-data" className="mt-4 grid gap-3 sm:grid-cols-[auto_1fr_auto] sm:items-end" noValidate>
            <input type="hidden" name="intent" value="document" />
            <label className="block text-sm">
              Document *
              <select name="kind" required defaultValue={valueOf('document', 'kind', 'BillOfLading')} className={ADMIN_INPUT} aria-invalid={errorsOf('document').kind ? true : undefined} aria-describedby={describedBy('document-kind', { error: errorsOf('document').kind })}>
                {ORDER_DOCUMENT_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {DOCUMENT_TEXT[kind]}
                    {documents.some((d) => d.kind === kind) ? ' (replaces the current one)' : ''}
                  </option>
                ))}
              </select>
              <FieldNotes id="document-kind" error={errorsOf('document').kind} />
            </label>
            <label className="block text-sm">
              File *
              <input type="file" name="file" required accept="application/pdf,image/jpeg,image/png" className={ADMIN_INPUT} aria-invalid={errorsOf('document').file ? true : undefined} aria-describedby={describedBy('document-file', { error: errorsOf('document').file })} />
              <FieldNotes id="document-file" error={errorsOf('document').file} />
            </label>
            <button type="submit" disabled={busy} className={BUTTON}>
              Upload
            </button>
          </Form>
        ) : (
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">Documents are added once the order is paid.</p>
        )}
      </section>

      <section aria-labelledby="order-emails" className={`${CARD} mt-6`} id="emails">
        <h2 id="order-emails" className="text-lg font-semibold">
          E-mails to the buyer
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          Delivered means our mail server took the e-mail (or, without one, it was written to the outbox); it does not say the buyer read it. A failed e-mail stays here until it is sent; a delivered one is listed for {emailsKeptDays} days.
        </p>
        {emails.length ? (
          <div className="mt-3 overflow-x-auto" {...scrollRegion('Table of e-mails to the buyer')}>
            <table className="w-full min-w-[40rem] text-sm" data-testid="order-emails">
              <thead>
                <tr className="text-left text-slate-600 dark:text-slate-300">
                  <th scope="col" className="py-1 pr-3 font-semibold">Subject</th>
                  <th scope="col" className="py-1 pr-3 font-semibold">Queued</th>
                  <th scope="col" className="py-1 font-semibold">Delivery</th>
                </tr>
              </thead>
              <tbody>
                {emails.map((e, i) => (
                  <tr key={i} className="border-t border-slate-200 align-top dark:border-slate-800" data-state={e.state}>
                    <td className="py-1.5 pr-3">
                      {e.subject}
                      {e.to !== order.buyerEmail ? <span className="block text-slate-600 dark:text-slate-300">to {e.to}</span> : null}
                    </td>
                    <td className="py-1.5 pr-3 whitespace-nowrap">{utcTime(e.queuedAt)}</td>
                    <td className={`py-1.5 ${e.state === 'failed' || e.state === 'retrying' ? 'font-semibold text-red-800 dark:text-red-300' : ''}`}>
                      {EMAIL_STATE_TEXT[e.state]}
                      {e.state === 'sent' && e.sentAt ? ` ${utcTime(e.sentAt)}` : ''}
                      {e.state === 'waiting' && e.nextAttemptAt ? `, from ${utcTime(e.nextAttemptAt)}` : ''}
                      {e.state === 'failed' ? ` after ${e.attempts} attempts; an admin can send it again from Jobs` : ''}
                      {e.state === 'retrying' && e.nextAttemptAt ? `: attempt ${e.attempts} failed, tried again at ${utcTime(e.nextAttemptAt)}` : ''}
                      {e.error ? <span className="block font-normal">Error: {e.error}</span> : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="mt-3 text-sm">No e-mail to the buyer about this order.</p>
        )}
      </section>

      <section aria-labelledby="order-history" className={`${CARD} mt-6`} id="history">
        <h2 id="order-history" className="text-lg font-semibold">
          History
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Every step of the order, oldest first, with who recorded it; times in UTC.</p>
        <ol className="mt-3 divide-y divide-slate-200 text-sm dark:divide-slate-800" data-testid="order-history">
          {history.map((h, i) => (
            <li key={i} className="grid gap-x-4 py-2 sm:grid-cols-[11rem_1fr]">
              <time dateTime={h.at} className="whitespace-nowrap text-slate-600 tabular-nums dark:text-slate-300">
                {utcTime(h.at)}
              </time>
              <span>
                {h.text}
                <span className="block text-slate-600 dark:text-slate-300">{h.by ? (h.action === 'order.placed' ? `by the buyer, ${h.by}` : `by ${h.by}`) : 'by itself, at the payment deadline'}</span>
                {h.reason ? <span className="block">Reason: {h.reason}</span> : null}
              </span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
