// A staff change to what the storefront shows besides the stock (interface texts, the prices behind the
// quote, content) reaches every process within a second (ADR 027): the change bumps its area's version
// in `site_data_versions` and notifies `site_data_changes` in its own transaction (delivered at commit);
// each process that follows the site data (the server, at start) then drops what it keeps of that area
// (the forgetters modules register in site-data-registry.ts) and tells its follower (the page cache purges). The process that
// made the change calls `siteDataApplied` after its commit, so its next request already reads the change.
import { sql } from 'drizzle-orm';
import { listenForNotifications, queryRows, type Database } from '#db/client.ts';
import { forgetSiteData, SITE_DATA_AREAS, type SiteDataArea } from './site-data-registry.ts';

const CHANNEL = 'site_data_changes';
const POLL_MS = 1000;

/** In the transaction of a staff change: the area's version moves, and every process is told at commit. */
export async function siteDataChanged(tx: Database, area: SiteDataArea, now: Date): Promise<void> {
  await tx.execute(
    sql`insert into site_data_versions (area, version, changed_at) values (${area}, 1, ${now})
        on conflict (area) do update set version = site_data_versions.version + 1, changed_at = excluded.changed_at`,
  );
  await tx.execute(sql`select pg_notify(${CHANNEL}, ${area})`);
}

async function versions(db: Database): Promise<Map<string, number>> {
  const rows = await queryRows<{ area: string; version: string | number }>(db, sql`select area, version from site_data_versions`);
  return new Map(rows.map((r) => [r.area, Number(r.version)]));
}

/**
 * Follows the site data of this database, changed by this process or another: LISTEN where the database
 * can, else a poll of the versions each second. Each time an area's version moves, what is kept of it is
 * dropped and `onChange` is told which areas moved. Resolves, once following, to the function that stops.
 */
export async function followSiteData(db: Database, { onChange, onError }: { onChange?: (areas: SiteDataArea[]) => void; onError?: (error: unknown) => void } = {}): Promise<() => Promise<void>> {
  let known = await versions(db);
  let checking: Promise<void> | null = null;
  let again = false;
  const check = async () => {
    const now = await versions(db);
    const moved = SITE_DATA_AREAS.filter((area) => (now.get(area) ?? 0) !== (known.get(area) ?? 0));
    known = now;
    if (moved.length === 0) return;
    forgetSiteData(db, moved);
    onChange?.(moved);
  };
  // One check at a time; a notification during one asks for another after it.
  const wake = () => {
    if (checking) {
      again = true;
      return;
    }
    checking = (async () => {
      do {
        again = false;
        await check().catch((error: unknown) => onError?.(error));
      } while (again);
      checking = null;
    })();
  };
  const unlisten = await listenForNotifications(db, CHANNEL, wake).catch(() => null);
  const poll = unlisten ? null : setInterval(wake, POLL_MS);
  poll?.unref();
  // Whatever changed before listening began.
  wake();
  return async () => {
    if (poll) clearInterval(poll);
    await unlisten?.();
    await checking;
  };
}
