// Several server processes on one PostgreSQL database (ADR 032), as production runs them behind a load
// balancer: what one process counts, spends or changes holds on the other. Two real servers (A and B)
// start together on an empty database (one migrates and seeds, the other waits for it), then a third
// with WORKERS=2 shows the cluster: a worker that dies is replaced, SIGTERM stops them all cleanly.
// Runs when TEST_DATABASE_URL is set (CI sets it), like the unit suite's postgres project.
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { sql } from 'drizzle-orm';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, queryRows } from '#db/client.ts';
import { encodeAltchaToken } from '#domain/bot-check/altcha.ts';
import { ACCOUNT_FAILURE_LIMITS } from '#server/auth.ts';
import { hashPassword, TEST_PASSWORD_HASH_COST } from '#server/password-hash.ts';
import { createDatabase, dropDatabase, uniqueDatabaseName } from '#tests/setup/postgres.ts';
import { startServer, type ServerProcess } from './server-process.ts';

const adminUrl = process.env.TEST_DATABASE_URL!;
// Beside TEST_DATABASE_URL's database and named after it, as the unit suite's databases are.
const databaseName = uniqueDatabaseName(`${new URL(adminUrl).pathname.slice(1) || 'roro'}_processes`);
let databaseUrl: string;
const dataDirs: string[] = [];
let a: ServerProcess;
let b: ServerProcess;

/** A server of its own (outbox, data directory) on the shared database. */
function startOn(extra: Record<string, string> = {}): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'roro-processes-'));
  dataDirs.push(dataDir);
  return startServer({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    // The pictures the browser tests' global setup drew once.
    MEDIA_DIR: inject('mediaDir'),
    SEED_VEHICLES: '200',
    PASSWORD_HASH_COST: String(TEST_PASSWORD_HASH_COST),
    BOT_CHECK_COST: '1',
    ...extra,
  });
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * One request from a loopback address of our choosing (Linux answers on all of 127/8): each address is
 * a client of its own to the server's per-address limits.
 */
function request(url: string, { method = 'GET', from = '127.0.0.1', headers = {}, body }: { method?: string; from?: string; headers?: Record<string, string>; body?: unknown } = {}): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, localAddress: from, headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

const signIn = (server: ServerProcess, email: string, password: string, from: string) =>
  request(`${server.baseUrl}/api/auth/sign-in/email`, { method: 'POST', from, headers: { origin: server.baseUrl }, body: { email, password } });

async function graphql(server: ServerProcess, query: string, variables: Record<string, unknown> = {}, cookie?: string): Promise<Record<string, any>> {
  const answer = await request(`${server.baseUrl}/graphql`, { method: 'POST', headers: { origin: server.baseUrl, ...(cookie ? { cookie } : {}) }, body: { query, variables } });
  const parsed = JSON.parse(answer.body) as { data: Record<string, any>; errors?: unknown };
  expect(parsed.errors).toBeUndefined();
  return parsed.data;
}

beforeAll(async () => {
  databaseUrl = await createDatabase(adminUrl, databaseName);
  // Started together on an empty database: the start lock lets one migrate and seed while the other waits.
  // B, like a server behind HAProxy on this machine, believes the X-Forwarded-For that 127.0.0.1 sends.
  [a, b] = await Promise.all([startOn(), startOn({ TRUSTED_PROXIES: '127.0.0.1' })]);
});

afterAll(async () => {
  const codes = await Promise.all([a?.stop(), b?.stop()]);
  await dropDatabase(adminUrl, databaseName);
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  expect(codes).toEqual([0, 0]);
});

describe('two processes on one PostgreSQL database', () => {
  it('started together, seeded the database once', async () => {
    const handle = await openDatabase({ url: databaseUrl }, { poolSize: 1 });
    try {
      const [row] = await queryRows<{ vehicles: number; seeds: number }>(handle.db, sql`select (select count(*)::int from vehicles) as vehicles, (select count(*)::int from app_meta where key = 'seed') as seeds`);
      expect(row).toEqual({ vehicles: 200, seeds: 1 });
    } finally {
      await handle.close();
    }
    for (const server of [a, b]) expect((await request(`${server.baseUrl}/healthz`)).status).toBe(200);
  });

  it('holds an account’s sign-in lock reached through one process on the other', async () => {
    const email = `locked-${Date.now()}@example.com`;
    // The account's failures, all through A, each from another address (so no per-address limit
    // answers first); sent together, each waits its slowing-down, none is refused yet.
    const failures = await Promise.all(Array.from({ length: ACCOUNT_FAILURE_LIMITS.refuseFrom }, (_, i) => signIn(a, email, 'wrong-password', `127.0.0.${20 + i}`)));
    expect(failures.map((f) => f.status)).toEqual(Array(ACCOUNT_FAILURE_LIMITS.refuseFrom).fill(401));
    // The next attempt, through B from an address never seen: refused before any password is checked.
    const refused = await signIn(b, email, 'any-password', '127.0.0.60');
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toMatchObject({ code: 'ACCOUNT_LOCKED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
  });

  it('holds the per-address limit of /api/auth reached through one process on the other', async () => {
    const from = '127.0.0.70';
    // better-auth's own limit: 5 sign-in attempts a minute from one address, counted in the database.
    for (let i = 0; i < 5; i++) expect((await signIn(a, `someone-${i}-${Date.now()}@example.com`, 'wrong-password', from)).status).toBe(401);
    expect((await signIn(b, `someone-else-${Date.now()}@example.com`, 'wrong-password', from)).status).toBe(429);
    // Another address is not held up.
    expect((await signIn(b, `someone-else-${Date.now()}@example.com`, 'wrong-password', '127.0.0.71')).status).toBe(401);
  });

  it('counts a client behind a trusted proxy by the address the proxy forwarded, and no client by one it sent itself', async () => {
    const behindProxy = (server: ServerProcess, client: string, from = '127.0.0.1') =>
      request(`${server.baseUrl}/api/auth/sign-in/email`, { method: 'POST', from, headers: { origin: server.baseUrl, 'x-forwarded-for': client }, body: { email: `proxied-${Math.random()}@example.com`, password: 'wrong-password' } });
    for (let i = 0; i < 5; i++) expect((await behindProxy(b, '198.51.100.7')).status).toBe(401);
    expect((await behindProxy(b, '198.51.100.7')).status).toBe(429);
    // Another client through the same proxy is not held up.
    expect((await behindProxy(b, '198.51.100.8')).status).toBe(401);
    // A trusts no proxy: a header a client sends changes nothing, its own address is what counts.
    expect((await behindProxy(a, '198.51.100.7', '127.0.0.90')).status).toBe(401);
  });

  it('refuses on one process a bot-check token spent on the other, and verifies the other’s challenges', async () => {
    const INQUIRY = `mutation ($input: CreateInquiryInput!) { createInquiry(input: $input) { __typename ... on BaseError { message } } }`;
    const token = async (server: ServerProcess) => {
      const challenge = JSON.parse((await request(`${server.baseUrl}/api/bot-check/challenge?action=contact`)).body) as Challenge;
      return encodeAltchaToken(challenge, (await solveChallenge({ challenge, deriveKey }))!);
    };
    const input = { firstName: 'Nadia', lastName: 'Sitoe', email: 'nadia.processes@example.com', phoneNumber: '+258840000000', countryName: 'Mozambique', message: 'CIF Maputo, please.', privacyPolicyAccepted: true };
    const fromA = await token(a);
    expect((await graphql(a, INQUIRY, { input: { ...input, recaptchaToken: fromA } })).createInquiry.__typename).toBe('Inquiry');
    expect((await graphql(b, INQUIRY, { input: { ...input, recaptchaToken: fromA } })).createInquiry).toEqual({
      __typename: 'InvalidCAPTCHATokenError',
      message: 'Invalid reCAPTCHA token. Please refresh the page and try again, or contact sales@roro-motors.example.',
    });
    // A challenge B handed out passes on A: both sign with the secret kept in the database.
    expect((await graphql(a, INQUIRY, { input: { ...input, recaptchaToken: await token(b) } })).createInquiry.__typename).toBe('Inquiry');
  });

  it('shows a stock change made through one process in the other’s search and pages within a second', async () => {
    // A confirmed buyer, as `npm run staff` leaves an account: a password and a verified address.
    const email = `buyer-${Date.now()}@example.com`;
    const handle = await openDatabase({ url: databaseUrl }, { poolSize: 1 });
    try {
      const id = randomUUID();
      await queryRows(handle.db, sql`insert into "user" (id, name, email, email_verified) values (${id}, 'Amina', ${email}, true)`);
      await queryRows(handle.db, sql`insert into account (id, account_id, provider_id, user_id, password) values (${randomUUID()}, ${id}, 'credential', ${id}, ${await hashPassword('kilimanjaro42', TEST_PASSWORD_HASH_COST)})`);
    } finally {
      await handle.close();
    }
    const signedIn = await signIn(a, email, 'kilimanjaro42', '127.0.0.80');
    expect(signedIn.status).toBe(200);
    const cookie = ([] as string[]).concat(signedIn.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');

    const [car] = (await graphql(b, `{ recommendVehicles(countryName: "Kenya", limit: 1) { stockNumber } }`)).recommendVehicles as { stockNumber: string }[];
    const stockNumber = car!.stockNumber;
    const SEARCH = `query ($input: SearchVehiclesInput) { searchVehicles(input: $input, first: 5) { ... on VehicleConnection { edges { node { stockNumber status } } } } }`;
    const statusOnB = async () => ((await graphql(b, SEARCH, { input: { keywords: stockNumber } })).searchVehicles.edges as { node: { stockNumber: string; status: string } }[]).find((e) => e.node.stockNumber === stockNumber)?.node.status;
    expect(await statusOnB()).toBe('OnSale');
    // B keeps the vehicle's page in its page cache.
    const page = `${b.baseUrl}/en/stocklist/${stockNumber}`;
    await request(page);
    expect((await request(page)).headers['x-cache']).toBe('HIT');

    const ORDER = `mutation ($input: CreateOrderInput!) { createOrder(input: $input) { __typename ... on Order { vehicle { status } } ... on BaseError { message } } }`;
    const consignee = { consigneeName: 'Amina Wanjiru', consigneeAddress: 'Kenyatta Avenue 3, Nairobi', consigneeTelephone: '+254 711 000 000', countryName: 'Kenya' };
    const placed = await graphql(a, ORDER, { input: { stockNumber, countryName: 'Kenya', consignee } }, cookie);
    expect(placed.createOrder).toEqual({ __typename: 'Order', vehicle: { status: 'OnHold' } });
    const ordered = performance.now();
    // How long after the order a request to B was sent that saw it (its answer may take longer on a busy machine).
    const seenAfter = async (sees: () => Promise<boolean>): Promise<number> => {
      for (;;) {
        const sent = performance.now() - ordered;
        if (await sees()) return sent;
        if (sent > 10_000) return Infinity;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    // B's search has the car as held, and B's cached page of it is gone, within a second.
    const [inSearch, inPages] = await Promise.all([seenAfter(async () => (await statusOnB()) === 'OnHold'), seenAfter(async () => (await request(page)).headers['x-cache'] !== 'HIT')]);
    expect(inSearch).toBeLessThan(1000);
    expect(inPages).toBeLessThan(1000);
  });
});

/** The pids of a process's children that run the server (not tsx's esbuild service). */
function serverChildren(pid: number): number[] {
  const lines = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(pid)], { encoding: 'utf8' }).split('\n');
  return lines.filter((line) => line.includes('server/main.ts')).map((line) => Number(line.trim().split(/\s+/)[0]));
}

describe('WORKERS=2 on the same database', () => {
  it('serves one port from two workers, replaces one that dies, and stops both on SIGTERM', async () => {
    // At info, the primary says when a replacement serves.
    const cluster = await startOn({ WORKERS: '2', LOG_LEVEL: 'info' });
    let stopped = false;
    try {
      expect(cluster.output()).toMatch(/serving on http:\/\/127\.0\.0\.1:\d+ \(PostgreSQL, 2 workers\)/);
      const workers = serverChildren(cluster.child.pid!);
      expect(workers).toHaveLength(2);
      // Each request goes to one or the other; all are answered.
      const answers = await Promise.all(Array.from({ length: 6 }, () => request(`${cluster.baseUrl}/healthz`)));
      expect(answers.map((r) => r.status)).toEqual(Array(6).fill(200));

      process.kill(workers[0]!, 'SIGKILL');
      await expect.poll(() => serverChildren(cluster.child.pid!).filter((pid) => pid !== workers[0]), { timeout: 90_000, interval: 200 }).toHaveLength(2);
      // A new worker starts as the first did (its stock index, the build): seconds on a busy machine.
      await expect.poll(() => cluster.output(), { timeout: 90_000, interval: 200 }).toContain('a new worker is serving');
      const again = await Promise.all(Array.from({ length: 6 }, () => request(`${cluster.baseUrl}/healthz`)));
      expect(again.map((r) => r.status)).toEqual(Array(6).fill(200));
      const replaced = serverChildren(cluster.child.pid!);

      stopped = true;
      expect(await cluster.stop()).toBe(0);
      for (const pid of replaced) expect(() => process.kill(pid, 0)).toThrow();
    } finally {
      if (!stopped) await cluster.stop();
    }
  }, 240_000);
});
