// /admin/persons-in-charge: the sales staff buyers talk to (name, WhatsApp, e-mail, languages, markets),
// with how many buyers each has; a form adds one, and each opens its page to edit or remove.
import { data, Form, Link, useNavigation } from 'react-router';
import { InvalidInputError } from '#domain/errors.ts';
import { listPersonsInCharge, savePersonInCharge } from '#domain/staff/persons-in-charge.service.ts';
import { can } from '#domain/staff/roles.ts';
import { AdminField } from '../../components/admin-field';
import { ADMIN_PRIVATE, requireStaff } from '../../lib/admin.server';
import type { Route } from './+types/persons-in-charge';
import { scrollRegion } from '../../lib/scroll-region';
import { throwIfError } from '../../lib/service-answer.server';

export { ErrorBoundary } from './layout';

export async function loader({ context, request }: Route.LoaderArgs) {
  const viewer = requireStaff(context.ctx, request, { personInCharge: ['list'] });
  const persons = await listPersonsInCharge(context.ctx);
  throwIfError(persons);
  return data({ persons, canManage: can(viewer, { personInCharge: ['manage'] }), added: new URL(request.url).searchParams.get('added') }, { headers: ADMIN_PRIVATE });
}

export async function action({ context, request }: Route.ActionArgs) {
  requireStaff(context.ctx, request, { personInCharge: ['manage'] });
  const form = Object.fromEntries([...(await request.formData()).entries()].map(([k, v]) => [k, String(v)]));
  const saved = await savePersonInCharge(context.ctx, null, form);
  if (saved instanceof InvalidInputError) return data({ errors: Object.fromEntries(saved.issues.map((i) => [i.fieldname, i.message])), values: form }, { status: 400, headers: ADMIN_PRIVATE });
  throwIfError(saved);
  return new Response(null, { status: 303, headers: { location: `/admin/persons-in-charge?added=${encodeURIComponent(saved.name)}`, ...ADMIN_PRIVATE } });
}

export default function PersonsInCharge({ loaderData, actionData }: Route.ComponentProps) {
  const { persons, canManage, added } = loaderData;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const values: Record<string, string> = actionData?.values ?? {};
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="max-w-5xl">
      <h1 className="text-2xl font-bold">Persons in charge</h1>
      {added ? (
        <p role="status" className="mt-4 rounded-md bg-emerald-50 p-3 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200" data-testid="saved">
          {added} is added.
        </p>
      ) : null}
      <div className="mt-4 overflow-x-auto" {...scrollRegion('Persons in charge')}>
        <table className="w-full text-left text-sm" data-testid="persons-table">
          <thead className="text-slate-600 dark:text-slate-300">
            <tr>
              {['Name', 'WhatsApp', 'E-mail', 'Languages', 'Markets', 'Buyers', 'Order'].map((h) => (
                <th key={h} scope="col" className="py-2 pr-4 font-medium">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {persons.map((p) => (
              <tr key={p.uuid} className="border-t border-slate-200 dark:border-slate-800">
                <td className="py-1.5 pr-4">
                  <Link to={`/admin/persons-in-charge/${p.uuid}`} className="font-medium text-brand-700 underline dark:text-brand-100">
                    {p.name}
                  </Link>
                </td>
                <td className="py-1.5 pr-4">{p.whatsAppNumber ?? '—'}</td>
                <td className="py-1.5 pr-4">{p.email ?? '—'}</td>
                <td className="py-1.5 pr-4">{p.languages.join(', ')}</td>
                <td className="py-1.5 pr-4">{p.markets.join(', ')}</td>
                <td className="py-1.5 pr-4 tabular-nums">{p.buyers}</td>
                <td className="py-1.5 pr-4 tabular-nums">{p.sortOrder}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {canManage ? (
        <section aria-labelledby="add-heading" className="mt-8">
          <h2 id="add-heading" className="text-lg font-semibold">
            Add a person in charge
          </h2>
          <PersonForm errors={errors} values={values} busy={busy} submit="Add" />
        </section>
      ) : null}
    </div>
  );
}

export function PersonForm({ errors, values, busy, submit, intent }: { errors: Record<string, string>; values: Record<string, string>; busy: boolean; submit: string; intent?: string }) {
  return (
    <Form method="post" className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-3" noValidate>
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <AdminField name="name" label="Name" value={values.name ?? ''} error={errors.name} required />
      <AdminField name="whatsAppNumber" label="WhatsApp number" value={values.whatsAppNumber ?? ''} error={errors.whatsAppNumber} hint="With the country code: +81-90-1234-5678" />
      <AdminField name="email" label="E-mail" type="email" value={values.email ?? ''} error={errors.email} />
      <AdminField name="languages" label="Languages" value={values.languages ?? ''} error={errors.languages} hint="Two-letter codes: ja, en, sw" />
      <AdminField name="markets" label="Markets" value={values.markets ?? ''} error={errors.markets} hint="Country codes: KE, TZ, UG" />
      <AdminField name="sortOrder" label="Order on the WhatsApp page" type="number" value={values.sortOrder ?? '0'} error={errors.sortOrder} />
      {errors.form ? (
        <p role="alert" className="text-sm text-red-700 sm:col-span-3 dark:text-red-400">
          {errors.form}
        </p>
      ) : null}
      <div className="sm:col-span-3">
        <button type="submit" disabled={busy} className="rounded-md bg-brand-700 px-5 py-2 text-sm font-semibold text-white">
          {submit}
        </button>
      </div>
    </Form>
  );
}
