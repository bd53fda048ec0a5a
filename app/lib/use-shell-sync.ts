// What the frame does once per page view in the browser: keep this visit's campaign code and click ids
// (spec 001 §2), and follow choices made in another tab (spec 001 §4) through localStorage's events.
import { useEffect } from 'react';
import { useLocation, useRevalidator } from 'react-router';
import { cookieValue, parseVisit, servedOverHttps, STORAGE_KEYS, VISIT_COOKIE, visitCookie, visitFromSearch } from './preference-cookies';
import { applyTheme, storedTheme } from './shell-preferences';

export function useShellSync() {
  const location = useLocation();
  const { revalidate } = useRevalidator();

  useEffect(() => {
    const visit = visitFromSearch(new URLSearchParams(location.search), parseVisit(cookieValue(document.cookie, VISIT_COOKIE)));
    if (visit) document.cookie = visitCookie(visit, servedOverHttps(window.location.href));
  }, [location.search]);

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
