// What the job worker (job-queue.ts, started by server/main.ts) does for each kind of job (ADR 024).
import type { Database } from '#db/client.ts';
import type { OutgoingMail, SendMail } from '../mail.ts';
import { lapseOrder, ORDER_LAPSE_JOB, remindOrder } from '../orders/lapse-order.ts';
import { MAIL_SEND_JOB, ORDER_REMIND_JOB } from '../orders/order-mail.ts';
import type { JobHandler } from './job-queue.ts';

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
      await sendMail(job.payload as unknown as OutgoingMail);
    },
  };
}
