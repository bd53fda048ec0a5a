// The content calls through GraphQL, as the pages and other clients make them.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#db/client.ts';
import type { RequestContext } from '#domain/context.ts';
import { createGraphqlHandler } from '#server/yoga.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';

let ctx: RequestContext;
const yoga = createGraphqlHandler({ introspection: false, logError: () => {} });

async function graphql<T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}): Promise<{ data: T; errors?: { message: string; extensions?: Record<string, unknown> }[] }> {
  const response = await yoga.fetch('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) }, ctx);
  return (await response.json()) as { data: T; errors?: { message: string }[] };
}

beforeAll(async () => {
  ctx = testContext(await openSeededDatabase());
});

describe('translations and banners', () => {
  it('answers the layout keys in the language asked for, in the order asked', async () => {
    const { data } = await graphql(`{ translations(language: "fr", keys: ["whats-new", "sitemap", "no-such-key"]) { id key text } }`);
    expect(data.translations.map((t: { key: string; text: string }) => `${t.key}=${t.text}`)).toEqual(['whats-new=Actualités', 'sitemap=Plan du site']);
  });

  it('answers banners by type, and an error naming an unknown type', async () => {
    const { data } = await graphql(`{ banners(language: "ru", types: ["top-banner-2"]) { bannerType language alt url pcImageUrl spImageUrl } }`);
    expect(data.banners.length).toBeGreaterThan(0);
    for (const banner of data.banners) expect(banner).toMatchObject({ bannerType: 'top-banner-2', language: 'ru', url: expect.stringMatching(/^\/ru\//) });
    const wrong = await graphql(`{ banners(types: ["side-banner"]) { id } }`);
    expect(wrong.errors?.[0]).toMatchObject({ message: 'Invalid input', extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('news', () => {
  it('pages the news list by cursor and opens one item, or answers NotFoundError', async () => {
    const first = await graphql(`{ newslist(language: "pt", first: 3) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { newsName title language publishedAt } } } }`);
    const { newslist } = first.data;
    expect(newslist.edges).toHaveLength(3);
    expect(newslist.pageInfo.hasNextPage).toBe(true);
    const next = await graphql(`query ($c: String) { newslist(language: "pt", first: 3, cursor: $c) { edges { node { newsName publishedAt } } } }`, { c: newslist.pageInfo.endCursor });
    expect(next.data.newslist.edges[0].node.publishedAt < newslist.edges[2].node.publishedAt).toBe(true);
    const detail = await graphql(`query ($n: String!) { newsDetail(newsName: $n, language: "pt") { __typename ... on News { title content } } }`, { n: newslist.edges[0].node.newsName });
    expect(detail.data.newsDetail).toMatchObject({ __typename: 'News', title: newslist.edges[0].node.title });
    const missing = await graphql(`{ newsDetail(newsName: "nope") { __typename ... on NotFoundError { message } } }`);
    expect(missing.data.newsDetail).toEqual({ __typename: 'NotFoundError', message: 'There is no news “nope”.' });
  });

  it('takes limit as the spec calls it (latest news: 1, top news: 5); first still works, and limit wins over it', async () => {
    const names = async (args: string) => {
      const { data, errors } = await graphql(`{ newslist(language: "fr", ${args}) { edges { node { newsName } } } }`);
      expect(errors).toBeUndefined();
      return data.newslist.edges.map((e: { node: { newsName: string } }) => e.node.newsName);
    };
    const top = await names('limit: 5');
    expect(top).toHaveLength(5);
    expect(await names('limit: 1')).toEqual(top.slice(0, 1));
    expect(await names('first: 5')).toEqual(top);
    expect(await names('limit: 1, first: 5')).toEqual(top.slice(0, 1));
    const tooMany = await graphql(`{ newslist(limit: 51) { totalCount } }`);
    expect(tooMany.errors?.[0]).toMatchObject({ message: 'Invalid input', extensions: { code: 'BAD_USER_INPUT', issues: [{ fieldname: 'limit', message: 'Ask for 1 to 50 items.' }] } });
    const tooFew = await graphql(`{ newslist(first: 0) { totalCount } }`);
    expect(tooFew.errors?.[0]).toMatchObject({ extensions: { issues: [{ fieldname: 'first', message: 'Ask for 1 to 50 items.' }] } });
  });
});

describe('testimonials', () => {
  it('filters by country with totalCount and filteredCount, or answers InvalidCountry', async () => {
    const { data } = await graphql(`{ testimonials(language: "ru", countryName: "KE", first: 2) { __typename ... on TestimonialConnection { totalCount filteredCount pageInfo { hasNextPage } edges { node { id reviewerName country { code localName } } } } } }`);
    expect(data.testimonials.__typename).toBe('TestimonialConnection');
    expect(data.testimonials.filteredCount).toBeLessThan(data.testimonials.totalCount);
    expect(data.testimonials.edges[0].node.country).toEqual({ code: 'KE', localName: 'Кения' });
    const one = await graphql(`query ($id: ID!) { testimonial(id: $id) { __typename ... on Testimonial { reviewerName } } }`, { id: data.testimonials.edges[0].node.id });
    expect(one.data.testimonial).toEqual({ __typename: 'Testimonial', reviewerName: data.testimonials.edges[0].node.reviewerName });
    const unknown = await graphql(`{ testimonials(countryName: "Atlantis") { __typename ... on InvalidCountry { message } } }`);
    expect(unknown.data.testimonials.__typename).toBe('InvalidCountry');
  });
});

describe('pages, country pages and WhatsApp contacts', () => {
  it('answers a page in the language, or NotFoundError', async () => {
    const { data } = await graphql(`{ page(pageName: "how-to-buy", language: "ru") { __typename ... on Page { title language content } } missing: page(pageName: "nope") { __typename } }`);
    expect(data.page).toMatchObject({ __typename: 'Page', language: 'ru' });
    expect(data.page.content).toContain('<');
    expect(data.missing.__typename).toBe('NotFoundError');
  });

  it('answers country pages and one of them', async () => {
    const { data } = await graphql(`{ countryPages(language: "fr") { pageName countryCode countryLocalName } countryPage(pageName: "new-zealand", language: "fr") { __typename ... on CountryPage { title countryCode countryLocalName } } }`);
    expect(data.countryPages.length).toBeGreaterThan(10);
    expect(data.countryPage).toMatchObject({ __typename: 'CountryPage', countryCode: 'NZ', countryLocalName: 'Nouvelle-Zélande' });
  });

  it('answers the sales staff with WhatsApp chat links', async () => {
    const { data } = await graphql(`{ whatsAppContacts { name whatsAppNumber chatUrl languages } }`);
    for (const person of data.whatsAppContacts) expect(person.chatUrl).toBe(`https://wa.me/${person.whatsAppNumber.replace(/[^\d]/g, '')}`);
  });

  it('takes limit as the spec calls it, first still working; a limit out of range is refused naming limit', async () => {
    const ids = async (args: string) => (await graphql(`{ testimonials(${args}) { ... on TestimonialConnection { edges { node { id } } } } }`)).data.testimonials.edges.map((e: { node: { id: string } }) => e.node.id);
    const three = await ids('limit: 3');
    expect(three).toHaveLength(3);
    expect(await ids('first: 3')).toEqual(three);
    expect(await ids('limit: 2, first: 3')).toEqual(three.slice(0, 2));
    const refused = await graphql(`{ testimonials(limit: 0) { __typename ... on InvalidInputError { issues { fieldname message } } } }`);
    expect(refused.data.testimonials).toEqual({ __typename: 'InvalidInputError', issues: [{ fieldname: 'limit', message: 'Ask for 1 to 50 items.' }] });
  });

  it('gives the vehicle page only those of its maker and model (limit 3), fewer or none when there are fewer', async () => {
    const ABOUT = `query ($maker: String, $model: String) {
      testimonials(makerUuid: $maker, modelUuid: $model, limit: 3) { __typename ... on TestimonialConnection { filteredCount edges { node { id vehicleModel } } } }
    }`;
    const pairs = await queryRows<{ maker: string; model: string; maker_name: string; model_name: string; n: number }>(
      ctx.db,
      sql`select mk.uuid::text as maker, md.uuid::text as model, mk.name as maker_name, md.name as model_name, count(t.id)::int as n
          from models md join makers mk on mk.id = md.maker_id left join testimonials t on t.model_id = md.id and t.status = 'Published'
          group by mk.id, md.id order by md.id`,
    );
    for (const pair of [pairs.find((p) => p.n === 1)!, pairs.find((p) => p.n > 3)!]) {
      const { data } = await graphql(ABOUT, { maker: pair.maker, model: pair.model });
      expect(data.testimonials.filteredCount).toBe(Math.min(pair.n, 3));
      expect(data.testimonials.edges.map((e: { node: { vehicleModel: string } }) => e.node.vehicleModel)).toEqual(Array(Math.min(pair.n, 3)).fill(`${pair.maker_name} ${pair.model_name}`));
    }
    const quiet = pairs.find((p) => p.n === 0)!;
    expect((await graphql(ABOUT, { maker: quiet.maker, model: quiet.model })).data.testimonials).toEqual({ __typename: 'TestimonialConnection', filteredCount: 0, edges: [] });
    // Only the maker: each of that maker, whatever the model.
    const toyota = pairs.find((p) => p.maker_name === 'Toyota')!;
    const { data } = await graphql(`query ($maker: String) { testimonials(makerUuid: $maker, limit: 50) { ... on TestimonialConnection { edges { node { vehicleModel } } } } }`, { maker: toyota.maker });
    const [ofToyota] = await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from testimonials where status = 'Published' and maker_id = (select id from makers where uuid = ${toyota.maker})`);
    expect(data.testimonials.edges).toHaveLength(ofToyota!.n);
    for (const edge of data.testimonials.edges) expect(edge.node.vehicleModel).toMatch(/^Toyota /);
  });
});
