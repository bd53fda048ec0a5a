// /{lang}/user/histories: every vehicle the buyer looked at, newest first, paged by cursor, and the way
// to clear the list.
import { data, Form, redirect, useNavigation } from 'react-router';
import { clearUserHistories, userHistoriesPage } from '#domain/history/user-history.service.ts';
import { CursorPager } from '../../components/cursor-pager';
import { AccountNav, SavedNotice } from '../../components/account-nav';
import { CARD_SIZES, VehicleCard } from '../../components/vehicle-card';
import { PRIVATE, requireViewer } from '../../lib/account.server';
import { formatDate } from '../../lib/format';
import { useLanguageData, useT } from '../../lib/i18n';
import { pageLanguage } from '../../lib/page-language';
import { layoutData, pageText } from '../../lib/seo';
import { toVehicleCardView } from '../../lib/vehicle-view';
import type { Route } from './+types/histories';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const language = pageLanguage(params);
  const ctx = { ...context.ctx, language };
  requireViewer(ctx, request, language);
  const url = new URL(request.url);
  const cursor = url.searchParams.get('cursor');
  const page = await userHistoriesPage(ctx, { cursor, first: 24 });
  if (page instanceof Error) throw redirect(cursor ? `/${language}/user/histories` : `/${language}/user/signin`);
  return data(
    {
      entries: page.edges.map((e) => ({ viewedAt: e.node.viewedAt.toISOString(), card: toVehicleCardView(ctx.site, e.node.vehicle) })),
      totalCount: page.totalCount,
      endCursor: page.pageInfo.endCursor,
      hasNextPage: page.pageInfo.hasNextPage,
      isFirstPage: !cursor,
      cleared: url.searchParams.has('cleared'),
    },
    { headers: PRIVATE },
  );
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const language = pageLanguage(params);
  requireViewer(context.ctx, request, language);
  await clearUserHistories(context.ctx);
  throw redirect(`/${language}/user/histories?cleared=1`, { headers: PRIVATE });
}

export function headers() {
  return PRIVATE;
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${pageText(layoutData(matches), 'history-title')} | Roro Motors` }, { name: 'robots', content: 'noindex' }];
}

export default function Histories({ loaderData, params }: Route.ComponentProps) {
  const t = useT();
  const { language } = useLanguageData();
  const busy = useNavigation().state === 'submitting';
  const { entries, totalCount, hasNextPage, endCursor, isFirstPage } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <AccountNav />
      {loaderData.cleared ? <SavedNotice text={t('history-cleared')} /> : null}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">{t('history-title')}</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-300" data-testid="history-total">
            {t('history-total', { count: totalCount })}
          </p>
        </div>
        {totalCount > 0 ? (
          <Form method="post">
            <button type="submit" disabled={busy} className="rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-100 disabled:opacity-60 dark:border-slate-700 dark:hover:bg-slate-800" data-testid="history-clear">
              {t('history-clear')}
            </button>
          </Form>
        ) : null}
      </div>
      {entries.length === 0 ? (
        <p className="mt-8 rounded-lg border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">{t('history-empty')}</p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="history-list">
          {entries.map(({ card, viewedAt }) => (
            <li key={card.id} className="flex flex-col gap-1">
              <p className="text-xs text-slate-500 dark:text-slate-400">{t('history-viewed-on', { date: formatDate(language, viewedAt) })}</p>
              <VehicleCard vehicle={card} headingLevel={2} sizes={CARD_SIZES.list} />
            </li>
          ))}
        </ul>
      )}
      <CursorPager path={`/${params.lang}/user/histories`} isFirstPage={isFirstPage} endCursor={endCursor} hasNextPage={hasNextPage} />
    </div>
  );
}
