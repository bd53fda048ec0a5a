// Starts Roro: checks the configuration, opens and migrates the database, seeds demo data on the first
// run, and serves the storefront and the API. SIGTERM drains requests and closes the database.
// With WORKERS=N on PostgreSQL the first process prepares the database, then forks N workers that share
// the port (server/cluster.ts, ADR 032).
import './node-env.ts';
import cluster from 'node:cluster';
import type { Server as HttpServer } from 'node:http';
import { mkdirSync } from 'node:fs';
import type { Logger } from 'pino';
import type { ServerBuild } from 'react-router';
import { dumpPglite, migrateDatabase, openDatabase, queryRows, type DatabaseHandle } from '#db/client.ts';
import { DataDirLockedError, lockDataDir } from '#db/data-dir-lock.ts';
import { addMissingTranslations } from '#db/seed/content-data.ts';
import { isSeeded, seedDatabase } from '#db/seed/seed.ts';
import { sql } from 'drizzle-orm';
import { startBackupControl } from './backup/backup-control.ts';
import { ensureDemoPictures } from './media-copy.ts';
import { createMediaStore } from './media-files.ts';
import { authSecret, createAuth, type Auth } from './auth.ts';
import { runPrimary, type WorkerListening } from './cluster.ts';
import { createLogger } from './logger.ts';
import { ConfigurationError, loadConfig, localSiteUrl, type ServerConfig } from './env.ts';
import { underStartLock } from './start-lock.ts';

/**
 * What only a serving process needs (the app, its server, the jobs, the metrics), loaded when it starts
 * serving: the primary of WORKERS=N serves nothing, and starts its workers seconds sooner without them.
 */
const servingModules = () =>
  Promise.all([
    import('@hono/node-server'),
    import('./app.ts'),
    import('./graceful-stop.ts'),
    import('./mailer.ts'),
    import('./metrics.ts'),
    import('./cluster-metrics.ts'),
    import('#domain/catalogue/stock-index.ts'),
    import('#domain/jobs/job-handlers.ts'),
    import('#domain/jobs/job-queue.ts'),
  ]);

const openConfigured = (config: ServerConfig, logger: Logger) =>
  openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/pglite` }, {
    poolSize: config.databasePoolSize,
    // PostgreSQL restarted or cut an idle connection: the next query opens another (requests meanwhile get 503).
    onConnectionError: (error) => logger.warn({ err: error }, 'a database connection was lost'),
  });

/**
 * Migrations, the first seed, new interface texts and the demo pictures: once per start of the
 * deployment, under PostgreSQL's advisory lock, so processes started together do it once between them.
 */
async function prepareDatabase(handle: DatabaseHandle, config: ServerConfig, logger: Logger): Promise<void> {
  await underStartLock(config.databaseUrl, async () => {
    await migrateDatabase(handle);
    if (!(await isSeeded(handle.db))) {
      console.log(`First start: seeding ${config.seedVehicles} demo vehicles…`);
      await seedDatabase(handle.db, { vehicles: config.seedVehicles, log: (m) => logger.info(m) });
    }
    const texts = await addMissingTranslations(handle.db);
    if (texts) logger.info(`${texts} new interface texts added`);
    // Into the media directory, or with MEDIA_STORE=s3 drawn there and copied into the bucket once.
    const demo = await ensureDemoPictures(config.mediaDir, createMediaStore(config), (line) => logger.info(line));
    if (demo.drawn) logger.info(`${demo.drawn} demo pictures drawn`);
    if (demo.copied) logger.info(`${demo.copied} demo pictures copied into the media bucket`);
    // Generated once and kept in the database when AUTH_SECRET is unset: made here, before any worker asks.
    await authSecret(handle.db, config.authSecret);
  });
}

/** Each worker holds a pool and a listening connection: say so before PostgreSQL refuses the last ones. */
async function checkConnections(handle: DatabaseHandle, config: ServerConfig, logger: Logger): Promise<void> {
  const [limits] = await queryRows<{ max: number; reserved: number }>(
    handle.db,
    sql`select current_setting('max_connections')::int as max, current_setting('superuser_reserved_connections')::int as reserved`,
  );
  const needed = config.workers * (config.databasePoolSize + 1);
  const available = limits!.max - limits!.reserved;
  if (needed > available) {
    logger.warn(`${config.workers} workers may open ${needed} connections (DATABASE_POOL_SIZE ${config.databasePoolSize} + 1 each), more than PostgreSQL's ${available}: lower WORKERS or DATABASE_POOL_SIZE, raise max_connections, or put PgBouncer in front`);
  }
}

/** The primary of WORKERS=N: prepares the database once, then forks and watches the workers. */
async function startPrimary(config: ServerConfig, logger: Logger) {
  mkdirSync(config.dataDir, { recursive: true });
  const handle = await openConfigured(config, logger);
  try {
    await prepareDatabase(handle, config, logger);
    await checkConnections(handle, config, logger);
  } finally {
    await handle.close();
  }
  runPrimary({ workers: config.workers, host: config.host, logger, describe: 'PostgreSQL' });
}

/** One process serving the port: the only one (WORKERS=1, the default), or a worker of the cluster. */
async function startServing(config: ServerConfig, logger: Logger) {
  const isWorker = cluster.isWorker;
  const [{ serve }, { createApp }, { gracefulStop }, { createMailer }, { ServerMetrics }, { answerPrimary, clusterMetricsText }, { warmStockIndex }, { jobHandlers }, { startJobWorker }] = await servingModules();
  mkdirSync(config.dataDir, { recursive: true });

  const lock = config.databaseUrl ? null : lockDataDir(config.dataDir);
  const handle = await openConfigured(config, logger);
  // A worker's primary prepared the database before forking it.
  if (!isWorker) await prepareDatabase(handle, config, logger);
  // PGlite has one process, this one: `npm run backup` asks it for the dump (loopback, a secret in the data directory; ADR 063).
  const backupControl = lock ? await startBackupControl(config.dataDir, () => dumpPglite(handle), (line) => logger.info(line)) : null;
  // Load the stock search index before the first request, not during it.
  const started = performance.now();
  const listed = await warmStockIndex(handle.db);
  logger.info(`stock index: ${listed} listed vehicles in ${Math.round(performance.now() - started)} ms`);

  const buildUrl = new URL('../build/server/index.js', import.meta.url);
  const build = (await import(buildUrl.href)) as ServerBuild;
  const secret = await authSecret(handle.db, config.authSecret);
  // A worker's figures carry its number; the primary gathers them all for a scrape (ADR 062).
  const metrics = new ServerMetrics({ worker: String(cluster.worker?.id ?? 0) });
  if (isWorker) answerPrimary(metrics);
  const sendMail = metrics.countingMail(createMailer({ smtpUrl: config.smtpUrl, smtpTimeoutMs: config.smtpTimeoutMs, outboxDir: config.outboxDir }));
  let auth: Auth | undefined;
  const lazyAuth = () =>
    (auth ??= createAuth({ db: handle.db, secret, siteUrl: config.siteUrl, sendMail, secureCookies: config.siteUrl.startsWith('https://'), passwordHashCost: config.passwordHashCost, log: (entry) => logger.info(entry) }));
  const app = createApp({ db: handle.db, config, logger, auth: lazyAuth, sendMail, build, clientDir: new URL('../build/client', import.meta.url).pathname, metrics, metricsText: isWorker ? clusterMetricsText(metrics) : undefined });

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
    // With PORT=0 the port is known only now; absolute links must carry it (the workers of a cluster all get the same one).
    if (!config.siteUrlConfigured) config.siteUrl = localSiteUrl(config.host, info.port);
    if (isWorker) {
      logger.info(`worker ${process.pid} listening on port ${info.port}`);
      process.send?.({ type: 'roro-listening', port: info.port } satisfies WorkerListening);
    } else {
      console.log(`Roro is serving on http://${host}:${info.port} (${handle.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'})`);
    }
  });

  // Orders lapse at their deadline, e-mails go out with retries: due jobs every second (ADR 024). Every
  // process runs a worker; each job is claimed by one (FOR UPDATE SKIP LOCKED).
  const handlers = jobHandlers(handle.db, { sendMail, siteUrl: () => config.siteUrl });
  const kinds = new Set(Object.keys(handlers));
  const worker = startJobWorker(handle.db, handlers, {
    onError: (job, error) => {
      metrics.countJobFailure(job?.kind, kinds);
      logger.error({ job: job?.kind, jobId: job?.id, err: error }, 'job failed');
    },
  });

  // serve() made a plain HTTP/1.1 server (no createServer option).
  const draining = gracefulStop(server as HttpServer);
  const stop = (signal: string) => {
    if (draining.stopping) return;
    logger.info(`${signal}: finishing in-flight requests`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    void draining.stop().then(async () => {
      await worker.stop();
      await backupControl?.close();
      await handle.close();
      lock?.release();
      logger.info('stopped');
      process.exit(0);
    });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

async function main() {
  const config = loadConfig();
  // Each line says which process wrote it: 0 serving alone (or the primary), a worker its number.
  const logger = createLogger({ level: config.logLevel, worker: cluster.worker?.id ?? 0 });
  if (cluster.isPrimary && config.workers > 1) await startPrimary(config, logger);
  else await startServing(config, logger);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigurationError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Roro could not start:', error);
  }
  process.exit(1);
});
