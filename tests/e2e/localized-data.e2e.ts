// The vehicle data in the page's language (the "done means"): a French and a Russian vehicle page
// show no English word of the data (colours, spare tyres, months, kinds, remarks and good points) in their
// specification, texts and cards, Russian units are км and см³, a review says which language it is in,
// and the French remarks staff write in the back office are what the French page shows.
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { translations } from '#db/seed/content/translations.ts';
import { VEHICLE_GOOD_POINTS, VEHICLE_REMARKS } from '#db/seed/content/vehicle-texts.ts';
import { PAINT_COLORS } from '#db/seed/reference-data.ts';
import { SPARE_TIRE_TYPES, YARD_REGIONS } from '#domain/catalogue/vocabulary.ts';
import { formatCc, formatKm } from '../../app/lib/format.ts';
import { launchBrowser, whenHydrated, withAxe } from './browser.ts';
import { seededStock } from './seeded-stock.ts';
import { signInStaff } from './staff-session.ts';
import { CARD_LINK } from './cards.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});

type Language = 'en' | 'fr' | 'pt' | 'ru';

/**
 * A demo vehicle with every kind of value the page translates: a month, an engine, a spare tyre kind
 * whose English is a plain word ("Temporary"), a colour and a yard region. Taken past the stock's first
 * hundreds, which other browser tests order and edit.
 */
const vehicle = seededStock()
  .slice(200)
  .find((v) => v.status === 'OnSale' && v.engineSize! > 0 && v.month && v.spareTireType === 'Temporary' && v.weightKg && v.region === 'Aichi' && v.imagePaths?.[0]?.includes('/white/'))!;
const another = seededStock()
  .slice(250)
  .find((v) => v.status === 'OnSale' && v.stockNumber !== vehicle.stockNumber)!;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** The keys of the words of the data the pages show: kinds, equipment, statuses, colours, spare tyres, regions. */
const DATA_KEYS = /^(body|fuel|transmission|drive|steering|equipment|status|color|spare-tire|region)-/;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The words of `words` that `text` holds as words (not inside another: "Hybrid" is not in "Hybride"). */
function wordsIn(text: string, words: string[]): string[] {
  return words.filter((word) => new RegExp(`(^|[^\\p{L}\\p{N}])${escape(word)}($|[^\\p{L}\\p{N}])`, 'u').test(text));
}

/**
 * The English of the data that a page in `language` must not show: each data word the language writes
 * otherwise ("Diesel" is French too; Russian keeps "2WD" beside its own words), the stored English names
 * and kinds, the month names and every English remark and good point of the demo stock.
 */
function englishOfTheData(language: Language): string[] {
  const words = Object.entries(translations).flatMap(([key, text]) => (DATA_KEYS.test(key) && wordsIn(text[language], [text.en]).length === 0 ? [text.en] : []));
  const stored = [...PAINT_COLORS.map((c) => c.name), ...SPARE_TIRE_TYPES, ...YARD_REGIONS].filter((word) => !Object.values(translations).some((text) => text[language] === word));
  return [...new Set([...words, ...stored, ...MONTHS, ...VEHICLE_REMARKS.map((r) => r.en), ...VEHICLE_GOOD_POINTS.map((p) => p.en)])];
}

/** Brings each block drawn on approach (LazyRender) to the screen until all are there. */
async function drawLazyBlocks(page: Page) {
  await expect
    .poll(async () => {
      await page.evaluate(() => document.querySelector('[data-lazy="pending"]')?.scrollIntoView());
      return page.locator('[data-lazy="pending"]').count();
    })
    .toBe(0);
}

const DATA_SECTIONS = ['price-heading', 'specs-heading', 'equipment-heading', 'tires-heading', 'good-points-heading', 'remarks-heading', 'recommended-heading'];

/**
 * The text of the page's vehicle data: its price block, specification, equipment, tyres, texts and the
 * cards of the shelf, without the cards' names (makers, models and grades are names: a "Hiace Van" stays one).
 */
async function vehicleDataText(page: Page): Promise<string> {
  const parts = await page.evaluate((ids) => {
    const sections = ids.map((id) => document.querySelector<HTMLElement>(`section[aria-labelledby=${id}]`));
    const names = [...document.querySelectorAll<HTMLElement>('section[aria-labelledby=recommended-heading] h3')];
    for (const name of names) name.style.display = 'none';
    const texts = sections.map((section) => section?.innerText ?? null);
    for (const name of names) name.style.display = '';
    return texts;
  }, DATA_SECTIONS);
  expect(parts.filter((part) => part !== null)).toHaveLength(DATA_SECTIONS.length);
  return parts.join('\n');
}

/** The value cell of the specification row labelled with the text of `key` in `language`. */
const specValue = (page: Page, language: Language, key: string) =>
  page.locator('section[aria-labelledby=specs-heading] tr', { has: page.locator('th', { hasText: new RegExp(`^${escape(translations[key]![language])}$`) }) }).locator('td').innerText();

const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

async function axeViolations(page: Page): Promise<string[]> {
  await withAxe(page);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] }, resultTypes: ['violations'] });
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id} at ${n.target.join(' ')}`));
  });
}

async function openVehicle(page: Page, language: Language, stockNumber = vehicle.stockNumber) {
  await page.goto(`${baseUrl}/${language}/stocklist/${stockNumber}`);
  await whenHydrated(page);
  await drawLazyBlocks(page);
}

describe('the vehicle data in the page language', () => {
  it('shows no English word of the data on a French and a Russian vehicle page', async () => {
    const page = await browser.newPage();
    // The check can fail: the English page shows the English words.
    await openVehicle(page, 'en');
    const english = await vehicleDataText(page);
    expect(wordsIn(english, ['Temporary (space saver)', 'Pearl White', 'Aichi'])).toEqual(['Temporary (space saver)', 'Pearl White', 'Aichi']);
    expect(wordsIn(english, englishOfTheData('fr')).length).toBeGreaterThan(8);

    for (const language of ['fr', 'ru'] as const) {
      await openVehicle(page, language);
      const text = await vehicleDataText(page);
      expect(wordsIn(text, englishOfTheData(language)), language).toEqual([]);
      // What takes the place of the English: the language's words, its month, its texts marked with their language.
      expect(await specValue(page, language, 'color')).toBe(translations['color-white']![language]);
      expect(await page.locator('section[aria-labelledby=tires-heading] dd').last().innerText()).toBe(translations['spare-tire-temporary']![language]);
      const remarks = page.locator('section[aria-labelledby=remarks-heading] p');
      expect(await remarks.getAttribute('lang')).toBe(language);
      expect(VEHICLE_REMARKS.map((r) => r[language])).toContain(await remarks.innerText());
      expect(await page.locator('section[aria-labelledby=good-points-heading] ul').getAttribute('lang')).toBe(language);
    }
    expect(await specValue(page, 'ru', 'location')).toBe('Айти');
    expect(await specValue(page, 'ru', 'year')).toMatch(/^(январь|февраль|март|апрель|май|июнь|июль|август|сентябрь|октябрь|ноябрь|декабрь) \d{4} г\.$/);
    await page.close();
  });

  it('writes kilometres, cubic centimetres and the other units in Russian on the vehicle page and the cards', async () => {
    const page = await browser.newPage();
    await openVehicle(page, 'ru');
    expect(await specValue(page, 'ru', 'mileage')).toBe(formatKm('ru', vehicle.kiloMeters));
    expect(spaces(await specValue(page, 'ru', 'engine'))).toMatch(/^\d[\d ]* см³$/);
    expect(await specValue(page, 'ru', 'engine')).toBe(formatCc('ru', vehicle.engineSize!));
    expect(await specValue(page, 'ru', 'weight')).toMatch(/ кг$/);
    expect(await specValue(page, 'ru', 'dimensions')).toMatch(/^\d+ × \d+ × \d+ см$/);
    expect(await specValue(page, 'ru', 'volume')).toMatch(/ м³$/);
    expect(await page.locator('section[aria-labelledby=tires-heading] dd').first().innerText()).toMatch(/ · \d+\u00a0%$/);
    const shelf = await page.locator('section[aria-labelledby=recommended-heading]').innerText();
    expect(shelf).toMatch(/\d км · /);
    expect(shelf).not.toMatch(/\b(km|cc)\b/);

    // The stock list's cards and its filters too.
    await page.goto(`${baseUrl}/ru/stocklist`);
    const cards = (await page.locator(CARD_LINK).allInnerTexts()).join('\n');
    expect(cards).toMatch(/\d км · (\d[\d\u00a0]* см³|\p{L}+) · /u);
    expect(cards).not.toMatch(/\b(km|cc)\b/);
    expect(await page.locator('#f-color option').allInnerTexts()).toContain('Белый перламутр');
    await page.close();
  });

  it('names the quality grade in words on the vehicle page, in the stock list’s filter and its chip, in every language', async () => {
    const csc = seededStock()
      .slice(200)
      .find((v) => v.status === 'OnSale' && v.qualityGrade === 'Csc')!;
    const named = { en: 'Sold as checked (Csc)', fr: 'Vendu en l’état constaté (Csc)', pt: 'Vendido conforme verificado (Csc)', ru: 'Продаётся в проверенном состоянии (Csc)' } as const;
    const page = await browser.newPage();
    for (const language of ['en', 'fr', 'pt', 'ru'] as const) {
      await page.goto(`${baseUrl}/${language}/stocklist/${csc.stockNumber}`);
      expect(await specValue(page, language, 'quality-grade')).toBe(named[language]);
      await page.goto(`${baseUrl}/${language}/stocklist?qualityGrade=Csc`);
      expect(await page.locator('#f-qualityGrade option').allInnerTexts()).toContain(named[language]);
      expect(await page.locator('#f-qualityGrade option:checked').innerText()).toBe(named[language]);
      expect((await page.getByTestId('filter-chip').allInnerTexts()).join('\n')).toContain(named[language]);
    }
    await page.close();
  });

  it('keeps a French vehicle page accessible', async () => {
    const page = await browser.newPage();
    await openVehicle(page, 'fr');
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});

describe('reviews', () => {
  it('say which language they are in when it is not the page’s, under a heading in the page’s language', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/en/pages/testimonials?countryName=Russia`);
    const russian = page.locator('figure', { has: page.locator('blockquote[lang=ru]') });
    expect(await russian.count()).toBeGreaterThan(1);
    const labels = await russian.getByTestId('testimonial-language').allInnerTexts();
    expect(labels).toHaveLength(await russian.count());
    expect(new Set(labels)).toEqual(new Set(['In Russian']));
    expect(await axeViolations(page)).toEqual([]);

    // On a Russian page the same reviews need no word; English ones say they are in English.
    await page.goto(`${baseUrl}/ru/pages/testimonials?countryName=Russia`);
    expect(await page.getByTestId('testimonial-language').count()).toBe(0);
    await page.goto(`${baseUrl}/ru/pages/testimonials?countryName=Kenya`);
    const english = page.locator('figure', { has: page.locator('blockquote[lang=en]') });
    expect(await english.count()).toBeGreaterThan(0);
    expect(new Set(await english.getByTestId('testimonial-language').allInnerTexts())).toEqual(new Set(['На английском']));

    // One review's own page says it too.
    await page.goto(`${baseUrl}/en/pages/testimonials?countryName=Russia`);
    await page.locator('figure', { has: page.locator('blockquote[lang=ru]') }).first().getByRole('link').click();
    await page.waitForURL(/\/en\/pages\/testimonials\/\d+$/);
    await expect.poll(() => page.getByTestId('testimonial-language').allInnerTexts()).toEqual(['In Russian']);

    // The vehicle page's reviews sit under a heading in the page's language.
    await openVehicle(page, 'pt');
    expect(await page.locator('#testimonials-heading').innerText()).toBe(translations['customer-testimonials']!.pt);
    await page.close();
  });
});

describe('vehicle texts in the back office', () => {
  it('lets staff write the French remarks, which the French page then shows, the others unchanged', async () => {
    const staff = await (await browser.newContext()).newPage();
    const found = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ vehicleByStockNumber(stockNumber: "${another.stockNumber}") { ... on Vehicle { uuid } } }` }),
    });
    const { uuid } = ((await found.json()) as { data: { vehicleByStockNumber: { uuid: string } } }).data.vehicleByStockNumber;
    await signInStaff(staff, 'sales', { baseUrl, dataDir, to: `/admin/stock/${uuid}` });
    await whenHydrated(staff);
    const form = staff.getByTestId('vehicle-form');
    const french = form.getByLabel('Remarks in French', { exact: true });
    expect(await french.getAttribute('lang')).toBe('fr');
    expect(await french.inputValue()).toBe(another.remarksFr);
    const remark = `Révisé le ${Date.now() % 100_000} : pneus neufs et vidange faite.`;
    await french.fill(remark);
    await form.getByRole('button', { name: 'Save the details' }).click();
    await expect.poll(() => staff.getByTestId('vehicle-form-notice').innerText()).toBe('Saved.');
    expect(await axeViolations(staff)).toEqual([]);

    // A buyer's browser that keeps nothing: the page cache follows the change (ADR 018).
    const buyer = await (await browser.newContext()).newPage();
    const devtools = await buyer.context().newCDPSession(buyer);
    await devtools.send('Network.enable');
    await devtools.send('Network.setCacheDisabled', { cacheDisabled: true });
    const remarksOn = async (language: Language) => {
      await buyer.goto(`${baseUrl}/${language}/stocklist/${another.stockNumber}`);
      return buyer.locator('section[aria-labelledby=remarks-heading] p').innerText();
    };
    await expect.poll(() => remarksOn('fr'), { timeout: 2000, interval: 100 }).toBe(remark);
    expect(await remarksOn('pt')).toBe(another.remarksPt);
    expect(await remarksOn('en')).toBe(another.remarks);
    await staff.context().close();
    await buyer.context().close();
  });
});
