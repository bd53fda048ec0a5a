// Customer testimonials for a page: the latest ones, or those about a maker and model, filled from the
// same maker and then the latest when the model has fewer than asked.
import { and, desc, eq, notInArray, type SQL } from 'drizzle-orm';
import { makers, models } from '#db/schema/catalogue.ts';
import { personsInCharge, testimonials } from '#db/schema/content.ts';
import { countries } from '#db/schema/geography.ts';
import type { RequestContext } from '../context.ts';
import { mediaUrl } from '../media.ts';

export interface TestimonialRecord {
  id: number;
  uuid: string;
  reviewerName: string;
  reviewedAt: Date;
  content: string;
  language: string;
  rating: number;
  country: { name: string; code: string } | null;
  personInCharge: string | null;
  vehicleModel: string | null;
  thumbnailUrl: string | null;
}

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
      personInCharge: personsInCharge.name,
      vehicleModel: testimonials.vehicleModel,
      thumbnailUrl: testimonials.thumbnailUrl,
    })
    .from(testimonials)
    .leftJoin(countries, eq(countries.id, testimonials.countryId))
    .leftJoin(personsInCharge, eq(personsInCharge.id, testimonials.personInChargeId))
    .where(where)
    .orderBy(desc(testimonials.reviewedAt), desc(testimonials.id))
    .limit(limit);
  return rows.map(({ countryName, countryCode, thumbnailUrl, ...row }) => ({
    ...row,
    country: countryName && countryCode ? { name: countryName, code: countryCode } : null,
    thumbnailUrl: thumbnailUrl ? mediaUrl(ctx.site, thumbnailUrl) : null,
  }));
}

export async function testimonialsFor(
  ctx: RequestContext,
  args: { makerUuid?: string | null; modelUuid?: string | null; limit: number },
): Promise<TestimonialRecord[]> {
  const found: TestimonialRecord[] = [];
  const notYet = () => (found.length ? notInArray(testimonials.id, found.map((t) => t.id)) : undefined);
  if (args.modelUuid) {
    const model = ctx.db.select({ id: models.id }).from(models).where(eq(models.uuid, args.modelUuid));
    found.push(...(await select(ctx, eq(testimonials.modelId, model), args.limit)));
  }
  if (args.makerUuid && found.length < args.limit) {
    const maker = ctx.db.select({ id: makers.id }).from(makers).where(eq(makers.uuid, args.makerUuid));
    found.push(...(await select(ctx, and(eq(testimonials.makerId, maker), notYet()), args.limit - found.length)));
  }
  if (found.length < args.limit) found.push(...(await select(ctx, notYet(), args.limit - found.length)));
  return found;
}
