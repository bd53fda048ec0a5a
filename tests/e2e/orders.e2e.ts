// Ordering in a real browser against the real server: a buyer prices a car to Mombasa on its page, goes
// through sign-in to the order review, gives the consignee, places the order and lands on its page with
// the timeline and the payment deadline; the order is in their list; the next buyer is told the car was
// just reserved and offered similar ones. Sales record the payment, the shipping steps and the bill of
// lading, which the buyer follows, downloads and is e-mailed about. The order pages pass axe's checks. An
// admin then has new orders invoiced in US dollars: the next order keeps its dollars and rate.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { mailTextsTo, signUpAndConfirm } from './accounts.ts';
import { launchBrowser, whenHydrated, axeViolations as violations } from './browser.ts';
import { signInStaff } from './staff-session.ts';
import { kenyanCars } from './kenyan-cars.ts';
import { CARD_LINK } from './cards.ts';

const baseUrl = inject('baseUrl');
const outbox = join(inject('dataDir'), 'outbox');
let browser: Browser;
let stockNumber: string;
/** The first buyer's order page, which no one else may open. */
let orderPath: string;
let orderNumberPlaced: string;
let buyerEmail: string;
/** The buyer's browser context, kept for the staff test to look at the buyer's page afterwards. */
let buyerContext: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  // A car Kenya may import, far from the newest (other browser tests open the newest cards).
  stockNumber = (await kenyanCars(20)).at(-2)!;
});


describe('ordering a vehicle', () => {
  it('goes from the priced quote through sign-in and the review to the order’s page, and holds the car', async () => {
    const context = (buyerContext = await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en/stocklist/${stockNumber}`);
    await whenHydrated(page);
    const form = page.getByTestId('price-calculator');
    await form.getByLabel('Destination country').selectOption('Kenya');
    await form.getByTestId('price-breakdown').waitFor();
    await expect.poll(() => form.innerText()).toContain('Total price to Mombasa');
    const total = await form.getByTestId('price-total').innerText();

    // Signed out, the button leads through sign-up... here an account made first, then back to the order.
    const orderLink = page.getByRole('link', { name: 'Order this vehicle' });
    const href = (await orderLink.getAttribute('href'))!;
    expect(href).toContain(`stockNumber=${stockNumber}`);
    expect(href).toContain('country=Kenya');
    await orderLink.click();
    await page.waitForURL(/\/en\/user\/signin\?redirectTo=/);
    const email = (buyerEmail = `order-${Date.now()}@example.com`);
    await signUpAndConfirm(page, email, 'Baraka');
    await page.goto(`${baseUrl}${href}`);

    // The review: the same total, priced again by the server, and the consignee to give.
    await expect.poll(() => page.locator('h1').innerText()).toBe('Review your order');
    expect(await page.getByTestId('order-total').innerText()).toBe(total);
    expect(await page.getByTestId('order-quote').innerText()).toContain('CIF Mombasa, Kenya');
    expect(await violations(page)).toEqual([]);
    const order = page.getByTestId('order-form');
    await order.getByRole('button', { name: 'Place the order' }).click();
    // The consignee starts as the buyer gave themselves at sign-up; the address they did not give.
    expect(await order.getByLabel('Consignee name').inputValue()).toBe('Baraka Tester');
    await expect.poll(() => page.getByText('Address is a required field').count()).toBe(1);
    await order.getByLabel('Consignee name').fill('Baraka Motors Ltd');
    await order.getByLabel('Phone').fill('+254 700 111 222');
    await order.getByLabel('Address').fill('Moi Avenue 12, Mombasa');
    await order.getByLabel('Country').selectOption('Kenya');
    await order.getByRole('button', { name: 'Place the order' }).click();

    // The order's page: placed, held until the deadline, the first step done.
    await page.waitForURL(/\/en\/user\/orders\/[0-9a-f-]{36}\?placed=1$/);
    await expect.poll(() => page.getByTestId('saved').innerText()).toMatch(/^Thank you\. Your order RO\d{6} is placed and the car is held for you until .+\.$/);
    const orderNumber = /RO\d{6}/.exec(await page.locator('h1').innerText())![0];
    orderPath = new URL(page.url()).pathname;
    orderNumberPlaced = orderNumber;
    expect(await page.getByTestId('order-status').innerText()).toBe('Awaiting payment');
    // The thing to do, prominent, in the yen the invoice asks for; the buyer's shillings only beside it.
    const pay = await page.getByTestId('order-pay').innerText();
    expect(pay).toMatch(/^Pay ¥[\d,]+ by \d+ \w+ \d{4}$/);
    expect(await page.getByTestId('order-pay').evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(20);
    expect(await page.getByTestId('order-pay-about').innerText()).toMatch(/^About KES\s?[\d,]+ at the rate of \d+ \w+ \d{4}\.$/);
    expect(await page.getByTestId('order-place').innerText()).toBe('CIF Mombasa, Kenya');
    expect(await page.getByTestId('order-timeline').locator('li[data-done=true]').count()).toBe(1);
    expect(await page.getByTestId('order-timeline').locator('li[aria-current=step]').innerText()).toContain('Payment received');
    expect(await page.getByTestId('order-total').innerText()).toBe(total);
    expect(await page.getByTestId('order-consignee').innerText()).toContain('Baraka Motors Ltd');
    expect(await violations(page)).toEqual([]);
    // Kenya brought its shillings to the quote; what is paid is yen, said beside the total.
    expect(total).toMatch(/^KES\s?[\d,]+$/);
    const yen = /(¥[\d,]+) · You pay in Japanese yen; KES is shown at the rate of \d+ \w+ \d{4}\./.exec(await page.locator('main').innerText())?.[1];
    expect(yen).toBeDefined();
    expect(pay).toContain(`Pay ${yen} by`);

    // The proforma invoice, in the yen to pay: the items, the total, the account to pay into and the code to check it by.
    await page.getByRole('link', { name: 'Proforma invoice' }).click();
    await page.waitForURL(/\/invoice$/);
    expect(await page.getByTestId('invoice-total').innerText()).toBe(yen);
    expect(await page.getByTestId('invoice-bank').innerText()).toContain('0123456');
    const code = await page.getByTestId('invoice-code').innerText();
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{2}$/);
    expect(await violations(page)).toEqual([]);
    // On a phone the code is read (and typed) in one piece, never broken at a dash, and the address beside it stays on the page.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.getByTestId('invoice-code').evaluate((el) => el.getClientRects().length)).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 720 });
    // The same invoice as a PDF, for the buyer only.
    const pdfPath = (await page.getByTestId('invoice-pdf').getAttribute('href'))!;
    const pdf = await context.request.get(`${baseUrl}${pdfPath}`);
    expect([pdf.status(), pdf.headers()['content-type']]).toEqual([200, 'application/pdf']);
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await (await browser.newContext()).request.get(`${baseUrl}${pdfPath}`, { maxRedirects: 0 })).status()).toBe(302);
    // Anyone holding it can check it on the public page, signed out too; a forged code is refused.
    const stranger = await browser.newPage();
    await stranger.goto(`${baseUrl}/fr/verify-invoice`);
    await stranger.getByLabel('Code de la facture').fill(code.toLowerCase().replace(/-/g, ' '));
    await stranger.getByRole('button', { name: 'Vérifier' }).click();
    await expect.poll(() => stranger.getByTestId('verify-result').innerText()).toContain(orderNumber);
    expect(await stranger.getByTestId('verify-result').innerText()).toContain('0123456');
    await stranger.goto(`${baseUrl}/en/verify-invoice?code=AAAA-BBBB-CC`);
    expect(await stranger.locator('main').innerText()).toContain('No invoice of ours has this code. Do not pay it: call us.');
    await stranger.close();
    await page.goBack();

    // The confirmation reaches the buyer through the job queue's outbox: the order, the link, no bank details.
    await expect
      .poll(() => {
        const files = readdirSync(outbox).filter((f) => f.endsWith(`-${email}.eml`));
        // Quoted-printable: soft line breaks undone.
        const mails = files.map((f) => readFileSync(join(outbox, f), 'utf8').replace(/=\r?\n/g, ''));
        return mails.find((m) => m.includes(`Subject: Your order ${orderNumber}`)) ?? '';
      })
      .toContain('Our bank details are only in your account and on the invoice, never in an e-mail.');
    // It says what is true: the invoice is ready now, at its link, with the amount and the deadline.
    const placedMail = mailTextsTo(email).find((m) => m.subject.startsWith(`Your order ${orderNumber}`))!.text;
    expect(placedMail).toContain(`Your proforma invoice is ready in your account: pay ${yen} by bank transfer by`);
    expect(placedMail).toContain(`Your proforma invoice: ${baseUrl}${orderPath}/invoice`);
    expect(placedMail).not.toContain('shortly');
    for (const file of readdirSync(outbox).filter((f) => f.endsWith(`-${email}.eml`))) expect(readFileSync(join(outbox, file), 'utf8')).not.toContain('0123456');

    // In the buyer's list, and the consignee is in their account for next time.
    await page.goto(`${baseUrl}/en/user/orders`);
    const row = page.getByTestId('order-row').filter({ hasText: orderNumber });
    expect(await row.innerText()).toContain(stockNumber);
    expect(await row.getByTestId('order-row-status').innerText()).toBe('Awaiting payment');
    expect(await violations(page)).toEqual([]);
    await page.goto(`${baseUrl}/en/user/orders?type=Sold`);
    expect(await page.getByTestId('orders-empty').isVisible()).toBe(true);
    await page.goto(`${baseUrl}/en/user/account-details/change-consignee-details`);
    expect(await page.locator('input[name=consigneeName]').inputValue()).toBe('Baraka Motors Ltd');

    // The car is held: its page no longer offers it for order.
    await page.goto(`${baseUrl}/en/stocklist/${stockNumber}`);
    expect(await page.getByTestId('vehicle-status').innerText()).toBe('On hold');
    expect(await page.getByTestId('order-vehicle').count()).toBe(0);
  });

  it('tells a buyer who comes too late that the car was just reserved, with similar vehicles, and another buyer’s order is not theirs to see', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signUpAndConfirm(page, `late-${Date.now()}@example.com`, 'Daudi');
    // A link to order the car, from before the first buyer ordered it.
    await page.goto(`${baseUrl}/en/user/orders/new?stockNumber=${stockNumber}&country=Kenya&terms=cif&option=Insurance&currency=JPY`);
    expect(await page.getByTestId('order-refused').innerText()).toContain('This vehicle has just been reserved by another buyer');
    expect(await page.getByTestId('order-form').count()).toBe(0);
    expect(await page.getByTestId('order-similar').locator(CARD_LINK).count()).toBeGreaterThan(0);
    expect(await violations(page)).toEqual([]);
    // The first buyer's order page answers as if there were none.
    const response = await page.goto(`${baseUrl}${orderPath}`);
    expect(response!.status()).toBe(404);
    await context.close();
  });

  it('lets sales record the payment and the shipping in order, which the buyer follows on their order page', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInStaff(page, 'sales', { baseUrl, dataDir: inject('dataDir'), to: '/admin/orders?status=Reserved' });
    await page.getByTestId('orders-table').getByRole('link', { name: orderNumberPlaced }).click();
    await page.waitForURL(/\/admin\/orders\/[0-9a-f-]{36}$/);
    expect(await page.getByTestId('order-status').innerText()).toBe('Awaiting payment');
    expect(await violations(page)).toEqual([]);
    // A deposit came in: more time to pay, with the reason.
    const deadline = await page.getByTestId('order-deadline').innerText();
    const extend = page.locator('form', { has: page.getByRole('button', { name: 'Move the deadline' }) });
    await extend.getByLabel('Days to add *').selectOption('3');
    await extend.getByLabel('Reason *').fill('USD 300 deposit received');
    await page.getByRole('button', { name: 'Move the deadline' }).click();
    await expect.poll(() => page.getByTestId('saved').innerText()).toBe('Payment deadline moved: the buyer is told the new date.');
    expect(await page.getByTestId('order-deadline').innerText()).not.toBe(deadline);
    // A USD 300 deposit: checked first, shown, then recorded; the order is part paid.
    const total = Number((await page.getByTestId('order-total').innerText()).replace(/\D/g, ''));
    const money = (n: number) => `¥${n.toLocaleString('en-US')}`;
    const pay = page.locator('form', { has: page.getByRole('button', { name: 'Check the payment' }) });
    await pay.getByLabel('Amount received *').fill('300.00');
    await pay.getByLabel('Currency *').selectOption('USD');
    await pay.getByLabel('Bank reference *').fill('FT26336-00912');
    await page.getByRole('button', { name: 'Check the payment' }).click();
    await expect.poll(() => page.locator('#creditedJpy-error').innerText()).toBe('Enter the yen this payment counts for: what our bank credited for it.');
    await pay.getByLabel('Counts for (yen)').fill('45,000');
    await page.getByRole('button', { name: 'Check the payment' }).click();
    await expect.poll(() => page.getByTestId('payment-preview').innerText()).toContain('USD 300.00 received on');
    expect(await page.getByTestId('payment-preview').innerText()).toContain(`Received then ¥45,000 of ${money(total)}; balance ${money(total - 45_000)}.`);
    // Nothing is recorded until it is confirmed.
    expect(await page.getByTestId('order-money').innerText()).toBe(`Total ${money(total)} · received ¥0 · balance ${money(total)}`);
    await page.getByRole('button', { name: 'Record the payment' }).click();
    await expect.poll(() => page.getByTestId('saved').innerText()).toBe('Payment recorded and the buyer told.');
    expect(await page.getByTestId('order-status').innerText()).toBe('Part paid');
    expect(await page.getByTestId('order-money').innerText()).toBe(`Total ${money(total)} · received ¥45,000 · balance ${money(total - 45_000)}`);
    expect(await page.getByTestId('order-payments').innerText()).toContain('FT26336-00912');
    // The buyer's order page and invoice say what is true: part paid, the balance by the deadline.
    const seen = await buyerContext.newPage();
    await seen.goto(`${baseUrl}${orderPath}`);
    expect(await seen.getByTestId('order-status').innerText()).toBe('Part paid');
    expect(await seen.getByTestId('order-pay').innerText()).toMatch(new RegExp(`^Pay the balance of ${money(total - 45_000)} by \\d+ \\w+ \\d{4}$`));
    expect(await seen.getByTestId('order-deadline').innerText()).toContain(`Received so far: ¥45,000 of ${money(total)}.`);
    await seen.goto(`${baseUrl}${orderPath}/invoice`);
    expect(await seen.getByTestId('invoice-received').innerText()).toMatch(/^Received .+ \(USD 300\.00\)\s+−¥45,000$/);
    expect(await seen.getByTestId('invoice-balance').innerText()).toMatch(new RegExp(`^Balance due\\s+${money(total - 45_000)}$`));
    expect(await seen.getByTestId('invoice-statement').innerText()).toMatch(new RegExp(`^Pay ${money(total - 45_000)} by bank transfer`));
    // The balance in yen: paid in full.
    await pay.getByLabel('Amount received *').fill(String(total - 45_000));
    await pay.getByLabel('Currency *').selectOption('JPY');
    await pay.getByLabel('Bank reference *').fill('FT26340-11400');
    await page.getByRole('button', { name: 'Check the payment' }).click();
    await expect.poll(() => page.getByTestId('payment-preview').innerText()).toContain('The order is then paid in full: the car is marked sold.');
    await page.getByRole('button', { name: 'Record the payment' }).click();
    // The same notice as for the deposit: the status tells this answer from the last.
    await expect.poll(() => page.getByTestId('order-status').innerText()).toBe('Paid');
    expect(await page.getByTestId('saved').innerText()).toBe('Payment recorded and the buyer told.');
    expect(await page.getByTestId('order-paid').innerText()).toMatch(/^Paid in full on \d+ \w+ \d{4}\.$/);
    await seen.reload();
    expect(await seen.getByTestId('invoice-statement').innerText()).toMatch(/^Paid in full on .+: nothing more is due on this invoice\.$/);
    expect(await seen.getByTestId('invoice-balance').innerText()).toMatch(/^Balance due\s+¥0$/);
    const { extractText } = await import('unpdf');
    const pdf = await seen.request.get(`${baseUrl}${orderPath}/invoice.pdf`);
    const { text } = await extractText(new Uint8Array(await pdf.body()), { mergePages: true });
    expect(text.replace(/\s+/g, ' ')).toMatch(/Paid in full on .+: nothing more is due on this invoice\./);
    expect(text).not.toContain('Pay ¥');
    await seen.close();
    for (const step of ['Shipping details confirmed', 'Shipping arrangements started']) {
      await page.getByRole('button', { name: `Record: ${step}` }).click();
      await expect.poll(() => page.getByTestId('order-shipping').innerText()).toContain(`✓ ${step}`);
    }
    // The departure needs its vessel: refused on its fields, then recorded.
    await page.getByRole('button', { name: 'Record: Vessel departed' }).click();
    await expect.poll(() => page.locator('#shipName-error').innerText()).toBe('Ship name is a required field');
    await page.getByLabel('Ship name *').fill('MV Morning Cara');
    await page.getByLabel('MMSI').fill('563012345');
    // The order was placed today, and no vessel leaves before its order or after today: today, in Japan.
    const japanDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(at);
    await page.getByLabel('Departure *').fill(japanDay(new Date()));
    await page.getByLabel('Estimated arrival *').fill(japanDay(new Date(Date.now() + 23 * 86_400_000)));
    await page.getByRole('button', { name: 'Record: Vessel departed' }).click();
    await expect.poll(() => page.getByTestId('order-shipping').innerText()).toContain('✓ Vessel departed');
    // The bill of lading, uploaded for the buyer: a web page passed off as one is refused, a PDF taken.
    await page.getByLabel('Document *').selectOption('BillOfLading');
    await page.getByLabel('File *').setInputFiles({ name: 'bl.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html>not a bill of lading</html>') });
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect.poll(() => page.locator('#document-file-error').innerText()).toBe('A document must be a PDF, JPEG or PNG file.');
    await page.getByLabel('File *').setInputFiles({ name: `BL ${orderNumberPlaced}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% bill of lading ${orderNumberPlaced}\n%%EOF\n`) });
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect.poll(() => page.getByTestId('saved').innerText()).toBe('Document saved: the buyer can download it and is told by e-mail.');
    expect(await page.getByTestId('order-documents').innerText()).toContain(`Bill of lading\nBL ${orderNumberPlaced}.pdf`);
    expect(await violations(page)).toEqual([]);
    await context.close();

    // The buyer's page: shipped, not just paid; the steps with their days, the vessel with its tracking link; their list has it as bought.
    const buyer = await buyerContext.newPage();
    await buyer.goto(`${baseUrl}${orderPath}`);
    expect(await buyer.getByTestId('order-status').innerText()).toBe('Shipped');
    expect(await buyer.getByTestId('order-timeline').locator('li[data-done=true]').count()).toBe(5);
    const todayText = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Tokyo', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date());
    for (const step of ['details', 'arrangements', 'departure']) expect(await buyer.getByTestId('order-timeline').locator(`li[data-step=${step}]`).innerText()).toContain(todayText);
    expect(await buyer.getByTestId('order-vessel').innerText()).toContain('On MV Morning Cara to Mombasa');
    expect(await buyer.getByRole('link', { name: 'Track the vessel' }).getAttribute('href')).toContain('mmsi:563012345');
    // The bill of lading, downloaded from the order's page by the buyer; nobody signed out gets it.
    const documentLink = buyer.getByTestId('order-documents').getByRole('link', { name: 'Bill of lading' });
    expect(await violations(buyer)).toEqual([]);
    const documentHref = (await documentLink.getAttribute('href'))!;
    const file = await buyer.request.get(`${baseUrl}${documentHref}`);
    expect([file.status(), file.headers()['content-type'], file.headers()['content-disposition']]).toEqual([200, 'application/pdf', `attachment; filename="BL ${orderNumberPlaced}.pdf"; filename*=UTF-8''BL%20${orderNumberPlaced}.pdf`]);
    expect((await file.body()).toString()).toContain(`% bill of lading ${orderNumberPlaced}`);
    const stranger = await browser.newContext();
    const refused = await stranger.request.get(`${baseUrl}${documentHref}`, { maxRedirects: 0 });
    expect([refused.status(), refused.headers()['location']]).toEqual([302, `/en/user/signin?redirectTo=${encodeURIComponent(documentHref)}`]);
    await stranger.close();
    await buyer.goto(`${baseUrl}/en/user/orders?type=Sold`);
    expect(await buyer.getByTestId('order-row').filter({ hasText: orderNumberPlaced }).getByTestId('order-row-status').innerText()).toBe('Shipped');
    // And each step reached them by e-mail.
    await expect
      .poll(() => readdirSync(outbox).filter((f) => f.endsWith(`-${buyerEmail}.eml`)).map((f) => /^Subject: (.+)$/m.exec(readFileSync(join(outbox, f), 'utf8'))![1]!))
      .toEqual(
        expect.arrayContaining([
          expect.stringMatching(new RegExp(`^Order ${orderNumberPlaced}: you have until .+ to pay$`)),
          `Order ${orderNumberPlaced}: USD 300.00 received`,
          `Order ${orderNumberPlaced}: payment received`,
          `Order ${orderNumberPlaced}: shipping details confirmed`,
          `Order ${orderNumberPlaced}: shipping arrangements started`,
          `Order ${orderNumberPlaced}: the vessel has left`,
          `Order ${orderNumberPlaced}: your bill of lading is ready`,
        ]),
      );
    // The departure's e-mail gives its day and the arrival, said as the estimate it is.
    const departed = mailTextsTo(buyerEmail).find((m) => m.subject === `Order ${orderNumberPlaced}: the vessel has left`)!.text;
    const inDays = (days: number) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Tokyo', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(Date.now() + days * 86_400_000));
    expect(departed.replace(/\s+/g, ' ')).toContain(`It left on ${inDays(0)} and is expected at Mombasa around ${inDays(23)}: that is the shipping line’s estimate`);
    await buyerContext.close();
  });

  it('invoices in US dollars once an admin chooses it: the order keeps its dollars and rate, whatever the rates and the setting do next', async () => {
    const staff = await browser.newContext();
    const admin = await staff.newPage();
    await signInStaff(admin, 'admin', { baseUrl, dataDir: inject('dataDir'), to: '/admin/rates' });
    const setting = admin.getByTestId('invoice-currency');
    await setting.getByLabel('US dollars (USD)').check();
    await setting.getByRole('button', { name: 'Save the invoice currency' }).click();
    await expect.poll(() => admin.getByTestId('saved').innerText()).toBe('New orders are now invoiced in US dollars; orders already placed keep their invoice.');
    const usdRow = admin.getByTestId('rates-row').filter({ hasText: 'USD' });
    const setRate = async (yen: string) => {
      await usdRow.getByLabel('Yen for one USD').fill(yen);
      await usdRow.getByRole('button', { name: 'Set' }).click();
      await expect.poll(() => admin.getByTestId('saved').innerText()).toBe('USD saved: quotes use it within a second.');
    };
    await setRate('150');
    try {
      const context = await browser.newContext();
      const page = await context.newPage();
      await signUpAndConfirm(page, `dollars-${Date.now()}@example.com`, 'Zawadi');
      const car = (await kenyanCars(20)).at(-3)!;
      // The vehicle page says so first, signed in and signed out.
      for (const viewer of [page, await browser.newPage()]) {
        await viewer.goto(`${baseUrl}/en/stocklist/${car}?country=Kenya`);
        await expect.poll(() => viewer.getByTestId('price-invoiced-note').innerText()).toMatch(/^You pay US\$[\d,]+\.\d{2} in US dollars, at today’s ¥150\.00 per US\$1/);
      }
      await page.goto(`${baseUrl}/en/user/orders/new?stockNumber=${car}&country=Kenya&terms=cif&option=Insurance&currency=JPY`);
      // The review says the dollars to pay at today's rate, before the order.
      await expect.poll(() => page.getByTestId('order-invoice-note').innerText()).toMatch(/^You pay US\$[\d,]+\.\d{2} in US dollars, at today’s ¥150\.00 per US\$1, fixed on your invoice when you place the order\.$/);
      const yenTotal = Number((await page.getByTestId('order-total').innerText()).replace(/\D/g, ''));
      const dollars = `US$${(Math.round((yenTotal / 150) * 100) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
      const order = page.getByTestId('order-form');
      await order.getByLabel('Consignee name').fill('Zawadi Traders');
      await order.getByLabel('Phone').fill('+254 700 333 444');
      await order.getByLabel('Address').fill('Nkrumah Road 5, Mombasa');
      await order.getByLabel('Country').selectOption('Kenya');
      await order.getByRole('button', { name: 'Place the order' }).click();
      await page.waitForURL(/\/en\/user\/orders\/[0-9a-f-]{36}\?placed=1$/);
      const path = new URL(page.url()).pathname;
      await expect.poll(() => page.locator('h1').innerText()).toMatch(/RO\d{6}/);
      const orderNumber = /RO\d{6}/.exec(await page.locator('h1').innerText())![0];
      await expect.poll(() => page.getByTestId('order-invoice-note').innerText()).toMatch(new RegExp(`^${dollars.replace(/[$.]/g, '\\$&')} · Invoiced in US dollars at ¥150\\.00 per US\\$1 on \\d+ \\w+ \\d{4}\\.$`));

      // The rate moves and the setting goes back to yen: the invoice stays in the dollars it was issued in.
      await setRate('160');
      await setting.getByLabel('Yen (JPY)').check();
      await setting.getByRole('button', { name: 'Save the invoice currency' }).click();
      await expect.poll(() => admin.getByTestId('saved').innerText()).toBe('New orders are now invoiced in yen; orders already placed keep their invoice.');
      await page.goto(`${baseUrl}${path}/invoice`);
      expect(await page.getByTestId('invoice-total').innerText()).toBe(dollars);
      expect(await page.getByTestId('invoice-rate').innerText()).toMatch(/^Invoiced in US dollars at ¥150\.00 per US\$1 on \d+ \w+ \d{4}\.$/);
      expect(await page.getByTestId('invoice-statement').innerText()).toMatch(new RegExp(`^Pay ${dollars.replace(/[$.]/g, '\\$&')} by bank transfer`));
      expect(await violations(page)).toEqual([]);
      const { extractText } = await import('unpdf');
      const pdf = await context.request.get(`${baseUrl}${path}/invoice.pdf`);
      const { text } = await extractText(new Uint8Array(await pdf.body()), { mergePages: true });
      expect(text.replace(/\s+/g, ' ')).toMatch(/Invoiced in US dollars at ¥150\.00 per US\$1 on \d+ \w+ \d{4}\./);
      expect(text).toContain(dollars);
      // The clerk's view: the balance in dollars.
      await admin.goto(`${baseUrl}/admin/orders?status=Reserved`);
      await admin.getByTestId('orders-table').getByRole('link', { name: orderNumber }).click();
      await admin.waitForURL(/\/admin\/orders\/[0-9a-f-]{36}$/);
      expect(await admin.getByTestId('order-money').innerText()).toBe(`Total ${dollars} · received US$0.00 · balance ${dollars}`);
      expect(await admin.getByTestId('order-invoice-currency').innerText()).toContain('Invoiced in US dollars at ¥150.00 per US$1');
      await context.close();
    } finally {
      // The other files' orders are yen, as the seed has it.
      await admin.goto(`${baseUrl}/admin/rates`);
      await admin.getByTestId('invoice-currency').getByLabel('Yen (JPY)').check();
      await admin.getByRole('button', { name: 'Save the invoice currency' }).click();
      await staff.close();
    }
  });
});
