// The back office's vehicle editor, the "done means": sales add a vehicle (refused first, in the
// browser and by the server, nothing saved), upload two photos with a progress bar each, and the
// storefront follows each change within a second: the car listed and found, discounted, sold. Then the
// same page without JavaScript: a refused upload's message, a photo moved by a plain form.
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, whenHydrated } from './browser.ts';
import { signInStaff } from './staff-session.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

/** A camera-sized JPEG: a coloured field with a darker block, so that the two photos differ. */
async function jpeg(name: string, background: string) {
  const buffer = await sharp({ create: { width: 800, height: 600, channels: 3, background } })
    .composite([{ input: { create: { width: 200, height: 150, channels: 3, background: '#102030' } }, left: 40, top: 40 }])
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** What a buyer sees: a storefront page loaded afresh, polled for at most a second (ADR 018). */
async function withinASecond(page: Page, path: string, read: () => Promise<unknown>, expected: unknown) {
  await expect
    .poll(
      async () => {
        await page.goto(`${baseUrl}${path}`);
        return read();
      },
      { timeout: 1000, interval: 50 },
    )
    .toEqual(expected);
}

describe('vehicle editor', () => {
  it('adds a vehicle, its photos, a price cut and its sale, each shown on the storefront', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInStaff(page, 'sales', { baseUrl, dataDir, to: '/admin/stock' });
    const taken = await page.getByTestId('stock-table-row').first().locator('td').first().innerText();
    await page.getByRole('link', { name: 'Add a vehicle' }).click();
    await page.waitForURL(`${baseUrl}/admin/stock/new`);
    await whenHydrated(page);

    // Bad input: the shared checks answer in the browser as a field is left, and again on sending.
    const form = page.getByTestId('vehicle-form');
    await form.getByLabel('Stock number *').fill(taken);
    await form.getByLabel('Maker *').selectOption('Toyota');
    await form.getByLabel('Model *').selectOption('Hiace Van');
    await form.getByLabel('Year *').fill('1890');
    await form.getByLabel('FOB price *').click();
    await expect.poll(() => page.locator('#year4-error').innerText()).toMatch(/^Year must be a year from 1950 to \d{4}\.$/);
    expect(await form.getByLabel('Year *').getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByLabel('Year *').getAttribute('aria-describedby')).toBe('year4-error');
    await form.getByLabel('FOB price *').fill('1,850,000');
    await form.getByLabel('Mileage (km) *').fill('85,000');
    await form.getByRole('button', { name: 'Add the vehicle' }).click();
    await expect.poll(() => page.getByTestId('vehicle-form-problems').innerText()).toContain('4 fields need a change');
    expect(await page.locator('#fuelType-error').innerText()).toBe('Fuel is a required field');
    expect(page.url()).toBe(`${baseUrl}/admin/stock/new`);

    // Only the server knows the stock number is taken: its message on the field, nothing saved.
    await form.getByLabel('Year *').fill('2019');
    await form.getByLabel('Fuel *').selectOption('Diesel');
    await form.getByLabel('Engine size (cc)').fill('2800');
    await form.getByLabel('Transmission *').selectOption('Automatic');
    await form.getByLabel('Drive type *').selectOption('TypeFullTime4Wd');
    await form.getByLabel('Air conditioning').check();
    await form.getByRole('button', { name: 'Add the vehicle' }).click();
    await expect.poll(() => page.locator('#stockNumber-error').innerText()).toBe(`Another vehicle has the stock number ${taken}.`);
    expect(page.url()).toBe(`${baseUrl}/admin/stock/new`);

    const stockNumber = `rre2e${Date.now() % 1_000_000}`;
    await form.getByLabel('Stock number *').fill(stockNumber);
    // Arrived long ago: the other browser tests take the stock list's newest cards, and must not get this one.
    await form.getByLabel('Arrival date').fill('2001-01-01');
    await form.getByRole('button', { name: 'Add the vehicle' }).click();
    await page.waitForURL(/\/admin\/stock\/[0-9a-f-]{36}\?saved=created/);
    const editPage = page.url().split('?')[0]!;
    expect(await page.getByTestId('vehicle-stock-number').innerText()).toBe(stockNumber.toUpperCase());
    expect(await page.getByTestId('saved').innerText()).toContain('The vehicle is added.');
    await whenHydrated(page);

    // Two photos at once: a progress bar each, full when the server has made the sizes; then thumbnails.
    await page.locator('#photo-files').setInputFiles([await jpeg('front.jpg', '#3a6ea5'), await jpeg('side.jpg', '#a53a3a')]);
    const rows = page.getByTestId('photo-upload-row');
    await expect.poll(() => rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-state')))).toEqual(['added', 'added']);
    expect(await rows.locator('progress').evaluateAll((els) => els.map((el) => (el as HTMLProgressElement).value))).toEqual([100, 100]);
    expect(await page.getByTestId('photo-upload-summary').innerText()).toBe('2 of 2 added');
    const photos = page.getByTestId('vehicle-photo');
    await expect.poll(() => photos.count()).toBe(2);
    await expect.poll(() => photos.locator('img').evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).naturalWidth > 0))).toBe(true);
    expect(await photos.first().innerText()).toContain('Thumbnail');
    // The second photo becomes the thumbnail, by keyboard; the focus stays on the moved photo.
    await page.getByRole('button', { name: 'Move photo 2 earlier' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Move photo 1 later');
    const firstPhoto = await photos.first().locator('img').getAttribute('src');
    await expect.poll(() => page.getByTestId('vehicle-photos').getAttribute('aria-busy')).toBe(null);

    // The storefront, signed out: the car listed with its first photo, and found by its stock number.
    const buyer = await (await browser.newContext()).newPage();
    // What the server answers, which its page cache must not hold back (ADR 018): a browser keeps a list
    // 30 s and a vehicle page 60 s by itself (ADR 008), so this one keeps nothing.
    const devtools = await buyer.context().newCDPSession(buyer);
    await devtools.send('Network.enable');
    await devtools.send('Network.setCacheDisabled', { cacheDisabled: true });
    const card = buyer.locator('article', { has: buyer.locator(`a[href="/en/stocklist/${stockNumber.toUpperCase()}"]`) });
    await withinASecond(buyer, `/en/stocklist?keywords=${stockNumber}`, () => card.count(), 1);
    await expect.poll(() => card.locator('img').getAttribute('src')).toBe(firstPhoto!.replace('-320.webp', '-640.webp'));
    expect(await card.locator('s').count()).toBe(0);

    // A price cut: the back office shows the original price; the storefront strikes it through.
    await page.getByLabel('New FOB price *').fill('1,700,000');
    await page.getByRole('button', { name: 'Change the price' }).click();
    await expect.poll(() => page.getByTestId('vehicle-price-notice').innerText()).toBe('The price is changed.');
    expect(await page.getByTestId('vehicle-discounted').innerText()).toBe('Discounted by ¥150,000 (8.1%)');
    await withinASecond(buyer, `/en/stocklist/${stockNumber.toUpperCase()}`, () => buyer.locator('section[aria-labelledby=price-heading] s').count(), 1);
    await withinASecond(buyer, `/en/stocklist?keywords=${stockNumber}`, () => card.locator('s').count(), 1);

    // Sold: only the statuses that may follow are offered, in words; the storefront shows it sold.
    expect(await page.getByTestId('vehicle-status-now').innerText()).toBe('On sale.');
    expect((await page.getByLabel('New status').locator('option').allInnerTexts()).filter((s) => /[a-z][A-Z]/.test(s))).toEqual([]);
    const statuses = await page.getByLabel('New status').locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(statuses).toEqual(['LocalStockOnSale', 'OnHold', 'SoldOutRecently', 'SoldOut', 'SoldOutAuction', 'LocalStockDeleted', 'Other']);
    await page.getByLabel('New status').selectOption('SoldOutRecently');
    await page.getByRole('button', { name: 'Change the status' }).click();
    await expect.poll(() => page.getByTestId('vehicle-status-notice').innerText()).toBe('The status is changed.');
    await withinASecond(buyer, `/en/stocklist/${stockNumber.toUpperCase()}`, () => buyer.getByTestId('vehicle-status').count(), 1);
    expect(await buyer.getByTestId('vehicle-status').innerText()).toBe('Just sold');
    await buyer.context().close();

    // Without JavaScript: a file that is no photo is refused by name, and a photo moves by a plain form.
    const plain = await browser.newContext({ javaScriptEnabled: false, storageState: await context.storageState() });
    const noScript = await plain.newPage();
    await noScript.goto(editPage);
    await noScript.locator('#photo-files').setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') }]);
    await noScript.getByRole('button', { name: 'Upload photos' }).click();
    await noScript.waitForURL(`${editPage}?photos=refused#photos`);
    expect(await noScript.getByTestId('photo-refusals').innerText()).toContain('notes.txt is not a photo we can read: send JPEG, PNG, WebP or AVIF.');
    await noScript.getByRole('button', { name: 'Move photo 1 later' }).click();
    await noScript.waitForURL(`${editPage}?saved=photos#photos`);
    expect(await noScript.getByTestId('vehicle-photo').first().locator('img').getAttribute('src')).not.toBe(firstPhoto);
    // Shown once: the refusal is gone on the next load.
    expect(await noScript.getByTestId('photo-refusals').count()).toBe(0);
    await plain.close();
    await context.close();
  });
});
