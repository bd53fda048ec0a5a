import { defineConfig } from 'vitest/config';

// Browser journeys against a real server process (built storefront, PGlite, demo data) driven by
// Playwright in the system Chromium.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
