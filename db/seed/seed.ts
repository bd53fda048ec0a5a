// Builds the demo database: reference data, content, then N vehicles. Deterministic: the same seed and
// anchor date give the same rows, uuids included.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { appMeta } from '#db/schema/inquiries.ts';
import { seedCommerce } from './commerce-data.ts';
import { seedContent } from './content-data.ts';
import { seedImportTaxes } from './import-taxes-data.ts';
import { modelReferences, refreshSearchKeywordCounts, seedReferenceData } from './reference-data.ts';
import { buildVehicles, insertVehicles } from './vehicles.ts';

export const DEFAULT_SEED = 1988;

export interface SeedOptions {
  vehicles: number;
  seed?: number;
  /** Defaults to the start of today (UTC), so new arrivals look new. */
  anchorDate?: Date;
  log?: (message: string) => void;
}

export function startOfTodayUtc(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export async function isSeeded(db: Database): Promise<boolean> {
  const rows = await db.select().from(appMeta).where(eq(appMeta.key, 'seed'));
  return rows.length > 0;
}

export async function seedDatabase(db: Database, options: SeedOptions): Promise<void> {
  const seed = options.seed ?? DEFAULT_SEED;
  const anchorDate = options.anchorDate ?? startOfTodayUtc();
  const log = options.log ?? (() => {});
  await db.transaction(async (tx) => {
    let t = performance.now();
    const lap = (what: string) => {
      const now = performance.now();
      log(`${what} in ${Math.round(now - t)} ms`);
      t = now;
    };
    const ids = await seedReferenceData(tx, seed);
    await seedImportTaxes(tx, ids.countryIds, modelReferences, { seed, anchorDate });
    lap('reference data');
    await seedContent(tx, ids, seed);
    await seedCommerce(tx, seed, anchorDate);
    lap('content and campaigns');
    const chunk = 20000;
    for (let done = 0; done < options.vehicles; done += chunk) {
      const count = Math.min(chunk, options.vehicles - done);
      await insertVehicles(tx, buildVehicles(ids, { count, seed, anchorDate, firstNumber: 100000 + done }));
    }
    lap(`${options.vehicles} vehicles`);
    await refreshSearchKeywordCounts(tx);
    await tx.insert(appMeta).values({ key: 'seed', value: JSON.stringify({ seed, vehicles: options.vehicles, anchorDate: anchorDate.toISOString() }) });
  });
  // Fresh statistics for the planner, and a visibility map so counts can use index-only scans.
  await db.execute(sql`vacuum analyze`);
}

/** Empties the database: every table, type and migration record. */
export async function resetDatabase(db: Database): Promise<void> {
  await db.execute(sql`drop schema if exists public cascade`);
  await db.execute(sql`create schema public`);
  await db.execute(sql`drop schema if exists drizzle cascade`);
}
