// A database of the test's own, seeded with the fixture data: a PGlite copy of the template dump, or a
// PostgreSQL database cloned from the template. Closed (and dropped) when the file's tests finish.
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, openPgliteFromDump, type DatabaseHandle } from '#db/client.ts';
import type { RequestContext } from '#domain/context.ts';
import { createDatabase, dropDatabase, uniqueDatabaseName } from './postgres.ts';
import { TEST_ANCHOR_DATE } from './seed-fixture.ts';

export const testSite = { mediaBaseUrl: '/media', siteUrl: 'http://localhost:3000' };

/**
 * What to close and drop once the file's tests are done: run by setup-test-env.ts's afterAll. (An afterAll
 * registered here would never run: these are opened inside a beforeAll, and Vitest ignores hooks added there.)
 */
const opened: (() => Promise<void>)[] = [];

export async function closeTestDatabases(): Promise<void> {
  for (let close = opened.pop(); close; close = opened.pop()) await close();
}

export async function openSeededDatabase(): Promise<DatabaseHandle> {
  return (await openSeededDatabaseAt()).handle;
}

/** The same, with the PostgreSQL database's address for another process to open (null on PGlite: one process only). */
export async function openSeededDatabaseAt(): Promise<{ handle: DatabaseHandle; url: string | null }> {
  const template = inject('postgresTemplate');
  if (template) {
    const url = process.env.TEST_DATABASE_URL!;
    const name = uniqueDatabaseName(template);
    const own = await createDatabase(url, name, template);
    const handle = await openDatabase({ url: own }, { poolSize: 4 });
    opened.push(async () => {
      await handle.close();
      await dropDatabase(url, name);
    });
    return { handle, url: own };
  }
  const dump = readFileSync(inject('pgliteDumpPath'));
  const handle = await openPgliteFromDump(new Blob([dump]));
  opened.push(() => handle.close());
  return { handle, url: null };
}

/** A request context on the fixture data, at the fixture's "today" unless told otherwise. */
export function testContext(handle: DatabaseHandle, overrides: Partial<RequestContext> = {}): RequestContext {
  return { db: handle.db, viewer: null, visitor: null, language: 'en', site: testSite, now: TEST_ANCHOR_DATE, ...overrides };
}

/** An empty database (no migrations) of the kind under test, for migration and seed tests. */
export async function openEmptyDatabase(): Promise<DatabaseHandle> {
  if (process.env.RORO_TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    // Named after the run's template, so that the run's end drops it even if this file's end does not.
    const name = uniqueDatabaseName(`${inject('postgresTemplate')}_empty`);
    const handle = await openDatabase({ url: await createDatabase(url, name) }, { poolSize: 2 });
    opened.push(async () => {
      await handle.close();
      await dropDatabase(url, name);
    });
    return handle;
  }
  const handle = await openDatabase({ memory: true });
  opened.push(() => handle.close());
  return handle;
}
