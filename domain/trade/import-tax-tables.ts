// The countries' tax tables and reference prices as the estimate reads them (./import-taxes.ts), from the
// tables the seed and, later, the back office write: every row, history included, as the estimate picks
// the rows in force on each arrival date itself.
import { asc, eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { readTogether } from '#db/read-together.ts';
import { countries } from '#db/schema/geography.ts';
import { importTaxCountries, importTaxes, referencePrices } from '#db/schema/import-taxes.ts';
import type { ImportTaxRow, ImportTaxTable, ReferencePrice, TaxAgeCountedFrom, TaxConfidence, ValuationBasis } from './import-taxes.ts';

/** Every country's table, by ISO country code. */
export async function readImportTaxTables(db: Database): Promise<Map<string, ImportTaxTable>> {
  const [countryRows, taxRows] = await readTogether(db, [
    db.select({ code: countries.code, t: importTaxCountries }).from(importTaxCountries).innerJoin(countries, eq(countries.id, importTaxCountries.countryId)),
    db.select().from(importTaxes).orderBy(asc(importTaxes.countryId), asc(importTaxes.position), asc(importTaxes.id)),
  ]);
  const rowsOf = new Map<number, ImportTaxRow[]>();
  for (const r of taxRows) {
    const rows = rowsOf.get(r.countryId) ?? [];
    rows.push({
      taxId: r.taxId,
      label: r.label,
      rate: r.rate,
      amount: r.amount,
      amountCurrency: r.amountCurrency,
      perCc: r.perCc,
      perCcCurrency: r.perCcCurrency,
      base: r.base,
      when: r.conditions,
      effectiveFrom: r.effectiveFrom,
      source: r.source,
      note: r.note,
    });
    rowsOf.set(r.countryId, rows);
  }
  const tables = new Map<string, ImportTaxTable>();
  for (const { code, t } of countryRows) {
    tables.set(code, {
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
      rows: rowsOf.get(t.countryId) ?? [],
      bans: t.bans,
      caveats: t.caveats,
      asOf: t.asOf,
      source: t.source,
    });
  }
  return tables;
}

/** A country's reference prices (Kenya's CRSP), for findReferencePrice. */
export async function readReferencePrices(db: Database, countryCode: string): Promise<ReferencePrice[]> {
  return db
    .select({
      maker: referencePrices.maker,
      model: referencePrices.model,
      engineCc: referencePrices.engineCc,
      year: referencePrices.year,
      price: referencePrices.price,
      currency: referencePrices.currency,
      estimated: referencePrices.estimated,
      source: referencePrices.source,
    })
    .from(referencePrices)
    .innerJoin(countries, eq(countries.id, referencePrices.countryId))
    .where(eq(countries.code, countryCode))
    .orderBy(asc(referencePrices.maker), asc(referencePrices.model), asc(referencePrices.engineCc), asc(referencePrices.year));
}
