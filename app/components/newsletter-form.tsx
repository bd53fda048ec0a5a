// The newsletter sign-up (spec 000 §3): one e-mail field, in the footer of every page and on the
// newsletter pages. It posts to /{lang}/newsletter: with JavaScript through a fetcher, the answer shown in
// place without reloading anything; without, as a plain form, and the newsletter page shows the answer.
// The address is checked on the server only: this form is on every page, and the check's library would
// weigh more than the whole form.
import { useEffect, useId, useRef } from 'react';
import { useFetcher } from 'react-router';
import type { InputIssue } from '#domain/errors.ts';
import { issueText } from '../lib/input-issues';
import { useLanguageData, useT } from '../lib/i18n';

/**
 * The field's name: not `email`, since the form is on every page, the sign-in and sign-up pages too,
 * whose own `email` field must stay the only one (for password managers, and scripts that fill it).
 */
export const NEWSLETTER_EMAIL_FIELD = 'newsletterEmail';

/** The answer of POST /{lang}/newsletter: asked (the same for every address), or why not. */
export type NewsletterAnswer = { requested: true; email: string } | { requested: false; problem: 'invalidInput' | 'error'; issues: InputIssue[]; email: string };

const STYLES = {
  footer: {
    label: 'block text-sm font-semibold text-white',
    input: 'min-w-0 flex-1 rounded-md border border-white/30 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:outline-none focus:ring-2 focus:ring-accent-500 dark:border-slate-500 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400',
    error: 'mt-2 text-sm text-red-300',
    note: 'mt-2 text-xs text-slate-300',
    done: 'rounded-md bg-white/10 px-3 py-2 text-sm text-white focus:outline-none focus:ring-2 focus:ring-accent-500',
  },
  page: {
    label: 'block text-sm font-medium',
    input: 'min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 dark:border-slate-700 dark:bg-slate-950',
    error: 'mt-2 text-sm text-red-700 dark:text-red-400',
    note: 'mt-2 text-xs text-slate-600 dark:text-slate-300',
    done: 'rounded-md bg-emerald-50 px-4 py-3 text-emerald-900 focus:outline-none focus:ring-2 focus:ring-brand-600/30 dark:bg-emerald-950 dark:text-emerald-100',
  },
} as const;

export function NewsletterForm({ variant, answer: pageAnswer, defaultEmail }: { variant: 'footer' | 'page'; answer?: NewsletterAnswer; defaultEmail?: string }) {
  const t = useT();
  const { language } = useLanguageData();
  const fetcher = useFetcher<NewsletterAnswer>();
  const answer = fetcher.data ?? pageAnswer;
  const busy = fetcher.state !== 'idle';
  const inputRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const inputId = useId();
  const errorId = useId();
  const noteId = useId();
  const style = STYLES[variant];

  // A new answer in place: the message takes the focus the vanished button had; a refused address, the field.
  useEffect(() => {
    if (!fetcher.data) return;
    if (fetcher.data.requested) doneRef.current?.focus();
    else if (fetcher.data.problem === 'invalidInput') inputRef.current?.focus();
  }, [fetcher.data]);

  if (answer?.requested) {
    return (
      <p ref={doneRef} tabIndex={-1} role="status" data-testid="newsletter-done" className={style.done}>
        {t('newsletter-check-email', { email: answer.email })}
      </p>
    );
  }

  const refused = answer && !answer.requested ? answer : undefined;
  const issue = refused?.problem === 'invalidInput' ? (refused.issues.find((i) => i.fieldname === 'email') ?? refused.issues[0]) : undefined;
  const fieldError = issue ? issueText(t, language, issue) : undefined;
  return (
    // No revalidation after: a request changes nothing any loader of the page shows.
    <fetcher.Form method="post" action={`/${language}/newsletter`} noValidate defaultShouldRevalidate={false} aria-busy={busy} data-testid="newsletter-form">
      <label htmlFor={inputId} className={style.label}>
        {t('newsletter-email-label')}
      </label>
      <div className="mt-2 flex flex-wrap gap-2">
        <input
          ref={inputRef}
          id={inputId}
          name={NEWSLETTER_EMAIL_FIELD}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          maxLength={254}
          placeholder="name@example.com"
          defaultValue={refused?.email ?? defaultEmail}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${errorId} ${noteId}` : noteId}
          className={style.input}
        />
        <button type="submit" disabled={busy} className="rounded-md bg-accent-600 px-4 py-2 text-sm font-semibold text-white hover:bg-accent-500 disabled:opacity-60">
          {t(busy ? 'newsletter-sending' : 'newsletter-subscribe')}
        </button>
      </div>
      {fieldError ? (
        <p id={errorId} data-testid="newsletter-email-error" className={style.error}>
          {fieldError}
        </p>
      ) : null}
      {refused?.problem === 'error' ? (
        <p role="alert" data-testid="newsletter-error" className={style.error}>
          {t('newsletter-error')}
        </p>
      ) : null}
      <p id={noteId} className={style.note}>
        {t('newsletter-privacy-note')}
      </p>
    </fetcher.Form>
  );
}
