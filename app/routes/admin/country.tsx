// /admin/countries/:code: one country's import rules (age limit and how it is counted, steering, used
// imports, the pre-shipment inspection), its CIF surcharge and insurance rate, the regulation message in
// each of the four languages, and the ports it ships to in order. Admins only. Saved, quotes and every
// cached page use it within a second; a refused change shows its messages (or what it would break) and
// keeps what was typed. Works without JavaScript.
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { LANGUAGES } from '#domain/context.ts';
import { InvalidInputError } from '#domain/errors.ts';
import { countryByAdmin, updateCountry } from '#domain/trade/country-admin.service.ts';
import { AGE_COUNTED_FROM, AGE_COUNTED_FROM_LABELS, LANGUAGE_NAMES } from '#domain/trade/trade-admin-terms.ts';
import { ADMIN_INPUT, AdminField, describedBy, FieldNotes } from '../../components/admin-field';
import { QuoteProblems } from '../../components/quote-problems';
import { ADMIN_PRIVATE, requireStaff } from '../../lib/admin.server';
import { SavedNotice } from '../../components/admin-edit';
import type { Route } from './+types/country';
import { throwIfError } from '../../lib/service-answer.server';

export { ErrorBoundary } from './layout';

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.country.name ?? 'Country'} | Back office | Roro Motors` }, { name: 'robots', content: 'noindex' }];
}

const TEXT_FIELDS = ['ageLimitYears', 'ageCountedFrom', 'inspectionAgency', 'inspectionFeeJpy', 'additionalPrice', 'additionalPriceFieldName', 'insuranceRatePercent', 'ports'] as const;
const FLAGS = [
  { name: 'rightHandDriveAllowed', label: 'Right-hand drive allowed' },
  { name: 'leftHandDriveAllowed', label: 'Left-hand drive allowed' },
  { name: 'usedImportsAllowed', label: 'Used imports allowed' },
  { name: 'inspectionRequired', label: 'Pre-shipment inspection required' },
] as const;

type Values = Record<(typeof TEXT_FIELDS)[number], string> & Record<(typeof FLAGS)[number]['name'], boolean> & { messages: Record<(typeof LANGUAGES)[number], string> };

function fromForm(form: FormData): Values {
  const text = (name: string) => String(form.get(name) ?? '');
  return {
    ...(Object.fromEntries(TEXT_FIELDS.map((f) => [f, text(f)])) as Record<(typeof TEXT_FIELDS)[number], string>),
    ...(Object.fromEntries(FLAGS.map((f) => [f.name, form.get(f.name) === 'on'])) as Record<(typeof FLAGS)[number]['name'], boolean>),
    messages: Object.fromEntries(LANGUAGES.map((l) => [l, text(`message-${l}`)])) as Values['messages'],
  };
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireStaff(context.ctx, request, { pricing: ['list'] });
  const found = await countryByAdmin(context.ctx, params.code);
  throwIfError(found);
  const c = found.country;
  const values: Values = {
    ageLimitYears: c.ageLimitYears ? String(c.ageLimitYears) : '',
    ageCountedFrom: c.ageCountedFrom ?? '',
    inspectionAgency: c.inspectionAgency ?? '',
    inspectionFeeJpy: c.inspectionFeeJpy ? String(c.inspectionFeeJpy) : '',
    additionalPrice: String(c.additionalPrice),
    additionalPriceFieldName: c.additionalPriceFieldName ?? '',
    insuranceRatePercent: String(c.insuranceRatePercent),
    ports: c.ports.map((p) => p.code).join(' '),
    rightHandDriveAllowed: c.rightHandDriveAllowed !== false,
    leftHandDriveAllowed: c.leftHandDriveAllowed,
    usedImportsAllowed: c.usedImportsAllowed,
    inspectionRequired: c.inspectionRequired,
    messages: Object.fromEntries(LANGUAGES.map((l) => [l, c.regulationMessages[l] ?? ''])) as Values['messages'],
  };
  return data(
    {
      country: { code: c.code, name: c.name, ports: c.ports.map((p) => ({ code: p.code, name: p.name })) },
      values,
      destinationPorts: found.destinationPorts.map((p) => ({ code: p.code, name: p.name, countryName: p.countryName })).sort((a, b) => a.countryName.localeCompare(b.countryName) || a.name.localeCompare(b.name)),
      saved: new URL(request.url).searchParams.has('saved'),
    },
    { headers: ADMIN_PRIVATE },
  );
}

export async function action({ context, request, params }: Route.ActionArgs) {
  requireStaff(context.ctx, request, { pricing: ['update'] });
  const values = fromForm(await request.formData());
  const { messages, ...rules } = values;
  const result = await updateCountry(context.ctx, params.code, { ...rules, regulationMessages: messages });
  if (result instanceof InvalidInputError) {
    const errors = Object.fromEntries(result.issues.map((i) => [i.fieldname, i.message])) as Record<string, string>;
    return data({ values, errors, problems: result.issues.filter((i) => i.fieldname === 'quotes').map((i) => i.message) }, { status: 400, headers: ADMIN_PRIVATE });
  }
  throwIfError(result);
  throw redirect(`/admin/countries/${result.code}?saved=1`, { status: 303, headers: ADMIN_PRIVATE });
}

export default function AdminCountry({ loaderData, actionData }: Route.ComponentProps) {
  const { country, destinationPorts, saved } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="max-w-3xl">
      <p className="text-sm">
        <Link to="/admin/countries" className="underline">
          Countries
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">
        {country.name} <span className="font-mono text-lg text-slate-600 dark:text-slate-300">{country.code}</span>
      </h1>
      {saved ? <SavedNotice>{country.name} saved: quotes and pages use it within a second.</SavedNotice> : null}
      <QuoteProblems problems={actionData?.problems ?? []} />
      <Form method="post" noValidate aria-label={`${country.name}'s rules`} className="mt-6 space-y-6 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="text-lg font-semibold">Age limit</legend>
          <AdminField name="ageLimitYears" label="Age limit (years)" type="number" value={values.ageLimitYears} error={errors.ageLimitYears} hint="Empty: no age limit" />
          <label className="text-sm">
            Counted from
            <select name="ageCountedFrom" defaultValue={values.ageCountedFrom} aria-invalid={errors.ageCountedFrom ? true : undefined} aria-describedby={describedBy('ageCountedFrom', { error: errors.ageCountedFrom })} className={ADMIN_INPUT}>
              <option value="">—</option>
              {AGE_COUNTED_FROM.map((k) => (
                <option key={k} value={k}>
                  {AGE_COUNTED_FROM_LABELS[k]}
                </option>
              ))}
            </select>
            <FieldNotes id="ageCountedFrom" error={errors.ageCountedFrom} />
          </label>
        </fieldset>
        <fieldset>
          <legend className="text-lg font-semibold">Steering, imports and inspection</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {FLAGS.map((f) => (
              <label key={f.name} className="flex items-center gap-2 text-sm">
                <input type="checkbox" name={f.name} defaultChecked={values[f.name]} aria-describedby={errors[f.name] ? `${f.name}-error` : undefined} />
                {f.label}
              </label>
            ))}
          </div>
          <FieldNotes id="leftHandDriveAllowed" error={errors.leftHandDriveAllowed} />
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            <AdminField name="inspectionAgency" label="Inspection agency" value={values.inspectionAgency} error={errors.inspectionAgency} hint="QISJ, EAA, JEVIC…" />
            <AdminField name="inspectionFeeJpy" label="Inspection fee (JPY)" type="number" value={values.inspectionFeeJpy} error={errors.inspectionFeeJpy} hint="In every quote when the inspection is required" />
          </div>
        </fieldset>
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="text-lg font-semibold">CIF</legend>
          <AdminField name="additionalPrice" label="Country surcharge (JPY)" type="number" value={values.additionalPrice} error={errors.additionalPrice} hint="0 for none" />
          <AdminField name="additionalPriceFieldName" label="Surcharge name" value={values.additionalPriceFieldName} error={errors.additionalPriceFieldName} hint="Shown beside the amount" />
          <AdminField name="insuranceRatePercent" label="Insurance rate (%)" value={values.insuranceRatePercent} error={errors.insuranceRatePercent} hint="Of the insured value; 0.05 to 5" />
        </fieldset>
        <fieldset>
          <legend className="text-lg font-semibold">Regulation message</legend>
          <p className="text-sm text-slate-600 dark:text-slate-300">Shown with every quote to {country.name}. Empty: none in that language (English is shown instead).</p>
          {LANGUAGES.map((l) => {
            const name = `regulationMessages.${l}`;
            return (
              <label key={l} className="mt-3 block text-sm">
                {LANGUAGE_NAMES[l]}
                <textarea name={`message-${l}`} rows={3} defaultValue={values.messages[l]} aria-invalid={errors[name] ? true : undefined} aria-describedby={describedBy(name, { error: errors[name] })} className={ADMIN_INPUT} />
                <FieldNotes id={name} error={errors[name]} />
              </label>
            );
          })}
        </fieldset>
        <fieldset>
          <legend className="text-lg font-semibold">Ports</legend>
          <AdminField
            name="ports"
            label="Ports it ships to, in order (UN/LOCODE)"
            value={values.ports}
            error={errors.ports}
            hint="Separated by spaces; the first is where a quote goes unless the buyer chooses another. Inland routes start at these ports."
          />
          <details className="mt-2 text-sm">
            <summary className="cursor-pointer">Destination ports and their codes</summary>
            <ul className="mt-2 columns-2 text-slate-700 dark:text-slate-300">
              {destinationPorts.map((p) => (
                <li key={p.code}>
                  <span className="font-mono">{p.code}</span> {p.name} ({p.countryName})
                </li>
              ))}
            </ul>
          </details>
        </fieldset>
        <button type="submit" disabled={busy} className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white disabled:opacity-60">
          Save {country.name}
        </button>
      </Form>
    </div>
  );
}
