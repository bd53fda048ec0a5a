// The referral programme page in a real browser against the real server (production bot-check cost):
// the content, fields checked as they are left, sent through the page's action with a solved bot check,
// thanks, both e-mails in the outbox; a signed-in user's name and e-mail filled in; without JavaScript,
// the content and a disabled form that says why.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signUpAndConfirm } from './accounts.ts';
import { launchBrowser } from './browser.ts';

const baseUrl = inject('baseUrl');
const outbox = join(inject('dataDir'), 'outbox');
const SALES = 'sales@roro-motors.example';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The raw messages to an address, once at least one has arrived (soft line breaks undone). */
async function mailsTo(address: string, containing = ''): Promise<string[]> {
  for (let attempt = 0; attempt < 50; attempt++) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox).filter((f) => f.endsWith(`-${address}.eml`));
    } catch {
      // No mail yet.
    }
    const mails = files.map((f) => readFileSync(join(outbox, f), 'utf8').replace(/=\r?\n/g, '')).filter((m) => m.includes(containing));
    if (mails.length) return mails;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no message to ${address} in ${outbox}`);
}

/** Waits until the page's scripts run: the form is then enabled. */
async function hydrated(page: Page) {
  await expect.poll(() => page.locator('[data-testid=referral-form] fieldset').getAttribute('disabled')).toBeNull();
}

const form = (page: Page) => page.getByTestId('referral-form');

describe('the referral programme page', () => {
  it('explains the programme, checks each field, sends, thanks, and e-mails both sides', async () => {
    const email = `referrer-${Date.now()}@example.com`;
    const page = await browser.newPage();
    const response = await page.goto(`${baseUrl}/en/referral-program`);
    expect(response!.headers()['cache-control']).toMatch(/^public/);
    expect(await page.locator('h1').innerText()).toBe('Referral program');
    expect(await page.locator('main').innerText()).toContain('US$100');
    expect(await page.getByTestId('referral-steps').locator('li').count()).toBe(3);
    expect(await page.getByTestId('site-footer').getByRole('link', { name: 'Referral program' }).getAttribute('href')).toBe('/en/referral-program');
    await hydrated(page);
    expect(await page.getByTestId('bot-check-notice').innerText()).toContain('ALTCHA');

    // Leaving a field checks it; sending with problems sends nothing and focuses the first.
    await form(page).getByLabel('WhatsApp number').fill('call me');
    await form(page).getByLabel('WhatsApp number').blur();
    await expect.poll(() => form(page).innerText()).toContain('WhatsApp number may contain only digits, spaces, dashes and a leading +.');
    await form(page).getByRole('button', { name: 'Join the program' }).click();
    await expect.poll(() => form(page).innerText()).toContain('Name is a required field');
    expect(await form(page).innerText()).toContain('Email is a required field');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('name');

    await form(page).getByLabel('Name').fill('Amina Wanjiru');
    await form(page).getByLabel('E-mail').fill(email);
    await form(page).getByLabel('WhatsApp number').fill('+254 700-000000');
    await expect.poll(() => form(page).innerText()).not.toContain('WhatsApp number may contain');
    const posted = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/en/referral-program'));
    await form(page).getByRole('button', { name: 'Join the program' }).click();
    // The action is never cached.
    expect((await posted).headers()['cache-control']).toBe('private, no-store');
    await expect.poll(() => page.getByTestId('referral-thanks').innerText(), { timeout: 15_000 }).toContain('Thank you for joining!');

    const [ack] = await mailsTo(email);
    expect(ack).toContain('Subject: Welcome to the Roro Motors referral programme');
    const [sales] = await mailsTo(SALES, `Reply-To: ${email}`);
    expect(sales).toContain('WhatsApp: +254 700-000000');
    await page.close();
  });

  it('fills in a signed-in user’s name and e-mail', async () => {
    const email = `referrer-member-${Date.now()}@example.com`;
    const context = await browser.newContext();
    const page = await context.newPage();
    await signUpAndConfirm(page, email, 'Joao');
    await page.goto(`${baseUrl}/en/referral-program`);
    await hydrated(page);
    await expect.poll(() => form(page).getByLabel('E-mail').inputValue()).toBe(email);
    expect(await form(page).getByLabel('Name').inputValue()).toBe('Joao Tester');
    await context.close();
  });

  it('without JavaScript, shows the programme and says the form needs JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/fr/referral-program`);
    expect(await page.locator('h1').innerText()).toBe('Programme de parrainage');
    expect(await page.locator('main').innerText()).toContain('100 US$');
    expect(await page.getByTestId('referral-needs-javascript').innerText()).toContain('JavaScript');
    expect(await page.locator('[data-testid=referral-form] fieldset').getAttribute('disabled')).toBe('');
    expect(await page.getByRole('button', { name: 'M’inscrire' }).isDisabled()).toBe(true);
    await context.close();
  });
});
