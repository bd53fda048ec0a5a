// /{lang}/user/account-details/change-signin-details: a new e-mail address (confirmed from the new
// address, the old one told), a new password (other devices signed out), and the authenticator app. Staff
// turn the app on with a code e-mailed to their address first, then sign in again with the app's code to
// open the back office (ADR 051); their part of the page is in English, as the back office is. A set-up
// begun shows its key until it is confirmed or cancelled, also after a reload (server/authenticator-setup.ts).
import { APIError } from 'better-auth/api';
import { data, Form, redirect, useNavigation } from 'react-router';
import { EmailFieldLimitExceeded, type InputIssue } from '#domain/errors.ts';
import { updateUserEmailAddress } from '#domain/identity/account.service.ts';
import { AccountNav, SavedNotice } from '../../components/account-nav';
import { FormField, fieldClass } from '../../components/form-field';
import { PRIVATE } from '../../lib/account.server';
import { accountPage } from '../../lib/account-forms.server';
import { useLanguageData, useT } from '../../lib/i18n';
import { issueText } from '../../lib/input-issues';
import { pageLanguage } from '../../lib/page-language';
import { layoutData, pageText } from '../../lib/seo';
import type { Route } from './+types/change-signin-details';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const page = await accountPage({ ...context.ctx, language: pageLanguage(params) }, request);
  const viewer = context.ctx.viewer;
  // The app's set-up this session began and has not confirmed: its key, its link and the backup codes.
  // A session that ended since this request was signed in (signed out in another tab) has none to show.
  const pending = page.account.twoFactorEnabled
    ? null
    : await context.auth.api.pendingAuthenticatorSetup({ headers: request.headers }).catch((error: unknown) => {
        if (error instanceof APIError && error.status === 'UNAUTHORIZED') return null;
        throw error;
      });
  const setup = pending ? { key: new URL(pending.totpURI).searchParams.get('secret') ?? '', uri: pending.totpURI, backupCodes: pending.backupCodes } : null;
  // Staff: whether this session passed the app's step (the back office opens only then).
  return { ...page, setup, staff: viewer?.staffRoles?.length ? { secondStep: viewer.twoFactor === true } : null };
}

type Answer = {
  intent: 'email' | 'password' | '2fa';
  done: string | null;
  /** Each on its field; a message that is a text key (account-...) or has one is shown in the page's language. */
  issues: InputIssue[];
  /** Staff: the address the set-up code was e-mailed to. */
  codeSentTo?: string;
};

/**
 * better-auth's answer as a response, also when our own hooks refused the call (server/auth.ts throws
 * those as errors even when a response is asked for).
 */
function answered(call: Promise<Response>): Promise<Response> {
  return call.catch((error: unknown) => {
    if (!(error instanceof APIError)) throw error;
    return Response.json({ ...(error.body as object | undefined), message: error.message }, { status: error.statusCode });
  });
}

/** What better-auth answered a refused call with. */
async function refusal(response: Response): Promise<{ code?: string; message?: string }> {
  return ((await response.clone().json().catch(() => ({}))) ?? {}) as { code?: string; message?: string };
}

/**
 * The authenticator app: turn on (password, then a code from the app to prove it is set up), cancel a set-up
 * begun, or turn it off. better-auth renews the session as it does so: its new cookies go back to the browser.
 * A set-up begun answers with null: the page then shows its key from the loader, as after a reload.
 */
async function twoFactorStep(auth: Route.ActionArgs['context']['auth'], form: FormData, headers: Headers, cookies: Headers): Promise<Answer | null> {
  const intent = String(form.get('intent'));
  const password = String(form.get('password') ?? '');
  if (intent === '2fa-email-code') {
    const response = await answered(auth.api.requestStaffSetupCode({ headers, asResponse: true }));
    if (!response.ok) return { intent: '2fa', done: null, issues: [{ fieldname: 'emailCode', message: (await refusal(response)).message ?? 'The code could not be sent. Try again.' }] };
    return { intent: '2fa', done: null, issues: [], codeSentTo: ((await response.json()) as { sentTo: string }).sentTo };
  }
  if (intent === '2fa-cancel') {
    await auth.api.cancelAuthenticatorSetup({ headers });
    return { intent: '2fa', done: 'account-2fa-cancelled', issues: [] };
  }
  // Staff send the e-mailed code with the password (server/staff-second-step.ts); buyers send none.
  const emailCode = String(form.get('emailCode') ?? '').trim();
  const response = await answered(
    intent === '2fa-enable'
      ? auth.api.enableTwoFactor({ body: { password, ...(emailCode ? { emailCode } : {}) } as { password: string }, headers, asResponse: true })
      : intent === '2fa-verify'
        ? auth.api.verifyTOTP({ body: { code: String(form.get('code') ?? '').replace(/\s/g, '') }, headers, asResponse: true })
        : auth.api.disableTwoFactor({ body: { password }, headers, asResponse: true }),
  );
  for (const cookie of response.headers.getSetCookie()) cookies.append('set-cookie', cookie);
  if (!response.ok) {
    const refused = await refusal(response);
    // Staff: a wrong or missing e-mailed code, or (turning the app off) a session that did not sign in with it.
    if (refused.code === 'SETUP_CODE_INVALID' || refused.code === 'SECOND_STEP_REQUIRED') {
      return { intent: '2fa', done: null, issues: [{ fieldname: refused.code === 'SETUP_CODE_INVALID' ? 'emailCode' : 'password', message: refused.message ?? '' }] };
    }
    const field = intent === '2fa-verify' ? 'code' : 'password';
    return { intent: '2fa', done: null, issues: [{ fieldname: field, message: field === 'code' ? 'account-2fa-wrong-code' : 'account-wrong-current-password' }] };
  }
  if (intent === '2fa-enable') return null;
  return { intent: '2fa', done: intent === '2fa-verify' ? 'account-2fa-enabled' : 'account-2fa-disabled', issues: [] };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const language = pageLanguage(params);
  const ctx = { ...context.ctx, language };
  const form = await request.formData();
  if (form.get('intent') === '2fa-sign-in-again') {
    // Staff who turned the app on: this session signed in with the password alone; the next one uses the code.
    const response = await context.auth.api.signOut({ headers: request.headers, asResponse: true });
    const headers = new Headers(PRIVATE);
    for (const cookie of response.headers.getSetCookie()) headers.append('set-cookie', cookie);
    throw redirect(`/${language}/user/signin?redirectTo=${encodeURIComponent('/admin')}`, { headers });
  }
  if (String(form.get('intent')).startsWith('2fa-')) {
    const headers = new Headers(PRIVATE);
    const answer = await twoFactorStep(context.auth, form, request.headers, headers);
    // The set-up begun is the page's, drawn from the loader: a reload then shows the same key, and does not
    // send the form again (which would make a new key).
    if (!answer) throw redirect(`/${language}/user/account-details/change-signin-details`, { status: 303, headers });
    return data<Answer>(answer, { status: answer.issues.length ? 400 : 200, headers });
  }
  if (form.get('intent') === 'password') {
    const headers = new Headers(PRIVATE);
    try {
      const response = await context.auth.api.changePassword({
        body: { currentPassword: String(form.get('currentPassword') ?? ''), newPassword: String(form.get('newPassword') ?? ''), revokeOtherSessions: true },
        headers: request.headers,
        asResponse: true,
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { message?: string; code?: string; textKey?: string };
        const wrong = body.code === 'INVALID_PASSWORD' || /invalid password/i.test(body.message ?? '');
        const problem = body.textKey ? { key: body.textKey } : undefined;
        return data<Answer>(
          { intent: 'password', done: null, issues: [wrong ? { fieldname: 'currentPassword', message: 'account-wrong-current-password' } : { fieldname: 'newPassword', message: body.message ?? 'account-sign-in-failed', text: problem }] },
          { status: 400, headers },
        );
      }
      for (const cookie of response.headers.getSetCookie()) headers.append('set-cookie', cookie);
    } catch (error) {
      if (!(error instanceof APIError)) throw error;
      // The password policy, refused in better-auth's hook: its text key says it in the page's language.
      const textKey = (error.body as { textKey?: string } | undefined)?.textKey;
      return data<Answer>({ intent: 'password', done: null, issues: [{ fieldname: 'newPassword', message: error.message, ...(textKey ? { text: { key: textKey } } : {}) }] }, { status: 400, headers });
    }
    return data<Answer>({ intent: 'password', done: 'account-password-changed', issues: [] }, { headers });
  }
  const email = String(form.get('email') ?? '');
  const result = await updateUserEmailAddress(ctx, email, `/${language}/user/account-details?emailChanged=1`);
  if (result instanceof Error) {
    const issues: InputIssue[] =
      'issues' in result
        ? (result.issues as InputIssue[])
        : result instanceof EmailFieldLimitExceeded
          ? [{ fieldname: 'email', message: result.message, text: { key: 'input-email-too-long', values: { field: 'Email', max: 254 } } }]
          : [{ fieldname: 'email', message: result.message }];
    return data<Answer>({ intent: 'email', done: null, issues }, { status: 400, headers: PRIVATE });
  }
  return data<Answer>({ intent: 'email', done: email.trim(), issues: [] }, { headers: PRIVATE });
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('set-cookie') ? actionHeaders : PRIVATE;
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${pageText(layoutData(matches), 'account-signin-details')} | Roro Motors` }, { name: 'robots', content: 'noindex' }];
}

export default function ChangeSigninDetails({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { language } = useLanguageData();
  const busy = useNavigation().state === 'submitting';
  const twoFactorOn = actionData?.done === 'account-2fa-enabled' || (loaderData.account.twoFactorEnabled && actionData?.done !== 'account-2fa-disabled');
  // The page's data comes back after the answer does: a set-up just confirmed or cancelled is gone already.
  const setup = twoFactorOn || actionData?.done === 'account-2fa-cancelled' ? null : loaderData.setup;
  const staff = loaderData.staff;
  // Staff whose app is on but whose session signed in without it (just turned on, or signed in before).
  const signInAgain = staff !== null && twoFactorOn && !(staff.secondStep && actionData?.done !== 'account-2fa-enabled');
  const staffSetup = staff !== null && !twoFactorOn;
  const issue = (intent: Answer['intent'], field: string) => {
    const found = actionData?.intent === intent ? actionData.issues.find((i) => i.fieldname === field) : undefined;
    if (!found) return undefined;
    return found.message.startsWith('account-') && !found.text ? t(found.message) : issueText(t, language, found);
  };
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <AccountNav />
      <h1 className="text-2xl font-bold">{t('account-signin-details')}</h1>
      <section className="mt-6" aria-labelledby="email-heading">
        <h2 id="email-heading" className="text-lg font-semibold">
          {t('account-change-email')}
        </h2>
        <p className="mt-1 text-slate-600 dark:text-slate-300">{t('account-signed-in-as', { email: loaderData.account.email })}</p>
        {actionData?.intent === 'email' && actionData.done ? <div className="mt-3"><SavedNotice text={t('account-email-sent', { email: actionData.done })} /></div> : null}
        <Form method="post" className="mt-3 flex flex-wrap items-end gap-3" noValidate>
          <input type="hidden" name="intent" value="email" />
          <div className="min-w-64 flex-1">
            <FormField label={t('account-new-email')} error={issue('email', 'email')}>
              <input name="email" type="email" autoComplete="email" maxLength={254} className={fieldClass} />
            </FormField>
          </div>
          <button type="submit" disabled={busy} className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
            {t('account-change-email')}
          </button>
        </Form>
      </section>
      <section className="mt-10" aria-labelledby="password-heading">
        <h2 id="password-heading" className="text-lg font-semibold">
          {t('account-change-password')}
        </h2>
        {actionData?.intent === 'password' && actionData.done ? <div className="mt-3"><SavedNotice text={t(actionData.done)} /></div> : null}
        <Form method="post" className="mt-3 grid gap-4 sm:grid-cols-2" noValidate>
          <input type="hidden" name="intent" value="password" />
          <FormField label={t('account-current-password')} error={issue('password', 'currentPassword')}>
            <input name="currentPassword" type="password" autoComplete="current-password" maxLength={128} className={fieldClass} />
          </FormField>
          <FormField label={t('account-new-password')} error={issue('password', 'newPassword')} hint={t('account-password-hint')}>
            <input name="newPassword" type="password" autoComplete="new-password" maxLength={128} className={fieldClass} />
          </FormField>
          <div className="sm:col-span-2">
            <button type="submit" disabled={busy} className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
              {t('account-change-password')}
            </button>
          </div>
        </Form>
      </section>
      <section className="mt-10" aria-labelledby="two-factor-heading" data-testid="two-factor">
        <h2 id="two-factor-heading" className="text-lg font-semibold">
          {t('account-2fa')}
        </h2>
        {actionData?.intent === '2fa' && actionData.done ? <div className="mt-3"><SavedNotice text={t(actionData.done)} /></div> : null}
        {signInAgain ? (
          <Form method="post" className="mt-3 space-y-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100" data-testid="staff-sign-in-again">
            <input type="hidden" name="intent" value="2fa-sign-in-again" />
            <p>To open the back office, sign in again: after your password, the sign-in asks for a code from the app. This session was signed in with the password alone.</p>
            <button type="submit" disabled={busy} className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
              Sign in again with the app
            </button>
          </Form>
        ) : null}
        {staffSetup && !setup ? (
          <Form method="post" className="mt-3 space-y-3" noValidate data-testid="staff-setup-code">
            <input type="hidden" name="intent" value="2fa-email-code" />
            <p className="text-slate-600 dark:text-slate-300">
              A staff account turns the app on with a code we e-mail to <span data-testid="staff-setup-address">{loaderData.account.email}</span> first, so that a password alone cannot set up someone else’s app. The code works for 15 minutes.
            </p>
            {actionData?.intent === '2fa' && actionData.codeSentTo ? <SavedNotice text={`We e-mailed a code to ${actionData.codeSentTo}.`} /> : null}
            <button type="submit" disabled={busy} className="rounded-md border border-slate-300 px-5 py-2.5 font-semibold hover:bg-slate-100 disabled:opacity-60 dark:border-slate-700 dark:hover:bg-slate-800">
              E-mail me a code
            </button>
          </Form>
        ) : null}
        {setup ? (
          <div className="mt-3 space-y-3">
            <p>{t('account-2fa-setup')}</p>
            <p>
              {t('account-2fa-key')}: <code className="select-all break-all rounded bg-slate-100 px-2 py-1 font-mono dark:bg-slate-800" data-testid="totp-key">{setup.key}</code>{' '}
              <a href={setup.uri} className="text-brand-700 underline dark:text-brand-100">
                {t('account-2fa-open-app')}
              </a>
            </p>
            <p className="text-sm">{t('account-2fa-backup')}</p>
            <ul className="grid grid-cols-2 gap-1 font-mono text-sm sm:grid-cols-5">
              {setup.backupCodes.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </ul>
            <Form method="post" className="flex flex-wrap items-end gap-3" noValidate>
              <input type="hidden" name="intent" value="2fa-verify" />
              <FormField label={t('account-2fa-code')} error={issue('2fa', 'code')}>
                <input name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={7} className={fieldClass} />
              </FormField>
              <button type="submit" disabled={busy} className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60">
                {t('account-2fa-confirm')}
              </button>
            </Form>
            <Form method="post" className="flex flex-wrap items-center gap-3" data-testid="two-factor-cancel">
              <input type="hidden" name="intent" value="2fa-cancel" />
              <p className="text-sm text-slate-600 dark:text-slate-300">{t('account-2fa-pending')}</p>
              <button type="submit" disabled={busy} className="rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-100 disabled:opacity-60 dark:border-slate-700 dark:hover:bg-slate-800">
                {t('account-2fa-cancel')}
              </button>
            </Form>
          </div>
        ) : (
          <Form method="post" className="mt-3 flex flex-wrap items-end gap-3" noValidate>
            <input type="hidden" name="intent" value={twoFactorOn ? '2fa-disable' : '2fa-enable'} />
            <p className="w-full text-slate-600 dark:text-slate-300">{t(twoFactorOn ? 'account-2fa-on-text' : 'account-2fa-off-text')}</p>
            {staffSetup ? (
              <div className="min-w-48">
                <FormField label="Code from the e-mail" error={issue('2fa', 'emailCode')}>
                  <input name="emailCode" inputMode="numeric" autoComplete="one-time-code" maxLength={8} className={fieldClass} />
                </FormField>
              </div>
            ) : null}
            <div className="min-w-64 flex-1">
              <FormField label={t('account-current-password')} error={issue('2fa', 'password')}>
                <input name="password" type="password" autoComplete="current-password" maxLength={128} className={fieldClass} />
              </FormField>
            </div>
            <button type="submit" disabled={busy} className="rounded-md border border-slate-300 px-5 py-2.5 font-semibold hover:bg-slate-100 disabled:opacity-60 dark:border-slate-700 dark:hover:bg-slate-800">
              {t(twoFactorOn ? 'account-2fa-turn-off' : 'account-2fa-turn-on')}
            </button>
          </Form>
        )}
      </section>
    </div>
  );
}
