// Shared by the account pages: who is signed in, and the way to the sign-in page and back.
import { redirect } from 'react-router';
import type { RequestContext } from '#domain/context.ts';

/** Account pages are personal: never kept by browsers or the page cache. */
export const PRIVATE = { 'cache-control': 'private, no-store' };

/** The signed-in viewer, or a redirect to sign-in that comes back here afterwards. */
export function requireViewer(ctx: RequestContext, request: Request, language: string) {
  if (ctx.viewer) return ctx.viewer;
  const url = new URL(request.url);
  throw redirect(`/${language}/user/signin?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}

/** Only a path on this site: an open redirect would let a phishing link use our sign-in page. */
export function safeRedirect(to: string | null, fallback: string): string {
  return to && to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/\\') ? to : fallback;
}
