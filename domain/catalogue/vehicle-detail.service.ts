// vehicleByStockNumber: one vehicle as the detail page shows it. Deleted stock is not found.
import { and, eq, ne } from 'drizzle-orm';
import { vehicles } from '#db/schema/catalogue.ts';
import type { RequestContext } from '../context.ts';
import { InvalidInputError, NotFoundError } from '../errors.ts';
import { hasNul } from '../text-input.ts';
import { normalizeStockNumber } from './search-text.ts';
import { vehicleRecordsByIds, type VehicleRecord } from './vehicle-record.ts';

export async function vehicleByStockNumber(ctx: RequestContext, stockNumber: string): Promise<VehicleRecord | NotFoundError | InvalidInputError> {
  const wanted = stockNumber.trim();
  if (!wanted) return new InvalidInputError([{ fieldname: 'stockNumber', message: 'Stock number is a required field' }]);
  if (wanted.length > 40) return new NotFoundError(`No vehicle has the stock number ${wanted.slice(0, 40)}…`);
  if (hasNul(wanted)) return new NotFoundError('No vehicle has this stock number.');
  const [row] = await ctx.db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.stockNumber, normalizeStockNumber(wanted)), ne(vehicles.status, 'LocalStockDeleted')));
  const [vehicle] = row ? await vehicleRecordsByIds(ctx, [row.id]) : [];
  return vehicle ?? new NotFoundError(`No vehicle has the stock number ${wanted}.`);
}
