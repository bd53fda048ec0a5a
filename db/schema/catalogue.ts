// The stock: makers, models, colours and vehicles, with what the stock search needs to be fast.
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  bodyTypeEnum,
  containerTypeEnum,
  driveTypeEnum,
  fuelTypeEnum,
  qualityGradeEnum,
  transmissionTypeEnum,
  vehicleStatusEnum,
} from './enums.ts';
import { ports } from './geography.ts';
import { banners } from './banners.ts';

export const makers = pgTable('makers', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  uuid: uuid().notNull().unique().defaultRandom(),
  name: text().notNull().unique(),
  country: text(),
  sortOrder: integer().notNull().default(0),
});

export const models = pgTable(
  'models',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid().notNull().unique().defaultRandom(),
    makerId: integer()
      .notNull()
      .references(() => makers.id),
    name: text().notNull(),
    bodyType: bodyTypeEnum().notNull(),
    generation: text(),
    modelCodes: text().array().notNull().default([]),
    lengthMm: integer(),
    widthMm: integer(),
    heightMm: integer(),
    grades: text().array().notNull().default([]),
  },
  (t) => [uniqueIndex().on(t.makerId, t.name)],
);

export const colors = pgTable('colors', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  uuid: uuid().notNull().unique().defaultRandom(),
  name: text().notNull().unique(),
  slug: text().notNull().unique(),
  hex: text().notNull(),
  sortOrder: integer().notNull().default(0),
});

/** The partial indexes' predicate. Queries must say exactly `is_listed` for the planner to use them. */
const listed = sql`is_listed`;

export const vehicles = pgTable(
  'vehicles',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid().notNull().unique().defaultRandom(),
    stockNumber: text().notNull().unique(),
    status: vehicleStatusEnum().notNull().default('OnSale'),
    /** Shown in the stock list: for sale, arriving shortly, on hold or just sold (LISTED_STATUSES). */
    isListed: boolean()
      .notNull()
      .generatedAlwaysAs(sql`status in ('OnSale', 'LocalStockOnSale', 'ComingSoon', 'OnHold', 'SoldOutRecently')`),
    /** How many users hold it as a favourite. */
    favNumber: integer().notNull().default(0),
    viewCount: integer().notNull().default(0),
    /** Prices in integer JPY. */
    priceFob: integer().notNull(),
    distributorPrice: integer(),
    /** The price before a discount; null or not above priceFob when not discounted. */
    originalPrice: integer(),
    /** Discount in JPY (originalPrice - priceFob, at least 0), kept for the "Discounted" sort. */
    discount: integer()
      .notNull()
      .generatedAlwaysAs(sql`greatest(coalesce(original_price, 0) - price_fob, 0)`),
    /** Media paths without size suffix, e.g. "vehicles/suv/white/front"; URLs add base URL and width. */
    imagePaths: text().array().notNull().default([]),
    movieUrl: text(),
    /** Staff's remarks and good points (one a line) in English; pages in a language left empty show these. */
    remarks: text(),
    goodPoints: text(),
    /** The same texts in French, Portuguese and Russian (domain/catalogue/vehicle-texts.ts). */
    remarksFr: text(),
    remarksPt: text(),
    remarksRu: text(),
    goodPointsFr: text(),
    goodPointsPt: text(),
    goodPointsRu: text(),
    makerId: integer()
      .notNull()
      .references(() => makers.id),
    modelId: integer()
      .notNull()
      .references(() => models.id),
    /** "maker model" lower-cased, for the MakerModel sort. */
    makerModelKey: text().notNull(),
    modelGrade: text(),
    grade: text(),
    year4: integer().notNull(),
    /** 1-12, month of first registration. */
    month: integer(),
    seatBeltYear: integer(),
    modelNumber: text(),
    chassisNumberHead: text(),
    chassisNumberSerialNumber: text(),
    engineNumber: text(),
    /** Displacement in cc; 0 for electric vehicles. */
    engineSize: integer().notNull().default(0),
    ccRating: text(),
    numOfCylinders: integer(),
    fuelType: fuelTypeEnum().notNull(),
    kiloMeters: integer().notNull(),
    transmissionType: transmissionTypeEnum().notNull(),
    driveType: driveTypeEnum().notNull(),
    is4wd: boolean().notNull().default(false),
    doors: integer(),
    seat: integer(),
    colorId: integer().references(() => colors.id),
    isLeftHandle: boolean().notNull().default(false),
    isTurbo: boolean().notNull().default(false),
    isIntercooler: boolean().notNull().default(false),
    weightKg: integer(),
    heightCm: integer(),
    lengthCm: integer(),
    widthCm: integer(),
    /** Where the vehicle stands in Japan (yard region). */
    region: text(),
    type: bodyTypeEnum().notNull(),
    /** Cubic metres, length x width x height: the basis of RoRo freight. */
    volume: numeric({ precision: 8, scale: 3, mode: 'number' }).notNull(),
    containerType: containerTypeEnum(),
    loadingPortId: integer().references(() => ports.id),
    searchAreaRef: text(),
    qualityGrade: qualityGradeEnum().notNull().default('B'),
    isMultiFunctionDisplay: boolean().notNull().default(false),
    isRadioAfFm: boolean().notNull().default(false),
    spareTireType: text(),
    tireType: text(),
    tireSizeFront: text(),
    tireSizeRear: text(),
    /** Remaining tread in per cent. */
    tireConditionFront: integer(),
    tireConditionRear: integer(),
    optionNewTiresPrice: integer(),
    optionAlloyWheelsPrice: integer(),
    optionSpareKeyType: text(),
    optionSpareKeyPrice: integer(),
    optionMaintenancePackagePrice: integer(),
    optionBatteryPrice: integer(),
    optionPremiumPackagePrice: integer(),
    optionAudioPrice: integer(),
    inspectionCost: integer(),
    campaignBannerId: integer().references(() => banners.id),
    isAirConditioning: boolean().notNull().default(false),
    isPowerSteering: boolean().notNull().default(false),
    isPowerWindows: boolean().notNull().default(false),
    isPowerMirrors: boolean().notNull().default(false),
    isCentralLocking: boolean().notNull().default(false),
    isAlloyWheels: boolean().notNull().default(false),
    isSunRoof: boolean().notNull().default(false),
    isLeatherSeats: boolean().notNull().default(false),
    isAntiLockBrakes: boolean().notNull().default(false),
    isCruiseControl: boolean().notNull().default(false),
    isSrsAirbag: boolean().notNull().default(false),
    isBackCamera: boolean().notNull().default(false),
    isSlidingDoor: boolean().notNull().default(false),
    isHidHeadlights: boolean().notNull().default(false),
    isLedHeadlights: boolean().notNull().default(false),
    /** Extra search words chosen by staff. */
    keywords: text().array().notNull().default([]),
    /** Lower-case text with spaces and hyphens removed: maker, model, grade, codes, stock number. */
    searchText: text().notNull().default(''),
    /** When the vehicle entered the stock list: the "New" sort and the new-arrival badge. */
    arrivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Keyset paging: one index per sort key over listed stock, id as the tie-breaker.
    index('vehicles_listed_new_idx').on(t.arrivedAt, t.id).where(listed),
    index('vehicles_listed_price_idx').on(t.priceFob, t.id).where(listed),
    index('vehicles_listed_year_idx').on(t.year4, t.id).where(listed),
    index('vehicles_listed_km_idx').on(t.kiloMeters, t.id).where(listed),
    index('vehicles_listed_engine_idx').on(t.engineSize, t.id).where(listed),
    index('vehicles_listed_discount_idx').on(t.discount, t.id).where(listed),
    index('vehicles_listed_maker_model_idx').on(t.makerModelKey, t.id).where(listed),
    // The most used filters, each leading with the filter and ending with the default sort.
    index('vehicles_listed_maker_idx').on(t.makerId, t.arrivedAt, t.id).where(listed),
    index('vehicles_listed_model_idx').on(t.modelId, t.arrivedAt, t.id).where(listed),
    index('vehicles_listed_type_idx').on(t.type, t.arrivedAt, t.id).where(listed),
  ],
);

/**
 * One row per visitor per vehicle per day, so a view counts once a day (countupVehicleViewCount). Only
 * today's: the first count of a new day folds the days before into vehicleViewDays and deletes them.
 */
export const vehicleViews = pgTable(
  'vehicle_views',
  {
    vehicleId: integer()
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    visitorHash: text().notNull(),
    day: date().notNull(),
  },
  (t) => [primaryKey({ columns: [t.vehicleId, t.visitorHash, t.day] }), index('vehicle_views_day_idx').on(t.day)],
);

/** A vehicle's counted views of a day gone by, folded from vehicleViews (one row per vehicle per day). */
export const vehicleViewDays = pgTable(
  'vehicle_view_days',
  {
    vehicleId: integer()
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    day: date().notNull(),
    views: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.vehicleId, t.day] })],
);

/** Views counted today per network address (hashed), across all vehicles: capped (ADR 053). Only today's are kept. */
export const vehicleViewAddresses = pgTable(
  'vehicle_view_addresses',
  {
    addressHash: text().notNull(),
    day: date().notNull(),
    views: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.addressHash, t.day] })],
);

/** Maps what buyers type (spellings, other scripts) to the term the stock uses (spec: search keyword). */
export const searchKeywords = pgTable(
  'search_keywords',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid().notNull().unique().defaultRandom(),
    originalText: text().notNull(),
    targetText: text().notNull(),
    /** originalText lower-cased without spaces and hyphens. */
    normalizedText: text().notNull(),
    /** 'maker' | 'model' | 'grade' | 'synonym' */
    kind: text().notNull(),
    /** How many listed vehicles the target finds; refreshed by the seed and stock updates. */
    vehicleCount: integer().notNull().default(0),
    extra: jsonb().$type<Record<string, unknown>>(),
  },
  (t) => [uniqueIndex().on(t.normalizedText, t.targetText), index().on(t.normalizedText)],
);

/**
 * One row whose version the stock-change triggers bump once per statement that changes the stock, so that
 * caches of the stock (the in-memory search index, the page cache) know cheaply when to catch up. See
 * migrations 0001 and 0010.
 */
export const stockVersion = pgTable('stock_version', {
  id: integer().primaryKey(),
  version: bigint({ mode: 'number' }).notNull().default(0),
});

/**
 * The vehicles each stock version changed, written by the trigger that bumps the version, in the same
 * transaction (migration 0010): a process holding the stock index at an older version re-reads only these
 * rows. Every version has at least one row, so a missing version means the history was pruned (the last
 * 1,000 versions are kept). vehicle_id 0 asks for the whole stock to be reloaded (a truncate, a maker or
 * model renamed), -1 says the search-keyword table changed. See docs/decisions/018-stock-change-propagation.md.
 */
export const stockChanges = pgTable(
  'stock_changes',
  {
    version: bigint({ mode: 'number' }).notNull(),
    vehicleId: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.version, t.vehicleId] })],
);
