// PostgreSQL's own pg_dump and pg_restore (Debian's postgresql-client-NN), of the server's major version:
// /usr/lib/postgresql/NN/bin first, where Debian keeps each version's, then whichever is on PATH. The
// password travels in the child's environment (PGPASSWORD), never on its command line where `ps` shows it.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { BackupRefusal } from './backup-file.ts';

export interface PgTool {
  path: string;
  major: number;
}

/** The connection's address without its password, and the environment that gives the password. */
export function connectionFor(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** The URL as it can be shown: without its password. */
export function shownUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

export function run(path: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(path, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** pg_dump or pg_restore at least as new as `major` (the server's, or the dump's). */
export async function findPgTool(name: 'pg_dump' | 'pg_restore', major: number): Promise<PgTool> {
  const candidates = [`/usr/lib/postgresql/${major}/bin/${name}`, name];
  for (const path of candidates) {
    if (path.includes('/') && !existsSync(path)) continue;
    let version;
    try {
      version = await run(path, ['--version']);
    } catch {
      continue;
    }
    const found = /\(PostgreSQL\) (\d+)/.exec(version.stdout);
    if (!found) continue;
    const toolMajor = Number(found[1]);
    if (toolMajor < major) {
      throw new BackupRefusal(`${path} is of PostgreSQL ${toolMajor}, older than the ${name === 'pg_dump' ? 'server' : 'dump'} (${major}): install the client of the same major version (Debian: apt-get install postgresql-client-${major}).`);
    }
    return { path, major: toolMajor };
  }
  throw new BackupRefusal(`${name} was not found: install PostgreSQL's client of the server's major version (Debian: apt-get install postgresql-client-${major}).`);
}
