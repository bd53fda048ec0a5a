// Shared by the account pages: who is signed in, and the way to the sign-in page and back.
import { redirect } from 'react-router';
import type { RequestContext } from '#domain/context.ts';
import { addUserFavorite, vehicleKeyOf } from '#domain/favorites/favorites.service.ts';

/** Account pages are personal: never kept by browsers or the page cache. */
export const PRIVATE = { 'cache-control': 'private, no-store' };

/** The signed-in viewer, or a redirect to sign-in that comes back here afterwards. */
export function requireViewer(ctx: RequestContext, request: Request, language: string) {
  if (ctx.viewer) return ctx.viewer;
  const url = new URL(request.url);
  throw redirect(`/${language}/user/signin?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}

/** Stands for this site while a path is parsed: what parses to another origin leads elsewhere. */
const THIS_SITE = 'http://site.invalid';
/** Backslashes (a slash to a browser) and control characters (tabs and line breaks browsers drop). */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const REFUSED = /[\\\u0000-\u001f\u007f]/;

/**
 * Only a path on this site: an open redirect would let a phishing link use our sign-in page (issue 37).
 * The path is judged as the URL parser reads it, and what it gives back is that reading, so the browser
 * cannot read it otherwise (`/.//evil.example` is `//evil.example` once normalised).
 */
export function safeRedirect(to: string | null, fallback: string): string {
  if (!to?.startsWith('/') || REFUSED.test(to)) return fallback;
  let url: URL;
  try {
    url = new URL(to, THIS_SITE);
  } catch {
    return fallback;
  }
  if (url.origin !== THIS_SITE) return fallback;
  const path = url.pathname + url.search + url.hash;
  return path.startsWith('//') || path.startsWith('/\\') ? fallback : path;
}

/**
 * The page a form was posted from, as a path on this site: the Referer a browser sends with a post to its
 * own site (server/security-headers.ts: strict-origin-when-cross-origin), so a form need not carry its page in
 * a hidden field. Null when there is none, or it is another site's.
 */
export function refererPath(request: Request): string | null {
  const referer = request.headers.get('referer');
  if (!referer) return null;
  try {
    const from = new URL(referer);
    return from.host === new URL(request.url).host ? from.pathname + from.search : null;
  } catch {
    return null;
  }
}

/**
 * What every step of signing in carries on (the authenticator step, sign-up, the confirmation and reset
 * e-mails' links, the reset form): where to go after, only as a path on this site, and a favourite to add.
 * An unsafe `redirectTo` is dropped here, so no link we write, nor an e-mail we send, carries it on.
 */
export function afterSignInParams(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams();
  const redirectTo = params.get('redirectTo');
  const safe = redirectTo ? safeRedirect(redirectTo, '') : '';
  if (safe) next.set('redirectTo', safe);
  const favorite = params.get('favorite');
  // A vehicle's id or uuid (vehicleKeyOf takes either); anything else is nothing to add.
  if (favorite && /^[0-9a-f-]{1,36}$/i.test(favorite)) next.set('favorite', favorite);
  return next;
}

/** afterSignInParams as a query to put after a path: `?redirectTo=…&favorite=…`, or nothing. */
export function afterSignInQuery(params: URLSearchParams): string {
  const query = afterSignInParams(params).toString();
  return query ? `?${query}` : '';
}

/** A path with its own query (`/en/user/signin?reset=1`) and what the sign-in carries on after it. */
export function withAfterSignIn(path: string, params: URLSearchParams): string {
  const carried = afterSignInParams(params).toString();
  if (!carried) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${carried}`;
}

/**
 * Where the confirmation e-mail's link lands (better-auth adds `error=` when it did not work): the sign-in
 * page, which sends the buyer it signed in on to the page they set out from. Only that page is carried: a
 * favourite is added when the account is made (or the password proven), not by a link anyone could send.
 */
export function confirmationPath(language: string, params: URLSearchParams): string {
  const redirectTo = afterSignInParams(params).get('redirectTo');
  return `/${language}/user/signin?verified=1${redirectTo ? `&redirectTo=${encodeURIComponent(redirectTo)}` : ''}`;
}

/**
 * A heart pressed while signed out leads to sign-in with the vehicle; once the password (and code) are
 * right, the favourite is added for the user just signed in. A vehicle gone meanwhile is skipped.
 */
export async function addPendingFavorite(ctx: RequestContext, userId: string, email: string, vehicle: string | null): Promise<void> {
  if (!vehicle) return;
  await addUserFavorite({ ...ctx, viewer: { userId, email, groups: [] } }, vehicleKeyOf(vehicle));
}
