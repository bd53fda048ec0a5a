// The server's figures for Prometheus at GET /metrics (ADR 062): requests by route and status with their
// latency, the page cache, GraphQL operations, load shedding, e-mails, jobs, the database pool, the stock
// index and Node's own (event-loop delay, memory, GC). Counting costs a request one histogram observation
// and, for the page cache, one counter step; what can be read when asked (sizes, the pool, the jobs) is
// read at the scrape. Labels are fixed names only (route patterns, statuses, kinds), never a path, an
// address or anything of a buyer's. Under WORKERS=N the primary gathers every worker's figures
// (server/cluster-metrics.ts).
import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP, type BlockList } from 'node:net';
import type { Context, Handler } from 'hono';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { poolStats, type Database } from '#db/client.ts';
import { stockIndexStatus, type StockIndexStatus } from '#domain/catalogue/stock-index.ts';
import { countOpenJobs, type OpenJobCounts } from '#domain/jobs/job-admin.service.ts';
import type { SendMail } from '#domain/mail.ts';
import { proxyList } from './env.ts';
import type { PageCache } from './page-cache.ts';

/** Seconds: a page from the page cache takes about a millisecond, a fresh stock list tens, a PDF seconds. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** What the page cache says of an answer (x-cache), as a label. */
const CACHE_RESULTS = { HIT: 'hit', MISS: 'miss', BYPASS: 'bypass' } as const;

type Child = { inc(value?: number): void };

/** A value read once per scrape by several gauges: the first to ask starts it, the others share it. */
function oncePerScrape<T>(read: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= read().finally(() => {
      pending = null;
    }));
}

export interface MetricsSources {
  db: Database;
  pageCache?: PageCache;
}

export class ServerMetrics {
  /** This process's figures, each with its worker's label. */
  readonly registry = new Registry();
  /** The deployment's figures read from the database (the jobs): given once a scrape, by the process asked. */
  readonly database = new Registry();
  readonly worker: string;
  #sources: MetricsSources | null = null;
  #requests: Histogram<'method' | 'route' | 'status'>;
  #pageCache: Record<keyof typeof CACHE_RESULTS, Child>;
  #sharedSignedIn: Record<'HIT' | 'MISS', Child>;
  #graphql: Counter<'type' | 'operation' | 'result'>;
  #loadShed: Child;
  #jobFailures: Counter<'kind'>;
  #emails: Record<'sent' | 'failed', Child>;

  constructor({ worker = '0', defaultMetrics = true }: { worker?: string; defaultMetrics?: boolean } = {}) {
    this.worker = worker;
    this.registry.setDefaultLabels({ worker });
    const registers = [this.registry];
    if (defaultMetrics) collectDefaultMetrics({ register: this.registry });

    this.#requests = new Histogram({
      name: 'roro_http_request_duration_seconds',
      help: 'Requests answered, by method, route pattern and status: seconds until the answer began (a streamed page goes on after).',
      labelNames: ['method', 'route', 'status'],
      buckets: DURATION_BUCKETS,
      registers,
    });
    const pageCache = new Counter({ name: 'roro_page_cache_requests_total', help: 'Signed-out pages asked of the page cache: hit (from memory), miss (rendered), bypass (not for the cache: a form post, a session).', labelNames: ['result'], registers });
    this.#pageCache = { HIT: pageCache.labels({ result: 'hit' }), MISS: pageCache.labels({ result: 'miss' }), BYPASS: pageCache.labels({ result: 'bypass' }) };
    const shared = new Counter({ name: 'roro_shared_signed_in_pages_total', help: 'Signed-in pages shared by buyers of one place and group (ADR 037): hit (a kept render, the buyer’s part put in), miss (rendered to share).', labelNames: ['result'], registers });
    this.#sharedSignedIn = { HIT: shared.labels({ result: 'hit' }), MISS: shared.labels({ result: 'miss' }) };
    this.#graphql = new Counter({
      name: 'roro_graphql_operations_total',
      help: 'GraphQL root fields run, by operation type, field and result: ok, an expected error’s type (NotFoundError …), a GraphQL error’s code, error (unexpected); invalid for a document refused before it ran.',
      labelNames: ['type', 'operation', 'result'],
      registers,
    });
    this.#loadShed = new Counter({ name: 'roro_load_shed_total', help: 'Requests answered 503 at once because the process had MAX_IN_FLIGHT under way.', registers });
    this.#jobFailures = new Counter({ name: 'roro_job_failures_total', help: 'Job runs that failed (each is retried with backoff until its attempts are spent), by kind.', labelNames: ['kind'], registers });
    const emails = new Counter({ name: 'roro_emails_total', help: 'E-mails handed to SMTP or written to the outbox (sent), or that failed.', labelNames: ['result'], registers });
    this.#emails = { sent: emails.labels({ result: 'sent' }), failed: emails.labels({ result: 'failed' }) };
    for (const child of [...Object.values(this.#pageCache), ...Object.values(this.#sharedSignedIn), ...Object.values(this.#emails), this.#loadShed]) child.inc(0);

    const sources = () => this.#sources;
    new Gauge({
      name: 'roro_page_cache_bytes',
      help: 'Bytes the page cache holds.',
      registers,
      collect() {
        const cache = sources()?.pageCache;
        if (cache) this.set(cache.bytes);
      },
    });
    new Gauge({
      name: 'roro_page_cache_entries',
      help: 'Pages the page cache holds.',
      registers,
      collect() {
        const cache = sources()?.pageCache;
        if (cache) this.set(cache.size);
      },
    });

    const pool = () => {
      const db = sources()?.db;
      return db ? poolStats(db) : null;
    };
    new Gauge({
      name: 'roro_db_pool_size',
      help: 'Connections the process may hold to the database (DATABASE_POOL_SIZE; 1 on PGlite, in the process).',
      registers,
      collect() {
        const stats = pool();
        if (stats) this.set(stats.size);
      },
    });
    new Gauge({
      name: 'roro_db_pool_connections',
      help: 'Connections of the pool in use (a query or a transaction) and idle; PostgreSQL only.',
      labelNames: ['state'],
      registers,
      collect() {
        const stats = pool();
        if (stats?.inUse === undefined) return;
        this.set({ state: 'in_use' }, stats.inUse);
        this.set({ state: 'idle' }, stats.idle ?? 0);
      },
    });
    new Gauge({
      name: 'roro_db_pool_waiting',
      help: 'Queries waiting for a connection of the pool; PostgreSQL only.',
      registers,
      collect() {
        const stats = pool();
        if (stats?.waiting !== undefined) this.set(stats.waiting);
      },
    });

    const stock = oncePerScrape(async (): Promise<StockIndexStatus | null> => {
      const db = sources()?.db;
      return db ? stockIndexStatus(db) : null;
    });
    const stockGauge = (name: string, help: string, value: (status: StockIndexStatus) => number) =>
      new Gauge({
        name,
        help,
        registers,
        async collect() {
          const status = await stock().catch(() => null);
          if (status) this.set(value(status));
          else this.reset();
        },
      });
    stockGauge('roro_stock_index_vehicles', 'Vehicles in the process’s stock search index.', (s) => s.vehicles);
    stockGauge('roro_stock_index_versions_behind', 'Stock versions the database has that the index has not taken yet.', (s) => s.versionsBehind);
    stockGauge('roro_stock_index_lag_seconds', 'How long the index has been behind the database, at least (0 when level).', (s) => s.lagSeconds);

    new Gauge({
      name: 'roro_jobs',
      help: 'Jobs not done, by state: due (to run now), scheduled (later), running, failed (waiting to retry; also due or scheduled), dead (attempts spent).',
      labelNames: ['state'],
      registers: [this.database],
      async collect() {
        const db = sources()?.db;
        if (!db) return;
        let counts: OpenJobCounts;
        try {
          counts = await countOpenJobs(db, new Date());
        } catch {
          this.reset();
          return;
        }
        for (const [state, count] of Object.entries(counts)) this.set({ state }, count);
      },
    });
  }

  /** What the scrape-time figures are read from: the process's database and page cache (server/app.ts). */
  watch(sources: MetricsSources): void {
    this.#sources = sources;
  }

  observeRequest(method: string, route: string, status: number, seconds: number): void {
    this.#requests.observe({ method: METHODS.has(method) ? method : 'other', route, status: String(status) }, seconds);
  }

  /** An answer's x-cache (page-cache.ts): a signed-out page looked up, or a signed-in buyer's shared page. */
  countPageCache(result: string, shared: boolean): void {
    if (shared) {
      if (result === 'HIT' || result === 'MISS') this.#sharedSignedIn[result].inc();
    } else if (result in CACHE_RESULTS) this.#pageCache[result as keyof typeof CACHE_RESULTS].inc();
  }

  countGraphql(type: string, operation: string, result: string): void {
    this.#graphql.inc({ type, operation, result });
  }

  countLoadShed(): void {
    this.#loadShed.inc();
  }

  /** A failed job run; kinds outside `known` (the handlers') count as other. */
  countJobFailure(kind: string | undefined, known: ReadonlySet<string>): void {
    this.#jobFailures.inc({ kind: kind && known.has(kind) ? kind : 'other' });
  }

  /** The mailer, counting what it sends and what fails. */
  countingMail(send: SendMail): SendMail {
    return async (mail) => {
      try {
        await send(mail);
      } catch (error) {
        this.#emails.failed.inc();
        throw error;
      }
      this.#emails.sent.inc();
    };
  }

  /** This process's figures with the deployment's: a process serving alone. */
  async text(): Promise<string> {
    const [own, database] = await Promise.all([this.registry.metrics(), this.database.metrics()]);
    return own + database;
  }
}

export const METRICS_CONTENT_TYPE = Registry.PROMETHEUS_CONTENT_TYPE;

/** A bearer token compared in constant time (hashes of equal length, whatever was sent). */
function tokenMatches(header: string | undefined, token: string): boolean {
  const sent = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  if (!sent) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(sent), digest(token));
}

function addressAllowed(list: BlockList | null, address: string): boolean {
  const family = isIP(address);
  return list !== null && family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * GET /metrics: for a client address in METRICS_ALLOW (the address the server goes by, a trusted
 * proxy's X-Forwarded-For included) or a request with `Authorization: Bearer <METRICS_TOKEN>`; 403 for
 * anyone else, 404 when neither is configured (no one may). Never cached.
 */
export function metricsHandler({ allow, token, clientAddress, text }: { allow: readonly string[]; token: string | undefined; clientAddress: (c: Context) => string; text: () => Promise<string> }): Handler {
  const list = allow.length ? proxyList(allow) : null;
  return async (c) => {
    const headers = { 'cache-control': 'no-store' };
    if (!list && !token) return c.text('Not found', 404, headers);
    const allowed = (token !== undefined && tokenMatches(c.req.header('authorization'), token)) || addressAllowed(list, clientAddress(c));
    if (!allowed) return c.text('The metrics are not open to this client.', 403, headers);
    return c.body(await text(), 200, { ...headers, 'content-type': METRICS_CONTENT_TYPE });
  };
}
