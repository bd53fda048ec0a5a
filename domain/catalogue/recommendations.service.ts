// recommendVehicles: available vehicles like a given one (same model, body type, price band, year), or
// the freshest stock when there is none, keeping to the buyer country's steering and age rules.
import { sql } from 'drizzle-orm';
import { findCountry, loadDestinations } from '#domain/trade/destinations.ts';
import { exportBanned, oldestAllowedYear, typicalArrival, type CountryTerms } from '#domain/trade/trade-term.ts';
import { queryRows } from '#db/client.ts';
import type { RequestContext } from '../context.ts';
import { InvalidCountry, InvalidInputError, NotFoundError } from '../errors.ts';
import { normalizeStockNumber } from './search-text.ts';
import { stockSnapshot, type StockSnapshot } from './stock-index.ts';
import { BODY_TYPES, FUEL_TYPES, type BodyType } from './vocabulary.ts';
import { vehicleRecordsByIds, type VehicleRecord } from './vehicle-record.ts';

export const MAX_RECOMMENDATIONS = 20;

export async function recommendVehicles(
  ctx: RequestContext,
  args: { countryName?: string | null; stockNumber?: string | null; limit?: number | null },
): Promise<VehicleRecord[] | InvalidInputError | InvalidCountry | NotFoundError> {
  const limit = args.limit ?? 5;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_RECOMMENDATIONS) {
    return new InvalidInputError([{ fieldname: 'limit', message: `Limit must be between 1 and ${MAX_RECOMMENDATIONS}.` }]);
  }
  let rules: CountryTerms | null = null;
  if (args.countryName) {
    rules = findCountry(await loadDestinations(ctx), args.countryName) ?? null;
    if (!rules) return new InvalidCountry(`We do not know the country ${args.countryName}.`);
  }
  const s = await stockSnapshot(ctx.db);
  let base = -1;
  if (args.stockNumber) {
    base = s.positionOf.get(normalizeStockNumber(args.stockNumber)) ?? -1;
    if (base < 0) {
      // Sold or deleted stock is not in the index: read what it was, to recommend what is like it.
      const [row] = await queryRows<{ model_id: number; maker_id: number; type: string; price_fob: number; year4: number }>(
        ctx.db,
        sql`select model_id, maker_id, type::text as type, price_fob, year4 from vehicles where stock_number = ${normalizeStockNumber(args.stockNumber)}`,
      );
      if (!row) return new NotFoundError(`No vehicle has the stock number ${args.stockNumber}.`);
      const type = BODY_TYPES.indexOf(row.type as BodyType);
      return pick(ctx, s, limit, rules, { modelId: row.model_id, makerId: row.maker_id, type, price: row.price_fob, year: row.year4, id: -1 });
    }
  }
  const like =
    base >= 0
      ? { modelId: s.modelId[base]!, makerId: s.makerId[base]!, type: s.type[base]!, price: s.price[base]!, year: s.year[base]!, id: s.id[base]! }
      : null;
  return pick(ctx, s, limit, rules, like);
}

/** What a recommendation should resemble; `type` is the body type's code, `id` the vehicle to leave out. */
type Like = { modelId: number; makerId: number; type: number; price: number; year: number; id: number };

async function pick(
  ctx: RequestContext,
  s: StockSnapshot,
  limit: number,
  rules: CountryTerms | null,
  like: Like | null,
): Promise<VehicleRecord[]> {
  const minYear = rules ? oldestAllowedYear(rules, typicalArrival(ctx.now)) : 0;
  // Keep only the best `limit` candidates: better score, then newer arrival, then higher id.
  const best: { p: number; score: number }[] = [];
  const better = (a: { p: number; score: number }, b: { p: number; score: number }) =>
    a.score - b.score || s.arrived[a.p]! - s.arrived[b.p]! || s.id[a.p]! - s.id[b.p]!;
  for (let p = 0; p < s.size; p++) {
    if (s.available[p] !== 1 || s.id[p] === like?.id) continue;
    if (rules && rules.rightHandDriveAllowed === false && s.leftHandle[p] === 0) continue;
    if (rules && !rules.leftHandDriveAllowed && s.leftHandle[p] === 1) continue;
    if (s.year[p]! < minYear) continue;
    if (rules && exportBanned(rules, { engineSize: s.engine[p]!, fuelType: FUEL_TYPES[s.fuel[p]!]!, type: BODY_TYPES[s.type[p]!]!, price: s.price[p]! })) continue;
    let score = 0;
    if (like) {
      if (s.modelId[p] === like.modelId) score += 8;
      else if (s.makerId[p] === like.makerId) score += 1;
      if (s.type[p] === like.type) score += 4;
      if (Math.abs(s.price[p]! - like.price) <= like.price * 0.3) score += 3;
      if (Math.abs(s.year[p]! - like.year) <= 2) score += 2;
      if (score < 4) continue;
    }
    const candidate = { p, score };
    if (best.length < limit) best.push(candidate);
    else if (better(candidate, best[best.length - 1]!) > 0) best[best.length - 1] = candidate;
    else continue;
    best.sort((a, b) => better(b, a));
  }
  return vehicleRecordsByIds(
    ctx,
    best.map(({ p }) => s.id[p]!),
    { stockVersion: s.version },
  );
}
