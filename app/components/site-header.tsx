// The site header: logo, keyword search and the language switch.
import { Form, Link, useLocation } from 'react-router';
import { LANGUAGES } from '#domain/context.ts';
import { LANGUAGE_NAMES, useLanguageData, useT } from '../lib/i18n';
import { HeaderSearchForm } from './header-search-form';

export function SiteHeader() {
  const { language } = useLanguageData();
  const t = useT();
  const location = useLocation();
  const restOfPath = location.pathname.replace(/^\/[a-z]{2}(?=\/|$)/, '');
  return (
    <header className="bg-brand-900 text-white">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-brand-900">
        {t('skip-to-content')}
      </a>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-4 px-4 py-3">
        <Link to={`/${language}`} className="flex items-center gap-2 text-xl font-extrabold tracking-wide" aria-label="Roro Motors">
          <img src="/favicon.svg" alt="" width="36" height="36" className="h-9 w-9" />
          <span>RORO</span>
        </Link>
        <Form method="get" action={`/${language}/stocklist`} role="search" className="order-3 flex w-full flex-1 sm:order-none sm:w-auto">
          <label htmlFor="header-keywords" className="sr-only">
            {t('search-keywords')}
          </label>
          <input
            id="header-keywords"
            name="keywords"
            type="search"
            maxLength={255}
            placeholder={t('search-placeholder')}
            className="min-w-0 flex-1 rounded-l-md border-0 px-3 py-2 text-slate-900 placeholder:text-slate-500"
          />
          <button type="submit" className="rounded-r-md bg-accent-600 px-4 py-2 font-semibold hover:bg-accent-500">
            {t('search')}
          </button>
        </Form>
        <nav aria-label={t('language')} className="ml-auto flex gap-1 text-sm">
          {LANGUAGES.map((code) => (
            <Link
              key={code}
              to={`/${code}${restOfPath}${location.search}`}
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
      </div>
      <nav aria-label={t('main-menu')} className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-wrap items-start gap-6 px-4 py-2 text-sm">
          <Link to={`/${language}/stocklist`} className="whitespace-nowrap hover:underline">
            {t('stocklist')}
          </Link>
          <Link to={`/${language}/stocklist?newArrivals=true`} className="whitespace-nowrap hover:underline">
            {t('new-arrivals')}
          </Link>
          <Link to={`/${language}/stocklist?bestDeals=true&order=13`} className="whitespace-nowrap hover:underline">
            {t('best-deals')}
          </Link>
          <Link to={`/${language}/stocklist?type=Suv`} className="whitespace-nowrap hover:underline">
            {t('body-Suv')}
          </Link>
          <Link to={`/${language}/stocklist?type=TruckEtc`} className="whitespace-nowrap hover:underline">
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
