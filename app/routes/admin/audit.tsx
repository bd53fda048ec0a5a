// /admin/audit: every staff write, newest first, filtered by person, entity, action and time (admins only).
// Each entry shows the fields that changed, before and after.
import { data, Form, Link } from 'react-router';
import { auditEntries, type AuditFilter } from '#domain/staff/audit.ts';
import { InvalidInputError } from '#domain/errors.ts';
import { ADMIN_PRIVATE, requireStaff } from '../../lib/admin.server';
import type { Route } from './+types/audit';
import { scrollRegion } from '../../lib/scroll-region';
import { throwIfError } from '../../lib/service-answer.server';

export { ErrorBoundary } from './layout';

/** A date field's value as the start of that day (UTC); `end` gives the start of the next day. */
function dayOf(value: string | null, end = false): Date | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return null;
  return end ? new Date(date.getTime() + 24 * 3600_000) : date;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context.ctx, request, { audit: ['list'] });
  const query = new URL(request.url).searchParams;
  const form = { actor: query.get('actor') ?? '', entity: query.get('entity') ?? '', action: query.get('action') ?? '', from: query.get('from') ?? '', to: query.get('to') ?? '' };
  const filter: AuditFilter = { actorEmail: form.actor || null, entity: form.entity || null, action: form.action || null, from: dayOf(form.from), to: dayOf(form.to, true) };
  const page = await auditEntries(context.ctx, filter, { after: query.get('after') });
  if (page instanceof InvalidInputError) return data({ form, entries: [], next: null, error: page.issues[0]?.message ?? page.message }, { headers: ADMIN_PRIVATE });
  throwIfError(page);
  const entries = page.edges.map(({ node }) => ({ ...node, at: node.at.toISOString(), changes: changesOf(node.before, node.after) }));
  const next = page.pageInfo.hasNextPage ? `?${new URLSearchParams({ ...nonEmpty(form), after: page.pageInfo.endCursor! })}` : null;
  return data({ form, entries, next, error: null }, { headers: ADMIN_PRIVATE });
}

const nonEmpty = (values: Record<string, string>) => Object.fromEntries(Object.entries(values).filter(([, v]) => v));

/** The fields whose value differs between before and after, each as text. */
function changesOf(before: unknown, after: unknown): { field: string; before: string; after: string }[] {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const text = (v: unknown) => (v === undefined || v === null ? '' : typeof v === 'string' ? v : JSON.stringify(v));
  return [...new Set([...Object.keys(b), ...Object.keys(a)])]
    .filter((field) => JSON.stringify(b[field]) !== JSON.stringify(a[field]))
    .map((field) => ({ field, before: text(b[field]), after: text(a[field]) }));
}

const input = 'mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900';

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { form, entries, next, error } = loaderData;
  return (
    <div>
      <h1 className="text-2xl font-bold">Audit log</h1>
      <Form method="get" className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" aria-label="Filter the log">
        <label className="text-sm">
          Person (e-mail)
          <input name="actor" type="email" defaultValue={form.actor} className={input} />
        </label>
        <label className="text-sm">
          Entity
          <input name="entity" defaultValue={form.entity} placeholder="vehicles" className={input} />
        </label>
        <label className="text-sm">
          Action
          <input name="action" defaultValue={form.action} placeholder="vehicle. or vehicle.price" className={input} />
        </label>
        <label className="text-sm">
          From
          <input name="from" type="date" defaultValue={form.from} className={input} />
        </label>
        <label className="text-sm">
          To
          <input name="to" type="date" defaultValue={form.to} className={input} />
        </label>
        <div className="flex items-end gap-2">
          <button type="submit" className="rounded-md bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white">
            Filter
          </button>
          <Link to="/admin/audit" className="text-sm underline">
            Clear
          </Link>
        </div>
      </Form>
      {error ? (
        <p role="alert" className="mt-4 text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
      {entries.length === 0 ? (
        <p className="mt-6 text-slate-600 dark:text-slate-300" data-testid="audit-empty">
          No staff change matches.
        </p>
      ) : (
        <div className="mt-6 overflow-x-auto" {...scrollRegion('Audit log')}>
          <table className="w-full text-left text-sm" data-testid="audit-table">
            <thead className="text-slate-600 dark:text-slate-300">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  When (UTC)
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Who
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Action
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  On
                </th>
                <th scope="col" className="py-2 font-medium">
                  Changes
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id} className="border-t border-slate-200 align-top dark:border-slate-800">
                  <td className="whitespace-nowrap py-2 pr-4 tabular-nums">{e.at.slice(0, 19).replace('T', ' ')}</td>
                  <td className="py-2 pr-4">{e.actorEmail}</td>
                  <td className="py-2 pr-4 font-mono">{e.action}</td>
                  <td className="py-2 pr-4 font-mono">
                    {e.entity} {e.entityId}
                  </td>
                  <td className="py-2">
                    <ul className="space-y-0.5">
                      {e.changes.map((c) => (
                        <li key={c.field}>
                          <span className="font-medium">{c.field}</span>: {c.before ? <del className="text-red-700 dark:text-red-400">{c.before}</del> : null}
                          {c.before && c.after ? ' → ' : null}
                          {c.after ? <ins className="text-emerald-800 no-underline dark:text-emerald-300">{c.after}</ins> : null}
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav aria-label="Pages of the log" className="mt-4 flex gap-4 text-sm">
        {next ? (
          <Link to={next} className="underline" data-testid="audit-older">
            Older entries
          </Link>
        ) : null}
      </nav>
    </div>
  );
}
