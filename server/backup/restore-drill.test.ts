// The restore drill (issue 41, ADR 063), on the database under test: a shop with a buyer and their
// password, favourites, a paid order with its invoice and a document, audit entries and photos is backed
// up while it "runs" (on PGlite this process holds the data directory and answers the backup command on
// its loopback port, as the server does), restored into a fresh place, and found the same: every table's
// rows, the document's and the photos' bytes, the invoice; the buyer signs in with their old password, and
// the session they had is still theirs. Then (PGlite, with TEST_DATABASE_URL) the restored shop is moved
// into an empty PostgreSQL database by `npm run db:move` and found the same there.
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dumpPglite, openDatabase, openPgliteDataDirFromDump, queryRows, type DatabaseHandle } from '#db/client.ts';
import { lockDataDir } from '#db/data-dir-lock.ts';
import type { Viewer } from '#domain/context.ts';
import { recommendVehicles } from '#domain/catalogue/recommendations.service.ts';
import { addUserFavorite } from '#domain/favorites/favorites.service.ts';
import { createOrder } from '#domain/orders/create-order.service.ts';
import { orderInvoice } from '#domain/orders/invoice.service.ts';
import { uploadOrderDocument } from '#domain/orders/order-documents.service.ts';
import { directoryMediaStore } from '#domain/stock/media-store.ts';
import { createVehicle } from '#domain/stock/vehicle-admin.service.ts';
import { addVehiclePhotos } from '#domain/stock/vehicle-photos.service.ts';
import { authSecret, CLIENT_IP_HEADER, createAuth } from '#server/auth.ts';
import { hashPassword, TEST_PASSWORD_HASH_COST } from '#server/password-hash.ts';
import { payInFull } from '#tests/factories/payments.ts';
import { staffViewer } from '#tests/factories/viewers.ts';
import { createDatabase, dropDatabase, uniqueDatabaseName } from '#tests/setup/postgres.ts';
import { runCommand, shopEnv } from '#tests/setup/backup-commands.ts';
import { openSeededDatabaseAt, testContext } from '#tests/setup/test-database.ts';
import { startBackupControl, type BackupControl } from './backup-control.ts';
import { backupCommand, dbMoveCommand, restoreCommand } from './commands.ts';
import { migrationState, rowCounts } from './database-facts.ts';
import { verifyBackup } from './backup-file.ts';

const onPostgres = process.env.RORO_TEST_DB === 'postgres';
const adminUrl = process.env.TEST_DATABASE_URL;
const SITE = 'http://localhost:3000';
const PASSWORD = 'mombasa-harbour-42';
const EMAIL = 'amani.drill@example.com';
const scratch = mkdtempSync(join(tmpdir(), 'roro-drill-'));
const shop = { dataDir: join(scratch, 'shop'), mediaDir: join(scratch, 'shop', 'media'), url: null as string | null };
let source: DatabaseHandle;
let control: BackupControl | null = null;
let releaseLock: (() => void) | null = null;
let buyer: Viewer;
let orderShipping: string;
let sessionCookie: string;
const databases: string[] = [];

/** A PostgreSQL database of the test's own next to TEST_DATABASE_URL's, dropped at the end. */
async function freshPostgres(): Promise<string> {
  const name = uniqueDatabaseName('roro_drill');
  databases.push(name);
  return createDatabase(adminUrl!, name);
}

function authOn(handle: DatabaseHandle, secret: string) {
  return createAuth({ db: handle.db, secret, siteUrl: SITE, sendMail: async () => {}, secureCookies: false, passwordHashCost: TEST_PASSWORD_HASH_COST });
}

/** Signs in with the password on that database; answers the HTTP status and the session's cookie. */
async function signIn(handle: DatabaseHandle): Promise<{ status: number; cookie: string }> {
  const auth = authOn(handle, await authSecret(handle.db, undefined));
  const response = await auth.handler(
    new Request(`${SITE}/api/auth/sign-in/email`, { method: 'POST', headers: { origin: SITE, 'content-type': 'application/json', [CLIENT_IP_HEADER]: '100.77.0.1' }, body: JSON.stringify({ email: EMAIL, password: PASSWORD }) }),
  );
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { status: response.status, cookie };
}

/** Whose session the cookie is, on that database. */
async function sessionEmail(handle: DatabaseHandle, cookie: string): Promise<string | null> {
  const auth = authOn(handle, await authSecret(handle.db, undefined));
  const response = await auth.handler(new Request(`${SITE}/api/auth/get-session`, { headers: { cookie, origin: SITE } }));
  return ((await response.json()) as { user?: { email: string } } | null)?.user?.email ?? null;
}

async function photo(name: string, colour: string): Promise<File> {
  const data = await sharp({ create: { width: 800, height: 600, channels: 3, background: colour } }).jpeg().toBuffer();
  return new File([new Uint8Array(data)], name, { type: 'image/jpeg' });
}

/** The buyer, their favourites and paid order with a document, and a car with two photos. */
async function openShop(handle: DatabaseHandle): Promise<void> {
  const as = (viewer: Viewer | null) => testContext(handle, { viewer });
  const sales = staffViewer('sales', { prefix: 'drill' });
  const id = randomUUID();
  buyer = { userId: id, email: EMAIL, groups: [] };
  await queryRows(handle.db, sql`insert into "user" (id, name, email, email_verified) values (${id}, 'Amani Drill', ${EMAIL}, true)`);
  await queryRows(handle.db, sql`insert into account (id, account_id, provider_id, user_id, password) values (${randomUUID()}, ${id}, 'credential', ${id}, ${await hashPassword(PASSWORD, TEST_PASSWORD_HASH_COST)})`);
  const cars = await recommendVehicles(as(null), { countryName: 'Kenya', limit: 3 });
  if (!Array.isArray(cars)) throw cars;
  for (const car of cars.slice(1)) expect(await addUserFavorite(as(buyer), car.uuid)).toHaveProperty('vehicle');
  const consignee = { consigneeName: 'Amani Motors', consigneeAddress: 'Moi Avenue 12, Mombasa', consigneeTelephone: '+254 722 000 222', countryName: 'Kenya' };
  const order = await createOrder(as(buyer), { stockNumber: cars[0]!.stockNumber, countryName: 'Kenya', consignee });
  if (order instanceof Error) throw order;
  orderShipping = order.shippingInformationUuid;
  expect(await payInFull(as(sales), order.uuid)).toEqual({ ok: true });
  const pdf = new Uint8Array(Buffer.concat([Buffer.from('%PDF-1.4\n% bill of lading\n'), Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 37) % 256)), Buffer.from('\n%%EOF\n')]));
  expect(await uploadOrderDocument(as(sales), order.uuid, { kind: 'BillOfLading', file: { name: 'bl.pdf', bytes: pdf } })).toEqual({ ok: true });
  const car = await createVehicle(as(sales), { stockNumber: 'RR-DRILL-1', maker: 'Toyota', model: 'Corolla Fielder', year4: 2018, priceFob: 780_000, kiloMeters: 64_000, fuelType: 'Petrol', engineSize: 1500, transmissionType: 'Automatic', driveType: 'Type2Wd' });
  if (!('uuid' in car)) throw new Error(JSON.stringify(car));
  const photos = await addVehiclePhotos(as(sales), car.uuid, [await photo('front.jpg', '#3a6ea5'), await photo('side.jpg', '#a53a3a')], directoryMediaStore(shop.mediaDir));
  expect(photos).toHaveProperty('imagePaths');
}

/** What a restore must bring back: every table's rows, the document's bytes, the invoice. */
async function shopFacts(handle: DatabaseHandle) {
  const [document] = await queryRows<{ content: Uint8Array; sha256: string }>(handle.db, sql`select content, sha256 from order_documents`);
  const invoice = await orderInvoice(testContext(handle, { viewer: buyer }), orderShipping);
  if (invoice instanceof Error) throw invoice;
  const audit = await queryRows<{ actions: string }>(handle.db, sql`select string_agg(action, ',' order by id) as actions from audit_log`);
  // To the microsecond, written the same whatever the session's time zone.
  const utc = (column: string, table: string) => sql.raw(`select string_agg(to_char(${column} at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US'), ',' order by id) as times from ${table}`);
  const [orderTimes] = await queryRows<{ times: string }>(handle.db, utc('ordered_at', 'orders'));
  const [auditTimes] = await queryRows<{ times: string }>(handle.db, utc('at', 'audit_log'));
  return {
    counts: await rowCounts(handle.db),
    document: Buffer.from(document!.content).toString('base64'),
    documentSha256: document!.sha256,
    invoice: { code: invoice.invoiceCode, total: invoice.totalPrice, items: invoice.items, payments: invoice.money },
    audit: audit[0]!.actions,
    times: [orderTimes!.times, auditTimes!.times],
  };
}

const photoFiles = (mediaDir: string) =>
  queryRows<{ path: string }>(source.db, sql`select unnest(image_paths) as path from vehicles where stock_number = 'RR-DRILL-1'`).then((rows) =>
    rows.flatMap((r) => [320, 640, 1280].map((width) => `${r.path}-${width}.webp`)).map((path) => [path, readFileSync(join(mediaDir, path)).toString('base64')] as const),
  );

let before: Awaited<ReturnType<typeof shopFacts>>;
let photosBefore: (readonly [string, string])[];
let restoredFacts: typeof before;

beforeAll(async () => {
  mkdirSync(shop.dataDir, { recursive: true });
  if (onPostgres) {
    const opened = await openSeededDatabaseAt();
    source = opened.handle;
    shop.url = opened.url;
  } else {
    // The suite's seeded template as a data directory this process holds, as the running server does.
    releaseLock = lockDataDir(shop.dataDir).release;
    source = await openPgliteDataDirFromDump(join(shop.dataDir, 'pglite'), new Blob([readFileSync(inject('pgliteDumpPath'))]));
    control = await startBackupControl(shop.dataDir, () => dumpPglite(source));
  }
  await openShop(source);
  sessionCookie = (await signIn(source)).cookie;
  before = await shopFacts(source);
  photosBefore = await photoFiles(shop.mediaDir);
});

afterAll(async () => {
  await control?.close();
  // On PostgreSQL the suite's own afterAll closes and drops the seeded copy.
  if (!onPostgres) await source?.close();
  releaseLock?.();
  for (const name of databases) await dropDatabase(adminUrl!, name);
  rmSync(scratch, { recursive: true, force: true });
});

describe('the restore drill', () => {
  const backupFile = join(scratch, 'shop-backup.tar');
  const restored = { dataDir: join(scratch, 'restored'), url: null as string | null };

  it('backs up the running shop and restores it into a fresh place, the same to the byte; the buyer signs in', async () => {
    const backup = await runCommand(backupCommand, ['--to', backupFile], shopEnv(shop));
    expect(backup.err).toBe('');
    expect(backup.code).toBe(0);
    const { manifest, media } = await verifyBackup(backupFile);
    expect(manifest.database).toMatchObject({ kind: onPostgres ? 'postgres' : 'pglite', takenBy: onPostgres ? 'pg_dump' : 'running-server', rowCounts: before.counts });
    expect(manifest.database.migrations).toEqual(await migrationState(source.db));
    expect(media.files.map((f) => f.path).sort()).toEqual(photosBefore.map(([path]) => path).sort());
    // It holds password hashes and addresses: its owner's alone.
    expect((statSync(backupFile).mode & 0o777).toString(8)).toBe('600');

    if (onPostgres) restored.url = await freshPostgres();
    const restore = await runCommand(restoreCommand, ['--from', backupFile], shopEnv(restored));
    expect(restore.err).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.out).toContain("its row counts match the backup's");

    const copy = await openDatabase(restored.url ? { url: restored.url } : { dataDir: join(restored.dataDir, 'pglite') });
    try {
      expect(await shopFacts(copy)).toEqual(before);
      expect(await photoFiles(join(restored.dataDir, 'media'))).toEqual(photosBefore);
      expect((await signIn(copy)).status).toBe(200);
      expect(await sessionEmail(copy, sessionCookie)).toBe(EMAIL);
      restoredFacts = await shopFacts(copy);
    } finally {
      await copy.close();
    }
  });

  it.runIf(!onPostgres && adminUrl)('moves the restored PGlite shop into an empty PostgreSQL database with npm run db:move; the same shop, the buyer signs in', async () => {
    const target = await freshPostgres();
    const move = await runCommand(dbMoveCommand, ['--to', target], shopEnv({ dataDir: restored.dataDir }));
    expect(move.err).toBe('');
    expect(move.code).toBe(0);
    expect(move.out).toContain("every table's row count and rows match the source's");

    const moved = await openDatabase({ url: target }, { poolSize: 2 });
    try {
      // The restored shop as the drill left it (signed in once more).
      expect(await shopFacts(moved)).toEqual(restoredFacts);
      // The migrations' journal came along: the server starting on it has nothing to migrate.
      const journal = await migrationState(moved.db);
      expect(journal).toEqual(await migrationState(source.db));
      expect((await signIn(moved)).status).toBe(200);
      expect(await sessionEmail(moved, sessionCookie)).toBe(EMAIL);
      // A new order's number and id continue from the sequences, not from 1.
      const [ids] = await queryRows<{ next: number; max: number }>(moved.db, sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as next, (select max(id) from orders)::int as max`);
      expect(ids!.next).toBeGreaterThan(ids!.max);
    } finally {
      await moved.close();
    }
  });
});
