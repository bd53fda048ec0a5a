// The browser side of the visitor's choices: writes the cookies the server renders with (ADR 010) and
// mirrors them in localStorage, whose `storage` event tells the other tabs.
import { isTheme, PREFERENCE_COOKIES, preferenceCookie, servedOverHttps, STORAGE_KEYS, THEME_COOKIE, type Theme } from './preference-cookies';

/** The cookie for this page's site: `Secure` when the page came over https. */
const cookie = (name: string, value: string | null) => preferenceCookie(name, value, servedOverHttps(location.href));

function store(key: string, value: string | null) {
  try {
    if (value) localStorage.setItem(key, value);
    else localStorage.removeItem(key);
  } catch {
    // Storage may be off (private mode); the cookie alone still works in this tab.
  }
}

export function chooseCurrency(currency: string) {
  document.cookie = cookie(PREFERENCE_COOKIES.currency, currency);
  store(STORAGE_KEYS.currency, currency);
}

/** A signed-out visitor's country brings its currency (spec 001 §4); the last port belonged to the old country. */
export function chooseCountry(country: string, currency: string | null) {
  document.cookie = cookie(PREFERENCE_COOKIES.country, country);
  document.cookie = cookie(PREFERENCE_COOKIES.port, null);
  store(STORAGE_KEYS.country, country);
  if (currency) chooseCurrency(currency);
}

export const THEME_EVENT = 'roro:theme';

export function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

export function applyTheme(theme: Theme) {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
  // Tells the toggles on the page, whoever changed it (this tab or another).
  window.dispatchEvent(new Event(THEME_EVENT));
}

export function chooseTheme(theme: Theme) {
  applyTheme(theme);
  document.cookie = cookie(THEME_COOKIE, theme);
  store(STORAGE_KEYS.theme, theme);
}

export function storedTheme(value: string | null): Theme | null {
  return isTheme(value) ? value : null;
}
