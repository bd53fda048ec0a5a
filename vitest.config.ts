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
      ...(process.env.TEST_DATABASE_URL ? [{ extends: true as const, test: { ...shared, name: 'postgres', env: { RORO_TEST_DB: 'postgres' } } }] : []),
    ],
  },
});
