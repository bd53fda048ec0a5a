// /{lang}/pages/countries/{name}: one country's import guide; an unknown name answers 404.
import { Link } from 'react-router';
import { countryPageByName } from '#domain/content/pages.service.ts';
import { Breadcrumb } from '../components/breadcrumb';
import { PageHeaderPicture } from '../components/page-header-picture';
import { RichContent } from '../components/rich-content';
import { contentHeaders } from '../lib/content-cache';
import { formatDate } from '../lib/format';
import { useLanguageData, useT } from '../lib/i18n';
import { pageLanguage } from '../lib/page-language';
import { layoutData, seoMeta } from '../lib/seo';
import type { Route } from './+types/country-page';
import { throwIfError } from '../lib/service-answer.server';

export async function loader({ params, context }: Route.LoaderArgs) {
  const language = pageLanguage(params);
  const page = await countryPageByName({ ...context.ctx, language }, { pageName: params.name });
  throwIfError(page, { as: 404 });
  return {
    pageName: page.pageName,
    language: page.language,
    title: page.title,
    description: page.description,
    content: page.content,
    headerImagePc: page.headerImagePc,
    headerImageSp: page.headerImageSp,
    updatedAt: page.updatedAt.toISOString(),
    country: page.country,
  };
}

export const headers = contentHeaders;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const layout = layoutData(matches);
  if (!loaderData) return [];
  return seoMeta(layout, { path: `/pages/countries/${loaderData.pageName}`, title: `${loaderData.title} | Roro Motors`, description: loaderData.description, image: loaderData.headerImagePc });
}

export default function CountryPage({ loaderData }: Route.ComponentProps) {
  const { language } = useLanguageData();
  const t = useT();
  return (
    <article className="mx-auto max-w-4xl px-4 py-8">
      <Breadcrumb trail={[{ label: t('country-pages'), to: `/${language}/pages/countries` }, { label: loaderData.country.localName }]} />
      <PageHeaderPicture pc={loaderData.headerImagePc} sp={loaderData.headerImageSp} />
      <h1 className="mt-4 text-3xl font-bold" lang={loaderData.language}>
        {loaderData.title}
      </h1>
      {loaderData.language !== language ? <p className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">{t('shown-in-english')}</p> : null}
      <RichContent html={loaderData.content} lang={loaderData.language} />
      <p className="mt-8 text-sm text-slate-500 dark:text-slate-400">{t('last-updated', { date: formatDate(language, loaderData.updatedAt) })}</p>
      <div className="mt-8 flex flex-wrap justify-between gap-4">
        <Link to={`/${language}/pages/countries`} className="text-brand-700 underline dark:text-brand-100">
          ← {t('back-to-country-pages')}
        </Link>
        <Link to={`/${language}/stocklist?country=${encodeURIComponent(loaderData.country.name)}`} className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-600">
          {t('stock-for-country', { country: loaderData.country.localName })}
        </Link>
      </div>
    </article>
  );
}
