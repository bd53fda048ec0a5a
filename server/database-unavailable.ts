// While the database is away (a restart, a cut connection), a request that needed it is answered 503
// with Retry-After and a sentence saying to try again, not a 500: a load balancer or a browser retrying
// after a few seconds gets its answer once the database is back (ADR 052).
import type { Context, MiddlewareHandler } from 'hono';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable, watchingDatabase } from '#db/database-unavailable.ts';

export const DATABASE_UNAVAILABLE_MESSAGE = 'The site is briefly unavailable. Please try again in a few seconds.';

/**
 * Turns a failed answer into 503 + Retry-After when the database was unreachable for the request: an
 * error that reached app.onError, a page whose loader failed (React Router's error page keeps its
 * body), and a GraphQL answer whose errors were masked (its JSON body is kept, so clients read the same
 * `errors`). A GraphQL answer with data for its other fields stays 200, as GraphQL wants.
 */
export function databaseUnavailable(): MiddlewareHandler {
  return async (c, next) => {
    const { unavailable } = await watchingDatabase(next);
    // Only an answer to a request that found the database away is read again: the rest pass untouched.
    if (!(unavailable || isDatabaseUnavailable(c.error))) return;
    if (!(c.res.status >= 500 || (c.req.path === '/graphql' && (await graphqlFailed(c.res))))) return;
    const headers = new Headers(c.res.headers);
    headers.set('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    headers.set('cache-control', 'no-store');
    if (c.error && c.res.status === 500 && c.req.path !== '/graphql') {
      // app.onError's "something went wrong": say instead that it will pass.
      headers.set('content-type', 'text/plain; charset=UTF-8');
      headers.delete('content-length');
      headers.delete('content-encoding');
      replace(c, new Response(DATABASE_UNAVAILABLE_MESSAGE, { status: 503, headers }));
      return;
    }
    replace(c, new Response(c.res.body, { status: 503, headers }));
  };
}

/** Sets the answer as it is: Hono's setter would add the old answer's headers back (its length among them). */
function replace(c: Context, response: Response) {
  c.res = undefined as unknown as Response;
  c.res = response;
}

/** A GraphQL answer with errors and no data at all (every field failed). */
async function graphqlFailed(response: Response): Promise<boolean> {
  if (!response.headers.get('content-type')?.includes('json') || response.headers.get('content-encoding')) return false;
  try {
    const body = (await response.clone().json()) as { data?: Record<string, unknown> | null; errors?: unknown[] };
    return Array.isArray(body.errors) && body.errors.length > 0 && (!body.data || Object.values(body.data).every((value) => value === null));
  } catch {
    return false;
  }
}
