// The inquiry popup in a real browser against the real server (production bot-check cost): opened from
// the footer and from a vehicle, checked field by field as the buyer leaves each one, sent, thanked,
// and read back from the outbox; keyboard and backdrop behaviour of the dialog; a refused bot check;
// a signed-in buyer's details filled in; the links without JavaScript.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, withAxe } from './browser.ts';
import { signInStaff } from './staff-session.ts';
import { kenyanCars } from './kenyan-cars.ts';

const baseUrl = inject('baseUrl');
const outbox = join(inject('dataDir'), 'outbox');
const SALES = 'sales@roro-motors.example';
let browser: Browser;
let stockNumber: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const listing = await (await fetch(`${baseUrl}/en/stocklist`)).text();
  stockNumber = /href="\/en\/stocklist\/(RR\d{6})"/.exec(listing)![1]!;
});

interface Mail {
  subject: string;
  replyTo: string | null;
  text: string;
}

/** Undoes RFC 2047 encoded words in a header, as a mail client shows them. */
function decodeHeader(value: string): string {
  return value.replace(/\s*\r?\n\s+/g, ' ').replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_all, kind: string, data: string) =>
    kind.toLowerCase() === 'b' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The plain-text part of an .eml written by nodemailer, with its subject and Reply-To. */
function readMail(file: string): Mail {
  const raw = readFileSync(join(outbox, file), 'utf8').replace(/\r\n/g, '\n');
  const headers = raw.slice(0, raw.indexOf('\n\n'));
  const header = (name: string) => {
    const match = new RegExp(`^${name}: (.*(?:\\n[ \\t].*)*)`, 'mi').exec(headers);
    return match ? decodeHeader(match[1]!) : null;
  };
  const part = /Content-Type: text\/plain[^\n]*\nContent-Transfer-Encoding: ([\w-]+)\n\n([\s\S]*?)\n----/i.exec(raw);
  if (!part) throw new Error(`no text part in ${file}:\n${raw}`);
  const body = part[1]!.toLowerCase() === 'quoted-printable' ? decodeQuotedPrintable(part[2]!) : part[1]!.toLowerCase() === 'base64' ? Buffer.from(part[2]!, 'base64').toString('utf8') : part[2]!;
  return { subject: header('Subject')!, replyTo: header('Reply-To'), text: body };
}

/** Messages to an address, oldest first, once at least `count` have arrived. */
async function mailsTo(address: string, count = 1): Promise<Mail[]> {
  for (let attempt = 0; attempt < 50; attempt++) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox).filter((f) => f.endsWith(`-${address}.eml`)).sort();
    } catch {
      // No mail yet.
    }
    if (files.length >= count) return files.map(readMail);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`fewer than ${count} messages to ${address} in ${outbox}`);
}

/** The sales team's copy of one buyer's inquiry: the message whose Reply-To is the buyer. */
async function salesMailFrom(buyerEmail: string): Promise<Mail> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const mail = (await mailsTo(SALES)).find((m) => m.replyTo?.includes(buyerEmail));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no sales mail from ${buyerEmail}`);
}

/** Waits until the page's scripts run: the link then announces its dialog. */
async function hydrated(page: Page, testId: string) {
  await expect.poll(() => page.getByTestId(testId).getAttribute('aria-haspopup')).toBe('dialog');
}

const dialog = (page: Page) => page.getByRole('dialog');
const errorsIn = (page: Page) => dialog(page).innerText();

/** Fills the popup's form the way a buyer does, field by field. */
async function fillInquiry(page: Page, email: string) {
  const field = (name: string) => dialog(page).locator(`[name=${name}]`);
  await field('firstName').fill('Amina');
  await field('lastName').fill('Wanjiru');
  await field('email').fill(email);
  await field('phoneNumber').fill('+254 700 000000');
  await field('countryName').selectOption('Kenya');
  await field('message').fill('Is it still available? Please quote CIF Mombasa.\nThank you.');
}

/** A buyer on the vehicle page with the popup open, every field filled and the privacy box ticked. */
async function readyToAsk(page: Page, email: string) {
  await page.goto(`${baseUrl}/en/stocklist/${stockNumber}`);
  await hydrated(page, 'vehicle-inquiry');
  await page.getByRole('link', { name: 'Inquire about this vehicle' }).click();
  await dialog(page).waitFor();
  await fillInquiry(page, email);
  await dialog(page).getByRole('checkbox').check();
}

describe('the inquiry popup', () => {
  it('opens from the footer, checks each field as it is left, sends, thanks, and e-mails both sides', async () => {
    const email = `footer-${Date.now()}@example.com`;
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/en/pages/faq`);
    await hydrated(page, 'footer-inquiry');
    await page.getByRole('link', { name: 'Write to us' }).click();
    await expect.poll(() => dialog(page).getByRole('heading').innerText()).toBe('Send us an inquiry');
    // The dialog has its name from its heading, and the first field has the focus.
    expect(await page.getByRole('dialog', { name: 'Send us an inquiry' }).count()).toBe(1);
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('firstName');
    await expect.poll(() => dialog(page).innerText()).toContain('This form is protected from spam by ALTCHA');

    // Leaving a field checks it, with the spec's words.
    await page.keyboard.press('Tab');
    await expect.poll(() => errorsIn(page)).toContain('First Name is a required field');
    await dialog(page).getByLabel('E-mail').fill('amina@');
    await dialog(page).getByLabel('E-mail').blur();
    await expect.poll(() => errorsIn(page)).toContain('Email must be a valid email');
    await dialog(page).getByLabel('Phone').fill('+254 700 000 000 000 000');
    await dialog(page).getByLabel('Phone').blur();
    await expect.poll(() => errorsIn(page)).toContain('Phone must be at most 20 characters.');
    // The message goes as soon as the field is right.
    await dialog(page).getByLabel('First name').fill('Amina');
    await expect.poll(() => errorsIn(page)).not.toContain('First Name is a required field');

    // Enter in a one-line field does not send: the untouched message would otherwise be flagged.
    await dialog(page).getByLabel('Last name').fill('Wanjiru');
    await dialog(page).getByLabel('Last name').press('Enter');
    expect(await errorsIn(page)).not.toContain('Message is a required field');
    expect(await dialog(page).isVisible()).toBe(true);

    // Sending with a field still wrong checks them all and sends nothing.
    await dialog(page).getByRole('button', { name: 'Send inquiry' }).click();
    await expect.poll(() => errorsIn(page)).toContain('Message is a required field');
    expect(await errorsIn(page)).toContain('Please read and accept the privacy policy.');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('email');

    await fillInquiry(page, email);
    await dialog(page).getByRole('checkbox', { name: /I have read and accept the privacy policy/ }).check();
    expect(await dialog(page).getByRole('link', { name: /privacy policy/ }).getAttribute('href')).toBe('/en/pages/privacy-policy');
    await dialog(page).getByRole('button', { name: 'Send inquiry' }).click();
    await expect.poll(() => page.getByTestId('toast').first().innerText()).toBe('Thank you for your inquiry. We will contact you shortly.');
    expect(await dialog(page).count()).toBe(0);
    // Focus is back on the link that opened the popup.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('footer-inquiry');

    const [acknowledgement] = await mailsTo(email);
    expect(acknowledgement!.subject).toBe('We have received your inquiry');
    expect(acknowledgement!.text).toContain('Thank you for your inquiry. We will contact you shortly.');
    const sales = await salesMailFrom(email);
    expect(sales.subject).toBe('Inquiry · Amina Wanjiru (Kenya)');
    for (const line of ['Name: Amina Wanjiru', `E-mail: ${email}`, 'Phone: +254 700 000000', 'Country: Kenya', 'Language: English (en)', 'Please quote CIF Mombasa.']) expect(sales.text).toContain(line);
    await page.close();
  });

  it('asks about a vehicle in French, with the visit’s campaign, and goes on to the thanks page', async () => {
    const email = `vehicle-${Date.now()}@example.com`;
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/fr/stocklist/${stockNumber}?campaign_code=E2E-CAMPAIGN&gclid=gclid-e2e`);
    await hydrated(page, 'vehicle-inquiry');
    await page.getByRole('link', { name: 'Demander des informations' }).click();
    await expect.poll(() => dialog(page).getByRole('heading').innerText()).toBe('Demande d’information sur ce véhicule');
    expect(await page.getByTestId('inquiry-stock-number').innerText()).toBe(stockNumber);
    await dialog(page).getByLabel('Prénom').focus();
    await dialog(page).getByLabel('Prénom').blur();
    await expect.poll(() => errorsIn(page)).toContain('Le prénom est obligatoire');

    await fillInquiry(page, email);
    await dialog(page).getByRole('checkbox', { name: /J’ai lu et j’accepte/ }).check();
    await dialog(page).getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect.poll(() => page.url()).toBe(`${baseUrl}/fr/stocklist/${stockNumber}/thanks`);
    await expect.poll(() => page.locator('h1').innerText()).toBe('Merci pour votre demande. Nous vous contacterons très prochainement.');

    const [acknowledgement] = await mailsTo(email);
    expect(acknowledgement!.subject).toBe(`Nous avons bien reçu votre demande concernant ${stockNumber}`);
    expect(acknowledgement!.text).toContain(`${baseUrl}/fr/stocklist/${stockNumber}`);
    const sales = await salesMailFrom(email);
    expect(sales.subject).toMatch(new RegExp(`^Vehicle inquiry ${stockNumber} · \\d{4} .+ · Amina Wanjiru \\(Kenya\\)$`));
    for (const line of [`${baseUrl}/en/stocklist/${stockNumber}`, 'Language: French (fr)', 'Campaign code: E2E-CAMPAIGN', 'Google click id (gclid): gclid-e2e', 'Account: not signed in']) expect(sales.text).toContain(line);
    await page.close();
  });

  it('carries the quote the buyer priced to sales: in their e-mail and in the back office’s inbox', async () => {
    const email = `quote-${Date.now()}@example.com`;
    const kenyan = (await kenyanCars(1))[0]!;
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/en/stocklist/${kenyan}`);
    await hydrated(page, 'vehicle-inquiry');
    const form = page.getByTestId('price-calculator');
    await form.getByLabel('Destination country').selectOption('Kenya');
    await form.getByTestId('price-breakdown').waitFor();
    // Kenya brings its shillings; this buyer reads the price in yen, as sales' own figures are.
    await expect.poll(() => form.getByLabel('Currency').inputValue()).toBe('KES');
    await form.getByLabel('Currency').selectOption('JPY');
    await expect.poll(() => form.getByTestId('price-total').innerText()).toMatch(/^¥[\d,]+$/);
    await form.getByLabel('Deliver to').selectOption({ label: 'Nairobi (road carrier)' });
    await expect.poll(() => form.innerText()).toContain('Total price to Nairobi');
    await form.getByRole('checkbox', { name: /New battery/ }).check();
    await expect.poll(() => form.locator('[data-testid=price-breakdown] [data-item]').evaluateAll((items) => items.map((i) => i.getAttribute('data-item')))).toContain('BatteryChangePrice');
    await expect.poll(() => form.getByTestId('price-total').innerText()).toMatch(/^¥[\d,]+$/);
    const total = await form.getByTestId('price-total').innerText();

    await page.getByRole('link', { name: 'Ask about this price' }).click();
    // The popup says which price the question is about.
    await expect.poll(() => dialog(page).getByTestId('inquiry-quote-total').innerText()).toBe(total);
    await fillInquiry(page, email);
    await dialog(page).getByRole('checkbox', { name: /I have read and accept the privacy policy/ }).check();
    await dialog(page).getByRole('button', { name: 'Send inquiry' }).click();
    await expect.poll(() => page.url()).toBe(`${baseUrl}/en/stocklist/${kenyan}/thanks`);
    await page.close();

    // Sales' copy says what the buyer saw: terms, the port in its own country and the city past it, the battery, and the same total.
    const sales = await salesMailFrom(email);
    expect(sales.text).toContain('The quote the buyer saw:');
    expect(sales.text).toMatch(/CIF Mombasa, Kenya, delivered to Nairobi · (RoRo \(driven on board\)|20 ft container, on its own|Shared 40 ft high-cube container) · Marine insurance, New battery/);
    expect(sales.text).toMatch(/New battery: ¥[\d,]+/);
    expect(sales.text).toContain(`Total: ${total}`);

    // And so does the inquiry in the back office.
    const staff = await browser.newContext();
    const admin = await staff.newPage();
    await signInStaff(admin, 'sales', { baseUrl, dataDir: inject('dataDir'), to: '/admin/inbox?kind=vehicleInquiry' });
    await admin.getByTestId('inbox-list').locator('li', { hasText: email }).getByRole('link').click();
    await admin.waitForURL(/\/admin\/inbox\/[0-9a-f-]{36}$/);
    const quote = admin.getByTestId('buyer-quote');
    expect(await quote.innerText()).toContain('CIF Mombasa, Kenya, delivered to Nairobi');
    expect(await quote.innerText()).toContain('New battery');
    expect(await quote.getByTestId('quote-total').innerText()).toContain(total);
    await staff.close();
  });

  it('closes with Escape, the close button and a click on the backdrop, keeping the focus inside while open', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/en/stocklist/${stockNumber}`);
    await hydrated(page, 'vehicle-inquiry');
    const opener = page.getByTestId('vehicle-inquiry');

    await opener.click();
    await dialog(page).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('vehicle-inquiry');

    await opener.click();
    await dialog(page).waitFor();
    // Shift+Tab from the close button, the first control, goes round to the last; Tab from there comes back.
    await dialog(page).getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Send inquiry');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Close');
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog(page).count()).toBe(0);

    await opener.click();
    await dialog(page).waitFor();
    const box = (await dialog(page).boundingBox())!;
    await page.mouse.click(box.x / 2, 10);
    await expect.poll(() => dialog(page).count()).toBe(0);
    await page.close();
  });

  it('passes an accessibility check while open, with its messages showing, in the light and the dark theme', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ colorScheme });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/en/stocklist/${stockNumber}`);
      await hydrated(page, 'vehicle-inquiry');
      await page.getByRole('link', { name: 'Inquire about this vehicle' }).click();
      await dialog(page).waitFor();
      await dialog(page).getByRole('button', { name: 'Send inquiry' }).click();
      await expect.poll(() => errorsIn(page)).toContain('First Name is a required field');
      await withAxe(page);
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run(context: string, options: object): Promise<{ violations: { id: string; nodes: unknown[] }[] }> } }).axe;
        const result = await axe.run('[data-testid=inquiry-popup]', { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
        return result.violations.map((v) => `${v.id} (${v.nodes.length})`);
      });
      expect(violations, colorScheme).toEqual([]);
      await context.close();
    }
  });

  it('shows the spec’s message when the bot check fails, and sends nothing', async () => {
    const email = `bot-${Date.now()}@example.com`;
    const page = await browser.newPage();
    // A challenge altered on its way: its signature no longer matches, as with a forged token.
    await page.route('**/api/bot-check/challenge*', async (route) => {
      const challenge = await (await route.fetch()).json();
      challenge.signature = challenge.signature.replace(/^./, (c: string) => (c === '0' ? '1' : '0'));
      await route.fulfill({ json: challenge });
    });
    await readyToAsk(page, email);
    await dialog(page).getByRole('button', { name: 'Send inquiry' }).click();
    await expect.poll(() => page.getByTestId('inquiry-form-error').innerText()).toBe(
      'Invalid reCAPTCHA token. Please refresh the page and try again, or contact sales@roro-motors.example.',
    );
    expect(await dialog(page).isVisible()).toBe(true);
    expect(await dialog(page).getByRole('button', { name: 'Send inquiry' }).isEnabled()).toBe(true);
    expect(readdirSync(outbox).some((f) => f.endsWith(`-${email}.eml`))).toBe(false);
    await page.close();
  });

  it('gives up on a request that gets no answer after 10 seconds, with the spec’s message, and can send again', async () => {
    const email = `stalled-${Date.now()}@example.com`;
    const page = await browser.newPage();
    // The line stalls: the post reaches nothing and no answer comes.
    let stalled = 0;
    await page.route('**/en/inquiry', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      stalled++;
    });
    await readyToAsk(page, email);
    const send = dialog(page).locator('button[type="submit"]');
    await send.click();
    await expect.poll(() => stalled).toBe(1);
    const sentAt = Date.now();
    expect(await send.isDisabled()).toBe(true);
    expect(await send.innerText()).toBe('Sending…');
    await expect.poll(() => page.getByTestId('inquiry-form-error').textContent(), { timeout: 15_000 }).toBe('An error occurred. Please try again later.');
    expect(Date.now() - sentAt).toBeGreaterThan(9_000);
    expect(await dialog(page).isVisible()).toBe(true);
    expect(await send.isEnabled()).toBe(true);
    expect(await send.innerText()).toBe('Send inquiry');
    // The line is back: the same form goes.
    await page.unroute('**/en/inquiry');
    await send.click();
    await page.waitForURL(`${baseUrl}/en/stocklist/${stockNumber}/thanks`);
    await page.close();
  });

  it('fills in a signed-in buyer’s e-mail, names and telephone', async () => {
    const email = `member-${Date.now()}@example.com`;
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/en/user/signup`);
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Password').fill('kilimanjaro42');
    await page.locator('input[name=firstName]').fill('Joao');
    await page.locator('input[name=lastName]').fill('Silva');
    await page.locator('input[name=telephone]').fill('+258840000000');
    await page.locator('select[name=countryName]').selectOption('Mozambique');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.getByTestId('sign-up-done').waitFor();
    const [confirmation] = await mailsTo(email);
    await page.goto(/(https?:\/\/\S+?\/api\/auth\/verify-email\S+)/.exec(confirmation!.text)![1]!);
    await expect.poll(() => page.getByTestId('header-account').innerText()).toBe('My Page');

    await page.goto(`${baseUrl}/en/pages/faq`);
    await hydrated(page, 'footer-inquiry');
    await page.getByTestId('footer-inquiry').click();
    await dialog(page).waitFor();
    await expect.poll(() => dialog(page).getByLabel('E-mail').inputValue()).toBe(email);
    expect(await dialog(page).getByLabel('First name').inputValue()).toBe('Joao');
    expect(await dialog(page).getByLabel('Last name').inputValue()).toBe('Silva');
    expect(await dialog(page).getByLabel('Phone').inputValue()).toBe('+258840000000');
    expect(await dialog(page).locator('select[name=countryName]').inputValue()).toBe('Mozambique');
    await page.close();
  });

  it('without JavaScript, the footer icon leads to the contact page, and the vehicle button to it with the car named and an e-mail about it', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en/stocklist/${stockNumber}`);
    expect(await page.getByTestId('footer-inquiry').getAttribute('href')).toBe('/en/pages/contact');
    expect(await page.getByTestId('footer-inquiry').getAttribute('aria-haspopup')).toBeNull();
    await page.getByRole('link', { name: 'Inquire about this vehicle' }).click();
    await expect.poll(() => page.url()).toBe(`${baseUrl}/en/pages/contact?stockNumber=${stockNumber}`);
    expect(await page.locator('h1').innerText()).toMatch(/contact/i);
    const asked = page.getByTestId('contact-asked-about');
    expect(await asked.innerText()).toContain(`You are asking about vehicle ${stockNumber}.`);
    expect(await asked.getByRole('link').getAttribute('href')).toBe(`mailto:sales@roro-motors.example?subject=${encodeURIComponent(`Inquiry about vehicle ${stockNumber}`)}`);
    // Anything else in the address names no car.
    await page.goto(`${baseUrl}/en/pages/contact?stockNumber=${encodeURIComponent('<b>x</b>')}`);
    expect(await page.getByTestId('contact-asked-about').count()).toBe(0);
    await context.close();
  });
});
