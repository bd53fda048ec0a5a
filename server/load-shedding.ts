// Load shedding (issue 19): a process asked for more pages and API answers than it can work on at once
// says so at once, 503 with Retry-After, instead of letting every request wait until its client gives
// up. A request is counted from the moment it arrives (issue 37): a signed-in page, /graphql and /texts
// before anything reads the database, the session lookup included, since a lookup waiting on a busy
// database is the slow part. The one exception is a signed-out read of a page: it is counted only once
// the page cache has missed, so pages from the page cache (a lookup in memory, no database) are served
// whatever the load, as are assets and /healthz.
import type { MiddlewareHandler } from 'hono';

export interface LoadShedding {
  /** Counts the request until it is answered, or answers 503 beyond the limit. */
  middleware: MiddlewareHandler;
  /** Requests being worked on now. */
  inFlight(): number;
}

/** `onShed`: told of each request answered 503 (the metrics count them). */
export function shedLoad({ maxInFlight, retryAfterSeconds = 5, onShed }: { maxInFlight: number; retryAfterSeconds?: number; onShed?: () => void }): LoadShedding {
  let inFlight = 0;
  const middleware: MiddlewareHandler = async (c, next) => {
    if (inFlight >= maxInFlight) {
      onShed?.();
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
