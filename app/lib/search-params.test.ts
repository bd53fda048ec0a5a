// The stock search's address: prices a buyer typed in their own currency become the yen bounds the
// search takes, and an address in someone else's currency is made yen for the page.
import { describe, expect, it } from 'vitest';
import { formatMoney, type DisplayCurrency } from './format';
import { inYen, searchInputFromParams } from './search-params';

const KES: DisplayCurrency = { name: 'KES', rate: 0.8856, displayDecimals: 0 };
const USD: DisplayCurrency = { name: 'USD', rate: 0.0065, displayDecimals: 2 };
const params = (query: string) => new URLSearchParams(query);

describe('search input from the address', () => {
  it('takes prices in the visitor’s currency as yen bounds that keep a vehicle shown at exactly the typed amount', () => {
    const input = searchInputFromParams(params('maker=Toyota&minPrice=400000&maxPrice=1000000&priceCurrency=KES'), KES);
    expect(input).toEqual({ maker: 'Toyota', minPrice: 451671, maxPrice: 1129178 });
    // A car at ¥1,129,178 is shown as KES 1,000,000 and is in; one yen more is over the typed maximum.
    expect(formatMoney('en', 1129178, KES).replace('\u00a0', ' ')).toBe('KES 1,000,000');
    expect(formatMoney('en', 1129179, KES).replace('\u00a0', ' ')).toBe('KES 1,000,001');
    expect(formatMoney('en', 451671, KES).replace('\u00a0', ' ')).toBe('KES 400,000');
  });

  it('takes prices as yen without a currency, or when the currency is not the visitor’s', () => {
    expect(searchInputFromParams(params('maxPrice=1000000'), KES)).toEqual({ maxPrice: 1000000 });
    expect(searchInputFromParams(params('maxPrice=1000000&priceCurrency=USD'), KES)).toEqual({ maxPrice: 1000000 });
    expect(searchInputFromParams(params('maxPrice=1000000&priceCurrency=KES'))).toEqual({ maxPrice: 1000000 });
  });

  it('passes a price that is not a number on as it is, for the search to name the field', () => {
    expect(searchInputFromParams(params('maxPrice=lots&priceCurrency=KES'), KES)).toEqual({ maxPrice: 'lots' });
  });
});

describe('an address in another currency, in yen', () => {
  it('converts its prices and drops the currency, keeping the rest', () => {
    expect(inYen(params('maker=Toyota&minPrice=5000&maxPrice=10000&priceCurrency=USD&order=1'), USD).toString()).toBe('maker=Toyota&minPrice=769230&maxPrice=1538462&order=1');
  });

  it('takes the amounts as yen when no currency has that code', () => {
    expect(inYen(params('maxPrice=10000&priceCurrency=XYZ'), undefined).toString()).toBe('maxPrice=10000');
  });
});
