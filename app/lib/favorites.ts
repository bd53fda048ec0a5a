// Favourites in the browser: whether a vehicle is kept, and the count, with the toggles still on their way
// counted already (optimistic), so every heart of a vehicle and the header agree at once.
import { useFetchers } from 'react-router';
import { useLanguageData } from './i18n';

/** Every heart of one vehicle shares its fetcher, so the card and the vehicle page show one state. */
export const favoriteFetcherKey = (vehicleUuid: string) => `favorite:${vehicleUuid}`;

/** The toggles on their way, by vehicle uuid: whether each adds (true) or removes (false), and its vehicle id. */
function pendingChanges(fetchers: ReturnType<typeof useFetchers>): Map<string, { added: boolean; vehicleId: number }> {
  const pending = new Map<string, { added: boolean; vehicleId: number }>();
  for (const fetcher of fetchers) {
    if (!fetcher.key.startsWith('favorite:') || !fetcher.formData) continue;
    pending.set(String(fetcher.formData.get('vehicleUuid')), { added: fetcher.formData.get('intent') === 'add', vehicleId: Number(fetcher.formData.get('vehicleId')) });
  }
  return pending;
}

export function useIsFavorite(vehicle: { id: number; uuid: string }): boolean {
  const { favoriteIds } = useLanguageData();
  return pendingChanges(useFetchers()).get(vehicle.uuid)?.added ?? favoriteIds.includes(vehicle.id);
}

/**
 * The header's and bottom bar's count. A pending toggle counts once; the layout's data catches up when
 * the action has run (a form post revalidates it), and the pending entry is gone by then.
 */
export function useFavoritesCount(): number {
  const { favoritesCount, favoriteIds, signedIn } = useLanguageData();
  const fetchers = useFetchers();
  if (!signedIn) return 0;
  let count = favoritesCount;
  for (const { added, vehicleId } of pendingChanges(fetchers).values()) {
    const saved = favoriteIds.includes(vehicleId);
    if (added && !saved) count++;
    else if (!added && saved) count--;
  }
  return count;
}
