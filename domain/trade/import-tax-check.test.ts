// A tax table that cannot compute is refused with what is wrong; the reference data's tables all compute.
import { describe, expect, it } from 'vitest';
import { importTaxTablesFromReference } from '#db/seed/import-taxes-data.ts';
import { checkImportTaxTable } from './import-tax-check.ts';
import type { ImportTaxRow } from './import-taxes.ts';

const kenya = importTaxTablesFromReference().find((t) => t.table.countryCode === 'KE')!.table;
const row = (over: Partial<ImportTaxRow>): ImportTaxRow => ({
  taxId: 'import-duty',
  label: 'Import duty',
  rate: 0.25,
  amount: null,
  amountCurrency: null,
  perCc: null,
  perCcCurrency: null,
  base: ['customsValue'],
  when: {},
  effectiveFrom: null,
  source: 'test',
  note: null,
  ...over,
});
const check = (rows: ImportTaxRow[]) => checkImportTaxTable({ rows, currency: 'KES' });

describe('checkImportTaxTable', () => {
  it('passes every table of the reference data; Cyprus’s VAT names an excise it does not model, which counts 0', () => {
    for (const { table } of importTaxTablesFromReference()) expect(checkImportTaxTable(table).issues, table.countryCode).toEqual([]);
    const warnings = importTaxTablesFromReference().flatMap(({ table }) => checkImportTaxTable(table).warnings);
    expect(warnings).toEqual(['Row 2 (VAT): its base names “excise-duty”, which this table does not have; it counts as 0.']);
  });

  it('refuses a base naming a tax applied after it, or the tax itself', () => {
    const rows = [row({}), row({ taxId: 'vat', label: 'VAT', rate: 0.16, base: ['customsValue', 'import-duty', 'excise-duty'] }), row({ taxId: 'excise-duty', label: 'Excise duty', rate: 0.2, base: ['customsValue', 'import-duty', 'excise-duty'] })];
    expect(check(rows).issues).toEqual([
      { fieldname: 'rows.1.base', message: 'Row 2 (VAT): its base names Excise duty, which is applied after it; a base adds only the customs value, CIF, FOB and taxes applied before.' },
      { fieldname: 'rows.2.base', message: 'Row 3 (Excise duty): its base names the tax itself.' },
    ]);
  });

  it('refuses a negative rate, amount or amount per cc, and a percentage typed as a rate', () => {
    expect(check([row({ rate: -0.1 })]).issues).toEqual([{ fieldname: 'rows.0.rate', message: 'Row 1 (Import duty): the rate is negative.' }]);
    expect(check([row({ rate: null, base: [], amount: -35_000 })]).issues).toEqual([{ fieldname: 'rows.0.amount', message: 'Row 1 (Import duty): the fixed amount is negative.' }]);
    expect(check([row({ rate: null, base: [], perCc: -1.5, perCcCurrency: 'EUR' })]).issues[0]!.message).toBe('Row 1 (Import duty): the amount per cc is negative.');
    expect(check([row({ rate: 35 })]).issues[0]!.message).toBe('Row 1 (Import duty): the rate is a fraction of the base: 35 % is 0.35, not 35.');
  });

  it('refuses two rows of a tax in force together that fit the same car, saying which car', () => {
    const excise = (over: Partial<ImportTaxRow>) => row({ taxId: 'excise-duty', label: 'Excise duty', base: ['customsValue', 'import-duty'], effectiveFrom: '2019-07-01', ...over });
    const rows = [row({}), excise({ rate: 0.2, when: { engineCcMax: 1600 } }), excise({ rate: 0.25, when: { engineCcMin: 1500, engineCcMax: 3000, fuel: ['petrol', 'hybrid'] } })];
    expect(check(rows).issues).toEqual([
      { fieldname: 'rows.2.when', message: 'Rows 2 and 3 (Excise duty, from 2019-07-01) both apply to a petrol or hybrid vehicle over 1,500 cc up to 1,600 cc: give them conditions that do not overlap.' },
    ]);
    // Bands that meet at 1,500 cc (up to 1,500; over 1,500) do not overlap, nor do other fuels, nor a row from a later date.
    expect(check([row({}), excise({ rate: 0.2, when: { engineCcMax: 1500 } }), excise({ rate: 0.25, when: { engineCcMin: 1500, fuel: 'petrol' } }), excise({ rate: 0.25, when: { engineCcMax: 1500, fuel: 'electric' }, effectiveFrom: '2027-01-01' })]).issues).toEqual([]);
    expect(check([row({}), excise({ rate: 0.2, when: { fuel: 'diesel' } }), excise({ rate: 0.3, when: { fuel: ['petrol', 'hybrid'] } })]).issues).toEqual([]);
    // Two rows with no conditions: every car.
    expect(check([row({}), row({ rate: 0.3 })]).issues[0]!.message).toBe('Rows 1 and 2 (Import duty) both apply to a vehicle: give them conditions that do not overlap.');
  });

  it('refuses rows that charge nothing, a rate without a base, conditions that fit nothing or are not conditions', () => {
    const messages = (rows: ImportTaxRow[]) => check(rows).issues.map((i) => i.message);
    expect(messages([row({ rate: null, base: [] })])).toEqual(['Row 1 (Import duty): give a rate, a fixed amount or an amount per cc.']);
    expect(messages([row({ base: [] })])).toEqual(['Row 1 (Import duty): a rate needs a base: the customs value, CIF, FOB or taxes applied before.']);
    expect(messages([row({ when: { ageYearsMin: 8, ageYearsMax: 8 } })])).toEqual([
      'Row 1 (Import duty): ageYearsMin 8 to ageYearsMax 8 fits nothing: a row applies over the first up to the second, so the first is the smaller.',
    ]);
    expect(messages([row({ when: { colour: 'red' } as never })])[0]).toBe('Row 1 (Import duty): “colour” is not a condition (engine size, age, fuel, vehicle kind, customs value in euros, engine power).');
    expect(messages([row({ effectiveFrom: '2027-02-30' })])).toEqual(['Row 1 (Import duty): the date it applies from is a day, such as 2027-01-01.']);
  });

  it('checks the valuation: ages going up, fractions off below 1, the taxes a reference price includes', () => {
    const issues = checkImportTaxTable({ ...kenya, valuation: { ...kenya.valuation, depreciationByAge: [[1, 0.1], [1, 0.2], [3, 1.2]], referenceIncludesTaxes: ['import-duty', 'sales-tax'] } }).issues;
    expect(issues.map((i) => i.fieldname)).toEqual(['valuation.depreciationByAge.1', 'valuation.depreciationByAge.2', 'valuation.referenceIncludesTaxes']);
  });
});
