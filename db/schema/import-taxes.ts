// What a buyer pays the destination's customs on arrival (issue 39, ADR 059): each country's valuation
// method, its taxes as rows in force from a date (a change is a new row from a date, never an edit of an
// old one), and the reference retail prices some authorities value a car from. Seeded from
// db/seed/reference/import-taxes.json; domain/trade/import-taxes.ts says how the columns are read.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { TaxConditions } from '#domain/trade/import-taxes.ts';
import { countries } from './geography.ts';

/** A country's valuation method and what its estimate leaves out; a country without a row is not estimated. */
export const importTaxCountries = pgTable(
  'import_tax_countries',
  {
    countryId: integer()
      .primaryKey()
      .references(() => countries.id, { onDelete: 'cascade' }),
    /** ISO code of the currency the authority charges in: amounts without a currency of their own are in it. */
    currency: text().notNull(),
    /** 'sourced' | 'partly sourced' | 'unknown' (no taxes known: never estimated). */
    confidence: text().notNull(),
    /** 'CIF' | 'reference-price' */
    valuationBasis: text().notNull(),
    valuationNote: text(),
    /** [age up to, fraction off] pairs, ages ascending. */
    depreciationByAge: jsonb().$type<[number, number][]>().notNull().default([]),
    /** 'manufacture' | 'first-registration': what ages are counted from. */
    ageCountedFrom: text().notNull().default('manufacture'),
    /** Taxes a reference retail price includes, taken off it before depreciation (Kenya's CRSP). */
    referenceIncludesTaxes: text().array().notNull().default([]),
    /** The dealer margin a reference retail price includes, as a fraction. */
    referenceIncludesMargin: numeric({ precision: 6, scale: 4, mode: 'number' }).notNull().default(0),
    /** Freight and insurance are added to the depreciated reference value (Ghana). */
    referenceAddsFreight: boolean().notNull().default(false),
    /** The authority takes the higher of the reference value and the declared CIF (Kenya). */
    higherOfReferenceAndCif: boolean().notNull().default(false),
    bans: text(),
    caveats: text(),
    /** The day the table was last checked against its sources. */
    asOf: date({ mode: 'string' }).notNull(),
    source: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('import_tax_countries_confidence', sql`${t.confidence} in ('sourced', 'partly sourced', 'unknown')`),
    check('import_tax_countries_valuation_basis', sql`${t.valuationBasis} in ('CIF', 'reference-price')`),
    check('import_tax_countries_age_counted_from', sql`${t.ageCountedFrom} in ('manufacture', 'first-registration')`),
    check('import_tax_countries_margin', sql`${t.referenceIncludesMargin} >= 0`),
  ],
);

/**
 * One row of a country's taxes: a rate of a base, a fixed amount or an amount per cc, under conditions on
 * the car, from a date. The rows of a tax from a later date replace its earlier rows from that date on.
 */
export const importTaxes = pgTable(
  'import_taxes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid().notNull().unique().defaultRandom(),
    countryId: integer()
      .notNull()
      .references(() => importTaxCountries.countryId, { onDelete: 'cascade' }),
    /** The order rows are listed in: a tax is applied at the place of its first row. */
    position: integer().notNull(),
    /** The tax ("import-duty"), as later bases name it. */
    taxId: text().notNull(),
    label: text().notNull(),
    /** A fraction of the base. */
    rate: numeric({ precision: 12, scale: 8, mode: 'number' }),
    amount: numeric({ precision: 18, scale: 4, mode: 'number' }),
    amountCurrency: text(),
    perCc: numeric({ precision: 14, scale: 6, mode: 'number' }),
    perCcCurrency: text(),
    /** `customsValue`, `cif`, `fob` or ids of taxes applied before. */
    base: text().array().notNull().default([]),
    /** The reference data's `when`. */
    conditions: jsonb().$type<TaxConditions>().notNull().default({}),
    /** Null: in force as far back as the table goes. */
    effectiveFrom: date({ mode: 'string' }),
    source: text().notNull(),
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.countryId, t.position),
    check('import_taxes_not_negative', sql`coalesce(${t.rate}, 0) >= 0 and coalesce(${t.amount}, 0) >= 0 and coalesce(${t.perCc}, 0) >= 0`),
    check('import_taxes_charges_something', sql`${t.rate} is not null or ${t.amount} is not null or ${t.perCc} is not null`),
  ],
);

/**
 * An authority's reference retail price of a model (Kenya's CRSP list), by engine and year where the list
 * has them, or our estimate of it (`estimated`). Makers and models are the list's names, matched to the
 * stock's without regard to case.
 */
export const referencePrices = pgTable(
  'reference_prices',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid().notNull().unique().defaultRandom(),
    countryId: integer()
      .notNull()
      .references(() => importTaxCountries.countryId, { onDelete: 'cascade' }),
    maker: text().notNull(),
    model: text().notNull(),
    engineCc: integer(),
    year: integer(),
    price: numeric({ precision: 16, scale: 2, mode: 'number' }).notNull(),
    currency: text().notNull(),
    estimated: boolean().notNull().default(false),
    source: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('reference_prices_one_per_car').on(t.countryId, t.maker, t.model, t.engineCc, t.year).nullsNotDistinct(),
    check('reference_prices_price', sql`${t.price} > 0`),
    check('reference_prices_engine_cc', sql`${t.engineCc} is null or ${t.engineCc} > 0`),
    check('reference_prices_year', sql`${t.year} is null or ${t.year} between 1950 and 2100`),
  ],
);
