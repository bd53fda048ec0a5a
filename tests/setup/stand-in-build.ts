// A React Router server build of one page for every address, drawn without React: enough for the app's
// document route in tests that are about what surrounds the render (load shedding, cookies, the page
// cache). The page says "page" and may be kept 30 s by shared caches.
import type { ServerBuild } from 'react-router';

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
