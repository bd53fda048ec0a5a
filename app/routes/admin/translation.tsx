// /admin/translations/:key: one interface text in the four languages, saved together. Each is checked
// against the English text's {placeholders}; a refusal shows on its language and nothing is saved. An
// emptied language is deleted (the page shows English); the change is on the site within a second.
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { LANGUAGES, type Language } from '#domain/context.ts';
import { InvalidInputError } from '#domain/errors.ts';
import { placeholdersOf, saveTranslations, translationByAdmin } from '#domain/content/translation-admin.service.ts';
import { ADMIN_INPUT, describedBy, FieldNotes } from '../../components/admin-field';
import { ADMIN_PRIVATE, requireStaff } from '../../lib/admin.server';
import { SavedNotice } from '../../components/admin-edit';
import { refusedSave } from '../../lib/admin-form.server';
import type { Route } from './+types/translation';
import { throwIfError } from '../../lib/service-answer.server';

export { ErrorBoundary } from './layout';

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `${params.key} | Translations | Back office | Roro Motors` }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireStaff(context.ctx, request, { content: ['list'] });
  const row = await translationByAdmin(context.ctx, params.key);
  throwIfError(row);
  return data({ row, placeholders: placeholdersOf(row.texts.en ?? ''), saved: new URL(request.url).searchParams.get('saved') === '1' }, { headers: ADMIN_PRIVATE });
}

export async function action({ context, request, params }: Route.ActionArgs) {
  requireStaff(context.ctx, request, { content: ['update'] });
  const form = await request.formData();
  const texts = Object.fromEntries(LANGUAGES.flatMap((l) => (typeof form.get(l) === 'string' ? [[l, String(form.get(l))]] : []))) as Partial<Record<Language, string>>;
  const result = await saveTranslations(context.ctx, params.key, texts);
  if (result instanceof InvalidInputError) {
    return refusedSave(result, texts);
  }
  throwIfError(result);
  throw redirect(`/admin/translations/${encodeURIComponent(params.key)}?saved=1`, { status: 303, headers: ADMIN_PRIVATE });
}

const LANGUAGE_NAMES = { en: 'English', fr: 'French', pt: 'Portuguese', ru: 'Russian' } as const;

export default function Translation({ loaderData, actionData }: Route.ComponentProps) {
  const { row, placeholders, saved } = loaderData;
  const busy = useNavigation().state === 'submitting';
  const errors: Record<string, string> = actionData?.errors ?? {};
  const hint = placeholders.length ? `Keep ${placeholders.map((p) => `{${p}}`).join(', ')}: the page fills ${placeholders.length === 1 ? 'it' : 'them'} in.` : null;
  return (
    <div className="max-w-4xl">
      <p className="text-sm">
        <Link to="/admin/translations" className="underline">
          Translations
        </Link>
      </p>
      <h1 className="mt-2 break-words font-mono text-2xl font-bold">{row.key}</h1>
      {saved ? <SavedNotice>Saved: the site shows it within a second.</SavedNotice> : null}
      {Object.keys(errors).length ? (
        <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-red-800 dark:bg-red-950 dark:text-red-200">
          Nothing was saved: correct the texts marked below.
        </p>
      ) : null}
      <Form method="post" className="mt-4 space-y-4" noValidate>
        {LANGUAGES.map((l) => (
          <label key={l} className="block text-sm">
            <span className="font-semibold">
              {LANGUAGE_NAMES[l]}
              {l === 'en' ? ' *' : ''}
            </span>
            {!row.texts[l]?.trim() ? <span className="ml-2 text-red-700 dark:text-red-400">missing: the page shows English</span> : null}
            <textarea
              name={l}
              rows={3}
              lang={l}
              defaultValue={actionData?.values[l] ?? row.texts[l] ?? ''}
              required={l === 'en'}
              aria-invalid={errors[l] ? true : undefined}
              aria-describedby={describedBy(`text-${l}`, { hint, error: errors[l] })}
              className={ADMIN_INPUT}
            />
            <FieldNotes id={`text-${l}`} hint={hint} error={errors[l]} />
          </label>
        ))}
        <button type="submit" disabled={busy} className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white disabled:opacity-60">
          Save
        </button>
      </Form>
    </div>
  );
}
