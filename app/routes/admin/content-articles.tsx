// /admin/content/{news,pages,country-pages}: every name of the kind with its version in each language
// (published, scheduled, draft) and the languages it lacks in red; found by a word of its name or titles,
// or narrowed to those missing a language. A name typed in "New" opens its editor, empty.
import { data, Form, Link, redirect } from 'react-router';
import { articlesByAdmin } from '#domain/content/content-admin.service.ts';
import { ARTICLE_KIND_LABELS, CONTENT_NAME, CONTENT_NAME_HINT, isArticleKind, LANGUAGE_NAMES, LANGUAGES } from '#domain/content/content-kinds.ts';
import { can } from '#domain/staff/roles.ts';
import { ADMIN_INPUT, FieldNotes } from '../../components/admin-field';
import { ADMIN_PRIVATE, requireStaff } from '../../lib/admin.server';
import { ListHeader } from '../../components/admin-list';
import type { Route } from './+types/content-articles';
import { scrollRegion } from '../../lib/scroll-region';
import { throwIfError } from '../../lib/service-answer.server';

export { ErrorBoundary } from './layout';

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `${isArticleKind(params.kind) ? ARTICLE_KIND_LABELS[params.kind].plural : 'Content'} | Back office | Roro Motors` }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const viewer = requireStaff(context.ctx, request, { content: ['list'] });
  const kind = params.kind;
  if (!isArticleKind(kind)) throw data(null, { status: 404 });
  const query = new URL(request.url).searchParams;
  const newName = query.get('new')?.trim().toLowerCase();
  if (newName && CONTENT_NAME.test(newName)) throw redirect(`/admin/content/${kind}/${newName}?language=en`, { headers: ADMIN_PRIVATE });
  const keyword = query.get('keyword')?.trim().slice(0, 100) ?? '';
  const missingOnly = query.get('missing') === '1';
  const rows = await articlesByAdmin(context.ctx, kind, { keyword, missingOnly });
  throwIfError(rows);
  return data(
    {
      kind,
      form: { keyword, missingOnly, newName: newName ?? '' },
      newError: newName !== undefined ? CONTENT_NAME_HINT : null,
      rows: rows.map((r) => ({ ...r, latest: r.latest.toISOString(), versions: r.versions.map((v) => ({ ...v, publishedAt: v.publishedAt.toISOString() })) })),
      canCreate: can(viewer, { content: ['create'] }),
    },
    { headers: ADMIN_PRIVATE },
  );
}

const STATE_CLASS = {
  Published: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  Scheduled: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
  Draft: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
} as const;

export default function ContentArticles({ loaderData }: Route.ComponentProps) {
  const { kind, form, newError, rows, canCreate } = loaderData;
  const labels = ARTICLE_KIND_LABELS[kind];
  const missingCount = rows.filter((r) => r.missing.length > 0).length;
  return (
    <div className="max-w-6xl">
      <ListHeader back={{ to: '/admin/content', label: 'Content' }} title={labels.plural} />
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300" data-testid="articles-summary">
        {rows.length} {rows.length === 1 ? 'name' : 'names'}
        {form.keyword || form.missingOnly ? ' found' : ''}; {missingCount} missing a language (the storefront shows English there).
      </p>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-6">
        <Form method="get" className="flex flex-wrap items-end gap-3" aria-label={`Find ${labels.plural.toLowerCase()}`}>
          <label className="text-sm">
            Name or title
            <input name="keyword" type="search" defaultValue={form.keyword} className={`${ADMIN_INPUT} w-64`} />
          </label>
          <label className="flex items-center gap-2 pb-1.5 text-sm">
            <input type="checkbox" name="missing" value="1" defaultChecked={form.missingOnly} />
            Missing a language only
          </label>
          <button type="submit" className="rounded-md bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white">
            Find
          </button>
          <Link to={`/admin/content/${kind}`} className="pb-1.5 text-sm underline">
            Clear
          </Link>
        </Form>
        {canCreate ? (
          <Form method="get" className="flex flex-wrap items-end gap-3" aria-label={`New ${labels.one.toLowerCase()}`}>
            <label className="text-sm">
              New {labels.one.toLowerCase()}: its name
              <input name="new" defaultValue={form.newName} required pattern="[a-z0-9][a-z0-9\-]{0,99}" aria-invalid={newError ? true : undefined} aria-describedby="new-name-hint" className={`${ADMIN_INPUT} w-72 font-mono`} />
              <FieldNotes id="new-name" hint={newError ? null : CONTENT_NAME_HINT} error={newError} />
            </label>
            <button type="submit" className="mb-5 rounded-md bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white">
              Write
            </button>
          </Form>
        ) : null}
      </div>
      <div className="mt-6 overflow-x-auto" {...scrollRegion(labels.plural)}>
        <table className="w-full text-left text-sm" data-testid="articles-table">
          <thead className="text-slate-600 dark:text-slate-300">
            <tr>
              <th scope="col" className="py-2 pr-4 font-medium">
                Title and name
              </th>
              {kind === 'country-pages' ? (
                <th scope="col" className="py-2 pr-4 font-medium">
                  Country
                </th>
              ) : null}
              {LANGUAGES.map((l) => (
                <th key={l} scope="col" className="py-2 pr-4 font-medium">
                  {LANGUAGE_NAMES[l]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.name} className="border-t border-slate-200 align-top dark:border-slate-800" data-testid="articles-row">
                <td className="py-1.5 pr-4">
                  <Link to={`/admin/content/${kind}/${r.name}`} className="font-medium text-brand-700 underline dark:text-brand-100">
                    {r.title}
                  </Link>
                  <span className="block font-mono text-xs text-slate-600 dark:text-slate-300">{r.name}</span>
                </td>
                {kind === 'country-pages' ? <td className="py-1.5 pr-4">{r.country?.name ?? '—'}</td> : null}
                {LANGUAGES.map((l) => {
                  const version = r.versions.find((v) => v.language === l);
                  return (
                    <td key={l} className="whitespace-nowrap py-1.5 pr-4">
                      {version ? (
                        <Link to={`/admin/content/${kind}/${r.name}?language=${l}`} className={`rounded px-1.5 py-0.5 text-xs font-semibold ${STATE_CLASS[version.state]}`}>
                          {version.state}
                          {version.state === 'Scheduled' ? ` ${version.publishedAt.slice(0, 10)}` : ''}
                        </Link>
                      ) : (
                        <Link to={`/admin/content/${kind}/${r.name}?language=${l}`} className="text-xs font-semibold text-red-700 underline dark:text-red-400" data-testid="missing-language">
                          missing
                        </Link>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 ? <p className="mt-4 text-slate-600 dark:text-slate-300">Nothing matches.</p> : null}
      </div>
    </div>
  );
}
