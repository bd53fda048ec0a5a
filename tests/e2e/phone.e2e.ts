// The storefront on a phone (390 × 844, Chromium), as a new buyer tried it: the stock list's first screen
// shows cars, the filters wait in a drawer with the live count, the search's filters show as removable
// chips; the vehicle page keeps its total beside Inquire; the French, Portuguese and Russian top pages'
// search fields and card badges overlap nothing and are not cut. axe passes on each, light and dark.
// Issue 38: the bar offers Order beside Inquire, the total to the buyer's place shows in the first screen
// with a way to the form, the top page's first cars come within a screen and a half, and the country guess
// takes one line.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, whenHydrated, withAxe } from './browser.ts';
import { CARD_LINK, CARD_HEART } from './cards.ts';
import { kenyanCars } from './kenyan-cars.ts';
import { seededStock } from './seeded-stock.ts';

const baseUrl = inject('baseUrl');
const PHONE = { width: 390, height: 844 };
/** The phone's bottom bar (Home, Sign in, Favourites, Menu) covers the foot of the screen. */
const BOTTOM_BAR = 56;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

const phone = (options: { javaScriptEnabled?: boolean } = {}): Promise<BrowserContext> => browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, ...options });

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Where the elements are on the page (document coordinates), by a CSS selector. */
const boxes = (page: Page, selector: string): Promise<Box[]> =>
  page.locator(selector).evaluateAll((elements) =>
    elements.map((e) => {
      const r = e.getBoundingClientRect();
      return { top: r.top + window.scrollY, bottom: r.bottom + window.scrollY, left: r.left, right: r.right };
    }),
  );

/** axe's findings as one line each: every WCAG A/AA and best-practice rule in the light theme, contrast in the dark one. */
async function axeFindings(page: Page): Promise<string[]> {
  await withAxe(page);
  const run = (rules: object) =>
    page.evaluate(async (only) => {
      const axe = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
      const result = await axe.run(document, { runOnly: only, resultTypes: ['violations'] });
      return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id} at ${n.target.join(' ')}`));
    }, rules);
  const light = await run({ type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] });
  // Switched as the page's own toggle does it; colours that ease into the theme would be measured half-way.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  const theme = (dark: boolean) =>
    page.evaluate(async (on) => {
      document.documentElement.classList.toggle('dark', on);
      document.documentElement.style.colorScheme = on ? 'dark' : 'light';
      window.dispatchEvent(new Event('roro:theme'));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }, dark);
  await theme(true);
  const dark = await run({ type: 'rule', values: ['color-contrast', 'link-in-text-block'] });
  await theme(false);
  return [...light.map((f) => `light: ${f}`), ...dark.map((f) => `dark: ${f}`)];
}

const count = async (page: Page) => Number(((await page.getByTestId('total-count').textContent()) ?? '').replace(/\D/g, ''));
/** The number in a choice's label, "SUV (104)". */
const optionCount = async (page: Page, selector: string) => Number(/\(([\d,]+)\)/.exec((await page.locator(selector).textContent()) ?? '')?.[1]?.replace(/,/g, ''));
const focusedTestId = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.id ?? null);

describe('the stock list on a phone', () => {
  it('shows a car on the first screen and at least three in two, the filters waiting behind a button', async () => {
    const context = await phone();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en/stocklist`);
    await whenHydrated(page);
    const cards = await boxes(page, 'main article');
    expect(cards.length).toBe(24);
    // The first card whole above the bottom bar, with no scrolling.
    expect(cards[0]!.bottom).toBeLessThanOrEqual(PHONE.height - BOTTOM_BAR);
    expect(cards.filter((c) => c.bottom <= 2 * PHONE.height).length).toBeGreaterThanOrEqual(3);
    // A compact card: the picture beside the facts, not above them.
    const [picture] = await boxes(page, 'main article img');
    const [title] = await boxes(page, 'main article h2');
    expect(title!.left).toBeGreaterThanOrEqual(picture!.right);
    expect(await page.locator('#f-maker').isVisible()).toBe(false);
    await expect(page.getByTestId('filters-button').isVisible()).resolves.toBe(true);
    expect(await axeFindings(page)).toEqual([]);
    await context.close();
  });

  it('opens the filters in a drawer with the live count, applies one as a chip, and the chip takes it off again', async () => {
    const context = await phone();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en/stocklist`);
    await whenHydrated(page);
    const everything = await count(page);
    const button = page.getByTestId('filters-button');
    expect(await page.getByTestId('filter-chip').count()).toBe(0);
    await button.click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.waitFor();
    expect(await focusedTestId(page)).toBe('filters-close');
    const submit = page.getByTestId('filters-submit');
    // What shows: the small screens' label (the sidebar's "Search" is not drawn).
    await expect(submit.innerText()).resolves.toBe(`Show ${everything.toLocaleString('en-GB')} vehicles`);
    // The button stays at the foot of the screen while the fields scroll.
    const [submitBox] = await boxes(page, '[data-testid="filters-submit"]');
    expect(submitBox!.bottom).toBeLessThanOrEqual(PHONE.height);
    expect(submitBox!.top).toBeGreaterThan(PHONE.height - 100);
    expect(await axeFindings(page)).toEqual([]);
    // The focus stays inside: back from the first control goes to the last one of the drawer.
    await page.keyboard.press('Shift+Tab');
    expect(
      await page.evaluate(
        () => document.getElementById('filters')!.contains(document.activeElement) && document.activeElement !== document.querySelector('[data-testid="filters-close"]'),
      ),
    ).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focusedTestId(page)).toBe('filters-close');

    // Choosing counts again before anything is submitted.
    const suvs = await optionCount(page, '#f-type option[value="Suv"]');
    expect(suvs).toBeGreaterThan(0);
    expect(suvs).toBeLessThan(everything);
    await page.selectOption('#f-type', 'Suv');
    await expect.poll(() => submit.innerText()).toBe(`Show ${suvs.toLocaleString('en-GB')} vehicles`);
    expect(new URL(page.url()).searchParams.get('type')).toBeNull();
    await submit.click();
    await page.waitForURL(/type=Suv/);
    await expect.poll(() => count(page)).toBe(suvs);
    await expect.poll(() => drawer.count()).toBe(0);
    expect(await page.locator('#f-type').isVisible()).toBe(false);
    expect(await focusedTestId(page)).toBe('filters-button');
    // The chip names the filter in words, and the button counts it.
    const chip = page.getByRole('link', { name: 'Remove filter: SUV' });
    await expect(chip.textContent()).resolves.toContain('SUV');
    await expect(button.textContent()).resolves.toContain('Active filters: 1');
    const [first] = await boxes(page, 'main article');
    expect(first!.bottom).toBeLessThanOrEqual(PHONE.height - BOTTOM_BAR);
    expect(await axeFindings(page)).toEqual([]);

    await chip.click();
    await page.waitForURL((url) => !url.searchParams.has('type'));
    await expect.poll(() => count(page)).toBe(everything);
    expect(await page.getByTestId('filter-chip').count()).toBe(0);

    // Escape closes it, and the focus goes back to the button.
    await button.click();
    await drawer.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.count()).toBe(0);
    expect(await focusedTestId(page)).toBe('filters-button');
    await context.close();
  });

  it('opens the drawer, searches and removes a chip with JavaScript off', async () => {
    const context = await phone({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en/stocklist?maker=Toyota`);
    const toyotas = await count(page);
    expect(await page.locator('#f-type').isVisible()).toBe(false);
    await page.getByRole('link', { name: /^Filters/ }).click();
    await page.waitForURL(/#filters$/);
    expect(await page.locator('#f-type').isVisible()).toBe(true);
    await expect(page.getByTestId('filters-submit').innerText()).resolves.toBe(`Show ${toyotas} vehicles`);
    const suvs = await optionCount(page, '#f-type option[value="Suv"]');
    await page.selectOption('#f-type', 'Suv');
    await page.getByTestId('filters-submit').click();
    await page.waitForURL(/type=Suv/);
    expect(await count(page)).toBe(suvs);
    expect(await page.locator('#f-type').isVisible()).toBe(false);
    expect(await page.getByTestId('filter-chip').allTextContents()).toEqual(['Toyota×', 'SUV×']);
    // Toyota's chip takes the maker off and keeps the body type.
    await page.getByRole('link', { name: 'Remove filter: Toyota' }).click();
    await page.waitForURL((url) => !url.searchParams.has('maker') && url.searchParams.get('type') === 'Suv');
    expect(await count(page)).toBeGreaterThan(suvs);
    // Clearing them all keeps the sort the form sent.
    await page.getByTestId('clear-filters-chip').click();
    await page.waitForURL((url) => url.search === '?order=3');
    expect(await page.getByTestId('filter-chip').count()).toBe(0);
    await context.close();
  });
});

describe('the vehicle page on a phone', () => {
  it('keeps the total of the price form and Inquire together in view, and the total follows the form', async () => {
    const context = await phone();
    const page = await context.newPage();
    // A car Kenya takes: one it refuses has no total to show (the test below).
    const [stockNumber] = await kenyanCars(1);
    await page.goto(`${baseUrl}/en/stocklist/${stockNumber}?country=Kenya`);
    await whenHydrated(page);
    const calculatorTotal = page.getByTestId('price-calculator').getByTestId('price-total');
    const barTotal = page.getByTestId('price-bar-total');
    const inquire = page.getByTestId('price-bar-inquiry');
    await expect(barTotal.textContent()).resolves.toBe(await calculatorTotal.textContent());
    expect(await barTotal.textContent()).toMatch(/^KES\s[\d,]+$/);
    /** Both on the screen, above the bottom bar, wherever the page is scrolled. */
    const inView = async () => {
      const onScreen = (box: { y: number; height: number } | null) => box !== null && box.y >= 0 && box.y + box.height <= PHONE.height - BOTTOM_BAR;
      return onScreen(await barTotal.boundingBox()) && onScreen(await inquire.boundingBox());
    };
    expect(await inView()).toBe(true);
    await page.getByRole('heading', { name: 'Specifications' }).scrollIntoViewIfNeeded();
    expect(await inView()).toBe(true);
    // The bar shows the form's answer: another choice, another total, in both places.
    const before = await barTotal.textContent();
    await page.getByTestId('price-calculator').getByLabel('Spare key').check();
    await expect.poll(() => calculatorTotal.textContent()).not.toBe(before);
    await expect.poll(() => barTotal.textContent()).toBe(await calculatorTotal.textContent());
    // axe reads colours as drawn: wait until the result is no longer dimmed for the recalculation (its
    // fade back took longer than the total's change once, and the dimmed greys failed the contrast check).
    await expect.poll(() => page.getByTestId('price-result').evaluate((el) => el.getAttribute('aria-busy') !== 'true' && getComputedStyle(el).opacity === '1')).toBe(true);
    expect(await axeFindings(page)).toEqual([]);
    // Inquire beside a total asks about that total: the popup shows the quote the bar showed.
    const asked = await barTotal.textContent();
    await inquire.click();
    const dialog = page.getByRole('dialog', { name: 'Ask about this price' });
    await dialog.waitFor();
    expect(await dialog.getByTestId('inquiry-quote-total').textContent()).toBe(asked);
    await context.close();
  });

  it('offers Order beside Inquire, going where the form\'s order goes, and shows the total to Kenya in the first screen as the form does', async () => {
    const context = await phone();
    const page = await context.newPage();
    // A car Kenya accepts and on sale (no status badge), from the far end of the list other files take from.
    let stockNumber: string | undefined;
    for (const candidate of (await kenyanCars(20)).reverse()) {
      await page.goto(`${baseUrl}/en/stocklist/${candidate}?country=Kenya`);
      if ((await page.getByTestId('vehicle-status').count()) === 0) {
        stockNumber = candidate;
        break;
      }
    }
    expect(stockNumber).toBeDefined();
    await whenHydrated(page);
    const calculatorTotal = page.getByTestId('price-calculator').getByTestId('price-total');
    const summary = page.getByTestId('price-summary');
    const summaryTotal = page.getByTestId('price-summary-total');
    // The total to the place, under the car's name: in the first screen, above the price bar, as the form has it.
    expect(await summary.innerText()).toMatch(/^Total price to Mombasa, Kenya:\s+KES\s[\d,]+\s+change$/);
    await expect(summaryTotal.textContent()).resolves.toBe(await calculatorTotal.textContent());
    const [summaryBox] = await boxes(page, '[data-testid="price-summary"]');
    const barTop = (await page.getByTestId('price-bar').boundingBox())!.y;
    expect(summaryBox!.top).toBeGreaterThanOrEqual(0);
    expect(summaryBox!.bottom).toBeLessThanOrEqual(barTop);
    // Another choice in the form: the summary follows it.
    const before = await summaryTotal.textContent();
    await page.getByTestId('price-calculator').getByLabel('Spare key').check();
    await expect.poll(() => calculatorTotal.textContent()).not.toBe(before);
    await expect.poll(() => summaryTotal.textContent()).toBe(await calculatorTotal.textContent());

    // Order and Inquire side by side in the bar, Order going where the form's "Order this vehicle" goes.
    const inquire = page.getByTestId('price-bar-inquiry');
    const order = page.getByTestId('price-bar').getByRole('link', { name: 'Order', exact: true });
    await expect(order.isVisible()).resolves.toBe(true);
    const [inquireBox, orderBox] = [(await inquire.boundingBox())!, (await order.boundingBox())!];
    expect(Math.abs(inquireBox.y - orderBox.y)).toBeLessThan(4);
    expect(orderBox.x).toBeGreaterThanOrEqual(inquireBox.x + inquireBox.width);
    expect(orderBox.x + orderBox.width).toBeLessThanOrEqual(PHONE.width);
    await expect.poll(() => order.getAttribute('href')).toBe(await page.getByTestId('order-vehicle').getAttribute('href'));
    expect(await order.getAttribute('href')).toContain('option=SpareKey');
    await expect.poll(() => page.getByTestId('price-result').evaluate((el) => el.getAttribute('aria-busy') !== 'true' && getComputedStyle(el).opacity === '1')).toBe(true);
    expect(await axeFindings(page)).toEqual([]);

    // In Portuguese the two buttons go under the total, and the page keeps room for the taller bar: its
    // foot still scrolls into view above it.
    await page.goto(`${baseUrl}/pt/stocklist/${stockNumber}?country=Kenya`);
    await whenHydrated(page);
    const ptOrder = page.getByTestId('price-bar').getByRole('link', { name: 'Encomendar', exact: true });
    await expect(ptOrder.isVisible()).resolves.toBe(true);
    expect((await ptOrder.boundingBox())!.x + (await ptOrder.boundingBox())!.width).toBeLessThanOrEqual(PHONE.width);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(async () => {
        const footer = (await page.locator('footer').last().boundingBox())!;
        return footer.y + footer.height <= (await page.getByTestId('price-bar').boundingBox())!.y + 1;
      })
      .toBe(true);

    // "change" leads to the form.
    await page.goto(`${baseUrl}/en/stocklist/${stockNumber}?country=Kenya`);
    await whenHydrated(page);
    await page.getByTestId('price-summary-change').click();
    await expect.poll(async () => (await page.getByRole('heading', { name: 'Your total price' }).boundingBox())?.y ?? -1).toBeLessThan(PHONE.height / 2);
    // Signed out, Order goes through sign-in, which brings the buyer back to the order.
    await order.click();
    await page.waitForURL(/\/en\/user\/signin\?/);
    expect(new URL(page.url()).searchParams.get('redirectTo')).toContain(`/en/user/orders/new?stockNumber=${stockNumber}`);
    await context.close();
  });

  it('offers no Order for a car on hold or coming soon, only Inquire', async () => {
    const context = await phone();
    const page = await context.newPage();
    const held = seededStock().find((v) => v.status === 'OnHold')!;
    await page.goto(`${baseUrl}/en/stocklist/${held.stockNumber}?country=Kenya`);
    await whenHydrated(page);
    expect(await page.getByTestId('vehicle-status').innerText()).toBe('On hold');
    await expect(page.getByTestId('price-bar-inquiry').isVisible()).resolves.toBe(true);
    expect(await page.getByTestId('price-bar').getByRole('link', { name: 'Order', exact: true }).count()).toBe(0);
    expect(await page.getByTestId('order-vehicle').count()).toBe(0);
    await context.close();
  });

  it('says where the total would be that the country refuses the car, and offers no Order', async () => {
    const context = await phone();
    const page = await context.newPage();
    // Kenya takes cars up to eight years old on arrival: one from 2016 is refused.
    const old = seededStock().find((v) => v.status === 'OnSale' && v.year4 <= 2016)!;
    await page.goto(`${baseUrl}/en/stocklist/${old.stockNumber}?country=Kenya`);
    await whenHydrated(page);
    expect(await page.getByTestId('price-calculator').innerText()).toContain('Too old for Kenya');
    expect((await page.getByTestId('price-summary').innerText()).replace(/\s+/g, ' ')).toBe('Cannot be imported into Kenya why');
    expect(await page.getByTestId('price-bar').innerText()).toContain('Cannot be imported into Kenya');
    expect(await page.getByTestId('price-bar-total').count()).toBe(0);
    expect(await page.getByTestId('price-bar-order').count()).toBe(0);
    await expect(page.getByTestId('price-bar-inquiry').isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('leads to the price form from the bar while no destination is chosen', async () => {
    const context = await phone();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en/stocklist`);
    await page.locator(CARD_LINK).first().click();
    await page.getByTestId('stock-number').waitFor();
    const link = page.getByTestId('price-bar').getByRole('link', { name: /Get the total to your port/ });
    await expect(link.isVisible()).resolves.toBe(true);
    await expect(page.getByTestId('price-bar-inquiry').isVisible()).resolves.toBe(true);
    await link.click();
    await expect.poll(async () => (await page.getByRole('heading', { name: 'Your total price' }).boundingBox())?.y ?? -1).toBeLessThan(PHONE.height / 2);
    await context.close();
  });
});

describe('the top page on a phone', () => {
  it('shows the first cars within a screen and a half, the search, news and campaigns still before them', async () => {
    const context = await phone();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en`);
    await whenHydrated(page);
    const [first] = await boxes(page, 'section[aria-labelledby="new-arrivals"] article');
    expect(first!.top).toBeLessThanOrEqual(1.5 * PHONE.height);
    // Nothing before them was dropped: the search's four fields, the latest news, every campaign banner.
    expect(await page.locator('[data-testid="home-search"] :is(select, input:not([type="hidden"]), button)').evaluateAll((els) => els.filter((e) => e.getBoundingClientRect().height > 0).length)).toBe(4);
    await expect(page.getByTestId('latest-news').isVisible()).resolves.toBe(true);
    const campaigns = await boxes(page, '[data-testid="banners-campaign"] img');
    expect(campaigns.length).toBeGreaterThan(1);
    for (const banner of campaigns) expect(banner.bottom).toBeLessThan(first!.top);
    await context.close();
  });

  it("says the guessed country on one line, with the way to keep or change it", async () => {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, locale: 'sw-KE' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en`);
    await whenHydrated(page);
    const guess = page.getByTestId('country-guess');
    expect(await guess.innerText()).toContain('Prices for Kenya in KES');
    const line = await guess.evaluate((strip) => {
      const text = strip.querySelector('p')!;
      const parts = [text, strip.querySelector('[data-testid="country-guess-keep"]')!, strip.querySelector('select')!].map((e) => e.getBoundingClientRect());
      const lineHeight = parseFloat(getComputedStyle(text).lineHeight);
      const middle = parts[0]!.top + parts[0]!.height / 2;
      return {
        textLines: Math.round(parts[0]!.height / lineHeight),
        // Every part crosses the text's middle: side by side, not one under the other.
        sideBySide: parts.every((r) => r.top <= middle && r.bottom >= middle && r.height > 0),
        // The strip no taller than its one row of controls.
        height: strip.getBoundingClientRect().height <= 2 * lineHeight + 8,
      };
    });
    expect(line).toEqual({ textLines: 1, sideBySide: true, height: true });
    await context.close();
  });
});

describe('every page on a phone', () => {
  // A discounted car's vehicle page in KES was 395 px wide in a 390 px screen: the FOB price and the
  // struck-out original price stood side by side and would not wrap, so the whole page slid sideways under
  // the thumb and the picture's right edge was cut.
  it("fits the screen's width: the top page, the stock list and a discounted car's page priced in KES, in four languages", async () => {
    const context = await phone();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/en/stocklist?country=Kenya`);
    const discounted = page.locator('article').filter({ has: page.locator('.vc-tag-down') });
    const stockNumber = (await discounted.first().locator(CARD_LINK).getAttribute('href'))!.split('/').pop();
    for (const language of ['en', 'fr', 'pt', 'ru']) {
      for (const path of [`/${language}`, `/${language}/stocklist?country=Kenya`, `/${language}/stocklist/${stockNumber}?country=Kenya`]) {
        await page.goto(`${baseUrl}${path}`);
        await whenHydrated(page);
        const wider = await page.evaluate(() => {
          const width = document.documentElement.clientWidth;
          // A row made to scroll sideways (the top page's campaigns) may hold more than the screen: it is
          // the row that scrolls, not the page, and the row itself fits.
          const inScroller = (e: Element) => {
            for (let a = e.parentElement; a; a = a.parentElement) if (['auto', 'scroll'].includes(getComputedStyle(a).overflowX) && a.getBoundingClientRect().right <= width + 0.5) return true;
            return false;
          };
          const beyond = [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > width + 0.5 && getComputedStyle(e).position !== 'fixed' && !inScroller(e));
          return { scrollWidth: document.documentElement.scrollWidth, width, beyond: beyond.slice(0, 3).map((e) => `${e.tagName.toLowerCase()}.${e.className}`) };
        });
        expect(wider, path).toEqual({ scrollWidth: PHONE.width, width: PHONE.width, beyond: [] });
      }
    }
    await expect(page.getByTestId('vehicle-price-fob').textContent()).resolves.toMatch(/KES/);
    await context.close();
  });
});

describe('the top page in French, Portuguese and Russian', () => {
  for (const width of [390, 1280]) {
    it(`fits the hero's search fields and the cards' badges at ${width} px: nothing overlaps or is cut`, async () => {
      const context = await browser.newContext({ viewport: { width, height: 844 }, ...(width < 640 ? { isMobile: true, hasTouch: true } : {}) });
      const page = await context.newPage();
      for (const language of ['fr', 'pt', 'ru']) {
        await page.goto(`${baseUrl}/${language}`);
        const fields = await boxes(page, '[data-testid="home-search"] :is(select, input:not([type="hidden"]), button)');
        expect(fields.length, language).toBe(4);
        for (const [i, a] of fields.entries()) for (const b of fields.slice(i + 1)) expect(overlap(a, b), `${language}: two fields overlap`).toBe(false);
        // Nor the pictures below: the first banner's and the first cards'.
        const pictures = [
          ...(await boxes(page, '[data-testid="banners-campaign"] img')).slice(0, 1),
          ...(await boxes(page, 'section[aria-labelledby="new-arrivals"] article img')).slice(0, 4),
        ];
        expect(pictures.length, language).toBeGreaterThan(1);
        for (const field of fields) for (const picture of pictures) expect(overlap(field, picture), `${language}: a field over a picture`).toBe(false);
        // Each field shows its whole text: the chosen option's, the placeholder, the button's label.
        const cut = await page.locator('[data-testid="home-search"] :is(select, input:not([type="hidden"]), button)').evaluateAll((elements) => {
          const canvas = document.createElement('canvas').getContext('2d')!;
          return elements.flatMap((e) => {
            const style = getComputedStyle(e);
            canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
            const text = e instanceof HTMLSelectElement ? e.selectedOptions[0]!.text : e instanceof HTMLInputElement ? e.placeholder : e.textContent!;
            // A select keeps room for its arrow.
            const needed = canvas.measureText(text).width + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight) + (e instanceof HTMLSelectElement ? 16 : 0);
            return needed > e.clientWidth + 1 || e.scrollWidth > e.clientWidth ? [`${text} (${Math.round(needed)} px in ${e.clientWidth})`] : [];
          });
        });
        expect(cut, language).toEqual([]);
        // The new arrivals' badges: beside the stock number, not over the picture or under the heart.
        const cards = page.locator('section[aria-labelledby="new-arrivals"] article');
        for (const card of (await cards.all()).slice(0, 4)) {
          const badges = await card
            .locator('span.rounded')
            .evaluateAll((spans) => spans.map((s) => ({ box: s.getBoundingClientRect().toJSON() as DOMRect, cut: s.scrollWidth > s.clientWidth })));
          const picture = (await card.locator('img').boundingBox())!;
          const heart = (await card.locator(CARD_HEART).boundingBox())!;
          for (const { box, cut: clipped } of badges) {
            const badge = { top: box.top, bottom: box.bottom, left: box.left, right: box.right };
            const around = (b: { x: number; y: number; width: number; height: number }) => ({ top: b.y, bottom: b.y + b.height, left: b.x, right: b.x + b.width });
            expect(overlap(badge, around(picture)), `${language}: a badge over the picture`).toBe(false);
            expect(overlap(badge, around(heart)), `${language}: a badge under the heart`).toBe(false);
            expect(clipped, `${language}: a badge cut`).toBe(false);
          }
        }
      }
      if (width < 640) {
        await page.goto(`${baseUrl}/fr`);
        await whenHydrated(page);
        expect(await axeFindings(page)).toEqual([]);
      }
      await context.close();
    });
  }
});
