// The account pages' own menu, and the notice after a change is saved.
import { NavLink } from 'react-router';
import { useLanguageData, useT } from '../lib/i18n';

export function AccountNav() {
  const { language } = useLanguageData();
  const t = useT();
  const links = [
    ['/user', 'account-my-page'],
    ['/user/orders', 'orders-title'],
    ['/user/favorites', 'favorite'],
    ['/user/histories', 'history-title'],
    ['/user/coupons', 'coupons-title'],
    ['/user/special-request', 'my-page-special-request'],
    ['/user/distributor', 'distributors'],
    ['/user/account-details', 'account-details'],
    ['/user/account-details/change-consignee-details', 'account-consignee'],
    ['/user/account-details/change-default-port', 'account-default-port'],
    ['/user/account-details/change-signin-details', 'account-signin-details'],
  ] as const;
  return (
    <nav aria-label={t('my-page-sections')} className="mb-6 flex flex-wrap gap-2 text-sm">
      {links.map(([path, key]) => (
        <NavLink
          key={path}
          to={`/${language}${path}`}
          end
          className={({ isActive }) => `rounded-full border px-3 py-1 ${isActive ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800'}`}
        >
          {t(key)}
        </NavLink>
      ))}
    </nav>
  );
}

export function SavedNotice({ text }: { text: string }) {
  return (
    <p role="status" className="mb-4 rounded-md bg-emerald-50 p-3 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200" data-testid="saved">
      {text}
    </p>
  );
}
