// What the storefront says (spec 000 §7): translations, banners, news, testimonials, pages, country
// pages and the sales staff's WhatsApp contacts. Stored HTML leaves the services already cleaned.
import { InvalidCountry, InvalidInputError, NotFoundError } from '#domain/errors.ts';
import { bannersByType, isBannerType, type BannerRecord } from '#domain/content/banners.service.ts';
import { newsDetail, newsList, type NewsConnection, type NewsRecord } from '#domain/content/news.service.ts';
import { countryPageByName, countryPageList, pageByName, type CountryPageRecord, type PageRecord } from '#domain/content/pages.service.ts';
import { whatsAppContacts, type PersonInChargeRecord } from '#domain/content/persons-in-charge.service.ts';
import { testimonialById, testimonialsAbout, testimonialsIndex, type TestimonialConnection, type TestimonialRecord } from '#domain/content/testimonials.service.ts';
import { translationList } from '#domain/content/translation.service.ts';
import { builder } from '../builder.ts';
import { unwrap, valueOrGraphqlError } from '../errors.ts';
import { PageInfoRef } from './paging.ts';
import { languageOf } from '../language.ts';

const TranslationRef = builder.objectRef<{ id: number; key: string; text: string }>('Translation').implement({
  fields: (t) => ({ id: t.exposeID('id'), key: t.exposeString('key'), text: t.exposeString('text', { description: 'May hold {placeholder} markers.' }) }),
});

const BannerRef = builder.objectRef<BannerRecord>('Banner').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    uuid: t.exposeString('uuid'),
    bannerType: t.exposeString('bannerType', { description: 'top-banner, top-banner-2 or top-banner-campaign.' }),
    language: t.exposeString('language'),
    pcImageUrl: t.exposeString('pcImageUrl'),
    spImageUrl: t.exposeString('spImageUrl'),
    alt: t.exposeString('alt'),
    url: t.exposeString('url', { description: 'Site-relative addresses start with the language, e.g. /fr/stocklist?type=Suv.' }),
  }),
});

const NewsRef = builder.objectRef<NewsRecord>('News').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    uuid: t.exposeString('uuid'),
    newsName: t.exposeString('newsName', { description: 'The address slug: /{lang}/pages/news/{newsName}.' }),
    language: t.exposeString('language'),
    title: t.exposeString('title'),
    content: t.exposeString('content', { description: 'Cleaned HTML.' }),
    summary: t.exposeString('summary', { description: 'The opening words as plain text.' }),
    publishedAt: t.expose('publishedAt', { type: 'DateTime' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const NewsConnectionRef = builder.objectRef<NewsConnection>('NewsConnection').implement({
  fields: (t) => ({
    totalCount: t.exposeInt('totalCount'),
    pageInfo: t.field({ type: PageInfoRef, resolve: (c) => c.pageInfo }),
    edges: t.field({
      type: [builder.objectRef<NewsConnection['edges'][number]>('NewsEdge').implement({ fields: (e) => ({ cursor: e.exposeString('cursor'), node: e.field({ type: NewsRef, resolve: (edge) => edge.node }) }) })],
      resolve: (c) => c.edges,
    }),
  }),
});

const TestimonialCountryRef = builder.objectRef<NonNullable<TestimonialRecord['country']>>('TestimonialCountry').implement({
  fields: (t) => ({ name: t.exposeString('name'), code: t.exposeString('code'), localName: t.exposeString('localName', { description: "In the request's language." }) }),
});

const TestimonialRef = builder.objectRef<TestimonialRecord>('Testimonial').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    uuid: t.exposeString('uuid'),
    reviewerName: t.exposeString('reviewerName'),
    reviewedAt: t.expose('reviewedAt', { type: 'DateTime' }),
    content: t.exposeString('content', { description: 'Plain text, in the language the customer wrote in.' }),
    language: t.exposeString('language'),
    rating: t.exposeInt('rating', { description: '1 to 5.' }),
    country: t.field({ type: TestimonialCountryRef, nullable: true, resolve: (r) => r.country }),
    personInCharge: t.exposeString('personInCharge', { nullable: true }),
    vehicleModel: t.exposeString('vehicleModel', { nullable: true }),
    thumbnailUrl: t.exposeString('thumbnailUrl', { nullable: true }),
  }),
});

const TestimonialCountryCountRef = builder.objectRef<TestimonialConnection['countries'][number]>('TestimonialCountryCount').implement({
  fields: (t) => ({ name: t.exposeString('name'), code: t.exposeString('code'), localName: t.exposeString('localName'), count: t.exposeInt('count') }),
});

const TestimonialConnectionRef = builder.objectRef<TestimonialConnection>('TestimonialConnection').implement({
  fields: (t) => ({
    totalCount: t.exposeInt('totalCount', { description: 'Every testimonial.' }),
    filteredCount: t.exposeInt('filteredCount', { description: 'Those from the chosen country.' }),
    countries: t.field({ type: [TestimonialCountryCountRef], description: 'Countries testimonials come from, with their counts.', resolve: (c) => c.countries }),
    pageInfo: t.field({ type: PageInfoRef, resolve: (c) => c.pageInfo }),
    edges: t.field({
      type: [
        builder
          .objectRef<TestimonialConnection['edges'][number]>('TestimonialEdge')
          .implement({ fields: (e) => ({ cursor: e.exposeString('cursor'), node: e.field({ type: TestimonialRef, resolve: (edge) => edge.node }) }) }),
      ],
      resolve: (c) => c.edges,
    }),
  }),
});

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

const pageFields = <P extends PageRecord>(t: PothosSchemaTypes.ObjectFieldBuilder<Types, P>) => ({
  id: t.id({ resolve: (p) => p.id }),
  uuid: t.string({ resolve: (p) => p.uuid }),
  pageName: t.string({ resolve: (p) => p.pageName }),
  language: t.string({ description: 'The language asked for, or en when the page has no translation in it.', resolve: (p) => p.language }),
  title: t.string({ resolve: (p) => p.title }),
  description: t.string({ resolve: (p) => p.description }),
  content: t.string({ description: 'Cleaned HTML.', resolve: (p) => p.content }),
  headerImagePc: t.string({ nullable: true, resolve: (p) => p.headerImagePc }),
  headerImageSp: t.string({ nullable: true, resolve: (p) => p.headerImageSp }),
  updatedAt: t.field({ type: 'DateTime', resolve: (p) => p.updatedAt }),
});

const PageRef = builder.objectRef<PageRecord>('Page').implement({ fields: (t) => pageFields(t) });

const CountryPageRef = builder.objectRef<CountryPageRecord>('CountryPage').implement({
  fields: (t) => ({
    ...pageFields(t),
    countryCode: t.string({ description: 'ISO 3166-1 alpha-2.', resolve: (p) => p.country.code }),
    countryName: t.string({ description: 'English name.', resolve: (p) => p.country.name }),
    countryLocalName: t.string({ resolve: (p) => p.country.localName }),
  }),
});

export const PersonInChargeRef = builder.objectRef<PersonInChargeRecord>('PersonInCharge').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    uuid: t.exposeString('uuid'),
    name: t.exposeString('name'),
    whatsAppNumber: t.exposeString('whatsAppNumber', { nullable: true, description: 'As staff write it, e.g. +81-80-3127-4508.' }),
    chatUrl: t.exposeString('chatUrl', { nullable: true, description: 'https://wa.me/ and the number’s digits.' }),
    email: t.exposeString('email', { nullable: true }),
    languages: t.exposeStringList('languages', { description: 'ISO 639-1.' }),
    markets: t.exposeStringList('markets', { description: 'ISO 3166-1 alpha-2 codes of the countries this person handles.' }),
  }),
});

const LIMIT_WINS = 'Replaces `first`; when both are given, limit is used.';

/**
 * The page size is `limit` in the spec's calls (000 §7); clients written before send `first`, which still
 * works. A size refused names the argument the client sent.
 */
async function sizedBy<T>(args: { limit?: number | null; first?: number | null }, read: (first: number | null | undefined) => Promise<T>): Promise<T> {
  const answer = await read(args.limit ?? args.first);
  if (args.limit == null || !(answer instanceof InvalidInputError)) return answer;
  return new InvalidInputError(answer.issues.map((issue) => (issue.fieldname === 'first' ? { ...issue, fieldname: 'limit' } : issue))) as T;
}

builder.queryFields((t) => ({
  translations: t.field({
    type: [TranslationRef],
    description: 'Interface texts by key, in the language or else English; all of them without keys.',
    args: { language: t.arg.string(), keys: t.arg.stringList() },
    resolve: (_root, args, ctx) => translationList(ctx, { language: languageOf(ctx, args.language), keys: args.keys }),
  }),
  banners: t.field({
    type: [BannerRef],
    description: 'Banners showing now, in their order; every type without types.',
    args: { language: t.arg.string(), types: t.arg.stringList({ description: 'top-banner, top-banner-2, top-banner-campaign.' }) },
    resolve: (_root, args, ctx) => {
      const wrong = args.types?.filter((type) => !isBannerType(type)) ?? [];
      if (wrong.length) return valueOrGraphqlError(Promise.resolve(new InvalidInputError([{ fieldname: 'types', message: `Unknown banner type: ${wrong.join(', ')}.` }])));
      return bannersByType(ctx, { language: languageOf(ctx, args.language), types: args.types?.filter(isBannerType) });
    },
  }),
  newslist: t.field({
    type: NewsConnectionRef,
    description: 'News in a language, newest first, `limit` a page. The top page asks for the latest (limit 1) and the top news (limit 5).',
    args: {
      language: t.arg.string(),
      cursor: t.arg.string(),
      limit: t.arg.int({ description: `Items a page, 1 to 50; 10 when not given. ${LIMIT_WINS}` }),
      first: t.arg.int({ deprecationReason: 'Use limit.' }),
    },
    resolve: (_root, args, ctx) => valueOrGraphqlError(sizedBy(args, (first) => newsList(ctx, { language: languageOf(ctx, args.language), cursor: args.cursor, first }))),
  }),
  newsDetail: t.field({
    type: NewsRef,
    errors: { types: [NotFoundError], union: { name: 'NewsDetailResult' } },
    args: { newsName: t.arg.string({ required: true }), language: t.arg.string() },
    resolve: (_root, args, ctx) => unwrap(newsDetail(ctx, { newsName: args.newsName, language: languageOf(ctx, args.language) })),
  }),
  testimonials: t.field({
    type: TestimonialConnectionRef,
    errors: { types: [InvalidInputError, InvalidCountry], union: { name: 'TestimonialResult' } },
    description:
      'Newest first, optionally from one country (English name or ISO code), cursor paged. With makerUuid or modelUuid (the vehicle page asks with both, limit 3): only those about that maker, and that model when given, on one page; fewer or none when there are not as many (countryName and cursor are not used then).',
    args: {
      language: t.arg.string(),
      countryName: t.arg.string(),
      cursor: t.arg.string(),
      limit: t.arg.int({ description: `Testimonials a page, 1 to 50; 12 when not given (3 with makerUuid or modelUuid). ${LIMIT_WINS}` }),
      first: t.arg.int({ deprecationReason: 'Use limit.' }),
      makerUuid: t.arg.string(),
      modelUuid: t.arg.string(),
    },
    resolve: (_root, args, ctx) => {
      const context = { ...ctx, language: languageOf(ctx, args.language) };
      return unwrap(sizedBy(args, (first) => (args.makerUuid || args.modelUuid ? testimonialsAbout(context, { ...args, first }) : testimonialsIndex(context, { ...args, first }))));
    },
  }),
  testimonial: t.field({
    type: TestimonialRef,
    errors: { types: [NotFoundError], union: { name: 'TestimonialDetailResult' } },
    args: { id: t.arg.id({ required: true }), language: t.arg.string() },
    resolve: (_root, args, ctx) => unwrap(testimonialById({ ...ctx, language: languageOf(ctx, args.language) }, args.id)),
  }),
  page: t.field({
    type: PageRef,
    errors: { types: [NotFoundError], union: { name: 'PageResult' } },
    args: { pageName: t.arg.string({ required: true }), language: t.arg.string() },
    resolve: (_root, args, ctx) => unwrap(pageByName(ctx, { pageName: args.pageName, language: languageOf(ctx, args.language) })),
  }),
  countryPage: t.field({
    type: CountryPageRef,
    errors: { types: [NotFoundError], union: { name: 'CountryPageResult' } },
    args: { pageName: t.arg.string({ required: true }), language: t.arg.string() },
    resolve: (_root, args, ctx) => unwrap(countryPageByName({ ...ctx, language: languageOf(ctx, args.language) }, { pageName: args.pageName })),
  }),
  countryPages: t.field({
    type: [CountryPageRef],
    args: { language: t.arg.string() },
    resolve: (_root, args, ctx) => countryPageList({ ...ctx, language: languageOf(ctx, args.language) }),
  }),
  whatsAppContacts: t.field({
    type: [PersonInChargeRef],
    description: 'The sales staff, each with a WhatsApp chat link.',
    resolve: (_root, _args, ctx) => whatsAppContacts(ctx),
  }),
}));
