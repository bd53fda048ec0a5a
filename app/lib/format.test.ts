// Money at display: converted once from yen with the stored rate, rounded to the decimals each currency is
// shown with, and written the way each page language writes it.
import { describe, expect, it } from 'vitest';
import { convertJpy, formatJpy, formatMoney, JPY } from './format';

const USD = { name: 'USD', rate: 0.006849, displayDecimals: 2 };
const KES = { name: 'KES', rate: 0.8856, displayDecimals: 0 };
const TZS = { name: 'TZS', rate: 17.81, displayDecimals: 0 };

describe('money', () => {
  it('rounds to the currency’s display decimals, half away from zero on the last digit', () => {
    expect(convertJpy(1_330_916, USD)).toBe(9115.44); // 9115.4438…
    expect(convertJpy(1_000_000, KES)).toBe(885_600);
    expect(convertJpy(999, KES)).toBe(885); // 884.71
    expect(convertJpy(1_330_916, JPY)).toBe(1_330_916);
    expect(convertJpy(-30_000, USD)).toBe(-205.47);
  });

  it('writes each currency the way the page language does', () => {
    expect(formatMoney('en', 1_330_916, USD)).toBe('US$9,115.44');
    expect(formatMoney('fr', 1_330_916, USD).replace(/\s/g, ' ')).toBe('9 115,44 $US');
    expect(formatMoney('en', 1_000_000, KES).replace(/\s/g, ' ')).toBe('KES 885,600');
    expect(formatMoney('ru', 1_000_000, TZS).replace(/\s/g, ' ')).toBe('17 810 000 TZS');
    expect(formatMoney('pt', 1_000_000, JPY).replace(/\s/g, ' ')).toBe('1 000 000 ¥');
    expect(formatJpy('en', 1_330_916)).toBe('¥1,330,916');
  });
});
