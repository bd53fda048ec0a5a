// What a stranger's walk of the back office found on the clerk's payment form and the staff authenticator's
// set-up (issue 38 point 4), in a real browser against the real server: the yen a payment counts for is marked
// required and suggested at today's rate, a yen payment is not asked for its yen twice, a refused payment
// keeps what was typed and a recorded one empties the form, a paid order offers no form but says it is paid
// (with its credit) and keeps the reversal; and a reload in the middle of setting up the authenticator app
// shows the same key, until it is confirmed or the set-up cancelled.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signUpAndConfirm } from './accounts.ts';
import { axeViolations, launchBrowser, whenHydrated } from './browser.ts';
import { kenyanCars } from './kenyan-cars.ts';
import { STAFF, STAFF_PASSWORD } from './staff-accounts.ts';
import { mailsTo, setupCodeMailed, signInStaff } from './staff-session.ts';
import { totp } from './totp.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
let browser: Browser;
let stockNumber: string;

beforeAll(async () => {
  browser = await launchBrowser();
  // A car Kenya may import that no other browser test orders.
  stockNumber = (await kenyanCars(20)).at(-4)!;
});

afterAll(async () => {
  await browser?.close();
});

const money = (n: number) => `¥${n.toLocaleString('en-US')}`;

/** A buyer orders the car (invoiced in yen); its order number. */
async function placeOrder(): Promise<string> {
  const context = await browser.newContext();
  const buyer = await context.newPage();
  await signUpAndConfirm(buyer, `payer-${Date.now()}@example.com`, 'Njeri');
  await buyer.goto(`${baseUrl}/en/user/orders/new?stockNumber=${stockNumber}&country=Kenya&terms=cif&option=Insurance&currency=JPY`);
  const form = buyer.getByTestId('order-form');
  await form.getByLabel('Consignee name').fill('Njeri Autos');
  await form.getByLabel('Phone').fill('+254 700 555 666');
  await form.getByLabel('Address').fill('Tom Mboya Street 12, Nairobi');
  await form.getByLabel('Country').selectOption('Kenya');
  await form.getByRole('button', { name: 'Place the order' }).click();
  await buyer.waitForURL(/\/en\/user\/orders\/[0-9a-f-]{36}\?placed=1$/);
  await expect.poll(() => buyer.getByTestId('saved').innerText()).toMatch(/Your order RO\d{6} is placed/);
  const orderNumber = /RO\d{6}/.exec(await buyer.getByTestId('saved').innerText())![0];
  await context.close();
  return orderNumber;
}

/** Today's rate of a currency, as units for one yen (the storefront's own list). */
async function rateOf(name: string): Promise<number> {
  const response = await fetch(`${baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ currencies { name rate } }' }) });
  return ((await response.json()) as { data: { currencies: { name: string; rate: number }[] } }).data.currencies.find((c) => c.name === name)!.rate;
}

const field = (page: Page, label: string) => page.getByTestId('payment-form').getByLabel(label);

describe('the clerk’s payment form', () => {
  it('asks for the yen only when the payment is not in yen, suggests them at today’s rate, keeps a refused entry, empties itself once recorded, and gives way to “paid in full” on a paid order', async () => {
    const orderNumber = await placeOrder();
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInStaff(page, 'sales', { baseUrl, dataDir, to: `/admin/orders?keyword=${orderNumber}` });
    await page.getByTestId('orders-table').getByRole('link', { name: orderNumber }).click();
    await page.waitForURL(/\/admin\/orders\/[0-9a-f-]{36}$/);
    const orderUrl = page.url();
    const total = Number((await page.getByTestId('order-total').innerText()).replace(/\D/g, ''));

    // Without the page's scripts, the yen field is there for any currency, marked required as the other fields are.
    const plain = await browser.newContext({ javaScriptEnabled: false, storageState: await context.storageState() });
    const plainPage = await plain.newPage();
    await plainPage.goto(orderUrl);
    expect(await field(plainPage, 'Counts for (yen) *').count()).toBe(1);
    await plain.close();

    await whenHydrated(page);
    // A yen payment counts its amount: no second field to type it in.
    await field(page, 'Amount received *').fill('100,000');
    expect(await field(page, 'Counts for (yen)').count()).toBe(0);
    expect(await page.getByTestId('payment-counts-for').innerText()).toBe('¥100,000');

    // Dollars: the yen are asked for, required, with what they come to at today's rate.
    const usd = await rateOf('USD');
    await field(page, 'Currency *').selectOption('USD');
    await field(page, 'Amount received *').fill('300.00');
    const counts = field(page, 'Counts for (yen) *');
    await expect.poll(() => counts.getAttribute('placeholder')).toBe(money(Math.round(300 / usd)));
    expect(await page.locator('#creditedJpy-hint').innerText()).toBe(`What our bank credited. At today’s rate of ¥${(1 / usd).toFixed(2)} per USD 1, about ${money(Math.round(300 / usd))}.`);
    await field(page, 'Bank reference *').fill('FT26336-00777');

    // Refused without the yen: the message on the field, and what was typed is still there to correct.
    await page.getByRole('button', { name: 'Check the payment' }).click();
    await expect.poll(() => page.locator('#creditedJpy-error').innerText()).toBe('Enter the yen this payment counts for: what our bank credited for it.');
    expect(await field(page, 'Amount received *').inputValue()).toBe('300.00');
    expect(await field(page, 'Currency *').inputValue()).toBe('USD');
    expect(await field(page, 'Bank reference *').inputValue()).toBe('FT26336-00777');

    // Recorded: the form is empty again, so that the same figures are not sent a second time.
    await counts.fill('45,000');
    await page.getByRole('button', { name: 'Check the payment' }).click();
    await expect.poll(() => page.getByTestId('payment-preview').innerText()).toContain('USD 300.00 received on');
    await page.getByRole('button', { name: 'Record the payment' }).click();
    await expect.poll(() => page.getByTestId('saved').innerText()).toBe('Payment recorded and the buyer told.');
    expect(await page.getByTestId('order-status').innerText()).toBe('Part paid');
    expect(await field(page, 'Amount received *').inputValue()).toBe('');
    expect(await field(page, 'Currency *').inputValue()).toBe('JPY');
    expect(await field(page, 'Bank reference *').inputValue()).toBe('');
    expect(await page.getByTestId('payment-preview').count()).toBe(0);

    // The balance and ¥5,000 more, in yen: paid in full with a credit; no form any more, the reversal kept.
    await field(page, 'Amount received *').fill(String(total - 45_000 + 5_000));
    await field(page, 'Bank reference *').fill('FT26340-22800');
    await page.getByRole('button', { name: 'Check the payment' }).click();
    await expect.poll(() => page.getByTestId('payment-preview').innerText()).toContain(`The order is then paid in full, with ¥5,000 over the total to settle with the buyer: the car is marked sold.`);
    await page.getByRole('button', { name: 'Record the payment' }).click();
    await expect.poll(() => page.getByTestId('order-status').innerText()).toBe('Paid');
    expect(await page.getByTestId('payment-form').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Check the payment' }).count()).toBe(0);
    expect(await page.getByTestId('payment-closed').innerText()).toMatch(
      /^Paid in full on \d{1,2} \w+ \d{4}, with a credit of ¥5,000 over the total to settle with the buyer: nothing more is due, so no payment is recorded here\./,
    );
    expect(await page.getByTestId('order-payments').getByRole('button', { name: 'Reverse' }).count()).toBe(2);
    expect(await axeViolations(page)).toEqual([]);

    // The yen entry reversed: awaiting its balance again, and the form is back.
    const row = page.getByTestId('order-payments').locator('tr', { hasText: 'FT26340-22800' });
    await row.getByPlaceholder('Reason to reverse').fill('Credited to the wrong order by the bank');
    await row.getByRole('button', { name: 'Reverse' }).click();
    await expect.poll(() => page.getByTestId('order-status').innerText()).toBe('Part paid');
    expect(await page.getByTestId('payment-form').count()).toBe(1);
    expect(await page.getByTestId('order-money').innerText()).toBe(`Total ${money(total)} · received ¥45,000 · balance ${money(total - 45_000)}`);
    await context.close();
  });
});

describe('setting up the authenticator app', () => {
  it('shows the same key after a reload until it is confirmed, and a new one once the set-up is cancelled and begun again', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en/user/signin?redirectTo=${encodeURIComponent('/admin')}`);
    await page.getByLabel('E-mail', { exact: true }).fill(STAFF.cashier);
    await page.getByLabel('Password').fill(STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('admin-needs-2fa').waitFor();
    await page.goto(`${baseUrl}/en/user/account-details/change-signin-details`);
    const section = page.getByTestId('two-factor');

    /** Asks for the e-mailed code and begins the set-up with it; the key shown. */
    const begin = async () => {
      const before = mailsTo(dataDir, STAFF.cashier).length;
      await section.getByRole('button', { name: 'E-mail me a code' }).click();
      await section.getByLabel('Code from the e-mail').fill(await setupCodeMailed(dataDir, STAFF.cashier, before));
      await section.getByLabel('Current password').fill(STAFF_PASSWORD);
      await section.getByRole('button', { name: 'Turn on' }).click();
      return section.getByTestId('totp-key').innerText();
    };
    const backupCodes = () => section.locator('ul li').allInnerTexts();

    const first = await begin();
    const codes = await backupCodes();
    expect(codes).toHaveLength(10);
    // The app has scanned the key; the page is reloaded before the code is typed: the same key and codes.
    await page.reload();
    expect(await section.getByTestId('totp-key').innerText()).toBe(first);
    expect(await backupCodes()).toEqual(codes);
    expect(await section.getByRole('button', { name: 'E-mail me a code' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // Cancelled: the key is gone and the set-up starts from the e-mailed code; begun again, a new key.
    await section.getByRole('button', { name: 'Cancel the set-up' }).click();
    await expect.poll(() => section.innerText()).toContain('The set-up is cancelled: its key no longer works, and the authenticator app is still off.');
    expect(await section.getByTestId('totp-key').count()).toBe(0);
    const second = await begin();
    expect(second).not.toBe(first);
    await page.reload();
    expect(await section.getByTestId('totp-key').innerText()).toBe(second);

    // The app's code for the key shown after the reload turns it on.
    await section.getByLabel('6-digit code').fill(totp(second));
    await section.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => section.innerText()).toContain('The authenticator app is on.');
    await page.reload();
    expect(await section.getByTestId('totp-key').count()).toBe(0);
    expect(await section.getByTestId('staff-sign-in-again').count()).toBe(1);
    await context.close();
  });
});
