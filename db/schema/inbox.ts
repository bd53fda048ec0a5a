// One inbox for everything buyers send (issue 14): general and vehicle inquiries, special vehicle and
// distributor requests, referral entries. Each message a buyer sends becomes an item (a trigger on its
// table, so no way of sending can skip it), with who sent it and a snippet to list and search by; staff
// assign it, answer it by e-mail (kept in the thread) and close it.
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

export const INBOX_KINDS = ['inquiry', 'vehicleInquiry', 'specialRequest', 'distributorRequest', 'referral'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];
export const INBOX_STATUSES = ['new', 'assigned', 'answered', 'closed'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];
export type InboxDelivery = 'sending' | 'sent' | 'failed';

export const inboxItems = pgTable(
  'inbox_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid().notNull().unique().defaultRandom(),
    kind: text().$type<InboxKind>().notNull(),
    /** The row in the kind's own table (inquiries, vehicle_inquiries, …). */
    sourceId: integer().notNull(),
    status: text().$type<InboxStatus>().notNull().default('new'),
    /** The staff member it is assigned to. */
    assigneeId: text().references(() => users.id, { onDelete: 'set null' }),
    /** The buyer's account, when they were signed in. */
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    fromName: text().notNull(),
    fromEmail: text().notNull(),
    subject: text().notNull(),
    /** The message's first few hundred characters. */
    snippet: text().notNull().default(''),
    language: text(),
    /** Lower-case name, e-mail, subject and message, for the inbox's search. */
    searchText: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.kind, t.sourceId), index('inbox_items_status_idx').on(t.status, t.createdAt.desc(), t.id.desc()), index('inbox_items_created_idx').on(t.createdAt.desc(), t.id.desc())],
);

/** The answers staff sent, and notes, in order: the thread of an item after the buyer's own message. */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    itemId: integer()
      .notNull()
      .references(() => inboxItems.id, { onDelete: 'cascade' }),
    /** reply: e-mailed to the buyer; note: for staff only. */
    type: text().$type<'reply' | 'note'>().notNull(),
    authorId: text().notNull(),
    authorEmail: text().notNull(),
    subject: text(),
    body: text().notNull(),
    /** A reply's e-mail: sending until the mailer took it, then sent, or failed (and sent again from the thread). Null for a note. */
    delivery: text().$type<InboxDelivery>(),
    /** Why the last try failed, as the mailer said it. */
    deliveryError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.itemId, t.createdAt)],
);

