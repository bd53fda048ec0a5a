// /{lang}/stocklist: the stock search. Filters and sort live in the URL, so the page works as a plain
// GET form with JavaScript off; pages follow by cursor.
import { data, Form, Link, useNavigation, useSearchParams } from 'react-router';
import { listMakersWithModelsCached } from '#domain/catalogue/makers.service.ts';
import { ORDER_CODES } from '#domain/catalogue/sort-orders.ts';
import { searchVehicles } from '#domain/catalogue/vehicle-search.service.ts';
import { isLanguage } from '#domain/context.ts';
import { InvalidInputError } from '#domain/errors.ts';
import { BODY_TYPES, FUEL_TYPES, TRANSMISSION_TYPES } from '#domain/catalogue/vocabulary.ts';
import { VehicleCard } from '../components/vehicle-card';
import { useLanguageData, useT } from '../lib/i18n';
import { formatNumber } from '../lib/format';
import { searchInputFromParams, searchParamsWithout } from '../lib/search-params';
import { toVehicleCardView } from '../lib/vehicle-view';
import type { Route } from './+types/stocklist';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = isLanguage(params.lang) ? params.lang : 'en';
  const ctx = { ...context.ctx, language };
  const url = new URL(request.url);
  const [result, makers] = await Promise.all([
    searchVehicles(ctx, { input: searchInputFromParams(url.searchParams), cursor: url.searchParams.get('cursor') }),
    listMakersWithModelsCached(ctx),
  ]);
  const makerOptions = makers.map((m) => ({ name: m.name, count: m.vehicleCount, models: m.models.map((md) => ({ name: md.name, count: md.vehicleCount })) }));
  if (result instanceof InvalidInputError) {
    return data({ issues: result.issues, vehicles: [], totalCount: 0, endCursor: null, hasNextPage: false, isFirstPage: true, makers: makerOptions }, { status: 400 });
  }
  return data(
    {
      issues: [],
      vehicles: result.edges.map((e) => toVehicleCardView(ctx.site, e.node)),
      totalCount: result.totalCount,
      endCursor: result.pageInfo.endCursor,
      hasNextPage: result.pageInfo.hasNextPage,
      isFirstPage: !result.pageInfo.hasPreviousPage,
      makers: makerOptions,
    },
    { headers: { 'cache-control': 'public, max-age=30, stale-while-revalidate=300' } },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ data: loaderData, params }: Route.MetaArgs) {
  const total = loaderData?.totalCount ?? 0;
  return [
    { title: `Used cars for export from Japan: ${total} in stock | Roro Motors` },
    { name: 'description', content: 'Search our stock of Japanese used cars, trucks and buses. FOB prices in yen; CIF to your port on request.' },
    { tagName: 'link', rel: 'canonical', href: `/${params.lang}/stocklist` },
  ];
}

export default function Stocklist({ loaderData }: Route.ComponentProps) {
  const { language } = useLanguageData();
  const t = useT();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const { vehicles, totalCount, makers, issues, endCursor, hasNextPage, isFirstPage } = loaderData;
  const busy = navigation.state === 'loading';
  const selectedMaker = params.get('maker') ?? '';
  const models = makers.find((m) => m.name.toLowerCase() === selectedMaker.toLowerCase())?.models ?? [];
  const issueFor = (field: string) => issues.find((i) => i.fieldname === field)?.message;
  const keep = searchParamsWithout(params, 'cursor');
  const nextParams = new URLSearchParams(keep);
  if (endCursor) nextParams.set('cursor', endCursor);
  const years = Array.from({ length: 20 }, (_, i) => new Date().getUTCFullYear() - i);

  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 lg:grid-cols-[280px_1fr]">
      <aside>
        <Form method="get" className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900" aria-label={t('filters')}>
          <h2 className="text-lg font-semibold">{t('filters')}</h2>
          <Field label={t('keywords')} htmlFor="f-keywords" error={issueFor('keywords')}>
            <input id="f-keywords" name="keywords" type="search" maxLength={255} defaultValue={params.get('keywords') ?? ''} className={inputClass} />
          </Field>
          <Field label={t('maker')} htmlFor="f-maker" error={issueFor('maker')}>
            <select id="f-maker" name="maker" defaultValue={selectedMaker} className={inputClass}>
              <option value="">{t('any')}</option>
              {makers.map((m) => (
                <option key={m.name} value={m.name}>
                  {m.name} ({formatNumber(language, m.count)})
                </option>
              ))}
            </select>
          </Field>
          <Field label={t('model')} htmlFor="f-model" error={issueFor('model')}>
            <select id="f-model" name="model" defaultValue={params.get('model') ?? ''} className={inputClass} disabled={models.length === 0}>
              <option value="">{models.length ? t('any') : t('choose-maker-first')}</option>
              {models.map((m) => (
                <option key={m.name} value={m.name}>
                  {m.name} ({m.count})
                </option>
              ))}
            </select>
          </Field>
          <Field label={t('body-type')} htmlFor="f-type" error={issueFor('type')}>
            <select id="f-type" name="type" defaultValue={params.get('type') ?? ''} className={inputClass}>
              <option value="">{t('any')}</option>
              {BODY_TYPES.map((b) => (
                <option key={b} value={b}>
                  {t(`body-${b}`)}
                </option>
              ))}
            </select>
          </Field>
          <fieldset>
            <legend className="mb-1 text-sm font-medium">{t('price-fob-jpy')}</legend>
            <div className="flex gap-2">
              <label className="sr-only" htmlFor="f-minPrice">
                {t('min')}
              </label>
              <input id="f-minPrice" name="minPrice" inputMode="numeric" placeholder={t('min')} defaultValue={params.get('minPrice') ?? ''} className={inputClass} />
              <label className="sr-only" htmlFor="f-maxPrice">
                {t('max')}
              </label>
              <input id="f-maxPrice" name="maxPrice" inputMode="numeric" placeholder={t('max')} defaultValue={params.get('maxPrice') ?? ''} className={inputClass} />
            </div>
            {issueFor('minPrice') || issueFor('maxPrice') ? <p className="mt-1 text-sm text-red-700 dark:text-red-400">{issueFor('minPrice') ?? issueFor('maxPrice')}</p> : null}
          </fieldset>
          <fieldset>
            <legend className="mb-1 text-sm font-medium">{t('year')}</legend>
            <div className="flex gap-2">
              <label className="sr-only" htmlFor="f-minYear">
                {t('from')}
              </label>
              <select id="f-minYear" name="minYear" defaultValue={params.get('minYear') ?? ''} className={inputClass}>
                <option value="">{t('from')}</option>
                {years.map((y) => (
                  <option key={y}>{y}</option>
                ))}
              </select>
              <label className="sr-only" htmlFor="f-maxYear">
                {t('to')}
              </label>
              <select id="f-maxYear" name="maxYear" defaultValue={params.get('maxYear') ?? ''} className={inputClass}>
                <option value="">{t('to')}</option>
                {years.map((y) => (
                  <option key={y}>{y}</option>
                ))}
              </select>
            </div>
            {issueFor('maxYear') ? <p className="mt-1 text-sm text-red-700 dark:text-red-400">{issueFor('maxYear')}</p> : null}
          </fieldset>
          <Field label={t('fuel')} htmlFor="f-fuel" error={issueFor('fuelType')}>
            <select id="f-fuel" name="fuelType" defaultValue={params.get('fuelType') ?? ''} className={inputClass}>
              <option value="">{t('any')}</option>
              {FUEL_TYPES.map((f) => (
                <option key={f} value={f}>
                  {t(`fuel-${f}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t('transmission')} htmlFor="f-transmission" error={issueFor('transmission')}>
            <select id="f-transmission" name="transmission" defaultValue={params.get('transmission') ?? ''} className={inputClass}>
              <option value="">{t('any')}</option>
              {TRANSMISSION_TYPES.map((v) => (
                <option key={v} value={v}>
                  {t(`transmission-${v}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t('sort-by')} htmlFor="f-order" error={issueFor('order')}>
            <select id="f-order" name="order" defaultValue={params.get('order') ?? '3'} className={inputClass}>
              {ORDER_CODES.map((code) => (
                <option key={code} value={code}>
                  {t(`order-${code}`)}
                </option>
              ))}
            </select>
          </Field>
          <button type="submit" className="w-full rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-600">
            {t('search')}
          </button>
          <Link to={`/${language}/stocklist`} className="block text-center text-sm text-brand-700 underline dark:text-brand-100">
            {t('clear-filters')}
          </Link>
        </Form>
      </aside>
      <section aria-labelledby="results-heading" aria-busy={busy}>
        <h1 id="results-heading" className="text-2xl font-bold">
          {t('stocklist-heading')}
        </h1>
        <p className="mt-1 text-slate-600 dark:text-slate-300" data-testid="total-count">
          {t('vehicles-found', { count: formatNumber(language, totalCount) })}
        </p>
        {issues.length ? (
          <div role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 p-3 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200">
            {issues.map((i) => (
              <p key={i.fieldname}>{i.message}</p>
            ))}
          </div>
        ) : null}
        {vehicles.length === 0 && issues.length === 0 ? <p className="mt-8 text-lg">{t('no-vehicles')}</p> : null}
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {vehicles.map((v, i) => (
            <li key={v.uuid} className="flex">
              <VehicleCard vehicle={v} eager={i < 3} />
            </li>
          ))}
        </ul>
        <nav aria-label={t('pagination')} className="mt-8 flex items-center justify-between gap-4">
          {isFirstPage ? <span /> : (
            <Link to={`?${keep.toString()}`} className="rounded-md border border-slate-300 px-4 py-2 dark:border-slate-700">
              {t('first-page')}
            </Link>
          )}
          {hasNextPage ? (
            <Link to={`?${nextParams.toString()}`} rel="next" className="rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-600">
              {t('next-page')}
            </Link>
          ) : null}
        </nav>
      </section>
    </div>
  );
}

const inputClass = 'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-950';

function Field({ label, htmlFor, error, children }: { label: string; htmlFor: string; error?: string; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={htmlFor} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      {children}
      {error ? <p className="mt-1 text-sm text-red-700 dark:text-red-400">{error}</p> : null}
    </div>
  );
}
