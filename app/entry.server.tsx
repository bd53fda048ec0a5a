// The server's HTML renderer: React Router's default for Node (renderToPipeableStream, bots wait for all
// content), plus two changes. The page's scripts start after its first paint (ScriptsAfterFirstPaint):
// the page is whole without them (server-rendered, forms that work without JavaScript), so the document
// and its first pictures come first on a slow connection and the scripts that enhance the page follow
// (docs/decisions/014-scripts-after-content.md). And each render has its own nonce, which every inline
// script carries and the page's Content-Security-Policy names (docs/decisions/030-security-headers.md).
import { PassThrough, pipeline, Transform, type TransformCallback } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { ServerRouter } from 'react-router';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { contentSecurityPolicy, cspNonce } from '#server/security-headers.ts';
import { CspNonceContext } from './lib/csp-nonce';

export const streamTimeout = 5_000;

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>/g;
/** React Router's module script as it writes it, with the page's nonce first when there is one. */
const moduleScriptOpen = (nonce?: string) => `<script${nonce ? ` nonce="${nonce}"` : ''} type="module" async="">`;
const SCRIPT_CLOSE = '</script>';

/** The route manifest React Router writes into its module script, indented by two spaces a level. */
const MANIFEST = /(window\.__reactRouterManifest = )(\{[\s\S]*?\n\});/;

/**
 * React Router's module script with its route manifest written without the indentation: the same object
 * in about two thirds of the bytes (every page carries it, as a string in the starter below). Code that
 * does not hold a manifest, or one that does not read as JSON, is left as it is.
 */
export function compactManifest(moduleCode: string): string {
  return moduleCode.replace(MANIFEST, (whole, assignment: string, manifest: string) => {
    try {
      return `${assignment}${JSON.stringify(JSON.parse(manifest))};`;
    } catch {
      return whole;
    }
  });
}

/**
 * The inline script that stands for React Router's module script: once the document is parsed and its
 * first contentful paint is on the screen (the browser's paint timing says so), it adds the module
 * preloads and then the module script itself, exactly as React Router wrote it. Without paint timing it
 * waits for the next frame instead, and it never waits more than three seconds after the document is
 * parsed. Nothing else of the page changes. The starter carries the page's nonce and hands it to the
 * module script it adds (an inline script added by a script needs its own).
 */
export function startAfterFirstPaint(moduleCode: string, preloads: string[], nonce?: string): string {
  // As JSON, with "<" escaped, the code cannot end this script early (a "</script>" in a string).
  const json = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');
  return (
    `<script${nonce ? ` nonce="${nonce}"` : ''}>(function(){var preloads=${json(preloads)},code=${json(compactManifest(moduleCode))},nonce=document.currentScript.nonce,started=false;` +
    'function start(){if(started)return;started=true;' +
    'preloads.forEach(function(href){var l=document.createElement("link");l.rel="modulepreload";l.href=href;document.head.appendChild(l)});' +
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
 */
export class ScriptsAfterFirstPaint extends Transform {
  private phase: 'head' | 'body' | 'module' | 'rest' = 'head';
  private pending = '';
  private preloads: string[] = [];
  // A chunk may end inside a character ("Подержанные" is two bytes a letter): decode across chunks.
  private readonly decoder = new StringDecoder('utf8');
  private readonly moduleScriptOpen: string;

  /** `nonce`: the page's, which React Router wrote on its module script and the starter must carry. */
  constructor(private readonly nonce?: string) {
    super();
    this.moduleScriptOpen = moduleScriptOpen(nonce);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.pending += this.decoder.write(chunk);
    callback(null, this.advance() || undefined);
  }

  /** Moves through the document as far as the text received allows; returns what can be sent on. */
  private advance(): string {
    let out = '';
    for (;;) {
      if (this.phase === 'head') {
        // React writes the head whole in the shell's first flush, so no tag is split there.
        const end = this.pending.indexOf('</head>');
        if (end === -1) return out;
        out += this.pending.slice(0, end).replace(MODULE_PRELOAD, (_tag, href: string) => {
          this.preloads.push(href);
          return '';
        });
        this.pending = this.pending.slice(end);
        this.phase = 'body';
      } else if (this.phase === 'body') {
        const start = this.pending.indexOf(this.moduleScriptOpen);
        if (start === -1) {
          // Keep what could be the start of the tag, cut by the chunk's end.
          const keep = Math.max(0, this.pending.length - this.moduleScriptOpen.length + 1);
          out += this.pending.slice(0, keep);
          this.pending = this.pending.slice(keep);
          return out;
        }
        out += this.pending.slice(0, start);
        this.pending = this.pending.slice(start);
        this.phase = 'module';
      } else if (this.phase === 'module') {
        const end = this.pending.indexOf(SCRIPT_CLOSE);
        if (end === -1) return out;
        out += startAfterFirstPaint(this.pending.slice(this.moduleScriptOpen.length, end), this.preloads, this.nonce);
        this.pending = this.pending.slice(end + SCRIPT_CLOSE.length);
        this.phase = 'rest';
      } else {
        out += this.pending;
        this.pending = '';
        return out;
      }
    }
  }

  override _flush(callback: TransformCallback) {
    // A document cut short (an error page without scripts) goes out as it came.
    const rest = this.pending + this.decoder.end();
    callback(null, rest || undefined);
  }
}

export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext, loadContext: RouterContextProvider) {
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
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        const rewritten = new ScriptsAfterFirstPaint(nonce);
        // pipeline, not pipe: a visitor who leaves mid-page ends both streams.
        pipeline(body, rewritten, () => {});
        responseHeaders.set('Content-Type', 'text/html');
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(rewritten), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors inside the shell are logged here; a shell error rejects and is logged by React Router.
        if (shellRendered) console.error(error);
      },
    });
  });
}
