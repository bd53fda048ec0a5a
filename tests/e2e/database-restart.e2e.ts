// A PostgreSQL restart, and a cut of every connection to it, while visitors keep asking (issue 37):
// the server stays up, answers 503 with Retry-After (never a refused connection, never a 500) while the
// database is away and 200 again within seconds, loses no acknowledged write, takes new ones, and
// listens again (a stock change made afterwards by another connection reaches it). Signed-out and
// signed-in visitors ask for pages first seen during the restart (kept reads shared between requests:
// a 500 and a crash were found there) and for GraphQL. The PostgreSQL cluster is this file's
// own, on a free port (pg_createcluster, as root): the shared one on 5432 serves the other tests.
import { sql } from 'drizzle-orm';
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, queryRows } from '#db/client.ts';
import { TEST_PASSWORD_HASH_COST } from '#server/password-hash.ts';
import { startServer, type ServerProcess } from './server-process.ts';

const cluster = `roro_restart_${process.pid}`;
let databaseUrl: string;
let dataDir: string;
let server: ServerProcess;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

interface Answer {
  status: number;
  retryAfter?: string;
  body: string;
  setCookie: string[];
}

/** One request on a connection of its own: a refused or reset connection rejects. */
function request(url: string, { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: unknown } = {}): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, agent: false, headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'], body: text, setCookie: res.headers['set-cookie'] ?? [] }));
      res.on('error', reject);
    });
    req.setTimeout(15_000, () => req.destroy(new Error(`no answer from ${url} in 15 s`)));
    req.on('error', reject);
    req.end(payload);
  });
}

const graphql = (query: string, variables: Record<string, unknown> = {}) =>
  request(`${server.baseUrl}/graphql`, { method: 'POST', headers: { origin: server.baseUrl }, body: { query, variables } });

/** A buyer's account made through the site and signed in (its e-mail marked confirmed, as the link would): their session cookie. */
async function signedInBuyer(email: string): Promise<string> {
  const credentials = { email, password: 'kilimanjaro42' };
  const signedUp = await request(`${server.baseUrl}/api/auth/sign-up/email`, { method: 'POST', headers: { origin: server.baseUrl }, body: { ...credentials, name: 'Amina' } });
  expect(signedUp.status).toBe(200);
  const handle = await openDatabase({ url: databaseUrl }, { poolSize: 1 });
  try {
    await queryRows(handle.db, sql`update "user" set email_verified = true where email = ${email}`);
  } finally {
    await handle.close();
  }
  const signedIn = await request(`${server.baseUrl}/api/auth/sign-in/email`, { method: 'POST', headers: { origin: server.baseUrl }, body: credentials });
  expect(signedIn.status).toBe(200);
  return signedIn.setCookie.map((c) => c.split(';')[0]).join('; ');
}

/** The rows of the server's database for `query`, read on a connection of the test's own. */
async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const handle = await openDatabase({ url: databaseUrl }, { poolSize: 1 });
  try {
    return await queryRows<T>(handle.db, query);
  } finally {
    await handle.close();
  }
}

const SEARCH = `query ($input: SearchVehiclesInput) { searchVehicles(input: $input, first: 5) { ... on VehicleConnection { edges { node { stockNumber status } } } } }`;

/** What several visitors see while `during` runs: every answer (or the error instead of one), by kind. */
async function underLoad(cookie: string, during: () => Promise<void>): Promise<{ kind: string; answer?: Answer; error?: Error }[]> {
  const seen: { kind: string; answer?: Answer; error?: Error }[] = [];
  let done = false;
  const signedIn = { cookie };
  const asks: [string, () => Promise<Answer>][] = [
    ['health', () => request(`${server.baseUrl}/healthz`)],
    // The news are read from the database on every request; the page, with a query of its own, is rendered afresh.
    ['graphql', () => graphql(`{ newslist(limit: 1) { totalCount edges { node { newsName } } } }`)],
    ['page', () => request(`${server.baseUrl}/en/pages/news?fresh=${Math.random()}`)],
    // The top page and the stock list read what many requests share (the quote's prices, the texts).
    ['top page', () => request(`${server.baseUrl}/en?fresh=${Math.random()}`)],
    ['stock list', () => request(`${server.baseUrl}/en/stocklist?fresh=${Math.random()}`)],
    // A signed-in buyer's pages: the session and the buyer's shell are read too.
    ['signed-in page', () => request(`${server.baseUrl}/en/pages/news?fresh=${Math.random()}`, { headers: signedIn })],
    ['signed-in top page', () => request(`${server.baseUrl}/en`, { headers: signedIn })],
    ['signed-in graphql', () => request(`${server.baseUrl}/graphql`, { method: 'POST', headers: { origin: server.baseUrl, ...signedIn }, body: { query: '{ user { ... on User { email } ... on NotAuthenticatedError { message } } }' } })],
  ];
  const visitor = async (first: number) => {
    for (let i = first; !done; i++) {
      const [kind, ask] = asks[i % asks.length]!;
      try {
        seen.push({ kind, answer: await ask() });
      } catch (error) {
        seen.push({ kind, error: error as Error });
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const visitors = Array.from({ length: 4 }, (_, i) => visitor(i));
  try {
    await during();
  } finally {
    done = true;
    await Promise.all(visitors);
  }
  return seen;
}

/** Waits until the server answers its health check, and says after how long (ms). */
async function backWithin(limitMs: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    const answer = await request(`${server.baseUrl}/healthz`).catch(() => null);
    if (answer?.status === 200) return performance.now() - started;
    if (performance.now() - started > limitMs) throw new Error(`the server did not answer 200 within ${limitMs} ms (last: ${answer?.status}):\n${server.output().slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Checks what visitors saw during an outage: answers only, each 200 or 503 with Retry-After, and some
 * 503s when `some503s` (a restart: a cut may pass between two requests unseen).
 */
function expectOnlyRetryableAnswers(seen: Awaited<ReturnType<typeof underLoad>>, { some503s }: { some503s: boolean }) {
  const errors = seen.filter((s) => s.error).map((s) => `${s.kind}: ${s.error!.message}`);
  expect(errors).toEqual([]);
  const wrong = seen.filter(({ answer }) => !(answer!.status === 200 || (answer!.status === 503 && Number(answer!.retryAfter) > 0)));
  expect(wrong.map(({ kind, answer }) => `${kind}: ${answer!.status} retry-after ${answer!.retryAfter} ${answer!.body.slice(0, 200)}`)).toEqual([]);
  // A GraphQL answer of 200 holds its data, not the masked error of a query the database never answered.
  const masked = seen.filter(({ kind, answer }) => kind.endsWith('graphql') && answer!.status === 200 && answer!.body.includes('"errors"'));
  expect(masked.map(({ answer }) => answer!.body.slice(0, 200))).toEqual([]);
  // Nor is a signed-in buyer answered as if signed out because their session could not be read.
  const signedOut = seen.filter(({ kind, answer }) => kind === 'signed-in graphql' && answer!.status === 200 && !answer!.body.includes('"email"'));
  expect(signedOut.map(({ answer }) => answer!.body.slice(0, 200))).toEqual([]);
  if (some503s) expect(seen.filter(({ answer }) => answer!.status === 503).length).toBeGreaterThan(0);
  expect(server.child.exitCode, server.output().slice(-3000)).toBeNull();
}

/** A write made once the database is back (an account signed up) is acknowledged and kept. */
async function expectWritesTaken() {
  const email = `after-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const signedUp = await request(`${server.baseUrl}/api/auth/sign-up/email`, { method: 'POST', headers: { origin: server.baseUrl }, body: { email, password: 'kilimanjaro42', name: 'Baraka' } });
  expect(signedUp.status).toBe(200);
  expect(await rowsOf(sql`select name from "user" where email = ${email}`)).toEqual([{ name: 'Baraka' }]);
}

/** A change to a vehicle's status written by another connection (as another process would) reaches the server's search. */
async function expectStockChangeReachesServer(status: 'OnHold' | 'OnSale') {
  const handle = await openDatabase({ url: databaseUrl }, { poolSize: 1 });
  let stockNumber: string;
  try {
    // The server's listening connection is back (its last statement a LISTEN) before the change is made.
    const listening = async () => (await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from pg_stat_activity where query ilike 'LISTEN %' and datname = current_database()`))[0]!.n;
    await expect.poll(listening, { timeout: 10_000, interval: 100 }).toBeGreaterThan(0);
    [{ stockNumber }] = (await queryRows<{ stockNumber: string }>(handle.db, sql`select stock_number as "stockNumber" from vehicles order by stock_number limit 1`)) as [{ stockNumber: string }];
    await queryRows(handle.db, sql`update vehicles set status = ${status} where stock_number = ${stockNumber}`);
  } finally {
    await handle.close();
  }
  const statusOnServer = async () => {
    const answer = await graphql(SEARCH, { input: { keywords: stockNumber } });
    if (answer.status !== 200) return `HTTP ${answer.status}`;
    const edges = (JSON.parse(answer.body) as { data: { searchVehicles: { edges: { node: { stockNumber: string; status: string } }[] } } }).data.searchVehicles.edges;
    return edges.find((e) => e.node.stockNumber === stockNumber)?.node.status;
  };
  // Seen through LISTEN within a second or so; on PostgreSQL nothing else (no poll) would tell the server.
  await expect.poll(statusOnServer, { timeout: 3_000, interval: 100 }).toBe(status);
}

beforeAll(async () => {
  const port = await freePort();
  execFileSync('pg_createcluster', ['15', cluster, '-p', String(port), '--', '--auth=trust'], { stdio: 'ignore' });
  execFileSync('pg_ctlcluster', ['15', cluster, 'start'], { stdio: 'ignore' });
  databaseUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  dataDir = mkdtempSync(join(tmpdir(), 'roro-restart-'));
  server = await startServer({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    MEDIA_DIR: inject('mediaDir'),
    SEED_VEHICLES: '20',
    PASSWORD_HASH_COST: String(TEST_PASSWORD_HASH_COST),
    WORKERS: '1',
  });
});

afterAll(async () => {
  const code = await server?.stop();
  try {
    execFileSync('pg_dropcluster', ['--stop', '15', cluster], { stdio: 'ignore' });
  } finally {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
  expect(code, server?.output()).toBe(0);
});

describe('the database restarts or its connections are cut', () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await signedInBuyer(`buyer-${Date.now()}@example.com`);
  });

  it('answers 503 with Retry-After while PostgreSQL restarts, serves again within seconds, keeps what it acknowledged and listens again', async () => {
    // Acknowledged just before the restart: it must be there after.
    const email = `restart-${Date.now()}@example.com`;
    const signedUp = await request(`${server.baseUrl}/api/auth/sign-up/email`, { method: 'POST', headers: { origin: server.baseUrl }, body: { email, password: 'kilimanjaro42', name: 'Amina' } });
    expect(signedUp.status).toBe(200);

    const seen = await underLoad(cookie, async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      // Not execFileSync: the visitors ask on while PostgreSQL stops and starts.
      await promisify(execFile)('pg_ctlcluster', ['15', cluster, 'restart']);
      expect(await backWithin(10_000)).toBeLessThan(10_000);
    });
    expectOnlyRetryableAnswers(seen, { some503s: true });

    expect(await rowsOf(sql`select name from "user" where email = ${email}`)).toEqual([{ name: 'Amina' }]);
    await expectWritesTaken();
    // The listening connection is back: another connection's change reaches the server.
    await expectStockChangeReachesServer('OnHold');
  });

  it('answers 503 with Retry-After when every connection to PostgreSQL is cut, and serves and listens again', async () => {
    const seen = await underLoad(cookie, async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const handle = await openDatabase({ url: databaseUrl }, { poolSize: 1 });
      try {
        // Twice, a moment apart: the first cut takes the idle connections, the second those just reopened.
        for (let i = 0; i < 2; i++) {
          await queryRows(handle.db, sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`);
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      } finally {
        await handle.close();
      }
      expect(await backWithin(10_000)).toBeLessThan(10_000);
    });
    expectOnlyRetryableAnswers(seen, { some503s: false });
    await expectWritesTaken();
    await expectStockChangeReachesServer('OnSale');
  });
});
