// /{lang}/pages/news: the news in the page language, newest first, ten a page by cursor.
import { Link } from 'react-router';
import { newsList } from '#domain/content/news.service.ts';
import { Breadcrumb } from '../components/breadcrumb';
import { NewsList, toNewsItemView } from '../components/news-list';
import { contentHeaders } from '../lib/content-cache';
import { formatNumber } from '../lib/format';
import { useLanguageData, useT } from '../lib/i18n';
import { pageLanguage } from '../lib/page-language';
import { layoutData, pageText, seoMeta } from '../lib/seo';
import type { Route } from './+types/news';
import { throwIfError } from '../lib/service-answer.server';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const language = pageLanguage(params);
  const ctx = { ...context.ctx, language };
  const cursor = new URL(request.url).searchParams.get('cursor');
  const page = await newsList(ctx, { cursor, first: 10 });
  // An expired or hand-made cursor: the list itself still exists, so send the reader to its start.
  throwIfError(page, { as: 404 });
  return {
    items: page.edges.map((e) => toNewsItemView(e.node)),
    totalCount: page.totalCount,
    nextCursor: page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null,
    isFirstPage: !page.pageInfo.hasPreviousPage,
  };
}

export const headers = contentHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const layout = layoutData(matches);
  return seoMeta(layout, { path: '/pages/news', title: pageText(layout, 'title-news'), description: pageText(layout, 'description-news') });
}

export default function News({ loaderData }: Route.ComponentProps) {
  const { language } = useLanguageData();
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Breadcrumb trail={[{ label: t('whats-new') }]} />
      <h1 className="mt-4 text-3xl font-bold">{t('whats-new')}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300" data-testid="news-count">
        {t('news-count', { count: formatNumber(language, loaderData.totalCount) })}
      </p>
      {loaderData.items.length ? <NewsList items={loaderData.items} headingLevel={2} /> : <p className="mt-6">{t('no-news')}</p>}
      <nav aria-label={t('pagination')} className="mt-8 flex flex-wrap justify-between gap-4">
        {!loaderData.isFirstPage ? (
          <Link to={`/${language}/pages/news`} className="rounded-md border border-slate-300 px-4 py-2 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800">
            {t('newest-news')}
          </Link>
        ) : (
          <span />
        )}
        {loaderData.nextCursor ? (
          <Link
            to={`/${language}/pages/news?cursor=${encodeURIComponent(loaderData.nextCursor)}`}
            rel="next"
            className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-600"
          >
            {t('older-news')} →
          </Link>
        ) : null}
      </nav>
    </div>
  );
}
