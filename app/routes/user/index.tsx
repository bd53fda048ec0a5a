// /{lang}/user: My Page (spec 000 §2): the buyer's name, the way to every part of their account, the
// vehicles they looked at last, and five recommendations drawn from those and their favourites within their
// country's import rules, priced to their country in the currency chosen in the header. Signed-out
// visitors are sent to sign-in.
import { data, Form, Link, redirect } from 'react-router';
import { myPage } from '#domain/identity/my-page.service.ts';
import { AccountNav } from '../../components/account-nav';
import { CARD_SIZES, VehicleCard } from '../../components/vehicle-card';
import { PRIVATE, requireViewer } from '../../lib/account.server';
import { confirmationOutcome } from '../../lib/confirmation-link';
import { withTotals } from '../../lib/card-totals.server';
import { useFavoritesCount } from '../../lib/favorites';
import { useT } from '../../lib/i18n';
import { pageLanguage } from '../../lib/page-language';
import { visitorPlace } from '../../lib/preferences.server';
import { layoutData, pageText } from '../../lib/seo';
import { toVehicleCardView } from '../../lib/vehicle-view';
import type { Route } from './+types/index';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const language = pageLanguage(params);
  const ctx = { ...context.ctx, language };
  const url = new URL(request.url);
  // A confirmation link that signed nobody in (used already, expired) lands on the sign-in page, which says so.
  if (!ctx.viewer && url.searchParams.has('verified')) throw redirect(`/${language}/user/signin?${url.searchParams.toString()}`);
  requireViewer(ctx, request, language);
  const page = await myPage(ctx);
  if (page instanceof Error) throw redirect(`/${language}/user/signin`);
  const preferences = await visitorPlace(ctx, request);
  // Both lists priced to the buyer's port in one quote of all their vehicles.
  const vehicles = [...page.histories.map((h) => h.vehicle), ...page.recommendations];
  const cards = await withTotals(ctx, preferences, vehicles.map((v) => toVehicleCardView(ctx.site, v)), vehicles);
  const histories = cards.slice(0, page.histories.length);
  const recommendations = cards.slice(page.histories.length);
  return data(
    {
      name: page.name,
      email: page.email,
      histories,
      historyCount: page.historyCount,
      recommendations,
      usableCouponCount: page.usableCouponCount,
      confirmation: confirmationOutcome(url.searchParams, 'verified'),
    },
    { headers: PRIVATE },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${pageText(layoutData(matches), 'account-my-page')} | Roro Motors` }, { name: 'robots', content: 'noindex' }];
}

export default function MyPage({ loaderData, params }: Route.ComponentProps) {
  const t = useT();
  const favoritesCount = useFavoritesCount();
  const sections = [
    { path: '/user/favorites', title: 'favorite', detail: t('favorites-total', { count: favoritesCount ?? 0 }) },
    { path: '/user/histories', title: 'history-title', detail: t('history-total', { count: loaderData.historyCount }) },
    { path: '/user/coupons', title: 'coupons-title', detail: t('coupons-usable', { count: loaderData.usableCouponCount }) },
    { path: '/user/special-request', title: 'my-page-special-request', detail: t('my-page-special-request-text') },
    { path: '/user/distributor', title: 'distributors', detail: t('my-page-distributor-text') },
    { path: '/user/account-details', title: 'account-details', detail: t('my-page-account-details-text') },
  ];
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <AccountNav />
      {loaderData.confirmation === 'confirmed' ? (
        <p role="status" className="mb-4 rounded-md bg-emerald-50 p-3 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200" data-testid="confirmation-notice">
          {t('account-confirmed-signed-in')}
        </p>
      ) : loaderData.confirmation ? (
        <p role="alert" className="mb-4 rounded-md bg-amber-50 p-3 text-amber-900 dark:bg-amber-950 dark:text-amber-100" data-testid="confirmation-notice">
          {t('account-link-not-valid-signed-in')}
        </p>
      ) : null}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold" data-testid="my-page-heading">
            {t('account-hello', { name: loaderData.name })}
          </h1>
          <p className="mt-1 text-slate-600 dark:text-slate-300">{t('account-signed-in-as', { email: loaderData.email })}</p>
        </div>
        <div className="flex items-end gap-3">
          <Form method="post" action={`/${params.lang}/user/signout`}>
            <button type="submit" className="rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800">
              {t('account-sign-out')}
            </button>
          </Form>
        </div>
      </div>

      <div className="mt-8">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {sections.map((section) => (
            <li key={section.path}>
              <Link
                to={`/${params.lang}${section.path}`}
                className="block h-full rounded-lg border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-600 hover:shadow dark:border-slate-800 dark:bg-slate-900"
              >
                <span className="block font-semibold text-brand-700 dark:text-brand-100">{t(section.title)}</span>
                <span className="mt-1 block text-sm text-slate-600 dark:text-slate-300" data-testid={`section${section.path.replaceAll('/', '-')}`}>
                  {section.detail}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>

      <section aria-labelledby="my-page-history" className="mt-10">
        <div className="flex items-baseline justify-between gap-4">
          <h2 id="my-page-history" className="text-xl font-bold">
            {t('history-recent')}
          </h2>
          {loaderData.historyCount > 0 ? (
            <Link to={`/${params.lang}/user/histories`} className="text-sm font-semibold text-brand-700 underline dark:text-brand-100">
              {t('see-all')}
            </Link>
          ) : null}
        </div>
        {loaderData.histories.length === 0 ? (
          <p className="mt-3 text-slate-600 dark:text-slate-300">{t('history-empty')}</p>
        ) : (
          <ul className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-4" data-testid="my-page-history">
            {loaderData.histories.map((card) => (
              <li key={card.id} className="flex">
                <VehicleCard vehicle={card} sizes={CARD_SIZES.shelf} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="my-page-recommended" className="mt-10">
        <h2 id="my-page-recommended" className="text-xl font-bold">
          {t('my-page-recommended')}
        </h2>
        <ul className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-5" data-testid="my-page-recommendations">
          {loaderData.recommendations.map((card) => (
            <li key={card.id} className="flex">
              <VehicleCard vehicle={card} sizes={CARD_SIZES.shelf} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
