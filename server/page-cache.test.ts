import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { serializeSigned } from 'hono/utils/cookie';
import { gunzipSync } from 'node:zlib';
import { beforeEach, describe, expect, it } from 'vitest';
import { placeHints } from '#domain/trade/country-guess.ts';
import { acceptsGzip, isSharedRender, PAGE_VARY_COOKIES, PageCache, pageCacheMiddleware, sharedMaxAge, showsStock } from './page-cache.ts';

// The cache in front of a stand-in page renderer wired as server/app.ts wires React Router's: compress
// outside, the cache on the document route. Each render is numbered, so a body tells whether it was
// rendered again. Pages by path:
//   /stock        public, s-maxage=30 (shows the currency cookie)   /private   private, no-store
//   /missing      404 with s-maxage                                 /cookie    s-maxage but sets a cookie
//   /slow         s-maxage=30, waits until released                 /big/:n    s-maxage=30, n KB
let clock: number;
let renders: number;
let cache: PageCache;
let app: Hono;
let release: () => void;
let slow: Promise<void>;

const page = (n: number, extra = '') => `<!DOCTYPE html><html><body><h1>Stock</h1><p>render ${n}</p>${extra}${'<li>vehicle</li>'.repeat(200)}</body></html>`;
const html = { 'content-type': 'text/html; charset=utf-8' };
const SECRET = 'the-site-secret-that-signs-session-cookies';
/** The favourites of the test buyers. */
const BUYERS: Record<string, number[]> = { amani: [101, 202], baraka: [303] };
/** A session cookie as better-auth sets it: the token, a dot, its HMAC-SHA256 with the site's secret. */
const session = async (name = 'better-auth.session_token', secret = SECRET) => (await serializeSigned(name, 'tok3n', secret, { secure: name.startsWith('__Secure-') })).split(';')[0]!;

function build(maxBytes = 1024 * 1024) {
  clock = 1_000_000;
  renders = 0;
  slow = new Promise((resolve) => (release = resolve));
  cache = new PageCache({ maxBytes, now: () => clock });
  app = new Hono();
  app.use(compress());
  // The address's country comes from a test header here (the server reads the socket's address).
  const hints = (c: Context) => placeHints(c.req.header('accept-language'), c.req.header('x-test-address-country'));
  // The signed-in buyer comes from test headers here (the server reads the session): `x-test-buyer` names
  // them, `x-test-port` is their account's port, and /stock and /cookie are the pages buyers share.
  const signedInShare = async (c: Context) => {
    const buyer = c.req.header('x-test-buyer');
    if (!buyer || !['/stock', '/cookie'].includes(c.req.path)) return null;
    return { key: c.req.header('x-test-port') ?? 'no port', personal: { favoriteIds: BUYERS[buyer] ?? [], note: '</script><script>alert(1)</script>' } };
  };
  app.all('*', pageCacheMiddleware(cache, { sessionSecret: () => SECRET, placeHints: hints, signedInShare }), async (c) => {
    const n = ++renders;
    const path = c.req.path;
    // What a careless page would do: print the buyer's name unless it is rendered to be shared.
    const buyer = isSharedRender(c.req.raw) ? 'shared' : (c.req.header('x-test-buyer') ?? 'nobody');
    if (path === '/stock' && buyer !== 'nobody') return new Response(page(n, `<p>for ${buyer}</p>`), { headers: { ...html, 'cache-control': 'public, max-age=30, s-maxage=30' } });
    const shared = { ...html, 'cache-control': 'public, max-age=30, s-maxage=30, stale-while-revalidate=300' };
    const currency = /roro_currency=(\w+)/.exec(c.req.header('cookie') ?? '')?.[1] ?? 'JPY';
    const country = /roro_country=(\w+)/.exec(c.req.header('cookie') ?? '')?.[1] ?? c.req.header('x-test-address-country') ?? c.req.header('accept-language') ?? 'none';
    if (path === '/stock') return new Response(page(n, `<p>currency ${currency}</p><p>country ${country}</p>`), { headers: shared });
    if (path === '/private') return new Response(page(n), { headers: { ...html, 'cache-control': 'private, no-store' } });
    if (path === '/missing') return new Response(page(n), { status: 404, headers: shared });
    if (path === '/cookie') return new Response(page(n), { headers: { ...shared, 'set-cookie': 'roro_country=KE; Path=/' } });
    if (path === '/slow') {
      await slow;
      return new Response(page(n), { headers: shared });
    }
    if (path.startsWith('/big/')) return new Response(`render ${n} ${'x'.repeat(Number(path.slice(5)) * 1024)}`, { headers: shared });
    return new Response('not found', { status: 404 });
  });
}

async function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const response = await app.request(path, { method, headers });
  const raw = new Uint8Array(await response.arrayBuffer());
  const body = raw.length && response.headers.get('content-encoding') === 'gzip' ? gunzipSync(raw).toString() : new TextDecoder().decode(raw);
  return { status: response.status, headers: response.headers, body, cache: response.headers.get('x-cache') };
}

const rendered = (body: string) => Number(/render (\d+)/.exec(body)?.[1]);

beforeEach(() => build());

describe('the page cache', () => {
  it('serves the second request for a page from memory with the same body, gzip-compressed once, with its age', async () => {
    const first = await get('/stock', { 'accept-encoding': 'gzip, deflate, br' });
    expect(first.cache).toBe('MISS');
    expect(first.headers.get('content-encoding')).toBe('gzip');
    expect(first.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, Cookie');
    clock += 12_500;
    const second = await get('/stock', { 'accept-encoding': 'gzip, deflate, br' });
    expect(second).toMatchObject({ status: 200, cache: 'HIT', body: first.body });
    expect(second.headers.get('age')).toBe('12');
    expect(second.headers.get('content-encoding')).toBe('gzip');
    expect(second.headers.get('cache-control')).toBe('public, max-age=30, s-maxage=30, stale-while-revalidate=300');
    expect(Number(second.headers.get('content-length'))).toBeLessThan(first.body.length / 4);
    expect(renders).toBe(1);
    // A HEAD is answered from the same entry, without a body.
    const head = await get('/stock', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head).toMatchObject({ cache: 'HIT', body: '' });
    expect(renders).toBe(1);
  });

  it('keeps gzip and uncompressed copies apart', async () => {
    await get('/stock', { 'accept-encoding': 'gzip' });
    const plain = await get('/stock');
    expect(plain.cache).toBe('MISS');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await get('/stock', { 'accept-encoding': 'identity, gzip;q=0' })).toMatchObject({ cache: 'HIT', body: plain.body });
    expect(renders).toBe(2);
  });

  it('never serves or keeps pages for a signed-in request (a signed session cookie), nor for a POST', async () => {
    await get('/stock');
    const signedIn = await get('/stock', { cookie: `roro_theme=dark; ${await session()}` });
    expect(signedIn.cache).toBe('BYPASS');
    expect(rendered(signedIn.body)).toBe(2);
    // The page said public for its signed-out version; a CDN must not keep the signed-in one.
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    // Over https the session cookie carries the __Secure- prefix.
    expect(await get('/stock', { cookie: await session('__Secure-better-auth.session_token') })).toMatchObject({ cache: 'BYPASS' });
    expect(await get('/stock', {}, 'POST')).toMatchObject({ cache: 'BYPASS' });
    expect(rendered((await get('/stock')).body)).toBe(1);
  });

  it('serves a made-up or tampered session cookie the signed-out page from the cache: only the site can sign a session', async () => {
    await get('/stock');
    const forged = await get('/stock', { cookie: 'better-auth.session_token=abc.def' });
    expect(forged).toMatchObject({ cache: 'HIT' });
    expect(rendered(forged.body)).toBe(1);
    expect(await get('/stock', { cookie: await session('better-auth.session_token', 'another-secret-someone-guessed') })).toMatchObject({ cache: 'HIT' });
    expect(await get('/stock', { cookie: 'better-auth.session_data=xyz; __Secure-better-auth.session_token=abc.def' })).toMatchObject({ cache: 'HIT' });
    expect(renders).toBe(1);
  });

  it('never serves or keeps pages for an API client’s bearer token: a Distributor’s prices stay its own', async () => {
    await get('/stock');
    const withToken = await get('/stock', { authorization: 'Bearer eyJhbGciOiJFZERTQSJ9.e30.sig' });
    expect(withToken.cache).toBe('BYPASS');
    expect(rendered(withToken.body)).toBe(2);
    expect(rendered((await get('/stock')).body)).toBe(1);
  });

  it('keeps one copy per value of the vary cookies, and ignores other cookies', async () => {
    expect(PAGE_VARY_COOKIES).toEqual(['roro_currency', 'roro_country', 'roro_port', 'roro_theme', 'roro_compare']);
    const usd = await get('/stock', { cookie: 'roro_currency=USD' });
    const eur = await get('/stock', { cookie: 'roro_currency=EUR' });
    expect(usd.body).toContain('currency USD');
    expect(eur).toMatchObject({ cache: 'MISS' });
    expect(eur.body).toContain('currency EUR');
    expect(await get('/stock', { cookie: '_ga=GA1.2.3; roro_currency=USD' })).toMatchObject({ cache: 'HIT', body: usd.body });
    expect(await get('/stock', { cookie: 'roro_currency=USD; roro_country=KE' })).toMatchObject({ cache: 'MISS' });
    expect(await get('/stock')).toMatchObject({ cache: 'MISS' });
    expect(renders).toBe(4);
  });

  it('keeps a page per query string', async () => {
    await get('/stock?maker=Toyota');
    expect((await get('/stock?maker=Nissan')).cache).toBe('MISS');
    expect((await get('/stock?maker=Toyota')).cache).toBe('HIT');
  });

  it('never keeps a page without s-maxage, an error page, or a response that sets a cookie', async () => {
    for (const path of ['/private', '/missing', '/cookie']) {
      const first = await get(path);
      const second = await get(path);
      expect(first.cache).toBe('MISS');
      expect(second.cache).toBe('MISS');
      expect(rendered(second.body)).toBe(rendered(first.body) + 1);
    }
    expect((await get('/missing')).status).toBe(404);
    expect((await get('/cookie')).headers.get('set-cookie')).toBe('roro_country=KE; Path=/');
    expect(cache.size).toBe(0);
  });

  it('renders the page again once s-maxage has passed', async () => {
    await get('/stock');
    clock += 29_999;
    expect((await get('/stock')).cache).toBe('HIT');
    clock += 1;
    const expired = await get('/stock');
    expect(expired.cache).toBe('MISS');
    expect(rendered(expired.body)).toBe(2);
    expect(await get('/stock')).toMatchObject({ cache: 'HIT', body: expired.body });
  });

  it('drops the least recently used pages when the bytes run out', async () => {
    build(100 * 1024);
    await get('/big/40');
    await get('/big/41');
    expect((await get('/big/40')).cache).toBe('HIT'); // now 41 is the least recently used
    await get('/big/42');
    expect(cache.bytes).toBeLessThanOrEqual(100 * 1024);
    expect((await get('/big/40')).cache).toBe('HIT');
    expect((await get('/big/42')).cache).toBe('HIT');
    expect((await get('/big/41')).cache).toBe('MISS');
    // A page bigger than the whole budget is served but not kept.
    await get('/big/200');
    expect((await get('/big/200')).cache).toBe('MISS');
  });

  it('renders a page once for concurrent requests, the others waiting for that render', async () => {
    const requests = Array.from({ length: 10 }, () => get('/slow', { 'accept-encoding': 'gzip' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    const responses = await Promise.all(requests);
    expect(renders).toBe(1);
    expect(responses.map((r) => r.cache).sort()).toEqual(['HIT', 'HIT', 'HIT', 'HIT', 'HIT', 'HIT', 'HIT', 'HIT', 'HIT', 'MISS']);
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
  });

  it('purges pages by address, every variant of them, and leaves the others', async () => {
    await get('/stock?maker=Toyota', { 'accept-encoding': 'gzip' });
    await get('/stock?maker=Toyota', { cookie: 'roro_currency=USD' });
    await get('/stock');
    await get('/big/1');
    expect(cache.purge((path) => path.startsWith('/stock'))).toBe(3);
    expect(cache.size).toBe(1);
    expect((await get('/stock?maker=Toyota', { 'accept-encoding': 'gzip' })).cache).toBe('MISS');
    expect((await get('/big/1')).cache).toBe('HIT');
  });

  it('does not keep a page whose render began before a purge of it: it may show what was there before', async () => {
    const before = get('/slow');
    const waiting = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return get('/slow');
    })();
    await new Promise((resolve) => setTimeout(resolve, 20));
    cache.purge((path) => path === '/slow');
    release();
    const [first, second] = await Promise.all([before, waiting]);
    expect(first.cache).toBe('MISS');
    // The request that waited for the stale render renders for itself; the next render is kept.
    expect(second.cache).toBe('MISS');
    expect(renders).toBe(2);
    const third = await get('/slow');
    expect(third.cache).toBe('MISS');
    expect(await get('/slow')).toMatchObject({ cache: 'HIT', body: third.body });
    // A purge of another page does not stop a render being kept.
    slow = Promise.resolve();
    const other = get('/stock');
    cache.purge((path) => path === '/elsewhere');
    await other;
    expect((await get('/stock')).cache).toBe('HIT');
  });

  it('does nothing when turned off (PAGE_CACHE_MB=0)', async () => {
    build(0);
    const first = await get('/stock', { 'accept-encoding': 'gzip' });
    const second = await get('/stock', { 'accept-encoding': 'gzip' });
    expect(second.cache).toBeNull();
    expect(rendered(second.body)).toBe(rendered(first.body) + 1);
    expect(second.headers.get('content-encoding')).toBe('gzip');
  });
});

describe('a page shared by signed-in buyers (ADR 037)', () => {
  const as = async (buyer: string, headers: Record<string, string> = {}, path = '/stock') => get(path, { cookie: await session(), 'x-test-buyer': buyer, ...headers });
  const block = (body: string) => JSON.parse(/<script type="application\/json" id="roro-personal">(.*?)<\/script>/.exec(body)![1]!) as { favoriteIds: number[] };

  it('is rendered once without anyone’s own part and sent to each buyer with theirs only', async () => {
    const amani = await as('amani', { 'accept-encoding': 'gzip' });
    const baraka = await as('baraka', { 'accept-encoding': 'gzip' });
    expect([amani.cache, baraka.cache]).toEqual(['MISS', 'HIT']);
    expect(renders).toBe(1);
    expect(amani.body).toContain('<p>for shared</p>');
    expect(block(amani.body).favoriteIds).toEqual([101, 202]);
    expect(block(baraka.body).favoriteIds).toEqual([303]);
    expect(baraka.body).not.toMatch(/101|202|amani/);
    // The same page around the two blocks, the block just before </body>, and never kept by a cache in front.
    expect(baraka.body.replace(/<script type="application\/json".*?<\/script>/, '')).toBe(amani.body.replace(/<script type="application\/json".*?<\/script>/, ''));
    expect(baraka.body).toMatch(/<\/script><\/body><\/html>$/);
    for (const response of [amani, baraka]) {
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('content-encoding')).toBe('gzip');
    }
    expect(Number(baraka.headers.get('content-length'))).toBeLessThan(baraka.body.length / 4);
  });

  it('cannot be broken out of by what the block carries', async () => {
    const { body } = await as('amani');
    expect(body).not.toContain('<script>alert(1)');
    expect(block(body)).toMatchObject({ note: '</script><script>alert(1)</script>' });
  });

  it('keeps a copy per encoding and per buyer terms (their port), never the signed-out one', async () => {
    await get('/stock');
    await as('amani', { 'x-test-port': 'Mombasa' });
    await as('amani', { 'x-test-port': 'Dar es Salaam' });
    expect((await as('baraka', { 'x-test-port': 'Dar es Salaam' })).cache).toBe('HIT');
    expect((await as('baraka', { 'x-test-port': 'Dar es Salaam', 'accept-encoding': 'gzip' })).cache).toBe('MISS');
    expect(renders).toBe(4);
    expect((await get('/stock')).body).not.toContain('roro-personal');
  });

  it('renders a page that is not shared (another address, or no share terms) for the buyer alone, as before', async () => {
    const own = await get('/private', { cookie: await session(), 'x-test-buyer': 'amani' });
    expect(own).toMatchObject({ cache: 'BYPASS' });
    expect(own.body).not.toContain('roro-personal');
  });

  it('gives the buyer their part in a render that cannot be kept (it sets a cookie), and keeps nothing', async () => {
    const first = await as('amani', {}, '/cookie');
    expect(first.cache).toBe('MISS');
    expect(block(first.body).favoriteIds).toEqual([101, 202]);
    expect(first.headers.get('set-cookie')).toContain('roro_country=KE');
    expect((await as('baraka', {}, '/cookie')).cache).toBe('MISS');
    expect(renders).toBe(2);
  });

  it('is purged with the other copies of its address', async () => {
    await as('amani');
    expect(cache.purge((path) => path === '/stock')).toBe(1);
    expect((await as('baraka')).cache).toBe('MISS');
  });
});

describe('pages showing a stock change', () => {
  it('are every home page, stock list and comparison, with any query, and the changed vehicles’ pages with their data requests', () => {
    const shows = showsStock(new Set(['RR100123']));
    for (const path of ['/en', '/fr/', '/en.data', '/en/_.data', '/ru/stocklist', '/en/stocklist?maker=Toyota&order=1', '/pt/stocklist.data?_routes=routes%2Fstocklist',
      '/en/compare?stock=RR1,RR2', '/fr/compare.data?stock=RR1', '/en/stocklist/RR100123', '/fr/stocklist/rr100123', '/en/stocklist/RR100123.data', '/ru/stocklist/%52R100123?x=1']) {
      expect(shows(path), path).toBe(true);
    }
    for (const path of ['/', '/_root.data', '/en/stocklist/RR100124', '/en/stocklist/RR100123/thanks', '/en/pages/faq', '/en/user/favorites', '/en/pages/news.data']) {
      expect(shows(path), path).toBe(false);
    }
    expect(showsStock('all')('/pt/stocklist/RR999999.data')).toBe(true);
    expect(showsStock('all')('/pt/pages/faq')).toBe(false);
  });
});

describe('cache headers', () => {
  it('reads s-maxage only from a public response that a shared cache may keep', () => {
    expect(sharedMaxAge('public, max-age=30, s-maxage=30, stale-while-revalidate=300')).toBe(30);
    expect(sharedMaxAge('Public, S-MaxAge="60"')).toBe(60);
    expect(sharedMaxAge('public, max-age=30, stale-while-revalidate=300')).toBeNull();
    expect(sharedMaxAge('public, s-maxage=0')).toBeNull();
    expect(sharedMaxAge('s-maxage=30')).toBeNull();
    expect(sharedMaxAge('public, s-maxage=30, no-store')).toBeNull();
    expect(sharedMaxAge('private, no-store')).toBeNull();
    expect(sharedMaxAge(null)).toBeNull();
  });

  it('reads whether the browser takes gzip', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

describe('the page cache and a first guess of the country (ADR 031)', () => {
  it('keeps one page per guess: a Kenyan browser never gets the page rendered for a Tanzanian one', async () => {
    const kenya = await get('/stock', { 'accept-language': 'sw-KE,sw;q=0.9,en;q=0.8' });
    const tanzania = await get('/stock', { 'accept-language': 'sw-TZ,sw;q=0.9' });
    expect(kenya.body).toContain('country sw-KE');
    expect(tanzania.cache).toBe('MISS');
    expect(tanzania.body).toContain('country sw-TZ');
    const kenyaAgain = await get('/stock', { 'accept-language': 'sw-KE,sw;q=0.9,en;q=0.8' });
    expect(kenyaAgain.cache).toBe('HIT');
    expect(rendered(kenyaAgain.body)).toBe(rendered(kenya.body));
  });

  it('ignores the hints once the visitor has chosen a country, so every browser language shares the chosen page', async () => {
    const first = await get('/stock', { cookie: 'roro_country=Kenya', 'accept-language': 'fr-FR' });
    const second = await get('/stock', { cookie: 'roro_country=Kenya', 'accept-language': 'ru-RU', 'x-test-address-country': 'RU' });
    expect(second.cache).toBe('HIT');
    expect(rendered(second.body)).toBe(rendered(first.body));
  });

  it('tells caches in front that a page guessed from the network address is the browser’s own copy', async () => {
    const byAddress = await get('/stock', { 'x-test-address-country': 'KE' });
    expect(byAddress.body).toContain('country KE');
    expect(byAddress.headers.get('cache-control')).toBe('private, max-age=30');
    const hit = await get('/stock', { 'x-test-address-country': 'KE' });
    expect(hit.cache).toBe('HIT');
    expect(hit.headers.get('cache-control')).toBe('private, max-age=30');
    // Without an address country, shared caches may keep it (they vary on Accept-Language).
    const plain = await get('/stock', { 'accept-language': 'sw-KE' });
    expect(plain.headers.get('cache-control')).toContain('s-maxage=30');
    expect(plain.headers.get('vary')).toContain('Accept-Language');
  });
});
