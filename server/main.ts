// Starts Roro: checks the configuration, opens and migrates the database, seeds demo data on the first
// run, and serves the storefront and the API. SIGTERM drains requests and closes the database.
import './node-env.ts';
import { serve } from '@hono/node-server';
import { mkdirSync } from 'node:fs';
import { pino } from 'pino';
import type { ServerBuild } from 'react-router';
import { migrateDatabase, openDatabase } from '#db/client.ts';
import { DataDirLockedError, lockDataDir } from '#db/data-dir-lock.ts';
import { addMissingTranslations } from '#db/seed/content-data.ts';
import { ensureDemoMedia } from '#db/seed/media.ts';
import { isSeeded, seedDatabase } from '#db/seed/seed.ts';
import { warmStockIndex } from '#domain/catalogue/stock-index.ts';
import { createApp } from './app.ts';
import { authSecret, createAuth, type Auth } from './auth.ts';
import { createMailer } from './mailer.ts';
import { ConfigurationError, loadConfig, localSiteUrl } from './env.ts';
import { jobHandlers } from './jobs.ts';
import { startJobWorker } from '#domain/jobs/job-queue.ts';

async function main() {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });
  mkdirSync(config.dataDir, { recursive: true });

  const lock = config.databaseUrl ? null : lockDataDir(config.dataDir);
  const handle = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/pglite` }, { poolSize: config.databasePoolSize });
  await migrateDatabase(handle);
  if (!(await isSeeded(handle.db))) {
    console.log(`First start: seeding ${config.seedVehicles} demo vehicles…`);
    await seedDatabase(handle.db, { vehicles: config.seedVehicles, log: (m) => logger.info(m) });
  }
  const texts = await addMissingTranslations(handle.db);
  if (texts) logger.info(`${texts} new interface texts added`);
  const written = await ensureDemoMedia(config.mediaDir);
  if (written) logger.info(`${written} demo pictures drawn`);
  // Load the stock search index before the first request, not during it.
  const started = performance.now();
  const listed = await warmStockIndex(handle.db);
  logger.info(`stock index: ${listed} listed vehicles in ${Math.round(performance.now() - started)} ms`);

  const buildUrl = new URL('../build/server/index.js', import.meta.url);
  const build = (await import(buildUrl.href)) as ServerBuild;
  const secret = await authSecret(handle.db, config.authSecret);
  const sendMail = createMailer({ smtpUrl: config.smtpUrl, outboxDir: config.outboxDir });
  let auth: Auth | undefined;
  const lazyAuth = () =>
    (auth ??= createAuth({ db: handle.db, secret, siteUrl: config.siteUrl, sendMail, secureCookies: config.siteUrl.startsWith('https://'), passwordHashCost: config.passwordHashCost, log: (entry) => logger.info(entry) }));
  const app = createApp({ db: handle.db, config, logger, auth: lazyAuth, sendMail, build, clientDir: new URL('../build/client', import.meta.url).pathname });

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
    // With PORT=0 the port is known only now; absolute links must carry it.
    if (!config.siteUrlConfigured) config.siteUrl = localSiteUrl(config.host, info.port);
    console.log(`Roro is serving on http://${host}:${info.port} (${handle.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'})`);
  });

  // Orders lapse at their deadline, e-mails go out with retries: due jobs every second (ADR 024).
  const worker = startJobWorker(handle.db, jobHandlers(handle.db, { sendMail, siteUrl: () => config.siteUrl }), { onError: (job, error) => logger.error({ job: job?.kind, jobId: job?.id, err: error }, 'job failed') });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: finishing in-flight requests`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await worker.stop();
      await handle.close();
      lock?.release();
      logger.info('stopped');
      process.exit(0);
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigurationError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Roro could not start:', error);
  }
  process.exit(1);
});
