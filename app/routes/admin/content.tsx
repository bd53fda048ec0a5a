// /admin/content: the storefront's content at a glance: news, information pages, country pages, banners
// and testimonials, each with how many there are, how many lack a language and how many are drafts.
import { data, Link } from 'react-router';
import { contentOverview } from '#domain/content/content-admin.service.ts';
import { ARTICLE_KIND_LABELS } from '#domain/content/content-kinds.ts';
import { ADMIN_PRIVATE, requireStaff } from '../../lib/admin.server';
import type { Route } from './+types/content';
import { throwIfError } from '../../lib/service-answer.server';

export { ErrorBoundary } from './layout';

export function meta() {
  return [{ title: 'Content | Back office | Roro Motors' }, { name: 'robots', content: 'noindex' }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context.ctx, request, { content: ['list'] });
  const overview = await contentOverview(context.ctx);
  throwIfError(overview);
  return data({ overview }, { headers: ADMIN_PRIVATE });
}

const CARD = 'block rounded-lg border border-slate-200 bg-white p-4 hover:border-brand-700 dark:border-slate-800 dark:bg-slate-900';
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export default function ContentHub({ loaderData }: Route.ComponentProps) {
  const { articles, banners, testimonials } = loaderData.overview;
  const cards = [
    ...articles.map((a) => ({
      to: `/admin/content/${a.kind}`,
      title: ARTICLE_KIND_LABELS[a.kind].plural,
      lines: [plural(a.count, 'name', 'names'), a.missingCount ? `${a.missingCount} missing a language` : 'every language written', a.draftCount ? plural(a.draftCount, 'with a draft', 'with drafts') : null],
      warn: a.missingCount > 0,
    })),
    { to: '/admin/content/banners', title: 'Banners', lines: [plural(banners.count, 'banner', 'banners'), banners.draftCount ? plural(banners.draftCount, 'draft', 'drafts') : null], warn: false },
    { to: '/admin/content/testimonials', title: 'Testimonials', lines: [plural(testimonials.count, 'testimonial', 'testimonials'), testimonials.draftCount ? plural(testimonials.draftCount, 'draft', 'drafts') : null], warn: false },
  ];
  return (
    <div className="max-w-5xl">
      <h1 className="text-2xl font-bold">Content</h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">What the storefront says besides the stock, in English, French, Portuguese and Russian. Interface texts are under Translations.</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="content-kinds">
        {cards.map((c) => (
          <li key={c.to}>
            <Link to={c.to} className={CARD}>
              <span className="text-lg font-semibold text-brand-700 dark:text-brand-100">{c.title}</span>
              {c.lines.filter(Boolean).map((line, i) => (
                <span key={line} className={`block text-sm ${i === 1 && c.warn ? 'text-red-700 dark:text-red-400' : 'text-slate-600 dark:text-slate-300'}`}>
                  {line}
                </span>
              ))}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
