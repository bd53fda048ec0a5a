// The newsletter in a real browser against the real server, signed out throughout: the footer's form
// with JavaScript (the field's message in place, then "check your inbox", no reload) and without (the
// newsletter page shows the answer, in French); the e-mail with its links and List-Unsubscribe headers;
// the confirmation and unsubscribe links, which change nothing until their button is pressed; one-click
// unsubscribe (RFC 8058) as a mail client posts it; none of these pages kept by a cache.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, whenHydrated } from './browser.ts';

const baseUrl = inject('baseUrl');
const outbox = join(inject('dataDir'), 'outbox');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface NewsletterMail {
  subject: string;
  /** The headers, unfolded. */
  headers: string;
  text: string;
  /** The links' addresses on the server under test (path and query of the e-mail's absolute links). */
  confirmPath: string | null;
  unsubscribePath: string;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Undoes RFC 2047 encoded words, as a mail client shows a header. */
function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_all, kind: string, data: string) =>
    kind.toLowerCase() === 'b' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

function readMail(file: string): NewsletterMail {
  const raw = readFileSync(join(outbox, file), 'utf8').replace(/\r\n/g, '\n');
  const headers = raw.slice(0, raw.indexOf('\n\n')).replace(/\n[ \t]+/g, ' ');
  const part = /Content-Type: text\/plain[^\n]*\nContent-Transfer-Encoding: ([\w-]+)\n\n([\s\S]*?)\n----/i.exec(raw);
  if (!part) throw new Error(`no text part in ${file}:\n${raw}`);
  const encoding = part[1]!.toLowerCase();
  const text = encoding === 'quoted-printable' ? decodeQuotedPrintable(part[2]!) : encoding === 'base64' ? Buffer.from(part[2]!, 'base64').toString('utf8') : part[2]!;
  const confirm = /(https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+)/.exec(text)?.[1];
  const unsubscribe = /(https?:\/\/\S+\/newsletter\/unsubscribe\?token=[\w.-]+)/.exec(text)![1]!;
  return { subject: decodeHeader(/^Subject: (.*)$/m.exec(headers)![1]!), headers, text, confirmPath: confirm ? pathOf(confirm) : null, unsubscribePath: pathOf(unsubscribe) };
}

/** The messages to an address, oldest first, once `count` have arrived. */
async function mailsTo(address: string, count = 1): Promise<NewsletterMail[]> {
  for (let attempt = 0; attempt < 100; attempt++) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox)
        .filter((f) => f.endsWith(`-${address}.eml`))
        .sort();
    } catch {
      // No mail yet.
    }
    if (files.length >= count) return files.map(readMail);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`fewer than ${count} messages to ${address} in ${outbox}`);
}

const footerForm = (page: Page) => page.getByTestId('footer-newsletter');

/** Posts a form without JavaScript: the answer of the browser's own POST, once the click has sent it. */
async function post(page: Page, submit: Locator) {
  const answer = page.waitForResponse((r) => r.request().isNavigationRequest() && r.request().method() === 'POST');
  await submit.click();
  return answer;
}
const stateOf = (locator: Locator) => locator.getAttribute('data-state');

describe('the newsletter', () => {
  it('subscribes from the footer with JavaScript, in place; the e-mail’s link confirms with a button; its unsubscribe link unsubscribes with one, signed out', async () => {
    const email = `newsletter-js-${Date.now()}@example.com`;
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en/pages/faq`);
    await whenHydrated(page);
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    const footer = footerForm(page);
    expect(await footer.getByRole('heading', { level: 2 }).innerText()).toMatch(/newsletter/i);

    // A bad address: the spec's message on the field, which takes the focus; nothing is cached.
    const field = footer.getByLabel('Send the newsletter to');
    await field.fill('amina@');
    const refused = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/en/newsletter'));
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    expect((await refused).headers()['cache-control']).toBe('private, no-store');
    await expect.poll(() => footer.getByTestId('newsletter-email-error').innerText()).toBe('Email must be a valid email');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect((await field.getAttribute('aria-describedby'))!.split(' ')).toContain(await footer.getByTestId('newsletter-email-error').getAttribute('id'));
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('newsletterEmail');

    // A good one: "check your inbox" in place of the form, on the same page, not reloaded.
    await field.fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => footer.getByTestId('newsletter-done').innerText()).toContain(`Check your inbox at ${email}`);
    expect(page.url()).toBe(`${baseUrl}/en/pages/faq`);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe('Confirm your subscription to the Roro Motors newsletter');
    expect(mail!.headers).toMatch(/^List-Unsubscribe: <https?:\/\/[^>]+\/en\/newsletter\/unsubscribe\?token=[\w.-]+>$/m);
    expect(mail!.headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(mail!.confirmPath).toMatch(/^\/en\/newsletter\/confirm\?token=/);

    // Opening the confirmation link changes nothing until the button is pressed.
    const opened = await page.goto(`${baseUrl}${mail!.confirmPath}`);
    expect(opened!.headers()['cache-control']).toBe('private, no-store');
    expect(opened!.headers()['referrer-policy']).toBe('same-origin');
    const confirm = page.getByTestId('newsletter-confirm');
    expect(await stateOf(confirm)).toBe('pending');
    expect(await confirm.innerText()).toContain(`Subscribe ${email} to the Roro Motors newsletter?`);
    await page.reload();
    expect(await stateOf(confirm)).toBe('pending');
    // The page has the form in its content only.
    expect(await footerForm(page).count()).toBe(0);
    await whenHydrated(page);
    await confirm.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect.poll(() => stateOf(confirm)).toBe('confirmed');
    expect(await page.locator('h1').innerText()).toBe('You are subscribed');
    expect(await confirm.innerText()).toContain(`${email} will receive our newsletter`);

    // Subscribed: the footer answers the same as for a new address (no one learns who subscribes).
    await page.goto(`${baseUrl}/en/pages/payments`);
    await whenHydrated(page);
    await footerForm(page).getByLabel('Send the newsletter to').fill(email);
    await footerForm(page).getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => footerForm(page).getByTestId('newsletter-done').innerText()).toContain(`Check your inbox at ${email}`);
    await context.close();

    // The unsubscribe link, in a browser that was never signed in: a page first, then the button.
    const reader = await browser.newContext();
    const inbox = await reader.newPage();
    const unsubscribePage = await inbox.goto(`${baseUrl}${mail!.unsubscribePath}`);
    expect(unsubscribePage!.headers()['cache-control']).toBe('private, no-store');
    const unsubscribe = inbox.getByTestId('newsletter-unsubscribe');
    expect(await stateOf(unsubscribe)).toBe('subscribed');
    expect(await unsubscribe.innerText()).toContain(`Stop sending the Roro Motors newsletter to ${email}?`);
    await inbox.reload();
    expect(await stateOf(unsubscribe)).toBe('subscribed');
    await whenHydrated(inbox);
    await unsubscribe.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect.poll(() => stateOf(unsubscribe)).toBe('unsubscribed');
    expect(await inbox.locator('h1').innerText()).toBe('You are unsubscribed');
    // Again: the same page; and the form to subscribe again, with the address.
    await inbox.reload();
    expect(await stateOf(unsubscribe)).toBe('unsubscribed');
    expect(await unsubscribe.getByLabel('Send the newsletter to').inputValue()).toBe(email);
    // The confirmation link no longer subscribes the address.
    await inbox.goto(`${baseUrl}${mail!.confirmPath}`);
    expect(await stateOf(inbox.getByTestId('newsletter-confirm'))).toBe('invalid');
    await reader.close();
  });

  it('subscribes from the footer without JavaScript: the answer on the newsletter page, a bad address on its field; a mail client’s one-click POST unsubscribes', async () => {
    const email = `newsletter-nojs-${Date.now()}@example.com`;
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/fr/pages/faq`);

    await footerForm(page).getByLabel('Envoyer la lettre à').fill('pas-une-adresse');
    const refused = await post(page, footerForm(page).getByRole('button', { name: 'M’abonner' }));
    expect(refused.status()).toBe(400);
    expect(refused.headers()['cache-control']).toBe('private, no-store');
    expect(refused.url()).toBe(`${baseUrl}/fr/newsletter`);
    const main = page.getByTestId('newsletter-page');
    await expect.poll(() => main.getByTestId('newsletter-email-error').innerText()).toBe('Saisissez une adresse e-mail valide');
    expect(await main.locator('h1').innerText()).toBe('Lettre d’information');
    expect(page.url()).toBe(`${baseUrl}/fr/newsletter`);
    const field = main.getByLabel('Envoyer la lettre à');
    expect(await field.inputValue()).toBe('pas-une-adresse');
    expect(await field.getAttribute('aria-invalid')).toBe('true');

    await field.fill(email);
    const accepted = await post(page, main.getByRole('button', { name: 'M’abonner' }));
    expect(accepted.status()).toBe(200);
    expect(accepted.headers()['cache-control']).toBe('private, no-store');
    await expect.poll(() => main.locator('h1').innerText()).toBe('Consultez votre boîte de réception');
    expect(await main.getByTestId('newsletter-done').innerText()).toContain(email);

    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe('Confirmez votre abonnement à la lettre d’information Roro Motors');
    expect(mail!.confirmPath).toMatch(/^\/fr\/newsletter\/confirm\?token=/);

    // The confirmation page works without JavaScript too.
    await page.goto(`${baseUrl}${mail!.confirmPath}`);
    const confirm = page.getByTestId('newsletter-confirm');
    expect(await stateOf(confirm)).toBe('pending');
    expect((await post(page, confirm.getByRole('button', { name: 'Confirmer mon abonnement' }))).status()).toBe(200);
    await expect.poll(() => stateOf(confirm)).toBe('confirmed');

    // RFC 8058: a mail client posts `List-Unsubscribe=One-Click` to the header's address, without cookies.
    const oneClick = await fetch(`${baseUrl}${mail!.unsubscribePath}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(oneClick.status).toBe(200);
    expect(oneClick.headers.get('cache-control')).toBe('private, no-store');
    await page.goto(`${baseUrl}${mail!.unsubscribePath}`);
    expect(await stateOf(page.getByTestId('newsletter-unsubscribe'))).toBe('unsubscribed');
    expect(await page.locator('h1').innerText()).toBe('Vous êtes désabonné(e)');
    await context.close();
  });

  it('says when a link does not work, and keeps the newsletter page in the page cache without anyone’s answer', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/en/newsletter/unsubscribe?token=not-a-token`);
    expect(await stateOf(page.getByTestId('newsletter-unsubscribe'))).toBe('invalid');
    expect(await page.locator('h1').innerText()).toBe('This link no longer works');
    await page.goto(`${baseUrl}/en/newsletter/confirm?token=not-a-token`);
    expect(await stateOf(page.getByTestId('newsletter-confirm'))).toBe('invalid');
    // The form to subscribe again is there.
    expect(await page.getByTestId('newsletter-confirm').getByRole('button', { name: 'Subscribe' }).count()).toBe(1);

    const newsletterPage = await fetch(`${baseUrl}/en/newsletter`);
    expect(newsletterPage.headers.get('cache-control')).toMatch(/^public, .*s-maxage=/);
    expect(await newsletterPage.text()).not.toContain('newsletter-done');
    await page.close();
  });
});
