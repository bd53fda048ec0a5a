// Outgoing e-mail through nodemailer: SMTP when SMTP_URL is set, otherwise each message is written as a
// real .eml file into the outbox directory (DATA_DIR/outbox), where developers and the browser tests
// read it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { SendMail } from '#domain/mail.ts';

export const SENDER = '"Roro Motors" <no-reply@roro-motors.example>';

export function createMailer(options: { smtpUrl?: string; outboxDir: string }): SendMail {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return async (mail) => {
      await transport.sendMail({ from: SENDER, ...mail });
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
