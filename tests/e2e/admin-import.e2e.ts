// The back office's CSV stock import in a browser: the template, a check that finds bad rows and writes
// nothing, then a good file imported with its progress bar and report, its vehicles in the stock table
// and on the storefront; without JavaScript, the same check and import as plain form posts.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { VEHICLE_FIELD_NAMES } from '#domain/stock/vehicle-fields.ts';
import { launchBrowser, whenHydrated } from './browser.ts';
import { signInStaff } from './staff-session.ts';
import { CARD_LINK } from './cards.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

// Stock numbers of this run only. Arrived long ago and unremarkable, the vehicles stay out of the way of
// the tests that take the stock list's first (newest) cards.
const run = Date.now().toString(36).toUpperCase();
const stockNumber = (n: number) => `IMP${run}-${n}`;
const HEADER = 'stockNumber,maker,model,year4,priceFob,kiloMeters,fuelType,transmissionType,driveType,engineSize,arrivedAt';
const vehicleRow = (n: number, { year = '2015', price = '"3,210,000"', fuel = 'Diesel' } = {}) =>
  `${stockNumber(n)},Toyota,Hiace Van,${year},${price},123000,${fuel},Automatic,Type2Wd,2800,2001-01-01`;
const csv = (name: string, lines: string[]) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(`${lines.join('\r\n')}\r\n`) });

const stockTableCount = async (page: Page) => {
  await page.goto(`${baseUrl}/admin/stock?keyword=${encodeURIComponent(`IMP${run}`)}`);
  return page.getByTestId('stock-table-total').innerText();
};
/** The storefront's vehicle page, signed in, so never an earlier answer from the page cache. */
const vehiclePageStatus = async (page: Page, n: number) => (await page.goto(`${baseUrl}/en/stocklist/${stockNumber(n)}`))!.status();

const counts = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .locator('div')
    .evaluateAll((boxes) => Object.fromEntries(boxes.map((b) => [b.querySelector('dt')!.textContent, b.querySelector('dd')!.textContent])));

describe('the CSV stock import', () => {
  it('offers the template, refuses a file with bad rows by row and column, then imports a good one with progress', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await signInStaff(page, 'sales', { baseUrl, dataDir, to: '/admin/stock/import' });
    await whenHydrated(page);
    expect(await page.locator('h1').innerText()).toBe('Import stock from a CSV file');

    // The template names every documented column, in the order the column table lists them.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download the template' }).click()]);
    expect(download.suggestedFilename()).toBe('roro-stock-template.csv');
    const [header, example] = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').split('\r\n');
    expect(header!.split(',')).toEqual(VEHICLE_FIELD_NAMES);
    expect(await page.getByTestId('import-columns').locator('tbody th').allInnerTexts()).toEqual(VEHICLE_FIELD_NAMES);
    expect(example).toMatch(/^RR200001,Toyota,Hiace Van,/);

    // A file with bad rows: every problem by row and column; no Import button, nothing written.
    const file = page.getByLabel('CSV file');
    await file.setInputFiles(csv('bad.csv', [HEADER, vehicleRow(1), vehicleRow(2, { year: '1890', fuel: 'Coal' }), vehicleRow(3, { price: '0' })]));
    await page.getByRole('button', { name: 'Check the file' }).click();
    const problems = page.getByTestId('import-error');
    await expect.poll(() => problems.count()).toBe(3);
    const listed = (await problems.evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent)))) as string[][];
    expect(listed.map(([row, column]) => [row, column])).toEqual([
      ['3', 'year4'],
      ['3', 'fuelType'],
      ['4', 'priceFob'],
    ]);
    expect(listed[0]![2]).toMatch(/^Year must be a year from 1950 to \d{4}\.$/);
    expect(listed[1]![2]).toBe('Fuel must be one of Cng, Diesel, Electric, Hybrid, Lpg, Petrol, PluginHybrid.');
    expect(listed[2]![2]).toBe('FOB price must be a whole number of yen, more than 0.');
    expect(await page.getByTestId('import-check-verdict').innerText()).toMatch(/^3 problems in 2 rows\. Nothing was written\./);
    expect(await counts(page, 'import-check-counts')).toEqual({ Rows: '3', New: '1', Changed: '0', Unchanged: '0' });
    // Focus moves to the check's result, for keyboard and screen-reader users.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('import-check-heading');
    expect(await page.getByRole('button', { name: /^Import/ }).count()).toBe(0);
    expect(await vehiclePageStatus(page, 1)).toBe(404);
    expect(await stockTableCount(page)).toBe('0 vehicles');

    // A good file: checked, then imported with the progress bar, then the report.
    await page.goto(`${baseUrl}/admin/stock/import`);
    await whenHydrated(page);
    await page.getByLabel('CSV file').setInputFiles(csv('good.csv', [HEADER, vehicleRow(1), vehicleRow(2), vehicleRow(3)]));
    await page.getByRole('button', { name: 'Check the file' }).click();
    await expect.poll(() => counts(page, 'import-check-counts')).toEqual({ Rows: '3', New: '3', Changed: '0', Unchanged: '0' });
    // Watch the page draw the bar, however quickly three rows go in.
    await page.evaluate(() => {
      const seen: string[] = [];
      Object.assign(window, { importProgressSeen: seen });
      new MutationObserver(() => {
        const bar = document.getElementById('import-progress-bar');
        if (bar) seen.push(`${bar.getAttribute('value') ?? 'sending'}/${bar.getAttribute('max')}`);
      }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    });
    await page.getByRole('button', { name: 'Import 3 rows' }).click();
    const report = page.getByTestId('import-report');
    await report.waitFor({ timeout: 15_000 });
    expect(await report.getByRole('heading').innerText()).toBe('Imported good.csv');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('import-report-heading');
    const figures = await counts(page, 'import-report-counts');
    expect(figures).toMatchObject({ Created: '3', Updated: '0', Unchanged: '0' });
    expect(figures['Time taken']).toMatch(/^[\d.]+ s$/);
    expect(((await page.evaluate(() => (window as unknown as { importProgressSeen: string[] }).importProgressSeen)) ?? []).length).toBeGreaterThan(0);
    // The run route's answer, read here (a browser does not keep a streamed body): progress lines as the
    // rows are checked and written, then the report. The same file again changes nothing.
    const goodCsv = csv('good.csv', [HEADER, vehicleRow(1), vehicleRow(2), vehicleRow(3)]);
    const again = await context.request.post(`${baseUrl}/admin/stock/import/run`, {
      multipart: { file: goodCsv, digest: createHash('sha256').update(goodCsv.buffer).digest('hex') },
    });
    expect(again.headers()['content-type']).toBe('application/x-ndjson; charset=utf-8');
    const lines = (await again.text())
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { type: string; phase?: string; done?: number; total?: number; report?: { written: boolean; created: number } });
    expect(lines.filter((l) => l.type === 'progress').at(0)).toEqual({ type: 'progress', phase: 'checking', done: 0, total: 3 });
    expect(lines.at(-1)).toMatchObject({ type: 'report', report: { created: 0 } });

    // In the stock table and on the storefront.
    await report.getByRole('link', { name: 'Open the stock table' }).click();
    await page.waitForURL(/\/admin\/stock\?/);
    expect(await stockTableCount(page)).toBe('3 vehicles');
    await page.goto(`${baseUrl}/en/stocklist?stockNumber=${stockNumber(2)}`);
    expect(await page.locator(CARD_LINK).evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([`/en/stocklist/${stockNumber(2)}`]);
    expect(await vehiclePageStatus(page, 1)).toBe(200);
    expect(await page.getByTestId('stock-number').innerText()).toBe(stockNumber(1));
    expect(pageErrors).toEqual([]);

    // Without JavaScript: the check and the import are plain form posts, the file chosen again to import.
    const plain = await browser.newContext({ javaScriptEnabled: false, storageState: await context.storageState() });
    const noScript = await plain.newPage();
    await noScript.goto(`${baseUrl}/admin/stock/import`);
    const mileage = csv('mileage.csv', ['stockNumber,kiloMeters', `${stockNumber(3)},"124,500"`]);
    await noScript.getByLabel('CSV file').setInputFiles(mileage);
    await noScript.getByRole('button', { name: 'Check the file' }).click();
    await noScript.getByTestId('import-check-counts').waitFor();
    expect(await counts(noScript, 'import-check-counts')).toEqual({ Rows: '1', New: '0', Changed: '1', Unchanged: '0' });
    await noScript.getByLabel('Choose mileage.csv again').setInputFiles(mileage);
    await noScript.getByRole('button', { name: 'Import 1 row' }).click();
    await noScript.getByTestId('import-report-counts').waitFor();
    expect(await counts(noScript, 'import-report-counts')).toMatchObject({ Created: '0', Updated: '1', Unchanged: '0' });
    await plain.close();
    await stockTableCount(page);
    const row = page.getByTestId('stock-table-row').filter({ hasText: stockNumber(3) });
    expect(await row.locator('td').nth(5).innerText()).toBe('124,500');
    await context.close();
  });
});
