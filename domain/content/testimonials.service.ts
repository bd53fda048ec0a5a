// Customer testimonials: the latest ones, or only those about one maker and model (spec 000 §2, §7: the
// vehicle page's are "for the same maker and model", never padded with others); the customers' voice
// index, filtered by the buyer's country and cursor paged; and one testimonial. Only published ones: a
// draft is the back office's.
import { and, count, desc, eq, isNotNull, or, type SQL } from 'drizzle-orm';
import { makers, models } from '#db/schema/catalogue.ts';
import { personsInCharge, testimonials } from '#db/schema/content.ts';
import { countries } from '#db/schema/geography.ts';
import type { RequestContext } from '../context.ts';
import { InvalidCountry, InvalidInputError, NotFoundError } from '../errors.ts';
import { mediaUrl } from '../media.ts';
import { isLookupKey } from '../text-input.ts';
import { isUuid } from '../uuid.ts';
import { afterCursor, decodeCursor, pageSize, toPage, type Page } from './paging.ts';
import { keptUntilChanged } from './site-data-registry.ts';

export interface TestimonialRecord {
  id: number;
  uuid: string;
  reviewerName: string;
  reviewedAt: Date;
  content: string;
  language: string;
  rating: number;
  /** English name (calls look countries up by it), ISO code and the name in the request's language. */
  country: { name: string; code: string; localName: string } | null;
  personInCharge: string | null;
  vehicleModel: string | null;
  thumbnailUrl: string | null;
}

const published = eq(testimonials.status, 'Published');

async function select(ctx: RequestContext, where: SQL | undefined, limit: number): Promise<TestimonialRecord[]> {
  const rows = await ctx.db
    .select({
      id: testimonials.id,
      uuid: testimonials.uuid,
      reviewerName: testimonials.reviewerName,
      reviewedAt: testimonials.reviewedAt,
      content: testimonials.content,
      language: testimonials.language,
      rating: testimonials.rating,
      countryName: countries.name,
      countryCode: countries.code,
      countryLocalNames: countries.localNames,
      personInCharge: personsInCharge.name,
      vehicleModel: testimonials.vehicleModel,
      thumbnailUrl: testimonials.thumbnailUrl,
    })
    .from(testimonials)
    .leftJoin(countries, eq(countries.id, testimonials.countryId))
    .leftJoin(personsInCharge, eq(personsInCharge.id, testimonials.personInChargeId))
    .where(and(published, where))
    .orderBy(desc(testimonials.reviewedAt), desc(testimonials.id))
    .limit(limit);
  return rows.map(({ countryName, countryCode, countryLocalNames, thumbnailUrl, ...row }) => ({
    ...row,
    country: countryName && countryCode ? { name: countryName, code: countryCode, localName: countryLocalNames?.[ctx.language] ?? countryName } : null,
    thumbnailUrl: thumbnailUrl ? mediaUrl(ctx.site, thumbnailUrl) : null,
  }));
}

/**
 * Testimonials change only when staff save or delete one (content admin, which tells every process: ADR
 * 027's 'content' area). What pages ask of them is kept per database, dropped at such a change, and read
 * again after a minute all the same; the stock list asked on every render.
 */
const kept = keptUntilChanged<TestimonialRecord[]>('content');

export function testimonialsFor(ctx: RequestContext, args: { makerUuid?: string | null; modelUuid?: string | null; limit: number }): Promise<TestimonialRecord[]> {
  const key = `${ctx.language}|${ctx.site.mediaBaseUrl}|${args.makerUuid ?? ''}|${args.modelUuid ?? ''}|${args.limit}`;
  return kept(ctx, key, () => readTestimonials(ctx, args));
}

/** The newest `limit`; given a maker, a model or both, only those about each one given, however few. */
function readTestimonials(ctx: RequestContext, args: { makerUuid?: string | null; modelUuid?: string | null; limit: number }): Promise<TestimonialRecord[]> {
  const maker = args.makerUuid ? eq(testimonials.makerId, ctx.db.select({ id: makers.id }).from(makers).where(eq(makers.uuid, args.makerUuid))) : undefined;
  const model = args.modelUuid ? eq(testimonials.modelId, ctx.db.select({ id: models.id }).from(models).where(eq(models.uuid, args.modelUuid))) : undefined;
  return select(ctx, and(maker, model), args.limit);
}

export type TestimonialConnection = Page<TestimonialRecord> & {
  /** Every testimonial. */
  totalCount: number;
  /** Those of the chosen country (all of them without one). */
  filteredCount: number;
  /** The countries testimonials come from, with how many each, for the filter. */
  countries: { name: string; code: string; localName: string; count: number }[];
};

/** The customers' voice page: newest first, optionally from one country (English name or ISO code). */
export async function testimonialsIndex(
  ctx: RequestContext,
  args: { countryName?: string | null; cursor?: string | null; first?: number | null } = {},
): Promise<TestimonialConnection | InvalidInputError | InvalidCountry> {
  const size = pageSize(args.first, 12, 50);
  if (size instanceof InvalidInputError) return size;
  const after = args.cursor ? decodeCursor(args.cursor) : null;
  if (after instanceof InvalidInputError) return after;
  const byCountry = await ctx.db
    .select({ id: countries.id, name: countries.name, code: countries.code, localNames: countries.localNames, count: count() })
    .from(testimonials)
    .innerJoin(countries, eq(countries.id, testimonials.countryId))
    .where(and(published, isNotNull(testimonials.countryId)))
    .groupBy(countries.id);
  let country: (typeof byCountry)[number] | undefined;
  if (args.countryName) {
    const wanted = args.countryName.trim().toLowerCase();
    country = byCountry.find((c) => c.name.toLowerCase() === wanted || c.code.toLowerCase() === wanted);
    if (!country) {
      const [known] = isLookupKey(args.countryName)
        ? await ctx.db.select({ id: countries.id }).from(countries).where(or(eq(countries.name, args.countryName), eq(countries.code, args.countryName.toUpperCase())))
        : [];
      // A country we know but have no testimonial from is an empty list, not a mistake.
      if (!known) return new InvalidCountry(`We do not know the country “${args.countryName}”.`);
      country = { id: known.id, name: args.countryName, code: '', localNames: {}, count: 0 };
    }
  }
  const filter = country ? eq(testimonials.countryId, country.id) : undefined;
  const where = after ? and(filter, afterCursor(testimonials, testimonials.reviewedAt, testimonials.id, after)) : filter;
  const [rows, totalCount] = await Promise.all([select(ctx, where, size + 1), ctx.db.$count(testimonials, published)]);
  return {
    ...toPage(rows, size, (t) => t.reviewedAt, after !== null),
    totalCount,
    filteredCount: country ? country.count : totalCount,
    countries: byCountry
      .map((c) => ({ name: c.name, code: c.code, localName: c.localNames[ctx.language] ?? c.name, count: c.count }))
      .sort((a, b) => a.localName.localeCompare(b.localName, ctx.language)),
  };
}

/**
 * The API's testimonials about a maker and model: those of testimonialsFor (none of another maker or
 * model) on one page, with the index's counts and countries; filteredCount is how many came. A makerUuid
 * or modelUuid that is not a uuid is refused naming it; one of no maker or model answers none.
 */
export async function testimonialsAbout(
  ctx: RequestContext,
  args: { makerUuid?: string | null; modelUuid?: string | null; first?: number | null },
): Promise<TestimonialConnection | InvalidInputError | InvalidCountry> {
  const malformed = (['makerUuid', 'modelUuid'] as const).filter((name) => args[name] && !isUuid(args[name]));
  if (malformed.length) return new InvalidInputError(malformed.map((fieldname) => ({ fieldname, message: `${fieldname} must be a uuid.` })));
  const index = await testimonialsIndex(ctx, { first: 1 });
  if (index instanceof Error) return index;
  const found = await testimonialsFor(ctx, { makerUuid: args.makerUuid, modelUuid: args.modelUuid, limit: Math.min(Math.max(args.first ?? 3, 1), 50) });
  return {
    ...index,
    filteredCount: found.length,
    edges: found.map((node) => ({ cursor: '', node })),
    pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
  };
}

/** One testimonial by its id (or uuid, as links from other clients may carry). */
export async function testimonialById(ctx: RequestContext, id: string | number): Promise<TestimonialRecord | NotFoundError> {
  const text = String(id).trim();
  const where = /^\d{1,9}$/.test(text) ? eq(testimonials.id, Number(text)) : isUuid(text) ? eq(testimonials.uuid, text) : null;
  const [found] = where ? await select(ctx, where, 1) : [];
  return found ?? new NotFoundError(`There is no testimonial ${text}.`);
}
