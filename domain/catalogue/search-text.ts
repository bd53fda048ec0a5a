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

/**
 * A vehicle's stored search text (vehicles.search_text): its maker, model, grade, model code, chassis
 * prefix, stock number and the model's other spellings in Latin letters (the search-keyword table maps
 * other scripts), then any extra words staff gave it. The seed writes the same without extra words.
 */
export function vehicleSearchText(parts: {
  maker: string;
  model: string;
  grade?: string | null;
  modelNumber?: string | null;
  chassisNumberHead?: string | null;
  stockNumber: string;
  aliases?: readonly string[];
  keywords?: readonly string[];
}): string {
  const latinAliases = (parts.aliases ?? []).filter((a) => /^[\x20-\x7e]+$/.test(a));
  return normalizeSearchText(
    [parts.maker, parts.model, parts.grade, parts.modelNumber, parts.chassisNumberHead, parts.stockNumber, ...latinAliases, ...(parts.keywords ?? [])].filter(Boolean).join(' '),
  );
}

/** "maker model" lower-cased: the MakerModel sort's key (vehicles.maker_model_key). */
export function makerModelKey(maker: string, model: string): string {
  return `${maker} ${model}`.toLowerCase();
}
