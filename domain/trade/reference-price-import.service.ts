// An authority's list of reference retail prices (Kenya's CRSP) imported as CSV (issue 39), as the stock
// import does it: a dry run that reads every row and answers every problem by row and column with nothing
// written, then the import, all or nothing in one transaction with one audit entry. A row for a maker,
// model, engine and year already listed (in any case) changes its price; any other row adds one. The
// buyers whose open order's estimate the new prices move are told, and every process uses them within a
// second (site data 'trade').
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { countries } from '#db/schema/geography.ts';
import { importTaxCountries, referencePrices } from '#db/schema/import-taxes.ts';
import { siteDataApplied } from '../content/site-data-registry.ts';
import { siteDataChanged } from '../content/site-data.ts';
import type { RequestContext } from '../context.ts';
import { type AuthenticationError, type NotAuthenticatedError, NotFoundError } from '../errors.ts';
import { decodeCsv, type ImportIssue } from '../stock/vehicle-csv.ts';
import { recordAudit, staffCheck } from '../staff/audit.ts';
import { loadDestinations, type Destinations } from './destinations.ts';
import { readImportTaxTable, REFERENCE_PRICE_FIELDS, REFERENCE_PRICE_ORDER } from './import-tax-tables.ts';
import type { ReferencePrice } from './import-taxes.ts';
import { openOrdersOf, ordersMovedBy, tellBuyersOfTaxChange } from './tax-change-orders.ts';

type StaffError = NotAuthenticatedError | AuthenticationError;

export const MAX_REFERENCE_ROWS = 20_000;
export const MAX_REFERENCE_MB = 5;

/** The columns, as the page lists them: maker, model and price always; the rest may be left out or empty. */
export const REFERENCE_PRICE_COLUMNS = [
  { name: 'maker', required: true, format: 'the maker as the list writes it (Toyota)' },
  { name: 'model', required: true, format: 'the model as the list writes it (Corolla Axio)' },
  { name: 'engineCc', required: false, format: 'engine in cc, a whole number; empty for every engine of the model' },
  { name: 'year', required: false, format: 'year of the price, 1950 to 2100; empty for every year' },
  { name: 'price', required: true, format: 'the retail price, more than 0; may be written 3,536,000' },
  { name: 'currency', required: false, format: 'ISO code (KES); empty for the country’s currency' },
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
const key = (p: { maker: string; model: string; engineCc: number | null; year: number | null }) => `${p.maker.trim().toLowerCase()}|${p.model.trim().toLowerCase()}|${p.engineCc ?? ''}|${p.year ?? ''}`;

/** The file's rows with every problem of its shape and cells. */
export function parseReferencePriceCsv(content: Uint8Array | string, defaultCurrency: string): { rows: Row[]; issues: ImportIssue[] } {
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

  const rows: Row[] = [];
  const firstRowOf = new Map<string, number>();
  body.forEach((cells, index) => {
    const row = index + 2;
    if (cells.every((c) => c.trim() === '')) return;
    if (cells.slice(columns.length).some((c) => c.trim() !== '')) issues.push(issue(row, 'file', `This row has ${cells.length} cells; the first row names ${columns.length} columns.`));
    const cell = (name: Column) => (cells[columns.indexOf(name)] ?? '').trim();
    const before = issues.length;
    const maker = cell('maker');
    const model = cell('model');
    if (!maker) issues.push(issue(row, 'maker', 'Give the maker.'));
    else if (maker.length > 100) issues.push(issue(row, 'maker', 'The maker is at most 100 characters.'));
    if (!model) issues.push(issue(row, 'model', 'Give the model.'));
    else if (model.length > 100) issues.push(issue(row, 'model', 'The model is at most 100 characters.'));
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
    if (!(price > 0 && price < 1e13)) issues.push(issue(row, 'price', priceText ? `The price is a number more than 0, such as 3,536,000, not “${cell('price')}”.` : 'Give the price.'));
    const currency = (seen.has('currency') ? cell('currency').toUpperCase() : '') || defaultCurrency;
    if (!/^[A-Z]{3}$/.test(currency)) issues.push(issue(row, 'currency', `The currency is an ISO code of three letters, such as KES, not “${cell('currency')}”.`));
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
  if (rows.length > MAX_REFERENCE_ROWS) issues.push(issue(1, 'file', `A file has at most ${MAX_REFERENCE_ROWS.toLocaleString('en')} prices; this one has ${rows.length.toLocaleString('en')}.`));
  return { rows, issues };
}

async function plan(ctx: RequestContext, db: Database, code: string, file: ReferencePriceFile, source: string, dryRun: boolean) {
  const [country] = await db
    .select({ id: countries.id, name: countries.name, currency: importTaxCountries.currency, basis: importTaxCountries.valuationBasis })
    .from(importTaxCountries)
    .innerJoin(countries, eq(countries.id, importTaxCountries.countryId))
    .where(eq(countries.code, code));
  if (!country) return new NotFoundError('No tax table for this country.');
  const parsed = parseReferencePriceCsv(file.content, country.currency);
  const errors = [...parsed.issues];
  if (!source.trim()) errors.unshift(issue(1, 'source', 'Say where the list comes from (the authority and its date), for the estimate’s sources.'));
  else if (source.trim().length > 300) errors.unshift(issue(1, 'source', 'The source is at most 300 characters.'));
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
  const report: ReferencePriceImportReport = { fileName: file.name, dryRun, written: false, total: parsed.rows.length + new Set(parsed.issues.filter((i) => i.row > 1).map((i) => i.row)).size, created: creates.length, updated: updates.length, unchanged, errors, affected: [] };
  return { country, creates, updates, existing, report };
}

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
  const planned = await plan(ctx, ctx.db, countryCode.toUpperCase(), file, source, true);
  if (planned instanceof Error) return planned;
  if (planned.report.errors.length) return planned.report;
  const affected = await moved(await loadDestinations(ctx), ctx.db, countryCode.toUpperCase(), planned.country.name, planned.existing, planned.creates, planned.updates, source.trim());
  return { ...planned.report, affected: affected.map((m) => ({ orderNumber: m.order.orderNumber, buyerEmail: m.order.buyerEmail })) };
}

/** The import: checked again in its transaction, then written all or nothing with one audit entry. */
export async function importReferencePrices(ctx: RequestContext, countryCode: string, file: ReferencePriceFile, source: string): Promise<ReferencePriceImportReport | StaffError | NotFoundError> {
  const refused = staffCheck(ctx.viewer, { pricing: ['update'] });
  if (refused) return refused;
  const viewer = ctx.viewer!;
  const code = countryCode.toUpperCase();
  const src = source.trim();
  // Read before the transaction: on PGlite's one connection a read outside it would wait for its end.
  const destinations = await loadDestinations(ctx);
  const result = await ctx.db.transaction(async (tx) => {
    await tx.select({ id: importTaxCountries.countryId }).from(importTaxCountries).innerJoin(countries, eq(countries.id, importTaxCountries.countryId)).where(eq(countries.code, code)).for('update');
    const planned = await plan(ctx, tx, code, file, source, false);
    if (planned instanceof Error) return planned;
    const { report, creates, updates, country } = planned;
    if (report.errors.length) return report;
    const affected = await moved(destinations, tx, code, country.name, planned.existing, creates, updates, src);
    if (creates.length)
      await tx.insert(referencePrices).values(creates.map((r) => ({ countryId: country.id, maker: r.maker, model: r.model, engineCc: r.engineCc, year: r.year, price: r.price, currency: r.currency, estimated: false, source: src, createdAt: ctx.now })));
    for (const u of updates) await tx.update(referencePrices).set({ price: u.price, currency: u.currency, estimated: false, source: src }).where(eq(referencePrices.id, u.id));
    const old = new Map(planned.existing.map((p) => [p.id, p]));
    await recordAudit(
      tx,
      viewer,
      {
        action: 'referencePrice.import',
        entity: 'reference_prices',
        entityId: code,
        before: Object.fromEntries(updates.map((u) => [key(u), { price: old.get(u.id)!.price, currency: old.get(u.id)!.currency, estimated: old.get(u.id)!.estimated, source: old.get(u.id)!.source }])),
        after: { fileName: file.name, source: src, total: report.total, created: report.created, updated: report.updated, unchanged: report.unchanged, prices: Object.fromEntries([...creates, ...updates].map((r) => [key(r), { price: r.price, currency: r.currency }])) },
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
