// What staff change outside the stock (interface texts, prices behind the quote, content), as a version
// per area: a change bumps its area's version and notifies `site_data_changes` in its transaction, and
// every process drops what it keeps of that area (ADR 027). The version is what a process that cannot
// LISTEN polls.
import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const siteDataVersions = pgTable('site_data_versions', {
  /** `translations`, `trade` or `content` (domain/content/site-data.ts). */
  area: text().primaryKey(),
  version: bigint({ mode: 'number' }).notNull().default(0),
  changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
