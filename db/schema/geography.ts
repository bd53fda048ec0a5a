// Where vehicles go and what it costs to get them there: countries and their import rules, ports and
// freight, inland routes, currencies.
import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, integer, numeric, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { containerTypeEnum } from './enums.ts';

export const currencies = pgTable('currencies', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  uuid: uuid().notNull().unique().defaultRandom(),
  /** ISO 4217 code; the spec's Currency.name. */
  name: text().notNull().unique(),
  displayName: text().notNull(),
  /** Units of this currency per 1 JPY. */
  rate: numeric({ precision: 20, scale: 10, mode: 'number' }).notNull(),
  minorUnits: integer().notNull().default(2),
  displayDecimals: integer().notNull().default(2),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const countries = pgTable(
  'countries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid().notNull().unique().defaultRandom(),
    /** English name; the spec looks countries up by name. */
    name: text().notNull().unique(),
    /** ISO 3166-1 alpha-2. */
    code: text().notNull().unique(),
    /** Names by language ({"en": "Kenya", "fr": "Kenya", "pt": "Quénia", "ru": "Кения"}). */
    localNames: jsonb().$type<Record<string, string>>().notNull().default({}),
    region: text(),
    defaultCurrencyId: integer().references(() => currencies.id),
    drivesOn: text().notNull().default('left'),
    rightHandDriveAllowed: boolean(),
    leftHandDriveAllowed: boolean().notNull().default(true),
    steeringNote: text(),
    usedImportsAllowed: boolean().notNull().default(true),
    ageLimitYears: integer(),
    /** 'first-registration' | 'manufacture' | 'model-year' */
    ageCountedFrom: text(),
    ageRule: text(),
    inspectionRequired: boolean().notNull().default(false),
    inspectionAgency: text(),
    inspectionFeeJpy: integer(),
    certainty: text(),
    /** Japan's own export bans to this country (Russia since 2023): engine size, fuel types, value. */
    exportMaxEngineCc: integer(),
    exportBannedFuelTypes: text().array(),
    exportMaxPriceJpy: integer(),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [index().on(t.sortOrder, t.name)],
);

/** Country-wide CIF settings (spec: countryCif). */
export const countryCifs = pgTable('country_cifs', {
  countryId: integer()
    .primaryKey()
    .references(() => countries.id, { onDelete: 'cascade' }),
  additionalPrice: integer().notNull().default(0),
  additionalPriceFieldName: text(),
  insuranceRatePercent: numeric({ precision: 5, scale: 3, mode: 'number' }).notNull().default(1),
});

export const countryRegulationMessages = pgTable(
  'country_regulation_messages',
  {
    countryId: integer()
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    language: text().notNull(),
    message: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.countryId, t.language] })],
);

export const ports = pgTable(
  'ports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid().notNull().unique().defaultRandom(),
    /** UN/LOCODE. */
    code: text().notNull().unique(),
    name: text().notNull(),
    countryId: integer()
      .notNull()
      .references(() => countries.id),
    isLoadingPort: boolean().notNull().default(false),
    roroService: boolean().notNull().default(true),
    note: text(),
  },
  (t) => [index().on(t.countryId)],
);

/** Freight from one Japanese loading port to one destination port (spec: portCif). Prices in JPY. */
export const portCifs = pgTable(
  'port_cifs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid().notNull().unique().defaultRandom(),
    portId: integer()
      .notNull()
      .references(() => ports.id, { onDelete: 'cascade' }),
    loadingPortId: integer()
      .notNull()
      .references(() => ports.id),
    containerType: containerTypeEnum().notNull().default('RoRo'),
    /** RoRo freight per cubic metre of vehicle volume; null where no RoRo service runs. */
    freightPrice: integer(),
    freight20FPrice: integer(),
    freightHighCubePrice: integer(),
    extraPrice: integer().notNull().default(0),
    additionalPriceFieldName: text(),
    transitDays: integer(),
  },
  (t) => [uniqueIndex().on(t.portId, t.loadingPortId)],
);

/** Clearing charges at a discharge port before a vehicle moves inland (spec: portClearingRoute). */
export const portClearingRoutes = pgTable('port_clearing_routes', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  uuid: uuid().notNull().unique().defaultRandom(),
  portId: integer()
    .notNull()
    .unique()
    .references(() => ports.id, { onDelete: 'cascade' }),
  clearanceFreight: integer().notNull(),
});

/** A final destination city reached overland from a port (spec: inlandTransRoute / destination city). */
export const inlandTransRoutes = pgTable(
  'inland_trans_routes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid().notNull().unique().defaultRandom(),
    portId: integer()
      .notNull()
      .references(() => ports.id, { onDelete: 'cascade' }),
    countryId: integer()
      .notNull()
      .references(() => countries.id),
    finalDestinationCity: text().notNull(),
    /** 'road carrier' | 'self-drive' | 'rail' */
    transportType: text().notNull(),
    inlandFreight: integer().notNull(),
    distanceKm: integer(),
    daysMin: integer(),
    daysMax: integer(),
    via: text(),
  },
  (t) => [index().on(t.countryId), uniqueIndex().on(t.portId, t.finalDestinationCity, t.transportType)],
);

/** The destination ports a buyer in a country ships to: its own ports, or a neighbour's for landlocked countries. */
export const countryPorts = pgTable(
  'country_ports',
  {
    countryId: integer()
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    portId: integer()
      .notNull()
      .references(() => ports.id, { onDelete: 'cascade' }),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.countryId, t.portId] })],
);

/**
 * The Japan-side charges and rules of thumb every quote uses that belong to no port or country (one row;
 * staff change them in the back office). Seeded from the reference data's pricing constants.
 */
export const tradeCharges = pgTable(
  'trade_charges',
  {
    id: smallint().primaryKey().default(1),
    /** Marine insurance is priced on this percentage of cost and freight (110: Incoterms minimum cover). */
    insuredPercentOfCfr: integer().notNull(),
    minimumInsurancePremiumJpy: integer().notNull(),
    /** RoRo freight is charged on at least this volume, however small the car. */
    minimumChargeableCubicMetres: numeric({ precision: 6, scale: 2, mode: 'number' }).notNull(),
    /** Vanning and lashing one vehicle into a container at the loading port. */
    containerVanningJpy: integer().notNull(),
    /** An export inspection certificate when the vehicle has no price of its own. */
    inspectionCertificateJpy: integer().notNull(),
    /** Days from the order to the vessel's departure, added to the transit time for the age rules. */
    daysToDeparture: integer().notNull(),
    /** Transit time when a route has none on file. */
    defaultTransitDays: integer().notNull(),
    /** UN/LOCODE of the port a vehicle with no yard on file is loaded at. */
    defaultLoadingPortCode: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('trade_charges_one_row', sql`${t.id} = 1`)],
);
