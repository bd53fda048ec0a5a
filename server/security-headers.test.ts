// The security headers on responses that are not pages, through the real HTTP application (no page
// build): the API, health, media and not-found answers carry the policy without a nonce, no framing,
// nosniff, the referrer and permissions policies; HSTS only when SITE_URL is https. Pages, with their
// nonce and the page cache, are checked in a browser (tests/e2e/security-headers.e2e.ts).
import { tmpdir } from 'node:os';
import { pino } from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { openSeededDatabase } from '#tests/setup/test-database.ts';
import { createApp } from './app.ts';
import { createAuth } from './auth.ts';
import type { ServerConfig } from './env.ts';
import { TEST_PASSWORD_HASH_COST } from './password-hash.ts';
import { contentSecurityPolicy } from './security-headers.ts';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openSeededDatabase();
});

function appAt(siteUrl: string, mediaBaseUrl = '/media') {
  const auth = createAuth({ db: handle.db, secret: 'a-test-secret-that-is-long-enough-1234', siteUrl, sendMail: async () => {}, secureCookies: siteUrl.startsWith('https://'), passwordHashCost: TEST_PASSWORD_HASH_COST });
  const config = { siteUrl, mediaBaseUrl, mediaDir: tmpdir(), outboxDir: tmpdir(), graphqlIntrospection: false, pageCacheMb: 0, nodeEnv: 'test', apiCorsOrigins: [] } as unknown as ServerConfig;
  return createApp({ db: handle.db, config, logger: pino({ level: 'silent' }), auth: () => auth });
}

const graphql = (site: string) => `${site}/graphql?query=${encodeURIComponent('{ __typename }')}`;

describe('security headers', () => {
  it('are on the API’s answers, health and a missing file: a policy without inline scripts, no framing, nosniff, referrer and permissions policies', async () => {
    const site = 'https://www.roro.example';
    const app = appAt(site);
    for (const path of ['/graphql?query=%7B__typename%7D', '/healthz', '/media/none.webp', '/api/bot-check/challenge?action=signin']) {
      const response = await app.request(`${site}${path}`);
      expect(response.status, path).toBeLessThan(500);
      const policy = response.headers.get('content-security-policy');
      expect(policy, path).toBe(contentSecurityPolicy({ siteUrl: site, mediaBaseUrl: '/media' }));
      expect(policy).toContain("script-src 'self';");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("base-uri 'self'");
      expect(policy).toContain("form-action 'self'");
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      const permissions = response.headers.get('permissions-policy') ?? '';
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(permissions, path).toContain(`${feature}=()`);
    }
  });

  it('ask browsers for https only when SITE_URL is https', async () => {
    const https = await appAt('https://www.roro.example').request(graphql('https://www.roro.example'));
    expect(https.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const http = await appAt('http://localhost:3000').request(graphql('http://localhost:3000'));
    expect(http.headers.get('strict-transport-security')).toBeNull();
    expect(http.headers.get('x-frame-options')).toBe('DENY');
  });

  it('let pictures be shown by other sites and mail programs, and nothing else be embedded by them', async () => {
    const app = appAt('http://localhost:3000');
    expect((await app.request('http://localhost:3000/media/none.webp')).headers.get('cross-origin-resource-policy')).toBeNull();
    expect((await app.request(graphql('http://localhost:3000'))).headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });
});

describe('the page policy', () => {
  it('names the page’s nonce for inline scripts, and pictures from a media address elsewhere', () => {
    const policy = contentSecurityPolicy({ siteUrl: 'https://www.roro.example', mediaBaseUrl: 'http://cdn.roro.example/media' }, 'bm9uY2U=');
    expect(policy).toContain("script-src 'self' 'nonce-bm9uY2U='");
    expect(policy).toContain("img-src 'self' data: https: http://cdn.roro.example");
  });
});
