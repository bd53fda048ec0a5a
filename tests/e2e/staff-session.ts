// Staff in the browser: signing in with the authenticator app's code, turning the app on the first time.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { STAFF, STAFF_PASSWORD } from './staff-accounts.ts';
import { totp } from './totp.ts';

/** The authenticator-app keys turned on so far, kept beside the database for the test files that follow. */
const keyFile = (dataDir: string, role: keyof typeof STAFF) => join(dataDir, `staff-totp-${role}.txt`);

/** Turns on the signed-in account's authenticator app through its account page; returns the key. */
export async function turnOnAuthenticator(page: Page, baseUrl: string): Promise<string> {
  await page.goto(`${baseUrl}/en/user/account-details/change-signin-details`);
  const section = page.getByTestId('two-factor');
  await section.getByLabel('Current password').fill(STAFF_PASSWORD);
  await section.getByRole('button', { name: 'Turn on' }).click();
  const key = await section.getByTestId('totp-key').innerText();
  await section.getByLabel('6-digit code').fill(totp(key));
  await section.getByRole('button', { name: 'Confirm' }).click();
  await expect.poll(() => section.innerText()).toContain('The authenticator app is on.');
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
    const key = readFileSync(keyFile(dataDir, role), 'utf8');
    // A code is good once: one used a moment ago (turning the app on, another sign-in) is refused, as an
    // authenticator app's user would see; the next period's code then signs in.
    for (let attempt = 0; attempt < 2 && page.url().includes('/two-factor'); attempt++) {
      if (attempt > 0) await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
      await page.getByLabel('6-digit code').fill(totp(key));
      await page.getByRole('button', { name: 'Sign in' }).click();
      await Promise.race([page.waitForURL((url) => !url.pathname.includes('/two-factor')), page.getByTestId('two-factor-error').waitFor()]);
    }
    // The address changes before the next page is drawn: wait until the code's field has gone.
    await page.waitForFunction(() => !document.querySelector('input[name=code]'));
  } else if (secondStep && !existsSync(keyFile(dataDir, role))) {
    writeFileSync(keyFile(dataDir, role), await turnOnAuthenticator(page, baseUrl));
    await page.goto(`${baseUrl}${to}`);
  }
}
