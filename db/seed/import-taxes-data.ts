// Seeds the duties and taxes paid on arrival (issue 39): the 31 countries of ./reference/import-taxes.json
// into import_tax_countries and import_taxes, row for row, and estimated Kenyan reference prices (CRSP)
// for the demo models, marked as estimates. Source: ./reference/import-taxes.json, copied from the shared
// reference data (./reference/README.md); the product reads the tables, never the file.
import { readFileSync } from 'node:fs';
import type { Database } from '#db/client.ts';
import { importTaxCountries, importTaxes, referencePrices } from '#db/schema/import-taxes.ts';
import {
  applicableRow,
  taxFuelOf,
  type ImportTaxRow,
  type ImportTaxTable,
  type ReferencePrice,
  type TaxConditions,
  type TaxConfidence,
  type Valuation,
  type ValuationBasis,
} from '#domain/trade/import-taxes.ts';
import { importTaxRowValues } from '#domain/trade/import-tax-tables.ts';
import { hashString, Random } from './random.ts';
import type { ModelReference } from './reference-data.ts';

interface TaxRowReference {
  id: string;
  label: string;
  rate: number | null;
  amount: number | null;
  amountCurrency?: string;
  perCc: number | null;
  perCcCurrency?: string;
  base: string[];
  when: TaxConditions;
  effectiveFrom: string | null;
  source: string;
  note?: string;
}

interface TaxCountryReference {
  code: string;
  name: string;
  currency: string;
  confidence: TaxConfidence;
  valuation: { basis: ValuationBasis; note: string; depreciationByAge?: [number, number][] };
  taxes?: TaxRowReference[];
  bans: string | null;
  caveats: string | null;
}

const read = <T>(name: string): T => JSON.parse(readFileSync(new URL(`./reference/${name}.json`, import.meta.url), 'utf8')) as T;
const taxReference = read<{ asOf: string; countries: TaxCountryReference[] }>('import-taxes');

/**
 * What the valuation notes say, as the flags the estimate reads; the notes are kept beside them. Every
 * other country's note says nothing of the kind: its reference value, if any, is used as it stands.
 */
const VALUATION_READINGS: Record<string, Partial<Valuation>> = {
  // "customsValue = CRSP / ((1+0.35) x (1+excise) x 1.16 x 1.25) x (1 - depreciation) ... agents report KRA
  // takes the higher of the depreciated CRSP value and the declared CIF. Age is counted from the date of
  // first registration (month basis)."
  KE: { referenceIncludesTaxes: ['import-duty', 'excise-duty', 'vat'], referenceIncludesMargin: 0.25, higherOfReferenceAndCif: true, ageCountedFrom: 'first-registration' },
  // "the manufacturer's home delivery value depreciated by age ... plus freight and insurance"
  GH: { referenceAddsFreight: true },
};

const SOURCE = `Roro reference data, import-taxes.json (checked ${taxReference.asOf})`;

/** The reference data's countries as the estimate reads them, with their English names. */
export function importTaxTablesFromReference(): { name: string; table: ImportTaxTable }[] {
  return taxReference.countries.map((c) => ({
    name: c.name,
    table: {
      countryCode: c.code,
      currency: c.currency,
      confidence: c.confidence,
      valuation: {
        basis: c.valuation.basis,
        depreciationByAge: c.valuation.depreciationByAge ?? [],
        ageCountedFrom: 'manufacture',
        referenceIncludesTaxes: [],
        referenceIncludesMargin: 0,
        referenceAddsFreight: false,
        higherOfReferenceAndCif: false,
        note: c.valuation.note,
        ...VALUATION_READINGS[c.code],
      },
      rows: (c.taxes ?? []).map(
        (t): ImportTaxRow => ({
          taxId: t.id,
          label: t.label,
          rate: t.rate,
          amount: t.amount,
          amountCurrency: t.amountCurrency ?? null,
          perCc: t.perCc,
          perCcCurrency: t.perCcCurrency ?? null,
          base: t.base,
          when: t.when,
          effectiveFrom: t.effectiveFrom,
          source: t.source,
          note: t.note ?? null,
        }),
      ),
      bans: c.bans,
      caveats: c.caveats,
      asOf: taxReference.asOf,
      source: SOURCE,
    },
  }));
}

/** How much of its new price a car keeps at 5-10 years, the age of models.json's FOB bands: about half. */
const NEW_PRICE_PER_FOB_MIDPOINT = 2;

/**
 * Our estimate of Kenya's CRSP for each demo model and engine, as no list is in the reference data: a new
 * price of twice the middle of the model's FOB band (models.json), grossed up, as a retail price in Kenya
 * is, by the duty, excise and VAT for its engine and fuel and the 25 % dealer margin (the divisor KRA takes
 * off again), in shillings at the reference rate, to the thousand.
 */
export function estimatedKenyanReferencePrices(models: readonly ModelReference[], kenya: ImportTaxTable, kesPerJpy: number): ReferencePrice[] {
  const byTax = new Map<string, ImportTaxRow[]>();
  for (const row of kenya.rows) byTax.set(row.taxId, [...(byTax.get(row.taxId) ?? []), row]);
  const prices: ReferencePrice[] = [];
  for (const m of models) {
    const fuel = taxFuelOf(m.fuelTypes[0] ?? 'Petrol');
    const engines = m.engineCc.length ? [...new Set(m.engineCc)] : [null];
    for (const engineCc of engines) {
      const car = { engineCc: engineCc ?? 0, ageYears: 0, fuel, kind: 'passenger' as const, customsValueEur: Number.NaN };
      let divisor = 1 + kenya.valuation.referenceIncludesMargin;
      for (const id of kenya.valuation.referenceIncludesTaxes) divisor *= 1 + (applicableRow(byTax.get(id) ?? [], kenya.asOf, car)?.rate ?? 0);
      const newPriceJpy = NEW_PRICE_PER_FOB_MIDPOINT * ((m.fobPriceJpy.min + m.fobPriceJpy.max) / 2);
      prices.push({
        maker: m.maker,
        model: m.model,
        engineCc,
        year: null,
        price: Math.round((newPriceJpy * kesPerJpy * divisor) / 1000) * 1000,
        currency: 'KES',
        estimated: true,
        source: 'Estimate for the demo data (not KRA’s list): twice the middle of the model’s FOB band as its new price, with Kenyan duty, excise, VAT and a 25 % margin added',
      });
    }
  }
  return prices;
}

/**
 * Writes the tax tables of every country the seed has, and the Kenyan reference prices of the demo models,
 * dated the seed's "today" so that the same seed writes the same rows.
 */
export async function seedImportTaxes(db: Database, countryIds: ReadonlyMap<string, number>, models: readonly ModelReference[], options: { seed: number; anchorDate: Date }): Promise<void> {
  const { seed, anchorDate } = options;
  const random = new Random(hashString(`import-taxes:${seed}`));
  const tables = importTaxTablesFromReference().filter(({ table }) => countryIds.has(table.countryCode));
  await db.insert(importTaxCountries).values(
    tables.map(({ table: t }) => ({
      countryId: countryIds.get(t.countryCode)!,
      currency: t.currency,
      confidence: t.confidence,
      valuationBasis: t.valuation.basis,
      valuationNote: t.valuation.note,
      depreciationByAge: t.valuation.depreciationByAge.map(([upTo, off]) => [upTo, off] as [number, number]),
      ageCountedFrom: t.valuation.ageCountedFrom,
      referenceIncludesTaxes: [...t.valuation.referenceIncludesTaxes],
      referenceIncludesMargin: t.valuation.referenceIncludesMargin,
      referenceAddsFreight: t.valuation.referenceAddsFreight,
      higherOfReferenceAndCif: t.valuation.higherOfReferenceAndCif,
      bans: t.bans,
      caveats: t.caveats,
      asOf: t.asOf,
      source: t.source,
      updatedAt: anchorDate,
    })),
  );
  const rows = tables.flatMap(({ table: t }) =>
    t.rows.map((r, position) => ({ uuid: random.uuid(), countryId: countryIds.get(t.countryCode)!, position, ...importTaxRowValues(r), createdAt: anchorDate })),
  );
  await db.insert(importTaxes).values(rows);

  const kenya = tables.find(({ table }) => table.countryCode === 'KE')?.table;
  const kes = read<{ currencies: { code: string; perJpy: number }[] }>('currencies').currencies.find((c) => c.code === 'KES');
  if (!kenya || !kes) return;
  const prices = estimatedKenyanReferencePrices(models, kenya, kes.perJpy);
  await db.insert(referencePrices).values(prices.map((p) => ({ uuid: random.uuid(), countryId: countryIds.get('KE')!, ...p, createdAt: anchorDate })));
}
