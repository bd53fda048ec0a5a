// The reference price list's CSV import on the real database (PGlite, and PostgreSQL with
// TEST_DATABASE_URL): the dry run answers every problem by row and column and writes nothing; a file with
// one bad row writes none of its rows; a good file adds and changes prices in one audited transaction and
// tells the buyers whose estimate it moves; admins only.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import { buyerViewer, staffViewer } from '#tests/factories/viewers.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import type { Viewer } from '../context.ts';
import { AuthenticationError, NotAuthenticatedError } from '../errors.ts';
import { readReferencePrices } from './import-tax-tables.ts';
import { checkReferencePriceImport, importReferencePrices } from './reference-price-import.service.ts';
import { taxCountriesByAdmin } from './tax-admin.service.ts';

let handle: DatabaseHandle;
const admin = staffViewer('admin', { prefix: 'rpi' });
const as = (viewer: Viewer | null) => testContext(handle, { viewer });
const SOURCE = 'KRA CRSP list, December 2026';

beforeAll(async () => {
  handle = await openSeededDatabase();
});

const file = (content: string, name = 'crsp.csv') => ({ name, content });
const axio = async () => (await readReferencePrices(handle.db, 'KE')).filter((p) => p.model === 'Corolla Axio').map((p) => [p.engineCc, p.price, p.estimated]);

describe(`the reference price import on ${process.env.RORO_TEST_DB}`, () => {
  it('checks every row and names each problem by row and column, writing nothing', async () => {
    const before = await readReferencePrices(handle.db, 'KE');
    const csv = ['maker,model,engineCc,year,price', 'Toyota,Corolla Axio,1500,,"3,600,000"', ',Fielder,1500,,3000000', 'Toyota,Premio,18OO,,3900000', 'Toyota,Camry,2500,1890,-5', 'toyota,corolla axio,1500,,3700000'].join('\n');
    const report = await checkReferencePriceImport(as(admin), 'KE', file(csv), SOURCE);
    if (report instanceof Error) throw report;
    expect(report).toMatchObject({ dryRun: true, written: false });
    expect(report.errors.map((e) => [e.row, e.fieldname, e.message])).toEqual([
      [3, 'maker', 'Give the maker.'],
      [4, 'engineCc', 'The engine is a whole number of cc from 1 to 20,000, or empty for every engine, not “18OO”.'],
      [5, 'year', 'The year is from 1950 to 2100, or empty for every year, not “1890”.'],
      [5, 'price', 'The price is a number more than 0, such as 3,536,000, not “-5”.'],
      [6, 'model', 'Row 2 already prices toyota corolla axio 1500 cc.'],
    ]);
    const header = await checkReferencePriceImport(as(admin), 'KE', file('maker,modle,price\nToyota,Axio,1'), SOURCE);
    expect(!(header instanceof Error) && header.errors.map((e) => [e.row, e.fieldname])).toEqual([
      [1, 'modle'],
      [1, 'model'],
    ]);
    expect(await readReferencePrices(handle.db, 'KE')).toEqual(before);
  });

  it('imports all or nothing: a bad row keeps every row out, a good file goes in as one audited change', async () => {
    const before = await axio();
    const listed = async () => {
      const list = await taxCountriesByAdmin(as(admin));
      if (list instanceof Error) throw list;
      return list.find((c) => c.code === 'KE')!.referencePrices;
    };
    const count = await listed();
    const bad = await importReferencePrices(as(admin), 'KE', file('maker,model,engineCc,price\nToyota,Corolla Axio,1500,3600000\nToyota,Corolla Axio,1300,abc'), SOURCE);
    expect(!(bad instanceof Error) && [bad.written, bad.errors.map((e) => [e.row, e.fieldname])]).toEqual([false, [[3, 'price']]]);
    expect(await axio()).toEqual(before);
    expect(await queryRows(handle.db, sql`select 1 from audit_log where action = 'referencePrice.import'`)).toEqual([]);

    const good = await importReferencePrices(as(admin), 'KE', file('maker;model;engineCc;price\nToyota;Corolla Axio;1500;3.600.000\n'.replace('3.600.000', '3600000') + 'Toyota;Century;5000;19800000\n', 'crsp-dec.csv'), SOURCE);
    if (good instanceof Error) throw good;
    expect(good).toMatchObject({ written: true, total: 2, created: 1, updated: 1, unchanged: 0, errors: [] });
    expect(await axio()).toEqual([
      [1300, 3_536_000, true],
      [1500, 3_600_000, false],
    ]);
    const [audit] = await queryRows<{ entity_id: string; after: { fileName: string; created: number; updated: number } }>(handle.db, sql`select entity_id, after from audit_log where action = 'referencePrice.import'`);
    expect(audit).toMatchObject({ entity_id: 'KE', after: { fileName: 'crsp-dec.csv', created: 1, updated: 1 } });
    // The back office's list of countries counts the new price at once (it reads the tables the estimates keep).
    expect(await listed()).toBe(count + 1);
    // The same file again changes nothing.
    const again = await checkReferencePriceImport(as(admin), 'KE', file('maker,model,engineCc,price\nToyota,Corolla Axio,1500,3600000'), SOURCE);
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 1, errors: [] });
  });

  it('is for admins: sales, editors, buyers and the signed-out check and import nothing', async () => {
    for (const [viewer, kind] of [
      [null, NotAuthenticatedError],
      [buyerViewer('rpi-buyer'), AuthenticationError],
      [staffViewer('sales', { prefix: 'rpi' }), AuthenticationError],
      [staffViewer('editor', { prefix: 'rpi' }), AuthenticationError],
    ] as const) {
      expect(await checkReferencePriceImport(as(viewer), 'KE', file('maker,model,price\nToyota,Axio,1'), SOURCE)).toBeInstanceOf(kind);
      expect(await importReferencePrices(as(viewer), 'KE', file('maker,model,price\nToyota,Axio,1'), SOURCE)).toBeInstanceOf(kind);
    }
    expect(await importReferencePrices(as(staffViewer('admin', { prefix: 'rpi-other' })), 'KE', file('maker,model,price\nToyota,Axio Test,1000000'), SOURCE)).toMatchObject({ written: true, created: 1 });
  });
});
