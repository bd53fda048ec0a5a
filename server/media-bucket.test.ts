// MEDIA_STORE=s3 against a real S3-protocol server on loopback (s3rver, tests/setup/s3-server.ts), on the
// test database: a photo sent through the back office of one server (A) goes into the bucket, not its
// disk, and another server (B) that never saw it shows and serves it: on PostgreSQL B is a process of its
// own on the same database, on PGlite (one process a database) a second application on the same one. A
// deleted photo is gone from the bucket; a store that is down or hangs gives the uploader a message within
// the deadline and leaves neither a photo row nor a file, and what was there before (a vehicle's photos, a
// page's text and header pictures) as it was.
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import { banners } from '#db/schema/content.ts';
import { action as photosAction } from '#app/routes/admin/vehicle-photos.ts';
import { action as vehicleAction } from '#app/routes/admin/vehicle.tsx';
import { saveBanner } from '#domain/content/banner-admin.service.ts';
import { saveArticle } from '#domain/content/content-admin.service.ts';
import type { VehicleRecord } from '#domain/catalogue/vehicle-record.ts';
import type { RequestContext } from '#domain/context.ts';
import { InvalidInputError } from '#domain/errors.ts';
import { MEDIA_CACHE_CONTROL, type MediaStore } from '#domain/stock/media-store.ts';
import { createVehicle } from '#domain/stock/vehicle-admin.service.ts';
import { createApp } from '#server/app.ts';
import { createAuth } from '#server/auth.ts';
import { loadConfig } from '#server/env.ts';
import { createMediaStore } from '#server/media-files.ts';
import { TEST_PASSWORD_HASH_COST } from '#server/password-hash.ts';
import { s3MediaStore, type S3MediaStore } from '#server/s3-media-store.ts';
import { startServer, type ServerProcess } from '#tests/e2e/server-process.ts';
import { staffViewer } from '#tests/factories/viewers.ts';
import { closedEndpoint, s3Proxy, startS3Server, type S3Proxy, type TestS3Server } from '#tests/setup/s3-server.ts';
import { openSeededDatabaseAt, testContext } from '#tests/setup/test-database.ts';

const BUCKET = 'roro-media';
const SITE = 'http://localhost:3000';
const SECRET = 'a-test-secret-that-is-long-enough-1234';
const sales = staffViewer('sales', { prefix: 'bucket' });
const editor = staffViewer('editor', { prefix: 'bucket' });

let s3: TestS3Server;
let handle: DatabaseHandle;
let bucket: S3MediaStore;
/** Server A's media directory: with the bucket, nothing is written there. */
let dirA: string;
let storeA: MediaStore;
/** Server B: asked over HTTP (its own process on PostgreSQL) or in-process (PGlite). */
let askB: (path: string, init?: RequestInit) => Promise<Response>;
let processB: ServerProcess | undefined;
const scratch: string[] = [];
const proxies: S3Proxy[] = [];

const tempDir = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), `roro-${name}-`));
  scratch.push(dir);
  return dir;
};

/** A server's configuration on the bucket, as its environment gives it. */
const configWith = (env: Record<string, string>) =>
  loadConfig({ NODE_ENV: 'test', DATA_DIR: tempDir('bucket-server'), AUTH_SECRET: SECRET, SITE_URL: SITE, PASSWORD_HASH_COST: String(TEST_PASSWORD_HASH_COST), PAGE_CACHE_MB: '0', ...s3.env(BUCKET), ...env });

function inProcessApp(env: Record<string, string>) {
  const config = configWith(env);
  const auth = createAuth({ db: handle.db, secret: SECRET, siteUrl: SITE, sendMail: async () => {}, secureCookies: false, passwordHashCost: TEST_PASSWORD_HASH_COST });
  const app = createApp({ db: handle.db, config, logger: pino({ level: 'silent' }), auth: () => auth, sendMail: async () => {} });
  return async (path: string, init?: RequestInit) => app.request(`${SITE}${path}`, init);
}

beforeAll(async () => {
  s3 = await startS3Server([BUCKET]);
  const seeded = await openSeededDatabaseAt();
  handle = seeded.handle;
  bucket = s3MediaStore(s3.settings(BUCKET));
  const configA = configWith({});
  dirA = configA.mediaDir;
  mkdirSync(dirA, { recursive: true });
  storeA = createMediaStore(configA);
  if (seeded.url) {
    processB = await startServer({ ...s3.env(BUCKET), DATABASE_URL: seeded.url, DATA_DIR: tempDir('bucket-b'), AUTH_SECRET: SECRET, PAGE_CACHE_MB: '0' }, 60_000, 'tests/setup/api-server-process.ts');
    const base = processB.baseUrl;
    askB = (path, init) => fetch(`${base}${path}`, init);
  } else {
    askB = inProcessApp({});
  }
});

afterAll(async () => {
  const code = await processB?.stop();
  for (const proxy of proxies) await proxy.close();
  await s3?.close();
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
  if (processB) expect(code, processB.output()).toBe(0);
});

/** A camera's photo, drawn for the test. */
async function photo(name: string, colour = '#3a6ea5'): Promise<File> {
  const data = await sharp({ create: { width: 1024, height: 768, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  return new File([new Uint8Array(data)], name, { type: 'image/jpeg' });
}

async function vehicle(stockNumber: string): Promise<VehicleRecord> {
  const result = await createVehicle(testContext(handle, { viewer: sales }), {
    stockNumber,
    maker: 'Toyota',
    model: 'Corolla Fielder',
    year4: 2018,
    priceFob: 780_000,
    kiloMeters: 64_000,
    fuelType: 'Petrol',
    engineSize: 1500,
    transmissionType: 'Automatic',
    driveType: 'Type2Wd',
  });
  if (!('uuid' in result)) throw new Error(JSON.stringify(result));
  return result;
}

/** Photos sent as the edit page's upload area sends them (one request, JSON answer), through a server with `media`. */
async function upload(uuid: string, files: File[], media: MediaStore): Promise<{ status: number; body: { photoCount?: number; messages?: string[] } }> {
  const form = new FormData();
  for (const file of files) form.append('photos', file, file.name);
  const request = new Request(`${SITE}/admin/stock/${uuid}/photos`, { method: 'POST', body: form, headers: { accept: 'application/json' } });
  const ctx: RequestContext = testContext(handle, { viewer: sales, media });
  const response = (await photosAction({ request, params: { uuid }, context: { ctx } } as never)) as Response;
  return { status: response.status, body: (await response.json()) as { photoCount?: number; messages?: string[] } };
}

const imagePaths = async (uuid: string) => (await queryRows<{ image_paths: string[] }>(handle.db, sql`select image_paths from vehicles where uuid = ${uuid}`))[0]!.image_paths;
const photoAudits = async (uuid: string) => (await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from audit_log where entity_id = ${uuid} and action = 'vehicle.photo'`))[0]!.n;

async function inBucket(prefix: string): Promise<string[]> {
  const paths: string[] = [];
  for await (const object of bucket.list(prefix)) paths.push(object.path);
  return paths.sort();
}

const filesUnder = (dir: string) => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;

async function vehicleOnB(stockNumber: string): Promise<{ thumbnailUrl: string | null; imageUrls: string[] }> {
  const response = await askB('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'query ($s: String!) { vehicleByStockNumber(stockNumber: $s) { __typename ... on Vehicle { thumbnailUrl imageUrls } } }', variables: { s: stockNumber } }),
  });
  const { data } = (await response.json()) as { data: { vehicleByStockNumber: { __typename: string; thumbnailUrl: string | null; imageUrls: string[] } } };
  expect(data.vehicleByStockNumber.__typename).toBe('Vehicle');
  return data.vehicleByStockNumber;
}

describe('photos in the bucket', () => {
  it('a photo sent through one server goes into the bucket, and another server that never saw it shows and serves it', async () => {
    const car = await vehicle('RR-BUCKET-1');
    const sent = await upload(car.uuid, [await photo('front.jpg')], storeA);
    expect(sent).toEqual({ status: 200, body: { photoCount: 1, added: 1 } });
    const [path] = await imagePaths(car.uuid);
    expect(await inBucket(`vehicles/stock/${car.uuid}/`)).toEqual([320, 640, 1280].map((w) => `${path}-${w}.webp`).sort());
    // Nothing on A's own disk: a server taken away loses no photo.
    expect(filesUnder(dirA)).toBe(0);

    const shown = await vehicleOnB('RR-BUCKET-1');
    expect(shown.thumbnailUrl).toBe(`/media/${path}-640.webp`);
    const served = await askB(shown.thumbnailUrl!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.equals((await bucket.bytes(`${path}-640.webp`))!)).toBe(true);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 640, height: 480 });

    // A browser's second look: 304 by its ETag; a part of it by Range; the HEAD a cache asks.
    const etag = served.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await askB(shown.thumbnailUrl!, { headers: { 'if-none-match': etag } });
    expect([again.status, again.headers.get('etag'), again.headers.get('cache-control')]).toEqual([304, etag, MEDIA_CACHE_CONTROL]);
    const part = await askB(shown.thumbnailUrl!, { headers: { range: 'bytes=0-11' } });
    expect([part.status, part.headers.get('content-range')]).toEqual([206, `bytes 0-11/${bytes.length}`]);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(0, 12))).toBe(true);
    const head = await askB(shown.thumbnailUrl!, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-length'), head.headers.get('content-type')]).toEqual([200, String(bytes.length), 'image/webp']);
    // What is not in the bucket, or no media path, is a 404.
    expect((await askB(`/media/vehicles/stock/${car.uuid}/nothing-640.webp`)).status).toBe(404);
    expect((await askB('/media/%2e%2e/package.json')).status).toBe(404);
  });

  it('with MEDIA_BASE_URL at the bucket, the pages’ picture addresses point there and the bucket serves them with the same caching headers', async () => {
    const car = await vehicle('RR-BUCKET-2');
    expect((await upload(car.uuid, [await photo('side.jpg', '#a53a3a')], storeA)).status).toBe(200);
    const [path] = await imagePaths(car.uuid);
    const publicAddress = `${s3.endpoint}/${BUCKET}`;
    const viaBucket = inProcessApp({ MEDIA_BASE_URL: publicAddress });
    const response = await viaBucket('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ vehicleByStockNumber(stockNumber: "RR-BUCKET-2") { ... on Vehicle { thumbnailUrl imageUrls } } }' }),
    });
    const shown = ((await response.json()) as { data: { vehicleByStockNumber: { thumbnailUrl: string; imageUrls: string[] } } }).data.vehicleByStockNumber;
    expect(shown).toEqual({ thumbnailUrl: `${publicAddress}/${path}-640.webp`, imageUrls: [`${publicAddress}/${path}-1280.webp`] });
    const fromBucket = await fetch(shown.thumbnailUrl);
    expect([fromBucket.status, fromBucket.headers.get('content-type'), fromBucket.headers.get('cache-control')]).toEqual([200, 'image/webp', MEDIA_CACHE_CONTROL]);
  });

  it('a photo deleted through one server is gone from the bucket, and the other server answers 404 for it', async () => {
    const car = await vehicle('RR-BUCKET-3');
    expect((await upload(car.uuid, [await photo('a.jpg'), await photo('b.jpg', '#203040')], storeA)).status).toBe(200);
    const [gone, kept] = (await imagePaths(car.uuid)) as [string, string];
    expect((await askB(`/media/${gone}-1280.webp`)).status).toBe(200);

    const form = new FormData();
    form.append('intent', 'photo-delete');
    form.append('photo', gone);
    form.append('via', 'fetcher');
    const request = new Request(`${SITE}/admin/stock/${car.uuid}`, { method: 'POST', body: form });
    await vehicleAction({ request, params: { uuid: car.uuid }, context: { ctx: testContext(handle, { viewer: sales, media: storeA }) } } as never);

    expect(await imagePaths(car.uuid)).toEqual([kept]);
    expect(await inBucket(`vehicles/stock/${car.uuid}/`)).toEqual([320, 640, 1280].map((w) => `${kept}-${w}.webp`).sort());
    for (const width of [320, 640, 1280]) expect((await askB(`/media/${gone}-${width}.webp`)).status).toBe(404);
    expect((await askB(`/media/${kept}-640.webp`)).status).toBe(200);
  });

  it('a store that is down: the upload says so at once, and nothing is saved', async () => {
    const car = await vehicle('RR-BUCKET-4');
    const down = s3MediaStore(s3.settings(BUCKET, { endpoint: await closedEndpoint(), timeoutMs: 3000 }));
    const started = performance.now();
    const sent = await upload(car.uuid, [await photo('front.jpg')], down);
    expect(performance.now() - started).toBeLessThan(3000);
    expect(sent.status).toBe(503);
    expect(sent.body.messages).toEqual([
      'The photos were not saved: The picture store could not be reached (ECONNREFUSED) for the upload. Send them again in a moment; if it goes on, tell whoever runs the site.',
    ]);
    expect(await imagePaths(car.uuid)).toEqual([]);
    expect(await photoAudits(car.uuid)).toBe(0);
    expect(await inBucket(`vehicles/stock/${car.uuid}/`)).toEqual([]);
  });

  it('a store that hangs mid-upload: the uploader hears within the deadline, and the files it had taken are removed', async () => {
    const car = await vehicle('RR-BUCKET-5');
    // The store takes the first two widths of the photo, then holds the third without an answer.
    let sent = 0;
    const hanging = await s3Proxy(s3.endpoint, (method) => (method === 'PUT' && ++sent === 3 ? 'hang' : 'pass'));
    proxies.push(hanging);
    const slow = s3MediaStore(s3.settings(BUCKET, { endpoint: hanging.endpoint, timeoutMs: 1000 }));
    const started = performance.now();
    const answer = await upload(car.uuid, [await photo('front.jpg')], slow);
    const took = performance.now() - started;
    expect(took).toBeGreaterThanOrEqual(1000);
    expect(took).toBeLessThan(4000);
    expect(answer.status).toBe(503);
    expect(answer.body.messages).toEqual(['The photos were not saved: The picture store did not answer within 1 s (upload). Send them again in a moment; if it goes on, tell whoever runs the site.']);
    // The three widths were sent; all three were then removed (the one held too, should it land later).
    const puts = hanging.requests.filter((r) => r.startsWith('PUT ')).map((r) => r.slice(4));
    expect(puts).toHaveLength(3);
    expect(new Set(hanging.requests.filter((r) => r.startsWith('DELETE ')).map((r) => r.slice(7)))).toEqual(new Set(puts));
    expect(await imagePaths(car.uuid)).toEqual([]);
    expect(await photoAudits(car.uuid)).toBe(0);
    expect(await inBucket(`vehicles/stock/${car.uuid}/`)).toEqual([]);
  });

  it('a store that hangs on the second of two photos: the vehicle keeps the photo it had, and neither new one is kept', async () => {
    const car = await vehicle('RR-BUCKET-6');
    expect((await upload(car.uuid, [await photo('first.jpg')], storeA)).status).toBe(200);
    const [had] = (await imagePaths(car.uuid)) as [string];
    const objectsBefore = await inBucket(`vehicles/stock/${car.uuid}/`);
    // The first new photo's three widths go in; the second's second width is held.
    let puts = 0;
    const hanging = await s3Proxy(s3.endpoint, (method) => (method === 'PUT' && ++puts === 5 ? 'hang' : 'pass'));
    proxies.push(hanging);
    const slow = s3MediaStore(s3.settings(BUCKET, { endpoint: hanging.endpoint, timeoutMs: 800 }));
    const answer = await upload(car.uuid, [await photo('side.jpg', '#503020'), await photo('rear.jpg', '#205030')], slow);
    expect(answer.status).toBe(503);
    expect(answer.body.messages).toEqual(['The photos were not saved: The picture store did not answer within 800 ms (upload). Send them again in a moment; if it goes on, tell whoever runs the site.']);
    expect(await imagePaths(car.uuid)).toEqual([had]);
    expect(await photoAudits(car.uuid)).toBe(1);
    expect(await inBucket(`vehicles/stock/${car.uuid}/`)).toEqual(objectsBefore);
    expect((await askB(`/media/${had}-640.webp`)).status).toBe(200);
  });

  it('a server whose store is down answers a picture with 503 and Retry-After, not a broken image or a 500', async () => {
    const cut = inProcessApp({ MEDIA_S3_ENDPOINT: await closedEndpoint(), MEDIA_S3_TIMEOUT_MS: '2000' });
    const response = await cut('/media/vehicles/stock/any/photo-640.webp');
    expect([response.status, response.headers.get('retry-after'), response.headers.get('cache-control')]).toEqual([503, '5', 'no-store']);
    expect(await response.text()).toBe('The picture store did not answer: try again in a moment.');
  });
});

describe('content pictures in the bucket', () => {
  const input = { bannerType: 'top-banner-campaign' as const, language: 'en' as const, alt: 'Hiace sale', url: '/stocklist?maker=Toyota', sortOrder: 0, status: 'Draft' as const };
  const wide = () => sharp({ create: { width: 1600, height: 500, channels: 3, background: '#3a6ea5' } }).jpeg().toBuffer().then((b) => new File([new Uint8Array(b)], 'wide.jpg', { type: 'image/jpeg' }));
  const phone = () => sharp({ create: { width: 800, height: 600, channels: 3, background: '#a53a3a' } }).jpeg().toBuffer().then((b) => new File([new Uint8Array(b)], 'phone.jpg', { type: 'image/jpeg' }));
  const bannerCount = async () => (await handle.db.select({ uuid: banners.uuid }).from(banners).where(eq(banners.alt, input.alt))).length;

  it('a banner’s pictures go into the bucket and the other server serves them', async () => {
    const saved = await saveBanner(testContext(handle, { viewer: editor }), null, input, { pcImage: await wide(), spImage: await phone(), media: storeA });
    if (saved instanceof Error) throw saved;
    expect(await inBucket('content/banners/')).toEqual(expect.arrayContaining([saved.pcImage, saved.spImage]));
    const served = await askB(saved.spImageUrl!);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/webp']);
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ width: 800, height: 600 });
  });

  it('a store that hangs on the second picture: the form says so on that field, no banner is saved and the first picture is removed', async () => {
    const before = await bannerCount();
    const listedBefore = await inBucket('content/banners/');
    let puts = 0;
    const hanging = await s3Proxy(s3.endpoint, (method) => (method === 'PUT' && ++puts === 2 ? 'hang' : 'pass'));
    proxies.push(hanging);
    const slow = s3MediaStore(s3.settings(BUCKET, { endpoint: hanging.endpoint, timeoutMs: 800 }));
    const result = await saveBanner(testContext(handle, { viewer: editor }), null, { ...input, alt: 'Hiace sale' }, { pcImage: await wide(), spImage: await phone(), media: slow });
    expect(result).toBeInstanceOf(InvalidInputError);
    expect((result as InvalidInputError).issues).toEqual([
      { fieldname: 'spImage', message: 'The picture was not saved: The picture store did not answer within 800 ms (upload). Nothing on the form was changed; send it again in a moment.' },
    ]);
    expect(await bannerCount()).toBe(before);
    expect(await inBucket('content/banners/')).toEqual(listedBefore);
  });
  it('a store that is down when a page gets new header pictures: the form says so, and the page keeps its text and its pictures', async () => {
    const editorCtx = testContext(handle, { viewer: editor });
    const first = await saveArticle(editorCtx, 'pages', 'bucket-about', 'en', { title: 'About us', content: '<p>We export used cars from Japan.</p>', status: 'Published' }, { headerImagePc: await wide(), headerImageSp: await phone(), media: storeA });
    if (first instanceof Error) throw first;
    const page = async () =>
      (await queryRows<{ title: string; content: string; header_image_pc: string; header_image_sp: string }>(handle.db, sql`select title, content, header_image_pc, header_image_sp from pages where page_name = 'bucket-about' and language = 'en'`))[0]!;
    const before = await page();
    const listedBefore = await inBucket('content/pages/');
    expect(listedBefore).toEqual(expect.arrayContaining([before.header_image_pc, before.header_image_sp]));

    const down = s3MediaStore(s3.settings(BUCKET, { endpoint: await closedEndpoint(), timeoutMs: 2000 }));
    const result = await saveArticle(editorCtx, 'pages', 'bucket-about', 'en', { title: 'About Roro Motors', content: '<p>Thirty years of exports.</p>', status: 'Published' }, { headerImagePc: await wide(), headerImageSp: await phone(), media: down });
    expect(result).toBeInstanceOf(InvalidInputError);
    expect((result as InvalidInputError).issues).toEqual([
      { fieldname: 'headerImagePc', message: 'The picture was not saved: The picture store could not be reached (ECONNREFUSED) for the upload. Nothing on the form was changed; send it again in a moment.' },
    ]);
    expect(await page()).toEqual(before);
    expect(await inBucket('content/pages/')).toEqual(listedBefore);
    expect((await askB(`/media/${before.header_image_sp}`)).status).toBe(200);
  });
});
