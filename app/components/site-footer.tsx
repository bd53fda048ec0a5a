// The site footer: company details and the main links.
import { Link } from 'react-router';
import { useLanguageData, useT } from '../lib/i18n';

export function SiteFooter() {
  const { language } = useLanguageData();
  const t = useT();
  return (
    <footer className="mt-16 bg-brand-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">Roro Motors Co., Ltd.</p>
          <address className="mt-2 text-sm not-italic leading-6">
            {t('company-address')}
            <br />
            <a href="tel:+81520001988" className="underline">
              +81-52-000-1988
            </a>
            <br />
            <a href="mailto:sales@roro-motors.example" className="underline">
              sales@roro-motors.example
            </a>
          </address>
        </div>
        <nav aria-label={t('footer-menu')} className="text-sm">
          <ul className="space-y-2">
            <li>
              <Link to={`/${language}/stocklist`} className="hover:underline">
                {t('stocklist')}
              </Link>
            </li>
            <li>
              <Link to={`/${language}/stocklist?newArrivals=true`} className="hover:underline">
                {t('new-arrivals')}
              </Link>
            </li>
            <li>
              <Link to={`/${language}/stocklist?bestDeals=true&order=13`} className="hover:underline">
                {t('best-deals')}
              </Link>
            </li>
          </ul>
        </nav>
        <p className="text-sm leading-6">{t('company-since')}</p>
      </div>
      <p className="border-t border-white/10 py-4 text-center text-xs">© 2022 Roro Motors Co., Ltd.</p>
    </footer>
  );
}
