// What the page shell needs of the signed-in user on every page: the favourites count, and the language
// and contact country that take their places in the resolution order of spec 001 §4.
import { count, eq } from 'drizzle-orm';
import { favorites } from '#db/schema/commerce.ts';
import { countries } from '#db/schema/geography.ts';
import { userProfiles } from '#db/schema/identity.ts';
import type { RequestContext } from '../context.ts';

export interface ViewerShell {
  favoritesCount: number;
  language: string | null;
  countryName: string | null;
}

export async function viewerShell(ctx: RequestContext): Promise<ViewerShell | null> {
  if (!ctx.viewer) return null;
  const userId = ctx.viewer.userId;
  const [[favs], [profile]] = await Promise.all([
    ctx.db.select({ n: count() }).from(favorites).where(eq(favorites.userId, userId)),
    ctx.db
      .select({ language: userProfiles.language, countryName: countries.name })
      .from(userProfiles)
      .leftJoin(countries, eq(countries.id, userProfiles.countryId))
      .where(eq(userProfiles.userId, userId)),
  ]);
  return { favoritesCount: favs?.n ?? 0, language: profile?.language ?? null, countryName: profile?.countryName ?? null };
}
