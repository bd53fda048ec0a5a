// The countries' tax tables and reference prices as the estimate reads them (./import-taxes.ts), from the
// tables the seed and, later, the back office write: every row, history included, as the estimate picks
// the rows in force on each arrival date itself.
import { asc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { readTogether } from '#db/read-together.ts';
import { countries } from '#db/schema/geography.ts';
import { importTaxCountries, importTaxes, referencePrices } from '#db/schema/import-taxes.ts';
import type { ImportTaxRow, ImportTaxTable, ReferencePrice, TaxAgeCountedFrom, TaxConfidence, ValuationBasis } from './import-taxes.ts';

/** A country's code as a tax table is found by: two letters, in capitals; anything else (a NUL byte, a long text) names no table. */
export function taxCountryCode(text: unknown): string | null {
  const code = typeof text === 'string' ? text.trim().toUpperCase() : '';
  return /^[A-Z]{2}$/.test(code) ? code : null;
}

/** A control character (NUL, a tab, a line break) in what is stored as one line of text: PostgreSQL refuses NUL, and no name or source holds the others. */
// eslint-disable-next-line no-control-regex
export const CONTROL = /[\u0000-\u001f\u007f]/;

/** A reference price's columns, as every read of the list selects them. */
export const REFERENCE_PRICE_FIELDS = {
  maker: referencePrices.maker,
  model: referencePrices.model,
  engineCc: referencePrices.engineCc,
  year: referencePrices.year,
  price: referencePrices.price,
  currency: referencePrices.currency,
  estimated: referencePrices.estimated,
  source: referencePrices.source,
};

/** The order a country's list is read in: by maker, model, engine and year. */
export const REFERENCE_PRICE_ORDER = [asc(referencePrices.maker), asc(referencePrices.model), asc(referencePrices.engineCc), asc(referencePrices.year)];

/** A row as import_taxes stores it: what the seed and a change in the back office write. */
export function importTaxRowValues(row: ImportTaxRow) {
  return {
    taxId: row.taxId,
    label: row.label,
    rate: row.rate,
    amount: row.amount,
    amountCurrency: row.amountCurrency,
    perCc: row.perCc,
    perCcCurrency: row.perCcCurrency,
    base: [...row.base],
    conditions: row.when,
    effectiveFrom: row.effectiveFrom,
    source: row.source,
    note: row.note,
  } satisfies Partial<typeof importTaxes.$inferInsert>;
}

/** A stored row as the estimate reads it. */
function importTaxRowOf(r: typeof importTaxes.$inferSelect): ImportTaxRow {
  return { taxId: r.taxId, label: r.label, rate: r.rate, amount: r.amount, amountCurrency: r.amountCurrency, perCc: r.perCc, perCcCurrency: r.perCcCurrency, base: r.base, when: r.conditions, effectiveFrom: r.effectiveFrom, source: r.source, note: r.note };
}

/** A country's table as stored: the table, its country's id, and each row's uuid and place, in the order of `table.rows`. */
export interface StoredImportTaxTable {
  countryId: number;
  table: ImportTaxTable;
  rowIds: { uuid: string; position: number }[];
}

async function readStoredTables(db: Database, code?: string): Promise<Map<string, StoredImportTaxTable>> {
  const ofCountry: SQL | undefined = code === undefined ? undefined : eq(countries.code, code);
  const [countryRows, taxRows] = await readTogether(db, [
    db.select({ code: countries.code, t: importTaxCountries }).from(importTaxCountries).innerJoin(countries, eq(countries.id, importTaxCountries.countryId)).where(ofCountry),
    db
      .select({ r: importTaxes })
      .from(importTaxes)
      .innerJoin(countries, eq(countries.id, importTaxes.countryId))
      .where(ofCountry)
      .orderBy(asc(importTaxes.countryId), asc(importTaxes.position), asc(importTaxes.id)),
  ]);
  const rowsOf = new Map<number, (typeof importTaxes.$inferSelect)[]>();
  for (const { r } of taxRows) {
    const rows = rowsOf.get(r.countryId) ?? [];
    rows.push(r);
    rowsOf.set(r.countryId, rows);
  }
  const tables = new Map<string, StoredImportTaxTable>();
  for (const { code, t } of countryRows) {
    const rows = rowsOf.get(t.countryId) ?? [];
    tables.set(code, {
      countryId: t.countryId,
      rowIds: rows.map((r) => ({ uuid: r.uuid, position: r.position })),
      table: {
        countryCode: code,
        currency: t.currency,
        confidence: t.confidence as TaxConfidence,
        valuation: {
          basis: t.valuationBasis as ValuationBasis,
          depreciationByAge: t.depreciationByAge,
          ageCountedFrom: t.ageCountedFrom as TaxAgeCountedFrom,
          referenceIncludesTaxes: t.referenceIncludesTaxes,
          referenceIncludesMargin: t.referenceIncludesMargin,
          referenceAddsFreight: t.referenceAddsFreight,
          higherOfReferenceAndCif: t.higherOfReferenceAndCif,
          note: t.valuationNote,
        },
        rows: rows.map(importTaxRowOf),
        bans: t.bans,
        caveats: t.caveats,
        asOf: t.asOf,
        source: t.source,
      },
    });
  }
  return tables;
}

/** Every country's table, by ISO country code. */
export async function readImportTaxTables(db: Database): Promise<Map<string, ImportTaxTable>> {
  return new Map([...(await readStoredTables(db))].map(([code, stored]) => [code, stored.table]));
}

/** One country's table with its rows' uuids, read alone (a change checks against it in its transaction); null without one. */
export async function readImportTaxTable(db: Database, countryCode: string): Promise<StoredImportTaxTable | null> {
  return (await readStoredTables(db, countryCode)).get(countryCode) ?? null;
}

/** A country's reference prices (Kenya's CRSP), for findReferencePrice. */
export async function readReferencePrices(db: Database, countryCode: string): Promise<ReferencePrice[]> {
  return db
    .select(REFERENCE_PRICE_FIELDS)
    .from(referencePrices)
    .innerJoin(countries, eq(countries.id, referencePrices.countryId))
    .where(eq(countries.code, countryCode))
    .orderBy(...REFERENCE_PRICE_ORDER);
}
