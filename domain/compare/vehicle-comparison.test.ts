// The comparison's judgement (ADR 066), pure: the list a visitor keeps, which rows differ and which car
// is best in the rows that have a best.
import { describe, expect, it } from 'vitest';
import { addToCompareList, readAskedStockNumbers, readCompareList, removeFromCompareList, stockNumbersSchema } from './compare-list.ts';
import { compareFacts, comparisonRow, type ComparedFacts } from './vehicle-comparison.ts';

const car = (over: Partial<ComparedFacts>): ComparedFacts => ({
  stockNumber: 'RR1',
  eligible: true,
  totalJpy: 1_500_000,
  landedJpy: 2_400_000,
  items: [{ name: 'VehiclePrice', price: 1_000_000 }, { name: 'SeaFreight', price: 500_000 }],
  priceFob: 1_000_000,
  registeredMonths: 2019 * 12 + 2,
  ageOnArrivalYears: 7,
  kiloMeters: 80_000,
  engineSize: 1500,
  fuelType: 'Petrol',
  transmissionType: 'Automatic',
  driveType: 'Type2Wd',
  steering: 'RightHandle',
  dimensions: '440×170×150',
  volume: 11.2,
  equipment: ['isAirConditioning'],
  tires: '185/65R15|80|185/65R15|80|Spare tire',
  grade: 'G',
  qualityGrade: 'Excellent',
  status: 'OnSale',
  ...over,
});
const row = (rows: ReturnType<typeof compareFacts>, key: string) => rows.find((r) => r.key === key)!;

describe('the compare list', () => {
  it('reads a cookie or address leniently: capitals, no duplicates, no junk, four at most', () => {
    expect(readCompareList('rr1, RR2,rr1,<script>,RR-3,,RR4,RR5')).toEqual(['RR1', 'RR2', 'RR-3', 'RR4']);
    expect(readCompareList(null)).toEqual([]);
  });

  it('refuses a fifth car instead of dropping one, and adds or removes a car once', () => {
    expect(addToCompareList(['RR1', 'RR2', 'RR3'], 'rr4')).toEqual(['RR1', 'RR2', 'RR3', 'RR4']);
    expect(addToCompareList(['RR1', 'RR2', 'RR3', 'RR4'], 'RR5')).toBe('full');
    expect(addToCompareList(['RR1', 'RR2', 'RR3', 'RR4'], 'RR2')).toEqual(['RR1', 'RR2', 'RR3', 'RR4']);
    expect(removeFromCompareList(['RR1', 'RR2'], 'rr1')).toEqual(['RR2']);
  });

  it('checks the stock numbers an API client sends, each named', () => {
    expect(stockNumbersSchema.safeParse(['rr1', 'RR1', 'RR2']).data).toEqual(['RR1', 'RR2']);
    const many = stockNumbersSchema.safeParse(['RR1', 'RR2', 'RR3', 'RR4', 'RR5']);
    expect(many.error?.issues.map((i) => i.message)).toEqual(['Compare at most 4 vehicles at a time: 5 were given.']);
    expect(stockNumbersSchema.safeParse(['RR1', "x' or 1=1"]).error?.issues.map((i) => i.message)).toEqual(['“X\' OR 1=1” is not a stock number: letters, digits and hyphens, as RR100123.']);
    expect(stockNumbersSchema.safeParse([' ']).error?.issues.map((i) => i.message)).toEqual(['Choose at least one vehicle to compare.']);
  });
});

describe('a comparison row', () => {
  it('marks the lowest figure as best, ties together, and nothing when every car has the same', () => {
    expect(comparisonRow('mileage', [80_000, 40_000, 40_000], 'lowest')).toMatchObject({ differs: true, best: [1, 2], bestBy: 'lowest' });
    expect(comparisonRow('mileage', [40_000, 40_000], 'lowest')).toMatchObject({ differs: false, best: [], bestBy: null });
  });

  it('needs two cars with a figure for a best, and leaves out the cars that cannot be had', () => {
    expect(comparisonRow('landedCost', [null, 2_000_000], 'lowest').best).toEqual([]);
    expect(comparisonRow('landedCost', [1_000_000, 2_000_000, 3_000_000], 'lowest', [false, true, true]).best).toEqual([1]);
  });

  it('never differs with one car alone', () => {
    expect(comparisonRow('fuel', ['Diesel'])).toMatchObject({ differs: false, best: [] });
  });
});

describe('a comparison of cars', () => {
  it('marks the cheapest landed cost, the lowest mileage and the newest, and finds the identical rows', () => {
    const rows = compareFacts([
      car({ stockNumber: 'RR1', landedJpy: 2_400_000, kiloMeters: 80_000, registeredMonths: 2019 * 12 + 2 }),
      car({ stockNumber: 'RR2', landedJpy: 2_100_000, kiloMeters: 95_000, registeredMonths: 2019 * 12 + 9 }),
      car({ stockNumber: 'RR3', landedJpy: 2_600_000, kiloMeters: 60_000, registeredMonths: 2018 * 12 + 11, equipment: ['isAirConditioning', 'isSunRoof'] }),
    ]);
    expect(row(rows, 'landedCost')).toMatchObject({ best: [1], differs: true });
    // Judged on the landed cost, our total has no best of its own.
    expect(row(rows, 'total')).toMatchObject({ best: [], differs: false });
    expect(row(rows, 'mileage').best).toEqual([2]);
    // September 2019 is newer than February of the same year.
    expect(row(rows, 'year').best).toEqual([1]);
    expect(row(rows, 'fuel').differs).toBe(false);
    expect(row(rows, 'equipment:isSunRoof')).toMatchObject({ values: [false, false, true], differs: true });
    expect(row(rows, 'equipment:isAirConditioning').differs).toBe(false);
    // Only the equipment some car has gets a row.
    expect(rows.some((r) => r.key === 'equipment:isLeatherSeats')).toBe(false);
    expect(rows.filter((r) => r.key.startsWith('item:')).map((r) => r.key)).toEqual(['item:VehiclePrice', 'item:SeaFreight']);
  });

  it('judges the price on our total when a car the country takes has no estimate of its duties', () => {
    const rows = compareFacts([car({ totalJpy: 1_600_000, landedJpy: 2_000_000 }), car({ totalJpy: 1_400_000, landedJpy: null })]);
    expect(row(rows, 'landedCost')).toMatchObject({ best: [], bestBy: null });
    expect(row(rows, 'total').best).toEqual([1]);
  });

  it('gives no price best to a car the country refuses, however cheap', () => {
    const rows = compareFacts([car({ eligible: false, totalJpy: 900_000, landedJpy: null }), car({ landedJpy: 2_500_000 }), car({ landedJpy: 2_300_000 })]);
    expect(row(rows, 'landedCost').best).toEqual([2]);
  });
});

describe("a compare page's address", () => {
  it('keeps four stock numbers and says which parts were no stock number and which came past the limit', () => {
    expect(readAskedStockNumbers('rr1,RR1,<b>x</b>,RR2,RR3,RR4,RR5,,')).toEqual({ stockNumbers: ['RR1', 'RR2', 'RR3', 'RR4'], malformed: ['<b>x</b>'], beyondLimit: ['RR5'] });
    expect(readAskedStockNumbers(null)).toEqual({ stockNumbers: [], malformed: [], beyondLimit: [] });
  });
});
