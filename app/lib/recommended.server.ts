// The top page's "recommended" row: for a signed-in buyer, cars like the ones they viewed and kept; for
// everyone else (and on the top page signed-in buyers share, ADR 037), the freshest stock their country
// accepts. The shared page's browser asks /{lang}/recommended for the buyer's own (routes/recommended.ts).
import { recommendVehicles } from '#domain/catalogue/recommendations.service.ts';
import type { RequestContext } from '#domain/context.ts';
import { findCountry, loadDestinations } from '#domain/trade/destinations.ts';
import { visitorPlace } from './preferences.server';
import { toVehicleCardView, type VehicleCardView } from './vehicle-view';

const RECOMMENDED_ROW_SIZE = 10;

export async function recommendedCards(ctx: RequestContext, request: Request, { personal }: { personal: boolean }): Promise<VehicleCardView[]> {
  const [place, destinations] = await Promise.all([visitorPlace(ctx, request), loadDestinations(ctx)]);
  const countryName = place.country ? (findCountry(destinations, place.country)?.name ?? null) : null;
  const result = await recommendVehicles(ctx, { countryName, limit: RECOMMENDED_ROW_SIZE, personal });
  return Array.isArray(result) ? result.map((v) => toVehicleCardView(ctx.site, v)) : [];
}
