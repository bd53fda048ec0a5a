// /{lang}/stocklist: the stock search. Filters and sort live in the URL, so the page works as a plain
// GET form with JavaScript off; pages follow by cursor. With a buyer country it lists what the country
// allows (`importable=all`: everything, refusals marked). With no hits it says so, shows the nearest
// vehicles and offers a special vehicle request carrying the search's values.
import { useEffect, useMemo, useState } from 'react';
import { data, Link, redirect, useLocation, useNavigation, useSearchParams } from 'react-router';
import { listMakersWithModelsCached } from '#domain/catalogue/makers.service.ts';
import { searchVehicles } from '#domain/catalogue/vehicle-search.service.ts';
import { BODY_TYPES, FUEL_TYPES, STEERINGS, TRANSMISSION_TYPES } from '#domain/catalogue/vocabulary.ts';
import { InvalidInputError } from '#domain/errors.ts';
import { loadDestinations } from '#domain/trade/destinations.ts';
import { ActiveFilterChips } from '../components/active-filter-chips';
import { FilterDrawer, FilterDrawerButton, useFilterDrawer } from '../components/filter-drawer';
import { StockFilterPanel, type FilterPanelOptions } from '../components/stock-filter-panel';
import { StockListNotices } from '../components/stock-list-notices';
import { LazyRender } from '../components/lazy-render';
import { Testimonials } from '../components/testimonials';
import { CARD_SIZES, VehicleCard } from '../components/vehicle-card';
import { activeFilters } from '../lib/active-filters';
import { formatNumber } from '../lib/format';
import { useKeptEdits } from '../lib/hydration';
import { useLanguageData, useMoney, useT } from '../lib/i18n';
import { pageLanguage } from '../lib/page-language';
import { inYen, priceCurrencyOf, searchInputFromParams, searchParamsWithout } from '../lib/search-params';
import { packRows, unpackRows } from '../lib/packed-rows';
import { layoutData, pageText, seoMeta } from '../lib/seo';
import { toVehicleCardView, type VehicleCardView } from '../lib/vehicle-view';
import { withTotals } from '../lib/card-totals.server';
import { visitorPlace } from '../lib/preferences.server';
import { stockListNotices, withImportRefusals } from '../lib/stock-list-notices.server';
import type { Route } from './+types/stocklist';
import type { TestimonialsRow } from './testimonials-row';

const recentYears = (now: Date) => Array.from({ length: 20 }, (_, i) => now.getUTCFullYear() - i);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = pageLanguage(params);
  const ctx = { ...context.ctx, language };
  const url = new URL(request.url);
  // The buyer's country: the list keeps to its import rules, priced to its port.
  const preferences = await visitorPlace(ctx, request);
  const { country, display } = preferences;
  // Prices typed in another currency than the visitor's (a link from someone else, a currency changed
  // since): the same search in yen, which the panel then shows in the visitor's currency.
  const pricedIn = priceCurrencyOf(url.searchParams);
  if (pricedIn !== 'JPY' && pricedIn !== display.name) {
    const { currencyByName } = await loadDestinations(ctx);
    throw redirect(`${url.pathname}?${inYen(url.searchParams, currencyByName.get(pricedIn)).toString()}`);
  }
  const input = { ...searchInputFromParams(url.searchParams, display), importableTo: country ?? undefined };
  const result = await searchVehicles(ctx, { input, cursor: url.searchParams.get('cursor'), portUuid: preferences.port });
  if (result instanceof InvalidInputError) {
    // The panel still needs its choices: every maker, every value, without counts from this search.
    const makers = await listMakersWithModelsCached(ctx);
    const maker = makers.find((m) => m.name.toLowerCase() === (url.searchParams.get('maker') ?? url.searchParams.get('instantMaker') ?? '').toLowerCase());
    const all = (values: readonly string[]) => values.map((value) => ({ value, count: 0 }));
    const options: FilterPanelOptions = {
      makers: makers.map((m) => ({ name: m.name, count: m.vehicleCount })),
      models: maker?.models.map((m) => ({ name: m.name, count: m.vehicleCount })) ?? [],
      types: all(BODY_TYPES),
      fuelTypes: all(FUEL_TYPES),
      transmissions: all(TRANSMISSION_TYPES),
      steerings: all(STEERINGS),
      years: recentYears(ctx.now),
      priceBands: [],
    };
    return data(
      { issues: result.issues, options, vehicles: packRows<VehicleCardView>([]), totalCount: 0, endCursor: null, hasNextPage: false, isFirstPage: true, fallback: null, notices: { importable: null, noMatch: null } },
      { status: 400 },
    );
  }
  const { facets } = result;
  const maker = result.query.maker ?? result.query.instantMaker;
  const options: FilterPanelOptions = {
    makers: facets.makers.map((m) => ({ name: m.name, count: m.count })),
    models: maker ? facets.models.filter((m) => m.maker.toLowerCase() === maker.toLowerCase()).map((m) => ({ name: m.name, count: m.count })) : [],
    types: facets.types,
    fuelTypes: facets.fuelTypes,
    transmissions: facets.transmissions,
    steerings: facets.steerings,
    years: [...new Set([...facets.years.map((y) => y.year), ...recentYears(ctx.now)])].sort((a, b) => b - a),
    priceBands: facets.priceBands,
  };
  const [vehicles, fallbackVehicles] = await Promise.all([
    withTotals(ctx, preferences, withImportRefusals(result, language, result.edges.map((e) => toVehicleCardView(ctx.site, e.node))), result.edges.map((e) => e.node)),
    withTotals(ctx, preferences, withImportRefusals(result, language, result.fallbackVehicles.map((v) => toVehicleCardView(ctx.site, v))), result.fallbackVehicles),
  ]);
  return data(
    {
      issues: [],
      options,
      // Keys once and a tuple per card (packed-rows.ts): the page's data is a third lighter for it.
      vehicles: packRows(vehicles),
      totalCount: result.totalCount,
      endCursor: result.pageInfo.endCursor,
      hasNextPage: result.pageInfo.hasNextPage,
      isFirstPage: !result.pageInfo.hasPreviousPage,
      fallback: result.fallbackCount
        ? { count: result.fallbackCount, relaxed: result.relaxedFilters, vehicles: packRows(fallbackVehicles) }
        : null,
      notices: stockListNotices(result, language),
    },
    // s-maxage: the server's page cache keeps the page 30 s too (ADR 008); new stock shows within that.
    { headers: { 'cache-control': 'public, max-age=30, s-maxage=30, stale-while-revalidate=300' } },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const layout = layoutData(matches);
  const count = formatNumber(layout.language, loaderData?.totalCount ?? 0);
  return seoMeta(layout, {
    path: '/stocklist',
    title: pageText(layout, 'title-stocklist', { count }),
    description: pageText(layout, 'description-stocklist', { count }),
  });
}

export default function Stocklist({ loaderData }: Route.ComponentProps) {
  const { language, searchForm, currency } = useLanguageData();
  const t = useT();
  const money = useMoney();
  const navigation = useNavigation();
  // The panel is drawn again for each search; what the buyer changed meanwhile is theirs (ADR 057).
  const kept = useKeptEdits();
  const [params] = useSearchParams();
  const location = useLocation();
  const drawer = useFilterDrawer();
  const { totalCount, options, issues, endCursor, hasNextPage, isFirstPage, fallback, notices } = loaderData;
  const vehicles = useMemo(() => unpackRows(loaderData.vehicles), [loaderData.vehicles]);
  const fallbackVehicles = useMemo(() => fallback && unpackRows(fallback.vehicles), [fallback]);
  const filters = activeFilters(params, { language, t, money, currency, colors: searchForm.colors });
  const keep = searchParamsWithout(params, 'cursor');
  const nextParams = new URLSearchParams(keep);
  if (endCursor) nextParams.set('cursor', endCursor);
  // "Load more" carries the cards shown so far in the history entry: the next page appends to them, and
  // the back button brings the whole list (and, through ScrollRestoration, the scroll position) back.
  const earlier = ((location.state as { earlier?: VehicleCardView[] } | null)?.earlier ?? []).filter((v) => !vehicles.some((n) => n.id === v.id));
  const shown = [...earlier, ...vehicles];

  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 lg:grid-cols-[300px_1fr]">
      <FilterDrawer drawer={drawer}>
        <StockFilterPanel
          key={params.toString()}
          kept={kept}
          language={language}
          params={params}
          options={options}
          issues={issues}
          resultCount={issues.length ? null : totalCount}
          onSearch={() => drawer.hide()}
        />
      </FilterDrawer>
      <section aria-labelledby="results-heading" aria-busy={navigation.state === 'loading'}>
        <h1 id="results-heading" className="text-xl font-bold sm:text-2xl">
          {t('stocklist-heading')}
        </h1>
        <div className="mt-1 flex items-center justify-between gap-3">
          <p className="text-slate-600 dark:text-slate-300" data-testid="total-count">
            {t('vehicles-found', { count: formatNumber(language, totalCount) })}
          </p>
          <FilterDrawerButton drawer={drawer} activeCount={filters.length} />
        </div>
        <ActiveFilterChips filters={filters} order={params.get('order')} />
        <StockListNotices notices={notices} />
        {issues.length ? (
          <div role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 p-3 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200">
            {issues.map((i) => (
              <p key={i.fieldname}>{i.message}</p>
            ))}
          </div>
        ) : null}
        {fallback ? (
          <div className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-4 dark:border-amber-800 dark:bg-amber-950" data-testid="fallback">
            <p className="text-sm">
              {t('nearest-vehicles', { count: formatNumber(language, fallback.count), filters: fallback.relaxed.map((f) => t(`filter-${f}`)).join(', ') })}
            </p>
          </div>
        ) : null}
        {/* A phone shows a compact row per vehicle, several to a screen; wider screens a grid of cards (`.vc-list` in app.css). */}
        <ul className="vc-list mt-4 grid gap-3 sm:grid-cols-2 sm:gap-4 xl:grid-cols-3">
          {(fallbackVehicles ?? shown).map((v, i) => (
            <li key={v.id}>
              <VehicleCard vehicle={v} eager={i < 1} headingLevel={2} sizes={CARD_SIZES.compactList} />
            </li>
          ))}
        </ul>
        <nav aria-label={t('pagination')} className="mt-8 flex flex-col items-center gap-3">
          {hasNextPage ? (
            <Link
              to={`?${nextParams.toString()}`}
              state={{ earlier: shown }}
              preventScrollReset
              rel="next"
              className="rounded-md bg-brand-700 px-6 py-2.5 font-semibold text-white hover:bg-brand-600"
            >
              {t('load-more', { shown: formatNumber(language, shown.length), total: formatNumber(language, totalCount) })}
            </Link>
          ) : null}
          {!isFirstPage && earlier.length === 0 ? (
            <Link to={`?${keep.toString()}`} className="text-sm text-brand-700 underline dark:text-brand-100">
              {t('first-page')}
            </Link>
          ) : null}
        </nav>
        {/* Drawn when near the screen, from their own address (routes/testimonials-row.ts). */}
        <LazyRender minHeight={TESTIMONIALS_HEIGHT} testId="lazy-testimonials">
          <StockListTestimonials />
        </LazyRender>
      </section>
    </div>
  );
}

/** The testimonials' room before they are drawn (a row of three on wide screens). */
const TESTIMONIALS_HEIGHT = 320;

/**
 * The three testimonials, asked for once the block is near the screen (a plain request, so the browser
 * keeps the answer for the next pages of the list); its height kept until they come.
 */
function StockListTestimonials() {
  const { language } = useLanguageData();
  const [row, setRow] = useState<TestimonialsRow | null>(null);
  useEffect(() => {
    let current = true;
    fetch(`/${language}/testimonials.json`)
      .then((response) => (response.ok ? (response.json() as Promise<TestimonialsRow>) : null))
      .then((answer) => current && setRow(answer))
      // Testimonials that cannot be had leave the space empty: the list is what the page is for.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [language]);
  return row ? <Testimonials testimonials={row.testimonials} /> : <div style={{ minHeight: TESTIMONIALS_HEIGHT }} />;
}
