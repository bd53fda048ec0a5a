// Favourites in the browser: whether a vehicle is kept, and the count, with the toggles still on their way
// counted already (optimistic), so every heart of a vehicle and the header agree at once.
import { useFetchers } from 'react-router';
import { useLanguageData } from './i18n';
import { usePersonalSlot } from './personal-slot';

interface KeptFavorites {
  count: number;
  ids: number[];
}

/**
 * The buyer's favourites as this page knows them: the layout's data, or, on a page signed-in buyers share
 * (ADR 037), the block the server put in for this buyer. The server drew that page without them, so
 * hydration starts without them too (the server snapshot) and they show right after. Null: not known
 * (that shared page, as the server drew it).
 */
function useKeptFavorites(): KeptFavorites | null {
  const { favoritesCount, favoriteIds } = useLanguageData();
  const slot = usePersonalSlot();
  if (favoritesCount !== null && favoriteIds !== null) return { count: favoritesCount, ids: favoriteIds };
  return slot && { count: slot.favoritesCount, ids: slot.favoriteIds };
}

/** Every heart of one vehicle shares its fetcher, so the card and the vehicle page show one state. */
export const favoriteFetcherKey = (vehicleId: number) => `favorite:${vehicleId}`;

/** The toggles on their way, by vehicle id: whether each adds (true) or removes (false). */
function pendingChanges(fetchers: ReturnType<typeof useFetchers>): Map<number, boolean> {
  const pending = new Map<number, boolean>();
  for (const fetcher of fetchers) {
    if (!fetcher.key.startsWith('favorite:') || !fetcher.formData) continue;
    // The heart's button names its vehicle as the form would post it: add=<id> or remove=<id>.
    const added = fetcher.formData.has('add');
    pending.set(Number(fetcher.formData.get(added ? 'add' : 'remove')), added);
  }
  return pending;
}

/** `keptWhenDrawn`: what a shared page's server drew for this vehicle, until the buyer's own favourites are known. */
export function useIsFavorite(vehicle: { id: number }, keptWhenDrawn?: boolean | null): boolean {
  const kept = useKeptFavorites();
  return pendingChanges(useFetchers()).get(vehicle.id) ?? (kept ? kept.ids.includes(vehicle.id) : (keptWhenDrawn ?? false));
}

/**
 * The header's and bottom bar's count (null: not known yet, see useKeptFavorites). A pending toggle counts once; the layout's data catches up when
 * the action has run (a form post revalidates it), and the pending entry is gone by then.
 */
export function useFavoritesCount(): number | null {
  const { signedIn } = useLanguageData();
  const kept = useKeptFavorites();
  const fetchers = useFetchers();
  if (!signedIn) return 0;
  if (!kept) return null;
  let count = kept.count;
  for (const [vehicleId, added] of pendingChanges(fetchers)) {
    const saved = kept.ids.includes(vehicleId);
    if (added && !saved) count++;
    else if (!added && saved) count--;
  }
  return count;
}
