// The duties on arrival on hand-worked figures (docs/pricing.md, "Paid by you on arrival", works each one
// the same way), with the reference data's own tables; and the sums on thousands of generated estimates.
// Rates are the reference ones (units per yen): KES 0.8856, TZS 17.81, UGX 24.59, RUB 0.539, EUR 0.005959,
// NZD 0.01144. Every tax is rounded to the yen, half up; shown amounts are whole shillings or roubles, or
// cents of a New Zealand dollar, the items adding up to the total by largest remainder.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importTaxTablesFromReference } from '#db/seed/import-taxes-data.ts';
import { Random } from '#db/seed/random.ts';
import { BODY_TYPES, FUEL_TYPES } from '#db/schema/enum-values.ts';
import { estimateImportTaxes, estimateLandedTotalJpy, findReferencePrice, type ImportTaxEstimate, type ImportTaxQuote, type ImportTaxRow, type RateCurrency, type ReferencePrice, type TaxedVehicle } from './import-taxes.ts';
import { REFERENCE_TRADE_CHARGES } from './pricing-constants.ts';
import { estimatedArrival } from './trade-term.ts';

const referenceCurrencies = (JSON.parse(readFileSync(new URL('../../db/seed/reference/currencies.json', import.meta.url), 'utf8')) as { currencies: { code: string; perJpy: number; displayDecimals: number }[] }).currencies;
const currencies = new Map<string, RateCurrency>([['JPY', { name: 'JPY', rate: 1, displayDecimals: 0 }], ...referenceCurrencies.map((c) => [c.code, { name: c.code, rate: c.perJpy, displayDecimals: c.displayDecimals }] as const)]);
const tables = new Map(importTaxTablesFromReference().map((t) => [t.table.countryCode, t]));

/** The countries' import rules as countries.json has them (the age limits only). */
const RULES: Record<string, Pick<ImportTaxQuote['country'], 'ageLimitYears' | 'ageCountedFrom'>> = {
  KE: { ageLimitYears: 8, ageCountedFrom: 'first-registration' },
  UG: { ageLimitYears: 15, ageCountedFrom: 'manufacture' },
};

const car = (over: Partial<TaxedVehicle> = {}): TaxedVehicle => ({ year4: 2020, month: 3, seatBeltYear: 2020, engineSize: 1500, fuelType: 'Petrol', type: 'Sedan', ...over });

/** The ship arrives on 20 December 2026, from an order on 1 November (three weeks to departure, 28 days to Mombasa). */
const ARRIVAL = new Date('2026-12-20T00:00:00Z');

function quoteFor(code: string, over: Partial<ImportTaxQuote> = {}): ImportTaxQuote {
  const { name, table } = tables.get(code)!;
  const shown = { KE: 'KES', TZ: 'TZS', UG: 'UGX', RU: 'RUB', NZ: 'NZD', ZM: 'ZMW' }[code] ?? 'USD';
  return {
    country: { name, ageLimitYears: null, ageCountedFrom: null, ...RULES[code] },
    table,
    referencePrice: null,
    vehicle: car(),
    cifJpy: 700_000,
    fobJpy: 560_000,
    ourTotalJpy: 800_000,
    arrival: ARRIVAL,
    currencies,
    currency: currencies.get(shown)!,
    ...over,
  };
}

const estimate = (code: string, over: Partial<ImportTaxQuote> = {}) => estimateImportTaxes(quoteFor(code, over));

function estimated(result: ReturnType<typeof estimateImportTaxes>): ImportTaxEstimate {
  if (result.kind !== 'ImportTaxEstimate') throw new Error(`Not estimated: ${result.message}`);
  return result;
}

const lines = (e: ImportTaxEstimate) => e.items.map((i) => [i.id, i.amountJpy, i.amount]);

const crsp = (price: number, over: Partial<ReferencePrice> = {}): ReferencePrice => ({ maker: 'Toyota', model: 'Axio', engineCc: null, year: null, price, currency: 'KES', estimated: false, source: 'KRA CRSP list, July 2025', ...over });

describe('Kenya: the CRSP less depreciation, the higher of it and the CIF, VAT on duty and excise', () => {
  it('values a 1,500 cc car from its reference price less 60 % for 6 years 9 months, above its CIF', () => {
    const e = estimated(estimate('KE', { vehicle: car(), referencePrice: crsp(3_000_000), cifJpy: 500_000, ourTotalJpy: 650_000 }));
    // First registered March 2020, arriving 20 December 2026: 81 whole months, 6.75 years: 60 % off (6-7 years).
    expect(e.ageYears).toBe(6.75);
    // KES 3,000,000 ÷ 0.8856 = ¥3,387,533.88; ÷ (1.35 × 1.20 × 1.16 × 1.25 = 2.349) = ¥1,442,117.44; × 0.4 = ¥576,846.98.
    expect(e.valuation).toMatchObject({ basis: 'reference-price', used: 'ReferencePrice', higherOf: true, missingReferencePrice: false, cifJpy: 500_000 });
    expect(e.valuation.reference).toMatchObject({ priceJpy: 3_387_534, depreciation: 0.6, ageYears: 6.75, valueJpy: 576_847 });
    expect(e.valuation.reference!.divisor).toBeCloseTo(2.349, 10);
    expect(e.customsValueJpy).toBe(576_847); // higher than the CIF, ¥500,000
    expect(e.customsValue).toBe(510_856); // KES
    expect(lines(e)).toEqual([
      ['import-duty', 201_896, 178_799], // 35 % × 576,847 = 201,896.45
      ['excise-duty', 155_749, 137_932], // 20 % × (576,847 + 201,896 = 778,743) = 155,748.60: up to 1,500 cc
      ['vat', 149_519, 132_414], // 16 % × (778,743 + 155,749 = 934,492) = 149,518.72
      ['idf', 14_421, 12_771], // 2.5 % × 576,847 = 14,421.175
      ['rdl', 11_537, 10_217], // 2 % × 576,847 = 11,536.94
    ]);
    expect(e.totalJpy).toBe(533_122);
    expect(e.total).toBe(472_133); // 533,122 × 0.8856 = 472,132.84; the items add up to it
    expect(e.ourTotal).toBe(575_640); // 650,000 × 0.8856
    expect(e.landedTotalJpy).toBe(1_183_122);
    expect(e.landedTotal).toBe(1_047_773); // 575,640 + 472,133
    expect(e.items[1]).toMatchObject({ label: 'Excise duty', base: 'customs value + Import duty', rate: 0.2, baseJpy: 778_743, charged: 'rate' });
    expect(e.items[2]!.base).toBe('customs value + Import duty + Excise duty');
    expect(e.asOf).toBe('2026-06-01');
    expect(e.sources[0]).toBe('KRA CRSP list, July 2025');
  });

  it('takes the CIF where it is higher than the depreciated reference price (a 2,000 cc car, excise 25 %)', () => {
    const e = estimated(estimate('KE', { vehicle: car({ engineSize: 2000 }), referencePrice: crsp(3_000_000), cifJpy: 900_000, ourTotalJpy: 1_050_000 }));
    // ¥3,387,533.88 ÷ (1.35 × 1.25 × 1.16 × 1.25 = 2.446875) × 0.4 = ¥553,773, below the CIF.
    expect(e.valuation.reference!.valueJpy).toBe(553_773);
    expect(e.valuation).toMatchObject({ used: 'CIF', higherOf: true });
    expect(e.customsValueJpy).toBe(900_000);
    expect(lines(e)).toEqual([
      ['import-duty', 315_000, 278_964], // 35 % × 900,000
      ['excise-duty', 303_750, 269_001], // 25 % × 1,215,000: over 1,500 cc up to 3,000 cc
      ['vat', 243_000, 215_201], // 16 % × 1,518,750
      ['idf', 22_500, 19_926],
      ['rdl', 18_000, 15_941],
    ]);
    expect(e.totalJpy).toBe(902_250);
    expect(e.total).toBe(799_033); // 902,250 × 0.8856 = 799,032.6
    expect(e.landedTotal).toBe(929_880 + 799_033);
  });

  it('charges excise by engine in three bands: 20 % to 1,500 cc, 25 % to 3,000 cc, 35 % above', () => {
    const band = (engineSize: number, price: number, cifJpy: number) => estimated(estimate('KE', { vehicle: car({ engineSize }), referencePrice: crsp(price), cifJpy }));
    const excise = (e: ImportTaxEstimate) => e.items.find((i) => i.id === 'excise-duty')!;
    expect(excise(band(1500, 3_000_000, 500_000)).rate).toBe(0.2);
    expect(excise(band(1501, 3_000_000, 500_000)).rate).toBe(0.25);
    expect(excise(band(3000, 3_000_000, 500_000)).rate).toBe(0.25);
    // 3,500 cc, CRSP KES 9,000,000: ¥10,162,601.63 ÷ (1.35 × 1.35 × 1.16 × 1.25 = 2.642625) × 0.4 = ¥1,538,259, above the CIF of ¥1,500,000.
    const big = band(3500, 9_000_000, 1_500_000);
    expect(big.customsValueJpy).toBe(1_538_259);
    expect(excise(big)).toMatchObject({ rate: 0.35, baseJpy: 2_076_650, amountJpy: 726_828 }); // 35 % × (1,538,259 + 538,391)
    expect(big.totalJpy).toBe(1_782_996); // 538,391 + 726,828 + 448,556 + 38,456 + 30,765
    expect(big.total).toBe(1_579_021);
    // An electric car pays 10 %, whatever its engine (none).
    expect(excise(estimated(estimate('KE', { vehicle: car({ engineSize: 0, fuelType: 'Electric' }), referencePrice: crsp(3_000_000) }))).rate).toBe(0.1);
  });

  it('falls back to the CIF for a model without a reference price, and says so', () => {
    const e = estimated(estimate('KE', { cifJpy: 900_000 }));
    expect(e.valuation).toMatchObject({ used: 'CIF', missingReferencePrice: true, reference: null });
    expect(e.customsValueJpy).toBe(900_000);
    expect(e.caveats[0]).toBe("Kenya values cars from its own reference prices, and we have none for this model: the customs value here is the CIF, and the authority's may be higher or lower.");
  });
});

describe('Tanzania: the dumping fee by age on arrival', () => {
  const passo = (seatBeltYear: number) => car({ year4: seatBeltYear, seatBeltYear, engineSize: 1300, type: 'Hatchback' });

  it('charges 30 % over 10 years, 15 % over 7, none younger, on CIF and duty; VAT on all before it', () => {
    // Made in 2015, counted from January: 143 months, 11.92 years on 20 December 2026.
    const old = estimated(estimate('TZ', { vehicle: passo(2015), cifJpy: 700_000, ourTotalJpy: 800_000 }));
    expect(old.valuation.used).toBe('CIF');
    expect(lines(old)).toEqual([
      ['import-duty', 175_000, 3_116_750], // 25 % × 700,000
      ['excise-duty', 43_750, 779_188], // 5 % × 875,000: over 1,000 cc up to 2,000 cc
      ['dumping-fee', 262_500, 4_675_125], // 30 % × 875,000: over 10 years
      ['vat', 212_625, 3_786_851], // 18 % × (875,000 + 43,750 + 262,500 = 1,181,250)
      ['rdl', 10_500, 187_005], // 1.5 % × 700,000
    ]);
    expect(old.totalJpy).toBe(704_375);
    expect(old.total).toBe(12_544_919); // 704,375 × 17.81 = 12,544,918.75; the excise's half shilling makes it add up
    expect(old.landedTotal).toBe(14_248_000 + 12_544_919);

    // Made in 2018: 8.92 years, 15 %.
    const middle = estimated(estimate('TZ', { vehicle: passo(2018), cifJpy: 700_000 }));
    expect(middle.items.find((i) => i.id === 'dumping-fee')).toMatchObject({ rate: 0.15, amountJpy: 131_250 });
    expect(middle.items.find((i) => i.id === 'vat')!.amountJpy).toBe(189_000); // 18 % × 1,050,000
    expect(middle.totalJpy).toBe(549_500);

    // Made in 2020: 6.92 years, no dumping fee at all.
    const young = estimated(estimate('TZ', { vehicle: passo(2020), cifJpy: 700_000 }));
    expect(young.items.map((i) => i.id)).toEqual(['import-duty', 'excise-duty', 'vat', 'rdl']);
    expect(young.totalJpy).toBe(394_625);
  });
});

describe('Uganda: the environmental levy by age, the 15-year ban, and the CIF where we have no URA value', () => {
  const premio = (seatBeltYear: number) => car({ year4: seatBeltYear, seatBeltYear, engineSize: 1800 });

  it('adds 50 % of the customs value over 8 years, and VAT on it; fixed fees in shillings', () => {
    // Made in 2016: 10.92 years on arrival.
    const e = estimated(estimate('UG', { vehicle: premio(2016), cifJpy: 800_000, ourTotalJpy: 900_000 }));
    expect(e.valuation).toMatchObject({ basis: 'reference-price', used: 'CIF', missingReferencePrice: true });
    expect(lines(e)).toEqual([
      ['import-duty', 200_000, 4_918_000], // 25 % × 800,000
      ['environmental-levy', 400_000, 9_836_000], // 50 % × 800,000: over 8 years
      ['infrastructure-levy', 12_000, 295_080], // 1.5 %
      ['vat', 254_160, 6_249_794], // 18 % × (800,000 + 200,000 + 400,000 + 12,000)
      ['withholding-tax', 48_000, 1_180_320], // 6 %
      ['stamp-duty', 1_423, 34_992], // UGX 35,000 ÷ 24.59 = ¥1,423.34
      ['form-fees', 732, 18_000], // UGX 18,000 ÷ 24.59 = ¥732.00
      ['registration', 69_134, 1_700_005], // UGX 1,700,000 ÷ 24.59 = ¥69,133.79
    ]);
    expect(e.totalJpy).toBe(985_449);
    expect(e.total).toBe(24_232_191);
    expect(e.items[5]).toMatchObject({ base: null, rate: null, fixed: { amount: 35_000, currency: 'UGX' }, charged: 'fixed' });

    // Made in 2019: 7.92 years, no levy; VAT 18 % × 1,012,000.
    const young = estimated(estimate('UG', { vehicle: premio(2019), cifJpy: 800_000 }));
    expect(young.items.find((i) => i.id === 'environmental-levy')).toBeUndefined();
    expect(young.items.find((i) => i.id === 'vat')!.amountJpy).toBe(182_160);
    expect(young.totalJpy).toBe(513_449);
  });

  it('does not estimate a car the country refuses: 15 years from manufacture on the year of arrival', () => {
    expect(estimate('UG', { vehicle: premio(2011) })).toEqual({
      kind: 'NotEstimated',
      reason: 'AgeLimit',
      message: 'A vehicle from 2011 cannot be imported into Uganda after 2025 (15 years), so it pays no duties there.',
    });
    // A 2012 car may still arrive in 2026, 14.92 years old, and pays the levy.
    expect(estimated(estimate('UG', { vehicle: premio(2012) })).items.some((i) => i.id === 'environmental-levy')).toBe(true);
  });
});

describe('Russia: the unified payment per cc by age, or the greater of 54 % and the per-cc minimum up to 3 years', () => {
  const axio = (seatBeltYear: number) => car({ year4: seatBeltYear, seatBeltYear, engineSize: 1500 });

  it('charges EUR 1.7 per cc at 3-5 years, EUR 3.2 over 5, with the recycling fee', () => {
    // Made in 2022: 4.92 years. 1.7 × 1,500 = EUR 2,550 ÷ 0.005959 = ¥427,924.15.
    const e = estimated(estimate('RU', { vehicle: axio(2022), cifJpy: 1_000_000, ourTotalJpy: 1_100_000 }));
    expect(lines(e)).toEqual([
      ['unified-duty', 427_924, 230_651],
      ['recycling-fee', 9_647, 5_200], // RUB 5,200 ÷ 0.539 = ¥9,647.50, over 3 years
    ]);
    expect(e.items[0]).toMatchObject({ base: null, rate: null, perCc: { amount: 1.7, currency: 'EUR', engineCc: 1500 }, charged: 'perCc' });
    expect(e.totalJpy).toBe(437_571);
    expect(e.total).toBe(235_851); // 437,571 × 0.539 = 235,850.77
    expect(e.landedTotal).toBe(592_900 + 235_851);
    expect(e.caveats).toContain('Engine power is not on file: the rows for the usual power were applied.');

    // Made in 2020: 6.92 years. 3.2 × 1,500 = EUR 4,800 = ¥805,504.28.
    expect(lines(estimated(estimate('RU', { vehicle: axio(2020), cifJpy: 1_000_000 })))).toEqual([
      ['unified-duty', 805_504, 434_166],
      ['recycling-fee', 9_647, 5_200],
    ]);
  });

  it('up to 3 years charges the greater of the rate and the amount per cc', () => {
    // Made in 2024: 2.92 years. CIF ¥1,000,000 = EUR 5,959, the band to EUR 8,500: 54 % = ¥540,000, less
    // than EUR 2.5 × 1,500 = EUR 3,750 = ¥629,300.22.
    const e = estimated(estimate('RU', { vehicle: axio(2024), cifJpy: 1_000_000, ourTotalJpy: 1_100_000 }));
    expect(e.items[0]).toMatchObject({ id: 'unified-duty', rate: 0.54, baseJpy: 1_000_000, perCc: { amount: 2.5, currency: 'EUR', engineCc: 1500 }, charged: 'perCc', amountJpy: 629_300 });
    expect(e.items[1]).toMatchObject({ id: 'recycling-fee', amountJpy: 6_308 }); // RUB 3,400 up to 3 years
    expect(e.total).toBe(342_593);
    // At ¥2,000,000 (EUR 11,918: 48 % from EUR 8,500) the rate is greater: ¥960,000 against EUR 3.5 × 1,500 = ¥881,020.
    expect(estimated(estimate('RU', { vehicle: axio(2024), cifJpy: 2_000_000 })).items[0]).toMatchObject({ rate: 0.48, charged: 'rate', amountJpy: 960_000 });
  });
});

describe('New Zealand: GST on the CIF', () => {
  it('charges no tariff on a car, 15 % GST on CIF and duty, and two fees in dollars, shown to the cent', () => {
    const e = estimated(estimate('NZ', { vehicle: car({ fuelType: 'Hybrid', type: 'Hatchback' }), cifJpy: 900_000, ourTotalJpy: 950_000 }));
    expect(lines(e)).toEqual([
      ['import-duty', 0, 0],
      ['gst', 135_000, 1544.4], // 15 % × (900,000 + 0)
      ['import-entry-fee', 2_558, 29.26], // NZD 29.26 ÷ 0.01144 = ¥2,557.69
      ['biosecurity-levy', 1_541, 17.63], // NZD 17.63 ÷ 0.01144 = ¥1,541.08; shown 17.629 → 17.63, the cent the total lacks
    ]);
    expect(e.items[1]!.base).toBe('CIF + Tariff duty');
    expect(e.totalJpy).toBe(139_099);
    expect(e.total).toBe(1591.29); // 139,099 × 0.01144 = 1,591.29
    expect(e.ourTotal).toBe(10_868);
    expect(e.landedTotal).toBe(12_459.29);
  });
});

describe('countries and cars we cannot estimate', () => {
  it('says so plainly for a country marked unknown, or one with no table, and shows no number', () => {
    expect(estimate('ZM')).toEqual({ kind: 'NotEstimated', reason: 'UnknownCountry', message: "We cannot estimate Zambia's duties; ask us or your clearing agent." });
    expect(estimateImportTaxes({ ...baseQuote(), table: null, country: { name: 'Senegal', ageLimitYears: null, ageCountedFrom: null } })).toMatchObject({
      kind: 'NotEstimated',
      message: "We cannot estimate Senegal's duties; ask us or your clearing agent.",
    });
  });

  it('leaves trucks and buses out: no table covers them', () => {
    expect(estimate('KE', { vehicle: car({ type: 'TruckEtc' }) })).toMatchObject({ kind: 'NotEstimated', reason: 'VehicleKind' });
  });
});

function baseQuote(): ImportTaxQuote {
  return {
    country: { name: 'Kenya', ageLimitYears: 8, ageCountedFrom: 'first-registration' },
    table: tables.get('KE')!.table,
    referencePrice: null,
    vehicle: car(),
    cifJpy: 700_000,
    fobJpy: 560_000,
    ourTotalJpy: 800_000,
    arrival: ARRIVAL,
    currencies,
    currency: currencies.get('KES')!,
  };
}

describe('judged on the estimated arrival', () => {
  it('charges the over-8 levy on a car that turns 8 on the water', () => {
    // Made in 2019 (counted from January): 7 years 11 months on the day of the order, 1 December 2026.
    const vehicle = car({ year4: 2019, seatBeltYear: 2019, engineSize: 1800 });
    const ordered = new Date('2026-12-01T00:00:00Z');
    const arrival = estimatedArrival(ordered, REFERENCE_TRADE_CHARGES, { transitDays: 42 }); // 21 days to departure + 42 at sea
    expect(arrival.toISOString().slice(0, 10)).toBe('2027-02-02');
    const onArrival = estimated(estimate('UG', { vehicle, arrival, cifJpy: 800_000 }));
    expect(onArrival.ageYears).toBeCloseTo(97 / 12, 10); // 8 years 1 month
    expect(onArrival.items.find((i) => i.id === 'environmental-levy')).toMatchObject({ rate: 0.5, amountJpy: 400_000 });
    // Had it arrived in January, 8 years to the month, it would not be over 8.
    const january = estimated(estimate('UG', { vehicle, arrival: new Date('2027-01-20T00:00:00Z'), cifJpy: 800_000 }));
    expect(january.ageYears).toBe(8);
    expect(january.items.find((i) => i.id === 'environmental-levy')).toBeUndefined();
    expect(onArrival.totalJpy - january.totalJpy).toBe(400_000 + 72_000); // the levy, and 18 % VAT on it
  });

  it('applies a rate from a future date to a ship that arrives after it, and the old one before', () => {
    const kenya = tables.get('KE')!.table;
    const dutyFrom2027: ImportTaxRow = { ...kenya.rows[0]!, rate: 0.4, effectiveFrom: '2027-01-01', source: 'Finance Act 2026 (test)' };
    const table = { ...kenya, rows: [kenya.rows[0]!, dutyFrom2027, ...kenya.rows.slice(1)] };
    const quote = { table, vehicle: car(), referencePrice: crsp(3_000_000), cifJpy: 500_000, ourTotalJpy: 650_000 };

    const before = estimated(estimate('KE', { ...quote, arrival: new Date('2026-12-31T00:00:00Z') }));
    expect(before.items[0]).toMatchObject({ id: 'import-duty', rate: 0.35, amountJpy: 201_896 });
    expect(before.totalJpy).toBe(533_122); // as in the first Kenyan example

    // 10 January 2027: 82 months, still 60 % off. The divisor takes the new duty: 1.40 × 1.20 × 1.16 × 1.25 = 2.436,
    // ¥3,387,533.88 ÷ 2.436 × 0.4 = ¥556,245.30.
    const after = estimated(estimate('KE', { ...quote, arrival: new Date('2027-01-10T00:00:00Z') }));
    expect(after.customsValueJpy).toBe(556_245);
    expect(lines(after)).toEqual([
      ['import-duty', 222_498, 197_044], // 40 % × 556,245
      ['excise-duty', 155_749, 137_932], // 20 % × 778,743: duty-inclusive, the CRSP's value is the same
      ['vat', 149_519, 132_414],
      ['idf', 13_906, 12_315], // 2.5 % × 556,245 = 13,906.125
      ['rdl', 11_125, 9_852], // 2 % × 556,245 = 11,124.90
    ]);
    expect(after.totalJpy).toBe(552_797);
    expect(after.total).toBe(489_557);
    expect(after.sources).toContain('Finance Act 2026 (test)');
  });
});

describe('reference prices', () => {
  const list = [crsp(2_900_000), crsp(3_100_000, { engineCc: 1500 }), crsp(3_300_000, { engineCc: 1500, year: 2020 }), crsp(9_000_000, { model: 'Land Cruiser Prado' })];
  it('finds the row for the engine and year, else the engine, else the model; never another engine', () => {
    expect(findReferencePrice(list, { maker: 'TOYOTA', model: 'axio', engineCc: 1500, year: 2020 })!.price).toBe(3_300_000);
    expect(findReferencePrice(list, { maker: 'Toyota', model: 'Axio', engineCc: 1500, year: 2019 })!.price).toBe(3_100_000);
    expect(findReferencePrice(list, { maker: 'Toyota', model: 'Axio', engineCc: 1800, year: 2019 })!.price).toBe(2_900_000);
    expect(findReferencePrice(list, { maker: 'Toyota', model: 'Land-Cruiser Prado', engineCc: 2800, year: 2019 })!.price).toBe(9_000_000);
    expect(findReferencePrice(list, { maker: 'Nissan', model: 'Note', engineCc: 1200, year: 2019 })).toBeNull();
  });
});

describe('every estimate', () => {
  it('adds up: items to the total in yen and as shown, and landed = our total + the taxes, as the cards figure it', () => {
    const random = new Random(39);
    const codes = [...tables.values()].filter((t) => t.table.confidence !== 'unknown').map((t) => t.table.countryCode);
    const shownCurrencies = [...currencies.values()];
    let estimates = 0;
    for (let i = 0; i < 3000; i++) {
      const code = random.pick(codes);
      const year = random.int(2008, 2026);
      const fob = random.int(150_000, 8_000_000);
      const cif = fob + random.int(0, 400_000);
      const quote = quoteFor(code, {
        vehicle: car({ year4: year, month: random.chance(0.8) ? random.int(1, 12) : null, seatBeltYear: random.chance(0.7) ? year : null, engineSize: random.pick([0, 660, 1000, 1300, 1496, 1500, 1800, 2000, 2500, 2800, 3000, 3500, 4600]), fuelType: random.pick(FUEL_TYPES), type: random.pick(BODY_TYPES) }),
        referencePrice: random.chance(0.5) ? crsp(random.int(500_000, 20_000_000)) : null,
        cifJpy: cif,
        fobJpy: fob,
        ourTotalJpy: cif + random.int(0, 300_000),
        arrival: new Date(Date.UTC(2026, random.int(0, 30), random.int(1, 28))),
        currency: random.pick(shownCurrencies),
      });
      const result = estimateImportTaxes(quote);
      // The cards' landed cost, figured without the estimate's words, is the estimate's to the yen.
      expect(estimateLandedTotalJpy(quote)).toBe(result.kind === 'ImportTaxEstimate' ? result.landedTotalJpy : null);
      if (result.kind === 'NotEstimated') continue;
      estimates++;
      const factor = 10 ** shownCurrencies.find((c) => c.name === result.currency)!.displayDecimals;
      const units = (amount: number) => Math.round(amount * factor);
      expect(result.items.reduce((sum, item) => sum + item.amountJpy, 0)).toBe(result.totalJpy);
      expect(result.items.reduce((sum, item) => sum + units(item.amount), 0)).toBe(units(result.total));
      expect(result.landedTotalJpy).toBe(result.ourTotalJpy + result.totalJpy);
      expect(units(result.landedTotal)).toBe(units(result.ourTotal) + units(result.total));
      for (const item of result.items) expect(item.amountJpy).toBeGreaterThanOrEqual(0);
    }
    expect(estimates).toBeGreaterThan(1500);
  });
});
