// What the real server answers for paths no page has, as scanners and old links ask for them (issue 37):
// the site's not-found page with 404, never a 500, in English for a path without a language and in the
// page's language under one; a post to such a path is not found either; and /favicon.ico is the icon.
// Paths are sent exactly as written (node:http), since fetch would normalise `%2e%2e` and `//` away.
import { request } from 'node:http';
import { describe, expect, inject, it } from 'vitest';

const baseUrl = new URL(inject('baseUrl'));

/** The server's answer to a request for `path` as it stands. */
function send(path: string, method = 'GET', body?: string): Promise<{ status: number; type: string; text: string }> {
  return new Promise((resolve, reject) => {
    const headers = body === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(Buffer.byteLength(body)) };
    const sent = request({ host: baseUrl.hostname, port: baseUrl.port, path, method, headers }, (response) => {
      let text = '';
      response.setEncoding('latin1');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, type: response.headers['content-type'] ?? '', text }));
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

/** The not-found page in a language, whole: React marks a part it could not render on the server `<!--$!-->`. */
function expectNotFoundPage(answer: { status: number; type: string; text: string }, path: string, language = 'en', title = 'Page not found') {
  expect(answer.status, path).toBe(404);
  expect(answer.type, path).toMatch(/^text\/html/);
  expect(answer.text, path).toContain(`<html lang="${language}"`);
  expect(answer.text, path).toContain(`<title>${title} | Roro Motors</title>`);
  expect(answer.text, path).not.toContain('<!--$!-->');
}

const WITHOUT_LANGUAGE = [
  '/xx',
  '/.env',
  '/wp-login.php',
  '/.git/config',
  '/media/%2e%2e/%2e%2e/etc/passwd',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/%00',
  '//evil.example',
  '//evil.example/a/b',
  '/xx/yy/zz',
  '/admin/no-such-page',
  `/${'a'.repeat(5000)}`,
];

describe('a path no page has', () => {
  it('answers 404 with the not-found page in English when it has no language', async () => {
    for (const path of WITHOUT_LANGUAGE) expectNotFoundPage(await send(path), path.slice(0, 60));
  });

  it('answers 404 with the not-found page in the language of its prefix', async () => {
    expectNotFoundPage(await send('/en/no-such-page'), '/en/no-such-page');
    expectNotFoundPage(await send('/en/%ff'), '/en/%ff');
    expectNotFoundPage(await send('/fr/xx/yy'), '/fr/xx/yy', 'fr', 'Page introuvable');
  });

  it('answers a post to it 404 too, and a post to a language’s top page 405', async () => {
    for (const path of ['/wp-login.php', '/xmlrpc.php', '//evil.example', '/en/no-such-page']) {
      expect((await send(path, 'POST', 'log=admin&pwd=admin')).status, path).toBe(404);
    }
    expect((await send('/en', 'POST', 'a=b')).status).toBe(405);
  });

  it('answers a request too long to read with 431, not a failure', async () => {
    expect((await send(`/${'a'.repeat(20_000)}`)).status).toBe(431);
  });
});

describe('/favicon.ico', () => {
  it('is the site’s icon, kept a day', async () => {
    const response = await fetch(`${baseUrl.origin}/favicon.ico`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const bytes = Buffer.from(await response.arrayBuffer());
    // An ICO file's header: reserved 0, type 1 (icon), then how many pictures it holds.
    expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2), bytes.readUInt16LE(4)]).toEqual([0, 1, 3]);
  });
});
