// The clerk's order page in a real browser against the real server (issue 38 point 6): a buyer orders a car,
// sales record the payment and a shipping step through the back office, and the order's page then shows the
// e-mail the buyer was sent with its delivery (the job queue's worker sent it to the outbox) and each step
// with the clerk who recorded it. The page passes axe's checks.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signUpAndConfirm } from './accounts.ts';
import { launchBrowser, axeViolations as violations } from './browser.ts';
import { kenyanCars } from './kenyan-cars.ts';
import { STAFF } from './staff-accounts.ts';
import { signInStaff } from './staff-session.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let stockNumber: string;

beforeAll(async () => {
  browser = await launchBrowser();
  // A car Kenya may import that no other browser test orders.
  stockNumber = (await kenyanCars(20)).at(-7)!;
});

afterAll(async () => {
  await browser?.close();
});


describe('the clerk’s order page', () => {
  it('shows the e-mails sent to the buyer with their delivery, and each step with the clerk who recorded it', async () => {
    // The buyer orders the car.
    const buyerContext = await browser.newContext();
    const buyer = await buyerContext.newPage();
    const buyerEmail = `history-${Date.now()}@example.com`;
    await signUpAndConfirm(buyer, buyerEmail, 'Achieng');
    await buyer.goto(`${baseUrl}/en/user/orders/new?stockNumber=${stockNumber}&country=Kenya&terms=cif&option=Insurance&currency=JPY`);
    const form = buyer.getByTestId('order-form');
    await form.getByLabel('Consignee name').fill('Achieng Imports');
    await form.getByLabel('Phone').fill('+254 700 333 444');
    await form.getByLabel('Address').fill('Moi Avenue 40, Mombasa');
    await form.getByLabel('Country').selectOption('Kenya');
    await form.getByRole('button', { name: 'Place the order' }).click();
    await buyer.waitForURL(/\/en\/user\/orders\/[0-9a-f-]{36}\?placed=1$/);
    // The address changes before the order's page is drawn: its notice names the order once it is.
    await expect.poll(() => buyer.getByTestId('saved').innerText()).toMatch(/Your order RO\d{6} is placed/);
    const orderNumber = /RO\d{6}/.exec(await buyer.getByTestId('saved').innerText())![0];
    await buyerContext.close();

    // Sales record the payment in full, then the first shipping step.
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInStaff(page, 'sales', { baseUrl, dataDir: inject('dataDir'), to: `/admin/orders?keyword=${orderNumber}` });
    await page.getByTestId('orders-table').getByRole('link', { name: orderNumber }).click();
    await page.waitForURL(/\/admin\/orders\/[0-9a-f-]{36}$/);
    const total = (await page.getByTestId('order-total').innerText()).replace(/\D/g, '');
    const pay = page.locator('form', { has: page.getByRole('button', { name: 'Check the payment' }) });
    await pay.getByLabel('Amount received *').fill(total);
    await pay.getByLabel('Bank reference *').fill('FT26337-55120');
    await page.getByRole('button', { name: 'Check the payment' }).click();
    await page.getByRole('button', { name: 'Record the payment' }).click();
    await expect.poll(() => page.getByTestId('order-status').innerText()).toBe('Paid');
    await page.getByRole('button', { name: 'Record: Shipping details confirmed' }).click();
    await expect.poll(() => page.getByTestId('order-shipping').innerText()).toContain('✓ Shipping details confirmed');

    // The e-mails the buyer was sent, each delivered once the job queue's worker has sent it.
    const emailRow = (subject: string) => page.getByTestId('order-emails').locator('tr', { hasText: subject });
    await expect
      .poll(
        async () => {
          await page.reload();
          return emailRow(`Order ${orderNumber}: shipping details confirmed`).innerText();
        },
        { timeout: 15_000, interval: 500 },
      )
      .toMatch(/Delivered \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/);
    expect(await emailRow(`Order ${orderNumber}: payment received`).innerText()).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\s+Delivered \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/);
    expect(await emailRow(`Your order ${orderNumber}`).getAttribute('data-state')).toBe('sent');

    // The history, in words, with who recorded each step and when.
    const history = page.getByTestId('order-history').locator('li');
    expect(await history.first().innerText()).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} UTC\\s+Ordered: the car held for the buyer\\s+by the buyer, ${buyerEmail.replace(/[.]/g, '\\.')}$`));
    expect(await history.filter({ hasText: 'Payment recorded' }).innerText()).toContain(`reference FT26337-55120; the order is paid in full\nby ${STAFF.sales}`);
    expect(await history.filter({ hasText: 'Shipping details confirmed' }).innerText()).toMatch(new RegExp(`UTC\\s+Shipping details confirmed\\s+by ${STAFF.sales.replace(/[.]/g, '\\.')}$`));
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});
