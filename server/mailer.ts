// Outgoing e-mail through nodemailer: SMTP when SMTP_URL is set, otherwise each message is written as a
// real .eml file into the outbox directory (DATA_DIR/outbox), where developers and the browser tests
// read it. A mail server that is away fails a send within SMTP_TIMEOUT_MS with a MailServerUnavailableError
// (ADR 064); the e-mails queued as jobs are then retried with backoff.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import { MailServerUnavailableError, type SendMail } from '#domain/mail.ts';
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
