// /{lang}/user/orders/{id}/invoice: the proforma invoice of one of the buyer's orders, as a page to print
// (the site's header and footer are not printed): the exporter, the buyer and consignee, the vehicle, the
// items and total with the payments received and the balance, what is to be paid by when (or that it is
// paid in full, or not to be paid: the order lapsed or was cancelled), the account to pay into, and the code that the public
// invoice check confirms it by, printed and as a QR code that opens the check with the code filled in.
// Only in the buyer's account: no e-mail carries bank details (ADR 023).
import { data, Link } from 'react-router';
import { orderInvoice, printedInvoiceCode } from '#domain/orders/invoice.service.ts';
import { termsPlaceText } from '#domain/trade/terms-place.ts';
import { PrintButton } from '../../components/print-button';
import { PRIVATE, requireViewer } from '../../lib/account.server';
import { formatDate } from '../../lib/format';
import { invoiceMoney, invoiceRateLine, invoiceStatement } from '../../lib/invoice-statement';
import { useLanguageData, useT } from '../../lib/i18n';
import { pageLanguage } from '../../lib/page-language';
import { invoiceCheckUrl, qrSvg } from '../../lib/qr-code.server';
import { layoutData, pageText } from '../../lib/seo';
import type { Route } from './+types/order-invoice';
import { throwIfError } from '../../lib/service-answer.server';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const language = pageLanguage(params);
  const ctx = { ...context.ctx, language };
  requireViewer(ctx, request, language);
  const invoice = await orderInvoice(ctx, params.id);
  throwIfError(invoice, { headers: PRIVATE, as: 404 });
  const verifyUrl = `${ctx.site.siteUrl}/${language}/verify-invoice`;
  return data(
    {
      invoice: { ...invoice, issuedAt: invoice.issuedAt.toISOString(), dueAt: invoice.dueAt.toISOString(), code: printedInvoiceCode(invoice.invoiceCode) },
      verifyUrl,
      qrSvg: await qrSvg(invoiceCheckUrl(verifyUrl, invoice.invoiceCode)),
    },
    { headers: PRIVATE },
  );
}

export function headers() {
  return PRIVATE;
}

export function meta({ matches, data: loaderData }: Route.MetaArgs) {
  return [{ title: `${pageText(layoutData(matches), 'invoice-title', { number: loaderData?.invoice.orderNumber ?? '' })} | Roro Motors` }, { name: 'robots', content: 'noindex' }];
}

export default function OrderInvoice({ loaderData, params }: Route.ComponentProps) {
  const t = useT();
  const { language } = useLanguageData();
  const { invoice, verifyUrl, qrSvg } = loaderData;
  const bank = invoice.bankAccount;
  // Every amount in the invoice's currency, as the order froze it (ADR 058).
  const money = invoiceMoney(invoice.invoice.currency, language);
  const rateLine = invoiceRateLine(invoice, t, language);
  const statement = invoiceStatement(invoice, t, (iso) => formatDate(language, iso), money);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 print:max-w-none print:p-0">
      <p className="text-sm print:hidden">
        <Link to={`/${params.lang}/user/orders/${params.id}`} className="underline">
          {t('order-title', { number: invoice.orderNumber })}
        </Link>
      </p>
      <article className="mt-4 rounded-lg border border-slate-300 bg-white p-8 text-slate-900 print:border-0 print:p-0" data-testid="invoice">
        <div className="flex flex-wrap justify-between gap-4">
          <div>
            <p className="text-xl font-bold">{bank.beneficiary}</p>
            <p className="text-sm">{bank.beneficiaryAddress}</p>
          </div>
          <div className="text-right">
            <h1 className="text-2xl font-bold">{t('invoice-heading')}</h1>
            <p className="text-sm">{t('invoice-number', { number: invoice.orderNumber })}</p>
            <p className="text-sm">{t('invoice-date', { date: formatDate(language, invoice.issuedAt) })}</p>
          </div>
        </div>
        <div className="mt-6 grid gap-6 sm:grid-cols-2">
          <section aria-labelledby="invoice-buyer">
            <h2 id="invoice-buyer" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
              {t('invoice-bill-to')}
            </h2>
            <p>{invoice.buyer.name ?? invoice.buyer.email}</p>
            <p className="text-sm">{invoice.buyer.email}</p>
          </section>
          <section aria-labelledby="invoice-consignee">
            <h2 id="invoice-consignee" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
              {t('order-consignee')}
            </h2>
            <p>{invoice.consignee.name}</p>
            <p className="text-sm">{invoice.consignee.address}</p>
            <p className="text-sm">
              {invoice.consignee.country} · {invoice.consignee.telephone}
            </p>
          </section>
        </div>
        <p className="mt-6 text-sm" data-testid="invoice-vehicle">
          {invoice.vehicle.description} · {t('invoice-stock-number', { number: invoice.vehicle.stockNumber })}
          {invoice.vehicle.chassisNumber ? ` · ${t('invoice-chassis', { number: invoice.vehicle.chassisNumber })}` : ''}
        </p>
        <p className="text-sm" data-testid="invoice-place">
          {termsPlaceText(invoice.quote, language)}
          {invoice.quote.terms === 'CIF' ? ` · ${t(`shipping-${invoice.quote.shipping}`)}` : ''}
        </p>
        <table className="mt-4 w-full text-sm">
          <thead>
            <tr className="border-b-2 border-slate-300 text-left">
              <th scope="col" className="py-1">
                {t('invoice-description')}
              </th>
              <th scope="col" className="py-1 text-right">
                {t('invoice-amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.invoice.items.map((item) => (
              <tr key={item.name} className="border-b border-slate-200">
                <td className="py-1">{t(`item-${item.name}`)}</td>
                <td className="py-1 text-right tabular-nums">{money(item.price)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="font-bold">
              <td className="py-2">{t('order-total')}</td>
              <td className="py-2 text-right tabular-nums" data-testid="invoice-total">
                {money(invoice.invoice.total)}
              </td>
            </tr>
            {rateLine ? (
              <tr>
                <td colSpan={2} className="pb-2 text-xs text-slate-700" data-testid="invoice-rate">
                  {rateLine}
                </td>
              </tr>
            ) : null}
            {statement.rows.map((row, i) => (
              <tr key={i} className={row.testId === 'invoice-balance' ? 'border-t border-slate-300 font-bold' : ''} data-testid={row.testId}>
                <td className="py-1">{row.label}</td>
                <td className="py-1 text-right tabular-nums">{row.amount}</td>
              </tr>
            ))}
          </tfoot>
        </table>
        <section aria-labelledby="invoice-payment" className="mt-6 rounded-md border border-slate-300 p-4">
          <h2 id="invoice-payment" className="font-semibold">
            {t('invoice-payment')}
          </h2>
          <p className={`mt-1 text-sm ${statement.settled ? 'font-semibold' : ''}`} data-testid="invoice-statement">
            {statement.text}
          </p>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="invoice-bank">
            <dt>{t('invoice-beneficiary')}</dt>
            <dd>{bank.beneficiary}</dd>
            <dt>{t('invoice-bank')}</dt>
            <dd>
              {bank.bankName}, {bank.branch}
            </dd>
            <dt>SWIFT</dt>
            <dd className="font-mono">{bank.swift}</dd>
            <dt>{t('invoice-account')}</dt>
            <dd className="font-mono">{bank.accountNumber}</dd>
            <dt>{t('invoice-reference')}</dt>
            <dd className="font-mono">{invoice.orderNumber}</dd>
          </dl>
        </section>
        <div className="mt-6 flex items-start gap-4 break-inside-avoid">
          <div className="flex-1">
            <p className="text-sm [overflow-wrap:anywhere]" data-testid="invoice-check">
              {t('invoice-check', { url: verifyUrl })} <strong className="whitespace-nowrap font-mono" data-testid="invoice-code">{invoice.code}</strong>
            </p>
            <p className="mt-2 text-xs text-slate-700">{t('invoice-fraud-note')}</p>
          </div>
          {/* The SVG is qrcode's own output, drawn by the loader from our address and code: nothing a user typed. */}
          <div role="img" aria-label={`${t('invoice-check', { url: verifyUrl })} ${invoice.code}`} className="size-28 shrink-0 bg-white *:size-full" data-testid="invoice-qr" dangerouslySetInnerHTML={{ __html: qrSvg }} />
        </div>
      </article>
      <div className="mt-4 flex flex-wrap items-center gap-4 print:hidden">
        <PrintButton label={t('invoice-print')} />
        <a href={`/${params.lang}/user/orders/${params.id}/invoice.pdf`} className="font-semibold text-brand-700 underline dark:text-brand-100" data-testid="invoice-pdf">
          {t('invoice-pdf')}
        </a>
      </div>
    </div>
  );
}
