// /admin/charges: the Japan-side charges every quote uses and no port or country owns (insurance cover and
// minimum premium, the RoRo minimum volume, container vanning, the inspection certificate, the days that
// judge age limits on arrival, the default loading port). Admins only; one form; a refused change shows
// its message beside the field, or what it would break, and keeps what was typed. Works without JavaScript.
import { data, Form, redirect, useNavigation } from 'react-router';
import { InvalidInputError } from '#domain/errors.ts';
import { CHARGE_FIELDS, type ChargeField } from '#domain/trade/trade-admin-terms.ts';
import { tradeChargesByAdmin, updateTradeCharges } from '#domain/trade/trade-admin.service.ts';
import { AdminField } from '../../components/admin-field';
import { QuoteProblems } from '../../components/quote-problems';
import { ADMIN_PRIVATE, requireStaff } from '../../lib/admin.server';
import { SavedNotice } from '../../components/admin-edit';
import type { Route } from './+types/charges';
import { throwIfError } from '../../lib/service-answer.server';

export { ErrorBoundary } from './layout';

export function meta() {
  return [{ title: 'Japan-side charges | Back office | Roro Motors' }, { name: 'robots', content: 'noindex' }];
}

type Values = Record<ChargeField, string>;

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context.ctx, request, { pricing: ['list'] });
  const charges = await tradeChargesByAdmin(context.ctx);
  throwIfError(charges);
  const values = Object.fromEntries(CHARGE_FIELDS.map((f) => [f.name, String(charges[f.name])])) as Values;
  return data({ values, saved: new URL(request.url).searchParams.has('saved') }, { headers: ADMIN_PRIVATE });
}

export async function action({ context, request }: Route.ActionArgs) {
  requireStaff(context.ctx, request, { pricing: ['update'] });
  const form = await request.formData();
  const values = Object.fromEntries(CHARGE_FIELDS.map((f) => [f.name, String(form.get(f.name) ?? '')])) as Values;
  const result = await updateTradeCharges(context.ctx, values);
  if (result instanceof InvalidInputError) return data({ values, errors: Object.fromEntries(result.issues.map((i) => [i.fieldname, i.message])) as Record<string, string>, problems: result.issues.filter((i) => i.fieldname === 'quotes').map((i) => i.message) }, { status: 400, headers: ADMIN_PRIVATE });
  throwIfError(result);
  throw redirect('/admin/charges?saved=1', { status: 303, headers: ADMIN_PRIVATE });
}

export default function Charges({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.errors ?? {};
  return (
    <div className="max-w-3xl">
      <h1 className="text-2xl font-bold">Japan-side charges</h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">What every quote adds or assumes that belongs to no port or country. Freight is on each port; inspections and surcharges on each country.</p>
      {loaderData.saved ? <SavedNotice>Charges saved: quotes use them within a second.</SavedNotice> : null}
      <QuoteProblems problems={actionData?.problems ?? []} />
      <Form method="post" noValidate aria-label="Japan-side charges" className="mt-6 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
        <div className="grid gap-3 sm:grid-cols-2">
          {CHARGE_FIELDS.map((f) => (
            <AdminField key={f.name} name={f.name} label={f.label} value={values[f.name]} error={errors[f.name]} hint={f.hint} required />
          ))}
        </div>
        <button type="submit" disabled={busy} className="mt-4 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white disabled:opacity-60">
          Save charges
        </button>
      </Form>
    </div>
  );
}
