// What the server's job worker does for each kind of job (ADR 024).
import type { Database } from '#db/client.ts';
import type { JobHandler } from '#domain/jobs/job-queue.ts';
import { lapseOrder, ORDER_LAPSE_JOB } from '#domain/orders/lapse-order.ts';

export function jobHandlers(db: Database): Record<string, JobHandler> {
  return {
    [ORDER_LAPSE_JOB]: async (job, now) => {
      await lapseOrder(db, Number(job.payload.orderId), now);
    },
  };
}
