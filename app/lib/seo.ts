// Each page's search-engine and sharing tags: title, description, canonical address, language
// alternates, Open Graph, and structured data where there is some.
import type { MetaDescriptor } from 'react-router';
import { translate } from '#domain/content/translate.ts';
import type { Language } from '#domain/context.ts';
import { absoluteUrl, languageAlternates } from '#domain/seo/site-urls.ts';
import { EMPTY_LAYOUT_DATA, withLanguageFile, type LanguageLayoutData, type LanguageLayoutLoaderData } from './i18n';

const OG_LOCALES: Record<Language, string> = { en: 'en_GB', fr: 'fr_FR', pt: 'pt_PT', ru: 'ru_RU' };

/** The language layout's data (site address and interface texts), as meta functions see it. */
export function layoutData(matches: readonly ({ id: string; data?: unknown } | undefined)[]): LanguageLayoutData {
  const match = matches.find((m) => m?.id === 'routes/language-layout');
  const data = match?.data as LanguageLayoutLoaderData | undefined;
  return data ? withLanguageFile(data) : EMPTY_LAYOUT_DATA;
}

export function pageText(layout: LanguageLayoutData, key: string, values?: Record<string, string | number>): string {
  return translate(layout.texts, key, values);
}

export function seoMeta(
  layout: LanguageLayoutData,
  page: { path: string; title: string; description: string; image?: string | null; type?: 'website' | 'product'; jsonLd?: object },
): MetaDescriptor[] {
  const site = { siteUrl: layout.siteUrl };
  const suffix = page.path === '/' ? '' : page.path;
  const canonical = absoluteUrl(site, `/${layout.language}${suffix}`);
  const image = absoluteUrl(site, page.image ?? '/media/brand/og-default.webp');
  return [
    { title: page.title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    ...languageAlternates(site, page.path).map((a) => ({ tagName: 'link', rel: 'alternate', hrefLang: a.hreflang, href: a.href })),
    { property: 'og:site_name', content: 'Roro Motors' },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: canonical },
    { property: 'og:image', content: image },
    { property: 'og:locale', content: OG_LOCALES[layout.language] },
    { name: 'twitter:card', content: 'summary_large_image' },
    ...(page.jsonLd ? [{ 'script:ld+json': page.jsonLd }] : []),
  ];
}
