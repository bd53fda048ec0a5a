// /admin/content/banners/:uuid (or /new): one banner: where it shows, its language, its pictures for
// computers (1600 × 500) and phones (800 × 600), its description, where it leads, its order, an optional
// date window and Draft or Published. Pictures sent replace the stored ones; a new banner needs both.
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { bannerByAdmin, deleteBanner, saveBanner } from '#domain/content/banner-admin.service.ts';
import { BANNER_TYPE_LABELS, BANNER_TYPES, IMAGE_FILE_TYPES, LANGUAGE_NAMES, LANGUAGES, PUBLICATION_STATUSES } from '#domain/content/content-kinds.ts';
import { can } from '#domain/staff/roles.ts';
import { ADMIN_INPUT, AdminField, describedBy, FieldNotes } from '../../components/admin-field';
import { contentForm, fileField, loaderRefusal, refusal, textFields } from '../../lib/admin-content.server';
import { ADMIN_PRIVATE, requireStaff } from '../../lib/admin.server';
import { SavedNotice } from '../../components/admin-edit';
import type { Route } from './+types/content-banner';

export { ErrorBoundary } from './layout';

export function meta({ data: loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.banner?.alt ?? 'New banner'} | Banners | Back office | Roro Motors` }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const isNew = params.uuid === 'new';
  const viewer = requireStaff(context.ctx, request, { content: [isNew ? 'create' : 'list'] });
  const banner = isNew ? null : await bannerByAdmin(context.ctx, params.uuid);
  if (banner instanceof Error) loaderRefusal(banner);
  const iso = (d: Date | null) => d?.toISOString().slice(0, 16) ?? '';
  return data(
    {
      banner: banner && { ...banner, startsAt: iso(banner.startsAt), endsAt: iso(banner.endsAt) },
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
    const deleted = await deleteBanner(context.ctx, params.uuid);
    if (deleted instanceof Error) return refusal(deleted, values);
    throw redirect('/admin/content/banners?saved=deleted', { status: 303, headers: ADMIN_PRIVATE });
  }
  const saved = await saveBanner(
    context.ctx,
    isNew ? null : params.uuid,
    { bannerType: values.bannerType as never, language: values.language as never, alt: values.alt ?? '', url: values.url ?? '', sortOrder: values.sortOrder ?? '0', status: values.status as never, startsAt: values.startsAt, endsAt: values.endsAt },
    { pcImage: fileField(form, 'pcImage'), spImage: fileField(form, 'spImage'), media: context.ctx.media },
  );
  if (saved instanceof Error) return refusal(saved, values);
  throw redirect(`/admin/content/banners/${saved.uuid}?saved=1`, { status: 303, headers: ADMIN_PRIVATE });
}

const BUTTON = 'rounded-md px-4 py-2 text-sm font-semibold disabled:opacity-60';

function Select({ name, label, value, options, error }: { name: string; label: string; value: string; options: readonly (readonly [string, string])[]; error?: string }) {
  return (
    <label className="text-sm">
      {label} *
      <select name={name} defaultValue={value} aria-invalid={error ? true : undefined} aria-describedby={describedBy(name, { error })} className={ADMIN_INPUT}>
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

function PictureField({ name, label, current, error, required }: { name: string; label: string; current: string | null; error?: string; required: boolean }) {
  const hint = current ? 'Choose a file to replace it.' : 'JPEG, PNG, WebP or AVIF; it is cut to the frame.';
  return (
    <label className="text-sm">
      {label}
      {required ? ' *' : ''}
      {current ? <img src={current} alt="" className="mt-1 max-h-40 w-auto rounded" /> : null}
      <input type="file" name={name} accept={IMAGE_FILE_TYPES} aria-invalid={error ? true : undefined} aria-describedby={describedBy(name, { hint, error })} className="mt-1 block text-sm" />
      <FieldNotes id={name} hint={hint} error={error} />
    </label>
  );
}

export default function ContentBanner({ loaderData, actionData }: Route.ComponentProps) {
  const { banner, canSave, canDelete, saved } = loaderData;
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
        <Link to="/admin/content/banners" className="underline">
          Banners
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{banner?.alt ?? 'New banner'}</h1>
      {saved ? <SavedNotice>Saved: the top page shows it within a second{banner?.state === 'Published' ? '' : ' (once it is published and its window has begun)'}.</SavedNotice> : null}
      {Object.keys(errors).length ? (
        <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-red-800 dark:bg-red-950 dark:text-red-200">
          {errors.form ?? 'Nothing was saved: correct the fields marked below.'}
        </p>
      ) : null}
      <Form method="post" encType="multipart/form-data" className="mt-4 space-y-4" noValidate>
        <div className="grid gap-3 sm:grid-cols-3">
          <Select name="bannerType" label="Where it shows" value={value('bannerType', banner?.bannerType, 'top-banner')} options={BANNER_TYPES.map((t) => [t, BANNER_TYPE_LABELS[t]] as const)} error={errors.bannerType} />
          <Select name="language" label="Language" value={value('language', banner?.language, 'en')} options={LANGUAGES.map((l) => [l, LANGUAGE_NAMES[l]] as const)} error={errors.language} />
          <Select name="status" label="Status" value={value('status', banner?.status, 'Draft')} options={PUBLICATION_STATUSES.map((s) => [s, s] as const)} error={errors.status} />
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <AdminField name="alt" label="What the picture says (for screen readers)" required value={value('alt', banner?.alt)} error={errors.alt} />
          <AdminField name="url" label="Where it leads" required value={value('url', banner?.url)} error={errors.url} hint="A site page without the language (/stocklist?maker=Toyota) or https://…" />
          <AdminField name="sortOrder" label="Order (smaller first)" type="number" value={value('sortOrder', banner?.sortOrder, '0')} error={errors.sortOrder} />
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <AdminField name="startsAt" label="Shown from (UTC, optional)" type="datetime-local" value={value('startsAt', banner?.startsAt)} error={errors.startsAt} />
          <AdminField name="endsAt" label="Shown until (UTC, optional)" type="datetime-local" value={value('endsAt', banner?.endsAt)} error={errors.endsAt} />
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <PictureField name="pcImage" label="Picture for computers (1600 × 500)" current={banner?.pcImageUrl ?? null} error={errors.pcImage} required={!banner} />
          <PictureField name="spImage" label="Picture for phones (800 × 600)" current={banner?.spImageUrl ?? null} error={errors.spImage} required={!banner} />
        </div>
        <div className="flex flex-wrap gap-3">
          {canSave ? (
            <button type="submit" name="intent" value="save" disabled={busy} className={`${BUTTON} bg-brand-700 text-white`}>
              {banner ? 'Save' : 'Create banner'}
            </button>
          ) : null}
          {canDelete ? (
            <button
              type="submit"
              name="intent"
              value="delete"
              disabled={busy}
              onClick={(e) => {
                if (!window.confirm('Delete this banner?')) e.preventDefault();
              }}
              className={`${BUTTON} ml-auto border border-red-700 text-red-700 dark:text-red-400`}
            >
              Delete banner
            </button>
          ) : null}
        </div>
      </Form>
    </div>
  );
}
