// Work the server does later, durably (ADR 024): a row per job, written in the transaction of the change
// that asks for it (an order's lapse at its payment deadline, an e-mail to send), claimed by one worker at
// a time with a lease, retried with backoff, and kept once done. A job survives restarts because it is a
// row; a worker that dies mid-job leaves a lease that runs out, and the job is claimed again.
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const jobs = pgTable(
  'jobs',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** What to do: `order.lapse`, `mail.send` … (domain/jobs/job-kinds.ts). */
    kind: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** Not before: the job is due from then on. */
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(8),
    /** Set while a worker has the job: another may claim it only after this passes. */
    lockedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    doneAt: timestamp({ withTimezone: true }),
    /** At most one job per key (`order.lapse:42`): asking twice asks once. */
    dedupeKey: text().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('jobs_due').on(t.runAt, t.id).where(sql`${t.doneAt} is null`)],
);
