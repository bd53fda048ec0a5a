// A micro-cache of rendered anonymous pages, in the manner of nginx's proxy_cache honouring s-maxage: a
// page whose response says `public, s-maxage=N` is rendered and compressed once per N seconds per variant
// and served from memory meanwhile. Only the React Router document handler goes through it. See
// docs/decisions/008-page-micro-cache.md.
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, getSignedCookie } from 'hono/cookie';
import { fillSlot, personalBlock, slotPage, type SlottedPage } from './personal-slot.ts';

const gzip = promisify(gzipCallback);

/**
 * Cookies that change an anonymous page (the buyer's currency and country, the theme, the cars put aside to compare). Their values are
 * part of the cache key, so a page rendered for one currency is never served to a buyer of another. A new
 * cookie that changes what an anonymous page shows must be added here.
 */
export const PAGE_VARY_COOKIES = ['roro_currency', 'roro_country', 'roro_port', 'roro_theme', 'roro_compare'] as const;

/** Better Auth's cookies (session token, session data; `__Secure-` in front over https): a request carrying any is signed in, its pages personal. */
export const SESSION_COOKIE_PREFIX = 'better-auth.';

export type PageCacheStatus = 'HIT' | 'MISS' | 'BYPASS';

export interface CachedPage {
  /** The address it answers: path and query. */
  path: string;
  status: number;
  headers: [string, string][];
  /** As sent: gzip-compressed for a gzip key, as rendered for an identity key. */
  body: Uint8Array;
  /** A page shared by signed-in buyers: kept with a slot for each buyer's own part (body then empty). */
  slotted?: SlottedPage;
  storedAt: number;
  expiresAt: number;
  /** What the entry counts against the byte budget. */
  bytes: number;
}

/** How many purges a render under way is checked against; one that started before older ones is not kept. */
const KEPT_PURGES = 64;

/**
 * An LRU of rendered pages bounded by their total size, on a clock that tests can replace. Pages that a
 * change makes wrong are purged by address (see showsStock).
 */
export class PageCache {
  readonly maxBytes: number;
  readonly now: () => number;
  #entries = new Map<string, CachedPage>();
  #bytes = 0;
  #generation = 0;
  #purges: { generation: number; matches: (path: string) => boolean }[] = [];

  constructor({ maxBytes, now = Date.now }: { maxBytes: number; now?: () => number }) {
    this.maxBytes = maxBytes;
    this.now = now;
  }

  get enabled(): boolean {
    return this.maxBytes > 0;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The fresh entry under the key, now the most recently used; an expired one is dropped. */
  get(key: string): CachedPage | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (entry.expiresAt <= this.now()) {
      this.#bytes -= entry.bytes;
      return undefined;
    }
    this.#entries.set(key, entry);
    return entry;
  }

  has(key: string): boolean {
    const entry = this.#entries.get(key);
    return entry !== undefined && entry.expiresAt > this.now();
  }

  /** Stores the entry, evicting the least recently used ones until the total fits; an entry larger than the whole budget is not kept. */
  set(key: string, entry: CachedPage): void {
    this.delete(key);
    if (entry.bytes > this.maxBytes) return;
    this.#entries.set(key, entry);
    this.#bytes += entry.bytes;
    for (const [oldest, old] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= old.bytes;
    }
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }

  /**
   * Drops every page whose address (path with query) `matches`, and remembers the purge for renders under
   * way: a page rendered from what was there before must not be kept after it (see purgedSince). Returns
   * how many pages were dropped.
   */
  purge(matches: (path: string) => boolean): number {
    let dropped = 0;
    for (const [key, entry] of this.#entries) {
      if (!matches(entry.path)) continue;
      this.#entries.delete(key);
      this.#bytes -= entry.bytes;
      dropped++;
    }
    this.#purges.push({ generation: ++this.#generation, matches });
    if (this.#purges.length > KEPT_PURGES) this.#purges.shift();
    return dropped;
  }

  /** A mark taken before a render starts, for purgedSince. */
  get generation(): number {
    return this.#generation;
  }

  /** Whether a purge since the mark touched this address (or may have: it is no longer remembered). */
  purgedSince(generation: number, path: string): boolean {
    if (generation === this.#generation) return false;
    const oldest = this.#purges[0];
    if (!oldest || oldest.generation > generation + 1) return true;
    return this.#purges.some((purge) => purge.generation > generation && purge.matches(path));
  }
}

/** The path's segments, decoded, without the `.data` of React Router's data requests (`/en.data`, `/en/_.data`). */
function pageSegments(path: string): string[] {
  let pathname = path.split('?', 1)[0]!.replace(/(?:\/_root|\/_)?\.data$/, '');
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: compare it as it is.
  }
  return pathname.split('/').filter(Boolean);
}

/**
 * Pages that show stock that changed: the home page (its vehicle rows), the stock list and the comparison
 * (`/compare?stock=…`, ADR 066) with any query, in every language, and the pages of the vehicles changed (`'all'`: of every vehicle), their `.data`
 * requests included. Other vehicles' pages list similar vehicles too; those catch up within their
 * s-maxage (ADR 018).
 */
export function showsStock(stockNumbers: ReadonlySet<string> | 'all'): (path: string) => boolean {
  return (path) => {
    const [language, section, stockNumber, ...rest] = pageSegments(path);
    if (language === undefined) return false;
    if (section === undefined || (section === 'compare' && stockNumber === undefined)) return true;
    if (section !== 'stocklist' || rest.length > 0) return false;
    return stockNumber === undefined || stockNumbers === 'all' || stockNumbers.has(stockNumber.trim().toUpperCase());
  };
}

/** N of `s-maxage=N` when the response may be kept by a shared cache (public, not private/no-store/no-cache), else null. */
export function sharedMaxAge(cacheControl: string | null | undefined): number | null {
  if (!cacheControl) return null;
  const directives = new Map(
    cacheControl
      .toLowerCase()
      .split(',')
      .map((part) => {
        const [name = '', value] = part.split('=', 2);
        return [name.trim(), value?.trim().replace(/^"(.*)"$/, '$1')] as const;
      }),
  );
  if (!directives.has('public') || directives.has('private') || directives.has('no-store') || directives.has('no-cache')) return null;
  const seconds = Number(directives.get('s-maxage'));
  return Number.isInteger(seconds) && seconds > 0 ? seconds : null;
}

/** Whether Accept-Encoding allows gzip (named, or through `*`, with a non-zero q). */
export function acceptsGzip(acceptEncoding: string | null | undefined): boolean {
  if (!acceptEncoding) return false;
  let gzipQ: number | undefined;
  let anyQ: number | undefined;
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [coding = '', ...params] = part.split(';').map((s) => s.trim());
    const qParam = params.find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (coding === 'gzip' || coding === 'x-gzip') gzipQ = q;
    else if (coding === '*') anyQ = q;
  }
  return (gzipQ ?? anyQ ?? 0) > 0;
}

const COMPRESSIBLE = /^\s*(?:text\/|application\/(?:json|javascript|xml|[\w.-]+\+(?:json|xml)))/i;
// Per request or recomputed for the stored body: never replayed from the cache.
const NOT_STORED = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'date', 'age', 'x-cache', 'x-request-id', 'set-cookie', 'vary']);
// The key names the encoding and the vary cookies; say so to browsers and any cache in front.
const VARY = 'Accept-Encoding, Accept-Language, Cookie';

function responseFrom(entry: CachedPage, status: PageCacheStatus, now: number, head: boolean, ownCopy = false): Response {
  const headers = new Headers(entry.headers);
  if (ownCopy) headers.set('cache-control', ownCopyOnly(headers.get('cache-control')));
  headers.set('age', String(Math.max(0, Math.floor((now - entry.storedAt) / 1000))));
  headers.set('x-cache', status);
  return new Response(head ? null : (entry.body as Uint8Array<ArrayBuffer>), { status: entry.status, headers });
}

/**
 * A page rendered for the country of the visitor's network address (ADR 031) is shared here, by that
 * country, but no cache in front can key on the address: for them it is the browser's own copy.
 */
function ownCopyOnly(cacheControl: string | null): string {
  return (cacheControl ?? 'no-cache').replace(/\bpublic\b/, 'private').replace(/,\s*(?:s-maxage|stale-while-revalidate)=\d+/g, '');
}

/** Makes a cache entry of a rendered response when it may be shared (see sharedMaxAge), reading its body; else null, body untouched. */
async function storable(res: Response, path: string, gzipped: boolean, now: number): Promise<CachedPage | null> {
  if (res.status !== 200 || !res.body || res.headers.has('set-cookie') || res.headers.has('content-encoding')) return null;
  const seconds = sharedMaxAge(res.headers.get('cache-control'));
  if (!seconds) return null;
  const rendered = new Uint8Array(await res.arrayBuffer());
  const compress = gzipped && COMPRESSIBLE.test(res.headers.get('content-type') ?? '');
  const body = compress ? new Uint8Array(await gzip(rendered)) : rendered;
  const headers: [string, string][] = [];
  for (const [name, value] of res.headers) if (!NOT_STORED.has(name)) headers.push([name, value]);
  if (compress) headers.push(['content-encoding', 'gzip']);
  headers.push(['content-length', String(body.byteLength)], ['vary', VARY]);
  const bytes = body.byteLength + headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0) + 256;
  return { path, status: res.status, headers, body, storedAt: now, expiresAt: now + seconds * 1000, bytes };
}

/** A kept copy of a shared signed-in page (see serveShared): its headers without length or caching, which each copy sets. */
function slottedEntry(res: Response, path: string, slotted: SlottedPage, now: number, seconds: number): CachedPage {
  const headers: [string, string][] = [];
  for (const [name, value] of res.headers) if (!NOT_STORED.has(name) && name !== 'cache-control') headers.push([name, value]);
  if (slotted.gzipped) headers.push(['content-encoding', 'gzip']);
  headers.push(['vary', VARY]);
  const bytes = slotted.head.byteLength + slotted.tail.byteLength + headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0) + 256;
  return { path, status: res.status, headers, body: new Uint8Array(0), slotted, storedAt: now, expiresAt: now + seconds * 1000, bytes };
}

function slottedResponse(entry: CachedPage, block: string, status: PageCacheStatus, now: number, head: boolean): Response {
  const body = fillSlot(entry.slotted!, block);
  const headers = new Headers(entry.headers);
  headers.set('cache-control', 'private, no-store');
  headers.set('content-length', String(body.byteLength));
  headers.set('age', String(Math.max(0, Math.floor((now - entry.storedAt) / 1000))));
  headers.set('x-cache', status);
  return new Response(head ? null : (body as Uint8Array<ArrayBuffer>), { status: entry.status, headers });
}

/**
 * The middleware in front of the page renderer. A GET or HEAD without a signed session cookie or an
 * Authorization header is looked up by
 * encoding, path with query and the PAGE_VARY_COOKIES values; a miss renders once (concurrent misses for
 * the same key wait for that render) and keeps the response when it is a 200 without Set-Cookie whose
 * Cache-Control is public with s-maxage. Responses say `x-cache: HIT | MISS | BYPASS` (BYPASS: the
 * request may not use the cache), hits carry `age`.
 */
const SESSION_TOKEN = `${SESSION_COOKIE_PREFIX}session_token`;

/**
 * Whether the request carries a session token signed with the site's secret (plain, or `__Secure-` over
 * https). A made-up or tampered cookie is no session: that visitor is signed out and gets cached pages,
 * so sending any cookie named better-auth.… does not buy a fresh render. One HMAC, no database.
 */
async function carriesSession(c: Context, secret: string): Promise<boolean> {
  if (!c.req.header('cookie')?.includes(SESSION_TOKEN)) return false;
  return Boolean((await getSignedCookie(c, secret, SESSION_TOKEN)) || (await getSignedCookie(c, secret, SESSION_TOKEN, 'secure')));
}

/**
 * What a page shared by signed-in buyers depends on besides its address and the vary cookies (their
 * account's place, their group: `key`), and the buyer's own part that each copy is given (`personal`,
 * read by the browser when it hydrates). See ADR 037.
 */
export interface SignedInShare {
  key: string;
  personal: unknown;
}

/** Requests rendered to be shared by signed-in buyers: the layout leaves out the buyer's own part. */
const sharedRenders = new WeakSet<Request>();
export const isSharedRender = (request: Request): boolean => sharedRenders.has(request);
/** Requests answered with a page shared by signed-in buyers, kept or rendered: the metrics count them apart. */
const servedShared = new WeakSet<Request>();
export const isServedShared = (request: Request): boolean => servedShared.has(request);

export interface PageCacheOptions {
  sessionSecret: () => string;
  /**
   * For a signed-in request (a session cookie, no Authorization header), whether its page may be shared
   * with other signed-in buyers and on what terms; null: the page is theirs alone, rendered afresh.
   */
  signedInShare?: (c: Context) => Promise<SignedInShare | null>;
  /**
   * What else a page depends on for a visitor who has chosen no country (no `country` parameter, no
   * `roro_country` cookie): the hints its first guess is made from (ADR 031). Part of the key.
   */
  placeHints?: (c: Context) => string;
}

export function pageCacheMiddleware(cache: PageCache, { sessionSecret, placeHints, signedInShare }: PageCacheOptions): MiddlewareHandler {
  // Renders under way, by key: later requests for the same page wait for the first instead of rendering too.
  const rendering = new Map<string, Promise<CachedPage | null>>();

  /** The key's parts every variant shares: encoding, address, vary cookies, and the hints of a first guess. */
  const variantOf = (c: Context) => {
    const cookies = getCookie(c);
    const gzipped = acceptsGzip(c.req.header('accept-encoding'));
    const url = new URL(c.req.url);
    const path = url.pathname + url.search;
    const chosen = cookies.roro_country || url.searchParams.get('country');
    const guessedFrom = !chosen && placeHints ? placeHints(c) : null;
    return { gzipped, path, guessedFrom, parts: [gzipped ? 'gzip' : 'identity', path, ...PAGE_VARY_COOKIES.map((name) => cookies[name] ?? null), guessedFrom] };
  };

  /**
   * A signed-in buyer's page that others share: rendered once without anyone's own part, kept with a slot,
   * and sent to each buyer with theirs in it. Never to a cache in front of ours: `private, no-store`.
   */
  const serveShared = async (c: Context, next: () => Promise<void>, share: SignedInShare): Promise<Response | void> => {
    const { gzipped, path, parts } = variantOf(c);
    const key = JSON.stringify(['signed-in', share.key, ...parts]);
    const block = personalBlock(share.personal);
    const head = c.req.method === 'HEAD';
    servedShared.add(c.req.raw);
    const kept = cache.get(key) ?? (await rendering.get(key));
    if (kept?.slotted) return slottedResponse(kept, block, 'HIT', cache.now(), head);
    const first = !rendering.has(key) && !head;
    let settle: ((entry: CachedPage | null) => void) | undefined;
    if (first) rendering.set(key, new Promise((resolve) => (settle = resolve)));
    let stored: CachedPage | null = null;
    const mark = cache.generation;
    try {
      sharedRenders.add(c.req.raw);
      await next();
      const res = c.res;
      // Only the document carries the slot; a redirect or another kind of answer goes as it is, privately.
      if (!res.body || !/^text\/html/i.test(res.headers.get('content-type') ?? '')) {
        c.header('x-cache', 'MISS');
        c.header('cache-control', 'private, no-store');
        return;
      }
      // Kept for as long as the page allows a shared cache to keep it; 0: sent to this buyer only.
      const seconds = first && res.status === 200 && !res.headers.has('set-cookie') && !res.headers.has('content-encoding') ? (sharedMaxAge(res.headers.get('cache-control')) ?? 0) : 0;
      const keep = seconds > 0;
      const rendered = new Uint8Array(await res.arrayBuffer());
      const now = cache.now();
      const entry = slottedEntry(res, path, await slotPage(rendered, keep && gzipped), now, seconds);
      if (keep && !cache.purgedSince(mark, path)) {
        stored = entry;
        cache.set(key, entry);
      }
      const response = slottedResponse(entry, block, 'MISS', now, false);
      // A cookie the render set (a session refreshed) is this buyer's: sent with their copy, never kept.
      for (const cookie of res.headers.getSetCookie()) response.headers.append('set-cookie', cookie);
      c.res = undefined;
      c.res = response;
    } finally {
      if (first) {
        rendering.delete(key);
        settle?.(stored);
      }
    }
  };

  return async (c: Context, next) => {
    const method = c.req.method;
    // A signed session cookie or a bearer token: the page is the viewer's own (a Distributor's prices), never shared.
    const bearer = c.req.header('authorization') !== undefined;
    const signedIn = bearer || (await carriesSession(c, sessionSecret()));
    const readable = method === 'GET' || method === 'HEAD';
    if (signedIn && !bearer && readable && cache.enabled && signedInShare) {
      const share = await signedInShare(c);
      if (share) return serveShared(c, next, share);
    }
    if (!readable || signedIn || !cache.enabled) {
      await next();
      if (cache.enabled) c.header('x-cache', 'BYPASS');
      // A signed-in page carries the viewer's favourites, coupons or dealer prices: no shared cache (a CDN)
      // may keep it, whatever the route said for its signed-out version.
      if (signedIn && /\bpublic\b/.test(c.res.headers.get('cache-control') ?? '')) c.header('cache-control', 'private, no-store');
      return;
    }
    const { gzipped, path, guessedFrom, parts } = variantOf(c);
    const key = JSON.stringify(parts);
    const head = method === 'HEAD';
    const ownCopy = guessedFrom !== null && !guessedFrom.startsWith('|');

    const cached = cache.get(key);
    if (cached) return responseFrom(cached, 'HIT', cache.now(), head, ownCopy);
    const pending = rendering.get(key);
    const shared = pending && (await pending);
    if (shared) return responseFrom(shared, 'HIT', cache.now(), head, ownCopy);
    if (pending || head) {
      // The render waited for could not be kept, or a HEAD has no body to keep: render for this request alone.
      await next();
      c.header('x-cache', 'MISS');
      if (ownCopy) c.header('cache-control', ownCopyOnly(c.res.headers.get('cache-control')));
      return;
    }

    let settle!: (entry: CachedPage | null) => void;
    rendering.set(key, new Promise((resolve) => (settle = resolve)));
    let stored: CachedPage | null = null;
    // A purge of this page while it renders means it may show what was there before: sent, not kept.
    const mark = cache.generation;
    try {
      await next();
      const rendered = await storable(c.res, path, gzipped, cache.now());
      if (rendered) {
        if (cache.purgedSince(mark, path)) {
          c.res = undefined;
          c.res = responseFrom(rendered, 'MISS', rendered.storedAt, false, ownCopy);
          return;
        }
        stored = rendered;
        cache.set(key, stored);
        // Replace the response rather than merge into it: the stored headers are the whole set.
        c.res = undefined;
        c.res = responseFrom(stored, 'MISS', stored.storedAt, false, ownCopy);
      } else {
        c.header('x-cache', 'MISS');
        if (ownCopy) c.header('cache-control', ownCopyOnly(c.res.headers.get('cache-control')));
      }
    } finally {
      rendering.delete(key);
      settle(stored);
    }
  };
}
