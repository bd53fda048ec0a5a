// The person faster than the page (issue 38 point 1, ADR 057): what they typed or chose while the page's
// scripts were held back, while a reload of the page's data was on its way or while the price of another
// choice was, is still there once it lands, and the price is the price of what they chose.
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, whenHydrated } from './browser.ts';
import { kenyanCars } from './kenyan-cars.ts';
import { seededStock } from './seeded-stock.ts';
import { signInStaff } from './staff-session.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
let browser: Browser;
let cars: string[];
beforeAll(async () => {
  browser = await launchBrowser();
  cars = await kenyanCars(12);
});

/** A gate: requests matching it wait until it is opened. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** A visitor whose place is Kenya: the vehicle page's form starts at Mombasa, with Nairobi to choose. */
async function kenyanVisitor(): Promise<{
  context: BrowserContext;
  page: Page;
}> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
  });
  await context.addCookies([{ name: 'roro_country', value: 'Kenya', url: baseUrl }]);
  return { context, page: await context.newPage() };
}

/** Holds the page's scripts back until the gate opens (ADR 014: on a slow line they come late). */
async function holdScripts(page: Page) {
  const scripts = gate();
  await page.route('**/assets/*.js', async (route) => {
    await scripts.opened;
    await route.continue();
  });
  return scripts;
}

const isPricing = (route: Route) => route.request().method() === 'POST' && route.request().postData()?.includes('intent=price') === true;
const isReload = (route: Route) => route.request().method() === 'GET';

const NAIROBI = { label: 'Nairobi (road carrier)' };
const form = (page: Page) => page.getByTestId('price-calculator');
const cityShown = (page: Page) =>
  form(page)
    .locator('select[name=city]')
    .evaluate((s: HTMLSelectElement) => s.options[s.selectedIndex]?.text ?? '');
const itemNames = (page: Page) => page.locator('[data-testid=price-breakdown] [data-item]').evaluateAll((items) => items.map((i) => i.getAttribute('data-item')));

describe('choices made faster than the page', () => {
  it('keeps Nairobi chosen before the scripts ran, and prices it, while its price is on its way and after', async () => {
    const { context, page } = await kenyanVisitor();
    const scripts = await holdScripts(page);
    // The price of the choice made before the scripts ran comes slowly.
    const pricing = gate();
    await page.route(/\.data(\?|$)/, async (route) => {
      if (isPricing(route)) await pricing.opened;
      await route.continue();
    });
    await page.goto(`${baseUrl}/en/stocklist/${cars[0]}`, {
      waitUntil: 'domcontentloaded',
    });
    await form(page).getByLabel('Deliver to').selectOption(NAIROBI);
    scripts.open();
    await whenHydrated(page);
    // The form, drawn again as its price is asked for, still says Nairobi.
    await page.waitForTimeout(300);
    expect(await cityShown(page)).toBe('Nairobi (road carrier)');
    // A further choice, made before that price came, adds to Nairobi: it does not go back to the port.
    await form(page)
      .getByRole('checkbox', { name: /New battery/ })
      .check();
    pricing.open();
    await expect.poll(() => itemNames(page)).toEqual(expect.arrayContaining(['InlandFreight', 'BatteryChangePrice']));
    expect(await form(page).innerText()).toContain('Total price to Nairobi');
    expect(await cityShown(page)).toBe('Nairobi (road carrier)');
    await context.close();
  });

  it('keeps Nairobi chosen while a reload of the page’s data is on its way, and prices Nairobi', async () => {
    const { context, page } = await kenyanVisitor();
    await page.goto(`${baseUrl}/en/stocklist/${cars[1]}`);
    await whenHydrated(page);
    await form(page).getByTestId('price-breakdown').waitFor();
    const reload = gate();
    const pricing = gate();
    await page.route(/\.data(\?|$)/, async (route) => {
      await (isReload(route) ? reload.opened : isPricing(route) ? pricing.opened : null);
      await route.continue();
    });
    // A preference changed in the header reloads the page's data; before it lands, the buyer chooses Nairobi.
    await page.getByTestId('currency-select').first().selectOption('USD');
    await form(page).getByLabel('Deliver to').selectOption(NAIROBI);
    // And types into the header search while it is on its way.
    const search = page.locator('#header-keywords');
    await search.pressSequentially('Probox', { delay: 20 });
    reload.open();
    await expect.poll(() => page.getByTestId('vehicle-price-fob').innerText()).toMatch(/^US\$/);
    expect(await cityShown(page)).toBe('Nairobi (road carrier)');
    expect(await search.inputValue()).toBe('Probox');
    pricing.open();
    await expect.poll(() => form(page).innerText()).toContain('Total price to Nairobi');
    expect(await itemNames(page)).toContain('InlandFreight');
    expect(await cityShown(page)).toBe('Nairobi (road carrier)');
    await context.close();
  });

  it('keeps Nairobi and the typed coupon while the destination list of a new choice is slow', async () => {
    const { context, page } = await kenyanVisitor();
    await page.goto(`${baseUrl}/en/stocklist/${cars[2]}`);
    await whenHydrated(page);
    await form(page).getByTestId('price-breakdown').waitFor();
    const pricing = gate();
    await page.route(/\.data(\?|$)/, async (route) => {
      if (isPricing(route)) await pricing.opened;
      await route.continue();
    });
    // Nairobi, then a coupon code typed while Nairobi's price (and the port's list of places) is on its way.
    await form(page).getByLabel('Deliver to').selectOption(NAIROBI);
    await form(page).getByLabel('Coupon code').fill('WELCOME');
    pricing.open();
    await expect.poll(() => form(page).innerText()).toContain('Total price to Nairobi');
    expect(await form(page).getByLabel('Coupon code').inputValue()).toBe('WELCOME');
    expect(await cityShown(page)).toBe('Nairobi (road carrier)');
    await context.close();
  });

  it('keeps the words typed into the header search before the scripts ran, over the reload that follows', async () => {
    const { context, page } = await kenyanVisitor();
    const scripts = await holdScripts(page);
    await page.goto(`${baseUrl}/en/stocklist/${cars[3]}`, {
      waitUntil: 'domcontentloaded',
    });
    const search = page.locator('#header-keywords');
    await search.fill('Land Cruiser');
    scripts.open();
    await whenHydrated(page);
    await page.waitForTimeout(300);
    expect(await search.inputValue()).toBe('Land Cruiser');
    // A reload of the page's data lands: the words are still there.
    await page.getByTestId('currency-select').first().selectOption('USD');
    await expect.poll(() => page.getByTestId('vehicle-price-fob').innerText()).toMatch(/^US\$/);
    expect(await search.inputValue()).toBe('Land Cruiser');
    await context.close();
  });

  it('keeps the filters and the header search changed while the last search’s page is on its way', async () => {
    const { context, page } = await kenyanVisitor();
    await page.goto(`${baseUrl}/en/stocklist`);
    await whenHydrated(page);
    const panel = page.locator('form:has(#f-maker)');
    const results = gate();
    await page.route(/\.data(\?|$)/, async (route) => {
      await results.opened;
      await route.continue();
    });
    // Choosing a maker searches at once; before its page comes, the buyer types a price and a keyword.
    const maker = (await panel.locator('#f-maker option').nth(1).getAttribute('value'))!;
    await panel.locator('#f-maker').selectOption(maker);
    await panel.locator('#f-maxPrice').fill('2000000');
    const search = page.locator('#header-keywords');
    await search.pressSequentially('Hiace', { delay: 20 });
    results.open();
    await page.waitForURL((url) => url.searchParams.get('maker') === maker);
    await page.waitForLoadState('networkidle');
    expect(await panel.locator('#f-maker').inputValue()).toBe(maker);
    expect(await panel.locator('#f-maxPrice').inputValue()).toBe('2000000');
    expect(await search.inputValue()).toBe('Hiace');
    await context.close();
  });

  it('keeps what was typed into the sign-up form before the scripts ran, over a reload', async () => {
    const { context, page } = await kenyanVisitor();
    const scripts = await holdScripts(page);
    await page.goto(`${baseUrl}/en/user/signup`, {
      waitUntil: 'domcontentloaded',
    });
    await page.locator('input[name=email]').fill('fast.buyer@example.com');
    await page.locator('input[name=firstName]').fill('Wanjiru');
    await page.locator('select[name=countryName]').selectOption('Kenya');
    scripts.open();
    await whenHydrated(page);
    await page.getByTestId('currency-select').first().selectOption('USD');
    await page.waitForLoadState('networkidle');
    expect(await page.locator('input[name=email]').inputValue()).toBe('fast.buyer@example.com');
    expect(await page.locator('input[name=firstName]').inputValue()).toBe('Wanjiru');
    expect(await page.locator('select[name=countryName]').inputValue()).toBe('Kenya');
    await context.close();
  });
  it('orders what was chosen before the scripts ran: Order, in the form or the phone’s bar, sends the form as it stands', async () => {
    for (const [viewport, order] of [
      [{ width: 1280, height: 900 }, 'order-vehicle'],
      [{ width: 390, height: 844 }, 'price-bar-order'],
    ] as const) {
      const context = await browser.newContext({ viewport });
      await context.addCookies([{ name: 'roro_country', value: 'Kenya', url: baseUrl }]);
      const page = await context.newPage();
      await holdScripts(page);
      await page.goto(`${baseUrl}/en/stocklist/${cars[4]}`, { waitUntil: 'domcontentloaded' });
      await form(page).getByLabel('Deliver to').selectOption(NAIROBI);
      await form(page)
        .getByRole('checkbox', { name: /New battery/ })
        .check();
      // Signed out, the review asks for sign-in first and carries where it was going.
      await page.getByTestId(order).click();
      await page.waitForURL(/\/user\/signin/, { waitUntil: 'commit' });
      const review = new URL(new URL(page.url()).searchParams.get('redirectTo')!, baseUrl);
      expect(review.pathname).toBe('/en/user/orders/new');
      expect(review.searchParams.get('stockNumber')).toBe(cars[4]);
      // Nairobi and the battery, not the page's first choice (the port, no battery).
      expect(review.searchParams.get('city')).toBeTruthy();
      expect(review.searchParams.getAll('option')).toContain('BatteryChange');
      await context.close();
    }
  });
});

describe('what staff typed and chose in the back office', () => {
  it('keeps the details typed and the maker and model chosen on a vehicle’s page while a reload brings a colleague’s save, and saves them', async () => {
    // A parked car: off the storefront, so that no other test meets what this one changes.
    const parked = seededStock().findLast((v) => v.status === 'Other')!;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signInStaff(page, 'sales', { baseUrl, dataDir, to: `/admin/stock?keyword=${parked.stockNumber}` });
    await page.getByTestId('stock-table-row').first().getByRole('link', { name: parked.stockNumber }).click();
    await page.waitForURL(/\/admin\/stock\/[0-9a-f-]{36}$/);
    const vehicleUrl = page.url();
    await whenHydrated(page);

    // The clerk changes the mileage and an option's price, and picks another maker and one of its models.
    const form = page.getByTestId('vehicle-form');
    const makerField = form.getByLabel('Maker *');
    const modelField = form.getByLabel('Model *');
    const maker = (await makerField.locator('option').evaluateAll((os, now) => os.map((o) => (o as HTMLOptionElement).value).filter((v) => v && v !== now), await makerField.inputValue()))[0]!;
    await form.getByLabel('Mileage (km) *').fill('123,456');
    await form.getByLabel('New battery price').fill('45,000');
    await makerField.selectOption(maker);
    await expect.poll(() => modelField.locator('option').count()).toBeGreaterThan(1);
    const model = await modelField.locator('option').nth(1).getAttribute('value');
    await modelField.selectOption(model!);
    const grade = form.getByLabel('Grade', { exact: true });
    await grade.fill('');

    // Meanwhile a colleague saves the car's remarks in another tab: without the page's scripts, so that the
    // save is the browser's own form post and nothing but the clerk's page is racing.
    const colleagues = await browser.newContext({ storageState: await context.storageState(), javaScriptEnabled: false });
    const colleague = await colleagues.newPage();
    await colleague.goto(vehicleUrl);
    const remark = `Checked on the ${Date.now() % 100_000}th: new battery fitted.`;
    await colleague.getByTestId('vehicle-form').getByLabel('Remarks', { exact: true }).fill(remark);
    await colleague.getByTestId('vehicle-form').getByRole('button', { name: 'Save the details' }).click();
    await expect.poll(() => colleague.getByTestId('vehicle-form-notice').innerText()).toBe('Saved.');
    await colleagues.close();

    // The clerk changes the price, in its own form: the page's data reloads, with the colleague's remarks;
    // the clerk types the grade while it is on its way, and goes on as it lands.
    const reload = gate();
    await page.route(/\.data(\?|$)/, async (route) => {
      if (isReload(route)) await reload.opened;
      await route.continue();
    });
    await page.getByLabel('New FOB price *').fill('1,234,000');
    await page.getByRole('button', { name: 'Change the price' }).click();
    const typing = grade.pressSequentially('Hybrid G', { delay: 40 });
    await page.waitForTimeout(120);
    reload.open();
    await typing;
    await expect.poll(() => page.getByTestId('vehicle-price-notice').innerText()).toBe('The price is changed.');
    await page.waitForLoadState('networkidle');

    // What the clerk changed is as they left it; the field they did not touch shows the colleague's save.
    expect(await form.getByLabel('Remarks', { exact: true }).inputValue()).toBe(remark);
    expect(await form.getByLabel('Mileage (km) *').inputValue()).toBe('123,456');
    expect(await form.getByLabel('New battery price').inputValue()).toBe('45,000');
    expect(await makerField.inputValue()).toBe(maker);
    expect(await modelField.inputValue()).toBe(model);
    expect(await grade.inputValue()).toBe('Hybrid G');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('grade');

    // Saved, the form shows what was saved (the mileage as stored), and so does the page loaded afresh.
    await form.getByRole('button', { name: 'Save the details' }).click();
    await expect.poll(() => page.getByTestId('vehicle-form-notice').innerText()).toBe('Saved.');
    await expect.poll(() => form.getByLabel('Mileage (km) *').inputValue()).toBe('123456');
    await page.unrouteAll();
    await page.goto(vehicleUrl);
    expect(await page.getByTestId('vehicle-price-now').innerText()).toContain('¥1,234,000');
    expect(
      await Promise.all([
        form.getByLabel('Mileage (km) *').inputValue(),
        form.getByLabel('New battery price').inputValue(),
        makerField.inputValue(),
        modelField.inputValue(),
        grade.inputValue(),
        form.getByLabel('Remarks', { exact: true }).inputValue(),
      ]),
    ).toEqual(['123456', '45000', maker, model, 'Hybrid G', remark]);
    await context.close();
  });

  it('keeps the text written into the content editor before the scripts ran and while a preview is on its way, over a colleague’s save', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const name = `e2e-kept-${Date.now() % 1_000_000}`;
    await signInStaff(page, 'editor', { baseUrl, dataDir, to: '/admin/content/news' });
    await page.getByLabel('New news item: its name').fill(name);
    await page.getByRole('button', { name: 'Write' }).click();
    await page.waitForURL(/\?language=en$/);
    const articleUrl = page.url();
    await whenHydrated(page);
    await page.getByLabel('Title').fill('Sailings to Mombasa');
    await page.getByTestId('rich-editor').click();
    await page.keyboard.type('A ship leaves every month.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByTestId('saved').innerText()).toContain('Saved');

    // On a slow line the text is a plain field until the scripts run; what was written there is what the
    // editor opens with.
    const scripts = await holdScripts(page);
    await page.goto(articleUrl, { waitUntil: 'domcontentloaded' });
    await page.getByTestId('html-source').fill('<p>Written before the scripts ran.</p>');
    scripts.open();
    await whenHydrated(page);
    const editor = page.getByTestId('rich-editor');
    await expect.poll(() => editor.innerText()).toBe('Written before the scripts ran.');

    // A colleague saves the same version in another tab.
    const colleague = await context.newPage();
    await colleague.goto(articleUrl);
    await whenHydrated(colleague);
    await colleague.getByLabel('Title').fill('Monthly sailings to Mombasa');
    await colleague.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => colleague.getByTestId('saved').innerText()).toContain('Saved');
    await colleague.close();

    // A preview, whose reload brings the colleague's save; words added while it is on its way stay.
    const reload = gate();
    await page.route(/\.data(\?|$)/, async (route) => {
      if (isReload(route)) await reload.opened;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await editor.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' And more.');
    reload.open();
    // The heading follows the colleague's title once the reload has landed.
    await expect.poll(() => page.locator('h1').first().innerText()).toBe('Monthly sailings to Mombasa');
    expect(await page.getByTestId('preview').innerText()).toContain('Written before the scripts ran.');
    expect(await editor.innerText()).toBe('Written before the scripts ran. And more.');

    // Saved, the page loaded afresh has it.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByTestId('saved').innerText()).toContain('Saved');
    await page.unrouteAll();
    await page.goto(articleUrl);
    await whenHydrated(page);
    await expect.poll(() => editor.innerText()).toBe('Written before the scripts ran. And more.');
    await context.close();
  });
});
