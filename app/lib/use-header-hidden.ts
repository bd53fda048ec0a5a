// Whether the header hides (spec 001 §4): only on stock-list pages on small screens, when the page is
// scrolled down and the menu is closed.
import { useEffect, useState } from 'react';

/** Visible under 1 px of scroll or with the menu open; hidden otherwise. */
export function headerHidden(scrollY: number, menuOpen: boolean): boolean {
  return scrollY >= 1 && !menuOpen;
}

export function useHeaderHidden(enabled: boolean, menuOpen: boolean): boolean {
  // The scroll position that counts: 0 on wider screens, where the header always shows.
  const [scrollY, setScrollY] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    const small = window.matchMedia('(max-width: 639px)');
    const update = () => setScrollY(small.matches ? window.scrollY : 0);
    update();
    window.addEventListener('scroll', update, { passive: true });
    small.addEventListener('change', update);
    return () => {
      window.removeEventListener('scroll', update);
      small.removeEventListener('change', update);
    };
  }, [enabled]);
  return enabled && headerHidden(scrollY, menuOpen);
}
