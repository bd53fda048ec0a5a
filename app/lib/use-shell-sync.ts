// What the frame does once per page view in the browser: keep this visit's campaign code and click ids
// (spec 001 §2), store the currency of a country the address names when none is stored yet (spec 001 §4),
// and follow choices made in another tab (spec 001 §4) through localStorage's events.
import { useEffect } from 'react';
import { useLocation, useRevalidator } from 'react-router';
import { useLanguageData } from './i18n';
import { cookieValue, parseVisit, PREFERENCE_COOKIES, servedOverHttps, STORAGE_KEYS, VISIT_COOKIE, visitCookie, visitFromSearch } from './preference-cookies';
import { applyTheme, chooseCurrency, storedTheme } from './shell-preferences';

export function useShellSync() {
  const location = useLocation();
  const { revalidate } = useRevalidator();
  const { signedIn, country, countryGuessed, currency } = useLanguageData();

  useEffect(() => {
    const visit = visitFromSearch(new URLSearchParams(location.search), parseVisit(cookieValue(document.cookie, VISIT_COOKIE)));
    if (visit) document.cookie = visitCookie(visit, servedOverHttps(window.location.href));
  }, [location.search]);

  // A visitor who came by a link naming their country (`?country=Kenya`: a country page, an advertisement)
  // and has no currency stored keeps that country's currency on the pages that follow, which do not name
  // it (spec 001 §4, "Currency setting"). A signed-in buyer's country is their account's.
  const namedCountry = new URLSearchParams(location.search).get('country');
  useEffect(() => {
    if (signedIn || !namedCountry || !country || countryGuessed || cookieValue(document.cookie, PREFERENCE_COOKIES.currency)) return;
    chooseCurrency(currency.name);
  }, [signedIn, namedCountry, country, countryGuessed, currency.name]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.theme) {
        const theme = storedTheme(event.newValue);
        if (theme) applyTheme(theme);
      } else if (event.key === STORAGE_KEYS.currency || event.key === STORAGE_KEYS.country) {
        // The other tab has already written the cookie; this page's prices are rendered again with it.
        void revalidate();
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [revalidate]);
}
