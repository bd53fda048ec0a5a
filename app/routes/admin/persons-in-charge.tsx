// /admin/persons-in-charge: the sales staff buyers talk to (name, WhatsApp, e-mail, languages, markets),
// with how many buyers each has; a form adds one, and each opens its page to edit or remove.
import { data, Form, useNavigation } from 'react-router';
import { InvalidInputError } from '#domain/errors.ts';
import { listPersonsInCharge, savePersonInCharge } from '#domain/staff/persons-in-charge.service.ts';
import { can } from '#domain/staff/roles.ts';
import { AdminField } from '../../components/admin-field';
import { ADMIN_PRIVATE, requireStaff } from '../../lib/admin.server';
import { adminColumns, AdminDataTable, RecordLink } from '../../components/admin-list';
import { SavedNotice } from '../../components/admin-edit';
import { refusedSave } from '../../lib/admin-form.server';
import type { Route } from './+types/persons-in-charge';
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
  if (saved instanceof InvalidInputError) return refusedSave(saved, form);
  throwIfError(saved);
  return new Response(null, { status: 303, headers: { location: `/admin/persons-in-charge?added=${encodeURIComponent(saved.name)}`, ...ADMIN_PRIVATE } });
}

type Row = Route.ComponentProps['loaderData']['persons'][number];
const column = adminColumns<Row>();
const columns = column.columns([
  column.accessor('name', { header: 'Name', cell: (c) => <RecordLink to={`/admin/persons-in-charge/${c.row.original.uuid}`}>{c.getValue()}</RecordLink> }),
  column.accessor('whatsAppNumber', { header: 'WhatsApp', cell: (c) => c.getValue() ?? '—' }),
  column.accessor('email', { header: 'E-mail', cell: (c) => c.getValue() ?? '—' }),
  column.accessor('languages', { header: 'Languages', enableSorting: false, cell: (c) => c.getValue().join(', ') }),
  column.accessor('markets', { header: 'Markets', enableSorting: false, cell: (c) => c.getValue().join(', ') }),
  column.accessor('buyers', { header: 'Buyers', meta: { className: 'tabular-nums' } }),
  column.accessor('sortOrder', { header: 'Order', meta: { className: 'tabular-nums' } }),
]);

export default function PersonsInCharge({ loaderData, actionData }: Route.ComponentProps) {
  const { persons, canManage, added } = loaderData;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const values: Record<string, string> = actionData?.values ?? {};
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="max-w-5xl">
      <h1 className="text-2xl font-bold">Persons in charge</h1>
      {added ? <SavedNotice>{added} is added.</SavedNotice> : null}
      <AdminDataTable columns={columns} rows={persons} getRowId={(p) => p.uuid} label="Persons in charge" empty="No person in charge yet." testId="persons-table" />
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
