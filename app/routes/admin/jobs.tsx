// /admin/jobs: the durable job queue (ADR 024) for admins. How many jobs are due, scheduled, running,
// retrying, dead or were done today; the jobs of one state newest first, 50 a page by cursor; and a failed
// job run again now ("Retry now", a plain form that works without JavaScript).
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { InvalidInputError, NotFoundError } from '#domain/errors.ts';
import { jobsByAdmin, jobSummary, retryJob, type JobState } from '#domain/jobs/job-admin.service.ts';
import { KEEP_DONE_JOBS_DAYS } from '#domain/jobs/job-queue.ts';
import { ADMIN_INPUT } from '../../components/admin-field';
import { ADMIN_PRIVATE, requireStaff } from '../../lib/admin.server';
import { SavedNotice } from '../../components/admin-edit';
import type { Route } from './+types/jobs';
import { scrollRegion } from '../../lib/scroll-region';
import { throwIfError } from '../../lib/service-answer.server';

export { ErrorBoundary } from './layout';

export function meta() {
  return [{ title: 'Jobs | Back office | Roro Motors' }, { name: 'robots', content: 'noindex' }];
}

const STATE_TEXT: Record<JobState, string> = { due: 'Due now', scheduled: 'Scheduled', running: 'Running', retrying: 'Retrying', dead: 'Dead', done: 'Done' };
const STATES = Object.keys(STATE_TEXT) as JobState[];
const stateOf = (value: FormDataEntryValue | null) => STATES.find((s) => s === value) ?? null;
const utc = (iso: string | null) => (iso ? iso.slice(0, 19).replace('T', ' ') : '—');

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context.ctx, request, { job: ['list'] });
  const query = new URL(request.url).searchParams;
  const state = stateOf(query.get('state'));
  const [summary, page] = await Promise.all([jobSummary(context.ctx), jobsByAdmin(context.ctx, { state, cursor: query.get('cursor') })]);
  throwIfError(page, { invalid: 404 });
  throwIfError(summary);
  return data(
    {
      form: { state: state ?? '' },
      summary,
      rows: page.edges.map(({ node }) => ({
        ...node,
        runAt: node.runAt.toISOString(),
        doneAt: node.doneAt?.toISOString() ?? null,
        createdAt: node.createdAt.toISOString(),
        // The whole error is in the database; a line of the table shows its start.
        lastError: node.lastError && node.lastError.length > 300 ? `${node.lastError.slice(0, 300)}…` : node.lastError,
      })),
      endCursor: page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null,
      saved: query.get('saved'),
      keepDays: KEEP_DONE_JOBS_DAYS,
    },
    { headers: ADMIN_PRIVATE },
  );
}

export async function action({ context, request }: Route.ActionArgs) {
  requireStaff(context.ctx, request, { job: ['update'] });
  const form = await request.formData();
  const id = Number(form.get('id'));
  const result = form.get('intent') === 'retry' ? await retryJob(context.ctx, id) : new InvalidInputError([{ fieldname: 'intent', message: 'Unknown action.' }]);
  if (result instanceof InvalidInputError || result instanceof NotFoundError) {
    const message = result instanceof InvalidInputError ? (result.issues[0]?.message ?? result.message) : result.message;
    return data({ id, error: message }, { status: result instanceof NotFoundError ? 404 : 400, headers: ADMIN_PRIVATE });
  }
  throwIfError(result);
  const state = stateOf(form.get('state'));
  throw redirect(`/admin/jobs?${state ? `state=${state}&` : ''}saved=retry`, { status: 303, headers: ADMIN_PRIVATE });
}

const CARDS = [
  { state: 'due', count: 'due', hint: 'runs within a second' },
  { state: 'scheduled', count: 'scheduled', hint: 'later, retries too' },
  { state: 'running', count: 'running', hint: 'held by a worker' },
  { state: 'retrying', count: 'retrying', hint: 'failed, will try again' },
  { state: 'dead', count: 'dead', hint: 'attempts spent' },
  { state: 'done', count: 'doneLastDay', hint: 'in the last 24 hours' },
] as const;

export default function Jobs({ loaderData, actionData }: Route.ComponentProps) {
  const { form, summary, rows, endCursor, saved, keepDays } = loaderData;
  const busy = useNavigation().state === 'submitting';
  const next = endCursor ? `?${new URLSearchParams({ ...(form.state ? { state: form.state } : {}), cursor: endCursor })}` : null;
  return (
    <div>
      <h1 className="text-2xl font-bold">Jobs</h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Work the server does later: orders lapsing and reminded at their deadline, e-mails sent with retries. Done jobs are kept {keepDays} days.</p>
      {saved === 'retry' ? <SavedNotice>The job is due again with its attempts reset; a worker picks it up within a second.</SavedNotice> : null}
      {actionData?.error ? (
        <p role="alert" className="mt-3 text-red-700 dark:text-red-400" data-testid="jobs-error">
          Job {actionData.id}: {actionData.error}
        </p>
      ) : null}
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" aria-label="Jobs by state" data-testid="jobs-summary">
        {CARDS.map((c) => (
          <li key={c.state}>
            <Link
              to={`/admin/jobs?state=${c.state}`}
              className={`block rounded-lg border bg-white p-3 hover:bg-slate-50 dark:bg-slate-900 dark:hover:bg-slate-800 ${form.state === c.state ? 'border-brand-700' : 'border-slate-200 dark:border-slate-800'}`}
            >
              <span className="block text-sm font-medium">{STATE_TEXT[c.state]}</span>
              <span className={`block text-2xl font-bold tabular-nums ${c.state === 'dead' && summary.dead > 0 ? 'text-red-700 dark:text-red-400' : ''}`}>{summary[c.count]}</span>
              <span className="block text-xs text-slate-600 dark:text-slate-300">{c.hint}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3" aria-label="Filter the jobs">
        <label className="text-sm">
          State
          <select name="state" defaultValue={form.state} className={ADMIN_INPUT}>
            <option value="">Any</option>
            {STATES.map((s) => (
              <option key={s} value={s}>
                {STATE_TEXT[s]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white">
          Filter
        </button>
        <Link to="/admin/jobs" className="text-sm underline">
          Clear
        </Link>
      </Form>
      <div className="mt-6 overflow-x-auto" {...scrollRegion('Jobs')}>
        <table className="w-full text-left text-sm" data-testid="jobs-table">
          <thead className="text-slate-600 dark:text-slate-300">
            <tr>
              {['Job', 'About', 'State', 'Attempts', 'Runs at (UTC)', 'Last error', 'Done (UTC)', 'Action'].map((h) => (
                <th key={h} scope="col" className="whitespace-nowrap py-2 pr-4 font-medium">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} className="border-t border-slate-200 align-top dark:border-slate-800" data-testid="jobs-row">
                <td className="py-1.5 pr-4 font-mono">
                  {r.kind}
                  <div className="text-xs text-slate-600 dark:text-slate-300">#{r.id}</div>
                </td>
                <td className="py-1.5 pr-4">
                  {r.orderUuid ? (
                    <Link to={`/admin/orders/${r.orderUuid}`} className="text-brand-700 underline dark:text-brand-100">
                      {r.about}
                    </Link>
                  ) : (
                    (r.about ?? '—')
                  )}
                </td>
                <td className={`py-1.5 pr-4 ${r.state === 'dead' ? 'font-semibold text-red-700 dark:text-red-400' : ''}`}>{STATE_TEXT[r.state]}</td>
                <td className="py-1.5 pr-4 tabular-nums">
                  {r.attempts} / {r.maxAttempts}
                </td>
                <td className="whitespace-nowrap py-1.5 pr-4 tabular-nums">{utc(r.runAt)}</td>
                <td className="max-w-xs break-words py-1.5 pr-4">{r.lastError ?? '—'}</td>
                <td className="whitespace-nowrap py-1.5 pr-4 tabular-nums">{utc(r.doneAt)}</td>
                <td className="py-1.5">
                  {r.state === 'dead' || r.state === 'retrying' ? (
                    <Form method="post">
                      <input type="hidden" name="intent" value="retry" />
                      <input type="hidden" name="id" value={r.id} />
                      <input type="hidden" name="state" value={form.state} />
                      <button type="submit" disabled={busy} className="whitespace-nowrap rounded-md border border-slate-400 px-3 py-1 text-sm font-semibold disabled:opacity-60">
                        Retry now<span className="sr-only"> job {r.id}</span>
                      </button>
                    </Form>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 ? <p className="mt-4 text-slate-600 dark:text-slate-300">No job in this state.</p> : null}
      </div>
      {next ? (
        <nav aria-label="Pages of jobs" className="mt-4 text-sm">
          <Link to={next} className="underline">
            Next page
          </Link>
        </nav>
      ) : null}
    </div>
  );
}
