// Load shedding through a Hono app with a page that waits until released: the requests beyond the limit
// are answered 503 with Retry-After at once, while those within it finish; once they have, new requests
// are served again.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { shedLoad } from './load-shedding.ts';

describe('load shedding', () => {
  it('answers 503 with Retry-After beyond the limit at once, and serves again when the work is done', async () => {
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const shedding = shedLoad({ maxInFlight: 3, retryAfterSeconds: 7 });
    const app = new Hono();
    app.get('/page', shedding.middleware, async (c) => {
      await slow;
      return c.text('rendered');
    });
    const working = [1, 2, 3].map(() => app.request('/page'));
    await expect.poll(() => shedding.inFlight()).toBe(3);
    const refused = await app.request('/page');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('7');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(await refused.text()).toBe('The site is very busy right now. Please try again in a few seconds.');
    release();
    expect(await Promise.all(working.map(async (r) => (await r).status))).toEqual([200, 200, 200]);
    expect(shedding.inFlight()).toBe(0);
    expect((await app.request('/page')).status).toBe(200);
  });
});
