// Staff in the browser: signing in with the authenticator app's code, turning the app on the first time
// (with the code e-mailed to the staff address, then signing in again with the app: ADR 051).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { STAFF, STAFF_PASSWORD } from './staff-accounts.ts';
import { totp } from './totp.ts';

/** The authenticator-app keys turned on so far, kept beside the database for the test files that follow. */
const keyFile = (dataDir: string, role: keyof typeof STAFF) => join(dataDir, `staff-totp-${role}.txt`);

/** The outbox's messages to an address, oldest first. */
export function mailsTo(dataDir: string, address: string): string[] {
  try {
    return readdirSync(join(dataDir, 'outbox'))
      .filter((f) => f.endsWith(`${address}.eml`))
      .sort();
  } catch {
    return [];
  }
}

/** The set-up code of the first message to `address` after the `before` it already had. */
export async function setupCodeMailed(dataDir: string, address: string, before: number): Promise<string> {
  await expect.poll(() => mailsTo(dataDir, address).length, { timeout: 10_000 }).toBeGreaterThan(before);
  const raw = readFileSync(join(dataDir, 'outbox', mailsTo(dataDir, address)[before]!), 'utf8');
  expect(/^Subject: (.+)$/m.exec(raw)![1]).toBe('Your code to set up the authenticator app');
  // Quoted-printable: soft line breaks.
  return /back office: (\d{8})/.exec(raw.replace(/=\r?\n/g, ''))![1]!;
}

/**
 * Gives the app's code at the sign-in's second step. A code is good once: one used a moment ago (turning
 * the app on, another sign-in) is refused, as an authenticator app's user would see; the next period's
 * code then signs in.
 */
async function giveCode(page: Page, key: string) {
  for (let attempt = 0; attempt < 2 && page.url().includes('/two-factor'); attempt++) {
    if (attempt > 0) await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
    await page.getByLabel('6-digit code').fill(totp(key));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await Promise.race([page.waitForURL((url) => !url.pathname.includes('/two-factor')), page.getByTestId('two-factor-error').waitFor()]);
  }
  // The address changes before the next page is drawn: wait until the code's field has gone.
  await page.waitForFunction(() => !document.querySelector('input[name=code]'));
}

/**
 * Turns on the signed-in staff member's authenticator app through their account page: the code e-mailed
 * to their address, the password, then a code from the app; then signs in again with the app, as the back
 * office asks (the session that turned it on signed in with the password alone). Lands on /admin; returns the key.
 */
export async function turnOnAuthenticator(page: Page, baseUrl: string, dataDir: string = inject('dataDir')): Promise<string> {
  await page.goto(`${baseUrl}/en/user/account-details/change-signin-details`);
  const section = page.getByTestId('two-factor');
  const address = await section.getByTestId('staff-setup-address').innerText();
  const before = mailsTo(dataDir, address).length;
  await section.getByRole('button', { name: 'E-mail me a code' }).click();
  await expect.poll(() => section.innerText()).toContain(`We e-mailed a code to ${address}.`);
  await section.getByLabel('Code from the e-mail').fill(await setupCodeMailed(dataDir, address, before));
  await section.getByLabel('Current password').fill(STAFF_PASSWORD);
  await section.getByRole('button', { name: 'Turn on' }).click();
  const key = await section.getByTestId('totp-key').innerText();
  await section.getByLabel('6-digit code').fill(totp(key));
  await section.getByRole('button', { name: 'Confirm' }).click();
  await expect.poll(() => section.innerText()).toContain('The authenticator app is on.');
  await section.getByRole('button', { name: 'Sign in again with the app' }).click();
  await page.waitForURL((url) => url.pathname === '/en/user/signin');
  await page.getByLabel('E-mail', { exact: true }).fill(address);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname.includes('/two-factor'));
  await giveCode(page, key);
  return key;
}

/**
 * Signs a staff member in, with their authenticator code when it is on; with `secondStep`, turns it on
 * first if it is not, so the back office opens. Lands on `to`.
 */
export async function signInStaff(page: Page, role: keyof typeof STAFF, { baseUrl, dataDir, to = '/admin', secondStep = true }: { baseUrl: string; dataDir: string; to?: string; secondStep?: boolean }) {
  await page.goto(`${baseUrl}/en/user/signin?redirectTo=${encodeURIComponent(to)}`);
  await page.getByLabel('E-mail', { exact: true }).fill(STAFF[role]);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname !== '/en/user/signin');
  if (page.url().includes('/user/signin/two-factor')) {
    await giveCode(page, readFileSync(keyFile(dataDir, role), 'utf8'));
  } else if (secondStep && !existsSync(keyFile(dataDir, role))) {
    writeFileSync(keyFile(dataDir, role), await turnOnAuthenticator(page, baseUrl, dataDir));
    await page.goto(`${baseUrl}${to}`);
  }
}
