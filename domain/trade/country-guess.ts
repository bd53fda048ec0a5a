// A first visit, before the visitor has chosen anything: where they probably are and which language they
// read, from what the request says (ADR 031). The network address's country (an offline table) comes
// first, since many buyers' browsers say en-US wherever they are; then the regions their browser asks
// for, most wanted first. Only a country we ship to is a guess; anything else leaves Japan (spec 001 §4).
import { isLanguage, type Language } from '../context.ts';
import { findCountry, type Destinations } from './destinations.ts';
import type { CountryTerms } from './trade-term.ts';

export interface AcceptedTag {
  /** The primary language subtag, lower case: "sw" of "sw-KE". */
  language: string;
  /** The ISO 3166 region subtag, upper case, if the tag has one: "KE" of "sw-KE". */
  region: string | null;
}

/** How many tags of one header are read: browsers send a handful; a longer list is noise or an attack. */
const MAX_TAGS = 8;

/** The tags of an Accept-Language header, most wanted first (by q, then as written); q=0 tags are refused ones. */
export function acceptedTags(header: string | null | undefined): AcceptedTag[] {
  if (!header) return [];
  const tags: { tag: AcceptedTag; q: number; at: number }[] = [];
  for (const [at, part] of header.slice(0, 512).split(',').slice(0, MAX_TAGS).entries()) {
    const [range = '', ...params] = part.trim().split(';');
    const match = /^([a-z]{2,3})(?:-[a-z]{4})?(?:-([a-z]{2}))?(?:-|$)/i.exec(range.trim());
    if (!match) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    tags.push({ tag: { language: match[1]!.toLowerCase(), region: match[2]?.toUpperCase() ?? null }, q, at });
  }
  return tags.sort((a, b) => b.q - a.q || a.at - b.at).map((t) => t.tag);
}

/** The first region the header names, and the address's country: what a guess depends on (the page cache's key). */
export function placeHints(acceptLanguage: string | null | undefined, addressCountry: string | null | undefined): string {
  const regions = [...new Set(acceptedTags(acceptLanguage).flatMap((t) => (t.region ? [t.region] : [])))];
  return `${addressCountry ?? ''}|${regions.join(',')}`;
}

/** The country we ship to that the request most likely comes from, or undefined. */
export function guessCountry(destinations: Destinations, acceptLanguage: string | null | undefined, addressCountry: string | null | undefined): CountryTerms | undefined {
  const candidates = [addressCountry, ...acceptedTags(acceptLanguage).map((t) => t.region)];
  for (const code of candidates) {
    const country = code ? findCountry(destinations, code) : undefined;
    // Only by its code: a region subtag is never a country's English name.
    if (country && country.code.toUpperCase() === code!.toUpperCase()) return country;
  }
  return undefined;
}

/** The first language of the header the storefront is written in, or null. */
export function guessLanguage(acceptLanguage: string | null | undefined): Language | null {
  for (const { language } of acceptedTags(acceptLanguage)) if (isLanguage(language)) return language;
  return null;
}
