// What a visitor has chosen before, from cookies (the server renders with it, so nothing flashes) and
// the `country` URL parameter (spec 001 §4). The names are the page cache's vary cookies.
import { cookieValue, isTheme, parseVisit, PREFERENCE_COOKIES, THEME_COOKIE, VISIT_COOKIE, type Theme, type VisitParams } from './preference-cookies';

export { PREFERENCE_COOKIES, preferenceCookie, servedOverHttps } from './preference-cookies';

export interface Preferences {
  currency: string | null;
  country: string | null;
  /** The destination port last priced to, as a port uuid. */
  port: string | null;
}

export function readCookie(request: Request, name: string): string | null {
  return cookieValue(request.headers.get('cookie'), name);
}

/**
 * The URL `country` parameter, else the `roro_country` cookie. This departs from spec 001 §4 on purpose
 * (ADR 010): with no parameter the visitor's stored choice is used before the Japan fallback. The signed-in
 * user's contact country, which comes first, is applied by the language layout.
 */
export function readPreferences(request: Request): Preferences {
  // The first value if the parameter is repeated (spec 001 §2).
  const urlCountry = new URL(request.url).searchParams.get('country');
  return {
    currency: readCookie(request, PREFERENCE_COOKIES.currency),
    country: urlCountry || readCookie(request, PREFERENCE_COOKIES.country),
    port: readCookie(request, PREFERENCE_COOKIES.port),
  };
}

/** The stored theme; null lets the browser follow the system's colour scheme. */
export function readTheme(request: Request): Theme | null {
  const value = readCookie(request, THEME_COOKIE);
  return isTheme(value) ? value : null;
}

/**
 * The campaign code and click ids this visit arrived with. Only for responses never shared through the
 * page cache (actions, signed-in pages): the visit cookie is not one of its vary cookies.
 */
export function readVisit(request: Request): VisitParams {
  return parseVisit(readCookie(request, VISIT_COOKIE));
}
