// The back office's stock writes (issue 14): create a vehicle, edit it, move it along its statuses, change
// its price. Each checks the staff member's permission first, then writes the change and its audit entry
// in one transaction (ADR 017); bad input answers InvalidInputError and changes nothing (ADR 003).
import { eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Database } from '#db/client.ts';
import { vehicles } from '#db/schema/catalogue.ts';
import { VEHICLE_STATUSES } from '#db/schema/enum-values.ts';
import { normalizeStockNumber } from '../catalogue/search-text.ts';
import { vehicleRecordsByIds, type VehicleRecord } from '../catalogue/vehicle-record.ts';
import type { RequestContext } from '../context.ts';
import { InvalidInputError, NotFoundError, type AuthenticationError, type InputIssue, type NotAuthenticatedError } from '../errors.ts';
import { recordAudit, staffCheck } from '../staff/audit.ts';
import { isUuid } from '../uuid.ts';
import { mergeVehicleInput, vehicleInputOf } from './vehicle-edit.ts';
import { stockIssue, vehicleFieldIssue, vehicleInputSchema, type VehicleInput } from './vehicle-input.ts';
import {
  changedColumns,
  changesSomething,
  checkVehicle,
  inFieldOrder,
  isUniqueViolation,
  keywordTermsOf,
  loadStockCatalogue,
  priceChange,
  recountKeywords,
  statusIssue,
  type VehicleColumns,
} from './vehicle-row.ts';

export type StaffRefusal = NotAuthenticatedError | AuthenticationError;
export type VehicleWriteResult = VehicleRecord | InvalidInputError | NotFoundError | StaffRefusal;

export const notFound = () => new NotFoundError('No such vehicle.');

/**
 * Vehicles as the back office sees them: the stored record with its dealer price, which the storefront's
 * record shows to Distributors only.
 */
export async function adminVehicleRecords(ctx: RequestContext, ids: number[]): Promise<VehicleRecord[]> {
  if (ids.length === 0) return [];
  // One after the other: inside a transaction both share one connection.
  const records = await vehicleRecordsByIds(ctx, ids);
  const prices = await ctx.db
    .select({ id: vehicles.id, distributorPrice: vehicles.distributorPrice })
    .from(vehicles)
    .where(sql`${vehicles.id} = any(${`{${ids.join(',')}}`}::int[])`);
  const dealerPrice = new Map(prices.map((p) => [p.id, p.distributorPrice]));
  return records.map((record) => ({ ...record, distributorPrice: dealerPrice.get(record.id) ?? null }));
}

/** One vehicle for the back office by uuid, deleted stock included. */
export async function adminVehicle(ctx: RequestContext, uuid: string): Promise<VehicleRecord | NotFoundError | StaffRefusal> {
  const refused = staffCheck(ctx.viewer, { vehicle: ['list'] });
  if (refused) return refused;
  if (!isUuid(uuid)) return notFound();
  const [row] = await ctx.db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.uuid, uuid));
  const [record] = row ? await adminVehicleRecords(ctx, [row.id]) : [];
  return record ?? notFound();
}

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The vehicle locked for this transaction's write, as it is now; null when there is none. */
export async function lockVehicle(ctx: RequestContext, tx: Tx, uuid: string): Promise<VehicleRecord | null> {
  const [row] = await tx.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.uuid, uuid)).for('update');
  if (!row) return null;
  const [record] = await adminVehicleRecords({ ...ctx, db: tx }, [row.id]);
  return record ?? null;
}

const stockNumberTaken = (stockNumber: string): InvalidInputError => new InvalidInputError([stockIssue('stockNumber', 'stock-number-taken', { stockNumber })]);

async function stockNumberInUse(db: Database, stockNumber: string, exceptId?: number): Promise<boolean> {
  const [row] = await db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.stockNumber, stockNumber));
  return row !== undefined && row.id !== exceptId;
}

/**
 * The checked columns of an input, or every issue with it, the stock number's included. `current` is the
 * vehicle an edit changes; without it the input is a new vehicle.
 */
async function checkedColumns(ctx: RequestContext, db: Database, input: VehicleInput, current?: VehicleRecord): Promise<{ columns: VehicleColumns } | { issues: InputIssue[] }> {
  const checked = checkVehicle(input, await loadStockCatalogue(db), ctx.now, current?.status ?? null);
  const issues = 'issues' in checked ? checked.issues : [];
  const stockNumber = vehicleInputSchema(ctx.now).shape.stockNumber.safeParse(input.stockNumber);
  if (stockNumber.success && (await stockNumberInUse(db, stockNumber.data, current?.id))) issues.push(stockIssue('stockNumber', 'stock-number-taken', { stockNumber: stockNumber.data }));
  return issues.length ? { issues: inFieldOrder(issues) } : checked;
}

/** A new vehicle, with no photos yet (vehicle-photos.service.ts adds them). */
export async function createVehicle(ctx: RequestContext, input: VehicleInput): Promise<VehicleWriteResult> {
  const refused = staffCheck(ctx.viewer, { vehicle: ['create'] });
  if (refused) return refused;
  const viewer = ctx.viewer!;
  const checked = await checkedColumns(ctx, ctx.db, input ?? {});
  if ('issues' in checked) return new InvalidInputError(checked.issues);
  const { columns } = checked;
  const uuid = randomUUID();
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(vehicles)
        .values({ ...columns, uuid, createdAt: ctx.now, updatedAt: ctx.now })
        .returning({ id: vehicles.id });
      await recountKeywords(tx, [], await keywordTermsOf(tx, row!.id));
      await recordAudit(tx, viewer, { action: 'vehicle.create', entity: 'vehicles', entityId: uuid, after: columns });
      return row!.id;
    });
    const [record] = await adminVehicleRecords(ctx, [id]);
    return record!;
  } catch (error) {
    if (isUniqueViolation(error)) return stockNumberTaken(columns.stockNumber);
    throw error;
  }
}

/**
 * An edit of some fields: those left out keep their values. A new FOB price is a price change (the
 * original price kept on a cut), a new status must be one the vehicle may move to. Nothing changed,
 * nothing is written or logged.
 */
export async function updateVehicle(ctx: RequestContext, uuid: string, patch: VehicleInput): Promise<VehicleWriteResult> {
  const changesStatus = patch?.status !== undefined && patch.status !== null && patch.status !== '';
  const refused = staffCheck(ctx.viewer, { vehicle: changesStatus ? ['update', 'status'] : ['update'] });
  if (refused) return refused;
  const viewer = ctx.viewer!;
  if (!isUuid(uuid)) return notFound();
  try {
    const result = await ctx.db.transaction(async (tx) => {
      const current = await lockVehicle(ctx, tx, uuid);
      if (!current) return notFound();
      const checked = await checkedColumns(ctx, tx, mergeVehicleInput(vehicleInputOf(current), patch ?? {}), current);
      if ('issues' in checked) return new InvalidInputError(checked.issues);
      const next: Partial<VehicleColumns> & { originalPrice?: number | null } = { ...checked.columns };
      if (checked.columns.priceFob !== current.priceFob) Object.assign(next, priceChange(current, checked.columns.priceFob));
      const { before, after } = changedColumns(current as unknown as Partial<VehicleColumns> & { originalPrice?: number | null }, next);
      if (!changesSomething(after)) return current.id;
      const terms = await keywordTermsOf(tx, current.id);
      await tx
        .update(vehicles)
        .set({ ...after, updatedAt: ctx.now })
        .where(eq(vehicles.id, current.id));
      await recountKeywords(tx, terms, await keywordTermsOf(tx, current.id));
      await recordAudit(tx, viewer, { action: 'vehicle.update', entity: 'vehicles', entityId: uuid, before, after });
      return current.id;
    });
    if (typeof result !== 'number') return result;
    const [record] = await adminVehicleRecords(ctx, [result]);
    return record!;
  } catch (error) {
    if (isUniqueViolation(error)) return stockNumberTaken(normalizeStockNumber(String(patch.stockNumber ?? '')));
    throw error;
  }
}

/** Moves a vehicle to another status along VEHICLE_STATUS_TRANSITIONS; the status it has already is no change. */
export async function changeVehicleStatus(ctx: RequestContext, uuid: string, status: string): Promise<VehicleWriteResult> {
  const refused = staffCheck(ctx.viewer, { vehicle: ['status'] });
  if (refused) return refused;
  const viewer = ctx.viewer!;
  const issue = vehicleFieldIssue('status', status, ctx.now);
  if (issue || !status) return new InvalidInputError([issue ?? stockIssue('status', 'input-required')]);
  const to = VEHICLE_STATUSES.find((s) => s.toLowerCase() === status.trim().toLowerCase())!;
  if (!isUuid(uuid)) return notFound();
  const result = await ctx.db.transaction(async (tx) => {
    const current = await lockVehicle(ctx, tx, uuid);
    if (!current) return notFound();
    const from = current.status;
    if (from === to) return current;
    const refusal = statusIssue(to, from);
    if (refusal) return new InvalidInputError([refusal]);
    const terms = await keywordTermsOf(tx, current.id);
    await tx.update(vehicles).set({ status: to, updatedAt: ctx.now }).where(eq(vehicles.id, current.id));
    await recountKeywords(tx, terms, await keywordTermsOf(tx, current.id));
    await recordAudit(tx, viewer, { action: 'vehicle.status', entity: 'vehicles', entityId: uuid, before: { status: from }, after: { status: to } });
    return current.id;
  });
  if (typeof result !== 'number') return result;
  const [record] = await adminVehicleRecords(ctx, [result]);
  return record!;
}

export interface PriceChangeInput {
  priceFob: number | string;
  /** The Distributors' price; left out, it stays (and must still be no more than the FOB price); empty, it is removed. */
  distributorPrice?: number | string | null;
}

/**
 * A new FOB price: a cut keeps the earlier price as the original, so the storefront shows the car as
 * discounted; a raise to the original price or above ends the discount.
 */
export async function changeVehiclePrice(ctx: RequestContext, uuid: string, input: PriceChangeInput): Promise<VehicleWriteResult> {
  const refused = staffCheck(ctx.viewer, { vehicle: ['update'] });
  if (refused) return refused;
  const viewer = ctx.viewer!;
  const shape = vehicleInputSchema(ctx.now).shape;
  const price = shape.priceFob.safeParse(input?.priceFob);
  const dealer = input?.distributorPrice === undefined ? null : shape.distributorPrice.safeParse(input.distributorPrice);
  const issues = [vehicleFieldIssue('priceFob', input?.priceFob, ctx.now), input?.distributorPrice === undefined ? null : vehicleFieldIssue('distributorPrice', input.distributorPrice, ctx.now)];
  if (!price.success || (dealer && !dealer.success)) return new InvalidInputError(issues.filter((i): i is InputIssue => i !== null));
  if (!isUuid(uuid)) return notFound();
  const result = await ctx.db.transaction(async (tx) => {
    const current = await lockVehicle(ctx, tx, uuid);
    if (!current) return notFound();
    const distributorPrice = dealer?.success ? dealer.data : current.distributorPrice;
    if (distributorPrice !== null && distributorPrice > price.data) return new InvalidInputError([stockIssue('distributorPrice', 'stock-distributor-price-above-fob')]);
    const { before, after } = changedColumns(current, { ...priceChange(current, price.data), distributorPrice });
    if (Object.keys(after).length === 0) return current.id;
    await tx
      .update(vehicles)
      .set({ ...after, updatedAt: ctx.now })
      .where(eq(vehicles.id, current.id));
    await recordAudit(tx, viewer, { action: 'vehicle.price', entity: 'vehicles', entityId: uuid, before, after });
    return current.id;
  });
  if (typeof result !== 'number') return result;
  const [record] = await adminVehicleRecords(ctx, [result]);
  return record!;
}
