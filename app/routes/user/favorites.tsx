// /{lang}/user/favorites: the buyer's favourite vehicles, newest first, paged by cursor, each with its
// total to their port in their currency; sold ones say so. Its action is where every heart posts: add or
// remove, answered as data to a fetcher and by a redirect back to the page for a plain form post.
import { data, Link, redirect } from 'react-router';
import { NotAuthenticatedError } from '#domain/errors.ts';
import { addUserFavorite, removeUserFavorite, userFavorites, vehicleKeyOf } from '#domain/favorites/favorites.service.ts';
import { CursorPager } from '../../components/cursor-pager';
import { AccountNav } from '../../components/account-nav';
import { FavoriteButton } from '../../components/favorite-button';
import { CARD_SIZES, VehicleCard } from '../../components/vehicle-card';
import { PRIVATE, refererPath, requireViewer, safeRedirect } from '../../lib/account.server';
import { withTotals } from '../../lib/card-totals.server';
import { useFavoritesCount } from '../../lib/favorites';
import { useT } from '../../lib/i18n';
import { pageLanguage } from '../../lib/page-language';
import { visitorPlace } from '../../lib/preferences.server';
import { layoutData, pageText } from '../../lib/seo';
import { toVehicleCardView } from '../../lib/vehicle-view';
import type { Route } from './+types/favorites';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const language = pageLanguage(params);
  const ctx = { ...context.ctx, language };
  requireViewer(ctx, request, language);
  const cursor = new URL(request.url).searchParams.get('cursor');
  const [page, place] = await Promise.all([userFavorites(ctx, { cursor }), visitorPlace(ctx, request)]);
  if (page instanceof NotAuthenticatedError) throw redirect(`/${language}/user/signin`);
  // A page link that no longer works (a broken cursor) starts again from the newest.
  if (page instanceof Error) throw redirect(`/${language}/user/favorites`);
  const vehicles = page.edges.map((e) => e.node.vehicle);
  const cards = await withTotals(ctx, place, vehicles.map((v) => toVehicleCardView(ctx.site, v)), vehicles);
  return data(
    { cards, totalCount: page.totalCount, endCursor: page.pageInfo.endCursor, hasNextPage: page.pageInfo.hasNextPage, isFirstPage: !cursor },
    { headers: PRIVATE },
  );
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const language = pageLanguage(params);
  const form = await request.formData();
  // A heart posts add=<id> or remove=<id> (FavoriteButton); a uuid is taken too (a page drawn before ids).
  const intent = form.has('remove') ? 'remove' : 'add';
  const named = String(form.get(intent) ?? '');
  const vehicle = vehicleKeyOf(named);
  // Back to the page the heart was on: its address comes with the post (the Referer), not in the form.
  const back = safeRedirect(refererPath(request), `/${language}/user/favorites`);
  const byFetcher = form.get('fetch') === '1';
  if (!context.ctx.viewer) {
    // Sign in first; the sign-in adds the favourite and comes back to the page (a remove has nothing to do).
    const then = intent === 'add' ? `&favorite=${encodeURIComponent(named)}` : '';
    throw redirect(`/${language}/user/signin?redirectTo=${encodeURIComponent(back)}${then}`);
  }
  const result = intent === 'add' ? await addUserFavorite(context.ctx, vehicle) : await removeUserFavorite(context.ctx, vehicle);
  const error = result instanceof Error ? (result instanceof NotAuthenticatedError ? 'favorite-sign-in' : 'favorite-not-found') : undefined;
  if (!byFetcher) throw redirect(back, { headers: PRIVATE });
  return data({ error, favorite: error ? null : intent === 'add' }, { status: error ? 400 : 200, headers: PRIVATE });
}

export function headers() {
  return PRIVATE;
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${pageText(layoutData(matches), 'favorites-title')} | Roro Motors` }, { name: 'robots', content: 'noindex' }];
}

export default function Favorites({ loaderData, params }: Route.ComponentProps) {
  const t = useT();
  // The count follows a heart pressed on this page at once; the list itself on the next load.
  const count = useFavoritesCount();
  const { cards, hasNextPage, endCursor, isFirstPage } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <AccountNav />
      <h1 className="text-2xl font-bold">{t('favorites-title')}</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-300" data-testid="favorites-total">
        {t('favorites-total', { count: count ?? 0 })}
      </p>
      {cards.length === 0 ? (
        <div className="mt-8 rounded-lg border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
          <p>{t('favorites-empty')}</p>
          <Link to={`/${params.lang}/stocklist`} className="mt-4 inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
            {t('favorites-browse')}
          </Link>
        </div>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="favorites-list">
          {cards.map((card) => (
            <li key={card.id} className="flex flex-col gap-2">
              <VehicleCard vehicle={card} headingLevel={2} sizes={CARD_SIZES.list} heart={false} />
              <div className="flex justify-end">
                <FavoriteButton vehicle={card} name={`${card.year4} ${card.title}`} variant="labelled" />
              </div>
            </li>
          ))}
        </ul>
      )}
      <CursorPager path={`/${params.lang}/user/favorites`} isFirstPage={isFirstPage} endCursor={endCursor} hasNextPage={hasNextPage} testId="favorites-next" />
    </div>
  );
}
