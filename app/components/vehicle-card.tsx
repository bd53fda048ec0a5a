// One vehicle in a list: picture, name, key facts and the FOB price, with badges.
import { Link } from 'react-router';
import { formatCc, formatJpy, formatKm } from '../lib/format';
import { useLanguageData, useT } from '../lib/i18n';
import type { VehicleCardView } from '../lib/vehicle-view';

export function VehicleCard({ vehicle, eager = false }: { vehicle: VehicleCardView; eager?: boolean }) {
  const { language } = useLanguageData();
  const t = useT();
  const unavailable = vehicle.status !== 'OnSale' && vehicle.status !== 'LocalStockOnSale';
  return (
    <article className="group flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition hover:shadow-md dark:border-slate-800 dark:bg-slate-900">
      <Link to={`/${language}/stocklist/${vehicle.stockNumber}`} className="flex flex-1 flex-col" data-testid="vehicle-card-link">
        <div className="relative aspect-[4/3] bg-slate-100 dark:bg-slate-800">
          {vehicle.imageUrl ? (
            <img
              src={vehicle.imageUrl}
              srcSet={vehicle.imageSrcSet ?? undefined}
              sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
              alt={`${vehicle.year4} ${vehicle.title}`}
              width={640}
              height={480}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
              className="h-full w-full object-cover"
            />
          ) : null}
          <div className="absolute left-2 top-2 flex flex-wrap gap-1 text-xs font-semibold">
            {vehicle.isNewArrival ? <span className="rounded bg-emerald-600 px-2 py-0.5 text-white">{t('badge-new')}</span> : null}
            {vehicle.originalPrice ? <span className="rounded bg-accent-600 px-2 py-0.5 text-white">{t('badge-discount')}</span> : null}
            {unavailable ? <span className="rounded bg-slate-800 px-2 py-0.5 text-white">{t(`status-${vehicle.status}`)}</span> : null}
          </div>
        </div>
        <div className="flex flex-1 flex-col gap-1 p-3">
          <p className="text-xs text-slate-500 dark:text-slate-400">{vehicle.stockNumber}</p>
          <h3 className="font-semibold leading-snug group-hover:text-brand-700 dark:group-hover:text-brand-100">
            {vehicle.year4} {vehicle.title}
            {vehicle.grade ? <span className="font-normal text-slate-600 dark:text-slate-300"> {vehicle.grade}</span> : null}
          </h3>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {formatKm(language, vehicle.kiloMeters)} · {vehicle.engineSize ? formatCc(language, vehicle.engineSize) : t(`fuel-${vehicle.fuelType}`)} ·{' '}
            {t(`transmission-${vehicle.transmissionType}`)}
          </p>
          <div className="mt-auto pt-2">
            <p className="text-xs uppercase tracking-wide text-slate-500 dark:text-slate-400">{t('fob-price')}</p>
            <p className="flex items-baseline gap-2">
              <span className="text-lg font-bold text-brand-700 dark:text-brand-100" data-testid="price-fob">
                {formatJpy(language, vehicle.priceFob)}
              </span>
              {vehicle.originalPrice ? (
                <s className="text-sm text-slate-500 dark:text-slate-400" aria-label={t('original-price')}>
                  {formatJpy(language, vehicle.originalPrice)}
                </s>
              ) : null}
            </p>
          </div>
        </div>
      </Link>
    </article>
  );
}
