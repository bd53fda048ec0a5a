// The site header (spec 001 §2): logo, keyword search with suggestions, language, country (signed-out
// visitors), currency, dark mode, and Favourites / My Page or Sign in; members of the Distributors group
// (spec 001 §6) also see the way to their distributor page. On a phone the choices move to the
// bottom bar's menu panel, and on the stock list the header slides away while the page is scrolled.
import { Link } from 'react-router';
import { compareHref, useCompareList } from '../lib/compare-list';
import { useFavoritesCount } from '../lib/favorites';
import { useLanguageData, useT } from '../lib/i18n';
import { HeaderSearchForm } from './header-search-form';
import { KeywordSearch } from './keyword-search';
import { AccountCountry, CountryGuess, CountrySelector, CurrencySelector, DarkModeToggle, LanguageSelector } from './preference-selectors';

/** Always on the screen (spec 001 §2), unless `hidden`: on a phone's scrolled stock list it slides away. */
export function SiteHeader({ hidden = false }: { hidden?: boolean }) {
  const { language, signedIn, isDistributor } = useLanguageData();
  const favoritesCount = useFavoritesCount();
  const compareList = useCompareList();
  const t = useT();
  return (
    <header
      data-testid="site-header"
      data-hidden={hidden ? 'true' : 'false'}
      className={`sticky top-0 z-40 bg-brand-900 text-white transition-transform duration-200 print:hidden ${hidden ? '-translate-y-full' : ''}`}
    >
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-brand-900">
        {t('skip-to-content')}
      </a>
      <CountryGuess />
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <Link to={`/${language}`} className="flex items-center gap-2 text-xl font-extrabold tracking-wide" aria-label="Roro Motors">
          <img src="/favicon.svg" alt="" width="36" height="36" className="h-9 w-9" />
          <span>RORO</span>
        </Link>
        <KeywordSearch />
        {/* On every screen, a phone's too: the cars put aside to compare and the way to them (ADR 066). */}
        {compareList.length ? (
          <Link to={compareHref(language, compareList)} className="rounded-md bg-white/15 px-2.5 py-1.5 text-sm font-semibold hover:bg-white/25" data-testid="header-compare">
            {t('compare-count', { count: compareList.length })}
          </Link>
        ) : null}
        <div className="ml-auto hidden flex-wrap items-center gap-2 sm:flex">
          <LanguageSelector />
          {signedIn ? <AccountCountry /> : <CountrySelector id="header-country" />}
          <CurrencySelector id="header-currency" />
          <DarkModeToggle />
          {/* Favourites: the count for a signed-in user, a heart pressed a moment ago included; sign-in otherwise. */}
          <Link
            to={signedIn ? `/${language}/user/favorites` : `/${language}/user/signin`}
            className="rounded-md px-2 py-1.5 text-sm hover:bg-white/10"
            data-testid="header-favorites"
            aria-label={favoritesCount === null ? t('favorite') : `${t('favorite')} (${favoritesCount})`}
          >
            ★ <span className="tabular-nums">{favoritesCount}</span>
          </Link>
          {signedIn && isDistributor ? (
            <Link to={`/${language}/user/distributor`} className="rounded-md px-2 py-1.5 text-sm font-semibold hover:bg-white/10" data-testid="header-distributors">
              {t('distributors')}
            </Link>
          ) : null}
          <Link
            to={`/${language}/user${signedIn ? '' : '/signin'}`}
            className="rounded-md border border-white/30 px-3 py-1.5 text-sm font-semibold hover:bg-white/10"
            data-testid="header-account"
          >
            {t(signedIn ? 'account-my-page' : 'account-sign-in')}
          </Link>
        </div>
      </div>
      <nav aria-label={t('main-menu')} className="hidden border-t border-white/10 sm:block">
        <div className="mx-auto flex max-w-7xl flex-wrap items-start gap-6 px-4 py-2 text-sm [&>a:hover]:underline [&>a]:whitespace-nowrap">
          <Link to={`/${language}/stocklist`}>
            {t('stocklist')}
          </Link>
          <Link to={`/${language}/stocklist?newArrivals=true`}>
            {t('new-arrivals')}
          </Link>
          <Link to={`/${language}/stocklist?bestDeals=true&order=13`}>
            {t('best-deals')}
          </Link>
          <Link to={`/${language}/stocklist?type=Suv`}>
            {t('body-Suv')}
          </Link>
          <Link to={`/${language}/stocklist?type=TruckEtc`}>
            {t('body-TruckEtc')}
          </Link>
          <div className="ml-auto">
            <HeaderSearchForm />
          </div>
        </div>
      </nav>
    </header>
  );
}
