// The vehicle page's loader (GET /{lang}/stocklist/{stockNumber}) hands the page what staff set on the
// vehicle besides the spec's equipment flags: the campaign banner shown by the price, the engine's and the
// cabin's flags, the cylinders, seat-belt year and spare key; and nothing of them for a vehicle without.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import type { Language } from '#domain/context.ts';
import { createVehicle } from '#domain/stock/vehicle-admin.service.ts';
import { hiaceForm } from '#tests/factories/vehicle-input.ts';
import { staffViewer } from '#tests/factories/viewers.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import { loader } from './vehicle';

let handle: DatabaseHandle;
let banner: { id: number; alt: string; url: string };

beforeAll(async () => {
  handle = await openSeededDatabase();
  const [campaign] = await queryRows<{ id: number; alt: string; url: string }>(
    handle.db,
    sql`select id, alt, url from banners where banner_type = 'top-banner-campaign' and language = 'en' order by id limit 1`,
  );
  banner = campaign!;
  const sales = testContext(handle, { viewer: staffViewer('sales', { prefix: 'vehicle-page' }) });
  for (const input of [
    hiaceForm('RR-PAGE-FULL', {
      campaignBanner: String(banner.id),
      isTurbo: 'on',
      isIntercooler: 'on',
      isMultiFunctionDisplay: 'on',
      isRadioAfFm: 'on',
      modelGrade: 'Hiace Van Super GL Dark Prime II',
      ccRating: '2.8 L turbo diesel',
      numOfCylinders: '4',
      seatBeltYear: '2018',
      optionSpareKeyType: 'Smart key',
    }),
    // What the seed writes: the model and grade, and the engine size in cc, as the page shows them anyway.
    hiaceForm('RR-PAGE-PLAIN', { modelGrade: 'Hiace Van  Super GL', ccRating: '2,800 cc', numOfCylinders: '0' }),
  ]) {
    const created = await createVehicle(sales, input);
    if (!('uuid' in created)) throw new Error(JSON.stringify(created));
  }
});

async function pageData(stockNumber: string, lang: Language = 'en') {
  const request = new Request(`http://localhost:3000/${lang}/stocklist/${stockNumber}`);
  const answer = await loader({ params: { lang, stockNumber }, context: { ctx: testContext(handle), sharedRender: false, sharedVehicleKept: null }, request } as unknown as Parameters<typeof loader>[0]);
  return answer.data.vehicle;
}

describe('the vehicle page’s data', () => {
  it('has the campaign banner staff chose, its link in the page’s language, and the flags and values they set', async () => {
    const vehicle = await pageData('RR-PAGE-FULL');
    expect(vehicle.campaignBanner).toEqual({
      uuid: String(banner.id),
      alt: banner.alt,
      url: /^https:/.test(banner.url) ? banner.url : `/en${banner.url}`,
      pcImageUrl: expect.stringMatching(/^\/media\/.+/),
      spImageUrl: expect.stringMatching(/^\/media\/.+/),
    });
    expect(vehicle.equipment).toEqual(['isAirConditioning', 'isTurbo', 'isIntercooler', 'isMultiFunctionDisplay', 'isRadioAfFm']);
    expect(vehicle.modelGrade).toBe('Hiace Van Super GL Dark Prime II');
    expect(vehicle.specs).toMatchObject({ ccRating: '2.8 L turbo diesel', numOfCylinders: 4, seatBeltYear: 2018, spareKey: 'Smart key' });
    // A site address leads to the same language.
    expect((await pageData('RR-PAGE-FULL', 'fr')).campaignBanner!.url).toMatch(/^(\/fr\/|https:)/);
  });

  it('has the banner only while buyers may see it: published, and between its start and end dates', async () => {
    const shown = async () => (await pageData('RR-PAGE-FULL')).campaignBanner?.uuid ?? null;
    const set = (change: ReturnType<typeof sql>) => handle.db.execute(sql`update banners set ${change} where id = ${banner.id}`);
    // The pages' clock is the tests' (testContext's now), not the database's.
    const { now } = testContext(handle);
    const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();
    await set(sql`status = 'Draft'`);
    expect(await shown()).toBeNull();
    await set(sql`status = 'Published', ends_at = ${at(-1)}`);
    expect(await shown()).toBeNull();
    await set(sql`ends_at = null, starts_at = ${at(24 * 60)}`);
    expect(await shown()).toBeNull();
    await set(sql`starts_at = ${at(-24 * 60)}, ends_at = ${at(24 * 60)}`);
    expect(await shown()).toBe(String(banner.id));
    await set(sql`starts_at = null, ends_at = null`);
  });

  it('has none of them for a vehicle without, nor what only repeats the heading and the engine size', async () => {
    const vehicle = await pageData('RR-PAGE-PLAIN');
    expect(vehicle.campaignBanner).toBeNull();
    expect(vehicle.equipment).toEqual(['isAirConditioning']);
    expect(vehicle.modelGrade).toBeNull();
    expect(vehicle.specs).toMatchObject({ ccRating: null, numOfCylinders: null, seatBeltYear: null, spareKey: null });
  });
});
