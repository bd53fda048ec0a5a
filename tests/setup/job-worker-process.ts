// A job worker in a process of its own, for the test that kills one mid-job (domain/jobs/job-worker-kill.test.ts):
// the real worker and handlers, as server/main.ts starts them, with a lease of LEASE_MS, writing e-mails as
// .eml files into OUTBOX_DIR. It loads, prints "loaded" and waits for its first line on standard input: a
// JSON object naming the database, {"DATABASE_URL": …} or {"PGLITE_DIR": …}, so that the test can start it
// while the database is still being made, or while another process has the PGlite directory. With
// HOLD_MAIL=1 each e-mail, its job claimed, prints "sending <subject>" and waits for another line before
// it is written: the test kills the process there. Prints "ready" once working and "sent <subject>" after
// each e-mail; SIGTERM stops the worker after its round and closes the database.
import { createInterface } from 'node:readline';
import { openDatabase } from '#db/client.ts';
import { jobHandlers } from '#domain/jobs/job-handlers.ts';
import { startJobWorker } from '#domain/jobs/job-queue.ts';
import type { SendMail } from '#domain/mail.ts';
import { createMailer } from '#server/mailer.ts';

const { OUTBOX_DIR, LEASE_MS, HOLD_MAIL } = process.env;
if (!OUTBOX_DIR || !LEASE_MS) throw new Error('job-worker-process needs OUTBOX_DIR and LEASE_MS');
const leaseMs = Number(LEASE_MS);

const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]();
console.log('loaded');
const first = await lines.next();
const { DATABASE_URL, PGLITE_DIR } = JSON.parse(first.done ? '{}' : (first.value as string)) as { DATABASE_URL?: string; PGLITE_DIR?: string };
if (!DATABASE_URL && !PGLITE_DIR) throw new Error('job-worker-process needs DATABASE_URL or PGLITE_DIR on its first line');
const handle = await openDatabase(DATABASE_URL ? { url: DATABASE_URL } : { dataDir: PGLITE_DIR! }, { poolSize: 2 });
const outbox = createMailer({ outboxDir: OUTBOX_DIR });
const sendMail: SendMail = async (mail) => {
  if (HOLD_MAIL === '1') {
    console.log(`sending ${mail.subject}`);
    await lines.next();
  }
  await outbox(mail);
  console.log(`sent ${mail.subject}`);
};
const worker = startJobWorker(handle.db, jobHandlers(handle.db, { sendMail, siteUrl: () => 'http://localhost:3000' }), {
  intervalMs: 50,
  leaseMs,
  attemptTimeoutMs: leaseMs / 2,
  onError: (job, error) => console.log(`failed ${job?.id ?? '-'}: ${error instanceof Error ? error.message : String(error)}`),
});
console.log('ready');
process.on('SIGTERM', () => {
  void worker
    .stop()
    .then(() => handle.close())
    .then(() => process.exit(0));
});
