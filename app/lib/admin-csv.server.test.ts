// "Download CSV" of a back-office list (ADR 067): a cell a spreadsheet would run as a formula opens as
// text, every page of the list is written, and the download holds the rows the list's search finds.
import { beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { createCoupon } from '#domain/coupons/coupon-admin.service.ts';
import { staffViewer } from '#tests/factories/viewers.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import { loader as couponsCsv } from '../routes/admin/coupons-csv';
import { csvCell, csvDownload } from './admin-csv.server';

describe('a CSV cell', () => {
  it('that a spreadsheet would run as a formula arrives as text', () => {
    expect(['=cmd', '=cmd|"/c calc"!A1', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'].map(csvCell)).toEqual(["'=cmd", '"\'=cmd|""/c calc""!A1"', "'+1+1", "'-2+3", "'@SUM(A1)", "'\t=1", '"\'\r=1"']);
    // A number is a number, a negative one too; text with a comma or a quote is quoted.
    expect([-5, 1200, null, 'Nagoya, Aichi', 'a "b"'].map(csvCell)).toEqual(['-5', '1200', '', '"Nagoya, Aichi"', '"a ""b"""']);
  });
});

describe('a CSV download', () => {
  it('writes every page the list gives, after a header line Excel reads as UTF-8', async () => {
    const pages: Record<string, { rows: { name: string }[]; next: string | null }> = { first: { rows: [{ name: '名古屋' }], next: 'b' }, b: { rows: [{ name: '=HYPERLINK("x")' }], next: null } };
    const response = await csvDownload('people.csv', [{ header: 'Name', value: (r: { name: string }) => r.name }], async (cursor) => pages[cursor ?? 'first']!);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="people.csv"');
    const bytes = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(bytes).toBe('\uFEFFName\r\n名古屋\r\n"\'=HYPERLINK(""x"")"\r\n');
  });

  describe('of the coupons', () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await openSeededDatabase();
      const ctx = testContext(handle, { viewer: staffViewer('sales', { prefix: 'csv' }) });
      for (const couponCode of ['KITCSV-A1', 'KITCSV-A2', 'KITCSV-B1']) {
        await createCoupon(ctx, { couponCode, discountJpy: '5000', minPriceJpy: '0', validUntil: '2099-12-31', forAnyone: true, buyerEmail: '', maxUses: '3' });
      }
    });

    it('holds the rows the search finds, with the yen as numbers a spreadsheet adds up', async () => {
      const request = new Request('http://localhost/admin/coupons.csv?keyword=KITCSV-A&filter=active');
      const response = await couponsCsv({ request, context: { ctx: testContext(handle, { viewer: staffViewer('sales', { prefix: 'csv' }) }) } });
      const [header, ...lines] = (await response.text()).trim().split('\r\n');
      expect(header).toBe('Code,Amount,From,Last day,For,Uses,Created');
      expect(lines.map((l) => l.split(',').slice(0, 2))).toEqual([
        ['KITCSV-A2', '5000'],
        ['KITCSV-A1', '5000'],
      ]);
    });
  });
});
