// /{lang}/pages/testimonials/{id}: one customer's testimonial in full, with the vehicle and who sold it.
import { Link } from 'react-router';
import { testimonialById } from '#domain/content/testimonials.service.ts';
import { Breadcrumb } from '../components/breadcrumb';
import { TestimonialLanguage } from '../components/testimonial-card';
import { contentHeaders } from '../lib/content-cache';
import { formatDate } from '../lib/format';
import { useLanguageData, useT } from '../lib/i18n';
import { pageLanguage } from '../lib/page-language';
import { layoutData, pageText, seoMeta } from '../lib/seo';
import type { Route } from './+types/testimonial';
import { throwIfError } from '../lib/service-answer.server';

export async function loader({ params, context }: Route.LoaderArgs) {
  const language = pageLanguage(params);
  const found = await testimonialById({ ...context.ctx, language }, params.id);
  throwIfError(found, { as: 404 });
  return {
    id: found.id,
    reviewerName: found.reviewerName,
    reviewedAt: found.reviewedAt.toISOString(),
    content: found.content,
    language: found.language,
    rating: found.rating,
    country: found.country ? { name: found.country.name, localName: found.country.localName } : null,
    personInCharge: found.personInCharge,
    vehicleModel: found.vehicleModel,
    thumbnailUrl: found.thumbnailUrl,
  };
}

export const headers = contentHeaders;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const layout = layoutData(matches);
  if (!loaderData) return [];
  const vehicle = loaderData.vehicleModel ?? '';
  return seoMeta(layout, {
    path: `/pages/testimonials/${loaderData.id}`,
    title: vehicle ? pageText(layout, 'title-testimonial', { name: loaderData.reviewerName, vehicle }) : `${loaderData.reviewerName} | Roro Motors`,
    description: loaderData.content.length > 160 ? `${loaderData.content.slice(0, 157)}…` : loaderData.content,
    image: loaderData.thumbnailUrl,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Review',
      author: { '@type': 'Person', name: loaderData.reviewerName },
      datePublished: loaderData.reviewedAt,
      reviewBody: loaderData.content,
      inLanguage: loaderData.language,
      reviewRating: { '@type': 'Rating', ratingValue: loaderData.rating, bestRating: 5 },
      itemReviewed: { '@type': 'AutoDealer', name: 'Roro Motors Co., Ltd.' },
    },
  });
}

export default function Testimonial({ loaderData }: Route.ComponentProps) {
  const { language } = useLanguageData();
  const t = useT();
  const who = loaderData.country ? t('testimonial-from', { name: loaderData.reviewerName, country: loaderData.country.localName }) : loaderData.reviewerName;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Breadcrumb trail={[{ label: t('customers-voice'), to: `/${language}/pages/testimonials` }, { label: loaderData.reviewerName }]} />
      <figure className="mt-6 rounded-lg border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
        <div className="flex flex-wrap items-center gap-4">
          {loaderData.thumbnailUrl ? <img src={loaderData.thumbnailUrl} alt="" width={160} height={120} className="h-[120px] w-40 rounded object-cover" /> : null}
          <div>
            <h1 className="text-2xl font-bold">{who}</h1>
            <p className="mt-1 text-xl text-amber-600" aria-label={t('rating', { rating: loaderData.rating })}>
              {'★'.repeat(loaderData.rating)}
              <span className="text-slate-300 dark:text-slate-600">{'★'.repeat(5 - loaderData.rating)}</span>
            </p>
          </div>
        </div>
        <TestimonialLanguage language={loaderData.language} className="mt-6" />
        <blockquote lang={loaderData.language} className="mt-6 whitespace-pre-line text-lg leading-8">
          {loaderData.content}
        </blockquote>
        <figcaption>
          <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            {loaderData.vehicleModel ? (
              <>
                <dt className="font-semibold">{t('vehicle-bought')}</dt>
                <dd>{loaderData.vehicleModel}</dd>
              </>
            ) : null}
            {loaderData.personInCharge ? (
              <>
                <dt className="font-semibold">{t('sales-contact')}</dt>
                <dd>{loaderData.personInCharge}</dd>
              </>
            ) : null}
            <dt className="font-semibold">{t('reviewed-on')}</dt>
            <dd>
              <time dateTime={loaderData.reviewedAt}>{formatDate(language, loaderData.reviewedAt)}</time>
            </dd>
          </dl>
        </figcaption>
      </figure>
      <div className="mt-8 flex flex-wrap justify-between gap-4">
        <Link to={`/${language}/pages/testimonials`} className="text-brand-700 underline dark:text-brand-100">
          ← {t('back-to-testimonials')}
        </Link>
        {loaderData.vehicleModel ? (
          <Link to={`/${language}/stocklist?keywords=${encodeURIComponent(loaderData.vehicleModel)}`} className="text-brand-700 underline dark:text-brand-100">
            {t('find-similar', { vehicle: loaderData.vehicleModel })}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
