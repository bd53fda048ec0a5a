// Customers' testimonials for editors (issue 16): each in one language, with the customer's name, the day
// of the review, the rating, their country, the vehicle model (matched to the catalogue's maker and model
// when it names them, so the vehicle pages show it), the person in charge who sold it, a photo, and Draft
// or Published. Every write is one transaction with its audit entry and reaches every process (ADR 027).
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { makers, models } from '#db/schema/catalogue.ts';
import { personsInCharge, testimonials } from '#db/schema/content.ts';
import { PUBLICATION_STATUSES, type PublicationStatus } from '#db/schema/enum-values.ts';
import { countries } from '#db/schema/geography.ts';
import type { Database } from '#db/client.ts';
import { LANGUAGES, type Language, type RequestContext } from '../context.ts';
import { InvalidInputError, type InputIssue, NotFoundError, toInvalidInput } from '../errors.ts';
import { mediaUrl } from '../media.ts';
import { recordAudit, staffCheck } from '../staff/audit.ts';
import type { MediaStore } from '../stock/media-store.ts';
import { containsPattern } from '../text-input.ts';
import { isUuid } from '../uuid.ts';
import { contentTransaction, IMAGE_ADDRESS, parseDateTime, type StaffRefusal } from './content-admin.service.ts';
import { encodeContentImage, removeImages, writeImages } from './content-images.ts';

export const TESTIMONIALS_PAGE_SIZE = 50;

export interface AdminTestimonial {
  uuid: string;
  reviewerName: string;
  reviewedAt: Date;
  content: string;
  language: Language;
  rating: number;
  country: { code: string; name: string } | null;
  personInCharge: { uuid: string; name: string } | null;
  vehicleModel: string | null;
  /** Whether the vehicle model names a maker and model of the catalogue (the vehicle pages show it then). */
  matchedModel: boolean;
  /** As stored, and the address it is served at. */
  photo: string | null;
  photoUrl: string | null;
  status: PublicationStatus;
}

const NOT_FOUND = 'There is no such testimonial.';

function select(db: Database, where: SQL | undefined) {
  return db
    .select({
      uuid: testimonials.uuid,
      reviewerName: testimonials.reviewerName,
      reviewedAt: testimonials.reviewedAt,
      content: testimonials.content,
      language: testimonials.language,
      rating: testimonials.rating,
      countryCode: countries.code,
      countryName: countries.name,
      personUuid: personsInCharge.uuid,
      personName: personsInCharge.name,
      vehicleModel: testimonials.vehicleModel,
      modelId: testimonials.modelId,
      photo: testimonials.thumbnailUrl,
      status: testimonials.status,
    })
    .from(testimonials)
    .leftJoin(countries, eq(countries.id, testimonials.countryId))
    .leftJoin(personsInCharge, eq(personsInCharge.id, testimonials.personInChargeId))
    .where(where)
    .orderBy(desc(testimonials.reviewedAt), desc(testimonials.id));
}

type Row = Awaited<ReturnType<typeof select>>[number];

function toTestimonial(ctx: RequestContext, { countryCode, countryName, personUuid, personName, modelId, ...row }: Row): AdminTestimonial {
  return {
    ...row,
    language: row.language as Language,
    country: countryCode && countryName ? { code: countryCode, name: countryName } : null,
    personInCharge: personUuid && personName ? { uuid: personUuid, name: personName } : null,
    matchedModel: modelId !== null,
    photoUrl: row.photo ? mediaUrl(ctx.site, row.photo) : null,
  };
}

/** Newest first, 50 a page; narrowed to a language, a status, or a word of the name, text or model. */
export async function testimonialsByAdmin(
  ctx: RequestContext,
  args: { language?: Language | null; status?: PublicationStatus | null; keyword?: string | null; page?: number | null } = {},
): Promise<{ testimonials: AdminTestimonial[]; total: number; page: number; pageCount: number } | StaffRefusal> {
  const refused = staffCheck(ctx.viewer, { content: ['list'] });
  if (refused) return refused;
  const pattern = containsPattern(args.keyword);
  const where = and(
    args.language ? eq(testimonials.language, args.language) : undefined,
    args.status ? eq(testimonials.status, args.status) : undefined,
    pattern ? or(ilike(testimonials.reviewerName, pattern), ilike(testimonials.content, pattern), ilike(testimonials.vehicleModel, pattern)) : undefined,
  );
  const [{ total }] = (await ctx.db.select({ total: count() }).from(testimonials).where(where)) as [{ total: number }];
  const pageCount = Math.max(1, Math.ceil(total / TESTIMONIALS_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.trunc(args.page ?? 1) || 1), pageCount);
  const rows = await select(ctx.db, where)
    .limit(TESTIMONIALS_PAGE_SIZE)
    .offset((page - 1) * TESTIMONIALS_PAGE_SIZE);
  return { testimonials: rows.map((r) => toTestimonial(ctx, r)), total, page, pageCount };
}

export async function testimonialByAdmin(ctx: RequestContext, uuid: string): Promise<AdminTestimonial | StaffRefusal | NotFoundError> {
  const refused = staffCheck(ctx.viewer, { content: ['list'] });
  if (refused) return refused;
  const [row] = isUuid(uuid) ? await select(ctx.db, eq(testimonials.uuid, uuid)) : [];
  return row ? toTestimonial(ctx, row) : new NotFoundError(NOT_FOUND);
}

const testimonialSchema = z.object({
  reviewerName: z.string().trim().min(1, 'The customer’s name is required.').max(100, 'The name is at most 100 characters.'),
  reviewedAt: z.string().transform((text, c) => {
    const date = parseDateTime(text);
    if (!date) c.addIssue({ code: 'custom', message: 'The day of the review is a date, e.g. 2026-11-20.' });
    return date!;
  }),
  content: z
    .string()
    .transform((text) => text.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().min(1, 'What the customer said is required.').max(3000, 'The text is at most 3,000 characters.')),
  language: z.enum(LANGUAGES, { error: 'Choose the language the customer wrote in.' }),
  rating: z.coerce.number({ error: 'The rating is 1 to 5 stars.' }).int('The rating is 1 to 5 stars.').min(1, 'The rating is 1 to 5 stars.').max(5, 'The rating is 1 to 5 stars.'),
  countryCode: z.string().trim().toUpperCase().nullish(),
  personInChargeUuid: z.string().trim().nullish(),
  vehicleModel: z
    .string()
    .trim()
    .max(100, 'The vehicle model is at most 100 characters.')
    .nullish()
    .transform((v) => v || null),
  status: z.enum(PUBLICATION_STATUSES, { error: 'Choose Draft or Published.' }),
  photo: z.string().trim().regex(IMAGE_ADDRESS, 'A picture is a media path or an https address.').nullish().or(z.literal('')),
});

export type TestimonialInput = z.input<typeof testimonialSchema>;

/** "Toyota Hiace Van": the catalogue's maker whose name begins it, and the model that is the rest. */
async function matchModel(db: Database, vehicleModel: string | null): Promise<{ makerId: number | null; modelId: number | null }> {
  if (!vehicleModel) return { makerId: null, modelId: null };
  const [maker] = await db
    .select({ id: makers.id, name: makers.name })
    .from(makers)
    .where(sql`lower(${vehicleModel}) = lower(${makers.name}) or lower(${vehicleModel}) like lower(${makers.name}) || ' %'`)
    .orderBy(desc(sql`length(${makers.name})`))
    .limit(1);
  if (!maker) return { makerId: null, modelId: null };
  const rest = vehicleModel.slice(maker.name.length).trim();
  const [model] = rest ? await db.select({ id: models.id }).from(models).where(and(eq(models.makerId, maker.id), sql`lower(${models.name}) = lower(${rest})`)).limit(1) : [];
  return { makerId: maker.id, modelId: model?.id ?? null };
}

/** Creates a testimonial (no uuid) or changes one; a photo sent replaces the stored one. */
export async function saveTestimonial(
  ctx: RequestContext,
  uuid: string | null,
  input: TestimonialInput,
  uploads?: { photo?: File | null; media?: MediaStore },
): Promise<AdminTestimonial | StaffRefusal | InvalidInputError | NotFoundError> {
  const refused = staffCheck(ctx.viewer, { content: [uuid ? 'update' : 'create'] });
  if (refused) return refused;
  const viewer = ctx.viewer!;
  if (uuid && !isUuid(uuid)) return new NotFoundError(NOT_FOUND);
  const issues: InputIssue[] = [];
  const parsed = testimonialSchema.safeParse(input);
  if (!parsed.success) issues.push(...toInvalidInput(parsed.error).issues);
  const data = parsed.success ? parsed.data : null;
  const [country] = data?.countryCode ? await ctx.db.select({ id: countries.id }).from(countries).where(eq(countries.code, data.countryCode)) : [];
  if (data?.countryCode && !country) issues.push({ fieldname: 'countryCode', message: 'Choose a country from the list.' });
  const [person] = data?.personInChargeUuid && isUuid(data.personInChargeUuid) ? await ctx.db.select({ id: personsInCharge.id }).from(personsInCharge).where(eq(personsInCharge.uuid, data.personInChargeUuid)) : [];
  if (data?.personInChargeUuid && !person) issues.push({ fieldname: 'personInChargeUuid', message: 'Choose a person in charge from the list.' });
  const photo = uploads?.photo ? await encodeContentImage(uploads.photo, 'photo', 'photo') : null;
  if (photo && !('data' in photo)) issues.push(photo);
  if (issues.length || !data) return new InvalidInputError(issues);
  const encoded = photo && 'data' in photo ? photo : null;
  if (encoded) {
    if (!uploads?.media) throw new Error('The server has no media store for pictures.');
    const refused = await writeImages(uploads.media, [encoded]);
    if (refused) return refused;
  }
  const { countryCode: _code, personInChargeUuid: _person, photo: photoAddress, ...fields } = data;
  try {
    const result = await contentTransaction(ctx, async (tx) => {
      const [before] = uuid ? await tx.select().from(testimonials).where(eq(testimonials.uuid, uuid)).for('update') : [];
      if (uuid && !before) return new NotFoundError(NOT_FOUND);
      const values = {
        ...fields,
        ...(await matchModel(tx, fields.vehicleModel)),
        countryId: country?.id ?? null,
        personInChargeId: person?.id ?? null,
        thumbnailUrl: encoded?.path ?? (photoAddress === undefined ? (before?.thumbnailUrl ?? null) : photoAddress || null),
      };
      const [saved] = before
        ? await tx.update(testimonials).set(values).where(eq(testimonials.id, before.id)).returning({ uuid: testimonials.uuid })
        : await tx.insert(testimonials).values(values).returning({ uuid: testimonials.uuid });
      await recordAudit(tx, viewer, { action: 'content.save', entity: 'testimonials', entityId: saved!.uuid, before: before ?? null, after: values }, ctx.now);
      return saved!.uuid;
    });
    if (result instanceof Error) {
      await removeImages(uploads?.media, [encoded?.path]);
      return result;
    }
    return testimonialByAdmin(ctx, result);
  } catch (error) {
    await removeImages(uploads?.media, [encoded?.path]);
    throw error;
  }
}

export async function deleteTestimonial(ctx: RequestContext, uuid: string): Promise<{ ok: true } | StaffRefusal | NotFoundError> {
  const refused = staffCheck(ctx.viewer, { content: ['delete'] });
  if (refused) return refused;
  const viewer = ctx.viewer!;
  if (!isUuid(uuid)) return new NotFoundError(NOT_FOUND);
  const result = await contentTransaction(ctx, async (tx) => {
    const [before] = await tx.delete(testimonials).where(eq(testimonials.uuid, uuid)).returning();
    if (!before) return new NotFoundError(NOT_FOUND);
    await recordAudit(tx, viewer, { action: 'content.delete', entity: 'testimonials', entityId: uuid, before }, ctx.now);
    return true;
  });
  return result instanceof Error ? result : { ok: true };
}

/** The persons in charge a testimonial may name, in their order. */
export async function personInChargeChoices(ctx: RequestContext): Promise<{ uuid: string; name: string }[]> {
  return ctx.db.select({ uuid: personsInCharge.uuid, name: personsInCharge.name }).from(personsInCharge).orderBy(personsInCharge.sortOrder, personsInCharge.name);
}
