// The page frame in a browser (spec 001 §2, §4): language and country switches, the language parameter
// and the signed-in user's language, the currency that follows the country, dark mode without a flash,
// keyword suggestions, toasts, blocks drawn on approach, and the phone's bottom bar.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signUpAndConfirm } from './accounts.ts';
import { launchBrowser, whenHydrated } from './browser.ts';
import { CARD_LINK, CARD_FOB } from './cards.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
});

async function newPage(options: Parameters<Browser['newContext']>[0] = {}): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  const context = await browser.newContext(options);
  contexts.push(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, context, errors };
}

/** Waits until React has hydrated the page, so that handlers are attached. */
async function hydrated(page: Page) {
  await whenHydrated(page);
  await page.waitForLoadState('networkidle');
}

describe('the header', () => {
  it('switches the language on the same page and keeps the scroll position', async () => {
    const { page, errors } = await newPage();
    await page.goto(`${baseUrl}/en/pages/how-to-buy?country=Kenya`);
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, 300));
    // A click from the page itself: Playwright's own would scroll the link into view first.
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'FR' }).evaluate((link: HTMLElement) => link.click());
    await page.waitForURL(`${baseUrl}/fr/pages/how-to-buy?country=Kenya`);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('fr');
    await expect.poll(() => page.getByTestId('header-account').innerText()).toBe('Se connecter');
    expect(await page.evaluate(() => window.scrollY)).toBe(300);
    expect(errors).toEqual([]);
  });

  it('shows prices in the currency of the country a signed-out visitor picks, on the same page', async () => {
    const { page, context, errors } = await newPage();
    await page.goto(`${baseUrl}/en/stocklist`);
    await hydrated(page);
    expect(await page.locator(CARD_FOB).first().innerText()).toMatch(/^¥/);
    await page.getByTestId('country-select').selectOption('Kenya');
    await page.waitForURL(/[?&]country=Kenya/);
    await expect.poll(() => page.locator(CARD_FOB).first().innerText()).toMatch(/^KES\s/);
    await expect.poll(() => page.getByTestId('currency-select').inputValue()).toBe('KES');
    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
    expect(cookies).toMatchObject({ roro_country: 'Kenya', roro_currency: 'KES' });

    // The currency alone, then a second tab that hears of a change made in the first.
    await page.getByTestId('currency-select').selectOption('USD');
    await expect.poll(() => page.locator(CARD_FOB).first().innerText()).toMatch(/^US\$/);
    const other = await context.newPage();
    await other.goto(`${baseUrl}/en/stocklist`);
    await hydrated(other);
    expect(await other.locator(CARD_FOB).first().innerText()).toMatch(/^US\$/);
    await page.getByTestId('currency-select').selectOption('EUR');
    await expect.poll(() => other.locator(CARD_FOB).first().innerText()).toMatch(/^€/);
    expect(errors).toEqual([]);
  });

  it('keeps the currency of a country a link named on the pages that follow, which do not name it', async () => {
    const { page, context, errors } = await newPage();
    await page.goto(`${baseUrl}/en/stocklist?country=Kenya`);
    await hydrated(page);
    expect(await page.locator(CARD_FOB).first().innerText()).toMatch(/^KES\s/);
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'roro_currency')?.value).toBe('KES');
    // The country itself was not chosen: only its currency is kept.
    expect((await context.cookies()).find((c) => c.name === 'roro_country')).toBeUndefined();
    await page.goto(`${baseUrl}/en/stocklist`);
    await hydrated(page);
    expect(await page.locator(CARD_FOB).first().innerText()).toMatch(/^KES\s/);
    // A currency already chosen stays as it is when another country's link comes.
    await page.getByTestId('currency-select').selectOption('USD');
    await expect.poll(() => page.locator(CARD_FOB).first().innerText()).toMatch(/^US\$/);
    await page.goto(`${baseUrl}/en/stocklist?country=Tanzania`);
    await hydrated(page);
    await page.goto(`${baseUrl}/en/stocklist`);
    await hydrated(page);
    expect(await page.locator(CARD_FOB).first().innerText()).toMatch(/^US\$/);
    expect(errors).toEqual([]);
  });

  it('lets a visitor without JavaScript choose a country, a currency and dark mode, and come back to the same page', async () => {
    const { page, context } = await newPage({ javaScriptEnabled: false });
    await page.goto(`${baseUrl}/en/stocklist?type=Suv`);
    const formOf = (testId: string) => page.locator('form', { has: page.getByTestId(testId) });
    await page.getByTestId('country-select').selectOption('Kenya');
    await formOf('country-select').getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/[?&]country=Kenya/);
    expect(new URL(page.url()).searchParams.get('type')).toBe('Suv');
    expect(await page.locator(CARD_FOB).first().innerText()).toMatch(/^KES\s/);
    expect(await page.getByTestId('currency-select').inputValue()).toBe('KES');

    await page.getByTestId('currency-select').selectOption('USD');
    await formOf('currency-select').getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.locator(CARD_FOB).first().innerText()).toMatch(/^US\$/);
    expect(page.url()).toContain('/en/stocklist?type=Suv');

    const htmlClass = async () => (await page.locator('html').getAttribute('class')) ?? '';
    expect(await htmlClass()).not.toContain('dark');
    await page.getByTestId('dark-mode-toggle').click();
    await expect.poll(htmlClass).toContain('dark');
    expect(await page.getByTestId('dark-mode-toggle').getAttribute('aria-checked')).toBe('true');
    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
    expect(cookies).toMatchObject({ roro_country: 'Kenya', roro_currency: 'USD', roro_theme: 'dark' });

    // An unknown currency or theme changes nothing, and the way back never leaves the site.
    const refused = await fetch(`${baseUrl}/en/preferences`, { method: 'POST', body: new URLSearchParams({ currency: 'XYZ', theme: 'pink', returnTo: '//evil.example/x' }), redirect: 'manual' });
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toBe('/en');
    expect(refused.headers.getSetCookie()).toEqual([]);
  });

  it('keeps dark mode over a reload with the class in the server HTML, and follows the system until chosen', async () => {
    const { page, context } = await newPage({ colorScheme: 'dark' });
    await page.goto(`${baseUrl}/en`);
    // No stored choice: the inline script follows the system before the page paints.
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await hydrated(page);
    await page.getByTestId('dark-mode-toggle').first().click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await page.getByTestId('dark-mode-toggle').first().click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await expect(page.getByTestId('dark-mode-toggle').first().getAttribute('aria-checked')).resolves.toBe('true');

    // The stored choice is rendered by the server, so the first paint is already dark.
    const cookie = (await context.cookies()).find((c) => c.name === 'roro_theme');
    expect(cookie?.value).toBe('dark');
    const html = await (await fetch(`${baseUrl}/en`, { headers: { cookie: 'roro_theme=dark' } })).text();
    expect(html).toMatch(/<html[^>]*class="dark"/);
    const light = await (await fetch(`${baseUrl}/en`, { headers: { cookie: 'roro_theme=light' } })).text();
    expect(light).not.toMatch(/<html[^>]*class="dark"/);

    // With scripts off, a reload still shows the dark page: the class comes from the server.
    const noScript = await browser.newContext({ javaScriptEnabled: false, colorScheme: 'light' });
    contexts.push(noScript);
    await noScript.addCookies([{ name: 'roro_theme', value: 'dark', url: baseUrl }]);
    const plain = await noScript.newPage();
    await plain.goto(`${baseUrl}/en`);
    expect(await plain.evaluate(() => document.documentElement.className)).toContain('dark');

    // Another tab follows.
    const other = await context.newPage();
    await other.goto(`${baseUrl}/en/pages/faq`);
    await hydrated(other);
    expect(await other.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.getByTestId('dark-mode-toggle').first().click();
    await expect.poll(() => other.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
  });
});

describe('the language', () => {
  it('follows a supported language parameter on any page, under its prefix, keeping the rest of the query', async () => {
    const { page, context, errors } = await newPage();
    await page.goto(`${baseUrl}/en/pages/how-to-buy?language=ru&language=fr&country=Kenya`);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/ru/pages/how-to-buy?country=Kenya');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('ru');

    // Not a language of the site: the page stays as it is.
    await page.goto(`${baseUrl}/fr/stocklist?language=de&type=Suv`);
    expect(new URL(page.url()).pathname).toBe('/fr/stocklist');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');

    // Within the app too: a client-side navigation to such an address lands under the new prefix.
    await hydrated(page);
    await page.evaluate(() => (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter.navigate('/fr/pages/payments?language=pt&x=1'));
    await page.waitForURL(`${baseUrl}/pt/pages/payments?x=1`);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('pt');
    await expect.poll(() => page.getByTestId('header-account').innerText()).toBe('Iniciar sessão');

    // The answer is a redirect, the same every time, and the page cache never answers in its place.
    for (let i = 0; i < 2; i++) {
      const response = await context.request.get(`${baseUrl}/en/stocklist?type=Suv&language=pt`, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers().location).toBe('/pt/stocklist?type=Suv');
      expect(response.headers()['x-cache']).not.toBe('HIT');
    }
    expect(errors).toEqual([]);
  });

  it('sends "/" to the parameter’s language, else the signed-in user’s, else English, and no cache mixes them up', async () => {
    const visitor = await newPage();
    const root = (page: Page) => page.context().request.get(`${baseUrl}/`, { maxRedirects: 0 });
    // A signed-out visitor first, twice: what they get must not be kept for the user below.
    for (let i = 0; i < 2; i++) {
      const response = await root(visitor.page);
      expect(response.status()).toBe(302);
      expect(response.headers().location).toBe('/en');
      expect(response.headers()['cache-control']).toBe('private, no-store');
    }

    const { page } = await newPage();
    await signUpAndConfirm(page, `lang-${Date.now()}@example.com`, 'Amara');
    const saved = await page.evaluate(async () => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: 'mutation($input: UpdateUserInfoInput!) { updateUserInfo(input: $input) { __typename } }',
          variables: { input: { firstName: 'Amara', lastName: 'Tester', telephone: '+255700000000', countryName: 'Tanzania', language: 'pt' } },
        }),
      });
      return ((await response.json()) as { data?: { updateUserInfo?: { __typename: string } } }).data?.updateUserInfo?.__typename;
    });
    expect(saved).toBe('User');
    await page.goto(`${baseUrl}/`);
    await page.waitForURL(`${baseUrl}/pt`);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('pt');
    expect((await root(page)).headers().location).toBe('/pt');
    // The parameter comes before the user's own language, and the rest of the query stays.
    await page.goto(`${baseUrl}/?language=ru&gclid=abc`);
    await page.waitForURL(`${baseUrl}/ru?gclid=abc`);

    // And the visitor still goes to English.
    await visitor.page.goto(`${baseUrl}/`);
    await visitor.page.waitForURL(`${baseUrl}/en`);
  });
});

describe('keyword suggestions', () => {
  it('appear from two characters, and choosing one searches the stock list with it', async () => {
    const { page, errors } = await newPage();
    await page.goto(`${baseUrl}/en/stocklist?type=Suv`);
    await hydrated(page);
    const field = page.getByRole('combobox', { name: 'Search by maker, model or stock number' });
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await field.pressSequentially('t');
    await page.waitForTimeout(400);
    expect(await list.isVisible()).toBe(false);
    await field.pressSequentially('oy');
    await expect.poll(() => list.isVisible()).toBe(true);
    await expect(field.getAttribute('aria-expanded')).resolves.toBe('true');
    const toyota = list.getByRole('option', { name: /^Toyota/ }).first();
    await toyota.click();
    await page.waitForURL(/\/en\/stocklist\?type=Suv&keywords=Toyota$/);
    expect(await list.isVisible()).toBe(false);
    await expect.poll(() => field.inputValue()).toBe('Toyota');
    expect(errors).toEqual([]);
  });

  it('answer the keyboard: down, Escape, down and Enter', async () => {
    const { page } = await newPage();
    await page.goto(`${baseUrl}/en`);
    await hydrated(page);
    const field = page.getByRole('combobox', { name: 'Search by maker, model or stock number' });
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    await field.pressSequentially('toy');
    await expect.poll(() => list.isVisible()).toBe(true);
    await field.press('ArrowDown');
    const active = await field.getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    await expect(page.locator(`[id="${active}"]`).getAttribute('aria-selected')).resolves.toBe('true');
    await field.press('Escape');
    expect(await list.isVisible()).toBe(false);
    // A click into the field, which kept the focus, opens the list again.
    await field.click();
    await expect.poll(() => list.isVisible()).toBe(true);
    await field.press('Escape');
    expect(await list.isVisible()).toBe(false);
    await field.press('ArrowDown');
    await field.press('ArrowDown');
    const chosen = await page.locator(`[id="${await field.getAttribute('aria-activedescendant')}"]`).innerText();
    await field.press('Enter');
    await page.waitForURL(/\/en\/stocklist\?keywords=/);
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('keywords') ?? '')).toBe(chosen.split('\n')[0]!.trim());
  });
});

describe('keyword suggestions, further', () => {
  const fieldOf = (page: Page) => page.getByRole('combobox', { name: 'Search by maker, model or stock number' });
  const listOf = (page: Page) => page.getByRole('listbox', { name: 'Suggestions' });

  it('open again on focus with two or more characters, and not with one', async () => {
    const { page, errors } = await newPage();
    await page.goto(`${baseUrl}/en/stocklist?keywords=toyota`);
    await hydrated(page);
    const field = fieldOf(page);
    const list = listOf(page);
    expect(await field.inputValue()).toBe('toyota');
    expect(await list.isVisible()).toBe(false);
    await field.click();
    await expect.poll(() => list.isVisible()).toBe(true);
    // Leaving with the text already searched: the list goes, the page stays.
    await page.locator('h1').click();
    await expect.poll(() => list.isVisible()).toBe(false);
    await field.click();
    await expect.poll(() => list.isVisible()).toBe(true);
    expect(new URL(page.url()).search).toBe('?keywords=toyota');

    await page.goto(`${baseUrl}/en/stocklist?keywords=t`);
    await hydrated(page);
    await fieldOf(page).click();
    await page.waitForTimeout(400);
    expect(await listOf(page).isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });

  it('close when the page changes', async () => {
    const { page } = await newPage();
    await page.goto(`${baseUrl}/en`);
    await hydrated(page);
    const field = fieldOf(page);
    await field.pressSequentially('toy');
    await expect.poll(() => listOf(page).isVisible()).toBe(true);
    // A navigation that leaves the focus in the field (a click from script does not move it).
    await page.locator('footer').getByRole('link', { name: 'Payments' }).evaluate((link: HTMLElement) => link.click());
    await page.waitForURL(`${baseUrl}/en/pages/payments`);
    await expect.poll(() => listOf(page).isVisible()).toBe(false);
    expect(await field.inputValue()).toBe('');
    expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('search the stock list when the visitor leaves the search area with text in it', async () => {
    const { page } = await newPage();
    await page.goto(`${baseUrl}/en/pages/how-to-buy`);
    await hydrated(page);
    await fieldOf(page).pressSequentially('hiace');
    await expect.poll(() => listOf(page).isVisible()).toBe(true);
    // Into the search's own button is still inside the area: nothing happens.
    await page.keyboard.press('Tab');
    await page.waitForTimeout(200);
    expect(new URL(page.url()).pathname).toBe('/en/pages/how-to-buy');
    await page.locator('h1').click();
    await page.waitForURL(`${baseUrl}/en/stocklist?keywords=hiace`);
  });

  it('scroll rather than choose on a touch drag of more than 5 px, and choose on a tap', async () => {
    const { page, errors } = await newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto(`${baseUrl}/en/pages/faq`);
    await hydrated(page);
    await fieldOf(page).pressSequentially('toy');
    const list = listOf(page);
    await expect.poll(() => list.isVisible()).toBe(true);
    const option = list.getByRole('option').first();
    const target = (await option.evaluate((el) => el.firstChild?.textContent ?? '')).trim();

    // The finger moves 6 px down the list; the browser may still send a click at the end.
    await option.evaluate((el, moves: number[]) => {
      const box = el.getBoundingClientRect();
      const touchAt = (y: number) => [new Touch({ identifier: 1, target: el, clientX: box.left + 10, clientY: y })];
      const start = box.top + 5;
      el.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, cancelable: true, touches: touchAt(start), changedTouches: touchAt(start) }));
      for (const dy of moves) el.dispatchEvent(new TouchEvent('touchmove', { bubbles: true, cancelable: true, touches: touchAt(start + dy), changedTouches: touchAt(start + dy) }));
      el.dispatchEvent(new TouchEvent('touchend', { bubbles: true, cancelable: true, touches: [], changedTouches: touchAt(start + moves.at(-1)!) }));
      (el as HTMLElement).click();
    }, [3, 6]);
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/en/pages/faq');
    expect(await list.isVisible()).toBe(true);

    // A tap chooses.
    const box = (await option.boundingBox())!;
    await page.touchscreen.tap(box.x + 10, box.y + box.height / 2);
    await page.waitForURL(/\/en\/stocklist\?keywords=/);
    expect(new URL(page.url()).searchParams.get('keywords')).toBe(target);
    expect(errors).toEqual([]);
  });
});

describe('blocks drawn on approach', () => {
  it('are in the server’s HTML for crawlers, and drawn in the browser once within 200 px of the screen', async () => {
    const { page, context, errors } = await newPage({ viewport: { width: 1280, height: 720 } });
    await page.goto(`${baseUrl}/en/stocklist`);
    const vehicle = (await page.locator(CARD_LINK).first().getAttribute('href'))!;
    const html = await (await context.request.get(`${baseUrl}${vehicle}`)).text();
    expect(html).toMatch(/<noscript><section aria-labelledby="recommended-heading"[^]*?Similar vehicles[^]*?href="\/en\/stocklist\/RR\d{6}"/);

    await page.goto(`${baseUrl}${vehicle}`);
    await hydrated(page);
    const block = page.getByTestId('lazy-recommended');
    const similar = page.getByRole('region', { name: /Similar vehicles/ });
    expect(await block.getAttribute('data-lazy')).toBe('pending');
    expect(await similar.count()).toBe(0);
    /** Scrolls so that the block's top is this far below the bottom of the screen. */
    const placeBelowScreen = (gap: number) => block.evaluate((el, g) => window.scrollBy(0, el.getBoundingClientRect().top - window.innerHeight - g), gap);
    await placeBelowScreen(400);
    await page.waitForTimeout(300);
    expect(await block.getAttribute('data-lazy')).toBe('pending');
    await placeBelowScreen(150);
    await expect.poll(() => block.getAttribute('data-lazy')).toBe('shown');
    await expect.poll(() => similar.locator('article').count()).toBe(5);
    expect(errors).toEqual([]);
  });

  it('show a fallback in place of a block that fails to load, and report it', async () => {
    const { page } = await newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const consoleErrors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text());
    });
    await page.route(/\/assets\/navigation-panel-[\w-]+\.js$/, (route) => route.abort('failed'));
    await page.goto(`${baseUrl}/en/pages/how-to-buy`);
    await hydrated(page);
    await page.getByTestId('menu-toggle').click();
    const fallback = page.getByTestId('lazy-block-failed');
    await expect.poll(() => fallback.isVisible()).toBe(true);
    expect(await fallback.innerText()).toBe('This part of the page could not be shown.');
    await expect.poll(() => page.getByTestId('toast').innerText()).toBe('Failed to load data. Please refresh the page and try again.');
    expect(consoleErrors.some((m) => m.includes('A lazily loaded block failed'))).toBe(true);
    // The rest of the page goes on working.
    await page.getByTestId('mobile-bottom-bar').getByRole('link', { name: 'Home' }).click();
    await page.waitForURL(`${baseUrl}/en`);
  });
});

describe('feedback', () => {
  it('shows the loading bar while a page loads and a toast when its data fails, which then leaves', async () => {
    const { page } = await newPage();
    await page.goto(`${baseUrl}/en/pages/how-to-buy`);
    await hydrated(page);
    // A slow page: the bar runs until it has come.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/pages/payments.data*', async (route) => {
      await held;
      await route.continue();
    });
    await page.locator('footer').getByRole('link', { name: 'Payments' }).click();
    await expect.poll(() => page.getByTestId('loading-bar').getAttribute('data-busy')).toBe('true');
    release();
    await page.waitForURL(`${baseUrl}/en/pages/payments`);
    await expect.poll(() => page.getByTestId('loading-bar').getAttribute('data-busy')).toBe('false');

    // A page whose data never comes: the frame stays and a toast says so.
    await page.route('**/pages/faq.data*', (route) => route.abort('failed'));
    await page.locator('footer').getByRole('link', { name: 'Help / FAQ' }).click();
    const toast = page.getByTestId('toast');
    await expect.poll(() => toast.innerText()).toBe('Failed to load data. Please refresh the page and try again.');
    expect(await page.getByTestId('loading-bar').getAttribute('data-busy')).toBe('false');
    expect(await page.getByTestId('site-header').isVisible()).toBe(true);
    // Faded after 5 s, gone 300 ms later.
    await expect.poll(() => toast.count(), { timeout: 8000, interval: 250 }).toBe(0);
  });

  it('gives up on a page whose data gets no answer after 10 seconds: the bar stops and a toast says so', async () => {
    const { page } = await newPage();
    await page.goto(`${baseUrl}/en/pages/how-to-buy`);
    await hydrated(page);
    // The line stalls: the request reaches nothing and no answer comes.
    let stalled = 0;
    await page.route('**/pages/terms.data*', () => void stalled++);
    await page.locator('footer').getByRole('link', { name: 'Terms of sale' }).click();
    await expect.poll(() => stalled).toBe(1);
    const askedAt = Date.now();
    expect(await page.getByTestId('loading-bar').getAttribute('data-busy')).toBe('true');
    const toast = page.getByTestId('toast');
    await expect.poll(() => toast.first().innerText(), { timeout: 15_000 }).toBe('Failed to load data. Please refresh the page and try again.');
    expect(Date.now() - askedAt).toBeGreaterThan(9_000);
    expect(await page.getByTestId('loading-bar').getAttribute('data-busy')).toBe('false');
    expect(await page.getByTestId('site-header').isVisible()).toBe(true);
  });
});

describe('on a phone', () => {
  it('has the bottom bar, a menu loaded on demand that closes on navigation, and a header that hides on the scrolled stock list', async () => {
    const { page, errors } = await newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const panelRequests: string[] = [];
    page.on('request', (r) => {
      if (/navigation-panel/.test(r.url())) panelRequests.push(r.url());
    });
    // Nothing makes a phone scroll sideways: not the cards laid out on approach, on the top page or the stock list.
    const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    await page.goto(`${baseUrl}/en`);
    expect(await sideways()).toBe(0);
    await page.goto(`${baseUrl}/en/stocklist`);
    await hydrated(page);
    expect(await sideways()).toBe(0);
    const bar = page.getByTestId('mobile-bottom-bar');
    expect(await bar.isVisible()).toBe(true);
    await expect(bar.getByRole('link', { name: 'Home' }).getAttribute('href')).resolves.toBe('/en');
    await expect(page.getByTestId('bottom-account').getAttribute('href')).resolves.toBe('/en/user/signin');
    await expect(page.getByTestId('bottom-favorites').innerText()).resolves.toMatch(/\(0\)/);
    expect(await page.getByTestId('header-account').isVisible()).toBe(false);
    expect(panelRequests).toEqual([]);

    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => page.getByTestId('site-header').getAttribute('data-hidden')).toBe('true');
    await page.getByTestId('menu-toggle').click();
    await expect.poll(() => page.getByTestId('navigation-panel').isVisible()).toBe(true);
    expect(panelRequests.length).toBe(1);
    expect(await page.getByTestId('site-header').getAttribute('data-hidden')).toBe('false');
    await expect(page.getByTestId('menu-toggle').getAttribute('aria-expanded')).resolves.toBe('true');

    await page.getByTestId('navigation-panel').getByRole('link', { name: 'How to buy' }).click();
    await page.waitForURL(`${baseUrl}/en/pages/how-to-buy`);
    await expect.poll(() => page.getByTestId('navigation-panel').count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.waitForTimeout(200);
    // Elsewhere than the stock list the header stays, and stays on the screen (spec 001 §2: always visible).
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(await page.getByTestId('site-header').getAttribute('data-hidden')).toBe('false');
    expect((await page.getByTestId('site-header').boundingBox())?.y).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('the visit', () => {
  it('keeps the campaign code and click ids of its first link for the session', async () => {
    const { page, context } = await newPage();
    await page.goto(`${baseUrl}/en?campaign_code=EASTAFRICA&campaign_code=OTHER&gclid=abc123`);
    await hydrated(page);
    await page.getByRole('link', { name: 'Stock list' }).first().click();
    await page.waitForURL(`${baseUrl}/en/stocklist`);
    const visit = (await context.cookies()).find((c) => c.name === 'roro_visit');
    expect(visit?.expires).toBe(-1);
    expect(JSON.parse(decodeURIComponent(visit!.value))).toEqual({ campaignCode: 'EASTAFRICA', gclid: 'abc123' });
  });
});
