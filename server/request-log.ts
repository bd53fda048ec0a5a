// Each request's line in the log and its figures in the metrics (ADR 062), from the first middleware: its
// id (the client's X-Request-Id when short and plain, else a new one, sent back in the answer), its
// route pattern, status and duration, and the worker (the logger's own field). The path is logged
// without its query, where links carry their tokens (an e-mail's confirmation, a password reset), and
// not at all under /api/auth, whose reset links carry the token in the path.
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import { requestIds } from './logger.ts';
import type { ServerMetrics } from './metrics.ts';
import { isServedShared } from './page-cache.ts';

/** A request id a client (a proxy, a load balancer) may give: up to 64 letters, digits, `-`, `_`, `.`. */
const SAFE_REQUEST_ID = /^[\w.-]{1,64}$/;

export const REQUEST_ID_HEADER = 'x-request-id';

export function requestLog({ logger, metrics, routeOf }: { logger: Logger; metrics: ServerMetrics; routeOf: (path: string) => string }): MiddlewareHandler<{ Variables: { requestId: string } }> {
  return async (c, next) => {
    const started = performance.now();
    const given = c.req.header(REQUEST_ID_HEADER);
    const reqId = given !== undefined && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
    c.set('requestId', reqId);
    await requestIds.run(reqId, next);
    // Set on the answer as it is now: the page cache and React Router's error page replace the answer whole.
    try {
      c.res.headers.set(REQUEST_ID_HEADER, reqId);
    } catch {
      // Headers that cannot change (a fetched answer passed on): a copy of the answer that can.
      const copy = new Response(c.res.body, c.res);
      copy.headers.set(REQUEST_ID_HEADER, reqId);
      c.res = undefined;
      c.res = copy;
    }
    const seconds = (performance.now() - started) / 1000;
    const path = c.req.path;
    const route = routeOf(path);
    const status = c.res.status;
    const cache = c.res.headers.get('x-cache');
    metrics.observeRequest(c.req.method, route, status, seconds);
    if (cache) metrics.countPageCache(cache, isServedShared(c.req.raw));
    logger.info({
      reqId,
      method: c.req.method,
      route,
      path: route === '/api/auth' ? undefined : path,
      status,
      cache: cache ?? undefined,
      ms: Math.round(seconds * 10_000) / 10,
    });
  };
}
