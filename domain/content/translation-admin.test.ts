// Editing the interface texts on the real database (PGlite, and PostgreSQL in CI): the table with the
// missing first and the search, saving a key's texts with their placeholders checked (a refused save
// writes nothing), who may, and a change reaching this process at once and a process that follows the
// site data within a second.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import { buyerViewer, staffViewer } from '#tests/factories/viewers.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import type { Viewer } from '../context.ts';
import { AuthenticationError, type InvalidInputError, NotAuthenticatedError, NotFoundError } from '../errors.ts';
import type { SiteDataArea } from './site-data-registry.ts';
import { followSiteData, siteDataChanged } from './site-data.ts';
import { saveTranslations, translationByAdmin, translationsByAdmin } from './translation-admin.service.ts';
import { loadAllTranslationsCached } from './translation.service.ts';

let handle: DatabaseHandle;
const editor = staffViewer('editor', { prefix: 'tra' });

beforeAll(async () => {
  handle = await openSeededDatabase();
});

const as = (viewer: Viewer | null) => testContext(handle, { viewer });
const issues = (result: unknown) => (result as InvalidInputError).issues.map((i) => `${i.fieldname}: ${i.message}`);
const stored = async (key: string) => Object.fromEntries((await queryRows<{ language: string; text: string }>(handle.db, sql`select language, text from translations where key = ${key}`)).map((r) => [r.language, r.text]));
const audits = async (key: string) => queryRows<{ action: string; after: Record<string, string | null> }>(handle.db, sql`select action, after from audit_log where entity = 'translations' and entity_id = ${key} order by id`);

describe('the interface texts for editors', () => {
  it('list every key in the four languages, the missing first, found by key or by text', async () => {
    await queryRows(handle.db, sql`insert into translations (language, key, text) values ('en', 'tra-new-label', 'Brand new label'), ('fr', 'tra-new-label', 'Toute nouvelle étiquette')`);
    const first = await translationsByAdmin(as(editor));
    if (first instanceof Error) throw first;
    expect(first.rows[0]).toEqual({ key: 'tra-new-label', texts: { en: 'Brand new label', fr: 'Toute nouvelle étiquette' }, missing: ['pt', 'ru'] });
    expect(first.missingCount).toBe(1);
    expect(first.total).toBeGreaterThan(700);
    // Page by page, each key once.
    const keys = new Set(first.rows.map((r) => r.key));
    for (let next = first.next; next; ) {
      const page = await translationsByAdmin(as(editor), { after: next });
      if (page instanceof Error) throw page;
      for (const row of page.rows) keys.add(row.key);
      next = page.next;
    }
    expect(keys.size).toBe(first.total);
    const found = await translationsByAdmin(as(editor), { keyword: 'commander ce véhicule' });
    expect(!(found instanceof Error) && found.rows.map((r) => r.key)).toEqual(['order-this-vehicle']);
    const missing = await translationsByAdmin(as(editor), { missingOnly: true });
    expect(!(missing instanceof Error) && missing.rows.map((r) => r.key)).toEqual(['tra-new-label']);
  });

  it('save a key’s texts: this process reads the new text at once, and the change is audited', async () => {
    expect((await loadAllTranslationsCached(as(null), 'fr'))['order-this-vehicle']).toBe('Commander ce véhicule');
    expect(await saveTranslations(as(editor), 'order-this-vehicle', { fr: '  Commander ce véhicule maintenant ', pt: 'Encomendar este veículo' })).toEqual({ ok: true });
    expect((await loadAllTranslationsCached(as(null), 'fr'))['order-this-vehicle']).toBe('Commander ce véhicule maintenant');
    expect(await audits('order-this-vehicle')).toEqual([{ action: 'translation.save', after: { fr: 'Commander ce véhicule maintenant' } }]);
    // A language emptied is deleted, and the page falls back to English.
    expect(await saveTranslations(as(editor), 'tra-new-label', { fr: '' })).toEqual({ ok: true });
    expect(await stored('tra-new-label')).toEqual({ en: 'Brand new label' });
    expect((await loadAllTranslationsCached(as(null), 'fr'))['tra-new-label']).toBe('Brand new label');
  });

  it('refuse a text that would break its page, and write nothing', async () => {
    const before = await stored('order-title');
    expect(before.en).toBe('Order {number}');
    expect(issues(await saveTranslations(as(editor), 'order-title', { fr: 'Commande', ru: 'Заказ {nombre}', pt: 'Encomenda {number', en: '' }))).toEqual([
      'en: The English text is required: every language falls back to it.',
      'fr: French: use exactly the placeholders of the English text ({number}); this text has none.',
      'pt: Portuguese: a brace that is not part of a {placeholder} would show on the page; remove it.',
      'ru: Russian: use exactly the placeholders of the English text ({number}); this text has {nombre}.',
    ]);
    expect(issues(await saveTranslations(as(editor), 'order-title', { en: 'Order {number} of {total}' }))).toEqual([
      'en: English: use exactly the placeholders of the English text ({number}); this text has {number}, {total}.',
    ]);
    expect(await stored('order-title')).toEqual(before);
    expect(await audits('order-title')).toEqual([]);
    expect(await saveTranslations(as(editor), 'no-such-key', { fr: 'x' })).toBeInstanceOf(NotFoundError);
  });

  it('are for editors and admins: sales, buyers and the signed-out read and change nothing', async () => {
    for (const [viewer, kind] of [
      [null, NotAuthenticatedError],
      [buyerViewer('tra-buyer'), AuthenticationError],
      [staffViewer('sales', { prefix: 'tra' }), AuthenticationError],
      [staffViewer('editor', { prefix: 'tra', twoFactor: false }), AuthenticationError],
    ] as const) {
      expect(await translationsByAdmin(as(viewer))).toBeInstanceOf(kind);
      expect(await translationByAdmin(as(viewer), 'order-title')).toBeInstanceOf(kind);
      expect(await saveTranslations(as(viewer), 'order-title', { fr: 'Commande n° {number}' })).toBeInstanceOf(kind);
    }
    expect((await stored('order-title')).fr).toBe('Commande {number}');
    expect(await saveTranslations(as(staffViewer('admin', { prefix: 'tra' })), 'order-title', { fr: 'Commande n° {number}' })).toEqual({ ok: true });
  });
});

describe('a change to the site data', () => {
  it('reaches a process that follows it within a second: its copy of the texts is dropped and it is told', async () => {
    const told: SiteDataArea[][] = [];
    const stop = await followSiteData(handle.db, { onChange: (areas) => told.push(areas) });
    try {
      expect((await loadAllTranslationsCached(as(null), 'ru'))['order-title']).toBe('Заказ {number}');
      // As another process would: the row and the version change, nothing here is dropped by hand.
      await handle.db.transaction(async (tx) => {
        await tx.execute(sql`update translations set text = 'Заказ № {number}' where key = 'order-title' and language = 'ru'`);
        await siteDataChanged(tx, 'translations', new Date());
      });
      await expect.poll(() => told, { timeout: 3000 }).toEqual([['translations']]);
      expect((await loadAllTranslationsCached(as(null), 'ru'))['order-title']).toBe('Заказ № {number}');
    } finally {
      await stop();
    }
  });
});
