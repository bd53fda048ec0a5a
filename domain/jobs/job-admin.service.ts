// The durable job queue for staff (ADR 024), admins only: how many jobs wait, run, retry, are dead or were
// done today; the jobs of one state newest first, each with what it is about (never an e-mail's body);
// and a failed job run again now, audited.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '#db/client.ts';
import { orders } from '#db/schema/commerce.ts';
import { jobs } from '#db/schema/jobs.ts';
import type { RequestContext } from '../context.ts';
import { afterCursor, decodeCursor, pageSize, toPage, type Page } from '../content/paging.ts';
import { type AuthenticationError, InvalidInputError, type NotAuthenticatedError, NotFoundError } from '../errors.ts';
import { recordAudit, staffCheck } from '../staff/audit.ts';

export const JOB_STATES = ['due', 'scheduled', 'running', 'retrying', 'dead', 'done'] as const;
export type JobState = (typeof JOB_STATES)[number];
export const JOBS_PAGE_SIZE = 50;

type StaffError = NotAuthenticatedError | AuthenticationError;

/**
 * Each state as a condition at `now`. A job a worker holds is running, whatever its attempts; due and
 * scheduled count every job waiting for its next run, a retry among them.
 */
function inState(state: JobState, now: Date): SQL {
  const open = sql`${jobs.doneAt} is null and (${jobs.lockedUntil} is null or ${jobs.lockedUntil} <= ${now})`;
  const conditions: Record<JobState, SQL> = {
    running: sql`${jobs.doneAt} is null and ${jobs.lockedUntil} > ${now}`,
    dead: sql`${open} and ${jobs.attempts} >= ${jobs.maxAttempts}`,
    retrying: sql`${open} and ${jobs.attempts} > 0 and ${jobs.attempts} < ${jobs.maxAttempts}`,
    due: sql`${open} and ${jobs.attempts} < ${jobs.maxAttempts} and ${jobs.runAt} <= ${now}`,
    scheduled: sql`${open} and ${jobs.attempts} < ${jobs.maxAttempts} and ${jobs.runAt} > ${now}`,
    done: sql`${jobs.doneAt} is not null`,
  };
  return sql`(${conditions[state]})`;
}

export interface JobSummary {
  due: number;
  scheduled: number;
  running: number;
  retrying: number;
  dead: number;
  /** Finished in the 24 hours before now. */
  doneLastDay: number;
}

export async function jobSummary(ctx: RequestContext): Promise<JobSummary | StaffError> {
  const refused = staffCheck(ctx.viewer, { job: ['list'] });
  if (refused) return refused;
  const count = (condition: SQL) => sql`count(*) filter (where ${condition})::int`;
  const [row] = await queryRows<JobSummary>(
    ctx.db,
    sql`select ${count(inState('due', ctx.now))} as due, ${count(inState('scheduled', ctx.now))} as scheduled, ${count(inState('running', ctx.now))} as running,
          ${count(inState('retrying', ctx.now))} as retrying, ${count(inState('dead', ctx.now))} as dead,
          ${count(sql`${jobs.doneAt} > ${new Date(ctx.now.getTime() - 24 * 3600_000)}`)} as "doneLastDay"
        from ${jobs}`,
  );
  return row!;
}

/** Jobs not done by state, as the server's metrics report them (server/metrics.ts): `failed` is `retrying`. */
export interface OpenJobCounts {
  due: number;
  scheduled: number;
  running: number;
  failed: number;
  dead: number;
}

/**
 * The open jobs counted by state in one query over the rows not done (what the partial index `jobs_due`
 * holds: the jobs done, kept 30 days, are not read). For the metrics, read at each scrape; no staff check,
 * since it says how many and nothing of what. A retry waiting counts as failed and as due or scheduled.
 */
export async function countOpenJobs(db: Database, now: Date): Promise<OpenJobCounts> {
  const count = (condition: SQL) => sql`count(*) filter (where ${condition})::int`;
  const [row] = await queryRows<OpenJobCounts>(
    db,
    sql`select ${count(inState('due', now))} as due, ${count(inState('scheduled', now))} as scheduled, ${count(inState('running', now))} as running,
          ${count(inState('retrying', now))} as failed, ${count(inState('dead', now))} as dead
        from ${jobs} where ${jobs.doneAt} is null`,
  );
  return row!;
}

export interface JobRow {
  id: number;
  kind: string;
  state: JobState;
  attempts: number;
  maxAttempts: number;
  runAt: Date;
  lastError: string | null;
  doneAt: Date | null;
  createdAt: Date;
  /** What the job is about, from its payload: the order, an e-mail's subject and recipient. */
  about: string | null;
  /** The order it is about, for a link to its page. */
  orderUuid: string | null;
}

/** Jobs newest first by (created, id), of one state or all; admins only. */
export async function jobsByAdmin(
  ctx: RequestContext,
  args: { state?: JobState | null; first?: number | null; cursor?: string | null } = {},
): Promise<Page<JobRow> | StaffError | InvalidInputError> {
  const refused = staffCheck(ctx.viewer, { job: ['list'] });
  if (refused) return refused;
  const size = pageSize(args.first, JOBS_PAGE_SIZE, 200);
  if (size instanceof InvalidInputError) return size;
  const after = args.cursor ? decodeCursor(args.cursor) : null;
  if (after instanceof InvalidInputError) return after;
  const now = ctx.now;
  // Only the payload's fields named here leave the database: an e-mail's text (bank details) never does.
  const payload = (field: 'orderId' | 'to' | 'subject') => sql<string | null>`${jobs.payload}->>${sql.raw(`'${field}'`)}`;
  const rows = await ctx.db
    .select({
      id: jobs.id,
      kind: jobs.kind,
      state: sql<JobState>`case when ${inState('done', now)} then 'done' when ${inState('running', now)} then 'running' when ${inState('dead', now)} then 'dead'
        when ${inState('retrying', now)} then 'retrying' when ${inState('due', now)} then 'due' else 'scheduled' end`,
      attempts: jobs.attempts,
      maxAttempts: jobs.maxAttempts,
      runAt: jobs.runAt,
      lastError: jobs.lastError,
      doneAt: jobs.doneAt,
      createdAt: jobs.createdAt,
      orderId: payload('orderId'),
      orderNumber: orders.orderNumber,
      orderUuid: orders.uuid,
      mailTo: payload('to'),
      mailSubject: payload('subject'),
    })
    .from(jobs)
    // Compared as a number only when it is one, so an odd payload cannot break the list.
    .leftJoin(orders, sql`${orders.id} = case when jsonb_typeof(${jobs.payload}->'orderId') = 'number' then (${jobs.payload}->>'orderId')::numeric end`)
    .where(and(args.state ? inState(args.state, now) : undefined, after ? afterCursor(jobs, jobs.createdAt, jobs.id, after) : undefined))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(size + 1);
  const nodes = rows.map(({ orderId, orderNumber, orderUuid, mailTo, mailSubject, ...row }) => {
    const order = orderNumber ? `Order ${orderNumber}` : orderId ? `Order id ${orderId}` : null;
    const mail = mailSubject || mailTo ? [mailSubject ? `“${mailSubject}”` : null, mailTo ? `to ${mailTo}` : null].filter(Boolean).join(' ') : null;
    return { ...row, about: [order, mail].filter(Boolean).join(' · ') || null, orderUuid };
  });
  return toPage(nodes, size, (r) => r.createdAt, after !== null);
}

/**
 * A failed job (dead, or waiting to retry) run again now: its attempts start over and it is due at once.
 * A job that is done, running or has not failed is left as it is, with the reason.
 */
export async function retryJob(ctx: RequestContext, id: number): Promise<{ ok: true } | StaffError | NotFoundError | InvalidInputError> {
  const viewer = ctx.viewer;
  const refused = staffCheck(viewer, { job: ['update'] });
  if (refused) return refused;
  const unknown = new NotFoundError('No such job: it may have been finished and pruned.');
  if (!Number.isSafeInteger(id) || id < 1) return unknown;
  const refusal = (message: string) => new InvalidInputError([{ fieldname: 'job', message }], message);
  return ctx.db.transaction(async (tx) => {
    const [job] = await tx.select().from(jobs).where(eq(jobs.id, id)).for('update');
    if (!job) return unknown;
    if (job.doneAt) return refusal('This job is done; there is nothing to run again.');
    if (job.lockedUntil && job.lockedUntil > ctx.now) return refusal('A worker is running this job now; wait for it to finish or fail.');
    if (job.attempts === 0) return refusal('This job has not failed; it runs at its time.');
    await tx.update(jobs).set({ attempts: 0, runAt: ctx.now, lockedUntil: null }).where(eq(jobs.id, id));
    await recordAudit(
      tx,
      viewer!,
      { action: 'job.retry', entity: 'jobs', entityId: id, before: { kind: job.kind, attempts: job.attempts, runAt: job.runAt, lastError: job.lastError }, after: { attempts: 0, runAt: ctx.now } },
      ctx.now,
    );
    return { ok: true as const };
  });
}
