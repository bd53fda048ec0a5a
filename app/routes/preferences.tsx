// POST /{lang}/preferences: the country, currency and dark-mode choices for a browser without JavaScript
// (with it, the selectors write the cookies themselves: app/lib/shell-preferences.ts). Stores the choice
// in the same cookies (ADR 010) and goes back to the page it came from; a country choice also sets the
// page's `country` parameter and brings the country's currency, as spec 001 §4 says.
import { redirect } from 'react-router';
import { findCountry, loadDestinations } from '#domain/trade/destinations.ts';
import { safeRedirect } from '../lib/account.server';
import { pageLanguage } from '../lib/page-language';
import { isTheme, PREFERENCE_COOKIES, preferenceCookie, servedOverHttps, THEME_COOKIE } from '../lib/preference-cookies';
import type { Route } from './+types/preferences';

export async function action({ params, context, request }: Route.ActionArgs) {
  const language = pageLanguage(params);
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  const back = new URL(safeRedirect(field('returnTo') || null, `/${language}`), 'http://x');
  const headers = new Headers({ 'cache-control': 'private, no-store' });
  const destinations = await loadDestinations(context.ctx);
  // `Secure` when the site is served over https.
  const secure = servedOverHttps(context.ctx.site.siteUrl);

  const country = field('country') ? findCountry(destinations, field('country')) : undefined;
  if (country || field('country') === 'Japan') {
    const name = country?.name ?? 'Japan';
    headers.append('set-cookie', preferenceCookie(PREFERENCE_COOKIES.country, name, secure));
    headers.append('set-cookie', preferenceCookie(PREFERENCE_COOKIES.port, null, secure));
    const currency = country ? country.defaultCurrency : 'JPY';
    if (currency) headers.append('set-cookie', preferenceCookie(PREFERENCE_COOKIES.currency, currency, secure));
    back.searchParams.set('country', name);
  }
  const currency = destinations.currencyByName.get(field('currency').toUpperCase());
  if (currency) headers.append('set-cookie', preferenceCookie(PREFERENCE_COOKIES.currency, currency.name, secure));
  const theme = field('theme');
  if (isTheme(theme)) headers.append('set-cookie', preferenceCookie(THEME_COOKIE, theme, secure));

  // Nothing recognised changes nothing: back to the page as it was.
  throw redirect(`${back.pathname}${back.search}${back.hash}`, { status: 303, headers });
}

export function loader({ params }: Route.LoaderArgs) {
  throw redirect(`/${pageLanguage(params)}`);
}
