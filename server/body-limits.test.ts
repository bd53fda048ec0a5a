// Body limits through the real HTTP application: the API takes up to 1 MB, sign-in and page forms 32 KB,
// the back office's upload forms their files' sizes; a larger body is refused with 413 and a message,
// declared or streamed without a length, and never read whole.
import { tmpdir } from 'node:os';
import { pino } from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { openSeededDatabase } from '#tests/setup/test-database.ts';
import { createApp } from './app.ts';
import { createAuth } from './auth.ts';
import { FORM_BYTES, limitFor } from './body-limits.ts';
import type { ServerConfig } from './env.ts';
import { TEST_PASSWORD_HASH_COST } from './password-hash.ts';

const SITE = 'http://localhost:3000';
let handle: DatabaseHandle;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  handle = await openSeededDatabase();
  const auth = createAuth({ db: handle.db, secret: 'a-test-secret-that-is-long-enough-1234', siteUrl: SITE, sendMail: async () => {}, secureCookies: false, passwordHashCost: TEST_PASSWORD_HASH_COST });
  const config = { siteUrl: SITE, mediaBaseUrl: '/media', mediaDir: tmpdir(), outboxDir: tmpdir(), graphqlIntrospection: false, pageCacheMb: 0, nodeEnv: 'test' } as ServerConfig;
  app = createApp({ db: handle.db, config, logger: pino({ level: 'silent' }), auth: () => auth });
});

/** A body of `bytes` sent in 1 KB chunks with no declared length. */
function streamed(bytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      controller.enqueue(new Uint8Array(1024).fill(0x61));
      sent += 1024;
    },
  });
}

const graphql = (body: BodyInit) => app.request(`${SITE}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body, duplex: 'half' } as RequestInit);

describe('body limits', () => {
  it('take an API request up to 1 MB and refuse a larger one with 413, declared or streamed', async () => {
    const ok = await graphql(JSON.stringify({ query: 'query ($pad: String) { __typename }', variables: { pad: 'a'.repeat(900 * 1024) } }));
    expect(ok.status).toBe(200);
    const declared = await graphql(JSON.stringify({ query: 'query ($pad: String) { __typename }', variables: { pad: 'a'.repeat(1100 * 1024) } }));
    expect(declared.status).toBe(413);
    expect(await declared.text()).toBe('This request is too large: at most 1 MB may be sent here.');
    expect((await graphql(streamed(2 * 1024 * 1024))).status).toBe(413);
  });

  it('refuse a sign-in of more than 32 KB', async () => {
    const response = await app.request(`${SITE}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: SITE },
      body: JSON.stringify({ email: 'a@example.com', password: 'p'.repeat(40 * 1024) }),
    });
    expect(response.status).toBe(413);
  });

  it('give page forms a few kilobytes and only the back office’s upload forms their files’ sizes', () => {
    expect(limitFor('/en/inquiry')).toBe(FORM_BYTES);
    expect(limitFor('/fr/user/account-details')).toBe(FORM_BYTES);
    expect(limitFor('/admin/stock/5b1f/photos')).toBe(200 * 1024 * 1024);
    expect(limitFor('/admin/stock/import/run')).toBeGreaterThan(30 * 1024 * 1024);
    expect(limitFor('/admin/content/banners/new')).toBe(32 * 1024 * 1024);
    expect(limitFor('/admin/users/abc')).toBe(1024 * 1024);
  });
});
