import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openEmptyDatabase } from '#tests/setup/test-database.ts';
import { migrateDatabase, queryRows } from './client.ts';

describe('migrations', () => {
  it(`create every table of the spec on an empty ${process.env.RORO_TEST_DB} database, and apply twice without harm`, async () => {
    const handle = await openEmptyDatabase();
    await migrateDatabase(handle);
    await migrateDatabase(handle);
    const rows = await queryRows<{ table_name: string }>(handle.db, sql`select table_name from information_schema.tables where table_schema = 'public'`);
    const tables = rows.map((r) => r.table_name);
    expect(tables).toEqual(
      expect.arrayContaining([
        'vehicles',
        'makers',
        'models',
        'colors',
        'countries',
        'country_cifs',
        'country_regulation_messages',
        'ports',
        'port_cifs',
        'inland_trans_routes',
        'port_clearing_routes',
        'currencies',
        'translations',
        'search_keywords',
        'persons_in_charge',
        'user',
        'session',
        'account',
        'verification',
        'user_profiles',
        'coupons',
        'user_coupons',
        'orders',
        'user_orders',
        'shipping_informations',
        'favorites',
        'user_histories',
        'testimonials',
        'news',
        'pages',
        'country_pages',
        'banners',
        'inquiries',
        'vehicle_inquiries',
        'user_special_requests',
        'user_distributor_requests',
        'referral_programs',
        'newsletter_subscriptions',
        'import_tax_countries',
        'import_taxes',
        'reference_prices',
      ]),
    );
  });
});
