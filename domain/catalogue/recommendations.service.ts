// recommendVehicles: available vehicles like a given one (same model, body type, price band, year), or
// the freshest stock when there is none, keeping to the buyer country's import rules (importable-stock.ts). Without a
// vehicle, a signed-in buyer's recommendations resemble what they viewed and kept.
import { sql } from 'drizzle-orm';
import { queryRows } from '#db/client.ts';
import type { RequestContext } from '../context.ts';
import { InvalidCountry, InvalidInputError, NotFoundError } from '../errors.ts';
import { isLookupKey } from '../text-input.ts';
import { normalizeStockNumber } from './search-text.ts';
import { importableStock, type ImportableStock } from './importable-stock.ts';
import { stockSnapshot, type StockSnapshot } from './stock-index.ts';
import { BODY_TYPES, type BodyType } from './vocabulary.ts';
import { vehicleRecordsByIds, type VehicleRecord } from './vehicle-record.ts';
import { favoriteVehicleIds } from '../favorites/favorites.service.ts';

export const MAX_RECOMMENDATIONS = 20;

export async function recommendVehicles(
  ctx: RequestContext,
  /** `personal: false`: the country's freshest stock even for a signed-in buyer (a page they share, ADR 037). */
  args: { countryName?: string | null; stockNumber?: string | null; limit?: number | null; personal?: boolean },
  /** The viewer's favourite ids when the caller reads them anyway (My Page): one read fewer. */
  known: { favoriteIds?: Promise<number[]> } = {},
): Promise<VehicleRecord[] | InvalidInputError | InvalidCountry | NotFoundError> {
  const limit = args.limit ?? 5;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_RECOMMENDATIONS) {
    return new InvalidInputError([{ fieldname: 'limit', message: `Limit must be between 1 and ${MAX_RECOMMENDATIONS}.` }]);
  }
  const s = await stockSnapshot(ctx.db);
  // The vehicles the country allows, by the rules its quotes check (steering, age on arrival, bans).
  let rules: ImportableStock | null = null;
  if (args.countryName) {
    rules = await importableStock(ctx, s, args.countryName);
    if (!rules) return new InvalidCountry(`We do not know the country ${args.countryName}.`);
  }
  if (args.stockNumber) {
    const base = s.positionOf.get(normalizeStockNumber(args.stockNumber)) ?? -1;
    if (base < 0) {
      // Sold or deleted stock is not in the index: read what it was, to recommend what is like it.
      const [row] = isLookupKey(args.stockNumber)
        ? await queryRows<{ model_id: number; maker_id: number; type: string; price_fob: number; year4: number }>(
            ctx.db,
            sql`select model_id, maker_id, type::text as type, price_fob, year4 from vehicles where stock_number = ${normalizeStockNumber(args.stockNumber)}`,
          )
        : [];
      if (!row) return new NotFoundError(`No vehicle has the stock number ${args.stockNumber}.`);
      const type = BODY_TYPES.indexOf(row.type as BodyType);
      return pick(ctx, s, limit, rules, [{ modelId: row.model_id, makerId: row.maker_id, type, price: row.price_fob, year: row.year4 }], new Set());
    }
    // The same vehicle, country and stock give everyone the same answer (a dealer reads their own prices
    // of it): the scan of the whole stock is made once per stock version.
    const kept = similarPicks(s);
    const key = `${base} ${rules?.key ?? ''} ${limit}`;
    const known = kept.get(key);
    if (known) return vehicleRecordsByIds(ctx, known, { stockVersion: s.version });
    const chosen = await pick(ctx, s, limit, rules, [likeAt(s, base)], new Set([s.id[base]!]));
    if (kept.size >= SIMILAR_PICK_LIMIT) kept.delete(kept.keys().next().value!);
    kept.set(key, chosen.map((v) => v.id));
    return chosen;
  }
  // Without a vehicle, a signed-in buyer gets cars like the ones they looked at and kept (My Page).
  if (ctx.viewer && args.personal !== false) {
    const [{ likes, viewed }, kept] = await Promise.all([personalLikes(ctx), known.favoriteIds ?? favoriteVehicleIds(ctx)]);
    if (likes.length) {
      // The same buyer, views, favourites, country and stock give the same answer: kept a minute.
      const key = JSON.stringify([ctx.viewer.userId, s.version, rules?.key ?? null, limit, viewed, kept]);
      const known = personalPicks.get(key);
      if (known && ctx.now.getTime() - known.at < PERSONAL_PICK_MS) return vehicleRecordsByIds(ctx, known.ids, { stockVersion: s.version });
      const seen = new Set([...kept, ...viewed]);
      const personal = await pick(ctx, s, limit, rules, likes, seen);
      // Too few like them within the country's rules: the freshest stock fills the rest.
      const chosen =
        personal.length >= limit ? personal : [...personal, ...(await pick(ctx, s, limit, rules, [], new Set([...seen, ...personal.map((v) => v.id)])))].slice(0, limit);
      personalPicks.delete(key);
      personalPicks.set(key, { at: ctx.now.getTime(), ids: chosen.map((v) => v.id) });
      for (const old of personalPicks.keys()) {
        if (personalPicks.size <= PERSONAL_PICK_LIMIT) break;
        personalPicks.delete(old);
      }
      return chosen;
    }
  }
  return pick(ctx, s, limit, rules, [], new Set());
}

/**
 * Personal recommendations already chosen, by everything they depend on: a buyer going back and forth
 * between vehicles and My Page is not scanned for again until they view or keep something new, the
 * stock moves, or a minute passes. Oldest dropped first past the limit.
 */
const personalPicks = new Map<string, { at: number; ids: number[] }>();
const PERSONAL_PICK_MS = 60_000;
const PERSONAL_PICK_LIMIT = 2000;

/** What is made from one stock version, kept with its snapshot until the version moves. */
function perStockVersion<T>(kept: WeakMap<StockSnapshot, { version: number; value: T }>, s: StockSnapshot, make: () => T): T {
  const known = kept.get(s);
  if (known?.version === s.version) return known.value;
  const value = make();
  kept.set(s, { version: s.version, value });
  return value;
}

/** Vehicles like a vehicle in stock, by its row, country rules and limit, for one stock version. */
const similar = new WeakMap<StockSnapshot, { version: number; value: Map<string, number[]> }>();
const SIMILAR_PICK_LIMIT = 5000;
const similarPicks = (s: StockSnapshot) => perStockVersion(similar, s, () => new Map<string, number[]>());

/** How many of the newest viewed and kept vehicles a personal recommendation is drawn from. */
const PERSONAL_BASIS = 12;

function likeAt(s: StockSnapshot, p: number): Like {
  return { modelId: s.modelId[p]!, makerId: s.makerId[p]!, type: s.type[p]!, price: s.price[p]!, year: s.year[p]! };
}

/**
 * What the buyer viewed last and kept last, one like per model (the newest first), in one read: a sold car
 * they looked at still says what they want.
 */
async function personalLikes(ctx: RequestContext): Promise<{ likes: Like[]; viewed: number[] }> {
  const rows = await queryRows<{ id: number; model_id: number; maker_id: number; type: string; price_fob: number; year4: number }>(
    ctx.db,
    sql`select v.id, v.model_id, v.maker_id, v.type::text as type, v.price_fob, v.year4
        from (
          (select vehicle_id, viewed_at as at from user_histories where user_id = ${ctx.viewer!.userId} order by viewed_at desc, id desc limit ${PERSONAL_BASIS})
          union all
          (select vehicle_id, created_at as at from favorites where user_id = ${ctx.viewer!.userId} order by id desc limit ${PERSONAL_BASIS})
        ) mine join vehicles v on v.id = mine.vehicle_id
        order by mine.at desc`,
  );
  const likes: Like[] = [];
  const models = new Set<number>();
  for (const row of rows) {
    if (models.has(row.model_id) || likes.length === PERSONAL_BASIS) continue;
    models.add(row.model_id);
    likes.push({ modelId: row.model_id, makerId: row.maker_id, type: BODY_TYPES.indexOf(row.type as BodyType), price: row.price_fob, year: row.year4 });
  }
  return { likes, viewed: rows.map((r) => r.id) };
}

/** What a recommendation should resemble; `type` is the body type's code. */
type Like = { modelId: number; makerId: number; type: number; price: number; year: number };

function likeness(s: StockSnapshot, p: number, like: Like): number {
  let score = 0;
  if (s.modelId[p] === like.modelId) score += 8;
  else if (s.makerId[p] === like.makerId) score += 1;
  if (s.type[p] === like.type) score += 4;
  if (Math.abs(s.price[p]! - like.price) <= like.price * 0.3) score += 3;
  if (Math.abs(s.year[p]! - like.year) <= 2) score += 2;
  return score;
}

/**
 * The likes by model, and by maker with body type, as indexes into lists of likes by id (ids are small
 * integers): a row is compared with its own kin only, not with every like.
 */
function kinOf(likes: Like[]) {
  const T = BODY_TYPES.length;
  const maxModel = Math.max(...likes.map((l) => l.modelId));
  const maxMaker = Math.max(...likes.map((l) => l.makerId));
  const byModel = new Int32Array(maxModel + 1).fill(-1);
  const byMakerType = new Int32Array((maxMaker + 1) * T).fill(-1);
  const groups: Like[][] = [];
  const groupOf = (index: Int32Array, at: number) => {
    if (index[at] === -1) index[at] = groups.push([]) - 1;
    return groups[index[at]!]!;
  };
  for (const like of likes) {
    groupOf(byModel, like.modelId).push(like);
    groupOf(byMakerType, like.makerId * T + like.type).push(like);
  }
  return { byModel, maxModel, byMakerType, maxMaker, groups };
}

/** Row positions grouped by maker, made once per stock version: `rows` from `start[m]` up to `start[m + 1]`. */
const byMaker = new WeakMap<StockSnapshot, { version: number; value: { start: Int32Array; rows: Int32Array } }>();
const rowsByMaker = (s: StockSnapshot) => perStockVersion(byMaker, s, () => groupByMaker(s));

function groupByMaker(s: StockSnapshot) {
  let maxMaker = 0;
  for (let p = 0; p < s.size; p++) if (s.makerId[p]! > maxMaker) maxMaker = s.makerId[p]!;
  const start = new Int32Array(maxMaker + 2);
  for (let p = 0; p < s.size; p++) start[s.makerId[p]! + 1]!++;
  for (let m = 1; m < start.length; m++) start[m]! += start[m - 1]!;
  const next = start.slice(0, maxMaker + 1);
  const rows = new Int32Array(s.size);
  for (let p = 0; p < s.size; p++) rows[next[s.makerId[p]!]!++] = p;
  return { start, rows };
}

/** The rows of the makers liked: every row a model or a maker-and-body-type match can come from. */
function rowsOfMakers(s: StockSnapshot, makerIds: Set<number>): Int32Array {
  const { start, rows } = rowsByMaker(s);
  const ranges = [...makerIds].filter((m) => m + 1 < start.length).map((m) => rows.subarray(start[m]!, start[m + 1]!));
  const out = new Int32Array(ranges.reduce((n, r) => n + r.length, 0));
  let at = 0;
  for (const range of ranges) {
    out.set(range, at);
    at += range.length;
  }
  return out;
}

async function pick(
  ctx: RequestContext,
  s: StockSnapshot,
  limit: number,
  rules: ImportableStock | null,
  likes: Like[],
  exclude: Set<number>,
): Promise<VehicleRecord[]> {
  const allowed = rules?.allowed ?? null;
  // Several likes (My Page): a recommendation is of a model the buyer looked at, or of a maker and body
  // type they did (another Toyota SUV), and is scored against those only; a car merely priced and dated
  // like one is no match, and most rows are passed over on that alone.
  const kin = likes.length > 1 ? kinOf(likes) : null;
  const T = BODY_TYPES.length;
  // The best `limit` rows so far, best first: higher score, then newer arrival, then higher id.
  const best: { p: number; score: number }[] = [];
  const beats = (p: number, score: number, kept: { p: number; score: number }) =>
    (score - kept.score || s.arrived[p]! - s.arrived[kept.p]! || s.id[p]! - s.id[kept.p]!) > 0;
  // A model or a maker-and-body-type match is of a maker liked: only those makers' rows are looked at.
  const candidates = kin ? rowsOfMakers(s, new Set(likes.map((l) => l.makerId))) : null;
  const n = candidates ? candidates.length : s.size;
  for (let i = 0; i < n; i++) {
    const p = candidates ? candidates[i]! : i;
    if (s.available[p] !== 1 || (allowed && allowed[p] === 0)) continue;
    let score = 0;
    if (kin) {
      const model = s.modelId[p]!;
      const maker = s.makerId[p]!;
      const byModel = model <= kin.maxModel ? kin.byModel[model]! : -1;
      const byMakerType = maker <= kin.maxMaker ? kin.byMakerType[maker * T + s.type[p]!]! : -1;
      if (byModel === -1 && byMakerType === -1) continue;
      if (byModel !== -1) for (const like of kin.groups[byModel]!) score = Math.max(score, likeness(s, p, like));
      if (byMakerType !== -1) for (const like of kin.groups[byMakerType]!) score = Math.max(score, likeness(s, p, like));
    } else if (likes.length) {
      score = likeness(s, p, likes[0]!);
    }
    // Without likes every row scores 0: the freshest stock.
    if (likes.length && score < 4) continue;
    // The cheap test before the costly ones: most rows could not displace the worst kept.
    if (best.length === limit && !beats(p, score, best[limit - 1]!)) continue;
    if (exclude.has(s.id[p]!)) continue;
    if (best.length === limit) best.pop();
    let at = best.length;
    while (at > 0 && beats(p, score, best[at - 1]!)) at--;
    best.splice(at, 0, { p, score });
  }
  return vehicleRecordsByIds(
    ctx,
    best.map(({ p }) => s.id[p]!),
    { stockVersion: s.version },
  );
}
