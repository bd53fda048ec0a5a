// /{lang}/newsletter/confirm?token=… : the confirmation e-mail's link. Opening it changes nothing (mail
// scanners open links too, and a scanner must not subscribe anyone): the page names the address and
// confirms with a button, which works without JavaScript. A link that no longer works says so and offers
// the form again. Personal: never cached, and the token is not passed on to other sites in a Referer.
import { data, Form, Link } from 'react-router';
import { isLanguage } from '#domain/context.ts';
import { BaseError } from '#domain/errors.ts';
import { confirmNewsletterSubscription, newsletterSubscriptionByConfirmationToken, type NewsletterSubscriptionResult } from '#domain/newsletter/newsletter.service.ts';
import { NewsletterForm } from '../components/newsletter-form';
import { useLanguageData, useT } from '../lib/i18n';
import { layoutData, pageText } from '../lib/seo';
import type { Route } from './+types/newsletter-confirm';

// same-origin, not no-referrer: with no-referrer, browsers send `Origin: null` on the button's POST,
// which the CSRF guard refuses for a signed-in visitor.
const PRIVATE = { 'cache-control': 'private, no-store', 'referrer-policy': 'same-origin' };

type Shown = { state: 'pending' | 'confirmed'; email: string; token: string } | { state: 'invalid'; token: string };

function shown(result: NewsletterSubscriptionResult, token: string): Shown {
  if (result instanceof BaseError) return { state: 'invalid', token };
  return { state: result.isSubscribed ? 'confirmed' : 'pending', email: result.email, token };
}

export function headers() {
  return PRIVATE;
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  if (!isLanguage(params.lang)) throw data(null, { status: 404, headers: PRIVATE });
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const result = await newsletterSubscriptionByConfirmationToken({ ...context.ctx, language: params.lang }, token);
  return data(shown(result, token), { headers: PRIVATE });
}

export async function action({ params, context, request }: Route.ActionArgs) {
  if (!isLanguage(params.lang)) throw data(null, { status: 404, headers: PRIVATE });
  const posted = (await request.formData()).get('token');
  const token = typeof posted === 'string' && posted ? posted : (new URL(request.url).searchParams.get('token') ?? '');
  const result = await confirmNewsletterSubscription({ ...context.ctx, language: params.lang }, token);
  return data(shown(result, token), { status: result instanceof BaseError ? 400 : 200, headers: PRIVATE });
}

export function meta({ matches }: Route.MetaArgs) {
  const layout = layoutData(matches);
  return [{ title: `${pageText(layout, 'newsletter-confirm-title')} | Roro Motors` }, { name: 'robots', content: 'noindex' }];
}

export default function NewsletterConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { language } = useLanguageData();
  const page = actionData ?? loaderData;
  return (
    <article className="mx-auto max-w-2xl px-4 py-10" data-testid="newsletter-confirm" data-state={page.state}>
      {page.state === 'pending' ? (
        <>
          <h1 className="text-3xl font-bold">{t('newsletter-confirm-title')}</h1>
          <p className="mt-4 text-lg leading-7">{t('newsletter-confirm-text', { email: page.email })}</p>
          <Form method="post" action={`/${language}/newsletter/confirm?token=${encodeURIComponent(page.token)}`} className="mt-6">
            <input type="hidden" name="token" value={page.token} />
            <button type="submit" className="rounded-md bg-accent-600 px-5 py-2.5 font-semibold text-white hover:bg-accent-500">
              {t('newsletter-confirm-button')}
            </button>
          </Form>
        </>
      ) : page.state === 'confirmed' ? (
        <>
          <h1 className="text-3xl font-bold">{t('newsletter-confirmed-title')}</h1>
          <p role="status" className="mt-4 text-lg leading-7">
            {t('newsletter-confirmed-text', { email: page.email })}
          </p>
          <p className="mt-8">
            <Link to={`/${language}/stocklist`} className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-600">
              {t('continue-browsing')}
            </Link>
          </p>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-bold">{t('newsletter-link-invalid-title')}</h1>
          <p className="mt-4 text-lg leading-7">{t('newsletter-confirm-invalid-text')}</p>
          <div className="mt-6">
            <NewsletterForm variant="page" />
          </div>
        </>
      )}
    </article>
  );
}
