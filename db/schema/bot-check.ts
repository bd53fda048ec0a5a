// Bot-check tokens already accepted: a solved challenge passes once, on every server sharing the
// database. A row is useless once its challenge has expired, and is deleted then.
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const spentBotCheckTokens = pgTable(
  'spent_bot_check_tokens',
  {
    /** What identifies the solved challenge: for ALTCHA, its HMAC signature. */
    key: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.expiresAt)],
);
