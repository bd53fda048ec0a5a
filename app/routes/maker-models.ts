// GET /{lang}/models?maker=Toyota: the models with stock of one maker, as JSON (no page), for the header's
// detailed search: every page carries the makers, and a maker's models are asked for once it is chosen.
import { MAKER_QUERY_MAX, searchFormModels } from '#domain/catalogue/makers.service.ts';
import type { Route } from './+types/maker-models';

export interface MakerModels {
  maker: string;
  models: string[];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const maker = new URL(request.url).searchParams.get('maker')?.trim() ?? '';
  // Longer than any maker's name: refused as the maker query refuses it.
  if (maker.length > MAKER_QUERY_MAX) return Response.json({ message: `maker must be at most ${MAKER_QUERY_MAX} characters.` }, { status: 400 });
  const answer: MakerModels = { maker, models: maker ? await searchFormModels(context.ctx, maker) : [] };
  // The same for everyone; the list moves only as the stock does.
  return Response.json(answer, { headers: { 'cache-control': 'public, max-age=60' } });
}
