// How much a request may send, by where it goes (issue 19): a page form a few kilobytes, the API 1 MB,
// and only the back office's upload forms their own files' sizes. A larger body is refused with 413 as
// soon as the declared length (or, when none is declared, the bytes read so far) passes the limit: it is
// never read into memory whole. The upload routes keep their own, finer checks and messages.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ORDER_DOCUMENT_MAX_BYTES } from '#domain/orders/order-documents.service.ts';
import { MAX_IMPORT_MB } from '#domain/stock/vehicle-csv.ts';
import { MAX_PHOTO_REQUEST_MB } from '#domain/stock/vehicle-photo-limits.ts';

const KB = 1024;
const MB = 1024 * KB;
/** Room for a multipart form's other fields and boundaries beside its file. */
const FORM_SLACK = 64 * KB;

/** The limits, first match wins; every path not named is a page form or sign-in: FORM_BYTES. */
export const FORM_BYTES = 32 * KB;
export const BODY_LIMITS: [RegExp, number][] = [
  [/^\/graphql$/, 1 * MB],
  [/^\/admin\/stock\/[^/]+\/photos$/, MAX_PHOTO_REQUEST_MB * MB],
  [/^\/admin\/stock\/import(\/run)?$/, MAX_IMPORT_MB * MB + FORM_SLACK],
  [/^\/admin\/orders\/[^/]+$/, ORDER_DOCUMENT_MAX_BYTES + FORM_SLACK],
  // Banners carry a PC and a phone picture of up to 15 MB each; articles can be long.
  [/^\/admin\/content(\/.*)?$/, 32 * MB],
  [/^\/admin(\/.*)?$/, 1 * MB],
];

export function limitFor(path: string): number {
  return BODY_LIMITS.find(([pattern]) => pattern.test(path))?.[1] ?? FORM_BYTES;
}

const inWords = (bytes: number) => (bytes >= MB ? `${Math.round(bytes / MB)} MB` : `${Math.round(bytes / KB)} KB`);

export function bodyLimits(): MiddlewareHandler {
  const limiters = new Map<number, MiddlewareHandler>();
  for (const size of new Set([FORM_BYTES, ...BODY_LIMITS.map(([, bytes]) => bytes)])) {
    // The rest of the body is not read: the connection closes after the answer, and the answer says so,
    // or a client would send its next request on it (issue 37).
    const onError: Parameters<typeof bodyLimit>[0]['onError'] = (c) => c.text(`This request is too large: at most ${inWords(size)} may be sent here.`, 413, { connection: 'close' });
    limiters.set(size, bodyLimit({ maxSize: size, onError }));
  }
  return (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next();
    return limiters.get(limitFor(c.req.path))!(c, next);
  };
}
