// /{lang}/pages/testimonials: customers' voice, newest first, filtered by the buyer's country with the
// counts ("5 of 60"), twelve a page by cursor. The filter is a plain GET form, so it works without JavaScript.
import { Form, Link } from 'react-router';
import { testimonialsIndex } from '#domain/content/testimonials.service.ts';
import { Breadcrumb } from '../components/breadcrumb';
import { TestimonialCard, toTestimonialView } from '../components/testimonial-card';
import { contentHeaders } from '../lib/content-cache';
import { formatNumber } from '../lib/format';
import { useLanguageData, useT } from '../lib/i18n';
import { pageLanguage } from '../lib/page-language';
import { layoutData, pageText, seoMeta } from '../lib/seo';
import type { Route } from './+types/testimonials';
import { throwIfError } from '../lib/service-answer.server';

/** Not `country`: that parameter chooses the visitor's country for prices (spec 001 §2). */
const COUNTRY_PARAM = 'countryName';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const language = pageLanguage(params);
  const ctx = { ...context.ctx, language };
  const url = new URL(request.url);
  const countryName = url.searchParams.get(COUNTRY_PARAM) || null;
  const page = await testimonialsIndex(ctx, { countryName, cursor: url.searchParams.get('cursor'), first: 12 });
  throwIfError(page, { as: 404 });
  const country = countryName ? page.countries.find((c) => c.name.toLowerCase() === countryName.toLowerCase() || c.code === countryName.toUpperCase()) : undefined;
  return {
    testimonials: page.edges.map((e) => toTestimonialView(e.node)),
    totalCount: page.totalCount,
    filteredCount: page.filteredCount,
    countries: page.countries.map(({ name, localName, count }) => ({ name, localName, count })),
    country: country ? { name: country.name, localName: country.localName } : null,
    nextCursor: page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null,
    isFirstPage: !page.pageInfo.hasPreviousPage,
  };
}

export const headers = contentHeaders;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const layout = layoutData(matches);
  const country = loaderData?.country;
  return seoMeta(layout, {
    path: country ? `/pages/testimonials?${COUNTRY_PARAM}=${encodeURIComponent(country.name)}` : '/pages/testimonials',
    title: country ? pageText(layout, 'title-testimonials-country', { country: country.localName }) : pageText(layout, 'title-testimonials'),
    description: pageText(layout, 'description-testimonials'),
  });
}

export default function Testimonials({ loaderData }: Route.ComponentProps) {
  const { language } = useLanguageData();
  const t = useT();
  const { country } = loaderData;
  const base = `/${language}/pages/testimonials`;
  const countryQuery = country ? `${COUNTRY_PARAM}=${encodeURIComponent(country.name)}` : '';
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb trail={[{ label: t('customers-voice') }]} />
      <h1 className="mt-4 text-3xl font-bold">{t('customers-voice')}</h1>
      <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <Form method="get" action={base} className="flex flex-wrap items-end gap-2">
          <label className="flex flex-col text-sm font-medium" htmlFor="testimonial-country">
            {t('filter-by-country')}
            <select
              id="testimonial-country"
              name={COUNTRY_PARAM}
              defaultValue={country?.name ?? ''}
              key={country?.name ?? ''}
              className="mt-1 min-w-56 rounded-md border border-slate-300 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-900"
            >
              <option value="">
                {t('all-countries')} ({formatNumber(language, loaderData.totalCount)})
              </option>
              {loaderData.countries.map((c) => (
                <option key={c.name} value={c.name}>
                  {c.localName} ({formatNumber(language, c.count)})
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-600">
            {t('show')}
          </button>
        </Form>
        <p className="text-slate-600 dark:text-slate-300" data-testid="testimonials-count" aria-live="polite">
          {t('testimonials-count', { filtered: formatNumber(language, loaderData.filteredCount), total: formatNumber(language, loaderData.totalCount) })}
        </p>
      </div>
      {loaderData.testimonials.length ? (
        <ul className="mt-6 grid gap-4 md:grid-cols-2 lg:grid-cols-3" data-testid="testimonial-list">
          {loaderData.testimonials.map((testimonial) => (
            <li key={testimonial.uuid}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-6">{t('no-testimonials')}</p>
      )}
      <nav aria-label={t('pagination')} className="mt-8 flex flex-wrap justify-between gap-4">
        {!loaderData.isFirstPage ? (
          <Link to={countryQuery ? `${base}?${countryQuery}` : base} className="rounded-md border border-slate-300 px-4 py-2 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800">
            {t('first-testimonials')}
          </Link>
        ) : (
          <span />
        )}
        {loaderData.nextCursor ? (
          <Link
            to={`${base}?${countryQuery ? `${countryQuery}&` : ''}cursor=${encodeURIComponent(loaderData.nextCursor)}`}
            rel="next"
            className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-600"
          >
            {t('more-testimonials')} →
          </Link>
        ) : null}
      </nav>
    </div>
  );
}
