// /{lang}/user/password-reset[?username=]: ask for a link by e-mail, then, arriving from the link with its
// token, choose a new password. The link works once and for an hour; the answer to a request never
// says whether the address has an account. Requests are limited per address written to and per client
// address (server/auth.ts), so the page cannot be used to flood a mailbox. Reached from the sign-in page,
// the link, the new password and the sign-in after carry on where the visitor was and a heart they
// pressed (issue 38 §2).
import { APIError } from 'better-auth/api';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import type { InputIssue } from '#domain/errors.ts';
import { EMAIL_LIMITED_CODE } from '#domain/identity/sign-in-lock.ts';
import { FormField, fieldClass } from '../../components/form-field';
import { afterSignInParams, afterSignInQuery, PRIVATE, withAfterSignIn } from '../../lib/account.server';
import { useLanguageData, useT } from '../../lib/i18n';
import { issueText } from '../../lib/input-issues';
import { pageLanguage } from '../../lib/page-language';
import { layoutData, pageText } from '../../lib/seo';
import type { Route } from './+types/password-reset';

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return data(
    { token: url.searchParams.get('token'), invalid: url.searchParams.get('error') === 'INVALID_TOKEN', username: url.searchParams.get('username') ?? '', carried: afterSignInQuery(url.searchParams) },
    { headers: PRIVATE },
  );
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const language = pageLanguage(params);
  const form = await request.formData();
  const query = new URL(request.url).searchParams;
  if (form.get('intent') === 'reset') {
    const token = String(form.get('token') ?? '');
    try {
      await context.auth.api.resetPassword({ body: { token, newPassword: String(form.get('password') ?? '') } });
    } catch (error) {
      if (!(error instanceof APIError)) throw error;
      const invalid = /token/i.test(error.message);
      const textKey = (error.body as { textKey?: string } | undefined)?.textKey;
      const passwordError: InputIssue | null = invalid ? null : { fieldname: 'password', message: error.message, ...(textKey ? { text: { key: textKey } } : {}) };
      return data({ sentTo: null, invalid, passwordError, refused: null }, { status: 400, headers: PRIVATE });
    }
    // Signed in with the new password, the buyer goes on to where they were (no session is made here:
    // a reset ends every session).
    const signIn = new URLSearchParams({ reset: '1' });
    const username = query.get('username');
    if (username) signIn.set('username', username.slice(0, 254));
    throw redirect(withAfterSignIn(`/${language}/user/signin?${signIn}`, query), { headers: PRIVATE });
  }
  const email = String(form.get('email') ?? '').trim().slice(0, 254);
  // The e-mail's link comes back here with the page to return to, the heart, and the address for the
  // sign-in form after (the link goes to that address only).
  const back = afterSignInParams(query);
  if (email) back.set('username', email);
  // Unknown addresses are answered exactly like known ones; malformed ones too. Only the limit on
  // e-mails refuses, and it counts every address alike.
  const refused = await context.auth.api
    .requestPasswordReset({ body: { email, redirectTo: `/${language}/user/password-reset?${back}` }, headers: request.headers })
    .then(() => null)
    .catch((error: unknown) => {
      if (!(error instanceof APIError)) throw error;
      const body = error.body as { code?: string; retryAfterMinutes?: number } | undefined;
      if (body?.code !== EMAIL_LIMITED_CODE) return null;
      const issue: InputIssue = { fieldname: 'email', message: error.message, text: { key: 'account-email-limit', values: { minutes: Number(body.retryAfterMinutes) || 15 } } };
      return issue;
    });
  if (refused) return data({ sentTo: null, invalid: false, passwordError: null, refused }, { status: 429, headers: PRIVATE });
  return data({ sentTo: email, invalid: false, passwordError: null, refused: null }, { headers: PRIVATE });
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('cache-control') ? actionHeaders : loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${pageText(layoutData(matches), 'account-reset-title')} | Roro Motors` }, { name: 'robots', content: 'noindex' }];
}

export default function PasswordReset({ loaderData, actionData, params }: Route.ComponentProps) {
  const t = useT();
  const { language } = useLanguageData();
  const busy = useNavigation().state === 'submitting';
  const invalid = loaderData.invalid || actionData?.invalid;
  const choosing = loaderData.token && !invalid;
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">{t('account-reset-title')}</h1>
      {invalid ? (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-red-800 dark:bg-red-950 dark:text-red-200">
          {t('account-reset-invalid')}
        </p>
      ) : null}
      {actionData?.refused ? (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-red-800 dark:bg-red-950 dark:text-red-200" data-testid="reset-refused">
          {issueText(t, language, actionData.refused)}
        </p>
      ) : null}
      {actionData?.sentTo ? (
        <p className="mt-4 rounded-md bg-emerald-50 p-3 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200" data-testid="reset-sent">
          {t('account-reset-sent', { email: actionData.sentTo })}
        </p>
      ) : choosing ? (
        <Form method="post" className="mt-6 space-y-4">
          <input type="hidden" name="intent" value="reset" />
          <input type="hidden" name="token" value={loaderData.token ?? ''} />
          <FormField label={t('account-new-password')} hint={t('account-password-hint')} error={actionData?.passwordError ? issueText(t, language, actionData.passwordError) : undefined}>
            <input name="password" type="password" autoComplete="new-password" required maxLength={128} className={fieldClass} />
          </FormField>
          <button type="submit" disabled={busy} className="w-full rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
            {t('account-save-password')}
          </button>
        </Form>
      ) : (
        <Form method="post" className="mt-6 space-y-4">
          <input type="hidden" name="intent" value="request" />
          <p>{t('account-reset-request-text')}</p>
          <FormField label={t('account-email')}>
            <input name="email" type="email" autoComplete="username" required maxLength={254} defaultValue={loaderData.username} className={fieldClass} />
          </FormField>
          <button type="submit" disabled={busy} className="w-full rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
            {t('account-send-link')}
          </button>
        </Form>
      )}
      <p className="mt-6 text-sm">
        <Link to={`/${params.lang}/user/signin${loaderData.carried}`} className="font-semibold text-brand-700 underline dark:text-brand-100">
          {t('account-sign-in')}
        </Link>
      </p>
    </div>
  );
}
