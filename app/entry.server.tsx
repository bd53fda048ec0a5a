// The server's HTML renderer: React Router's default for Node (renderToPipeableStream, bots wait for all
// content), plus two changes. The page's scripts start after its first paint (ScriptsAfterFirstPaint):
// the page is whole without them (server-rendered, forms that work without JavaScript), so the document
// and its first pictures come first on a slow connection and the scripts that enhance the page follow
// (docs/decisions/014-scripts-after-content.md). And each render has its own nonce, which every inline
// script carries and the page's Content-Security-Policy names (docs/decisions/030-security-headers.md).
import { Transform, type TransformCallback } from 'node:stream';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { ServerRouter } from 'react-router';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { contentSecurityPolicy, cspNonce } from '#server/security-headers.ts';
import { DATABASE_RETRY_AFTER_SECONDS, databaseUnavailableSeen, isDatabaseUnavailable, noteDatabaseError } from '#db/database-unavailable.ts';
import { CspNonceContext } from './lib/csp-nonce';

export const streamTimeout = 5_000;

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>/g;
/** React Router's module script as it writes it, with the page's nonce first when there is one. */
const moduleScriptOpen = (nonce?: string) => `<script${nonce ? ` nonce="${nonce}"` : ''} type="module" async="">`;
const SCRIPT_CLOSE = '</script>';

/** Where the end of `bytes` could start `marker` cut by the chunk's end (`bytes.length` when it cannot): what is before goes on, the rest waits for more. */
export function partialStart(bytes: Buffer, marker: Buffer): number {
  for (let at = Math.max(0, bytes.length - marker.length + 1); at < bytes.length; at++) {
    at = bytes.indexOf(marker[0]!, at);
    if (at === -1) break;
    if (bytes.subarray(at).equals(marker.subarray(0, bytes.length - at))) return at;
  }
  return bytes.length;
}

/** The route manifest React Router writes into its module script, indented by two spaces a level. */
const MANIFEST = /window\.__reactRouterManifest = (\{[\s\S]*?\n\});\n?/;

/** The start of React Router's scripts that hand the page's data over (`enqueue` takes a JSON string literal). */
const enqueueOpen = (nonce?: string) => `<script${nonce ? ` nonce="${nonce}"` : ''}>window.__reactRouterContext.streamController.enqueue(`;
const ENQUEUE_CLOSE = ');</script>';

/** Characters a raw template literal cannot carry as they are, each written as the JSON escape it stands for. */
const RAW_ESCAPES: Record<string, string> = { '<': '\\u003c', '`': '\\u0060', $: '\\u0024' };

/**
 * React Router's module script taken apart: its route manifest (as JSON, to be set by the starter before
 * the module runs) and the rest of its code. The manifest goes without its indentation and without each
 * route's `imports`, which the browser reads only to prefetch a route's modules for `<Link prefetch>`
 * (not used here): the page's own modules are the starter's preloads. Code that does not hold a manifest,
 * or one that does not read as JSON, is left whole (manifest null).
 */
export function splitManifest(moduleCode: string): { manifest: string | null; code: string } {
  const found = MANIFEST.exec(moduleCode);
  if (!found) return { manifest: null, code: moduleCode };
  let manifest: { routes?: Record<string, { imports?: string[] }> };
  try {
    manifest = JSON.parse(found[1]!) as typeof manifest;
  } catch {
    return { manifest: null, code: moduleCode };
  }
  for (const route of Object.values(manifest.routes ?? {})) delete route.imports;
  return { manifest: JSON.stringify(manifest), code: moduleCode.slice(0, found.index) + moduleCode.slice(found.index + found[0].length) };
}

/**
 * The page's data as React Router hands it over, written as a raw template literal instead of a JSON
 * string literal: the same text, without a backslash before each of its quotes (the stock list's data
 * has about 1,400). `literal` is the JSON string literal React Router wrote (`<`, `>` and `&` escaped);
 * the text inside is turbo-stream's JSON, where `<`, a backtick and `$` can only stand inside strings,
 * so they are written as the JSON escapes that read back as themselves. What does not read as a JSON
 * string is left as it is.
 */
export function rawStreamChunk(literal: string): string {
  let text: unknown;
  try {
    text = JSON.parse(literal);
  } catch {
    return literal;
  }
  if (typeof text !== 'string') return literal;
  return `String.raw\`${text.replace(/[<`$]/g, (c) => RAW_ESCAPES[c]!)}\``;
}

/** `/assets/` and `.js` when every path starts and ends so (the build's modules), else nothing to leave out. */
function commonEnds(paths: string[]): [prefix: string, suffix: string] {
  const prefix = '/assets/';
  const suffix = '.js';
  const all = paths.length > 0 && paths.every((p) => p.startsWith(prefix) && p.endsWith(suffix) && p.length > prefix.length + suffix.length);
  return all ? [prefix, suffix] : ['', ''];
}

/**
 * The inline script that stands for React Router's module script: it sets the route manifest, and once
 * the document is parsed and its first contentful paint is on the screen (the browser's paint timing says
 * so), it adds the module preloads and then the rest of the module script, as React Router wrote it.
 * Without paint timing it waits for the next frame instead, and it never waits more than three seconds
 * after the document is parsed. Nothing else of the page changes. The starter carries the page's nonce
 * and hands it to the module script it adds (an inline script added by a script needs its own). Preloads
 * are written without the start and end they all share.
 */
export function startAfterFirstPaint(moduleCode: string, preloads: string[], nonce?: string): string {
  // JSON with "<" escaped cannot end this script early (a "</script>" in a string).
  const safe = (json: string) => json.replaceAll('<', '\\u003c');
  const json = (value: unknown) => safe(JSON.stringify(value));
  const { manifest, code } = splitManifest(moduleCode);
  const [prefix, suffix] = commonEnds(preloads);
  const names = preloads.map((href) => href.slice(prefix.length, href.length - suffix.length));
  return (
    `<script${nonce ? ` nonce="${nonce}"` : ''}>` +
    (manifest ? `window.__reactRouterManifest=${safe(manifest)};` : '') +
    `(function(){var preloads=${json(names)},code=${json(code)},nonce=document.currentScript.nonce,started=false;` +
    'function start(){if(started)return;started=true;' +
    `preloads.forEach(function(name){var l=document.createElement("link");l.rel="modulepreload";l.href=${json(prefix)}+name+${json(suffix)};document.head.appendChild(l)});` +
    'var s=document.createElement("script");s.type="module";s.nonce=nonce;s.textContent=code;document.body.appendChild(s)}' +
    'function later(){setTimeout(start)}' +
    'function afterPaint(){setTimeout(start,3000);' +
    'try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")>=0){' +
    'if(performance.getEntriesByName("first-contentful-paint").length)return later();' +
    'new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();later()}}).observe({type:"paint",buffered:true});return}}catch(e){}' +
    'requestAnimationFrame(later)}' +
    'if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",afterPaint);else afterPaint()})()</script>'
  );
}

/**
 * Starts the page's scripts after its first paint (ADR 014): takes React Router's module preloads out of
 * the head and puts its module script behind {@link startAfterFirstPaint}. The page is whole without
 * scripts (server-rendered, forms that work without JavaScript), so on a slow phone the document and its
 * first pictures get the line and the processor first, and hydration follows.
 *
 * It works on the bytes: what it looks for is ASCII, so only the head and the module script are read as
 * text. And it sends on what React wrote when React says a batch is done (`flush`, which React calls
 * after each round of writing), not React's every 4 KB: a page went through the streams below as about 30
 * pieces, now as one or two.
 */
export class ScriptsAfterFirstPaint extends Transform {
  private phase: 'head' | 'body' | 'module' | 'rest' | 'data' = 'head';
  /** Bytes received and not yet decided on: the head until it ends, a script being rewritten until it closes, the last bytes of a chunk that could start one. */
  private pending: Buffer = Buffer.alloc(0);
  /** Decided bytes waiting for React's next `flush`. */
  private ready: Buffer[] = [];
  private preloads: string[] = [];
  private readonly moduleScriptOpenBytes: Buffer;
  private readonly enqueueOpenBytes: Buffer;

  /** `nonce`: the page's, which React Router wrote on its scripts and the starter must carry. `onEnd`: called when the document has been written whole. */
  constructor(
    private readonly nonce?: string,
    private readonly onEnd?: () => void,
  ) {
    super();
    this.moduleScriptOpenBytes = Buffer.from(moduleScriptOpen(nonce));
    this.enqueueOpenBytes = Buffer.from(enqueueOpen(nonce));
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.advance(this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk);
    callback();
  }

  /** React's signal that it has written what it had: what is decided goes on, as one piece. */
  flush() {
    if (this.ready.length === 0) return;
    this.push(this.ready.length === 1 ? this.ready[0] : Buffer.concat(this.ready));
    this.ready = [];
  }

  /** Moves through the document as far as the bytes received allow. */
  private advance(bytes: Buffer) {
    for (;;) {
      if (this.phase === 'head') {
        // React writes the head whole in the shell's first flush, so no tag is split there.
        const end = bytes.indexOf('</head>');
        if (end === -1) break;
        const head = bytes.toString('utf8', 0, end).replace(MODULE_PRELOAD, (_tag, href: string) => {
          this.preloads.push(href);
          return '';
        });
        this.ready.push(Buffer.from(head));
        bytes = bytes.subarray(end);
        this.phase = 'body';
      } else if (this.phase === 'body' || this.phase === 'rest') {
        // Up to React Router's module script, then up to each of its data scripts.
        const open = this.phase === 'body' ? this.moduleScriptOpenBytes : this.enqueueOpenBytes;
        const start = bytes.indexOf(open);
        if (start === -1) {
          const keep = partialStart(bytes, open);
          this.ready.push(bytes.subarray(0, keep));
          bytes = bytes.subarray(keep);
          break;
        }
        if (this.phase === 'body') {
          this.ready.push(bytes.subarray(0, start));
          bytes = bytes.subarray(start + open.length);
          this.phase = 'module';
        } else {
          this.ready.push(bytes.subarray(0, start + open.length));
          bytes = bytes.subarray(start + open.length);
          this.phase = 'data';
        }
      } else if (this.phase === 'module') {
        const end = bytes.indexOf(SCRIPT_CLOSE);
        if (end === -1) break;
        this.ready.push(Buffer.from(startAfterFirstPaint(bytes.toString('utf8', 0, end), this.preloads, this.nonce)));
        bytes = bytes.subarray(end + SCRIPT_CLOSE.length);
        this.phase = 'rest';
      } else {
        // The JSON string literal cannot hold the close: React Router writes its "<" as \u003c.
        const end = bytes.indexOf(ENQUEUE_CLOSE);
        if (end === -1) break;
        this.ready.push(Buffer.from(rawStreamChunk(bytes.toString('utf8', 0, end))));
        bytes = bytes.subarray(end);
        this.phase = 'rest';
      }
    }
    // React writes each of its views once and starts a new one: holding a part of one is safe.
    this.pending = bytes;
  }

  override _flush(callback: TransformCallback) {
    this.onEnd?.();
    // A document cut short (an error page without scripts) goes out as it came.
    this.ready.push(this.pending);
    this.pending = Buffer.alloc(0);
    this.flush();
    callback();
  }
}

/**
 * A loader or action that failed because the database is away (a restart, a cut connection) is logged as
 * a warning: it passes by itself. A request its visitor left is not logged at all.
 *
 * Such a failure is noted for the request too (server/database-unavailable.ts answers it 503): the query
 * that failed may have been another request's, whose read this one shared (a kept read: the quote's
 * prices, the translations), so the pool noted it there. This is the last place that sees the error
 * whole: in production React Router hands the error page and handleRequest only "Unexpected Server Error".
 */
export function handleError(error: unknown, { request, context }: { request: Request; context?: unknown }) {
  noteDatabaseError(error);
  if (request.signal.aborted) return;
  if (isDatabaseUnavailable(error)) console.warn(`The database is unreachable: ${error instanceof Error ? error.message : String(error)}`);
  else reportOf(context)(error);
}

/** The server's log (server/app.ts puts it in the load context: the stack once, with the request's id), else the console. */
function reportOf(context: unknown): (error: unknown) => void {
  const report = (context as Partial<RouterContextProvider> | undefined)?.reportError;
  return typeof report === 'function' ? report : (error) => console.error(error);
}

export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext, loadContext: RouterContextProvider) {
  // The error page of a loader that found the database away says 503 with Retry-After: the same page
  // succeeds in a few seconds (ADR 052). In production the errors here are React Router's stand-ins, so
  // what handleError noted for the request is what tells.
  const errors = routerContext.staticHandlerContext.errors;
  if (errors && (databaseUnavailableSeen() || Object.values(errors).some(isDatabaseUnavailable))) {
    responseStatusCode = 503;
    responseHeaders.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    responseHeaders.set('Cache-Control', 'no-store');
  }
  // One nonce per render: a cached page keeps it with the policy naming it (ADR 030).
  const nonce = cspNonce();
  responseHeaders.set('Content-Security-Policy', contentSecurityPolicy(loadContext.ctx.site, nonce));
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status: responseStatusCode, headers: responseHeaders });

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers and SPA mode wait for all content; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const document = (
      <CspNonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CspNonceContext>
    );
    const { pipe, abort } = renderToPipeableStream(document, {
      nonce,
      // A finished Suspense boundary is written in place, however large: React otherwise writes a large one
      // (over 12.8 KB) after the rest, hidden, for a script to move into place, and the page's content (one
      // boundary, for hydration in slices: root.tsx) would need JavaScript to be seen.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      [readyOption]() {
        shellRendered = true;
        // React writes into the rewriting stream itself: it calls its `flush` after each round of writing,
        // and stops rendering when the stream closes (a visitor who leaves mid-page).
        const rewritten = new ScriptsAfterFirstPaint(nonce, () => {
          clearTimeout(timeoutId);
          timeoutId = undefined;
        });
        responseHeaders.set('Content-Type', 'text/html');
        pipe(rewritten);
        resolve(new Response(createReadableStreamFromReadable(rewritten), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        if (responseStatusCode !== 503) responseStatusCode = 500;
        // Errors inside the shell are logged here; a shell error rejects and is logged by React Router.
        if (shellRendered) reportOf(loadContext)(error);
      },
    });
  });
}
