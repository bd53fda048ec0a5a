import { describe, expect, it } from 'vitest';
import { packRows, unpackRows } from './packed-rows';

describe('packed rows', () => {
  it('give back the records packed, nested values, nulls and optional fields as they were', () => {
    const records = [
      { id: 1, title: 'Toyota Vitz', total: { totalPrice: 894_002, eligible: true }, distributorPrice: null, importRefusal: { reason: 'age' } },
      { id: 2, title: 'Honda Fit', total: null, distributorPrice: 700_000 },
    ];
    const packed = packRows(records);
    expect(packed.keys).toEqual(['id', 'title', 'total', 'distributorPrice', 'importRefusal']);
    expect(packed.rows[1]).toEqual([2, 'Honda Fit', null, 700_000, undefined]);
    expect(unpackRows(packed)).toEqual(records);
    expect('importRefusal' in unpackRows(packed)[1]!).toBe(false);
  });

  it('pack no records as no keys and no rows', () => {
    expect(packRows([])).toEqual({ keys: [], rows: [] });
    expect(unpackRows(packRows([]))).toEqual([]);
  });
});
