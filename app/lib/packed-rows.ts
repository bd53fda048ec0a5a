// Many records of one shape, sent to the browser as their keys once and a tuple of values each: the stock
// list's 24 cards went into every page's data (React Router's turbo-stream) as objects, each of its ~20
// keys written again per card, a third of the cards' data. Unpacked, the records are what was packed.

/** Records of one shape: their keys, once, and each record's values in that order. */
export interface PackedRows<T> {
  keys: (keyof T & string)[];
  rows: unknown[][];
}

/** Packs records whose keys may differ a little (an optional field): every key any of them has. */
export function packRows<T extends object>(records: readonly T[]): PackedRows<T> {
  const keys = [...new Set(records.flatMap((record) => Object.keys(record)))] as (keyof T & string)[];
  return { keys, rows: records.map((record) => keys.map((key) => record[key])) };
}

/** The records as they were packed (a key a record did not have is not set on it). */
export function unpackRows<T>(packed: PackedRows<T>): T[] {
  return packed.rows.map((row) => {
    const record: Record<string, unknown> = {};
    packed.keys.forEach((key, i) => {
      if (row[i] !== undefined) record[key] = row[i];
    });
    return record as T;
  });
}
