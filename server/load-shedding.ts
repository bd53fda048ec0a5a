// Load shedding (issue 19): a process asked for more pages and API answers than it can work on at once
// says so at once, 503 with Retry-After, instead of letting every request wait until its client gives
// up. Only the work that costs (a page rendered afresh, a GraphQL operation) is counted: pages from the
// page cache, assets and /healthz are served whatever the load.
import type { MiddlewareHandler } from 'hono';

export interface LoadShedding {
  middleware: MiddlewareHandler;
  /** Requests being worked on now. */
  inFlight(): number;
}

export function shedLoad({ maxInFlight, retryAfterSeconds = 5 }: { maxInFlight: number; retryAfterSeconds?: number }): LoadShedding {
  let inFlight = 0;
  const middleware: MiddlewareHandler = async (c, next) => {
    if (inFlight >= maxInFlight) {
      return c.text('The site is very busy right now. Please try again in a few seconds.', 503, { 'retry-after': String(retryAfterSeconds), 'cache-control': 'no-store' });
    }
    inFlight++;
    try {
      await next();
    } finally {
      inFlight--;
    }
  };
  return { middleware, inFlight: () => inFlight };
}
