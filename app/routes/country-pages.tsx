// /{lang}/pages/countries: the import guides by country, by the country's name in the page language.
import { Link } from 'react-router';
import { countryPageList } from '#domain/content/pages.service.ts';
import { Breadcrumb } from '../components/breadcrumb';
import { contentHeaders } from '../lib/content-cache';
import { useLanguageData, useT } from '../lib/i18n';
import { pageLanguage } from '../lib/page-language';
import { layoutData, pageText, seoMeta } from '../lib/seo';
import type { Route } from './+types/country-pages';

export async function loader({ params, context }: Route.LoaderArgs) {
  const language = pageLanguage(params);
  const list = await countryPageList({ ...context.ctx, language });
  return { pages: list.map((p) => ({ pageName: p.pageName, title: p.title, description: p.description, country: p.country.localName, code: p.country.code, language: p.language })) };
}

export const headers = contentHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const layout = layoutData(matches);
  return seoMeta(layout, { path: '/pages/countries', title: pageText(layout, 'title-country-pages'), description: pageText(layout, 'description-country-pages') });
}

/** A flag from the ISO code's regional indicator letters. */
const flag = (code: string) => String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));

export default function CountryPages({ loaderData }: Route.ComponentProps) {
  const { language } = useLanguageData();
  const t = useT();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb trail={[{ label: t('country-pages') }]} />
      <h1 className="mt-4 text-3xl font-bold">{t('country-pages')}</h1>
      <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-300">{t('country-pages-intro')}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="country-page-list">
        {loaderData.pages.map((page) => (
          <li key={page.pageName}>
            <Link
              to={`/${language}/pages/countries/${page.pageName}`}
              className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-4 transition hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
            >
              <span className="text-lg font-semibold">
                <span aria-hidden="true">{flag(page.code)} </span>
                {page.country}
              </span>
              <span className="mt-2 text-sm leading-6 text-slate-600 dark:text-slate-300" lang={page.language}>
                {page.description}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
