// /{lang}/stocklist/{stockNumber}: one vehicle with its pictures, price, specification and equipment.
// An unknown or deleted stock number answers 404.
import { useEffect } from 'react';
import { data, isRouteErrorResponse, Link } from 'react-router';
import { recommendVehicles } from '#domain/catalogue/recommendations.service.ts';
import { vehicleByStockNumber } from '#domain/catalogue/vehicle-detail.service.ts';
import { testimonialsFor } from '#domain/content/testimonials.service.ts';
import { shownCampaignBanner, type CampaignBanner } from '#domain/catalogue/vehicle-record.ts';
import { bannerHref } from '#domain/content/banners.service.ts';
import { vehicleGoodPoints, vehicleText } from '#domain/catalogue/vehicle-texts.ts';
import { chassisNumberText, HIDDEN_SERIAL } from '#domain/catalogue/chassis-number.ts';
import type { RequestContext } from '#domain/context.ts';
import { findCountry, loadDestinations } from '#domain/trade/destinations.ts';
import { vehicleImageSrcSet, vehicleImageUrl } from '#domain/media.ts';
import { absoluteUrl, vehicleUrl } from '#domain/seo/site-urls.ts';
import { formatCc, formatDimensions, formatJpy, formatKm, formatUnit } from '../lib/format';
import { pageLanguage } from '../lib/page-language';
import { colorName, regionName, registrationText, spareTireName, tireText } from '../lib/vehicle-values';
import { ccRatingShown, modelGradeShown, PAGE_EQUIPMENT, spareKeyName } from '../lib/vehicle-details';
import { toTestimonialView } from '../components/testimonial-card';
import { BannerRow, type BannerView } from '../components/banner-row';
import { Testimonials } from '../components/testimonials';
import { VehicleGallery } from '../components/vehicle-gallery';
import { VehicleShelf } from '../components/vehicle-shelf';
import { LazyRender } from '../components/lazy-render';
import { useLanguageData, useMoney, useT } from '../lib/i18n';
import { PREFERENCE_COOKIES, preferenceCookie, readVisit, servedOverHttps, visitorPlace } from '../lib/preferences.server';
import { choiceFromForm, initialChoice, priceFormState } from '../lib/price-form.server';
import { OrderButton, orderHref, PriceCalculator } from '../components/price-calculator';
import { PRICE_BAR_BUTTON, PRICE_BAR_ORDER, PriceBarExtra } from '../components/price-bar';
import { forgetPricedForm, keepPricedForm, pricedChoice, usePricedForm } from '../lib/priced-form';
import { writtenBreakdown } from '../lib/converted-breakdown';
import type { PriceFormChoice, PriceFormState } from '../lib/price-form.server';
import { FavoriteButton } from '../components/favorite-button';
import { CompareButton } from '../components/compare-button';
import { buyerCoupons } from '../lib/buyer.server';
import { InquiryLink } from '../components/inquiry-popup-provider';
import { layoutData, pageText, seoMeta } from '../lib/seo';
import { toVehicleCardView, type VehicleCardView } from '../lib/vehicle-view';
import { countVehicleView } from '../lib/view-count';
import type { Route } from './+types/vehicle';


/**
 * The choice the page's address says (the price form writes it there once the buyer has chosen; the way
 * back from sign-in keeps it): priced as a posted form is, so anything not on offer is settled the same way.
 */
function addressedChoice(query: URLSearchParams, first: PriceFormChoice): PriceFormChoice {
  if (!query.get('country')) return first;
  const asked = choiceFromForm(query);
  // A link naming only the country (`?country=Kenya`) keeps the rest of the page's first choice; the price
  // form's own address names the terms and every option chosen, none being a choice too.
  const named = (field: string) => query.has(field);
  return {
    country: asked.country,
    port: asked.port,
    city: asked.city,
    isCif: named('terms') ? asked.isCif : first.isCif,
    shipping: asked.shipping,
    packageLevel: asked.packageLevel,
    options: named('terms') ? asked.options : first.options,
    coupon: '',
    currency: asked.currency || first.currency,
  };
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const language = pageLanguage(params);
  const ctx = { ...context.ctx, language };
  const vehicle = await vehicleByStockNumber(ctx, params.stockNumber);
  if (vehicle instanceof Error) throw data(await goneVehicle(ctx, params.stockNumber), { status: 404 });
  // The price starts where the header says the visitor is (a signed-in buyer's own port), and the form
  // offers a buyer's coupons. A render signed-in buyers share is given to none who hold one, and to buyers
  // who all keep this car or all do not: it draws the heart as they have it (ADR 037).
  const [coupons, preferences, destinations] = await Promise.all([context.sharedRender ? null : buyerCoupons(ctx), visitorPlace(ctx, request), loadDestinations(ctx)]);
  const keptWhenDrawn = context.sharedRender ? context.sharedVehicleKept : null;
  const currency = preferences.display;
  const [recommended, testimonials, priceForm] = await Promise.all([
    recommendVehicles(ctx, { stockNumber: vehicle.stockNumber, limit: 5, countryName: findCountry(destinations, preferences.country ?? '')?.name ?? null }),
    testimonialsFor(ctx, { makerUuid: vehicle.maker.uuid, modelUuid: vehicle.model.uuid, limit: 3 }),
    priceFormState(ctx, vehicle.uuid, addressedChoice(new URL(request.url).searchParams, initialChoice(preferences, currency.name))),
  ]);
  const { site } = ctx;
  return data(
    {
      vehicle: {
        id: vehicle.id,
        uuid: vehicle.uuid,
        stockNumber: vehicle.stockNumber,
        status: vehicle.status,
        maker: vehicle.maker.name,
        model: vehicle.model.name,
        grade: vehicle.grade,
        modelGrade: modelGradeShown({ model: vehicle.model.name, grade: vehicle.grade, modelGrade: vehicle.modelGrade }),
        year4: vehicle.year4,
        month: vehicle.month,
        priceFob: vehicle.priceFob,
        originalPrice: vehicle.originalPrice && vehicle.originalPrice > vehicle.priceFob ? vehicle.originalPrice : null,
        // Only a Distributor's own page has one (vehicle-record.ts); such a page is never shared.
        distributorPrice: vehicle.distributorPrice,
        isNewArrival: vehicle.isNewArrival,
        specs: {
          modelNumber: vehicle.modelNumber,
          chassisNumberHead: vehicle.chassisNumberHead,
          kiloMeters: vehicle.kiloMeters,
          engineSize: vehicle.engineSize,
          ccRating: ccRatingShown(vehicle),
          // 0 is an electric vehicle's: nothing to say, as its engine size is not.
          numOfCylinders: vehicle.numOfCylinders || null,
          seatBeltYear: vehicle.seatBeltYear,
          fuelType: vehicle.fuelType,
          transmissionType: vehicle.transmissionType,
          driveType: vehicle.driveType,
          steering: vehicle.isLeftHandle ? 'LeftHandle' : 'RightHandle',
          color: vehicle.color ? { slug: vehicle.color.slug, name: vehicle.color.name } : null,
          doors: vehicle.doors,
          seat: vehicle.seat,
          bodyType: vehicle.type,
          dimensions: vehicle.lengthCm && vehicle.widthCm && vehicle.heightCm ? formatDimensions(language, vehicle.lengthCm, vehicle.widthCm, vehicle.heightCm) : null,
          volume: vehicle.volume,
          weightKg: vehicle.weightKg,
          qualityGrade: vehicle.qualityGrade,
          region: vehicle.region,
          spareKey: vehicle.optionSpareKeyType?.trim() || null,
        },
        equipment: PAGE_EQUIPMENT.filter((key) => vehicle[key]),
        tires: {
          type: vehicle.tireType,
          sizeFront: vehicle.tireSizeFront,
          sizeRear: vehicle.tireSizeRear,
          conditionFront: vehicle.tireConditionFront,
          conditionRear: vehicle.tireConditionRear,
          spare: vehicle.spareTireType,
        },
        remarks: vehicleText(vehicle, 'remarks', language),
        movieUrl: vehicle.movieUrl,
        keywords: vehicle.keywords,
        goodPoints: vehicleGoodPoints(vehicle, language),
        pictures: vehicle.imagePaths.map((path) => ({ src: vehicleImageUrl(site, path, 1280), srcSet: vehicleImageSrcSet(site, path) })),
        campaignBanner: campaignBannerView(shownCampaignBanner(ctx, vehicle), language),
      },
      recommended: Array.isArray(recommended) ? recommended.map((v) => toVehicleCardView(site, v)) : [],
      testimonials: testimonials.map(toTestimonialView),
      priceForm,
      coupons: coupons ?? [],
      keptWhenDrawn,
    },
    // s-maxage: the server's page cache keeps the page a minute too (ADR 008); views are counted by the
    // browser. A signed-in buyer's own render (their coupons) is theirs alone; one that buyers of a place
    // share is kept by our cache only, which sends each copy privately (ADR 037).
    { headers: { 'cache-control': coupons ? 'private, no-store' : 'public, max-age=60, s-maxage=60, stale-while-revalidate=600' } },
  );
}

/**
 * The total-value form posts here, with or without JavaScript. The choice of country, port and currency
 * is remembered in cookies so the stock list prices to the same port, in the same currency.
 */
export async function action({ params, context, request }: Route.ActionArgs) {
  const language = pageLanguage(params);
  const ctx = { ...context.ctx, language };
  const vehicle = await vehicleByStockNumber(ctx, params.stockNumber);
  if (vehicle instanceof Error) throw data({ similar: [], basis: 'none' } satisfies GoneVehicle, { status: 404 });
  const priced = await priceFormState(ctx, vehicle.uuid, choiceFromForm(await request.formData()), readVisit(request).campaignCode);
  // Sent with no country (Calculate pressed without one, as a plain form can be): say what is missing, as the quote's own check does.
  const priceForm = priced && !priced.choice.country && !priced.issues.length ? { ...priced, issues: [{ fieldname: 'countryName', message: 'Country is a required field' }] } : priced;
  const headers = new Headers({ 'cache-control': 'private, no-store' });
  if (priceForm) {
    const { choice } = priceForm;
    const secure = servedOverHttps(ctx.site.siteUrl);
    if (choice.country) headers.append('set-cookie', preferenceCookie(PREFERENCE_COOKIES.country, choice.country, secure));
    if (choice.port) headers.append('set-cookie', preferenceCookie(PREFERENCE_COOKIES.port, choice.port, secure));
    headers.append('set-cookie', preferenceCookie(PREFERENCE_COOKIES.currency, choice.currency, secure));
  }
  return data({ priceForm }, { headers });
}

/**
 * The campaign banner staff chose for the vehicle, when buyers may see it, drawn as the top page draws its
 * banners (bannersByType): a site address gets the page's language in front.
 */
function campaignBannerView(banner: CampaignBanner | null, language: string): BannerView | null {
  if (!banner) return null;
  const { id, alt, url, pcImageUrl, spImageUrl } = banner;
  // BannerRow keys its items by uuid; the vehicle's banner comes with its id, unique as well.
  return { uuid: String(id), alt, url: bannerHref(url, language), pcImageUrl, spImageUrl };
}

/** What the page of a vehicle no longer in stock offers instead: vehicles like it, else the newest in stock, and says which. */
interface GoneVehicle {
  similar: VehicleCardView[];
  basis: 'like' | 'newest' | 'none';
}

/**
 * Sold or deleted stock is still known, and what is like it is offered; a stock number never in the stock
 * says nothing of the car it meant, so the newest available vehicles are offered, named as such.
 */
async function goneVehicle(ctx: RequestContext, stockNumber: string): Promise<GoneVehicle> {
  const like = await recommendVehicles(ctx, { stockNumber, limit: 5 });
  if (Array.isArray(like) && like.length) return { similar: like.map((v) => toVehicleCardView(ctx.site, v)), basis: 'like' };
  // The freshest stock for everyone (not a signed-in buyer's own picks): the heading says "newest".
  const newest = await recommendVehicles({ ...ctx, viewer: null }, { limit: 5 });
  if (Array.isArray(newest) && newest.length) return { similar: newest.map((v) => toVehicleCardView(ctx.site, v)), basis: 'newest' };
  return { similar: [], basis: 'none' };
}

/**
 * In the browser, each answer of the price form (its fetcher posts to the action above) passes here on its
 * way to the form: the page keeps it for the summary and the bar's Order, which then show what the form shows.
 */
export async function clientAction({ serverAction, params }: Route.ClientActionArgs) {
  const answer = await serverAction();
  if (answer && 'priceForm' in answer) keepPricedForm(params.stockNumber, answer.priceForm);
  return answer;
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('set-cookie') ? actionHeaders : loaderHeaders;
}

const AVAILABILITY: Record<string, string> = {
  OnSale: 'https://schema.org/InStock',
  LocalStockOnSale: 'https://schema.org/InStock',
  ComingSoon: 'https://schema.org/PreOrder',
  OnHold: 'https://schema.org/LimitedAvailability',
};

export function meta({ data: loaderData, matches, params }: Route.MetaArgs) {
  const layout = layoutData(matches);
  if (!loaderData) {
    return [{ title: `${pageText(layout, 'vehicle-gone')} | Roro Motors` }, { name: 'robots', content: 'noindex' }];
  }
  const v = loaderData.vehicle;
  const name = `${v.year4} ${v.maker} ${v.model}${v.grade ? ` ${v.grade}` : ''}`;
  const values = { name, stockNumber: v.stockNumber, km: formatKm(layout.language, v.specs.kiloMeters), price: formatJpy(layout.language, v.priceFob) };
  const url = vehicleUrl({ siteUrl: layout.siteUrl }, layout.language, v.stockNumber);
  return seoMeta(layout, {
    path: `/stocklist/${params.stockNumber}`,
    title: pageText(layout, 'title-vehicle', values),
    description: pageText(layout, 'description-vehicle', values),
    image: v.pictures[0]?.src ?? null,
    type: 'product',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Car',
      name,
      sku: v.stockNumber,
      url,
      image: v.pictures.map((p) => absoluteUrl({ siteUrl: layout.siteUrl }, p.src)),
      brand: { '@type': 'Brand', name: v.maker },
      model: v.model,
      vehicleModelDate: String(v.year4),
      bodyType: v.specs.bodyType,
      color: v.specs.color ? colorName(layout.texts, v.specs.color) : undefined,
      fuelType: v.specs.fuelType,
      vehicleTransmission: v.specs.transmissionType,
      driveWheelConfiguration: v.specs.driveType === 'Type2Wd' ? 'https://schema.org/TwoWheelDriveConfiguration' : 'https://schema.org/FourWheelDriveConfiguration',
      steeringPosition: v.specs.steering === 'LeftHandle' ? 'https://schema.org/LeftHandDriving' : 'https://schema.org/RightHandDriving',
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: v.specs.kiloMeters, unitCode: 'KMT' },
      ...(v.specs.engineSize ? { vehicleEngine: { '@type': 'EngineSpecification', engineDisplacement: { '@type': 'QuantitativeValue', value: v.specs.engineSize, unitCode: 'CMQ' } } } : {}),
      ...(v.specs.doors ? { numberOfDoors: v.specs.doors } : {}),
      ...(v.specs.seat ? { seatingCapacity: v.specs.seat } : {}),
      itemCondition: 'https://schema.org/UsedCondition',
      offers: {
        '@type': 'Offer',
        price: v.priceFob,
        priceCurrency: 'JPY',
        availability: AVAILABILITY[v.status] ?? 'https://schema.org/SoldOut',
        url,
        seller: { '@type': 'AutoDealer', name: 'Roro Motors Co., Ltd.' },
      },
    },
  });
}

export default function VehiclePage({ loaderData, actionData }: Route.ComponentProps) {
  const { vehicle: v, recommended, testimonials, priceForm, coupons, keptWhenDrawn } = loaderData;
  // The price form offers the header's currencies, from the language's file (ADR 036).
  const { language, signedIn, texts, currencies } = useLanguageData();
  const t = useT();
  const money = useMoney();
  // Without JavaScript the form posts the page itself: its answer comes as the action's data.
  const priceState = actionData?.priceForm ?? priceForm;
  // Once per page view, after hydration: the page may have come from the page cache. A signed-in
  // buyer's view also goes into their browsing history.
  useEffect(() => countVehicleView(v.uuid, signedIn), [v.uuid, signedIn]);
  useEffect(() => forgetPricedForm, []);
  const forSale = v.status === 'OnSale' || v.status === 'LocalStockOnSale';
  const specRows: SpecRow[] = [
    [t('stock-number'), v.stockNumber],
    ...given(v.modelGrade, (text) => [t('model-grade'), text]),
    [t('year'), registrationText(language, v.year4, v.month)],
    ...given(v.specs.seatBeltYear, (year) => [t('seat-belt-year'), year]),
    [t('mileage'), formatKm(language, v.specs.kiloMeters)],
    [t('engine'), v.specs.ccRating ?? (v.specs.engineSize ? formatCc(language, v.specs.engineSize) : '—')],
    ...given(v.specs.numOfCylinders, (count) => [t('cylinders'), count]),
    [t('fuel'), t(`fuel-${v.specs.fuelType}`)],
    [t('transmission'), t(`transmission-${v.specs.transmissionType}`)],
    [t('drive'), t(`drive-${v.specs.driveType}`)],
    [t('steering'), t(`steering-${v.specs.steering}`)],
    [t('body-type'), t(`body-${v.specs.bodyType}`)],
    [t('color'), v.specs.color ? colorName(texts, v.specs.color) : '—'],
    [t('doors'), v.specs.doors ?? '—'],
    [t('seats'), v.specs.seat ?? '—'],
    [t('model-code'), v.specs.modelNumber ?? '—'],
    [t('chassis'), v.specs.chassisNumberHead ? chassisNumberText(v.specs.chassisNumberHead, HIDDEN_SERIAL) : '—'],
    [t('dimensions'), v.specs.dimensions ?? '—'],
    [t('volume'), formatUnit(language, v.specs.volume, 'm3')],
    [t('weight'), v.specs.weightKg ? formatUnit(language, v.specs.weightKg, 'kg') : '—'],
    [t('quality-grade'), t(`quality-grade-${v.specs.qualityGrade}`)],
    ...given(v.specs.spareKey, (kind) => [t('option-SpareKey'), spareKeyName(texts, kind)]),
    [t('location'), v.specs.region ? regionName(texts, v.specs.region) : '—'],
  ];
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <nav aria-label={t('breadcrumb')} className="text-sm text-slate-600 dark:text-slate-300">
        <Link to={`/${language}/stocklist`} className="underline">
          {t('stocklist')}
        </Link>{' '}
        ›{' '}
        <Link to={`/${language}/stocklist?maker=${encodeURIComponent(v.maker)}`} className="underline">
          {v.maker}
        </Link>{' '}
        ›{' '}
        <Link to={`/${language}/stocklist?maker=${encodeURIComponent(v.maker)}&model=${encodeURIComponent(v.model)}`} className="underline">
          {v.model}
        </Link>
      </nav>
      <h1 className="mt-2 text-2xl font-bold sm:text-3xl">
        {v.year4} {v.maker} {v.model} {v.grade ? <span className="font-normal">{v.grade}</span> : null}
      </h1>
      <p className="mt-1 text-slate-600 dark:text-slate-300">
        {t('stock-number')}: <strong data-testid="stock-number">{v.stockNumber}</strong>
        {!forSale ? <span className="ml-3 rounded bg-slate-800 px-2 py-0.5 text-sm font-semibold text-white" data-testid="vehicle-status">{t(`status-${v.status}`)}</span> : null}
      </p>
      {priceState ? <PriceSummary stockNumber={v.stockNumber} initial={priceState} /> : null}
      <div className="mt-6 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <VehicleGallery pictures={v.pictures} alt={`${v.year4} ${v.maker} ${v.model}`} />
        <div className="space-y-6">
        <section aria-labelledby="price-heading" className="h-fit rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
          <h2 id="price-heading" className="text-sm uppercase tracking-wide text-slate-500 dark:text-slate-400">
            {t('fob-price')}
          </h2>
          <p className="mt-1 flex flex-wrap items-baseline gap-x-3">
            <span className="text-3xl font-bold text-brand-700 dark:text-brand-100" data-testid="vehicle-price-fob">
              {money(v.priceFob)}
            </span>
            {v.originalPrice ? <s className="text-lg text-slate-500 dark:text-slate-400">{money(v.originalPrice)}</s> : null}
          </p>
          {v.originalPrice ? (
            <p className="mt-1 font-semibold text-accent-600 dark:text-accent-500">{t('you-save', { amount: money(v.originalPrice - v.priceFob) })}</p>
          ) : null}
          {v.distributorPrice !== null ? (
            <p className="mt-2 rounded-md bg-emerald-50 px-3 py-2 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100" data-testid="distributor-price">
              {t('distributor-price')}: <strong>{money(v.distributorPrice)}</strong>
            </p>
          ) : null}
          <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">{t('fob-explained')}</p>
          <InquiryLink
            stockNumber={v.stockNumber}
            testId="vehicle-inquiry"
            className="mt-4 block rounded-md bg-accent-600 px-4 py-2.5 text-center font-semibold text-white hover:bg-accent-500"
          >
            {t('inquiry-open-vehicle')}
          </InquiryLink>
          <div className="mt-3 flex flex-wrap justify-center gap-2">
            <FavoriteButton vehicle={v} name={`${v.year4} ${v.maker} ${v.model}`} variant="labelled" keptWhenDrawn={keptWhenDrawn} />
            <CompareButton stockNumber={v.stockNumber} name={`${v.year4} ${v.maker} ${v.model}`} variant="labelled" />
          </div>
        </section>
        {v.campaignBanner ? <BannerRow banners={[v.campaignBanner]} label={t('campaigns')} columns={1} testId="vehicle-campaign-banner" /> : null}
        {priceState ? (
          <div id={PRICE_FORM_ID}>
          <PriceBarExtra value={forSale ? <BarOrder stockNumber={v.stockNumber} initial={priceState} /> : null}>
          <PriceCalculator
            state={priceState}
            currencies={currencies}
            coupons={coupons}
            stockNumber={v.stockNumber}
            orderable={forSale ? v.stockNumber : null}
            barAction={
              <InquiryLink stockNumber={v.stockNumber} testId="price-bar-inquiry" className={PRICE_BAR_BUTTON}>
                {t('price-bar-inquire')}
              </InquiryLink>
            }
          />
          </PriceBarExtra>
          </div>
        ) : null}
        </div>
      </div>
      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <DetailSection id="specs-heading" title={t('specifications')}>
        <table className="mt-3 w-full text-sm">
          <tbody>
            {specRows.map(([label, value]) => (
              <tr key={label} className="border-b border-slate-200 dark:border-slate-800">
                <th scope="row" className="w-1/2 py-2 pr-4 text-left font-medium text-slate-600 dark:text-slate-300">
                  {label}
                </th>
                <td className="py-2">{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
        </DetailSection>
        <div className="space-y-8">
          <DetailSection id="equipment-heading" title={t('equipment')}>
          <ul className="mt-3 grid grid-cols-2 gap-2 text-sm">
            {v.equipment.map((key) => (
              <li key={key} className="flex items-center gap-2">
                <span aria-hidden="true" className="text-emerald-600">
                  ✓
                </span>
                {t(`equipment-${key}`)}
              </li>
            ))}
          </ul>
          </DetailSection>
          <DetailSection id="tires-heading" title={t('tire-conditions')}>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-600 dark:text-slate-300">{t('tire-front')}</dt>
            <dd>{tireText(language, v.tires.sizeFront, v.tires.conditionFront)}</dd>
            <dt className="text-slate-600 dark:text-slate-300">{t('tire-rear')}</dt>
            <dd>{tireText(language, v.tires.sizeRear, v.tires.conditionRear)}</dd>
            <dt className="text-slate-600 dark:text-slate-300">{t('spare-tire')}</dt>
            <dd>{v.tires.spare ? spareTireName(texts, v.tires.spare) : '—'}</dd>
          </dl>
          </DetailSection>
          {v.goodPoints.items.length ? (
            <DetailSection id="good-points-heading" title={t('good-points')}>
            <ul lang={v.goodPoints.language} className="mt-3 list-disc space-y-1 pl-5 text-sm">
              {v.goodPoints.items.map((g) => (
                <li key={g}>{g}</li>
              ))}
            </ul>
            </DetailSection>
          ) : null}
          {v.movieUrl ? (
            <DetailSection id="movie-heading" title={t('movie')}>
            {/\.(mp4|webm)(\?|$)/i.test(v.movieUrl) ? (
              <video src={v.movieUrl} controls preload="none" className="mt-3 w-full rounded-lg" />
            ) : (
              <a href={v.movieUrl} rel="noopener noreferrer" target="_blank" className="mt-3 inline-block text-brand-700 underline dark:text-brand-100">
                {t('watch-movie')}
              </a>
            )}
            </DetailSection>
          ) : null}
          {v.keywords.length ? (
            <DetailSection id="keywords-heading" title={t('keywords')}>
            <ul className="mt-3 flex flex-wrap gap-2 text-sm">
              {v.keywords.map((k) => (
                <li key={k}>
                  <Link to={`/${language}/stocklist?keywords=${encodeURIComponent(k)}`} className="rounded-full border border-slate-300 px-3 py-1 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800">
                    {k}
                  </Link>
                </li>
              ))}
            </ul>
            </DetailSection>
          ) : null}
          {v.remarks ? (
            <DetailSection id="remarks-heading" title={t('remarks')}>
            <p lang={v.remarks.language} className="mt-3 text-sm">{v.remarks.text}</p>
            </DetailSection>
          ) : null}
        </div>
      </div>
      {/* Below the fold: drawn when scrolled near, in the server's HTML for crawlers (see LazyRender). */}
      {testimonials.length ? (
        <LazyRender minHeight={320} crawlable testId="lazy-testimonials">
          <Testimonials testimonials={testimonials} />
        </LazyRender>
      ) : null}
      {recommended.length ? (
        <LazyRender minHeight={420} crawlable testId="lazy-recommended">
          <VehicleShelf id="recommended-heading" title={forSale ? t('similar-vehicles') : t('similar-available')} vehicles={recommended} />
        </LazyRender>
      ) : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  const { language } = useLanguageData();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  const gone = error.data as Partial<GoneVehicle> | null;
  const similar = gone?.similar ?? [];
  const basis = similar.length ? (gone?.basis ?? 'none') : 'none';
  return (
    <div className="mx-auto max-w-7xl px-4 py-12" data-testid="vehicle-gone" data-basis={basis}>
      <title>{`${t('vehicle-gone')} | Roro Motors`}</title>
      <h1 className="text-2xl font-bold">{t('vehicle-gone')}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{t(basis === 'like' ? 'vehicle-gone-detail' : basis === 'newest' ? 'vehicle-gone-newest' : 'vehicle-gone-none')}</p>
      <p className="mt-4">
        <Link to={`/${language}/stocklist`} className="font-semibold text-brand-700 underline dark:text-brand-100">
          {t('browse-stock')}
        </Link>
      </p>
      {basis !== 'none' ? <VehicleShelf id="similar-heading" title={t(basis === 'like' ? 'similar-available' : 'newest-available')} vehicles={similar} /> : null}
    </div>
  );
}

/** The price form's block, which the summary's "change" leads to. */
const PRICE_FORM_ID = 'price-form';

/**
 * On screens where the price form comes under the gallery and the FOB price (below lg), its total under
 * the vehicle's name, in the first screen: the buyer sees what the car costs to their place without scrolling past the whole form.
 * The form's own answer (usePricedForm), written as the form writes it, so the two never differ.
 */
function PriceSummary({ stockNumber, initial }: { stockNumber: string; initial: PriceFormState }) {
  const state = usePricedForm(stockNumber, initial);
  const { language } = useLanguageData();
  const t = useT();
  const quote = state?.quote;
  if (!state || !quote) return null;
  const place = quote.isCif ? [quote.city ?? quote.portName, quote.country].filter(Boolean).join(', ') : t('fob-japan');
  const total = writtenBreakdown(language, quote.items, quote.totalPrice, state.currency).total;
  // A car the country refuses (too old on arrival, say) has no total to give: the form says why.
  if (quote.regulation.violations.length) {
    return (
      <p className="mt-3 flex flex-wrap items-baseline gap-x-2 rounded-md bg-red-50 px-3 py-2 lg:hidden dark:bg-red-950/60" data-testid="price-summary">
        <strong className="text-red-800 dark:text-red-200" data-testid="price-summary-refused">
          {t('price-not-importable', { country: quote.country })}
        </strong>
        <a href={`#${PRICE_FORM_ID}`} className="text-sm font-medium text-red-800 underline dark:text-red-200" data-testid="price-summary-change">
          {t('price-summary-why')}
        </a>
      </p>
    );
  }
  return (
    <p className="mt-3 flex flex-wrap items-baseline gap-x-2 rounded-md bg-brand-50 px-3 py-2 lg:hidden dark:bg-slate-800/60" data-testid="price-summary">
      <span>{t('total-price-to', { place })}:</span>
      <strong className="text-lg text-brand-700 tabular-nums dark:text-brand-100" data-testid="price-summary-total">
        {total}
      </strong>
      <a href={`#${PRICE_FORM_ID}`} className="text-sm font-medium text-brand-700 underline dark:text-brand-100" data-testid="price-summary-change">
        {t('price-summary-change')}
      </a>
    </p>
  );
}

/** Order in the phone's price bar: where the form's "Order this vehicle" goes, for the choice as priced. */
function BarOrder({ stockNumber, initial }: { stockNumber: string; initial: PriceFormState }) {
  const state = usePricedForm(stockNumber, initial);
  const { language } = useLanguageData();
  const t = useT();
  if (!state?.quote || state.quote.regulation.violations.length) return null;
  return (
    <OrderButton stockNumber={stockNumber} href={orderHref(language, stockNumber, pricedChoice(state))} className={PRICE_BAR_ORDER} testId="price-bar-order" inBar>
      {t('price-bar-order')}
    </OrderButton>
  );
}

type SpecRow = [label: string, value: React.ReactNode];

/** A specification row when the vehicle has the value, none otherwise. */
function given<T>(value: T | null, row: (value: T) => SpecRow): SpecRow[] {
  return value === null ? [] : [row(value)];
}

/** A titled block of the vehicle page. */
function DetailSection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
