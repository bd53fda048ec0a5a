// Texts from outside (a form, an address, an API call) before they reach a query. PostgreSQL cannot hold
// the NUL character (U+0000) in a text and answers one with an error, where the caller should get "not
// found" or a message saying what is wrong (ADR 003). The GraphQL edge refuses NUL in every argument
// (graphql/text-arguments.ts); lookups by a key from a page's address check the key here, and searches
// from a page's query drop NUL from their words.

const NUL = '\u0000';

/** The longest key anything is looked up by (a stock number, a news name, a slug, a country's name). */
export const MAX_LOOKUP_KEY_LENGTH = 200;

export function hasNul(value: string): boolean {
  return value.includes(NUL);
}

/** A key some row could have: a text without NUL of a sane length. Anything else is simply not found. */
export function isLookupKey(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_LOOKUP_KEY_LENGTH && !hasNul(value);
}

/** A search box's words: trimmed, without NUL characters (no stored text holds one); null when none are left. */
export function searchWords(raw: string | null | undefined): string | null {
  return raw?.replaceAll(NUL, '').trim() || null;
}

/** A LIKE pattern for the texts that contain a search box's words, its \\, % and _ taken literally; null without words. */
export function containsPattern(raw: string | null | undefined): string | null {
  const words = searchWords(raw);
  return words && `%${words.replace(/[\\%_]/g, '\\$&')}%`;
}

/** Where in a value (variables, an input object, a list) a text holds NUL, as `name.field.0`; null if nowhere. */
export function nulPath(value: unknown, path: string): string | null {
  if (typeof value === 'string') return hasNul(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulPath(item, `${path}.${index}`);
      if (found) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const found = nulPath(item, `${path}.${key}`);
      if (found) return found;
    }
  }
  return null;
}
