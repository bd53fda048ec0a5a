// What the page shell needs of the signed-in user on every page: the vehicles they keep (the count, and
// the hearts on every card), and the language and contact country that take their places in the
// resolution order of spec 001 §4.
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { countries, ports } from '#db/schema/geography.ts';
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
  /** The default destination port of the account (My Page), with the country it belongs to. */
  port: { uuid: string; countryName: string } | null;
}

// One answer per request: the layout, the page and the prices all ask for it. Keyed by the request's
// viewer object, which lives exactly as long as the request.
const perRequest = new WeakMap<object, Promise<ViewerShell>>();

export function viewerShell(ctx: RequestContext): Promise<ViewerShell | null> {
  const { viewer } = ctx;
  if (!viewer) return Promise.resolve(null);
  let shell = perRequest.get(viewer);
  if (!shell) {
    shell = loadViewerShell(ctx, viewer);
    perRequest.set(viewer, shell);
  }
  return shell;
}

async function loadViewerShell(ctx: RequestContext, viewer: NonNullable<RequestContext['viewer']>): Promise<ViewerShell> {
  const portCountries = alias(countries, 'port_country');
  const [favoriteIds, [profile]] = await Promise.all([
    favoriteVehicleIds(ctx),
    ctx.db
      .select({ language: userProfiles.language, countryName: countries.name, portUuid: ports.uuid, portCountryName: portCountries.name })
      .from(userProfiles)
      .leftJoin(countries, eq(countries.id, userProfiles.countryId))
      .leftJoin(ports, eq(ports.id, userProfiles.portId))
      .leftJoin(portCountries, eq(portCountries.id, ports.countryId))
      .where(eq(userProfiles.userId, viewer.userId)),
  ]);
  return {
    favoritesCount: favoriteIds.length,
    favoriteIds,
    isDistributor: viewer.groups.includes('Distributors'),
    language: profile?.language ?? null,
    countryName: profile?.countryName ?? null,
    port: profile?.portUuid && profile.portCountryName ? { uuid: profile.portUuid, countryName: profile.portCountryName } : null,
  };
}
