// SIGTERM while keep-alive connections keep asking (issue 37): every request whose bytes were sent before
// the signal gets its whole answer, none a reset connection. Forty connections, each sending its next
// request as soon as the last is answered, as a load balancer's do, and a burst of pages on new
// connections that keeps the process busy when the signal comes: some requests then wait in the server's
// sockets, unread (and some connections unaccepted), and the server must neither take such a connection
// for an idle one nor drop it with its port. Three rounds, on PGlite (the default).
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TEST_PASSWORD_HASH_COST } from '#server/password-hash.ts';
import { startServer } from './server-process.ts';

const CONNECTIONS = 40;
const ROUNDS = 3;
let dataDir: string;
const env = () => ({ DATA_DIR: dataDir, MEDIA_DIR: inject('mediaDir'), SEED_VEHICLES: '30', PASSWORD_HASH_COST: String(TEST_PASSWORD_HASH_COST) });

interface Outcome {
  /** When the request was handed to its connection (performance.now()). */
  sentAt: number;
  /** Which of the connections it went on. */
  connection?: number;
  status?: number;
  error?: string;
}

/** One request on `agent` (one connection): its status once the answer is read whole, or the error instead. */
function ask(url: string, agent: http.Agent): Promise<Outcome> {
  const sentAt = performance.now();
  return new Promise((resolve) => {
    const req = http.get(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ sentAt, status: res.statusCode ?? 0 }));
      res.on('error', (error: NodeJS.ErrnoException) => resolve({ sentAt, error: error.code ?? error.message }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ sentAt, error: error.code ?? error.message }));
  });
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'roro-sigterm-'));
  // The first start seeds the data directory; each round then starts on it in a second or two.
  const seeding = await startServer(env());
  expect(await seeding.stop()).toBe(0);
});

afterAll(() => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('SIGTERM on keep-alive connections that keep asking', () => {
  it('answers every request sent before the signal, round after round, and exits cleanly', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const server = await startServer(env());
      // One connection per agent, kept alive: each loop's requests follow one another on it.
      const agents = Array.from({ length: CONNECTIONS }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
      const outcomes: Outcome[] = [];
      let signalledAt = Infinity;
      try {
        const loops = agents.map(async (agent, i) => {
          for (let n = 0; ; n++) {
            // Health checks (a query) and pages (a render), so that the server is busy and reads late.
            const outcome = await ask(n % 2 ? `${server.baseUrl}/healthz` : `${server.baseUrl}/en/stocklist?c=${i}&n=${n}`, agent);
            outcomes.push({ ...outcome, connection: i });
            // After the signal the connection may be closed and a new one refused: the loop ends there.
            if (outcome.error || outcome.sentAt > signalledAt) return;
          }
        });
        // Mid-stream: every connection open and answered twice (a new process's first pages are slow), then a moment more.
        const answered = (i: number) => outcomes.filter((o) => o.connection === i).length;
        await expect.poll(() => agents.every((_, i) => answered(i) >= 2), { timeout: 60_000, interval: 50 }).toBe(true);
        // A burst of pages on connections of their own keeps the process busy, so that the next requests
        // of the kept-alive connections wait in their sockets, unread, when the signal comes.
        const burst = Array.from({ length: CONNECTIONS }, (_, i) => ask(`${server.baseUrl}/en/stocklist?burst=${i}`, new http.Agent({ keepAlive: false })));
        await new Promise((resolve) => setTimeout(resolve, 150));
        signalledAt = performance.now();
        const exited = server.stop();
        await Promise.all(loops);
        outcomes.push(...(await Promise.all(burst)));
        const lost = outcomes.filter((o) => o.sentAt < signalledAt && o.status !== 200).map((o) => `${o.error ?? `HTTP ${o.status}`}, sent ${Math.round(signalledAt - o.sentAt)} ms before the signal`);
        expect({ round, lost }).toEqual({ round, lost: [] });
        expect(outcomes.filter((o) => o.sentAt < signalledAt).length).toBeGreaterThan(CONNECTIONS);
        expect(await exited).toBe(0);
      } finally {
        for (const agent of agents) agent.destroy();
        server.child.kill('SIGKILL');
      }
    }
  }, 180_000);
});
