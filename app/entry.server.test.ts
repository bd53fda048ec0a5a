import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { runInNewContext } from 'node:vm';
import { partialStart, rawStreamChunk, ScriptsAfterFirstPaint, splitManifest, startAfterFirstPaint } from './entry.server';

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

  it('set React Router’s route manifest themselves, without its indentation or the routes’ imports, and start the rest of its code after the paint', () => {
    const manifest = {
      entry: { module: '/assets/entry.client.js', imports: ['/assets/a.js'] },
      routes: { root: { id: 'root', path: '', hasLoader: true, module: '/assets/root.js', imports: ['/assets/b.js'] }, 'routes/x': { id: 'routes/x', parentId: 'root', path: '<x>' } },
      version: 'ac1f5f9d',
    };
    const rest = '  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client.js");';
    const written = `\nimport * as route0 from "/assets/root.js";\n  window.__reactRouterManifest = ${JSON.stringify(manifest, null, 2)};\n${rest}`;
    const { manifest: json, code } = splitManifest(written);
    expect(code).toBe(`\nimport * as route0 from "/assets/root.js";\n  ${rest}`);
    const kept = JSON.parse(json!) as typeof manifest;
    expect(kept.routes.root).toEqual({ id: 'root', path: '', hasLoader: true, module: '/assets/root.js' });
    expect(kept.routes['routes/x']).toEqual(manifest.routes['routes/x']);
    expect(kept.entry).toEqual(manifest.entry);
    // What the browser runs: the starter sets the manifest at once and holds the rest of the code.
    const starter = startAfterFirstPaint(written, ['/assets/entry.client.js', '/assets/root.js']);
    expect(starter).not.toContain('<x>');
    const window: Record<string, unknown> = {};
    runInNewContext(/<script>(window\.__reactRouterManifest=[^;]*;)/.exec(starter)![1]!, { window });
    expect(window.__reactRouterManifest).toEqual(kept);
    expect(JSON.parse(/code=("(?:[^"\\]|\\.)*")/.exec(starter)![1]!)).toBe(code);
    // Code without a manifest, or with one that is not JSON, is left alone.
    expect(splitManifest(moduleCode)).toEqual({ manifest: null, code: moduleCode });
    const broken = 'window.__reactRouterManifest = {\n  "a": nope\n};';
    expect(splitManifest(broken)).toEqual({ manifest: null, code: broken });
  });

  it('write the preloads without the start and end they share, and whole when they do not share them', () => {
    const preloadsOf = (starter: string) => {
      const added: string[] = [];
      const document = {
        readyState: 'complete',
        currentScript: { nonce: 'n' },
        createElement: () => ({}),
        head: { appendChild: (l: { href: string }) => added.push(l.href) },
        body: { appendChild: () => undefined },
      };
      runInNewContext(starter.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, ''), { document, window: {}, setTimeout: (f: () => void) => f(), requestAnimationFrame: (f: () => void) => f(), PerformanceObserver: undefined });
      return added;
    };
    const assets = ['/assets/entry.client-DpXNYU4V.js', '/assets/root-BT3A-_Oy.js'];
    const starter = startAfterFirstPaint(moduleCode, assets);
    expect(starter).toContain('preloads=["entry.client-DpXNYU4V","root-BT3A-_Oy"]');
    expect(preloadsOf(starter)).toEqual(assets);
    const mixed = ['/assets/entry.client.js', '/other/x.mjs'];
    expect(preloadsOf(startAfterFirstPaint(moduleCode, mixed))).toEqual(mixed);
    expect(preloadsOf(startAfterFirstPaint(moduleCode, []))).toEqual([]);
  });

  it('hand the page’s data over as a raw template literal: the same text without a backslash before each quote', () => {
    const data = JSON.stringify([{ _1: 2 }, 'loaderData', 'Владивосток "Port"', '</script><script>alert(1)</script>', 'a `tick` and ${x} and \\ and \u2028', 'P1:']) + '\nP1:[1]\n';
    // As React Router writes it: a JSON string literal with <, > and & escaped.
    const literal = JSON.stringify(data).replace(/[&><\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    const raw = rawStreamChunk(literal);
    expect(raw.startsWith('String.raw`')).toBe(true);
    expect(raw.length).toBeLessThan(literal.length);
    expect(raw).not.toContain('</script');
    expect(raw).not.toContain('${');
    // The browser reads the same data from it.
    const read = (expression: string) => runInNewContext(expression) as string;
    const lines = (text: string) => text.split('\n').filter(Boolean).map((line) => JSON.parse(line.replace(/^P1:/, '')) as unknown);
    expect(lines(read(raw))).toEqual(lines(data));
    // What does not read as a JSON string goes on as it came.
    expect(rawStreamChunk('"a" + b')).toBe('"a" + b');
    expect(rawStreamChunk('42')).toBe('42');
  });

  it('rewrite React Router’s data scripts however the stream is cut, and nothing that only looks like one', async () => {
    const nonce = 'bm9uY2UtZm9yLXRlc3Q=';
    const enqueue = (literal: string) => `<script nonce="${nonce}">window.__reactRouterContext.streamController.enqueue(${literal});</script>`;
    const first = JSON.stringify(JSON.stringify(['loaderData', 'Хабаровск', { _1: 2 }]));
    const second = JSON.stringify('P1:[3]\n');
    const page =
      head +
      `<body><p>window.__reactRouterContext.streamController.enqueue("x")</p><script nonce="${nonce}" type="module" async="">${moduleCode}</script>` +
      enqueue(first) +
      enqueue(second) +
      `<script nonce="${nonce}">window.__reactRouterContext.streamController.close();</script></body></html>`;
    const real = Buffer.from(page);
    for (const size of [1, 5, 64, real.length]) {
      const chunks = Readable.from(Array.from({ length: Math.ceil(real.length / size) }, (_, i) => real.subarray(i * size, (i + 1) * size)));
      const out = await text(chunks.pipe(new ScriptsAfterFirstPaint(nonce)));
      expect(out, `chunks of ${size}`).toContain(`<p>window.__reactRouterContext.streamController.enqueue("x")</p>`);
      expect(out, `chunks of ${size}`).toContain(enqueue(rawStreamChunk(first)) + enqueue(rawStreamChunk(second)) + `<script nonce="${nonce}">window.__reactRouterContext.streamController.close();</script></body></html>`);
    }
  });

  it('hold back only the bytes that could start what they look for', () => {
    const marker = Buffer.from('<script nonce="n">');
    expect(partialStart(Buffer.from('<p>a</p>'), marker)).toBe(8);
    expect(partialStart(Buffer.from('<p>a</p><scr'), marker)).toBe(8);
    expect(partialStart(Buffer.from('<p>a</p><'), marker)).toBe(8);
    expect(partialStart(Buffer.from('<p>a</p><b>'), marker)).toBe(11);
    expect(partialStart(Buffer.from(''), marker)).toBe(0);
  });
});
