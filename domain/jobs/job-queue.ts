// The durable job queue (ADR 024) over the `jobs` table, the same on PGlite and PostgreSQL: enqueue in
// the caller's transaction, claim the oldest due job with `FOR UPDATE SKIP LOCKED` and a lease (so two
// workers never run one job at once, and a worker that dies lets it go when the lease runs out), finish
// it, or put it back with exponential backoff. Delivery is at least once: handlers must be idempotent.
// Each attempt has a deadline well inside the lease, so a slow worker that is alive never has its job
// claimed by another (ADR 064). Finished jobs are kept a while for the record, then pruned by the worker.
import { and, isNotNull, lt, sql } from 'drizzle-orm';
import { queryRows, type Database } from '#db/client.ts';
import { jobs } from '#db/schema/jobs.ts';

/**
 * How long a claimed job is a worker's: another may claim it only after this, so it is what a job whose
 * worker died waits. Twice the attempt's deadline, so an attempt that is alive never outlives its lease.
 */
export const JOB_LEASE_MS = 2 * 60_000;
/** How long one attempt may run before it counts as failed (its handler is told through its signal). */
export const JOB_ATTEMPT_TIMEOUT_MS = 60_000;
/** The first retry's wait; each further one doubles it, up to an hour: 10 s, 20 s, 40 s, 80 s … 1 h. */
export const FIRST_RETRY_MS = 10_000;
export const MAX_RETRY_MS = 3600_000;
/** Attempts of a job unless its kind says otherwise: about 85 minutes of retries (10 s doubling). */
export const DEFAULT_MAX_ATTEMPTS = 10;
/** How often each worker prunes finished jobs, and how long they are kept. */
const PRUNE_EVERY_MS = 3600_000;
export const KEEP_DONE_JOBS_DAYS = 30;

export interface Job {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
  /** When this attempt's lease ends: no other worker takes the job before. */
  lockedUntil: Date;
}

/**
 * A handler's failure that says what its kind of job needs is away (the mail server down or silent): the
 * job is retried with backoff as after any failure, and the worker tries no other job of that kind for
 * `pauseMs`, so a service that hangs costs one attempt's timeout per pause, not one for each job waiting.
 */
export class ServiceUnavailableError extends Error {
  override name = 'ServiceUnavailableError';
  constructor(
    message: string,
    readonly pauseMs: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** An attempt that ran past its deadline (JOB_ATTEMPT_TIMEOUT_MS). */
export class JobTimeoutError extends Error {
  override name = 'JobTimeoutError';
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
    .values({ kind, payload, runAt: options.runAt ?? new Date(), dedupeKey: options.dedupeKey ?? null, maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS })
    .onConflictDoNothing({ target: jobs.dedupeKey });
}

/**
 * The oldest due job no one holds (of a kind not in `skipKinds`), now held by the caller until the lease
 * ends; null when none is due. The attempt is counted as it is claimed, so the attempt of a worker that
 * died counts too: a job whose worker keeps dying ends dead rather than taking every worker down in turn.
 * A job claimed again after a lease ran out says so in its last error.
 */
export async function claimJob(db: Database, now: Date, leaseMs = JOB_LEASE_MS, skipKinds: readonly string[] = []): Promise<Job | null> {
  const lockedUntil = new Date(now.getTime() + leaseMs);
  const otherKinds = skipKinds.length ? sql`and kind not in (${sql.join(skipKinds.map((kind) => sql`${kind}`), sql`, `)})` : sql``;
  const [row] = await queryRows<{ id: string | number; kind: string; payload: Record<string, unknown>; attempts: number; max_attempts: number }>(
    db,
    sql`update jobs set locked_until = ${lockedUntil}, attempts = attempts + 1,
          last_error = case when locked_until is not null then ${leaseRanOut('attempts')} else last_error end
        where id = (
          select id from jobs
          where done_at is null and run_at <= ${now} and (locked_until is null or locked_until <= ${now}) and attempts < max_attempts ${otherKinds}
          order by run_at, id
          limit 1
          for update skip locked
        )
        returning id, kind, payload, attempts, max_attempts`,
  );
  return row ? { id: Number(row.id), kind: row.kind, payload: row.payload, attempts: row.attempts, maxAttempts: row.max_attempts, lockedUntil } : null;
}

/** The last error of an attempt whose worker never said how it ended (`attempts`: the SQL for its number). */
const leaseRanOut = (attempts: string) =>
  sql`'Attempt ' || ${sql.raw(attempts)} || ' did not finish: its worker stopped (or lost the database) before its lease ran out.'`;

/**
 * Jobs whose last attempt's worker died: the lease ran out with the attempts spent. They are dead as they
 * were; this lets go of them and says why, where nothing else would. The number of such jobs.
 */
export async function releaseAbandonedJobs(db: Database, now: Date): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update jobs set locked_until = null, last_error = ${leaseRanOut('attempts')}
        where done_at is null and locked_until <= ${now} and attempts >= max_attempts
        returning id`,
  );
  return rows.length;
}

export async function finishJob(db: Database, id: number, now: Date): Promise<void> {
  await db.execute(sql`update jobs set done_at = ${now}, locked_until = null where id = ${id}`);
}

/**
 * After a failure: due again after the backoff (`notBefore` at the latest), unless its attempts are spent
 * (then it stays, with its error, for staff to see).
 */
export async function failJob(db: Database, job: Job, error: unknown, now: Date, notBefore?: Date): Promise<void> {
  const wait = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** (job.attempts - 1));
  const runAt = new Date(Math.max(now.getTime() + wait, notBefore?.getTime() ?? 0));
  const message = error instanceof Error ? error.message : String(error);
  await db.execute(sql`update jobs set locked_until = null, run_at = ${runAt}, last_error = ${message.slice(0, 2000)} where id = ${job.id}`);
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

/** Does the job; `signal` aborts when the attempt's deadline passes (the attempt has then failed). */
export type JobHandler = (job: Job, now: Date, signal: AbortSignal) => Promise<void>;

export interface RunOptions {
  now?: () => Date;
  limit?: number;
  leaseMs?: number;
  /** Below the lease (at most half of it), so an attempt that is alive ends before another worker may claim its job. */
  attemptTimeoutMs?: number;
  /** Kinds paused until a time (ms since the epoch, by `now`), after a ServiceUnavailableError: kept by the worker across rounds. */
  paused?: Map<string, number>;
  onError?: (job: Job, error: unknown) => void;
}

/**
 * Runs due jobs one after another until none is due (or `limit` ran): each finished when its handler
 * returns, put back with backoff when it throws, has no handler or passes its deadline. The number run.
 */
export async function runDueJobs(db: Database, handlers: Record<string, JobHandler>, options: RunOptions = {}): Promise<number> {
  const { now = () => new Date(), limit = 100, leaseMs = JOB_LEASE_MS, attemptTimeoutMs = JOB_ATTEMPT_TIMEOUT_MS, paused = new Map<string, number>(), onError } = options;
  if (attemptTimeoutMs * 2 > leaseMs) throw new Error(`An attempt's deadline (${attemptTimeoutMs} ms) must be at most half the lease (${leaseMs} ms).`);
  await releaseAbandonedJobs(db, now());
  let ran = 0;
  while (ran < limit) {
    const at = now().getTime();
    for (const [kind, until] of paused) if (until <= at) paused.delete(kind);
    const job = await claimJob(db, now(), leaseMs, [...paused.keys()]);
    if (!job) break;
    ran++;
    try {
      const handler = handlers[job.kind];
      if (!handler) throw new Error(`No handler for jobs of kind ${job.kind}.`);
      await withDeadline(attemptTimeoutMs, (signal) => handler(job, now(), signal));
      await finishJob(db, job.id, now());
    } catch (error) {
      onError?.(job, error);
      if (error instanceof ServiceUnavailableError) paused.set(job.kind, now().getTime() + error.pauseMs);
      // A handler past its deadline may still be at work: nobody takes the job before its lease ends.
      await failJob(db, job, error, now(), error instanceof JobTimeoutError ? job.lockedUntil : undefined);
    }
  }
  return ran;
}

/** The work, or a JobTimeoutError once `ms` pass (the signal it was given aborts then). */
async function withDeadline(ms: number, work: (signal: AbortSignal) => Promise<void>): Promise<void> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new JobTimeoutError(`The attempt did not finish within ${formatMs(ms)}.`);
      controller.abort(error);
      reject(error);
    }, ms);
  });
  try {
    await Promise.race([work(controller.signal), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

const formatMs = (ms: number) => (ms >= 1000 ? `${Math.round(ms / 100) / 10} s` : `${ms} ms`);

/**
 * Runs due jobs every `intervalMs` until stopped, and prunes finished ones on its first round and every
 * `pruneEveryMs` after; the promise stop() returns ends after the round under way.
 */
export function startJobWorker(
  db: Database,
  handlers: Record<string, JobHandler>,
  {
    intervalMs = 1000,
    pruneEveryMs = PRUNE_EVERY_MS,
    leaseMs,
    attemptTimeoutMs,
    onError,
  }: { intervalMs?: number; pruneEveryMs?: number; leaseMs?: number; attemptTimeoutMs?: number; onError?: (job: Job | null, error: unknown) => void } = {},
): { stop: () => Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> = Promise.resolve();
  let prunedAt = -Infinity;
  // Kinds whose service is away, across rounds (ServiceUnavailableError).
  const paused = new Map<string, number>();
  const pruneWhenDue = async () => {
    if (Date.now() - prunedAt < pruneEveryMs) return;
    prunedAt = Date.now();
    await pruneFinishedJobs(db, new Date());
  };
  const tick = () => {
    round = runDueJobs(db, handlers, { leaseMs, attemptTimeoutMs, paused, onError })
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
