// The security headers every response carries (issue 19): a Content-Security-Policy, HSTS when the site is
// served over https, no framing, nosniff, Referrer-Policy and Permissions-Policy, through Hono's
// secure-headers. A page's policy names the nonce of its inline scripts and is written by the renderer
// (app/entry.server.tsx), so that a cached page keeps the policy of the nonce in its body; every other
// response gets the same policy without a nonce. See docs/decisions/030-security-headers.md.
import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/** What the policy depends on: the site's address (https or not) and where its pictures are served from. */
export interface SiteAddresses {
  siteUrl: string;
  mediaBaseUrl: string;
}

export const isHttps = (siteUrl: string): boolean => siteUrl.startsWith('https://');

/** A fresh nonce for one render: 128 random bits, base64 as CSP writes it. */
export function cspNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The origin of MEDIA_BASE_URL when it is another site's address (a CDN); the site's own paths need none. */
function mediaOrigin(mediaBaseUrl: string): string[] {
  return /^https?:\/\//.test(mediaBaseUrl) ? [new URL(mediaBaseUrl).origin] : [];
}

type PolicyDirectives = NonNullable<NonNullable<Parameters<typeof secureHeaders>[0]>['contentSecurityPolicy']>;

/**
 * The Content-Security-Policy's directives. Scripts only from the site itself, and inline scripts only with
 * the page's nonce (the theme script, the starter of ADR 014, React Router's and React's data and
 * streaming scripts); JSON-LD blocks are data and need none. Styles may be inline (the page's stylesheet
 * is inlined, React writes `style` attributes, the rich-text editor adds its own). Pictures from the site,
 * the media address, and any https address (a content page's pictures may be elsewhere). Fetches and form
 * posts only to the site; no plugins; nothing may frame the site.
 */
function policyDirectives(site: SiteAddresses, nonce?: string): PolicyDirectives {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : [])],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'https:', ...mediaOrigin(site.mediaBaseUrl)],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/** The policy as a header value, as secure-headers writes it: a page's, with its nonce. */
export function contentSecurityPolicy(site: SiteAddresses, nonce?: string): string {
  return Object.entries(policyDirectives(site, nonce))
    .map(([name, values]) => [name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`), ...(values as string[])].join(' '))
    .join('; ');
}

/** Browser features the site never uses, switched off for it and anything it could embed. */
const PERMISSIONS_POLICY = Object.fromEntries(
  (['accelerometer', 'camera', 'displayCapture', 'geolocation', 'gyroscope', 'hid', 'magnetometer', 'microphone', 'midi', 'payment', 'serial', 'usb'] as const).map((feature) => [feature, false]),
);

/**
 * The middleware, outermost so that it also marks error pages and cached pages: Hono's secure-headers
 * without overwriting, so a page's own policy (with its nonce) is kept and every other response gets the
 * policy without one. HSTS only when SITE_URL is https: over plain http a browser ignores it, and a local
 * or test address must stay reachable over http.
 */
export function securityHeaders(site: SiteAddresses): MiddlewareHandler {
  const headers = secureHeaders({
    contentSecurityPolicy: policyDirectives(site),
    strictTransportSecurity: isHttps(site.siteUrl) ? 'max-age=31536000; includeSubDomains' : false,
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    permissionsPolicy: PERMISSIONS_POLICY,
    // Pictures may be shown by mail programs and other sites; everything else is the site's own.
    crossOriginResourcePolicy: false,
    overwrite: false,
  });
  return async (c, next) => {
    await headers(c, next);
    if (!c.req.path.startsWith('/media/')) c.res.headers.set('cross-origin-resource-policy', 'same-origin');
  };
}
