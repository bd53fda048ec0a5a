// A buyer's account in a real browser: sign up, confirm the address from the e-mail in the outbox, sign
// in, see My Page, sign out; a wrong password gets the spec's message and never says which part was wrong;
// a locked account is told for how long; two users in two browsers never reach each other's account.
import type { Browser, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { lastMailTo, mailCount, signUpAndConfirm } from './accounts.ts';
import { heartPosted } from './cards.ts';
import { launchBrowser } from './browser.ts';
import { totp } from './totp.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});

/**
 * Opens a page and waits until its scripts run (the footer's inquiry link then announces its dialog):
 * a form changed before that would lose the change, or have what a test slipped into it undone.
 */
async function open(page: Page, url: string) {
  await page.goto(url);
  await expect.poll(() => page.getByTestId('footer-inquiry').getAttribute('aria-haspopup')).toBe('dialog');
}

/** The signed-in user's account as the page's own session reads it through GraphQL. */
async function accountOf(page: Page): Promise<Record<string, any>> {
  const query = '{ user { ... on User { id email language contactInfo { title firstName lastName telephone country { name } city address } consigneeDetails { name address telephone country { name } } port { name } } } }';
  return page.evaluate(async (q) => {
    const response = await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: q }) });
    return ((await response.json()) as { data: { user: Record<string, any> } }).data.user;
  }, query);
}

/** Adds hidden fields to a form, as someone editing the page would. */
async function slipInto(form: Locator, fields: Record<string, string>) {
  await form.evaluate((element, extra) => {
    for (const [name, value] of Object.entries(extra)) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      element.appendChild(input);
    }
  }, fields);
}

describe('the account', () => {
  it('signs up, confirms the address from the e-mail, signs in to My Page and out again', async () => {
    const email = `buyer-${Date.now()}@example.com`;
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/fr/user/signup`);
    expect(await page.title()).toBe('Créer un compte | Roro Motors');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Mot de passe').fill('password1');
    await page.getByLabel('Prénom').fill('Amina');
    await page.getByLabel('Nom', { exact: true }).fill('Wanjiru');
    await page.locator('input[name=telephone]').fill('+254-700-000000');
    await page.locator('select[name=countryName]').selectOption('Kenya');
    await page.getByRole('button', { name: 'Créer un compte' }).click();
    // A password from the breach lists is refused on its field, in the page's language, and the rest of the form is kept.
    await expect.poll(() => page.locator('main form').innerText()).toContain('Ce mot de passe est trop courant : choisissez-en un plus difficile à deviner.');
    expect(await page.getByLabel('Prénom').inputValue()).toBe('Amina');

    await page.getByLabel('Mot de passe').fill('kilimanjaro42');
    await page.getByRole('button', { name: 'Créer un compte' }).click();
    await page.getByTestId('sign-up-done').waitFor();

    const mail = await lastMailTo(email);
    expect(mail.subject).toBe('Confirmez votre adresse e-mail');
    await page.goto(mail.link);
    // Confirmed and signed in at once; the header now offers My Page.
    await expect.poll(() => page.getByTestId('header-account').innerText()).toBe('Mon espace');
    await page.getByTestId('header-account').click();
    await expect.poll(() => page.getByTestId('my-page-heading').innerText()).toBe('Bonjour, Amina');
    // The real favourites count: none yet.
    expect(await page.getByTestId('header-favorites').getAttribute('aria-label')).toBe('Favoris (0)');
    expect(await page.getByTestId('section-user-favorites').innerText()).toBe('Véhicules gardés : 0');

    // The default port: choose a country, then one of its ports.
    await open(page, `${baseUrl}/en/user/account-details/change-default-port`);
    expect(await page.getByTestId('current-port').innerText()).toBe('Default port: Not set');
    await page.locator('select[name=country]').selectOption('Tanzania');
    await page.getByRole('radio', { name: 'Dar es Salaam' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByTestId('current-port').innerText()).toBe('Default port: Dar es Salaam (Tanzania)');
    await page.goto(`${baseUrl}/fr/user`);

    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect.poll(() => page.getByTestId('header-account').innerText()).toBe('Se connecter');
    // Signed out, the favourites link leads to sign-in and counts 0.
    expect(await page.getByTestId('header-favorites').getAttribute('href')).toBe('/fr/user/signin');

    await open(page, `${baseUrl}/en/user`);
    await expect.poll(() => page.url()).toContain('/en/user/signin?redirectTo=%2Fen%2Fuser');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Password').fill('wrong-password-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByTestId('sign-in-error').innerText()).toBe('Invalid User ID or Password');
    await page.getByLabel('Password').fill('kilimanjaro42');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.url()).toBe(`${baseUrl}/en/user`);
    await expect.poll(() => page.getByTestId('my-page-heading').innerText()).toBe('Hello, Amina');
    await page.close();
  });

  it('resets a forgotten password by an e-mailed link that works once', async () => {
    const email = `forgetful-${Date.now()}@example.com`;
    const page = await browser.newPage();
    await signUpAndConfirm(page, email, 'Joao');

    const other = await browser.newPage();
    await other.goto(`${baseUrl}/en/user/password-reset?username=${encodeURIComponent(email)}`);
    expect(await other.getByLabel('E-mail', { exact: true }).inputValue()).toBe(email);
    await other.getByRole('button', { name: 'Send me a link' }).click();
    await other.getByTestId('reset-sent').waitFor();
    const mail = await lastMailTo(email);
    expect(mail.subject).toBe('Reset your password');
    await other.goto(mail.link);
    await other.getByLabel('New password').fill('serengeti77');
    await other.getByRole('button', { name: 'Save the new password' }).click();
    await expect.poll(() => other.url()).toContain('/en/user/signin?reset=1');
    await other.getByLabel('E-mail', { exact: true }).fill(email);
    await other.getByLabel('Password').fill('serengeti77');
    await other.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => other.getByTestId('my-page-heading').innerText()).toBe('Hello, Joao');
    // The link is spent.
    await other.goto(mail.link);
    await expect.poll(() => other.locator('main').innerText()).toContain('This link has expired or has already been used.');
    await page.close();
    await other.close();
  });

  it('asks users who turned the authenticator app on for its code at sign-in', async () => {
    const email = `careful-${Date.now()}@example.com`;
    const page = await browser.newPage();
    await signUpAndConfirm(page, email, 'Ana');
    await page.goto(`${baseUrl}/en/user/account-details/change-signin-details`);
    const section = page.getByTestId('two-factor');
    await section.getByLabel('Current password').fill('kilimanjaro42');
    await section.getByRole('button', { name: 'Turn on' }).click();
    const key = await section.getByTestId('totp-key').innerText();
    await section.getByLabel('6-digit code').fill('000000');
    await section.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => section.innerText()).toContain('That code is not right');
    await section.getByLabel('6-digit code').fill(totp(key));
    await section.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => section.innerText()).toContain('The authenticator app is on.');

    await page.goto(`${baseUrl}/en/user`);
    await page.getByRole('button', { name: 'Sign out' }).click();
    // The sign-out post lands on the home page; going on before it does would race the cookie.
    await page.waitForURL(`${baseUrl}/en`);
    await page.goto(`${baseUrl}/en/user/signin`);
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Password').fill('kilimanjaro42');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.url()).toContain('/en/user/signin/two-factor');
    await page.getByLabel('6-digit code').fill('123456');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByTestId('two-factor-error').innerText()).toContain('That code is not right');
    await page.getByLabel('6-digit code').fill(totp(key));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByTestId('my-page-heading').innerText()).toBe('Hello, Ana');
    await page.close();
  });

  it('leads a buyer who signs in before confirming the address to confirm it, with a new link sent', async () => {
    const email = `unconfirmed-${Date.now()}@example.com`;
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/en/user/signup`);
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Password').fill('kilimanjaro42');
    await page.locator('input[name=firstName]').fill('Zawadi');
    await page.locator('input[name=lastName]').fill('Tester');
    await page.locator('input[name=telephone]').fill('+255700000000');
    await page.locator('select[name=countryName]').selectOption('Tanzania');
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.getByTestId('sign-up-done').waitFor();
    expect(mailCount(email)).toBe(1);

    // The first link is left unopened; signing in is refused, and a new link goes out.
    await open(page, `${baseUrl}/en/user/signin`);
    expect(await page.title()).toBe('Sign in | Roro Motors');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Password').fill('kilimanjaro42');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByTestId('sign-in-error').innerText()).toBe('Please confirm your e-mail address first: we have sent you the link again.');
    await expect.poll(() => mailCount(email)).toBe(2);
    expect(page.url()).toContain('/en/user/signin');
    const mail = await lastMailTo(email);
    expect(mail.subject).toBe('Confirm your e-mail address');
    // The new link confirms the address and signs in.
    await page.goto(mail.link);
    await expect.poll(() => page.getByTestId('header-account').innerText()).toBe('My Page');
    await page.close();
  });

  it('checks the contact and consignee names against the spec’s limits, in English and on a French page in French', async () => {
    const email = `limits-${Date.now()}@example.com`;
    const page = await browser.newPage();
    await signUpAndConfirm(page, email, 'Imani');
    /** Types past the field's own maxlength, as a script or an old browser could. */
    const overfill = async (name: string, text: string) => {
      await page.locator(`input[name=${name}]`).evaluate((input) => input.removeAttribute('maxlength'));
      await page.locator(`input[name=${name}]`).fill(text);
    };

    await open(page, `${baseUrl}/en/user/account-details`);
    expect(await page.title()).toBe('Account details | Roro Motors');
    await overfill('lastName', 'L'.repeat(101));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.locator('main form').innerText()).toContain('Last Name must be at most 100 characters.');
    await overfill('lastName', 'L'.repeat(100));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('saved').waitFor();

    await open(page, `${baseUrl}/en/user/account-details/change-consignee-details`);
    await overfill('consigneeName', 'N'.repeat(201));
    await page.locator('input[name=consigneeTelephone]').fill('+255711111111');
    await page.locator('input[name=consigneeAddress]').fill('Uhuru Street 5, Dar es Salaam');
    await page.locator('select[name=countryName]').selectOption('Tanzania');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.locator('main form').innerText()).toContain('Name must be at most 200 characters.');

    // The same on French pages, in French, with the form's own labels.
    await open(page, `${baseUrl}/fr/user/account-details/change-consignee-details`);
    expect(await page.title()).toBe('Destinataire | Roro Motors');
    await overfill('consigneeName', 'N'.repeat(201));
    await page.locator('input[name=consigneeTelephone]').fill('+255711111111');
    await page.locator('input[name=consigneeAddress]').fill('Uhuru Street 5, Dar es Salaam');
    await page.locator('select[name=countryName]').selectOption('Tanzania');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.poll(() => page.locator('main form').innerText()).toContain('Le champ « Nom du destinataire » ne doit pas dépasser 200 caractères.');
    expect(await page.locator('main form').innerText()).not.toContain('must be at most');

    await open(page, `${baseUrl}/fr/user/account-details`);
    await overfill('lastName', 'L'.repeat(101));
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.poll(() => page.locator('main form').innerText()).toContain('Le champ « Nom » ne doit pas dépasser 100 caractères.');
    await page.close();
  });

  it('answers an unknown address exactly like a wrong password', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/en/user/signin`);
    await page.getByLabel('E-mail', { exact: true }).fill('nobody-here@example.com');
    await page.getByLabel('Password').fill('kilimanjaro42');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByTestId('sign-in-error').innerText()).toBe('Invalid User ID or Password');
    await page.close();
  });

  it('tells a buyer whose account is locked after ten failed sign-ins how many minutes are left, and answers an unknown address alike', async () => {
    const email = `locked-${Date.now()}@example.com`;
    const unknown = `nobody-${Date.now()}@example.com`;
    const owner = await browser.newPage();
    await signUpAndConfirm(owner, email, 'Lena');
    await owner.close();

    // Someone else keeps guessing, at the account and at an address with no account (form posts, no JavaScript).
    const guesser = await browser.newContext();
    const guess = async (address: string) => {
      for (let i = 0; i < 10; i++) expect((await guesser.request.post(`${baseUrl}/en/user/signin`, { form: { email: address, password: `wrong-guess-${i}` } })).status()).toBe(400);
    };
    await Promise.all([guess(email), guess(unknown)]);

    // The owner, with the right password, is told how long to wait, in Russian, and with the exact count.
    const page = await guesser.newPage();
    await open(page, `${baseUrl}/ru/user/signin`);
    await page.locator('input[name=email]').fill(email);
    await page.locator('input[name=password]').fill('kilimanjaro42');
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect
      .poll(() => page.getByTestId('sign-in-error').innerText())
      .toMatch(/^Слишком много неудачных попыток входа с этим адресом электронной почты\. Попробуйте снова через 1[45] минут или сбросьте пароль\.$/);

    // The address with no account gets the same answer: it tells nobody which addresses have one.
    await open(page, `${baseUrl}/en/user/signin`);
    await page.getByLabel('E-mail', { exact: true }).fill(unknown);
    await page.getByLabel('Password').fill('kilimanjaro42');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect
      .poll(() => page.getByTestId('sign-in-error').innerText())
      .toMatch(/^Too many failed sign-ins with this e-mail address\. Try again in 1[45] minutes, or reset your password\.$/);
    await guesser.close();
  });

  it('keeps two users in two browsers to their own account: the other’s ids slipped into forms and addresses reach nothing of theirs', async () => {
    const stamp = Date.now();
    const amaniEmail = `amani-${stamp}@example.com`;
    const barakaEmail = `baraka-${stamp}@example.com`;
    const [amaniBrowser, barakaBrowser] = [await browser.newContext(), await browser.newContext()];
    const amani = await amaniBrowser.newPage();
    const baraka = await barakaBrowser.newPage();
    await signUpAndConfirm(amani, amaniEmail, 'Amani');
    await signUpAndConfirm(baraka, barakaEmail, 'Baraka');

    // Amani's consignee and default port.
    await open(amani, `${baseUrl}/en/user/account-details/change-consignee-details`);
    await amani.locator('input[name=consigneeName]').fill('Amani Imports');
    await amani.locator('input[name=consigneeTelephone]').fill('+255711111111');
    await amani.locator('input[name=consigneeAddress]').fill('Uhuru Street 5, Dar es Salaam');
    await amani.locator('select[name=countryName]').selectOption('Tanzania');
    await amani.getByRole('button', { name: 'Save' }).click();
    await amani.getByTestId('saved').waitFor();
    await open(amani, `${baseUrl}/en/user/account-details/change-default-port`);
    await amani.locator('select[name=country]').selectOption('Tanzania');
    await amani.getByRole('radio', { name: 'Dar es Salaam' }).check();
    await amani.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => amani.getByTestId('current-port').innerText()).toBe('Default port: Dar es Salaam (Tanzania)');
    const amaniBefore = await accountOf(amani);
    expect(amaniBefore).toMatchObject({ email: amaniEmail, contactInfo: { firstName: 'Amani' }, consigneeDetails: { name: 'Amani Imports' }, port: { name: 'Dar es Salaam' } });

    // Baraka knows Amani's id and address, and puts them wherever a page might take them.
    const hers = { userId: amaniBefore.id as string, id: amaniBefore.id as string, user_id: amaniBefore.id as string, email: amaniEmail };
    const query = `?${new URLSearchParams(hers)}`;
    const hasNothingOfHers = async () => {
      const text = await baraka.locator('main').innerText();
      expect(text).not.toContain('Amani');
      expect(text).not.toContain(amaniEmail);
    };

    await open(baraka, `${baseUrl}/en/user${query}`);
    await expect.poll(() => baraka.getByTestId('my-page-heading').innerText()).toBe('Hello, Baraka');
    await hasNothingOfHers();

    await open(baraka, `${baseUrl}/en/user/account-details${query}`);
    expect(await baraka.locator('input[name=firstName]').inputValue()).toBe('Baraka');
    await hasNothingOfHers();
    await slipInto(baraka.locator('main form'), hers);
    await baraka.locator('input[name=firstName]').fill('Bakari');
    await baraka.getByRole('button', { name: 'Save' }).click();
    await baraka.getByTestId('saved').waitFor();

    await open(baraka, `${baseUrl}/en/user/account-details/change-consignee-details${query}`);
    expect(await baraka.locator('input[name=consigneeName]').inputValue()).toBe('');
    await hasNothingOfHers();
    await slipInto(baraka.locator('main form'), hers);
    await baraka.locator('input[name=consigneeName]').fill('Baraka Freight');
    await baraka.locator('input[name=consigneeTelephone]').fill('+254722222222');
    await baraka.locator('input[name=consigneeAddress]').fill('Moi Avenue 9, Mombasa');
    await baraka.locator('select[name=countryName]').selectOption('Kenya');
    await baraka.getByRole('button', { name: 'Save' }).click();
    await baraka.getByTestId('saved').waitFor();

    await open(baraka, `${baseUrl}/en/user/account-details/change-default-port${query}`);
    expect(await baraka.getByTestId('current-port').innerText()).toBe('Default port: Not set');
    await baraka.locator('select[name=country]').selectOption('Kenya');
    await baraka.getByRole('radio', { name: 'Mombasa' }).check();
    await slipInto(baraka.locator('main form[method=post]'), hers);
    await baraka.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => baraka.getByTestId('current-port').innerText()).toBe('Default port: Mombasa (Kenya)');

    await open(baraka, `${baseUrl}/en/user/account-details/change-signin-details${query}`);
    await hasNothingOfHers();
    const passwordForm = baraka.locator('form:has(input[name=newPassword])');
    await slipInto(passwordForm, hers);
    await passwordForm.locator('input[name=currentPassword]').fill('kilimanjaro42');
    await passwordForm.locator('input[name=newPassword]').fill('serengeti77');
    await passwordForm.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => baraka.getByTestId('saved').innerText()).toContain('Your password has been changed');
    const twoFactor = baraka.getByTestId('two-factor');
    await slipInto(twoFactor.locator('form'), hers);
    await twoFactor.getByLabel('Current password').fill('serengeti77');
    await twoFactor.getByRole('button', { name: 'Turn on' }).click();
    await twoFactor.getByTestId('totp-key').waitFor();

    // Amani keeps a vehicle and looked at it; Baraka's favourites, history and coupons show none of it,
    // and his remove with her ids slipped in takes nothing of hers.
    const kept = (await amani.evaluate(async () => {
      const response = await fetch('/en/stocklist');
      return /href="\/en\/stocklist\/([A-Z0-9]+)"/.exec(await response.text())![1]!;
    }))!;
    const viewed = amani.waitForResponse((r) => r.url().endsWith('/graphql') && r.request().postData()?.includes('addUserHistory') === true);
    await open(amani, `${baseUrl}/en/stocklist/${kept}`);
    await viewed;
    const keptPost = heartPosted(amani);
    await amani.locator('main').getByRole('button', { name: 'Add to favourites' }).click();
    await amani.locator('main').getByRole('button', { name: 'Remove from favourites' }).waitFor();
    await keptPost;
    for (const path of ['/en/user/favorites', '/en/user/histories', '/en/user/coupons', '/en/user']) {
      await open(baraka, `${baseUrl}${path}${query}`);
      await hasNothingOfHers();
      expect(await baraka.locator(`main a[href$="/stocklist/${kept}"]`).count(), path).toBe(0);
    }
    await open(baraka, `${baseUrl}/en/stocklist/${kept}`);
    // The heart is a button of the page's heart form (form#fav), naming the vehicle as add=<id>; made a remove.
    const heart = baraka.locator('main').getByTestId('favorite-button');
    await slipInto(baraka.locator('form#fav'), hers);
    await heart.evaluate((button: HTMLButtonElement) => (button.name = 'remove'));
    await heart.click();
    await open(amani, `${baseUrl}/en/user/favorites`);
    expect(await amani.getByTestId('favorites-total').innerText()).toBe('Vehicles kept: 1');

    // Amani's account is as she left it; Baraka's has his changes.
    expect(await accountOf(amani)).toEqual(amaniBefore);
    expect(await accountOf(baraka)).toMatchObject({ email: barakaEmail, contactInfo: { firstName: 'Bakari' }, consigneeDetails: { name: 'Baraka Freight' }, port: { name: 'Mombasa' } });
    await open(amani, `${baseUrl}/en/user/account-details/change-signin-details`);
    await amani.getByTestId('two-factor').getByRole('button', { name: 'Turn on' }).waitFor();
    // Her password is still hers: a new browser signs in with it.
    const fresh = await browser.newPage();
    await open(fresh, `${baseUrl}/en/user/signin`);
    await fresh.getByLabel('E-mail', { exact: true }).fill(amaniEmail);
    await fresh.getByLabel('Password').fill('kilimanjaro42');
    await fresh.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => fresh.getByTestId('my-page-heading').innerText()).toBe('Hello, Amani');
    await fresh.close();
    await amaniBrowser.close();
    await barakaBrowser.close();
  });
});

