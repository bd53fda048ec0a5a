// What buyers send us: inquiries, requests, referral entries and newsletter sign-ups. Each carries the
// campaign and click ids of the visit it came from.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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

/** A vehicle inquiry's quote as the buyer saw it, in English for staff: amounts in whole yen, the buyer's currency to show them as they did. */
export interface InquiryQuote {
  country: string;
  port: string | null;
  /** The country the port is in (Mombasa is in Kenya for a buyer in Uganda); absent in quotes kept before it was. */
  portCountry?: string | null;
  city: string | null;
  terms: 'CIF' | 'FOB';
  shipping: string;
  /** The shipping method in English words, as the buyer's page named it ("RoRo (driven on board)"); absent in quotes kept before it was. */
  shippingName?: string;
  options: string[];
  /** The options in English words ("New battery"), in the order of `options`; absent in quotes kept before they were. */
  optionNames?: string[];
  coupon: { code: string; status: string; message: string } | null;
  campaign: string | null;
  items: { name: string; basis: string | null; price: number }[];
  totalPrice: number;
  currency: { name: string; rate: number; displayDecimals: number };
  estimatedArrivalAt: string;
  /** Import rules of the country the vehicle breaks, as the buyer was told. */
  violations: string[];
  quotedAt: string;
  /**
   * The duties on arrival as estimated for the buyer (issue 39, ADR 059), kept for the record: never part of
   * `totalPrice`. Yen and the buyer's currency; absent in quotes kept before it was.
   */
  importTaxes?: QuotedImportTaxes;
}

export type QuotedImportTaxes =
  | {
      estimated: true;
      currency: string;
      valuation: 'CIF' | 'ReferencePrice';
      customsValueJpy: number;
      items: { id: string; label: string; base: string | null; rate: number | null; amountJpy: number; amount: number }[];
      totalJpy: number;
      total: number;
      landedTotalJpy: number;
      landedTotal: number;
      asOf: string;
      sources: string[];
      caveats: string[];
    }
  | { estimated: false; reason: string; message: string };

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
    /** The price the buyer was looking at when they asked (port, terms, options, coupon, items, total), as quoted then. */
    quote: jsonb().$type<InquiryQuote>(),
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

/**
 * The newsletter, double opt-in: one row per address, whatever its case (the unique index is on
 * lower(email); the address is kept as typed, for sending). Subscribed means confirmed and not
 * unsubscribed since; asking again after unsubscribing sends a new confirmation link.
 *
 * Nothing here works as a credential if the table leaks (it is the one most likely to be exported to a
 * mailing tool): the confirmation link's token is random and stored as its SHA-256 only, with an expiry;
 * the unsubscribe link's token is not stored at all but derived, an HMAC of the row's uuid under a key
 * kept in app_meta, so that every newsletter sent later can carry a working link without keeping one
 * per subscriber. Deleting that key voids every unsubscribe link at once.
 *
 * The last three columns limit the e-mails one address can be sent by people typing it into the form.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid().notNull().unique().defaultRandom(),
    email: text().notNull(),
    confirmedAt: timestamp({ withTimezone: true }),
    unsubscribedAt: timestamp({ withTimezone: true }),
    /** SHA-256 (base64url) of the token of the newest confirmation link; null once unsubscribed. */
    confirmationTokenHash: text(),
    confirmationExpiresAt: timestamp({ withTimezone: true }),
    lastEmailedAt: timestamp({ withTimezone: true }),
    /** Start of the 24 hours emailsInWindow counts in. */
    emailWindowStartedAt: timestamp({ withTimezone: true }),
    emailsInWindow: integer().notNull().default(0),
    ...origin,
  },
  (t) => [uniqueIndex('newsletter_subscriptions_email_lower_key').on(sql`lower(${t.email})`), uniqueIndex().on(t.confirmationTokenHash)],
);

/** Small key-value store for the application itself (seed version, and the like). */
export const appMeta = pgTable('app_meta', {
  key: text().primaryKey(),
  value: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
