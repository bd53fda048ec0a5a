// The buyer's own part of a page that signed-in buyers share (ADR 037): the server draws the page without
// it and puts it in a JSON block before </body> for each buyer (server/personal-slot.ts). Components read
// it through this hook: empty while hydrating (as the server drew the page), the buyer's right after.
import { useSyncExternalStore } from 'react';

/** What the block carries: the buyer's favourites. */
export interface PersonalPart {
  favoritesCount: number;
  favoriteIds: number[];
}

/** The block's id; the server writes the same (server/personal-slot.ts). */
export const PERSONAL_SLOT_ID = 'roro-personal';

let read: PersonalPart | null | undefined;
/** Read once: the block belongs to the document the browser loaded, and later pages come as data. */
function readSlot(): PersonalPart | null {
  if (read === undefined) {
    const text = document.getElementById(PERSONAL_SLOT_ID)?.textContent;
    const parsed = text ? (JSON.parse(text) as Partial<PersonalPart>) : null;
    read =
      parsed && typeof parsed.favoritesCount === 'number' && Array.isArray(parsed.favoriteIds)
        ? { favoritesCount: parsed.favoritesCount, favoriteIds: parsed.favoriteIds.map(Number) }
        : null;
  }
  return read;
}
const unchanging = () => () => {};

/** The page's personal block; null on the server, while hydrating, and on a page without one. */
export function usePersonalSlot(): PersonalPart | null {
  return useSyncExternalStore(unchanging, readSlot, () => null);
}
