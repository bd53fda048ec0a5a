// /{lang}: the top page's search box and the newest and best-priced stock.
import { Form } from 'react-router';
import { listMakersWithModelsCached } from '#domain/catalogue/makers.service.ts';
import { searchVehicles } from '#domain/catalogue/vehicle-search.service.ts';
import { isLanguage, type RequestContext } from '#domain/context.ts';
import type { SearchVehiclesInput } from '#domain/catalogue/vehicle-search.inputs.ts';
import { BODY_TYPES } from '#domain/catalogue/vocabulary.ts';
import { VehicleShelf } from '../components/vehicle-shelf';
import { useLanguageData, useT } from '../lib/i18n';
import { layoutData, pageText, seoMeta } from '../lib/seo';
import { toVehicleCardView } from '../lib/vehicle-view';
import type { Route } from './+types/home';

async function carousel(ctx: RequestContext, input: SearchVehiclesInput) {
  const result = await searchVehicles(ctx, { input, first: 10 });
  return result instanceof Error ? [] : result.edges.map((e) => toVehicleCardView(ctx.site, e.node));
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const language = isLanguage(params.lang) ? params.lang : 'en';
  const ctx = { ...context.ctx, language };
  const [newArrivals, discounted, makers] = await Promise.all([
    carousel(ctx, { order: '3' }),
    carousel(ctx, { bestDeals: true, order: '13' }),
    listMakersWithModelsCached(ctx),
  ]);
  return { newArrivals, discounted, makers: makers.map((m) => m.name) };
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
  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12">
          <h1 className="max-w-3xl text-3xl font-extrabold sm:text-4xl">{t('home-heading')}</h1>
          <p className="mt-3 max-w-2xl text-lg text-brand-100">{t('home-subheading')}</p>
          <Form method="get" action={`/${language}/stocklist`} className="mt-6 grid max-w-4xl gap-3 rounded-lg bg-white p-4 text-slate-900 sm:grid-cols-4">
            <label className="sr-only" htmlFor="home-maker">
              {t('maker')}
            </label>
            <select id="home-maker" name="maker" className="rounded-md border border-slate-300 px-3 py-2">
              <option value="">{t('all-makers')}</option>
              {loaderData.makers.map((m) => (
                <option key={m}>{m}</option>
              ))}
            </select>
            <label className="sr-only" htmlFor="home-type">
              {t('body-type')}
            </label>
            <select id="home-type" name="type" className="rounded-md border border-slate-300 px-3 py-2">
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
            <input id="home-keywords" name="keywords" type="search" maxLength={255} placeholder={t('search-placeholder')} className="rounded-md border border-slate-300 px-3 py-2" />
            <button type="submit" className="rounded-md bg-accent-600 px-4 py-2 font-semibold text-white hover:bg-accent-500">
              {t('search')}
            </button>
          </Form>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4">
        <VehicleShelf id="new-arrivals" title={t('new-arrivals')} moreTo={`/${language}/stocklist?order=3`} vehicles={loaderData.newArrivals} />
        <VehicleShelf id="best-deals" title={t('best-deals')} moreTo={`/${language}/stocklist?bestDeals=true&order=13`} vehicles={loaderData.discounted} />
      </div>
    </>
  );
}
