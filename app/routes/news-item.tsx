// /{lang}/pages/news/{newsName}: one news item; an unknown name answers 404.
import { Link } from 'react-router';
import { newsDetail } from '#domain/content/news.service.ts';
import { Breadcrumb } from '../components/breadcrumb';
import { RichContent } from '../components/rich-content';
import { contentHeaders } from '../lib/content-cache';
import { formatDate } from '../lib/format';
import { useLanguageData, useT } from '../lib/i18n';
import { pageLanguage } from '../lib/page-language';
import { layoutData, seoMeta } from '../lib/seo';
import type { Route } from './+types/news-item';
import { throwIfError } from '../lib/service-answer.server';

export async function loader({ params, context }: Route.LoaderArgs) {
  const language = pageLanguage(params);
  const item = await newsDetail({ ...context.ctx, language }, { newsName: params.newsName });
  throwIfError(item, { as: 404 });
  return {
    newsName: item.newsName,
    language: item.language,
    title: item.title,
    summary: item.summary,
    content: item.content,
    publishedAt: item.publishedAt.toISOString(),
    updatedAt: item.updatedAt.toISOString(),
  };
}

export const headers = contentHeaders;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const layout = layoutData(matches);
  if (!loaderData) return [];
  return seoMeta(layout, {
    path: `/pages/news/${loaderData.newsName}`,
    title: `${loaderData.title} | Roro Motors`,
    description: loaderData.summary,
    type: 'website',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: loaderData.title,
      datePublished: loaderData.publishedAt,
      dateModified: loaderData.updatedAt,
      inLanguage: loaderData.language,
      publisher: { '@type': 'Organization', name: 'Roro Motors Co., Ltd.' },
    },
  });
}

export default function NewsItem({ loaderData }: Route.ComponentProps) {
  const { language } = useLanguageData();
  const t = useT();
  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <Breadcrumb trail={[{ label: t('whats-new'), to: `/${language}/pages/news` }, { label: loaderData.title }]} />
      <h1 className="mt-4 text-3xl font-bold" lang={loaderData.language}>
        {loaderData.title}
      </h1>
      <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">
        <time dateTime={loaderData.publishedAt}>{t('published-on', { date: formatDate(language, loaderData.publishedAt) })}</time>
      </p>
      <RichContent html={loaderData.content} lang={loaderData.language} />
      <p className="mt-10">
        <Link to={`/${language}/pages/news`} className="text-brand-700 underline dark:text-brand-100">
          ← {t('back-to-news')}
        </Link>
      </p>
    </article>
  );
}
