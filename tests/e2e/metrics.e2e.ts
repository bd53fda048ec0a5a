// The metrics as an operator reads them (ADR 062): Debian's Prometheus (/usr/bin/prometheus) on loopback
// scrapes a WORKERS=2 server on PostgreSQL every second with METRICS_TOKEN, and its own query API gives
// back the requests by route, the page cache's hits and misses, the open jobs, and the figures of both
// workers, gathered by the primary. One server start for both checks: the CI run has little time left.
// Runs when TEST_DATABASE_URL is set (CI sets it), like several-processes.e2e.ts.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TEST_PASSWORD_HASH_COST } from '#server/password-hash.ts';
import { createDatabase, dropDatabase, uniqueDatabaseName } from '#tests/setup/postgres.ts';
import { startServer, type ServerProcess } from './server-process.ts';

const adminUrl = process.env.TEST_DATABASE_URL!;
const databaseName = uniqueDatabaseName(`${new URL(adminUrl).pathname.slice(1) || 'roro'}_metrics`);
const TOKEN = `e2e-metrics-${Math.random().toString(36).slice(2)}-0123456789abcdef`;
const dir = mkdtempSync(join(tmpdir(), 'roro-metrics-'));
let server: ServerProcess | undefined;
let prometheus: ChildProcess | undefined;
let prometheusUrl: string;

/** A free port on loopback for Prometheus to listen on. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** A request on a connection of its own, so that the cluster's primary hands each to the next worker. */
function get(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: init.method ?? 'GET', agent: false, headers: init.headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
    request.end(init.body);
  });
}

/** One instant query of Prometheus' HTTP API: each series' labels and value. */
async function query(promql: string): Promise<{ metric: Record<string, string>; value: number }[]> {
  const response = await fetch(`${prometheusUrl}/api/v1/query?query=${encodeURIComponent(promql)}`);
  const body = (await response.json()) as { status: string; data: { result: { metric: Record<string, string>; value: [number, string] }[] } };
  expect(body.status).toBe('success');
  return body.data.result.map((series) => ({ metric: series.metric, value: Number(series.value[1]) }));
}
const scalar = async (promql: string) => (await query(promql))[0]?.value;

beforeAll(async () => {
  const databaseUrl = await createDatabase(adminUrl, databaseName);
  server = await startServer({
    DATABASE_URL: databaseUrl,
    DATA_DIR: join(dir, 'data'),
    MEDIA_DIR: inject('mediaDir'),
    SEED_VEHICLES: '30',
    PASSWORD_HASH_COST: String(TEST_PASSWORD_HASH_COST),
    WORKERS: '2',
    METRICS_TOKEN: TOKEN,
  });
  const target = new URL(server.baseUrl).host;
  const port = await freePort();
  prometheusUrl = `http://127.0.0.1:${port}`;
  writeFileSync(
    join(dir, 'prometheus.yml'),
    [
      'global:',
      '  scrape_interval: 1s',
      '  scrape_timeout: 1s',
      'scrape_configs:',
      '  - job_name: roro',
      '    metrics_path: /metrics',
      '    authorization:',
      `      credentials: ${TOKEN}`,
      '    static_configs:',
      `      - targets: ['${target}']`,
      '',
    ].join('\n'),
  );
  let output = '';
  prometheus = spawn('/usr/bin/prometheus', [`--config.file=${join(dir, 'prometheus.yml')}`, `--storage.tsdb.path=${join(dir, 'tsdb')}`, `--web.listen-address=127.0.0.1:${port}`, '--storage.tsdb.retention.time=1h'], { stdio: ['ignore', 'pipe', 'pipe'] });
  prometheus.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  prometheus.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // Ready in under a second here; its own check says when.
  for (const started = Date.now(); ; await new Promise((resolve) => setTimeout(resolve, 100))) {
    if (prometheus.exitCode !== null) throw new Error(`prometheus exited with ${prometheus.exitCode}:\n${output}`);
    if ((await fetch(`${prometheusUrl}/-/ready`).catch(() => null))?.status === 200) break;
    if (Date.now() - started > 20_000) throw new Error(`prometheus was not ready in 20 s:\n${output}`);
  }
});

afterAll(async () => {
  if (prometheus && prometheus.exitCode === null) {
    const exited = new Promise((resolve) => prometheus!.once('exit', resolve));
    prometheus.kill('SIGTERM');
    await exited;
  }
  const code = await server?.stop();
  await dropDatabase(adminUrl, databaseName);
  rmSync(dir, { recursive: true, force: true });
  expect(code).toBe(0);
});

describe('Prometheus scraping a WORKERS=2 server', () => {
  it('reads back the requests by route, the page cache, the jobs and the figures of both workers', async () => {
    const base = server!.baseUrl;
    // Scraped already: the target is up with the token.
    await expect.poll(() => scalar('up{job="roro"}')).toBe(1);
    // Six stock lists, each on a connection of its own: the primary hands them to the two workers in turn.
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push(await get(`${base}/en/stocklist`));
    for (let i = 0; i < 4; i++) statuses.push(await get(`${base}/healthz`));
    statuses.push(await get(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ makers { name } }' }) }));
    expect(statuses).toEqual(Array(11).fill(200));

    await expect.poll(() => scalar('sum(roro_http_request_duration_seconds_count{route="/:lang/stocklist",status="200"})')).toBe(6);
    expect(await scalar('sum(roro_http_request_duration_seconds_count{route="/healthz"})')).toBe(4);
    expect(await scalar('sum(roro_graphql_operations_total{type="query",operation="makers",result="ok"})')).toBe(1);
    // Each worker rendered the page once and served the rest from its own page cache.
    expect(await scalar('sum(roro_page_cache_requests_total{result="miss"})')).toBe(2);
    expect(await scalar('sum(roro_page_cache_requests_total{result="hit"})')).toBe(4);
    // Both workers' figures, each under its worker label: both served stock lists, both have Node's own.
    const byWorker = await query('sum by (worker) (roro_http_request_duration_seconds_count{route="/:lang/stocklist"})');
    expect(byWorker.map((series) => series.metric.worker).sort()).toEqual(['1', '2']);
    for (const series of byWorker) expect(series.value).toBeGreaterThan(0);
    expect((await query('nodejs_eventloop_lag_p99_seconds')).map((series) => series.metric.worker).sort()).toEqual(['1', '2']);
    expect(await scalar('sum(roro_stock_index_vehicles)')).toBeGreaterThan(0);
    // The open jobs are the database's: given once a scrape, with no worker label.
    const jobs = await query('roro_jobs');
    expect(jobs.map((series) => series.metric.state).sort()).toEqual(['dead', 'due', 'failed', 'running', 'scheduled']);
    for (const series of jobs) expect(series.metric).not.toHaveProperty('worker');
  });
});
