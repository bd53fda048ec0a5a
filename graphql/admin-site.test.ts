// Interface texts and exchange rates as an API client calls them, through yoga.fetch: refused with the
// union member that says why, writing nothing; an editor fixes a French text (the next page in French
// has it) and is told exactly which placeholder a broken one lacks; an admin sets a rate that the next
// quote converts with. Each save audited.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import type { Viewer } from '#domain/context.ts';
import { loadAllTranslationsCached } from '#domain/content/translation.service.ts';
import { loadDestinations } from '#domain/trade/destinations.ts';
import { buyerViewer, staffViewer } from '#tests/factories/viewers.ts';
import { graphqlAs } from '#tests/setup/graphql.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';

let handle: DatabaseHandle;
const graphql = graphqlAs;

const BASE = `... on BaseError { message }`;
const ERRORS = `... on InvalidInputError { issues { fieldname message } } ${BASE}`;
const LIST = `query ($keyword: String, $missingOnly: Boolean) { translationsByAdmin(keyword: $keyword, missingOnly: $missingOnly) { __typename ... on AdminTranslationPage { total missingCount next rows { key missing texts { en fr } } } ${BASE} } }`;
const ONE = `query ($key: String!) { translationByAdmin(key: $key) { __typename ... on AdminTranslation { key missing texts { en fr pt ru } } ${BASE} } }`;
const SAVE = `mutation ($key: String!, $texts: TranslationTextsInput!) { saveTranslationsByAdmin(key: $key, texts: $texts) { __typename ... on AdminTranslation { texts { en fr } missing } ${ERRORS} } }`;
const RATES = `query { currencyRatesByAdmin { __typename ... on AdminCurrencyRateList { rates { name yenPerUnit rate stale } } ${BASE} } }`;
const SET_RATE = `mutation ($currency: String!, $yenPerUnit: String!) { setCurrencyRateByAdmin(currency: $currency, yenPerUnit: $yenPerUnit) { __typename ... on AdminCurrencyRate { name yenPerUnit stale } ${ERRORS} } }`;

const as = (viewer: Viewer | null) => testContext(handle, { viewer });
const editor = staffViewer('editor', { prefix: 'gqs' });
const admin = staffViewer('admin', { prefix: 'gqs' });
const sales = staffViewer('sales', { prefix: 'gqs' });
const writes = async () =>
  (await queryRows<{ n: string }>(handle.db, sql`select (select string_agg(language || text, '|' order by language) from translations where key = 'order-title') || (select rate::text from currencies where name = 'USD') || (select count(*) from audit_log) as n`))[0]!.n;

beforeAll(async () => {
  handle = await openSeededDatabase();
});

describe('the back office’s text and rate calls', () => {
  it('refuse the signed-out, buyers, the roles not allowed and staff without the authenticator app, and write nothing', async () => {
    const before = await writes();
    for (const [viewer, typename] of [
      [null, 'NotAuthenticatedError'],
      [buyerViewer('gqs-buyer'), 'AuthenticationError'],
      [staffViewer('editor', { prefix: 'gqs', twoFactor: false }), 'AuthenticationError'],
    ] as const) {
      expect((await graphql(as(viewer), LIST)).translationsByAdmin.__typename).toBe(typename);
      expect((await graphql(as(viewer), ONE, { key: 'order-title' })).translationByAdmin.__typename).toBe(typename);
      expect((await graphql(as(viewer), SAVE, { key: 'order-title', texts: { fr: 'Commande {number}' } })).saveTranslationsByAdmin.__typename).toBe(typename);
    }
    // Texts are the editors' (and admins'); rates the admins' alone.
    expect((await graphql(as(sales), SAVE, { key: 'order-title', texts: { fr: 'Commande {number}' } })).saveTranslationsByAdmin.__typename).toBe('AuthenticationError');
    for (const viewer of [null, buyerViewer('gqs-buyer'), editor, sales, staffViewer('admin', { prefix: 'gqs', twoFactor: false })]) {
      expect((await graphql(as(viewer), RATES)).currencyRatesByAdmin.__typename).toMatch(/^(NotAuthenticated|Authentication)Error$/);
      expect((await graphql(as(viewer), SET_RATE, { currency: 'USD', yenPerUnit: '150' })).setCurrencyRateByAdmin.__typename).toMatch(/^(NotAuthenticated|Authentication)Error$/);
    }
    expect(await writes()).toBe(before);
  });

  it('let an editor find a text, fix its French (the next French page has it), and refuse a text that would break its page', async () => {
    const found = (await graphql(as(editor), LIST, { keyword: 'order {number}' })).translationsByAdmin;
    expect(found.rows.map((r: { key: string }) => r.key)).toContain('order-title');
    expect((await graphql(as(editor), ONE, { key: 'order-title' })).translationByAdmin.texts.en).toBe('Order {number}');
    const refused = (await graphql(as(editor), SAVE, { key: 'order-title', texts: { fr: 'Commande', ru: 'Заказ {nombre}' } })).saveTranslationsByAdmin;
    expect(refused.issues).toEqual([
      { fieldname: 'fr', message: 'French: use exactly the placeholders of the English text ({number}); this text has none.' },
      { fieldname: 'ru', message: 'Russian: use exactly the placeholders of the English text ({number}); this text has {nombre}.' },
    ]);
    const saved = (await graphql(as(editor), SAVE, { key: 'order-title', texts: { fr: 'Commande n° {number}' } })).saveTranslationsByAdmin;
    expect(saved).toMatchObject({ __typename: 'AdminTranslation', texts: { en: 'Order {number}', fr: 'Commande n° {number}' } });
    expect((await loadAllTranslationsCached(as(null), 'fr'))['order-title']).toBe('Commande n° {number}');
    expect((await graphql(as(editor), ONE, { key: 'no-such-key' })).translationByAdmin.__typename).toBe('NotFoundError');
    const [entry] = await queryRows<{ action: string; actor_email: string }>(handle.db, sql`select action, actor_email from audit_log where entity_id = 'order-title' order by id desc limit 1`);
    expect(entry).toEqual({ action: 'translation.save', actor_email: editor.email });
  });

  it('let an admin read the rates and set one the next quote converts with; a senseless rate is refused', async () => {
    const rates = (await graphql(as(admin), RATES)).currencyRatesByAdmin.rates;
    expect(rates.find((r: { name: string }) => r.name === 'JPY')).toEqual({ name: 'JPY', yenPerUnit: 1, rate: 1, stale: false });
    expect((await graphql(as(admin), SET_RATE, { currency: 'USD', yenPerUnit: 'lots' })).setCurrencyRateByAdmin.issues).toEqual([
      { fieldname: 'yenPerUnit', message: 'Enter the rate as yen for one unit, a number such as 151.23.' },
    ]);
    expect((await graphql(as(admin), SET_RATE, { currency: 'XTS', yenPerUnit: '2' })).setCurrencyRateByAdmin.__typename).toBe('NotFoundError');
    expect((await graphql(as(admin), SET_RATE, { currency: 'USD', yenPerUnit: '155.5' })).setCurrencyRateByAdmin).toEqual({ __typename: 'AdminCurrencyRate', name: 'USD', yenPerUnit: 155.5, stale: false });
    expect((await loadDestinations(as(null))).currencyByName.get('USD')!.rate).toBeCloseTo(1 / 155.5, 10);
  });
});
