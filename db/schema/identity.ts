// Users and their sessions. The first four tables are better-auth's (written by hand: its CLI needs
// Node 22); user_profiles holds what the spec's User carries beyond sign-in.
import { bigint, boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { contactTitleEnum } from './enums.ts';
import { countries, ports } from './geography.ts';
import { personsInCharge } from './content.ts';

export const users = pgTable('user', {
  id: text().primaryKey(),
  name: text().notNull(),
  email: text().notNull().unique(),
  emailVerified: boolean().notNull().default(false),
  image: text(),
  role: text().notNull().default('user'),
  banned: boolean().default(false),
  banReason: text(),
  banExpires: timestamp({ withTimezone: true }),
  twoFactorEnabled: boolean().default(false),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable('session', {
  id: text().primaryKey(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  token: text().notNull().unique(),
  ipAddress: text(),
  userAgent: text(),
  impersonatedBy: text(),
  /**
   * When this session passed the authenticator-app step (ADR 051): set only on a session created by the
   * step's code or backup code at sign-in, never by a password alone. Staff powers need it.
   */
  secondFactorAt: timestamp({ withTimezone: true }),
  userId: text()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const accounts = pgTable('account', {
  id: text().primaryKey(),
  accountId: text().notNull(),
  providerId: text().notNull(),
  userId: text()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  accessToken: text(),
  refreshToken: text(),
  idToken: text(),
  accessTokenExpiresAt: timestamp({ withTimezone: true }),
  refreshTokenExpiresAt: timestamp({ withTimezone: true }),
  scope: text(),
  password: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const verifications = pgTable('verification', {
  id: text().primaryKey(),
  identifier: text().notNull(),
  value: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const twoFactors = pgTable('two_factor', {
  id: text().primaryKey(),
  secret: text().notNull(),
  backupCodes: text().notNull(),
  userId: text()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  verified: boolean().default(true),
  failedVerificationCount: integer().default(0),
  lockedUntil: timestamp({ withTimezone: true }),
});

/** better-auth's rate-limit counters (sign-in attempts and the like), shared by every server process. */
export const rateLimits = pgTable('rate_limit', {
  id: text().primaryKey(),
  key: text().notNull().unique(),
  count: integer().notNull(),
  lastRequest: bigint({ mode: 'number' }).notNull(),
});

/**
 * better-auth's JWT plugin keys: the key pairs that sign API clients' id and access tokens (ADR 013). The
 * private key is encrypted with AUTH_SECRET; the public keys are served at /api/auth/jwks.
 */
export const jwks = pgTable('jwks', {
  id: text().primaryKey(),
  publicKey: text().notNull(),
  privateKey: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull(),
  expiresAt: timestamp({ withTimezone: true }),
  alg: text(),
  crv: text(),
});

/** Groups from the session's groups claim; 'Distributors' is the one the spec names. */
export const userGroups = pgTable(
  'user_groups',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupName: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.groupName] })],
);

/**
 * One row whose version moves, by trigger, whenever a session is changed or ended, or a user or their
 * groups change: what a process keeps of who a session cookie belongs to is dropped (server/session-cache.ts,
 * ADR 040). Migration 0024.
 */
export const identityVersion = pgTable('identity_version', {
  id: integer().primaryKey(),
  version: bigint({ mode: 'number' }).notNull().default(0),
});

export const userProfiles = pgTable('user_profiles', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  language: text().notNull().default('en'),
  title: contactTitleEnum(),
  firstName: text(),
  lastName: text(),
  telephone: text(),
  mobile: text(),
  fax: text(),
  countryId: integer().references(() => countries.id),
  city: text(),
  address: text(),
  state: text(),
  /** Default destination port. */
  portId: integer().references(() => ports.id),
  dealerRank: text(),
  personInChargeId: integer().references(() => personsInCharge.id),
  consigneeName: text(),
  consigneeAddress: text(),
  consigneeTelephone: text(),
  consigneeCountryId: integer().references(() => countries.id),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
