// Vehicle views through the whole app (issue 37 point 5, ADR 053): a page gives its visitor a signed
// cookie, outside the page cache, and only a view posted with that cookie counts: once per visitor per
// vehicle per day, at most VIEWS_PER_ADDRESS_PER_DAY from one address however many User-Agents and
// cookies a script collects. Requests made in-process have no socket: they all come from one address.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import { VIEWS_PER_ADDRESS_PER_DAY } from '#domain/catalogue/view-count.service.ts';
import { STAND_IN_SITE, startStandInApp } from '#tests/setup/stand-in-build.ts';
import type { createApp } from './app.ts';
import { VISITOR_COOKIE } from './app.ts';

const SITE = STAND_IN_SITE;
const browser = (n: number | string = 0) => `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.${n} Safari/537.36`;

let handle: DatabaseHandle;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  ({ handle, app } = await startStandInApp());
});

/** A page as a browser asks for it; the visitor cookie it was given, if any (name=value). */
async function page(userAgent: string, cookie?: string) {
  const response = await app.request(`${SITE}/en/stocklist`, { headers: { 'user-agent': userAgent, ...(cookie ? { cookie } : {}) } });
  const setCookie = response.headers.getSetCookie().find((c) => c.startsWith(`${VISITOR_COOKIE}=`));
  return { response, setCookie, cookie: setCookie?.split(';')[0] };
}

/** The view count the vehicle page's script posts, with the browser's cookie. */
async function countView(uuid: string, userAgent: string, cookie?: string): Promise<number> {
  const response = await app.request(`${SITE}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SITE, 'user-agent': userAgent, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query: 'mutation ($uuid: String!) { countupVehicleViewCount(uuid: $uuid) { viewCount } }', variables: { uuid } }),
  });
  const body = (await response.json()) as { data: { countupVehicleViewCount: { viewCount: number } } };
  return body.data.countupVehicleViewCount.viewCount;
}

async function aVehicle(offset: number) {
  return (await queryRows<{ uuid: string }>(handle.db, sql`select uuid::text as uuid from vehicles where status = 'OnSale' order by id limit 1 offset ${offset}`))[0]!.uuid;
}

describe('the visitor cookie', () => {
  it('is given by a page to a visitor without one, never from the page cache to another visitor, and not again', async () => {
    const first = await page(browser());
    expect(first.setCookie).toMatch(new RegExp(`^${VISITOR_COOKIE}=[\\w-]{22}\\.[^;]+; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax$`));
    // A response with a cookie in it is this browser's own copy: no cache in front may keep it.
    expect(first.response.headers.get('cache-control')).toBe('private, max-age=30');
    const second = await page(browser());
    expect(second.response.headers.get('x-cache')).toBe('HIT');
    expect(second.cookie).toBeDefined();
    expect(second.cookie).not.toBe(first.cookie);
    const back = await page(browser(), first.cookie);
    expect([back.response.headers.get('x-cache'), back.setCookie, back.response.headers.get('cache-control')]).toEqual(['HIT', undefined, 'public, max-age=30, s-maxage=30']);
    // Crawlers are given none.
    expect((await page('Googlebot/2.1 (+http://www.google.com/bot.html)')).setCookie).toBeUndefined();
  });
});

describe('a vehicle view', () => {
  it('counts once a day for a visitor with the cookie, and not at all without one or with a made-up one', async () => {
    const uuid = await aVehicle(0);
    const before = await countView(uuid, browser());
    expect(await countView(uuid, browser())).toBe(before);
    const forged = `${VISITOR_COOKIE}=${'a'.repeat(22)}.${encodeURIComponent('bm90IGEgc2lnbmF0dXJlIGF0IGFsbA==')}`;
    expect(await countView(uuid, browser(), forged)).toBe(before);
    // A real cookie's id under a signature of its own making: no more.
    const { cookie } = await page(browser(1));
    expect(await countView(uuid, browser(1), `${VISITOR_COOKIE}=${'b'.repeat(22)}.${cookie!.split('.').slice(1).join('.')}`)).toBe(before);
    expect(await countView(uuid, browser(1), cookie)).toBe(before + 1);
    expect(await countView(uuid, browser(1), cookie)).toBe(before + 1);
  });

  it('counts at most the cap from one address, however many User-Agents and cookies it sends', async () => {
    const uuid = await aVehicle(1);
    const before = await countView(uuid, browser());
    // The views this address has had counted today already, in the test before.
    const addressViews = async () => (await queryRows<{ n: number }>(handle.db, sql`select coalesce(sum(views), 0)::int as n from vehicle_view_addresses`))[0]!.n;
    const earlier = await addressViews();
    expect(earlier).toBeGreaterThan(0);
    for (let i = 0; i < 500; i++) {
      const { cookie } = await page(browser(`script-${i}`));
      await countView(uuid, browser(`script-${i}`), cookie);
    }
    expect(await countView(uuid, browser())).toBe(before + VIEWS_PER_ADDRESS_PER_DAY - earlier);
    expect(await addressViews()).toBe(VIEWS_PER_ADDRESS_PER_DAY);
    // The table holds this address's counted views, not one row per call.
    const [rows] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from vehicle_views where vehicle_id = (select id from vehicles where uuid = ${uuid}::uuid)`);
    expect(rows!.n).toBe(VIEWS_PER_ADDRESS_PER_DAY - earlier);
  });
});
