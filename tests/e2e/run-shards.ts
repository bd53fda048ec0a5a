// `npm run test:e2e` (after the build): the browser tests in E2E_SHARDS shards at once (2 by default), each
// a Vitest run of its share of the files with a storefront of its own (global-setup.ts: its own data
// directory, server and port). One run kept one of a CI machine's two cores busy; two keep both.
// Arguments (a file name, `-t` and a test's name) make one run of those alone. Each line says its shard;
// the run fails if any shard does.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { ensureDemoMedia } from '#db/seed/media.ts';
import { projectRoot } from './server-process.ts';

const shards = process.argv.length > 2 ? 1 : Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
const vitest = join(projectRoot, 'node_modules', 'vitest', 'vitest.mjs');

// The demo pictures every shard's storefront shows, drawn once here rather than by both at once.
await ensureDemoMedia(join(projectRoot, 'node_modules', '.cache', 'roro-media'));

/**
 * Seconds each file took in one shard of a CI rehearsal on this two-core machine while other work loaded it
 * (2026-12-07; the accessibility sweep's after its other-language pages lost their contrast passes), to
 * share the files out evenly: Vitest's own `--shard` splits by name and left one shard 40 % longer than the
 * other. A file not listed counts as a middling one; the table needs to be right in proportion only.
 */
const SECONDS: Record<string, number> = {
  'accessibility.e2e.ts': 250,
  'shell.e2e.ts': 114,
  'account.e2e.ts': 88,
  'orders.e2e.ts': 82,
  'several-processes.e2e.ts': 79,
  'phone.e2e.ts': 71,
  'content.e2e.ts': 66,
  'trade-terms.e2e.ts': 64,
  'distributor.e2e.ts': 64,
  'inquiry.e2e.ts': 49,
  'choices-kept.e2e.ts': 45,
  'server.e2e.ts': 40,
  'favorites.e2e.ts': 40,
  'storefront.e2e.ts': 39,
  'shared-signed-in.e2e.ts': 39,
  'database-restart.e2e.ts': 39,
  'return-after-signin.e2e.ts': 38,
  'admin.e2e.ts': 38,
  'taxes-admin.e2e.ts': 34,
  'buyer-trust.e2e.ts': 33,
  'localized-data.e2e.ts': 32,
  'importable-stock.e2e.ts': 31,
  'coupons.e2e.ts': 31,
  'payment-form.e2e.ts': 27,
  'visitor-place.e2e.ts': 25,
  'vehicle-page.e2e.ts': 21,
  'order-history.e2e.ts': 20,
  'newsletter.e2e.ts': 20,
  'admin-stock.e2e.ts': 20,
  'content-admin.e2e.ts': 16,
  'trade-admin.e2e.ts': 15,
  'special-request.e2e.ts': 15,
  'price-filter.e2e.ts': 13,
  'admin-import.e2e.ts': 13,
  'landed-cost.e2e.ts': 12,
  'security-headers.e2e.ts': 11,
  'referral.e2e.ts': 9,
  'page-cache.e2e.ts': 9,
  'stylesheet.e2e.ts': 8,
  'language-files.e2e.ts': 5,
  'translations.e2e.ts': 4,
  'seo.e2e.ts': 4,
  'unknown-paths.e2e.ts': 3,
  // Not yet timed in a whole run, measured in one shard at a load of 10: a WORKERS=2 server's start on a
  // fresh PostgreSQL database with Prometheus scraping it, and a sign-up, sign-in and order.
  'metrics.e2e.ts': 30,
  'logs.e2e.ts': 10,
  // Not yet timed in a whole run: 15 s in one shard with five other files, at a load of two other helpers.
  'compare.e2e.ts': 15,
};
const MIDDLING = 30;

/** The files in `count` groups of about equal time: the longest first, each to the group with the least so far. */
function shareOut(files: string[], count: number): string[][] {
  const groups = Array.from({ length: count }, () => ({ files: [] as string[], seconds: 0 }));
  for (const file of [...files].sort((a, b) => (SECONDS[b] ?? MIDDLING) - (SECONDS[a] ?? MIDDLING) || a.localeCompare(b))) {
    const lightest = groups.reduce((min, g) => (g.seconds < min.seconds ? g : min));
    lightest.files.push(file);
    lightest.seconds += SECONDS[file] ?? MIDDLING;
  }
  return groups.map((g) => g.files);
}

const shares = shareOut(
  readdirSync(join(projectRoot, 'tests', 'e2e')).filter((f) => f.endsWith('.e2e.ts')),
  shards,
);

function runShard(index: number): Promise<number> {
  const name = shards > 1 ? `[e2e ${index}/${shards}] ` : '';
  // A shard's files by path (the config still excludes what it excludes; a shard left with none passes).
  const files = shards > 1 ? ['--passWithNoTests', ...shares[index - 1]!.map((f) => `tests/e2e/${f}`)] : [];
  const args = [vitest, 'run', '--config', 'tests/e2e/vitest.config.ts', ...files, ...process.argv.slice(2)];
  const child = spawn(process.execPath, args, { cwd: projectRoot, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  createInterface({ input: child.stdout }).on('line', (line) => process.stdout.write(`${name}${line}\n`));
  createInterface({ input: child.stderr }).on('line', (line) => process.stderr.write(`${name}${line}\n`));
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

const codes = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i + 1)));
if (shards > 1) console.log(codes.map((code, i) => `e2e shard ${i + 1}/${shards}: ${code === 0 ? 'passed' : `failed (exit code ${code})`}`).join('\n'));
process.exitCode = codes.some((code) => code !== 0) ? 1 : 0;
