// /admin/persons-in-charge/:uuid: edit one person in charge, or remove them once no buyer has them.
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { InvalidInputError } from '#domain/errors.ts';
import { deletePersonInCharge, personInChargeByAdmin, savePersonInCharge } from '#domain/staff/persons-in-charge.service.ts';
import { can } from '#domain/staff/roles.ts';
import { ADMIN_PRIVATE, requireStaff } from '../../lib/admin.server';
import { PersonForm } from './persons-in-charge';
import { SavedNotice } from '../../components/admin-edit';
import { refusedSave } from '../../lib/admin-form.server';
import type { Route } from './+types/person-in-charge';
import { throwIfError } from '../../lib/service-answer.server';

export { ErrorBoundary } from './layout';

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const viewer = requireStaff(context.ctx, request, { personInCharge: ['list'] });
  const person = await personInChargeByAdmin(context.ctx, params.uuid);
  throwIfError(person);
  return data({ person, canManage: can(viewer, { personInCharge: ['manage'] }), saved: new URL(request.url).searchParams.has('saved') }, { headers: ADMIN_PRIVATE });
}

export async function action({ context, request, params }: Route.ActionArgs) {
  requireStaff(context.ctx, request, { personInCharge: ['manage'] });
  const form = Object.fromEntries([...(await request.formData()).entries()].map(([k, v]) => [k, String(v)]));
  const answer = form.intent === 'delete' ? await deletePersonInCharge(context.ctx, params.uuid) : await savePersonInCharge(context.ctx, params.uuid, form);
  if (answer instanceof InvalidInputError) return refusedSave(answer, form);
  throwIfError(answer);
  throw redirect(form.intent === 'delete' ? '/admin/persons-in-charge' : `/admin/persons-in-charge/${params.uuid}?saved`, { headers: ADMIN_PRIVATE });
}

export default function PersonInCharge({ loaderData, actionData }: Route.ComponentProps) {
  const { person, canManage, saved } = loaderData;
  const busy = useNavigation().state === 'submitting';
  const stored = { name: person.name, whatsAppNumber: person.whatsAppNumber ?? '', email: person.email ?? '', languages: person.languages.join(', '), markets: person.markets.join(', '), sortOrder: String(person.sortOrder) };
  const errors: Record<string, string> = actionData?.errors ?? {};
  const sent: Record<string, string> | undefined = actionData?.values;
  return (
    <div className="max-w-4xl">
      <p className="text-sm">
        <Link to="/admin/persons-in-charge" className="underline">
          Persons in charge
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{person.name}</h1>
      <p className="text-slate-600 dark:text-slate-300">
        {person.buyers === 1 ? '1 buyer' : `${person.buyers} buyers`} assigned · named in {person.testimonials === 1 ? '1 testimonial' : `${person.testimonials} testimonials`}
      </p>
      {saved ? <SavedNotice>Saved.</SavedNotice> : null}
      {canManage ? (
        <>
          <PersonForm errors={sent?.intent === 'delete' ? {} : errors} values={sent && sent.intent !== 'delete' ? sent : stored} busy={busy} submit="Save" intent="save" />
          <Form method="post" className="mt-8 border-t border-slate-200 pt-4 dark:border-slate-800">
            <input type="hidden" name="intent" value="delete" />
            {sent?.intent === 'delete' && errors.form ? (
              <p role="alert" className="mb-2 text-sm text-red-700 dark:text-red-400" data-testid="delete-refused">
                {errors.form}
              </p>
            ) : null}
            <button type="submit" disabled={busy} className="rounded-md border border-red-300 px-4 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950">
              Remove {person.name}
            </button>
          </Form>
        </>
      ) : null}
    </div>
  );
}
