// The stock CSV import (issue 14): a dry run that checks every row as the form would and answers every
// problem by row and field, then the import itself, all or nothing in one transaction. A row whose stock
// number is in stock updates that vehicle (the file's columns only; an empty cell empties the field); any
// other row creates a vehicle. One audit entry for the whole file.
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Database } from '#db/client.ts';
import { insertVehicles, refreshSearchKeywordCounts, vehicleRecordset } from '#db/vehicle-writes.ts';
import type { VehicleRecord } from '../catalogue/vehicle-record.ts';
import type { RequestContext } from '../context.ts';
import { recordAudit, staffCheck } from '../staff/audit.ts';
import { adminVehicleRecords, type StaffRefusal } from './vehicle-admin.service.ts';
import { csvIssue, parseVehicleCsv, type ImportIssue } from './vehicle-csv.ts';
import { mergeVehicleInput, vehicleInputOf } from './vehicle-edit.ts';
import { vehicleInputSchema } from './vehicle-input.ts';
import { changedColumns, changesSomething, checkVehicle, isUniqueViolation, loadStockCatalogue, priceChange, vehicleIdsByStockNumber, type VehicleColumns } from './vehicle-row.ts';

export interface ImportFile {
  /** The uploaded file's name, kept in the audit log. */
  name: string;
  content: Uint8Array | string;
}

export interface ImportProgress {
  phase: 'checking' | 'writing';
  done: number;
  total: number;
}

export interface VehicleImportOptions {
  /** Called as rows are checked and written, for a progress bar. */
  onProgress?: (progress: ImportProgress) => void;
}

export interface VehicleImportReport {
  fileName: string;
  /** A check only: nothing was written, whatever the counts say would be. */
  dryRun: boolean;
  /** Whether the file's vehicles were written: never for a dry run or a file with errors. */
  written: boolean;
  /** Vehicle rows in the file. */
  total: number;
  /** Rows whose stock number is new: vehicles created (or to be created). */
  created: number;
  /** Rows for vehicles in stock that change them. */
  updated: number;
  /** Rows for vehicles in stock that change nothing. */
  unchanged: number;
  /** Every problem, by row (the header is row 1) and field. */
  errors: ImportIssue[];
}

type NewVehicle = VehicleColumns & { uuid: string; imagePaths: string[]; originalPrice: null; createdAt: Date; updatedAt: Date };
type ChangedVehicle = VehicleColumns & { id: number; originalPrice: number | null; updatedAt: Date };

interface ImportPlan {
  report: VehicleImportReport;
  creates: NewVehicle[];
  updates: ChangedVehicle[];
  /** Per stock number updated, the columns that change, before and after: the audit entry's detail. */
  changes: Map<string, { before: object; after: object }>;
}

/** The columns staff see: the search text and sort key, which follow them, would fill the log with noise. */
function withoutDerived({ before, after }: { before: Partial<VehicleColumns>; after: Partial<VehicleColumns> }) {
  const { searchText: _b1, makerModelKey: _b2, ...shownBefore } = before;
  const { searchText: _a1, makerModelKey: _a2, ...shownAfter } = after;
  return { before: shownBefore, after: shownAfter };
}

/** Rows checked between progress calls: often enough for a smooth bar, rarely enough to cost nothing. */
const PROGRESS_EVERY = 500;
/** Rows a statement writes: one JSON parameter each, as the seed inserts (db/seed/vehicles.ts). */
const WRITE_BATCH = 1000;

/**
 * Lets the event loop turn between batches. PGlite answers in-process without ever leaving it, so a
 * 10,000-row import would otherwise hold the process for seconds: no other request served, and no
 * progress line written to the browser until the end. Other queries still wait for the transaction.
 */
const pause = () => nextTurn();

/**
 * Every row checked against the schema, the catalogue, the status table and the other rows, and what it
 * would write. For the import (not a dry run), the vehicles the file updates are locked for the
 * transaction that writes them, so that nobody's edit in between is overwritten.
 */
async function planImport(ctx: RequestContext, db: Database, file: ImportFile, options: VehicleImportOptions, dryRun: boolean): Promise<ImportPlan> {
  const report: VehicleImportReport = { fileName: file.name, dryRun, written: false, total: 0, created: 0, updated: 0, unchanged: 0, errors: [] };
  const plan: ImportPlan = { report, creates: [], updates: [], changes: new Map() };
  const csv = parseVehicleCsv(file.content);
  report.total = csv.rows.length;
  report.errors.push(...csv.issues);
  // The file's shape is wrong: its rows cannot be read as meant.
  if (csv.issues.some((issue) => issue.row === 1)) return plan;

  const stockNumberField = vehicleInputSchema(ctx.now).shape.stockNumber;
  const stockNumbers = csv.rows.map((r) => {
    const parsed = stockNumberField.safeParse(r.input.stockNumber);
    return parsed.success ? parsed.data : null;
  });
  const firstRow = new Map<string, number>();
  const existing = await vehicleIdsByStockNumber(db, [...new Set(stockNumbers.filter((s): s is string => s !== null))]);
  if (!dryRun && existing.size) await db.execute(sql`select id from vehicles where id = any(${`{${[...existing.values()].join(',')}}`}::int[]) for update`);
  const currentById = new Map<number, VehicleRecord>((await adminVehicleRecords({ ...ctx, db }, [...existing.values()])).map((r) => [r.id, r]));
  const catalogue = await loadStockCatalogue(db);

  for (const [index, { row, input }] of csv.rows.entries()) {
    if (index % PROGRESS_EVERY === 0) {
      if (index > 0) await pause();
      options.onProgress?.({ phase: 'checking', done: index, total: csv.rows.length });
    }
    const stockNumber = stockNumbers[index] ?? null;
    if (stockNumber !== null) {
      const first = firstRow.get(stockNumber);
      if (first !== undefined) {
        report.errors.push(csvIssue(row, 'stockNumber', 'stock-number-twice', { stockNumber, row: first }));
        continue;
      }
      firstRow.set(stockNumber, row);
    }
    const current = stockNumber === null ? undefined : currentById.get(existing.get(stockNumber) ?? -1);
    const checked = checkVehicle(current ? mergeVehicleInput(vehicleInputOf(current), input) : input, catalogue, ctx.now, current?.status ?? null);
    if ('issues' in checked) {
      report.errors.push(...checked.issues.map((issue) => ({ ...issue, row })));
      continue;
    }
    const { columns } = checked;
    if (!current) {
      report.created++;
      plan.creates.push({ ...columns, uuid: randomUUID(), imagePaths: [], originalPrice: null, createdAt: ctx.now, updatedAt: ctx.now });
      continue;
    }
    const next = { ...columns, ...priceChange(current, columns.priceFob) };
    const change = changedColumns(current as unknown as typeof next, next);
    if (!changesSomething(change.after)) {
      report.unchanged++;
      continue;
    }
    report.updated++;
    plan.updates.push({ ...next, id: current.id, updatedAt: ctx.now });
    plan.changes.set(columns.stockNumber, withoutDerived(change));
  }
  options.onProgress?.({ phase: 'checking', done: csv.rows.length, total: csv.rows.length });
  report.errors.sort((a, b) => a.row - b.row);
  return plan;
}

/** Writes changed vehicles a batch a statement: every column of each row, from one JSON parameter. */
async function updateVehicles(db: Database, rows: ChangedVehicle[]): Promise<void> {
  if (rows.length === 0) return;
  const { columns: all, json } = vehicleRecordset(rows);
  const columns = all.filter((c) => c !== 'id');
  const targets = sql.raw(columns.map((c) => `"${c}"`).join(', '));
  const sources = sql.raw(columns.map((c) => `x."${c}"`).join(', '));
  await db.execute(sql`update vehicles v set (${targets}) = row(${sources}) from json_populate_recordset(null::vehicles, ${json}::json) x where v.id = x.id`);
}

/** The dry run: every row checked, nothing written. The counts say what the import would do. */
export async function checkVehicleImport(ctx: RequestContext, file: ImportFile, options: VehicleImportOptions = {}): Promise<VehicleImportReport | StaffRefusal> {
  const refused = staffCheck(ctx.viewer, { vehicle: ['import'] });
  if (refused) return refused;
  return (await planImport(ctx, ctx.db, file, options, true)).report;
}

/**
 * The import: checked as the dry run checks, then written all or nothing in one transaction with one audit
 * entry ("vehicle.import") rather than one per row. A file with any error writes nothing and answers its
 * errors.
 */
export async function importVehicles(ctx: RequestContext, file: ImportFile, options: VehicleImportOptions = {}): Promise<VehicleImportReport | StaffRefusal> {
  const refused = staffCheck(ctx.viewer, { vehicle: ['import'] });
  if (refused) return refused;
  const viewer = ctx.viewer!;
  try {
    return await ctx.db.transaction(async (tx) => {
      const { report, creates, updates, changes } = await planImport(ctx, tx, file, options, false);
      if (report.errors.length) return report;
      const total = creates.length + updates.length;
      let done = 0;
      const progress = () => options.onProgress?.({ phase: 'writing', done, total });
      progress();
      for (let i = 0; i < creates.length; i += WRITE_BATCH) {
        const batch = creates.slice(i, i + WRITE_BATCH);
        await insertVehicles(tx, batch);
        done += batch.length;
        progress();
        await pause();
      }
      for (let i = 0; i < updates.length; i += WRITE_BATCH) {
        const batch = updates.slice(i, i + WRITE_BATCH);
        await updateVehicles(tx, batch);
        done += batch.length;
        progress();
        await pause();
      }
      if (total) await refreshSearchKeywordCounts(tx);
      const counts = { total: report.total, created: report.created, updated: report.updated, unchanged: report.unchanged };
      // One entry for the file: its name and counts, the stock numbers it created, and for each vehicle it
      // updated the columns before and after, keyed by stock number.
      await recordAudit(tx, viewer, {
        action: 'vehicle.import',
        entity: 'vehicles',
        entityId: file.name,
        before: Object.fromEntries([...changes].map(([stockNumber, change]) => [stockNumber, change.before])),
        after: {
          fileName: file.name,
          ...counts,
          createdStockNumbers: creates.map((c) => c.stockNumber),
          changes: Object.fromEntries([...changes].map(([stockNumber, change]) => [stockNumber, change.after])),
        },
      });
      return { ...report, written: true };
    });
  } catch (error) {
    // A stock number of the file taken by someone else between the check and the write.
    if (!isUniqueViolation(error)) throw error;
    return {
      fileName: file.name,
      dryRun: false,
      written: false,
      total: 0,
      created: 0,
      updated: 0,
      unchanged: 0,
      errors: [csvIssue(1, 'stockNumber', 'stock-csv-taken-meanwhile')],
    };
  }
}
