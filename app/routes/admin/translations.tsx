// /admin/translations: every interface text in English, French, Portuguese and Russian, the keys missing
// a language first, 100 a page, found by a word of the key or of any text; each key opens its editor.
import { data, Form, Link } from 'react-router';
import { LANGUAGES } from '#domain/context.ts';
import { translationsByAdmin } from '#domain/content/translation-admin.service.ts';
import { ADMIN_INPUT } from '../../components/admin-field';
import { ADMIN_PRIVATE, requireStaff } from '../../lib/admin.server';
import type { Route } from './+types/translations';
import { scrollRegion } from '../../lib/scroll-region';
import { throwIfError } from '../../lib/service-answer.server';

export { ErrorBoundary } from './layout';

export function meta() {
  return [{ title: 'Translations | Back office | Roro Motors' }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context.ctx, request, { content: ['list'] });
  const query = new URL(request.url).searchParams;
  const keyword = query.get('keyword')?.trim().slice(0, 100) ?? '';
  const missingOnly = query.get('missing') === '1';
  const page = await translationsByAdmin(context.ctx, { keyword, missingOnly, after: query.get('after') });
  throwIfError(page);
  return data({ form: { keyword, missingOnly }, ...page }, { headers: ADMIN_PRIVATE });
}

const LANGUAGE_NAMES = { en: 'English', fr: 'French', pt: 'Portuguese', ru: 'Russian' } as const;

export default function Translations({ loaderData }: Route.ComponentProps) {
  const { form, rows, total, missingCount, next } = loaderData;
  const nextHref = next ? `?${new URLSearchParams({ ...(form.keyword ? { keyword: form.keyword } : {}), ...(form.missingOnly ? { missing: '1' } : {}), after: next })}` : null;
  return (
    <div>
      <h1 className="text-2xl font-bold">Translations</h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300" data-testid="translations-summary">
        {total} {total === 1 ? 'text' : 'texts'}
        {form.keyword || form.missingOnly ? ' found' : ''}; {missingCount} {missingCount === 1 ? 'key misses' : 'keys miss'} a language (a missing text shows in English).
      </p>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3" aria-label="Find texts">
        <label className="text-sm">
          Key or text
          <input name="keyword" type="search" defaultValue={form.keyword} className={`${ADMIN_INPUT} w-72`} />
        </label>
        <label className="flex items-center gap-2 pb-1.5 text-sm">
          <input type="checkbox" name="missing" value="1" defaultChecked={form.missingOnly} />
          Missing a language only
        </label>
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white">
          Find
        </button>
        <Link to="/admin/translations" className="pb-1.5 text-sm underline">
          Clear
        </Link>
      </Form>
      <div className="mt-6 overflow-x-auto" {...scrollRegion('Translations')}>
        <table className="w-full table-fixed text-left text-sm" data-testid="translations-table">
          <thead className="text-slate-600 dark:text-slate-300">
            <tr>
              <th scope="col" className="w-56 py-2 pr-4 font-medium">
                Key
              </th>
              {LANGUAGES.map((l) => (
                <th key={l} scope="col" className="py-2 pr-4 font-medium">
                  {LANGUAGE_NAMES[l]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-t border-slate-200 align-top dark:border-slate-800" data-testid="translations-row">
                <th scope="row" className="break-words py-1.5 pr-4 font-normal">
                  <Link to={`/admin/translations/${encodeURIComponent(row.key)}`} className="font-mono text-xs text-brand-700 underline dark:text-brand-100">
                    {row.key}
                  </Link>
                </th>
                {LANGUAGES.map((l) => (
                  <td key={l} className="break-words py-1.5 pr-4">
                    {row.texts[l]?.trim() ? <span className="line-clamp-3">{row.texts[l]}</span> : <span className="font-semibold text-red-700 dark:text-red-400">Missing</span>}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 ? <p className="mt-4 text-slate-600 dark:text-slate-300">No text matches.</p> : null}
      </div>
      {nextHref ? (
        <nav aria-label="Pages of texts" className="mt-4 text-sm">
          <Link to={nextHref} className="underline">
            Next page
          </Link>
        </nav>
      ) : null}
    </div>
  );
}
