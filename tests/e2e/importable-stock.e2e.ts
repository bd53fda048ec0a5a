// The stock list kept to the buyer's country, in a real browser against the real server: a visitor who
// chose Kenya sees only what Kenya allows with the count of the others, can show all (each refused card
// saying why) and come back; just-sold cars are not in the list but keep their pages; a search with no
// match says what was searched in words and leads to the special request filled in from it. Every state
// is axe clean, in the light theme and (contrast) in the dark one.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { signUpAndConfirm } from './accounts.ts';
import { launchBrowser, whenHydrated, withAxe } from './browser.ts';
import { seededStock } from './seeded-stock.ts';
import { CARD_LINK, CARD_TOTAL } from './cards.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

/** axe's findings: every rule in the light theme, contrast in the dark one. */
async function axeProblems(page: Page): Promise<string[]> {
  await withAxe(page);
  const run = (rules: object) =>
    page.evaluate(async (runOnly) => {
      const axe = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
      const { violations } = await axe.run(document, { runOnly, resultTypes: ['violations'] });
      return violations.flatMap((v) => v.nodes.map((n) => `${v.id} at ${n.target.join(' ')}`));
    }, rules);
  const light = await run({ type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] });
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  await page.evaluate(async () => {
    document.documentElement.classList.add('dark');
    document.documentElement.style.colorScheme = 'dark';
    window.dispatchEvent(new Event('roro:theme'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
  const dark = await run({ type: 'rule', values: ['color-contrast', 'link-in-text-block'] });
  await page.evaluate(() => {
    document.documentElement.classList.remove('dark');
    document.documentElement.style.colorScheme = 'light';
    window.dispatchEvent(new Event('roro:theme'));
  });
  return [...light.map((p) => `light: ${p}`), ...dark.map((p) => `dark: ${p}`)];
}

const totalOf = async (page: Page) => Number(((await page.getByTestId('total-count').innerText()) ?? '').replace(/\D/g, ''));
const notice = (page: Page) => page.getByTestId('importable-notice');

/** A browser whose visitor chose a country (the header's selector keeps it in this cookie) and prices in yen. */
async function visitorFrom(country: string | null): Promise<BrowserContext> {
  const context = await browser.newContext();
  const cookies = [{ name: 'roro_currency', value: 'JPY', url: baseUrl }];
  if (country) cookies.push({ name: 'roro_country', value: country, url: baseUrl });
  await context.addCookies(cookies);
  return context;
}

/** Waits for the list to show another total after a navigation React Router makes in place. */
async function afterListChanges(page: Page, act: () => Promise<unknown>) {
  const before = await page.getByTestId('total-count').innerText();
  await act();
  await page.waitForFunction((previous) => document.querySelector('[data-testid="total-count"]')?.textContent !== previous, before);
}

describe('the stock list for a buyer country', () => {
  it('shows a visitor from Kenya only what Kenya allows, counts the others, shows all on request with the reasons, and comes back', async () => {
    const anyone = await visitorFrom(null);
    const plain = await anyone.newPage();
    await plain.goto(`${baseUrl}/en/stocklist`);
    const everything = await totalOf(plain);
    // Without a country nothing is hidden and nothing said about it.
    expect(await notice(plain).count()).toBe(0);
    await anyone.close();

    const kenyan = await visitorFrom('Kenya');
    const page = await kenyan.newPage();
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${baseUrl}/en/stocklist`);
    await whenHydrated(page);
    const allowed = await totalOf(page);
    const text = await notice(page).innerText();
    const hidden = Number(/· ([\d,]+) other vehicles? hidden ·/.exec(text)?.[1]?.replace(/,/g, ''));
    expect(text).toBe(`Showing only the vehicles that can be imported into Kenya · ${hidden.toLocaleString('en-GB')} other vehicles hidden · Show all vehicles`);
    expect(hidden).toBeGreaterThan(0);
    expect(allowed).toBeGreaterThan(0);
    expect(allowed + hidden).toBe(everything);
    // Every card is one the quote to Mombasa accepts: its total, no refusal.
    expect(await page.locator(CARD_LINK).count()).toBeGreaterThan(0);
    expect(await page.getByTestId('import-refusal').count()).toBe(0);
    // (textContent: the cards below the fold are not drawn until scrolled to.)
    for (const total of await page.locator(CARD_TOTAL).allTextContents()) expect(total).toMatch(/^Total to Mombasa: /);
    // The filter panel counts the same vehicles: Kenya takes right-hand drive only.
    expect(await page.locator('#f-steering option[value="LeftHandle"]').count()).toBe(0);
    const rightHand = Number(/\(([\d,]+)\)/.exec((await page.locator('#f-steering option[value="RightHandle"]').textContent()) ?? '')?.[1]?.replace(/,/g, ''));
    expect(rightHand).toBe(allowed);
    expect(await axeProblems(page)).toEqual([]);

    // Show all: everything, the refused ones saying why.
    await afterListChanges(page, () => notice(page).getByRole('link', { name: 'Show all vehicles' }).click());
    expect(new URL(page.url()).searchParams.get('importable')).toBe('all');
    expect(await totalOf(page)).toBe(everything);
    expect(await notice(page).innerText()).toBe(
      `Showing every vehicle, including those that cannot be imported into Kenya · ${hidden.toLocaleString('en-GB')} of them are not allowed there: their cards say why · Show only what Kenya allows`,
    );
    // The oldest first: the first cards are too old for Kenya, and say so.
    await page.goto(`${baseUrl}/en/stocklist?importable=all&order=6`);
    await whenHydrated(page);
    const refusal = page.getByTestId('import-refusal').first();
    expect(await refusal.innerText()).toMatch(/^Not allowed in Kenya: older than the 8-year limit(, (left|right)-hand drive)?$/);
    expect(await axeProblems(page)).toEqual([]);
    // A left-hand-drive car says that too.
    await page.goto(`${baseUrl}/en/stocklist?importable=all&steering=LeftHandle&order=5`);
    await whenHydrated(page);
    expect(await page.getByTestId('import-refusal').first().innerText()).toMatch(/^Not allowed in Kenya: (older than the 8-year limit, )?left-hand drive$/);

    // The filter panel keeps the choice: a maker chosen still lists all, and its count is what it lists.
    await page.goto(`${baseUrl}/en/stocklist?importable=all`);
    await whenHydrated(page);
    await afterListChanges(page, () => page.selectOption('#f-maker', 'Toyota'));
    expect(new URL(page.url()).searchParams.get('maker')).toBe('Toyota');
    expect(new URL(page.url()).searchParams.get('importable')).toBe('all');
    expect(await notice(page).innerText()).toMatch(/^Showing every vehicle/);

    // And back to what Kenya allows.
    await afterListChanges(page, () => notice(page).getByRole('link', { name: 'Show only what Kenya allows' }).click());
    expect(new URL(page.url()).searchParams.get('importable')).toBeNull();
    expect(new URL(page.url()).searchParams.get('maker')).toBe('Toyota');
    await expect.poll(() => notice(page).innerText()).toMatch(/^Showing only the vehicles that can be imported into Kenya/);
    const toyotas = await totalOf(page);
    expect(Number(/\(([\d,]+)\)/.exec((await page.locator('#f-maker option[value="Toyota"]').textContent()) ?? '')?.[1]?.replace(/,/g, ''))).toBe(toyotas);
    expect(errors).toEqual([]);
    await kenyan.close();
  });

  it('leaves just-sold cars out of the list, while their pages stay with their Sold badge', async () => {
    const sold = seededStock().filter((v) => v.status === 'SoldOutRecently');
    expect(sold.length).toBeGreaterThan(0);
    const context = await visitorFrom(null);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en/stocklist?order=5`);
    const listed = await page.locator(CARD_LINK).allTextContents();
    for (const car of sold) expect(listed.join('\n')).not.toContain(car.stockNumber);
    // Asked for by its stock number, it is not in the list either; its page is there, sold.
    const car = sold[0]!;
    await page.goto(`${baseUrl}/en/stocklist?keywords=${car.stockNumber}`);
    expect(await totalOf(page)).toBe(0);
    expect(await page.getByTestId('no-match').locator('p').first().innerText()).toBe(`No vehicles match “${car.stockNumber}”.`);
    await page.goto(`${baseUrl}/en/stocklist/${car.stockNumber}`);
    expect(await page.getByTestId('vehicle-status').innerText()).toBe('Just sold');
    await context.close();
  });
});

describe('a search with no match', () => {
  it('says so with the search in words and leads to the special request filled in from it', async () => {
    const context = await visitorFrom(null);
    const page = await context.newPage();
    // A buyer signed in with Tanzania as contact country: the list keeps to Tanzania's rules.
    await signUpAndConfirm(page, `importable-${Date.now()}@example.com`, 'Baraka');
    // No vehicle is priced under ¥150,000 (db/seed/vehicles.ts): nothing matches.
    await page.goto(`${baseUrl}/en/stocklist?maker=Toyota&model=Land+Cruiser+Prado&minYear=2012&maxYear=2016&maxPrice=100000&fuelType=Diesel&transmission=Automatic`);
    await whenHydrated(page);
    expect(await totalOf(page)).toBe(0);
    const noMatch = page.getByTestId('no-match');
    expect(await noMatch.locator('p').first().innerText()).toBe(
      'No vehicles that can be imported into Tanzania match Toyota Land Cruiser Prado, year 2012–2016, price up to ¥100,000, Diesel, Automatic.',
    );
    // The nearest vehicles follow, the filter they drop named.
    expect(await page.getByTestId('fallback').innerText()).toMatch(/^Here are the nearest matches instead: \d+ vehicles without the filter price\.$/);
    expect(await axeProblems(page)).toEqual([]);

    const offer = noMatch.getByTestId('special-request-offer');
    expect(await offer.getByRole('heading').innerText()).toBe('Can’t find it? Ask us to find it for you');
    await offer.getByRole('link', { name: 'Make a special vehicle request' }).click();
    await page.waitForURL(/\/en\/user\/special-request\?/);
    expect(new URL(page.url()).searchParams.get('additionalSpec')).toBe('Diesel, Automatic');
    const form = page.getByTestId('special-request-form');
    const field = (name: string) => form.locator(`[name=${name}]`);
    await expect.poll(() => field('make').inputValue()).toBe('Toyota');
    expect(await field('model').inputValue()).toBe('Land Cruiser Prado');
    expect(await field('yearFrom').inputValue()).toBe('2012');
    expect(await field('yearTo').inputValue()).toBe('2016');
    expect(await field('budget').inputValue()).toBe('100000');
    expect(await field('additionalSpec').inputValue()).toBe('Diesel, Automatic');

    // Without a maker: the budget and the body type still carry over.
    await page.goto(`${baseUrl}/en/stocklist?type=Suv&maxPrice=120000`);
    expect(await page.getByTestId('no-match').locator('p').first().innerText()).toBe('No vehicles that can be imported into Tanzania match price up to ¥120,000, SUV.');
    await page.getByTestId('special-request-offer').getByRole('link', { name: 'Make a special vehicle request' }).click();
    await page.waitForURL(/\/en\/user\/special-request\?/);
    await expect.poll(() => field('budget').inputValue()).toBe('120000');
    expect(await field('make').inputValue()).toBe('');
    expect(await field('additionalSpec').inputValue()).toBe('SUV');
    await context.close();
  });
});
