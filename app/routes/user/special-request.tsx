// /{lang}/user/special-request (spec 000 §2, §7 createUserSpecialRequest): a signed-in buyer asks us to
// find a vehicle the stock list does not have: maker, then its models, budget in yen, model years, the
// most kilometres and anything else. A plain form post that works without JavaScript (every model under
// its maker then); with it, the model list is the chosen maker's and each field is checked as it is left.
// Query parameters fill the form in, so that a stock search with no match can link here with its values.
// The server's issues show on their fields; a request sent leads to the thanks page. Signed-out visitors
// are sent to sign-in and brought back, with the link's values.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { data, Form, redirect, useNavigation } from 'react-router';
import { SALES_EMAIL } from '#domain/company.ts';
import { InvalidInputError, NotAuthenticatedError, type InputIssue } from '#domain/errors.ts';
import {
  ADDITIONAL_SPEC_MAX,
  readWholeNumber,
  SPECIAL_REQUEST_FORM_FIELDS,
  specialRequestFieldIssue,
  specialRequestFormIssues,
  specialRequestYearIssues,
  type SpecialRequestFormField,
} from '#domain/special-request/special-request.inputs.ts';
import { createUserSpecialRequest, specialRequestForm } from '#domain/special-request/special-request.service.ts';
import { AccountNav } from '../../components/account-nav';
import { FormField, fieldClass } from '../../components/form-field';
import { PRIVATE, requireViewer } from '../../lib/account.server';
import { useScriptsRunning } from '../../lib/hydration';
import { useLanguageData, useMoney, useT } from '../../lib/i18n';
import { issueText } from '../../lib/input-issues';
import { pageLanguage } from '../../lib/page-language';
import { readVisit } from '../../lib/preferences.server';
import { layoutData, pageText } from '../../lib/seo';
import type { Route } from './+types/special-request';

type FormValues = Record<SpecialRequestFormField, string>;

/** What the action answers when the request is not sent: the issues on their fields, and what was typed. */
interface SpecialRequestAnswer {
  issues: InputIssue[];
  values: FormValues;
  /** Something unexpected went wrong: nothing was stored. */
  failed: boolean;
}

/** The values a link may carry, by the form's field names. */
const PREFILL_PARAMS = ['make', 'model', 'budget', 'yearFrom', 'yearTo', 'distance', 'additionalSpec'] as const;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const language = pageLanguage(params);
  const ctx = { ...context.ctx, language };
  requireViewer(ctx, request, language);
  const query = new URL(request.url).searchParams;
  const form = await specialRequestForm(ctx, Object.fromEntries(PREFILL_PARAMS.map((name) => [name, query.get(name)])));
  return data(form, { headers: PRIVATE });
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const language = pageLanguage(params);
  const ctx = { ...context.ctx, language };
  requireViewer(ctx, request, language);
  const form = await request.formData();
  const values = Object.fromEntries(SPECIAL_REQUEST_FORM_FIELDS.map((field) => [field, String(form.get(field) ?? '')])) as FormValues;
  const answer = (body: SpecialRequestAnswer, status: number) => data(body, { status, headers: PRIVATE });
  let result: Awaited<ReturnType<typeof createUserSpecialRequest>>;
  try {
    result = await createUserSpecialRequest(ctx, { ...values, ...readVisit(request) });
  } catch (error) {
    console.error('special request failed', error);
    return answer({ issues: [], values, failed: true }, 500);
  }
  // A session whose account is gone: sign in again.
  if (result instanceof NotAuthenticatedError) throw redirect(`/${language}/user/signin`);
  if (result instanceof InvalidInputError) return answer({ issues: result.issues, values, failed: false }, 400);
  throw redirect(`/${language}/user/special-request/thanks?request=${result.uuid}`, { headers: PRIVATE });
}

export function headers() {
  return PRIVATE;
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${pageText(layoutData(matches), 'my-page-special-request')} | Roro Motors` }, { name: 'robots', content: 'noindex' }];
}

type Loaded = Route.ComponentProps['loaderData'];

/** The fields the browser checks as they are left; maker and model are choices the server checks. */
const CHECKED: SpecialRequestFormField[] = ['budget', 'yearFrom', 'yearTo', 'distance', 'additionalSpec'];

/** "About US$9,870" under the budget, in the currency chosen in the header; nothing for yen. */
function BudgetInCurrency({ budget }: { budget: string }) {
  const t = useT();
  const money = useMoney();
  const { currency } = useLanguageData();
  // Only once the scripts run: a budget typed before they did is not in the server's HTML.
  const hydrated = useScriptsRunning();
  const amount = readWholeNumber(budget);
  if (!hydrated || currency.name === 'JPY' || !amount || amount < 1) return null;
  return (
    <span className="mt-1 block text-xs font-normal text-slate-600 dark:text-slate-300" data-testid="budget-in-currency">
      {t('special-request-budget-in-currency', { amount: money(amount) })}
    </span>
  );
}

function RequestForm({ form, answer }: { form: Loaded; answer: SpecialRequestAnswer | undefined }) {
  const t = useT();
  const { language } = useLanguageData();
  const navigation = useNavigation();
  const hydrated = useScriptsRunning();
  const formRef = useRef<HTMLFormElement>(null);
  const makeId = useId();
  const budgetId = useId();
  const formErrorId = useId();
  const values = answer?.values ?? form.prefill;
  // While React hydrates, the page is still the server's HTML: a maker chosen or a budget typed before
  // the scripts ran (ADR 014) is in it, and stays. A page the browser draws itself has none yet.
  const fromPage = (id: string) => (typeof document === 'undefined' ? null : (document.getElementById(id) as HTMLInputElement | HTMLSelectElement | null)?.value);
  const [make, setMake] = useState(() => fromPage(makeId) ?? values.make);
  const [budget, setBudget] = useState(() => fromPage(budgetId) ?? values.budget);
  // Checks made in the browser since the last answer, by field (null: found right); a new answer
  // speaks for the fields again.
  type Checks = Partial<Record<SpecialRequestFormField, InputIssue | null>>;
  const [checks, setChecks] = useState<{ answer: SpecialRequestAnswer | undefined; issues: Checks }>({ answer, issues: {} });
  const checked = checks.answer === answer ? checks.issues : {};
  const setChecked = (update: (current: Checks) => Checks) => setChecks((current) => ({ answer, issues: update(current.answer === answer ? current.issues : {}) }));
  const busy = navigation.state === 'submitting' && navigation.formMethod?.toUpperCase() === 'POST';

  const [focusField, setFocusField] = useState<{ field: SpecialRequestFormField } | null>(null);
  useEffect(() => {
    if (focusField) (formRef.current?.elements.namedItem(focusField.field) as HTMLElement | null)?.focus();
  }, [focusField]);

  // The first field the server found wrong takes the focus.
  useEffect(() => {
    const first = SPECIAL_REQUEST_FORM_FIELDS.find((field) => answer?.issues.some((i) => i.fieldname === field));
    if (first) (formRef.current?.elements.namedItem(first) as HTMLElement | null)?.focus();
  }, [answer]);

  const issueOf = (field: SpecialRequestFormField): string | undefined => {
    const issue = field in checked ? checked[field] : answer?.issues.find((i) => i.fieldname === field);
    return issue ? issueText(t, language, issue) : undefined;
  };
  const invalid = (field: SpecialRequestFormField) => (issueOf(field) ? true : undefined);
  const valueOf = (field: SpecialRequestFormField) => (formRef.current?.elements.namedItem(field) as HTMLInputElement | null)?.value ?? '';

  const onBlur = (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => {
    const field = event.currentTarget.name as SpecialRequestFormField;
    const issue = specialRequestFieldIssue(field, event.currentTarget.value, form.latestYear);
    setChecked((current) => ({ ...current, [field]: issue }));
  };
  // A year chosen is checked with the other year: "to" must not be before "from".
  const onYear = () => {
    const years = specialRequestYearIssues({ yearFrom: valueOf('yearFrom'), yearTo: valueOf('yearTo') }, form.latestYear);
    setChecked((current) => ({ ...current, ...years }));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const current = Object.fromEntries(SPECIAL_REQUEST_FORM_FIELDS.map((field) => [field, valueOf(field)]));
    const issues = specialRequestFormIssues(current, form.latestYear);
    const found: Checks = Object.fromEntries([...CHECKED, 'make'].map((field) => [field, issues.find((i) => i.fieldname === field) ?? null]));
    setChecked(() => found);
    const first = SPECIAL_REQUEST_FORM_FIELDS.find((field) => found[field]);
    if (first) {
      event.preventDefault();
      // Once the messages are drawn: focused at once, the field lost the focus to the pressed button again.
      setFocusField({ field: first });
    }
  };

  const general = answer?.failed ? t('special-request-error', { email: SALES_EMAIL }) : null;
  const years = Array.from({ length: form.latestYear - form.earliestYear + 1 }, (_, i) => form.latestYear - i);
  const yearSelect = (field: 'yearFrom' | 'yearTo', label: string) => (
    <FormField label={label} error={issueOf(field)}>
      <select name={field} defaultValue={values[field]} aria-invalid={invalid(field)} onChange={onYear} className={fieldClass}>
        <option value="">{t('special-request-any-year')}</option>
        {years.map((year) => (
          <option key={year}>{year}</option>
        ))}
      </select>
    </FormField>
  );

  return (
    <Form ref={formRef} method="post" noValidate onSubmit={onSubmit} aria-busy={busy} className="mt-4 grid gap-4 sm:grid-cols-2" data-testid="special-request-form">
      <FormField label={t('maker')} error={issueOf('make')}>
        <select
          id={makeId}
          name="make"
          required
          defaultValue={values.make}
          aria-invalid={invalid('make')}
          onChange={(event) => {
            setMake(event.target.value);
            setChecked((current) => ({ ...current, make: event.target.value ? null : specialRequestFieldIssue('make', '', form.latestYear), model: null }));
          }}
          className={fieldClass}
        >
          <option value="">{t('special-request-choose-maker')}</option>
          {form.makers.map((m) => (
            <option key={m.name}>{m.name}</option>
          ))}
        </select>
      </FormField>
      <FormField label={t('model')} error={issueOf('model')}>
        {/* Without scripts every maker's models, under its name; with them only the chosen maker's. The
            maker's group keeps its elements when the others go, so a model chosen early stays chosen. */}
        <select
          name="model"
          defaultValue={values.model}
          disabled={hydrated && !make}
          aria-invalid={invalid('model')}
          onChange={() => setChecked((current) => ({ ...current, model: null }))}
          className={fieldClass}
        >
          <option value="">{t(hydrated && !make ? 'choose-maker-first' : 'special-request-any-model')}</option>
          {form.makers
            .filter((m) => m.models.length > 0 && (!hydrated || m.name === make))
            .map((m) => (
              <optgroup key={m.name} label={m.name}>
                {m.models.map((model) => (
                  <option key={model}>{model}</option>
                ))}
              </optgroup>
            ))}
        </select>
      </FormField>
      {yearSelect('yearFrom', t('special-request-year-from'))}
      {yearSelect('yearTo', t('special-request-year-to'))}
      <FormField label={t('special-request-budget')} error={issueOf('budget')} hint={t('special-request-budget-hint')}>
        <input
          id={budgetId}
          name="budget"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          required
          maxLength={20}
          defaultValue={values.budget}
          aria-invalid={invalid('budget')}
          onBlur={onBlur}
          onChange={(event) => setBudget(event.target.value)}
          className={fieldClass}
        />
        <BudgetInCurrency budget={budget} />
      </FormField>
      <FormField label={t('special-request-distance')} error={issueOf('distance')} hint={t('special-request-distance-hint')}>
        <input
          name="distance"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          defaultValue={values.distance}
          aria-invalid={invalid('distance')}
          onBlur={onBlur}
          className={fieldClass}
        />
      </FormField>
      <div className="sm:col-span-2">
        <FormField label={t('special-request-additional-spec')} error={issueOf('additionalSpec')} hint={t('special-request-additional-spec-hint')}>
          <textarea
            name="additionalSpec"
            rows={5}
            maxLength={ADDITIONAL_SPEC_MAX}
            defaultValue={values.additionalSpec}
            aria-invalid={invalid('additionalSpec')}
            onBlur={onBlur}
            className={fieldClass}
          />
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={busy}
          aria-describedby={general ? formErrorId : undefined}
          className="w-full rounded-md bg-accent-600 px-5 py-2.5 font-semibold text-white hover:bg-accent-500 disabled:opacity-60 sm:w-auto"
        >
          {t(busy ? 'inquiry-sending' : 'special-request-send')}
        </button>
        {general ? (
          <p id={formErrorId} role="alert" data-testid="special-request-form-error" className="mt-2 text-sm text-red-700 dark:text-red-400">
            {general}
          </p>
        ) : null}
      </div>
    </Form>
  );
}

export default function SpecialRequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <AccountNav />
      <h1 className="text-2xl font-bold">{t('my-page-special-request')}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{t('special-request-intro')}</p>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t('special-request-required-note')}</p>
      <RequestForm form={loaderData} answer={actionData} />
    </div>
  );
}
