// /admin/content/banners: the top page's banners by type (campaign, featured, service), each with its
// language, pictures for computers and phones, where it leads, its order and state; for each type, the
// languages no published banner speaks (their visitors see none of that type).
import { data, Link } from 'react-router';
import { bannersByAdmin } from '#domain/content/banner-admin.service.ts';
import { BANNER_TYPE_LABELS, BANNER_TYPES, LANGUAGE_NAMES } from '#domain/content/content-kinds.ts';
import { can } from '#domain/staff/roles.ts';
import { ADMIN_PRIVATE, requireStaff } from '../../lib/admin.server';
import { SavedNotice } from '../../components/admin-edit';
import { ListHeader } from '../../components/admin-list';
import type { Route } from './+types/content-banners';
import { throwIfError } from '../../lib/service-answer.server';

export { ErrorBoundary } from './layout';

export function meta() {
  return [{ title: 'Banners | Content | Back office | Roro Motors' }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const viewer = requireStaff(context.ctx, request, { content: ['list'] });
  const list = await bannersByAdmin(context.ctx);
  throwIfError(list);
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return data(
    {
      banners: list.banners.map((b) => ({ ...b, startsAt: iso(b.startsAt), endsAt: iso(b.endsAt) })),
      missing: list.missing,
      canCreate: can(viewer, { content: ['create'] }),
      deleted: new URL(request.url).searchParams.get('saved') === 'deleted',
    },
    { headers: ADMIN_PRIVATE },
  );
}

const STATE_CLASS = {
  Published: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  Scheduled: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
  Draft: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  Ended: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
} as const;

export default function ContentBanners({ loaderData }: Route.ComponentProps) {
  const { banners, missing, canCreate, deleted } = loaderData;
  return (
    <div className="max-w-6xl">
      <ListHeader back={{ to: '/admin/content', label: 'Content' }} title="Banners" create={canCreate ? { to: '/admin/content/banners/new', label: 'New banner' } : null} />
      {deleted ? <SavedNotice>Banner deleted.</SavedNotice> : null}
      {BANNER_TYPES.map((type) => {
        const ofType = banners.filter((b) => b.bannerType === type);
        const lacking = missing.find((m) => m.bannerType === type)?.languages ?? [];
        return (
          <section key={type} aria-labelledby={`type-${type}`} className="mt-8">
            <h2 id={`type-${type}`} className="text-lg font-semibold">
              {BANNER_TYPE_LABELS[type]}
            </h2>
            {lacking.length ? (
              <p className="text-sm text-red-700 dark:text-red-400" data-testid="missing-languages">
                No published banner in {lacking.map((l) => LANGUAGE_NAMES[l]).join(', ')}.
              </p>
            ) : null}
            <ul className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {ofType.map((b) => (
                <li key={b.uuid} className="rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900" data-testid="banner-card">
                  <Link to={`/admin/content/banners/${b.uuid}`} className="block">
                    <img src={b.pcImageUrl} alt="" className="aspect-[16/5] w-full rounded object-cover" loading="lazy" />
                    <span className="mt-2 block font-medium text-brand-700 underline dark:text-brand-100">{b.alt}</span>
                  </Link>
                  <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-300">
                    <span className={`rounded px-1.5 py-0.5 font-semibold ${STATE_CLASS[b.state]}`}>{b.state}</span>
                    {LANGUAGE_NAMES[b.language]} · order {b.sortOrder} · {b.url}
                  </span>
                </li>
              ))}
            </ul>
            {ofType.length === 0 ? <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">None.</p> : null}
          </section>
        );
      })}
    </div>
  );
}
