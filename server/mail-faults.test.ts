// E-mail while the mail server is away, against real servers on loopback: an SMTP server of the test's
// own (smtp-server, by nodemailer's authors), a port with nothing listening (down) and a socket that
// accepts and never answers (hang). The real mailer (server/mailer.ts, SMTP_URL), the real job handlers
// and queue on the test database, and the whole server in-process for the forms. An order placed while
// the server is down is taken, its e-mails wait in their jobs with a clear error, and they arrive once
// when it is back, at the next retry; so do a sign-up's and an inquiry's, which a request would otherwise
// have sent at once; a server that hangs fails an attempt within the timeout, and costs one attempt, not
// one for each e-mail waiting.
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import { recommendVehicles } from '#domain/catalogue/recommendations.service.ts';
import { SALES_EMAIL } from '#domain/company.ts';
import type { Viewer } from '#domain/context.ts';
import { jobHandlers } from '#domain/jobs/job-handlers.ts';
import { FIRST_RETRY_MS, runDueJobs, type JobHandler } from '#domain/jobs/job-queue.ts';
import { createOrder, type CreatedOrder } from '#domain/orders/create-order.service.ts';
import { MAIL_SEND_JOB, queueMail } from '#domain/orders/order-mail.ts';
import { startInProcessServer, type InProcessServer } from '#tests/setup/in-process-server.ts';
import { testContext } from '#tests/setup/test-database.ts';
import { createMailer } from './mailer.ts';

let handle: DatabaseHandle;
let stockNumber: string;
/** The whole server in-process, its mail server down (nothing listens on serverMailPort). */
let server: InProcessServer;
let serverMailPort: number;
let serverMailer: ReturnType<typeof createMailer>;
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  serverMailPort = await closedPort();
  serverMailer = createMailer({ smtpUrl: `smtp://roro:a-password@127.0.0.1:${serverMailPort}`, smtpTimeoutMs: 2000, outboxDir: '/nonexistent-outbox' });
  server = await startInProcessServer({ sendMail: serverMailer });
  handle = server.handle;
  const found = await recommendVehicles(testContext(handle), { countryName: 'Kenya', limit: 1 });
  if (!Array.isArray(found) || !found[0]) throw new Error('no vehicle for Kenya in the fixture');
  stockNumber = found[0].stockNumber;
});

afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

/** A port nothing listens on: refused, as a mail server that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Received {
  from: string | undefined;
  to: string[];
  subject: string | undefined;
}

/** A header as a mail client shows it: unfolded, its encoded words (RFC 2047, UTF-8) decoded. */
function headerValue(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const value = new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1];
  return value?.replace(/\?=\s+=\?/g, '?==?').replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_word, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
  );
}

/** A real SMTP server on the port that takes the user roro, keeping what it is sent. */
async function startSmtpServer(port: number): Promise<{ received: Received[] }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    // The mailer signs in with the URL's user and password; on loopback without TLS.
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'roro' && auth.password === 'a-password') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        received.push({ from: from ? from.address : undefined, to: session.envelope.rcptTo.map((r) => r.address), subject: headerValue(raw, 'Subject') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  return { received };
}

/** A server that accepts connections and never says a word: a mail server that hangs. */
async function startSilentServer(): Promise<{ port: number; connections: () => number }> {
  const sockets: Socket[] = [];
  const server: Server = createServer((socket) => void sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  });
  return { port: (server.address() as AddressInfo).port, connections: () => sockets.length };
}

let buyers = 0;
async function buyer(): Promise<Viewer> {
  const id = `mail-faults-buyer-${++buyers}`;
  await queryRows(handle.db, sql`insert into "user" (id, name, email, email_verified) values (${id}, 'Baraka', ${`${id}@example.com`}, true)`);
  await queryRows(
    handle.db,
    sql`insert into user_profiles (user_id, consignee_name, consignee_address, consignee_telephone, consignee_country_id)
        select ${id}, 'Baraka Motors Ltd', 'Moi Avenue 12, Mombasa', '+254 700 111 222', id from countries where name = 'Kenya'`,
  );
  return { userId: id, email: `${id}@example.com`, groups: [] };
}

interface MailJob {
  to: string;
  subject: string;
  attempts: number;
  run_at: Date | string;
  done_at: Date | string | null;
  last_error: string | null;
}
const mailJobs = (keyPrefix: string) =>
  queryRows<MailJob>(
    handle.db,
    sql`select payload->>'to' as "to", payload->>'subject' as subject, attempts, run_at, done_at, last_error from jobs
        where kind = ${MAIL_SEND_JOB} and dedupe_key like ${`${MAIL_SEND_JOB}:${keyPrefix}%`} order by id`,
  );

const handlersFor = (smtpUrl: string, smtpTimeoutMs: number, extra: Record<string, JobHandler> = {}) => ({
  ...jobHandlers(handle.db, { sendMail: createMailer({ smtpUrl, smtpTimeoutMs, outboxDir: '/nonexistent-outbox' }), siteUrl: () => 'http://localhost:3000' }),
  ...extra,
});

describe('e-mail when the mail server is away', () => {
  it('down: the order is taken, its e-mails wait in their jobs with the reason, and go out once at the next retry after the server is back', async () => {
    const port = await closedPort();
    const handlers = handlersFor(`smtp://roro:a-password@127.0.0.1:${port}`, 2000);
    const viewer = await buyer();
    const ctx = testContext(handle, { viewer });
    const now = ctx.now;
    const at = (ms: number) => new Date(now.getTime() + ms);

    // The order does not wait for the mail server: its e-mails are jobs in its transaction.
    const order = (await createOrder(ctx, { stockNumber, countryName: 'Kenya', options: ['Insurance'], currency: 'USD' })) as CreatedOrder;
    expect(order.status).toBe('Reserved');
    const key = `order.placed:${order.id}:`;
    expect((await mailJobs(key)).map((j) => j.to)).toEqual([viewer.email, SALES_EMAIL]);

    // The first e-mail finds nothing listening; the second is not tried in the same round.
    const started = performance.now();
    expect(await runDueJobs(handle.db, handlers, { now: () => now })).toBe(1);
    expect(performance.now() - started).toBeLessThan(1500);
    const [first, second] = await mailJobs(key);
    expect(first).toMatchObject({ attempts: 1, done_at: null, last_error: `The mail server at 127.0.0.1:${port} could not be reached (connect ECONNREFUSED 127.0.0.1:${port}).` });
    expect(first!.last_error).not.toContain('a-password');
    expect(new Date(first!.run_at).getTime()).toBe(at(FIRST_RETRY_MS).getTime());
    expect(second).toMatchObject({ attempts: 0, done_at: null });

    // Back: at the next retry both arrive, to the right people with the right subjects, once.
    const server = await startSmtpServer(port);
    expect(await runDueJobs(handle.db, handlers, { now: () => at(FIRST_RETRY_MS - 1000) })).toBe(1);
    expect(server.received).toHaveLength(1);
    expect(await runDueJobs(handle.db, handlers, { now: () => at(FIRST_RETRY_MS) })).toBe(1);
    const jobs = await mailJobs(key);
    expect(jobs.every((j) => j.done_at !== null)).toBe(true);
    expect(server.received.map((m) => ({ to: m.to, subject: m.subject })).sort((a, b) => a.to[0]!.localeCompare(b.to[0]!))).toEqual(
      jobs.map((j) => ({ to: [j.to], subject: j.subject })).sort((a, b) => a.to[0]!.localeCompare(b.to[0]!)),
    );
    expect(server.received[0]!.subject).toContain(order.orderNumber);
    expect(server.received[0]!.from).toBe('no-reply@roro-motors.example');
    expect(await runDueJobs(handle.db, handlers, { now: () => at(3600_000) })).toBe(0);
    expect(server.received).toHaveLength(2);
  });

  it('hangs: the attempt fails within the timeout, one e-mail is tried rather than each waiting, and other jobs run', async () => {
    const silent = await startSilentServer();
    const ran: string[] = [];
    const handlers = handlersFor(`smtp://127.0.0.1:${silent.port}`, 400, { 'test.other': async () => void ran.push('other') });
    // An hour after the fixture's today: the other test's order lapses and reminds days later.
    const now = new Date(testContext(handle).now.getTime() + 3600_000);
    for (const n of [1, 2, 3]) await queueMail(handle.db, { to: `hang-${n}@example.com`, subject: `Hang ${n}`, text: 'Hello.', html: '<p>Hello.</p>' }, `hang:${n}`, now);
    await queryRows(handle.db, sql`insert into jobs (kind, run_at) values ('test.other', ${now})`);

    const started = performance.now();
    expect(await runDueJobs(handle.db, handlers, { now: () => now })).toBe(2);
    const took = performance.now() - started;
    expect(took).toBeGreaterThanOrEqual(400);
    expect(took).toBeLessThan(2000);
    expect(silent.connections()).toBe(1);
    expect(ran).toEqual(['other']);
    const jobs = await mailJobs('hang:');
    expect(jobs.map((j) => j.attempts)).toEqual([1, 0, 0]);
    expect(jobs[0]!.last_error).toMatch(new RegExp(`^The mail server at 127\\.0\\.0\\.1:${silent.port} did not answer within 400 ms \\(`));
  });
  it('down: a sign-up and an inquiry go through, their e-mails wait in the jobs, and arrive once it is back', async () => {
    const email = 'mail-away.signup@example.com';
    const signUp = await server.graphql(`mutation ($input: SignUpInput!) { signUp(input: $input) { __typename ... on SignUpPayload { email } } }`, {
      input: { email, password: 'kilimanjaro42', title: 'Ms', firstName: 'Amina', lastName: 'Odhiambo', telephone: '+254700000001', countryName: 'Kenya', language: 'en' },
    });
    expect(signUp.signUp).toEqual({ __typename: 'SignUpPayload', email });
    const inquiry = await server.graphql(
      `mutation ($input: CreateVehicleInquiryInput!) { createVehicleInquiry(input: $input) { __typename ... on CreateVehicleInquiryPayload { success } } }`,
      { input: { firstName: 'Amina', lastName: 'Odhiambo', email, phoneNumber: '+254700000001', countryName: 'Kenya', message: 'CIF Mombasa, please.', privacyPolicyAccepted: true, stockNumber, recaptchaToken: await server.botCheckToken('contact') } },
    );
    expect(inquiry.createVehicleInquiry).toEqual({ __typename: 'CreateVehicleInquiryPayload', success: true });

    // The confirmation, the inquiry's acknowledgement and the sales team's copy, kept for a retry.
    const kept = await queryRows<{ to: string; subject: string; run_at: Date | string; done_at: Date | string | null }>(
      handle.db,
      sql`select payload->>'to' as "to", payload->>'subject' as subject, run_at, done_at from jobs where kind = ${MAIL_SEND_JOB} and dedupe_key is null and created_at > now() - interval '1 minute' order by id`,
    );
    expect(kept.map((j) => j.to).sort()).toEqual([email, email, SALES_EMAIL].sort());
    expect(kept.every((j) => j.done_at === null && new Date(j.run_at).getTime() > Date.now())).toBe(true);

    const smtp = await startSmtpServer(serverMailPort);
    const handlers = jobHandlers(handle.db, { sendMail: serverMailer, siteUrl: () => 'http://localhost:3000' });
    await runDueJobs(handle.db, handlers, { now: () => new Date(Date.now() + FIRST_RETRY_MS) });
    // (The other test's order has lapsed by the real clock: its e-mails go to that order's buyer.)
    const these = () => smtp.received.filter((m) => m.to.includes(email) || m.to.includes(SALES_EMAIL)).map((m) => ({ to: m.to, subject: m.subject }));
    const sorted = <T extends { to: string[]; subject: string | undefined }>(list: T[]) => list.sort((a, b) => `${a.to}${a.subject}`.localeCompare(`${b.to}${b.subject}`));
    expect(sorted(these())).toEqual(sorted(kept.map((j) => ({ to: [j.to], subject: j.subject }))));
    await runDueJobs(handle.db, handlers, { now: () => new Date(Date.now() + 3600_000) });
    expect(these()).toHaveLength(3);
  });
});
