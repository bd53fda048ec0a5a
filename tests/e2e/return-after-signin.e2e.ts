// Every way through sign-in ends where the person set out, with what they were doing done (issue 38 §2):
// a heart pressed signed out, then "Create an account", the sign-up and the e-mail's confirmation link,
// lands back on the vehicle page with the heart pressed; "Forgot your password?" carries the address typed
// (with and without scripts), and the reset link, the new password and the sign-in after end on the stock
// list with its query; an order started signed out comes back to its review through sign-up; Back after
// ordering says the car is the buyer's own order; a link to another site is never followed.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { lastMailTo, signUpAndConfirm } from './accounts.ts';
import { launchBrowser, whenHydrated, axeViolations as violations } from './browser.ts';
import { CARD_HEART, CARD_LINK } from './cards.ts';
import { kenyanCars } from './kenyan-cars.ts';
import { totp } from './totp.ts';

const baseUrl = inject('baseUrl');
const PASSWORD = 'kilimanjaro42';
let browser: Browser;
/** Cars Kenya may import, from places in the list no other browser test orders or prices. */
let cars: string[];

beforeAll(async () => {
  browser = await launchBrowser();
  const found = await kenyanCars(20);
  cars = [found.at(-14)!, found.at(-15)!, found.at(-16)!];
});

afterAll(async () => {
  await browser?.close();
});

const headerCount = async (page: Page) => Number((await page.getByTestId('header-favorites').innerText()).replace(/\D/g, ''));


/** A page of its own browser, from an address of its own (the suite's sign-ups would meet the per-address limit). */
async function freshPage(options: { javaScriptEnabled?: boolean } = {}): Promise<Page> {
  const page = await (await browser.newContext(options)).newPage();
  const octet = () => 1 + Math.floor(Math.random() * 254);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
  return page;
}

/** Fills and sends the sign-up form the page is on; the page then says to check the e-mail. */
async function signUpHere(page: Page, email: string, firstName: string) {
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.locator('input[name=firstName]').fill(firstName);
  await page.locator('input[name=lastName]').fill('Tester');
  await page.locator('input[name=telephone]').fill('+254700000000');
  await page.locator('select[name=countryName]').selectOption('Kenya');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByTestId('sign-up-done').waitFor();
}

describe('back to where the person was, after signing in', () => {
  it('a heart pressed signed out, then sign-up and the confirmation link: the vehicle page again, priced as chosen, the heart pressed', async () => {
    const page = await freshPage();
    const vehiclePage = `${baseUrl}/en/stocklist/${cars[0]}`;
    await page.goto(vehiclePage);
    await whenHydrated(page);
    // Priced to Nairobi first: the walk found the way back priced to the port, Mombasa.
    const form = page.getByTestId('price-calculator');
    await form.getByLabel('Destination country').selectOption('Kenya');
    await expect.poll(() => form.innerText()).toContain('Total price to Mombasa');
    await form.getByLabel('Deliver to').selectOption({ label: 'Nairobi (driven by our driver)' });
    await expect.poll(() => form.innerText()).toContain('Total price to Nairobi');
    const total = await form.getByTestId('price-total').innerText();
    await page.locator('main').getByTestId('favorite-button').click();
    await page.waitForURL(/\/en\/user\/signin\?/);
    await expect.poll(() => page.getByTestId('sign-in-for-favorite').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL(/\/en\/user\/signup\?.*redirectTo=/);
    // The country the buyer chose is the sign-up's.
    expect(await page.locator('select[name=countryName]').inputValue()).toBe('Kenya');
    const email = `back-signup-${Date.now()}@example.com`;
    await signUpHere(page, email, 'Wanjiru');

    // The link from the e-mail in the outbox, opened in the same browser.
    const mail = await lastMailTo(email);
    await page.goto(mail.link);
    await expect.poll(() => page.url().split('?')[0]).toBe(vehiclePage);
    await expect.poll(() => form.innerText()).toContain('Total price to Nairobi');
    expect(await form.getByTestId('price-total').innerText()).toBe(total);
    expect(await form.getByLabel('Deliver to').evaluate((select: HTMLSelectElement) => select.selectedOptions[0]!.text)).toBe('Nairobi (driven by our driver)');
    // A reload keeps it too: the page's address says the choice.
    await page.reload();
    await expect.poll(() => form.innerText()).toContain('Total price to Nairobi');
    await expect.poll(() => page.getByTestId('header-account').innerText()).toBe('My Page');
    await expect.poll(() => page.locator('main').getByTestId('favorite-button').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => headerCount(page)).toBe(1);
    await page.goto(`${baseUrl}/en/user/favorites`);
    expect(await page.locator('main').innerText()).toContain(cars[0]);
    await page.context().close();
  });

  it('"Forgot your password?" carries the address typed, and the reset ends on the stock list with its query, the heart pressed', async () => {
    const email = `back-reset-${Date.now()}@example.com`;
    const first = await freshPage();
    await signUpAndConfirm(first, email, 'Otieno');
    await first.context().close();

    const page = await freshPage();
    const list = `${baseUrl}/en/stocklist?keywords=${cars[1]}`;
    await page.goto(list);
    await whenHydrated(page);
    const card = page.locator('article').filter({ has: page.locator(`${CARD_LINK}[href$="/${cars[1]}"]`) });
    await card.locator(CARD_HEART).click();
    await page.waitForURL(/\/en\/user\/signin\?/);
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.waitForURL(/\/en\/user\/password-reset\?/);
    expect(await page.getByLabel('E-mail', { exact: true }).inputValue()).toBe(email);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await page.getByTestId('reset-sent').waitFor();

    const mail = await lastMailTo(email);
    expect(mail.subject).toBe('Reset your password');
    await page.goto(mail.link);
    await page.getByLabel('New password').fill('serengeti77');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.waitForURL(/\/en\/user\/signin\?reset=1/);
    // The address is there already; the new password is all the buyer types.
    expect(await page.getByLabel('E-mail', { exact: true }).inputValue()).toBe(email);
    await page.getByLabel('Password').fill('serengeti77');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.url()).toBe(list);
    const again = page.locator('article').filter({ has: page.locator(`${CARD_LINK}[href$="/${cars[1]}"]`) });
    await expect.poll(() => again.locator(CARD_HEART).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => headerCount(page)).toBe(1);
    await page.context().close();
  });

  it('without scripts, "Forgot your password?" carries the address typed too, and sign-up leads back to the page', async () => {
    const page = await freshPage({ javaScriptEnabled: false });
    await page.goto(`${baseUrl}/en/user/signin?redirectTo=${encodeURIComponent('/en/stocklist?keywords=hiace')}`);
    await page.getByLabel('E-mail', { exact: true }).fill('no-scripts@example.com');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.waitForURL(/\/en\/user\/password-reset\?/);
    expect(await page.getByLabel('E-mail', { exact: true }).inputValue()).toBe('no-scripts@example.com');
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/en/stocklist?keywords=hiace');
    // The password field, left empty here, never goes into an address.
    expect(page.url()).not.toContain('password=');

    // Signing up without scripts: the form posts with the page to return to, and the link leads there.
    await page.goto(`${baseUrl}/en/user/signin?redirectTo=${encodeURIComponent(`/en/stocklist/${cars[1]}`)}`);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL(/\/en\/user\/signup\?redirectTo=/);
    const email = `back-noscript-${Date.now()}@example.com`;
    await signUpHere(page, email, 'Chebet');
    await page.goto((await lastMailTo(email)).link);
    await expect.poll(() => page.url()).toBe(`${baseUrl}/en/stocklist/${cars[1]}`);
    expect(await page.getByTestId('header-account').innerText()).toBe('My Page');
    await page.context().close();
  });

  it('an order started signed out comes back to its review through sign-up; Back after ordering says it is the buyer’s own order', async () => {
    const page = await freshPage();
    await page.goto(`${baseUrl}/en/stocklist/${cars[2]}`);
    await whenHydrated(page);
    const form = page.getByTestId('price-calculator');
    await form.getByLabel('Destination country').selectOption('Kenya');
    await form.getByTestId('price-breakdown').waitFor();
    await expect.poll(() => form.innerText()).toContain('Total price to Mombasa');
    const total = await form.getByTestId('price-total').innerText();
    await page.getByRole('link', { name: 'Order this vehicle' }).click();
    await page.waitForURL(/\/en\/user\/signin\?redirectTo=/);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL(/\/en\/user\/signup\?redirectTo=/);
    const email = `back-order-${Date.now()}@example.com`;
    await signUpHere(page, email, 'Kamau');
    await page.goto((await lastMailTo(email)).link);

    // The review of that order, priced the same, without opening the vehicle again.
    await expect.poll(() => page.locator('h1').innerText()).toBe('Review your order');
    expect(await page.getByTestId('order-total').innerText()).toBe(total);
    const reviewUrl = page.url();
    const order = page.getByTestId('order-form');
    // A first order: the consignee starts as the buyer gave themselves at sign-up.
    expect(await order.getByLabel('Consignee name').inputValue()).toBe('Kamau Tester');
    expect(await order.getByLabel('Phone').inputValue()).toBe('+254700000000');
    expect(await order.getByLabel('Country').inputValue()).toBe('Kenya');
    await order.getByLabel('Consignee name').fill('Kamau Traders');
    await order.getByLabel('Phone').fill('+254 700 333 444');
    await order.getByLabel('Address').fill('Kenyatta Avenue 3, Nairobi');
    await order.getByLabel('Country').selectOption('Kenya');
    await order.getByRole('button', { name: 'Place the order' }).click();
    await page.waitForURL(/\/en\/user\/orders\/[0-9a-f-]{36}\?placed=1$/);
    await expect.poll(() => page.locator('h1').innerText()).toMatch(/RO\d{6}/);
    const orderNumber = /RO\d{6}/.exec(await page.locator('h1').innerText())![0];
    const orderPath = new URL(page.url()).pathname;

    // The browser's Back button: the review again, which now says the order is theirs.
    await page.goBack();
    await expect.poll(() => page.url()).toBe(reviewUrl);
    await expect.poll(() => page.getByTestId('order-own').innerText()).toContain(`You have already ordered this vehicle: order ${orderNumber}.`);
    expect(await page.getByTestId('order-refused').count()).toBe(0);
    // In view, though the browser put the scroll back where the order's button was.
    await expect
      .poll(() => page.getByTestId('order-own').evaluate((notice) => ((box) => box.top >= 0 && box.bottom <= window.innerHeight)(notice.getBoundingClientRect())))
      .toBe(true);
    expect(await page.getByTestId('order-form').count()).toBe(0);
    expect(await violations(page)).toEqual([]);
    await page.getByTestId('order-own').getByRole('link', { name: 'See your order' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(orderPath);

    // Another buyer on the same review is told someone else reserved it.
    const other = await freshPage();
    await signUpAndConfirm(other, `back-order-other-${Date.now()}@example.com`, 'Njeri');
    await other.goto(reviewUrl);
    await expect.poll(() => other.getByTestId('order-refused').innerText()).toContain('This vehicle has just been reserved by another buyer');
    expect(await other.getByTestId('order-own').count()).toBe(0);
    await page.context().close();
    await other.context().close();
  });

  it('through the authenticator step too: the code, then the vehicle page with the heart pressed', async () => {
    const email = `back-2fa-${Date.now()}@example.com`;
    const setup = await freshPage();
    await signUpAndConfirm(setup, email, 'Mwangi');
    await setup.goto(`${baseUrl}/en/user/account-details/change-signin-details`);
    const section = setup.getByTestId('two-factor');
    await section.getByLabel('Current password').fill(PASSWORD);
    await section.getByRole('button', { name: 'Turn on' }).click();
    const key = await section.getByTestId('totp-key').innerText();
    await section.getByLabel('6-digit code').fill(totp(key));
    await section.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => section.innerText()).toContain('The authenticator app is on.');
    await setup.context().close();

    const page = await freshPage();
    const vehiclePage = `${baseUrl}/en/stocklist/${cars[0]}`;
    await page.goto(vehiclePage);
    await whenHydrated(page);
    await page.locator('main').getByTestId('favorite-button').click();
    await page.waitForURL(/\/en\/user\/signin\?/);
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/en\/user\/signin\/two-factor\?/);
    await page.getByLabel('6-digit code').fill(totp(key));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => page.url()).toBe(vehiclePage);
    await expect.poll(() => page.locator('main').getByTestId('favorite-button').getAttribute('aria-pressed')).toBe('true');
    await page.context().close();
  });

  it('never carries on to another site, however the link writes it', async () => {
    const page = await freshPage();
    for (const evil of ['//evil.example', 'https://evil.example', '/\\evil.example', '%2F%2Fevil.example', '/%5C%5Cevil.example', '/.//evil.example', '\t//evil.example']) {
      await page.goto(`${baseUrl}/en/user/signin?redirectTo=${encodeURIComponent(evil)}&favorite=1`);
      const signUp = (await page.getByRole('link', { name: 'Create an account' }).getAttribute('href'))!;
      const carried = new URL(signUp, baseUrl).searchParams.get('redirectTo');
      // Dropped, or a path of this site as a browser reads it.
      if (carried !== null) expect(new URL(carried, baseUrl).origin, JSON.stringify(evil)).toBe(new URL(baseUrl).origin);
    }

    // Through sign-up and the confirmation link: My Page, not the other site.
    await page.goto(`${baseUrl}/en/user/signin?redirectTo=${encodeURIComponent('/\\evil.example')}`);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL(/\/en\/user\/signup/);
    const email = `back-evil-${Date.now()}@example.com`;
    await signUpHere(page, email, 'Achieng');
    await page.goto((await lastMailTo(email)).link);
    await expect.poll(() => page.url()).toBe(`${baseUrl}/en/user?verified=1`);
    await page.context().close();
  });
});
