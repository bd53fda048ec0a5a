// npm run seed -- [--vehicles N] [--seed S] [--reset]
// Seeds the database the server would use (DATABASE_URL, else PGlite under DATA_DIR) and draws the
// demo pictures. An already seeded database is left alone unless --reset is given.
import { parseArgs } from 'node:util';
import { migrateDatabase, openDatabase } from '#db/client.ts';
import { lockDataDir } from '#db/data-dir-lock.ts';
import { loadConfig } from '#server/env.ts';
import { ensureDemoPictures } from '#server/media-copy.ts';
import { createMediaStore } from '#server/media-files.ts';
import { DEFAULT_SEED, isSeeded, resetDatabase, seedDatabase } from './seed.ts';

const { values } = parseArgs({
  options: {
    vehicles: { type: 'string', default: '3000' },
    seed: { type: 'string', default: String(DEFAULT_SEED) },
    reset: { type: 'boolean', default: false },
  },
});
const vehicles = Number(values.vehicles);
const seed = Number(values.seed);
if (!Number.isInteger(vehicles) || vehicles < 0) throw new Error('--vehicles must be a whole number');
if (!Number.isInteger(seed)) throw new Error('--seed must be a whole number');

const config = loadConfig();
const lock = config.databaseUrl ? null : lockDataDir(config.dataDir);
const handle = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/pglite` });
try {
  if (values.reset) await resetDatabase(handle.db);
  await migrateDatabase(handle);
  if (await isSeeded(handle.db)) {
    console.log('The database already holds demo data; pass --reset to replace it.');
  } else {
    const started = performance.now();
    await seedDatabase(handle.db, { vehicles, seed, log: (m) => console.log(`  ${m}`) });
    console.log(`Seeded ${vehicles} vehicles in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const demo = await ensureDemoPictures(config.mediaDir, createMediaStore(config));
  console.log(demo.drawn ? `Drew ${demo.drawn} demo pictures` : 'Demo pictures are in place');
  if (demo.copied) console.log(`Copied ${demo.copied} demo pictures into the media bucket`);
} finally {
  await handle.close();
  lock?.release();
}
