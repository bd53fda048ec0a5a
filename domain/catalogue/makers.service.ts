// Makers with their models and colours, for the search forms. Listed stock only, so every choice finds
// something.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '#db/client.ts';
import type { RequestContext } from '../context.ts';
import { type InvalidInputError, NotFoundError, toInvalidInput } from '../errors.ts';

export interface MakerWithModels {
  id: number;
  uuid: string;
  name: string;
  vehicleCount: number;
  models: { id: number; uuid: string; name: string; vehicleCount: number }[];
}

export async function listMakersWithModels(ctx: RequestContext): Promise<MakerWithModels[]> {
  const rows = await queryRows<{ maker_id: number; maker_uuid: string; maker_name: string; model_id: number; model_uuid: string; model_name: string; n: number }>(
    ctx.db,
    sql`
    select mk.id as maker_id, mk.uuid as maker_uuid, mk.name as maker_name, md.id as model_id, md.uuid as model_uuid, md.name as model_name, count(*)::int as n
    from vehicles v join makers mk on mk.id = v.maker_id join models md on md.id = v.model_id
    where v.is_listed
    group by mk.id, md.id
    order by mk.sort_order, mk.name, md.name`,
  );
  const makers = new Map<number, MakerWithModels>();
  for (const row of rows) {
    let maker = makers.get(row.maker_id);
    if (!maker) {
      maker = { id: row.maker_id, uuid: row.maker_uuid, name: row.maker_name, vehicleCount: 0, models: [] };
      makers.set(row.maker_id, maker);
    }
    maker.vehicleCount += Number(row.n);
    maker.models.push({ id: row.model_id, uuid: row.model_uuid, name: row.model_name, vehicleCount: Number(row.n) });
  }
  return [...makers.values()];
}

export async function listColors(ctx: RequestContext): Promise<{ id: number; name: string; slug: string; hex: string }[]> {
  return queryRows(ctx.db, sql`select id, name, slug, hex from colors order by sort_order`);
}

/** The maker list changes only as stock moves; a minute-old copy is good enough for the search forms. */
let cached: { at: number; db: unknown; value: Promise<MakerWithModels[]> } | null = null;

export function listMakersWithModelsCached(ctx: RequestContext): Promise<MakerWithModels[]> {
  if (cached && cached.db === ctx.db && ctx.now.getTime() - cached.at < 60_000) return cached.value;
  const value = listMakersWithModels(ctx);
  cached = { at: ctx.now.getTime(), db: ctx.db, value };
  value.catch(() => (cached = null));
  return value;
}

/**
 * What the header's search form offers on every page: the makers with stock and the paint colours
 * (cached a minute). A maker's models are asked for once one is chosen (searchFormModels): all of them
 * were 4 KB more data in every page.
 */
export interface SearchFormOptions {
  makers: string[];
  colors: { name: string; slug: string }[];
}

let formCache: { at: number; db: unknown; value: Promise<SearchFormOptions> } | null = null;

const formOptions = (makers: MakerWithModels[], colors: { name: string; slug: string }[]): SearchFormOptions => ({
  makers: makers.map((m) => m.name),
  colors: colors.map((c) => ({ name: c.name, slug: c.slug })),
});

/** The lists, a minute old at most; the same object until they are read again. */
export function searchFormOptions(ctx: RequestContext): Promise<SearchFormOptions> {
  if (formCache && formCache.db === ctx.db && ctx.now.getTime() - formCache.at < 60_000) return formCache.value;
  const value = Promise.all([listMakersWithModelsCached(ctx), listColors(ctx)]).then(([makers, colors]) => formOptions(makers, colors));
  formCache = { at: ctx.now.getTime(), db: ctx.db, value };
  value.catch(() => (formCache = null));
  return value;
}

let freshRead: { at: number; db: unknown; value: Promise<SearchFormOptions> } | null = null;

/**
 * The lists as the database has them now, not this process's minute-old copy: what another process may
 * already show. Reading them groups every listed vehicle (0.3-0.4 s on PGlite at 200,000), so callers
 * within the same second share one read: a burst of requests for language-file versions this process does
 * not know (ADR 036) costs one, not one each.
 */
export function currentSearchFormOptions(ctx: RequestContext): Promise<SearchFormOptions> {
  if (freshRead && freshRead.db === ctx.db && Math.abs(ctx.now.getTime() - freshRead.at) < 1_000) return freshRead.value;
  const value = Promise.all([listMakersWithModels(ctx), listColors(ctx)]).then(([makers, colors]) => formOptions(makers, colors));
  freshRead = { at: ctx.now.getTime(), db: ctx.db, value };
  value.catch(() => (freshRead = null));
  return value;
}

/** The models with stock of the maker named (as the header's maker list writes it); none for a maker without stock or unknown. */
export async function searchFormModels(ctx: RequestContext, makerName: string): Promise<string[]> {
  return (await listMakersWithModelsCached(ctx)).find((m) => m.name === makerName)?.models.map((md) => md.name) ?? [];
}

/** A maker of the catalogue, with or without stock: by uuid or by name (any case). */
export interface CatalogueMaker {
  id: number;
  uuid: string;
  name: string;
}

/** The longest maker name or uuid a query may give. */
export const MAKER_QUERY_MAX = 100;

const makerQuerySchema = z
  .object({
    uuid: z.string().trim().max(MAKER_QUERY_MAX, `uuid must be at most ${MAKER_QUERY_MAX} characters.`).nullish(),
    name: z.string().trim().max(MAKER_QUERY_MAX, `name must be at most ${MAKER_QUERY_MAX} characters.`).nullish(),
  })
  .refine((q) => Boolean(q.uuid) !== Boolean(q.name), { message: 'Give either the maker’s uuid or its name.', path: ['uuid'] });

export async function findMaker(ctx: RequestContext, input: { uuid?: string | null; name?: string | null }): Promise<CatalogueMaker | NotFoundError | InvalidInputError> {
  const parsed = makerQuerySchema.safeParse(input);
  if (!parsed.success) return toInvalidInput(parsed.error);
  const { uuid, name } = parsed.data;
  // Compared as text: a malformed uuid is simply not found, never a cast error.
  const [maker] = await queryRows<CatalogueMaker>(
    ctx.db,
    uuid
      ? sql`select id, uuid::text as uuid, name from makers where uuid::text = lower(${uuid})`
      : sql`select id, uuid::text as uuid, name from makers where lower(name) = lower(${name!})`,
  );
  return maker ?? new NotFoundError(`No maker ${uuid ? `with uuid ${uuid}` : `named ${name}`}.`);
}

/** A maker's models that have listed stock (as listMakersWithModelsCached has them); none when it has no stock. */
export async function listModelsOfMaker(ctx: RequestContext, makerId: number): Promise<MakerWithModels['models']> {
  return (await listMakersWithModelsCached(ctx)).find((m) => m.id === makerId)?.models ?? [];
}
