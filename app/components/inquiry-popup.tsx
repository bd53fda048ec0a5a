// The inquiry popup (spec 000 §4, §5, §8): a modal form, general or about one vehicle. Each field is
// checked with the spec's message when it loses focus; Enter in a text field does not send; a signed-in
// user's details fill the empty fields; sending gets a bot-check token for 'contact' first. Asked about a
// price from the vehicle page's price form, it shows that quote and sends it with the question. Success says
// thanks and closes (a vehicle inquiry goes on to its thanks page); the server's issues show on their
// fields, anything else under the privacy box. Downloaded on demand (see inquiry-popup-provider.tsx).
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { SALES_EMAIL } from '#domain/company.ts';
import { inquiryFieldIssue, type InquiryFormField } from '#domain/inquiry/inquiry.inputs.ts';
import { botCheckToken, preloadBotCheck } from '../lib/bot-check';
import { useLanguageData, useT } from '../lib/i18n';
import { askedQuoteFields, inquiryIssueText, type AskedQuote, type InquiryAnswer } from '../lib/inquiry-form';
import { CountrySelect, FormField, fieldClass } from './form-field';
import { useToast } from './toast-provider';

/** The fields in the order the form shows them: the first with a problem takes the focus. */
const FIELDS: InquiryFormField[] = ['firstName', 'lastName', 'email', 'phoneNumber', 'countryName', 'message', 'privacyPolicyAccepted'];

type Issues = Partial<Record<InquiryFormField, string>>;
type Phase = 'idle' | 'checking' | 'sending';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled])';

function fieldValue(form: HTMLFormElement, field: InquiryFormField): string | boolean {
  const element = form.elements.namedItem(field);
  if (element instanceof HTMLInputElement && element.type === 'checkbox') return element.checked;
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement ? element.value : '';
}

export default function InquiryPopup({ stockNumber, quote = null, onClose }: { stockNumber: string | null; quote?: AskedQuote | null; onClose: () => void }) {
  const t = useT();
  const { language, signedIn, countries, country } = useLanguageData();
  const toast = useToast();
  const navigate = useNavigate();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const pressedOnBackdrop = useRef(false);
  const sending = useRef<AbortController | null>(null);
  const [issues, setIssues] = useState<Issues>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const titleId = useId();
  const formErrorId = useId();
  const quoteId = useId();

  // A modal: the page behind is inert and does not scroll; the first field takes the focus.
  useEffect(() => {
    const dialog = dialogRef.current!;
    if (!dialog.open) dialog.showModal();
    (formRef.current?.elements.namedItem('firstName') as HTMLInputElement | null)?.focus();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    preloadBotCheck();
    return () => {
      root.style.overflow = overflow;
      sending.current?.abort();
      if (dialog.open) dialog.close();
    };
  }, []);

  // A signed-in user's e-mail, names and telephone fill the fields still empty (spec 000 §5).
  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    fetch(`/${language}/inquiry`, { signal: controller.signal, cache: 'no-store' })
      .then((response) => (response.ok ? (response.json() as Promise<{ user: { email: string; firstName: string | null; lastName: string | null; telephone: string | null } | null }>) : null))
      .then((body) => {
        const user = body?.user;
        const form = formRef.current;
        if (!user || !form) return;
        const known: [InquiryFormField, string | null][] = [['email', user.email], ['firstName', user.firstName], ['lastName', user.lastName], ['phoneNumber', user.telephone]];
        for (const [field, value] of known) {
          const input = form.elements.namedItem(field);
          if (value && input instanceof HTMLInputElement && !input.value) input.value = value;
        }
      })
      .catch(() => {
        // The form works without: the buyer types the details in.
      });
    return () => controller.abort();
  }, [signedIn, language]);

  const check = (field: InquiryFormField, value: string | boolean) => {
    const message = inquiryFieldIssue(field, value);
    setIssues((current) => ({ ...current, [field]: message ? inquiryIssueText(t, message) : undefined }));
  };
  const onBlur = (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => {
    const { name, type, checked, value } = event.currentTarget as HTMLInputElement;
    check(name as InquiryFormField, type === 'checkbox' ? checked : value);
  };
  // Once a field shows a problem, it is checked again as it changes, so the message goes as soon as it is fixed.
  const onChange = (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => {
    if (issues[event.currentTarget.name as InquiryFormField]) onBlur(event);
  };

  const focusField = (field: InquiryFormField) => (formRef.current?.elements.namedItem(field) as HTMLElement | null)?.focus();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase !== 'idle') return;
    const form = event.currentTarget;
    const found: Issues = {};
    for (const field of FIELDS) {
      const message = inquiryFieldIssue(field, fieldValue(form, field));
      if (message) found[field] = inquiryIssueText(t, message);
    }
    setIssues(found);
    setFormError(null);
    const first = FIELDS.find((field) => found[field]);
    if (first) return focusField(first);

    const data = new FormData(form);
    if (stockNumber) {
      data.set('stockNumber', stockNumber);
      // The price the buyer asks about goes with the question (the server prices it again for sales).
      if (quote) for (const [name, value] of askedQuoteFields(quote)) data.append(name, value);
    }
    const controller = new AbortController();
    sending.current = controller;
    try {
      setPhase('checking');
      data.set('recaptchaToken', await botCheckToken('contact', controller.signal));
      setPhase('sending');
      const response = await fetch(`/${language}/inquiry`, { method: 'POST', body: data, signal: controller.signal });
      const answer = (await response.json()) as InquiryAnswer;
      if (answer.sent) {
        onClose();
        if (answer.stockNumber) navigate(`/${language}/stocklist/${encodeURIComponent(answer.stockNumber)}/thanks`);
        else toast.show('success', t('inquiry-thanks'));
        return;
      }
      const onFields: Issues = {};
      let general: string | null = null;
      if (answer.problem === 'captcha') general = t('inquiry-invalid-captcha', { email: SALES_EMAIL });
      else if (answer.problem === 'country') onFields.countryName = t('inquiry-invalid-country');
      else if (answer.problem === 'notFound') general = t('inquiry-vehicle-not-found');
      else if (answer.problem === 'invalidInput') {
        for (const issue of answer.issues) {
          if ((FIELDS as string[]).includes(issue.fieldname)) onFields[issue.fieldname as InquiryFormField] ??= inquiryIssueText(t, issue.message);
          else general ??= inquiryIssueText(t, issue.message);
        }
      } else general = t('inquiry-error');
      setIssues(onFields);
      setFormError(general);
      const firstOnField = FIELDS.find((field) => onFields[field]);
      if (firstOnField) focusField(firstOnField);
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error('The inquiry could not be sent', error);
      setFormError(t('inquiry-error'));
    } finally {
      if (!controller.signal.aborted) setPhase('idle');
    }
  };

  // Enter in a one-line field does not send the form (spec 000 §5); in the message it starts a new line.
  const keepEnter = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
  };

  // Tab and Shift+Tab go round the popup's own controls.
  const trapFocus = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // The backdrop closes it: a click that both started and ended outside the panel (not a text selection
  // dragged out of a field).
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget && pressedOnBackdrop.current) onClose();
  };

  const busy = phase !== 'idle';
  const [privacyBefore, privacyAfter] = t('inquiry-privacy-agree').split('{link}');
  const text = (field: 'firstName' | 'lastName' | 'email' | 'phoneNumber', label: string, props: { type?: string; autoComplete: string; hint?: string }) => (
    <FormField label={label} error={issues[field]} hint={props.hint}>
      <input
        name={field}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        required
        aria-invalid={issues[field] ? true : undefined}
        className={fieldClass}
        onBlur={onBlur}
        onChange={onChange}
      />
    </FormField>
  );

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      data-testid="inquiry-popup"
      className="m-auto max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-xl overflow-y-auto rounded-lg bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/60 dark:bg-slate-900 dark:text-slate-100"
      onCancel={(event) => {
        // Escape: close through the shared state, so the page knows.
        event.preventDefault();
        onClose();
      }}
      onMouseDown={(event) => (pressedOnBackdrop.current = event.target === event.currentTarget)}
      onClick={onBackdropClick}
      onKeyDown={trapFocus}
    >
      <div className="p-5 sm:p-6">
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 id={titleId} className="text-xl font-bold">
              {t(quote ? 'ask-about-this-price' : stockNumber ? 'inquiry-title-vehicle' : 'inquiry-title')}
            </h2>
            {stockNumber ? (
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                {t('stock-number')}: <strong data-testid="inquiry-stock-number">{stockNumber}</strong>
              </p>
            ) : null}
          </div>
          <button type="button" onClick={onClose} aria-label={t('inquiry-close')} className="-mr-2 -mt-1 rounded-md px-2.5 py-1 text-2xl leading-none text-slate-500 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800">
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {quote ? (
          <section aria-labelledby={quoteId} className="mt-3 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm dark:border-slate-700 dark:bg-slate-800/60" data-testid="inquiry-quote">
            <h3 id={quoteId} className="font-semibold">
              {t('inquiry-quote-heading')}
            </h3>
            <p className="mt-1">{[quote.place, ...quote.details].join(' · ')}</p>
            {quote.coupon ? <p className="mt-1">{quote.coupon.message}</p> : null}
            <p className="mt-1 flex items-baseline justify-between gap-4 font-semibold">
              <span>{t('inquiry-quote-total')}</span>
              <span className="text-base tabular-nums" data-testid="inquiry-quote-total">
                {quote.total}
              </span>
            </p>
          </section>
        ) : null}
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t('inquiry-required-note')}</p>
        <form ref={formRef} method="post" action={`/${language}/inquiry`} noValidate aria-busy={busy} onSubmit={submit} onKeyDown={keepEnter} className="mt-4 grid gap-4 sm:grid-cols-2">
          {text('firstName', t('inquiry-first-name'), { autoComplete: 'given-name' })}
          {text('lastName', t('inquiry-last-name'), { autoComplete: 'family-name' })}
          {text('email', t('inquiry-email'), { type: 'email', autoComplete: 'email' })}
          {text('phoneNumber', t('inquiry-phone'), { type: 'tel', autoComplete: 'tel', hint: t('inquiry-phone-hint') })}
          <div className="sm:col-span-2">
            <CountrySelect name="countryName" label={t('inquiry-country')} countries={countries} defaultValue={country?.name ?? ''} error={issues.countryName} />
          </div>
          <div className="sm:col-span-2">
            <FormField label={t('inquiry-message')} error={issues.message} hint={t('inquiry-message-hint')}>
              <textarea name="message" rows={5} required defaultValue={quote ? t('inquiry-quote-message') : undefined} aria-invalid={issues.message ? true : undefined} className={fieldClass} onBlur={onBlur} onChange={onChange} />
            </FormField>
          </div>
          <div className="sm:col-span-2">
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                name="privacyPolicyAccepted"
                required
                aria-invalid={issues.privacyPolicyAccepted ? true : undefined}
                aria-describedby={formError ? formErrorId : undefined}
                className="mt-0.5 h-4 w-4 shrink-0"
                onBlur={onBlur}
                onChange={onChange}
              />
              <span>
                {privacyBefore}
                <a href={`/${language}/pages/privacy-policy`} target="_blank" rel="noopener" className="font-medium text-brand-700 underline dark:text-brand-100">
                  {t('inquiry-privacy-link')}
                  <span className="sr-only"> {t('opens-new-tab')}</span>
                </a>
                {privacyAfter}
              </span>
            </label>
            {issues.privacyPolicyAccepted ? <p className="mt-1 text-sm text-red-700 dark:text-red-400">{issues.privacyPolicyAccepted}</p> : null}
            {formError ? (
              <p id={formErrorId} role="alert" data-testid="inquiry-form-error" className="mt-1 text-sm text-red-700 dark:text-red-400">
                {formError}
              </p>
            ) : null}
          </div>
          <div className="sm:col-span-2">
            <button type="submit" disabled={busy} className="w-full rounded-md bg-accent-600 px-4 py-2.5 font-semibold text-white hover:bg-accent-500 disabled:opacity-60">
              {t(phase === 'checking' ? 'inquiry-checking' : phase === 'sending' ? 'inquiry-sending' : 'inquiry-send')}
            </button>
            <p className="mt-3 text-xs text-slate-500 dark:text-slate-400" data-testid="bot-check-notice">
              {t('inquiry-bot-notice')}
            </p>
          </div>
        </form>
      </div>
    </dialog>
  );
}
