// The stock list's `order` codes. The spec fixes only that the default is '3' (newest arrivals first);
// the rest follow the sort keys of 000 §3, each in both directions. Documented in docs/decisions.
// No imports: the stock list's sort menu uses this table in the browser too.
export const SORT_KEYS = ['Discounted', 'EngineSize', 'FobPrice', 'KiloMeters', 'MakerModel', 'New', 'Year'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = 'Asc' | 'Desc';

export const SORT_ORDERS = {
  '1': { key: 'FobPrice', direction: 'Asc' },
  '2': { key: 'FobPrice', direction: 'Desc' },
  '3': { key: 'New', direction: 'Desc' },
  '4': { key: 'New', direction: 'Asc' },
  '5': { key: 'Year', direction: 'Desc' },
  '6': { key: 'Year', direction: 'Asc' },
  '7': { key: 'KiloMeters', direction: 'Asc' },
  '8': { key: 'KiloMeters', direction: 'Desc' },
  '9': { key: 'EngineSize', direction: 'Asc' },
  '10': { key: 'EngineSize', direction: 'Desc' },
  '11': { key: 'MakerModel', direction: 'Asc' },
  '12': { key: 'MakerModel', direction: 'Desc' },
  '13': { key: 'Discounted', direction: 'Desc' },
  '14': { key: 'Discounted', direction: 'Asc' },
} as const satisfies Record<string, { key: SortKey; direction: SortDirection }>;

export type OrderCode = keyof typeof SORT_ORDERS;
export const DEFAULT_ORDER: OrderCode = '3';
export const ORDER_CODES = Object.keys(SORT_ORDERS) as OrderCode[];

export function isOrderCode(value: string): value is OrderCode {
  return Object.hasOwn(SORT_ORDERS, value);
}

export const SORT_DIRECTIONS = ['Asc', 'Desc'] as const satisfies readonly SortDirection[];

/** The order code of a sort key and direction (every pair has one). */
export function orderCodeOf(key: SortKey, direction: SortDirection): OrderCode {
  return ORDER_CODES.find((code) => SORT_ORDERS[code].key === key && SORT_ORDERS[code].direction === direction)!;
}
