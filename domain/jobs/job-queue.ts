// The durable job queue (ADR 024) over the `jobs` table, the same on PGlite and PostgreSQL: enqueue in
// the caller's transaction, claim the oldest due job with `FOR UPDATE SKIP LOCKED` and a lease (so two
// workers never run one job at once, and a worker that dies lets it go when the lease runs out), finish
// it, or put it back with exponential backoff. Delivery is at least once: handlers must be idempotent.
// Finished jobs are kept a while for the record, then pruned by the worker.
import { and, isNotNull, lt, sql } from 'drizzle-orm';
import { queryRows, type Database } from '#db/client.ts';
import { jobs } from '#db/schema/jobs.ts';

/** How long a claimed job is a worker's: longer than the slowest job, short enough to retry soon after a crash. */
export const JOB_LEASE_MS = 5 * 60_000;
/** The first retry's wait; each further one doubles it, up to a day. */
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 24 * 3600_000;
/** How often each worker prunes finished jobs, and how long they are kept. */
const PRUNE_EVERY_MS = 3600_000;
export const KEEP_DONE_JOBS_DAYS = 30;

export interface Job {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
}

export interface EnqueueOptions {
  /** Not before this time (now unless given). */
  runAt?: Date;
  /** At most one job per key: a second enqueue with the key adds nothing. */
  dedupeKey?: string;
  maxAttempts?: number;
}

/** Adds a job, in the caller's transaction when given one: it exists exactly when the change that asked for it does. */
export async function enqueueJob(db: Database, kind: string, payload: Record<string, unknown>, options: EnqueueOptions = {}): Promise<void> {
  await db
    .insert(jobs)
    .values({ kind, payload, runAt: options.runAt ?? new Date(), dedupeKey: options.dedupeKey ?? null, maxAttempts: options.maxAttempts ?? 8 })
    .onConflictDoNothing({ target: jobs.dedupeKey });
}

/** The oldest due job no one holds, now held by the caller until the lease ends; null when none is due. */
export async function claimJob(db: Database, now: Date, leaseMs = JOB_LEASE_MS): Promise<Job | null> {
  const [row] = await queryRows<{ id: string | number; kind: string; payload: Record<string, unknown>; attempts: number; max_attempts: number }>(
    db,
    sql`update jobs set locked_until = ${new Date(now.getTime() + leaseMs)}, attempts = attempts + 1
        where id = (
          select id from jobs
          where done_at is null and run_at <= ${now} and (locked_until is null or locked_until <= ${now}) and attempts < max_attempts
          order by run_at, id
          limit 1
          for update skip locked
        )
        returning id, kind, payload, attempts, max_attempts`,
  );
  return row ? { id: Number(row.id), kind: row.kind, payload: row.payload, attempts: row.attempts, maxAttempts: row.max_attempts } : null;
}

export async function finishJob(db: Database, id: number, now: Date): Promise<void> {
  await db.execute(sql`update jobs set done_at = ${now}, locked_until = null where id = ${id}`);
}

/** After a failure: due again after the backoff, unless its attempts are spent (then it stays, with its error, for staff to see). */
export async function failJob(db: Database, job: Job, error: unknown, now: Date): Promise<void> {
  const wait = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** (job.attempts - 1));
  const message = error instanceof Error ? error.message : String(error);
  await db.execute(sql`update jobs set locked_until = null, run_at = ${new Date(now.getTime() + wait)}, last_error = ${message.slice(0, 2000)} where id = ${job.id}`);
}

/** Deletes jobs finished more than `keepDays` before `now`; jobs not done (waiting, running or dead) stay. The number deleted. */
export async function pruneFinishedJobs(db: Database, now: Date, keepDays = KEEP_DONE_JOBS_DAYS): Promise<number> {
  const before = new Date(now.getTime() - keepDays * 24 * 3600_000);
  const deleted = await db
    .delete(jobs)
    .where(and(isNotNull(jobs.doneAt), lt(jobs.doneAt, before)))
    .returning({ id: jobs.id });
  return deleted.length;
}

export type JobHandler = (job: Job, now: Date) => Promise<void>;

/**
 * Runs due jobs one after another until none is due (or `limit` ran): each finished when its handler
 * returns, put back with backoff when it throws or has no handler. The number run.
 */
export async function runDueJobs(db: Database, handlers: Record<string, JobHandler>, { now = () => new Date(), limit = 100, onError }: { now?: () => Date; limit?: number; onError?: (job: Job, error: unknown) => void } = {}): Promise<number> {
  let ran = 0;
  while (ran < limit) {
    const job = await claimJob(db, now());
    if (!job) break;
    ran++;
    try {
      const handler = handlers[job.kind];
      if (!handler) throw new Error(`No handler for jobs of kind ${job.kind}.`);
      await handler(job, now());
      await finishJob(db, job.id, now());
    } catch (error) {
      onError?.(job, error);
      await failJob(db, job, error, now());
    }
  }
  return ran;
}

/**
 * Runs due jobs every `intervalMs` until stopped, and prunes finished ones on its first round and every
 * `pruneEveryMs` after; the promise stop() returns ends after the round under way.
 */
export function startJobWorker(
  db: Database,
  handlers: Record<string, JobHandler>,
  { intervalMs = 1000, pruneEveryMs = PRUNE_EVERY_MS, onError }: { intervalMs?: number; pruneEveryMs?: number; onError?: (job: Job | null, error: unknown) => void } = {},
): { stop: () => Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> = Promise.resolve();
  let prunedAt = -Infinity;
  const pruneWhenDue = async () => {
    if (Date.now() - prunedAt < pruneEveryMs) return;
    prunedAt = Date.now();
    await pruneFinishedJobs(db, new Date());
  };
  const tick = () => {
    round = runDueJobs(db, handlers, { onError })
      .then(pruneWhenDue)
      .catch((error: unknown) => onError?.(null, error))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  timer = setTimeout(tick, intervalMs);
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await round;
    },
  };
}
