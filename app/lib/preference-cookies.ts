// The visitor's stored choices, shared by the server (which renders with them, ADR 010) and the browser
// (which writes them). Country, port, currency and theme are the page cache's vary cookies; the visit
// cookie is not, because nothing a page renders depends on it.
export const PREFERENCE_COOKIES = { currency: 'roro_currency', country: 'roro_country', port: 'roro_port' } as const;
export const THEME_COOKIE = 'roro_theme';
/** The stock numbers put aside to compare (ADR 066), comma-separated: a vary cookie too, as the cards' toggles show them. */
export const COMPARE_COOKIE = 'roro_compare';
/** Campaign code and ad click ids of this visit, for an inquiry or order to carry (a session cookie). */
export const VISIT_COOKIE = 'roro_visit';

/** Keys of localStorage that mirror the cookies, so that another tab hears of a change (`storage` event). */
export const STORAGE_KEYS = { currency: 'roro_currency', country: 'roro_country', theme: 'roro_theme' } as const;

export type Theme = 'dark' | 'light';

export const isTheme = (value: unknown): value is Theme => value === 'dark' || value === 'light';

/**
 * Whether the site is served over https, so its cookies go only there (`Secure`): from SITE_URL on the
 * server (behind a proxy the request itself may be plain http), from the page's address in the browser.
 */
export const servedOverHttps = (siteUrl: string): boolean => siteUrl.startsWith('https:');

const attributes = (secure: boolean) => `Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;

/** A year-long, site-wide preference cookie, readable by the page's scripts (it holds no secret); `Secure` over https. */
export function preferenceCookie(name: string, value: string | null, secure: boolean): string {
  return value ? `${name}=${encodeURIComponent(value)}; Max-Age=31536000; ${attributes(secure)}` : `${name}=; Max-Age=0; ${attributes(secure)}`;
}

/** The compare list for 30 days (a buyer compares over a week or two, not a year), readable by scripts; cleared when empty. */
export function compareCookie(stockNumbers: readonly string[], secure: boolean): string {
  return stockNumbers.length ? `${COMPARE_COOKIE}=${encodeURIComponent(stockNumbers.join(','))}; Max-Age=2592000; ${attributes(secure)}` : `${COMPARE_COOKIE}=; Max-Age=0; ${attributes(secure)}`;
}

/** A cookie by name from a Cookie header (or `document.cookie`). */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim()) || null;
      } catch {
        return null;
      }
    }
  }
  return null;
}

export interface VisitParams {
  campaignCode?: string;
  gclid?: string;
  fbclid?: string;
}

const VISIT_PARAMS = { campaign_code: 'campaignCode', gclid: 'gclid', fbclid: 'fbclid' } as const;

/** The campaign code and click ids in a query string (the first value of a repeated one, spec 001 §2), merged over what the visit had. */
export function visitFromSearch(search: URLSearchParams, previous: VisitParams): VisitParams | null {
  const next: VisitParams = { ...previous };
  let changed = false;
  for (const [param, field] of Object.entries(VISIT_PARAMS)) {
    const value = search.get(param)?.trim().slice(0, 200);
    if (value && next[field] !== value) {
      next[field] = value;
      changed = true;
    }
  }
  return changed ? next : null;
}

export function parseVisit(value: string | null): VisitParams {
  if (!value) return {};
  try {
    const parsed = JSON.parse(value) as Record<string, unknown>;
    const visit: VisitParams = {};
    for (const field of Object.values(VISIT_PARAMS)) if (typeof parsed[field] === 'string') visit[field] = parsed[field];
    return visit;
  } catch {
    return {};
  }
}

/** The visit cookie: no Max-Age, so it ends with the browser session; `Secure` over https. */
export function visitCookie(visit: VisitParams, secure: boolean): string {
  return `${VISIT_COOKIE}=${encodeURIComponent(JSON.stringify(visit))}; ${attributes(secure)}`;
}

/**
 * Runs in <head> before the first paint: the stored theme (cookie, else localStorage), else the system's.
 * The server already set the class from the cookie; this covers visitors who never chose.
 */
export const THEME_INIT_SCRIPT = `(function(){try{var m=document.cookie.match(/(?:^|; )${THEME_COOKIE}=(dark|light)/);var s=m?m[1]:localStorage.getItem('${STORAGE_KEYS.theme}');var d=s==='dark'||(s!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches);var e=document.documentElement;e.classList.toggle('dark',d);e.style.colorScheme=d?'dark':'light'}catch(_){}})()`;
