// Who a session cookie belongs to, kept for a few seconds (ADR 040). Reading it from better-auth costs three
// queries (the session, its user, the user's groups) on every signed-in request; a buyer browsing asks
// again within seconds. A kept answer is dropped the moment anything could change it: triggers move
// `identity_version` and notify `identity_changes` when a session is changed or ended or a user or their
// groups change (migration 0024), and every process that follows the database drops everything it keeps.
// The version is also read each second, so a notification lost with a broken connection costs at most
// that second; while the version cannot be read, nothing is kept.
import { sql } from 'drizzle-orm';
import { listenForNotifications, queryRows, type Database } from '#db/client.ts';
import type { Viewer } from '#domain/context.ts';

const CHANNEL = 'identity_changes';
const POLL_MS = 1000;
/** better-auth's session cookie (SESSION_COOKIE_PREFIX, server/page-cache.ts), plain or __Secure-. */
const SESSION_COOKIE = /(?:^|;\s*)((?:__Secure-)?better-auth\.session_token)=([^;]+)/;

export interface SessionCacheOptions {
  /** How long an answer is kept at most, changes or not. */
  ttlMs?: number;
  /** How many sessions are kept; the oldest go first. */
  maxEntries?: number;
  now?: () => number;
}

export class SessionCache {
  readonly #entries = new Map<string, { viewer: Viewer; until: number }>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;
  /** The identity version last read; null while unknown, and then nothing is kept. */
  #version: number | null = null;
  /** Moves with every drop: an answer read from the database before a drop is not kept after it. */
  #generation = 0;

  constructor({ ttlMs = 10_000, maxEntries = 10_000, now = Date.now }: SessionCacheOptions = {}) {
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
    this.#now = now;
  }

  /** The request's session cookie as sent (value and signature), or null: a request with an authorization header is never served from here. */
  key(headers: Headers): string | null {
    if (headers.has('authorization')) return null;
    const match = SESSION_COOKIE.exec(headers.get('cookie') ?? '');
    return match ? `${match[1]}=${match[2]}` : null;
  }

  get(key: string): Viewer | null {
    const entry = this.#entries.get(key);
    if (!entry) return null;
    if (this.#version === null || entry.until <= this.#now()) {
      this.#entries.delete(key);
      return null;
    }
    // A viewer of its own for each request: per-request answers (the shell, favourites) are kept by the viewer object.
    return { ...entry.viewer, groups: [...entry.viewer.groups] };
  }

  /** Taken before reading the session, handed back to `set`. */
  get generation(): number {
    return this.#generation;
  }

  /** Keeps a viewer read from the database, unless something changed since `generation` or the session ends sooner. */
  set(key: string, viewer: Viewer, generation: number, sessionExpiresAt: Date): void {
    if (this.#version === null || generation !== this.#generation) return;
    if (this.#entries.size >= this.#maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(key, { viewer, until: Math.min(this.#now() + this.#ttlMs, sessionExpiresAt.getTime()) });
  }

  /** Everything kept is dropped, and answers being read now are not kept. */
  forgetAll(): void {
    this.#generation++;
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }

  /**
   * Follows the database's identity changes: a notification, or each second the version, drops all. Until
   * the first read, or after a failed one, nothing is kept. Resolves to the function that stops.
   */
  async follow(db: Database): Promise<() => Promise<void>> {
    let checking: Promise<void> | null = null;
    const check = async () => {
      try {
        const [row] = await queryRows<{ version: string | number }>(db, sql`select version from identity_version where id = 1`);
        const version = row ? Number(row.version) : null;
        if (version !== this.#version) this.forgetAll();
        this.#version = version;
      } catch {
        this.forgetAll();
        this.#version = null;
      }
    };
    const wake = () => {
      // A notification drops at once, before the version is read again.
      this.forgetAll();
      checking ??= check().finally(() => (checking = null));
    };
    await check();
    const unlisten = await listenForNotifications(db, CHANNEL, wake).catch(() => null);
    const poll = setInterval(() => void (checking ??= check().finally(() => (checking = null))), POLL_MS);
    poll.unref();
    return async () => {
      clearInterval(poll);
      await unlisten?.();
      await checking;
      this.forgetAll();
      this.#version = null;
    };
  }
}
