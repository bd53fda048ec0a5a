// /{lang}: the top page (spec 000 §2): the search box, banners by type, the latest news and the top five,
// four rows of ten vehicles (new arrivals, price drops, recent SUVs, recommended) and two testimonials.
import { useEffect, useMemo } from 'react';
import { Form, Link, useFetcher } from 'react-router';
import { listMakersWithModelsCached } from '#domain/catalogue/makers.service.ts';
import { searchVehicles } from '#domain/catalogue/vehicle-search.service.ts';
import type { BannerRecord } from '#domain/content/banners.service.ts';
import { keptBanners, keptNews } from '#domain/content/top-page-content.ts';
import { testimonialsFor } from '#domain/content/testimonials.service.ts';
import { isLanguage, type RequestContext } from '#domain/context.ts';
import type { SearchVehiclesInput } from '#domain/catalogue/vehicle-search.inputs.ts';
import { BODY_TYPES } from '#domain/catalogue/vocabulary.ts';
import { BannerRow, type BannerView } from '../components/banner-row';
import { LazyRender } from '../components/lazy-render';
import { NewsList, toNewsItemView } from '../components/news-list';
import { toTestimonialView } from '../components/testimonial-card';
import { Testimonials } from '../components/testimonials';
import { VehicleShelf } from '../components/vehicle-shelf';
import { formatDate } from '../lib/format';
import { packRows, unpackRows } from '../lib/packed-rows';
import { useLanguageData, useT } from '../lib/i18n';
import { usePersonalSlot } from '../lib/personal-slot';
import { recommendedCards } from '../lib/recommended.server';
import { layoutData, pageText, seoMeta } from '../lib/seo';
import { toVehicleCardView, type VehicleCardView } from '../lib/vehicle-view';
import type { Route } from './+types/home';
import type { RecommendedRow } from './recommended';

const CAROUSEL_SIZE = 10;
/** The SUV row shows nothing older than this many years (spec 000 §9: "SUVs with a minimum year"). */
const SUV_MAX_AGE_YEARS = 8;

async function carousel(ctx: RequestContext, input: SearchVehiclesInput) {
  const result = await searchVehicles(ctx, { input, first: CAROUSEL_SIZE });
  return result instanceof Error ? [] : result.edges.map((e) => toVehicleCardView(ctx.site, e.node));
}

const toBannerView = ({ uuid, alt, url, pcImageUrl, spImageUrl }: BannerRecord): BannerView => ({ uuid, alt, url, pcImageUrl, spImageUrl });

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const language = isLanguage(params.lang) ? params.lang : 'en';
  const ctx = { ...context.ctx, language };
  const suvMinYear = ctx.now.getUTCFullYear() - SUV_MAX_AGE_YEARS;
  const [newArrivals, discounted, suvs, recommendations, makers, banners, news, testimonials] = await Promise.all([
    carousel(ctx, { order: '3' }),
    carousel(ctx, { bestDeals: true, order: '13' }),
    carousel(ctx, { type: 'Suv', minYear: suvMinYear, order: '13' }),
    // A page signed-in buyers share (ADR 037) has the country's freshest; each buyer's browser asks for their own.
    recommendedCards(ctx, request, { personal: !context.sharedRender }),
    listMakersWithModelsCached(ctx),
    keptBanners(ctx),
    keptNews(ctx, 5),
    testimonialsFor(ctx, { limit: 2 }),
  ]);
  const ofType = (type: BannerRecord['bannerType']) => banners.filter((b) => b.bannerType === type).map(toBannerView);
  const topNews = news instanceof Error ? [] : news.edges.map((e) => toNewsItemView(e.node));
  return {
    makers: makers.map((m) => m.name),
    banners: { campaign: ofType('top-banner-campaign'), second: ofType('top-banner-2'), main: ofType('top-banner') },
    latestNews: topNews[0] ?? null,
    topNews,
    // The four rows' cards packed, keys once (packed-rows.ts, ADR 047): 40 cards repeated ~20 keys each.
    newArrivals: packRows(newArrivals),
    discounted: packRows(discounted),
    suvs: packRows(suvs),
    suvMinYear,
    recommendations: packRows(recommendations),
    recommendationsShared: context.sharedRender,
    testimonials: testimonials.map(toTestimonialView),
  };
}

// Like the stock list: browsers and the server's page cache (ADR 008) keep the page 30 s.
export function headers() {
  return { 'cache-control': 'public, max-age=30, s-maxage=30, stale-while-revalidate=300' };
}

export function meta({ matches }: Route.MetaArgs) {
  const layout = layoutData(matches);
  return seoMeta(layout, {
    path: '/',
    title: pageText(layout, 'title-default'),
    description: pageText(layout, 'description-default'),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'AutoDealer',
      name: 'Roro Motors Co., Ltd.',
      url: layout.siteUrl,
      logo: `${layout.siteUrl}/media/brand/logo.svg`,
      telephone: '+81-52-000-1988',
      email: 'sales@roro-motors.example',
      foundingDate: '1988',
      address: { '@type': 'PostalAddress', streetAddress: '3-21-4 Shiomi-cho, Minato-ku', addressLocality: 'Nagoya', addressRegion: 'Aichi', postalCode: '455-0028', addressCountry: 'JP' },
    },
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { language } = useLanguageData();
  const t = useT();
  const rows = useMemo(
    () => ({
      newArrivals: unpackRows(loaderData.newArrivals),
      discounted: unpackRows(loaderData.discounted),
      suvs: unpackRows(loaderData.suvs),
      recommendations: unpackRows(loaderData.recommendations),
    }),
    [loaderData],
  );
  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        {/* Tighter on a phone, so that the first cars come within about a screen and a half (issue 38). */}
        <div className="mx-auto max-w-7xl px-4 py-6 sm:py-12">
          <h1 className="max-w-3xl text-2xl font-extrabold sm:text-4xl">{t('home-heading')}</h1>
          <p className="mt-2 max-w-2xl text-base text-brand-100 sm:mt-3 sm:text-lg">{t('home-subheading')}</p>
          {/* On phones a select a row, then the keywords with the button beside them; two fields a row from
              sm, one row from lg: the selects as wide as their longest choice (French, Portuguese and Russian
              ones are long), the keywords taking what is left. */}
          <Form
            method="get"
            action={`/${language}/stocklist`}
            className="mt-4 grid max-w-4xl grid-cols-[minmax(0,1fr)_auto] gap-3 rounded-lg bg-white p-4 text-slate-900 sm:mt-6 sm:grid-cols-2 lg:max-w-5xl lg:grid-cols-[auto_auto_minmax(11rem,1fr)_auto]"
            data-testid="home-search"
          >
            <label className="sr-only" htmlFor="home-maker">
              {t('maker')}
            </label>
            <select id="home-maker" name="maker" className="col-span-2 w-full min-w-0 rounded-md border border-slate-300 px-3 py-2 sm:col-span-1">
              <option value="">{t('all-makers')}</option>
              {loaderData.makers.map((m) => (
                <option key={m}>{m}</option>
              ))}
            </select>
            <label className="sr-only" htmlFor="home-type">
              {t('body-type')}
            </label>
            <select id="home-type" name="type" className="col-span-2 w-full min-w-0 rounded-md border border-slate-300 px-3 py-2 sm:col-span-1">
              <option value="">{t('all-body-types')}</option>
              {BODY_TYPES.map((b) => (
                <option key={b} value={b}>
                  {t(`body-${b}`)}
                </option>
              ))}
            </select>
            <label className="sr-only" htmlFor="home-keywords">
              {t('keywords')}
            </label>
            <input id="home-keywords" name="keywords" type="search" maxLength={255} placeholder={t('search-placeholder')} className="w-full min-w-0 rounded-md border border-slate-300 px-3 py-2" />
            <button type="submit" className="rounded-md bg-accent-600 px-4 py-2 font-semibold whitespace-nowrap text-white hover:bg-accent-500 sm:px-6">
              {t('search')}
            </button>
          </Form>
        </div>
      </section>
      {loaderData.latestNews ? (
        <div className="border-b border-slate-200 bg-brand-50 dark:border-slate-800 dark:bg-slate-900" data-testid="latest-news">
          <p className="mx-auto flex max-w-7xl flex-wrap items-baseline gap-x-3 px-4 py-2 text-sm sm:py-3">
            <span className="font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-100">{t('latest-news')}</span>
            <time dateTime={loaderData.latestNews.publishedAt} className="text-slate-600 dark:text-slate-400">
              {formatDate(language, loaderData.latestNews.publishedAt)}
            </time>
            <Link to={`/${language}/pages/news/${loaderData.latestNews.newsName}`} className="font-medium hover:underline">
              {loaderData.latestNews.title}
            </Link>
          </p>
        </div>
      ) : null}
      <div className="mx-auto max-w-7xl px-4">
        <BannerRow banners={loaderData.banners.campaign} label={t('campaigns')} columns={loaderData.banners.campaign.length > 1 ? 2 : 1} eager scrollOnPhone testId="banners-campaign" />
        <VehicleShelf id="new-arrivals" title={t('new-arrivals')} moreTo={`/${language}/stocklist?order=3`} vehicles={rows.newArrivals} />
        {/* Below the fold on a phone: each block is laid out when scrolled near (the `below-fold` utility). */}
        <div className="below-fold">
          <BannerRow banners={loaderData.banners.second} label={t('featured')} columns={3} testId="banners-second" />
        </div>
        <div className="below-fold">
          <VehicleShelf id="best-deals" title={t('discounted-vehicles')} moreTo={`/${language}/stocklist?bestDeals=true&order=13`} vehicles={rows.discounted} />
        </div>
        <div className="below-fold">
          <VehicleShelf
            id="recent-suvs"
            title={t('suvs-from-year', { year: loaderData.suvMinYear })}
            moreTo={`/${language}/stocklist?type=Suv&minYear=${loaderData.suvMinYear}&order=13`}
            vehicles={rows.suvs}
          />
        </div>
        <div className="below-fold">
          <RecommendedShelf title={t('recommended-vehicles')} vehicles={rows.recommendations} shared={loaderData.recommendationsShared} />
        </div>
        {loaderData.topNews.length ? (
          <section aria-labelledby="top-news" className="below-fold mt-12">
            <div className="flex items-baseline justify-between">
              <h2 id="top-news" className="text-xl font-semibold">
                {t('top-news')}
              </h2>
              <Link to={`/${language}/pages/news`} className="text-brand-700 underline dark:text-brand-100">
                {t('all-news')}
              </Link>
            </div>
            <NewsList items={loaderData.topNews} withSummary={false} />
          </section>
        ) : null}
        <div className="below-fold">
          <BannerRow banners={loaderData.banners.main} label={t('service')} columns={4} testId="banners-main" />
        </div>
        {/* Below the fold: drawn when scrolled near; the link to all testimonials stays in the server's HTML. */}
        {loaderData.testimonials.length ? (
          <LazyRender minHeight={320} crawlable testId="lazy-testimonials">
            <Testimonials testimonials={loaderData.testimonials} />
          </LazyRender>
        ) : null}
        {loaderData.testimonials.length ? (
          <p className="mt-4 text-right">
            <Link to={`/${language}/pages/testimonials`} className="text-brand-700 underline dark:text-brand-100">
              {t('all-testimonials')}
            </Link>
          </p>
        ) : null}
      </div>
    </>
  );
}

/**
 * The recommended row. On the page signed-in buyers share (ADR 037) the server drew the country's
 * freshest stock; once the page runs with the buyer's own block, their picks are asked for and shown in
 * its place (below the fold, before it is usually scrolled to). Elsewhere the loader's row is the buyer's.
 */
function RecommendedShelf({ title, vehicles, shared }: { title: string; vehicles: VehicleCardView[]; shared: boolean }) {
  const { language } = useLanguageData();
  const slot = usePersonalSlot();
  const fetcher = useFetcher<RecommendedRow>();
  const wanted = shared && slot !== null;
  const { load } = fetcher;
  useEffect(() => {
    if (wanted) void load(`/${language}/recommended`);
  }, [wanted, language, load]);
  return <VehicleShelf id="recommended" title={title} vehicles={(wanted && fetcher.data?.vehicles) || vehicles} />;
}
