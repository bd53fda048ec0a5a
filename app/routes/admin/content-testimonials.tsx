// /admin/content/testimonials: customers' testimonials, newest first, 50 a page, narrowed by language,
// status or a word of the name, text or vehicle; each opens its editor.
import { data } from 'react-router';
import { z } from 'zod';
import { testimonialsByAdmin } from '#domain/content/testimonial-admin.service.ts';
import { LANGUAGE_NAMES, LANGUAGES, PUBLICATION_STATUSES } from '#domain/content/content-kinds.ts';
import { can } from '#domain/staff/roles.ts';
import { ADMIN_PRIVATE, requireStaff } from '../../lib/admin.server';
import { SavedNotice } from '../../components/admin-edit';
import { AdminSearchForm, adminColumns, ListHeader, AdminDataTable, NumberedPager, RecordLink } from '../../components/admin-list';
import { listRequest } from '../../lib/admin-list.server';
import type { Route } from './+types/content-testimonials';
import { throwIfError } from '../../lib/service-answer.server';

export { ErrorBoundary } from './layout';

export function meta() {
  return [{ title: 'Testimonials | Content | Back office | Roro Motors' }, { name: 'robots', content: 'noindex' }];
}

const TestimonialSearch = z.object({
  keyword: z
    .string()
    .trim()
    .transform((k) => k.slice(0, 100))
    .catch(''),
  language: z.enum(LANGUAGES).nullable().catch(null),
  status: z.enum(PUBLICATION_STATUSES).nullable().catch(null),
});
const FIELDS = { keyword: { label: 'Name, text or vehicle' }, language: { label: 'Language', any: 'All', options: LANGUAGE_NAMES }, status: { label: 'Status', any: 'All' } };

export async function loader({ context, request }: Route.LoaderArgs) {
  const viewer = requireStaff(context.ctx, request, { content: ['list'] });
  const query = new URL(request.url).searchParams;
  const { search, form } = listRequest(request, TestimonialSearch);
  const page = await testimonialsByAdmin(context.ctx, { ...search, page: Number(query.get('page') ?? 1) });
  throwIfError(page);
  return data(
    {
      form,
      ...page,
      testimonials: page.testimonials.map((t) => ({ ...t, reviewedAt: t.reviewedAt.toISOString() })),
      canCreate: can(viewer, { content: ['create'] }),
      deleted: query.get('saved') === 'deleted',
    },
    { headers: ADMIN_PRIVATE },
  );
}

type Row = Route.ComponentProps['loaderData']['testimonials'][number];
const column = adminColumns<Row>();
const columns = column.columns([
  column.accessor('reviewerName', { header: 'Customer', cell: (c) => <RecordLink to={`/admin/content/testimonials/${c.row.original.uuid}`}>{c.getValue()}</RecordLink> }),
  column.accessor('language', { header: 'Language', cell: (c) => LANGUAGE_NAMES[c.getValue()] }),
  column.accessor((t) => t.country?.name ?? '—', { id: 'country', header: 'Country' }),
  column.accessor('vehicleModel', { header: 'Vehicle', cell: (c) => c.getValue() ?? '—' }),
  column.accessor((t) => t.personInCharge?.name ?? '—', { id: 'personInCharge', header: 'Person in charge' }),
  column.accessor('rating', { header: 'Rating', cell: (c) => `${c.getValue()} / 5`, meta: { className: 'tabular-nums' } }),
  column.accessor('reviewedAt', { header: 'Date', cell: (c) => c.getValue().slice(0, 10), meta: { className: 'whitespace-nowrap tabular-nums' } }),
  column.accessor('status', { header: 'Status', cell: (c) => <span className={c.getValue() === 'Draft' ? 'font-semibold text-amber-800 dark:text-amber-300' : ''}>{c.getValue()}</span> }),
]);

export default function ContentTestimonials({ loaderData }: Route.ComponentProps) {
  const { form, testimonials, total, page, pageCount, canCreate, deleted } = loaderData;
  return (
    <div className="max-w-6xl">
      <ListHeader back={{ to: '/admin/content', label: 'Content' }} title="Testimonials" create={canCreate ? { to: '/admin/content/testimonials/new', label: 'New testimonial' } : null} />
      {deleted ? <SavedNotice>Testimonial deleted.</SavedNotice> : null}
      <AdminSearchForm schema={TestimonialSearch} fields={FIELDS} values={form} path="/admin/content/testimonials" texts={{ search: 'Find testimonials', submit: 'Find', clear: 'Clear' }} />
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">{total} found.</p>
      <AdminDataTable columns={columns} rows={testimonials} getRowId={(t) => t.uuid} label="Testimonials" empty="Nothing matches." testId="testimonials-table" rowTestId="testimonials-row" />
      <NumberedPager page={page} pageCount={pageCount} texts={{ pages: 'Pages of testimonials', previous: 'Previous page', next: 'Next page', of: (n, count) => `Page ${n} of ${count}` }} />
    </div>
  );
}
