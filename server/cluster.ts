// WORKERS=N on PostgreSQL (ADR 032): the primary process has migrated and seeded the database once, then
// forks N workers with node:cluster. They share one port (the primary accepts connections and hands them
// out in turn), each with its own pool, stock index and page cache; whatever must hold across them is in
// the database. A worker that dies is replaced; SIGTERM or SIGINT lets every worker finish its requests.
import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import { isMetricsAsked, isMetricsCollected, metricsGatherer } from './cluster-metrics.ts';

/** What a worker tells the primary once it listens. */
export interface WorkerListening {
  type: 'roro-listening';
  port: number;
}

export function isListeningMessage(message: unknown): message is WorkerListening {
  return typeof message === 'object' && message !== null && (message as WorkerListening).type === 'roro-listening';
}

/** How long the primary waits for its workers to finish their requests; each forces itself out after 10 s. */
const STOP_TIMEOUT_MS = 15_000;
/** A replacement waits a second, then twice as long after each worker that dies again before it listens. */
const FIRST_RESTART_MS = 1000;
const MAX_RESTART_MS = 30_000;

export function runPrimary({ workers, host, logger, describe }: { workers: number; host: string; logger: Logger; describe: string }): void {
  const live = new Set<Worker>();
  const listening = new Set<Worker>();
  let started = false;
  let stopping = false;
  let failed = false;
  let restartMs = FIRST_RESTART_MS;
  // A scrape of /metrics reaches one worker, which asks here for every serving worker's figures (ADR 062).
  const metrics = metricsGatherer(() => [...listening]);

  const fork = () => {
    const worker = cluster.fork();
    live.add(worker);
    worker.on('message', (message: unknown) => {
      if (isMetricsCollected(message)) return metrics.collected(message);
      if (isMetricsAsked(message)) return void metrics.answer(worker, message).catch((error: unknown) => logger.warn({ err: error }, 'the workers’ metrics could not be gathered'));
      if (!isListeningMessage(message)) return;
      listening.add(worker);
      if (started) {
        restartMs = FIRST_RESTART_MS;
        logger.info({ workerId: worker.id, workerPid: worker.process.pid }, 'a new worker is serving');
        return;
      }
      if (listening.size < workers) return;
      started = true;
      const address = host.includes(':') ? `[${host}]` : host;
      console.log(`Roro is serving on http://${address}:${message.port} (${describe}, ${workers} workers)`);
    });
  };

  const finish = () => process.exit(failed ? 1 : 0);

  const stop = (signal: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    if (code !== 0) failed = true;
    logger.info(`${signal}: ${live.size} workers finishing their requests`);
    for (const worker of live) worker.process.kill('SIGTERM');
    const force = setTimeout(() => {
      logger.error(`${live.size} workers did not stop in time`);
      for (const worker of live) worker.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_TIMEOUT_MS);
    force.unref();
    if (live.size === 0) finish();
  };

  cluster.on('exit', (worker, code, signal) => {
    live.delete(worker);
    const wasListening = listening.delete(worker);
    if (stopping) {
      // Ended by our SIGTERM before it was serving (still starting) is as clean as finishing its requests.
      if (code !== 0 && signal !== 'SIGTERM' && signal !== 'SIGINT') failed = true;
      if (live.size === 0) finish();
      return;
    }
    if (!started) {
      // A worker that cannot start (the database unreachable, a missing build) is not tried again and again.
      logger.error({ workerId: worker.id, workerPid: worker.process.pid, code, signal }, 'a worker could not start; stopping');
      stop('start failed', 1);
      return;
    }
    logger.error({ workerId: worker.id, workerPid: worker.process.pid, code, signal, restartInMs: restartMs }, 'a worker died; starting another');
    setTimeout(() => {
      if (!stopping) fork();
    }, restartMs);
    if (!wasListening) restartMs = Math.min(restartMs * 2, MAX_RESTART_MS);
  });

  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  for (let i = 0; i < workers; i++) fork();
}
