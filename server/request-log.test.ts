// The request log on the whole app (a stand-in page build, the page cache on, the server's own logger
// writing into the test): one line a request with its id, route pattern, status, duration and worker;
// the id sent back, a client's kept only when short and plain; no query and no /api/auth path in any
// line; an unexpected failure, of a route of the server's or of a page's loader, logged once with its
// stack and the request's id, its query values cut. No line carries a password or a token.
import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { handleError } from '#app/entry.server.tsx';
import { STAND_IN_SITE, standInBuild, startStandInApp } from '#tests/setup/stand-in-build.ts';
import type { createApp } from './app.ts';
import type { Auth } from './auth.ts';
import { createLogger, loggedError } from './logger.ts';

const SITE = STAND_IN_SITE;
type Line = Record<string, any>;
const lines: Line[] = [];
const written: string[] = [];
const logger = createLogger({ level: 'info', worker: 3, destination: { write: (text: string) => void (written.push(text), lines.push(JSON.parse(text) as Line)) } });

const page = { default: () => null };
/** The stand-in build with the storefront's vehicle pattern, a page whose loader fails, and the real entry's error handler. */
const build = {
  ...standInBuild,
  entry: { module: { ...standInBuild.entry.module, handleError } },
  routes: {
    root: { id: 'root', path: '', module: page },
    lang: { id: 'lang', parentId: 'root', path: ':lang', module: page },
    vehicle: { id: 'vehicle', parentId: 'lang', path: 'stocklist/:stockNumber', module: page },
    broken: {
      id: 'broken',
      parentId: 'lang',
      path: 'broken',
      hasLoader: true,
      module: {
        ...page,
        loader: () => {
          throw new Error('the loader broke reading /en/broken?token=loader-token-value');
        },
      },
    },
    other: { id: 'other', parentId: 'lang', path: '*', module: page },
  },
} as unknown as ServerBuild;

let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  // better-auth's handler failing unexpectedly: an error the server's own route did not expect.
  const wrapAuth = (auth: Auth): Auth => ({
    ...auth,
    handler: async (request: Request) => {
      if (new URL(request.url).pathname.endsWith('/fail')) throw new Error(`better-auth failed on ${request.url}`);
      return auth.handler(request);
    },
  });
  ({ app } = await startStandInApp({}, { build, logger, wrapAuth }));
});

const requestLines = () => lines.filter((line) => line.route !== undefined && line.status !== undefined);

describe('the request log', () => {
  it('writes one line a request with its id, route pattern, status, duration and worker, and sends the id back', async () => {
    lines.length = 0;
    const first = await app.request(`${SITE}/en/stocklist/RR100001`);
    const second = await app.request(`${SITE}/en/stocklist/RR100001`, { headers: { 'x-request-id': 'lb-7f3a.2_Q' } });
    const refused = await Promise.all(['<script>', 'a'.repeat(65), 'two words', ''].map((id) => app.request(`${SITE}/healthz`, { headers: { 'x-request-id': id } })));
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.headers.get('x-request-id')).toBe('lb-7f3a.2_Q');
    const firstId = first.headers.get('x-request-id')!;
    expect(firstId).toMatch(/^[0-9a-f-]{36}$/);
    for (const answer of refused) expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

    const logged = requestLines();
    expect(logged).toHaveLength(6);
    expect(logged[0]).toMatchObject({ level: 30, worker: 3, reqId: firstId, method: 'GET', route: '/:lang/stocklist/:stockNumber', path: '/en/stocklist/RR100001', status: 200, cache: 'MISS' });
    expect(logged[1]).toMatchObject({ reqId: 'lb-7f3a.2_Q', route: '/:lang/stocklist/:stockNumber', status: 200, cache: 'HIT' });
    for (const line of logged) expect(line.ms).toBeGreaterThanOrEqual(0);
    expect(new Set(logged.map((line) => line.reqId)).size).toBe(6);
  });

  it('logs no query and no path under /api/auth, where links carry their tokens', async () => {
    lines.length = 0;
    written.length = 0;
    await app.request(`${SITE}/en/newsletter/confirm?token=newsletter-token-value`);
    await app.request(`${SITE}/api/auth/verify-email?token=verify-token-value&callbackURL=%2Fen%2Fuser`);
    await app.request(`${SITE}/api/auth/reset-password/reset-token-value?callbackURL=%2Fen`);
    const [confirm, verify, reset] = requestLines();
    expect(confirm).toMatchObject({ route: '/:lang/*', path: '/en/newsletter/confirm' });
    expect(verify).toMatchObject({ route: '/api/auth' });
    expect(verify).not.toHaveProperty('path');
    expect(reset).not.toHaveProperty('path');
    expect(written.join('')).not.toMatch(/token-value|callbackURL/);
  });

  it('logs an unhandled error of the server’s routes once, with its stack, the request’s id and no query values', async () => {
    lines.length = 0;
    written.length = 0;
    const answer = await app.request(`${SITE}/api/auth/fail?token=failing-token-value`);
    expect(answer.status).toBe(500);
    const id = answer.headers.get('x-request-id');
    const errors = lines.filter((line) => line.level === 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ msg: 'unhandled error', reqId: id, worker: 3, err: { type: 'Error', message: 'better-auth failed on http://localhost:3000/api/auth/fail?token=…' } });
    expect(errors[0]!.err.stack).toContain('request-log.test.ts');
    expect(requestLines()).toMatchObject([{ reqId: id, route: '/api/auth', status: 500 }]);
    expect(written.join('')).not.toContain('failing-token-value');
  });

  it('logs a page loader’s unexpected failure once, through the server’s log with the request’s id, not the console', async () => {
    lines.length = 0;
    written.length = 0;
    const answer = await app.request(`${SITE}/en/broken`);
    expect(answer.status).toBe(500);
    const errors = lines.filter((line) => line.level === 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ msg: 'unhandled error', reqId: answer.headers.get('x-request-id'), err: { message: 'the loader broke reading /en/broken?token=…' } });
    expect(errors[0]!.err.stack).toContain('request-log.test.ts');
    expect(requestLines()).toMatchObject([{ route: '/:lang/broken', status: 500 }]);
    expect(written.join('')).not.toContain('loader-token-value');
  });
});

describe('what a log line never carries', () => {
  it('censors secret fields wherever they are, and logs of an error only what says what went wrong', () => {
    lines.length = 0;
    written.length = 0;
    logger.info({ event: 'sign-up', password: 'kilimanjaro42', user: { token: 'session-token-value', email: 'amina@example.com' }, headers: { cookie: 'better-auth.session_token=abc' } });
    const error = Object.assign(new Error('refused at /x?code=123456'), { code: 'E_REFUSED', request: { body: { password: 'kilimanjaro42' } }, cause: new Error('inner /y?secret=inner-secret') });
    logger.error({ err: error }, 'failed');
    const text = written.join('');
    for (const secret of ['kilimanjaro42', 'session-token-value', 'abc', '123456', 'inner-secret']) expect(text).not.toContain(secret);
    expect(lines[0]).toMatchObject({ password: '[redacted]', user: { token: '[redacted]', email: 'amina@example.com' } });
    expect(lines[1]!.err).toEqual(loggedError(error));
    expect(lines[1]!.err).toMatchObject({ type: 'Error', message: 'refused at /x?code=…', code: 'E_REFUSED', cause: { message: 'inner /y?secret=…' } });
    expect(lines[1]!.err).not.toHaveProperty('request');
  });
});
