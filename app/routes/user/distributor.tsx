// /{lang}/user/distributor (spec 000 §2, §6): the signed-in buyer's dealer rank, their person in charge,
// whether they are in the Distributors group (who see distributor prices), and the request for vehicles
// in numbers: maker, then its models, colour, quantity, company and message. A plain form post that
// works without JavaScript (every model under its maker then); with it, the model list is the chosen
// maker's and each field is checked as it is left. The server's issues show on their fields; a request
// sent leads to the thanks page. Signed-out visitors are sent to sign-in and brought back.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { data, Form, redirect, useNavigation } from 'react-router';
import { SALES_EMAIL } from '#domain/company.ts';
import { DISTRIBUTOR_FORM_FIELDS, distributorFieldIssue, MAX_QUANTITY, type DistributorFormField } from '#domain/distributor/distributor.inputs.ts';
import { createUserDistributorRequest, distributorPage } from '#domain/distributor/distributor.service.ts';
import { InvalidInputError, NotAuthenticatedError, type InputIssue } from '#domain/errors.ts';
import { AccountNav } from '../../components/account-nav';
import { FormField, fieldClass } from '../../components/form-field';
import { PersonInChargeCard, personInChargeView } from '../../components/person-in-charge-card';
import { PRIVATE, requireViewer } from '../../lib/account.server';
import { useScriptsRunning } from '../../lib/hydration';
import { useLanguageData, useT } from '../../lib/i18n';
import { pageLanguage } from '../../lib/page-language';
import { colorName } from '../../lib/vehicle-values';
import { issueText } from '../../lib/input-issues';
import { readVisit } from '../../lib/preferences.server';
import { layoutData, pageText } from '../../lib/seo';
import type { Route } from './+types/distributor';

type FormValues = Record<DistributorFormField, string>;

/** What the action answers when the request is not sent: the issues on their fields, and what was typed. */
interface DistributorAnswer {
  issues: InputIssue[];
  values: FormValues;
  /** Something unexpected went wrong: nothing was stored. */
  failed: boolean;
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const language = pageLanguage(params);
  const ctx = { ...context.ctx, language };
  requireViewer(ctx, request, language);
  const page = await distributorPage(ctx);
  // A session whose account is gone: sign in again.
  if (page instanceof Error) throw redirect(`/${language}/user/signin`);
  return data({ ...page, personInCharge: personInChargeView(page.personInCharge, language) }, { headers: PRIVATE });
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const language = pageLanguage(params);
  const ctx = { ...context.ctx, language };
  requireViewer(ctx, request, language);
  const form = await request.formData();
  const values = Object.fromEntries(DISTRIBUTOR_FORM_FIELDS.map((field) => [field, String(form.get(field) ?? '')])) as FormValues;
  const answer = (body: DistributorAnswer, status: number) => data(body, { status, headers: PRIVATE });
  let result: Awaited<ReturnType<typeof createUserDistributorRequest>>;
  try {
    result = await createUserDistributorRequest(ctx, { ...values, ...readVisit(request) });
  } catch (error) {
    console.error('distributor request failed', error);
    return answer({ issues: [], values, failed: true }, 500);
  }
  if (result instanceof NotAuthenticatedError) throw redirect(`/${language}/user/signin`);
  if (result instanceof InvalidInputError) return answer({ issues: result.issues, values, failed: false }, 400);
  throw redirect(`/${language}/user/distributor/thanks?request=${result.uuid}`, { headers: PRIVATE });
}

export function headers() {
  return PRIVATE;
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${pageText(layoutData(matches), 'distributors')} | Roro Motors` }, { name: 'robots', content: 'noindex' }];
}

type Loaded = Route.ComponentProps['loaderData'];

function DealerRank({ rank }: { rank: string | null }) {
  const t = useT();
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <h2 id={id} className="text-lg font-bold">
        {t('distributor-dealer-rank')}
      </h2>
      {rank ? (
        <p className="mt-2 inline-block rounded-full bg-brand-700 px-4 py-1 text-lg font-semibold text-white" data-testid="dealer-rank">
          {rank}
        </p>
      ) : (
        <p className="mt-2 text-slate-600 dark:text-slate-300" data-testid="dealer-rank">
          {t('distributor-dealer-rank-none')}
        </p>
      )}
    </section>
  );
}

/** The fields checked in the browser before sending; the catalogue's choices are the server's to check. */
const CHECKED: DistributorFormField[] = ['companyName', 'makerName', 'quantity', 'message'];

function RequestForm({ makers, colors, answer }: { makers: Loaded['makers']; colors: string[]; answer: DistributorAnswer | undefined }) {
  const t = useT();
  const { language, searchForm, texts } = useLanguageData();
  const navigation = useNavigation();
  const hydrated = useScriptsRunning();
  const formRef = useRef<HTMLFormElement>(null);
  const makerId = useId();
  const values = answer?.values;
  // While React hydrates, the page is still the server's HTML: a maker chosen before the scripts ran
  // (ADR 014) is in it, and keeps its models. A page the browser draws itself has none yet.
  const [maker, setMaker] = useState(() => (typeof document === 'undefined' ? null : (document.getElementById(makerId) as HTMLSelectElement | null)?.value) ?? values?.makerName ?? '');
  // Checks made in the browser since the last answer, by field (null: found right); a new answer
  // speaks for the fields again.
  type Checks = Partial<Record<DistributorFormField, InputIssue | null>>;
  const [checks, setChecks] = useState<{ answer: DistributorAnswer | undefined; issues: Checks }>({ answer, issues: {} });
  const checked = checks.answer === answer ? checks.issues : {};
  const setChecked = (update: (current: Checks) => Checks) => setChecks((current) => ({ answer, issues: update(current.answer === answer ? current.issues : {}) }));
  const formErrorId = useId();
  const busy = navigation.state === 'submitting' && navigation.formMethod?.toUpperCase() === 'POST';

  // The first field the server found wrong takes the focus.
  useEffect(() => {
    const first = DISTRIBUTOR_FORM_FIELDS.find((field) => answer?.issues.some((i) => i.fieldname === field));
    if (first) (formRef.current?.elements.namedItem(first) as HTMLElement | null)?.focus();
  }, [answer]);

  const issueOf = (field: DistributorFormField): string | undefined => {
    const issue = field in checked ? checked[field] : answer?.issues.find((i) => i.fieldname === field);
    return issue ? issueText(t, language, issue) : undefined;
  };
  const check = (field: DistributorFormField, value: string) => setChecked((current) => ({ ...current, [field]: distributorFieldIssue(field, value) }));
  const onBlur = (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement }) => {
    const field = event.currentTarget.name as DistributorFormField;
    if (CHECKED.includes(field)) check(field, event.currentTarget.value);
  };
  // A choice from a list answers the server's issue on it (the server checks it again on sending).
  const chosen = (event: { currentTarget: HTMLSelectElement }) => {
    const field = event.currentTarget.name as DistributorFormField;
    setChecked((current) => ({ ...current, [field]: null }));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const found: Partial<Record<DistributorFormField, InputIssue | null>> = {};
    for (const field of CHECKED) found[field] = distributorFieldIssue(field, (form.elements.namedItem(field) as HTMLInputElement | null)?.value ?? '');
    setChecked(() => found);
    const first = CHECKED.find((field) => found[field]);
    if (first) {
      event.preventDefault();
      (form.elements.namedItem(first) as HTMLElement | null)?.focus();
    }
  };

  const general = answer?.failed ? t('distributor-error', { email: SALES_EMAIL }) : answer?.issues.find((i) => !(DISTRIBUTOR_FORM_FIELDS as string[]).includes(i.fieldname));
  const generalText = typeof general === 'string' ? general : general ? issueText(t, language, general) : null;
  const invalid = (field: DistributorFormField) => (issueOf(field) ? true : undefined);

  return (
    <Form ref={formRef} method="post" noValidate onSubmit={onSubmit} aria-busy={busy} className="mt-4 grid gap-4 sm:grid-cols-2" data-testid="distributor-form">
      <div className="sm:col-span-2">
        <FormField label={t('distributor-company')} error={issueOf('companyName')}>
          <input name="companyName" autoComplete="organization" required maxLength={200} defaultValue={values?.companyName} aria-invalid={invalid('companyName')} onBlur={onBlur} className={fieldClass} />
        </FormField>
      </div>
      <FormField label={t('maker')} error={issueOf('makerName')}>
        <select
          id={makerId}
          name="makerName"
          required
          defaultValue={values?.makerName ?? ''}
          aria-invalid={invalid('makerName')}
          onBlur={onBlur}
          onChange={(event) => {
            const value = event.target.value;
            setMaker(value);
            // Another maker: its model list starts afresh, and a shown issue is checked again.
            setChecked((current) => ({ ...current, modelName: null, ...(issueOf('makerName') ? { makerName: distributorFieldIssue('makerName', value) } : {}) }));
          }}
          className={fieldClass}
        >
          <option value="">{t('distributor-choose-maker')}</option>
          {makers.map((m) => (
            <option key={m.name}>{m.name}</option>
          ))}
        </select>
      </FormField>
      <FormField label={t('model')} error={issueOf('modelName')}>
        {/* Without scripts every maker's models, under its name; with them only the chosen maker's. The
            maker's group keeps its elements when the others go, so a model chosen early stays chosen. */}
        <select name="modelName" defaultValue={values?.modelName ?? ''} disabled={hydrated && !maker} aria-invalid={invalid('modelName')} onChange={chosen} className={fieldClass}>
          <option value="">{t(hydrated && !maker ? 'choose-maker-first' : 'distributor-any-model')}</option>
          {makers
            .filter((m) => m.models.length > 0 && (!hydrated || m.name === maker))
            .map((m) => (
              <optgroup key={m.name} label={m.name}>
                {m.models.map((model) => (
                  <option key={model}>{model}</option>
                ))}
              </optgroup>
            ))}
        </select>
      </FormField>
      <FormField label={t('color')} error={issueOf('colorName')}>
        <select name="colorName" defaultValue={values?.colorName ?? ''} aria-invalid={invalid('colorName')} onChange={chosen} className={fieldClass}>
          <option value="">{t('distributor-any-color')}</option>
          {colors.map((color) => {
            const paint = searchForm.colors.find((c) => c.name === color);
            return (
              <option key={color} value={color}>
                {paint ? colorName(texts, paint) : color}
              </option>
            );
          })}
        </select>
      </FormField>
      <FormField label={t('distributor-quantity')} error={issueOf('quantity')} hint={t('distributor-quantity-hint')}>
        <input
          name="quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_QUANTITY}
          step={1}
          required
          defaultValue={values?.quantity}
          aria-invalid={invalid('quantity')}
          onBlur={onBlur}
          className={fieldClass}
        />
      </FormField>
      <div className="sm:col-span-2">
        <FormField label={t('inquiry-message')} error={issueOf('message')} hint={t('distributor-message-hint')}>
          <textarea name="message" rows={5} maxLength={8000} defaultValue={values?.message} aria-invalid={invalid('message')} onBlur={onBlur} className={fieldClass} />
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={busy}
          aria-describedby={generalText ? formErrorId : undefined}
          className="w-full rounded-md bg-accent-600 px-5 py-2.5 font-semibold text-white hover:bg-accent-500 disabled:opacity-60 sm:w-auto"
        >
          {t(busy ? 'inquiry-sending' : 'distributor-send')}
        </button>
        {generalText ? (
          <p id={formErrorId} role="alert" data-testid="distributor-form-error" className="mt-2 text-sm text-red-700 dark:text-red-400">
            {generalText}
          </p>
        ) : null}
      </div>
    </Form>
  );
}

export default function DistributorPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const formTitleId = useId();
  const personId = useId();
  const { dealerRank, isDistributor, personInCharge, makers, colors } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <AccountNav />
      <h1 className="text-2xl font-bold">{t('distributors')}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{t('distributor-intro')}</p>
      {isDistributor ? (
        <p role="note" data-testid="distributor-member" className="mt-4 rounded-md bg-emerald-50 p-3 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
          {t('distributor-member')}
        </p>
      ) : (
        <p data-testid="distributor-not-member" className="mt-4 rounded-md bg-slate-100 p-3 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          {t('distributor-not-member')}
        </p>
      )}
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <DealerRank rank={dealerRank} />
        <PersonInChargeCard person={personInCharge} headingId={personId} />
      </div>
      <section aria-labelledby={formTitleId} className="mt-10 rounded-lg border border-slate-200 p-5 sm:p-6 dark:border-slate-700">
        <h2 id={formTitleId} className="text-xl font-bold">
          {t('distributor-form-title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('distributor-required-note')}</p>
        <RequestForm makers={makers} colors={colors} answer={actionData} />
      </section>
    </div>
  );
}
