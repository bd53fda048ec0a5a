// The HTTP application: one Hono app serving /graphql, health, media, built assets and the React
// Router storefront. Built by a function so that tests and the bench can run it in-process.
import { serveStatic } from '@hono/node-server/serve-static';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import { isbot } from 'isbot';
import { createHash } from 'node:crypto';
import { compress } from 'hono/compress';
import { requestId, type RequestIdVariables } from 'hono/request-id';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { relative } from 'node:path';
import type { Database } from '#db/client.ts';
import type { RequestContext, Visitor } from '#domain/context.ts';
import { robotsTxt, sitemapFile, sitemapIndex } from '#domain/seo/sitemap.service.ts';
import type { ServerConfig } from './env.ts';
import { createGraphqlHandler } from './yoga.ts';

export interface AppDependencies {
  db: Database;
  config: ServerConfig;
  logger: Logger;
  /** The React Router server build; without it only the API and static files are served. */
  build?: ServerBuild;
  /** Where the built browser assets are (build/client). */
  clientDir?: string;
}

/**
 * The visitor behind a request: a hash of the network address and browser (never stored in clear), and
 * whether it is a crawler. Enough to count a vehicle view once per visitor per day.
 */
function visitorOf(c: Context): Visitor {
  const userAgent = c.req.header('user-agent') ?? '';
  let address = '';
  try {
    address = getConnInfo(c).remote.address ?? '';
  } catch {
    // No socket (an in-process request): the browser alone identifies the visitor.
  }
  return { key: createHash('sha256').update(`${address}|${userAgent}`).digest('base64url').slice(0, 32), isBot: !userAgent || isbot(userAgent) };
}

export function createApp({ db, config, logger, build, clientDir }: AppDependencies) {
  const app = new Hono<{ Variables: RequestIdVariables }>();
  // Read per request: the site URL is settled only once the server knows its port.
  const requestContext = (c: Context): RequestContext => ({
    db,
    viewer: null,
    visitor: visitorOf(c),
    language: 'en',
    site: { mediaBaseUrl: config.mediaBaseUrl, siteUrl: config.siteUrl },
    now: new Date(),
  });
  const yoga = createGraphqlHandler({ introspection: config.graphqlIntrospection, logError: (error) => logger.error({ err: error }, 'graphql error') });

  app.use(requestId());
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    logger.info({
      reqId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  });
  app.use(compress());
  app.onError((error, c) => {
    logger.error({ err: error, reqId: c.get('requestId') }, 'unhandled error');
    return c.text('Something went wrong on our side. Please try again in a moment.', 500);
  });

  app.get('/healthz', async (c) => {
    try {
      await db.execute(sql`select 1`);
      return c.json({ status: 'ok' }, 200, { 'cache-control': 'no-store' });
    } catch (error) {
      logger.error({ err: error }, 'health check failed');
      return c.json({ status: 'unavailable' }, 503, { 'cache-control': 'no-store' });
    }
  });

  const xml = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' };
  app.get('/robots.txt', (c) => c.text(robotsTxt(requestContext(c)), 200, { 'cache-control': 'public, max-age=86400' }));
  app.get('/sitemap.xml', async (c) => c.body(await sitemapIndex(requestContext(c)), 200, xml));
  app.get('/sitemaps/:file{.+\\.xml}', async (c) => {
    const body = await sitemapFile(requestContext(c), c.req.param('file').replace(/\.xml$/, ''));
    return body ? c.body(body, 200, xml) : c.text('Not found', 404);
  });

  app.on(['GET', 'POST', 'OPTIONS'], '/graphql', (c) => yoga.fetch(c.req.raw, requestContext(c)));

  const mediaRoot = relative(process.cwd(), config.mediaDir) || '.';
  app.use(
    '/media/*',
    serveStatic({
      root: mediaRoot,
      rewriteRequestPath: (path) => path.replace(/^\/media/, ''),
      onFound: (_path, c) => c.header('cache-control', 'public, max-age=604800, stale-while-revalidate=86400'),
    }),
  );
  app.get('/media/*', (c) => c.text('Not found', 404));

  if (clientDir) {
    const clientRoot = relative(process.cwd(), clientDir) || '.';
    app.use('/assets/*', serveStatic({ root: clientRoot, onFound: (_path, c) => c.header('cache-control', 'public, max-age=31536000, immutable') }));
    app.get('/assets/*', (c) => c.text('Not found', 404));
    app.use('/favicon.svg', serveStatic({ root: clientRoot, onFound: (_path, c) => c.header('cache-control', 'public, max-age=86400') }));
  }

  if (build) {
    const handleDocument = createRequestHandler(build, config.nodeEnv);
    app.all('*', (c) => handleDocument(c.req.raw, { ctx: requestContext(c) }));
  }

  return app;
}
