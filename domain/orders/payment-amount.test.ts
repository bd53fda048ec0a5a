// A payment's amount as typed, and the yen suggested beside "Counts for (yen)" (issue 38 point 4): at the
// order's rate for dollars on a dollar invoice (what an empty field counts), at today's for anything else,
// nothing for yen.
import { describe, expect, it } from 'vitest';
import { parseAmount, suggestedYen, yenPerUnitText } from './payment-amount.ts';

const USD = { name: 'USD', minorUnits: 2, rate: 1 / 150 };
const KES = { name: 'KES', minorUnits: 2, rate: 0.86 };
const JPY = { name: 'JPY', minorUnits: 0, rate: 1 };
const yenInvoice = { currency: 'JPY' as const, usdRate: 1 / 151.23 };
const dollarInvoice = { currency: 'USD' as const, usdRate: 1 / 151.23 };

describe('an amount as typed', () => {
  it('is read in the currency’s minor units', () => {
    expect(parseAmount('24,512.50', 2, 'USD')).toBe(2451250);
    expect(parseAmount(' 3,667,033 ', 0, 'JPY')).toBe(3667033);
    expect(parseAmount('0.07', 2, 'USD')).toBe(7);
    expect(parseAmount('1e5', 0, 'JPY')).toBe('Enter the amount received as a number, such as 3,667,033.');
    expect(parseAmount('-5', 2, 'USD')).toBe('Enter the amount received as a number, such as 24,512.50.');
  });
});

describe('the yen a payment comes to', () => {
  it('is today’s rate for a currency the invoice is not in', () => {
    expect(suggestedYen('24,512.50', USD, yenInvoice)).toEqual({ jpy: 3_676_875, yenPerUnit: 150, rate: 'today' });
    expect(suggestedYen('1,000,000', KES, dollarInvoice)).toEqual({ jpy: 1_162_791, yenPerUnit: 1 / 0.86, rate: 'today' });
  });

  it('is the order’s rate for dollars on a dollar invoice, as an empty field counts them', () => {
    expect(suggestedYen('24,512.50', USD, dollarInvoice)).toEqual({ jpy: 3_707_025, yenPerUnit: 151.23, rate: 'order' });
  });

  it('is nothing for yen, which count their amount, or an amount that does not read', () => {
    expect(suggestedYen('45,000', JPY, yenInvoice)).toBeNull();
    expect(suggestedYen('', USD, yenInvoice)).toBeNull();
    expect(suggestedYen('12.345', USD, yenInvoice)).toBeNull();
  });

  it('writes the rate to the sen, or in four figures below ten yen', () => {
    expect(yenPerUnitText(151.2345)).toBe('151.23');
    expect(yenPerUnitText(1 / 0.86)).toBe('1.163');
    expect(yenPerUnitText(1 / 112.2)).toBe('0.008913');
  });
});
