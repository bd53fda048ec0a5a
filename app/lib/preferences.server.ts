// What a visitor has chosen before, from cookies (the server renders with it, so nothing flashes) and
// the `country` URL parameter (spec 001 §4). The names are the page cache's vary cookies.
import type { RequestContext } from '#domain/context.ts';
import { viewerShell } from '#domain/identity/viewer-shell.service.ts';
import { guessCountry } from '#domain/trade/country-guess.ts';
import { findCountry, loadDestinations, visitorCurrency, type Currency } from '#domain/trade/destinations.ts';
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

export interface VisitorPlace extends Preferences {
  /** The country's English name when it is one we ship to, else null (the header shows Japan). */
  country: string | null;
  /**
   * Where the country comes from: the account (contact country or default port), the visitor's own
   * choice (the `country` parameter or cookie), or a first guess from the request (ADR 031).
   */
  source: 'account' | 'chosen' | 'guess' | null;
  /** The currency prices are shown in: the one chosen, else the country's, else the yen (spec 001 §4). */
  display: Currency;
}

/**
 * Where the visitor is, the port they price to and the currency they read: the one answer the header,
 * every price, the stock list's totals and the price form use, signed in or out. In order: the signed-in
 * buyer's default port (its country with it), else their contact country (spec 001 §4); the `country`
 * parameter, else the `roro_country` cookie (ADR 010); else a guess from the network address and the
 * browser's languages (ADR 031); else none.
 */
export async function visitorPlace(ctx: RequestContext, request: Request): Promise<VisitorPlace> {
  const [destinations, shell] = await Promise.all([loadDestinations(ctx), viewerShell(ctx)]);
  const stored = readPreferences(request);
  const known = (name: string | null | undefined) => (name ? findCountry(destinations, name) : undefined);
  const place = ((): Omit<VisitorPlace, 'currency' | 'display'> => {
    if (shell?.port && known(shell.port.countryName)) return { country: known(shell.port.countryName)!.name, port: shell.port.uuid, source: 'account' };
    const contact = known(shell?.countryName);
    if (contact) return { country: contact.name, port: known(stored.country) === contact ? stored.port : null, source: 'account' };
    const chosen = known(stored.country);
    if (chosen) return { country: chosen.name, port: stored.port, source: 'chosen' };
    const guessed = guessCountry(destinations, request.headers.get('accept-language'), ctx.visitor?.addressCountry);
    if (guessed) return { country: guessed.name, port: null, source: 'guess' };
    return { country: null, port: null, source: null };
  })();
  return { ...place, currency: stored.currency, display: visitorCurrency(destinations, stored.currency, place.country) };
}
