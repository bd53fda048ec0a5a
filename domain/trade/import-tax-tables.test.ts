// The tax tables and reference prices as the seed writes them and the estimate reads them back, on PGlite
// and PostgreSQL: every row of the reference data, numbers, dates and conditions intact; the Kenyan
// reference prices of the demo models; a seeded car's estimate; and what the database itself refuses.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import { importTaxTablesFromReference } from '#db/seed/import-taxes-data.ts';
import { modelReferences } from '#db/seed/reference-data.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import { loadDestinations } from './destinations.ts';
import { checkImportTaxTable } from './import-tax-check.ts';
import { readImportTaxTables, readReferencePrices } from './import-tax-tables.ts';
import { estimateImportTaxes, findReferencePrice } from './import-taxes.ts';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openSeededDatabase();
});

describe(`the import tax tables on ${process.env.RORO_TEST_DB}`, () => {
  it('hold the 31 countries and 219 rows of the reference data as they are, and every table computes', async () => {
    const tables = await readImportTaxTables(handle.db);
    expect(tables.size).toBe(31);
    expect([...tables.values()].reduce((n, t) => n + t.rows.length, 0)).toBe(219);
    for (const { table } of importTaxTablesFromReference()) {
      expect(tables.get(table.countryCode), table.countryCode).toEqual(table);
      expect(checkImportTaxTable(tables.get(table.countryCode)!).issues).toEqual([]);
    }
    expect([...tables.values()].filter((t) => t.confidence === 'unknown').map((t) => t.countryCode).sort()).toEqual(['BD', 'BW', 'CD', 'CL', 'LK', 'MM', 'MW', 'MZ', 'NA', 'PK', 'ZM']);
    const kenya = tables.get('KE')!;
    expect(kenya.valuation).toMatchObject({ basis: 'reference-price', ageCountedFrom: 'first-registration', referenceIncludesTaxes: ['import-duty', 'excise-duty', 'vat'], referenceIncludesMargin: 0.25, higherOfReferenceAndCif: true });
    expect(kenya.valuation.depreciationByAge).toEqual([[1, 0.1], [2, 0.2], [3, 0.3], [4, 0.4], [5, 0.5], [6, 0.55], [7, 0.6], [8, 0.65]]);
    expect(kenya.rows[0]).toMatchObject({ taxId: 'import-duty', rate: 0.35, base: ['customsValue'], effectiveFrom: '2023-07-01' });
    expect(tables.get('NZ')!.rows.find((r) => r.taxId === 'import-entry-fee')!.amount).toBe(29.26);
    expect(tables.get('RU')!.rows[1]).toMatchObject({ rate: 0.48, perCc: 3.5, perCcCurrency: 'EUR', when: { ageYearsMax: 3, customsValueEurMin: 8500, customsValueEurMax: 16700 } });
  });

  it('price every demo model for Kenya, as estimates: twice the middle of its FOB band, grossed up by the Kenyan taxes', async () => {
    const prices = await readReferencePrices(handle.db, 'KE');
    const wanted = new Set(modelReferences.flatMap((m) => (m.engineCc.length ? m.engineCc : [null]).map((cc) => `${m.maker}|${m.model}|${cc}`)));
    expect(new Set(prices.map((p) => `${p.maker}|${p.model}|${p.engineCc}`))).toEqual(wanted);
    expect(prices.every((p) => p.estimated && p.currency === 'KES' && p.year === null)).toBe(true);
    // Corolla Axio, FOB ¥500,000-1,200,000: ¥1,700,000 new × 0.8856 = KES 1,505,520 × 2.349 (20 % excise) = 3,536,466 → KES 3,536,000.
    expect(prices.filter((p) => p.model === 'Corolla Axio').map((p) => [p.engineCc, p.price])).toEqual([[1300, 3_536_000], [1500, 3_536_000]]);
    // Leaf, FOB ¥700,000-1,800,000, electric: ¥2,500,000 × 0.8856 = KES 2,214,000 × (1.35 × 1.10 × 1.16 × 1.25 = 2.15325) = 4,767,296 → KES 4,767,000.
    expect(prices.find((p) => p.model === 'Leaf')).toMatchObject({ engineCc: null, price: 4_767_000 });
    expect(await readReferencePrices(handle.db, 'UG')).toEqual([]);
  });

  it('estimate a seeded car bound for Kenya from what they hold, with its reference price', async () => {
    const [v] = await queryRows<{ year4: number; month: number | null; seat_belt_year: number | null; engine_size: number; fuel_type: string; type: string; price_fob: number; maker: string; model: string }>(
      handle.db,
      sql`select v.year4, v.month, v.seat_belt_year, v.engine_size, v.fuel_type, v.type, v.price_fob, mk.name as maker, m.name as model
          from vehicles v join models m on m.id = v.model_id join makers mk on mk.id = m.maker_id
          where mk.name = 'Toyota' and v.type = 'Sedan' and v.year4 >= 2020 and v.fuel_type = 'Petrol' order by v.id limit 1`,
    );
    expect(v).toBeDefined();
    const tables = await readImportTaxTables(handle.db);
    const destinations = await loadDestinations(testContext(handle));
    const referencePrice = findReferencePrice(await readReferencePrices(handle.db, 'KE'), { maker: v!.maker, model: v!.model, engineCc: v!.engine_size, year: v!.year4 });
    expect(referencePrice).not.toBeNull();
    const result = estimateImportTaxes({
      country: { name: 'Kenya', ageLimitYears: 8, ageCountedFrom: 'first-registration' },
      table: tables.get('KE')!,
      referencePrice,
      vehicle: { year4: v!.year4, month: v!.month, seatBeltYear: v!.seat_belt_year, engineSize: v!.engine_size, fuelType: v!.fuel_type as 'Petrol', type: v!.type as 'Sedan' },
      cifJpy: v!.price_fob + 150_000,
      fobJpy: v!.price_fob,
      ourTotalJpy: v!.price_fob + 200_000,
      arrival: new Date('2026-12-20T00:00:00Z'),
      currencies: destinations.currencyByName,
      currency: destinations.currencyByName.get('KES')!,
    });
    if (result.kind !== 'ImportTaxEstimate') throw new Error(result.message);
    expect(result.items.map((i) => i.id)).toEqual(['import-duty', 'excise-duty', 'vat', 'idf', 'rdl']);
    expect(result.items.reduce((sum, i) => sum + i.amount, 0)).toBe(result.total);
    expect(result.caveats).toContain(`The reference price of KES ${referencePrice!.price.toLocaleString('en-US')} is our estimate, not the authority's list.`);
  });

  it('refuse, in the database too, a negative rate, a row that charges nothing and a second price for the same car', async () => {
    const kenyaId = sql`(select id from countries where code = 'KE')`;
    const insertTax = (rate: string) => queryRows(handle.db, sql.raw(`insert into import_taxes (country_id, position, tax_id, label, rate, source) values ((select id from countries where code = 'KE'), 99, 'test', 'Test', ${rate}, 'test')`));
    await expect(insertTax('-0.1')).rejects.toThrow();
    await expect(insertTax('null')).rejects.toThrow();
    await queryRows(handle.db, sql`insert into reference_prices (country_id, maker, model, price, currency, source) values (${kenyaId}, 'Test', 'Car', 1000000, 'KES', 'test')`);
    await expect(queryRows(handle.db, sql`insert into reference_prices (country_id, maker, model, price, currency, source) values (${kenyaId}, 'Test', 'Car', 2000000, 'KES', 'test')`)).rejects.toThrow();
  });
});
