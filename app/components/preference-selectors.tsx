// Language, country (signed-out visitors only), currency and dark mode, in the order of spec 001 §4.
// Country and currency are cookies the server prices with (ADR 010); the page's data reloads after a change.
import { type ReactNode, useSyncExternalStore } from 'react';
import { Link, useLocation, useNavigate, useRevalidator, useRouteLoaderData } from 'react-router';
import { LANGUAGES } from '#domain/context.ts';
import { LANGUAGE_NAMES, useLanguageData, useT } from '../lib/i18n';
import { chooseCountry, chooseCurrency, chooseTheme, currentTheme, THEME_EVENT } from '../lib/shell-preferences';

/**
 * A form around a choice, for browsers without JavaScript: it posts to the preferences route, which sets
 * the same cookies and comes back to this page. With JavaScript the control acts at once and the form is
 * never sent.
 */
function PreferenceForm({ children, withButton = true }: { children: ReactNode; withButton?: boolean }) {
  const { language } = useLanguageData();
  const t = useT();
  const location = useLocation();
  return (
    <form method="post" action={`/${language}/preferences`} className="contents">
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      {children}
      {withButton ? (
        <noscript>
          <button type="submit" className="rounded-md bg-white/20 px-2 py-1 text-sm">
            {t('apply')}
          </button>
        </noscript>
      ) : null}
    </form>
  );
}

const select = 'max-w-36 rounded-md border-0 bg-white/10 px-2 py-1 text-sm text-white [&>option]:text-slate-900';

export function LanguageSelector() {
  const { language } = useLanguageData();
  const t = useT();
  const location = useLocation();
  const restOfPath = location.pathname.replace(/^\/[a-z]{2}(?=\/|$)/, '');
  return (
    <nav aria-label={t('language')} className="flex gap-1 text-sm">
      {LANGUAGES.map((code) => (
        <Link
          key={code}
          to={`/${code}${restOfPath}${location.search}`}
          preventScrollReset
          lang={code}
          hrefLang={code}
          aria-current={code === language ? 'true' : undefined}
          className={`rounded px-2 py-1 ${code === language ? 'bg-white/20 font-semibold' : 'hover:bg-white/10'}`}
        >
          <abbr title={LANGUAGE_NAMES[code]} className="no-underline">
            {code.toUpperCase()}
          </abbr>
        </Link>
      ))}
    </nav>
  );
}

/** The country list; `labelled` when a visible label outside names it (the guess notice). */
export function CountrySelector({ id, labelled = false }: { id: string; labelled?: boolean }) {
  const { countries, country } = useLanguageData();
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const current = country && countries.some((c) => c.name === country.name) ? country.name : 'Japan';
  return (
    <PreferenceForm>
      {labelled ? null : (
        <label htmlFor={id} className="sr-only">
          {t('country')}
        </label>
      )}
      <select
        id={id}
        name="country"
        data-testid="country-select"
        className={select}
        value={current}
        onChange={(event) => {
          const chosen = countries.find((c) => c.name === event.target.value);
          if (!chosen) return;
          chooseCountry(chosen.name, chosen.defaultCurrency);
          // The parameter changes on this page, without scrolling; the new search reloads the prices.
          const params = new URLSearchParams(location.search);
          params.set('country', chosen.name);
          void navigate({ pathname: location.pathname, search: `?${params}` }, { preventScrollReset: true, replace: true });
        }}
      >
        {countries.map((c) => (
          <option key={c.name} value={c.name}>
            {c.localName}
          </option>
        ))}
      </select>
    </PreferenceForm>
  );
}

export function CurrencySelector({ id }: { id: string }) {
  const { currencies, currency } = useLanguageData();
  const t = useT();
  const revalidator = useRevalidator();
  return (
    <PreferenceForm>
      <label htmlFor={id} className="sr-only">
        {t('currency')}
      </label>
      <select
        id={id}
        name="currency"
        data-testid="currency-select"
        className={select}
        value={currency.name}
        onChange={(event) => {
          chooseCurrency(event.target.value);
          void revalidator.revalidate();
        }}
      >
        {currencies.map((c) => (
          // The option's value is its text, the currency's code: no value attribute on each of ~60.
          <option key={c.name} title={c.displayName}>
            {c.name}
          </option>
        ))}
      </select>
    </PreferenceForm>
  );
}

function subscribeTheme(onChange: () => void) {
  window.addEventListener(THEME_EVENT, onChange);
  return () => window.removeEventListener(THEME_EVENT, onChange);
}

export function DarkModeToggle() {
  const t = useT();
  // The server knows a chosen theme (its cookie) but not the system's: it renders a system theme as "off",
  // and the page corrects it once it runs.
  const chosen = (useRouteLoaderData('root') as { theme?: string | null } | undefined)?.theme;
  const dark = useSyncExternalStore(subscribeTheme, () => currentTheme() === 'dark', () => chosen === 'dark');
  return (
    <PreferenceForm withButton={false}>
      <button
        type="submit"
        name="theme"
        value={dark ? 'light' : 'dark'}
        role="switch"
        aria-checked={dark}
        data-testid="dark-mode-toggle"
        onClick={(event) => {
          event.preventDefault();
          chooseTheme(currentTheme() === 'dark' ? 'light' : 'dark');
        }}
        className="flex items-center gap-1.5 rounded-md px-2 py-1 text-sm hover:bg-white/10"
      >
        <span aria-hidden="true">{dark ? '☾' : '☀'}</span>
        <span>{t('dark-mode')}</span>
      </button>
    </PreferenceForm>
  );
}

/**
 * A first visit's guessed country, said above the header (ADR 031): the prices are for it, one click keeps
 * it and the list beside it changes it. Once kept or changed it is a choice, and this goes away.
 */
export function CountryGuess() {
  const { country, countryGuessed, countries, currency, signedIn } = useLanguageData();
  const t = useT();
  const revalidator = useRevalidator();
  if (!countryGuessed || signedIn || !country) return null;
  const guessed = countries.find((c) => c.name === country.name);
  return (
    <div data-testid="country-guess" className="border-b border-white/10 bg-black/25 text-sm">
      {/* One line on a phone (issue 38): the short sentence, the other country's label for screen readers
          only, the sentence cut short rather than the line broken if a country's name is long. */}
      <div className="mx-auto flex max-w-7xl items-center gap-x-2 px-4 py-1 text-xs whitespace-nowrap sm:flex-wrap sm:text-sm sm:gap-x-3 sm:gap-y-1 sm:py-1.5 sm:whitespace-normal">
        <p className="min-w-0 truncate sm:overflow-visible sm:whitespace-normal">
          <span className="sm:hidden">{t('place-guess-short', { country: country.localName, currency: currency.name })}</span>
          <span className="max-sm:hidden">{t('place-guess', { country: country.localName, currency: currency.name })}</span>
        </p>
        <PreferenceForm withButton={false}>
          <button
            type="submit"
            name="country"
            value={country.name}
            data-testid="country-guess-keep"
            className="shrink-0 rounded-md bg-white/15 px-2 py-0.5 font-semibold hover:bg-white/25"
            onClick={(event) => {
              event.preventDefault();
              chooseCountry(country.name, guessed?.defaultCurrency ?? currency.name);
              void revalidator.revalidate();
            }}
          >
            {t('place-guess-keep', { country: country.localName })}
          </button>
        </PreferenceForm>
        <span className="flex shrink-0 items-center gap-1 max-sm:[&_select]:max-w-28 max-sm:[&_select]:py-0.5 max-sm:[&_select]:text-xs">
          <label htmlFor="guess-country" className="max-sm:sr-only">
            {t('place-guess-other')}
          </label>
          <CountrySelector id="guess-country" labelled />
        </span>
      </div>
    </div>
  );
}

/** A signed-in buyer's country, which their account sets (spec 001 §4: no selector), with the way to change it. */
export function AccountCountry() {
  const { country, language } = useLanguageData();
  const t = useT();
  if (!country) return null;
  return (
    <Link
      to={`/${language}/user/account-details`}
      data-testid="account-country"
      title={t('place-account', { country: country.localName })}
      aria-label={t('place-account', { country: country.localName })}
      className="max-w-36 truncate rounded-md bg-white/10 px-2 py-1 text-sm hover:bg-white/20"
    >
      {country.localName}
    </Link>
  );
}
