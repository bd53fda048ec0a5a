// The back office's audit log: every staff write, who made it, when, on what, and the record before and
// after (ADR 017). Written in the same transaction as the change, so a log entry exists exactly when the
// change does.
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const auditLog = pgTable(
  'audit_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The staff member's user id and e-mail at the time (kept if the account goes). */
    actorId: text().notNull(),
    actorEmail: text().notNull(),
    /** What was done, as `entity.verb`: vehicle.create, vehicle.status, user.update, inquiry.reply … */
    action: text().notNull(),
    /** What it was done to: a table's name and the row's id or uuid. */
    entity: text().notNull(),
    entityId: text().notNull(),
    before: jsonb(),
    after: jsonb(),
  },
  (t) => [index('audit_log_at_idx').on(t.at.desc(), t.id.desc()), index('audit_log_entity_idx').on(t.entity, t.entityId, t.at.desc()), index('audit_log_actor_idx').on(t.actorId, t.at.desc())],
);
