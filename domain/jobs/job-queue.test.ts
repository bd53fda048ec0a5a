// The durable job queue on the real database (PGlite, and PostgreSQL in CI): due jobs only, once per
// key, retried with backoff after a failure, claimed again when a worker died holding one, and on
// PostgreSQL never run twice by workers claiming at the same moment.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type DatabaseHandle } from '#db/client.ts';
import { databaseUrl } from '#tests/setup/postgres.ts';
import { openSeededDatabase } from '#tests/setup/test-database.ts';
import { claimJob, enqueueJob, JOB_LEASE_MS, runDueJobs, type Job } from './job-queue.ts';

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

const row = async (kind: string) =>
  (await queryRows<{ attempts: number; done_at: Date | null; last_error: string | null; run_at: Date }>(handle.db, sql`select attempts, done_at, last_error, run_at from jobs where kind = ${kind}`))[0];

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
    // 30 s after the first failure, then 60 s after the second.
    expect(await runDueJobs(handle.db, handlers, { now: () => at(29) })).toBe(0);
    expect(await runDueJobs(handle.db, handlers, { now: () => at(30) })).toBe(1);
    expect(await runDueJobs(handle.db, handlers, { now: () => at(89) })).toBe(0);
    expect(await runDueJobs(handle.db, handlers, { now: () => at(90) })).toBe(1);
    expect(await row('test.flaky')).toMatchObject({ attempts: 3, done_at: null, last_error: 'mail server said no (3)' });
    expect(await runDueJobs(handle.db, handlers, { now: () => at(100_000) })).toBe(0);
    expect(calls).toBe(3);
  });

  it('gives a job held by a worker that died to another once the lease runs out', async () => {
    await enqueueJob(handle.db, 'test.crash', { order: 7 }, { runAt: at(0) });
    const first = await claimJob(handle.db, at(0));
    expect(first).toMatchObject({ kind: 'test.crash', attempts: 1 });
    // The worker dies here: no finish, no failure.
    expect(await claimJob(handle.db, at(60))).toBeNull();
    const again = await claimJob(handle.db, new Date(at(0).getTime() + JOB_LEASE_MS));
    expect(again).toMatchObject({ id: first!.id, kind: 'test.crash', attempts: 2, payload: { order: 7 } });
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
