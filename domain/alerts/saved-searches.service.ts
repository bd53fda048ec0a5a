// A buyer's saved searches (issue 42): at most 20, each a stock-list search with a name, how often to hear
// of new matches, whether cars their country refuses count, and paused or not; listed with how many cars
// match now and how many arrived since the buyer last opened it. Only the signed-in buyer's own are read
// or changed: another buyer's search answers as if it did not exist.
import { and, asc, count, eq } from 'drizzle-orm';
import { savedSearches } from '#db/schema/alerts.ts';
import { users } from '#db/schema/identity.ts';
import { SAVED_SEARCH_FREQUENCIES, type SavedSearchFrequency } from '#db/schema/enum-values.ts';
import { z } from 'zod';
import { importableStock } from '../catalogue/importable-stock.ts';
import { stockSnapshot } from '../catalogue/stock-index.ts';
import { compileFilters, isMatched, matchedRows } from '../catalogue/stock-query.ts';
import { searchVehiclesInputSchema, type SearchVehiclesInput, type SearchVehiclesQuery } from '../catalogue/vehicle-search.inputs.ts';
import type { RequestContext } from '../context.ts';
import { InvalidInputError, NotAuthenticatedError, NotFoundError, toInvalidInput } from '../errors.ts';
import { isUuid } from '../uuid.ts';

export const MAX_SAVED_SEARCHES = 20;

export interface SavedSearch {
  uuid: string;
  name: string;
  query: SearchVehiclesInput;
  frequency: SavedSearchFrequency;
  includeNotImportable: boolean;
  paused: boolean;
  lastVisitedAt: Date;
  createdAt: Date;
  /** Cars that match now, and of them those that arrived since the buyer last opened the search. */
  matchCount: number;
  newCount: number;
}

/** The stock list's own filters, and nothing else a URL may carry (paging, sort): what is kept. */
const KEPT_FIELDS = Object.keys(searchVehiclesInputSchema.shape).filter((f) => !['stockNumber', 'instantMaker', 'instantModel'].includes(f)) as (keyof SearchVehiclesInput)[];

const nameSchema = z.string().trim().max(100, { message: 'A name must be at most 100 characters.' });
const frequencySchema = z.enum(SAVED_SEARCH_FREQUENCIES, { message: 'Choose how often to hear: Instant, Daily or Weekly.' });

const saveSchema = z.object({
  name: nameSchema.optional(),
  query: z.record(z.string(), z.unknown(), { message: 'A search is a set of the stock list’s filters.' }),
  frequency: frequencySchema.optional(),
  includeNotImportable: z.boolean().optional(),
});

const updateSchema = z.object({
  name: nameSchema.min(1, { message: 'A name cannot be empty.' }).optional(),
  frequency: frequencySchema.optional(),
  includeNotImportable: z.boolean().optional(),
  paused: z.boolean().optional(),
});

/** The search as kept: its filters checked as the stock list checks them, empty ones left out. */
function keptQuery(raw: Record<string, unknown>): SearchVehiclesInput | InvalidInputError {
  const parsed = searchVehiclesInputSchema.safeParse(raw);
  if (!parsed.success) return new InvalidInputError(parsed.error.issues.map((issue) => ({ fieldname: ['query', ...issue.path.map(String)].join('.'), message: issue.message })));
  const kept: Record<string, unknown> = {};
  for (const field of KEPT_FIELDS) {
    const value = raw[field];
    if (value !== undefined && value !== null && value !== '' && parsed.data[field as keyof SearchVehiclesQuery] !== undefined) kept[field] = value;
  }
  return kept as SearchVehiclesInput;
}

const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A name from the filters, as the issue's "Toyota Hiace, 2018+, under ¥2,500,000": the buyer may rename it. */
export function proposedName(query: SearchVehiclesInput): string {
  const parts: string[] = [];
  const car = [query.maker, query.model].filter(Boolean).join(' ');
  if (car) parts.push(car);
  if (query.type) parts.push(String(query.type));
  if (query.fuelType) parts.push(String(query.fuelType));
  if (query.minYear && query.maxYear) parts.push(`${query.minYear}-${query.maxYear}`);
  else if (query.minYear) parts.push(`${query.minYear}+`);
  else if (query.maxYear) parts.push(`up to ${query.maxYear}`);
  if (query.maxPrice) parts.push(`under ¥${grouped(query.maxPrice)}`);
  if (query.keywords) parts.push(`“${query.keywords.slice(0, 40)}”`);
  return (parts.join(', ') || 'All vehicles').slice(0, 100);
}

type Row = typeof savedSearches.$inferSelect;

/** How many cars match a kept search now, and how many of them arrived after `since`. */
async function counts(ctx: RequestContext, row: Row): Promise<{ matchCount: number; newCount: number }> {
  const query = searchVehiclesInputSchema.safeParse(row.query);
  if (!query.success) return { matchCount: 0, newCount: 0 };
  const s = await stockSnapshot(ctx.db);
  const importable = query.data.importableTo && !row.includeNotImportable ? await importableStock(ctx, s, query.data.importableTo) : null;
  const matched = matchedRows(s, compileFilters(s, query.data, ctx.now, importable?.allowed ?? null));
  const since = row.lastVisitedAt.getTime();
  let matchCount = 0;
  let newCount = 0;
  for (let i = 0; i < s.size; i++) {
    if (!isMatched(matched, i)) continue;
    matchCount++;
    if (s.arrived[i]! > since) newCount++;
  }
  return { matchCount, newCount };
}

async function view(ctx: RequestContext, row: Row): Promise<SavedSearch> {
  return {
    uuid: row.uuid,
    name: row.name,
    query: row.query,
    frequency: row.frequency,
    includeNotImportable: row.includeNotImportable,
    paused: row.paused,
    lastVisitedAt: row.lastVisitedAt,
    createdAt: row.createdAt,
    ...(await counts(ctx, row)),
  };
}

export async function userSavedSearches(ctx: RequestContext): Promise<SavedSearch[] | NotAuthenticatedError> {
  if (!ctx.viewer) return new NotAuthenticatedError();
  const rows = await ctx.db.select().from(savedSearches).where(eq(savedSearches.userId, ctx.viewer.userId)).orderBy(asc(savedSearches.id));
  return Promise.all(rows.map((row) => view(ctx, row)));
}

export async function saveSearch(ctx: RequestContext, input: unknown): Promise<SavedSearch | NotAuthenticatedError | InvalidInputError> {
  if (!ctx.viewer) return new NotAuthenticatedError();
  const parsed = saveSchema.safeParse(input);
  if (!parsed.success) return toInvalidInput(parsed.error);
  const query = keptQuery(parsed.data.query);
  if (query instanceof InvalidInputError) return query;
  const userId = ctx.viewer.userId;
  const row = await ctx.db.transaction(async (tx) => {
    // Counted and written with the buyer's row locked: two saves at once cannot make 21.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [kept] = await tx.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
    if ((kept?.n ?? 0) >= MAX_SAVED_SEARCHES) return null;
    const [created] = await tx
      .insert(savedSearches)
      .values({ userId, name: parsed.data.name || proposedName(query), query, frequency: parsed.data.frequency, includeNotImportable: parsed.data.includeNotImportable })
      .returning();
    return created!;
  });
  if (!row) return new InvalidInputError([{ fieldname: 'query', message: `You can keep at most ${MAX_SAVED_SEARCHES} saved searches: delete one to save this one.` }]);
  return view(ctx, row);
}

const notFound = (uuid: string) => new NotFoundError(`No saved search of yours has the id ${uuid}.`);

export async function updateSavedSearch(ctx: RequestContext, uuid: string, input: unknown): Promise<SavedSearch | NotAuthenticatedError | InvalidInputError | NotFoundError> {
  if (!ctx.viewer) return new NotAuthenticatedError();
  const parsed = updateSchema.safeParse(input);
  if (!parsed.success) return toInvalidInput(parsed.error);
  if (!isUuid(uuid)) return notFound(uuid);
  const [row] = await ctx.db
    .update(savedSearches)
    .set({ ...parsed.data, updatedAt: ctx.now })
    .where(and(eq(savedSearches.uuid, uuid), eq(savedSearches.userId, ctx.viewer.userId)))
    .returning();
  return row ? view(ctx, row) : notFound(uuid);
}

/** The buyer opened the search's results: what is new from now on is what arrives after this. */
export async function visitSavedSearch(ctx: RequestContext, uuid: string): Promise<SavedSearch | NotAuthenticatedError | NotFoundError> {
  if (!ctx.viewer) return new NotAuthenticatedError();
  if (!isUuid(uuid)) return notFound(uuid);
  const [row] = await ctx.db
    .update(savedSearches)
    .set({ lastVisitedAt: ctx.now })
    .where(and(eq(savedSearches.uuid, uuid), eq(savedSearches.userId, ctx.viewer.userId)))
    .returning();
  return row ? view(ctx, row) : notFound(uuid);
}

export async function deleteSavedSearch(ctx: RequestContext, uuid: string): Promise<{ uuid: string } | NotAuthenticatedError | NotFoundError> {
  if (!ctx.viewer) return new NotAuthenticatedError();
  if (!isUuid(uuid)) return notFound(uuid);
  const [row] = await ctx.db
    .delete(savedSearches)
    .where(and(eq(savedSearches.uuid, uuid), eq(savedSearches.userId, ctx.viewer.userId)))
    .returning({ uuid: savedSearches.uuid });
  return row ?? notFound(uuid);
}
