import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrateDatabase, queryRows, type DatabaseHandle } from '#db/client.ts';
import { BODY_TYPES, DRIVE_TYPES, FUEL_TYPES, QUALITY_GRADES, TRANSMISSION_TYPES, VEHICLE_STATUSES } from '#db/schema/enums.ts';
import { openEmptyDatabase, openSeededDatabase } from '#tests/setup/test-database.ts';
import { TEST_ANCHOR_DATE, TEST_SEED, TEST_VEHICLES } from '#tests/setup/seed-fixture.ts';
import { addMissingTranslations, correctShippedTexts } from './content-data.ts';
import { seedDatabase } from './seed.ts';

async function fingerprint(handle: DatabaseHandle, table: string): Promise<string> {
  const rows = await queryRows<Record<string, unknown>>(handle.db, sql.raw(`select * from ${table} order by id`));
  return createHash('sha256').update(JSON.stringify(rows)).digest('hex');
}

async function freshlySeeded(seed: number, vehicles: number) {
  const handle = await openEmptyDatabase();
  await migrateDatabase(handle);
  await seedDatabase(handle.db, { vehicles, seed, anchorDate: TEST_ANCHOR_DATE });
  return handle;
}

describe('demo data', () => {
  it('is the same, uuids included, when seeded twice with the same seed, and differs with another seed', async () => {
    const [a, b, c] = [await freshlySeeded(TEST_SEED, 120), await freshlySeeded(TEST_SEED, 120), await freshlySeeded(TEST_SEED + 1, 120)];
    for (const table of ['vehicles', 'makers', 'models', 'countries', 'ports', 'port_cifs', 'news', 'testimonials', 'import_taxes', 'reference_prices']) {
      expect(await fingerprint(a, table), table).toBe(await fingerprint(b, table));
    }
    expect(await fingerprint(a, 'vehicles')).not.toBe(await fingerprint(c, 'vehicles'));
  });

  it("holds what a real exporter's site holds", async () => {
    const handle = await openSeededDatabase();
    const count = async (query: string) => (await queryRows<{ n: number }>(handle.db, sql.raw(query)))[0]!.n;
    expect(await count('select count(*)::int as n from vehicles')).toBe(TEST_VEHICLES);
    expect(await count('select count(*)::int as n from makers')).toBeGreaterThanOrEqual(25);
    expect(await count('select count(*)::int as n from models')).toBeGreaterThanOrEqual(150);
    expect(await count("select count(distinct country_id)::int as n from country_ports")).toBeGreaterThanOrEqual(40);
    expect(await count('select count(*)::int as n from currencies')).toBeGreaterThanOrEqual(40);
    expect(await count('select count(*)::int as n from inland_trans_routes')).toBeGreaterThan(0);
    for (const language of ['en', 'fr', 'pt', 'ru']) {
      for (const table of ['news', 'pages', 'country_pages', 'banners']) {
        expect(await count(`select count(*)::int as n from ${table} where language = '${language}'`), `${table} in ${language}`).toBeGreaterThan(0);
      }
    }
    const ports = await queryRows<{ name: string }>(handle.db, sql`select name from ports`);
    expect(ports.map((p) => p.name)).toEqual(expect.arrayContaining(['Mombasa', 'Dar es Salaam', 'Durban', 'Maputo', 'Tema', 'Vladivostok', 'Auckland', 'Jebel Ali']));

    const distinct = async (column: string) =>
      (await queryRows<{ v: string }>(handle.db, sql.raw(`select distinct ${column}::text as v from vehicles`))).map((r) => r.v);
    expect(await distinct('type')).toEqual(expect.arrayContaining([...BODY_TYPES]));
    expect(await distinct('fuel_type')).toEqual(expect.arrayContaining([...FUEL_TYPES]));
    expect(await distinct('transmission_type')).toEqual(expect.arrayContaining([...TRANSMISSION_TYPES]));
    expect(await distinct('drive_type')).toEqual(expect.arrayContaining([...DRIVE_TYPES]));
    expect(await distinct('status')).toEqual(expect.arrayContaining([...VEHICLE_STATUSES]));
    expect(await distinct('quality_grade')).toEqual(expect.arrayContaining([...QUALITY_GRADES]));
    expect(await distinct('is_left_handle')).toEqual(expect.arrayContaining(['true', 'false']));

    // Prices and mileage a buyer would believe: FOB between 150,000 and 40 million yen, discounts real.
    const [bounds] = await queryRows<{ min_fob: number; max_fob: number; bad_discounts: number; max_age: number }>(
      handle.db,
      sql`select min(price_fob) as min_fob, max(price_fob) as max_fob,
            count(*) filter (where original_price is not null and original_price <= price_fob)::int as bad_discounts,
            max(2026 - year4) as max_age
          from vehicles`,
    );
    expect(bounds!.min_fob).toBeGreaterThanOrEqual(150000);
    expect(bounds!.max_fob).toBeLessThanOrEqual(40_000_000);
    expect(bounds!.bad_discounts).toBe(0);
    expect(bounds!.max_age).toBeLessThanOrEqual(16);
  });
});

describe('interface texts on start', () => {
  it('adds the keys a new version brought and keeps the texts staff reworded', async () => {
    const handle = await openSeededDatabase();
    await queryRows(handle.db, sql`delete from translations where key = 'apply' and language = 'fr'`);
    await queryRows(handle.db, sql`update translations set text = 'Go' where key = 'apply' and language = 'en'`);
    expect(await addMissingTranslations(handle.db)).toBe(1);
    const rows = await queryRows<{ language: string; text: string }>(handle.db, sql`select language, text from translations where key = 'apply' order by language`);
    expect(rows).toEqual([
      { language: 'en', text: 'Go' },
      { language: 'fr', text: 'Appliquer' },
      { language: 'pt', text: 'Aplicar' },
      { language: 'ru', text: 'Применить' },
    ]);
    expect(await addMissingTranslations(handle.db)).toBe(0);
  });

  it('corrects a text a version shipped wrong where it is still as shipped, and keeps one staff reworded', async () => {
    const handle = await openSeededDatabase();
    await queryRows(handle.db, sql`update translations set text = '{city} by {transport}: {freightJpy}' where key = 'basis-inland' and language = 'en'`);
    await queryRows(handle.db, sql`update translations set text = '{city} via {transport} : {freightJpy}' where key = 'basis-inland' and language = 'fr'`);
    expect(await correctShippedTexts(handle.db)).toBe(1);
    const rows = await queryRows<{ language: string; text: string }>(handle.db, sql`select language, text from translations where key = 'basis-inland' and language in ('en', 'fr') order by language`);
    expect(rows).toEqual([
      { language: 'en', text: '{city} ({transport}): {freightJpy}' },
      { language: 'fr', text: '{city} via {transport} : {freightJpy}' },
    ]);
    expect(await correctShippedTexts(handle.db)).toBe(0);
  });
});
