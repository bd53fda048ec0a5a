// What the back office's content pages share with the browser (no database code): the kinds of content,
// the languages by name, how a name (the address's last part) is spelled, and where each kind is edited.
import { BANNER_TYPES, PUBLICATION_STATUSES } from '#db/schema/enum-values.ts';
import { LANGUAGES, type Language } from '../context.ts';

/** Written texts in four languages under one name: news items, information pages, country pages. */
export const ARTICLE_KINDS = ['news', 'pages', 'country-pages'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

export const ARTICLE_KIND_LABELS: Record<ArticleKind, { plural: string; one: string }> = {
  news: { plural: 'News', one: 'News item' },
  pages: { plural: 'Information pages', one: 'Information page' },
  'country-pages': { plural: 'Country pages', one: 'Country page' },
};

export function isArticleKind(value: unknown): value is ArticleKind {
  return typeof value === 'string' && (ARTICLE_KINDS as readonly string[]).includes(value);
}

/** Where a published article is on the storefront, in a language. */
export function storefrontPath(kind: ArticleKind, name: string, language: Language): string {
  const section = kind === 'news' ? 'pages/news/' : kind === 'country-pages' ? 'pages/countries/' : 'pages/';
  return `/${language}/${section}${name}`;
}

export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'French', pt: 'Portuguese', ru: 'Russian' };
export { BANNER_TYPES, LANGUAGES, PUBLICATION_STATUSES };

export const BANNER_TYPE_LABELS: Record<(typeof BANNER_TYPES)[number], string> = {
  'top-banner-campaign': 'Campaign (top of the page)',
  'top-banner-2': 'Featured (second row)',
  'top-banner': 'Service (lower row)',
};

/** A name as it stands in the address: lower-case letters, digits and dashes, starting with a letter or digit. */
export const CONTENT_NAME = /^[a-z0-9][a-z0-9-]{0,99}$/;
export const CONTENT_NAME_HINT = 'Lower-case letters, digits and dashes, e.g. 2026-11-new-route-to-mombasa; it is the page’s address.';

/** The pictures a form may send, and their limits (checked again, with the picture read, on the server). */
export const IMAGE_FILE_TYPES = 'image/jpeg,image/png,image/webp,image/avif';
export const MAX_IMAGE_MB = 15;
