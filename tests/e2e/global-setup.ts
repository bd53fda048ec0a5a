// One storefront for all browser tests: a fresh data directory with 400 demo vehicles and five staff
// accounts (admin, sales, editor and two more salespeople). Pictures are
// drawn once into a cache under node_modules/.cache and reused by later runs.
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { TEST_PASSWORD_HASH_COST } from '#server/password-hash.ts';
import { projectRoot, startServer } from './server-process.ts';
import { createStaffAccounts } from './staff-accounts.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    mediaDir: string;
    /** The storefront's log (a JSON line a request, at info), for the tests that read what it writes. */
    serverLog: string;
  }
}

/** How many demo vehicles the shared storefront is seeded with (see seeded-stock.ts). */
export const E2E_SEED_VEHICLES = 400;

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'roro-e2e-'));
  const mediaDir = join(projectRoot, 'node_modules', '.cache', 'roro-media');
  // Passwords hashed at the tests' cost (server/password-hash.ts): a few milliseconds, not a third of a second.
  // The browsers reach the server from 127.0.0.1 as if through a proxy (TRUSTED_PROXIES): a journey may give
  // its visitor an address of their own with X-Forwarded-For, since sign-ups are limited per address.
  const env = { DATA_DIR: dataDir, MEDIA_DIR: mediaDir, SEED_VEHICLES: String(E2E_SEED_VEHICLES), PASSWORD_HASH_COST: String(TEST_PASSWORD_HASH_COST), TRUSTED_PROXIES: '127.0.0.1,::1' };
  // The first start seeds the database; the back office's staff accounts join it before the second.
  const seeding = await startServer(env);
  const seeded = await seeding.stop();
  if (seeded !== 0) throw new Error(`the seeding server did not stop cleanly (exit code ${seeded}):\n${seeding.output()}`);
  await createStaffAccounts(dataDir);
  const server = await startServer({ ...env, LOG_LEVEL: 'info' });
  // What the server writes from now on, into a file logs.e2e.ts reads (no password or token may be in it).
  const serverLog = join(dataDir, 'server.log');
  const log = createWriteStream(serverLog);
  server.child.stdout!.pipe(log, { end: false });
  server.child.stderr!.pipe(log, { end: false });
  project.provide('serverLog', serverLog);
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('mediaDir', mediaDir);
  return async () => {
    const code = await server.stop();
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
    if (code !== 0) throw new Error(`the server did not stop cleanly on SIGTERM (exit code ${code}):\n${server.output()}`);
  };
}
