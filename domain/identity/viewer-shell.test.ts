// The signed-in buyer's shell, read in one query: their favourites newest first, their contact country and
// default port, and whether they are a dealer; nothing for a buyer without a profile yet.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '#db/client.ts';
import { openSeededDatabase, testContext } from '#tests/setup/test-database.ts';
import { favoriteVehicleIds } from '../favorites/favorites.service.ts';
import { viewerShell } from './viewer-shell.service.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openSeededDatabase();
});

async function buyer(id: string) {
  await queryRows(handle.db, sql`insert into "user" (id, name, email, email_verified) values (${id}, ${id}, ${`${id}@example.com`}, true)`);
  return { userId: id, email: `${id}@example.com`, groups: [] as string[] };
}

describe('viewerShell', () => {
  it('gives the favourites newest first, the contact country and the default port with its country', async () => {
    const viewer = await buyer('shell-kenya');
    const [port] = await queryRows<{ id: number; uuid: string; country: string }>(
      handle.db,
      sql`select p.id, p.uuid::text as uuid, c.name as country from ports p join countries c on c.id = p.country_id where c.name = 'Tanzania' limit 1`,
    );
    await queryRows(handle.db, sql`insert into user_profiles (user_id, first_name, language, country_id, port_id) select ${viewer.userId}, 'Amani', 'fr', id, ${port!.id} from countries where name = 'Kenya'`);
    const vehicles = await queryRows<{ id: number }>(handle.db, sql`select id from vehicles order by id limit 3`);
    for (const v of vehicles) await queryRows(handle.db, sql`insert into favorites (user_id, vehicle_id) values (${viewer.userId}, ${v.id})`);

    const ctx = testContext(handle, { viewer: { ...viewer, groups: ['Distributors'] } });
    const shell = await viewerShell(ctx);
    expect(shell).toEqual({
      favoritesCount: 3,
      favoriteIds: vehicles.map((v) => v.id).reverse(),
      isDistributor: true,
      language: 'fr',
      countryName: 'Kenya',
      port: { uuid: port!.uuid, countryName: port!.country },
    });
    // The hearts of the same request share the read.
    expect(await favoriteVehicleIds(ctx)).toEqual(shell!.favoriteIds);
  });

  it('gives an empty shell to a buyer with no profile and no favourites, and none to a visitor', async () => {
    const viewer = await buyer('shell-new');
    expect(await viewerShell(testContext(handle, { viewer }))).toEqual({ favoritesCount: 0, favoriteIds: [], isDistributor: false, language: null, countryName: null, port: null });
    expect(await viewerShell(testContext(handle))).toBeNull();
  });
});
