// Whether a country's tax table can compute (issue 39): what the back office checks before it saves a change,
// and the seed's test checks of the reference data. Refused: a base naming a tax applied after it, a
// negative or percent-sized rate, two rows of a tax in force together that both fit one car, a row that is
// not a rate, a fixed sum or a sum per cc. Pure.
import type { InputIssue } from '../errors.ts';
import {
  RANGE_CONDITIONS,
  TAX_FUELS,
  VALUE_BASES,
  VEHICLE_KINDS,
  taxOrderOf,
  type ImportTaxTable,
  type TaxConditions,
  type TaxFuel,
  type VehicleKind,
} from './import-taxes.ts';

export interface TaxTableCheck {
  /** What makes the table refused, each naming its row's field (`rows.3.base`). */
  issues: InputIssue[];
  /** What computes but may not be meant: a base naming a tax the table does not have counts it as 0. */
  warnings: string[];
}

/** A rate above this is a percentage typed as a number (35 for 35 %), not a fraction: Guyana's largest excise is 1.4. */
const MAX_RATE = 5;
const CONDITION_KEYS = new Set<string>([...Object.values(RANGE_CONDITIONS).flat(), 'fuel', 'vehicleKind']);
const CURRENCY = /^[A-Z]{3}$/;
const TAX_ID = /^[a-z][a-z0-9-]*$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const number = (n: number) => n.toLocaleString('en-US');
const asList = <T>(value: T | readonly T[] | undefined): readonly T[] | undefined => (value === undefined ? undefined : Array.isArray(value) ? value : [value as T]);

function validDay(day: string): boolean {
  if (!DAY.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/** Checks the rows of one country's table, and the taxes its valuation takes off a reference price. */
export function checkImportTaxTable(table: Pick<ImportTaxTable, 'rows' | 'currency'> & { valuation?: Pick<ImportTaxTable['valuation'], 'depreciationByAge' | 'referenceIncludesTaxes' | 'referenceIncludesMargin'> }): TaxTableCheck {
  const issues: InputIssue[] = [];
  const warnings: string[] = [];
  const rows = table.rows;
  const order = taxOrderOf({ rows: [...rows] });
  const place = new Map(order.taxes.map((tax, i) => [tax.id, i]));
  const labelOf = (id: string) => order.byId.get(id)?.label ?? id;
  const name = (i: number) => `Row ${i + 1} (${rows[i]!.label || rows[i]!.taxId || 'no name'})`;
  const refuse = (i: number, field: string, message: string) => issues.push({ fieldname: `rows.${i}.${field}`, message: `${name(i)}: ${message}` });

  if (!CURRENCY.test(table.currency)) issues.push({ fieldname: 'currency', message: 'The currency is an ISO code of three capital letters, such as KES.' });

  rows.forEach((row, i) => {
    if (!TAX_ID.test(row.taxId) || row.taxId in VALUE_BASES) refuse(i, 'taxId', 'the tax id is lower-case letters, digits and hyphens (import-duty), and not customsValue, cif or fob.');
    if (!row.label.trim()) refuse(i, 'label', 'give the tax a name.');
    if (row.rate !== null && !(row.rate >= 0)) refuse(i, 'rate', 'the rate is negative.');
    else if (row.rate !== null && row.rate > MAX_RATE) refuse(i, 'rate', `the rate is a fraction of the base: 35 % is 0.35, not ${number(row.rate)}.`);
    if (row.amount !== null && !(row.amount >= 0)) refuse(i, 'amount', 'the fixed amount is negative.');
    if (row.perCc !== null && !(row.perCc >= 0)) refuse(i, 'perCc', 'the amount per cc is negative.');
    if (row.rate === null && row.amount === null && row.perCc === null) refuse(i, 'rate', 'give a rate, a fixed amount or an amount per cc.');
    if (row.amount !== null && (row.rate !== null || row.perCc !== null)) refuse(i, 'amount', 'a fixed amount stands alone: put a rate or an amount per cc on a row of its own tax.');
    if (row.amountCurrency !== null && !CURRENCY.test(row.amountCurrency)) refuse(i, 'amountCurrency', 'the currency is an ISO code of three capital letters, such as USD.');
    if (row.perCcCurrency !== null && !CURRENCY.test(row.perCcCurrency)) refuse(i, 'perCcCurrency', 'the currency is an ISO code of three capital letters, such as EUR.');
    if (row.effectiveFrom !== null && !validDay(row.effectiveFrom)) refuse(i, 'effectiveFrom', 'the date it applies from is a day, such as 2027-01-01.');

    if (row.rate !== null && row.base.length === 0) refuse(i, 'base', 'a rate needs a base: the customs value, CIF, FOB or taxes applied before.');
    if (row.rate === null && row.base.length > 0) refuse(i, 'base', 'only a rate has a base.');
    const own = place.get(row.taxId)!;
    for (const b of row.base) {
      if (b in VALUE_BASES) continue;
      const at = place.get(b);
      if (at === undefined) warnings.push(`${name(i)}: its base names “${b}”, which this table does not have; it counts as 0.`);
      else if (b === row.taxId) refuse(i, 'base', 'its base names the tax itself.');
      else if (at > own) refuse(i, 'base', `its base names ${labelOf(b)}, which is applied after it; a base adds only the customs value, CIF, FOB and taxes applied before.`);
    }
    checkConditions(row.when, (message) => refuse(i, 'when', message));
  });

  // Rows of one tax in force together (the same date) that both fit some car: which would it pay?
  for (const tax of order.taxes) {
    for (let a = 0; a < tax.rows.length; a++) {
      for (let b = a + 1; b < tax.rows.length; b++) {
        const [ra, rb] = [tax.rows[a]!, tax.rows[b]!];
        if (ra.effectiveFrom !== rb.effectiveFrom) continue;
        const car = overlap(ra.when, rb.when);
        if (car === null) continue;
        const [ia, ib] = [rows.indexOf(ra), rows.indexOf(rb)];
        const since = ra.effectiveFrom ? `, from ${ra.effectiveFrom}` : '';
        issues.push({
          fieldname: `rows.${ib}.when`,
          message: `Rows ${ia + 1} and ${ib + 1} (${tax.label}${since}) both apply to ${car}: give them conditions that do not overlap.`,
        });
      }
    }
  }

  const valuation = table.valuation;
  if (valuation) {
    let previous = -Infinity;
    valuation.depreciationByAge.forEach(([upTo, off], i) => {
      if (!(upTo > previous)) issues.push({ fieldname: `valuation.depreciationByAge.${i}`, message: `Depreciation ${i + 1}: the ages go up, each above the one before.` });
      if (!(off >= 0 && off < 1)) issues.push({ fieldname: `valuation.depreciationByAge.${i}`, message: `Depreciation ${i + 1}: the fraction off is from 0 to less than 1 (0.65 for 65 %).` });
      previous = upTo;
    });
    for (const id of valuation.referenceIncludesTaxes)
      if (!place.has(id)) issues.push({ fieldname: 'valuation.referenceIncludesTaxes', message: `The reference price is said to include “${id}”, which this table does not have.` });
    if (!(valuation.referenceIncludesMargin >= 0 && valuation.referenceIncludesMargin < 5))
      issues.push({ fieldname: 'valuation.referenceIncludesMargin', message: 'The margin in the reference price is a fraction from 0 to 5 (0.25 for 25 %).' });
  }
  return { issues, warnings };
}

function checkConditions(when: TaxConditions, refuse: (message: string) => void) {
  for (const key of Object.keys(when)) if (!CONDITION_KEYS.has(key)) refuse(`“${key}” is not a condition (engine size, age, fuel, vehicle kind, customs value in euros, engine power).`);
  for (const [min, max] of Object.values(RANGE_CONDITIONS)) {
    const [lo, hi] = [when[min], when[max]] as [unknown, unknown];
    if (lo !== undefined && (typeof lo !== 'number' || !(lo >= 0))) refuse(`${min} is a number of at least 0.`);
    if (hi !== undefined && (typeof hi !== 'number' || !(hi >= 0))) refuse(`${max} is a number of at least 0.`);
    if (typeof lo === 'number' && typeof hi === 'number' && !(lo < hi)) refuse(`${min} ${number(lo)} to ${max} ${number(hi)} fits nothing: a row applies over the first up to the second, so the first is the smaller.`);
  }
  const fuels = asList(when.fuel);
  if (fuels && (fuels.length === 0 || fuels.some((f) => !TAX_FUELS.includes(f)))) refuse(`the fuel is ${TAX_FUELS.join(', ')}, or a list of them.`);
  const kinds = asList(when.vehicleKind);
  if (kinds && (kinds.length === 0 || kinds.some((k) => !VEHICLE_KINDS.includes(k)))) refuse('the vehicle kind is passenger or lightCommercial.');
}

const RANGE_WORDS: Record<keyof typeof RANGE_CONDITIONS, (lo: number, hi: number) => string | null> = {
  engineCc: (lo, hi) => range(lo, hi, (n) => `${number(n)} cc`),
  ageYears: (lo, hi) => { const r = range(lo, hi, (n) => `${number(n)} years`); return r && `${r} old`; },
  customsValueEur: (lo, hi) => { const r = range(lo, hi, (n) => `EUR ${number(n)}`); return r && `valued ${r}`; },
  enginePowerHp: (lo, hi) => range(lo, hi, (n) => `${number(n)} hp`),
};

function range(lo: number, hi: number, unit: (n: number) => string): string | null {
  if (lo === -Infinity && hi === Infinity) return null;
  if (lo === -Infinity) return `up to ${unit(hi)}`;
  if (hi === Infinity) return `over ${unit(lo)}`;
  return `over ${unit(lo)} up to ${unit(hi)}`;
}

/** The cars both conditions fit, in words ("a petrol or hybrid passenger vehicle over 1,500 cc up to 3,000 cc"), or null when none. */
function overlap(a: TaxConditions, b: TaxConditions): string | null {
  const words: string[] = [];
  for (const [dimension, [min, max]] of Object.entries(RANGE_CONDITIONS) as [keyof typeof RANGE_CONDITIONS, readonly [keyof TaxConditions, keyof TaxConditions]][]) {
    const lo = Math.max((a[min] as number | undefined) ?? -Infinity, (b[min] as number | undefined) ?? -Infinity);
    const hi = Math.min((a[max] as number | undefined) ?? Infinity, (b[max] as number | undefined) ?? Infinity);
    if (!(lo < hi)) return null;
    const text = RANGE_WORDS[dimension](lo, hi);
    if (text) words.push(text);
  }
  const fuels = both<TaxFuel>(asList(a.fuel), asList(b.fuel));
  const kinds = both<VehicleKind>(asList(a.vehicleKind), asList(b.vehicleKind));
  if (fuels?.length === 0 || kinds?.length === 0) return null;
  const kind = kinds?.length === 1 ? (kinds[0] === 'passenger' ? 'passenger car' : 'light commercial vehicle') : 'vehicle';
  const fuel = fuels ? `${fuels.join(' or ')} ` : '';
  const article = /^[aeiou]/.test(fuel || kind) ? 'an' : 'a';
  return [`${article} ${fuel}${kind}`, ...words].join(' ');
}

/** What two lists both allow (undefined: anything). */
function both<T>(a: readonly T[] | undefined, b: readonly T[] | undefined): readonly T[] | undefined {
  if (!a) return b;
  if (!b) return a;
  return a.filter((x) => b.includes(x));
}
