// Accounts for browser tests: the newest e-mail to an address from the server's outbox, and a new,
// confirmed, signed-in account made through the sign-up form and its e-mail.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';

const baseUrl = inject('baseUrl');
const outbox = join(inject('dataDir'), 'outbox');

/** The newest message to an address, decoded enough to read its subject and first link. */
export async function lastMailTo(address: string): Promise<{ subject: string; link: string }> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const files = (() => {
      try {
        return readdirSync(outbox).filter((f) => f.endsWith(`${address}.eml`)).sort();
      } catch {
        return [];
      }
    })();
    if (files.length) {
      const raw = readFileSync(join(outbox, files.at(-1)!), 'utf8');
      // Quoted-printable: soft line breaks and =3D.
      const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      return { subject: /^Subject: (.+)$/m.exec(raw)![1]!, link: /(https?:\/\/\S+?\/api\/auth\/\S+?)(?:\s|"|$)/.exec(text)![1]!.replace(/&#38;/g, '&') };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${address} in ${outbox}`);
}

/** Quoted-printable undone: soft line breaks, and each =XX byte read as UTF-8. */
function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The plain text of each message to an address (oldest first) with its subject, as a mail client shows it. */
export function mailTextsTo(address: string): { subject: string; text: string }[] {
  let files: string[];
  try {
    files = readdirSync(outbox).filter((f) => f.endsWith(`-${address}.eml`)).sort();
  } catch {
    return [];
  }
  return files.map((file) => {
    const raw = readFileSync(join(outbox, file), 'utf8').replace(/\r\n/g, '\n');
    const part = /Content-Type: text\/plain[^\n]*\nContent-Transfer-Encoding: ([\w-]+)\n\n([\s\S]*?)\n----/i.exec(raw);
    const body = !part ? '' : part[1]!.toLowerCase() === 'quoted-printable' ? decodeQuotedPrintable(part[2]!) : part[1]!.toLowerCase() === 'base64' ? Buffer.from(part[2]!, 'base64').toString('utf8') : part[2]!;
    return { subject: /^Subject: (.+)$/m.exec(raw)?.[1] ?? '', text: body };
  });
}

/** How many messages the outbox holds for an address. */
export function mailCount(address: string): number {
  try {
    return readdirSync(outbox).filter((f) => f.endsWith(`${address}.eml`)).length;
  } catch {
    return 0;
  }
}

/** A new, confirmed and signed-in account in the page's browser, through the sign-up form and its e-mail. */
export async function signUpAndConfirm(page: Page, email: string, firstName: string, { onSignUpPage = false } = {}) {
  // Each buyer from an address of their own (a private one: no country guess), as real buyers are: the
  // suite's many sign-ups from one address would meet the per-address sign-up limit.
  const octet = () => 1 + Math.floor(Math.random() * 254);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
  // Reached by a link (from the sign-in page, say) or opened here.
  if (onSignUpPage) await page.reload();
  else await page.goto(`${baseUrl}/en/user/signup`);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password').fill('kilimanjaro42');
  await page.locator('input[name=firstName]').fill(firstName);
  await page.locator('input[name=lastName]').fill('Tester');
  await page.locator('input[name=telephone]').fill('+255700000000');
  await page.locator('select[name=countryName]').selectOption('Tanzania');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByTestId('sign-up-done').waitFor();
  await page.goto((await lastMailTo(email)).link);
  await expect.poll(() => page.getByTestId('header-account').innerText()).toBe('My Page');
}

