// GET /metrics on the whole app (a stand-in page build with real route patterns, the page cache on, a
// seeded database): the figures move as requests are made, the labels name routes and never a stock
// number, an order or an e-mail address, and only METRICS_ALLOW's addresses or METRICS_TOKEN's bearer
// read them. The primary's gathering of two workers' figures is checked with two sets of figures.
import type { Worker } from 'node:cluster';
import { sql } from 'drizzle-orm';
import { serializeSigned } from 'hono/utils/cookie';
import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import { STAND_IN_SECRET, STAND_IN_SITE, standInBuild, startStandInApp } from '#tests/setup/stand-in-build.ts';
import type { createApp } from './app.ts';
import { isMetricsCollected, metricsGatherer } from './cluster-metrics.ts';
import { ServerMetrics } from './metrics.ts';

const SITE = STAND_IN_SITE;
const TOKEN = 'a-metrics-token-that-is-long-enough-0123';
/** The stand-in build with the storefront's vehicle page and not-found pattern. */
const build = {
  ...standInBuild,
  routes: {
    root: { id: 'root', path: '', module: { default: () => null } },
    lang: { id: 'lang', parentId: 'root', path: ':lang', module: { default: () => null } },
    vehicle: { id: 'vehicle', parentId: 'lang', path: 'stocklist/:stockNumber', module: { default: () => null } },
    other: { id: 'other', parentId: 'lang', path: '*', module: { default: () => null } },
  },
} as unknown as ServerBuild;

let app: ReturnType<typeof createApp>;
let handle: DatabaseHandle;

beforeAll(async () => {
  ({ app, handle } = await startStandInApp({ METRICS_TOKEN: TOKEN }, { build }));
});

const scrape = async (target = app) => {
  const response = await target.request(`${SITE}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('no-store');
  return response.text();
};

/** The value of one series (its labels in any order), 0 when absent. */
function value(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const has = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => has[k] === v)) return Number(match[3]);
  }
  return 0;
}

const graphql = (query: string) => app.request(`${SITE}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });

describe('the metrics', () => {
  it('count requests by route pattern and status, the page cache’s hits and misses, and GraphQL operations by field and result', async () => {
    const before = await scrape();
    const vehicle = { method: 'GET', route: '/:lang/stocklist/:stockNumber', status: '200', worker: '0' };
    expect((await app.request(`${SITE}/en/stocklist/RR100001`)).headers.get('x-cache')).toBe('MISS');
    expect((await app.request(`${SITE}/en/stocklist/RR100001`)).headers.get('x-cache')).toBe('HIT');
    expect((await app.request(`${SITE}/en/stocklist/RR100002.data`)).status).toBe(200);
    expect((await app.request(`${SITE}/healthz`)).status).toBe(200);
    expect((await graphql('{ vehicleByStockNumber(stockNumber: "NO-SUCH-CAR") { __typename } }')).status).toBe(200);
    expect((await graphql('{ makers { name } }')).status).toBe(200);
    expect(await (await graphql('{ noSuchField }')).json()).toMatchObject({ errors: [{ message: 'Cannot query field "noSuchField" on type "Query".' }] });

    const after = await scrape();
    const moved = (name: string, labels?: Record<string, string>) => value(after, name, labels) - value(before, name, labels);
    expect(moved('roro_http_request_duration_seconds_count', vehicle)).toBe(3);
    // The hit from memory is faster than a millisecond's bucket allows for the render, on any machine: both are counted somewhere.
    expect(moved('roro_http_request_duration_seconds_bucket', { ...vehicle, le: '+Inf' })).toBe(3);
    expect(moved('roro_http_request_duration_seconds_count', { route: '/healthz', status: '200' })).toBe(1);
    expect(moved('roro_http_request_duration_seconds_count', { route: 'graphql', status: '200' })).toBe(3);
    expect(moved('roro_page_cache_requests_total', { result: 'hit' })).toBe(1);
    expect(moved('roro_page_cache_requests_total', { result: 'miss' })).toBe(2);
    expect(moved('roro_graphql_operations_total', { type: 'query', operation: 'vehicleByStockNumber', result: 'NotFoundError' })).toBe(1);
    expect(moved('roro_graphql_operations_total', { type: 'query', operation: 'makers', result: 'ok' })).toBe(1);
    expect(moved('roro_graphql_operations_total', { operation: 'invalid', result: 'invalid' })).toBe(1);
    // The last scrape is counted too.
    expect(moved('roro_http_request_duration_seconds_count', { route: '/metrics', status: '200' })).toBe(1);
  });

  it('count signed-in buyers’ shared pages apart, and the e-mails sent and failed and the jobs failed of the mailer and the worker', async () => {
    const before = await scrape();
    const id = 'metrics-buyer';
    await queryRows(handle.db, sql`insert into "user" (id, name, email, email_verified) values (${id}, 'Amina', 'metrics-buyer@example.com', true)`);
    await queryRows(handle.db, sql`insert into session (id, token, user_id, expires_at) values (${id}, 'metrics-buyer-token', ${id}, now() + interval '30 days')`);
    const cookie = (await serializeSigned('better-auth.session_token', 'metrics-buyer-token', STAND_IN_SECRET)).split(';')[0]!;
    expect((await app.request(`${SITE}/fr/stocklist`, { headers: { cookie } })).headers.get('x-cache')).toBe('MISS');
    expect((await app.request(`${SITE}/fr/stocklist`, { headers: { cookie } })).headers.get('x-cache')).toBe('HIT');
    const after = await scrape();
    const moved = (name: string, labels?: Record<string, string>) => value(after, name, labels) - value(before, name, labels);
    expect([moved('roro_shared_signed_in_pages_total', { result: 'miss' }), moved('roro_shared_signed_in_pages_total', { result: 'hit' })]).toEqual([1, 1]);
    expect(moved('roro_page_cache_requests_total', { result: 'hit' }) + moved('roro_page_cache_requests_total', { result: 'miss' })).toBe(0);
    expect(after).not.toContain('metrics-buyer');

    const metrics = new ServerMetrics({ defaultMetrics: false });
    const sent: string[] = [];
    const mail = metrics.countingMail(async (message) => {
      if (message.to.startsWith('bounce')) throw new Error('SMTP 550');
      sent.push(message.to);
    });
    const message = { subject: 'Your order', text: 'Thank you', html: '<p>Thank you</p>' };
    await mail({ ...message, to: 'amina@example.com' });
    await expect(mail({ ...message, to: 'bounce@example.com' })).rejects.toThrow('SMTP 550');
    metrics.countJobFailure('mail.send', new Set(['mail.send']));
    metrics.countJobFailure('made-up kind', new Set(['mail.send']));
    const own = await metrics.text();
    expect(sent).toEqual(['amina@example.com']);
    expect([value(own, 'roro_emails_total', { result: 'sent' }), value(own, 'roro_emails_total', { result: 'failed' })]).toEqual([1, 1]);
    expect([value(own, 'roro_job_failures_total', { kind: 'mail.send' }), value(own, 'roro_job_failures_total', { kind: 'other' })]).toEqual([1, 1]);
    expect(own).not.toContain('example.com');
  });

  it('read the page cache, the database pool, the jobs and the stock index when scraped, with Node’s own figures', async () => {
    // The search loads the stock index (the server warms it at start).
    expect((await graphql('{ searchVehicles(first: 1) { __typename } }')).status).toBe(200);
    const text = await scrape();
    expect(value(text, 'roro_page_cache_entries')).toBeGreaterThan(0);
    expect(value(text, 'roro_page_cache_bytes')).toBeGreaterThan(100);
    expect(value(text, 'roro_db_pool_size')).toBeGreaterThan(0);
    expect(text).toMatch(/^roro_jobs\{state="due"\} \d+$/m);
    expect(text).toMatch(/^roro_jobs\{state="dead"\} \d+$/m);
    expect(value(text, 'roro_stock_index_vehicles')).toBeGreaterThan(100);
    expect(value(text, 'roro_stock_index_versions_behind')).toBe(0);
    expect(text).toMatch(/^roro_stock_index_lag_seconds\{worker="0"\} 0$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds\{worker="0"\} [\d.e-]+$/m);
    expect(text).toMatch(/^roro_load_shed_total\{worker="0"\} 0$/m);
    expect(text).toMatch(/^roro_emails_total\{result="failed",worker="0"\} 0$/m);
  });

  it('label routes by pattern, never with a stock number, an id, an e-mail address or a query', async () => {
    await app.request(`${SITE}/en/stocklist/ZZ987654?email=amina%40example.com&token=s3cret-link-token`);
    await app.request(`${SITE}/en/user/orders/6f1c2d3e-0000-4000-8000-123456789abc`);
    await app.request(`${SITE}/api/auth/reset-password/s3cret-reset-token?callbackURL=%2Fen`);
    await app.request(`${SITE}/media/vehicles/ZZ987654/not-there.webp`);
    await app.request(`${SITE}/no-such/place/amina@example.com`);
    const text = await scrape();
    for (const secret of ['ZZ987654', 'amina', 'example.com', 's3cret', '6f1c2d3e', 'callbackURL', 'no-such']) expect(text).not.toContain(secret);
    expect(value(text, 'roro_http_request_duration_seconds_count', { route: '/:lang/*' })).toBeGreaterThanOrEqual(2);
    expect(value(text, 'roro_http_request_duration_seconds_count', { route: '/api/auth' })).toBeGreaterThanOrEqual(1);
    expect(value(text, 'roro_http_request_duration_seconds_count', { route: '/media', status: '404' })).toBe(1);
  });
});

describe('access to the metrics', () => {
  /** A request from a socket of that address, as @hono/node-server hands it to the app. */
  const from = (target: ReturnType<typeof createApp>, address: string, headers: Record<string, string> = {}) => target.request(`${SITE}/metrics`, { headers }, { incoming: { socket: { remoteAddress: address } } });

  it('is for the addresses of METRICS_ALLOW, as the server reads them behind its trusted proxies', async () => {
    const { app: allowing } = await startStandInApp({ METRICS_ALLOW: '10.0.0.0/8, 192.0.2.7', TRUSTED_PROXIES: '127.0.0.1' }, { on: handle });
    expect((await from(allowing, '10.1.2.3')).status).toBe(200);
    expect((await from(allowing, '::ffff:192.0.2.7')).status).toBe(200);
    const refused = await from(allowing, '203.0.113.9');
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain('roro_');
    // Through the trusted proxy, the client it names; a client's own header is not believed.
    expect((await from(allowing, '127.0.0.1', { 'x-forwarded-for': '10.9.9.9' })).status).toBe(200);
    expect((await from(allowing, '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).status).toBe(403);
    expect((await from(allowing, '203.0.113.9', { 'x-forwarded-for': '10.9.9.9' })).status).toBe(403);
    // An address list opens no door to a token.
    expect((await from(allowing, '203.0.113.9', { authorization: `Bearer ${TOKEN}` })).status).toBe(403);
  });

  it('is for METRICS_TOKEN’s bearer from anywhere, and for no one when neither is set', async () => {
    expect((await from(app, '203.0.113.9', { authorization: `Bearer ${TOKEN}` })).status).toBe(200);
    for (const wrong of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, `Basic ${TOKEN}`, TOKEN, 'Bearer ']) {
      const refused = await from(app, '203.0.113.9', { authorization: wrong });
      expect(refused.status).toBe(403);
      expect(await refused.text()).not.toContain('roro_');
    }
    expect((await from(app, '127.0.0.1')).status).toBe(403);
    const { app: closed } = await startStandInApp({}, { on: handle });
    expect((await from(closed, '127.0.0.1')).status).toBe(404);
  });
});

describe('the figures of several workers', () => {
  it('are gathered by the primary, each series with its worker, and one that does not answer is left out', async () => {
    const workers = ['1', '2'].map((id) => new ServerMetrics({ worker: id, defaultMetrics: false }));
    workers[0]!.observeRequest('GET', '/:lang', 200, 0.004);
    workers[1]!.observeRequest('GET', '/:lang', 200, 0.02);
    workers[1]!.observeRequest('GET', '/:lang', 200, 0.03);
    let answer: unknown;
    // Stand-ins for cluster workers: each answers the primary's request as a worker's process does.
    const gatherer = metricsGatherer(() => stand, 300);
    const stand = workers.map(
      (metrics) =>
        ({
          send(message: { id: number }) {
            void metrics.registry.getMetricsAsJSON().then((json) => {
              const reply = { type: 'roro-metrics-collected', id: message.id, metrics: json };
              if (isMetricsCollected(reply)) gatherer.collected(reply);
            });
            return true;
          },
        }) as unknown as Worker,
    );
    // A third that never answers (hung, or dying): the primary waits for it (3 s; here 0.3), then answers without it.
    stand.push({ send: () => true } as unknown as Worker);
    const asking = { isConnected: () => true, send: (message: { text: string }) => ((answer = message), true) } as unknown as Worker;
    await gatherer.answer(asking, { type: 'roro-metrics-ask', id: 7 });
    const { text, id } = answer as { text: string; id: number };
    expect(id).toBe(7);
    expect(value(text, 'roro_http_request_duration_seconds_count', { route: '/:lang', worker: '1' })).toBe(1);
    expect(value(text, 'roro_http_request_duration_seconds_count', { route: '/:lang', worker: '2' })).toBe(2);
    expect(value(text, 'roro_http_request_duration_seconds_bucket', { worker: '1', le: '0.005' })).toBe(1);
    expect(value(text, 'roro_http_request_duration_seconds_bucket', { worker: '2', le: '0.005' })).toBe(0);
  });
});
