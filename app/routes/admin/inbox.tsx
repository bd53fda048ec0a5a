// /admin/inbox: everything buyers sent, newest first: by state (new, assigned, answered, closed), kind,
// "mine" and words, 30 a page by cursor; each opens its thread.
import { data, Form, Link, useSearchParams } from 'react-router';
import { INBOX_KINDS, INBOX_STATUSES, type InboxKind, type InboxStatus } from '#db/schema/inbox.ts';
import { InvalidInputError } from '#domain/errors.ts';
import { inboxList } from '#domain/inbox/inbox.service.ts';
import { ADMIN_INPUT } from '../../components/admin-field';
import { ADMIN_PRIVATE, requireStaff } from '../../lib/admin.server';
import type { Route } from './+types/inbox';
import { throwIfError } from '../../lib/service-answer.server';

export { ErrorBoundary } from './layout';

export const KIND_LABELS: Record<InboxKind, string> = {
  inquiry: 'Inquiry',
  vehicleInquiry: 'Vehicle inquiry',
  specialRequest: 'Special request',
  distributorRequest: 'Distributor request',
  referral: 'Referral',
};
export const STATUS_LABELS: Record<InboxStatus, string> = { new: 'New', assigned: 'Assigned', answered: 'Answered', closed: 'Closed' };

export async function loader({ context, request }: Route.LoaderArgs) {
  const viewer = requireStaff(context.ctx, request, { inquiry: ['list'] });
  const query = new URL(request.url).searchParams;
  const status = query.get('status') ?? '';
  const kind = query.get('kind') ?? '';
  const form = { status, kind, mine: query.get('mine') === '1', keyword: query.get('keyword') ?? '' };
  const page = await inboxList(
    context.ctx,
    {
      status: (INBOX_STATUSES as readonly string[]).includes(status) ? (status as InboxStatus) : null,
      kind: (INBOX_KINDS as readonly string[]).includes(kind) ? (kind as InboxKind) : null,
      assigneeId: form.mine ? viewer.userId : null,
      keyword: form.keyword,
    },
    { after: query.get('after') },
  );
  if (page instanceof InvalidInputError) return data({ form, items: [], totalCount: 0, next: null, error: page.issues[0]?.message ?? page.message }, { headers: ADMIN_PRIVATE });
  throwIfError(page);
  const items = page.edges.map(({ node }) => ({ ...node, createdAt: node.createdAt.toISOString() }));
  return data({ form, items, totalCount: page.totalCount, next: page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null, error: null }, { headers: ADMIN_PRIVATE });
}

const BADGES: Record<InboxStatus, string> = {
  new: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  assigned: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
  answered: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  closed: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
};

export function StatusBadge({ status }: { status: InboxStatus }) {
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${BADGES[status]}`}>{STATUS_LABELS[status]}</span>;
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { form, items, totalCount, next, error } = loaderData;
  const [params] = useSearchParams();
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold">Inbox</h1>
        <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="inbox-total">
          {totalCount === 1 ? '1 item' : `${totalCount.toLocaleString('en')} items`}
        </p>
      </div>
      <Form method="get" className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-5" aria-label="Filter the inbox">
        <label className="text-sm">
          Words
          <input name="keyword" type="search" defaultValue={form.keyword} className={ADMIN_INPUT} />
        </label>
        <label className="text-sm">
          State
          <select name="status" defaultValue={form.status} className={ADMIN_INPUT}>
            <option value="">Any</option>
            {INBOX_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          Kind
          <select name="kind" defaultValue={form.kind} className={ADMIN_INPUT}>
            <option value="">Any</option>
            {INBOX_KINDS.map((k) => (
              <option key={k} value={k}>
                {KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-end gap-2 pb-1.5 text-sm">
          <input type="checkbox" name="mine" value="1" defaultChecked={form.mine} className="h-4 w-4" />
          Assigned to me
        </label>
        <div className="flex items-end gap-2">
          <button type="submit" className="rounded-md bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white">
            Filter
          </button>
          <Link to="/admin/inbox" className="text-sm underline">
            Clear
          </Link>
        </div>
      </Form>
      {error ? (
        <p role="alert" className="mt-4 text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <ul className="mt-6 divide-y divide-slate-200 rounded-md border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900" data-testid="inbox-list">
        {items.map((item) => (
          <li key={item.uuid} className="p-3">
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <StatusBadge status={item.status} />
              <span className="text-slate-600 dark:text-slate-300">{KIND_LABELS[item.kind]}</span>
              <span className="text-slate-600 dark:text-slate-300">· {item.createdAt.slice(0, 16).replace('T', ' ')} UTC</span>
              {item.assigneeEmail ? <span className="text-slate-600 dark:text-slate-300">· {item.assigneeEmail}</span> : null}
            </div>
            <Link to={`/admin/inbox/${item.uuid}`} className="mt-1 block font-semibold text-brand-700 underline dark:text-brand-100">
              {item.subject}
            </Link>
            <p className="text-sm">
              {item.fromName} &lt;{item.fromEmail}&gt;
            </p>
            <p className="mt-1 line-clamp-2 text-sm text-slate-700 dark:text-slate-300">{item.snippet}</p>
          </li>
        ))}
        {items.length === 0 ? <li className="p-3 text-slate-600 dark:text-slate-300">Nothing matches.</li> : null}
      </ul>
      <nav aria-label="Pages of the inbox" className="mt-4 flex gap-4 text-sm">
        {params.get('after') ? (
          <Link to={`?${new URLSearchParams([...params.entries()].filter(([k]) => k !== 'after'))}`} className="underline">
            Newest
          </Link>
        ) : null}
        {next ? (
          <Link to={`?${new URLSearchParams({ ...Object.fromEntries(params), after: next })}`} className="underline" data-testid="inbox-older">
            Older
          </Link>
        ) : null}
      </nav>
    </div>
  );
}
