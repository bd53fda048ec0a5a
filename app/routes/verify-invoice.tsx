// /{lang}/verify-invoice?code=…: anyone holding one of our proforma invoices checks it by the code printed
// on it. The answer names the invoice's number, date and amount and the account it asks to be paid into,
// so a forged invoice (other bank details, another amount) shows for what it is (ADR 023). A GET form:
// works without JavaScript; the answer is never cached.
import { data, Form } from 'react-router';
import { verifyInvoice } from '#domain/orders/invoice.service.ts';
import { FormField, fieldClass } from '../components/form-field';
import { PRIVATE } from '../lib/account.server';
import { formatDate } from '../lib/format';
import { invoiceMoney } from '../lib/invoice-statement';
import { useLanguageData, useT } from '../lib/i18n';
import { pageLanguage } from '../lib/page-language';
import { layoutData, pageText } from '../lib/seo';
import type { Route } from './+types/verify-invoice';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const language = pageLanguage(params);
  const code = new URL(request.url).searchParams.get('code')?.trim().slice(0, 40) ?? '';
  if (!code) return data({ code, found: null, notFound: false }, { headers: PRIVATE });
  const found = await verifyInvoice({ ...context.ctx, language }, code);
  if (found instanceof Error) return data({ code, found: null, notFound: true }, { headers: PRIVATE });
  return data({ code, found: { ...found, issuedAt: found.issuedAt.toISOString() }, notFound: false }, { headers: PRIVATE });
}

export function headers() {
  return PRIVATE;
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${pageText(layoutData(matches), 'verify-title')} | Roro Motors` }, { name: 'description', content: pageText(layoutData(matches), 'verify-intro') }];
}

export default function VerifyInvoice({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { language } = useLanguageData();
  const { code, found, notFound } = loaderData;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-2xl font-bold">{t('verify-title')}</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-300">{t('verify-intro')}</p>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3" role="search">
        <div className="min-w-64 flex-1">
          <FormField label={t('verify-code')} error={notFound ? t('verify-not-found') : undefined}>
            <input name="code" defaultValue={code} maxLength={40} autoComplete="off" spellCheck={false} className={`${fieldClass} font-mono uppercase`} />
          </FormField>
        </div>
        <button type="submit" className="rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800">
          {t('verify-check')}
        </button>
      </Form>
      {found ? (
        <section aria-labelledby="verify-result" className="mt-6 rounded-lg border border-emerald-300 bg-emerald-50 p-5 text-emerald-950 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-50" data-testid="verify-result">
          <h2 id="verify-result" className="font-semibold">
            {t('verify-genuine')}
          </h2>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt>{t('verify-number')}</dt>
            <dd className="font-mono">{found.orderNumber}</dd>
            <dt>{t('verify-date')}</dt>
            <dd>{formatDate(language, found.issuedAt)}</dd>
            <dt>{t('verify-amount')}</dt>
            <dd className="tabular-nums" data-testid="verify-amount">
              {invoiceMoney(found.invoiceCurrency, language)(found.invoiceTotal)}
            </dd>
            <dt>{t('verify-status')}</dt>
            <dd>{t(`order-status-${found.status}`)}</dd>
            <dt>{t('invoice-beneficiary')}</dt>
            <dd>{found.bankAccount.beneficiary}</dd>
            <dt>{t('invoice-bank')}</dt>
            <dd>
              {found.bankAccount.bankName}, {found.bankAccount.branch} (SWIFT {found.bankAccount.swift})
            </dd>
            <dt>{t('invoice-account')}</dt>
            <dd className="font-mono">{found.bankAccount.accountNumber}</dd>
          </dl>
          <p className="mt-3 text-sm">{t('verify-compare')}</p>
        </section>
      ) : null}
    </div>
  );
}
