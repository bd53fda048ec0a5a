// Load shedding of the whole app (issue 37): a signed-in buyer's page is counted from the moment it
// arrives, its session lookup included. With the sessions locked (a transaction holding the table, as a
// database too busy to answer would), the requests beyond MAX_IN_FLIGHT are answered 503 with Retry-After
// at once instead of all waiting; once the lookup is free, those within the limit are served. The pages
// come from a stand-in server build (tests/setup/stand-in-build.ts), with the page cache on as in production.
import { sql } from 'drizzle-orm';
import { serializeSigned } from 'hono/utils/cookie';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import { STAND_IN_PAGE, STAND_IN_SECRET, STAND_IN_SITE, startStandInApp } from '#tests/setup/stand-in-build.ts';
import type { createApp } from './app.ts';

const SITE = STAND_IN_SITE;
const SECRET = STAND_IN_SECRET;
const MAX_IN_FLIGHT = 3;
const METRICS_TOKEN = 'a-metrics-token-that-is-long-enough-0123';

let handle: DatabaseHandle;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  ({ handle, app } = await startStandInApp({ MAX_IN_FLIGHT: String(MAX_IN_FLIGHT), METRICS_TOKEN }));
});

/** A signed-in buyer's cookie: a user, a live session, and the cookie the site signed. */
async function signedIn(id: string): Promise<string> {
  await queryRows(handle.db, sql`insert into "user" (id, name, email, email_verified) values (${id}, ${id}, ${`${id}@example.com`}, true)`);
  await queryRows(handle.db, sql`insert into session (id, token, user_id, expires_at) values (${id}, ${`${id}-token`}, ${id}, now() + interval '30 days')`);
  return (await serializeSigned('better-auth.session_token', `${id}-token`, SECRET)).split(';')[0]!;
}

describe('load shedding of signed-in pages', () => {
  it('answers 503 with Retry-After at once beyond the limit while the session lookups wait, and serves those within it', async () => {
    const buyers = await Promise.all(Array.from({ length: 10 }, (_, i) => signedIn(`shed-buyer-${i}`)));
    // A signed-out visitor's page, once rendered, is in the page cache.
    expect((await app.request(`${SITE}/en/stocklist`)).headers.get('x-cache')).toBe('MISS');

    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holding = handle.db.transaction(async (tx) => {
      await tx.execute(sql`lock table session in access exclusive mode`);
      locked();
      await released;
    });
    await isLocked;
    const answers: { status: number; retryAfter: string | null }[] = [];
    const requests = buyers.map(async (cookie) => {
      const response = await app.request(`${SITE}/en/stocklist`, { headers: { cookie } });
      answers.push({ status: response.status, retryAfter: response.headers.get('retry-after') });
      return response.status;
    });
    try {
      // Ten buyers, three at a time: seven are told at once, while the lookups are still held.
      await expect.poll(() => answers.length, { timeout: 5000 }).toBe(buyers.length - MAX_IN_FLIGHT);
      expect(answers).toEqual(Array.from({ length: buyers.length - MAX_IN_FLIGHT }, () => ({ status: 503, retryAfter: '5' })));
      // A signed-out visitor's page from the page cache is served whatever the load: it is not counted.
      const cached = await app.request(`${SITE}/en/stocklist`);
      expect([cached.status, cached.headers.get('x-cache'), await cached.text()]).toEqual([200, 'HIT', STAND_IN_PAGE]);
      // One the page cache does not have is rendered, so it counts: beyond the limit, it is told too.
      const missed = await app.request(`${SITE}/fr/stocklist`);
      expect([missed.status, missed.headers.get('retry-after')]).toEqual([503, '5']);
    } finally {
      release();
      await holding;
    }
    expect((await Promise.all(requests)).filter((status) => status === 200)).toHaveLength(MAX_IN_FLIGHT);
    // The metrics count each request told to come back (the seven buyers and the page not in the cache).
    const metrics = await (await app.request(`${SITE}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    expect(metrics).toMatch(/^roro_load_shed_total\{worker="0"\} 8$/m);
  });
});
