// /{lang}/user/special-request/thanks (spec 000 §2): after a special vehicle request, what was asked for
// and what happens next. The request is the signed-in buyer's own, by the uuid the request page sent them
// on with; anyone else's, or none, leaves the thanks without it. Signed-out visitors are sent to sign-in.
import { useId } from 'react';
import { data, Link } from 'react-router';
import { userSpecialRequest } from '#domain/special-request/special-request.service.ts';
import { AccountNav } from '../../components/account-nav';
import { PRIVATE, requireViewer } from '../../lib/account.server';
import { formatDate, formatJpy, formatKm } from '../../lib/format';
import { useLanguageData, useT } from '../../lib/i18n';
import { pageLanguage } from '../../lib/page-language';
import { layoutData, pageText } from '../../lib/seo';
import type { Route } from './+types/special-request-thanks';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const language = pageLanguage(params);
  const ctx = { ...context.ctx, language };
  const viewer = requireViewer(ctx, request, language);
  const sent = await userSpecialRequest(ctx, new URL(request.url).searchParams.get('request'));
  return data({ email: viewer.email, request: sent instanceof Error ? null : { ...sent, createdAt: sent.createdAt.toISOString() } }, { headers: PRIVATE });
}

export function headers() {
  return PRIVATE;
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${pageText(layoutData(matches), 'special-request-thanks-title')} | Roro Motors` }, { name: 'robots', content: 'noindex' }];
}

type SentRequest = NonNullable<Route.ComponentProps['loaderData']['request']>;

/** The stock list for the maker and model asked for: what there is now, while the sales team looks. */
function stockSearch(language: string, request: SentRequest): string {
  const params = new URLSearchParams({ maker: request.make });
  if (request.model) params.set('model', request.model);
  return `/${language}/stocklist?${params}`;
}

export default function SpecialRequestThanks({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { language } = useLanguageData();
  const requestId = useId();
  const { email, request } = loaderData;
  const years = (r: SentRequest) => {
    if (r.yearFrom !== null && r.yearTo !== null) return r.yearFrom === r.yearTo ? String(r.yearFrom) : t('special-request-years-between', { from: r.yearFrom, to: r.yearTo });
    if (r.yearFrom !== null) return t('special-request-years-from', { year: r.yearFrom });
    if (r.yearTo !== null) return t('special-request-years-up-to', { year: r.yearTo });
    return t('special-request-any-year');
  };
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <AccountNav />
      <h1 className="text-2xl font-bold" data-testid="special-request-thanks">
        {t('special-request-thanks-title')}
      </h1>
      <p role="status" className="mt-2 text-slate-600 dark:text-slate-300">
        {t('special-request-thanks-text', { email })}
      </p>
      {request ? (
        <section aria-labelledby={requestId} data-testid="special-request-summary" className="mt-6 rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
          <h2 id={requestId} className="text-lg font-bold">
            {t('special-request-your-request')}
          </h2>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-medium">{t('special-request-vehicle')}</dt>
            <dd>{request.model ? `${request.make} ${request.model}` : `${request.make} (${t('special-request-any-model')})`}</dd>
            <dt className="font-medium">{t('year')}</dt>
            <dd>{years(request)}</dd>
            <dt className="font-medium">{t('special-request-budget')}</dt>
            <dd className="tabular-nums">{formatJpy(language, request.budget)}</dd>
            <dt className="font-medium">{t('special-request-distance')}</dt>
            <dd className="tabular-nums">{request.distance === null ? t('special-request-any-mileage') : formatKm(language, request.distance)}</dd>
            <dt className="font-medium">{t('special-request-sent-at')}</dt>
            <dd>{formatDate(language, request.createdAt)}</dd>
          </dl>
          {request.additionalSpec ? <p className="mt-3 whitespace-pre-wrap break-words text-sm text-slate-700 dark:text-slate-300">{request.additionalSpec}</p> : null}
        </section>
      ) : null}
      <div className="mt-8 flex flex-wrap gap-4">
        {request ? (
          <Link to={stockSearch(language, request)} className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
            {t('special-request-see-stock')}
          </Link>
        ) : null}
        <Link to={`/${language}/user/special-request`} className="rounded-md border border-slate-300 px-5 py-2.5 font-semibold hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800">
          {t('special-request-another')}
        </Link>
        <Link to={`/${language}/stocklist`} className="rounded-md border border-slate-300 px-5 py-2.5 font-semibold hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800">
          {t('continue-browsing')}
        </Link>
      </div>
    </div>
  );
}
