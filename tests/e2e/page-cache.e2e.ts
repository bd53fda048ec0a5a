import { describe, expect, inject, it } from 'vitest';
import { signUpAndConfirm } from './accounts.ts';
import { launchBrowser } from './browser.ts';

// The page cache in the real server (PAGE_CACHE_MB at its default). Each test asks for addresses of its
// own (an extra query parameter the pages ignore), so what other test files fetched is not in the way.
const baseUrl = inject('baseUrl');
const fresh = (path: string) => `${path}${path.includes('?') ? '&' : '?'}probe=${Math.random().toString(36).slice(2)}`;

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}${path}`, { headers: { 'accept-encoding': 'gzip', ...headers } });
  return { status: response.status, headers: response.headers, cache: response.headers.get('x-cache'), body: await response.text() };
}

async function someStockNumber(): Promise<string> {
  const html = (await get('/en/stocklist')).body;
  return /href="\/en\/stocklist\/(RR\d{6})"/.exec(html)![1]!;
}

describe('the page cache', () => {
  it('serves the stock list a second time from memory, compressed, with the same page', async () => {
    const path = fresh('/en/stocklist?maker=Toyota');
    const first = await get(path);
    expect(first).toMatchObject({ status: 200, cache: 'MISS' });
    expect(first.headers.get('cache-control')).toBe('public, max-age=30, s-maxage=30, stale-while-revalidate=300');
    const second = await get(path);
    expect(second).toMatchObject({ status: 200, cache: 'HIT', body: first.body });
    expect(second.headers.get('content-encoding')).toBe('gzip');
    expect(Number(second.headers.get('age'))).toBeLessThan(30);
    expect(second.body).toContain('data-testid="total-count"');
  });

  it('serves the vehicle page and the home page from memory too', async () => {
    const vehicle = fresh(`/fr/stocklist/${await someStockNumber()}`);
    expect((await get(vehicle)).cache).toBe('MISS');
    const hit = await get(vehicle);
    expect(hit.cache).toBe('HIT');
    expect(hit.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60, stale-while-revalidate=600');
    const home = fresh('/pt');
    expect((await get(home)).cache).toBe('MISS');
    expect((await get(home)).cache).toBe('HIT');
  });

  it('renders a page once for a burst of concurrent requests', async () => {
    const path = fresh('/en/stocklist?order=1');
    const responses = await Promise.all(Array.from({ length: 8 }, () => get(path)));
    expect(responses.filter((r) => r.cache === 'MISS')).toHaveLength(1);
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
  });

  it('never answers a signed-in request with the signed-out page; a made-up session cookie gets the cached signed-out page', async () => {
    const path = fresh('/en/stocklist');
    await get(path);
    expect((await get(path)).cache).toBe('HIT');
    // A buyer signed up and confirmed in a browser: their session cookie, as the browser sends it.
    const browser = await launchBrowser();
    const page = await browser.newPage();
    await signUpAndConfirm(page, `cached-${Date.now()}@example.com`, 'Cache');
    const session = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    await browser.close();
    expect(session).toMatch(/better-auth\.session_token=[^;]+\./);
    // The stock list is shared by signed-in buyers of one place (ADR 037), as a copy of its own with the
    // buyer's part in it: never the signed-out one.
    const signedIn = await get(path, { cookie: session });
    expect(signedIn).toMatchObject({ status: 200, cache: 'MISS' });
    expect(signedIn.body).toContain('id="roro-personal"');
    expect(signedIn.body).toContain('My Page');
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    // So is a vehicle page, for a buyer without coupons who does not keep the car: again a copy of its own.
    const vehicle = fresh(`/en/stocklist/${await someStockNumber()}`);
    await get(vehicle);
    const shared = await get(vehicle, { cookie: session });
    expect(shared).toMatchObject({ status: 200, cache: 'MISS' });
    expect(shared.body).toContain('id="roro-personal"');
    expect(shared.headers.get('cache-control')).toBe('private, no-store');
    expect(await get(vehicle, { cookie: session })).toMatchObject({ status: 200, cache: 'HIT' });
    // Anyone can send a cookie by that name: only one the site signed skips the cache.
    const forged = await get(path, { cookie: 'better-auth.session_token=abc.def' });
    expect(forged).toMatchObject({ status: 200, cache: 'HIT' });
    expect((await get(path, { cookie: 'better-auth.session_token=abc.def' })).cache).toBe('HIT');
    // Even where it is the first to ask: its signed-out page is kept for everyone, not rendered again.
    const other = fresh('/en/stocklist');
    expect((await get(other, { cookie: 'better-auth.session_token=abc.def' })).cache).toBe('MISS');
    expect((await get(other, { cookie: 'better-auth.session_token=abc.def' })).cache).toBe('HIT');
  });

  it('keeps one copy per currency cookie', async () => {
    const path = fresh('/en/stocklist');
    expect((await get(path, { cookie: 'roro_currency=USD' })).cache).toBe('MISS');
    expect((await get(path, { cookie: 'roro_currency=EUR' })).cache).toBe('MISS');
    expect((await get(path, { cookie: 'roro_currency=USD' })).cache).toBe('HIT');
    expect((await get(path)).cache).toBe('MISS');
  });

  it('never keeps the personal thanks page or a 404', async () => {
    const thanks = fresh(`/en/stocklist/${await someStockNumber()}/thanks`);
    for (let i = 0; i < 2; i++) {
      const response = await get(thanks);
      expect(response).toMatchObject({ status: 200, cache: 'MISS' });
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
    const gone = fresh('/en/stocklist/RR000000');
    for (let i = 0; i < 2; i++) expect(await get(gone)).toMatchObject({ status: 404, cache: 'MISS' });
  });

  it("keeps React Router's data requests (client-side navigation) like the pages", async () => {
    const path = fresh('/en/stocklist.data?maker=Nissan');
    const first = await get(path);
    expect(first).toMatchObject({ status: 200, cache: 'MISS' });
    expect(first.headers.get('content-type')).toBe('text/x-script');
    expect(await get(path)).toMatchObject({ status: 200, cache: 'HIT', body: first.body });
  });
});
