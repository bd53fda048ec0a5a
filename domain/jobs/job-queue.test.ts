// The durable job queue on the real database (PGlite, and PostgreSQL in CI): due jobs only, once per
// key, retried with backoff after a failure, claimed again when a worker died holding one (and dead once
// its workers died on every attempt), an attempt past its deadline given up without its job being run
// again before the lease ends, a kind whose service is away left alone for a while, and on PostgreSQL
// never run twice by workers claiming at the same moment. (A worker process killed mid-job:
// job-worker-kill.test.ts.)
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type DatabaseHandle } from '#db/client.ts';
import { databaseUrl } from '#tests/setup/postgres.ts';
import { openSeededDatabase } from '#tests/setup/test-database.ts';
import { claimJob, enqueueJob, JOB_LEASE_MS, JobTimeoutError, runDueJobs, ServiceUnavailableError, type Job } from './job-queue.ts';

let handle: DatabaseHandle;
let wide: DatabaseHandle | null = null;
const t0 = new Date('2026-11-25T12:00:00Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

beforeAll(async () => {
  handle = await openSeededDatabase();
  if (handle.kind === 'postgres') {
    const [{ name }] = (await queryRows<{ name: string }>(handle.db, sql`select current_database() as name`)) as [{ name: string }];
    wide = await openDatabase({ url: databaseUrl(process.env.TEST_DATABASE_URL!, name) }, { poolSize: 12 });
  }
});

afterAll(async () => {
  await wide?.close();
});

// Each test's jobs are its own: one left due (a dead worker's) would be claimed by the next test's rounds.
afterEach(async () => {
  await handle.db.execute(sql`delete from jobs where kind like 'test.%'`);
});

const row = async (kind: string) =>
  (
    await queryRows<{ attempts: number; done_at: Date | null; last_error: string | null; run_at: Date; locked_until: Date | null }>(
      handle.db,
      sql`select attempts, done_at, last_error, run_at, locked_until from jobs where kind = ${kind}`,
    )
  )[0];
const time = (value: Date | string | null | undefined) => (value ? new Date(value).getTime() : null);

describe('the job queue', () => {
  it('runs a job once it is due, and a key asked for twice once', async () => {
    const ran: unknown[] = [];
    const handlers = { 'test.due': async (job: Job) => void ran.push(job.payload) };
    await enqueueJob(handle.db, 'test.due', { n: 1 }, { runAt: at(2), dedupeKey: 'test.due:1' });
    await enqueueJob(handle.db, 'test.due', { n: 2 }, { runAt: at(2), dedupeKey: 'test.due:1' });
    expect(await runDueJobs(handle.db, handlers, { now: () => at(1) })).toBe(0);
    expect(await runDueJobs(handle.db, handlers, { now: () => at(3) })).toBe(1);
    expect(ran).toEqual([{ n: 1 }]);
    expect((await row('test.due'))!.done_at).not.toBeNull();
    expect(await runDueJobs(handle.db, handlers, { now: () => at(60) })).toBe(0);
  });

  it('retries a failed job after a backoff that doubles, and keeps it with its error once its attempts are spent', async () => {
    let calls = 0;
    const handlers = {
      'test.flaky': async () => {
        calls++;
        throw new Error(`mail server said no (${calls})`);
      },
    };
    await enqueueJob(handle.db, 'test.flaky', {}, { runAt: at(0), maxAttempts: 3 });
    expect(await runDueJobs(handle.db, handlers, { now: () => at(0) })).toBe(1);
    expect(await row('test.flaky')).toMatchObject({ attempts: 1, done_at: null, last_error: 'mail server said no (1)' });
    // 10 s after the first failure, then 20 s after the second: a service back soon is used soon.
    expect(await runDueJobs(handle.db, handlers, { now: () => at(9) })).toBe(0);
    expect(await runDueJobs(handle.db, handlers, { now: () => at(10) })).toBe(1);
    expect(await runDueJobs(handle.db, handlers, { now: () => at(29) })).toBe(0);
    expect(await runDueJobs(handle.db, handlers, { now: () => at(30) })).toBe(1);
    expect(await row('test.flaky')).toMatchObject({ attempts: 3, done_at: null, last_error: 'mail server said no (3)' });
    expect(await runDueJobs(handle.db, handlers, { now: () => at(100_000) })).toBe(0);
    expect(calls).toBe(3);
  });

  it('gives a job held by a worker that died to another once the lease runs out, saying so', async () => {
    await enqueueJob(handle.db, 'test.crash', { order: 7 }, { runAt: at(0) });
    const first = await claimJob(handle.db, at(0));
    expect(first).toMatchObject({ kind: 'test.crash', attempts: 1 });
    // The worker dies here: no finish, no failure.
    expect(await claimJob(handle.db, at(60))).toBeNull();
    const again = await claimJob(handle.db, new Date(at(0).getTime() + JOB_LEASE_MS));
    expect(again).toMatchObject({ id: first!.id, kind: 'test.crash', attempts: 2, payload: { order: 7 } });
    expect((await row('test.crash'))!.last_error).toBe('Attempt 1 did not finish: its worker stopped (or lost the database) before its lease ran out.');
  });

  it('counts the attempts of workers that died: a job that kills its worker every time ends dead, with why', async () => {
    await enqueueJob(handle.db, 'test.poison', {}, { runAt: at(0), maxAttempts: 2 });
    const lease = (n: number) => new Date(at(0).getTime() + n * JOB_LEASE_MS);
    expect(await claimJob(handle.db, at(0))).toMatchObject({ attempts: 1 });
    expect(await claimJob(handle.db, lease(1))).toMatchObject({ attempts: 2 });
    // The second worker dies too. Its lease runs out with the attempts spent: the next round lets go of it.
    expect(await runDueJobs(handle.db, {}, { now: () => lease(2) })).toBe(0);
    expect(await row('test.poison')).toMatchObject({ attempts: 2, done_at: null, locked_until: null, last_error: 'Attempt 2 did not finish: its worker stopped (or lost the database) before its lease ran out.' });
    expect(await runDueJobs(handle.db, {}, { now: () => lease(100) })).toBe(0);
  });

  it('gives up an attempt past its deadline, tells its handler, and lets no one take the job before its lease ends', async () => {
    await enqueueJob(handle.db, 'test.slow', {}, { runAt: at(0) });
    let signal: AbortSignal | undefined;
    const handlers = {
      'test.slow': async (_job: Job, _now: Date, given: AbortSignal) => {
        signal = given;
        await new Promise((resolve) => setTimeout(resolve, 2000));
      },
    };
    const started = performance.now();
    expect(await runDueJobs(handle.db, handlers, { now: () => at(0), leaseMs: 60_000, attemptTimeoutMs: 150 })).toBe(1);
    expect(performance.now() - started).toBeLessThan(1500);
    expect(signal?.aborted).toBe(true);
    expect(signal?.reason).toBeInstanceOf(JobTimeoutError);
    const failed = (await row('test.slow'))!;
    expect(failed).toMatchObject({ attempts: 1, done_at: null, last_error: 'The attempt did not finish within 150 ms.' });
    // Not after the first retry's 10 s, but once the lease of the attempt that may still be at work ends.
    expect(time(failed.run_at)).toBe(at(60).getTime());
    expect(await runDueJobs(handle.db, handlers, { now: () => at(59), leaseMs: 60_000, attemptTimeoutMs: 150 })).toBe(0);
    // A deadline of more than half the lease is refused: an attempt that is alive must end inside its lease.
    await expect(runDueJobs(handle.db, handlers, { leaseMs: 60_000, attemptTimeoutMs: 40_000 })).rejects.toThrow('must be at most half the lease');
  });

  it('after a ServiceUnavailableError tries no other job of that kind for the pause, and runs the other kinds', async () => {
    const tried: number[] = [];
    const handlers = {
      'test.away': async (job: Job) => {
        tried.push(Number(job.payload.n));
        throw new ServiceUnavailableError('The mail server at 127.0.0.1:1 did not answer within 10 s (Timeout).', 5000);
      },
      'test.here': async () => {},
    };
    for (const n of [1, 2, 3]) await enqueueJob(handle.db, 'test.away', { n }, { runAt: at(0) });
    await enqueueJob(handle.db, 'test.here', {}, { runAt: at(1) });
    const paused = new Map<string, number>();
    expect(await runDueJobs(handle.db, handlers, { now: () => at(2), paused })).toBe(2);
    expect(tried).toEqual([1]);
    expect((await row('test.here'))!.done_at).not.toBeNull();
    // The worker keeps the pause across its rounds; once it is over, the next one is tried.
    expect(await runDueJobs(handle.db, handlers, { now: () => at(6), paused })).toBe(0);
    expect(await runDueJobs(handle.db, handlers, { now: () => at(7), paused })).toBe(1);
    expect(tried).toEqual([1, 2]);
  });

  it('runs each of 60 jobs exactly once with three workers claiming at the same time', async () => {
    const runs = new Map<number, number>();
    const handlers = {
      'test.many': async (job: Job) => {
        runs.set(Number(job.payload.n), (runs.get(Number(job.payload.n)) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 2));
      },
    };
    for (let n = 0; n < 60; n++) await enqueueJob(handle.db, 'test.many', { n }, { runAt: at(0) });
    const db = wide?.db ?? handle.db;
    const counts = await Promise.all([1, 2, 3].map(() => runDueJobs(db, handlers, { now: () => at(1) })));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(60);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
    expect(runs.size).toBe(60);
    if (wide) expect(counts.filter((n) => n > 0).length).toBeGreaterThan(1);
  });
});
