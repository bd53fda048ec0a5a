import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#db/client.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import type { RequestContext } from '../context.ts';
import { InvalidInputError } from '../errors.ts';
import { editDistance, searchKeywords, type KeywordSuggestion } from './keyword-suggestions.service.ts';

let ctx: RequestContext;
beforeAll(async () => {
  ctx = testContext(await openSeededDatabase());
});

async function targets(keyword: string): Promise<string[]> {
  const result = await searchKeywords(ctx, keyword);
  if (result instanceof InvalidInputError) throw new Error(JSON.stringify(result.issues));
  return result.map((s: KeywordSuggestion) => s.targetText);
}

describe('searchKeywords', () => {
  it('suggests makers and models from their first letters, the most stocked first', async () => {
    const suggestions = await targets('to');
    expect(suggestions[0]).toBe('Toyota');
    expect(suggestions.length).toBeLessThanOrEqual(10);
    const counts = await queryRows<{ target_text: string; n: number }>(
      ctx.db,
      sql`select target_text, max(vehicle_count)::int as n from search_keywords where target_text in ('Toyota', 'Honda', 'Nissan') group by target_text`,
    );
    expect(counts.find((c) => c.target_text === 'Toyota')!.n).toBeGreaterThan(counts.find((c) => c.target_text === 'Honda')!.n);
  });

  it('forgives typos, a letter missing, wrong or swapped', async () => {
    expect(await targets('toyta')).toContain('Toyota');
    expect(await targets('hiase')).toEqual(expect.arrayContaining([expect.stringMatching(/^Hiace/)]));
    expect(await targets('landcrusier prado')).toContain('Land Cruiser Prado');
  });

  it('understands other scripts and spellings', async () => {
    expect(await targets('тойота')).toContain('Toyota');
    expect(await targets('トヨタ')).toContain('Toyota');
    expect(await targets('Прадо')).toContain('Land Cruiser Prado');
    expect(await targets('hi-ace')).toEqual(expect.arrayContaining([expect.stringMatching(/^Hiace/)]));
  });

  it('answers only for 2 to 255 characters', async () => {
    expect(await searchKeywords(ctx, 't')).toBeInstanceOf(InvalidInputError);
    expect(await searchKeywords(ctx, 'x'.repeat(256))).toBeInstanceOf(InvalidInputError);
    expect(await targets('zzzzzzzzzz')).toEqual([]);
  });

  it('counts edits as Damerau-Levenshtein does', () => {
    expect(editDistance('hiace', 'hiace', 2)).toBe(0);
    expect(editDistance('hiase', 'hiace', 2)).toBe(1);
    expect(editDistance('hiaec', 'hiace', 2)).toBe(1);
    expect(editDistance('toyta', 'toyota', 2)).toBe(1);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
  });
});
