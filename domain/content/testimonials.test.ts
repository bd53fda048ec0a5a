import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import { InvalidCountry, NotFoundError } from '../errors.ts';
import { testimonialById, testimonialsFor, testimonialsIndex } from './testimonials.service.ts';
import { siteDataApplied } from './site-data-registry.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openSeededDatabase();
});

describe('testimonialsFor', () => {
  it('gives the latest testimonials, newest first', async () => {
    const result = await testimonialsFor(testContext(handle), { limit: 3 });
    expect(result).toHaveLength(3);
    const dates = result.map((t) => t.reviewedAt.getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(result[0]!.country?.name).toBeTruthy();
  });

  it('never shows a draft: not in the latest, the index or alone', async () => {
    const [latest] = await testimonialsFor(testContext(handle), { limit: 1 });
    await queryRows(handle.db, sql`update testimonials set status = 'Draft' where id = ${latest!.id}`);
    // What pages show is kept until staff change the content, which every process is told of (ADR 027).
    expect((await testimonialsFor(testContext(handle), { limit: 1 })).map((t) => t.id)).toEqual([latest!.id]);
    siteDataApplied(handle.db, 'content');
    expect((await testimonialsFor(testContext(handle), { limit: 3 })).map((t) => t.id)).not.toContain(latest!.id);
    const index = await testimonialsIndex(testContext(handle), { first: 50 });
    expect(!(index instanceof Error) && index.edges.map((e) => e.node.id)).not.toContain(latest!.id);
    expect(await testimonialById(testContext(handle), latest!.id)).toBeInstanceOf(NotFoundError);
    await queryRows(handle.db, sql`update testimonials set status = 'Published' where id = ${latest!.id}`);
    siteDataApplied(handle.db, 'content');
  });

  /** Published testimonials of each maker and model, with how many. */
  const pairs = () =>
    queryRows<{ model_uuid: string; maker_uuid: string; model_id: number; maker_id: number; n: number; of_maker: number }>(
      handle.db,
      sql`select md.uuid::text as model_uuid, mk.uuid::text as maker_uuid, md.id as model_id, mk.id as maker_id, count(*)::int as n,
                 (select count(*)::int from testimonials o where o.maker_id = mk.id and o.status = 'Published') as of_maker
          from testimonials t join models md on md.id = t.model_id join makers mk on mk.id = t.maker_id
          where t.status = 'Published' group by md.id, mk.id order by md.id`,
    );
  const makerAndModelOf = async (ids: number[]) =>
    queryRows<{ maker_id: number; model_id: number }>(handle.db, sql`select maker_id, model_id from testimonials where id in (${sql.join(ids.length ? ids.map((id) => sql`${id}`) : [sql`null`], sql`, `)})`);

  it('gives only the same maker and model, fewer than asked when there are fewer (spec 000 §2: never padded with others)', async () => {
    const one = (await pairs()).find((p) => p.n === 1 && p.of_maker > 3)!;
    const result = await testimonialsFor(testContext(handle), { makerUuid: one.maker_uuid, modelUuid: one.model_uuid, limit: 3 });
    expect(result).toHaveLength(1);
    expect(await makerAndModelOf(result.map((t) => t.id))).toEqual([{ maker_id: one.maker_id, model_id: one.model_id }]);

    const many = (await pairs()).find((p) => p.n > 3)!;
    const three = await testimonialsFor(testContext(handle), { makerUuid: many.maker_uuid, modelUuid: many.model_uuid, limit: 3 });
    expect(three).toHaveLength(3);
    expect(new Set((await makerAndModelOf(three.map((t) => t.id))).map((r) => `${r.maker_id}/${r.model_id}`))).toEqual(new Set([`${many.maker_id}/${many.model_id}`]));
  });

  it('gives only the same maker when no model is given, and none for a model nobody has reviewed', async () => {
    const maker = (await pairs()).find((p) => p.of_maker > 3 && p.n < p.of_maker)!;
    const result = await testimonialsFor(testContext(handle), { makerUuid: maker.maker_uuid, limit: 50 });
    expect(result).toHaveLength(maker.of_maker);
    expect(new Set((await makerAndModelOf(result.map((t) => t.id))).map((r) => r.maker_id))).toEqual(new Set([maker.maker_id]));

    const [quiet] = await queryRows<{ model_uuid: string; maker_uuid: string }>(
      handle.db,
      sql`select md.uuid::text as model_uuid, mk.uuid::text as maker_uuid from models md join makers mk on mk.id = md.maker_id
          where not exists (select 1 from testimonials t where t.model_id = md.id) order by md.id limit 1`,
    );
    expect(await testimonialsFor(testContext(handle), { makerUuid: quiet!.maker_uuid, modelUuid: quiet!.model_uuid, limit: 3 })).toEqual([]);
  });
});

describe('testimonialsIndex and testimonialById', () => {
  it('filters by country with the counts, and pages through that country only', async () => {
    const ctx = testContext(handle, { language: 'fr' });
    const all = await testimonialsIndex(ctx, { first: 5 });
    if (all instanceof Error) throw all;
    const kenya = all.countries.find((c) => c.code === 'KE')!;
    expect(kenya).toMatchObject({ name: 'Kenya', localName: 'Kenya' });
    expect(all.filteredCount).toBe(all.totalCount);
    expect(all.countries.reduce((sum, c) => sum + c.count, 0)).toBeLessThanOrEqual(all.totalCount);
    const ids: number[] = [];
    let cursor: string | null = null;
    do {
      const page = await testimonialsIndex(ctx, { countryName: 'kenya', cursor, first: 2 });
      if (page instanceof Error) throw page;
      expect(page).toMatchObject({ totalCount: all.totalCount, filteredCount: kenya.count });
      for (const edge of page.edges) {
        expect(edge.node.country?.code).toBe('KE');
        ids.push(edge.node.id);
      }
      cursor = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (cursor);
    expect(new Set(ids).size).toBe(kenya.count);
  });

  it('answers an empty list for a country without testimonials and InvalidCountry for an unknown one', async () => {
    const ctx = testContext(handle);
    const [quiet] = await queryRows<{ name: string }>(handle.db, sql`select name from countries c where not exists (select 1 from testimonials t where t.country_id = c.id) limit 1`);
    const none = await testimonialsIndex(ctx, { countryName: quiet!.name });
    if (none instanceof Error) throw none;
    expect(none).toMatchObject({ filteredCount: 0, edges: [] });
    expect(await testimonialsIndex(ctx, { countryName: 'Atlantis' })).toBeInstanceOf(InvalidCountry);
  });

  it('answers one testimonial by id or uuid, or NotFoundError', async () => {
    const ctx = testContext(handle, { language: 'ru' });
    const [row] = await queryRows<{ id: number; uuid: string }>(handle.db, sql`select t.id, t.uuid::text as uuid from testimonials t join countries c on c.id = t.country_id where c.code = 'KE' limit 1`);
    const byId = await testimonialById(ctx, String(row!.id));
    expect(byId).toMatchObject({ id: row!.id, country: { code: 'KE', localName: 'Кения' } });
    expect(await testimonialById(ctx, row!.uuid)).toMatchObject({ id: row!.id });
    expect(await testimonialById(ctx, '999999')).toBeInstanceOf(NotFoundError);
    expect(await testimonialById(ctx, 'drop table')).toBeInstanceOf(NotFoundError);
  });
});
