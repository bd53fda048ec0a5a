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
    // A step that hashes a password, redirects and renders a page can take over a second on a loaded CI
    // machine; expect.poll's own default (1 s) made such steps fail there while they passed here.
    expect: { poll: { timeout: 10_000 } },
  },
});
