// /admin/content/testimonials: customers' testimonials, newest first, 50 a page, narrowed by language,
// status or a word of the name, text or vehicle; each opens its editor.
import { data, Form, Link } from 'react-router';
import { testimonialsByAdmin } from '#domain/content/testimonial-admin.service.ts';
import { LANGUAGE_NAMES, LANGUAGES, PUBLICATION_STATUSES } from '#domain/content/content-kinds.ts';
import { isLanguage } from '#domain/context.ts';
import { can } from '#domain/staff/roles.ts';
import { ADMIN_INPUT } from '../../components/admin-field';
import { ADMIN_PRIVATE, requireStaff } from '../../lib/admin.server';
import { SavedNotice } from '../../components/admin-edit';
import type { Route } from './+types/content-testimonials';
import { scrollRegion } from '../../lib/scroll-region';
import { throwIfError } from '../../lib/service-answer.server';

export { ErrorBoundary } from './layout';

export function meta() {
  return [{ title: 'Testimonials | Content | Back office | Roro Motors' }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const viewer = requireStaff(context.ctx, request, { content: ['list'] });
  const query = new URL(request.url).searchParams;
  const language = isLanguage(query.get('language')) ? (query.get('language') as (typeof LANGUAGES)[number]) : null;
  const status = PUBLICATION_STATUSES.find((s) => s === query.get('status')) ?? null;
  const keyword = query.get('keyword')?.trim().slice(0, 100) ?? '';
  const page = await testimonialsByAdmin(context.ctx, { language, status, keyword, page: Number(query.get('page') ?? 1) });
  throwIfError(page);
  return data(
    {
      form: { language: language ?? '', status: status ?? '', keyword },
      ...page,
      testimonials: page.testimonials.map((t) => ({ ...t, reviewedAt: t.reviewedAt.toISOString() })),
      canCreate: can(viewer, { content: ['create'] }),
      deleted: query.get('saved') === 'deleted',
    },
    { headers: ADMIN_PRIVATE },
  );
}

export default function ContentTestimonials({ loaderData }: Route.ComponentProps) {
  const { form, testimonials, total, page, pageCount, canCreate, deleted } = loaderData;
  const pageHref = (n: number) => `?${new URLSearchParams({ ...Object.fromEntries(Object.entries(form).filter(([, v]) => v)), page: String(n) })}`;
  return (
    <div className="max-w-6xl">
      <p className="text-sm">
        <Link to="/admin/content" className="underline">
          Content
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold">Testimonials</h1>
        {canCreate ? (
          <Link to="/admin/content/testimonials/new" className="rounded-md bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white">
            New testimonial
          </Link>
        ) : null}
      </div>
      {deleted ? <SavedNotice>Testimonial deleted.</SavedNotice> : null}
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3" aria-label="Find testimonials">
        <label className="text-sm">
          Name, text or vehicle
          <input name="keyword" type="search" defaultValue={form.keyword} className={`${ADMIN_INPUT} w-64`} />
        </label>
        <label className="text-sm">
          Language
          <select name="language" defaultValue={form.language} className={ADMIN_INPUT}>
            <option value="">All</option>
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {LANGUAGE_NAMES[l]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          Status
          <select name="status" defaultValue={form.status} className={ADMIN_INPUT}>
            <option value="">All</option>
            {PUBLICATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white">
          Find
        </button>
        <Link to="/admin/content/testimonials" className="pb-1.5 text-sm underline">
          Clear
        </Link>
      </Form>
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">{total} found.</p>
      <div className="mt-2 overflow-x-auto" {...scrollRegion('Testimonials')}>
        <table className="w-full text-left text-sm" data-testid="testimonials-table">
          <thead className="text-slate-600 dark:text-slate-300">
            <tr>
              {['Customer', 'Language', 'Country', 'Vehicle', 'Person in charge', 'Rating', 'Date', 'Status'].map((h) => (
                <th key={h} scope="col" className="whitespace-nowrap py-2 pr-4 font-medium">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {testimonials.map((t) => (
              <tr key={t.uuid} className="border-t border-slate-200 align-top dark:border-slate-800" data-testid="testimonials-row">
                <td className="py-1.5 pr-4">
                  <Link to={`/admin/content/testimonials/${t.uuid}`} className="font-medium text-brand-700 underline dark:text-brand-100">
                    {t.reviewerName}
                  </Link>
                </td>
                <td className="py-1.5 pr-4">{LANGUAGE_NAMES[t.language]}</td>
                <td className="py-1.5 pr-4">{t.country?.name ?? '—'}</td>
                <td className="py-1.5 pr-4">{t.vehicleModel ?? '—'}</td>
                <td className="py-1.5 pr-4">{t.personInCharge?.name ?? '—'}</td>
                <td className="py-1.5 pr-4 tabular-nums">{t.rating} / 5</td>
                <td className="whitespace-nowrap py-1.5 pr-4 tabular-nums">{t.reviewedAt.slice(0, 10)}</td>
                <td className={`py-1.5 pr-4 ${t.status === 'Draft' ? 'font-semibold text-amber-800 dark:text-amber-300' : ''}`}>{t.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {testimonials.length === 0 ? <p className="mt-4 text-slate-600 dark:text-slate-300">Nothing matches.</p> : null}
      </div>
      {pageCount > 1 ? (
        <nav aria-label="Pages of testimonials" className="mt-4 flex gap-4 text-sm">
          {page > 1 ? (
            <Link to={pageHref(page - 1)} className="underline">
              Previous page
            </Link>
          ) : null}
          <span>
            Page {page} of {pageCount}
          </span>
          {page < pageCount ? (
            <Link to={pageHref(page + 1)} className="underline">
              Next page
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
