// /admin/content/{news,pages,country-pages}/:name?language=fr: one name's version in one language, with a
// tab for each language (the missing ones marked). The editor writes the text (ADR 028); the version has
// a status (Draft or Published) and a publish date, pages their header pictures, country pages their
// country. "Preview" shows the text as the storefront will, cleaned as it will be, without saving;
// "Save" stores it and the storefront shows it within a second; "Delete" removes this language only.
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { articleByAdmin, countryChoices, deleteArticle, saveArticle } from '#domain/content/content-admin.service.ts';
import { ARTICLE_KIND_LABELS, CONTENT_NAME, IMAGE_FILE_TYPES, isArticleKind, LANGUAGE_NAMES, LANGUAGES, PUBLICATION_STATUSES, storefrontPath } from '#domain/content/content-kinds.ts';
import { sanitizeHtml } from '#domain/content/html.ts';
import { isLanguage, type Language } from '#domain/context.ts';
import { NotFoundError } from '#domain/errors.ts';
import { can } from '#domain/staff/roles.ts';
import { ADMIN_INPUT, AdminField, describedBy, FieldNotes } from '../../components/admin-field';
import { RichTextEditor } from '../../components/admin-rich-editor';
import { RichContent } from '../../components/rich-content';
import { contentForm, fileField, refusal, textFields } from '../../lib/admin-content.server';
import { ADMIN_PRIVATE, requireStaff } from '../../lib/admin.server';
import { useKeptEdits } from '../../lib/hydration';
import { SavedNotice } from '../../components/admin-edit';
import type { Route } from './+types/content-article';
import { answerFor } from '../../lib/service-answer.server';

export { ErrorBoundary } from './layout';

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `${params.name} | ${isArticleKind(params.kind) ? ARTICLE_KIND_LABELS[params.kind].plural : 'Content'} | Back office | Roro Motors` }, { name: 'robots', content: 'noindex' }];
}

function kindAndName(params: { kind: string; name: string }) {
  if (!isArticleKind(params.kind) || !CONTENT_NAME.test(params.name)) throw data(null, { status: 404 });
  return { kind: params.kind, name: params.name };
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const viewer = requireStaff(context.ctx, request, { content: ['list'] });
  const { kind, name } = kindAndName(params);
  const query = new URL(request.url).searchParams;
  const language: Language = isLanguage(query.get('language')) ? (query.get('language') as Language) : 'en';
  const article = await articleByAdmin(context.ctx, kind, name);
  if (article instanceof Error && !(article instanceof NotFoundError)) throw answerFor(article);
  const found = article instanceof NotFoundError ? null : article;
  const version = found?.versions.find((v) => v.language === language) ?? null;
  return data(
    {
      kind,
      name,
      language,
      country: found?.country ?? null,
      tabs: LANGUAGES.map((l) => ({ language: l, state: found?.versions.find((v) => v.language === l)?.state ?? null })),
      version: version && { ...version, publishedAt: version.publishedAt.toISOString(), updatedAt: version.updatedAt.toISOString() },
      countries: kind === 'country-pages' ? await countryChoices(context.ctx) : [],
      saved: query.get('saved'),
      now: context.ctx.now.toISOString(),
      canSave: can(viewer, { content: [version ? 'update' : 'create'] }),
      canDelete: Boolean(version) && can(viewer, { content: ['delete'] }),
      storefront: storefrontPath(kind, name, language),
      updatedAt: iso(version?.updatedAt ?? null),
    },
    { headers: ADMIN_PRIVATE },
  );
}

export async function action({ context, request, params }: Route.ActionArgs) {
  requireStaff(context.ctx, request, { content: ['update'] });
  const { kind, name } = kindAndName(params);
  const form = await contentForm(request);
  const values = textFields(form);
  const language = isLanguage(values.language) ? values.language : null;
  if (!language) return refusal(new NotFoundError('No such language.'), values);
  const back = `/admin/content/${kind}/${name}?language=${language}`;
  if (values.intent === 'delete') {
    requireStaff(context.ctx, request, { content: ['delete'] });
    const deleted = await deleteArticle(context.ctx, kind, name, language);
    if (deleted instanceof Error) return refusal(deleted, values);
    throw redirect(`${back}&saved=deleted`, { status: 303, headers: ADMIN_PRIVATE });
  }
  if (values.intent === 'preview') {
    // Cleaned and with the reader's links, as the storefront will show it; nothing is stored.
    return data({ preview: { title: values.title ?? '', html: sanitizeHtml(values.content ?? '', language), publishedAt: values.publishedAt ?? '' }, values, errors: {} as Record<string, string> }, { headers: ADMIN_PRIVATE });
  }
  const saved = await saveArticle(
    context.ctx,
    kind,
    name,
    language,
    {
      title: values.title ?? '',
      content: values.content ?? '',
      description: values.description,
      status: values.status as never,
      publishedAt: values.publishedAt,
      countryCode: values.countryCode,
      ...(values.removeHeaderImages === '1' ? { headerImagePc: '', headerImageSp: '' } : {}),
    },
    { headerImagePc: fileField(form, 'headerImagePc'), headerImageSp: fileField(form, 'headerImageSp'), media: context.ctx.media },
  );
  if (saved instanceof Error) return refusal(saved, values);
  throw redirect(`${back}&saved=1`, { status: 303, headers: ADMIN_PRIVATE });
}

const STATE_TEXT = { Published: 'published', Scheduled: 'scheduled', Draft: 'draft' } as const;
const SAVED: Record<string, string> = { '1': 'Saved: the storefront shows it within a second (a draft or a later date: not yet).', deleted: 'This language’s version is deleted: the storefront shows English here.' };
const BUTTON = 'rounded-md px-4 py-2 text-sm font-semibold disabled:opacity-60';
const STATUS_HINT = 'A draft is seen only here.';
const DATE_HINT = 'Published versions show from then on.';
/** The form's time field: "2026-11-26T09:30" (UTC). */
const localTime = (isoText: string) => isoText.slice(0, 16);

export default function ContentArticle({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, name, language, tabs, version, countries, country, saved, now, canSave, canDelete, storefront } = loaderData;
  const busy = useNavigation().state === 'submitting';
  const errors: Record<string, string> = actionData?.errors ?? {};
  const values: Record<string, string> = actionData?.values ?? {};
  const preview = (actionData as { preview?: { title: string; html: string; publishedAt: string } } | undefined)?.preview ?? null;
  const value = (field: string, stored: string | null | undefined) => values[field] ?? stored ?? '';
  const labels = ARTICLE_KIND_LABELS[kind];
  const missing = tabs.filter((t) => t.state === null).map((t) => LANGUAGE_NAMES[t.language]);
  const withPage = kind !== 'news';
  // The form is drawn afresh for each language, its text editor for each saved version too (after a save, the
  // saved text); what the person changed in a language and has not saved stays when another's save comes with a
  // reload, and when they come back to that language (ADR 057). The form itself outlives a save, as a picture
  // chosen for upload could not be put back into a new one.
  const { form: keptForm, ...kept } = useKeptEdits(`${kind}/${name}/${language}`);
  return (
    <div className="max-w-5xl">
      <p className="text-sm">
        <Link to="/admin/content" className="underline">
          Content
        </Link>
        {' / '}
        <Link to={`/admin/content/${kind}`} className="underline">
          {labels.plural}
        </Link>
      </p>
      <h1 className="mt-2 break-words text-2xl font-bold">{version?.title ?? name}</h1>
      <p className="mt-1 font-mono text-sm text-slate-600 dark:text-slate-300">{name}</p>
      {missing.length ? (
        <p className="mt-2 text-sm text-red-700 dark:text-red-400" data-testid="missing-languages">
          Missing in {missing.join(', ')}: {missing.length === 4 ? 'nothing is on the storefront yet.' : 'those pages show English.'}
        </p>
      ) : null}
      {saved && SAVED[saved] ? <SavedNotice>{SAVED[saved]}</SavedNotice> : null}
      {Object.keys(errors).length ? (
        <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-red-800 dark:bg-red-950 dark:text-red-200">
          {errors.form ?? 'Nothing was saved: correct the fields marked below.'}
        </p>
      ) : null}

      <nav aria-label="Languages" className="mt-4 flex flex-wrap gap-1 border-b border-slate-200 dark:border-slate-800">
        {tabs.map((t) => (
          <Link
            key={t.language}
            to={`?language=${t.language}`}
            aria-current={t.language === language ? 'page' : undefined}
            className={`rounded-t-md px-3 py-2 text-sm ${t.language === language ? 'border border-b-0 border-slate-200 bg-white font-semibold dark:border-slate-800 dark:bg-slate-900' : 'text-brand-700 underline dark:text-brand-100'}`}
          >
            {LANGUAGE_NAMES[t.language]} <span className={`text-xs ${t.state ? 'text-slate-600 dark:text-slate-300' : 'text-red-700 dark:text-red-400'}`}>({t.state ? STATE_TEXT[t.state] : 'missing'})</span>
          </Link>
        ))}
      </nav>

      <Form ref={keptForm} key={language} method="post" encType="multipart/form-data" className="mt-4 space-y-4" noValidate>
        <input type="hidden" name="language" value={language} />
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {version ? (
            <>
              The {LANGUAGE_NAMES[language]} version, {STATE_TEXT[version.state]}.{' '}
              {version.state === 'Published' ? (
                <a href={storefront} className="underline" target="_blank" rel="noreferrer">
                  See it on the storefront
                </a>
              ) : null}
            </>
          ) : (
            `No ${LANGUAGE_NAMES[language]} version yet: write it here.`
          )}
        </p>
        <div className="grid gap-3 sm:grid-cols-3">
          <div className="sm:col-span-3">
            <AdminField name="title" label="Title" required value={value('title', version?.title)} error={errors.title} />
          </div>
          {withPage ? (
            <div className="sm:col-span-3">
              <AdminField name="description" label="Description (search engines; empty: the opening words)" value={value('description', version?.description)} error={errors.description} />
            </div>
          ) : null}
          {kind === 'country-pages' ? (
            <label className="text-sm">
              Country *
              <select name="countryCode" defaultValue={value('countryCode', country?.code)} aria-invalid={errors.countryCode ? true : undefined} aria-describedby={describedBy('countryCode', { error: errors.countryCode })} className={ADMIN_INPUT}>
                <option value="">Choose…</option>
                {countries.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </select>
              <FieldNotes id="countryCode" error={errors.countryCode} />
            </label>
          ) : null}
          <label className="text-sm">
            Status *
            <select name="status" defaultValue={value('status', version?.status ?? 'Draft')} className={ADMIN_INPUT} aria-describedby={describedBy('status', { hint: STATUS_HINT, error: errors.status })}>
              {PUBLICATION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
            <FieldNotes id="status" hint={STATUS_HINT} error={errors.status} />
          </label>
          <label className="text-sm">
            Publish date (UTC)
            <input
              name="publishedAt"
              type="datetime-local"
              defaultValue={value('publishedAt', version ? localTime(version.publishedAt) : localTime(now))}
              aria-invalid={errors.publishedAt ? true : undefined}
              aria-describedby={describedBy('publishedAt', { hint: DATE_HINT, error: errors.publishedAt })}
              className={ADMIN_INPUT}
            />
            <FieldNotes id="publishedAt" hint={DATE_HINT} error={errors.publishedAt} />
          </label>
        </div>
        <RichTextEditor key={`${language}-${loaderData.updatedAt}`} name="content" label="Text" value={value('content', version?.content)} error={errors.content} kept={kept} />
        {withPage ? (
          <fieldset className="rounded-md border border-slate-200 p-3 dark:border-slate-800">
            <legend className="px-1 text-sm font-medium">Header pictures (optional)</legend>
            {version?.headerImagePcUrl ? (
              <div className="flex flex-wrap items-end gap-3">
                <img src={version.headerImagePcUrl} alt="The header picture for computers" className="h-20 w-auto rounded" />
                {version.headerImageSpUrl ? <img src={version.headerImageSpUrl} alt="The header picture for phones" className="h-20 w-auto rounded" /> : null}
                <label className="flex items-center gap-2 text-sm">
                  <input type="checkbox" name="removeHeaderImages" value="1" /> Remove them
                </label>
              </div>
            ) : null}
            <div className="mt-2 grid gap-3 sm:grid-cols-2">
              <label className="text-sm">
                For computers (1600 × 500)
                <input type="file" name="headerImagePc" accept={IMAGE_FILE_TYPES} className="mt-1 block text-sm" aria-describedby={describedBy('headerImagePc', { error: errors.headerImagePc })} />
                <FieldNotes id="headerImagePc" error={errors.headerImagePc} />
              </label>
              <label className="text-sm">
                For phones (800 × 600)
                <input type="file" name="headerImageSp" accept={IMAGE_FILE_TYPES} className="mt-1 block text-sm" aria-describedby={describedBy('headerImageSp', { error: errors.headerImageSp })} />
                <FieldNotes id="headerImageSp" error={errors.headerImageSp} />
              </label>
            </div>
          </fieldset>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="intent" value="preview" disabled={busy} className={`${BUTTON} border border-brand-700 text-brand-700 dark:text-brand-100`}>
            Preview
          </button>
          {canSave ? (
            <button type="submit" name="intent" value="save" disabled={busy} className={`${BUTTON} bg-brand-700 text-white`}>
              Save
            </button>
          ) : null}
          {canDelete ? (
            <button
              type="submit"
              name="intent"
              value="delete"
              disabled={busy}
              formNoValidate
              onClick={(e) => {
                if (!window.confirm(`Delete the ${LANGUAGE_NAMES[language]} version? The storefront then shows English here.`)) e.preventDefault();
              }}
              className={`${BUTTON} ml-auto border border-red-700 text-red-700 dark:text-red-400`}
            >
              Delete the {LANGUAGE_NAMES[language]} version
            </button>
          ) : null}
        </div>
      </Form>

      {preview ? (
        <section aria-labelledby="preview-heading" className="mt-8 rounded-lg border-2 border-dashed border-brand-700 bg-white dark:bg-slate-950" data-testid="preview">
          <h2 id="preview-heading" className="bg-brand-700 px-4 py-1 text-sm font-semibold text-white">
            Preview, not saved: as the {LANGUAGE_NAMES[language]} page will show it
          </h2>
          <article className="mx-auto max-w-3xl px-4 py-8">
            <h1 className="text-3xl font-bold" lang={language}>
              {preview.title}
            </h1>
            {kind === 'news' && preview.publishedAt ? <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">{preview.publishedAt.slice(0, 10)}</p> : null}
            <RichContent html={preview.html} lang={language} />
          </article>
        </section>
      ) : null}
    </div>
  );
}
