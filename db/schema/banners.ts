// The storefront's banners (top of the home page, campaign banners on vehicles), in a module of their own:
// the stock's schema (a vehicle's campaign banner) and the content's both refer to them.
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bannerTypeEnum, publicationStatusEnum } from './enums.ts';

export const banners = pgTable(
  'banners',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid().notNull().unique().defaultRandom(),
    bannerType: bannerTypeEnum().notNull(),
    language: text().notNull(),
    pcImageUrl: text().notNull(),
    spImageUrl: text().notNull(),
    alt: text().notNull(),
    url: text().notNull(),
    sortOrder: integer().notNull().default(0),
    /** Draft rows are seen only in the back office; Published ones once their date has come. */
    status: publicationStatusEnum().notNull().default('Published'),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.bannerType, t.language, t.sortOrder)],
);
