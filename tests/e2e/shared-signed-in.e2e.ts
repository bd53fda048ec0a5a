// Two signed-in buyers of one country share the stock list's, the top page's and a vehicle page's render
// (ADR 037) and never see each other's favourites or picks: the page the second gets was rendered for the
// first, with each one's own hearts and count, and on the top page each one's own recommended row once the
// page runs. Buyers who keep a car share its page with its heart pressed by the server, the others theirs.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signUpAndConfirm } from './accounts.ts';
import { launchBrowser, whenHydrated } from './browser.ts';
import { CARD_LINK, CARD_HEART, heartPosted } from './cards.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
});

/** What the browsers wrote to their consoles as errors: a page hydrated unlike the server drew it says so there. */
const consoleErrors: string[] = [];

async function buyer(name: string): Promise<{ page: Page; email: string }> {
  const context = await browser.newContext();
  contexts.push(context);
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${name}: ${message.text()}`);
  });
  page.on('pageerror', (error) => consoleErrors.push(`${name}: ${error.message}`));
  const email = `shared-${name.toLowerCase()}-${Date.now()}@example.com`;
  await signUpAndConfirm(page, email, name);
  return { page, email };
}

const headerCount = async (page: Page) => (await page.getByTestId('header-favorites').innerText()).replace(/\D/g, '');
const hearts = (page: Page) => page.locator('main article').locator(CARD_HEART);
const pressed = (page: Page) => hearts(page).evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-pressed')));
/** Presses a card's heart and waits for the server to have kept the car (the heart turns at once, before). */
async function keep(page: Page, card: Locator) {
  const saved = heartPosted(page);
  await card.locator(CARD_HEART).click();
  expect((await saved).ok()).toBe(true);
}

describe('the stock list shared by signed-in buyers', () => {
  it('is rendered once for two buyers of one country, and each sees only their own favourites, in the page and after it runs', async () => {
    // Both buyers' accounts are in Tanzania (the sign-up form's country): one place, one shared page.
    const amani = await buyer('Amani');
    const baraka = await buyer('Baraka');

    await amani.page.goto(`${baseUrl}/en/stocklist`);
    await whenHydrated(amani.page);
    const firstCard = amani.page.locator('main article').first();
    await keep(amani.page, firstCard);
    await expect.poll(() => firstCard.locator(CARD_HEART).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => headerCount(amani.page)).toBe('1');

    // Amani's page, loaded afresh, then Baraka's: the second is the first's render, kept.
    const forAmani = await amani.page.goto(`${baseUrl}/en/stocklist`);
    const forBaraka = await baraka.page.goto(`${baseUrl}/en/stocklist`);
    const cache = [forAmani!.headers()['x-cache'], forBaraka!.headers()['x-cache']];
    expect(cache).toContain('HIT');
    for (const response of [forAmani!, forBaraka!]) expect(response.headers()['cache-control']).toBe('private, no-store');

    // Nothing of Amani's in what Baraka's browser received: not her address, not her name, not her favourite.
    const html = await forBaraka!.text();
    expect(html).not.toContain(amani.email);
    expect(html).not.toContain('Amani');
    const personal = JSON.parse(/<script type="application\/json" id="roro-personal">(.*?)<\/script>/.exec(html)![1]!) as { favoritesCount: number; favoriteIds: number[] };
    expect(personal).toEqual({ favoritesCount: 0, favoriteIds: [] });
    expect(html).not.toMatch(/aria-pressed="true"/);

    // Once the pages run: Amani's heart pressed and her count; Baraka's none.
    await whenHydrated(amani.page);
    await whenHydrated(baraka.page);
    await expect.poll(() => headerCount(amani.page)).toBe('1');
    expect((await pressed(amani.page))[0]).toBe('true');
    expect((await pressed(amani.page)).filter((p) => p === 'true')).toHaveLength(1);
    await expect.poll(() => headerCount(baraka.page)).toBe('0');
    expect((await pressed(baraka.page)).every((p) => p === 'false')).toBe(true);

    // Baraka keeps a car of his own from the shared page; Amani's page, loaded again, still shows hers only.
    const his = baraka.page.locator('main article').nth(1);
    await keep(baraka.page, his);
    await expect.poll(() => headerCount(baraka.page)).toBe('1');
    await amani.page.reload();
    await whenHydrated(amani.page);
    await expect.poll(() => headerCount(amani.page)).toBe('1');
    expect(await pressed(amani.page)).toEqual((await pressed(amani.page)).map((_, i) => (i === 0 ? 'true' : 'false')));

    expect(consoleErrors).toEqual([]);
  });

  it('shares the top page too, and each buyer’s recommended row becomes their own once the page runs', async () => {
    const zawadi = await buyer('Zawadi');
    const jabari = await buyer('Jabari');
    // Zawadi keeps a Toyota, Jabari a Nissan: what is recommended to each follows what they kept.
    for (const [who, maker] of [
      [zawadi, 'Toyota'],
      [jabari, 'Nissan'],
    ] as const) {
      await who.page.goto(`${baseUrl}/en/stocklist?maker=${maker}`);
      await whenHydrated(who.page);
      const card = who.page.locator('main article').first();
      await keep(who.page, card);
      await expect.poll(() => card.locator(CARD_HEART).getAttribute('aria-pressed')).toBe('true');
    }
    const own = async (page: Page) => ((await (await page.request.get(`${baseUrl}/en/recommended`)).json()) as { vehicles: { stockNumber: string }[] }).vehicles.map((v) => v.stockNumber);
    const [zawadis, jabaris] = [await own(zawadi.page), await own(jabari.page)];
    expect(zawadis).toHaveLength(10);
    expect(zawadis).not.toEqual(jabaris);

    const forZawadi = await zawadi.page.goto(`${baseUrl}/en`);
    const forJabari = await jabari.page.goto(`${baseUrl}/en`);
    expect([forZawadi!.headers()['x-cache'], forJabari!.headers()['x-cache']]).toContain('HIT');
    const html = await forJabari!.text();
    expect(html).not.toContain(zawadi.email);
    expect(html).not.toContain('Zawadi');

    // The row as the page shows it once it runs: each buyer's own picks, not the other's.
    const row = (page: Page) =>
      page.locator('section[aria-labelledby="recommended"]').locator(CARD_LINK).evaluateAll((links) => links.map((a) => a.getAttribute('href')!.split('/').pop()));
    await whenHydrated(zawadi.page);
    await whenHydrated(jabari.page);
    await expect.poll(() => row(zawadi.page)).toEqual(zawadis);
    await expect.poll(() => row(jabari.page)).toEqual(jabaris);
    expect(consoleErrors).toEqual([]);
  });

  it('shares a vehicle page among the buyers who keep that car and among those who do not, its heart drawn by the server as each has it', async () => {
    const neema = await buyer('Neema');
    const imani = await buyer('Imani');
    await neema.page.goto(`${baseUrl}/en/stocklist`);
    const path = (await neema.page.locator('main article').nth(4).locator(CARD_LINK).getAttribute('href'))!;

    const forNeema = await neema.page.goto(`${baseUrl}${path}`);
    const forImani = await imani.page.goto(`${baseUrl}${path}`);
    expect([forNeema!.headers()['x-cache'], forImani!.headers()['x-cache']]).toContain('HIT');
    for (const response of [forNeema!, forImani!]) expect(response.headers()['cache-control']).toBe('private, no-store');
    const shared = await forImani!.text();
    expect(shared).not.toContain(neema.email);
    expect(shared).not.toContain('Neema');
    expect(shared).not.toMatch(/aria-pressed="true"/);

    // Neema keeps the car from the page, which stays as it is: the heart turns and her count follows.
    await whenHydrated(neema.page);
    const herPost = heartPosted(neema.page);
    await neema.page.locator('main').getByRole('button', { name: 'Add to favourites' }).click();
    await expect.poll(() => neema.page.locator('main').getByRole('button', { name: 'Remove from favourites' }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => headerCount(neema.page)).toBe('1');
    // The heart and the count turn before the server has the favourite; the page read next must find it.
    await herPost;

    // Her page of that car is now the one for buyers who keep it, drawn with the heart pressed (so it is
    // without JavaScript too); Imani's is still the other one, with nothing of Neema's in it.
    const hers = await neema.page.goto(`${baseUrl}${path}`);
    expect(await hers!.text()).toMatch(/aria-pressed="true"/);
    const his = await imani.page.goto(`${baseUrl}${path}`);
    const again = await his!.text();
    expect(again).not.toContain(neema.email);
    expect(again).not.toMatch(/aria-pressed="true"/);
    await whenHydrated(imani.page);
    await whenHydrated(neema.page);
    expect(await imani.page.locator('main').getByRole('button', { name: 'Add to favourites' }).getAttribute('aria-pressed')).toBe('false');
    expect(await neema.page.locator('main').getByRole('button', { name: 'Remove from favourites' }).getAttribute('aria-pressed')).toBe('true');

    // Imani keeps it too: his page is now Neema's render, kept, with his own count and nothing of hers.
    const hisPost = heartPosted(imani.page);
    await imani.page.locator('main').getByRole('button', { name: 'Add to favourites' }).click();
    await expect.poll(() => headerCount(imani.page)).toBe('1');
    await hisPost;
    await neema.page.goto(`${baseUrl}${path}`);
    const kept = await imani.page.goto(`${baseUrl}${path}`);
    expect(kept!.headers()['x-cache']).toBe('HIT');
    const keptHtml = await kept!.text();
    expect(keptHtml).toMatch(/aria-pressed="true"/);
    expect(keptHtml).not.toContain(neema.email);
    expect(keptHtml).not.toContain('Neema');
    await whenHydrated(imani.page);
    expect(await imani.page.locator('main').getByRole('button', { name: 'Remove from favourites' }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => headerCount(imani.page)).toBe('1');
    expect(consoleErrors).toEqual([]);
  });
});
