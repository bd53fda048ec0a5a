// The top page's banners for editors (issue 16): three types (campaign, featured, service), each banner in
// one language with a picture for computers and one for phones, where it leads, its order, an optional
// date window, and Draft or Published. The list shows, for each type, the languages without a published
// banner. Pictures are uploaded (cut to their frames, content-images.ts) or, through the API, given by
// address. Every write is one transaction with its audit entry and reaches every process (ADR 027).
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { banners } from '#db/schema/banners.ts';
import { BANNER_TYPES, PUBLICATION_STATUSES, type PublicationStatus } from '#db/schema/enum-values.ts';
import { LANGUAGES, type Language, type RequestContext } from '../context.ts';
import { InvalidInputError, type InputIssue, NotFoundError, toInvalidInput } from '../errors.ts';
import { mediaUrl } from '../media.ts';
import { recordAudit, staffCheck } from '../staff/audit.ts';
import type { MediaStore } from '../stock/media-store.ts';
import { isUuid } from '../uuid.ts';
import type { BannerType } from './banners.service.ts';
import { contentTransaction, IMAGE_ADDRESS, parseDateTime, type PublicationState, type StaffRefusal } from './content-admin.service.ts';
import { type EncodedImage, encodeContentImage, removeImages, writeImages } from './content-images.ts';

export interface AdminBanner {
  uuid: string;
  bannerType: BannerType;
  language: Language;
  /** As stored (a media path or an address), and the address it is served at. */
  pcImage: string;
  spImage: string;
  pcImageUrl: string;
  spImageUrl: string;
  alt: string;
  url: string;
  sortOrder: number;
  status: PublicationStatus;
  /** Published and in its window now; Scheduled before its window; Draft, or past its window (Ended). */
  state: PublicationState | 'Ended';
  startsAt: Date | null;
  endsAt: Date | null;
}

export interface BannerList {
  banners: AdminBanner[];
  /** For each type, the languages no published banner of that type speaks (their visitors see none). */
  missing: { bannerType: BannerType; languages: Language[] }[];
}

const columns = {
  uuid: banners.uuid,
  bannerType: banners.bannerType,
  language: banners.language,
  pcImage: banners.pcImageUrl,
  spImage: banners.spImageUrl,
  alt: banners.alt,
  url: banners.url,
  sortOrder: banners.sortOrder,
  status: banners.status,
  startsAt: banners.startsAt,
  endsAt: banners.endsAt,
};

type BannerRow = Omit<AdminBanner, 'pcImageUrl' | 'spImageUrl' | 'state' | 'language'> & { language: string };

function toBanner(ctx: RequestContext, row: BannerRow): AdminBanner {
  const state = row.status === 'Draft' ? 'Draft' : row.endsAt && row.endsAt <= ctx.now ? 'Ended' : row.startsAt && row.startsAt > ctx.now ? 'Scheduled' : 'Published';
  return { ...row, language: row.language as Language, pcImageUrl: mediaUrl(ctx.site, row.pcImage), spImageUrl: mediaUrl(ctx.site, row.spImage), state };
}

/** Every banner by type, then order; with the languages each type lacks. */
export async function bannersByAdmin(ctx: RequestContext): Promise<BannerList | StaffRefusal> {
  const refused = staffCheck(ctx.viewer, { content: ['list'] });
  if (refused) return refused;
  const rows = await ctx.db.select(columns).from(banners).orderBy(asc(banners.bannerType), asc(banners.language), asc(banners.sortOrder), asc(banners.id));
  const list = rows.map((row) => toBanner(ctx, row));
  return {
    banners: list,
    missing: BANNER_TYPES.map((bannerType) => ({ bannerType, languages: LANGUAGES.filter((l) => !list.some((b) => b.bannerType === bannerType && b.language === l && b.state === 'Published')) })),
  };
}

export async function bannerByAdmin(ctx: RequestContext, uuid: string): Promise<AdminBanner | StaffRefusal | NotFoundError> {
  const refused = staffCheck(ctx.viewer, { content: ['list'] });
  if (refused) return refused;
  const [row] = isUuid(uuid) ? await ctx.db.select(columns).from(banners).where(eq(banners.uuid, uuid)) : [];
  return row ? toBanner(ctx, row) : new NotFoundError('There is no such banner.');
}

const optionalDate = (field: string) =>
  z
    .string()
    .nullish()
    .transform((text, c) => {
      if (!text?.trim()) return null;
      const date = parseDateTime(text);
      if (!date) c.addIssue({ code: 'custom', message: `The ${field} is a date and time, e.g. 2026-12-01T00:00 (UTC).` });
      return date;
    });

const bannerSchema = z
  .object({
    bannerType: z.enum(BANNER_TYPES, { error: 'Choose where the banner shows.' }),
    language: z.enum(LANGUAGES, { error: 'Choose the language of the banner.' }),
    alt: z.string().trim().min(1, 'Describe the picture: screen readers and search engines read it.').max(200, 'The description is at most 200 characters.'),
    url: z
      .string()
      .trim()
      .min(1, 'Say where the banner leads.')
      .max(500, 'The link is at most 500 characters.')
      .regex(/^(\/[^\s"'<>]*|https:\/\/[^\s"'<>]+)$/, 'The link is a site address (/stocklist) or an https address.'),
    sortOrder: z.coerce.number({ error: 'The order is a whole number.' }).int('The order is a whole number.').min(0, 'The order is 0 or more.').max(999, 'The order is at most 999.'),
    status: z.enum(PUBLICATION_STATUSES, { error: 'Choose Draft or Published.' }),
    startsAt: optionalDate('start'),
    endsAt: optionalDate('end'),
    pcImage: z.string().trim().regex(IMAGE_ADDRESS, 'A picture is a media path or an https address.').nullish().or(z.literal('')),
    spImage: z.string().trim().regex(IMAGE_ADDRESS, 'A picture is a media path or an https address.').nullish().or(z.literal('')),
  })
  .refine((b) => !b.startsAt || !b.endsAt || b.endsAt > b.startsAt, { path: ['endsAt'], message: 'The end comes after the start.' });

export type BannerInput = z.input<typeof bannerSchema>;

/** The pictures a form sends: they replace the stored ones. */
export interface BannerUploads {
  pcImage?: File | null;
  spImage?: File | null;
  media?: MediaStore;
}

/** Creates a banner (no uuid; both pictures needed) or changes one. Answers the banner as saved. */
export async function saveBanner(ctx: RequestContext, uuid: string | null, input: BannerInput, uploads?: BannerUploads): Promise<AdminBanner | StaffRefusal | InvalidInputError | NotFoundError> {
  const refused = staffCheck(ctx.viewer, { content: [uuid ? 'update' : 'create'] });
  if (refused) return refused;
  const viewer = ctx.viewer!;
  if (uuid && !isUuid(uuid)) return new NotFoundError('There is no such banner.');
  const issues: InputIssue[] = [];
  const parsed = bannerSchema.safeParse(input);
  if (!parsed.success) issues.push(...toInvalidInput(parsed.error).issues);
  const images: Partial<Record<'pcImage' | 'spImage', EncodedImage>> = {};
  for (const [field, frame] of [
    ['pcImage', 'wide'],
    ['spImage', 'phone'],
  ] as const) {
    const file = uploads?.[field];
    if (!file) continue;
    const encoded = await encodeContentImage(file, frame, field);
    if ('data' in encoded) images[field] = encoded;
    else issues.push(encoded);
  }
  if (!uuid && parsed.success) {
    if (!images.pcImage && !parsed.data.pcImage) issues.push({ fieldname: 'pcImage', message: 'A banner needs its picture for computers (1600 × 500).' });
    if (!images.spImage && !parsed.data.spImage) issues.push({ fieldname: 'spImage', message: 'A banner needs its picture for phones (800 × 600).' });
  }
  if (issues.length || !parsed.success) return new InvalidInputError(issues);
  const { pcImage, spImage, ...data } = parsed.data;
  const written = Object.values(images);
  if (written.length) {
    if (!uploads?.media) throw new Error('The server has no media store for pictures.');
    const refused = await writeImages(uploads.media, written);
    if (refused) return refused;
  }
  try {
    const result = await contentTransaction(ctx, async (tx) => {
      const [before] = uuid ? await tx.select(columns).from(banners).where(eq(banners.uuid, uuid)).for('update') : [];
      if (uuid && !before) return new NotFoundError('There is no such banner.');
      const values = {
        ...data,
        pcImageUrl: images.pcImage?.path ?? (pcImage || before!.pcImage),
        spImageUrl: images.spImage?.path ?? (spImage || before!.spImage),
      };
      const [saved] = before
        ? await tx.update(banners).set(values).where(eq(banners.uuid, uuid!)).returning({ uuid: banners.uuid })
        : await tx.insert(banners).values(values).returning({ uuid: banners.uuid });
      await recordAudit(tx, viewer, { action: 'content.save', entity: 'banners', entityId: saved!.uuid, before: before ?? null, after: values }, ctx.now);
      return saved!.uuid;
    });
    if (result instanceof Error) {
      await removeImages(uploads?.media, written.map((i) => i.path));
      return result;
    }
    return bannerByAdmin(ctx, result);
  } catch (error) {
    await removeImages(uploads?.media, written.map((i) => i.path));
    throw error;
  }
}

export async function deleteBanner(ctx: RequestContext, uuid: string): Promise<{ ok: true } | StaffRefusal | NotFoundError> {
  const refused = staffCheck(ctx.viewer, { content: ['delete'] });
  if (refused) return refused;
  const viewer = ctx.viewer!;
  if (!isUuid(uuid)) return new NotFoundError('There is no such banner.');
  const result = await contentTransaction(ctx, async (tx) => {
    const [before] = await tx.delete(banners).where(eq(banners.uuid, uuid)).returning(columns);
    if (!before) return new NotFoundError('There is no such banner.');
    await recordAudit(tx, viewer, { action: 'content.delete', entity: 'banners', entityId: uuid, before }, ctx.now);
    return true;
  });
  return result instanceof Error ? result : { ok: true };
}
