// What every use case receives: the database, who is asking, and in which language.
import type { Database } from '#db/client.ts';
import type { BotCheck } from './bot-check/bot-check.ts';
import type { IdentityProvider } from './identity/identity-provider.ts';
import type { SendMail } from './mail.ts';
import type { StaffRole } from './staff/roles.ts';
import type { MediaStore } from './stock/media-store.ts';

export const LANGUAGES = ['en', 'fr', 'pt', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export interface Viewer {
  userId: string;
  email: string;
  groups: string[];
  /** The staff roles of a back-office user (domain/staff/roles.ts); none for a buyer. */
  staffRoles?: StaffRole[];
  /**
   * Whether this session passed the authenticator-app step at sign-in (ADR 051), which staff powers need;
   * a session signed in with the password alone has not, even once the account turns the app on.
   */
  twoFactor?: boolean;
  /** Whether the account has the authenticator app on (staff only): the back office tells who must set it up and who must sign in again. */
  authenticatorOn?: boolean;
}

export interface SiteConfig {
  /** Where media is served from: "/media" locally, a CDN or bucket address in production. */
  mediaBaseUrl: string;
  /** The public origin, for absolute URLs (canonical links, sitemaps, e-mails). */
  siteUrl: string;
}

/** Who is browsing, without an account: a stable key per visitor (hashed, never the address itself). */
export interface Visitor {
  /** The visitor cookie's id, hashed (ADR 053); null without a valid one: nothing of theirs is counted. */
  key: string | null;
  /** The network address, hashed: views are capped per address per day. */
  addressKey?: string;
  isBot: boolean;
  /** The ISO 3166 code of the network address's country (an offline table), for a first guess of where they are. */
  addressCountry?: string | null;
}

export interface RequestContext {
  db: Database;
  viewer: Viewer | null;
  visitor: Visitor | null;
  language: Language;
  site: SiteConfig;
  /** The request's clock, so that "new arrival" and similar rules can be tested at a fixed time. */
  now: Date;
  /** Identity (better-auth) and the request's headers, for the account calls that act on the session. */
  identity?: { auth: IdentityProvider; headers: Headers };
  /**
   * Outgoing mail (SMTP or the outbox), for the use cases that write to buyers and to the sales team; on
   * the server, an e-mail the mail server cannot take now waits in the jobs instead (ADR 064).
   */
  mail?: SendMail;
  /** The same mail, sent now or failing: for a staff member's reply, whose page says whether it went. Else `mail`. */
  mailNow?: SendMail;
  /** Checks the bot-check token of a public form before anything is stored (ADR 012). */
  botCheck?: BotCheck;
  /** Where vehicle photos are written (the back office's uploads). */
  media?: MediaStore;
}
