// What each process keeps of the site data, and how it is dropped (ADR 027): modules that cache an area
// register a forgetter here. Free of database code, so that modules the browser's bundle reaches (the
// translations, the quote's destinations) can register without pulling the database client along.
import type { Database } from '#db/client.ts';

export const SITE_DATA_AREAS = ['translations', 'trade', 'content'] as const;
export type SiteDataArea = (typeof SITE_DATA_AREAS)[number];

type Forget = (db: Database) => void;
// One registry per process, not per copy of this module: the server's follower (server/app.ts, run by
// tsx) and the caches in React Router's server build (which bundles its own copy of the domain) must
// meet here, or another process's change would leave the build's copies stale for their minute.
const REGISTRY = Symbol.for('roro.siteDataForgetters');
const forgetters: Map<SiteDataArea, Set<Forget>> = ((globalThis as Record<symbol, unknown>)[REGISTRY] as Map<SiteDataArea, Set<Forget>> | undefined) ?? new Map();
(globalThis as Record<symbol, unknown>)[REGISTRY] = forgetters;

/** What a module keeps of an area, to drop when the area changes (called once, at the module's load). */
export function onSiteDataChange(area: SiteDataArea, forget: Forget): void {
  let set = forgetters.get(area);
  if (!set) forgetters.set(area, (set = new Set()));
  set.add(forget);
}

/** Runs the forgetters of the areas (site-data.ts, when another process changed them). */
export function forgetSiteData(db: Database, areas: readonly SiteDataArea[]): void {
  for (const area of areas) for (const f of forgetters.get(area) ?? []) f(db);
}

/** After the change's commit, in the process that made it: its caches of the area are dropped at once. */
export function siteDataApplied(db: Database, ...areas: SiteDataArea[]): void {
  forgetSiteData(db, areas);
}

/**
 * A reader of an area's data kept per database and key for `ms`, dropped at any change to the area (in
 * this process at once, in the others within a second: ADR 027). For what many pages ask alike and staff
 * change rarely (testimonials, the top page's banners and news). A read that fails is not kept; past
 * `max` keys everything is dropped. Time-bound data (a banner's dates) shows up to `ms` late.
 */
export function keptUntilChanged<T>(area: SiteDataArea, { ms = 60_000, max = 2_000 }: { ms?: number; max?: number } = {}) {
  let kept = new WeakMap<Database, Map<string, { at: number; value: Promise<T> }>>();
  onSiteDataChange(area, () => (kept = new WeakMap()));
  return (ctx: { db: Database; now: Date }, key: string, read: () => Promise<T>): Promise<T> => {
    let byKey = kept.get(ctx.db);
    if (!byKey) kept.set(ctx.db, (byKey = new Map()));
    const now = ctx.now.getTime();
    const hit = byKey.get(key);
    if (hit && now - hit.at < ms && hit.at <= now) return hit.value;
    if (byKey.size >= max) byKey.clear();
    const value = read();
    const entries = byKey;
    entries.set(key, { at: now, value });
    value.catch(() => entries.delete(key));
    return value;
  };
}
