// Body limits through the real HTTP application: the API takes up to 1 MB, sign-in and page forms 32 KB,
// the back office's upload forms their files' sizes; a larger body is refused with 413 and a message,
// declared or streamed without a length, and never read whole; the refusal closes its connection, and
// says so, so a client does not send its next request on a connection that is about to close.
import { serve } from '@hono/node-server';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

let closeServer: (() => Promise<void>) | null = null;
afterAll(async () => closeServer?.());

/** The app on a real port, as server/main.ts serves it (one for the file). */
let port: Promise<number> | undefined;
function listening(): Promise<number> {
  return (port ??= new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => resolve(info.port));
    closeServer = () => new Promise((done) => server.close(() => done()));
  }));
}

/**
 * One keep-alive connection, as a browser or HTTP client keeps it: a post of `bytes`, then a second request
 * once the body is sent. Resolves with everything the server wrote before it closed the connection (or
 * after four seconds).
 */
function postThenAgain(port: number, path: string, bytes: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    const timer = setTimeout(() => socket.destroy(), 4000);
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    // The server may close while the body is still going out: what it answered is what counts.
    socket.on('error', () => {});
    // When the server has said all it will, the client closes its side too, as HTTP clients do.
    socket.on('end', () => socket.end());
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(answer);
    });
    socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${bytes}\r\nConnection: keep-alive\r\n\r\n`);
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    let sent = 0;
    const pump = () => {
      while (sent < bytes && !socket.destroyed) {
        const part = chunk.subarray(0, Math.min(chunk.length, bytes - sent));
        sent += part.length;
        if (!socket.write(part)) return void socket.once('drain', pump);
      }
      if (!socket.destroyed) socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    };
    pump();
  });
}

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

  it('close the connection of a refused body and say so, so the next request goes on a new one (issue 37)', async () => {
    const port = await listening();
    for (const [path, bytes] of [['/en/inquiry', 5 * 1024 * 1024], ['/graphql', 3 * 1024 * 1024]] as const) {
      const answer = await postThenAgain(port, path, bytes);
      const [head] = answer.split('\r\n\r\n');
      expect(head, path).toMatch(/^HTTP\/1\.1 413 /);
      // A connection said to stay open must answer the request sent on it next; one closed must say so.
      const keptOpen = !/\r\nconnection: close\r\n/i.test(head!);
      if (keptOpen) expect(answer, `${path}: the connection was said to stay open, and closed before its next request was answered`).toMatch(/HTTP\/1\.1 200 OK/);
      else expect(answer, path).not.toMatch(/HTTP\/1\.1 200 OK/);
    }
  });

  it('let a client still sending its body read the 413, rather than a reset connection (issue 37)', async () => {
    const port = await listening();
    // A body that comes in pieces, as from a slow phone: the answer comes while the client is still writing.
    const trickled = () => {
      let sent = 0;
      return new ReadableStream<Uint8Array>({
        async pull(controller) {
          if (sent >= 400 * 1024) return controller.close();
          if (sent % (8 * 1024) === 0) await new Promise((resolve) => setTimeout(resolve, 1));
          controller.enqueue(new Uint8Array(1024).fill(0x61));
          sent += 1024;
        },
      });
    };
    // Closing at once made about half of these fail with a broken pipe instead of the answer.
    for (let attempt = 0; attempt < 12; attempt++) {
      const response = await fetch(`http://127.0.0.1:${port}/en/inquiry`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: trickled(), duplex: 'half' } as RequestInit);
      expect(response.status).toBe(413);
      expect(await response.text()).toBe('This request is too large: at most 32 KB may be sent here.');
    }
  });

  it('give page forms a few kilobytes and only the back office’s upload forms their files’ sizes', () => {
    expect(limitFor('/en/inquiry')).toBe(FORM_BYTES);
    expect(limitFor('/fr/user/account-details')).toBe(FORM_BYTES);
    expect(limitFor('/admin/stock/5b1f/photos')).toBe(200 * 1024 * 1024);
    expect(limitFor('/admin/stock/import/run')).toBeGreaterThan(30 * 1024 * 1024);
    // The check sent by the page's scripts goes to the page's data address: the same limit (it had 1 MB).
    expect(limitFor('/admin/stock/import.data')).toBe(limitFor('/admin/stock/import'));
    expect(limitFor('/admin/content/banners/new')).toBe(32 * 1024 * 1024);
    // The reference price list of up to 5 MB, and its checked text sent back URL-encoded with the import.
    expect(limitFor('/admin/taxes/KE/reference-prices')).toBeGreaterThan(15 * 1024 * 1024);
    expect(limitFor('/admin/taxes/KE/reference-prices.data')).toBe(limitFor('/admin/taxes/KE/reference-prices'));
    expect(limitFor('/admin/users/abc')).toBe(1024 * 1024);
  });
});
