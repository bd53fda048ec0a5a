// The shared half of the back office's list kit (app/components/admin-list.tsx, ADR 067): a list's search
// form is one zod object, read from the address on the server and drawn as fields in the page, so the
// form, the filter and the CSV of the filtered list cannot disagree. Sorting lives in the address too
// (`sort`, `direction`), so a sorted view works without JavaScript and can be bookmarked.
import { z } from 'zod';

/** A list's search form: each key a field, each value a schema that falls back (`.catch`) rather than refuses. */
export type SearchSchema = z.ZodObject<Record<string, z.ZodType>>;

export interface SearchField {
  name: string;
  /** The choices of an enum field; null for a text field. */
  options: readonly string[] | null;
}

/** The schema under its optional, nullable, default and catch wrappers. */
function innermost(type: z.ZodType): z.ZodType {
  let inner = type;
  while ('innerType' in inner.def && inner.def.innerType) inner = inner.def.innerType as z.ZodType;
  return inner;
}

/** The form's fields in the schema's order: a choice for an enum, a text box for anything else. */
export function searchFieldsOf(schema: SearchSchema): SearchField[] {
  return Object.entries(schema.shape).map(([name, type]) => {
    const inner = innermost(type);
    return {
      name,
      options: inner instanceof z.ZodEnum ? (inner.options as string[]) : null,
    };
  });
}

/** The search as the schema reads it from the address: a value it does not accept is left out, not refused. */
export function searchOf<S extends SearchSchema>(schema: S, query: URLSearchParams): z.infer<S> {
  return schema.parse(Object.fromEntries(query));
}

/** The search as the form's fields show it again. */
export function formOf(search: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(search).map(([name, value]) => [name, value === null || value === undefined ? '' : String(value)]));
}

export interface ListSort {
  id: string;
  desc: boolean;
}

/** The sort the address asks for, among the columns that sort; `fallback` where it asks for none. */
export function sortOf(query: URLSearchParams, sortable: readonly string[], fallback: ListSort | null = null): ListSort | null {
  const id = query.get('sort');
  if (!id || !sortable.includes(id)) return fallback;
  return { id, desc: query.get('direction') !== 'asc' };
}
