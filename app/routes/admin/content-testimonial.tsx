// /admin/content/testimonials/:uuid (or /new): one customer's testimonial: their name, the day, what they
// said in their language, the rating, their country, the vehicle model (named as "Toyota Hiace" it is
// matched to the catalogue, so the model's vehicle pages show it), the person in charge, a photo (cut to
// 4:3) and Draft or Published.
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { countryChoices } from '#domain/content/content-admin.service.ts';
import { IMAGE_FILE_TYPES, LANGUAGE_NAMES, LANGUAGES, PUBLICATION_STATUSES } from '#domain/content/content-kinds.ts';
import { deleteTestimonial, personInChargeChoices, saveTestimonial, testimonialByAdmin } from '#domain/content/testimonial-admin.service.ts';
import { can } from '#domain/staff/roles.ts';
import { ADMIN_INPUT, AdminField, describedBy, FieldNotes } from '../../components/admin-field';
import { contentForm, fileField, loaderRefusal, refusal, textFields } from '../../lib/admin-content.server';
import { ADMIN_PRIVATE, requireStaff } from '../../lib/admin.server';
import { SavedNotice } from '../../components/admin-edit';
import type { Route } from './+types/content-testimonial';

export { ErrorBoundary } from './layout';

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.testimonial?.reviewerName ?? 'New testimonial'} | Testimonials | Back office | Roro Motors` }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const isNew = params.uuid === 'new';
  const viewer = requireStaff(context.ctx, request, { content: [isNew ? 'create' : 'list'] });
  const testimonial = isNew ? null : await testimonialByAdmin(context.ctx, params.uuid);
  if (testimonial instanceof Error) loaderRefusal(testimonial);
  return data(
    {
      testimonial: testimonial && { ...testimonial, reviewedAt: testimonial.reviewedAt.toISOString().slice(0, 10) },
      countries: await countryChoices(context.ctx),
      persons: await personInChargeChoices(context.ctx),
      today: context.ctx.now.toISOString().slice(0, 10),
      canSave: can(viewer, { content: [isNew ? 'create' : 'update'] }),
      canDelete: !isNew && can(viewer, { content: ['delete'] }),
      saved: new URL(request.url).searchParams.get('saved') === '1',
    },
    { headers: ADMIN_PRIVATE },
  );
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const isNew = params.uuid === 'new';
  requireStaff(context.ctx, request, { content: [isNew ? 'create' : 'update'] });
  const form = await contentForm(request);
  const values = textFields(form);
  if (values.intent === 'delete' && !isNew) {
    requireStaff(context.ctx, request, { content: ['delete'] });
    const deleted = await deleteTestimonial(context.ctx, params.uuid);
    if (deleted instanceof Error) return refusal(deleted, values);
    throw redirect('/admin/content/testimonials?saved=deleted', { status: 303, headers: ADMIN_PRIVATE });
  }
  const saved = await saveTestimonial(
    context.ctx,
    isNew ? null : params.uuid,
    {
      reviewerName: values.reviewerName ?? '',
      reviewedAt: values.reviewedAt ?? '',
      content: values.content ?? '',
      language: values.language as never,
      rating: values.rating ?? '',
      countryCode: values.countryCode || null,
      personInChargeUuid: values.personInChargeUuid || null,
      vehicleModel: values.vehicleModel,
      status: values.status as never,
      ...(values.removePhoto === '1' ? { photo: '' } : {}),
    },
    { photo: fileField(form, 'photo'), media: context.ctx.media },
  );
  if (saved instanceof Error) return refusal(saved, values);
  throw redirect(`/admin/content/testimonials/${saved.uuid}?saved=1`, { status: 303, headers: ADMIN_PRIVATE });
}

const BUTTON = 'rounded-md px-4 py-2 text-sm font-semibold disabled:opacity-60';

function Select({ name, label, value, options, error, required = true }: { name: string; label: string; value: string; options: readonly (readonly [string, string])[]; error?: string; required?: boolean }) {
  return (
    <label className="text-sm">
      {label}
      {required ? ' *' : ''}
      <select name={name} defaultValue={value} aria-invalid={error ? true : undefined} aria-describedby={describedBy(name, { error })} className={ADMIN_INPUT}>
        {required ? null : <option value="">—</option>}
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
      <FieldNotes id={name} error={error} />
    </label>
  );
}

export default function ContentTestimonial({ loaderData, actionData }: Route.ComponentProps) {
  const { testimonial: t, countries, persons, today, canSave, canDelete, saved } = loaderData;
  const busy = useNavigation().state === 'submitting';
  const errors: Record<string, string> = actionData?.errors ?? {};
  const values: Record<string, string> = actionData?.values ?? {};
  const value = (field: string, stored: string | number | null | undefined, fallback = '') => values[field] ?? (stored === null || stored === undefined ? fallback : String(stored));
  return (
    <div className="max-w-4xl">
      <p className="text-sm">
        <Link to="/admin/content" className="underline">
          Content
        </Link>
        {' / '}
        <Link to="/admin/content/testimonials" className="underline">
          Testimonials
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{t?.reviewerName ?? 'New testimonial'}</h1>
      {saved ? <SavedNotice>Saved{t?.status === 'Published' ? ': the storefront shows it within a second' : ' as a draft: the storefront does not show it'}.
          {t?.vehicleModel && !t.matchedModel ? ' The vehicle model names no maker and model of the catalogue, so vehicle pages do not show it.' : ''}</SavedNotice> : null}
      {Object.keys(errors).length ? (
        <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-red-800 dark:bg-red-950 dark:text-red-200">
          {errors.form ?? 'Nothing was saved: correct the fields marked below.'}
        </p>
      ) : null}
      <Form method="post" encType="multipart/form-data" className="mt-4 space-y-4" noValidate>
        <div className="grid gap-3 sm:grid-cols-3">
          <AdminField name="reviewerName" label="Customer’s name" required value={value('reviewerName', t?.reviewerName)} error={errors.reviewerName} />
          <AdminField name="reviewedAt" label="Day of the review" type="date" required value={value('reviewedAt', t?.reviewedAt, today)} error={errors.reviewedAt} />
          <Select name="language" label="Language" value={value('language', t?.language, 'en')} options={LANGUAGES.map((l) => [l, LANGUAGE_NAMES[l]] as const)} error={errors.language} />
          <Select name="rating" label="Rating" value={value('rating', t?.rating, '5')} options={[5, 4, 3, 2, 1].map((n) => [String(n), `${n} of 5`] as const)} error={errors.rating} />
          <Select name="countryCode" label="Country" required={false} value={value('countryCode', t?.country?.code)} options={countries.map((c) => [c.code, c.name] as const)} error={errors.countryCode} />
          <Select name="personInChargeUuid" label="Person in charge" required={false} value={value('personInChargeUuid', t?.personInCharge?.uuid)} options={persons.map((p) => [p.uuid, p.name] as const)} error={errors.personInChargeUuid} />
          <AdminField name="vehicleModel" label="Vehicle model" value={value('vehicleModel', t?.vehicleModel)} error={errors.vehicleModel} hint="Maker and model, e.g. Toyota Hiace" />
          <Select name="status" label="Status" value={value('status', t?.status, 'Draft')} options={PUBLICATION_STATUSES.map((s) => [s, s] as const)} error={errors.status} />
        </div>
        <label className="block text-sm">
          What the customer said *
          <textarea name="content" rows={8} defaultValue={value('content', t?.content)} aria-invalid={errors.content ? true : undefined} aria-describedby={describedBy('content', { error: errors.content })} className={ADMIN_INPUT} />
          <FieldNotes id="content" error={errors.content} />
        </label>
        <fieldset className="rounded-md border border-slate-200 p-3 dark:border-slate-800">
          <legend className="px-1 text-sm font-medium">Photo (optional)</legend>
          {t?.photoUrl ? (
            <div className="flex items-end gap-3">
              <img src={t.photoUrl} alt="The current photo" className="h-24 w-32 rounded object-cover" />
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" name="removePhoto" value="1" /> Remove it
              </label>
            </div>
          ) : null}
          <label className="mt-2 block text-sm">
            {t?.photoUrl ? 'Replace with' : 'Photo'} (cut to 4:3, at least 320 × 240)
            <input type="file" name="photo" accept={IMAGE_FILE_TYPES} aria-invalid={errors.photo ? true : undefined} aria-describedby={describedBy('photo', { error: errors.photo })} className="mt-1 block text-sm" />
            <FieldNotes id="photo" error={errors.photo} />
          </label>
        </fieldset>
        <div className="flex flex-wrap gap-3">
          {canSave ? (
            <button type="submit" name="intent" value="save" disabled={busy} className={`${BUTTON} bg-brand-700 text-white`}>
              {t ? 'Save' : 'Create testimonial'}
            </button>
          ) : null}
          {canDelete ? (
            <button
              type="submit"
              name="intent"
              value="delete"
              disabled={busy}
              onClick={(e) => {
                if (!window.confirm('Delete this testimonial?')) e.preventDefault();
              }}
              className={`${BUTTON} ml-auto border border-red-700 text-red-700 dark:text-red-400`}
            >
              Delete testimonial
            </button>
          ) : null}
        </div>
      </Form>
    </div>
  );
}
