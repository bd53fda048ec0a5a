import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// Unit and integration tests, on PGlite and, when TEST_DATABASE_URL is set, again on PostgreSQL.
// Browser journeys have their own config in tests/e2e/.
const shared = {
  include: ['{domain,db,graphql,server,app}/**/*.test.{ts,tsx}'],
  globalSetup: ['tests/setup/global-setup.ts'],
  setupFiles: ['tests/setup/setup-test-env.ts'],
  // A limit for a test that hangs, not a speed check (speeds are in `npm run bench`): seeding three demo
  // databases takes 25-32 s with two files at a time on a two-core machine, 60 s on a slow one.
  testTimeout: 180_000,
  hookTimeout: 180_000,
  pool: 'forks' as const,
};

/**
 * The files that open a database, run again on PostgreSQL: those that take a seeded database from
 * tests/setup (directly or through the in-process server, the stand-in build or the API server process)
 * or ask which database they run on. A file that tests plain functions would only repeat itself there
 * (50 of 148 files).
 */
const USES_DATABASE = /tests\/setup\/(?:test-database|in-process-server|stand-in-build|api-server-process)|RORO_TEST_DB/;
const databaseFiles = () =>
  ['domain', 'db', 'graphql', 'server', 'app']
    .flatMap((folder) => readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((file) => `${folder}/${file}`))
    .filter((file) => /\.test\.tsx?$/.test(file) && USES_DATABASE.test(readFileSync(file, 'utf8')));

export default defineConfig({
  // graphql 16 ships ESM and CJS builds; Vite would pick the ESM one for our files while Yoga and Pothos
  // load the CJS one through Node, and graphql refuses to mix the two. Use the one Node uses.
  resolve: { alias: { graphql: 'graphql/index.js' } },
  test: {
    // Two files at a time: Vitest's default (one fewer than the cores) ran the suite on one core of a
    // two-core CI machine, 836 s against 564 s with two.
    maxWorkers: 2,
    projects: [
      { extends: true as const, test: { ...shared, name: 'pglite', env: { RORO_TEST_DB: 'pglite' } } },
      ...(process.env.TEST_DATABASE_URL ? [{ extends: true as const, test: { ...shared, include: databaseFiles(), name: 'postgres', env: { RORO_TEST_DB: 'postgres' } } }] : []),
    ],
  },
});
