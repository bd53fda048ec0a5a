import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#db/client.ts';
import { banners as bannerSeed } from '#db/seed/content/banners.ts';
import { personsInCharge as staffSeed } from '#db/seed/content/persons-in-charge.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import type { RequestContext } from '../context.ts';
import { bannersByType } from './banners.service.ts';
import { whatsAppChatUrl, whatsAppContacts } from './persons-in-charge.service.ts';

let ctx: RequestContext;
beforeAll(async () => {
  ctx = testContext(await openSeededDatabase());
});

describe('bannersByType', () => {
  it('gives the banners of the types asked for, in the language, with media and language-prefixed addresses', async () => {
    const result = await bannersByType({ ...ctx, language: 'pt' }, { types: ['top-banner-campaign'] });
    expect(result.map((b) => b.alt)).toEqual(bannerSeed.filter((b) => b.bannerType === 'top-banner-campaign').map((b) => b.alt.pt));
    for (const banner of result) {
      expect(banner.pcImageUrl).toMatch(/^\/media\/banners\/.+-pt-pc\.webp$/);
      expect(banner.url).toMatch(/^\/pt\//);
    }
    expect(await bannersByType(ctx)).toHaveLength(bannerSeed.length);
  });

  it('shows a dated banner only between its start and end', async () => {
    const [banner] = await queryRows<{ id: number }>(ctx.db, sql`select id from banners where language = 'en' and banner_type = 'top-banner' order by sort_order limit 1`);
    await queryRows(ctx.db, sql`update banners set ends_at = ${ctx.now.toISOString()}::timestamptz where id = ${banner!.id}`);
    expect((await bannersByType(ctx, { types: ['top-banner'] })).map((b) => b.id)).not.toContain(banner!.id);
    await queryRows(ctx.db, sql`update banners set ends_at = null where id = ${banner!.id}`);
    expect((await bannersByType(ctx, { types: ['top-banner'] })).map((b) => b.id)).toContain(banner!.id);
  });

  it('never shows a draft', async () => {
    const [banner] = await queryRows<{ id: number }>(ctx.db, sql`select id from banners where language = 'en' and banner_type = 'top-banner-2' order by sort_order limit 1`);
    await queryRows(ctx.db, sql`update banners set status = 'Draft' where id = ${banner!.id}`);
    expect((await bannersByType(ctx, { types: ['top-banner-2'] })).map((b) => b.id)).not.toContain(banner!.id);
    await queryRows(ctx.db, sql`update banners set status = 'Published' where id = ${banner!.id}`);
  });
});

describe('whatsAppContacts', () => {
  it('lists the staff in order with chat links built from their numbers', async () => {
    const staff = await whatsAppContacts(ctx);
    expect(staff.map((s) => s.name)).toEqual(staffSeed.map((s) => s.name));
    expect(staff[0]).toMatchObject({ whatsAppNumber: '+81-80-3127-4508', chatUrl: 'https://wa.me/818031274508' });
  });

  it('builds no link without a usable number', () => {
    expect(whatsAppChatUrl('+81 80-1234 5678')).toBe('https://wa.me/818012345678');
    expect(whatsAppChatUrl(null)).toBeNull();
    expect(whatsAppChatUrl('n/a')).toBeNull();
  });
});
