// /{lang}/referral-program (spec 000 §2, §7 createReferralProgram): what the referral programme is, how it
// works, and the sign-up form. A public page, cached like the content pages; the form's POST is never
// cached. With JavaScript, each field is checked as it is left, sending gets a bot-check token for
// 'referral' first and posts through a fetcher; the server's issues show on their fields, then thanks.
// Without JavaScript the form stays disabled and says why: nothing is posted without the bot check.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { data, useFetcher } from 'react-router';
import { SALES_EMAIL } from '#domain/company.ts';
import { isLanguage } from '#domain/context.ts';
import { InvalidCAPTCHATokenError, InvalidInputError } from '#domain/errors.ts';
import { referralFieldIssue, type ReferralFormField } from '#domain/referral/referral.inputs.ts';
import { createReferralProgram } from '#domain/referral/referral.service.ts';
import { Breadcrumb } from '../components/breadcrumb';
import { FormField, fieldClass } from '../components/form-field';
import { botCheckToken, preloadBotCheck } from '../lib/bot-check';
import { contentHeaders } from '../lib/content-cache';
import { useScriptsRunning } from '../lib/hydration';
import { useLanguageData, useT } from '../lib/i18n';
import { referralIssueText, type ReferralAnswer } from '../lib/referral-form';
import { readVisit } from '../lib/preferences.server';
import { layoutData, pageText, seoMeta } from '../lib/seo';
import type { Route } from './+types/referral-program';

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
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const answer = (body: ReferralAnswer, status = 200) => data(body, { status, headers: PRIVATE });
  try {
    const result = await createReferralProgram(ctx, { name: text('name'), email: text('email'), whatsAppNumber: text('whatsAppNumber'), recaptchaToken: text('recaptchaToken'), ...readVisit(request) });
    if (result instanceof InvalidInputError) return answer({ sent: false, problem: 'invalidInput', issues: result.issues }, 400);
    if (result instanceof InvalidCAPTCHATokenError) return answer({ sent: false, problem: 'captcha', issues: [] }, 400);
    return answer({ sent: true });
  } catch (error) {
    console.error('referral programme sign-up failed', error);
    return answer({ sent: false, problem: 'error', issues: [] }, 500);
  }
}

export function meta({ matches }: Route.MetaArgs) {
  const layout = layoutData(matches);
  return seoMeta(layout, { path: '/referral-program', title: pageText(layout, 'referral-meta-title'), description: pageText(layout, 'referral-meta-description') });
}

/** The fields in the order the form shows them: the first with a problem takes the focus. */
const FIELDS: ReferralFormField[] = ['name', 'email', 'whatsAppNumber'];
type Issues = Partial<Record<ReferralFormField, string | null>>;

/** What an answer of the action says is wrong, in the page's language. */
function serverProblems(answer: ReferralAnswer | undefined, t: (key: string, values?: Record<string, string>) => string): { onFields: Issues; general: string | null } {
  const onFields: Issues = {};
  if (!answer || answer.sent) return { onFields, general: null };
  let general: string | null = null;
  if (answer.problem === 'captcha') general = t('inquiry-invalid-captcha', { email: SALES_EMAIL });
  else if (answer.problem === 'invalidInput') {
    for (const issue of answer.issues) {
      if ((FIELDS as string[]).includes(issue.fieldname)) onFields[issue.fieldname as ReferralFormField] ??= referralIssueText(t, issue.message);
      else general ??= referralIssueText(t, issue.message);
    }
  } else general = t('inquiry-error');
  return { onFields, general };
}

function ReferralForm() {
  const t = useT();
  const { language, signedIn } = useLanguageData();
  const fetcher = useFetcher<ReferralAnswer>();
  const formRef = useRef<HTMLFormElement>(null);
  const sending = useRef<AbortController | null>(null);
  const hydrated = useScriptsRunning();
  const [checking, setChecking] = useState(false);
  const [issues, setIssues] = useState<Issues>({});
  const [formError, setFormError] = useState<string | null>(null);
  const formErrorId = useId();
  const noscriptId = useId();

  useEffect(() => () => sending.current?.abort(), []);

  // A signed-in user's name and e-mail fill the fields still empty.
  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    fetch(`/${language}/inquiry`, { signal: controller.signal, cache: 'no-store' })
      .then((response) => (response.ok ? (response.json() as Promise<{ user: { email: string; firstName: string | null; lastName: string | null } | null }>) : null))
      .then((body) => {
        const user = body?.user;
        const form = formRef.current;
        if (!user || !form) return;
        const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
        for (const [field, value] of [['name', name], ['email', user.email]] as const) {
          const input = form.elements.namedItem(field);
          if (value && input instanceof HTMLInputElement && !input.value) input.value = value;
        }
      })
      .catch(() => {
        // The form works without: they type their details in.
      });
    return () => controller.abort();
  }, [signedIn, language]);

  const focusField = (field: ReferralFormField) => (formRef.current?.elements.namedItem(field) as HTMLElement | null)?.focus();

  // The server's answer: its issues on their fields, anything else under the button. A field checked
  // again since then shows its own check instead.
  const answer = fetcher.data;
  const server = serverProblems(answer, t);
  const idle = !checking && fetcher.state === 'idle';
  const issueOf = (field: ReferralFormField) => (field in issues ? issues[field] : idle ? server.onFields[field] : undefined) ?? undefined;
  const shownError = formError ?? (idle ? server.general : null);
  useEffect(() => {
    const first = FIELDS.find((field) => server.onFields[field]);
    if (first) focusField(first);
    // Only a new answer moves the focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);

  const check = (field: ReferralFormField, value: string) => {
    const message = referralFieldIssue(field, value);
    setIssues((current) => ({ ...current, [field]: message ? referralIssueText(t, message) : null }));
  };
  const onBlur = (event: { currentTarget: HTMLInputElement }) => check(event.currentTarget.name as ReferralFormField, event.currentTarget.value);
  const onChange = (event: { currentTarget: HTMLInputElement }) => {
    if (issueOf(event.currentTarget.name as ReferralFormField)) onBlur(event);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checking || fetcher.state !== 'idle') return;
    const form = event.currentTarget;
    const found: Issues = {};
    for (const field of FIELDS) {
      const value = (form.elements.namedItem(field) as HTMLInputElement | null)?.value ?? '';
      const message = referralFieldIssue(field, value);
      found[field] = message ? referralIssueText(t, message) : null;
    }
    setIssues(found);
    setFormError(null);
    const first = FIELDS.find((field) => found[field]);
    if (first) return focusField(first);

    const body = new FormData(form);
    const controller = new AbortController();
    sending.current = controller;
    setChecking(true);
    try {
      body.set('recaptchaToken', await botCheckToken('referral', controller.signal));
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error('The bot check failed', error);
      setFormError(t('inquiry-error'));
      return;
    } finally {
      if (!controller.signal.aborted) setChecking(false);
    }
    await fetcher.submit(body, { method: 'post', action: `/${language}/referral-program` });
    // The server's answer now speaks for the fields.
    setIssues({});
  };

  if (answer?.sent) {
    return (
      <p role="status" data-testid="referral-thanks" className="mt-4 rounded-md bg-emerald-50 px-4 py-3 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
        {t('referral-thanks')}
      </p>
    );
  }

  const busy = checking || fetcher.state !== 'idle';
  const field = (name: ReferralFormField, label: string, props: { type: string; autoComplete: string; hint?: string }) => (
    <FormField label={label} error={issueOf(name)} hint={props.hint}>
      <input
        name={name}
        type={props.type}
        autoComplete={props.autoComplete}
        required
        aria-invalid={issueOf(name) ? true : undefined}
        className={fieldClass}
        onBlur={onBlur}
        onChange={onChange}
        onFocus={preloadBotCheck}
      />
    </FormField>
  );

  return (
    <>
      <noscript>
        <p id={noscriptId} data-testid="referral-needs-javascript" className="mt-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('referral-needs-javascript', { email: SALES_EMAIL })}
        </p>
      </noscript>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t('referral-required-note')}</p>
      <form ref={formRef} noValidate aria-busy={busy} onSubmit={submit} className="mt-4" data-testid="referral-form">
        <fieldset disabled={!hydrated} className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">{field('name', t('referral-name'), { type: 'text', autoComplete: 'name' })}</div>
          {field('email', t('inquiry-email'), { type: 'email', autoComplete: 'email' })}
          {field('whatsAppNumber', t('referral-whatsapp'), { type: 'tel', autoComplete: 'tel', hint: t('referral-whatsapp-hint') })}
          <div className="sm:col-span-2">
            <button type="submit" disabled={busy} aria-describedby={shownError ? formErrorId : undefined} className="w-full rounded-md bg-accent-600 px-4 py-2.5 font-semibold text-white hover:bg-accent-500 disabled:opacity-60 sm:w-auto">
              {t(checking ? 'inquiry-checking' : busy ? 'inquiry-sending' : 'referral-send')}
            </button>
            {shownError ? (
              <p id={formErrorId} role="alert" data-testid="referral-form-error" className="mt-2 text-sm text-red-700 dark:text-red-400">
                {shownError}
              </p>
            ) : null}
            <p className="mt-3 text-xs text-slate-500 dark:text-slate-400" data-testid="bot-check-notice">
              {t('inquiry-bot-notice')}
            </p>
          </div>
        </fieldset>
      </form>
    </>
  );
}

export default function ReferralProgramPage() {
  const t = useT();
  const formTitleId = useId();
  return (
    <article className="mx-auto max-w-4xl px-4 py-8">
      <Breadcrumb trail={[{ label: t('referral-program') }]} />
      <h1 className="mt-4 text-3xl font-bold">{t('referral-program')}</h1>
      <p className="mt-4 text-lg leading-7">{t('referral-intro')}</p>
      <h2 className="mt-8 text-xl font-bold">{t('referral-how-title')}</h2>
      <ol data-testid="referral-steps" className="mt-3 list-decimal space-y-2 pl-6 leading-7">
        <li>{t('referral-step-1')}</li>
        <li>{t('referral-step-2')}</li>
        <li>{t('referral-step-3')}</li>
      </ol>
      <section aria-labelledby={formTitleId} className="mt-10 rounded-lg border border-slate-200 p-5 sm:p-6 dark:border-slate-700">
        <h2 id={formTitleId} className="text-xl font-bold">
          {t('referral-form-title')}
        </h2>
        <ReferralForm />
      </section>
    </article>
  );
}
