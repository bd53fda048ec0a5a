// /admin/jobs: the durable job queue (ADR 024) for admins. How many jobs are due, scheduled, running,
// retrying, dead or were done today; the jobs of one state newest first, 50 a page by cursor; and a failed
// job run again now ("Retry now", a plain form that works without JavaScript).
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { z } from 'zod';
import { InvalidInputError, NotFoundError } from '#domain/errors.ts';
import { jobsByAdmin, jobSummary, retryJob, type JobState } from '#domain/jobs/job-admin.service.ts';
import { KEEP_DONE_JOBS_DAYS } from '#domain/jobs/job-queue.ts';
import { adminColumns, AdminList, type ListTexts } from '../../components/admin-list';
import { listRequest } from '../../lib/admin-list.server';
import { ADMIN_PRIVATE, requireStaff } from '../../lib/admin.server';
import { SavedNotice } from '../../components/admin-edit';
import type { Route } from './+types/jobs';
import { throwIfError } from '../../lib/service-answer.server';

export { ErrorBoundary } from './layout';

export function meta() {
  return [{ title: 'Jobs | Back office | Roro Motors' }, { name: 'robots', content: 'noindex' }];
}

const STATE_TEXT: Record<JobState, string> = { due: 'Due now', scheduled: 'Scheduled', running: 'Running', retrying: 'Retrying', dead: 'Dead', done: 'Done' };
const STATES = Object.keys(STATE_TEXT) as JobState[];
const JobSearch = z.object({
  state: z
    .enum(STATES as [JobState, ...JobState[]])
    .nullable()
    .catch(null),
});
const stateOf = (value: FormDataEntryValue | null) => STATES.find((s) => s === value) ?? null;
const utc = (iso: string | null) => (iso ? iso.slice(0, 19).replace('T', ' ') : '—');

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context.ctx, request, { job: ['list'] });
  const { search, form, cursor } = listRequest(request, JobSearch);
  const [summary, page] = await Promise.all([jobSummary(context.ctx), jobsByAdmin(context.ctx, { state: search.state, cursor })]);
  throwIfError(page, { invalid: 404 });
  throwIfError(summary);
  return data(
    {
      form,
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
      saved: new URL(request.url).searchParams.get('saved'),
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

type Row = Route.ComponentProps['loaderData']['rows'][number];
const column = adminColumns<Row>();
const NUMBER = { className: 'whitespace-nowrap tabular-nums' };
/** The columns; a failed job's "Retry now" comes back to the same state's list. */
const jobColumns = (state: string, busy: boolean) =>
  column.columns([
    column.accessor('kind', {
      header: 'Job',
      cell: (c) => (
        <>
          {c.getValue()}
          <div className="text-xs text-slate-600 dark:text-slate-300">#{c.row.original.id}</div>
        </>
      ),
      meta: { className: 'font-mono' },
    }),
    column.accessor('about', {
      header: 'About',
      cell: (c) =>
        c.row.original.orderUuid ? (
          <Link to={`/admin/orders/${c.row.original.orderUuid}`} className="text-brand-700 underline dark:text-brand-100">
            {c.getValue()}
          </Link>
        ) : (
          (c.getValue() ?? '—')
        ),
    }),
    column.accessor('state', { header: 'State', cell: (c) => <span className={c.getValue() === 'dead' ? 'font-semibold text-red-700 dark:text-red-400' : ''}>{STATE_TEXT[c.getValue()]}</span> }),
    column.accessor('attempts', { header: 'Attempts', cell: (c) => `${c.getValue()} / ${c.row.original.maxAttempts}`, meta: NUMBER }),
    column.accessor('runAt', { header: 'Runs at (UTC)', cell: (c) => utc(c.getValue()), meta: NUMBER }),
    column.accessor('lastError', { header: 'Last error', cell: (c) => c.getValue() ?? '—', meta: { className: 'max-w-xs break-words' } }),
    column.accessor('doneAt', { header: 'Done (UTC)', cell: (c) => utc(c.getValue()), meta: NUMBER }),
    column.display({
      id: 'action',
      header: 'Action',
      cell: ({ row: { original: r } }) =>
        r.state === 'dead' || r.state === 'retrying' ? (
          <Form method="post">
            <input type="hidden" name="intent" value="retry" />
            <input type="hidden" name="id" value={r.id} />
            <input type="hidden" name="state" value={state} />
            <button type="submit" disabled={busy} className="whitespace-nowrap rounded-md border border-slate-400 px-3 py-1 text-sm font-semibold disabled:opacity-60">
              Retry now<span className="sr-only"> job {r.id}</span>
            </button>
          </Form>
        ) : null,
    }),
  ]);

const TEXTS: ListTexts = { search: 'Filter the jobs', submit: 'Filter', clear: 'Clear', table: 'Jobs', empty: 'No job in this state.', pager: { pages: 'Pages of jobs', first: 'First page', next: 'Next page' } };
const FIELDS = { state: { label: 'State', any: 'Any', options: STATE_TEXT } };

export default function Jobs({ loaderData, actionData }: Route.ComponentProps) {
  const { form, summary, rows, endCursor, saved, keepDays } = loaderData;
  const busy = useNavigation().state === 'submitting';
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
      <AdminList
        path="/admin/jobs"
        search={{ schema: JobSearch, fields: FIELDS, values: form }}
        texts={TEXTS}
        columns={jobColumns(form.state ?? '', busy)}
        rows={rows}
        getRowId={(r) => String(r.id)}
        endCursor={endCursor}
        testId="jobs-table"
        rowTestId="jobs-row"
      />
    </div>
  );
}
