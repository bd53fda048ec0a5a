// Banners of the top page by type (top-banner-campaign, top-banner-2, top-banner) in a language; a banner
// with a start or end date shows only between them, and a draft never.
import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import { banners } from '#db/schema/banners.ts';
import { BANNER_TYPES } from '#db/schema/enum-values.ts';
import type { Language, RequestContext } from '../context.ts';
import { mediaUrl } from '../media.ts';

export type BannerType = (typeof BANNER_TYPES)[number];

export interface BannerRecord {
  id: number;
  uuid: string;
  bannerType: BannerType;
  language: string;
  pcImageUrl: string;
  spImageUrl: string;
  alt: string;
  /** Site-relative addresses carry the language prefix, so the banner leads to the same language. */
  url: string;
}

/** Where a banner leads from a page in `language`: a site address gets the language in front. */
export const bannerHref = (url: string, language: string): string => (/^https?:\/\//.test(url) ? url : `/${language}${url.startsWith('/') ? url : `/${url}`}`);

export function isBannerType(value: unknown): value is BannerType {
  return typeof value === 'string' && (BANNER_TYPES as readonly string[]).includes(value);
}

export async function bannersByType(ctx: RequestContext, args: { types?: readonly BannerType[] | null; language?: Language | null } = {}): Promise<BannerRecord[]> {
  const language = args.language ?? ctx.language;
  const types = args.types?.length ? args.types : BANNER_TYPES;
  const rows = await ctx.db
    .select({
      id: banners.id,
      uuid: banners.uuid,
      bannerType: banners.bannerType,
      language: banners.language,
      pcImageUrl: banners.pcImageUrl,
      spImageUrl: banners.spImageUrl,
      alt: banners.alt,
      url: banners.url,
    })
    .from(banners)
    .where(
      and(
        eq(banners.language, language),
        eq(banners.status, 'Published'),
        inArray(banners.bannerType, [...types]),
        or(isNull(banners.startsAt), lte(banners.startsAt, ctx.now)),
        or(isNull(banners.endsAt), gt(banners.endsAt, ctx.now)),
      ),
    )
    .orderBy(asc(banners.sortOrder), asc(banners.id));
  return rows.map((row) => ({
    ...row,
    pcImageUrl: mediaUrl(ctx.site, row.pcImageUrl),
    spImageUrl: mediaUrl(ctx.site, row.spImageUrl),
    url: bannerHref(row.url, language),
  }));
}
