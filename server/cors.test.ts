// Who may read /graphql's answers from a browser (CORS), through the real HTTP application: the site's
// own pages and the API-client origins the configuration names, with cookies; any other site gets no
// CORS headers at all, so a visitor's browser shows that site nothing, and its posts carrying a session
// cookie are refused. The probe's request: a GET from https://evil.example with the session cookie.
import { tmpdir } from 'node:os';
import { pino } from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { openSeededDatabase } from '#tests/setup/test-database.ts';
import { createApp } from './app.ts';
import { createAuth } from './auth.ts';
import type { ServerConfig } from './env.ts';
import { TEST_PASSWORD_HASH_COST } from './password-hash.ts';

const SITE = 'https://www.roro.example';
const DEALER = 'https://app.dealer.example';
const EVIL = 'https://evil.example';
let handle: DatabaseHandle;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  handle = await openSeededDatabase();
  const auth = createAuth({ db: handle.db, secret: 'a-test-secret-that-is-long-enough-1234', siteUrl: SITE, sendMail: async () => {}, secureCookies: true, passwordHashCost: TEST_PASSWORD_HASH_COST });
  const config = { siteUrl: SITE, mediaBaseUrl: '/media', mediaDir: tmpdir(), outboxDir: tmpdir(), graphqlIntrospection: false, pageCacheMb: 0, nodeEnv: 'test', apiCorsOrigins: [DEALER] } as ServerConfig;
  app = createApp({ db: handle.db, config, logger: pino({ level: 'silent' }), auth: () => auth });
});

const COOKIE = { cookie: '__Secure-better-auth.session_token=abc.def' };
const query = (origin: string) => app.request(`${SITE}/graphql?query=${encodeURIComponent('{ user { __typename } }')}`, { headers: { origin, ...COOKIE } });
const cors = (response: Response) => ({ origin: response.headers.get('access-control-allow-origin'), credentials: response.headers.get('access-control-allow-credentials') });

describe('/graphql across origins', () => {
  it('gives another site no CORS headers, so its pages cannot read a visitor’s answers', async () => {
    const response = await query(EVIL);
    expect(cors(response)).toEqual({ origin: null, credentials: null });
    const preflight = await app.request(`${SITE}/graphql`, { method: 'OPTIONS', headers: { origin: EVIL, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
    expect(cors(preflight)).toEqual({ origin: null, credentials: null });
  });

  it('lets the site’s own pages and a configured API client read answers with cookies', async () => {
    expect(cors(await query(SITE))).toEqual({ origin: SITE, credentials: 'true' });
    expect(cors(await query(DEALER))).toEqual({ origin: DEALER, credentials: 'true' });
    const preflight = await app.request(`${SITE}/graphql`, { method: 'OPTIONS', headers: { origin: DEALER, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
    expect(preflight.status).toBe(204);
    expect(cors(preflight)).toEqual({ origin: DEALER, credentials: 'true' });
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, POST');
  });

  it('refuses another site’s cookie-carrying post, and takes the configured client’s on /graphql only', async () => {
    const post = (origin: string, path = '/graphql') =>
      app.request(`${SITE}${path}`, { method: 'POST', headers: { origin, 'content-type': 'application/json', ...COOKIE }, body: JSON.stringify({ query: '{ user { __typename } }' }) });
    expect((await post(EVIL)).status).toBe(403);
    const dealer = await post(DEALER);
    expect(dealer.status).toBe(200);
    expect(((await dealer.json()) as { data: { user: { __typename: string } } }).data.user.__typename).toBe('NotAuthenticatedError');
    expect((await post(DEALER, '/en/contact')).status).toBe(403);
  });
});
