// The clerk's order page in a real browser against the real server (issue 38 point 6): a buyer orders a car
// delivered to Nairobi, sales record the payment and a shipping step through the back office, and the
// order's page then shows the e-mail the buyer was sent with its delivery (the job queue's worker sent it to
// the outbox) and each step with the clerk who recorded it. The page passes axe's checks. Sales then take
// the car on to its delivery, and the buyer's page says where it truly is: delivered, each step on its day.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signUpAndConfirm } from './accounts.ts';
import { launchBrowser, whenHydrated, axeViolations as violations } from './browser.ts';
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
    // Delivered on to Nairobi, past the port of Mombasa: the city as the vehicle page's form offers it.
    await buyer.goto(`${baseUrl}/en/stocklist/${stockNumber}`);
    await whenHydrated(buyer);
    const priceForm = buyer.getByTestId('price-calculator');
    await priceForm.getByLabel('Destination country').selectOption('Kenya');
    await priceForm.getByLabel('Deliver to').selectOption({ label: 'Nairobi (road carrier)' });
    await expect.poll(() => priceForm.innerText()).toContain('Total price to Nairobi');
    const nairobi = await priceForm.getByLabel('Deliver to').inputValue();
    await buyer.goto(`${baseUrl}/en/user/orders/new?stockNumber=${stockNumber}&country=Kenya&terms=cif&city=${nairobi}&option=Insurance&currency=JPY`);
    expect(await buyer.getByTestId('order-quote').innerText()).toContain('CIF Mombasa, Kenya, delivered to Nairobi');
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
    const orderPath = new URL(buyer.url()).pathname;
    // The port in its own country, then the city: never "Nairobi, Mombasa, Kenya".
    expect(await buyer.getByTestId('order-place').innerText()).toBe('CIF Mombasa, Kenya, delivered to Nairobi');

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

    // On to Nairobi: each step recorded today, the arrival expected until it is recorded, then its day only.
    const japanDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(at);
    const dayText = (at: Date) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Tokyo', day: 'numeric', month: 'long', year: 'numeric' }).format(at);
    const record = async (step: string, done = step) => {
      await page.getByRole('button', { name: `Record: ${step}` }).click();
      await expect.poll(() => page.getByTestId('order-shipping').innerText()).toContain(`✓ ${done}`);
    };
    await record('Shipping arrangements started');
    await page.getByLabel('Ship name *').fill('MV Lake Victoria');
    await page.getByLabel('Departure *').fill(japanDay(new Date()));
    await page.getByLabel('Estimated arrival *').fill(japanDay(new Date(Date.now() + 23 * 86_400_000)));
    await record('Vessel departed');
    expect(await page.getByTestId('order-vessel').innerText()).toContain(`departed ${japanDay(new Date())} · expected about ${japanDay(new Date(Date.now() + 23 * 86_400_000))} (estimate)`);
    const shipped = await buyerContext.newPage();
    await shipped.goto(`${baseUrl}${orderPath}`);
    expect(await shipped.getByTestId('order-status').innerText()).toBe('Shipped');
    expect(await shipped.getByTestId('order-timeline').locator('li[data-step=arrived]').innerText()).toContain(`Expected in Mombasa around ${dayText(new Date(Date.now() + 23 * 86_400_000))}`);
    await shipped.close();
    await record('Arrived at the port');
    expect(await page.getByTestId('order-vessel').innerText()).toMatch(new RegExp(`arrived ${japanDay(new Date())}$`));
    await record('Cleared through customs');
    await record('Handed to the inland carrier');
    await record('Delivered', 'Delivered in Nairobi');
    await context.close();

    // The buyer's page says where the car truly is: delivered, each step on the day it was recorded, the arrival with no estimate beside it.
    const delivered = await buyerContext.newPage();
    await delivered.goto(`${baseUrl}${orderPath}`);
    expect(await delivered.getByTestId('order-status').innerText()).toBe('Delivered');
    const timeline = delivered.getByTestId('order-timeline');
    expect(await timeline.locator('li[data-done=true]').count()).toBe(9);
    for (const step of ['details', 'arrangements', 'departure', 'arrived', 'cleared', 'handed', 'delivered']) expect(await timeline.locator(`li[data-step=${step}]`).innerText()).toContain(dayText(new Date()));
    expect(await timeline.innerText()).not.toMatch(/Expected|around/);
    await delivered.goto(`${baseUrl}/en/user/orders`);
    expect(await delivered.getByTestId('order-row').filter({ hasText: orderNumber }).getByTestId('order-row-status').innerText()).toBe('Delivered');
    await buyerContext.close();
  });
});
