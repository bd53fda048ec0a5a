// What staff change outside the stock (interface texts, prices behind the quote, content), as a version
// per area: a change bumps its area's version and notifies `site_data_changes` in its transaction, and
// every process drops what it keeps of that area (ADR 027). The version is what a process that cannot
// LISTEN polls.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const siteDataVersions = pgTable('site_data_versions', {
  /** `translations`, `trade` or `content` (domain/content/site-data.ts). */
  area: text().primaryKey(),
  version: bigint({ mode: 'number' }).notNull().default(0),
  changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The site's settings that are not content or prices: one row (ADR 058). The invoice currency is the one
 * new orders are invoiced in; each order keeps its own.
 */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: boolean().primaryKey().default(true),
    invoiceCurrency: text().notNull().default('JPY'),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('site_settings_one_row', sql`${t.id}`), check('site_settings_invoice_currency', sql`${t.invoiceCurrency} in ('JPY', 'USD')`)],
);
