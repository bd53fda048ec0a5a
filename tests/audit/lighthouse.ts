// npm run audit: builds, starts the real server on a fresh demo database, runs Lighthouse (mobile) on the
// top page, an information page, the stock list and a vehicle page, and prints the four category scores per page.
// Targets: 100 in all four categories (issue 17). Not part of `npm test`.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { projectRoot, startServer } from '../e2e/server-process.ts';

const run = promisify(execFile);

const ALL_PAGES = ['/en', '/en/pages/how-to-buy', '/en/stocklist', '/en/stocklist/{first vehicle}'];
/** AUDIT_PAGES=/en,/en/stocklist audits only those (a change measured where it matters, in minutes not half an hour). */
const PAGES = process.env.AUDIT_PAGES ? process.env.AUDIT_PAGES.split(',').map((p) => p.trim()).filter(Boolean) : ALL_PAGES;

/** The stock list's first vehicle: a page with a gallery, the price form and the specification. */
async function firstVehiclePath(baseUrl: string): Promise<string> {
  const html = await (await fetch(`${baseUrl}/en/stocklist`)).text();
  const stockNumber = /href="\/en\/stocklist\/([A-Z0-9]+)"/.exec(html)?.[1];
  if (!stockNumber) throw new Error('the stock list links to no vehicle');
  return `/en/stocklist/${stockNumber}`;
}
/**
 * Lighthouse's simulated timings move from run to run (a task of 12 ms or 13 ms is blocking time or not): each
 * page is run this many times and the median run (by performance) reported. Five, as Lighthouse's notes on
 * variability advise: with three, one page's median moved between 99 and 100 from one audit to the next.
 */
const RUNS = Number(process.env.AUDIT_RUNS ?? 5);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 };

interface LighthouseResult {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { score: number | null; title: string; scoreDisplayMode: string; displayValue?: string; details?: { items?: { node?: { snippet?: string; explanation?: string } }[] } }>;
}

/**
 * Lighthouse 12 with Debian's newer Chromium now and then loses the trace's navigation start and stops with
 * "NO_NAVSTART" before scoring (about one run in ten here, on any page): a fault of the recording, not of the
 * page, so such a run is made again, up to three times in all, and said.
 */
async function lighthouse(url: string, attempt = 1): Promise<LighthouseResult> {
  try {
    return await lighthouseOnce(url);
  } catch (error) {
    const text = String((error as { stderr?: string }).stderr ?? error);
    if (attempt >= 3 || !text.includes('NO_NAVSTART')) throw error;
    console.log(`  ${new URL(url).pathname}: Lighthouse lost the trace (NO_NAVSTART), running again`);
    return lighthouse(url, attempt + 1);
  }
}

async function lighthouseOnce(url: string): Promise<LighthouseResult> {
  const { stdout } = await run(
    join(projectRoot, 'node_modules/.bin/lighthouse'),
    [url, '--output=json', '--output-path=stdout', '--quiet', `--only-categories=${CATEGORIES.join(',')}`, '--chrome-flags=--headless --no-sandbox --disable-gpu'],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, maxBuffer: 256 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as LighthouseResult;
}

async function main() {
  console.log('Building…');
  await run('npm', ['run', 'build'], { cwd: projectRoot });
  const dataDir = mkdtempSync(join(tmpdir(), 'roro-audit-'));
  const server = await startServer({ DATA_DIR: dataDir, MEDIA_DIR: join(projectRoot, 'node_modules', '.cache', 'roro-media'), SEED_VEHICLES: '400' });
  const rows: string[][] = [];
  let missed = false;
  try {
    const vehiclePath = await firstVehiclePath(server.baseUrl);
    for (const path of PAGES.map((p) => (p.includes('{first vehicle}') ? vehiclePath : p))) {
      const results: LighthouseResult[] = [];
      for (let i = 0; i < RUNS; i++) {
        // A warm-up request (gzip, like the browser's) just before, so the page comes from the page cache as a visitor's would.
        await fetch(`${server.baseUrl}${path}`, { headers: { 'accept-encoding': 'gzip' } });
        results.push(await lighthouse(`${server.baseUrl}${path}`));
      }
      results.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
      const result = results[Math.floor(results.length / 2)]!;
      const scores = CATEGORIES.map((c) => Math.round((result.categories[c]?.score ?? 0) * 100));
      rows.push([path, ...scores.map(String)]);
      CATEGORIES.forEach((c, i) => {
        if (scores[i]! < TARGETS[c]) missed = true;
      });
      // The timings the performance score is made of, so a score under 100 says which one costs it.
      const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'speed-index', 'total-blocking-time', 'cumulative-layout-shift'];
      console.log(`  ${path}: ${metrics.map((id) => `${id.split('-').map((w) => w[0]!.toUpperCase()).join('')} ${result.audits[id]?.displayValue ?? '?'} (${Math.round((result.audits[id]?.score ?? 0) * 100)})`).join(', ')}`);
      const failing = Object.entries(result.audits).filter(([, a]) => a.score !== null && a.score < 0.9 && ['binary', 'numeric'].includes(a.scoreDisplayMode));
      for (const [id, audit] of failing) {
        console.log(`  ${path}: ${id} (${audit.title})${audit.displayValue ? ` ${audit.displayValue}` : ''}`);
        // The elements an accessibility audit names, so the fix can start from them.
        for (const item of (audit.details?.items ?? []).slice(0, 5)) if (item.node?.snippet) console.log(`      ${item.node.snippet.slice(0, 200)} ${item.node.explanation?.split('\n')[1]?.trim() ?? ''}`);
      }
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const header = ['page', ...CATEGORIES];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  console.log(`\nLighthouse (mobile, median of ${RUNS} runs)\n${line(header)}\n|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const row of rows) console.log(line(row));
  console.log(`targets: ${CATEGORIES.map((c) => `${c} >= ${TARGETS[c]}`).join(', ')}`);
  if (missed) process.exitCode = 1;
}

await main();
