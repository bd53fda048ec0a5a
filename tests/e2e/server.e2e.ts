import { describe, expect, inject, it } from 'vitest';
import { runServerToExit } from './server-process.ts';

const baseUrl = inject('baseUrl');

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

  it('asks for the page scripts at low priority, after the content (ADR 014), and the page still hydrates', async () => {
    const html = await (await fetch(`${baseUrl}/en/stocklist`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const preloads = head.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(preloads.length).toBeGreaterThan(3);
    for (const link of preloads) expect(link).toContain('fetchpriority="low"');
    // The body is passed through as React wrote it: the page's data and its module script are whole.
    expect(html.slice(html.indexOf('</head>'))).not.toContain('fetchpriority="low"');
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
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
  });
});
