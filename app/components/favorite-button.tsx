// The heart that keeps a vehicle among the buyer's favourites (spec 000 §4). With JavaScript it turns at
// once and the server follows (a failure turns it back and says so in a toast); without, it posts the
// page's heart form and the page comes back. Signed out, it leads to sign-in, which adds the favourite and returns here.
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { favoriteFetcherKey, useIsFavorite } from '../lib/favorites';
import { useLanguageData, useT } from '../lib/i18n';
import { useToast } from './toast-provider';

const HEART_ID = 'i-heart';
const FAVORITE_FORM_ID = 'fav';
/** The favourites action every heart posts to (routes/user/favorites.tsx). */
const favoritesAction = (language: string) => `/${language}/user/favorites`;

/** The heart's outline, once in every page (root.tsx): each FavoriteButton draws it by reference. */
export function HeartSymbol() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute">
      <symbol id={HEART_ID} viewBox="0 0 24 24">
        <path stroke="currentColor" strokeWidth="2" strokeLinejoin="round" d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.4 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.6 0 5.6 3.5 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z" />
      </symbol>
    </svg>
  );
}

/**
 * The one form every heart of the page posts without scripts (root.tsx): each heart is a button of it
 * (`form="fav"`) naming its vehicle by id, `add=<id>` or `remove=<id>`, not a form of its own: a stock
 * list draws 24 hearts, and a form each was 24 forms, actions and hidden fields in its HTML.
 */
export function FavoriteForm({ language }: { language: string }) {
  return <form id={FAVORITE_FORM_ID} method="post" action={favoritesAction(language)} hidden />;
}

export function FavoriteButton({
  vehicle,
  name,
  variant = 'icon',
  keptWhenDrawn,
}: {
  vehicle: { id: number };
  /** What the button's label calls the vehicle ("2016 Toyota Hiace"). */
  name: string;
  /** icon: a round heart over a picture, at the top right corner of its card (`.vc > .heart`); labelled: a heart with its words, for the vehicle page and lists. */
  variant?: 'icon' | 'labelled';
  /**
   * Whether the vehicle is kept, as a page signed-in buyers share drew it (ADR 037): what the heart shows
   * until the buyer's own favourites are read. Null or absent: not kept, as far as the page knows.
   */
  keptWhenDrawn?: boolean | null;
}) {
  const { language } = useLanguageData();
  const t = useT();
  const toast = useToast();
  const fetcher = useFetcher<{ error?: string }>({ key: favoriteFetcherKey(vehicle.id) });
  const on = useIsFavorite(vehicle, keptWhenDrawn);
  const error = fetcher.state === 'idle' ? fetcher.data?.error : undefined;
  /** Stops sending the heart's last post again when the page goes (see the click): set while it is on its way. */
  const unwatch = useRef<(() => void) | null>(null);
  useEffect(() => {
    // The action has answered (the fetcher reloads or is done): nothing to send again.
    if (fetcher.state === 'submitting') return;
    unwatch.current?.();
    unwatch.current = null;
  }, [fetcher.state]);
  useEffect(() => () => unwatch.current?.(), []);
  useEffect(() => {
    if (error) toast.show('error', t(error));
    // One toast per answer: the data object changes with every answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.data]);
  const label = t(on ? 'favorite-remove' : 'favorite-add', { name });
  // Without scripts the button posts the page's heart form (the page comes back); with scripts the fetcher
  // sends what the form would, and that the answer comes as data.
  return (
    <button
      form={FAVORITE_FORM_ID}
      name={on ? 'remove' : 'add'}
      value={vehicle.id}
      aria-pressed={on}
      // An icon's name is its title, also the tooltip a mouse shows (an aria-label too would say it twice in the page).
      title={variant === 'icon' ? label : undefined}
      // A card's heart is found by its class (tests/e2e/cards.ts): a list draws 24.
      data-testid={variant === 'labelled' ? 'favorite-button' : undefined}
      className={
        variant === 'icon'
          ? 'heart'
          : 'inline-flex items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800'
      }
      onClick={(event) => {
        const button = event.currentTarget;
        if (!button.form) return;
        event.preventDefault();
        const fields = new FormData(button.form, button);
        fields.set('fetch', '1');
        // Leaving the page (another site, a reload, the tab closed) cancels the fetcher's post; a beacon is
        // delivered after the page has gone. Watched from the click, not from the fetcher's next render,
        // which can come after the buyer has left. Adding or removing twice is the same as once.
        unwatch.current?.();
        const keep = () => navigator.sendBeacon(favoritesAction(language), fields);
        window.addEventListener('pagehide', keep);
        unwatch.current = () => window.removeEventListener('pagehide', keep);
        void fetcher.submit(fields, { method: 'post', action: favoritesAction(language) });
      }}
    >
      {/* An icon's heart is drawn by its class (.heart in app.css). The labelled one's outline is drawn once per page (HeartSymbol) and fills or not. */}
      {variant === 'labelled' ? (
        <>
          <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5 text-rose-600 dark:text-rose-400" fill={on ? 'currentColor' : 'none'}>
            <use href={`#${HEART_ID}`} />
          </svg>
          <span>{t(on ? 'favorite-remove-short' : 'favorite-add-short')}</span>
        </>
      ) : null}
    </button>
  );
}
