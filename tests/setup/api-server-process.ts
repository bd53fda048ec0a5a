// A server process of its own for the unit suite's tests of several servers (the media bucket's): the
// real application on DATABASE_URL with the configuration from its environment, serving the API, /media
// and the health check without the storefront's build (which `npm test` makes only after these tests).
// Prints "serving on http://…" as server/main.ts does; SIGTERM closes it.
import { serve } from '@hono/node-server';
import { pino } from 'pino';
import { openDatabase } from '#db/client.ts';
import { createApp } from '#server/app.ts';
import { createAuth, type Auth } from '#server/auth.ts';
import { loadConfig, localSiteUrl } from '#server/env.ts';

const config = loadConfig();
if (!config.databaseUrl) throw new Error('api-server-process needs DATABASE_URL: a PGlite database has one process');
const handle = await openDatabase({ url: config.databaseUrl }, { poolSize: 2 });
const sendMail = async () => {};
let auth: Auth | undefined;
const app = createApp({
  db: handle.db,
  config,
  logger: pino({ level: config.logLevel }),
  auth: () => (auth ??= createAuth({ db: handle.db, secret: config.authSecret!, siteUrl: config.siteUrl, sendMail, secureCookies: false, passwordHashCost: config.passwordHashCost })),
  sendMail,
});
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  if (!config.siteUrlConfigured) config.siteUrl = localSiteUrl(config.host, info.port);
  console.log(`serving on http://${config.host}:${info.port}`);
});
process.on('SIGTERM', () => {
  server.close();
  void handle.close().then(() => process.exit(0));
});
