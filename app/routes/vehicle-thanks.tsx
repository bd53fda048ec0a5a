// /{lang}/stocklist/{stockNumber}/thanks: shown after an inquiry about a vehicle. The vehicle is looked
// up again; if it has gone meanwhile, the thanks stands without it.
import { Link } from 'react-router';
import { vehicleByStockNumber } from '#domain/catalogue/vehicle-detail.service.ts';
import { CARD_SIZES, VehicleCard } from '../components/vehicle-card';
import { useLanguageData, useT } from '../lib/i18n';
import { pageLanguage } from '../lib/page-language';
import { layoutData, pageText } from '../lib/seo';
import { toVehicleCardView } from '../lib/vehicle-view';
import type { Route } from './+types/vehicle-thanks';

export async function loader({ params, context }: Route.LoaderArgs) {
  const language = pageLanguage(params);
  const ctx = { ...context.ctx, language };
  const vehicle = await vehicleByStockNumber(ctx, params.stockNumber);
  return { vehicle: vehicle instanceof Error ? null : toVehicleCardView(ctx.site, vehicle) };
}

export function headers() {
  return { 'cache-control': 'private, no-store' };
}

export function meta({ matches }: Route.MetaArgs) {
  const layout = layoutData(matches);
  return [{ title: `${pageText(layout, 'inquiry-thanks')} | Roro Motors` }, { name: 'robots', content: 'noindex' }];
}

export default function VehicleThanks({ loaderData }: Route.ComponentProps) {
  const { language } = useLanguageData();
  const t = useT();
  const { vehicle } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-2xl font-bold">
        {t('inquiry-thanks')}
      </h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{t('inquiry-thanks-detail')}</p>
      {vehicle ? (
        <section aria-labelledby="inquiry-vehicle" className="mt-8 max-w-sm">
          <h2 id="inquiry-vehicle" className="mb-3 text-lg font-semibold">
            {t('your-inquiry-about')}
          </h2>
          <VehicleCard vehicle={vehicle} eager sizes={CARD_SIZES.single} />
        </section>
      ) : null}
      <p className="mt-8 flex flex-wrap gap-4">
        {vehicle ? (
          <Link to={`/${language}/stocklist/${vehicle.stockNumber}`} className="rounded-md border border-slate-300 px-4 py-2 dark:border-slate-700">
            {t('back-to-vehicle')}
          </Link>
        ) : null}
        <Link to={`/${language}/stocklist`} className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-600">
          {t('continue-browsing')}
        </Link>
      </p>
    </div>
  );
}
