// searchKeywords: suggestions as a buyer types, from the small search-keyword table (makers, models,
// grades, other spellings and scripts), never from the vehicles. Typo-tolerant: a term within one edit
// (two for longer words) of what was typed still comes up, after the exact and prefix matches.
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '#db/client.ts';
import type { RequestContext } from '../context.ts';
import { InvalidInputError } from '../errors.ts';
import { normalizeSearchText } from './search-text.ts';

export const KEYWORD_MIN = 2;
export const KEYWORD_MAX = 255;
export const SUGGESTION_LIMIT = 10;

export interface KeywordSuggestion {
  uuid: string;
  originalText: string;
  targetText: string;
}

interface KeywordEntry extends KeywordSuggestion {
  normalized: string;
  vehicleCount: number;
}

/** Rows of the distance table, reused across calls: a suggestion compares the typed word with every term. */
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/** Damerau-Levenshtein distance (adjacent swaps count as one edit), stopping early above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (b.length + 1 > rows[0]!.length) rows = rows.map(() => new Int32Array(b.length + 1));
  let [previous2, previous, current] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) value = Math.min(value, previous2[j - 2]! + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [previous2, previous, current] = [previous, current, previous2];
  }
  return previous[b.length]!;
}

/** The keyword table is small (a few thousand rows) and changes with the stock: keep it a minute. */
const cache = new WeakMap<Database, { at: number; entries: Promise<KeywordEntry[]> }>();

function keywordEntries(ctx: RequestContext): Promise<KeywordEntry[]> {
  const hit = cache.get(ctx.db);
  if (hit && ctx.now.getTime() - hit.at < 60_000) return hit.entries;
  const entries = queryRows<{ uuid: string; original_text: string; target_text: string; normalized_text: string; vehicle_count: number }>(
    ctx.db,
    sql`select uuid::text as uuid, original_text, target_text, normalized_text, vehicle_count from search_keywords where vehicle_count > 0`,
  ).then((rows) =>
    rows.map((r) => ({ uuid: r.uuid, originalText: r.original_text, targetText: r.target_text, normalized: r.normalized_text, vehicleCount: Number(r.vehicle_count) })),
  );
  cache.set(ctx.db, { at: ctx.now.getTime(), entries });
  entries.catch(() => cache.delete(ctx.db));
  return entries;
}

export async function searchKeywords(ctx: RequestContext, keyword: string): Promise<KeywordSuggestion[] | InvalidInputError> {
  const typed = keyword.trim();
  if (typed.length < KEYWORD_MIN) return new InvalidInputError([{ fieldname: 'keyword', message: `Keyword must be at least ${KEYWORD_MIN} characters.` }]);
  if (typed.length > KEYWORD_MAX) return new InvalidInputError([{ fieldname: 'keyword', message: `Keyword must be at most ${KEYWORD_MAX} characters.` }]);
  const wanted = normalizeSearchText(typed);
  if (!wanted) return [];
  const maxEdits = wanted.length >= 8 ? 2 : wanted.length >= 4 ? 1 : 0;
  const scored: { entry: KeywordEntry; rank: number }[] = [];
  for (const entry of await keywordEntries(ctx)) {
    const text = entry.normalized;
    let rank: number;
    if (text === wanted) rank = 0;
    else if (text.startsWith(wanted)) rank = 1;
    else if (text.includes(wanted)) rank = 2;
    else if (maxEdits > 0 && editDistance(wanted, text.slice(0, wanted.length), maxEdits) <= maxEdits) rank = 3;
    else if (maxEdits > 0 && editDistance(wanted, text, maxEdits) <= maxEdits) rank = 3;
    else continue;
    scored.push({ entry, rank });
  }
  scored.sort((a, b) => a.rank - b.rank || b.entry.vehicleCount - a.entry.vehicleCount || a.entry.targetText.localeCompare(b.entry.targetText));
  // One suggestion per term the stock uses: "prado", "Прадо" and "プラド" all lead to the same search.
  const seen = new Set<string>();
  const suggestions: KeywordSuggestion[] = [];
  for (const { entry } of scored) {
    const key = entry.targetText.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    suggestions.push({ uuid: entry.uuid, originalText: entry.originalText, targetText: entry.targetText });
    if (suggestions.length === SUGGESTION_LIMIT) break;
  }
  return suggestions;
}
