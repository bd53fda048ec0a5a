import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { compactManifest, ScriptsAfterFirstPaint, startAfterFirstPaint } from './entry.server';

const moduleCode = '\nimport * as route0 from "/assets/root.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client.js");';
const head =
  '<!DOCTYPE html><html><head><title>Подержанные авто из Японии</title><link rel="modulepreload" href="/assets/entry.client.js"/>' +
  '<link rel="modulepreload" fetchpriority="low" href="/assets/root.js"/><style>p{color:red}</style></head>';

describe('the page scripts', () => {
  it('start after the first paint however the stream is cut: no preloads in the head, the module script behind the starter, the rest untouched', async () => {
    // A preload in the body (a later resource) is left as it is.
    const real = Buffer.from(
      head + `<body><p>Stock</p><link rel="modulepreload" href="/x.js"/><script type="module" async="">${moduleCode}</script><script>enqueue("Владивосток")</script></body></html>`,
    );
    for (const size of [1, 3, 40, real.length]) {
      // Cut into chunks of `size` bytes, as a stream would deliver it, letters split included.
      const chunks = Readable.from(Array.from({ length: Math.ceil(real.length / size) }, (_, i) => real.subarray(i * size, (i + 1) * size)));
      const out = await text(chunks.pipe(new ScriptsAfterFirstPaint()));
      expect(out, `chunks of ${size}`).toBe(
        '<!DOCTYPE html><html><head><title>Подержанные авто из Японии</title><style>p{color:red}</style></head><body><p>Stock</p><link rel="modulepreload" href="/x.js"/>' +
          startAfterFirstPaint(moduleCode, ['/assets/entry.client.js', '/assets/root.js']) +
          '<script>enqueue("Владивосток")</script></body></html>',
      );
    }
  });

  it('go on as one piece each time React says a round of writing is done, not as React’s 4 KB pieces', () => {
    const stream = new ScriptsAfterFirstPaint();
    const sent: Buffer[] = [];
    stream.on('data', (piece: Buffer) => sent.push(piece));
    const page = Buffer.from(head + `<body><p>Владивосток</p><script type="module" async="">${moduleCode}</script><p>Хабаровск</p></body></html>`);
    // React's first round: the shell cut into pieces (a letter split between two of them), then its flush.
    const firstRound = page.indexOf('<script type="module"') + 5;
    for (let at = 0; at < firstRound; at += 7) stream.write(page.subarray(at, Math.min(at + 7, firstRound)));
    expect(sent).toEqual([]);
    stream.flush();
    expect(sent).toHaveLength(1);
    const expected = `${head.replace(/<link rel="modulepreload"[^>]*>/g, '')}<body><p>Владивосток</p>${startAfterFirstPaint(moduleCode, ['/assets/entry.client.js', '/assets/root.js'])}<p>Хабаровск</p></body></html>`;
    // The head without its preloads and the body so far, but for the last bytes, which could start the module script and wait for the next round.
    // (A piece is bytes: a letter may be split between two, as here.)
    expect(sent[0]!.equals(Buffer.from(expected).subarray(0, sent[0]!.length))).toBe(true);
    expect(sent[0]!.toString()).toContain('<body><p>');
    stream.write(page.subarray(firstRound, page.length - 10));
    stream.write(page.subarray(page.length - 10));
    stream.flush();
    expect(sent).toHaveLength(2);
    expect(Buffer.concat(sent).toString()).toBe(expected);
    stream.flush();
    expect(sent).toHaveLength(2);
  });

  it('carry the module code as a string that cannot close the starter early', () => {
    const starter = startAfterFirstPaint('const s = "</script><script>alert(1)</script>";', ['/assets/a.js']);
    expect(starter.match(/<\/script>/g)).toHaveLength(1);
    expect(starter.endsWith('</script>')).toBe(true);
    // The code comes back whole when the string is read.
    const literal = /code=("(?:[^"\\]|\\.)*")/.exec(starter)![1]!;
    expect(JSON.parse(literal)).toBe('const s = "</script><script>alert(1)</script>";');
  });

  it('pass a document without a head, or without a module script, through unchanged but for the preloads', async () => {
    expect(await text(Readable.from([Buffer.from('<p>partial')]).pipe(new ScriptsAfterFirstPaint()))).toBe('<p>partial');
    const noScript = '<html><head><link rel="modulepreload" href="/a.js"/></head><body><p>Сбой</p></body></html>';
    expect(await text(Readable.from([Buffer.from(noScript)]).pipe(new ScriptsAfterFirstPaint()))).toBe('<html><head></head><body><p>Сбой</p></body></html>');
  });

  it('carry the page’s nonce (ADR 030): React Router’s module script with it is found, and the starter carries it and hands it on', async () => {
    const nonce = 'bm9uY2UtZm9yLXRlc3Q=';
    const page = head + `<body><p>Stock</p><script nonce="${nonce}" type="module" async="">${moduleCode}</script></body></html>`;
    const out = await text(Readable.from([Buffer.from(page)]).pipe(new ScriptsAfterFirstPaint(nonce)));
    expect(out).not.toContain(`<script nonce="${nonce}" type="module"`);
    expect(out).toContain(`<body><p>Stock</p>${startAfterFirstPaint(moduleCode, ['/assets/entry.client.js', '/assets/root.js'], nonce)}</body>`);
    const starter = startAfterFirstPaint(moduleCode, [], nonce);
    expect(starter.startsWith(`<script nonce="${nonce}">`)).toBe(true);
    expect(starter).toContain('nonce=document.currentScript.nonce');
    expect(starter).toContain('s.nonce=nonce');
  });

  it('carry React Router’s route manifest without its indentation: the same routes in fewer bytes', () => {
    const manifest = {
      entry: { module: '/assets/entry.client.js', imports: ['/assets/a.js'] },
      routes: { root: { id: 'root', path: '', hasLoader: true, imports: ['/assets/b.js'] } },
      version: 'ac1f5f9d',
    };
    const written = `\nimport * as route0 from "/assets/root.js";\n  window.__reactRouterManifest = ${JSON.stringify(manifest, null, 2)};\n  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client.js");`;
    const compact = compactManifest(written);
    expect(compact.length).toBeLessThan(written.length);
    expect(compact).toBe(written.replace(JSON.stringify(manifest, null, 2), JSON.stringify(manifest)));
    // What the browser runs: the starter's code string holds the compact manifest.
    const literal = /code=("(?:[^"\\]|\\.)*")/.exec(startAfterFirstPaint(written, []))![1]!;
    expect(JSON.parse(literal)).toBe(compact);
    // Code without a manifest, or with one that is not JSON, is left alone.
    expect(compactManifest(moduleCode)).toBe(moduleCode);
    const broken = 'window.__reactRouterManifest = {\n  "a": nope\n};';
    expect(compactManifest(broken)).toBe(broken);
  });
});
