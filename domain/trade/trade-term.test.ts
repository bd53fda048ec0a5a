// The price formulas on hand-made figures (docs/pricing.md works the same example), and the invariants
// on thousands of generated quotes.
import { describe, expect, it } from 'vitest';
import { Random } from '#db/seed/random.ts';
import { REFERENCE_TRADE_CHARGES } from './pricing-constants.ts';
import { importRuleViolations, priceTradeTerm as priceWith, type CountryTerms, type PortFreight, type PricedVehicle, type QuoteChoice } from './trade-term.ts';
import { TRADE_OPTIONS, type TradeOption } from './vocabulary.ts';

const vehicle: PricedVehicle = {
  id: 1,
  uuid: '00000000-0000-4000-8000-000000000001',
  stockNumber: 'RR100001',
  priceFob: 1_000_000,
  distributorPrice: 940_000,
  volume: 11.5,
  year4: 2019,
  seatBeltYear: 2018,
  isLeftHandle: false,
  engineSize: 1800,
  fuelType: 'Petrol',
  type: 'Sedan',
  loadingPortId: 1,
  optionPrices: { BatteryChange: 18_000, MaintenancePackage: 25_000, PremiumPackage: 40_000, SpareKey: 15_000, TireChange: 60_000, WheelChange: null, AudioChange: 30_000 },
  inspectionCost: null,
};

const kenya: CountryTerms = {
  id: 1,
  uuid: '00000000-0000-4000-8000-0000000000ke',
  name: 'Kenya',
  code: 'KE',
  localNames: { en: 'Kenya' },
  defaultCurrency: 'KES',
  ageLimitYears: 8,
  ageCountedFrom: 'first-registration',
  rightHandDriveAllowed: true,
  leftHandDriveAllowed: false,
  usedImportsAllowed: true,
  inspectionRequired: true,
  inspectionAgency: 'QISJ',
  inspectionFeeJpy: 24_200,
  additionalPrice: 0,
  additionalPriceFieldName: null,
  insuranceRatePercent: 1,
  regulationMessages: {},
  exportMaxEngineCc: null,
  exportBannedFuelTypes: null,
  exportMaxPriceJpy: null,
  portIds: [10],
};

const mombasa: PortFreight = { containerType: 'RoRo', freightPrice: 11_000, freight20FPrice: 335_800, freightHighCubePrice: 124_100, extraPrice: 0, additionalPriceFieldName: null, transitDays: 28 };
const nairobi = { id: 1, uuid: 'r', portId: 10, countryId: 1, finalDestinationCity: 'Nairobi', transportType: 'road carrier', inlandFreight: 146_000, distanceKm: 480, daysMin: 2, daysMax: 4, via: null };

const choice = (over: Partial<QuoteChoice> = {}): QuoteChoice => ({
  isCif: true,
  containerType: 'RoRo',
  options: new Set<TradeOption>(['BatteryChange', 'Insurance']),
  isDistributor: false,
  freight: mombasa,
  clearanceFreight: 43_800,
  route: nairobi,
  coupon: { name: 'WELCOME10K', discountJpy: 10_000, discountPercent: 0 },
  campaign: { name: 'Year-End Sale', discountJpy: 0, discountPercent: 3 },
  ...over,
});

/** Priced with the reference charges (8 m³ minimum, ¥35,000 vanning, 110% insured, ¥5,000 minimum premium, ¥18,000 certificate). */
const priceTradeTerm = (v: PricedVehicle, c: CountryTerms, q: QuoteChoice) => priceWith(v, c, q, REFERENCE_TRADE_CHARGES);

const itemsOf = (term: ReturnType<typeof priceTradeTerm>) => Object.fromEntries(term.itemPrices.map((i) => [i.name, i.price]));

describe('priceTradeTerm', () => {
  it('prices the worked example of docs/pricing.md item by item', () => {
    const term = priceTradeTerm(vehicle, kenya, choice());
    expect(term.itemPrices.map((i) => [i.name, i.price])).toEqual([
      ['VehiclePrice', 1_000_000],
      ['BatteryChangePrice', 18_000],
      ['InspectionPrice', 24_200],
      ['SeaFreight', 126_500], // 11.5 m³ × ¥11,000
      ['InsurancePrice', 12_416], // ⌈1% × 110% × (1,000,000 + 18,000 + 24,200 + 126,500 − 40,000)⌉
      ['InlandFreight', 189_800], // 146,000 road + 43,800 port clearing
      ['CouponDiscount', -10_000],
      ['CampaignDiscount', -30_000], // 3% of 1,000,000
    ]);
    expect(term.totalPrice).toBe(1_330_916);
    expect(term.campaignName).toBe('Year-End Sale');
    expect(term.itemPrices.find((i) => i.name === 'SeaFreight')!.basis).toEqual({ key: 'basis-roro', values: { volume: 11.5, rateJpy: 11_000 } });
  });

  it('leaves out freight, insurance and inland delivery for FOB, but keeps the inspection and discounts', () => {
    const term = priceTradeTerm(vehicle, kenya, choice({ isCif: false, options: new Set(['BatteryChange']), route: null }));
    expect(itemsOf(term)).toEqual({ VehiclePrice: 1_000_000, BatteryChangePrice: 18_000, InspectionPrice: 24_200, CouponDiscount: -10_000, CampaignDiscount: -30_000 });
    expect(term.totalPrice).toBe(1_002_200);
    expect(term.isCif).toBe(false);
  });

  it('charges RoRo on at least 8 m³ and containers per vehicle with vanning', () => {
    const kei = { ...vehicle, volume: 6.2 };
    expect(itemsOf(priceTradeTerm(kei, kenya, choice({ coupon: null, campaign: null }))).SeaFreight).toBe(88_000);
    const boxed = itemsOf(priceTradeTerm(vehicle, kenya, choice({ containerType: 'Container20F', coupon: null, campaign: null })));
    expect(boxed.SeaFreight).toBe(335_800);
    expect(boxed.ContainerPrice).toBe(35_000);
    expect(itemsOf(priceTradeTerm(vehicle, kenya, choice({ containerType: 'ContainerHighCube' }))).SeaFreight).toBe(124_100);
  });

  it('never insures for less than the minimum premium, and adds port and country charges', () => {
    const cheap = { ...vehicle, priceFob: 100_000, volume: 8 };
    const uganda = { ...kenya, additionalPrice: 20_000, additionalPriceFieldName: 'Transit bond' };
    const items = itemsOf(priceTradeTerm(cheap, uganda, choice({ freight: { ...mombasa, extraPrice: 15_000 }, coupon: null, campaign: null })));
    expect(items.InsurancePrice).toBe(5_000);
    expect(items.PortAdditionalPrice).toBe(15_000);
    expect(items.CountryAdditionalPrice).toBe(20_000);
  });

  it('charges distributors the distributor price, and discounts stop at the vehicle price', () => {
    expect(itemsOf(priceTradeTerm(vehicle, kenya, choice({ isDistributor: true, coupon: null, campaign: null }))).VehiclePrice).toBe(940_000);
    const huge = priceTradeTerm(vehicle, kenya, choice({ coupon: { name: 'X', discountJpy: 900_000, discountPercent: 0 }, campaign: { name: 'Y', discountJpy: 500_000, discountPercent: 0 } }));
    expect(itemsOf(huge).CouponDiscount).toBe(-900_000);
    expect(itemsOf(huge).CampaignDiscount).toBe(-100_000);
  });

  it('offers the inspection certificate only where no inspection is required', () => {
    const tanzaniaFree = { ...kenya, inspectionRequired: false, inspectionFeeJpy: null };
    expect(itemsOf(priceTradeTerm(vehicle, tanzaniaFree, choice({ options: new Set(['InspectionCertificate']) }))).InspectionCertificatePrice).toBe(18_000);
    expect(itemsOf(priceTradeTerm(vehicle, kenya, choice({ options: new Set(['InspectionCertificate']) }))).InspectionCertificatePrice).toBeUndefined();
  });

  it('holds its invariants on generated quotes', () => {
    const random = new Random(42);
    const offered = TRADE_OPTIONS.filter((o) => o !== 'Coupon');
    for (let i = 0; i < 3000; i++) {
      const v: PricedVehicle = {
        ...vehicle,
        priceFob: random.int(50_000, 8_000_000),
        volume: random.int(40, 600) / 10,
        optionPrices: { ...vehicle.optionPrices, WheelChange: random.chance(0.5) ? random.int(40_000, 150_000) : null },
      };
      const c = { ...kenya, inspectionRequired: random.chance(0.5), insuranceRatePercent: random.int(3, 20) / 10, additionalPrice: random.int(0, 3) * 10_000 };
      const options = new Set(offered.filter(() => random.chance(0.4)));
      const q = choice({
        options,
        containerType: random.pick(['RoRo', 'Container20F', 'ContainerHighCube'] as const),
        coupon: random.chance(0.5) ? { name: 'C', discountJpy: random.int(0, 2_000_000), discountPercent: 0 } : null,
        campaign: random.chance(0.5) ? { name: 'K', discountJpy: 0, discountPercent: random.int(0, 100) } : null,
        route: random.chance(0.5) ? nairobi : null,
      });
      const cif = priceTradeTerm(v, c, q);
      const fob = priceTradeTerm(v, c, { ...q, isCif: false, route: null });
      const vehicleItem = cif.itemPrices[0]!.price;
      const discounts = -cif.itemPrices.filter((p) => p.price < 0).reduce((sum, p) => sum + p.price, 0);
      expect(cif.totalPrice).toBeGreaterThanOrEqual(fob.totalPrice);
      expect(cif.totalPrice).toBeGreaterThanOrEqual(0);
      expect(fob.totalPrice).toBeGreaterThanOrEqual(0);
      expect(discounts).toBeLessThanOrEqual(vehicleItem);
      expect(-fob.itemPrices.filter((p) => p.price < 0).reduce((sum, p) => sum + p.price, 0)).toBeLessThanOrEqual(fob.itemPrices[0]!.price);
      expect(cif.itemPrices.every((p) => Number.isInteger(p.price))).toBe(true);
      expect(cif.totalPrice).toBe(cif.itemPrices.reduce((sum, p) => sum + p.price, 0));
      const extra = random.pick(offered);
      const more = priceTradeTerm(v, c, { ...q, options: new Set([...options, extra]) });
      expect(more.totalPrice, `adding ${extra}`).toBeGreaterThanOrEqual(cif.totalPrice);
      const moreFob = priceTradeTerm(v, c, { ...q, isCif: false, route: null, options: new Set([...options, extra]) });
      expect(moreFob.totalPrice, `adding ${extra} to FOB`).toBeGreaterThanOrEqual(fob.totalPrice);
    }
  });
});

describe('importRuleViolations', () => {
  const arriving = (iso: string) => new Date(`${iso}T00:00:00Z`);

  it('counts the age on arrival in calendar years: a 2019 car may enter Kenya until the end of 2026', () => {
    expect(importRuleViolations(vehicle, kenya, arriving('2026-12-31'))).toEqual([]);
    expect(importRuleViolations(vehicle, kenya, arriving('2027-01-02'))).toEqual([{ rule: 'AgeLimit', fromYear: 2019, limitYears: 8, lastArrivalYear: 2026 }]);
  });

  it('counts from the year of manufacture where the country says so', () => {
    const uganda = { ...kenya, ageLimitYears: 15, ageCountedFrom: 'manufacture' };
    expect(importRuleViolations({ ...vehicle, year4: 2012, seatBeltYear: 2011 }, uganda, arriving('2026-02-01'))).toMatchObject([{ rule: 'AgeLimit', fromYear: 2011, lastArrivalYear: 2025 }]);
    expect(importRuleViolations({ ...vehicle, year4: 2012, seatBeltYear: 2012 }, uganda, arriving('2026-02-01'))).toEqual([]);
  });

  it("flags what Japan will not export to Russia: passenger cars over 1,900 cc, hybrids and EVs, anything over ¥6 million", () => {
    const russia = { ...kenya, ageLimitYears: null, leftHandDriveAllowed: true, exportMaxEngineCc: 1900, exportBannedFuelTypes: ['Hybrid', 'PluginHybrid', 'Electric'], exportMaxPriceJpy: 6_000_000 };
    const on = arriving('2026-02-01');
    expect(importRuleViolations(vehicle, russia, on)).toEqual([]);
    expect(importRuleViolations({ ...vehicle, engineSize: 2500 }, russia, on)).toEqual([{ rule: 'JapanExportBan' }]);
    expect(importRuleViolations({ ...vehicle, fuelType: 'Hybrid' }, russia, on)).toEqual([{ rule: 'JapanExportBan' }]);
    // A truck is not a passenger car: its engine may be larger, but not its price.
    expect(importRuleViolations({ ...vehicle, engineSize: 4000, type: 'TruckEtc' }, russia, on)).toEqual([]);
    expect(importRuleViolations({ ...vehicle, engineSize: 4000, type: 'TruckEtc', priceFob: 6_500_000 }, russia, on)).toEqual([{ rule: 'JapanExportBan' }]);
  });

  it('flags steering the country refuses and used imports it bans', () => {
    expect(importRuleViolations({ ...vehicle, isLeftHandle: true }, kenya, arriving('2026-02-01'))).toEqual([{ rule: 'Steering' }]);
    const chile = { ...kenya, ageLimitYears: null, rightHandDriveAllowed: false, leftHandDriveAllowed: true, usedImportsAllowed: false };
    expect(importRuleViolations(vehicle, chile, arriving('2026-02-01'))).toEqual([{ rule: 'UsedImports' }, { rule: 'Steering' }]);
  });
});
