// Content as an API client calls it, through yoga.fetch: refused with the union member that says why to
// the signed-out, buyers, sales and staff without the authenticator app, writing nothing; for editors and
// admins, a news item saved as a draft (not in the public news) then published (in it), the missing
// languages listed, bad input refused field by field, a banner and a testimonial saved and deleted.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import type { Viewer } from '#domain/context.ts';
import { buyerViewer, staffViewer } from '#tests/factories/viewers.ts';
import { graphqlAs } from '#tests/setup/graphql.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';

let handle: DatabaseHandle;
const graphql = graphqlAs;

const ERRORS = '... on BaseError { message }';
const INPUT_ERRORS = '... on InvalidInputError { issues { fieldname message } } ... on BaseError { message }';
const OVERVIEW = `query { contentOverviewByAdmin { __typename ... on AdminContentOverview { articles { kind count missingCount } bannerCount testimonialCount } ${ERRORS} } }`;
const LIST = `query ($kind: ArticleKind!, $missingOnly: Boolean) { articlesByAdmin(kind: $kind, missingOnly: $missingOnly) { __typename ... on AdminArticleList { articles { name title languages states missing } } ${ERRORS} } }`;
const ONE = `query ($kind: ArticleKind!, $name: String!) { articleByAdmin(kind: $kind, name: $name) { __typename ... on AdminArticle { name missing versions { language title content status state } } ${ERRORS} } }`;
const SAVE = `mutation ($kind: ArticleKind!, $name: String!, $language: String!, $input: ArticleInput!) { saveArticleByAdmin(kind: $kind, name: $name, language: $language, input: $input) { __typename ... on AdminArticle { name missing versions { language status state content } } ${INPUT_ERRORS} } }`;
const DELETE = `mutation ($kind: ArticleKind!, $name: String!, $language: String!) { deleteArticleByAdmin(kind: $kind, name: $name, language: $language) { __typename ... on ContentDeleted { deleted } ${ERRORS} } }`;
const BANNERS = `query { bannersByAdmin { __typename ... on AdminBannerList { banners { id alt state } missing { bannerType languages } } ${ERRORS} } }`;
const SAVE_BANNER = `mutation ($uuid: String, $input: BannerInput!) { saveBannerByAdmin(uuid: $uuid, input: $input) { __typename ... on AdminBanner { id alt state pcImageUrl url } ${INPUT_ERRORS} } }`;
const DELETE_BANNER = `mutation ($uuid: String!) { deleteBannerByAdmin(uuid: $uuid) { __typename ... on ContentDeleted { deleted } ${ERRORS} } }`;
const TESTIMONIALS = `query ($keyword: String) { testimonialsByAdmin(keyword: $keyword) { __typename ... on AdminTestimonialPage { total testimonials { id reviewerName status } } ${ERRORS} } }`;
const SAVE_TESTIMONIAL = `mutation ($uuid: String, $input: TestimonialInput!) { saveTestimonialByAdmin(uuid: $uuid, input: $input) { __typename ... on AdminTestimonial { id reviewerName country { code } vehicleModel matchedModel status } ${INPUT_ERRORS} } }`;
const DELETE_TESTIMONIAL = `mutation ($uuid: String!) { deleteTestimonialByAdmin(uuid: $uuid) { __typename ... on ContentDeleted { deleted } ${ERRORS} } }`;
const PUBLIC_NEWS = `query { newslist(language: "fr", first: 50) { edges { node { newsName title } } } }`;

const as = (viewer: Viewer | null) => testContext(handle, { viewer });
const editor = staffViewer('editor', { prefix: 'gqn' });
const admin = staffViewer('admin', { prefix: 'gqn' });
const writes = async () =>
  (await queryRows<{ n: string }>(handle.db, sql`select (select count(*) from news) || '/' || (select count(*) from banners) || '/' || (select count(*) from testimonials) || '/' || (select count(*) from audit_log) as n`))[0]!.n;
const article = { title: 'Nouvelle ligne', content: '<p>Chaque mois.</p>', status: 'Draft', publishedAt: '2026-10-30T08:00:00Z' };
const banner = { bannerType: 'top-banner-2', language: 'pt', alt: 'Promoção', url: '/stocklist', status: 'Published', pcImage: 'banners/demo-pc.webp', spImage: 'banners/demo-sp.webp' };
const testimonial = { reviewerName: 'Olga P.', reviewedAt: '2026-10-10T00:00:00Z', content: 'Всё пришло вовремя.', language: 'ru', rating: 4, countryCode: 'KE', vehicleModel: 'Toyota Harrier', status: 'Draft' };

beforeAll(async () => {
  handle = await openSeededDatabase();
});

describe('the back office’s content calls', () => {
  it('refuse the signed-out, buyers, sales and staff without the authenticator app, and write nothing', async () => {
    const before = await writes();
    for (const [viewer, typename] of [
      [null, 'NotAuthenticatedError'],
      [buyerViewer('gqn-buyer'), 'AuthenticationError'],
      [staffViewer('sales', { prefix: 'gqn' }), 'AuthenticationError'],
      [staffViewer('editor', { prefix: 'gqn', twoFactor: false }), 'AuthenticationError'],
    ] as const) {
      expect((await graphql(as(viewer), OVERVIEW)).contentOverviewByAdmin.__typename).toBe(typename);
      expect((await graphql(as(viewer), LIST, { kind: 'News' })).articlesByAdmin.__typename).toBe(typename);
      expect((await graphql(as(viewer), ONE, { kind: 'Pages', name: 'aboutus' })).articleByAdmin.__typename).toBe(typename);
      expect((await graphql(as(viewer), SAVE, { kind: 'News', name: 'gqn-nope', language: 'fr', input: article })).saveArticleByAdmin.__typename).toBe(typename);
      expect((await graphql(as(viewer), DELETE, { kind: 'Pages', name: 'aboutus', language: 'fr' })).deleteArticleByAdmin.__typename).toBe(typename);
      expect((await graphql(as(viewer), BANNERS)).bannersByAdmin.__typename).toBe(typename);
      expect((await graphql(as(viewer), SAVE_BANNER, { input: banner })).saveBannerByAdmin.__typename).toBe(typename);
      expect((await graphql(as(viewer), DELETE_BANNER, { uuid: '00000000-0000-4000-8000-000000000000' })).deleteBannerByAdmin.__typename).toBe(typename);
      expect((await graphql(as(viewer), TESTIMONIALS)).testimonialsByAdmin.__typename).toBe(typename);
      expect((await graphql(as(viewer), SAVE_TESTIMONIAL, { input: testimonial })).saveTestimonialByAdmin.__typename).toBe(typename);
      expect((await graphql(as(viewer), DELETE_TESTIMONIAL, { uuid: '00000000-0000-4000-8000-000000000000' })).deleteTestimonialByAdmin.__typename).toBe(typename);
    }
    expect(await writes()).toBe(before);
  });

  it('let an editor save a French news item as a draft, then publish it into the public news; the missing languages are listed', async () => {
    const draft = (await graphql(as(editor), SAVE, { kind: 'News', name: 'gqn-route', language: 'fr', input: { ...article, content: '<p onmouseover="x()">Chaque mois.</p><script>x()</script>' } })).saveArticleByAdmin;
    expect(draft).toEqual({ __typename: 'AdminArticle', name: 'gqn-route', missing: ['en', 'pt', 'ru'], versions: [{ language: 'fr', status: 'Draft', state: 'Draft', content: '<p>Chaque mois.</p>' }] });
    const publicTitles = async () => (await graphql(as(null), PUBLIC_NEWS)).newslist.edges.map((e: any) => e.node.title);
    expect(await publicTitles()).not.toContain('Nouvelle ligne');
    expect((await graphql(as(editor), SAVE, { kind: 'News', name: 'gqn-route', language: 'fr', input: { ...article, status: 'Published' } })).saveArticleByAdmin.versions[0].state).toBe('Published');
    expect(await publicTitles()).toContain('Nouvelle ligne');
    const missing = (await graphql(as(admin), LIST, { kind: 'News', missingOnly: true })).articlesByAdmin.articles;
    expect(missing).toEqual([{ name: 'gqn-route', title: 'Nouvelle ligne', languages: ['fr'], states: ['Published'], missing: ['en', 'pt', 'ru'] }]);
    const overview = (await graphql(as(editor), OVERVIEW)).contentOverviewByAdmin;
    expect(overview.articles.find((a: any) => a.kind === 'News')).toMatchObject({ missingCount: 1 });
    const [entry] = await queryRows<{ action: string }>(handle.db, sql`select action from audit_log where entity_id = 'gqn-route/fr' order by id desc limit 1`);
    expect(entry!.action).toBe('content.save');
  });

  it('refuse bad input field by field and an unknown name as not found, writing nothing', async () => {
    const before = await writes();
    const refused = (await graphql(as(editor), SAVE, { kind: 'CountryPages', name: 'gqn-atlantis', language: 'xx', input: { ...article, title: '', headerImagePc: 'javascript:alert(1)' } })).saveArticleByAdmin;
    expect(refused.issues).toEqual([
      { fieldname: 'language', message: 'The language is one of en, fr, pt, ru.' },
      { fieldname: 'title', message: 'A title is required.' },
      { fieldname: 'headerImagePc', message: 'A picture is a media path or an https address.' },
      { fieldname: 'countryCode', message: 'Choose the country the page is about.' },
    ]);
    expect((await graphql(as(editor), ONE, { kind: 'News', name: 'gqn-nothing' })).articleByAdmin.__typename).toBe('NotFoundError');
    expect((await graphql(as(editor), DELETE, { kind: 'News', name: 'gqn-nothing', language: 'fr' })).deleteArticleByAdmin.__typename).toBe('NotFoundError');
    expect(await writes()).toBe(before);
  });

  it('let an admin save and delete a banner and a testimonial', async () => {
    const saved = (await graphql(as(admin), SAVE_BANNER, { input: banner })).saveBannerByAdmin;
    expect(saved).toMatchObject({ __typename: 'AdminBanner', alt: 'Promoção', state: 'Published', pcImageUrl: '/media/banners/demo-pc.webp', url: '/stocklist' });
    expect((await graphql(as(admin), SAVE_BANNER, { uuid: saved.id, input: { ...banner, url: 'ftp://x' } })).saveBannerByAdmin.issues).toEqual([{ fieldname: 'url', message: 'The link is a site address (/stocklist) or an https address.' }]);
    expect((await graphql(as(admin), DELETE_BANNER, { uuid: saved.id })).deleteBannerByAdmin).toEqual({ __typename: 'ContentDeleted', deleted: true });
    const created = (await graphql(as(editor), SAVE_TESTIMONIAL, { input: testimonial })).saveTestimonialByAdmin;
    expect(created).toMatchObject({ __typename: 'AdminTestimonial', reviewerName: 'Olga P.', country: { code: 'KE' }, matchedModel: true, status: 'Draft' });
    expect((await graphql(as(editor), TESTIMONIALS, { keyword: 'Olga P.' })).testimonialsByAdmin).toMatchObject({ total: 1, testimonials: [{ reviewerName: 'Olga P.' }] });
    expect((await graphql(as(editor), DELETE_TESTIMONIAL, { uuid: created.id })).deleteTestimonialByAdmin.deleted).toBe(true);
  });
});
