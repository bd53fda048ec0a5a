// /admin/ports/:code: one destination port: the freight to it from each loading port in Japan (RoRo per m³,
// 20 ft and high-cube container shares, a port charge, transit days), added, changed or removed; the
// clearing charged there before an inland leg; and the inland routes from it (city, country, transport,
// freight, distance, days). Admins only. Each form saves on its own; a refused one shows its messages (or
// what it would break) beside it and keeps what was typed. Works without JavaScript.
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { InvalidInputError } from '#domain/errors.ts';
import { portByAdmin, removeFreight, removeInlandRoute, saveFreight, saveInlandRoute, setClearing } from '#domain/trade/port-admin.service.ts';
import { TRANSPORT_TYPES } from '#domain/trade/trade-admin-terms.ts';
import { ADMIN_INPUT, describedBy, FieldNotes } from '../../components/admin-field';
import { QuoteProblems } from '../../components/quote-problems';
import { ADMIN_PRIVATE, requireStaff } from '../../lib/admin.server';
import { SavedNotice } from '../../components/admin-edit';
import type { Route } from './+types/port';
import { throwIfError } from '../../lib/service-answer.server';

export { ErrorBoundary } from './layout';

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.port.name ?? 'Port'} | Back office | Roro Motors` }, { name: 'robots', content: 'noindex' }];
}

const FREIGHT_FIELDS = [
  { name: 'freightPrice', label: 'RoRo per m³ (JPY)' },
  { name: 'freight20FPrice', label: '20 ft share (JPY)' },
  { name: 'freightHighCubePrice', label: 'High-cube share (JPY)' },
  { name: 'extraPrice', label: 'Port charge (JPY)' },
  { name: 'additionalPriceFieldName', label: 'Port charge name' },
  { name: 'transitDays', label: 'Transit days' },
] as const;
const ROUTE_FIELDS = [
  { name: 'finalDestinationCity', label: 'City' },
  { name: 'inlandFreight', label: 'Inland freight (JPY)' },
  { name: 'distanceKm', label: 'Distance (km)' },
  { name: 'daysMin', label: 'Fewest days' },
  { name: 'daysMax', label: 'Most days' },
  { name: 'via', label: 'Via' },
] as const;

type Values = Record<string, string>;
const text = (v: number | string | null | undefined) => (v === null || v === undefined ? '' : String(v));
const pick = (form: FormData, names: readonly string[]) => Object.fromEntries(names.map((n) => [n, String(form.get(n) ?? '')])) as Values;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireStaff(context.ctx, request, { pricing: ['list'] });
  const port = await portByAdmin(context.ctx, params.code);
  throwIfError(port);
  return data(
    {
      port: { code: port.port.code, name: port.port.name, countryName: port.countryName },
      servedCountries: port.servedCountries,
      freights: port.freights.map((f) => ({
        loadingPortCode: f.loadingPort.code,
        loadingPortName: f.loadingPort.name,
        values: Object.fromEntries(FREIGHT_FIELDS.map((field) => [field.name, text(f[field.name])])) as Values,
      })),
      loadingPortsWithout: port.loadingPortsWithout.map((p) => ({ code: p.code, name: p.name })),
      clearing: text(port.clearing?.clearanceFreight),
      routes: port.routes.map((r) => ({
        uuid: r.uuid,
        values: { countryCode: r.countryCode, transportType: r.transportType, ...Object.fromEntries(ROUTE_FIELDS.map((field) => [field.name, text(r[field.name])])) } as Values,
      })),
      saved: new URL(request.url).searchParams.get('saved'),
    },
    { headers: ADMIN_PRIVATE },
  );
}

export async function action({ context, request, params }: Route.ActionArgs) {
  requireStaff(context.ctx, request, { pricing: ['update'] });
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const loadingPortCode = String(form.get('loadingPortCode') ?? '');
  const uuid = String(form.get('uuid') ?? '');
  let key = intent;
  let values: Values = {};
  let result;
  if (intent === 'freight') {
    key = `freight-${form.get('row') === 'new' ? 'new' : loadingPortCode}`;
    values = pick(form, ['loadingPortCode', ...FREIGHT_FIELDS.map((f) => f.name)]);
    result = await saveFreight(context.ctx, params.code, values);
  } else if (intent === 'remove-freight') {
    key = `freight-${loadingPortCode}`;
    result = await removeFreight(context.ctx, params.code, loadingPortCode);
  } else if (intent === 'clearing') {
    values = pick(form, ['clearanceFreight']);
    result = await setClearing(context.ctx, params.code, { clearanceFreight: values.clearanceFreight! });
  } else if (intent === 'route') {
    key = `route-${uuid || 'new'}`;
    values = pick(form, ['countryCode', 'transportType', ...ROUTE_FIELDS.map((f) => f.name)]);
    result = await saveInlandRoute(context.ctx, params.code, uuid || null, values);
  } else if (intent === 'remove-route') {
    key = `route-${uuid}`;
    result = await removeInlandRoute(context.ctx, params.code, uuid);
  } else {
    return data({ key, values, errors: { form: 'Choose what to save.' } as Values, problems: [] as string[] }, { status: 400, headers: ADMIN_PRIVATE });
  }
  if (result instanceof InvalidInputError) {
    const errors = Object.fromEntries(result.issues.map((i) => [i.fieldname, i.message])) as Values;
    return data({ key, values, errors, problems: result.issues.filter((i) => i.fieldname === 'quotes').map((i) => i.message) }, { status: 400, headers: ADMIN_PRIVATE });
  }
  throwIfError(result);
  throw redirect(`/admin/ports/${params.code.toUpperCase()}?saved=${intent}`, { status: 303, headers: ADMIN_PRIVATE });
}

const SAVED: Record<string, string> = {
  freight: 'Freight saved',
  'remove-freight': 'Freight removed: vehicles loaded there are priced with the default loading port’s freight',
  clearing: 'Clearing saved',
  route: 'Inland route saved',
  'remove-route': 'Inland route removed',
};

/** One labelled input of a form among several on the page: ids carry the form's key. */
function Field({ form, name, label, value, error, type = 'text' }: { form: string; name: string; label: string; value: string; error?: string; type?: string }) {
  const id = `${form}-${name}`;
  return (
    <label className="text-sm" htmlFor={id}>
      {label}
      <input id={id} name={name} type={type} defaultValue={value} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, { error })} className={ADMIN_INPUT} />
      <FieldNotes id={id} error={error} />
    </label>
  );
}

const CARD = 'mt-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900';
const SAVE = 'rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white disabled:opacity-60';
const REMOVE = 'rounded-md border border-red-700 px-3 py-1.5 text-sm font-semibold text-red-700 disabled:opacity-60 dark:border-red-300 dark:text-red-300';

export default function AdminPort({ loaderData, actionData }: Route.ComponentProps) {
  const { port, servedCountries, freights, loadingPortsWithout, clearing, routes, saved } = loaderData;
  const busy = useNavigation().state === 'submitting';
  /** What the form of `key` shows: what was typed when it was refused, else what is stored. */
  const stateOf = (key: string, stored: Values) => (actionData?.key === key ? { values: { ...stored, ...actionData.values }, errors: actionData.errors, problems: actionData.problems } : { values: stored, errors: {} as Values, problems: [] as string[] });
  const newFreight = stateOf('freight-new', { loadingPortCode: loadingPortsWithout[0]?.code ?? '' });
  const clearingForm = stateOf('clearing', { clearanceFreight: clearing });
  const newRoute = stateOf('route-new', { countryCode: servedCountries[0]?.code ?? '', transportType: TRANSPORT_TYPES[0] });
  return (
    <div className="max-w-4xl">
      <p className="text-sm">
        <Link to="/admin/ports" className="underline">
          Ports and freight
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">
        {port.name} <span className="font-mono text-lg text-slate-600 dark:text-slate-300">{port.code}</span>
      </h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        In {port.countryName}; shipped to by {servedCountries.map((c) => c.name).join(', ') || 'no country yet'}.
      </p>
      {saved && SAVED[saved] ? <SavedNotice>{SAVED[saved]}: quotes use it within a second.</SavedNotice> : null}

      <h2 className="mt-6 text-lg font-semibold">Freight by loading port</h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">Leave a method empty where it does not run. A vehicle whose loading port has no freight here is priced with the default loading port’s.</p>
      {freights.map((f) => {
        const key = `freight-${f.loadingPortCode}`;
        const state = stateOf(key, f.values);
        return (
          <Form key={key} method="post" noValidate aria-label={`Freight from ${f.loadingPortName}`} className={CARD} data-testid="freight-form">
            <h3 className="font-semibold">From {f.loadingPortName}</h3>
            <QuoteProblems problems={state.problems} />
            <input type="hidden" name="loadingPortCode" value={f.loadingPortCode} />
            <div className="mt-2 grid gap-3 sm:grid-cols-3">
              {FREIGHT_FIELDS.map((field) => (
                <Field key={field.name} form={key} name={field.name} label={field.label} value={state.values[field.name] ?? ''} error={state.errors[field.name]} />
              ))}
            </div>
            <div className="mt-3 flex gap-2">
              <button type="submit" name="intent" value="freight" disabled={busy} className={SAVE}>
                Save freight from {f.loadingPortName}
              </button>
              <button type="submit" name="intent" value="remove-freight" disabled={busy} className={REMOVE}>
                Remove
              </button>
            </div>
          </Form>
        );
      })}
      {loadingPortsWithout.length ? (
        <Form method="post" noValidate aria-label="New freight" className={CARD}>
          <h3 className="font-semibold">Add freight from another loading port</h3>
          <QuoteProblems problems={newFreight.problems} />
          <input type="hidden" name="row" value="new" />
          <div className="mt-2 grid gap-3 sm:grid-cols-3">
            <label className="text-sm" htmlFor="freight-new-loadingPortCode">
              Loading port
              <select id="freight-new-loadingPortCode" name="loadingPortCode" defaultValue={newFreight.values.loadingPortCode} className={ADMIN_INPUT}>
                {loadingPortsWithout.map((p) => (
                  <option key={p.code} value={p.code}>
                    {p.name}
                  </option>
                ))}
              </select>
              <FieldNotes id="freight-new-loadingPortCode" error={newFreight.errors.loadingPortCode} />
            </label>
            {FREIGHT_FIELDS.map((field) => (
              <Field key={field.name} form="freight-new" name={field.name} label={field.label} value={newFreight.values[field.name] ?? ''} error={newFreight.errors[field.name]} />
            ))}
          </div>
          <button type="submit" name="intent" value="freight" disabled={busy} className={`mt-3 ${SAVE}`}>
            Add freight
          </button>
        </Form>
      ) : null}

      <h2 className="mt-8 text-lg font-semibold">Clearing</h2>
      <Form method="post" noValidate aria-label="Clearing" className={CARD}>
        <QuoteProblems problems={clearingForm.problems} />
        <div className="flex flex-wrap items-end gap-3">
          <Field form="clearing" name="clearanceFreight" label="Charged before an inland leg (JPY); empty for none" value={clearingForm.values.clearanceFreight ?? ''} error={clearingForm.errors.clearanceFreight} />
          <button type="submit" name="intent" value="clearing" disabled={busy} className={SAVE}>
            Save clearing
          </button>
        </div>
      </Form>

      <h2 className="mt-8 text-lg font-semibold">Inland routes from {port.name}</h2>
      {routes.map((r) => (
        <RouteForm key={r.uuid} id={`route-${r.uuid}`} uuid={r.uuid} countries={servedCountries} busy={busy} {...stateOf(`route-${r.uuid}`, r.values)} />
      ))}
      {servedCountries.length ? (
        <RouteForm id="route-new" uuid="" countries={servedCountries} busy={busy} {...newRoute} />
      ) : (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">No country ships through {port.name}: add it to a country first.</p>
      )}
    </div>
  );
}

function RouteForm({ id, uuid, countries, busy, values, errors, problems }: { id: string; uuid: string; countries: { code: string; name: string }[]; busy: boolean; values: Values; errors: Values; problems: string[] }) {
  return (
    <Form method="post" noValidate aria-label={uuid ? `Route to ${values.finalDestinationCity} by ${values.transportType}` : 'New inland route'} className={CARD} data-testid="route-form">
      {uuid ? null : <h3 className="font-semibold">Add an inland route</h3>}
      <QuoteProblems problems={problems} />
      <input type="hidden" name="uuid" value={uuid} />
      <div className="grid gap-3 sm:grid-cols-4">
        <label className="text-sm" htmlFor={`${id}-countryCode`}>
          Country
          <select id={`${id}-countryCode`} name="countryCode" defaultValue={values.countryCode} className={ADMIN_INPUT} aria-describedby={describedBy(`${id}-countryCode`, { error: errors.countryCode })}>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
          <FieldNotes id={`${id}-countryCode`} error={errors.countryCode} />
        </label>
        <label className="text-sm" htmlFor={`${id}-transportType`}>
          Transport
          <select id={`${id}-transportType`} name="transportType" defaultValue={values.transportType} className={ADMIN_INPUT} aria-describedby={describedBy(`${id}-transportType`, { error: errors.transportType })}>
            {TRANSPORT_TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
          <FieldNotes id={`${id}-transportType`} error={errors.transportType} />
        </label>
        {ROUTE_FIELDS.map((field) => (
          <Field key={field.name} form={id} name={field.name} label={field.label} value={values[field.name] ?? ''} error={errors[field.name]} />
        ))}
      </div>
      <div className="mt-3 flex gap-2">
        <button type="submit" name="intent" value="route" disabled={busy} className={SAVE}>
          {uuid ? 'Save route' : 'Add route'}
        </button>
        {uuid ? (
          <button type="submit" name="intent" value="remove-route" disabled={busy} className={REMOVE}>
            Remove
          </button>
        ) : null}
      </div>
    </Form>
  );
}
