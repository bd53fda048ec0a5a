// One customer's testimonial: rating, words (marked with their language), who and where, and the vehicle bought.
import type { TestimonialRecord } from '#domain/content/testimonials.service.ts';
import { Link } from 'react-router';
import { isLanguage } from '#domain/context.ts';
import { useLanguageData, useT } from '../lib/i18n';
import { formatMonth } from '../lib/format';

export interface TestimonialView {
  id: number;
  uuid: string;
  reviewerName: string;
  reviewedAt: string;
  content: string;
  language: string;
  rating: number;
  country: string | null;
  vehicleModel: string | null;
  thumbnailUrl: string | null;
}

export function TestimonialCard({ testimonial }: { testimonial: TestimonialView }) {
  const { language } = useLanguageData();
  const t = useT();
  return (
    <figure className="flex h-full flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-center gap-3">
        {testimonial.thumbnailUrl ? (
          <img src={testimonial.thumbnailUrl} alt="" width={80} height={60} loading="lazy" className="h-[60px] w-20 rounded object-cover" />
        ) : null}
        <div>
          <p className="text-amber-600" aria-label={t('rating', { rating: testimonial.rating })}>
            {'★'.repeat(testimonial.rating)}
            <span className="text-slate-300 dark:text-slate-600">{'★'.repeat(5 - testimonial.rating)}</span>
          </p>
          {testimonial.vehicleModel ? <p className="text-sm font-semibold">{testimonial.vehicleModel}</p> : null}
        </div>
      </div>
      <TestimonialLanguage language={testimonial.language} />
      <blockquote lang={testimonial.language} className="line-clamp-6 text-sm leading-6">
        {testimonial.content}
      </blockquote>
      <figcaption className="mt-auto text-sm text-slate-600 dark:text-slate-300">
        <Link to={`/${language}/pages/testimonials/${testimonial.id}`} className="hover:underline">
          {testimonial.reviewerName}
          {testimonial.country ? `, ${testimonial.country}` : ''}
        </Link>{' '}
        · {formatMonth(language, testimonial.reviewedAt)}
      </figcaption>
    </figure>
  );
}

/** Says in which language a customer wrote, when it is not the page's: "In Russian" above a Russian review on an English page. */
export function TestimonialLanguage({ language: written, className = '' }: { language: string; className?: string }) {
  const { language } = useLanguageData();
  const t = useT();
  if (written === language || !isLanguage(written)) return null;
  return (
    <p className={`text-xs font-medium text-slate-600 dark:text-slate-300 ${className}`} data-testid="testimonial-language">
      {t(`in-language-${written}`)}
    </p>
  );
}

export function toTestimonialView(t: TestimonialRecord): TestimonialView {
  return {
    id: t.id,
    uuid: t.uuid,
    reviewerName: t.reviewerName,
    reviewedAt: t.reviewedAt.toISOString(),
    content: t.content,
    language: t.language,
    rating: t.rating,
    country: t.country?.localName ?? null,
    vehicleModel: t.vehicleModel,
    thumbnailUrl: t.thumbnailUrl,
  };
}
