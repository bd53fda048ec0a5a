// What the storefront says: interface translations, news, pages, country pages, testimonials (banners are
// in banners.ts) and the sales staff buyers talk to.
import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { publicationStatusEnum } from './enums.ts';
import { countries } from './geography.ts';
import { makers, models } from './catalogue.ts';

export const translations = pgTable(
  'translations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    language: text().notNull(),
    key: text().notNull(),
    /** May hold {placeholder} markers. */
    text: text().notNull(),
  },
  (t) => [uniqueIndex().on(t.language, t.key)],
);

export const personsInCharge = pgTable('persons_in_charge', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  uuid: uuid().notNull().unique().defaultRandom(),
  name: text().notNull(),
  /** As staff type it, with dashes; chat links strip them. */
  whatsAppNumber: text(),
  email: text(),
  languages: text().array().notNull().default([]),
  /** ISO codes of the countries this person handles. */
  markets: text().array().notNull().default([]),
  sortOrder: integer().notNull().default(0),
});

export const news = pgTable(
  'news',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid().notNull().unique().defaultRandom(),
    newsName: text().notNull(),
    language: text().notNull(),
    title: text().notNull(),
    content: text().notNull(),
    /** Draft rows are seen only in the back office; Published ones once their date has come. */
    status: publicationStatusEnum().notNull().default('Published'),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.newsName, t.language), index().on(t.language, t.publishedAt, t.id)],
);

export const pages = pgTable(
  'pages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid().notNull().unique().defaultRandom(),
    pageName: text().notNull(),
    language: text().notNull(),
    title: text().notNull(),
    description: text(),
    content: text().notNull(),
    headerImagePc: text(),
    headerImageSp: text(),
    /** Draft rows are seen only in the back office; Published ones once their date has come. */
    status: publicationStatusEnum().notNull().default('Published'),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.pageName, t.language)],
);

export const countryPages = pgTable(
  'country_pages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid().notNull().unique().defaultRandom(),
    countryId: integer()
      .notNull()
      .references(() => countries.id),
    pageName: text().notNull(),
    language: text().notNull(),
    title: text().notNull(),
    description: text(),
    content: text().notNull(),
    headerImagePc: text(),
    headerImageSp: text(),
    /** Draft rows are seen only in the back office; Published ones once their date has come. */
    status: publicationStatusEnum().notNull().default('Published'),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.pageName, t.language)],
);

// Defined in banners.ts, which the stock's schema imports for a vehicle's campaign banner without the rest
// of the content (this module imports the stock's makers and models). Re-exported only for
// db/seed/content-data.ts, which is being changed elsewhere: import banners from './banners.ts'.
export { banners } from './banners.ts';

export const testimonials = pgTable(
  'testimonials',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid().notNull().unique().defaultRandom(),
    reviewerName: text().notNull(),
    reviewedAt: timestamp({ withTimezone: true }).notNull(),
    content: text().notNull(),
    language: text().notNull(),
    rating: smallint().notNull().default(5),
    countryId: integer().references(() => countries.id),
    personInChargeId: integer().references(() => personsInCharge.id),
    makerId: integer().references(() => makers.id),
    modelId: integer().references(() => models.id),
    /** "Toyota Hiace" as shown to readers. */
    vehicleModel: text(),
    thumbnailUrl: text(),
    /** Draft rows are seen only in the back office; Published ones once their date has come. */
    status: publicationStatusEnum().notNull().default('Published'),
  },
  (t) => [index().on(t.reviewedAt, t.id), index().on(t.countryId), index().on(t.makerId, t.modelId)],
);
