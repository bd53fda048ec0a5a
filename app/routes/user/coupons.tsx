// /{lang}/user/coupons: the buyer's coupons (spec 000 §2), up to 100 a page by cursor: code, discount,
// the vehicle price it needs, expiry, and whether it is still usable. A usable one links to the stock
// list; the vehicle page's price form offers it.
import { data, Link, redirect } from 'react-router';
import { userCouponsPage } from '#domain/coupons/user-coupons.service.ts';
import { CursorPager } from '../../components/cursor-pager';
import { AccountNav } from '../../components/account-nav';
import { PRIVATE, requireViewer } from '../../lib/account.server';
import { formatDate } from '../../lib/format';
import { useLanguageData, useMoney, useT } from '../../lib/i18n';
import { pageLanguage } from '../../lib/page-language';
import { layoutData, pageText } from '../../lib/seo';
import type { Route } from './+types/coupons';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const language = pageLanguage(params);
  const ctx = { ...context.ctx, language };
  requireViewer(ctx, request, language);
  const cursor = new URL(request.url).searchParams.get('cursor');
  const page = await userCouponsPage(ctx, { cursor });
  if (page instanceof Error) throw redirect(cursor ? `/${language}/user/coupons` : `/${language}/user/signin`);
  return data(
    {
      coupons: page.edges.map(({ node }) => ({
        uuid: node.uuid,
        couponCode: node.couponCode,
        discountJpy: node.discountJpy,
        minPriceJpy: node.minPriceJpy,
        expiredAt: node.expiredAt.toISOString(),
        usedAt: node.usedAt?.toISOString() ?? null,
        state: node.state,
      })),
      endCursor: page.pageInfo.endCursor,
      hasNextPage: page.pageInfo.hasNextPage,
      isFirstPage: !cursor,
    },
    { headers: PRIVATE },
  );
}

export function headers() {
  return PRIVATE;
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${pageText(layoutData(matches), 'coupons-title')} | Roro Motors` }, { name: 'robots', content: 'noindex' }];
}

const STATE_STYLES = {
  Unused: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  Used: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  Expired: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
} as const;

export default function Coupons({ loaderData, params }: Route.ComponentProps) {
  const t = useT();
  const money = useMoney();
  const { language } = useLanguageData();
  const { coupons, hasNextPage, endCursor, isFirstPage } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <AccountNav />
      <h1 className="text-2xl font-bold">{t('coupons-title')}</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-300">{t('coupons-intro')}</p>
      {coupons.length === 0 ? (
        <p className="mt-8 rounded-lg border border-dashed border-slate-300 p-8 text-center dark:border-slate-700" data-testid="coupons-empty">
          {t('coupons-empty')}
        </p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2" data-testid="coupons-list">
          {coupons.map((coupon) => (
            <li key={coupon.uuid} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900" data-testid="coupon">
              <div className="flex items-start justify-between gap-2">
                <p className="font-mono text-lg font-bold tracking-wide" data-testid="coupon-code">
                  {coupon.couponCode}
                </p>
                <span className={`rounded px-2 py-0.5 text-xs font-semibold ${STATE_STYLES[coupon.state]}`} data-testid="coupon-state">
                  {t(`coupon-state-${coupon.state}`)}
                </span>
              </div>
              <p className="mt-2 text-xl font-semibold text-brand-700 dark:text-brand-100">{t('coupon-discount', { amount: money(coupon.discountJpy) })}</p>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
                {coupon.minPriceJpy > 0 ? (
                  <>
                    <dt>{t('coupon-minimum')}</dt>
                    <dd>{money(coupon.minPriceJpy)}</dd>
                  </>
                ) : null}
                <dt>{coupon.usedAt ? t('coupon-used-on') : t('coupon-expires')}</dt>
                <dd>{formatDate(language, coupon.usedAt ?? coupon.expiredAt)}</dd>
              </dl>
              {coupon.state === 'Unused' ? (
                <Link to={`/${params.lang}/stocklist`} className="mt-3 inline-block text-sm font-semibold text-brand-700 underline dark:text-brand-100">
                  {t('coupon-use')}
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <CursorPager path={`/${params.lang}/user/coupons`} isFirstPage={isFirstPage} endCursor={endCursor} hasNextPage={hasNextPage} />
    </div>
  );
}
