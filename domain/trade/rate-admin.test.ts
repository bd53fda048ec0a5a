// Exchange rates in the back office on the real database: the list with the stale ones first, a rate set
// as yen for one unit and used by the next quote at once (on PostgreSQL, another process is told within a
// second and its quotes use it), refusals that write nothing, and admins only.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type DatabaseHandle } from '#db/client.ts';
import { databaseUrl } from '#tests/setup/postgres.ts';
import { buyerViewer, staffViewer } from '#tests/factories/viewers.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import type { Viewer } from '../context.ts';
import { AuthenticationError, type InvalidInputError, NotAuthenticatedError, NotFoundError } from '../errors.ts';
import { followSiteData } from '../content/site-data.ts';
import { loadDestinations } from './destinations.ts';
import { currencyRatesByAdmin, setCurrencyRate } from './rate-admin.service.ts';

let handle: DatabaseHandle;
let other: DatabaseHandle | undefined;
const admin = staffViewer('admin', { prefix: 'rate' });

beforeAll(async () => {
  handle = await openSeededDatabase();
});

afterAll(async () => {
  await other?.close();
});

const as = (viewer: Viewer | null) => testContext(handle, { viewer });
const issues = (result: unknown) => (result as InvalidInputError).issues.map((i) => i.message);
const usd = async () => (await loadDestinations(as(null))).currencies.find((c) => c.name === 'USD')!;
const audits = async () => queryRows<{ entity_id: string; after: { yenPerUnit: number } }>(handle.db, sql`select entity_id, after from audit_log where action = 'currency.rate' order by id`);

describe('exchange rates for staff', () => {
  it('list every currency with the date its rate was set, the ones older than a week first', async () => {
    const now = as(admin).now;
    await queryRows(handle.db, sql`update currencies set updated_at = ${new Date(now.getTime() - 2 * 24 * 3600_000)}`);
    await queryRows(handle.db, sql`update currencies set updated_at = ${new Date(now.getTime() - 9 * 24 * 3600_000)} where name in ('KES', 'TZS', 'JPY')`);
    const rates = await currencyRatesByAdmin(as(admin));
    if (rates instanceof Error) throw rates;
    // The yen is never stale: its rate is always 1.
    expect(rates.slice(0, 3).map((r) => [r.name, r.stale])).toEqual([
      ['KES', true],
      ['TZS', true],
      [rates[2]!.name, false],
    ]);
    expect(rates.find((r) => r.name === 'JPY')).toMatchObject({ rate: 1, yenPerUnit: 1, stale: false });
  });

  it('set a rate as yen for one unit: the next quote converts with it at once', async () => {
    expect((await usd()).rate).not.toBeCloseTo(1 / 160, 8);
    expect(await setCurrencyRate(as(admin), 'USD', ' 160.00 ')).toEqual({ ok: true });
    expect((await usd()).rate).toBeCloseTo(1 / 160, 8);
    const rates = await currencyRatesByAdmin(as(admin));
    expect(!(rates instanceof Error) && rates.find((r) => r.name === 'USD')).toMatchObject({ stale: false, updatedAt: as(admin).now });
    expect(await audits()).toEqual([{ entity_id: 'USD', after: { yenPerUnit: 160 } }]);
  });

  it('refuse a rate that would make quotes wrong, the yen, or a currency that is not there, and write nothing', async () => {
    const before = (await usd()).rate;
    expect(issues(await setCurrencyRate(as(admin), 'USD', '0'))).toEqual(['A rate is between 0.00001 and 100,000 yen for one unit.']);
    expect(issues(await setCurrencyRate(as(admin), 'USD', '-3'))).toEqual(['Enter the rate as yen for one unit, a number such as 151.23.']);
    expect(issues(await setCurrencyRate(as(admin), 'USD', '1e9'))).toEqual(['Enter the rate as yen for one unit, a number such as 151.23.']);
    expect(issues(await setCurrencyRate(as(admin), 'USD', ''))).toEqual(['Enter the rate as yen for one unit, a number such as 151.23.']);
    expect(issues(await setCurrencyRate(as(admin), 'JPY', '2'))).toEqual(['The yen is the currency of every price: its rate is always 1.']);
    // XTS is ISO 4217's code reserved for testing: a well-formed code the seed has no row for.
    expect(await setCurrencyRate(as(admin), 'XTS', '2')).toBeInstanceOf(NotFoundError);
    expect((await usd()).rate).toBe(before);
    expect(await audits()).toHaveLength(1);
  });

  it('are for admins: sales, editors, buyers and the signed-out read and change nothing', async () => {
    for (const [viewer, kind] of [
      [null, NotAuthenticatedError],
      [buyerViewer('rate-buyer'), AuthenticationError],
      [staffViewer('sales', { prefix: 'rate' }), AuthenticationError],
      [staffViewer('editor', { prefix: 'rate' }), AuthenticationError],
      [staffViewer('admin', { prefix: 'rate', twoFactor: false }), AuthenticationError],
    ] as const) {
      expect(await currencyRatesByAdmin(as(viewer))).toBeInstanceOf(kind);
      expect(await setCurrencyRate(as(viewer), 'USD', '150')).toBeInstanceOf(kind);
    }
    expect(await audits()).toHaveLength(1);
  });

  it(`reach ${process.env.RORO_TEST_DB === 'postgres' ? 'another process on the same database' : 'this process'} within a second: it is told (and drops its cached pages), its quotes convert with the new rate`, async () => {
    // On PostgreSQL a second pool stands for a second server process: its own copy of what quotes read, its own page cache.
    if (handle.kind === 'postgres') {
      const [{ name }] = (await queryRows<{ name: string }>(handle.db, sql`select current_database() as name`)) as [{ name: string }];
      other = await openDatabase({ url: databaseUrl(process.env.TEST_DATABASE_URL!, name) }, { poolSize: 2 });
    }
    const elsewhere = testContext(other ?? handle, { viewer: null });
    const eur = async () => (await loadDestinations(elsewhere)).currencyByName.get('EUR')!.rate;
    const before = await eur();
    // The server drops every cached page when told (server/app.ts).
    const told: string[] = [];
    const stop = await followSiteData(elsewhere.db, { onChange: (areas) => void told.push(...areas) });
    try {
      expect(await setCurrencyRate(as(admin), 'EUR', '171.5')).toEqual({ ok: true });
      const started = Date.now();
      await expect.poll(() => told, { timeout: 1000, interval: 20 }).toContain('trade');
      expect(Date.now() - started).toBeLessThan(1000);
      expect(before).not.toBeCloseTo(1 / 171.5, 8);
      expect(await eur()).toBeCloseTo(1 / 171.5, 8);
    } finally {
      await stop();
    }
  });
});
