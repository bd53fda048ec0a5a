// /{lang}/user/signin: e-mail and password. A wrong pair says only "Invalid User ID or Password"; an
// unconfirmed address gets its link again; repeated failures are slowed, then refused for the minutes
// left of the per-account limit. Signing in while signed in is refused by sending the visitor to My Page.
// The sign-up e-mail's link lands here: the page says whether it confirmed the address, or why not.
// Every way on from here (sign-up, the confirmation link, "Forgot your password?", the authenticator
// step) carries where the visitor was and a heart they pressed, and ends there (issue 38 §2).
import { APIError } from 'better-auth/api';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { isLanguage } from '#domain/context.ts';
import { pluralCategory } from '#domain/content/translate.ts';
import { ACCOUNT_LOCKED_CODE, ADDRESS_LOCKED_CODE } from '#domain/identity/sign-in-lock.ts';
import { userByEmail } from '#domain/identity/user-by-email.ts';
import { viewerShell } from '#domain/identity/viewer-shell.service.ts';
import { FormField, fieldClass } from '../../components/form-field';
import { addPendingFavorite, afterSignInParams, afterSignInQuery, confirmationPath, PRIVATE, safeRedirect } from '../../lib/account.server';
import { confirmationOutcome } from '../../lib/confirmation-link';
import { useT } from '../../lib/i18n';
import { pageLanguage } from '../../lib/page-language';
import { layoutData, pageText } from '../../lib/seo';
import { stylesheetUrl } from '../../lib/stylesheet';
import type { Route } from './+types/signin';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const language = pageLanguage(params);
  const url = new URL(request.url);
  const confirmation = confirmationOutcome(url.searchParams, 'verified');
  // A confirmed link signs the buyer in: back to the page they were on when they set out to sign in
  // (the heart they pressed was kept at sign-up), else My Page, which says so.
  if (context.ctx.viewer) {
    const home = `/${language}/user${confirmation ? `?verified=1${confirmation === 'confirmed' ? '' : `&error=${confirmation === 'expired' ? 'TOKEN_EXPIRED' : 'INVALID_TOKEN'}`}` : ''}`;
    throw redirect(safeRedirect(url.searchParams.get('redirectTo'), home), { headers: PRIVATE });
  }
  return data(
    { confirmation, reset: url.searchParams.has('reset'), username: url.searchParams.get('username') ?? '', favorite: url.searchParams.has('favorite'), carried: afterSignInQuery(url.searchParams) },
    { headers: PRIVATE },
  );
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const language = pageLanguage(params);
  const query = new URL(request.url).searchParams;
  if (context.ctx.viewer) throw redirect(safeRedirect(query.get('redirectTo'), `/${language}/user`));
  const form = await request.formData();
  const email = String(form.get('email') ?? '').trim();
  // "Forgot your password?" is a button of this form, so the address typed here goes on to the reset
  // form with or without scripts (a link cannot read a field); the password typed is not kept.
  if (form.get('intent') === 'forgot') {
    const reset = new URLSearchParams(afterSignInParams(query));
    if (email) reset.set('username', email.slice(0, 254));
    const search = reset.toString();
    throw redirect(`/${language}/user/password-reset${search ? `?${search}` : ''}`, { headers: PRIVATE });
  }
  const password = String(form.get('password') ?? '');
  if (!email || !password) return data({ error: 'account-invalid-credentials', minutes: null, lock: null, email }, { status: 400, headers: PRIVATE });
  const response = await context.auth.api
    // An unconfirmed address is sent its link again: it leads back to the page the buyer set out from.
    .signInEmail({ body: { email, password, callbackURL: confirmationPath(language, query) }, headers: request.headers, asResponse: true })
    .catch((error: unknown) => {
      // Our own refusals (the per-account limit) are thrown by better-auth's hooks, not answered.
      if (!(error instanceof APIError)) throw error;
      return Response.json(error.body ?? {}, { status: error.statusCode });
    });
  if (response.ok) {
    const headers = new Headers(PRIVATE);
    for (const cookie of response.headers.getSetCookie()) headers.append('set-cookie', cookie);
    const redirectTo = query.get('redirectTo');
    // The authenticator app's code comes next for users who turned it on.
    if (((await response.clone().json().catch(() => null)) as { twoFactorRedirect?: boolean } | null)?.twoFactorRedirect) {
      throw redirect(`/${language}/user/signin/two-factor${afterSignInQuery(query)}`, { headers });
    }
    // Without a page to return to, My Page opens in the user's own language (spec 001 §4).
    const body = (await response.clone().json().catch(() => null)) as { user?: { id: string } } | null;
    if (body?.user) await addPendingFavorite(context.ctx, body.user.id, email, query.get('favorite'));
    const own = body?.user ? await viewerShell({ ...context.ctx, viewer: { userId: body.user.id, email, groups: [] } }) : null;
    const home = `/${isLanguage(own?.language) ? own.language : language}/user`;
    throw redirect(safeRedirect(redirectTo, home), { headers });
  }
  if (response.status === 429) {
    // Our limits (per account, the same for an address with no account, and per client address) say
    // how long is left; better-auth's per-minute one does not.
    const refusal = (await response.json().catch(() => null)) as { code?: string; retryAfterMinutes?: number } | null;
    const lock = refusal?.code === ACCOUNT_LOCKED_CODE ? 'account' : refusal?.code === ADDRESS_LOCKED_CODE ? 'address' : null;
    const minutes = lock ? Number(refusal?.retryAfterMinutes) || 15 : null;
    return data({ error: 'account-too-many', minutes, lock, email }, { status: 429, headers: PRIVATE });
  }
  // Unconfirmed (403 comes only once the password was right): the account keeps the heart now, as sign-up
  // does, since the confirmation link that comes next carries only the page to return to.
  const refused = response.status === 403 ? ((await response.clone().json().catch(() => null)) as { code?: string } | null) : null;
  if (refused?.code === 'EMAIL_NOT_VERIFIED' && query.get('favorite')) {
    const owner = await userByEmail(context.ctx, email);
    if (owner) await addPendingFavorite(context.ctx, owner.userId, owner.email, query.get('favorite'));
  }
  const error = response.status === 401 ? 'account-invalid-credentials' : response.status === 403 ? 'account-not-verified' : 'account-sign-in-failed';
  return data({ error, minutes: null, lock: null, email }, { status: 400, headers: PRIVATE });
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('cache-control') ? actionHeaders : loaderHeaders;
}

/** Once signed in, pages link the stylesheet (ADR 039): fetched while the buyer types, it is kept by then. */
export const links: Route.LinksFunction = () => [{ rel: 'prefetch', href: stylesheetUrl, as: 'style' }];

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${pageText(layoutData(matches), 'account-sign-in')} | Roro Motors` }, { name: 'robots', content: 'noindex' }];
}

export default function SignIn({ loaderData, actionData, params }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">{t('account-sign-in')}</h1>
      {loaderData.reset || loaderData.confirmation === 'confirmed' ? (
        <p role="status" className="mt-4 rounded-md bg-emerald-50 p-3 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200" data-testid="confirmation-notice">
          {t(loaderData.reset ? 'account-reset-done' : 'account-confirmed-sign-in')}
        </p>
      ) : loaderData.confirmation ? (
        <p role="alert" className="mt-4 rounded-md bg-amber-50 p-3 text-amber-900 dark:bg-amber-950 dark:text-amber-100" data-testid="confirmation-notice">
          {t(loaderData.confirmation === 'expired' ? 'account-link-expired' : 'account-link-not-valid')}
        </p>
      ) : null}
      {loaderData.favorite ? (
        <p className="mt-4 rounded-md bg-sky-50 p-3 text-sky-900 dark:bg-sky-950 dark:text-sky-100" data-testid="sign-in-for-favorite">
          {t('favorite-sign-in')}
        </p>
      ) : null}
      {actionData?.error ? (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-red-800 dark:bg-red-950 dark:text-red-200" data-testid="sign-in-error">
          {actionData.minutes
            ? t(actionData.lock === 'address' ? `address-locked-${pluralCategory(params.lang, actionData.minutes)}` : `account-locked-${pluralCategory(params.lang, actionData.minutes)}`, { minutes: actionData.minutes })
            : t(actionData.error)}
        </p>
      ) : null}
      <Form method="post" className="mt-6 space-y-4">
        <FormField label={t('account-email')}>
          <input name="email" type="email" autoComplete="username" required maxLength={254} defaultValue={actionData?.email ?? loaderData.username} className={fieldClass} />
        </FormField>
        <FormField label={t('account-password')}>
          <input name="password" type="password" autoComplete="current-password" required maxLength={128} className={fieldClass} />
        </FormField>
        <button type="submit" disabled={busy} className="w-full rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
          {t('account-sign-in')}
        </button>
        {/* After the sign-in button: Enter in a field signs in (the first submit button is the default). */}
        <p className="text-sm">
          <button type="submit" name="intent" value="forgot" formNoValidate className="text-brand-700 underline dark:text-brand-100" data-testid="forgot-password">
            {t('account-forgot-password')}
          </button>
        </p>
      </Form>
      <p className="mt-6 text-sm">
        {t('account-no-account')}{' '}
        <Link to={`/${params.lang}/user/signup${loaderData.carried}`} className="font-semibold text-brand-700 underline dark:text-brand-100">
          {t('account-sign-up')}
        </Link>
      </p>
    </div>
  );
}
