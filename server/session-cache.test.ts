// Who a session cookie belongs to, kept for seconds (ADR 040): served from memory while nothing changed,
// dropped at once when a session ends or a user or their groups change, through one process or another.
import { sql } from 'drizzle-orm';
import { serializeSigned } from 'hono/utils/cookie';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import { openSeededDatabase } from '#tests/setup/test-database.ts';
import { createAuth, identify, type Auth } from './auth.ts';
import { TEST_PASSWORD_HASH_COST } from './password-hash.ts';
import { SessionCache } from './session-cache.ts';

const SECRET = 'a-test-secret-that-is-long-enough-1234';
let handle: DatabaseHandle;
let auth: Auth;
const stops: (() => Promise<void>)[] = [];

beforeAll(async () => {
  handle = await openSeededDatabase();
  auth = createAuth({ db: handle.db, secret: SECRET, siteUrl: 'http://localhost:3000', sendMail: async () => {}, secureCookies: false, passwordHashCost: TEST_PASSWORD_HASH_COST });
});
afterAll(async () => {
  for (const stop of stops) await stop();
});

async function following(options: ConstructorParameters<typeof SessionCache>[0] = {}): Promise<SessionCache> {
  const cache = new SessionCache(options);
  stops.push(await cache.follow(handle.db));
  return cache;
}

/** A signed-in buyer as a browser holds them: a user, a live session, and the cookie the site signed. */
async function signedIn(id: string): Promise<Headers> {
  await queryRows(handle.db, sql`insert into "user" (id, name, email, email_verified) values (${id}, ${id}, ${`${id}@example.com`}, true)`);
  await queryRows(handle.db, sql`insert into session (id, token, user_id, expires_at) values (${id}, ${`${id}-token`}, ${id}, now() + interval '30 days')`);
  const cookie = (await serializeSigned('better-auth.session_token', `${id}-token`, SECRET)).split(';')[0]!;
  return new Headers({ cookie: `roro_theme=dark; ${cookie}` });
}

/** A change made behind the triggers' back (as no code of ours can): shows what is served from memory. */
async function unseen(statement: ReturnType<typeof sql>) {
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(statement);
  });
}

describe('the session cache', () => {
  it('answers a second request from memory, and reads the database again once its time is up', async () => {
    let now = Date.now();
    const cache = await following({ ttlMs: 10_000, now: () => now });
    const headers = await signedIn('cache-kept');
    expect((await identify(auth, handle.db, headers, cache))?.viewer).toEqual({ userId: 'cache-kept', email: 'cache-kept@example.com', groups: [] });
    expect(cache.size).toBe(1);

    // Each request gets a viewer object of its own: what is kept per request (its favourites) is keyed by it.
    const [first, second] = [await identify(auth, handle.db, headers, cache), await identify(auth, handle.db, headers, cache)];
    expect(second!.viewer).toEqual(first!.viewer);
    expect(second!.viewer).not.toBe(first!.viewer);

    // The session is gone from the database without the triggers: the kept answer still stands...
    await unseen(sql`delete from session where id = 'cache-kept'`);
    expect((await identify(auth, handle.db, headers, cache))?.viewer.userId).toBe('cache-kept');
    // ...until its ten seconds are up.
    now += 10_001;
    expect(await identify(auth, handle.db, headers, cache)).toBeNull();
  });

  it('forgets a session at once when it is ended, in this process and in another that follows the database', async () => {
    const here = await following();
    const there = await following();
    const headers = await signedIn('cache-signout');
    expect((await identify(auth, handle.db, headers, here))?.viewer.userId).toBe('cache-signout');
    expect((await identify(auth, handle.db, headers, there))?.viewer.userId).toBe('cache-signout');

    await queryRows(handle.db, sql`delete from session where id = 'cache-signout'`);
    await vi.waitFor(() => expect(here.size + there.size).toBe(0), { timeout: 1000 });
    expect(await identify(auth, handle.db, headers, here)).toBeNull();
    expect(await identify(auth, handle.db, headers, there)).toBeNull();
  });

  it('gives a buyer their new group, and a member of staff their new role, on the next request', async () => {
    const cache = await following();
    const headers = await signedIn('cache-groups');
    expect((await identify(auth, handle.db, headers, cache))?.viewer.groups).toEqual([]);

    await queryRows(handle.db, sql`insert into user_groups (user_id, group_name) values ('cache-groups', 'Distributors')`);
    await vi.waitFor(async () => expect((await identify(auth, handle.db, headers, cache))?.viewer.groups).toEqual(['Distributors']), { timeout: 1000 });

    await queryRows(handle.db, sql`update "user" set role = 'sales' where id = 'cache-groups'`);
    await vi.waitFor(async () => expect((await identify(auth, handle.db, headers, cache))?.viewer).toMatchObject({ staffRoles: ['sales'] }), { timeout: 1000 });
  });

  it('keeps nothing read before a change arrived, nothing for a request with an authorization header, and nothing past the session’s end', async () => {
    const cache = await following();
    const viewer = { userId: 'someone', email: 'someone@example.com', groups: [] };
    const before = cache.generation;
    cache.forgetAll();
    cache.set('better-auth.session_token=a', viewer, before, new Date(Date.now() + 60_000));
    expect(cache.get('better-auth.session_token=a')).toBeNull();

    cache.set('better-auth.session_token=b', viewer, cache.generation, new Date(Date.now() - 1));
    expect(cache.get('better-auth.session_token=b')).toBeNull();

    expect(cache.key(new Headers({ cookie: 'better-auth.session_token=c', authorization: 'Bearer x' }))).toBeNull();
    expect(cache.key(new Headers({ cookie: 'a=1; __Secure-better-auth.session_token=d.sig%3D; b=2' }))).toBe('__Secure-better-auth.session_token=d.sig%3D');
  });

  it('keeps nothing while it cannot read the identity version', async () => {
    const cache = new SessionCache();
    const headers = await signedIn('cache-unfollowed');
    expect((await identify(auth, handle.db, headers, cache))?.viewer.userId).toBe('cache-unfollowed');
    expect(cache.size).toBe(0);
  });
});
