// What a buyer pays the destination's customs on arrival, estimated (issue 39, ADR 059): the customs value
// by the country's valuation method, then each tax of its table in order on its base, all judged on the
// estimated arrival date. Pure: the caller loads the country's table, the reference price and the rates.
// Amounts are whole yen; the buyer's currency is shown with the items adding up to the total.
import type { BODY_TYPES, FUEL_TYPES } from '#db/schema/enum-values.ts';
import type { Currency } from './destinations.ts';
import { jpyToShownUnits } from './convert-jpy.ts';
import { largestRemainder } from './largest-remainder.ts';
import { countryCaveatsKey, TAX_CAVEATS, type TaxCaveatKey } from './tax-text-keys.ts';
import { ageRule, type CountryTerms } from './trade-term.ts';

export const TAX_FUELS = ['petrol', 'diesel', 'hybrid', 'electric'] as const;
export type TaxFuel = (typeof TAX_FUELS)[number];
export const VEHICLE_KINDS = ['passenger', 'lightCommercial'] as const;
export type VehicleKind = (typeof VEHICLE_KINDS)[number];
export const VALUATION_BASES = ['CIF', 'reference-price'] as const;
export type ValuationBasis = (typeof VALUATION_BASES)[number];
export const TAX_CONFIDENCES = ['sourced', 'partly sourced', 'unknown'] as const;
export type TaxConfidence = (typeof TAX_CONFIDENCES)[number];
export const TAX_AGE_COUNTED_FROM = ['manufacture', 'first-registration'] as const;
export type TaxAgeCountedFrom = (typeof TAX_AGE_COUNTED_FROM)[number];

/** What a base may name besides the taxes applied before: the value from the valuation method, the CIF, the FOB. */
export const VALUE_BASES = { customsValue: 'customs value', cif: 'CIF', fob: 'FOB' } as const;

/**
 * When a row applies (the reference data's `when`): each bound is `min < value <= max`, a missing key is no
 * condition. Ages are years on the arrival date; the customs value in euros is Russia's price bands.
 */
export interface TaxConditions {
  engineCcMin?: number;
  engineCcMax?: number;
  ageYearsMin?: number;
  ageYearsMax?: number;
  customsValueEurMin?: number;
  customsValueEurMax?: number;
  enginePowerHpMin?: number;
  enginePowerHpMax?: number;
  fuel?: TaxFuel | readonly TaxFuel[];
  vehicleKind?: VehicleKind | readonly VehicleKind[];
}

/** The ranged conditions, each as [its min key, its max key]. */
export const RANGE_CONDITIONS = {
  engineCc: ['engineCcMin', 'engineCcMax'],
  ageYears: ['ageYearsMin', 'ageYearsMax'],
  customsValueEur: ['customsValueEurMin', 'customsValueEurMax'],
  enginePowerHp: ['enginePowerHpMin', 'enginePowerHpMax'],
} as const satisfies Record<string, readonly [keyof TaxConditions, keyof TaxConditions]>;

/**
 * One row of a country's taxes. Rows of one tax with different conditions form its table (Kenya's excise
 * by engine and fuel); rows of one tax from a later date replace its earlier ones from that date.
 */
export interface ImportTaxRow {
  /** The tax ("import-duty"): what later bases name. */
  taxId: string;
  label: string;
  /** A fraction of the base (0.35). */
  rate: number | null;
  /** A fixed sum, in `amountCurrency`, else the country's currency. */
  amount: number | null;
  amountCurrency: string | null;
  /** A sum per cc of engine, in `perCcCurrency`, else the country's currency. With a rate, the greater of the two. */
  perCc: number | null;
  perCcCurrency: string | null;
  /** What the rate multiplies: `customsValue`, `cif`, `fob` or taxes applied before, added together. */
  base: readonly string[];
  when: TaxConditions;
  /** YYYY-MM-DD; null for a row in force as far back as the table goes. */
  effectiveFrom: string | null;
  source: string;
  note: string | null;
}

/** How the authority values a car before taxing it (the reference data's `valuation`, read into flags). */
export interface Valuation {
  basis: ValuationBasis;
  /** [age up to, fraction off] pairs: the first whose age is at least the car's; past the last, the last. */
  depreciationByAge: readonly (readonly [number, number])[];
  /** What ages are counted from, for the depreciation and the rows' age conditions. */
  ageCountedFrom: TaxAgeCountedFrom;
  /** Taxes a reference retail price includes and that come off it before depreciation (Kenya's CRSP: duty, excise, VAT). */
  referenceIncludesTaxes: readonly string[];
  /** The dealer margin a reference retail price includes, taken off likewise (Kenya: 0.25). */
  referenceIncludesMargin: number;
  /** Freight and insurance (CIF less FOB) are added to the depreciated reference value (Ghana). */
  referenceAddsFreight: boolean;
  /** The authority takes the higher of the reference value and the declared CIF (Kenya, as agents report it). */
  higherOfReferenceAndCif: boolean;
  note: string | null;
}

export interface ImportTaxTable {
  countryCode: string;
  /** The currency the authority charges in: fixed amounts and amounts per cc without a currency are in it. */
  currency: string;
  /** 'unknown': no taxes known, never estimated. */
  confidence: TaxConfidence;
  valuation: Valuation;
  /** In the order they are listed: a tax is applied at the place of its first row. */
  rows: readonly ImportTaxRow[];
  bans: string | null;
  caveats: string | null;
  /** YYYY-MM-DD: the day the table was last checked against its sources. */
  asOf: string;
  source: string;
}

/** A price from an authority's list of retail prices (Kenya's CRSP), or our estimate of one. */
export interface ReferencePrice {
  maker: string;
  model: string;
  /** Null: the price of every engine of the model. */
  engineCc: number | null;
  /** Null: the price of every year of the model. */
  year: number | null;
  price: number;
  currency: string;
  /** Our estimate, not the authority's list. */
  estimated: boolean;
  source: string;
}

/** What the estimate reads of a vehicle, under the vehicle row's own names. */
export interface TaxedVehicle {
  /** Year of first registration. */
  year4: number;
  /** Month of first registration, 1-12. */
  month: number | null;
  /** Year of manufacture, where known. */
  seatBeltYear: number | null;
  /** Displacement in cc; 0 for electric vehicles. */
  engineSize: number;
  fuelType: (typeof FUEL_TYPES)[number];
  type: (typeof BODY_TYPES)[number];
}

export type RateCurrency = Pick<Currency, 'name' | 'rate' | 'displayDecimals'>;

export interface ImportTaxQuote {
  country: Pick<CountryTerms, 'name' | 'ageLimitYears' | 'ageCountedFrom'>;
  /** The country's table; null where we have none. */
  table: ImportTaxTable | null;
  /** The model's reference price in the country's list (findReferencePrice), if any. */
  referencePrice: ReferencePrice | null;
  vehicle: TaxedVehicle;
  cifJpy: number;
  fobJpy: number;
  /** What we charge (the quote's total): the landed cost is this plus the taxes. */
  ourTotalJpy: number;
  arrival: Date;
  /** Every currency by ISO code, units per yen, for fixed amounts in other currencies. */
  currencies: ReadonlyMap<string, RateCurrency>;
  /** The buyer's currency, the one the estimate is shown in. */
  currency: RateCurrency;
  /** When the rates were last set. */
  ratesAsOf?: Date | null;
}

export interface ImportTaxItem {
  id: string;
  label: string;
  /** What the rate is charged on, in words ("customs value + Import duty"); null for a fixed sum or a sum per cc alone. */
  base: string | null;
  /** The base's words one by one (["customs value", "Import duty"]), as a page translates them; null with `base`. */
  baseParts: string[] | null;
  baseJpy: number | null;
  rate: number | null;
  perCc: { amount: number; currency: string; engineCc: number } | null;
  fixed: { amount: number; currency: string } | null;
  /** Which part was charged: a row with a rate and a sum per cc charges the greater. */
  charged: 'rate' | 'perCc' | 'fixed';
  amountJpy: number;
  /** In the buyer's currency; the items add up to `total`. */
  amount: number;
  note: string | null;
}

export interface ReferenceValuation {
  price: number;
  currency: string;
  estimated: boolean;
  source: string;
  /** The price in yen. */
  priceJpy: number;
  /** What the price is divided by to take off the taxes and margin it includes (1 when it includes none). */
  divisor: number;
  /** Age on arrival, in years (whole months / 12). */
  ageYears: number;
  /** The fraction off for that age. */
  depreciation: number;
  /** CIF less FOB, added where the authority adds freight and insurance to the reference value. */
  freightJpy: number;
  /** The resulting value, in yen. */
  valueJpy: number;
}

export interface CustomsValuation {
  /** The country's method. */
  basis: ValuationBasis;
  /** What the customs value is: the CIF, or the value from the reference price. */
  used: 'CIF' | 'ReferencePrice';
  cifJpy: number;
  reference: ReferenceValuation | null;
  /** Where the rule takes the higher of the reference value and the CIF: true, and `used` says which was higher. */
  higherOf: boolean;
  /** The country values from a reference list but we have no price for the model: the CIF stands in. */
  missingReferencePrice: boolean;
}

export interface ImportTaxEstimate {
  kind: 'ImportTaxEstimate';
  countryCode: string;
  /** ISO code of the buyer's currency, the one every amount below (not …Jpy) is in. */
  currency: string;
  customsValueJpy: number;
  customsValue: number;
  valuation: CustomsValuation;
  items: ImportTaxItem[];
  totalJpy: number;
  total: number;
  ourTotalJpy: number;
  ourTotal: number;
  /** Everything the buyer pays, to us and to the state: our total plus the taxes, in yen and as shown. */
  landedTotalJpy: number;
  landedTotal: number;
  /** Age on arrival, in years (whole months / 12), as the rows' age conditions judge it. */
  ageYears: number;
  arrival: Date;
  /** YYYY-MM-DD: the day the table was last checked. */
  asOf: string;
  ratesAsOf: Date | null;
  confidence: TaxConfidence;
  sources: string[];
  /** What the estimate leaves out or assumes, in English (the API's words). */
  caveats: string[];
  /** The same caveats with the text keys a page translates them by (tax-text-keys.ts), in the same order. */
  caveatNotes: TaxCaveat[];
}

/** A caveat: its English, and its text key with the values of its {placeholders}. */
export interface TaxCaveat {
  key: string;
  values: Record<string, string | number>;
  text: string;
}

export interface ImportTaxesNotEstimated {
  kind: 'NotEstimated';
  reason: 'UnknownCountry' | 'AgeLimit' | 'VehicleKind' | 'NoRate' | 'NoFreight';
  message: string;
  /** With NoRate: the currency we have no rate for. */
  currency?: string;
}

/** The fuel the tables name: plug-in hybrids are hybrids; gas conversions keep their petrol engine. */
export function taxFuelOf(fuelType: TaxedVehicle['fuelType']): TaxFuel {
  switch (fuelType) {
    case 'Diesel':
      return 'diesel';
    case 'Electric':
      return 'electric';
    case 'Hybrid':
    case 'PluginHybrid':
      return 'hybrid';
    default:
      return 'petrol';
  }
}

/** The kind the tables name, or null for trucks, buses and minibuses, which no table covers. */
export function vehicleKindOf(type: TaxedVehicle['type']): VehicleKind | null {
  switch (type) {
    case 'Hatchback':
    case 'Sedan':
    case 'Sports':
    case 'Suv':
    case 'Wagon':
      return 'passenger';
    case 'Pickup':
    case 'UtilityVan':
      return 'lightCommercial';
    default:
      return null;
  }
}

const normalizeName = (name: string) => name.toLowerCase().replace(/[\s-]+/g, ' ').trim();

/** A list's prices by maker and model, built once per list: KRA's has over 5,200 models. */
const priceIndexes = new WeakMap<readonly ReferencePrice[], Map<string, ReferencePrice[]>>();

function priceIndex(prices: readonly ReferencePrice[]): Map<string, ReferencePrice[]> {
  let index = priceIndexes.get(prices);
  if (index) return index;
  index = new Map();
  for (const p of prices) {
    const key = `${normalizeName(p.maker)}|${normalizeName(p.model)}`;
    const rows = index.get(key);
    if (rows) rows.push(p);
    else index.set(key, [p]);
  }
  priceIndexes.set(prices, index);
  return index;
}

/**
 * The model's price in a list: the row for its engine and year, else for its engine, else its year, else
 * the model's; a row for another engine or year is not the car's. Maker and model are matched without
 * regard to case, spaces or hyphens.
 */
export function findReferencePrice(prices: readonly ReferencePrice[], car: { maker: string; model: string; engineCc: number; year: number }): ReferencePrice | null {
  let best: ReferencePrice | null = null;
  let bestScore = -1;
  for (const p of priceIndex(prices).get(`${normalizeName(car.maker)}|${normalizeName(car.model)}`) ?? []) {
    if ((p.engineCc !== null && p.engineCc !== car.engineCc) || (p.year !== null && p.year !== car.year)) continue;
    const score = (p.engineCc !== null ? 2 : 0) + (p.year !== null ? 1 : 0);
    if (score > bestScore) [best, bestScore] = [p, score];
  }
  return best;
}

/** An amount as the caveats write it, "3,000,000" (Intl costs microseconds a call; pages price many cars). */
function grouped(amount: number): string {
  const [integer = '0', fraction] = String(amount).split('.');
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + (fraction ? `.${fraction}` : '');
}

/** Whole months from the first of `from`'s month to `to` (UTC), as KRA counts age. */
function monthsUntil(from: { year: number; month: number }, to: Date): number {
  return (to.getUTCFullYear() - from.year) * 12 + (to.getUTCMonth() + 1 - from.month);
}

/** Where the car's age is counted from: its first registration's month, or January of its year of manufacture. */
export function ageCountedFrom(vehicle: TaxedVehicle, countedFrom: TaxAgeCountedFrom): { year: number; month: number; monthKnown: boolean } {
  if (countedFrom === 'first-registration') return { year: vehicle.year4, month: vehicle.month ?? 1, monthKnown: vehicle.month !== null };
  return { year: vehicle.seatBeltYear ?? vehicle.year4, month: 1, monthKnown: false };
}

/** The fraction off for an age: the first pair whose age bound is at least it, else the last (the most). */
export function depreciationFor(pairs: Valuation['depreciationByAge'], ageYears: number): number {
  if (pairs.length === 0) return 0;
  for (const [upTo, off] of pairs) if (ageYears <= upTo) return off;
  return pairs[pairs.length - 1]![1];
}

/** Whole yen of an exact amount, half up; products of rates carry binary noise (0.57 × 50 = 28.499999…). */
const toYen = (exact: number) => Math.round(Math.round(exact * 1e6) / 1e6);

const inRange = (value: number, min: number | undefined, max: number | undefined) => (min === undefined || value > min) && (max === undefined || value <= max);
const includes = <T>(allowed: T | readonly T[] | undefined, value: T) => allowed === undefined || (Array.isArray(allowed) ? allowed.includes(value) : allowed === value);

export interface CarFacts {
  engineCc: number;
  ageYears: number;
  fuel: TaxFuel;
  kind: VehicleKind;
  /** NaN while the customs value is not known yet (reading the taxes a reference price includes). */
  customsValueEur: number;
}

/** Whether a row's conditions hold for the car; engine power is not on file, so its bounds are taken as met. */
function rowApplies(when: TaxConditions, car: CarFacts): boolean {
  return (
    inRange(car.engineCc, when.engineCcMin, when.engineCcMax) &&
    inRange(car.ageYears, when.ageYearsMin, when.ageYearsMax) &&
    (Number.isNaN(car.customsValueEur) || inRange(car.customsValueEur, when.customsValueEurMin, when.customsValueEurMax)) &&
    includes(when.fuel, car.fuel) &&
    includes(when.vehicleKind, car.kind)
  );
}

/** A table's taxes in the order they are applied, each with its rows: kept per table, as a page prices many cars. */
interface TaxOrder {
  taxes: { id: string; label: string; rows: ImportTaxRow[] }[];
  byId: Map<string, { id: string; label: string; rows: ImportTaxRow[] }>;
  /** Some row depends on the car's age. */
  usesAge: boolean;
}
const orders = new WeakMap<ImportTaxTable, TaxOrder>();

export function taxOrderOf(table: Pick<ImportTaxTable, 'rows'>): TaxOrder {
  let order = orders.get(table as ImportTaxTable);
  if (order) return order;
  order = { taxes: [], byId: new Map(), usesAge: false };
  for (const row of table.rows) {
    if (row.when.ageYearsMin !== undefined || row.when.ageYearsMax !== undefined) order.usesAge = true;
    let tax = order.byId.get(row.taxId);
    if (!tax) {
      tax = { id: row.taxId, label: row.label, rows: [] };
      order.byId.set(row.taxId, tax);
      order.taxes.push(tax);
    }
    tax.rows.push(row);
  }
  orders.set(table as ImportTaxTable, order);
  return order;
}

/**
 * The row of a tax that applies to the car on the day: of the rows in force on it (the latest date not after
 * the day; a later date replaces the tax's earlier rows), the one whose conditions hold. None: the tax does
 * not apply.
 */
export function applicableRow(rows: readonly ImportTaxRow[], day: string, car: CarFacts): ImportTaxRow | null {
  let version: string | null | undefined;
  for (const row of rows) {
    const from = row.effectiveFrom;
    if (from !== null && from > day) continue;
    if (version === undefined || (from ?? '') > (version ?? '')) version = from;
  }
  if (version === undefined) return null;
  for (const row of rows) if (row.effectiveFrom === version && rowApplies(row.when, car)) return row;
  return null;
}

/** The words of a base, one by one: ["customs value", "Import duty"]. */
function baseWords(base: readonly string[], order: TaxOrder, labels: ReadonlyMap<string, string>): string[] {
  return base.map((b) => (b in VALUE_BASES ? VALUE_BASES[b as keyof typeof VALUE_BASES] : (labels.get(b) ?? order.byId.get(b)?.label ?? b)));
}

const notEstimated = (reason: ImportTaxesNotEstimated['reason'], message: string, currency?: string): ImportTaxesNotEstimated => ({ kind: 'NotEstimated', reason, message, ...(currency ? { currency } : {}) });
const noRate = (currency: string, countryName: string) => notEstimated('NoRate', `We have no exchange rate for ${currency}: ask us for an estimate of ${countryName}'s duties.`, currency);

/** One of the estimate's own caveats, its English written from its template. */
function caveat(key: TaxCaveatKey, values: Record<string, string | number> = {}): TaxCaveat {
  return { key, values, text: TAX_CAVEATS[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? (typeof values[name] === 'number' ? grouped(values[name] as number) : String(values[name])) : whole)) };
}

/** A tax charged on the car: its row for the day and the car, and the sums the row gives, in yen. */
interface ChargedTax {
  tax: TaxOrder['taxes'][number];
  row: ImportTaxRow;
  baseJpy: number | null;
  charged: ImportTaxItem['charged'];
  amountJpy: number;
}

/** The estimate's figures in yen, before any words: what `estimateImportTaxes` writes up, and all a card needs. */
interface DutyFigures {
  kind: 'Figures';
  order: TaxOrder;
  from: ReturnType<typeof ageCountedFrom>;
  ageYears: number;
  customsValueJpy: number;
  used: CustomsValuation['used'];
  reference: ReferenceValuation | null;
  taxes: ChargedTax[];
  totalJpy: number;
}

/** The customs value and each tax on its base, in order, or why there is no estimate. */
function dutyFigures(quote: Omit<ImportTaxQuote, 'currency' | 'ratesAsOf'>): DutyFigures | ImportTaxesNotEstimated {
  const { table, vehicle, country, arrival } = quote;
  if (!table || table.confidence === 'unknown' || table.rows.length === 0) return notEstimated('UnknownCountry', `We cannot estimate ${country.name}'s duties; ask us or your clearing agent.`);
  const kind = vehicleKindOf(vehicle.type);
  if (!kind) return notEstimated('VehicleKind', `We estimate duties on cars and light commercial vehicles only; for this vehicle in ${country.name}, ask us or your clearing agent.`);
  // A car the country refuses on arrival (Uganda: 15 years from manufacture) pays nothing: it does not enter.
  const rule = ageRule(vehicle, country);
  if (rule && arrival.getUTCFullYear() > rule.lastArrivalYear)
    return notEstimated('AgeLimit', `A vehicle from ${rule.fromYear} cannot be imported into ${country.name} after ${rule.lastArrivalYear} (${rule.limitYears} years), so it pays no duties there.`);

  const rateOf = (code: string) => quote.currencies.get(code)?.rate;
  const day = arrival.toISOString().slice(0, 10);
  const valuation = table.valuation;
  const from = ageCountedFrom(vehicle, valuation.ageCountedFrom);
  const ageYears = Math.max(0, monthsUntil(from, arrival)) / 12;
  const car: CarFacts = { engineCc: vehicle.engineSize, ageYears, fuel: taxFuelOf(vehicle.fuelType), kind, customsValueEur: Number.NaN };
  const order = taxOrderOf(table);

  // The customs value.
  const cifJpy = quote.cifJpy;
  let customsValueJpy = cifJpy;
  let used: CustomsValuation['used'] = 'CIF';
  let reference: ReferenceValuation | null = null;
  const ref = valuation.basis === 'reference-price' ? quote.referencePrice : null;
  if (ref) {
    const refRate = rateOf(ref.currency);
    if (!refRate) return noRate(ref.currency, country.name);
    let divisor = 1 + valuation.referenceIncludesMargin;
    for (const id of valuation.referenceIncludesTaxes) {
      const row = applicableRow(order.byId.get(id)?.rows ?? [], day, car);
      if (row?.rate) divisor *= 1 + row.rate;
    }
    const depreciation = depreciationFor(valuation.depreciationByAge, ageYears);
    const priceJpy = ref.price / refRate;
    const freightJpy = valuation.referenceAddsFreight ? Math.max(0, cifJpy - quote.fobJpy) : 0;
    const valueJpy = toYen((priceJpy / divisor) * (1 - depreciation) + freightJpy);
    reference = { price: ref.price, currency: ref.currency, estimated: ref.estimated, source: ref.source, priceJpy: toYen(priceJpy), divisor, ageYears, depreciation, freightJpy, valueJpy };
    if (!valuation.higherOfReferenceAndCif || valueJpy >= cifJpy) {
      customsValueJpy = valueJpy;
      used = 'ReferencePrice';
    }
  }
  const eurRate = rateOf('EUR');
  car.customsValueEur = eurRate ? customsValueJpy * eurRate : Number.NaN;

  // The taxes, in order, each on its base.
  const amounts = new Map<string, number>();
  const taxes: ChargedTax[] = [];
  let totalJpy = 0;
  for (const tax of order.taxes) {
    const row = applicableRow(tax.rows, day, car);
    if (!row) continue;
    let baseJpy: number | null = null;
    let byRate: number | null = null;
    if (row.rate !== null) {
      baseJpy = 0;
      for (const b of row.base) baseJpy += b === 'customsValue' ? customsValueJpy : b === 'cif' ? cifJpy : b === 'fob' ? quote.fobJpy : (amounts.get(b) ?? 0);
      byRate = toYen(row.rate * baseJpy);
    }
    let byCc: number | null = null;
    if (row.perCc !== null) {
      const code = row.perCcCurrency ?? table.currency;
      const rate = rateOf(code);
      if (!rate) return noRate(code, country.name);
      byCc = toYen((row.perCc * vehicle.engineSize) / rate);
    }
    let fixed: number | null = null;
    if (row.amount !== null) {
      const code = row.amountCurrency ?? table.currency;
      const rate = rateOf(code);
      if (!rate) return noRate(code, country.name);
      fixed = toYen(row.amount / rate);
    }
    const charged: ImportTaxItem['charged'] = byRate !== null && (byCc === null || byRate >= byCc) ? 'rate' : byCc !== null ? 'perCc' : 'fixed';
    const amountJpy = Math.max(byRate ?? 0, byCc ?? 0, fixed ?? 0);
    amounts.set(tax.id, amountJpy);
    totalJpy += amountJpy;
    taxes.push({ tax, row, baseJpy, charged, amountJpy });
  }
  return { kind: 'Figures', order, from, ageYears, customsValueJpy, used, reference, taxes, totalJpy };
}

/**
 * The landed cost alone (our total plus the duties), in yen, or null where there is no estimate: a stock
 * list's cards show only this, and writing up every item's words and caveats for each card cost the list
 * 8 % more server time (issue 39).
 */
export function estimateLandedTotalJpy(quote: Omit<ImportTaxQuote, 'currency' | 'ratesAsOf'>): number | null {
  const figures = dutyFigures(quote);
  return figures.kind === 'Figures' ? quote.ourTotalJpy + figures.totalJpy : null;
}

/** The duties and taxes on arrival, or why there is no estimate (a country we cannot estimate, a car it refuses). */
export function estimateImportTaxes(quote: ImportTaxQuote): ImportTaxEstimate | ImportTaxesNotEstimated {
  const figures = dutyFigures(quote);
  if (figures.kind !== 'Figures') return figures;
  const table = quote.table!;
  const { country, vehicle } = quote;
  const { order, from, customsValueJpy, used, reference, totalJpy } = figures;
  const valuation = table.valuation;
  const cifJpy = quote.cifJpy;
  const ref = valuation.basis === 'reference-price' ? quote.referencePrice : null;
  const caveats: TaxCaveat[] = [];
  const sources: string[] = [];
  const addSource = (source: string) => {
    if (source && !sources.includes(source)) sources.push(source);
  };
  if (ref) {
    addSource(ref.source);
    if (ref.estimated) caveats.push(caveat('tax-caveat-estimated-reference', { currency: ref.currency, price: ref.price }));
  } else if (valuation.basis === 'reference-price') {
    caveats.push(caveat('tax-caveat-no-reference-price', { country: country.name }));
  }
  const ageMatters = order.usesAge || (reference !== null && valuation.depreciationByAge.length > 0);
  if (ageMatters && !from.monthKnown) caveats.push(caveat(valuation.ageCountedFrom === 'manufacture' ? 'tax-caveat-age-manufacture' : 'tax-caveat-age-first-registration', { year: String(from.year) }));

  // Each tax in words, its base named by the labels of the taxes before it.
  const labels = new Map<string, string>();
  let powerAssumed = false;
  const items: Omit<ImportTaxItem, 'amount'>[] = figures.taxes.map(({ tax, row, baseJpy, charged, amountJpy }) => {
    labels.set(tax.id, row.label);
    if (row.when.enginePowerHpMax !== undefined || row.when.enginePowerHpMin !== undefined) powerAssumed = true;
    addSource(row.source);
    const baseParts = row.rate !== null ? baseWords(row.base, order, labels) : null;
    return {
      id: tax.id,
      label: row.label,
      base: baseParts ? baseParts.join(' + ') : null,
      baseParts,
      baseJpy,
      rate: row.rate,
      perCc: row.perCc !== null ? { amount: row.perCc, currency: row.perCcCurrency ?? table.currency, engineCc: vehicle.engineSize } : null,
      fixed: row.amount !== null ? { amount: row.amount, currency: row.amountCurrency ?? table.currency } : null,
      charged,
      amountJpy,
      note: row.note,
    };
  });
  if (powerAssumed) caveats.push(caveat('tax-caveat-engine-power'));
  if (table.caveats) caveats.push({ key: countryCaveatsKey(table.countryCode), values: {}, text: table.caveats });
  caveats.push(caveat('tax-caveat-rates'));

  // In the buyer's currency, the items adding up to the total, and the landed cost adding up too.
  const shown = quote.currency;
  const factor = 10 ** shown.displayDecimals;
  const units = (jpy: number) => jpyToShownUnits(jpy, shown);
  const totalUnits = units(totalJpy);
  const itemUnits = largestRemainder(
    items.map((item) => item.amountJpy * shown.rate * factor),
    totalUnits,
  );
  const ourUnits = units(quote.ourTotalJpy);
  return {
    kind: 'ImportTaxEstimate',
    countryCode: table.countryCode,
    currency: shown.name,
    customsValueJpy,
    customsValue: units(customsValueJpy) / factor,
    valuation: { basis: valuation.basis, used, cifJpy, reference, higherOf: reference !== null && valuation.higherOfReferenceAndCif, missingReferencePrice: valuation.basis === 'reference-price' && !ref },
    items: items.map((item, i) => ({ ...item, amount: itemUnits[i]! / factor })),
    totalJpy,
    total: totalUnits / factor,
    ourTotalJpy: quote.ourTotalJpy,
    ourTotal: ourUnits / factor,
    landedTotalJpy: quote.ourTotalJpy + totalJpy,
    landedTotal: (ourUnits + totalUnits) / factor,
    ageYears: figures.ageYears,
    arrival: quote.arrival,
    asOf: table.asOf,
    ratesAsOf: quote.ratesAsOf ?? null,
    confidence: table.confidence,
    sources,
    caveats: caveats.map((c) => c.text),
    caveatNotes: caveats,
  };
}
