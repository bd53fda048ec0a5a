// /{lang}/user/distributor/thanks (spec 000 §2): after a distributor request, what was asked for and who
// answers it. The request is the signed-in buyer's own, by the uuid the request page sent them on with;
// anyone else's, or none, leaves the thanks without it. Signed-out visitors are sent to sign-in.
import { useId } from 'react';
import { data, Link } from 'react-router';
import { personInCharge, userDistributorRequest } from '#domain/distributor/distributor.service.ts';
import { AccountNav } from '../../components/account-nav';
import { PersonInChargeCard, personInChargeView } from '../../components/person-in-charge-card';
import { PRIVATE, requireViewer } from '../../lib/account.server';
import { formatDate } from '../../lib/format';
import { useLanguageData, useT } from '../../lib/i18n';
import { pageLanguage } from '../../lib/page-language';
import { layoutData, pageText } from '../../lib/seo';
import type { Route } from './+types/distributor-thanks';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const language = pageLanguage(params);
  const ctx = { ...context.ctx, language };
  requireViewer(ctx, request, language);
  const [sent, person] = await Promise.all([userDistributorRequest(ctx, new URL(request.url).searchParams.get('request')), personInCharge(ctx)]);
  return data(
    {
      request: sent instanceof Error ? null : { ...sent, createdAt: sent.createdAt.toISOString() },
      personInCharge: person instanceof Error ? null : personInChargeView(person, language),
    },
    { headers: PRIVATE },
  );
}

export function headers() {
  return PRIVATE;
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${pageText(layoutData(matches), 'distributor-thanks-title')} | Roro Motors` }, { name: 'robots', content: 'noindex' }];
}

export default function DistributorThanks({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { language } = useLanguageData();
  const requestId = useId();
  const personId = useId();
  const { request, personInCharge } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <AccountNav />
      <h1 className="text-2xl font-bold" data-testid="distributor-thanks">
        {t('distributor-thanks-title')}
      </h1>
      <p role="status" className="mt-2 text-slate-600 dark:text-slate-300">
        {personInCharge ? t('distributor-thanks-person', { name: personInCharge.name }) : t('distributor-thanks-team')}
      </p>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        {request ? (
          <section aria-labelledby={requestId} data-testid="distributor-request" className="rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
            <h2 id={requestId} className="text-lg font-bold">
              {t('distributor-your-request')}
            </h2>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="font-medium">{t('distributor-company')}</dt>
              <dd className="break-words">{request.companyName}</dd>
              <dt className="font-medium">{t('distributor-vehicle')}</dt>
              <dd>{request.modelName ? `${request.makerName} ${request.modelName}` : `${request.makerName} (${t('distributor-any-model')})`}</dd>
              <dt className="font-medium">{t('color')}</dt>
              <dd>{request.colorName ?? t('distributor-any-color')}</dd>
              <dt className="font-medium">{t('distributor-quantity')}</dt>
              <dd className="tabular-nums">{request.quantity}</dd>
              <dt className="font-medium">{t('distributor-sent-at')}</dt>
              <dd>{formatDate(language, request.createdAt)}</dd>
            </dl>
            {request.message ? <p className="mt-3 whitespace-pre-wrap break-words text-sm text-slate-700 dark:text-slate-300">{request.message}</p> : null}
          </section>
        ) : null}
        <PersonInChargeCard person={personInCharge} headingId={personId} />
      </div>
      <div className="mt-8 flex flex-wrap gap-4">
        <Link to={`/${language}/user/distributor`} className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
          {t('distributor-another')}
        </Link>
        <Link to={`/${language}/stocklist`} className="rounded-md border border-slate-300 px-5 py-2.5 font-semibold hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800">
          {t('continue-browsing')}
        </Link>
      </div>
    </div>
  );
}
