import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ORDER_CODES } from '#domain/catalogue/sort-orders.ts';
import { FILTER_FIELDS } from '#domain/catalogue/vocabulary.ts';
import { PAGE_EQUIPMENT } from '#app/lib/vehicle-details.ts';
import { BODY_TYPES, CONTACT_TITLES, QUALITY_GRADES, CONTAINER_TYPES, DRIVE_TYPES, FUEL_TYPES, LIST_FILTERS, ORDER_DOCUMENT_KINDS, ORDER_STATUSES, STEERINGS, TRANSMISSION_TYPES, VEHICLE_STATUSES } from '#db/schema/enum-values.ts';
import { ORDER_POSITIONS, ORDER_STEPS } from '#domain/orders/order-terms.ts';
import { COUPON_STATUSES, PACKAGE_LEVELS, PRICE_ITEM_KINDS, TRADE_OPTIONS } from '#domain/trade/vocabulary.ts';
import { COUPON_STATES } from '#domain/coupons/user-coupons.service.ts';
import { importTaxTablesFromReference } from '#db/seed/import-taxes-data.ts';
import { VALUE_BASES } from '#domain/trade/import-taxes.ts';
import { countryCaveatsKey, TAX_CAVEATS, taxWordKey } from '#domain/trade/tax-text-keys.ts';
import { textKeysIn } from './text-keys.ts';
import { translations } from './translations.ts';
import { LANGUAGES } from './types.ts';

const root = new URL('../../../', import.meta.url).pathname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? e.name.startsWith('+') ? [] : sourceFiles(join(dir, e.name))
      : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

const routeTransports = JSON.parse(readFileSync(join(root, 'db/seed/reference/inland-routes.json'), 'utf8')) as { routes: { options: { transport: string }[] }[] };

/** Every value a key built from a template (t(`fuel-${x}`)) can take, by its prefix. */
const PREFIXED: Record<string, readonly string[]> = {
  body: BODY_TYPES,
  fuel: FUEL_TYPES,
  transmission: TRANSMISSION_TYPES,
  drive: DRIVE_TYPES,
  steering: STEERINGS,
  status: VEHICLE_STATUSES,
  order: ORDER_CODES,
  equipment: PAGE_EQUIPMENT,
  filter: FILTER_FIELDS,
  term: ['cif', 'fob'],
  transport: [...new Set(routeTransports.routes.flatMap((r) => r.options.map((o) => o.transport)))],
  shipping: CONTAINER_TYPES,
  package: PACKAGE_LEVELS,
  option: TRADE_OPTIONS,
  item: PRICE_ITEM_KINDS,
  'account-title': CONTACT_TITLES,
  'trade-coupon': COUPON_STATUSES,
  'coupon-state': COUPON_STATES,
  'order-status': [...ORDER_STATUSES, ...ORDER_POSITIONS],
  'invoice-closed': ['Lapsed', 'Cancelled'],
  'order-step': ORDER_STEPS,
  'orders-list': LIST_FILTERS,
  'order-document': ORDER_DOCUMENT_KINDS,
  'in-language': LANGUAGES,
  'quality-grade': QUALITY_GRADES,
  // Counted texts, one key per plural form the four languages use (Intl.PluralRules).
  'account-locked': ['one', 'few', 'many', 'other'],
  'address-locked': ['one', 'few', 'many', 'other'],
  'account-email-limit': ['one', 'few', 'many', 'other'],
};

describe('interface translations', () => {
  it('have a text in English, French, Portuguese and Russian for every key the interface and the API use', () => {
    const used = new Set<string>();
    const unknownPrefixes: string[] = [];
    for (const file of ['app', 'domain', 'server'].flatMap((dir) => sourceFiles(join(root, dir)))) {
      const found = textKeysIn(readFileSync(file, 'utf8'));
      for (const key of found.keys) used.add(key);
      for (const prefix of found.prefixes) {
        if (PREFIXED[prefix]) for (const value of PREFIXED[prefix]) used.add(`${prefix}-${value}`);
        else unknownPrefixes.push(`${prefix} in ${file.slice(root.length)}`);
      }
    }
    // A new t(`prefix-${x}`) needs its values listed above, or its keys could be missing unnoticed.
    expect(unknownPrefixes).toEqual([]);
    expect(used.size).toBeGreaterThan(300);
    const missing = [...used].flatMap((key) => LANGUAGES.filter((language) => !translations[key]?.[language]?.trim()).map((language) => `${key} (${language})`));
    expect(missing).toEqual([]);
  });

  it('finds the keys of literal, conditional, template, indirect and wrapped calls', () => {
    const source = [
      "import { x } from 'react-router';",
      "const a = t('plain-key'); const b = pageText(layout, 'page-key', { n: 1 });",
      "const c = t(signedIn ? 'key-when-in' : mode === 'dark-mode' ? 'key-dark' : 'key-other');",
      "const d = t(`fuel-${vehicle.fuelType}`); const e = translate(texts, 'api-key');",
      "const f = (key: string) => translate(map, key);",
      "headers.get('cache-control');",
    ].join('\n');
    expect(textKeysIn(source)).toEqual({ keys: ['plain-key', 'page-key', 'key-when-in', 'key-dark', 'key-other', 'api-key'], prefixes: ['fuel'], indirect: false });
    // A key from a variable: the file's kebab-case literals count, but not module or header names.
    const indirect = textKeysIn("import y from 'react-router';\nconst links = [['/a', 'nav-a'], ['/b', 'nav-b']];\nlinks.map(([, key]) => t(key)); headers.set('set-cookie', v);");
    expect(indirect).toEqual({ keys: ['nav-a', 'nav-b'], prefixes: [], indirect: true });
  });

  it('have the layout keys of spec 001 §3 in every language', () => {
    const layoutKeys = [
      ...['my-page', 'favorite', 'sign-in', 'distributors', 'dark-mode', 'service', 'stocklist', 'whats-new', 'about-us', 'how-to-buy', 'payments'],
      ...['shipping-schedule', 'contact-us', 'customers-voice', 'vehicle-quality-checks', 'help-faq', 'others', 'privacy-statement', 'terms'],
      ...['referral-program', 'facebook-page-community-guidelines', 'country-pages', 'sitemap', 'corporate', 'corporate-info', 'business-overview'],
    ];
    const missing = layoutKeys.flatMap((key) => LANGUAGES.filter((language) => !translations[key]?.[language]?.trim()).map((language) => `${key} (${language})`));
    expect(missing).toEqual([]);
  });

  it("have the duties' own words in every language: each tax's name and base word of the tables, the estimate's caveats and each country's, their English the tables' and the engine's", () => {
    const tables = importTaxTablesFromReference().map((t) => t.table);
    const english = new Map<string, string>();
    for (const word of Object.values(VALUE_BASES)) english.set(taxWordKey(word), word);
    for (const table of tables) {
      for (const row of table.rows) english.set(taxWordKey(row.label), row.label);
      if (table.confidence !== 'unknown' && table.caveats) english.set(countryCaveatsKey(table.countryCode), table.caveats);
    }
    for (const [key, text] of Object.entries(TAX_CAVEATS)) english.set(key, text);
    expect(english.size).toBeGreaterThan(75);
    const missing = [...english.keys()].flatMap((key) => LANGUAGES.filter((language) => !translations[key]?.[language]?.trim()).map((language) => `${key} (${language})`));
    expect(missing).toEqual([]);
    for (const [key, text] of english) expect(translations[key]!.en, key).toBe(text);
    // No two of the tables' names share a key and lose one's words.
    expect(new Set(tables.flatMap((t) => t.rows.map((r) => taxWordKey(r.label)))).size).toBe(new Set(tables.flatMap((t) => t.rows.map((r) => r.label))).size);
  });

  it('keep every {placeholder} of the English text in each language', () => {
    for (const [key, texts] of Object.entries(translations)) {
      const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      for (const language of LANGUAGES) expect(placeholders(texts[language]), `${key} (${language})`).toEqual(placeholders(texts.en));
    }
  });
});
