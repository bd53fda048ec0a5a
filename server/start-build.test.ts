// `npm start` builds only when the sources changed since the last build (scripts/build.ts). The test sits
// here, not beside the script, because the unit tests are the ones under app/, domain/, db/, graphql/ and
// server/ (vitest.config.ts).
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { build, BUILD_INPUTS, buildIsCurrent, sourcesHash, STAMP } from '../scripts/build.ts';

let root: string;
let builds: number;

function write(path: string, content: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}

/** A stand-in for react-router build: writes the server build and succeeds, or fails having written it. */
const fakeBuild =
  (code = 0) =>
  (dir: string) => {
    builds++;
    mkdirSync(join(dir, 'build/server'), { recursive: true });
    writeFileSync(join(dir, 'build/server/index.js'), 'export {};');
    return code;
  };

const quiet = () => {};
const start = () => build(root, { ifChanged: true, run: fakeBuild(), log: quiet });

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'roro-build-'));
  builds = 0;
  write('app/root.tsx', 'export default function App() {}');
  write('app/routes/home.tsx', 'export default function Home() {}');
  write('domain/catalogue/search.ts', 'export {};');
  write('package.json', '{}');
  write('package-lock.json', '{}');
  write('vite.config.ts', 'export default {};');
  write('react-router.config.ts', 'export default {};');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm start builds only what changed', () => {
  it('builds on the first start, then starts without building while nothing changes', () => {
    expect(start()).toBe(0);
    expect(builds).toBe(1);
    expect(buildIsCurrent(root, sourcesHash(root))).toBe(true);
    start();
    start();
    expect(builds).toBe(1);
  });

  it.each(['app/routes/home.tsx', 'domain/catalogue/search.ts', 'vite.config.ts', 'react-router.config.ts', 'package-lock.json', 'package.json'])('builds again after %s changes', (path) => {
    start();
    write(path, '// changed');
    start();
    expect(builds).toBe(2);
    start();
    expect(builds).toBe(2);
  });

  it('builds again after a file is added, removed or renamed', () => {
    start();
    write('app/routes/new.tsx', 'export {};');
    start();
    expect(builds).toBe(2);
    rmSync(join(root, 'app/routes/new.tsx'));
    start();
    expect(builds).toBe(3);
    rmSync(join(root, 'app/routes/home.tsx'));
    write('app/routes/index.tsx', 'export default function Home() {}');
    start();
    expect(builds).toBe(4);
  });

  it('builds again after a change that leaves the file with an older time and the same size (a copy that kept times, a checkout)', () => {
    write('app/root.tsx', 'aaaa');
    start();
    write('app/root.tsx', 'bbbb');
    utimesSync(join(root, 'app/root.tsx'), new Date('2001-01-01'), new Date('2001-01-01'));
    start();
    expect(builds).toBe(2);
  });

  it('builds again after the build output is removed', () => {
    start();
    rmSync(join(root, 'build/server'), { recursive: true });
    start();
    expect(builds).toBe(2);
  });

  it('builds again at the next start when a build failed, and passes its exit code on', () => {
    start();
    write('app/root.tsx', 'a syntax error');
    expect(build(root, { ifChanged: true, run: fakeBuild(1), log: quiet })).toBe(1);
    write('app/root.tsx', 'export default function App() {}');
    // The sources are back to those of the good build, but build/ now holds the failed one's output.
    start();
    expect(builds).toBe(3);
  });

  it('npm run build builds every time', () => {
    build(root, { ifChanged: false, run: fakeBuild(), log: quiet });
    build(root, { ifChanged: false, run: fakeBuild(), log: quiet });
    expect(builds).toBe(2);
    start();
    expect(builds).toBe(2);
  });

  it('keeps its stamp where a build writes, and hashes what the build reads', () => {
    expect(STAMP.startsWith('build/')).toBe(true);
    for (const input of ['app', 'domain', 'db', 'graphql', 'server', 'public', 'assets', 'package-lock.json', 'vite.config.ts', 'react-router.config.ts']) expect(BUILD_INPUTS).toContain(input);
  });
});
