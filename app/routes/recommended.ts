// GET /{lang}/recommended: the top page's recommended row for this visitor, as JSON (no page). The top
// page signed-in buyers share (ADR 037) is drawn with their country's freshest stock; once it runs, the
// browser asks here for the buyer's own picks and shows them in its place.
import { pageLanguage } from '../lib/page-language';
import { recommendedCards } from '../lib/recommended.server';
import type { VehicleCardView } from '../lib/vehicle-view';
import type { Route } from './+types/recommended';

export interface RecommendedRow {
  vehicles: VehicleCardView[];
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const language = pageLanguage(params);
  const ctx = { ...context.ctx, language };
  const row: RecommendedRow = { vehicles: await recommendedCards(ctx, request, { personal: true }) };
  return Response.json(row, { headers: { 'cache-control': 'private, no-store' } });
}
