// Builds the seeded template once per run: a PGlite data-directory dump and, on PostgreSQL, a template
// database. Each test file then gets its own copy (tests/setup/test-database.ts).
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpPglite, migrateDatabase, openDatabase } from '#db/client.ts';
import { seedDatabase } from '#db/seed/seed.ts';
import { createDatabase, dropDatabase, dropDatabasesOf } from './postgres.ts';
import { TEST_ANCHOR_DATE, TEST_SEED, TEST_VEHICLES } from './seed-fixture.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDumpPath: string;
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const kind = project.config.env.RORO_TEST_DB;
  if (kind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const template = `${new URL(url).pathname.slice(1) || 'roro'}_template_${process.pid}`;
    await dropDatabase(url, template);
    const handle = await openDatabase({ url: await createDatabase(url, template) });
    await migrateDatabase(handle);
    await seedDatabase(handle.db, { vehicles: TEST_VEHICLES, seed: TEST_SEED, anchorDate: TEST_ANCHOR_DATE });
    await handle.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteDumpPath', '');
    return async () => {
      await dropDatabasesOf(url, template);
      await dropDatabase(url, template);
    };
  }
  const handle = await openDatabase({ memory: true });
  await migrateDatabase(handle);
  await seedDatabase(handle.db, { vehicles: TEST_VEHICLES, seed: TEST_SEED, anchorDate: TEST_ANCHOR_DATE });
  const dump = await dumpPglite(handle);
  await handle.close();
  const path = join(mkdtempSync(join(tmpdir(), 'roro-test-')), 'seeded.tar');
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDumpPath', path);
  project.provide('postgresTemplate', '');
}
