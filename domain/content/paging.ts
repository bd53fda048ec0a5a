// Keyset cursors for the content lists (news, testimonials): newest first by a date, then by id, so a
// page link stays right when items are added before it.
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { InvalidInputError } from '../errors.ts';

export interface Page<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
}

export interface DateIdCursor {
  at: Date;
  id: number;
}

export function encodeCursor(at: Date, id: number): string {
  return Buffer.from(JSON.stringify([at.toISOString(), id])).toString('base64url');
}

export function decodeCursor(cursor: string): DateIdCursor | InvalidInputError {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    const date = new Date(String(at));
    if (typeof at === 'string' && Number.isInteger(id) && !Number.isNaN(date.getTime())) return { at: date, id: id as number };
  } catch {
    // falls through to the error below
  }
  return new InvalidInputError([{ fieldname: 'cursor', message: 'This page link has expired. Please start from the first page.' }]);
}

/** 1 to max, or the default when not given; anything else is an input error on `first`. */
export function pageSize(first: number | null | undefined, fallback: number, max: number): number | InvalidInputError {
  if (first === null || first === undefined) return fallback;
  if (!Number.isInteger(first) || first < 1 || first > max) return new InvalidInputError([{ fieldname: 'first', message: `Ask for 1 to ${max} items.` }]);
  return first;
}

/** Rows were read one past the page size: the extra one only says there is a next page. */
export function toPage<T extends { id: number }>(rows: T[], size: number, dateOf: (row: T) => Date, hasPrevious: boolean): Page<T> {
  const nodes = rows.slice(0, size);
  const edges = nodes.map((node) => ({ cursor: encodeCursor(dateOf(node), node.id), node }));
  return {
    edges,
    pageInfo: { hasNextPage: rows.length > size, hasPreviousPage: hasPrevious, startCursor: edges[0]?.cursor ?? null, endCursor: edges.at(-1)?.cursor ?? null },
  };
}

/**
 * Rows after the cursor's row in (date desc, id desc) order. The cursor's date is a JavaScript date
 * (milliseconds) while the column keeps microseconds, so the row's own stored date is compared; the
 * cursor's date stands in only if that row has gone.
 */
export function afterCursor(table: PgTable, date: PgColumn, id: PgColumn, after: DateIdCursor): SQL {
  return sql`(${date}, ${id}) < (coalesce((select ${date} from ${table} where ${id} = ${after.id}), ${after.at.toISOString()}::timestamptz), ${after.id})`;
}
