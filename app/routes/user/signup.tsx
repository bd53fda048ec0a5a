// /{lang}/user/signup: e-mail, password and contact info; the account is confirmed by a link e-mailed in
// the page's language. Works as a plain form post. Reached from the sign-in page, it carries on where the
// visitor was and a heart they pressed: the account keeps the heart, the link leads back (issue 38 §2).
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { signUp } from '#domain/identity/sign-up.service.ts';
import { loadDestinations } from '#domain/trade/destinations.ts';
import { CountrySelect, FormField, fieldClass } from '../../components/form-field';
import { addPendingFavorite, afterSignInQuery, confirmationPath, PRIVATE, safeRedirect } from '../../lib/account.server';
import { useT } from '../../lib/i18n';
import { useIssueText } from '../../lib/input-issues';
import { pageLanguage } from '../../lib/page-language';
import { visitorPlace } from '../../lib/preferences.server';
import { layoutData, pageText } from '../../lib/seo';
import { stylesheetUrl } from '../../lib/stylesheet';
import type { Route } from './+types/signup';

const FIELDS = ['email', 'password', 'title', 'firstName', 'lastName', 'telephone', 'countryName', 'city', 'address'] as const;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const language = pageLanguage(params);
  const query = new URL(request.url).searchParams;
  if (context.ctx.viewer) throw redirect(safeRedirect(query.get('redirectTo'), `/${language}/user`));
  const [destinations, place] = await Promise.all([loadDestinations({ ...context.ctx, language }), visitorPlace({ ...context.ctx, language }, request)]);
  const countries = destinations.countries
    .map((c) => ({ name: c.name, localName: c.localNames[language] ?? c.name }))
    .sort((a, b) => a.localName.localeCompare(b.localName, language));
  // The country starts as the one the header says the visitor is in (chosen, or the first guess).
  return data({ countries, country: place.country ?? '', carried: afterSignInQuery(query) }, { headers: PRIVATE });
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const language = pageLanguage(params);
  const form = await request.formData();
  const query = new URL(request.url).searchParams;
  const values = Object.fromEntries(FIELDS.map((f) => [f, String(form.get(f) ?? '')])) as Record<(typeof FIELDS)[number], string>;
  const result = await signUp({ ...context.ctx, language }, context.auth, { ...values, title: values.title as never, language }, confirmationPath(language, query));
  if (result instanceof Error) {
    const { password: _password, ...kept } = values;
    return data({ issues: result.issues, values: kept, sentTo: null }, { status: 400, headers: PRIVATE });
  }
  // A heart pressed while signed out led here through the sign-in page: the new account keeps that vehicle.
  if (result.created) await addPendingFavorite({ ...context.ctx, language }, result.userId, result.email, query.get('favorite'));
  return data({ issues: [], values: null, sentTo: result.email }, { headers: PRIVATE });
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('cache-control') ? actionHeaders : loaderHeaders;
}

/** Once signed in, pages link the stylesheet (ADR 039): fetched while the buyer types, it is kept by then. */
export const links: Route.LinksFunction = () => [{ rel: 'prefetch', href: stylesheetUrl, as: 'style' }];

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${pageText(layoutData(matches), 'account-sign-up')} | Roro Motors` }, { name: 'robots', content: 'noindex' }];
}

export default function SignUp({ loaderData, actionData, params }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const issueText = useIssueText();
  if (actionData?.sentTo) {
    return (
      <div className="mx-auto max-w-md px-4 py-10" data-testid="sign-up-done">
        <h1 className="text-2xl font-bold">{t('account-check-email')}</h1>
        <p className="mt-4">{t('account-check-email-text', { email: actionData.sentTo })}</p>
      </div>
    );
  }
  const issue = (field: string) => issueText(actionData?.issues, field);
  const value = (field: string) => (actionData?.values as Record<string, string> | null)?.[field] ?? '';
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-2xl font-bold">{t('account-sign-up')}</h1>
      <Form method="post" className="mt-6 grid gap-4 sm:grid-cols-2" noValidate>
        <div className="sm:col-span-2">
          <FormField label={t('account-email')} error={issue('email')}>
            <input name="email" type="email" autoComplete="email" maxLength={254} defaultValue={value('email')} className={fieldClass} aria-invalid={issue('email') ? true : undefined} />
          </FormField>
        </div>
        <div className="sm:col-span-2">
          <FormField label={t('account-password')} error={issue('password')} hint={t('account-password-hint')}>
            <input name="password" type="password" autoComplete="new-password" maxLength={128} className={fieldClass} aria-invalid={issue('password') ? true : undefined} />
          </FormField>
        </div>
        <FormField label={t('account-title')} error={issue('title')}>
          <select name="title" defaultValue={value('title') || 'Mr'} className={fieldClass}>
            {(['Company', 'Mr', 'Ms'] as const).map((title) => (
              <option key={title} value={title}>
                {t(`account-title-${title}`)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={t('account-telephone')} error={issue('telephone')}>
          <input name="telephone" type="tel" autoComplete="tel" maxLength={20} defaultValue={value('telephone')} className={fieldClass} />
        </FormField>
        <FormField label={t('account-first-name')} error={issue('firstName')}>
          <input name="firstName" autoComplete="given-name" maxLength={100} defaultValue={value('firstName')} className={fieldClass} />
        </FormField>
        <FormField label={t('account-last-name')} error={issue('lastName')}>
          <input name="lastName" autoComplete="family-name" maxLength={100} defaultValue={value('lastName')} className={fieldClass} />
        </FormField>
        <CountrySelect name="countryName" label={t('account-country')} countries={loaderData.countries} defaultValue={actionData?.values ? value('countryName') : loaderData.country} error={issue('countryName')} />
        <FormField label={t('account-city')} error={issue('city')}>
          <input name="city" autoComplete="address-level2" maxLength={200} defaultValue={value('city')} className={fieldClass} />
        </FormField>
        <div className="sm:col-span-2">
          <FormField label={t('account-address')} error={issue('address')}>
            <input name="address" autoComplete="street-address" maxLength={500} defaultValue={value('address')} className={fieldClass} />
          </FormField>
        </div>
        <div className="sm:col-span-2">
          <button type="submit" disabled={busy} className="w-full rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
            {t('account-sign-up')}
          </button>
          <p className="mt-4 text-sm">
            {t('account-have-account')}{' '}
            <Link to={`/${params.lang}/user/signin${loaderData.carried}`} className="font-semibold text-brand-700 underline dark:text-brand-100">
              {t('account-sign-in')}
            </Link>
          </p>
        </div>
      </Form>
    </div>
  );
}
