// The special vehicle request in a real browser against the real server: a stock search with no match
// offers it with the search's values; signed out, the offer leads to sign-in and back to the form filled
// in; fields are checked in the browser (nothing is posted while one is wrong); a request sent leads to
// its thanks page and e-mails the sales team and the buyer. Without JavaScript the offer, the form (every
// model under its maker), the server's messages on their fields in the page's language, and the thanks.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { signUpAndConfirm } from './accounts.ts';
import { launchBrowser, whenHydrated } from './browser.ts';

const baseUrl = inject('baseUrl');
const outbox = join(inject('dataDir'), 'outbox');
const SALES = 'sales@roro-motors.example';
const PASSWORD = 'kilimanjaro42';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

/** A message as a reader sees it: quoted-printable soft breaks and escapes undone (the outbox is 7-bit). */
function readable(raw: string): string {
  const bytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The messages to an address that contain a text, once one has arrived. */
async function mailsTo(address: string, containing: string): Promise<string[]> {
  for (let attempt = 0; attempt < 50; attempt++) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox).filter((f) => f.endsWith(`-${address}.eml`));
    } catch {
      // No mail yet.
    }
    const mails = files.map((f) => readable(readFileSync(join(outbox, f), 'utf8'))).filter((m) => m.includes(containing));
    if (mails.length) return mails;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no message to ${address} containing ${containing} in ${outbox}`);
}

/**
 * A search nothing in stock can match: no vehicle is priced under ¥150,000 (db/seed/vehicles.ts), so a
 * ¥100,000 ceiling finds nothing whatever the maker, model and years.
 */
const NO_MATCH = '/stocklist?maker=Toyota&model=Land+Cruiser+Prado&minYear=2012&maxYear=2016&maxPrice=100000';
const OFFER = '/user/special-request?make=Toyota&model=Land+Cruiser+Prado&yearFrom=2012&yearTo=2016&budget=100000';

const form = (page: Page) => page.getByTestId('special-request-form');
// (A select's label also holds its options' words: the selects are found by name.)
const field = (page: Page, name: string) => form(page).locator(`[name=${name}]`);

describe('the special vehicle request', () => {
  it('is offered by a search with no match, filled in from it, checked, sent, thanked for and e-mailed', async () => {
    const email = `special-${Date.now()}@example.com`;
    const context = await browser.newContext();
    const page = await context.newPage();
    await signUpAndConfirm(page, email, 'Amina');

    // The pages hydrate without a mismatch or any other error.
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));

    await page.goto(`${baseUrl}/en${NO_MATCH}`);
    await whenHydrated(page);
    expect(await page.getByTestId('total-count').innerText()).toBe('0 vehicles found');
    const offer = page.getByTestId('special-request-offer');
    expect(await offer.getByRole('heading').innerText()).toBe('Can’t find it? Ask us to find it for you');
    const link = offer.getByRole('link', { name: 'Make a special vehicle request' });
    expect(await link.getAttribute('href')).toBe(`/en${OFFER}`);
    await link.click();
    await page.waitForURL(`${baseUrl}/en${OFFER}`);

    // The search's values, as the form's.
    await expect.poll(() => page.locator('h1').innerText()).toBe('Special vehicle request');
    expect(await page.title()).toBe('Special vehicle request | Roro Motors');
    expect(await page.locator('meta[name=robots]').getAttribute('content')).toBe('noindex');
    expect(await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Special vehicle request' }).getAttribute('aria-current')).toBe('page');
    expect(await field(page, 'make').inputValue()).toBe('Toyota');
    expect(await field(page, 'model').inputValue()).toBe('Land Cruiser Prado');
    expect(await field(page, 'yearFrom').inputValue()).toBe('2012');
    expect(await field(page, 'yearTo').inputValue()).toBe('2016');
    expect(await field(page, 'budget').inputValue()).toBe('100000');
    expect(await form(page).innerText()).toContain('in Japanese yen');
    // The model list is the chosen maker's.
    const models = await field(page, 'model').locator('option').allInnerTexts();
    expect(models).toContain('Hiace Van');
    expect(models).not.toContain('X-Trail');

    // A bad submission sends nothing: each wrong field says why, the first has the focus.
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/special-request')) posts.push(r.url());
    });
    await field(page, 'budget').fill('0');
    await field(page, 'yearFrom').selectOption('2018');
    await expect.poll(() => form(page).innerText()).toContain('Year to must be the same as or later than year from.');
    // Leave the budget first: its message, drawn as it loses the focus, moves the button down under a
    // pointer pressed on it (a layout shift noted in the closing note of the stop that added this).
    await field(page, 'budget').blur();
    await form(page).getByRole('button', { name: 'Send my request' }).click();
    await expect.poll(() => form(page).innerText()).toContain('Budget must be a whole number of yen, more than 0.');
    expect(await field(page, 'budget').getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('budget');
    expect(posts).toEqual([]);

    await field(page, 'budget').fill('1,800,000');
    await field(page, 'yearFrom').selectOption('2012');
    await field(page, 'distance').fill('120000');
    await field(page, 'additionalSpec').fill('Diesel, 7 seats, to Mombasa.');
    await expect.poll(() => form(page).innerText()).not.toContain('Year to must be');
    await form(page).getByRole('button', { name: 'Send my request' }).click();

    await page.waitForURL(/\/en\/user\/special-request\/thanks\?request=[0-9a-f-]{36}$/);
    const thanksUrl = page.url();
    await expect.poll(() => page.getByTestId('special-request-thanks').innerText()).toBe('Thank you for your request');
    expect(await page.locator('main').innerText()).toContain(`We have sent a confirmation to ${email}.`);
    const summary = await page.getByTestId('special-request-summary').innerText();
    for (const text of ['Toyota Land Cruiser Prado', '2012 to 2016', '¥1,800,000', '120,000 km', 'Diesel, 7 seats, to Mombasa.']) expect(summary).toContain(text);
    expect(await page.getByRole('link', { name: 'See similar vehicles in stock' }).getAttribute('href')).toBe('/en/stocklist?maker=Toyota&model=Land+Cruiser+Prado');
    expect(errors).toEqual([]);

    // The sales team, answering to the buyer; the buyer, in the page's language.
    const [sales] = await mailsTo(SALES, `Reply-To: ${email}`);
    for (const line of ['Maker: Toyota', 'Model: Land Cruiser Prado', 'Year: 2012 to 2016', 'Budget: ¥1,800,000 (FOB, JPY)', 'Maximum mileage: 120,000 km', 'Buyer: Amina Tester', 'Country: Tanzania', 'Diesel, 7 seats, to Mombasa.']) {
      expect(sales).toContain(line);
    }
    const [ack] = await mailsTo(email, 'We are looking for your');
    expect(ack).toContain('Subject: We are looking for your Toyota Land Cruiser Prado');
    expect(ack).toContain('Budget (FOB): ¥1,800,000');
    expect(ack).not.toContain('Mombasa');

    // Signed out, the offer leads to sign-in, which brings the buyer back to the form filled in.
    await page.goto(`${baseUrl}/en/user`);
    await whenHydrated(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${baseUrl}/en`);
    await page.goto(thanksUrl);
    expect(page.url()).toContain('/en/user/signin?redirectTo=%2Fen%2Fuser%2Fspecial-request%2Fthanks%3Frequest%3D');
    await page.goto(`${baseUrl}/en${NO_MATCH}`);
    await page.getByTestId('special-request-offer').getByRole('link').click();
    await page.waitForURL(`${baseUrl}/en/user/signin?redirectTo=${encodeURIComponent(`/en${OFFER}`)}`);
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${baseUrl}/en${OFFER}`);
    await expect.poll(() => field(page, 'model').inputValue()).toBe('Land Cruiser Prado');
    await context.close();
  });

  it('works without JavaScript: the offer, every model under its maker, the server’s messages on their fields, then thanks', async () => {
    const email = `special-nojs-${Date.now()}@example.com`;
    const signingUp = await browser.newContext();
    await signUpAndConfirm(await signingUp.newPage(), email, 'Tiago');
    const context = await browser.newContext({ javaScriptEnabled: false, storageState: await signingUp.storageState() });
    await signingUp.close();
    const page = await context.newPage();

    await page.goto(`${baseUrl}/pt${NO_MATCH.replace('Land+Cruiser+Prado', 'X-Trail').replace('Toyota', 'Nissan')}`);
    const offer = page.getByTestId('special-request-offer');
    expect(await offer.getByRole('heading').innerText()).toBe('Não encontra? Peça-nos para o encontrar por si');
    await offer.getByRole('link').click();
    await page.waitForURL(`${baseUrl}/pt/user/special-request?make=Nissan&model=X-Trail&yearFrom=2012&yearTo=2016&budget=100000`);
    const response = await page.reload();
    expect(response!.headers()['cache-control']).toBe('private, no-store');
    expect(await page.locator('h1').innerText()).toBe('Pedido de veículo específico');
    expect(await field(page, 'make').inputValue()).toBe('Nissan');
    // Each maker's models under its name, for a form that cannot redraw itself.
    expect(await field(page, 'model').locator('optgroup[label="Toyota"] option', { hasText: 'Hiace Van' }).count()).toBe(1);
    expect(await field(page, 'model').locator('optgroup[label="Nissan"] option', { hasText: 'X-Trail' }).count()).toBe(1);

    // A Toyota model for a Nissan, a budget in words, years the wrong way round.
    await field(page, 'model').selectOption('Hiace Van');
    await field(page, 'budget').fill('muito pouco');
    await field(page, 'yearFrom').selectOption('2020');
    await field(page, 'yearTo').selectOption('2015');
    await form(page).getByRole('button', { name: 'Enviar o meu pedido' }).click();
    await page.waitForLoadState();
    const text = await form(page).innerText();
    expect(text).toContain('Escolha um modelo desta marca da lista.');
    expect(text).toContain('O orçamento deve ser um número inteiro de ienes, superior a 0.');
    expect(text).toContain('O ano final deve ser igual ou posterior ao ano inicial.');
    // What was typed and chosen is kept.
    expect(await field(page, 'make').inputValue()).toBe('Nissan');
    expect(await field(page, 'budget').inputValue()).toBe('muito pouco');
    expect(await field(page, 'yearFrom').inputValue()).toBe('2020');

    await field(page, 'model').selectOption('X-Trail');
    await field(page, 'budget').fill('900 000');
    await field(page, 'yearTo').selectOption('2022');
    await form(page).getByRole('button', { name: 'Enviar o meu pedido' }).click();
    await page.waitForURL(/\/pt\/user\/special-request\/thanks\?request=[0-9a-f-]{36}$/);
    expect(await page.locator('h1').innerText()).toBe('Obrigado pelo seu pedido');
    const summary = await page.getByTestId('special-request-summary').innerText();
    expect(summary).toContain('Nissan X-Trail');
    expect(summary).toContain('de 2020 a 2022');
    const [ack] = await mailsTo(email, 'Nissan X-Trail');
    expect(ack).toContain('Veículo: Nissan X-Trail');
    expect(ack).toContain('Ano: de 2020 a 2022');
    await context.close();
  });
});
