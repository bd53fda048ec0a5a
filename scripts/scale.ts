// npm run scale -- [--processes N] [--port P] [--first-port Q]
// The storefront as several single-worker processes on one PostgreSQL (DATABASE_URL) behind a real
// HAProxy (ADR 032): N servers on 127.0.0.1 ports Q, Q+1, … (or free ones) and HAProxy on port P
// (default 8080) spreading requests over them, checking each on /healthz. For the scale test and the
// bench; in production the same HAProxy or nginx runs in front of servers on several machines (README,
// "Several processes"). Ctrl-C stops HAProxy, then lets every server finish its requests.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startServer, type ServerProcess } from '#tests/e2e/server-process.ts';

const HAPROXY = '/usr/sbin/haproxy';

/** HAProxy from Debian's package: installed with apt-get when missing and we are root, else how to. */
export function ensureHaproxy(log: (line: string) => void = console.log): string {
  const found = spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' }).stdout.trim();
  if (found) return found;
  if (process.getuid?.() !== 0) throw new Error('HAProxy is not installed: run `sudo apt-get install haproxy` (Debian, Ubuntu) and try again.');
  log('HAProxy is not installed: installing Debian’s package (apt-get install haproxy)…');
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', 'haproxy']]) {
    const run = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (run.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed: install HAProxy yourself and try again.`);
  }
  return HAPROXY;
}

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * HAProxy in front of the servers: HTTP, round robin, each server checked on /healthz every 2 s (down
 * after 3 checks unanswered in 5 s, up again after 2 good ones) and given
 * at most `maxconn` requests at once (the rest wait in HAProxy's queue, not in Node), the client's
 * address appended to X-Forwarded-For (the servers trust 127.0.0.1: TRUSTED_PROXIES).
 */
export function haproxyConfig({ port, servers, maxconn = 64 }: { port: number; servers: { host: string; port: number }[]; maxconn?: number }): string {
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 5s
  timeout client 60s
  timeout server 60s
  timeout http-request 10s
  timeout http-keep-alive 10s
  timeout queue 30s
  # A server busy rendering answers /healthz late: give it time before calling it down.
  timeout check 5s

frontend storefront
  bind 127.0.0.1:${port}
  option forwardfor
  default_backend roro

backend roro
  balance roundrobin
  option httpchk GET /healthz
  http-check expect status 200
${servers.map((s, i) => `  server roro${i + 1} ${s.host}:${s.port} check inter 2s fall 3 rise 2 maxconn ${maxconn}`).join('\n')}
`;
}

export interface Scale {
  /** HAProxy's address, in front of every server. */
  baseUrl: string;
  servers: ServerProcess[];
  /** Stops HAProxy, then every server (SIGTERM: each finishes its requests); resolves with their exit codes. */
  stop(): Promise<(number | null)[]>;
}

/** Waits until HAProxy answers /healthz from every server in turn. */
async function waitUntilServing(baseUrl: string, servers: number, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  let healthy = 0;
  while (healthy < servers * 2) {
    if (Date.now() > until) throw new Error(`HAProxy at ${baseUrl} did not reach the servers in time`);
    const ok = await fetch(`${baseUrl}/healthz`).then((r) => r.ok, () => false);
    healthy = ok ? healthy + 1 : 0;
    if (!ok) await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Starts `processes` servers on `databaseUrl` (one worker each) and HAProxy on `port` (a free one when
 * 0). `env` goes to every server (DATA_DIR, AUTH_SECRET, LOG_LEVEL…).
 */
export async function startScale({ processes, databaseUrl, port = 0, firstPort = 0, env = {} }: { processes: number; databaseUrl: string; port?: number; firstPort?: number; env?: Record<string, string> }): Promise<Scale> {
  const haproxy = ensureHaproxy();
  const front = port || (await freePort());
  const servers: ServerProcess[] = [];
  let proxy: ChildProcess | undefined;
  const dir = mkdtempSync(join(tmpdir(), 'roro-scale-'));
  const stop = async () => {
    if (proxy && proxy.exitCode === null) {
      const gone = new Promise((resolve) => proxy!.once('exit', resolve));
      proxy.kill('SIGTERM');
      await gone;
    }
    const codes = await Promise.all(servers.map((s) => s.stop()));
    rmSync(dir, { recursive: true, force: true });
    return codes;
  };
  try {
    // Started together: one migrates and seeds an empty database while the others wait (server/start-lock.ts).
    const started = await Promise.allSettled(
      Array.from({ length: processes }, (_, i) =>
        startServer({
          DATABASE_URL: databaseUrl,
          WORKERS: '1',
          PORT: String(firstPort ? firstPort + i : 0),
          // Links, CSRF and CORS compare with the address buyers use: HAProxy's.
          SITE_URL: env.SITE_URL ?? `http://127.0.0.1:${front}`,
          TRUSTED_PROXIES: '127.0.0.1',
          ...env,
        }),
      ),
    );
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    const failed = started.find((r) => r.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
    const config = join(dir, 'haproxy.cfg');
    writeFileSync(config, haproxyConfig({ port: front, servers: servers.map((s) => ({ host: '127.0.0.1', port: Number(new URL(s.baseUrl).port) })) }));
    const check = spawnSync(haproxy, ['-c', '-q', '-f', config], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`HAProxy refused its configuration:\n${check.stderr}`);
    // -db: in the foreground, so that it ends with us.
    proxy = spawn(haproxy, ['-db', '-f', config], { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    proxy.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const exited = new Promise<never>((_, reject) => proxy!.once('exit', (code) => reject(new Error(`HAProxy exited with ${code}:\n${errors}`))));
    exited.catch(() => {});
    const baseUrl = `http://127.0.0.1:${front}`;
    await Promise.race([waitUntilServing(baseUrl, processes), exited]);
    return { baseUrl, servers, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      processes: { type: 'string', default: '2' },
      port: { type: 'string', default: '8080' },
      'first-port': { type: 'string', default: '0' },
    },
  });
  const processes = Number(values.processes);
  const databaseUrl = process.env.DATABASE_URL;
  if (!Number.isInteger(processes) || processes < 1 || processes > 64) throw new Error('--processes must be a whole number from 1 to 64');
  if (!databaseUrl) throw new Error('Set DATABASE_URL to the PostgreSQL database the servers share (postgres://user@127.0.0.1:5432/roro).');
  // Every server prints its own warnings; the first start on an empty database seeds it (SEED_VEHICLES).
  const scale = await startScale({ processes, databaseUrl, port: Number(values.port), firstPort: Number(values['first-port']), env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' } });
  for (const server of scale.servers) {
    server.child.stdout!.on('data', (chunk: Buffer) => process.stdout.write(chunk));
    server.child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  }
  console.log(`Roro is serving on ${scale.baseUrl}: HAProxy in front of ${processes} processes (${scale.servers.map((s) => s.baseUrl).join(', ')}). Ctrl-C stops them.`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    const codes = await scale.stop();
    process.exit(codes.every((c) => c === 0) ? 0 : 1);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
