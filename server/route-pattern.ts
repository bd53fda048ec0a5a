// The route a request went to, as the metrics' labels and the request log name it: the React Router route
// pattern that matched (`/:lang/stocklist/:stockNumber`), or a fixed name for what the server answers
// itself (`graphql`, `/api/auth`, `/media`, `static`); never the path, whose stock numbers, order ids and
// tokens would make a label of every request and put a buyer's data in it.
import type { ServerBuild } from 'react-router';

/** What the server answers before React Router, by the start of the path. */
function serverRoute(path: string): string | null {
  if (path === '/graphql') return 'graphql';
  if (path === '/api/auth' || path.startsWith('/api/auth/')) return '/api/auth';
  if (path.startsWith('/api/bot-check/')) return '/api/bot-check';
  if (path.startsWith('/media/')) return '/media';
  if (path.startsWith('/assets/') || path === '/favicon.svg' || path === '/favicon.ico') return 'static';
  if (path === '/healthz' || path === '/metrics' || path === '/robots.txt' || path === '/sitemap.xml') return path;
  if (path.startsWith('/sitemaps/')) return '/sitemaps/:file';
  return null;
}

interface Candidate {
  pattern: string;
  matcher: RegExp;
  score: number;
  order: number;
}

// React Router's ranking (flattenRoutes, computeScore): a static segment outweighs a parameter, a splat
// weighs least, an index route more than its layout; equal scores keep the routes' order.
const PARAM = /^:[\w-]+$/;
function score(path: string, index: boolean): number {
  const segments = path.split('/');
  let total = segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') continue;
    total += PARAM.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return total;
}

/** React Router's compilePath for a whole path (`end`), without optional segments (the routes have none). */
function compile(path: string, caseSensitive: boolean): RegExp {
  let source =
    '^' +
    path
      .replace(/\/*\*?$/, '')
      .replace(/^\/*/, '/')
      .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
      .replace(/\/:[\w-]+/g, '/[^\\/]+');
  if (path.endsWith('*')) source += path === '*' || path === '/*' ? '.*$' : '(?:\\/.+|\\/*)$';
  else source += '\\/*$';
  return new RegExp(source, caseSensitive ? undefined : 'i');
}

/**
 * The patterns of a build's routes, best first, as React Router ranks them: each route with a path or
 * an index is a candidate, its pattern its ancestors' paths joined to its own.
 */
function candidates(routes: ServerBuild['routes']): Candidate[] {
  const fullPath = (id: string): string => {
    const route = routes[id]!;
    const parent = route.parentId ? fullPath(route.parentId) : '';
    return `${parent}/${route.path ?? ''}`.replace(/\/\/+/g, '/');
  };
  const list: Candidate[] = [];
  let order = 0;
  for (const route of Object.values(routes)) {
    if (!route || (route.path === undefined && !route.index)) continue;
    // Scored as React Router joins it (an index route's path ends in a slash), named without the slash.
    const joined = fullPath(route.id);
    const pattern = joined.length > 1 ? joined.replace(/\/$/, '') : joined;
    list.push({ pattern, matcher: compile(joined, route.caseSensitive === true), score: score(joined, route.index === true), order: order++ });
  }
  return list.sort((a, b) => b.score - a.score || a.order - b.order);
}

/** React Router's data requests: `/en/stocklist.data`, `/_root.data` (the top), `/en/_.data` (`/en/`). */
const DATA_REQUEST = /(?:\/_root|\/_)?\.data$/;

/**
 * The route name of a request's path (Hono's `c.req.path`: no query). With a build, the React Router
 * pattern that matches, the not-found routes' splats included; 'other' for a path nothing matches.
 * A handful of regular-expression tests a request, no allocation but the data request's trimmed path.
 */
export function routeNamer(build?: Pick<ServerBuild, 'routes'>): (path: string) => string {
  const list = build ? candidates(build.routes) : [];
  return (path) => {
    const fixed = serverRoute(path);
    if (fixed) return fixed;
    const pathname = path.endsWith('.data') ? path.replace(DATA_REQUEST, '') || '/' : path;
    for (const candidate of list) if (candidate.matcher.test(pathname)) return candidate.pattern;
    return 'other';
  };
}
