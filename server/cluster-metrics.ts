// /metrics under WORKERS=N (server/cluster.ts, ADR 062): a scrape reaches one worker; it asks the primary,
// which asks every worker that serves for its figures (prom-client's JSON), puts them together with
// AggregatorRegistry (each series keeps its worker label, so none is summed away) and answers; the worker
// adds the deployment's figures and answers the scrape. Apart from server/metrics.ts so that the primary,
// which serves nothing, loads prom-client alone.
import type { Worker } from 'node:cluster';
import { AggregatorRegistry, type MetricObjectWithValues, type MetricValue } from 'prom-client';
import type { ServerMetrics } from './metrics.ts';

interface MetricsAsked {
  type: 'roro-metrics-ask';
  id: number;
}
interface MetricsGathered {
  type: 'roro-metrics-gathered';
  id: number;
  text: string;
}
interface MetricsCollect {
  type: 'roro-metrics-collect';
  id: number;
}
interface MetricsCollected {
  type: 'roro-metrics-collected';
  id: number;
  metrics: MetricObjectWithValues<MetricValue<string>>[];
}

const isMessage = <T extends { type: string }>(type: T['type']) => (message: unknown): message is T => typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;
export const isMetricsAsked = isMessage<MetricsAsked>('roro-metrics-ask');
const isMetricsGathered = isMessage<MetricsGathered>('roro-metrics-gathered');
const isMetricsCollect = isMessage<MetricsCollect>('roro-metrics-collect');
export const isMetricsCollected = isMessage<MetricsCollected>('roro-metrics-collected');

/** How long the primary waits for a worker's figures; one that does not answer is left out. */
const COLLECT_TIMEOUT_MS = 3000;

/** In a worker: answers the primary's requests for this process's figures. */
export function answerPrimary(metrics: ServerMetrics): void {
  process.on('message', (message: unknown) => {
    if (!isMetricsCollect(message)) return;
    void metrics.registry.getMetricsAsJSON().then((json) => process.send?.({ type: 'roro-metrics-collected', id: message.id, metrics: json } satisfies MetricsCollected));
  });
}

/** In a worker: the figures of every worker (from the primary) and the deployment's; this process's alone if the primary does not answer. */
export function clusterMetricsText(metrics: ServerMetrics): () => Promise<string> {
  let next = 0;
  const waiting = new Map<number, (text: string) => void>();
  process.on('message', (message: unknown) => {
    if (isMetricsGathered(message)) waiting.get(message.id)?.(message.text);
  });
  return async () => {
    const id = next++;
    const gathered = new Promise<string | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), COLLECT_TIMEOUT_MS + 1000);
      waiting.set(id, (text) => {
        clearTimeout(timer);
        resolve(text);
      });
      process.send?.({ type: 'roro-metrics-ask', id } satisfies MetricsAsked);
    }).finally(() => waiting.delete(id));
    const [workers, database] = await Promise.all([gathered, metrics.database.metrics()]);
    return (workers ?? (await metrics.registry.metrics())) + database;
  };
}

/**
 * In the primary: gathers the figures of the workers that serve and answers the one that asked. Each
 * worker's answers come to `collected`, which the primary calls with the messages it gets.
 */
export function metricsGatherer(serving: () => Worker[], timeoutMs = COLLECT_TIMEOUT_MS) {
  let next = 0;
  const pending = new Map<number, (metrics: MetricsCollected['metrics']) => void>();
  const collectFrom = (worker: Worker): Promise<MetricsCollected['metrics'] | null> => {
    const id = next++;
    return new Promise<MetricsCollected['metrics'] | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), timeoutMs);
      pending.set(id, (metrics) => {
        clearTimeout(timer);
        resolve(metrics);
      });
      try {
        worker.send({ type: 'roro-metrics-collect', id } satisfies MetricsCollect);
      } catch {
        clearTimeout(timer);
        resolve(null);
      }
    }).finally(() => pending.delete(id));
  };
  return {
    collected(message: MetricsCollected) {
      pending.get(message.id)?.(message.metrics);
    },
    async answer(asking: Worker, message: MetricsAsked) {
      const answers = (await Promise.all(serving().map(collectFrom))).filter((metrics) => metrics !== null);
      const text = await AggregatorRegistry.aggregate(answers).metrics();
      if (asking.isConnected()) asking.send({ type: 'roro-metrics-gathered', id: message.id, text } satisfies MetricsGathered);
    },
  };
}
