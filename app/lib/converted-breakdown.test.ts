// A breakdown converted from yen adds up, in the currency shown, to the converted total.
import { describe, expect, it } from 'vitest';
import { convertBreakdown, convertParts, writtenBreakdown } from './converted-breakdown';
import type { Basis } from '#domain/trade/trade-term.ts';
import { convertJpy, JPY } from './format';

const KES = { name: 'KES', rate: 0.8856, displayDecimals: 0 };
const USD = { name: 'USD', rate: 0.006849, displayDecimals: 2 };
const sum = (values: number[], decimals: number) => Math.round(values.reduce((a, b) => a + b, 0) * 10 ** decimals) / 10 ** decimals;

describe('convertBreakdown', () => {
  it('gives the unit lost by rounding each item to the item that lost most of it', () => {
    // 1 000 × 0.8856 = 885.6, 1 009 × 0.8856 = 893.5704, 1 026 × 0.8856 = 908.6256: rounded one by one
    // they make 2 689, but the total 3 035 is 2 687.796, shown 2 688.
    const items = [1_000, 1_009, 1_026];
    expect(items.map((jpy) => convertJpy(jpy, KES))).toEqual([886, 894, 909]);
    expect(convertBreakdown(items, 3_035, KES)).toEqual({ items: [886, 893, 909], total: 2_688 });
  });

  it('adds up to the converted total for any breakdown, with discounts, in whole units and in cents', () => {
    let seed = 7;
    const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    for (let run = 0; run < 2_000; run++) {
      const items = Array.from({ length: 1 + Math.floor(random() * 9) }, () => Math.floor(random() * 900_000) + 1);
      if (random() < 0.3) items.push(-Math.floor(random() * 50_000));
      const totalJpy = items.reduce((a, b) => a + b, 0);
      for (const currency of [KES, USD, { name: 'TZS', rate: 17.81, displayDecimals: 0 }, { name: 'EUR', rate: 0.006123, displayDecimals: 2 }]) {
        const shown = convertBreakdown(items, totalJpy, currency);
        expect(shown.total).toBe(convertJpy(totalJpy, currency));
        expect(sum(shown.items, currency.displayDecimals)).toBe(shown.total);
        // No item is moved by more than one unit from its own conversion's exact value.
        shown.items.forEach((amount, i) => expect(Math.abs(amount - items[i]! * currency.rate)).toBeLessThan(1 / 10 ** currency.displayDecimals + 1e-9));
      }
    }
  });

  it('leaves yen as they are', () => {
    expect(convertBreakdown([1_234_567, 89_000, -30_000], 1_293_567, JPY)).toEqual({ items: [1_234_567, 89_000, -30_000], total: 1_293_567 });
  });

  it('still adds up to the total shown when the yen items do not add up to the yen total', () => {
    const shown = convertBreakdown([10_000, 20_000], 30_010, KES);
    expect(shown.total).toBe(26_577);
    expect(shown.items.reduce((a, b) => a + b, 0)).toBe(26_577);
    expect(convertBreakdown([10_000, 20_000], 29_990, KES).items.reduce((a, b) => a + b, 0)).toBe(convertJpy(29_990, KES));
  });

  it('has nothing to share out without items', () => {
    expect(convertBreakdown([], 0, KES)).toEqual({ items: [], total: 0 });
  });
});

describe('convertParts', () => {
  it('rounds the parts of an amount already shown so that they add up to it', () => {
    // Inland freight and port clearing of 51 100 yen each: 349.99 + 349.99 in dollars, shown 699.97.
    const shown = 699.97;
    expect(convertParts([51_100, 51_100], shown, USD).reduce((a, b) => a + b, 0)).toBeCloseTo(shown, 9);
    expect(convertParts([51_100, 51_100], shown, USD)).toEqual([349.99, 349.98]);
  });
});

describe('writtenBreakdown', () => {
  it('writes the items, the total and the parts of an item’s basis, each adding up in the currency', () => {
    const items: { price: number; basis: Basis | null }[] = [
      { price: 1_000, basis: null },
      { price: 1_009, basis: { key: 'basis-inland-clearing', values: { city: 'Nairobi', freightJpy: 509, clearingJpy: 500 } } },
      { price: 1_026, basis: { key: 'basis-roro', values: { volume: 12, rateJpy: 85 } } },
    ];
    const written = writtenBreakdown('en', items, 3_035, KES);
    expect(written.items.map((i) => i.amount.replace('\u00a0', ' '))).toEqual(['KES 886', 'KES 893', 'KES 909']);
    expect(written.total.replace('\u00a0', ' ')).toBe('KES 2,688');
    // 509 × 0.8856 = 450.77, 500 × 0.8856 = 442.8: rounded alone 451 + 443 make 894; shown 450 and 443, the item's 893.
    expect([written.items[1]!.basisMoney(509, 'freightJpy'), written.items[1]!.basisMoney(500, 'clearingJpy')].map((m) => m.replace('\u00a0', ' '))).toEqual(['KES 450', 'KES 443']);
    // A rate is no part of its item: converted on its own.
    expect(written.items[2]!.basisMoney(85, 'rateJpy').replace('\u00a0', ' ')).toBe('KES 75');
  });
});
