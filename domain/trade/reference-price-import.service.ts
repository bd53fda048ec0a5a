// An authority's list of reference retail prices (Kenya's CRSP) imported as CSV (issue 39), as the stock
// import does it: a dry run that reads every row and answers every problem by row and column with nothing
// written, then the import, all or nothing in one transaction with one audit entry. A row for a maker,
// model, engine and year already listed (in any case) changes its price; any other row adds one. The
// buyers whose open order's estimate the new prices move are told, and every process uses them within a
// second (site data 'trade').
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '#db/client.ts';
import { countries } from '#db/schema/geography.ts';
import { importTaxCountries, referencePrices } from '#db/schema/import-taxes.ts';
import { siteDataApplied } from '../content/site-data-registry.ts';
import { siteDataChanged } from '../content/site-data.ts';
import type { RequestContext } from '../context.ts';
import { type AuthenticationError, type NotAuthenticatedError, NotFoundError } from '../errors.ts';
import { decodeCsv, type ImportIssue } from '../stock/vehicle-csv.ts';
import { recordAudit, staffCheck } from '../staff/audit.ts';
import { loadDestinations, type Destinations } from './destinations.ts';
import { CONTROL, readImportTaxTable, REFERENCE_PRICE_FIELDS, REFERENCE_PRICE_ORDER, taxCountryCode } from './import-tax-tables.ts';
import type { ReferencePrice } from './import-taxes.ts';
import { openOrdersOf, ordersMovedBy, tellBuyersOfTaxChange } from './tax-change-orders.ts';

type StaffError = NotAuthenticatedError | AuthenticationError;

export const MAX_REFERENCE_ROWS = 20_000;
export const MAX_REFERENCE_MB = 5;
/** Past any car's price in any currency, and within what reference_prices.price holds (numeric 16, 2). */
const MAX_PRICE = 9_999_999_999_999;
/** Rows written by one statement: one of 20,000 overflowed the query builder's stack, and PostgreSQL takes at most 65,535 parameters. */
const INSERT_CHUNK = 1_000;
const FORMULA = /^[=+\-@]/;

/** The columns, as the page lists them: maker, model and price always; the rest may be left out or empty. */
export const REFERENCE_PRICE_COLUMNS = [
  { name: 'maker', required: true, format: 'the maker as the list writes it (Toyota)' },
  { name: 'model', required: true, format: 'the model as the list writes it (Corolla Axio)' },
  { name: 'engineCc', required: false, format: 'engine in cc, a whole number; empty for every engine of the model' },
  { name: 'year', required: false, format: 'year of the price, 1950 to 2100; empty for every year' },
  { name: 'price', required: true, format: 'the retail price, more than 0; may be written 3,536,000' },
  { name: 'currency', required: false, format: 'ISO code (KES) of a currency with an exchange rate; empty for the country’s currency' },
] as const;
type Column = (typeof REFERENCE_PRICE_COLUMNS)[number]['name'];
const COLUMN_NAMES = REFERENCE_PRICE_COLUMNS.map((c) => c.name) as Column[];

export interface ReferencePriceFile {
  name: string;
  content: Uint8Array | string;
}

export interface ReferencePriceImportReport {
  fileName: string;
  dryRun: boolean;
  written: boolean;
  total: number;
  created: number;
  updated: number;
  unchanged: number;
  errors: ImportIssue[];
  /** The buyers' open orders whose estimate moved (the import) or would move (the dry run). */
  affected: { orderNumber: string; buyerEmail: string }[];
}

interface Row extends Omit<ReferencePrice, 'estimated' | 'source'> {
  row: number;
}

const issue = (row: number, fieldname: string, message: string): ImportIssue => ({ row, fieldname, message });
const tooManyRows = (rows: number) => issue(1, 'file', `A file has at most ${MAX_REFERENCE_ROWS.toLocaleString('en')} prices; this one has ${rows.toLocaleString('en')}: split it, or import the models you sell.`);
const key = (p: { maker: string; model: string; engineCc: number | null; year: number | null }) => `${p.maker.trim().toLowerCase()}|${p.model.trim().toLowerCase()}|${p.engineCc ?? ''}|${p.year ?? ''}`;

/** The file's rows with every problem of its shape and cells. */
export function parseReferencePriceCsv(content: Uint8Array | string, defaultCurrency: string, knownCurrency: (code: string) => boolean = () => true): { rows: Row[]; issues: ImportIssue[] } {
  const size = typeof content === 'string' ? content.length : content.byteLength;
  if (size > MAX_REFERENCE_MB * 1024 * 1024) return { rows: [], issues: [issue(1, 'file', `A file is at most ${MAX_REFERENCE_MB} MB.`)] };
  const text = decodeCsv(content);
  const header = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = [',', ';', '\t'].map((d) => [d, header.split(d).length] as const).reduce((a, b) => (b[1] > a[1] ? b : a))[0];
  let records: string[][];
  try {
    records = parse(text, { delimiter, relax_column_count: true, skip_empty_lines: false, bom: true });
  } catch (error) {
    return { rows: [], issues: [issue(1, 'file', `The file cannot be read as CSV: ${error instanceof Error ? error.message.replace(/\.$/, '') : String(error)}.`)] };
  }
  const [head = [], ...body] = records;
  const issues: ImportIssue[] = [];
  const byName = new Map(COLUMN_NAMES.map((n) => [n.toLowerCase(), n]));
  const columns = head.map((cell) => {
    const name = byName.get(cell.trim().toLowerCase()) ?? null;
    if (!name && cell.trim()) issues.push(issue(1, cell.trim(), `Column ${cell.trim()} is not one of ${COLUMN_NAMES.join(', ')}.`));
    return name;
  });
  const seen = new Set<Column>();
  for (const name of columns) {
    if (name && seen.has(name)) issues.push(issue(1, name, `Column ${name} is there twice.`));
    if (name) seen.add(name);
  }
  for (const c of REFERENCE_PRICE_COLUMNS) if (c.required && !seen.has(c.name)) issues.push(issue(1, c.name, `The file needs a column ${c.name}.`));
  if (issues.length) return { rows: [], issues };
  // A file past the limit is refused by its count alone, before its rows are read one by one.
  const filled = body.reduce((n, cells) => (cells.some((c) => c.trim() !== '') ? n + 1 : n), 0);
  if (filled > MAX_REFERENCE_ROWS) return { rows: [], issues: [tooManyRows(filled)] };

  const rows: Row[] = [];
  const firstRowOf = new Map<string, number>();
  body.forEach((cells, index) => {
    const row = index + 2;
    if (cells.every((c) => c.trim() === '')) return;
    if (cells.slice(columns.length).some((c) => c.trim() !== '')) issues.push(issue(row, 'file', `This row has ${cells.length} cells; the first row names ${columns.length} columns.`));
    const cell = (name: Column) => (cells[columns.indexOf(name)] ?? '').trim();
    const before = issues.length;
    const name = (column: 'maker' | 'model', what: string): string => {
      const text = cell(column);
      if (!text) issues.push(issue(row, column, `Give the ${what}.`));
      else if (text.length > 100) issues.push(issue(row, column, `The ${what} is at most 100 characters.`));
      else if (CONTROL.test(text)) issues.push(issue(row, column, `The ${what} has a control character in it (a NUL byte, a tab or a line break): a name is one line of text.`));
      // A spreadsheet opening a list exported from here would run such a cell as a formula; no name begins so.
      else if (FORMULA.test(text)) issues.push(issue(row, column, `The ${what} “${text}” begins like a spreadsheet formula (=, +, - or @): write the name as the list does.`));
      return text;
    };
    const maker = name('maker', 'maker');
    const model = name('model', 'model');
    const whole = (name: 'engineCc' | 'year', min: number, max: number, what: string): number | null => {
      const text = seen.has(name) ? cell(name).replace(/,/g, '') : '';
      if (text === '') return null;
      const n = /^\d+$/.test(text) ? Number(text) : Number.NaN;
      if (!(n >= min && n <= max)) issues.push(issue(row, name, `${what}, not “${cell(name)}”.`));
      return n;
    };
    const engineCc = whole('engineCc', 1, 20_000, 'The engine is a whole number of cc from 1 to 20,000, or empty for every engine');
    const year = whole('year', 1950, 2100, 'The year is from 1950 to 2100, or empty for every year');
    const priceText = cell('price').replace(/,/g, '');
    const price = /^\d+(\.\d{1,2})?$/.test(priceText) ? Number(priceText) : Number.NaN;
    if (!priceText) issues.push(issue(row, 'price', 'Give the price.'));
    else if (!(price > 0)) issues.push(issue(row, 'price', `The price is a number more than 0, such as 3,536,000, not “${cell('price')}”.`));
    else if (!(price <= MAX_PRICE)) issues.push(issue(row, 'price', `The price is at most ${MAX_PRICE.toLocaleString('en-US')}, not “${cell('price')}”.`));
    const currency = (seen.has('currency') ? cell('currency').toUpperCase() : '') || defaultCurrency;
    if (!/^[A-Z]{3}$/.test(currency)) issues.push(issue(row, 'currency', `The currency is an ISO code of three letters, such as KES, not “${cell('currency')}”.`));
    else if (!knownCurrency(currency)) issues.push(issue(row, 'currency', `We have no exchange rate for ${currency}: estimates could not use the price. Add the rate at /admin/rates first, or give the price in ${defaultCurrency}.`));
    if (issues.length > before) return;
    const parsed = { row, maker, model, engineCc, year, price, currency };
    const first = firstRowOf.get(key(parsed));
    if (first !== undefined) {
      issues.push(issue(row, 'model', `Row ${first} already prices ${maker} ${model}${engineCc ? ` ${engineCc} cc` : ''}${year ? ` of ${year}` : ''}.`));
      return;
    }
    firstRowOf.set(key(parsed), row);
    rows.push(parsed);
  });
  if (rows.length === 0 && issues.length === 0) issues.push(issue(1, 'file', 'The file has no prices: its first row names the columns, each row after it is one price.'));
  return { rows, issues };
}

async function plan(ctx: RequestContext, db: Database, destinations: Destinations, code: string, file: ReferencePriceFile, source: string, dryRun: boolean) {
  const [country] = await db
    .select({ id: countries.id, name: countries.name, currency: importTaxCountries.currency, basis: importTaxCountries.valuationBasis })
    .from(importTaxCountries)
    .innerJoin(countries, eq(countries.id, importTaxCountries.countryId))
    .where(eq(countries.code, code));
  if (!country) return new NotFoundError('No tax table for this country.');
  const parsed = parseReferencePriceCsv(file.content, country.currency, (code) => destinations.currencyByName.has(code));
  const errors = [...parsed.issues];
  if (!source.trim()) errors.unshift(issue(1, 'source', 'Say where the list comes from (the authority and its date), for the estimate’s sources.'));
  else if (source.trim().length > 300) errors.unshift(issue(1, 'source', 'The source is at most 300 characters.'));
  else if (CONTROL.test(source.trim())) errors.unshift(issue(1, 'source', 'The source is one line of text: no control characters (a NUL byte, a tab, a line break).'));
  // The list as it is, in the order the estimate reads it: the prices before the change.
  const existing = await db.select({ id: referencePrices.id, ...REFERENCE_PRICE_FIELDS }).from(referencePrices).where(eq(referencePrices.countryId, country.id)).orderBy(...REFERENCE_PRICE_ORDER);
  const byKey = new Map(existing.map((p) => [key(p), p]));
  const creates: Row[] = [];
  const updates: (Row & { id: number })[] = [];
  let unchanged = 0;
  for (const r of parsed.rows) {
    const old = byKey.get(key(r));
    if (!old) creates.push(r);
    else if (old.price === r.price && old.currency === r.currency && !old.estimated && old.source === source.trim()) unchanged++;
    else updates.push({ ...r, id: old.id });
  }
  const report: ReferencePriceImportReport = { fileName: fileNameOf(file), dryRun, written: false, total: parsed.rows.length + new Set(parsed.issues.filter((i) => i.row > 1).map((i) => i.row)).size, created: creates.length, updated: updates.length, unchanged, errors, affected: [] };
  return { country, creates, updates, existing, report };
}

/** The file's name as the page and the audit log show it: its last 200 characters, without control characters. */
const fileNameOf = (file: ReferencePriceFile) => file.name.replace(new RegExp(CONTROL.source, 'g'), '').slice(-200) || 'prices.csv';

/** The new list's prices as the estimate reads them, beside the old ones left as they are. */
function pricesAfter(before: readonly ReferencePrice[], creates: readonly Row[], updates: readonly Row[], source: string): ReferencePrice[] {
  const changed = new Map(updates.map((u) => [key(u), u]));
  const kept = before.map((p) => {
    const u = changed.get(key(p));
    return u ? { ...p, price: u.price, currency: u.currency, estimated: false, source } : p;
  });
  return [...kept, ...creates.map(({ row: _, ...r }) => ({ ...r, estimated: false, source }))];
}

async function moved(destinations: Destinations, db: Database, code: string, name: string, before: readonly ReferencePrice[], creates: readonly Row[], updates: readonly Row[], source: string) {
  const table = (await readImportTaxTable(db, code))?.table ?? null;
  return ordersMovedBy(await openOrdersOf(db, name), { table, prices: before }, { table, prices: pricesAfter(before, creates, updates, source) }, destinations, null).map((m) => ({ ...m, reason: 'reference' as const }));
}

/** The dry run: every row read, every problem by row and column, nothing written. */
export async function checkReferencePriceImport(ctx: RequestContext, countryCode: string, file: ReferencePriceFile, source: string): Promise<ReferencePriceImportReport | StaffError | NotFoundError> {
  const refused = staffCheck(ctx.viewer, { pricing: ['update'] });
  if (refused) return refused;
  const code = taxCountryCode(countryCode);
  if (!code) return new NotFoundError('No tax table for this country.');
  const destinations = await loadDestinations(ctx);
  const planned = await plan(ctx, ctx.db, destinations, code, file, source, true);
  if (planned instanceof Error) return planned;
  if (planned.report.errors.length) return planned.report;
  const affected = await moved(destinations, ctx.db, code, planned.country.name, planned.existing, planned.creates, planned.updates, source.trim());
  return { ...planned.report, affected: affected.map((m) => ({ orderNumber: m.order.orderNumber, buyerEmail: m.order.buyerEmail })) };
}

/** The import: checked again in its transaction, then written all or nothing with one audit entry. */
export async function importReferencePrices(ctx: RequestContext, countryCode: string, file: ReferencePriceFile, source: string): Promise<ReferencePriceImportReport | StaffError | NotFoundError> {
  const refused = staffCheck(ctx.viewer, { pricing: ['update'] });
  if (refused) return refused;
  const viewer = ctx.viewer!;
  const code = taxCountryCode(countryCode);
  if (!code) return new NotFoundError('No tax table for this country.');
  const src = source.trim();
  // Read before the transaction: on PGlite's one connection a read outside it would wait for its end.
  const destinations = await loadDestinations(ctx);
  const result = await ctx.db.transaction(async (tx) => {
    await tx.select({ id: importTaxCountries.countryId }).from(importTaxCountries).innerJoin(countries, eq(countries.id, importTaxCountries.countryId)).where(eq(countries.code, code)).for('update');
    const planned = await plan(ctx, tx, destinations, code, file, source, false);
    if (planned instanceof Error) return planned;
    const { report, creates, updates, country } = planned;
    if (report.errors.length) return report;
    const affected = await moved(destinations, tx, code, country.name, planned.existing, creates, updates, src);
    for (let at = 0; at < creates.length; at += INSERT_CHUNK)
      await tx.insert(referencePrices).values(creates.slice(at, at + INSERT_CHUNK).map((r) => ({ countryId: country.id, maker: r.maker, model: r.model, engineCc: r.engineCc, year: r.year, price: r.price, currency: r.currency, estimated: false, source: src, createdAt: ctx.now })));
    for (let at = 0; at < updates.length; at += INSERT_CHUNK) {
      const values = sql.join(
        updates.slice(at, at + INSERT_CHUNK).map((u) => sql`(${u.id}::int, ${u.price}::numeric, ${u.currency}::text)`),
        sql`, `,
      );
      await queryRows(tx, sql`update reference_prices as p set price = v.price, currency = v.currency, estimated = false, source = ${src} from (values ${values}) as v(id, price, currency) where p.id = v.id`);
    }
    const old = new Map(planned.existing.map((p) => [p.id, p]));
    await recordAudit(
      tx,
      viewer,
      {
        action: 'referencePrice.import',
        entity: 'reference_prices',
        entityId: code,
        before: Object.fromEntries(updates.map((u) => [key(u), { price: old.get(u.id)!.price, currency: old.get(u.id)!.currency, estimated: old.get(u.id)!.estimated, source: old.get(u.id)!.source }])),
        after: { fileName: report.fileName, source: src, total: report.total, created: report.created, updated: report.updated, unchanged: report.unchanged, prices: Object.fromEntries([...creates, ...updates].map((r) => [key(r), { price: r.price, currency: r.currency }])) },
      },
      ctx.now,
    );
    await tellBuyersOfTaxChange(tx, viewer, affected, ctx.site.siteUrl, ctx.now, `${code}:prices:${ctx.now.getTime()}`);
    await siteDataChanged(tx, 'trade', ctx.now);
    return { ...report, written: true, affected: affected.map((m) => ({ orderNumber: m.order.orderNumber, buyerEmail: m.order.buyerEmail })) };
  });
  if (result instanceof Error) return result;
  if (result.written) siteDataApplied(ctx.db, 'trade');
  return result;
}
