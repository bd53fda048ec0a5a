// How search text is normalised, for both the stored vehicle text and what a buyer types: lower case,
// without spaces, hyphens, dots or slashes, so "Hi-Ace", "hiace" and "HI ACE" meet.

export function normalizeSearchText(value: string): string {
  return value
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\-_./·・]+/g, '');
}

/** Stock numbers are stored upper-case ("RR100123"); buyers type them any way. */
export function normalizeStockNumber(value: string): string {
  return value.trim().toUpperCase();
}
