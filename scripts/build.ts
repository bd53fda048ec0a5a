// `npm run build` builds the storefront (react-router build); `npm start` runs this with --if-changed and
// builds only when the files the build reads changed since the last build: a hash of them is written into
// build/ after a build that succeeded and compared at the next start.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * What the build reads, relative to the project root. More than the app: its pages import the domain,
 * database and server modules, the client bundle takes what they share, the PDF takes the fonts.
 */
export const BUILD_INPUTS = ['app', 'domain', 'db', 'graphql', 'server', 'public', 'assets', 'package.json', 'package-lock.json', 'tsconfig.json', 'vite.config.ts', 'react-router.config.ts'];

/** Where the hash of the last successful build's inputs is kept; a new build starts by removing it. */
export const STAMP = 'build/sources.sha256';

function filesUnder(root: string, path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules')
    .flatMap((entry) => filesUnder(root, `${path}/${entry.name}`));
}

/** A hash of every input's path and content (so an added, removed, renamed or changed file changes it) and of NODE_ENV. */
export function sourcesHash(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash('sha256');
  hash.update(`NODE_ENV=${env.NODE_ENV ?? ''}\0`);
  for (const path of BUILD_INPUTS.flatMap((input) => filesUnder(root, input)).sort()) {
    const content = readFileSync(join(root, path));
    hash.update(`${path}\0${content.length}\0`);
    hash.update(content);
  }
  return hash.digest('hex');
}

/** True when build/ holds a server build made from sources with this hash. */
export function buildIsCurrent(root: string, hash: string): boolean {
  const stamp = join(root, STAMP);
  return existsSync(join(root, 'build/server/index.js')) && existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === hash;
}

/** Builds unless `ifChanged` and the build is current; returns the exit code of the build (0 when skipped). */
export function build(
  root: string,
  { ifChanged, run = runReactRouterBuild, log = console.log }: { ifChanged: boolean; run?: (root: string) => number; log?: (line: string) => void },
): number {
  // Hashed before building: a file saved during the build makes the stamp differ, so the next start builds again.
  const hash = sourcesHash(root);
  if (ifChanged && buildIsCurrent(root, hash)) {
    log('The build is up to date with the sources: starting without building.');
    return 0;
  }
  rmSync(join(root, STAMP), { force: true });
  const code = run(root);
  if (code === 0) writeFileSync(join(root, STAMP), `${hash}\n`);
  return code;
}

function runReactRouterBuild(root: string): number {
  const bin = join(dirname(createRequire(import.meta.url).resolve('@react-router/dev/package.json')), 'bin.js');
  const result = spawnSync(process.execPath, [bin, 'build'], { cwd: root, stdio: 'inherit' });
  return result.status ?? 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  process.exitCode = build(root, { ifChanged: process.argv.includes('--if-changed') });
}
