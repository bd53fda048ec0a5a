// The route names of the metrics and the log: for the storefront's own routes (app/routes.ts) the pattern
// React Router itself matches, for what the server answers before it a fixed name.
import { matchRoutes, type RouteObject } from 'react-router';
import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import config from '#app/routes.ts';
import { routeNamer } from './route-pattern.ts';

interface Entry {
  id?: string;
  file: string;
  path?: string;
  index?: boolean;
  children?: Entry[];
}

/** The route config as a build's manifest (what the server is given) and as React Router's route objects. */
function routesOf(entries: Entry[]) {
  const manifest: Record<string, { id: string; parentId?: string; path?: string; index?: boolean }> = { root: { id: 'root', path: '' } };
  const tree = (list: Entry[], parentId: string): RouteObject[] =>
    list.map((entry) => {
      const id = entry.id ?? entry.file.replace(/\.[tj]sx?$/, '');
      manifest[id] = { id, parentId, path: entry.path, index: entry.index };
      return (entry.index ? { id, index: true } : { id, path: entry.path, children: entry.children ? tree(entry.children, id) : undefined }) as RouteObject;
    });
  const routes: RouteObject[] = [{ id: 'root', path: '', children: tree(entries, 'root') }];
  return { build: { routes: manifest } as unknown as ServerBuild, routes };
}

describe('route names', () => {
  const { build, routes } = routesOf(config as Entry[]);
  const name = routeNamer(build);

  it('are the patterns React Router matches, for every kind of page', () => {
    const paths = [
      '/', '/en', '/en/', '/xx', '/en/stocklist', '/en/stocklist/', '/en/stocklist/AB1234', '/en/stocklist/AB1234/thanks', '/en/stocklist/AB1234/x',
      '/en/user/orders/new', '/en/user/orders/3f6e', '/en/user/orders/3f6e/invoice.pdf', '/en/user/signin/two-factor', '/en/testimonials.json',
      '/en/pages/news', '/en/pages/news/hello', '/en/pages/about', '/en/pages/a/b', '/admin', '/admin/', '/admin/stock/new', '/admin/stock/9b2c',
      '/admin/stock/import/template.csv', '/admin/nope', '/texts/en.1a2b.json', '//x', '/EN/STOCKLIST', '/a/b/c/d',
    ];
    for (const path of paths) {
      const matched = matchRoutes(routes, path)!;
      const pattern = `/${matched.map((match) => match.route.path).filter(Boolean).join('/')}`.replace(/\/\/+/g, '/');
      expect([path, name(path)]).toEqual([path, pattern]);
    }
  });

  it('name a data request by its page, and what the server answers itself by a fixed name', () => {
    expect(name('/en/stocklist.data')).toBe('/:lang/stocklist');
    expect(name('/en/_.data')).toBe('/:lang');
    expect(name('/_root.data')).toBe('/');
    expect(name('/graphql')).toBe('graphql');
    expect(name('/api/auth/reset-password/a-token')).toBe('/api/auth');
    expect(name('/api/bot-check/challenge')).toBe('/api/bot-check');
    expect(name('/media/vehicles/AB1234/1-640.webp')).toBe('/media');
    expect(name('/assets/entry.client-1a2b.js')).toBe('static');
    expect(name('/favicon.ico')).toBe('static');
    expect(name('/sitemaps/vehicles-en-1.xml')).toBe('/sitemaps/:file');
    for (const fixed of ['/healthz', '/metrics', '/robots.txt', '/sitemap.xml']) expect(name(fixed)).toBe(fixed);
    // Without a build (the API alone), any other path is other.
    expect(routeNamer()('/en/stocklist/AB1234')).toBe('other');
  });
});
