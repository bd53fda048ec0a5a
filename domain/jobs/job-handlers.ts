// What the job worker (job-queue.ts, started by server/main.ts) does for each kind of job (ADR 024).
import type { Database } from '#db/client.ts';
import { MailServerUnavailableError, type OutgoingMail, type SendMail } from '../mail.ts';
import { lapseOrder, ORDER_LAPSE_JOB, remindOrder } from '../orders/lapse-order.ts';
import { MAIL_SEND_JOB, ORDER_REMIND_JOB } from '../orders/order-mail.ts';
import { FIRST_RETRY_MS, ServiceUnavailableError, type JobHandler } from './job-queue.ts';

/**
 * After the mail server failed to answer, this worker sends no other e-mail for as long as the first
 * retry waits: with the server silent, each try costs SMTP_TIMEOUT_MS, and the order lapses and reminders
 * due meanwhile run between the tries rather than after one try per e-mail waiting.
 */
export const MAIL_PAUSE_MS = FIRST_RETRY_MS;

export function jobHandlers(db: Database, { sendMail, siteUrl }: { sendMail: SendMail; siteUrl: () => string }): Record<string, JobHandler> {
  return {
    [ORDER_LAPSE_JOB]: async (job, now) => {
      await lapseOrder(db, Number(job.payload.orderId), now, siteUrl());
    },
    [ORDER_REMIND_JOB]: async (job, now) => {
      await remindOrder(db, Number(job.payload.orderId), now, siteUrl());
    },
    // At least once: a crash between the send and the job's finish sends the e-mail again.
    [MAIL_SEND_JOB]: async (job) => {
      try {
        await sendMail(job.payload as unknown as OutgoingMail);
      } catch (error) {
        if (error instanceof MailServerUnavailableError) throw new ServiceUnavailableError(error.message, MAIL_PAUSE_MS, { cause: error });
        throw error;
      }
    },
  };
}
