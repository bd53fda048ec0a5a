// Content changes when staff publish, not with the stock: browsers keep a page a minute, the server's page
// cache (ADR 008) five, and a stale copy may be served for ten while a fresh one renders.
export const CONTENT_CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';

export function contentHeaders() {
  return { 'cache-control': CONTENT_CACHE_CONTROL };
}
