// The backup, restore and move commands run in the test's own process, as `npm run backup` would run
// them: with an environment naming the place, their lines gathered.
import type { backupCommand } from '#server/backup/commands.ts';

/** The environment of a shop in `dataDir` (PGlite) or at `url` (PostgreSQL), pictures in its directory. */
export const shopEnv = (place: { dataDir: string; url?: string | null }) => ({ NODE_ENV: 'test', DATA_DIR: place.dataDir, DATABASE_URL: place.url ?? '', MEDIA_STORE: '' });

/** Runs one command; its exit code and what it printed to each stream. */
export async function runCommand(run: typeof backupCommand, args: string[], environment: NodeJS.ProcessEnv): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await run(args, environment, (line) => (out += `${line}\n`), (line) => (err += `${line}\n`));
  return { code, out, err };
}
