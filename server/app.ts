// The HTTP application: one Hono app serving /graphql, health, media, built assets and the React
// Router storefront. Built by a function so that tests and the bench can run it in-process.
import { serveStatic } from '@hono/node-server/serve-static';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { isbot } from 'isbot';
import { createHash, randomBytes } from 'node:crypto';
import { getSignedCookie, setSignedCookie } from 'hono/cookie';
import { compress } from 'hono/compress';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { relative } from 'node:path';
import type { Database } from '#db/client.ts';
import type { RequestContext, Visitor } from '#domain/context.ts';
import { followStock } from '#domain/catalogue/stock-index.ts';
import { followSiteData } from '#domain/content/site-data.ts';
import { SessionCache } from './session-cache.ts';
import { robotsTxt, sitemapFile, sitemapIndex } from '#domain/seo/sitemap.service.ts';
import type { ServerConfig } from './env.ts';
import { isSharedRender, PageCache, pageCacheMiddleware, SESSION_COOKIE_PREFIX, showsStock, type SignedInShare } from './page-cache.ts';
import { metricsHandler, ServerMetrics } from './metrics.ts';
import { requestLog } from './request-log.ts';
import { routeNamer } from './route-pattern.ts';
import { viewerShell, viewerShellWith } from '#domain/identity/viewer-shell.service.ts';
import { keepsStockNumberCondition } from '#domain/favorites/favorites.service.ts';
import { holdsUsableCouponCondition } from '#domain/coupons/user-coupons.service.ts';
import { placeHints } from '#domain/trade/country-guess.ts';
import { addressCountry, loadAddressCountries } from './address-country.ts';
import { clientAddressResolver } from './client-address.ts';
import { CLIENT_IP_HEADER, identify, type Auth } from './auth.ts';
import { botCheckChallengeHandler, lazyAltchaBotCheck } from './bot-check.ts';
import { bodyLimits } from './body-limits.ts';
import { refuseNulInForms } from './form-text.ts';
import { databaseUnavailable } from './database-unavailable.ts';
import { shedLoad } from './load-shedding.ts';
import { securityHeaders } from './security-headers.ts';
import { csrfGuard } from './csrf.ts';
import type { SendMail } from '#domain/mail.ts';
import { createMailer, queueWhenAway } from './mailer.ts';
import { createGraphqlHandler } from './yoga.ts';
import { createMediaStore, serveMedia } from './media-files.ts';

export interface AppDependencies {
  db: Database;
  config: ServerConfig;
  logger: Logger;
  /** Identity; created on the first request, once the site's address is known (PORT=0 in tests). */
  auth: () => Auth;
  /** The React Router server build; without it only the API and static files are served. */
  build?: ServerBuild;
  /** Where the built browser assets are (build/client). */
  clientDir?: string;
  /** The cache of rendered pages; by default one of config.pageCacheMb megabytes on the real clock. */
  pageCache?: PageCache;
  /** Outgoing mail; by default SMTP_URL's server, or the outbox directory. */
  sendMail?: SendMail;
  /** The process's figures (server/metrics.ts); by default a set of the app's own. */
  metrics?: ServerMetrics;
  /** What GET /metrics answers; by default this process's figures (a cluster's worker asks the primary for all). */
  metricsText?: () => Promise<string>;
}

/** The socket's address; empty without a socket (an in-process request). */
function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? '';
  } catch {
    return '';
  }
}

/**
 * The request with the client's address in CLIENT_IP_HEADER, replacing any a client sent: form actions
 * (sign-in) hand these headers to better-auth, whose limits count per address. Reads need no copy.
 */
function withClientAddress(c: Context, address: string, always = false): Request {
  const { raw } = c.req;
  if (!always && (raw.method === 'GET' || raw.method === 'HEAD')) return raw;
  const request = new Request(raw);
  request.headers.set(CLIENT_IP_HEADER, address || 'unknown');
  return request;
}

/**
 * The visitor cookie (ADR 053): a random id signed with the site's secret, given by a page, so that a
 * view counts for a browser that loaded the site and not for each request a script makes up.
 */
export const VISITOR_COOKIE = 'roro_visitor';

/** The visitor cookie's id when its signature holds; else null (none, or made up). Checked once a request. */
const visitorIds = new WeakMap<Context, Promise<string | null>>();
function visitorId(c: Context, secret: string): Promise<string | null> {
  let id = visitorIds.get(c);
  if (!id) visitorIds.set(c, (id = signedVisitorId(c, secret)));
  return id;
}
async function signedVisitorId(c: Context, secret: string): Promise<string | null> {
  if (!c.req.header('cookie')?.includes(VISITOR_COOKIE)) return null;
  const id = await getSignedCookie(c, secret, VISITOR_COOKIE);
  return typeof id === 'string' && /^[\w-]{22}$/.test(id) ? id : null;
}

const hashed = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 32);

/**
 * The visitor behind a request: their cookie's id and their network address, hashed (never stored in
 * clear), and whether it is a crawler. Enough to count a vehicle view once per visitor per day, and at most
 * so many per address.
 */
async function visitorOf(c: Context, address: string, secret: string): Promise<Visitor> {
  const userAgent = c.req.header('user-agent') ?? '';
  const id = await visitorId(c, secret);
  return {
    key: id ? hashed(id) : null,
    addressKey: hashed(address),
    isBot: !userAgent || isbot(userAgent),
    addressCountry: addressCountry(address),
  };
}

/**
 * Gives a page's visitor the visitor cookie when they lack a valid one: a year, HttpOnly, SameSite=Lax,
 * Secure over https. It stands outside the page cache, so no cached page ever carries one visitor's cookie;
 * a response carrying it is the browser's own copy (no cache in front may keep it). Not for crawlers.
 */
function visitorCookie(secret: () => string, secure: boolean): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!/^text\/html/i.test(c.res.headers.get('content-type') ?? '')) return;
    const userAgent = c.req.header('user-agent') ?? '';
    if (!userAgent || isbot(userAgent) || (await visitorId(c, secret()))) return;
    await setSignedCookie(c, VISITOR_COOKIE, randomBytes(16).toString('base64url'), secret(), { path: '/', httpOnly: true, sameSite: 'Lax', secure, maxAge: 365 * 24 * 3600 });
    const cacheControl = c.res.headers.get('cache-control');
    if (cacheControl && /\bpublic\b/.test(cacheControl)) c.header('cache-control', cacheControl.replace(/\bpublic\b/, 'private').replace(/,\s*(?:s-maxage|stale-while-revalidate)=\d+/g, ''));
  };
}

/** A GET or HEAD without a session cookie or an Authorization header: a page the page cache may answer. */
function signedOutRead(c: Context): boolean {
  const method = c.req.method;
  return (method === 'GET' || method === 'HEAD') && c.req.header('authorization') === undefined && !c.req.header('cookie')?.includes(`${SESSION_COOKIE_PREFIX}session_token`);
}

/** What loaders and actions get as `context` (app/load-context.ts): React Router's provider carrying ours. */
function loadContext(ctx: RequestContext, identity: Auth, request: Request | null, reportError: (error: unknown) => void): RouterContextProvider {
  const sharedRender = request !== null && isSharedRender(request);
  return Object.assign(new RouterContextProvider(), { ctx, auth: identity, sharedRender, sharedVehicleKept: sharedRender ? (keptInShare.get(request!) ?? null) : null, reportError });
}

/**
 * The pages a signed-in buyer shares with every buyer of the same place and group (ADR 037): the stock
 * list and the top page, whose cards, counts and totals depend on the language, currency, country, port
 * and the dealer group. The buyer's own part: the hearts and the favourites count come in the slot; the top
 * page's recommended row is drawn with the country's freshest and the browser asks for the buyer's own.
 */
const SHARED_SIGNED_IN = /^\/(?:en|fr|pt|ru)(?:\/stocklist)?\/?$/;
/**
 * A vehicle page: what it draws of the buyer's own is the heart of that car (the server draws it pressed,
 * so a buyer without JavaScript sees it kept) and the price form's coupons. Buyers who keep the car share
 * one render and those who do not another (the key says which); a buyer who holds a coupon gets their own.
 * Not its data (`….data`): a data request carries the buyer's own favourites and coupons, as every one does.
 */
const SHARED_VEHICLE = /^\/(?:en|fr|pt|ru)\/stocklist\/([^/.]+)\/?$/;

/**
 * For a vehicle page's shared render, whether the buyers it is for keep the car: read once, when the key is
 * made, so the render draws the heart the key says (ADR 037).
 */
const keptInShare = new WeakMap<Request, boolean>();

/** The terms on which a signed-in buyer's page is shared: their account's place and group, and their favourites as their own part. */
async function signedInShare(ctx: RequestContext, request: Request, pathname: string): Promise<SignedInShare | null> {
  if (!ctx.viewer) return null;
  const vehicle = SHARED_VEHICLE.exec(pathname);
  if (!vehicle && !SHARED_SIGNED_IN.test(pathname)) return null;
  // A vehicle page asks its two questions in the shell's own query: one round trip per request.
  const read = vehicle
    ? await viewerShellWith(ctx, (userId) => ({ kept: keepsStockNumberCondition(userId, vehicle[1]!), coupons: holdsUsableCouponCondition(ctx, userId) }))
    : null;
  const shell = read ? read.shell : await viewerShell(ctx);
  const kept = read ? read.answers.kept : null;
  if (!shell || read?.answers.coupons) return null;
  if (kept !== null) keptInShare.set(request, kept);
  return {
    key: JSON.stringify([shell.port?.uuid ?? null, shell.countryName, shell.isDistributor, ...(vehicle ? [kept] : [])]),
    personal: { favoritesCount: shell.favoritesCount, favoriteIds: shell.favoriteIds },
  };
}

export function createApp({ db, config, logger, auth, build, clientDir, pageCache, sendMail, metrics = new ServerMetrics(), metricsText }: AppDependencies) {
  const app = new Hono<{ Variables: { requestId: string } }>();
  loadAddressCountries();
  const mailNow = sendMail ?? createMailer({ smtpUrl: config.smtpUrl, smtpTimeoutMs: config.smtpTimeoutMs, outboxDir: config.outboxDir });
  // A form's e-mails with the mail server away wait in the jobs; the request goes on (ADR 064).
  const mail = queueWhenAway(mailNow, db, (error) => logger.warn({ err: error }, 'the mail server is away: an e-mail waits in the jobs'));
  // The media directory, or with MEDIA_STORE=s3 the bucket (server/media-files.ts).
  const media = createMediaStore(config);
  const botCheck = lazyAltchaBotCheck({ db, configuredSecret: config.authSecret, cost: config.botCheckCost });
  // The socket's address, or behind a trusted proxy the client's it forwarded (server/client-address.ts).
  const resolveAddress = clientAddressResolver(config.trustedProxies ?? []);
  const clientAddress = (c: Context) => {
    const socket = socketAddress(c);
    return socket ? resolveAddress(socket, c.req.header('x-forwarded-for')) : '';
  };
  // Who session cookies belong to, kept for seconds and dropped at any change to sessions or users (ADR 040).
  const sessions = new SessionCache();
  sessions.follow(db).catch((error: unknown) => logger.warn({ err: error }, 'session changes are not followed; sessions are read every time'));
  // Made once per request: the page cache may need it (a signed-in buyer's shared page) before the renderer.
  const contexts = new WeakMap<Request, Promise<RequestContext>>();
  const requestContext = (c: Context): Promise<RequestContext> => {
    let ctx = contexts.get(c.req.raw);
    if (!ctx) contexts.set(c.req.raw, (ctx = newRequestContext(c)));
    return ctx;
  };
  // Read per request: the site URL is settled only once the server knows its port.
  const newRequestContext = async (c: Context): Promise<RequestContext> => {
    const identified = await identify(auth(), db, c.req.raw.headers, sessions);
    // What better-auth is handed counts per client address (a sign-up's e-mails): the socket's, never a client's header.
    const authHeaders = new Headers(identified?.authHeaders ?? c.req.raw.headers);
    authHeaders.set(CLIENT_IP_HEADER, clientAddress(c) || 'unknown');
    return {
      db,
      viewer: identified?.viewer ?? null,
      identity: { auth: auth(), headers: authHeaders },
      visitor: await visitorOf(c, clientAddress(c), auth().options.secret),
      language: 'en',
      site: { mediaBaseUrl: config.mediaBaseUrl, siteUrl: config.siteUrl },
      now: new Date(),
      mail,
      mailNow,
      botCheck,
      media,
    };
  };
  const yoga = createGraphqlHandler({
    introspection: config.graphqlIntrospection,
    logError: (error) => logger.error({ err: error }, 'graphql error'),
    allowedOrigins: [new URL(config.siteUrl).origin, ...(config.apiCorsOrigins ?? [])],
    countOperation: (type, operation, result) => metrics.countGraphql(type, operation, result),
  });
  // A failure a page's loader, action or render did not expect (app/entry.server.tsx): its stack, once, with the request's id.
  const reportError = (error: unknown) => logger.error({ err: error }, 'unhandled error');

  // The request's id, its line in the log and its figures (server/request-log.ts): first, around everything.
  app.use(requestLog({ logger, metrics, routeOf: routeNamer(build) }));
  // CSP, HSTS over https, no framing, nosniff and the rest on every response (server/security-headers.ts).
  app.use(securityHeaders(config));
  app.use(compress());
  // Before anything reads a body: a form a few kilobytes, uploads their own sizes (server/body-limits.ts).
  app.use('*', bodyLimits());
  // A page form with a NUL character is refused before its action reads it (server/form-text.ts).
  app.use('*', refuseNulInForms());
  // A request that found the database away (a restart, a cut connection) gets 503 and Retry-After (server/database-unavailable.ts).
  app.use('*', databaseUnavailable());
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

  // For Prometheus, from METRICS_ALLOW's addresses or with METRICS_TOKEN (server/metrics.ts, ADR 062).
  app.get('/metrics', metricsHandler({ allow: config.metricsAllow ?? [], token: config.metricsToken, clientAddress, text: metricsText ?? (() => metrics.text()) }));

  const xml = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' };
  app.get('/robots.txt', async (c) => c.text(robotsTxt(await requestContext(c)), 200, { 'cache-control': 'public, max-age=86400' }));
  app.get('/sitemap.xml', async (c) => c.body(await sitemapIndex(await requestContext(c)), 200, xml));
  app.get('/sitemaps/:file{.+\\.xml}', async (c) => {
    const body = await sitemapFile(await requestContext(c), c.req.param('file').replace(/\.xml$/, ''));
    return body ? c.body(body, 200, xml) : c.text('Not found', 404);
  });

  // Form actions and GraphQL acting on a session cookie only from our own pages.
  app.use('*', csrfGuard(() => new URL(config.siteUrl).origin, config.apiCorsOrigins ?? []));
  // Beyond the work a process can do at once, a quick 503 rather than a slow timeout (server/load-shedding.ts).
  const shedding = shedLoad({ maxInFlight: config.maxInFlight ?? 64, onShed: () => metrics.countLoadShed() });
  app.on(['GET', 'POST', 'OPTIONS'], '/graphql', shedding.middleware, async (c) => yoga.fetch(c.req.raw, await requestContext(c)));
  app.get('/api/bot-check/challenge', botCheckChallengeHandler(botCheck));
  // better-auth limits sign-in attempts per address: hand it the socket's, never a client's header.
  app.on(['GET', 'POST'], '/api/auth/*', (c) => auth().handler(withClientAddress(c, clientAddress(c), true)));

  // The directory's files, or the bucket's streamed through (server/media-files.ts).
  app.use('/media/*', serveMedia(config, media, logger));
  app.get('/media/*', (c) => c.text('Not found', 404));

  if (clientDir) {
    const clientRoot = relative(process.cwd(), clientDir) || '.';
    app.use('/assets/*', serveStatic({ root: clientRoot, onFound: (_path, c) => c.header('cache-control', 'public, max-age=31536000, immutable') }));
    app.get('/assets/*', (c) => c.text('Not found', 404));
    app.use('/favicon.svg', serveStatic({ root: clientRoot, onFound: (_path, c) => c.header('cache-control', 'public, max-age=86400') }));
    // The icon browsers and crawlers ask for unasked, without reading the page's link (issue 37).
    app.use('/favicon.ico', serveStatic({ root: clientRoot, onFound: (_path, c) => c.header('cache-control', 'public, max-age=86400') }));
  }

  // A change to the texts, prices or content, made here or by another process, drops this process's
  // copies of them (and the cached pages) within a second (ADR 027).
  let purgeAllPages: (() => void) | null = null;
  followSiteData(db, {
    onChange: () => purgeAllPages?.(),
    onError: (error) => logger.warn({ err: error }, 'site data could not follow a change'),
  }).catch((error: unknown) => logger.warn({ err: error }, 'site data changes are not followed'));

  metrics.watch({ db });
  if (build) {
    const handleDocument = createRequestHandler(build, config.nodeEnv);
    // Anonymous pages that allow it (public, s-maxage) are served from memory: see page-cache.ts.
    const pages = pageCache ?? new PageCache({ maxBytes: config.pageCacheMb * 1024 * 1024 });
    metrics.watch({ db, pageCache: pages.enabled ? pages : undefined });
    // A change to the stock, made here or by another process on the database, drops the pages showing it
    // within a second (ADR 018); the listening lasts as long as the database handle.
    if (pages.enabled) {
      followStock(db, {
        onChange: (change) => pages.purge(showsStock(change.stockNumbers)),
        onError: (error) => logger.warn({ err: error }, 'stock index could not follow a change'),
      }).catch((error: unknown) => logger.warn({ err: error }, 'stock changes are not followed'));
    }
    // So does a change to the texts, prices or content (ADR 027): any page may show it.
    if (pages.enabled) purgeAllPages = () => pages.purge(() => true);
    // A language's texts and lists (ADR 036) are not a page: the same for everyone, named by their
    // version and kept by browsers for a year, signed in or not; the page cache would make a signed-in
    // visitor's copy private and unkept.
    app.get('/texts/:file', shedding.middleware, async (c) => handleDocument(c.req.raw, loadContext(await requestContext(c), auth(), null, reportError)));
    // Counted on arrival (server/load-shedding.ts): a signed-in page's share is decided by a session lookup
    // and its buyer's shell, which wait on the database like a render. A signed-out read is counted after
    // the page cache, which answers it from memory when it can; any request with a session cookie or an
    // Authorization header (even a forged one) counts from here.
    const countOnArrival: MiddlewareHandler = (c, next) => (signedOutRead(c) ? next() : shedding.middleware(c, next));
    const countAfterCache: MiddlewareHandler = (c, next) => (signedOutRead(c) ? shedding.middleware(c, next) : next());
    app.all(
      '*',
      countOnArrival,
      visitorCookie(() => auth().options.secret, new URL(config.siteUrl).protocol === 'https:'),
      pageCacheMiddleware(pages, {
        sessionSecret: () => auth().options.secret,
        placeHints: (c) => placeHints(c.req.header('accept-language'), addressCountry(clientAddress(c))),
        signedInShare: async (c) => signedInShare(await requestContext(c), c.req.raw, c.req.path),
      }),
      countAfterCache,
      async (c) => handleDocument(withClientAddress(c, clientAddress(c)), loadContext(await requestContext(c), auth(), c.req.raw, reportError)),
    );
  }

  return app;
}
