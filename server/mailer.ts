// Outgoing e-mail through nodemailer: SMTP when SMTP_URL is set, otherwise each message is written as a
// real .eml file into the outbox directory (DATA_DIR/outbox), where developers and the browser tests
// read it. A mail server that is away fails a send within SMTP_TIMEOUT_MS with a MailServerUnavailableError
// (ADR 064): e-mails queued as jobs are then retried with backoff, and those a request sends are kept as
// jobs (queueWhenAway).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { Database } from '#db/client.ts';
import { MAIL_PAUSE_MS } from '#domain/jobs/job-handlers.ts';
import { enqueueJob } from '#domain/jobs/job-queue.ts';
import { MailServerUnavailableError, type SendMail } from '#domain/mail.ts';
import { MAIL_MAX_ATTEMPTS, MAIL_SEND_JOB } from '#domain/orders/order-mail.ts';
import { DEFAULT_SMTP_TIMEOUT_MS } from './env.ts';

export const SENDER = '"Roro Motors" <no-reply@roro-motors.example>';

/** nodemailer's codes for a server that could not be reached or went silent, and Node's beneath them. */
const UNREACHABLE = new Set(['ECONNECTION', 'ESOCKET', 'EDNS', 'ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);

export function createMailer(options: { smtpUrl?: string; outboxDir: string; smtpTimeoutMs?: number }): SendMail {
  if (options.smtpUrl) {
    // For each step: the name looked up, the connection, the greeting, each command's answer. nodemailer's
    // own are minutes (10 for a silent socket), longer than a job's lease.
    const timeoutMs = options.smtpTimeoutMs ?? DEFAULT_SMTP_TIMEOUT_MS;
    // The transport made here: given `{ url, … }`, createTransport reads the URL alone and drops the timeouts.
    const transport = nodemailer.createTransport(
      new SMTPTransport({ url: options.smtpUrl, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs, dnsTimeout: timeoutMs }),
    );
    const server = serverName(options.smtpUrl);
    return async (mail) => {
      try {
        await transport.sendMail({ from: SENDER, ...mail });
      } catch (error) {
        throw unavailable(error, server, timeoutMs) ?? error;
      }
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  mkdirSync(options.outboxDir, { recursive: true });
  let sequence = 0;
  return async (mail) => {
    const sent = await transport.sendMail({ from: SENDER, ...mail });
    const safeTo = mail.to.replace(/[^a-z0-9@._-]/gi, '_');
    // The process id too: several processes on one machine (WORKERS, ADR 032) write into one outbox.
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(++sequence).padStart(4, '0')}-p${process.pid}-${safeTo}.eml`;
    writeFileSync(join(options.outboxDir, name), sent.message as Buffer);
  };
}

/** host:port of an SMTP URL, for messages: its user and password stay out of them (staff read jobs' errors). */
function serverName(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  return `${url.hostname}:${url.port || (url.protocol === 'smtps:' ? '465' : '587')}`;
}

/** The failure as a MailServerUnavailableError when another try may succeed; null for any other (a refused recipient, bad credentials). */
function unavailable(error: unknown, server: string, timeoutMs: number): MailServerUnavailableError | null {
  const { code, responseCode, message } = error as { code?: string; responseCode?: number; message?: string };
  const seconds = timeoutMs >= 1000 ? `${Math.round(timeoutMs / 100) / 10} s` : `${timeoutMs} ms`;
  if (code === 'ETIMEDOUT') return new MailServerUnavailableError(`The mail server at ${server} did not answer within ${seconds} (${message}).`, { cause: error });
  if (code && UNREACHABLE.has(code)) return new MailServerUnavailableError(`The mail server at ${server} could not be reached (${message}).`, { cause: error });
  if (responseCode && responseCode >= 400 && responseCode < 500 && code !== 'EENVELOPE') {
    return new MailServerUnavailableError(`The mail server at ${server} said to try later (${message}).`, { cause: error });
  }
  return null;
}

const keeping = new WeakMap<SendMail, WeakMap<Database, SendMail>>();

/**
 * The mailer for the e-mails a request sends (an account's links, the answers to a form, a staff member's
 * setup code): sent at once as before, but when the mail server is away (MailServerUnavailableError) the
 * e-mail is kept as a `mail.send` job, which the worker sends once the server is back, and the request goes
 * on as if it had been sent. For MAIL_PAUSE_MS after such a failure e-mails go straight to the jobs, so a
 * server that hangs costs one request its timeout, not every request. Any other failure (a recipient
 * refused) is the caller's, as before. One per mailer and database: the pause is shared.
 */
export function queueWhenAway(send: SendMail, db: Database, onKept: (error: MailServerUnavailableError) => void = () => {}): SendMail {
  const byDatabase = keeping.get(send) ?? new WeakMap<Database, SendMail>();
  keeping.set(send, byDatabase);
  const known = byDatabase.get(db);
  if (known) return known;
  let awayUntil = 0;
  let lastError: MailServerUnavailableError | null = null;
  const keep = (mail: Parameters<SendMail>[0]) =>
    enqueueJob(db, MAIL_SEND_JOB, { ...mail }, { maxAttempts: MAIL_MAX_ATTEMPTS, runAt: new Date(Math.max(Date.now(), awayUntil)) });
  const kept: SendMail = async (mail) => {
    if (Date.now() < awayUntil) {
      await keep(mail);
      onKept(lastError!);
      return;
    }
    try {
      await send(mail);
    } catch (error) {
      if (!(error instanceof MailServerUnavailableError)) throw error;
      awayUntil = Date.now() + MAIL_PAUSE_MS;
      lastError = error;
      await keep(mail);
      onKept(error);
    }
  };
  byDatabase.set(db, kept);
  return kept;
}
