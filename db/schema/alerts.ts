// Saved searches (issue 42): a buyer's stock-list search kept with a name, how often they want to hear of
// new matches and whether cars their country refuses count. The search is kept as the stock list's input
// (SearchVehiclesInput, checked again when it is read), so a saved search runs as the list runs it.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SearchVehiclesInput } from '#domain/catalogue/vehicle-search.inputs.ts';
import { SAVED_SEARCH_FREQUENCIES } from './enum-values.ts';
import { users } from './identity.ts';

export const savedSearches = pgTable(
  'saved_searches',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid().notNull().unique().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    query: jsonb().$type<SearchVehiclesInput>().notNull(),
    /** 'Instant' | 'Daily' | 'Weekly' (SAVED_SEARCH_FREQUENCIES). */
    frequency: text({ enum: SAVED_SEARCH_FREQUENCIES }).notNull().default('Instant'),
    /** Cars the buyer's country refuses are matched too (the stock list's "Show all vehicles"). */
    includeNotImportable: boolean().notNull().default(false),
    paused: boolean().notNull().default(false),
    /** When the buyer last opened the search's results: what is new is what arrived since. */
    lastVisitedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.userId, t.id),
    check('saved_searches_frequency', sql`${t.frequency} in ('Instant', 'Daily', 'Weekly')`),
  ],
);
