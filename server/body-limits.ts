// How much a request may send, by where it goes (issue 19): a page form a few kilobytes, the API 1 MB,
// and only the back office's upload forms their own files' sizes. A larger body is refused with 413 as
// soon as the declared length (or, when none is declared, the bytes read so far) passes the limit: it is
// never read into memory whole. The upload routes keep their own, finer checks and messages.
import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ORDER_DOCUMENT_MAX_BYTES } from '#domain/orders/order-documents.service.ts';
import { MAX_IMPORT_MB } from '#domain/stock/vehicle-csv.ts';
import { MAX_PHOTO_REQUEST_MB } from '#domain/stock/vehicle-photo-limits.ts';
import { MAX_REFERENCE_MB } from '#domain/trade/reference-price-import.service.ts';

const KB = 1024;
const MB = 1024 * KB;
/** Room for a multipart form's other fields and boundaries beside its file. */
const FORM_SLACK = 64 * KB;

/** The limits, first match wins; every path not named is a page form or sign-in: FORM_BYTES. */
export const FORM_BYTES = 32 * KB;
export const BODY_LIMITS: [RegExp, number][] = [
  [/^\/graphql$/, 1 * MB],
  [/^\/admin\/stock\/[^/]+\/photos$/, MAX_PHOTO_REQUEST_MB * MB],
  // A page's form sent by its scripts goes to its data address (`….data`), the same action.
  [/^\/admin\/stock\/import(\/run)?(\.data)?$/, MAX_IMPORT_MB * MB + FORM_SLACK],
  [/^\/admin\/orders\/[^/]+$/, ORDER_DOCUMENT_MAX_BYTES + FORM_SLACK],
  // The reference price list: its file, then (with the import) its checked text sent back in a form field,
  // which URL-encoding may make up to three times longer.
  [/^\/admin\/taxes\/[^/]+\/reference-prices(\.data)?$/, 3 * MAX_REFERENCE_MB * MB + FORM_SLACK],
  // Banners carry a PC and a phone picture of up to 15 MB each; articles can be long.
  [/^\/admin\/content(\/.*)?$/, 32 * MB],
  [/^\/admin(\/.*)?$/, 1 * MB],
];

export function limitFor(path: string): number {
  return BODY_LIMITS.find(([pattern]) => pattern.test(path))?.[1] ?? FORM_BYTES;
}

/** How long a refused request's connection goes on being read after its answer, at most. */
export const LINGER_MS = 2_000;

/**
 * Closes a refused request's connection the way nginx's "lingering close" does. Closing a socket whose
 * client is still sending makes the kernel answer with a reset, and a client that gets the reset while it
 * writes loses the 413 it was sent (it reports a broken pipe instead). So the answer's side is closed
 * first, and what the client goes on sending is read and dropped until it closes too, or LINGER_MS pass.
 * Node's server and @hono/node-server both close with destroySoon(): it is this socket's lingering close.
 */
function closeLingering(request: IncomingMessage) {
  const socket = request.socket;
  let lingering = false;
  socket.destroySoon = () => {
    if (lingering) return;
    lingering = true;
    socket.end();
    // The body's reader was let go when the limit was passed; the rest of the body is dropped as it comes.
    request.removeAllListeners('data');
    request.on('data', () => {});
    request.resume();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once('end', () => socket.destroy());
    socket.once('close', () => clearTimeout(timer));
  };
}

const inWords = (bytes: number) => (bytes >= MB ? `${Math.round(bytes / MB)} MB` : `${Math.round(bytes / KB)} KB`);

export function bodyLimits(): MiddlewareHandler {
  const limiters = new Map<number, MiddlewareHandler>();
  for (const size of new Set([FORM_BYTES, ...BODY_LIMITS.map(([, bytes]) => bytes)])) {
    // The rest of the body is not read into memory: the connection closes after the answer, and the answer
    // says so, or a client would send its next request on it (issue 37).
    const onError: Parameters<typeof bodyLimit>[0]['onError'] = (c) => {
      const request = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
      if (request) closeLingering(request);
      return c.text(`This request is too large: at most ${inWords(size)} may be sent here.`, 413, { connection: 'close' });
    };
    limiters.set(size, bodyLimit({ maxSize: size, onError }));
  }
  return (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next();
    return limiters.get(limitFor(c.req.path))!(c, next);
  };
}
