// A React Router server build of one page for every address, drawn without React: enough for the app's
// document route in tests that are about what surrounds the render (load shedding, cookies, the page
// cache). The page says "page" and may be kept 30 s by shared caches.
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import type { ServerBuild } from 'react-router';
import type { DatabaseHandle } from '#db/client.ts';
import { createApp } from '#server/app.ts';
import { createAuth, type Auth } from '#server/auth.ts';
import { loadConfig } from '#server/env.ts';
import { PageCache } from '#server/page-cache.ts';
import { TEST_PASSWORD_HASH_COST } from '#server/password-hash.ts';
import { openSeededDatabase } from './test-database.ts';

export const STAND_IN_PAGE = '<!DOCTYPE html><p>page</p>';

export const standInBuild = {
  entry: {
    module: {
      default: (_request: Request, status: number, headers: Headers) =>
        new Response(STAND_IN_PAGE, { status, headers: { ...Object.fromEntries(headers), 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=30, s-maxage=30' } }),
    },
  },
  routes: {
    root: { id: 'root', path: '', module: { default: () => null } },
    page: { id: 'page', parentId: 'root', path: '*', module: { default: () => null } },
  },
  assets: { entry: { module: '/entry.js', imports: [] }, routes: {}, url: '/manifest.js', version: '1' },
  publicPath: '/',
  assetsBuildDirectory: 'build/client',
  future: { v8_middleware: true },
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
} as unknown as ServerBuild;

export const STAND_IN_SITE = 'http://localhost:3000';
export const STAND_IN_SECRET = 'a-test-secret-that-is-long-enough-1234';

/**
 * The whole HTTP application on a seeded test database with the stand-in build and the page cache on, as
 * in production; `env` adds to or overrides the configuration (MAX_IN_FLIGHT, say), `parts` the build,
 * the log or the metrics, `wrapAuth` what identity does, and `on` another app's database to share.
 */
export async function startStandInApp(
  env: Record<string, string> = {},
  { wrapAuth = (auth) => auth, on, ...parts }: Partial<Pick<Parameters<typeof createApp>[0], 'build' | 'logger' | 'metrics'>> & { wrapAuth?: (auth: Auth) => Auth; on?: DatabaseHandle } = {},
): Promise<{ handle: DatabaseHandle; app: ReturnType<typeof createApp> }> {
  const handle = on ?? (await openSeededDatabase());
  const dataDir = mkdtempSync(join(tmpdir(), 'roro-stand-in-'));
  mkdirSync(join(dataDir, 'media'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, AUTH_SECRET: STAND_IN_SECRET, SITE_URL: STAND_IN_SITE, PASSWORD_HASH_COST: String(TEST_PASSWORD_HASH_COST), ...env });
  const auth = createAuth({ db: handle.db, secret: STAND_IN_SECRET, siteUrl: STAND_IN_SITE, sendMail: async () => {}, secureCookies: false, passwordHashCost: TEST_PASSWORD_HASH_COST });
  const identity = wrapAuth(auth);
  const app = createApp({ db: handle.db, config, logger: pino({ level: 'silent' }), auth: () => identity, build: standInBuild, pageCache: new PageCache({ maxBytes: 1024 * 1024 }), ...parts });
  return { handle, app };
}
