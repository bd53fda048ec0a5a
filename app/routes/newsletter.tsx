// /{lang}/newsletter (spec 000 §3, 001 §7 NewsletterSubscriptionResult): what the newsletter is, and its
// form; the footer's form posts here too. With JavaScript the forms post through a fetcher and show the
// answer in place; without, the browser posts the form and this page shows the answer: "check your
// inbox", or the address's problem on the field. The page is public and cached like the content pages;
// an answer, which repeats the address, never is.
import { data } from 'react-router';
import { isLanguage } from '#domain/context.ts';
import { InvalidInputError } from '#domain/errors.ts';
import { subscribeToNewsletter } from '#domain/newsletter/newsletter.service.ts';
import { NEWSLETTER_EMAIL_FIELD, NewsletterForm, type NewsletterAnswer } from '../components/newsletter-form';
import { contentHeaders } from '../lib/content-cache';
import { useT } from '../lib/i18n';
import { readVisit } from '../lib/preferences.server';
import { layoutData, pageText, seoMeta } from '../lib/seo';
import type { Route } from './+types/newsletter';

const PRIVATE = { 'cache-control': 'private, no-store' };

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('cache-control') ? actionHeaders : contentHeaders();
}

export function loader({ params }: Route.LoaderArgs) {
  if (!isLanguage(params.lang)) throw data(null, { status: 404 });
  return null;
}

export async function action({ params, context, request }: Route.ActionArgs) {
  if (!isLanguage(params.lang)) throw data(null, { status: 404, headers: PRIVATE });
  const ctx = { ...context.ctx, language: params.lang };
  const value = (await request.formData()).get(NEWSLETTER_EMAIL_FIELD);
  const email = typeof value === 'string' ? value.slice(0, 1000) : '';
  const answer = (body: NewsletterAnswer, status = 200) => data(body, { status, headers: PRIVATE });
  try {
    const result = await subscribeToNewsletter(ctx, { email, ...readVisit(request) });
    if (result instanceof InvalidInputError) return answer({ requested: false, problem: 'invalidInput', issues: result.issues, email }, 400);
    return answer({ requested: true, email: result.email });
  } catch (error) {
    console.error('newsletter subscription failed', error);
    return answer({ requested: false, problem: 'error', issues: [], email }, 500);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  const layout = layoutData(matches);
  return seoMeta(layout, { path: '/newsletter', title: pageText(layout, 'newsletter-meta-title'), description: pageText(layout, 'newsletter-meta-description') });
}

export default function NewsletterPage({ actionData }: Route.ComponentProps) {
  const t = useT();
  const requested = actionData?.requested === true;
  return (
    <article className="mx-auto max-w-2xl px-4 py-10" data-testid="newsletter-page">
      <h1 className="text-3xl font-bold">{t(requested ? 'newsletter-check-title' : 'newsletter-title')}</h1>
      {requested ? null : <p className="mt-4 text-lg leading-7">{t('newsletter-intro')}</p>}
      <div className="mt-6">
        <NewsletterForm variant="page" answer={actionData} />
      </div>
    </article>
  );
}
