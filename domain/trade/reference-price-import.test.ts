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
import { AuthenticationError, NotAuthenticatedError, NotFoundError } from '../errors.ts';
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

  it('refuses what estimates could not use or the table could not hold, by row and column, writing nothing', async () => {
    const writes = async () => (await queryRows<{ n: string }>(handle.db, sql`select (select count(*) from reference_prices) || '/' || (select count(*) from audit_log) as n`))[0]!.n;
    const before = await writes();
    const problems = async (csv: string, source = SOURCE) => {
      const report = await importReferencePrices(as(admin), 'KE', file(csv), source);
      if (report instanceof Error) throw report;
      expect(report.written).toBe(false);
      return report.errors.map((e) => [e.row, e.fieldname, e.message]);
    };
    expect(await problems('maker,model,price\nToy\u0000ota,Axio,3000000\nToyota,Axio\tGT,3000000')).toEqual([
      [2, 'maker', 'The maker has a control character in it (a NUL byte, a tab or a line break): a name is one line of text.'],
      [3, 'model', 'The model has a control character in it (a NUL byte, a tab or a line break): a name is one line of text.'],
    ]);
    // Cells a spreadsheet would run, were the list opened in one.
    expect(await problems('maker,model,price\n=1+2,Axio,3000000\nToyota,+cmd|calc,3000000\n@SUM(A1),Axio,3000000\nToyota,-2,3000000')).toEqual([
      [2, 'maker', 'The maker “=1+2” begins like a spreadsheet formula (=, +, - or @): write the name as the list does.'],
      [3, 'model', 'The model “+cmd|calc” begins like a spreadsheet formula (=, +, - or @): write the name as the list does.'],
      [4, 'maker', 'The maker “@SUM(A1)” begins like a spreadsheet formula (=, +, - or @): write the name as the list does.'],
      [5, 'model', 'The model “-2” begins like a spreadsheet formula (=, +, - or @): write the name as the list does.'],
    ]);
    // A currency with no exchange rate would leave the model's estimate unpriced; a price past what the column holds.
    expect(await problems('maker,model,price,currency\nToyota,Axio,3000000,XXX\nToyota,Premio,999999999999999999,KES')).toEqual([
      [2, 'currency', 'We have no exchange rate for XXX: estimates could not use the price. Add the rate at /admin/rates first, or give the price in KES.'],
      [3, 'price', 'The price is at most 9,999,999,999,999, not “999999999999999999”.'],
    ]);
    expect(await problems('maker,model,price\nToyota,Axio,3000000', 'KRA list\u0000')).toEqual([[1, 'source', 'The source is one line of text: no control characters (a NUL byte, a tab, a line break).']]);
    // More prices than a file takes: refused by their count, before every row is read.
    expect(await problems(`maker,model,price\n${'Toyota,Axio,1\n'.repeat(100_000)}`)).toEqual([[1, 'file', 'A file has at most 20,000 prices; this one has 100,000: split it, or import the models you sell.']]);
    for (const code of ['K\u0000', 'KEN']) expect(await importReferencePrices(as(admin), code, file('maker,model,price\nToyota,Axio,3000000'), SOURCE)).toBeInstanceOf(NotFoundError);
    expect(await writes()).toBe(before);
  });

  it('imports a list of 20,000 prices, the most a file takes, and changes thousands of them again (the insert of one such list overflowed the stack)', async () => {
    const list = (rows: number, price: number) => `maker,model,engineCc,price\n${Array.from({ length: rows }, (_, i) => `Rpi,Model ${i},1500,${price}`).join('\n')}`;
    const added = await importReferencePrices(as(admin), 'KE', file(list(20_000, 1_000_000), 'crsp\u0000-full.csv'), SOURCE);
    expect(added).toMatchObject({ written: true, created: 20_000, fileName: 'crsp-full.csv' });
    // Changes go in statements of 1,000 too: three of them here.
    const changed = await importReferencePrices(as(admin), 'KE', file(list(2_500, 1_200_000)), SOURCE);
    expect(changed).toMatchObject({ written: true, created: 0, updated: 2_500 });
    const prices = (await readReferencePrices(handle.db, 'KE')).filter((p) => p.maker === 'Rpi');
    expect(prices.length).toBe(20_000);
    expect(prices.filter((p) => p.price === 1_200_000).map((p) => Number(p.model.split(' ')[1])).sort((a, b) => a - b)).toEqual(Array.from({ length: 2_500 }, (_, i) => i));
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
