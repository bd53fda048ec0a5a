// From checked input to the stored row: the maker, model, colour, port and banner found in the catalogue,
// the defaults a model gives (body type, size), and every column derived from the others (search text,
// sort key, 4WD, steering side), so that a vehicle written by the back office reads exactly like one
// written by the seed. Shared by the single-vehicle services and the CSV import.
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '#db/client.ts';
import { colors, makers, models, searchKeywords, type vehicles } from '#db/schema/catalogue.ts';
import { banners } from '#db/schema/banners.ts';
import { ports } from '#db/schema/geography.ts';
import type { BodyType, VehicleStatus } from '#db/schema/enum-values.ts';
import { makerModelKey, vehicleSearchText } from '../catalogue/search-text.ts';
import type { InputIssue } from '../errors.ts';
import { VEHICLE_FIELD_NAMES, type VehicleField } from './vehicle-fields.ts';
import { defaultCcRating, defaultModelGrade, volumeOf } from './vehicle-edit.ts';
import { parseVehicleInput, stockIssue, vehicleInputSchema, type VehicleInput, type VehicleValues } from './vehicle-input.ts';
import { canChangeVehicleStatus, INITIAL_VEHICLE_STATUSES, statusChangeRefusal } from './vehicle-status.ts';

interface ModelEntry {
  id: number;
  uuid: string;
  name: string;
  makerId: number;
  bodyType: BodyType;
  lengthMm: number | null;
  widthMm: number | null;
  heightMm: number | null;
}

/** The small tables a vehicle refers to, each by the names people use for its rows (lower case) and by uuid. */
export interface StockCatalogue {
  makers: Map<string, { id: number; name: string }>;
  /** Per maker id: its models by name and uuid. */
  models: Map<number, Map<string, ModelEntry>>;
  colors: Map<string, { id: number; name: string }>;
  loadingPorts: Map<string, { id: number; uuid: string }>;
  campaignBanners: Map<string, { id: number }>;
  /** Model name (lower case) -> its other spellings, from the search-keyword table. */
  aliases: Map<string, string[]>;
}

/** Read one table after another: inside a transaction they share one connection. */
export async function loadStockCatalogue(db: Database): Promise<StockCatalogue> {
  const makerRows = await db.select({ id: makers.id, uuid: makers.uuid, name: makers.name }).from(makers);
  const modelRows = await db
    .select({
      id: models.id,
      uuid: models.uuid,
      name: models.name,
      makerId: models.makerId,
      bodyType: models.bodyType,
      lengthMm: models.lengthMm,
      widthMm: models.widthMm,
      heightMm: models.heightMm,
    })
    .from(models);
  const colorRows = await db.select({ id: colors.id, uuid: colors.uuid, name: colors.name, slug: colors.slug }).from(colors);
  const portRows = await db.select({ id: ports.id, uuid: ports.uuid, code: ports.code, name: ports.name }).from(ports).where(eq(ports.isLoadingPort, true));
  const bannerRows = await db.select({ id: banners.id, uuid: banners.uuid }).from(banners).where(eq(banners.bannerType, 'top-banner-campaign'));
  const aliasRows = await db
    .select({ original: searchKeywords.originalText, target: searchKeywords.targetText })
    .from(searchKeywords)
    .where(eq(searchKeywords.kind, 'synonym'))
    .orderBy(searchKeywords.id);
  const catalogue: StockCatalogue = { makers: new Map(), models: new Map(), colors: new Map(), loadingPorts: new Map(), campaignBanners: new Map(), aliases: new Map() };
  for (const m of makerRows) for (const key of [m.name.toLowerCase(), m.uuid]) catalogue.makers.set(key, m);
  for (const m of modelRows) {
    let byName = catalogue.models.get(m.makerId);
    if (!byName) catalogue.models.set(m.makerId, (byName = new Map()));
    for (const key of [m.name.toLowerCase(), m.uuid]) byName.set(key, m);
  }
  for (const c of colorRows) for (const key of [c.name.toLowerCase(), c.slug, c.uuid]) catalogue.colors.set(key, c);
  for (const p of portRows) for (const key of [p.code.toLowerCase(), p.name.toLowerCase(), p.uuid]) catalogue.loadingPorts.set(key, p);
  for (const b of bannerRows) for (const key of [String(b.id), b.uuid]) catalogue.campaignBanners.set(key, b);
  for (const a of aliasRows) {
    const key = a.target.toLowerCase();
    catalogue.aliases.set(key, [...(catalogue.aliases.get(key) ?? []), a.original]);
  }
  return catalogue;
}

/** Names in any case; uuids as PostgreSQL writes them, in lower case. */
const lookupKey = (text: string) => text.trim().toLowerCase();

export interface References {
  maker: { id: number; name: string } | null;
  model: ModelEntry | null;
  colorId: number | null;
  loadingPortId: number | null;
  campaignBannerId: number | null;
}

/**
 * The catalogue rows a vehicle names, and an issue for each name that is none of them. Any of the names
 * may be missing (a field that failed its own check): the others are still looked up, so that every
 * issue shows at once.
 */
export function resolveReferences(
  catalogue: StockCatalogue,
  names: { maker?: string | null; model?: string | null; color?: string | null; loadingPort?: string | null; campaignBanner?: string | null },
): { references: References; issues: InputIssue[] } {
  const issues: InputIssue[] = [];
  const maker = names.maker ? (catalogue.makers.get(lookupKey(names.maker)) ?? null) : null;
  if (names.maker && !maker) issues.push(stockIssue('maker', 'stock-maker-unknown'));
  const model = maker && names.model ? (catalogue.models.get(maker.id)?.get(lookupKey(names.model)) ?? null) : null;
  if (maker && names.model && !model) issues.push(stockIssue('model', 'stock-model-unknown'));
  const find = <T>(map: Map<string, T>, name: string | null | undefined, field: VehicleField, key: Parameters<typeof stockIssue>[1]): T | null => {
    if (!name) return null;
    const found = map.get(lookupKey(name));
    if (!found) issues.push(stockIssue(field, key));
    return found ?? null;
  };
  const color = find(catalogue.colors, names.color, 'color', 'stock-color-unknown');
  const port = find(catalogue.loadingPorts, names.loadingPort, 'loadingPort', 'stock-port-unknown');
  const banner = find(catalogue.campaignBanners, names.campaignBanner, 'campaignBanner', 'stock-banner-unknown');
  return { references: { maker, model, colorId: color?.id ?? null, loadingPortId: port?.id ?? null, campaignBannerId: banner?.id ?? null }, issues };
}

type VehicleInsert = typeof vehicles.$inferInsert;

/** The columns staff decide (directly or through what they entered); the rest is the system's. */
export type VehicleColumns = Omit<VehicleInsert, 'id' | 'uuid' | 'favNumber' | 'viewCount' | 'imagePaths' | 'originalPrice' | 'createdAt' | 'updatedAt'> & {
  arrivedAt: Date;
};

const cmOf = (mm: number | null) => (mm === null ? null : Math.round(mm / 10));

/**
 * The stored columns of checked values. Empty values take what the model gives (body type, size) or what
 * the other fields make (model and grade, engine size as shown, volume, arrival today); a vehicle whose
 * model knows no size and for which none is given gets an issue on its volume.
 */
export function vehicleColumns(values: VehicleValues, catalogue: StockCatalogue, now: Date): { columns: VehicleColumns | null; issues: InputIssue[] } {
  const { references, issues } = resolveReferences(catalogue, values);
  const { maker, model } = references;
  if (!maker || !model) return { columns: null, issues };
  const lengthCm = values.lengthCm ?? cmOf(model.lengthMm);
  const widthCm = values.widthCm ?? cmOf(model.widthMm);
  const heightCm = values.heightCm ?? cmOf(model.heightMm);
  const volume = values.volume ?? (lengthCm && widthCm && heightCm ? volumeOf(lengthCm, widthCm, heightCm) : null);
  if (volume === null) issues.push(stockIssue('volume', 'input-required'));
  if (issues.length || volume === null) return { columns: null, issues };
  const { maker: _maker, model: _model, color: _color, loadingPort: _port, campaignBanner: _banner, steering, ...plain } = values;
  return {
    columns: {
      ...plain,
      makerId: maker.id,
      modelId: model.id,
      colorId: references.colorId,
      loadingPortId: references.loadingPortId,
      campaignBannerId: references.campaignBannerId,
      modelGrade: values.modelGrade ?? defaultModelGrade(model.name, values.grade),
      ccRating: values.ccRating ?? defaultCcRating(values.engineSize),
      type: values.type ?? model.bodyType,
      lengthCm,
      widthCm,
      heightCm,
      volume,
      isLeftHandle: steering === 'LeftHandle',
      // 4WD is what the drive type says: one fact, never two that disagree.
      is4wd: values.driveType !== 'Type2Wd',
      arrivedAt: values.arrivedAt ?? now,
      makerModelKey: makerModelKey(maker.name, model.name),
      searchText: vehicleSearchText({
        maker: maker.name,
        model: model.name,
        grade: values.grade,
        modelNumber: values.modelNumber,
        chassisNumberHead: values.chassisNumberHead,
        stockNumber: values.stockNumber,
        aliases: catalogue.aliases.get(model.name.toLowerCase()),
        keywords: values.keywords,
      }),
    },
    issues,
  };
}

/**
 * The stored columns of an input, or every issue with it: its own fields, its status (one a new vehicle
 * may start with, or one the stored vehicle may move to from `currentStatus`) and the catalogue's names,
 * all at once, in the form's order. Whether the stock number is free is the caller's check.
 */
export function checkVehicle(
  input: VehicleInput,
  catalogue: StockCatalogue,
  now: Date,
  currentStatus: VehicleStatus | null,
): { columns: VehicleColumns } | { issues: InputIssue[] } {
  const shape = vehicleInputSchema(now).shape;
  const parsed = parseVehicleInput(input, now);
  const issues: InputIssue[] = [...parsed.issues];
  let columns: VehicleColumns | null = null;
  if (parsed.values) {
    const built = vehicleColumns(parsed.values, catalogue, now);
    issues.push(...built.issues);
    columns = built.columns;
  } else {
    // The catalogue's names are looked up though other fields are wrong, so every issue shows at once.
    const name = (field: 'maker' | 'model' | 'color' | 'loadingPort' | 'campaignBanner') => {
      const result = shape[field].safeParse(input[field]);
      return result.success ? result.data : null;
    };
    issues.push(...resolveReferences(catalogue, { maker: name('maker'), model: name('model'), color: name('color'), loadingPort: name('loadingPort'), campaignBanner: name('campaignBanner') }).issues);
  }
  const status = shape.status.safeParse(input.status);
  const refusal = status.success ? statusIssue(status.data, currentStatus) : null;
  if (refusal) issues.push(refusal);
  return columns && issues.length === 0 ? { columns } : { issues: inFieldOrder(issues) };
}

/**
 * A new FOB price and the original price it leaves. A cut keeps the highest earlier price as the original,
 * so the storefront shows the car as discounted (vehicles.discount, the "Discounted" sort and best deals);
 * a raise to the original or above ends the discount.
 */
export function priceChange(current: { priceFob: number; originalPrice: number | null }, priceFob: number): { priceFob: number; originalPrice: number | null } {
  const original = current.originalPrice !== null && current.originalPrice > current.priceFob ? current.originalPrice : null;
  if (priceFob < current.priceFob) return { priceFob, originalPrice: Math.max(original ?? 0, current.priceFob) };
  if (priceFob > current.priceFob) return { priceFob, originalPrice: original !== null && priceFob < original ? original : null };
  return { priceFob, originalPrice: current.originalPrice };
}

const equal = (a: unknown, b: unknown): boolean => {
  if (a instanceof Date || b instanceof Date) return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  if (Array.isArray(a) || Array.isArray(b)) return JSON.stringify(a) === JSON.stringify(b);
  if (typeof a === 'number' || typeof b === 'number') return a !== null && b !== null && Number(a) === Number(b);
  return (a ?? null) === (b ?? null);
};

/** The columns whose values differ, before and after: what an edit writes and what its audit entry shows. */
export function changedColumns<T extends object>(current: T, next: Partial<T>): { before: Partial<T>; after: Partial<T> } {
  const before: Partial<T> = {};
  const after: Partial<T> = {};
  for (const key of Object.keys(next) as (keyof T)[]) {
    if (equal(current[key], next[key])) continue;
    before[key] = current[key];
    after[key] = next[key];
  }
  return { before, after };
}

/** The status issue of a new vehicle (one it may enter the stock with) or of an edit (one it may move to). */
export function statusIssue(to: VehicleStatus, from: VehicleStatus | null): InputIssue | null {
  if (from === null) return (INITIAL_VEHICLE_STATUSES as readonly VehicleStatus[]).includes(to) ? null : stockIssue('status', 'stock-status-initial');
  if (to === from || canChangeVehicleStatus(from, to)) return null;
  const refusal = statusChangeRefusal(from, to);
  return stockIssue('status', refusal.key, refusal.values);
}

/**
 * Columns that only follow others. A change to them alone is no change: the seed's search text leaves out
 * the staff's keywords, and an edit that changes nothing staff see must not count as one.
 */
const DERIVED_COLUMNS = new Set(['searchText', 'makerModelKey']);

export function changesSomething(after: object): boolean {
  return Object.keys(after).some((key) => !DERIVED_COLUMNS.has(key));
}

/** Issues in the form's order of fields, the input's own last. */
export function inFieldOrder(issues: InputIssue[]): InputIssue[] {
  const order = (issue: InputIssue) => {
    const index = (VEHICLE_FIELD_NAMES as string[]).indexOf(issue.fieldname);
    return index === -1 ? VEHICLE_FIELD_NAMES.length : index;
  };
  return [...issues].sort((a, b) => order(a) - order(b));
}

/** Whether an error (or what caused it) is PostgreSQL's unique violation: a stock number taken meanwhile. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e; e = (e as { cause?: unknown }).cause) if ((e as { code?: unknown }).code === '23505') return true;
  return false;
}

/**
 * The terms a listed vehicle adds to the keyword suggestions' counts (search_keywords.vehicle_count): its
 * maker, model, maker and model, model and grade; none while it is not listed. The rule of the seed's
 * refreshSearchKeywordCounts, which recounts the whole stock: right for an import, seconds too slow for
 * one vehicle at 200,000 (tested equal in vehicle-admin.test.ts).
 */
export async function keywordTermsOf(db: Database, vehicleId: number): Promise<string[]> {
  const [row] = await queryRows<{ maker: string; model: string; grade: string | null; is_listed: boolean }>(
    db,
    sql`select mk.name as maker, md.name as model, v.grade, v.is_listed
        from vehicles v join makers mk on mk.id = v.maker_id join models md on md.id = v.model_id where v.id = ${vehicleId}`,
  );
  if (!row?.is_listed) return [];
  return [row.maker, row.model, `${row.maker} ${row.model}`, ...(row.grade === null ? [] : [`${row.model} ${row.grade}`])];
}

/** Moves the suggestions' counts from a vehicle's terms before a write to its terms after it. */
export async function recountKeywords(db: Database, before: string[], after: string[]): Promise<void> {
  const changes = [...before.map((term) => ({ term, delta: -1 })), ...after.map((term) => ({ term, delta: 1 }))];
  if (changes.length === 0) return;
  await db.execute(sql`
    update search_keywords k set vehicle_count = k.vehicle_count + d.delta
    from (select lower(term) as term, sum(delta)::int as delta from json_to_recordset(${JSON.stringify(changes)}::json) as c(term text, delta int) group by 1) d
    where lower(k.target_text) = d.term and d.delta <> 0`);
}

/** Vehicle ids by stock number, for the numbers given: which exist already. */
export async function vehicleIdsByStockNumber(db: Database, stockNumbers: string[]): Promise<Map<string, number>> {
  if (stockNumbers.length === 0) return new Map();
  const literal = `{${stockNumbers.map((s) => `"${s.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
  const rows = await queryRows<{ id: number; stock_number: string }>(db, sql`select id, stock_number from vehicles where stock_number = any(${literal}::text[])`);
  return new Map(rows.map((r) => [r.stock_number, r.id]));
}
