// The job queue as admins see it, on the real database (PGlite, and PostgreSQL in CI): the counts by
// state, the list of one state with what each job is about (never an e-mail's text), a failed job run
// again (audited; refused for a done one and for anyone but an admin, writing nothing), and finished
// jobs pruned after a while, by the worker too.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import { jobs } from '#db/schema/jobs.ts';
import { staffViewer } from '#tests/factories/viewers.ts';
import { TEST_ANCHOR_DATE } from '#tests/setup/seed-fixture.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import { recommendVehicles } from '../catalogue/recommendations.service.ts';
import type { Viewer } from '../context.ts';
import { createOrder } from '../orders/create-order.service.ts';
import { AuthenticationError, InvalidInputError, NotFoundError } from '../errors.ts';
import { countOpenJobs, jobsByAdmin, jobSummary, retryJob, type JobRow, type JobSummary } from './job-admin.service.ts';
import { DEFAULT_MAX_ATTEMPTS, pruneFinishedJobs, runDueJobs, startJobWorker } from './job-queue.ts';

let handle: DatabaseHandle;
const admin = staffViewer('admin', { prefix: 'job' });
const sales = staffViewer('sales', { prefix: 'job' });
const as = (viewer: Viewer | null) => testContext(handle, { viewer });
const now = TEST_ANCHOR_DATE;
const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

beforeAll(async () => {
  handle = await openSeededDatabase();
});

/** A job put straight into the state a test needs; its id. */
async function job(kind: string, values: Partial<typeof jobs.$inferInsert> = {}): Promise<number> {
  const [row] = await handle.db
    .insert(jobs)
    .values({ kind, runAt: at(-1), ...values })
    .returning({ id: jobs.id });
  return row!.id;
}
const summary = async () => (await jobSummary(as(admin))) as JobSummary;
const list = async (state: JobRow['state'] | null, paging: { first?: number; cursor?: string | null } = {}) => {
  const page = await jobsByAdmin(as(admin), { state, ...paging });
  if (page instanceof Error) throw page;
  return page;
};
const stored = async (id: number) => (await handle.db.select().from(jobs).where(eq(jobs.id, id)))[0];
const auditCount = async () => (await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from audit_log`))[0]!.n;

describe('the job queue in the back office', () => {
  it('counts the jobs due, scheduled, running, retrying, dead and done in the last day', async () => {
    const before = await summary();
    const openBefore = await countOpenJobs(handle.db, now);
    await job('test.due');
    await job('test.scheduled', { runAt: at(60) });
    await job('test.running', { attempts: 1, lockedUntil: at(4) });
    await job('test.retrying', { attempts: 2, runAt: at(5), lastError: 'SMTP 451' });
    await job('test.dead', { attempts: 8, maxAttempts: 8, lastError: 'SMTP 550' });
    await job('test.done', { attempts: 1, doneAt: at(-60) });
    await job('test.done', { attempts: 1, doneAt: at(-2 * 24 * 60) });
    const after = await summary();
    const added = Object.fromEntries(Object.entries(after).map(([state, n]) => [state, n - before[state as keyof JobSummary]]));
    // The retry waits for its time: it is scheduled too.
    expect(added).toEqual({ due: 1, scheduled: 2, running: 1, retrying: 1, dead: 1, doneLastDay: 1 });
    // The server's metrics count the same states in one query over the jobs not done (a retry waiting is failed).
    const open = await countOpenJobs(handle.db, now);
    expect(Object.fromEntries(Object.entries(open).map(([state, n]) => [state, n - openBefore[state as keyof typeof open]]))).toEqual({ due: 1, scheduled: 2, running: 1, failed: 1, dead: 1 });
  });

  it('lists the jobs of one state newest first, by page, saying what each is about but never an e-mail’s text', async () => {
    const dead = [await job('test.dead', { attempts: 3, maxAttempts: 3, lastError: 'first' }), await job('test.dead', { attempts: 3, maxAttempts: 3, lastError: 'second' })];
    const first = await list('dead', { first: 1 });
    expect(first.edges.map((e) => [e.node.id, e.node.state, e.node.lastError])).toEqual([[dead[1], 'dead', 'second']]);
    const second = await list('dead', { first: 1, cursor: first.pageInfo.endCursor });
    expect(second.edges[0]!.node.id).toBe(dead[0]);
    expect((await list('dead')).edges.every((e) => e.node.state === 'dead' && e.node.attempts >= e.node.maxAttempts)).toBe(true);
    expect((await list('retrying')).edges.map((e) => e.node.kind)).toEqual(['test.retrying']);

    // An order queues its lapse, its reminder and two e-mails, whose text stays in the database.
    await queryRows(handle.db, sql`insert into "user" (id, name, email, email_verified) values ('job-buyer', 'Neema', 'job-buyer@example.com', true)`);
    const [car] = (await recommendVehicles(as(null), { countryName: 'Kenya', limit: 1 })) as { stockNumber: string }[];
    const order = await createOrder(as({ userId: 'job-buyer', email: 'job-buyer@example.com', groups: [] }), {
      stockNumber: car!.stockNumber,
      countryName: 'Kenya',
      consignee: { consigneeName: 'Neema Traders', consigneeAddress: 'Moi Avenue 2, Mombasa', consigneeTelephone: '+254 700 000 002', countryName: 'Kenya' },
    });
    if (order instanceof Error) throw order;
    const lapse = (await list('scheduled')).edges.find((e) => e.node.kind === 'order.lapse')!.node;
    expect(lapse).toMatchObject({ about: `Order ${order.orderNumber}`, orderUuid: order.uuid, attempts: 0, maxAttempts: DEFAULT_MAX_ATTEMPTS, doneAt: null });
    const mails = (await list('due')).edges.filter((e) => e.node.kind === 'mail.send').map((e) => e.node);
    expect(mails).toHaveLength(2);
    expect(mails.some((m) => m.about?.includes('to job-buyer@example.com') && m.about.includes(order.orderNumber))).toBe(true);
    const [body] = await queryRows<{ text: string }>(handle.db, sql`select payload->>'text' as text from jobs where kind = 'mail.send' and payload->>'to' = 'job-buyer@example.com'`);
    expect(JSON.stringify(mails)).not.toContain(body!.text.slice(0, 40));
    expect(Object.keys(mails[0]!).sort()).toEqual(['about', 'attempts', 'createdAt', 'doneAt', 'id', 'kind', 'lastError', 'maxAttempts', 'orderUuid', 'runAt', 'state']);
  });

  it('runs a dead job again when an admin asks, with an audit entry', async () => {
    // Other tests' jobs are due too (and fail here without a handler): this one is followed by its row.
    const id = await job('test.revived', { runAt: now, maxAttempts: 1 });
    let works = false;
    const handlers = {
      'test.revived': async () => {
        if (!works) throw new Error('mail server down');
      },
    };
    await runDueJobs(handle.db, handlers, { now: () => now });
    expect(await stored(id)).toMatchObject({ attempts: 1, doneAt: null, lastError: 'mail server down' });
    await runDueJobs(handle.db, handlers, { now: () => at(60 * 24 * 7) });
    expect(await stored(id)).toMatchObject({ attempts: 1, doneAt: null });

    expect(await retryJob(as(admin), id)).toEqual({ ok: true });
    expect(await stored(id)).toMatchObject({ attempts: 0, runAt: now, lockedUntil: null });
    const [entry] = await queryRows<{ action: string; actor_email: string; before: { attempts: number }; after: { attempts: number } }>(
      handle.db,
      sql`select action, actor_email, before, after from audit_log where entity = 'jobs' and entity_id = ${String(id)}`,
    );
    expect(entry).toMatchObject({ action: 'job.retry', actor_email: admin.email, before: { attempts: 1 }, after: { attempts: 0 } });
    works = true;
    await runDueJobs(handle.db, handlers, { now: () => now });
    expect(await stored(id)).toMatchObject({ attempts: 1, doneAt: now });
  });

  it('refuses to run again a done, running, waiting or unknown job, and anyone but an admin, writing nothing', async () => {
    const done = await job('test.done', { attempts: 1, doneAt: at(-5) });
    const running = await job('test.running', { attempts: 1, lockedUntil: at(4) });
    const waiting = await job('test.scheduled', { runAt: at(60) });
    const dead = await job('test.dead', { attempts: 8, maxAttempts: 8, lastError: 'SMTP 550' });
    const audits = await auditCount();
    const rows = await Promise.all([done, running, waiting, dead].map(stored));

    const refusedDone = await retryJob(as(admin), done);
    expect(refusedDone).toBeInstanceOf(InvalidInputError);
    expect((refusedDone as InvalidInputError).issues).toEqual([{ fieldname: 'job', message: 'This job is done; there is nothing to run again.' }]);
    expect(await retryJob(as(admin), running)).toBeInstanceOf(InvalidInputError);
    expect(await retryJob(as(admin), waiting)).toBeInstanceOf(InvalidInputError);
    expect(await retryJob(as(admin), 987_654_321)).toBeInstanceOf(NotFoundError);
    for (const viewer of [sales, staffViewer('editor', { prefix: 'job' }), staffViewer('admin', { prefix: 'job', twoFactor: false })]) {
      expect(await retryJob(as(viewer), dead)).toBeInstanceOf(AuthenticationError);
      expect(await jobSummary(as(viewer))).toBeInstanceOf(AuthenticationError);
      expect(await jobsByAdmin(as(viewer), {})).toBeInstanceOf(AuthenticationError);
    }
    expect(await auditCount()).toBe(audits);
    expect(await Promise.all([done, running, waiting, dead].map(stored))).toEqual(rows);
  });

  it('prunes jobs done longer ago than kept, never one still open or dead', async () => {
    const old = await job('test.prune', { attempts: 1, doneAt: at(-31 * 24 * 60), createdAt: at(-40 * 24 * 60) });
    const kept = await job('test.prune', { attempts: 1, doneAt: at(-29 * 24 * 60), createdAt: at(-40 * 24 * 60) });
    const dead = await job('test.prune', { attempts: 8, maxAttempts: 8, createdAt: at(-90 * 24 * 60) });
    const waiting = await job('test.prune', { runAt: at(-60 * 24 * 60), createdAt: at(-90 * 24 * 60) });
    expect(await pruneFinishedJobs(handle.db, now)).toBe(1);
    expect(await stored(old)).toBeUndefined();
    for (const id of [kept, dead, waiting]) expect(await stored(id)).toBeDefined();
    expect(await pruneFinishedJobs(handle.db, now, 7)).toBeGreaterThanOrEqual(1);
    expect(await stored(kept)).toBeUndefined();
    for (const id of [dead, waiting]) expect(await stored(id)).toBeDefined();
  });

  // Last: the worker runs at the real time, and fails the jobs above that have no handler.
  it('is pruned by the worker on its first round', async () => {
    const old = await job('test.prune', { attempts: 1, doneAt: new Date('2000-01-01T00:00:00Z') });
    const worker = startJobWorker(handle.db, {}, { intervalMs: 5 });
    for (let i = 0; i < 200 && (await stored(old)); i++) await new Promise((resolve) => setTimeout(resolve, 10));
    await worker.stop();
    expect(await stored(old)).toBeUndefined();
  });
});
