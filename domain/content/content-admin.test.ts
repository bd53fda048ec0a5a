// Editing the storefront's content on the real database (PGlite, and PostgreSQL in CI): news, pages and
// country pages by name with the languages they lack; a version saved as a draft, published, or dated
// later, and the storefront's readers showing only what is published and due; HTML cleaned on save;
// banners and testimonials with their pictures cut by sharp; who may; every write audited and announced
// to the site data (ADR 027); a refused save writes nothing.
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import { buyerViewer, staffViewer } from '#tests/factories/viewers.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import type { Viewer } from '../context.ts';
import type { InvalidInputError } from '../errors.ts';
import type { MediaStore } from '../stock/media-store.ts';
import { bannerByAdmin, bannersByAdmin, deleteBanner, saveBanner } from './banner-admin.service.ts';
import { bannersByType } from './banners.service.ts';
import { keptBanners } from './top-page-content.ts';
import { articleByAdmin, articlesByAdmin, contentOverview, deleteArticle, saveArticle } from './content-admin.service.ts';
import { newsDetail, newsList } from './news.service.ts';
import { countryPageByName, countryPageList, pageByName } from './pages.service.ts';
import { deleteTestimonial, saveTestimonial, testimonialsByAdmin } from './testimonial-admin.service.ts';
import { testimonialById, testimonialsIndex } from './testimonials.service.ts';

let handle: DatabaseHandle;
const editor = staffViewer('editor', { prefix: 'cad' });
const admin = staffViewer('admin', { prefix: 'cad' });
const NOW = new Date('2026-11-01T00:00:00Z');

/** A media store in memory: what was written, by path. */
function memoryMedia(): MediaStore & { files: Map<string, Uint8Array> } {
  const files = new Map<string, Uint8Array>();
  return { files, write: async (path, data) => void files.set(path, data), remove: async (path) => void files.delete(path) };
}

const as = (viewer: Viewer | null, now = NOW) => testContext(handle, { viewer, now });
const issues = (result: unknown) => (result as InvalidInputError).issues.map((i) => `${i.fieldname}: ${i.message}`);
const writes = async () => (await queryRows<{ n: string }>(handle.db, sql`select (select count(*) from news) || '/' || (select count(*) from pages) || '/' || (select count(*) from banners) || '/' || (select count(*) from testimonials) || '/' || (select count(*) from audit_log) as n`))[0]!.n;
const contentVersion = async () => Number((await queryRows<{ version: string }>(handle.db, sql`select version from site_data_versions where area = 'content'`))[0]?.version ?? 0);
const jpeg = async (width: number, height: number, name = 'photo.jpg') =>
  new File([new Uint8Array(await sharp({ create: { width, height, channels: 3, background: '#2a6f4e' } }).jpeg().toBuffer())], name, { type: 'image/jpeg' });

beforeAll(async () => {
  handle = await openSeededDatabase();
});

describe('who may edit content', () => {
  it('refuses the signed-out, buyers, sales and staff without the authenticator app, and writes nothing', async () => {
    const before = await writes();
    for (const [viewer, name] of [
      [null, 'NotAuthenticatedError'],
      [buyerViewer('cad-buyer'), 'AuthenticationError'],
      [staffViewer('sales', { prefix: 'cad' }), 'AuthenticationError'],
      [staffViewer('editor', { prefix: 'cad', twoFactor: false }), 'AuthenticationError'],
    ] as const) {
      expect((await articlesByAdmin(as(viewer), 'news')).constructor.name).toBe(name);
      expect((await contentOverview(as(viewer))).constructor.name).toBe(name);
      expect((await saveArticle(as(viewer), 'news', 'cad-nope', 'fr', { title: 'Non', content: '<p>Non</p>', status: 'Published' })).constructor.name).toBe(name);
      expect((await deleteArticle(as(viewer), 'news', '2025-01-new-year-office-reopened', 'fr')).constructor.name).toBe(name);
      expect((await saveBanner(as(viewer), null, { bannerType: 'top-banner', language: 'en', alt: 'x', url: '/', sortOrder: 0, status: 'Published', pcImage: 'a.webp', spImage: 'b.webp' })).constructor.name).toBe(name);
      expect((await saveTestimonial(as(viewer), null, { reviewerName: 'X', reviewedAt: '2026-10-01', content: 'Good', language: 'en', rating: 5, status: 'Published' })).constructor.name).toBe(name);
    }
    expect(await writes()).toBe(before);
  });
});

describe('news, pages and country pages', () => {
  it('save a French news item as a draft (not on the storefront), then publish it: cleaned, audited, announced', async () => {
    const version = await contentVersion();
    const draft = await saveArticle(as(editor), 'news', 'cad-new-route', 'fr', {
      title: ' Nouvelle ligne vers Mombasa ',
      content: '<p onclick="steal()">Départ chaque mois.<script>alert(1)</script> <a href="/pages/payments">Paiements</a></p>',
      status: 'Draft',
      publishedAt: '2026-10-30T08:00',
    });
    expect(draft).toMatchObject({ kind: 'news', name: 'cad-new-route', missing: ['en', 'pt', 'ru'], versions: [{ language: 'fr', title: 'Nouvelle ligne vers Mombasa', state: 'Draft' }] });
    // Cleaned when stored: no script, no handler; the reader's language is added on display, not stored.
    const [stored] = await queryRows<{ content: string }>(handle.db, sql`select content from news where news_name = 'cad-new-route'`);
    expect(stored!.content).toBe('<p>Départ chaque mois. <a href="/pages/payments">Paiements</a></p>');
    expect(await contentVersion()).toBe(version + 1);
    const fr = testContext(handle, { language: 'fr', now: NOW });
    const titles = async () => {
      const list = await newsList(fr);
      return list instanceof Error ? [] : list.edges.map((e) => e.node.title);
    };
    expect(await titles()).not.toContain('Nouvelle ligne vers Mombasa');
    expect(await newsDetail(fr, { newsName: 'cad-new-route' })).toBeInstanceOf(Error);

    await saveArticle(as(editor), 'news', 'cad-new-route', 'fr', { title: 'Nouvelle ligne vers Mombasa', content: (stored as { content: string }).content, status: 'Published', publishedAt: '2026-10-30T08:00' });
    expect((await titles())[0]).toBe('Nouvelle ligne vers Mombasa');
    expect(await newsDetail(fr, { newsName: 'cad-new-route' })).toMatchObject({ content: '<p>Départ chaque mois. <a href="/fr/pages/payments">Paiements</a></p>' });
    const audit = await queryRows<{ action: string; entity: string; entity_id: string }>(handle.db, sql`select action, entity, entity_id from audit_log where entity_id = 'cad-new-route/fr' order by id`);
    expect(audit).toEqual([
      { action: 'content.save', entity: 'news', entity_id: 'cad-new-route/fr' },
      { action: 'content.save', entity: 'news', entity_id: 'cad-new-route/fr' },
    ]);
  });

  it('shows a version dated later only from its date', async () => {
    await saveArticle(as(editor), 'news', 'cad-later', 'fr', { title: 'Plus tard', content: '<p>Bientôt</p>', status: 'Published', publishedAt: '2026-11-05T00:00:00Z' });
    expect((await articleByAdmin(as(editor), 'news', 'cad-later')) as { versions: { state: string }[] }).toMatchObject({ versions: [{ state: 'Scheduled' }] });
    expect(await newsDetail(testContext(handle, { language: 'fr', now: NOW }), { newsName: 'cad-later' })).toBeInstanceOf(Error);
    expect(await newsDetail(testContext(handle, { language: 'fr', now: new Date('2026-11-06T00:00:00Z') }), { newsName: 'cad-later' })).toMatchObject({ title: 'Plus tard' });
  });

  it('lists names with the languages they lack, and narrows to those', async () => {
    const all = await articlesByAdmin(as(editor), 'news');
    if (all instanceof Error) throw all;
    expect(all.find((a) => a.name === 'cad-new-route')).toMatchObject({ title: 'Nouvelle ligne vers Mombasa', missing: ['en', 'pt', 'ru'] });
    expect(all.find((a) => a.name === '2025-01-new-year-office-reopened')?.missing).toEqual([]);
    const missing = await articlesByAdmin(as(editor), 'news', { missingOnly: true });
    expect(!(missing instanceof Error) && missing.map((a) => a.name).sort()).toEqual(['cad-later', 'cad-new-route']);
    const overview = await contentOverview(as(editor));
    expect(!(overview instanceof Error) && overview.articles.find((a) => a.kind === 'news')).toMatchObject({ missingCount: 2 });
  });

  it('refuses bad input with a message on each field, writing nothing', async () => {
    const before = await writes();
    const refused = await saveArticle(as(editor), 'news', 'Bad Name', 'fr', { title: ' ', content: '<script>only()</script>', status: 'Gone' as never, publishedAt: 'tomorrow' });
    expect(issues(refused)).toEqual([
      'name: A name is lower-case letters, digits and dashes (at most 100), starting with a letter or digit.',
      'title: A title is required.',
      'content: The text is required.',
      'status: Choose Draft or Published.',
    ]);
    expect(issues(await saveArticle(as(editor), 'news', 'cad-x', 'fr', { title: 'T', content: '<p>x</p>', status: 'Draft', publishedAt: '30/10/2026' }))).toEqual([
      'publishedAt: The publish date is a date and time, e.g. 2026-11-26T09:00 (UTC).',
    ]);
    expect(issues(await saveArticle(as(editor), 'country-pages', 'cad-atlantis', 'fr', { title: 'Atlantide', content: '<p>x</p>', status: 'Draft', countryCode: 'XX' }))).toEqual(['countryCode: Choose the country the page is about.']);
    expect(await writes()).toBe(before);
  });

  it('a French page left as a draft shows the English one; its header picture is cut to 1600 × 500', async () => {
    const media = memoryMedia();
    const saved = await saveArticle(as(editor), 'pages', 'payments', 'fr', { title: 'Paiements (brouillon)', content: '<p>Nouveau texte</p>', status: 'Draft' }, { headerImagePc: await jpeg(2000, 800), media });
    if (saved instanceof Error) throw saved;
    const fr = saved.versions.find((v) => v.language === 'fr')!;
    expect(fr.headerImagePc).toMatch(/^content\/pages\/[0-9a-f]{16}\.webp$/);
    expect(await sharp(Buffer.from(media.files.get(fr.headerImagePc!)!)).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 500 });
    expect(await pageByName(testContext(handle, { language: 'fr', now: NOW }), { pageName: 'payments' })).toMatchObject({ language: 'en' });
    // A picture too small is refused with its size, and nothing is stored.
    const small = await saveArticle(as(editor), 'pages', 'payments', 'fr', { title: 'Paiements', content: '<p>x</p>', status: 'Published' }, { headerImageSp: await jpeg(200, 150, 'tiny.jpg'), media });
    expect(issues(small)).toEqual(['headerImageSp: tiny.jpg is 200 × 150 pixels: the picture needs at least 400 × 300 (best 800 × 600).']);
    expect(media.files.size).toBe(1);
  });

  it('a country page keeps its country; a draft leaves the country list and the page', async () => {
    const [kenya] = await queryRows<{ title: string }>(handle.db, sql`select title from country_pages where page_name = 'kenya' and language = 'pt'`);
    const saved = await saveArticle(as(editor), 'country-pages', 'kenya', 'pt', { title: kenya!.title, content: '<p>Em revisão</p>', status: 'Draft', countryCode: 'KE' });
    expect(saved).toMatchObject({ country: { code: 'KE', name: 'Kenya' } });
    const pt = testContext(handle, { language: 'pt', now: NOW });
    expect(await countryPageByName(pt, { pageName: 'kenya' })).toMatchObject({ language: 'en' });
    expect((await countryPageList(pt)).find((p) => p.pageName === 'kenya')?.language).toBe('en');
  });

  it('deletes one language’s version (audited); the others stay', async () => {
    expect(await deleteArticle(as(admin), 'news', 'cad-later', 'fr')).toEqual({ ok: true });
    expect(await articleByAdmin(as(editor), 'news', 'cad-later')).toBeInstanceOf(Error);
    expect((await deleteArticle(as(admin), 'news', 'cad-later', 'fr')).constructor.name).toBe('NotFoundError');
    const [entry] = await queryRows<{ action: string }>(handle.db, sql`select action from audit_log where entity_id = 'cad-later/fr' order by id desc limit 1`);
    expect(entry!.action).toBe('content.delete');
  });
});

describe('banners', () => {
  it('create one from uploaded pictures (cut to their frames); a draft is not on the top page; the list says which languages a type lacks', async () => {
    const media = memoryMedia();
    const input = { bannerType: 'top-banner-campaign' as const, language: 'ru' as const, alt: 'Скидка на Hiace', url: '/stocklist?maker=Toyota', sortOrder: 0, status: 'Draft' as const };
    expect(issues(await saveBanner(as(editor), null, input))).toEqual(['pcImage: A banner needs its picture for computers (1600 × 500).', 'spImage: A banner needs its picture for phones (800 × 600).']);
    const created = await saveBanner(as(editor), null, input, { pcImage: await jpeg(1600, 500), spImage: await jpeg(900, 700), media });
    if (created instanceof Error) throw created;
    expect(created).toMatchObject({ state: 'Draft', pcImage: expect.stringMatching(/^content\/banners\/[0-9a-f]{16}\.webp$/), pcImageUrl: expect.stringMatching(/^\/media\/content\/banners\//) });
    expect(await sharp(Buffer.from(media.files.get(created.spImage)!)).metadata()).toMatchObject({ width: 800, height: 600 });
    const ru = testContext(handle, { language: 'ru', now: NOW });
    expect((await bannersByType(ru, { types: ['top-banner-campaign'] })).map((b) => b.alt)).not.toContain('Скидка на Hiace');
    // The top page keeps its banners a minute; a save is on it at once all the same.
    expect((await keptBanners(ru)).map((b) => b.alt)).not.toContain('Скидка на Hiace');
    const published = await saveBanner(as(editor), created.uuid, { ...input, status: 'Published', endsAt: '2026-12-01T00:00' });
    expect(published).toMatchObject({ state: 'Published', pcImage: created.pcImage });
    expect((await bannersByType(ru, { types: ['top-banner-campaign'] })).map((b) => b.alt)).toContain('Скидка на Hiace');
    expect((await keptBanners(ru)).map((b) => b.alt)).toContain('Скидка на Hiace');
    // Past its window it is off the page, and the list says so.
    expect(await bannerByAdmin(as(editor, new Date('2026-12-02T00:00:00Z')), created.uuid)).toMatchObject({ state: 'Ended' });
    const list = await bannersByAdmin(as(editor));
    if (list instanceof Error) throw list;
    expect(list.missing.every((m) => !m.languages.includes('ru') || m.bannerType !== 'top-banner-campaign')).toBe(true);
    expect(issues(await saveBanner(as(editor), created.uuid, { ...input, url: 'javascript:alert(1)', startsAt: '2026-12-01T00:00', endsAt: '2026-11-01T00:00' }))).toEqual([
      'url: The link is a site address (/stocklist) or an https address.',
      'endsAt: The end comes after the start.',
    ]);
    expect(await deleteBanner(as(editor), created.uuid)).toEqual({ ok: true });
    expect(await bannerByAdmin(as(editor), created.uuid)).toBeInstanceOf(Error);
    expect((await keptBanners(ru)).map((b) => b.alt)).not.toContain('Скидка на Hiace');
  });
});

describe('testimonials', () => {
  it('create one with a photo, matched to the catalogue’s model; a draft is off the storefront', async () => {
    const media = memoryMedia();
    const [person] = await queryRows<{ uuid: string }>(handle.db, sql`select uuid::text as uuid from persons_in_charge where name = 'Kenji Tanaka'`);
    const input = { reviewerName: 'Wanjiru K.', reviewedAt: '2026-10-20', content: 'The Harrier arrived in Mombasa as described.', language: 'en' as const, rating: 5, countryCode: 'ke', personInChargeUuid: person!.uuid, vehicleModel: 'toyota harrier', status: 'Draft' as const };
    const created = await saveTestimonial(as(editor), null, input, { photo: await jpeg(1200, 900), media });
    if (created instanceof Error) throw created;
    expect(created).toMatchObject({ reviewerName: 'Wanjiru K.', country: { code: 'KE', name: 'Kenya' }, personInCharge: { name: 'Kenji Tanaka' }, matchedModel: true, status: 'Draft', photo: expect.stringMatching(/^content\/testimonials\//) });
    expect(await testimonialById(as(null), created.uuid)).toBeInstanceOf(Error);
    const index = await testimonialsIndex(as(null), { countryName: 'Kenya', first: 50 });
    expect(!(index instanceof Error) && index.edges.map((e) => e.node.reviewerName)).not.toContain('Wanjiru K.');
    await saveTestimonial(as(editor), created.uuid, { ...input, status: 'Published' });
    expect(await testimonialById(as(null), created.uuid)).toMatchObject({ reviewerName: 'Wanjiru K.', thumbnailUrl: `/media/${created.photo}` });
    const listed = await testimonialsByAdmin(as(editor), { keyword: 'wanjiru k.' });
    expect(!(listed instanceof Error) && listed.testimonials.map((t) => t.reviewerName)).toEqual(['Wanjiru K.']);
    expect(issues(await saveTestimonial(as(editor), created.uuid, { ...input, rating: 6, countryCode: 'ZZ', reviewedAt: 'soon', content: ' ' }))).toEqual([
      'reviewedAt: The day of the review is a date, e.g. 2026-11-20.',
      'content: What the customer said is required.',
      'rating: The rating is 1 to 5 stars.',
    ]);
    expect(await deleteTestimonial(as(editor), created.uuid)).toEqual({ ok: true });
    expect(await testimonialById(as(null), created.uuid)).toBeInstanceOf(Error);
  });
});
