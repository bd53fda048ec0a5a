// /{lang}/user/signin/two-factor: the second step of sign-in for users who turned the authenticator app
// on: a 6-digit code, or one of their backup codes. better-auth keeps the half-done sign-in in its own
// short-lived cookie between the two steps.
import { data, Form, redirect, useNavigation } from 'react-router';
import { FormField, fieldClass } from '../../components/form-field';
import { addPendingFavorite, PRIVATE, safeRedirect } from '../../lib/account.server';
import { useT } from '../../lib/i18n';
import { pageLanguage } from '../../lib/page-language';
import { layoutData, pageText } from '../../lib/seo';
import type { Route } from './+types/two-factor';

export async function loader({ params, context }: Route.LoaderArgs) {
  if (context.ctx.viewer) throw redirect(`/${pageLanguage(params)}/user`);
  return data({}, { headers: PRIVATE });
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const language = pageLanguage(params);
  const form = await request.formData();
  const code = String(form.get('code') ?? '').replace(/\s/g, '');
  const backup = String(form.get('backupCode') ?? '').trim();
  const response = backup
    ? await context.auth.api.verifyBackupCode({ body: { code: backup }, headers: request.headers, asResponse: true })
    : await context.auth.api.verifyTOTP({ body: { code }, headers: request.headers, asResponse: true });
  if (!response.ok) return data({ error: response.status === 429 ? 'account-too-many' : 'account-2fa-wrong-code' }, { status: 400, headers: PRIVATE });
  const headers = new Headers(PRIVATE);
  for (const cookie of response.headers.getSetCookie()) headers.append('set-cookie', cookie);
  const query = new URL(request.url).searchParams;
  const body = (await response.clone().json().catch(() => null)) as { user?: { id: string; email: string } } | null;
  if (body?.user) await addPendingFavorite(context.ctx, body.user.id, body.user.email, query.get('favorite'));
  throw redirect(safeRedirect(query.get('redirectTo'), `/${language}/user`), { headers });
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('cache-control') ? actionHeaders : loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${pageText(layoutData(matches), 'account-2fa-title')} | Roro Motors` }, { name: 'robots', content: 'noindex' }];
}

export default function TwoFactor({ actionData }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">{t('account-2fa-title')}</h1>
      {actionData?.error ? (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-red-800 dark:bg-red-950 dark:text-red-200" data-testid="two-factor-error">
          {t(actionData.error)}
        </p>
      ) : null}
      <Form method="post" className="mt-6 space-y-4">
        <FormField label={t('account-2fa-code')}>
          <input name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9 ]*" maxLength={7} className={fieldClass} />
        </FormField>
        <FormField label={t('account-2fa-or-backup')}>
          <input name="backupCode" autoComplete="off" maxLength={32} className={fieldClass} />
        </FormField>
        <button type="submit" disabled={busy} className="w-full rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
          {t('account-sign-in')}
        </button>
      </Form>
    </div>
  );
}
