// The server's HTML renderer: React Router's default for Node (renderToPipeableStream, bots wait for all
// content), plus one change to the head: the module preloads React Router writes are fetched at low
// priority. The page is whole without them (server-rendered, forms that work without JavaScript), so
// the document, the stylesheet and the first pictures come first on a slow connection and the scripts
// that enhance the page follow. See docs/decisions/014-scripts-after-content.md.
import { PassThrough, pipeline, Transform, type TransformCallback } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import type { AppLoadContext, EntryContext } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { ServerRouter } from 'react-router';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';

export const streamTimeout = 5_000;

const MODULE_PRELOAD = '<link rel="modulepreload"';

/** Adds fetchpriority="low" to the module preloads of the head; the rest of the page passes untouched. */
export class LowPriorityModulePreloads extends Transform {
  private head = '';
  private done = false;
  // A chunk may end inside a character ("Подержанные" is two bytes a letter): decode across chunks.
  private readonly decoder = new StringDecoder('utf8');

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    if (this.done) return callback(null, chunk);
    // The head is buffered whole (React writes it in the shell's first flush), so no tag is split.
    this.head += this.decoder.write(chunk);
    const end = this.head.indexOf('</head>');
    if (end === -1) return callback();
    this.done = true;
    const head = this.head;
    this.head = '';
    callback(null, head.slice(0, end).replaceAll(MODULE_PRELOAD, `${MODULE_PRELOAD} fetchpriority="low"`) + head.slice(end));
  }

  override _flush(callback: TransformCallback) {
    const rest = this.head + this.decoder.end();
    callback(null, rest || undefined);
  }
}

export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext, _loadContext: AppLoadContext) {
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status: responseStatusCode, headers: responseHeaders });

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers and SPA mode wait for all content; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        const rewritten = new LowPriorityModulePreloads();
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
