import { configDefaults, defineConfig } from 'vitest/config';

// Browser journeys against a real server process (built storefront, PGlite, demo data) driven by
// Playwright in the system Chromium; and servers on PostgreSQL when TEST_DATABASE_URL is set.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    // Several processes on one PostgreSQL database need one (the metrics' check of WORKERS=2 too), and a
    // database restart needs PostgreSQL's tools (a cluster of its own): run when TEST_DATABASE_URL is set
    // (CI sets it), as the unit suite's postgres project does.
    exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? [] : ['tests/e2e/several-processes.e2e.ts', 'tests/e2e/database-restart.e2e.ts', 'tests/e2e/metrics.e2e.ts'])],
    globalSetup: ['tests/e2e/global-setup.ts'],
    // A limit for a step that hangs, not a speed check: the longest journeys took 46 s on a slow two-core
    // CI machine (2026-11-27), so 60 s was too near.
    testTimeout: 120_000,
    hookTimeout: 240_000,
    fileParallelism: false,
    // A step that hashes a password, redirects and renders a page can take over a second on a loaded CI
    // machine; expect.poll's own default (1 s) made such steps fail there while they passed here.
    expect: { poll: { timeout: 10_000 } },
  },
});
