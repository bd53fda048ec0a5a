// The mobile navigation panel, loaded on demand from the bottom bar's menu toggle (spec 001 §2): the
// main links (with the distributor page for members of the Distributors group, 001 §6) and the visitor's
// choices, which the small header has no room for.
import { Link } from 'react-router';
import { useLanguageData, useT } from '../lib/i18n';
import { AccountCountry, CountrySelector, CurrencySelector, DarkModeToggle, LanguageSelector } from './preference-selectors';

export default function NavigationPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const { language, signedIn, isDistributor } = useLanguageData();
  const t = useT();
  const links: [string, string][] = [
    ...(signedIn && isDistributor ? ([[`/${language}/user/distributor`, 'distributors']] as [string, string][]) : []),
    [`/${language}/stocklist`, 'stocklist'],
    [`/${language}/stocklist?newArrivals=true`, 'new-arrivals'],
    [`/${language}/stocklist?bestDeals=true&order=13`, 'best-deals'],
    [`/${language}/pages/news`, 'whats-new'],
    [`/${language}/pages/how-to-buy`, 'how-to-buy'],
    [`/${language}/pages/payments`, 'payments'],
    [`/${language}/pages/shipping-schedule`, 'shipping-schedule'],
    [`/${language}/pages/testimonials`, 'customers-voice'],
    [`/${language}/pages/faq`, 'help-faq'],
    [`/${language}/pages/contact`, 'contact-us'],
  ];
  return (
    <aside id={id} aria-label={t('menu')} data-testid="navigation-panel" className="fixed inset-x-0 bottom-14 top-0 z-40 overflow-y-auto bg-brand-900 px-4 py-6 text-white sm:hidden">
      <div className="flex items-center justify-between">
        <p className="text-lg font-bold">{t('main-menu')}</p>
        <button type="button" onClick={onClose} className="rounded-md px-3 py-1.5 text-sm hover:bg-white/10">
          {t('close-menu')}
        </button>
      </div>
      <nav aria-label={t('main-menu')} className="mt-4">
        <ul className="divide-y divide-white/10">
          {links.map(([to, key]) => (
            <li key={to}>
              <Link to={to} className="block py-3 hover:underline">
                {t(key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <LanguageSelector />
        {signedIn ? <AccountCountry /> : <CountrySelector id="panel-country" />}
        <CurrencySelector id="panel-currency" />
        <DarkModeToggle />
      </div>
    </aside>
  );
}
