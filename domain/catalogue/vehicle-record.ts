// The vehicle as the domain hands it out: the stored row with its maker, model and colour, plus what is
// derived from it (new-arrival flag, picture addresses), read the same way for search and detail.
import { sql } from 'drizzle-orm';
import { toCamelCase } from 'drizzle-orm/casing';
import { queryRows } from '#db/client.ts';
import type { vehicles } from '#db/schema/catalogue.ts';
import type { Language, RequestContext } from '../context.ts';
import { mediaUrl, vehicleImageUrl } from '../media.ts';

/** A vehicle counts as a new arrival for this many days after it entered the stock list. */
export const NEW_ARRIVAL_DAYS = 14;

type VehicleRow = typeof vehicles.$inferSelect & {
  maker: { id: number; uuid: string; name: string };
  model: { id: number; uuid: string; name: string };
  color: { id: number; name: string; slug: string; hex: string } | null;
  loadingPort: { uuid: string; name: string } | null;
  /** The banner staff gave the vehicle, shown or not: buyers see it through {@link shownCampaignBanner}. */
  campaignBanner: CampaignBanner | null;
};

export interface CampaignBanner {
  id: number;
  alt: string;
  url: string;
  pcImageUrl: string;
  spImageUrl: string;
  status: 'Published' | 'Draft';
  startsAt: string | null;
  endsAt: string | null;
}

/**
 * The vehicle's campaign banner as buyers see it (spec 000 §3 Vehicle.campaignBanner): only a published
 * banner, between its start and end dates, as the top page shows banners (banners.service.ts); the
 * back office keeps the vehicle's choice whatever the banner's state.
 */
export function shownCampaignBanner(ctx: Pick<RequestContext, 'now'>, vehicle: { campaignBanner: CampaignBanner | null }): CampaignBanner | null {
  const banner = vehicle.campaignBanner;
  if (!banner || banner.status !== 'Published') return null;
  const now = ctx.now.getTime();
  if (banner.startsAt && new Date(banner.startsAt).getTime() > now) return null;
  if (banner.endsAt && new Date(banner.endsAt).getTime() <= now) return null;
  return banner;
}

export interface VehicleRecord extends VehicleRow {
  isNewArrival: boolean;
  /** The dealer price, only for viewers in the Distributors group; null for everyone else. */
  distributorPrice: number | null;
  isFavorite: boolean;
  thumbnailUrl: string | null;
  imageUrls: string[];
  /** The language of the request that read it: the one its remarks and good points are shown in (vehicle-texts.ts). */
  textLanguage: Language;
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function monthName(month: number | null): string | null {
  return month && month >= 1 && month <= 12 ? MONTH_NAMES[month - 1]! : null;
}

const isNewArrival = (ctx: RequestContext, row: VehicleRow) => ctx.now.getTime() - row.arrivedAt.getTime() < NEW_ARRIVAL_DAYS * 86400000;

export function toVehicleRecord(ctx: RequestContext, row: VehicleRow): VehicleRecord {
  return {
    ...row,
    isNewArrival: isNewArrival(ctx, row),
    distributorPrice: ctx.viewer?.groups.includes('Distributors') ? row.distributorPrice : null,
    campaignBanner: row.campaignBanner && {
      ...row.campaignBanner,
      pcImageUrl: mediaUrl(ctx.site, row.campaignBanner.pcImageUrl),
      spImageUrl: mediaUrl(ctx.site, row.campaignBanner.spImageUrl),
    },
    isFavorite: false,
    thumbnailUrl: row.imagePaths[0] ? vehicleImageUrl(ctx.site, row.imagePaths[0], 640) : null,
    imageUrls: row.imagePaths.map((p) => vehicleImageUrl(ctx.site, p, 1280)),
    textLanguage: ctx.language,
  };
}

const TIMESTAMP_FIELDS = new Set(['arrivedAt', 'createdAt', 'updatedAt']);
const camelNames = new Map<string, string>();
const camel = (key: string) => {
  let name = camelNames.get(key);
  if (name === undefined) {
    name = toCamelCase(key);
    camelNames.set(key, name);
  }
  return name;
};

/**
 * Vehicles by id, in the order given, read as one JSON text: PGlite converts a row field by field, and
 * for a page of 24 wide rows one JSON value is several times faster (2 ms against 11 ms at 200,000
 * vehicles).
 */
/**
 * Rows read for lists, kept per database while the stock version they were read at is current, and a
 * minute at most (remarks and view counts change without a new version). A page of 24 costs about 7 ms
 * on PGlite; the first pages of popular searches, the home carousels and recommendations repeat all day.
 */
const ROW_CACHE_LIMIT = 5000;
const ROW_CACHE_MS = 60_000;
const rowCaches = new WeakMap<object, Map<number, { row: VehicleRow; version: number; at: number }>>();

/**
 * The records made from a kept row, by what they depend on besides it (language, media address, dealer
 * prices shown, new arrival or not). A row has about 100 fields: copying it for the 24 cards of a page was
 * half a millisecond of every stock list render. The records are shared between requests, so frozen.
 */
const recordsOfRow = new WeakMap<VehicleRow, Map<string, VehicleRecord>>();

function keptRecord(ctx: RequestContext, row: VehicleRow): VehicleRecord {
  const key = `${ctx.language} ${ctx.site.mediaBaseUrl} ${ctx.viewer?.groups.includes('Distributors') ? 1 : 0} ${isNewArrival(ctx, row) ? 1 : 0}`;
  let records = recordsOfRow.get(row);
  if (!records) recordsOfRow.set(row, (records = new Map()));
  let record = records.get(key);
  if (!record) records.set(key, (record = Object.freeze(toVehicleRecord(ctx, row))));
  return record;
}

/**
 * Vehicles by id, in the order given. With `stockVersion` (the version of the index the ids came from),
 * rows read at that version in the last minute are served from memory.
 */
export async function vehicleRecordsByIds(ctx: RequestContext, ids: number[], options: { stockVersion?: number } = {}): Promise<VehicleRecord[]> {
  if (ids.length === 0) return [];
  const { stockVersion } = options;
  if (stockVersion === undefined) return readRecords(ctx, ids);
  let cache = rowCaches.get(ctx.db);
  if (!cache) rowCaches.set(ctx.db, (cache = new Map()));
  const now = Date.now();
  const found = new Map<number, VehicleRow>();
  for (const id of ids) {
    const hit = cache.get(id);
    if (hit && hit.version === stockVersion && now - hit.at < ROW_CACHE_MS) found.set(id, hit.row);
  }
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) {
    for (const row of await readRows(ctx, missing)) {
      found.set(row.id, row);
      cache.delete(row.id);
      cache.set(row.id, { row, version: stockVersion, at: now });
    }
    // Oldest first in insertion order: drop from the front past the limit.
    for (const id of cache.keys()) {
      if (cache.size <= ROW_CACHE_LIMIT) break;
      cache.delete(id);
    }
  }
  return ids.flatMap((id) => {
    const row = found.get(id);
    return row ? [keptRecord(ctx, row)] : [];
  });
}

async function readRecords(ctx: RequestContext, ids: number[]): Promise<VehicleRecord[]> {
  const byId = new Map((await readRows(ctx, ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toVehicleRecord(ctx, row)] : [];
  });
}

async function readRows(ctx: RequestContext, ids: number[]): Promise<VehicleRow[]> {
  const [result] = await queryRows<{ rows: string | null }>(
    ctx.db,
    sql`select json_agg(x)::text as rows from (
          select v.*,
            json_build_object('id', mk.id, 'uuid', mk.uuid, 'name', mk.name) as maker,
            json_build_object('id', md.id, 'uuid', md.uuid, 'name', md.name) as model,
            case when c.id is null then null else json_build_object('id', c.id, 'name', c.name, 'slug', c.slug, 'hex', c.hex) end as color,
            case when p.id is null then null else json_build_object('uuid', p.uuid, 'name', p.name) end as loading_port,
            case when b.id is null then null else json_build_object('id', b.id, 'alt', b.alt, 'url', b.url, 'pcImageUrl', b.pc_image_url, 'spImageUrl', b.sp_image_url, 'status', b.status, 'startsAt', b.starts_at, 'endsAt', b.ends_at) end as campaign_banner
          from vehicles v
          join makers mk on mk.id = v.maker_id
          join models md on md.id = v.model_id
          left join colors c on c.id = v.color_id
          left join ports p on p.id = v.loading_port_id
          left join banners b on b.id = v.campaign_banner_id
          where v.id = any(${`{${ids.join(',')}}`}::int[])
        ) x`,
  );
  return (JSON.parse(result?.rows ?? '[]') as Record<string, unknown>[]).map((raw) => {
    const row: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(raw)) {
      const name = camel(key);
      row[name] = TIMESTAMP_FIELDS.has(name) && typeof value === 'string' ? new Date(value) : value;
    }
    return row as unknown as VehicleRow;
  });
}
