// /{lang}/newsletter/unsubscribe?token=… : the link at the foot of every newsletter e-mail, signed out.
// Opening it changes nothing (mail scanners open links too): the page names the address and unsubscribes
// with a button, which works without JavaScript. A POST to the same address unsubscribes too: that is
// RFC 8058's one-click unsubscribe, which mail clients send from the List-Unsubscribe header with the
// body `List-Unsubscribe=One-Click` and no cookies. Unsubscribed, the page offers the form again.
// Personal: never cached, and the token is not passed on to other sites in a Referer.
import { data, Form } from 'react-router';
import { SALES_EMAIL } from '#domain/company.ts';
import { isLanguage } from '#domain/context.ts';
import { BaseError } from '#domain/errors.ts';
import { newsletterSubscriptionByUnsubscribeToken, unsubscribeFromNewsletter, type NewsletterSubscriptionResult } from '#domain/newsletter/newsletter.service.ts';
import { NewsletterForm } from '../components/newsletter-form';
import { useLanguageData, useT } from '../lib/i18n';
import { layoutData, pageText } from '../lib/seo';
import type { Route } from './+types/newsletter-unsubscribe';

// same-origin, not no-referrer: with no-referrer, browsers send `Origin: null` on the button's POST,
// which the CSRF guard refuses for a signed-in visitor.
const PRIVATE = { 'cache-control': 'private, no-store', 'referrer-policy': 'same-origin' };

type Shown = { state: 'subscribed' | 'unsubscribed'; email: string; token: string } | { state: 'invalid'; token: string };

function shown(result: NewsletterSubscriptionResult, token: string): Shown {
  if (result instanceof BaseError) return { state: 'invalid', token };
  return { state: result.unsubscribedAt ? 'unsubscribed' : 'subscribed', email: result.email, token };
}

export function headers() {
  return PRIVATE;
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  if (!isLanguage(params.lang)) throw data(null, { status: 404, headers: PRIVATE });
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const result = await newsletterSubscriptionByUnsubscribeToken({ ...context.ctx, language: params.lang }, token);
  return data(shown(result, token), { headers: PRIVATE });
}

export async function action({ params, context, request }: Route.ActionArgs) {
  if (!isLanguage(params.lang)) throw data(null, { status: 404, headers: PRIVATE });
  // The page's button sends the token in the form; a one-click POST has it in the address only.
  const posted = (await request.formData()).get('token');
  const token = typeof posted === 'string' && posted ? posted : (new URL(request.url).searchParams.get('token') ?? '');
  const result = await unsubscribeFromNewsletter({ ...context.ctx, language: params.lang }, token);
  return data(shown(result, token), { status: result instanceof BaseError ? 400 : 200, headers: PRIVATE });
}

export function meta({ matches }: Route.MetaArgs) {
  const layout = layoutData(matches);
  return [{ title: `${pageText(layout, 'newsletter-unsubscribe-title')} | Roro Motors` }, { name: 'robots', content: 'noindex' }];
}

export default function NewsletterUnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { language } = useLanguageData();
  const page = actionData ?? loaderData;
  return (
    <article className="mx-auto max-w-2xl px-4 py-10" data-testid="newsletter-unsubscribe" data-state={page.state}>
      {page.state === 'subscribed' ? (
        <>
          <h1 className="text-3xl font-bold">{t('newsletter-unsubscribe-title')}</h1>
          <p className="mt-4 text-lg leading-7">{t('newsletter-unsubscribe-text', { email: page.email })}</p>
          <Form method="post" action={`/${language}/newsletter/unsubscribe?token=${encodeURIComponent(page.token)}`} className="mt-6">
            <input type="hidden" name="token" value={page.token} />
            <button type="submit" className="rounded-md bg-accent-600 px-5 py-2.5 font-semibold text-white hover:bg-accent-500">
              {t('newsletter-unsubscribe-button')}
            </button>
          </Form>
        </>
      ) : page.state === 'unsubscribed' ? (
        <>
          <h1 className="text-3xl font-bold">{t('newsletter-unsubscribed-title')}</h1>
          <p role="status" className="mt-4 text-lg leading-7">
            {t('newsletter-unsubscribed-text', { email: page.email })}
          </p>
          <h2 className="mt-10 text-xl font-bold">{t('newsletter-resubscribe')}</h2>
          <div className="mt-4">
            <NewsletterForm variant="page" defaultEmail={page.email} />
          </div>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-bold">{t('newsletter-link-invalid-title')}</h1>
          <p className="mt-4 text-lg leading-7">{t('newsletter-unsubscribe-invalid-text', { email: SALES_EMAIL })}</p>
        </>
      )}
    </article>
  );
}
