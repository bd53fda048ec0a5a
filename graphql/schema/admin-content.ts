// The storefront's content in the API, for editors and admins (ADR 017, 028): news, information pages and
// country pages by name with their versions in each language (and the languages missing), banners and
// testimonials; saving and deleting them as the back office's pages do. Pictures are given by address
// (a media path or an https address): uploads go through the back office's forms. Refusals are union
// members: not signed in, not allowed, not found, bad input.
import type { ArticleKind } from '#domain/content/content-kinds.ts';
import { type Article, type ArticleSummary, type ArticleVersion, articleByAdmin, articlesByAdmin, type ContentOverview, contentOverview, deleteArticle, saveArticle } from '#domain/content/content-admin.service.ts';
import { type AdminBanner, bannerByAdmin, bannersByAdmin, type BannerList, deleteBanner, saveBanner } from '#domain/content/banner-admin.service.ts';
import { type AdminTestimonial, deleteTestimonial, saveTestimonial, testimonialByAdmin, testimonialsByAdmin } from '#domain/content/testimonial-admin.service.ts';
import { isLanguage, type Language } from '#domain/context.ts';
import { AuthenticationError, InvalidInputError, NotAuthenticatedError, NotFoundError } from '#domain/errors.ts';
import { PUBLICATION_STATUSES } from '#db/schema/enum-values.ts';
import { builder } from '../builder.ts';
import { unwrap } from '../errors.ts';

const ArticleKindEnum = builder.enumType('ArticleKind', {
  description: 'Texts written in four languages under one name: news items, information pages (/pages/{name}), country pages (/pages/countries/{name}).',
  values: { News: { value: 'news' }, Pages: { value: 'pages' }, CountryPages: { value: 'country-pages' } } as const,
});
const PublicationStatusEnum = builder.enumType('PublicationStatus', { values: PUBLICATION_STATUSES, description: 'Draft: seen only in the back office. Published: on the storefront once its date has come.' });

const staffErrors = [NotAuthenticatedError, AuthenticationError] as const;

const CountryRef = builder.objectRef<{ code: string; name: string }>('AdminContentCountry').implement({ fields: (t) => ({ code: t.exposeString('code'), name: t.exposeString('name') }) });

const ArticleVersionRef = builder.objectRef<ArticleVersion>('AdminArticleVersion').implement({
  description: 'One language’s version of a news item or page.',
  fields: (t) => ({
    language: t.exposeString('language'),
    title: t.exposeString('title'),
    content: t.exposeString('content', { description: 'Cleaned HTML, as stored.' }),
    description: t.exposeString('description', { nullable: true }),
    status: t.field({ type: PublicationStatusEnum, resolve: (v) => v.status }),
    state: t.exposeString('state', { description: 'Published (shown now), Scheduled (shown from publishedAt) or Draft.' }),
    publishedAt: t.expose('publishedAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    headerImagePc: t.exposeString('headerImagePc', { nullable: true, description: 'As stored: a media path or an address.' }),
    headerImageSp: t.exposeString('headerImageSp', { nullable: true }),
    headerImagePcUrl: t.exposeString('headerImagePcUrl', { nullable: true }),
    headerImageSpUrl: t.exposeString('headerImageSpUrl', { nullable: true }),
  }),
});

const ArticleRef = builder.objectRef<Article>('AdminArticle').implement({
  fields: (t) => ({
    kind: t.field({ type: ArticleKindEnum, resolve: (a) => a.kind }),
    name: t.exposeString('name'),
    country: t.field({ type: CountryRef, nullable: true, resolve: (a) => a.country }),
    versions: t.field({ type: [ArticleVersionRef], resolve: (a) => a.versions }),
    missing: t.exposeStringList('missing', { description: 'The languages without a version: the storefront shows English there.' }),
  }),
});

const ArticleSummaryRef = builder.objectRef<ArticleSummary>('AdminArticleSummary').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    title: t.exposeString('title'),
    country: t.field({ type: CountryRef, nullable: true, resolve: (a) => a.country }),
    languages: t.stringList({ resolve: (a) => a.versions.map((v) => v.language) }),
    states: t.stringList({ description: 'Each version’s state, in the order of languages.', resolve: (a) => a.versions.map((v) => v.state) }),
    missing: t.exposeStringList('missing'),
  }),
});

const ArticleListRef = builder.objectRef<{ articles: ArticleSummary[] }>('AdminArticleList').implement({ fields: (t) => ({ articles: t.field({ type: [ArticleSummaryRef], resolve: (l) => l.articles }) }) });

const ContentOverviewRef = builder.objectRef<ContentOverview>('AdminContentOverview').implement({
  fields: (t) => ({
    articles: t.field({
      type: [
        builder.objectRef<ContentOverview['articles'][number]>('AdminContentKindCount').implement({
          fields: (c) => ({ kind: c.field({ type: ArticleKindEnum, resolve: (k) => k.kind }), count: c.exposeInt('count'), missingCount: c.exposeInt('missingCount'), draftCount: c.exposeInt('draftCount') }),
        }),
      ],
      resolve: (o) => o.articles,
    }),
    bannerCount: t.int({ resolve: (o) => o.banners.count }),
    testimonialCount: t.int({ resolve: (o) => o.testimonials.count }),
  }),
});

const BannerRef = builder.objectRef<AdminBanner>('AdminBanner').implement({
  fields: (t) => ({
    id: t.exposeString('uuid'),
    bannerType: t.exposeString('bannerType', { description: 'top-banner-campaign, top-banner-2 or top-banner.' }),
    language: t.exposeString('language'),
    pcImage: t.exposeString('pcImage', { description: 'As stored: a media path or an address.' }),
    spImage: t.exposeString('spImage'),
    pcImageUrl: t.exposeString('pcImageUrl'),
    spImageUrl: t.exposeString('spImageUrl'),
    alt: t.exposeString('alt'),
    url: t.exposeString('url'),
    sortOrder: t.exposeInt('sortOrder'),
    status: t.field({ type: PublicationStatusEnum, resolve: (b) => b.status }),
    state: t.exposeString('state', { description: 'Published, Scheduled (before its window), Ended (after it) or Draft.' }),
    startsAt: t.expose('startsAt', { type: 'DateTime', nullable: true }),
    endsAt: t.expose('endsAt', { type: 'DateTime', nullable: true }),
  }),
});

const BannerListRef = builder.objectRef<BannerList>('AdminBannerList').implement({
  fields: (t) => ({
    banners: t.field({ type: [BannerRef], resolve: (l) => l.banners }),
    missing: t.field({
      type: [builder.objectRef<BannerList['missing'][number]>('AdminBannerGap').implement({ fields: (g) => ({ bannerType: g.exposeString('bannerType'), languages: g.exposeStringList('languages') }) })],
      description: 'For each type, the languages no published banner speaks.',
      resolve: (l) => l.missing,
    }),
  }),
});

const TestimonialRef = builder.objectRef<AdminTestimonial>('AdminTestimonial').implement({
  fields: (t) => ({
    id: t.exposeString('uuid'),
    reviewerName: t.exposeString('reviewerName'),
    reviewedAt: t.expose('reviewedAt', { type: 'DateTime' }),
    content: t.exposeString('content'),
    language: t.exposeString('language'),
    rating: t.exposeInt('rating'),
    country: t.field({ type: CountryRef, nullable: true, resolve: (r) => r.country }),
    personInChargeId: t.string({ nullable: true, resolve: (r) => r.personInCharge?.uuid ?? null }),
    personInCharge: t.string({ nullable: true, resolve: (r) => r.personInCharge?.name ?? null }),
    vehicleModel: t.exposeString('vehicleModel', { nullable: true }),
    matchedModel: t.exposeBoolean('matchedModel', { description: 'The vehicle model names a maker and model of the catalogue: the vehicle pages show the testimonial.' }),
    photo: t.exposeString('photo', { nullable: true }),
    photoUrl: t.exposeString('photoUrl', { nullable: true }),
    status: t.field({ type: PublicationStatusEnum, resolve: (r) => r.status }),
  }),
});

const TestimonialPageRef = builder.objectRef<{ testimonials: AdminTestimonial[]; total: number; page: number; pageCount: number }>('AdminTestimonialPage').implement({
  fields: (t) => ({ testimonials: t.field({ type: [TestimonialRef], resolve: (p) => p.testimonials }), total: t.exposeInt('total'), page: t.exposeInt('page'), pageCount: t.exposeInt('pageCount') }),
});

const DeletedRef = builder.objectRef<{ ok: true }>('ContentDeleted').implement({ fields: (t) => ({ deleted: t.boolean({ resolve: () => true }) }) });

const ArticleInputRef = builder.inputType('ArticleInput', {
  description: 'One language’s version of a news item or page.',
  fields: (t) => ({
    title: t.string({ required: true, description: 'At most 200 characters.' }),
    content: t.string({ required: true, description: 'HTML; cleaned before it is stored.' }),
    description: t.string({ description: 'Pages: for search engines, at most 300 characters.' }),
    status: t.field({ type: PublicationStatusEnum, required: true }),
    publishedAt: t.field({ type: 'DateTime', description: 'From when a published version shows; now when left out.' }),
    countryCode: t.string({ description: 'Country pages: the country’s ISO code (the page’s in every language).' }),
    headerImagePc: t.string({ description: 'Pages: a media path or https address; empty removes it; left out keeps it.' }),
    headerImageSp: t.string(),
  }),
});

const BannerInputRef = builder.inputType('BannerInput', {
  fields: (t) => ({
    bannerType: t.string({ required: true, description: 'top-banner-campaign, top-banner-2 or top-banner.' }),
    language: t.string({ required: true }),
    alt: t.string({ required: true }),
    url: t.string({ required: true, description: 'A site address without the language (/stocklist) or an https address.' }),
    sortOrder: t.int(),
    status: t.field({ type: PublicationStatusEnum, required: true }),
    startsAt: t.field({ type: 'DateTime' }),
    endsAt: t.field({ type: 'DateTime' }),
    pcImage: t.string({ description: 'A media path or https address (1600 × 500); required for a new banner.' }),
    spImage: t.string({ description: 'A media path or https address (800 × 600); required for a new banner.' }),
  }),
});

const TestimonialInputRef = builder.inputType('TestimonialInput', {
  fields: (t) => ({
    reviewerName: t.string({ required: true }),
    reviewedAt: t.field({ type: 'DateTime', required: true }),
    content: t.string({ required: true }),
    language: t.string({ required: true }),
    rating: t.int({ required: true, description: '1 to 5.' }),
    countryCode: t.string(),
    personInChargeId: t.string(),
    vehicleModel: t.string({ description: 'Maker and model, e.g. "Toyota Hiace": matched to the catalogue.' }),
    status: t.field({ type: PublicationStatusEnum, required: true }),
    photo: t.string({ description: 'A media path or https address; empty removes it; left out keeps it.' }),
  }),
});

/** The services check the language (a save names it in its refusal, a delete answers not found). */
const language = (value: string) => value as Language;
const isoOrNull = (date: Date | null | undefined) => (date ? date.toISOString() : null);

builder.queryFields((t) => ({
  contentOverviewByAdmin: t.field({
    type: ContentOverviewRef,
    errors: { types: [...staffErrors], union: { name: 'ContentOverviewByAdminResult' } },
    resolve: (_root, _args, ctx) => unwrap(contentOverview(ctx)),
  }),
  articlesByAdmin: t.field({
    type: ArticleListRef,
    description: 'Every name of a kind with the languages it has and lacks: news newest first, pages by name.',
    errors: { types: [...staffErrors], union: { name: 'ArticlesByAdminResult' } },
    args: { kind: t.arg({ type: ArticleKindEnum, required: true }), keyword: t.arg.string(), missingOnly: t.arg.boolean() },
    resolve: async (_root, args, ctx) => {
      const articles = await articlesByAdmin(ctx, args.kind as ArticleKind, { keyword: args.keyword, missingOnly: args.missingOnly ?? false });
      if (articles instanceof Error) throw articles;
      return { articles };
    },
  }),
  articleByAdmin: t.field({
    type: ArticleRef,
    errors: { types: [...staffErrors, NotFoundError], union: { name: 'ArticleByAdminResult' } },
    args: { kind: t.arg({ type: ArticleKindEnum, required: true }), name: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => unwrap(articleByAdmin(ctx, args.kind as ArticleKind, args.name)),
  }),
  bannersByAdmin: t.field({
    type: BannerListRef,
    errors: { types: [...staffErrors], union: { name: 'BannersByAdminResult' } },
    resolve: (_root, _args, ctx) => unwrap(bannersByAdmin(ctx)),
  }),
  bannerByAdmin: t.field({
    type: BannerRef,
    errors: { types: [...staffErrors, NotFoundError], union: { name: 'BannerByAdminResult' } },
    args: { uuid: t.arg.string({ required: true }) },
    resolve: (_root, { uuid }, ctx) => unwrap(bannerByAdmin(ctx, uuid)),
  }),
  testimonialsByAdmin: t.field({
    type: TestimonialPageRef,
    description: 'Newest first, 50 a page; narrowed by language, status or a word of the name, text or vehicle.',
    errors: { types: [...staffErrors], union: { name: 'TestimonialsByAdminResult' } },
    args: { language: t.arg.string(), status: t.arg({ type: PublicationStatusEnum }), keyword: t.arg.string(), page: t.arg.int() },
    resolve: (_root, args, ctx) => unwrap(testimonialsByAdmin(ctx, { language: isLanguage(args.language) ? args.language : null, status: args.status ?? null, keyword: args.keyword, page: args.page })),
  }),
  testimonialByAdmin: t.field({
    type: TestimonialRef,
    errors: { types: [...staffErrors, NotFoundError], union: { name: 'TestimonialByAdminResult' } },
    args: { uuid: t.arg.string({ required: true }) },
    resolve: (_root, { uuid }, ctx) => unwrap(testimonialByAdmin(ctx, uuid)),
  }),
}));

builder.mutationFields((t) => ({
  saveArticleByAdmin: t.field({
    type: ArticleRef,
    description: 'Saves one language’s version of a news item or page (a new name or language is created); the storefront shows it within a second once published and dated.',
    errors: { types: [...staffErrors, InvalidInputError, NotFoundError], union: { name: 'SaveArticleByAdminResult' } },
    args: { kind: t.arg({ type: ArticleKindEnum, required: true }), name: t.arg.string({ required: true }), language: t.arg.string({ required: true }), input: t.arg({ type: ArticleInputRef, required: true }) },
    resolve: (_root, { kind, name, language: lang, input }, ctx) =>
      unwrap(saveArticle(ctx, kind as ArticleKind, name, language(lang), { ...input, publishedAt: isoOrNull(input.publishedAt as Date | null | undefined) })),
  }),
  deleteArticleByAdmin: t.field({
    type: DeletedRef,
    description: 'Deletes one language’s version; the storefront shows English there.',
    errors: { types: [...staffErrors, NotFoundError], union: { name: 'DeleteArticleByAdminResult' } },
    args: { kind: t.arg({ type: ArticleKindEnum, required: true }), name: t.arg.string({ required: true }), language: t.arg.string({ required: true }) },
    resolve: (_root, { kind, name, language: lang }, ctx) => unwrap(deleteArticle(ctx, kind as ArticleKind, name, language(lang))),
  }),
  saveBannerByAdmin: t.field({
    type: BannerRef,
    description: 'Creates a banner (no uuid) or changes one.',
    errors: { types: [...staffErrors, InvalidInputError, NotFoundError], union: { name: 'SaveBannerByAdminResult' } },
    args: { uuid: t.arg.string(), input: t.arg({ type: BannerInputRef, required: true }) },
    resolve: (_root, { uuid, input }, ctx) =>
      unwrap(
        saveBanner(ctx, uuid ?? null, {
          ...input,
          bannerType: input.bannerType as never,
          language: input.language as never,
          sortOrder: input.sortOrder ?? 0,
          startsAt: isoOrNull(input.startsAt as Date | null | undefined),
          endsAt: isoOrNull(input.endsAt as Date | null | undefined),
        }),
      ),
  }),
  deleteBannerByAdmin: t.field({
    type: DeletedRef,
    errors: { types: [...staffErrors, NotFoundError], union: { name: 'DeleteBannerByAdminResult' } },
    args: { uuid: t.arg.string({ required: true }) },
    resolve: (_root, { uuid }, ctx) => unwrap(deleteBanner(ctx, uuid)),
  }),
  saveTestimonialByAdmin: t.field({
    type: TestimonialRef,
    description: 'Creates a testimonial (no uuid) or changes one.',
    errors: { types: [...staffErrors, InvalidInputError, NotFoundError], union: { name: 'SaveTestimonialByAdminResult' } },
    args: { uuid: t.arg.string(), input: t.arg({ type: TestimonialInputRef, required: true }) },
    resolve: (_root, { uuid, input }, ctx) =>
      unwrap(
        saveTestimonial(ctx, uuid ?? null, {
          ...input,
          language: input.language as never,
          reviewedAt: (input.reviewedAt as Date).toISOString(),
          personInChargeUuid: input.personInChargeId,
        }),
      ),
  }),
  deleteTestimonialByAdmin: t.field({
    type: DeletedRef,
    errors: { types: [...staffErrors, NotFoundError], union: { name: 'DeleteTestimonialByAdminResult' } },
    args: { uuid: t.arg.string({ required: true }) },
    resolve: (_root, { uuid }, ctx) => unwrap(deleteTestimonial(ctx, uuid)),
  }),
}));
