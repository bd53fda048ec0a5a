// A page address the site never made answers 404, never 500 (issue 19): every route of app/routes.ts
// with a parameter in its path has its loader called, with a real request context on the test database,
// with that parameter a NUL byte, a malformed uuid, a very long text and a well-formed uuid nobody has:
// as the admin for the back office's pages, as a buyer for the storefront's. PostgreSQL refuses the first
// two with an error, so each loader must see that no row can have such a key before it asks. And every
// other loader answers (a page, a redirect, a refusal) when any query parameter the app reads holds a
// NUL byte.
import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import type { RequestContext, Viewer } from '#domain/context.ts';
import type { MediaStore } from '#domain/stock/media-store.ts';
import { staffViewer } from '#tests/factories/viewers.ts';
import { createAuth, type Auth } from '#server/auth.ts';
import { TEST_PASSWORD_HASH_COST } from '#server/password-hash.ts';
import { openSeededDatabase, testContext, testSite } from '#tests/setup/test-database.ts';
import { SEARCH_PARAM_NAMES } from '#app/lib/search-params.ts';
import routes from '#app/routes.ts';

interface RouteEntry {
  file: string;
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

/** Every route with its full pattern. */
function allRoutes(): { file: string; pattern: string }[] {
  const walk = (entry: RouteEntry, base: string): { file: string; pattern: string }[] => {
    const pattern = entry.path ? `${base}/${entry.path}` : base;
    return [{ file: entry.file, pattern }, ...(entry.children ?? []).flatMap((child) => walk(child, pattern))];
  };
  return (routes as RouteEntry[]).flatMap((entry) => walk(entry, ''));
}

/** Every query parameter the app's code reads by name, and the stock search's. */
function queryParamNames(): string[] {
  const root = new URL('../', import.meta.url).pathname;
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'));
  const pattern = /\b(?:searchParams|query|params)\.(?:get|getAll|has)\(['"]([^'"]+)['"]\)|_PARAM = ['"]([^'"]+)['"]/g;
  const read = files.flatMap((file) => [...readFileSync(`${root}${file}`, 'utf8').matchAll(pattern)].map((match) => (match[1] ?? match[2])!));
  return [...new Set([...read, ...SEARCH_PARAM_NAMES])].sort();
}

const BAD_PARAMS = { 'a NUL byte': 'a\u0000b', 'a malformed uuid': 'x', 'a uuid of dashes': '-'.repeat(36), 'a 10,000-character text': 'a'.repeat(10_000), 'a uuid nobody has': '00000000-0000-4000-8000-000000000000' };

/** Routes whose loader never reads the parameter: their answer for any address. */
const OWN_ANSWER: Record<string, number> = {
  // A GET of the photo upload's address only sends back to the vehicle's page, which answers 404 itself.
  'routes/admin/vehicle-photos.ts': 302,
  // The thanks page after an inquiry shows without the car when it is not (or no longer) in the stock.
  'routes/vehicle-thanks.tsx': 200,
};

type DataFunction = (args: { request: Request; params: Record<string, string>; context: unknown }) => unknown;
const moduleOf = (file: string): Promise<{ loader?: DataFunction }> => import(/* @vite-ignore */ new URL(`../${file}`, import.meta.url).pathname);

/** The status a loader answered with, thrown or returned: a Response, data() with its init, or 200. */
async function statusOf(run: () => unknown): Promise<number> {
  let value: unknown;
  try {
    value = await run();
  } catch (thrown) {
    value = thrown;
    const isData = typeof thrown === 'object' && thrown !== null && (thrown as { type?: unknown }).type === 'DataWithResponseInit';
    if (!(thrown instanceof Response) && !isData) throw thrown;
  }
  if (value instanceof Response) return value.status;
  if (typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'DataWithResponseInit') return (value as { init: { status?: number } | null }).init?.status ?? 200;
  return 200;
}

let handle: DatabaseHandle;
const admin = staffViewer('admin', { prefix: 'rp' });
const buyer: Viewer = { userId: 'rp-buyer', email: 'rp-buyer@example.com', groups: [] };
const media: MediaStore = { write: async () => {}, remove: async () => {} };

let auth: Auth;

beforeAll(async () => {
  handle = await openSeededDatabase();
  // Loaders that ask better-auth (the sign-in details' set-up begun) get the real one; the viewer here has no session cookie.
  auth = createAuth({ db: handle.db, secret: 'a-test-secret-that-is-long-enough-1234', siteUrl: testSite.siteUrl, sendMail: async () => {}, secureCookies: false, passwordHashCost: TEST_PASSWORD_HASH_COST });
  await queryRows(handle.db, sql`insert into "user" (id, name, email, email_verified) values (${buyer.userId}, 'Baraka', ${buyer.email}, true)`);
});

const NUL = 'a\u0000b';
const hasOwnParam = (pattern: string) => /:(?!lang\b)\w+/.test(pattern);
/** The pattern's address with each parameter from `params`, and the params object a loader gets. */
function addressOf(pattern: string, value: (name: string) => string): { path: string; params: Record<string, string> } {
  const params = Object.fromEntries([...pattern.matchAll(/:(\w+)/g)].map(([, name]) => [name!, name === 'lang' ? 'en' : value(name!)]));
  return { path: pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name]!)), params };
}

describe('page addresses with a bad parameter', () => {
  const table = allRoutes().filter((route) => hasOwnParam(route.pattern));

  it('the table covers the storefront and the back office', () => {
    expect(table.map((route) => route.pattern)).toEqual(expect.arrayContaining(['/:lang/stocklist/:stockNumber', '/:lang/pages/news/:newsName', '/admin/stock/:uuid']));
  });

  for (const { file, pattern } of table) {
    it(`${pattern} answers 404 for each bad parameter`, async () => {
      const { loader } = await moduleOf(file);
      if (!loader) return;
      const viewer = pattern.startsWith('/admin') ? admin : buyer;
      const answers: Record<string, number> = {};
      for (const [kind, value] of Object.entries(BAD_PARAMS)) {
        const { path, params } = addressOf(pattern, () => value);
        const ctx: RequestContext = testContext(handle, { viewer, media, mail: async () => {} });
        answers[kind] = await statusOf(() => loader({ request: new Request(new URL(path, 'http://localhost')), params, context: { ctx, auth } }));
      }
      expect(answers).toEqual(Object.fromEntries(Object.keys(BAD_PARAMS).map((kind) => [kind, OWN_ANSWER[file] ?? 404])));
    });
  }
});

describe('query parameters with a NUL byte', () => {
  const names = queryParamNames();

  it('the app reads the stock search and the pages’ own parameters', () => {
    expect(names).toEqual(expect.arrayContaining(['keywords', 'keyword', 'maker', 'cursor', 'country', 'countryName', 'token', 'language']));
  });

  // The routes above answer 404 for an address they never made, before they read its query.
  for (const { file, pattern } of allRoutes().filter((route) => !hasOwnParam(route.pattern))) {
    it(`${pattern || '/'} answers when any parameter holds a NUL byte`, async () => {
      const { loader } = await moduleOf(file);
      if (!loader) return;
      const { path, params } = addressOf(pattern, () => '');
      const viewer = pattern.startsWith('/admin') ? admin : buyer;
      const failed: string[] = [];
      for (const name of names) {
        const url = new URL(path || '/', 'http://localhost');
        url.searchParams.set(name, NUL);
        const ctx: RequestContext = testContext(handle, { viewer, media, mail: async () => {} });
        await statusOf(() => loader({ request: new Request(url), params, context: { ctx, auth } })).catch((error: unknown) => failed.push(`${name}: ${String(error).slice(0, 160)}`));
      }
      expect(failed).toEqual([]);
    });
  }
});
