// The server's half of the back office's list kit (ADR 067): what a list loader and its CSV download both
// read from the request, and a service's page as the rows the table and the CSV are written from.
import type { RowData } from '@tanstack/react-table';
import type { Page } from '#domain/content/paging.ts';
import type { RequestContext } from '#domain/context.ts';
import type { Permissions } from '#domain/staff/roles.ts';
import type { AdminColumns } from '../components/admin-list';
import { formOf, searchOf, sortOf, type ListSort, type SearchSchema } from './admin-list';
import { csvDownload, type CsvColumn, type CsvPage } from './admin-csv.server';
import { requireStaff } from './admin.server';
import type { z } from 'zod';

/** The list's search as the schema reads it, as the form shows it again, its page cursor and sort. */
export function listRequest<S extends SearchSchema>(request: Request, schema: S, sorting: { sortable?: readonly string[]; fallback?: ListSort } = {}) {
  const query = new URL(request.url).searchParams;
  const search = searchOf(schema, query);
  return {
    search: search as z.infer<S>,
    form: formOf(search),
    cursor: query.get('cursor'),
    sort: sortOf(query, sorting.sortable ?? [], sorting.fallback),
  };
}

/** A service's page (or its error) as rows and the next page's cursor. */
export function rowsOf<T, Row>(page: Page<T> | Error, toRow: (node: T) => Row): CsvPage<Row> {
  if (page instanceof Error) return page;
  return {
    rows: page.edges.map(({ node }) => toRow(node)),
    next: page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null,
  };
}

/** The CSV's columns: the table's that have a text header and a value (an accessor, or `meta.csv`). */
export function csvColumnsOf<Row extends RowData>(columns: AdminColumns<Row>): CsvColumn<Row>[] {
  return columns.flatMap((column) => {
    const { header, meta } = column;
    const key = 'accessorKey' in column ? (column.accessorKey as keyof Row) : null;
    const fn = 'accessorFn' in column ? (column.accessorFn as (row: Row, index: number) => unknown) : null;
    const value = meta?.csv ?? (fn ? (row: Row) => fn(row, 0) : key !== null ? (row: Row) => row[key] : null);
    return typeof header === 'string' && value ? [{ header, value }] : [];
  });
}

/**
 * The loader of a list's CSV route (`${list}.csv`): the staff member allowed `permissions`, the search
 * read with the list's schema, every page the list's `page` gives, in the list's columns.
 */
export function csvLoader<S extends SearchSchema, Row extends RowData>(
  filename: string,
  permissions: Permissions,
  schema: S,
  columns: (now: string) => AdminColumns<Row>,
  page: (ctx: RequestContext, search: z.infer<S>, cursor: string | null) => Promise<CsvPage<Row>>,
) {
  return ({ context, request }: { context: { ctx: RequestContext }; request: Request }) => {
    requireStaff(context.ctx, request, permissions);
    const { search } = listRequest(request, schema);
    return csvDownload(filename, csvColumnsOf(columns(context.ctx.now.toISOString())), (cursor) => page(context.ctx, search, cursor));
  };
}
