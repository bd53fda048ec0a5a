// No text may hold the NUL character (U+0000): PostgreSQL refuses it in any text column, so a form field
// carrying one would end in an unexpected error. A page form posted with one is refused here with 400 and
// a message, before any action reads it, as the GraphQL endpoint refuses it in any argument
// (graphql/text-arguments.ts). Forms are small (server/body-limits.ts), so reading a copy costs little.
// File uploads (multipart) are left alone: a picture's bytes hold NULs.
import type { MiddlewareHandler } from 'hono';

export const NUL_IN_FORM = 'A field of this form holds the NUL character (U+0000), which no text may contain. Remove it and send the form again.';

export function refuseNulInForms(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'POST' || !c.req.header('content-type')?.startsWith('application/x-www-form-urlencoded')) return next();
    const body = await c.req.raw.clone().text();
    if (body.includes('%00') || body.includes('\u0000')) return c.text(NUL_IN_FORM, 400, { 'cache-control': 'no-store' });
    return next();
  };
}
