// The media store the configuration names (MEDIA_STORE) and /media/*, where its pictures are served: the
// directory's files as they are, or a bucket's objects streamed through the server, both with the same
// caching headers. With MEDIA_BASE_URL at a CDN or the bucket itself the pages point there instead, and
// /media/* stays for whatever still asks this server (ADR 061).
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import { relative } from 'node:path';
import type { Logger } from 'pino';
import { directoryMediaStore, isMediaPath, MEDIA_CACHE_CONTROL, MediaStoreUnavailableError, type MediaStore } from '#domain/stock/media-store.ts';
import type { ServerConfig } from './env.ts';
import { isS3MediaStore, s3MediaStore } from './s3-media-store.ts';

export function createMediaStore(config: Pick<ServerConfig, 'mediaDir' | 'mediaStore'>): MediaStore {
  const store = config.mediaStore ?? { kind: 'directory' };
  return store.kind === 's3' ? s3MediaStore(store) : directoryMediaStore(config.mediaDir);
}

/** /media/* from the store; a path it does not hold falls through (to a 404). */
export function serveMedia(config: Pick<ServerConfig, 'mediaDir'>, store: MediaStore, logger: Logger): MiddlewareHandler {
  if (!isS3MediaStore(store)) {
    return serveStatic({
      root: relative(process.cwd(), config.mediaDir) || '.',
      rewriteRequestPath: (path) => path.replace(/^\/media/, ''),
      onFound: (_path, c) => c.header('cache-control', MEDIA_CACHE_CONTROL),
    });
  }
  return async (c, next) => {
    const method = c.req.method;
    const mediaPath = c.req.path.replace(/^\/media\//, '');
    if ((method !== 'GET' && method !== 'HEAD') || !isMediaPath(mediaPath)) return next();
    try {
      const answer = await store.read(mediaPath, {
        head: method === 'HEAD',
        range: c.req.header('range'),
        ifNoneMatch: c.req.header('if-none-match'),
        ifModifiedSince: c.req.header('if-modified-since'),
      });
      if (answer.status === 404) return next();
      return new Response(answer.status === 304 || method === 'HEAD' ? null : (answer.body ?? null), { status: answer.status, headers: answer.headers });
    } catch (error) {
      if (!(error instanceof MediaStoreUnavailableError)) throw error;
      logger.warn({ err: error, path: mediaPath }, 'a picture could not be read from the media store');
      return c.text('The picture store did not answer: try again in a moment.', 503, { 'retry-after': '5', 'cache-control': 'no-store' });
    }
  };
}
