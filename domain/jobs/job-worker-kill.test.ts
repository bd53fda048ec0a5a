// A job worker killed in the middle of a job (SIGKILL of a real process, its e-mail claimed and not yet
// written): the job stays claimed until the lease ends, though another worker is asking for jobs all the
// while; then that one runs it, and the e-mail is written once. Both workers are processes of their own
// (tests/setup/job-worker-process.ts) on the test's database: on PostgreSQL the test's own, on PGlite a
// data directory that each process opens in turn, as a server killed and started again would.
import { PGlite } from '@electric-sql/pglite';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '#db/client.ts';
import { openSeededDatabaseAt } from '#tests/setup/test-database.ts';
import { MAIL_SEND_JOB, queueMail } from '../orders/order-mail.ts';

/**
 * Short, so that the test waits seconds for the dead worker's lease, not the two minutes of JOB_LEASE_MS;
 * long enough for the second worker to be asking before it ends. On PGlite the test reads the directory
 * and the second worker opens it between the kill and then: 1.5 to 2 s on this machine at a load of 9.
 */
let leaseMs: number;
const scratch: string[] = [];
const children: ChildProcess[] = [];
/** The database both processes use (the line that starts them), and how the test reads it meanwhile. */
let database: Record<string, string>;
let withDatabase: <T>(work: (db: Database) => Promise<T>) => Promise<T>;
let outbox: string;
/** Both workers, started (loading their code) while the database is made. */
let first: Worker;
let second: Worker;

beforeAll(async () => {
  const onPostgres = process.env.RORO_TEST_DB === 'postgres';
  leaseMs = onPostgres ? 3000 : 5000;
  outbox = mkdtempSync(join(tmpdir(), 'roro-kill-outbox-'));
  scratch.push(outbox);
  first = startWorker({ OUTBOX_DIR: outbox, HOLD_MAIL: '1' });
  second = startWorker({ OUTBOX_DIR: outbox });
  if (onPostgres) {
    const { handle, url } = await openSeededDatabaseAt();
    database = { DATABASE_URL: url! };
    withDatabase = (work) => work(handle.db);
  } else {
    // PGlite has one process a directory: the seeded data in a directory that the test opens only while no worker runs.
    const dir = mkdtempSync(join(tmpdir(), 'roro-kill-'));
    scratch.push(dir);
    const client = await PGlite.create(dir, { loadDataDir: new Blob([readFileSync(inject('pgliteDumpPath'))]) });
    await client.close();
    database = { PGLITE_DIR: dir };
    withDatabase = async (work) => {
      const own = await openDatabase({ dataDir: dir });
      try {
        return await work(own.db);
      } finally {
        await own.close();
      }
    };
  }
  await Promise.all([first.said('loaded'), second.said('loaded')]);
});

afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

interface Worker {
  child: ChildProcess;
  /** Resolves once the process has printed a line starting so. */
  said(start: string): Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
}

function startWorker(env: Record<string, string>): Worker {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/setup/job-worker-process.ts'], { env: { ...process.env, LEASE_MS: String(leaseMs), ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  const waiting: { start: string; resolve: (line: string) => void }[] = [];
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const wait of [...waiting]) {
      const line = output.split('\n').find((l) => l.startsWith(wait.start));
      if (line !== undefined) {
        waiting.splice(waiting.indexOf(wait), 1);
        wait.resolve(line);
      }
    }
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return {
    child,
    said: (start) =>
      Promise.race([
        new Promise<string>((resolve) => {
          waiting.push({ start, resolve });
          onData(Buffer.alloc(0));
        }),
        exited.then(({ code, signal }) => Promise.reject(new Error(`the worker ended (${code ?? signal}) before saying "${start}":\n${output}`))),
      ]),
    exited,
    output: () => output,
  };
}

const mailJob = (db: Database, key: string) =>
  queryRows<{ attempts: number; locked_until: Date | string | null; done_at: Date | string | null; last_error: string | null }>(
    db,
    sql`select attempts, locked_until, done_at, last_error from jobs where dedupe_key = ${`${MAIL_SEND_JOB}:${key}`}`,
  ).then((rows) => rows[0]!);

it('a worker killed mid-job: its job stays claimed until the lease ends, then another process runs it, and its e-mail is written once', async () => {
  const mail = { to: 'killed-worker@example.com', subject: 'Your order RO000001 is received', text: 'Thank you.', html: '<p>Thank you.</p>' };
  await withDatabase((db) => queueMail(db, mail, 'kill-test', new Date()));

  // The first worker claims the job and is killed while its e-mail waits to be written. The second opens
  // the database once the first is dead (PGlite has one process a directory).
  first.child.stdin!.write(`${JSON.stringify(database)}\n`);
  expect(await first.said('sending ')).toBe(`sending ${mail.subject}`);
  first.child.kill('SIGKILL');
  expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });

  const claimed = await withDatabase((db) => mailJob(db, 'kill-test'));
  const leaseEnd = new Date(claimed.locked_until!).getTime();
  expect(claimed).toMatchObject({ attempts: 1, done_at: null, last_error: null });
  expect(leaseEnd).toBeGreaterThan(Date.now());
  expect(readdirSync(outbox)).toEqual([]);

  // The other process asks for jobs every 50 ms from well before the lease ends; it takes this one once
  // the lease has run out, not before, and writes the e-mail.
  second.child.stdin!.write(`${JSON.stringify(database)}\n`);
  await second.said('ready');
  expect(leaseEnd - Date.now()).toBeGreaterThan(0);
  expect(await second.said('sent ')).toBe(`sent ${mail.subject}`);
  second.child.kill('SIGTERM');
  expect(await second.exited, second.output()).toEqual({ code: 0, signal: null });

  const done = await withDatabase((db) => mailJob(db, 'kill-test'));
  expect(done).toMatchObject({ attempts: 2, locked_until: null, last_error: 'Attempt 1 did not finish: its worker stopped (or lost the database) before its lease ran out.' });
  expect(new Date(done.done_at!).getTime()).toBeGreaterThanOrEqual(leaseEnd);
  const written = readdirSync(outbox);
  expect(written).toHaveLength(1);
  expect(written[0]).toMatch(/-killed-worker@example\.com\.eml$/);
  expect(readFileSync(join(outbox, written[0]!), 'utf8')).toContain(`Subject: ${mail.subject}`);
  expect(second.output()).not.toContain('failed');
});
