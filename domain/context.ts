// What every use case receives: the database, who is asking, and in which language.
import type { Database } from '#db/client.ts';

export const LANGUAGES = ['en', 'fr', 'pt', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export interface Viewer {
  userId: string;
  email: string;
  groups: string[];
}

export interface SiteConfig {
  /** Where media is served from: "/media" locally, a CDN or bucket address in production. */
  mediaBaseUrl: string;
  /** The public origin, for absolute URLs (canonical links, sitemaps, e-mails). */
  siteUrl: string;
}

/** Who is browsing, without an account: a stable key per visitor (hashed, never the address itself). */
export interface Visitor {
  key: string;
  isBot: boolean;
}

export interface RequestContext {
  db: Database;
  viewer: Viewer | null;
  visitor: Visitor | null;
  language: Language;
  site: SiteConfig;
  /** The request's clock, so that "new arrival" and similar rules can be tested at a fixed time. */
  now: Date;
}
