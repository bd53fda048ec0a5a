// Public addresses: absolute URLs from the configured site URL, the vehicle URL helper, and the
// language alternates every page announces. Pure, so pages and the server both use it.
import { LANGUAGES, type Language, type SiteConfig } from '../context.ts';

export function absoluteUrl(site: Pick<SiteConfig, 'siteUrl'>, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${site.siteUrl.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
}

/** The vehicle page's address, absolute: for e-mails, sitemaps, structured data and sharing. */
export function vehicleUrl(site: Pick<SiteConfig, 'siteUrl'>, language: Language, stockNumber: string): string {
  return absoluteUrl(site, `/${language}/stocklist/${encodeURIComponent(stockNumber)}`);
}

/** hreflang alternates for a path given without its language prefix ("/stocklist"); English is x-default. */
export function languageAlternates(site: Pick<SiteConfig, 'siteUrl'>, path: string): { hreflang: string; href: string }[] {
  const suffix = path === '/' ? '' : path;
  return [
    ...LANGUAGES.map((language) => ({ hreflang: language, href: absoluteUrl(site, `/${language}${suffix}`) })),
    { hreflang: 'x-default', href: absoluteUrl(site, `/en${suffix}`) },
  ];
}
