// /admin/translations: every interface text in English, French, Portuguese and Russian, the keys missing
// a language first, 100 a page, found by a word of the key or of any text; each key opens its editor.
import { data, Link } from 'react-router';
import { z } from 'zod';
import { LANGUAGES } from '#domain/context.ts';
import { translationsByAdmin } from '#domain/content/translation-admin.service.ts';
import { adminColumns, AdminList, type ListTexts } from '../../components/admin-list';
import { listRequest } from '../../lib/admin-list.server';
import { ADMIN_PRIVATE, requireStaff } from '../../lib/admin.server';
import type { Route } from './+types/translations';
import { throwIfError } from '../../lib/service-answer.server';

export { ErrorBoundary } from './layout';

export function meta() {
  return [{ title: 'Translations | Back office | Roro Motors' }, { name: 'robots', content: 'noindex' }];
}

const TextSearch = z.object({
  keyword: z
    .string()
    .trim()
    .transform((k) => k.slice(0, 100))
    .catch(''),
  missing: z.enum(['1']).nullable().catch(null),
});

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context.ctx, request, { content: ['list'] });
  const { search, form, cursor } = listRequest(request, TextSearch);
  const page = await translationsByAdmin(context.ctx, { keyword: search.keyword, missingOnly: search.missing === '1', after: cursor });
  throwIfError(page);
  return data({ form, ...page }, { headers: ADMIN_PRIVATE });
}

const LANGUAGE_NAMES = { en: 'English', fr: 'French', pt: 'Portuguese', ru: 'Russian' } as const;

type Row = Route.ComponentProps['loaderData']['rows'][number];
const column = adminColumns<Row>();
const columns = column.columns([
  column.accessor('key', {
    header: 'Key',
    cell: (c) => (
      <Link to={`/admin/translations/${encodeURIComponent(c.getValue())}`} className="font-mono text-xs text-brand-700 underline dark:text-brand-100">
        {c.getValue()}
      </Link>
    ),
    meta: { className: 'break-words' },
  }),
  ...LANGUAGES.map((l) =>
    column.display({
      id: l,
      header: LANGUAGE_NAMES[l],
      cell: ({ row }) => (row.original.texts[l]?.trim() ? <span className="line-clamp-3">{row.original.texts[l]}</span> : <span className="font-semibold text-red-700 dark:text-red-400">Missing</span>),
      meta: { className: 'break-words' },
    }),
  ),
]);

const TEXTS: ListTexts = { search: 'Find texts', submit: 'Find', clear: 'Clear', table: 'Translations', empty: 'No text matches.', pager: { pages: 'Pages of texts', first: 'First page', next: 'Next page' } };
const FIELDS = { keyword: { label: 'Key or text' }, missing: { label: 'Missing a language only', type: 'checkbox' as const } };

export default function Translations({ loaderData }: Route.ComponentProps) {
  const { form, rows, total, missingCount, next } = loaderData;
  return (
    <div>
      <h1 className="text-2xl font-bold">Translations</h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300" data-testid="translations-summary">
        {total} {total === 1 ? 'text' : 'texts'}
        {form.keyword || form.missing ? ' found' : ''}; {missingCount} {missingCount === 1 ? 'key misses' : 'keys miss'} a language (a missing text shows in English).
      </p>
      <AdminList
        path="/admin/translations"
        search={{ schema: TextSearch, fields: FIELDS, values: form }}
        texts={TEXTS}
        columns={columns}
        rows={rows}
        getRowId={(r) => r.key}
        endCursor={next}
        testId="translations-table"
        rowTestId="translations-row"
      />
    </div>
  );
}
