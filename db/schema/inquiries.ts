// What buyers send us: inquiries, requests, referral entries and newsletter sign-ups. Each carries the
// campaign and click ids of the visit it came from.
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { countries } from './geography.ts';
import { vehicles } from './catalogue.ts';
import { users } from './identity.ts';

const origin = {
  language: text(),
  campaignCode: text(),
  gclid: text(),
  fbclid: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

export const inquiries = pgTable('inquiries', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  uuid: uuid().notNull().unique().defaultRandom(),
  userId: text().references(() => users.id, { onDelete: 'set null' }),
  firstName: text().notNull(),
  lastName: text().notNull(),
  email: text().notNull(),
  phoneNumber: text(),
  countryId: integer().references(() => countries.id),
  countryName: text(),
  subject: text(),
  message: text().notNull(),
  ...origin,
});

export const vehicleInquiries = pgTable(
  'vehicle_inquiries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid().notNull().unique().defaultRandom(),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    vehicleId: integer()
      .notNull()
      .references(() => vehicles.id),
    stockNumber: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    phoneNumber: text().notNull(),
    countryId: integer().references(() => countries.id),
    countryName: text(),
    message: text().notNull(),
    ...origin,
  },
  (t) => [index().on(t.vehicleId)],
);

export const userSpecialRequests = pgTable('user_special_requests', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  uuid: uuid().notNull().unique().defaultRandom(),
  userId: text()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  make: text().notNull(),
  model: text(),
  budget: integer(),
  yearFrom: integer(),
  yearTo: integer(),
  /** Maximum mileage in km. */
  distance: integer(),
  additionalSpec: text(),
  ...origin,
});

export const userDistributorRequests = pgTable('user_distributor_requests', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  uuid: uuid().notNull().unique().defaultRandom(),
  userId: text()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  companyName: text(),
  makerName: text(),
  modelName: text(),
  colorName: text(),
  quantity: integer(),
  message: text(),
  ...origin,
});

export const referralPrograms = pgTable('referral_programs', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  uuid: uuid().notNull().unique().defaultRandom(),
  userId: text().references(() => users.id, { onDelete: 'set null' }),
  name: text().notNull(),
  email: text().notNull(),
  whatsAppNumber: text().notNull(),
  ...origin,
});

export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  uuid: uuid().notNull().unique().defaultRandom(),
  email: text().notNull().unique(),
  confirmedAt: timestamp({ withTimezone: true }),
  unsubscribedAt: timestamp({ withTimezone: true }),
  ...origin,
});

/** Small key-value store for the application itself (seed version, and the like). */
export const appMeta = pgTable('app_meta', {
  key: text().primaryKey(),
  value: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
