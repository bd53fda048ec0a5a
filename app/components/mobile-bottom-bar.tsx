// The phone's bottom bar (spec 001 §2): Home, My Page or Sign in, Favourites with the count (sign-in
// when signed out), and the menu toggle whose panel is only downloaded when first opened.
import { lazy, useState } from 'react';
import { Link } from 'react-router';
import { useFavoritesCount } from '../lib/favorites';
import { useLanguageData, useT } from '../lib/i18n';
import { LazyBoundary } from './lazy-boundary';

const NavigationPanel = lazy(() => import('./navigation-panel'));

const PANEL_ID = 'navigation-panel';

export function MobileBottomBar({ menuOpen, setMenuOpen }: { menuOpen: boolean; setMenuOpen: (open: boolean) => void }) {
  const { language, signedIn } = useLanguageData();
  const favoritesCount = useFavoritesCount();
  const t = useT();
  // Once opened, the panel stays mounted (hidden) so that it does not download twice.
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      {loaded && menuOpen && (
        <LazyBoundary>
          <NavigationPanel id={PANEL_ID} onClose={() => setMenuOpen(false)} />
        </LazyBoundary>
      )}
      <nav aria-label={t('mobile-menu')} data-testid="mobile-bottom-bar" className="mb-bar">
        <Link to={`/${language}`}>
          <span aria-hidden="true">⌂</span>
          {t('home')}
        </Link>
        <Link to={`/${language}/user${signedIn ? '' : '/signin'}`} data-testid="bottom-account">
          <span aria-hidden="true">☺</span>
          {t(signedIn ? 'account-my-page' : 'account-sign-in')}
        </Link>
        <Link to={signedIn ? `/${language}/user/favorites` : `/${language}/user/signin`} data-testid="bottom-favorites">
          <span aria-hidden="true">★</span>
          <span>
            {t('favorite')} {favoritesCount === null ? null : <span className="tabular-nums">({favoritesCount})</span>}
          </span>
        </Link>
        <button
          type="button"
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? PANEL_ID : undefined}
          data-testid="menu-toggle"
          onClick={() => {
            setLoaded(true);
            setMenuOpen(!menuOpen);
          }}
        >
          <span aria-hidden="true">☰</span>
          {t(menuOpen ? 'close-menu' : 'menu')}
        </button>
      </nav>
    </>
  );
}
