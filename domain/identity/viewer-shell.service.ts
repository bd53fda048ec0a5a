// What the page shell needs of the signed-in user on every page: the vehicles they keep (the count, and
// the hearts on every card), and the language and contact country that take their places in the
// resolution order of spec 001 §4.
import { eq } from 'drizzle-orm';
import { countries } from '#db/schema/geography.ts';
import { userProfiles } from '#db/schema/identity.ts';
import type { RequestContext } from '../context.ts';
import { favoriteVehicleIds } from '../favorites/favorites.service.ts';

export interface ViewerShell {
  favoritesCount: number;
  /** Ids of the vehicles the viewer keeps, newest first. */
  favoriteIds: number[];
  /** In the Distributors group (spec 001 §6): dealer prices and the Distributors link. */
  isDistributor: boolean;
  language: string | null;
  countryName: string | null;
}

export async function viewerShell(ctx: RequestContext): Promise<ViewerShell | null> {
  if (!ctx.viewer) return null;
  const userId = ctx.viewer.userId;
  const [favoriteIds, [profile]] = await Promise.all([
    favoriteVehicleIds(ctx),
    ctx.db
      .select({ language: userProfiles.language, countryName: countries.name })
      .from(userProfiles)
      .leftJoin(countries, eq(countries.id, userProfiles.countryId))
      .where(eq(userProfiles.userId, userId)),
  ]);
  return { favoritesCount: favoriteIds.length, favoriteIds, isDistributor: ctx.viewer.groups.includes('Distributors'), language: profile?.language ?? null, countryName: profile?.countryName ?? null };
}
