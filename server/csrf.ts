// Cross-site request forgery: a state-changing request that carries a session cookie must come from our
// own pages. Browsers send Origin (and Sec-Fetch-Site) on every POST; a request from another site, a
// sibling subdomain's included, is refused before it reaches a form action or /graphql. SameSite=Lax
// cookies already keep most of these out; this holds even where a browser or a subdomain would let one
// through. better-auth checks its own endpoints (/api/auth) the same way. The API's configured client
// origins (API_CORS_ORIGINS) may post to /graphql, and nowhere else.
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function csrfGuard(siteOrigin: () => string, apiOrigins: readonly string[] = []): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const signedIn = Object.keys(getCookie(c)).some((name) => name.includes('better-auth.'));
    if (!signedIn) return next();
    const origin = c.req.header('origin');
    const site = c.req.header('sec-fetch-site');
    const ours = (o: string) => o === siteOrigin() || o === new URL(c.req.url).origin || (c.req.path === '/graphql' && apiOrigins.includes(o));
    // Without an Origin, only the browser's mark says where the post came from: a sibling subdomain's page
    // is `same-site`, and it is no page of ours either (our own are `same-origin`).
    const foreign = origin ? !ours(origin) : site === 'cross-site' || site === 'same-site';
    if (foreign) return c.text('This request came from another site and was refused.', 403);
    return next();
  };
}
