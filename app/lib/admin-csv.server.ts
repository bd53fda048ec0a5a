// "Download CSV" of a back-office list (ADR 067): the filtered list, every page of it, written as the
// pages come from the service, so a long list is never held whole in memory. A spreadsheet runs a cell
// that starts with = + - @ (or a tab or CR before one) as a formula; such a cell gets a leading ' and so
// opens as the text it is.
import { ADMIN_PRIVATE } from './admin.server';
import { answerFor } from './service-answer.server';

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => unknown;
}

/** One page of the list: its rows, and the cursor of the next (null on the last). */
export type CsvPage<Row> = { rows: Row[]; next: string | null } | Error;

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell as CSV: a formula's first character made text, quoted where it holds a comma, quote or line break. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  const text = value instanceof Date ? value.toISOString() : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const line = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * The list as a CSV file, page after page from `page` (called with null first, then each next cursor).
 * An error on the first page is the loader's answer as usual; one later ends the file short, as a
 * broken download, rather than pass for the whole list.
 */
export async function csvDownload<Row>(filename: string, columns: readonly CsvColumn<Row>[], page: (cursor: string | null) => Promise<CsvPage<Row>>): Promise<Response> {
  const first = await page(null);
  if (first instanceof Error) throw answerFor(first, { invalid: 404 });
  let next = first.next;
  let rows: Row[] | null = first.rows;
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      // The byte-order mark makes Excel read the file as UTF-8 (names and addresses in Japanese).
      controller.enqueue(encoder.encode(`\uFEFF${line(columns.map((c) => c.header))}`));
    },
    async pull(controller) {
      if (!rows) {
        if (!next) return controller.close();
        const more = await page(next);
        if (more instanceof Error) return controller.error(more);
        ({ rows, next } = more);
      }
      controller.enqueue(encoder.encode(rows.map((row) => line(columns.map((c) => c.value(row)))).join('')));
      rows = null;
    },
  });
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}"`,
      ...ADMIN_PRIVATE,
    },
  });
}
