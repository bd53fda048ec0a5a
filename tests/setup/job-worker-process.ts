// A job worker in a process of its own, for the test that kills one mid-job (domain/jobs/job-worker-kill.test.ts):
// the real worker and handlers, as server/main.ts starts them, on DATABASE_URL or the PGlite directory
// PGLITE_DIR, with a lease of LEASE_MS, writing e-mails as .eml files into OUTBOX_DIR. With HOLD_MAIL=1
// each e-mail, its job claimed, prints "sending <subject>" and waits for a line on standard input before it
// is written: the test kills the process there. With START_ON_INPUT=1 it loads, prints "loaded" and waits
// for a line before it opens the database (so it can be started while another process has a PGlite
// directory). Prints "ready" once working and "sent <subject>" after each e-mail; SIGTERM stops the worker
// after its round and closes the database.
import { createInterface } from 'node:readline';
import { openDatabase } from '#db/client.ts';
import { jobHandlers } from '#domain/jobs/job-handlers.ts';
import { startJobWorker } from '#domain/jobs/job-queue.ts';
import type { SendMail } from '#domain/mail.ts';
import { createMailer } from '#server/mailer.ts';

const { DATABASE_URL, PGLITE_DIR, OUTBOX_DIR, LEASE_MS, HOLD_MAIL, START_ON_INPUT } = process.env;
if (!OUTBOX_DIR || !LEASE_MS || (!DATABASE_URL && !PGLITE_DIR)) throw new Error('job-worker-process needs OUTBOX_DIR, LEASE_MS and DATABASE_URL or PGLITE_DIR');
const leaseMs = Number(LEASE_MS);

const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]();
if (START_ON_INPUT === '1') {
  console.log('loaded');
  await lines.next();
}
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
