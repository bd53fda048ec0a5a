// `npm run test:e2e` (after the build): the browser tests in E2E_SHARDS shards at once (2 by default), each
// a Vitest run of its share of the files with a storefront of its own (global-setup.ts: its own data
// directory, server and port). One run kept one of a CI machine's two cores busy; two keep both.
// Arguments (a file name, `-t` and a test's name) make one run of those alone. Each line says its shard;
// the run fails if any shard does.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { ensureDemoMedia } from '#db/seed/media.ts';
import { projectRoot } from './server-process.ts';

const shards = process.argv.length > 2 ? 1 : Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
const vitest = join(projectRoot, 'node_modules', 'vitest', 'vitest.mjs');

// The demo pictures every shard's storefront shows, drawn once here rather than by both at once.
await ensureDemoMedia(join(projectRoot, 'node_modules', '.cache', 'roro-media'));

function runShard(index: number): Promise<number> {
  const name = shards > 1 ? `[e2e ${index}/${shards}] ` : '';
  const args = [vitest, 'run', '--config', 'tests/e2e/vitest.config.ts', ...(shards > 1 ? [`--shard=${index}/${shards}`] : []), ...process.argv.slice(2)];
  const child = spawn(process.execPath, args, { cwd: projectRoot, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  createInterface({ input: child.stdout }).on('line', (line) => process.stdout.write(`${name}${line}\n`));
  createInterface({ input: child.stderr }).on('line', (line) => process.stderr.write(`${name}${line}\n`));
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

const codes = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i + 1)));
if (shards > 1) console.log(codes.map((code, i) => `e2e shard ${i + 1}/${shards}: ${code === 0 ? 'passed' : `failed (exit code ${code})`}`).join('\n'));
process.exitCode = codes.some((code) => code !== 0) ? 1 : 0;
