import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { openDatabase, queryRows } from '#db/client.ts';
import { backupCommand, restoreCommand } from '#server/backup/commands.ts';
import { runCommand, shopEnv } from '#tests/setup/backup-commands.ts';
import { launchBrowser, whenHydrated } from './browser.ts';
import { runServerToExit } from './server-process.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

describe('the server', () => {
  it('reports its health with a database check', async () => {
    const response = await fetch(`${baseUrl}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('serves the GraphQL API over HTTP', async () => {
    const response = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ searchVehicles(first: 2) { ... on VehicleConnection { totalCount edges { node { stockNumber } } } } }' }),
    });
    const body = (await response.json()) as { data: { searchVehicles: { totalCount: number; edges: unknown[] } } };
    expect(body.data.searchVehicles.edges).toHaveLength(2);
    expect(body.data.searchVehicles.totalCount).toBeGreaterThan(100);
  });

  it('is backed up while it runs, the dump asked of it over its backup port, and the file restores into a fresh place', async () => {
    const scratch = mkdtempSync(join(tmpdir(), 'roro-e2e-backup-'));
    try {
      // Written through the site just before: the dump is of the running database, not of its files on disk.
      const email = `backup-${Date.now()}@example.com`;
      const subscribed = await fetch(`${baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: baseUrl },
        body: JSON.stringify({ query: 'mutation ($email: String!) { subscribeNewsletter(input: { email: $email }) { __typename } }', variables: { email } }),
      });
      expect(await subscribed.json()).toEqual({ data: { subscribeNewsletter: { __typename: 'SubscribeNewsletterPayload' } } });

      // The server's data directory (its lock and roro-control.json); its pictures are elsewhere (MEDIA_DIR), and the restore drill copies pictures.
      const file = join(scratch, 'shop.tar');
      const made = await runCommand(backupCommand, ['--to', file], shopEnv({ dataDir: inject('dataDir') }));
      expect(made).toMatchObject({ code: 0, err: '' });
      expect(made.out).toMatch(/The server \(pid \d+\) has the database open: it dumps it between two queries/);
      const restored = await runCommand(restoreCommand, ['--from', file], shopEnv({ dataDir: join(scratch, 'restored') }));
      expect(restored).toMatchObject({ code: 0, err: '' });

      const copy = await openDatabase({ dataDir: join(scratch, 'restored', 'pglite') });
      try {
        expect(await queryRows(copy.db, sql`select email from newsletter_subscriptions where email = ${email}`)).toEqual([{ email }]);
      } finally {
        await copy.close();
      }
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });

  it('serves built assets with immutable caching and compresses pages', async () => {
    const page = await fetch(`${baseUrl}/en/stocklist`, { headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers.get('content-encoding')).toBe('gzip');
    const html = await page.text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const response = await fetch(`${baseUrl}${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const picture = /\/media\/vehicles\/[^" ]+\.webp/.exec(html)?.[0];
    const media = await fetch(`${baseUrl}${picture}`);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('image/webp');
  });

  it('starts the page scripts after the first paint (ADR 014), and the page then hydrates', async () => {
    const html = await (await fetch(`${baseUrl}/en/stocklist`)).text();
    expect(html.slice(0, html.indexOf('</head>'))).not.toContain('modulepreload');
    expect(html).not.toContain('<script type="module"');
    expect(html.trimEnd().endsWith('</html>')).toBe(true);

    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${baseUrl}/en/stocklist`);
    await whenHydrated(page);
    const timings = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      scripts: performance.getEntriesByType('resource').filter((r) => r.name.includes('/assets/') && r.name.endsWith('.js')).map((r) => r.startTime),
    }));
    expect(timings.scripts.length).toBeGreaterThan(3);
    expect(Math.min(...timings.scripts)).toBeGreaterThanOrEqual(timings.paint);
    // Hydrated: a link now leads on without a new document (React Router's navigation).
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(r.url());
    });
    // A link at the top of the page: one in the footer is clicked after a scroll, while blocks drawn on approach may still move it.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'SUV' }).click();
    await page.waitForURL(/\/en\/stocklist\?type=Suv$/);
    expect(documents).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();

    // A browser without paint timing starts them after the next frame instead.
    const older = await browser.newPage();
    await older.addInitScript(() => Reflect.deleteProperty(window, 'PerformanceObserver'));
    await older.goto(`${baseUrl}/en/stocklist`);
    await whenHydrated(older);
    await older.close();
  });

  it('paints its first frame once the main content is there, not the header alone (ADR 043)', async () => {
    // The stock list as a slow line brings it: everything before <main>, a pause, then the rest.
    const html = await (await fetch(`${baseUrl}/en/stocklist`)).text();
    const cut = html.indexOf('<main id="main"');
    expect(cut).toBeGreaterThan(0);
    const slow = createServer((request, response) => {
      if (request.url !== '/en/stocklist') return void response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.write(html.slice(0, cut));
      setTimeout(() => response.end(html.slice(cut)), 1200);
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const page = await browser.newPage();
    try {
      // When the parser has put the list's heading, in the main content, into the page. (Not the footer:
      // the parser may stop for a frame between the end of <main> and the footer, and the page may paint there.)
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (!document.getElementById('results-heading')) return;
          (window as unknown as { contentAt: number }).contentAt = performance.now();
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(`http://127.0.0.1:${(slow.address() as AddressInfo).port}/en/stocklist`);
      const firstPaint = () => page.evaluate(() => performance.getEntriesByName('first-paint')[0]?.startTime ?? null);
      await expect.poll(firstPaint).not.toBeNull();
      const contentAt = await page.evaluate(() => (window as unknown as { contentAt: number }).contentAt);
      // Without the link the page paints during the pause, over a second before the heading; with it, after
      // the main content, give or take what a loaded machine adds between parsing and the paint's timestamp
      // (up to 80 ms seen with the browser tests' two shards on two cores).
      expect(await firstPaint()).toBeGreaterThanOrEqual(contentAt - 300);
    } finally {
      await page.close();
      slow.close();
    }
  });

  it('refuses a page form’s oversized body with 413 before reading it, declared or streamed, and still takes a normal one', async () => {
    const form = (body: BodyInit, headers: Record<string, string> = {}) =>
      fetch(`${baseUrl}/en/inquiry`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl, ...headers }, body, duplex: 'half' } as RequestInit);
    const declared = await form(`message=${'x'.repeat(200 * 1024)}`);
    expect(declared.status).toBe(413);
    expect(await declared.text()).toBe('This request is too large: at most 32 KB may be sent here.');
    // No length declared: the bytes are counted as they come, and the post is cut off at the limit.
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 64; i++) controller.enqueue(new TextEncoder().encode(`message=${'y'.repeat(1024)}`));
        controller.close();
      },
    });
    expect((await form(chunks)).status).toBe(413);
    expect((await form('message=hello')).status).not.toBe(413);
    // A NUL character, which no stored text may hold, is refused with a message rather than an error.
    const nul = await form('message=a%00b');
    expect(nul.status).toBe(400);
    expect(await nul.text()).toMatch(/NUL character/);
    const api = await fetch(`${baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: `{ __typename }`, pad: 'z'.repeat(1100 * 1024) }) });
    expect(api.status).toBe(413);
  });

  it('refuses a second server on the same data directory', async () => {
    const { code, output } = await runServerToExit({ DATA_DIR: inject('dataDir'), MEDIA_DIR: inject('mediaDir') });
    expect(code).toBe(1);
    expect(output).toMatch(/is in use by another Roro process \(pid \d+\)/);
  });

  it('stops at start with a clear message when the configuration is wrong', async () => {
    const { code, output } = await runServerToExit({ PORT: 'eighty' });
    expect(code).toBe(1);
    expect(output).toContain('Invalid configuration');
    expect(output).toContain('PORT');
    // Several workers on PGlite: refused, with what to do instead (ADR 032).
    const several = await runServerToExit({ WORKERS: '2', DATA_DIR: inject('dataDir') });
    expect(several.code).toBe(1);
    expect(several.output).toContain('WORKERS: several processes need PostgreSQL (set DATABASE_URL)');
  });
});
