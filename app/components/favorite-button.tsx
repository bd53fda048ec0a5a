// The heart that keeps a vehicle among the buyer's favourites (spec 000 §4). With JavaScript it turns at
// once and the server follows (a failure turns it back and says so in a toast); without, the form posts
// and the page comes back. Signed out, it leads to sign-in, which adds the favourite and returns here.
import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { favoriteFetcherKey, useIsFavorite } from '../lib/favorites';
import { useLanguageData, useT } from '../lib/i18n';
import { useToast } from './toast-provider';

const HEART_ID = 'i-heart';

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

export function FavoriteButton({
  vehicle,
  name,
  variant = 'icon',
  className,
  keptWhenDrawn,
}: {
  vehicle: { id: number; uuid: string };
  /** What the button's label calls the vehicle ("2016 Toyota Hiace"). */
  name: string;
  /** icon: a round heart over a picture; labelled: a heart with its words, for the vehicle page and lists. */
  variant?: 'icon' | 'labelled';
  /** Where the form sits; an icon's default is the top right corner of its card. */
  className?: string;
  /**
   * Whether the vehicle is kept, as a page signed-in buyers share drew it (ADR 037): what the heart shows
   * until the buyer's own favourites are read. Null or absent: not kept, as far as the page knows.
   */
  keptWhenDrawn?: boolean | null;
}) {
  const { language } = useLanguageData();
  const t = useT();
  const toast = useToast();
  const fetcher = useFetcher<{ error?: string }>({ key: favoriteFetcherKey(vehicle.uuid) });
  const on = useIsFavorite(vehicle, keptWhenDrawn);
  const error = fetcher.state === 'idle' ? fetcher.data?.error : undefined;
  useEffect(() => {
    if (error) toast.show('error', t(error));
    // One toast per answer: the data object changes with every answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.data]);
  const label = t(on ? 'favorite-remove' : 'favorite-add', { name });
  const action = `/${language}/user/favorites`;
  const intent = on ? 'remove' : 'add';
  // The form is what a browser without scripts posts (the page comes back); with scripts the fetcher sends
  // the same fields and what only it needs: the id the header's count follows at once, and that the answer
  // comes as data. A plain form, not the router's: a stock list draws 24 of them, each as short as can be.
  return (
    <form
      method="post"
      action={action}
      className={className ?? (variant === 'icon' ? 'heart-at' : '')}
      onSubmit={(event) => {
        event.preventDefault();
        // The button that was pressed carries the intent, as in a plain post.
        const fields = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
        if (!fields.has('intent')) fields.set('intent', intent);
        fields.set('vehicleId', String(vehicle.id));
        fields.set('fetch', '1');
        void fetcher.submit(fields, { method: 'post', action });
      }}
    >
      <input type="hidden" name="vehicleUuid" value={vehicle.uuid} />
      <button
        type="submit"
        name="intent"
        value={intent}
        aria-pressed={on}
        // An icon's name is its title, also the tooltip a mouse shows (an aria-label too would say it twice in the page).
        title={variant === 'icon' ? label : undefined}
        data-testid="favorite-button"
        className={
          variant === 'icon'
            ? 'heart'
            : 'inline-flex items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800'
        }
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
    </form>
  );
}
