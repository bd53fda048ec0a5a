// Coupons in a real browser against the real server: sales create a coupon (a refused form first, its
// message on the field) and issue it to a buyer who has just signed up; it is in the buyer's coupons and
// e-mailed to them; on a car's page it lowers the quote by its amount once; the order spends it, after
// which the buyer's coupons show it used and the next quote does not apply it; sales see the order among
// its uses. Campaigns: one saved is on the list. The pages pass axe's checks.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signUpAndConfirm } from './accounts.ts';
import { launchBrowser, whenHydrated, withAxe } from './browser.ts';
import { signInStaff } from './staff-session.ts';
import { kenyanCars } from './kenyan-cars.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const outbox = join(dataDir, 'outbox');
let browser: Browser;
/** Two cars Kenya may import, far from the newest cards (other browser tests open those) and from the orders test's. */
let cars: [string, string];
const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
const buyerEmail = `coupon-${Date.now()}@example.com`;

beforeAll(async () => {
  browser = await launchBrowser();
  const found = await kenyanCars(20);
  cars = [found.at(-5)!, found.at(-6)!];
});

afterAll(async () => {
  await browser?.close();
});

async function violations(page: Page): Promise<string[]> {
  await withAxe(page);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(c: Document, o: object): Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${v.help} at ${n.target.join(' ')}`));
  });
}

const yen = (text: string) => Number(text.replace(/[^\d]/g, ''));

/** The car's page priced FOB in yen to Kenya, with the coupon code if given: its total and the coupon's message. */
async function quote(page: Page, stockNumber: string, couponCode?: string): Promise<{ total: number; message: string | null }> {
  await page.goto(`${baseUrl}/en/stocklist/${stockNumber}`);
  await whenHydrated(page);
  const form = page.getByTestId('price-calculator');
  await form.getByLabel('Destination country').selectOption('Kenya');
  await form.getByTestId('price-breakdown').waitFor();
  // The country is kept as a preference and the page's data reloaded: a choice made before that lands
  // can be reset, so each change waits for the page to settle before the next.
  await page.waitForLoadState('networkidle');
  await form.locator('input[name=terms][value=fob]').check();
  await expect.poll(() => form.innerText()).toContain('Total price to FOB Japan');
  await page.waitForLoadState('networkidle');
  await form.locator('select[name=currency]').selectOption('JPY');
  await expect.poll(() => form.getByTestId('price-total').innerText()).toMatch(/^¥[\d,]+$/);
  // So is the currency: a field filled before that is reset.
  await page.waitForLoadState('networkidle');
  // Still FOB in yen once everything has landed: the total is read from the form as the buyer sees it.
  await expect.poll(() => form.innerText()).toContain('Total price to FOB Japan');
  await expect.poll(() => form.getByTestId('price-total').innerText()).toMatch(/^¥[\d,]+$/);
  if (couponCode) {
    // Enter sends the form, priced with the code (a price or a reload of the page's data landing meanwhile keeps what was typed).
    const field = form.locator('input[name=coupon]');
    await field.fill(couponCode);
    await field.press('Enter');
    await form.getByTestId('coupon-message').waitFor();
    await expect.poll(() => form.getByTestId('price-result').getAttribute('aria-busy')).toBe('false');
    await expect.poll(() => form.innerText()).toContain('Total price to FOB Japan');
  }
  return { total: yen(await form.getByTestId('price-total').innerText()), message: couponCode ? await form.getByTestId('coupon-message').innerText() : null };
}

describe('a coupon issued by sales', () => {
  let couponPath: string;

  it('is created and issued to a buyer who has just signed up, and is in their coupons', async () => {
    const buyer = await (await browser.newContext()).newPage();
    await signUpAndConfirm(buyer, buyerEmail, 'Zawadi');

    const context = await browser.newContext();
    const page = await context.newPage();
    await signInStaff(page, 'sales', { baseUrl, dataDir, to: '/admin/coupons' });
    await expect.poll(() => page.locator('h1').innerText()).toBe('Coupons');
    expect(await violations(page)).toEqual([]);
    const create = page.locator('form', { has: page.getByRole('button', { name: 'Create coupon' }) });
    // Refused: the amount and the last day are missing; each says so on its field.
    await create.locator('input[name=couponCode]').fill(code.toLowerCase());
    await create.getByRole('button', { name: 'Create coupon' }).click();
    await expect.poll(() => page.locator('#discountJpy-error').innerText()).toBe('The amount is whole yen from ¥1,000 to ¥1,000,000.');
    expect(await page.locator('#validUntil-error').innerText()).toBe('Give the last day the coupon can be used (YYYY-MM-DD).');
    expect(await create.locator('input[name=couponCode]').inputValue()).toBe(code.toLowerCase());
    await create.getByLabel('Amount (JPY) *').fill('25000');
    await create.getByLabel('Last day (UTC) *').fill(`${new Date().getUTCFullYear() + 1}-06-30`);
    await create.getByLabel('Uses in all *').fill('5');
    await create.getByRole('button', { name: 'Create coupon' }).click();
    await page.waitForURL(/\/admin\/coupons\/[0-9a-f-]{36}\?saved=created$/);
    couponPath = new URL(page.url()).pathname;
    // The address changes before the new page renders: wait for its heading.
    await expect.poll(() => page.locator('h1').innerText()).toBe(code);
    expect(await page.getByTestId('coupon-uses').innerText()).toBe('0 of 5');

    // Issued to the buyer by e-mail: an unknown address is refused on the field first.
    await page.getByLabel('Buyer’s e-mail *').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Issue coupon' }).click();
    await expect.poll(() => page.locator('#email-error').innerText()).toBe('No account has the e-mail nobody@example.com.');
    await page.getByLabel('Buyer’s e-mail *').fill(buyerEmail);
    await page.getByRole('button', { name: 'Issue coupon' }).click();
    await expect.poll(() => page.getByTestId('saved').innerText()).toBe('Coupon issued: it is in the buyer’s coupons, and they are told by e-mail.');
    expect(await page.getByTestId('coupon-holders').innerText()).toContain(buyerEmail);
    expect(await violations(page)).toEqual([]);
    await context.close();

    await buyer.goto(`${baseUrl}/en/user/coupons`);
    const card = buyer.getByTestId('coupon').filter({ hasText: code });
    expect(await card.getByTestId('coupon-state').innerText()).toBe('Ready to use');
    // In the buyer's currency (from their country), as the coupons page shows amounts.
    expect(await card.innerText()).toMatch(/ off/);
    // And the buyer was told, with the code and the way to their coupons.
    await expect
      .poll(() => readdirSync(outbox).filter((f) => f.endsWith(`-${buyerEmail}.eml`)).map((f) => readFileSync(join(outbox, f), 'utf8').replace(/=\r?\n/g, '')).find((m) => m.includes(code)) ?? '')
      .toContain('/en/user/coupons');
    await buyer.context().close();
  });

  it('lowers the buyer’s quote by its amount once: the order spends it, and the next quote does not apply it', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // The buyer signs in again in a fresh browser.
    await page.goto(`${baseUrl}/en/user/signin`);
    await page.getByLabel('E-mail', { exact: true }).fill(buyerEmail);
    await page.getByLabel('Password').fill('kilimanjaro42');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByTestId('header-account').innerText()).toBe('My Page');

    const [car, other] = cars;
    const full = await quote(page, car);
    const form = page.getByTestId('price-calculator');
    // The buyer's coupons are offered beside the code field; a press applies it.
    await form.getByTestId('price-form-coupons').getByRole('button', { name: new RegExp(code) }).click();
    await expect.poll(() => form.getByTestId('coupon-message').innerText()).toBe(`Coupon ${code} applied.`);
    await expect.poll(async () => yen(await form.getByTestId('price-total').innerText())).toBe(full.total - 25_000);

    // The order, from the priced quote: the same total, the coupon spent.
    await page.getByRole('link', { name: 'Order this vehicle' }).click();
    await expect.poll(() => page.locator('h1').innerText()).toBe('Review your order');
    expect(yen(await page.getByTestId('order-total').innerText())).toBe(full.total - 25_000);
    const order = page.getByTestId('order-form');
    await order.getByLabel('Consignee name').fill('Zawadi Motors Ltd');
    await order.getByLabel('Phone').fill('+254 700 333 444');
    await order.getByLabel('Address').fill('Moi Avenue 30, Mombasa');
    await order.getByLabel('Country').selectOption('Kenya');
    await order.getByRole('button', { name: 'Place the order' }).click();
    await page.waitForURL(/\/en\/user\/orders\/[0-9a-f-]{36}\?placed=1$/);
    await expect.poll(() => page.getByTestId('saved').innerText()).toMatch(/^Thank you\. Your order RO\d{6} is placed/);
    const orderNumber = /RO\d{6}/.exec(await page.getByTestId('saved').innerText())![0];

    // Used: in the buyer's coupons, and on another car's quote.
    await page.goto(`${baseUrl}/en/user/coupons`);
    expect(await page.getByTestId('coupon').filter({ hasText: code }).getByTestId('coupon-state').innerText()).toBe('Used');
    const fullOther = await quote(page, other);
    const again = await quote(page, other, code);
    expect(again.message).toBe(`Coupon ${code} has already been used.`);
    expect(again.total).toBe(fullOther.total);
    await context.close();

    // Sales see the order among the coupon's uses.
    const staff = await (await browser.newContext()).newPage();
    await signInStaff(staff, 'sales', { baseUrl, dataDir, to: couponPath });
    await expect.poll(() => staff.getByTestId('coupon-uses').innerText()).toBe('1 of 5');
    expect(await staff.getByTestId('coupon-orders').innerText()).toContain(orderNumber);
    expect(await staff.getByTestId('coupon-orders').innerText()).toContain('Awaiting payment');
    await staff.context().close();
  });
});

describe('campaigns', () => {
  it('are saved by sales with the window checked, and listed', async () => {
    const page = await (await browser.newContext()).newPage();
    await signInStaff(page, 'sales', { baseUrl, dataDir, to: '/admin/campaigns' });
    await expect.poll(() => page.locator('h1').innerText()).toBe('Campaigns');
    expect(await violations(page)).toEqual([]);
    const name = `Browser Week ${code}`;
    await page.getByLabel('Name *').fill(name);
    await page.getByLabel('Discount (%)').fill('2');
    await page.getByLabel('Starts (UTC) *').fill('2031-03-10T00:00');
    await page.getByLabel('Ends (UTC) *').fill('2031-03-01T00:00');
    await page.getByRole('button', { name: 'Create campaign' }).click();
    await expect.poll(() => page.locator('#endsAt-error').innerText()).toBe('The campaign ends after it starts.');
    await page.getByLabel('Ends (UTC) *').fill('2031-03-17T00:00');
    await page.getByRole('button', { name: 'Create campaign' }).click();
    await page.waitForURL(/\/admin\/campaigns\/[0-9a-f-]{36}\?saved=created$/);
    await expect.poll(() => page.getByTestId('campaign-state').innerText()).toBe('Scheduled');
    expect(await violations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Campaigns' }).first().click();
    await page.waitForURL(`${baseUrl}/admin/campaigns`);
    await expect.poll(() => page.getByTestId('campaigns-row').filter({ hasText: name }).innerText()).toContain('2%');
    await page.context().close();
  });
});
