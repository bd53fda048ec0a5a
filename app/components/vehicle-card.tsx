// One vehicle in a list: picture, name, key facts, the FOB price in the visitor's currency and, when a
// destination is known, the total price to it; with badges. A compact card is a row on phones (a
// thumbnail beside the facts, several to a screen) and the same card as any other from sm up.
import { Link } from 'react-router';
import { FavoriteButton } from './favorite-button';
import { ImportRefusalNote } from './import-refusal-note';
import { formatCc, formatKm } from '../lib/format';
import { useLanguageData, useMoney, useT } from '../lib/i18n';
import type { VehicleCardView } from '../lib/vehicle-view';

/** The picture's width in each grid: shelves of 2, 3 and 5 columns; the stock list of 1, 2 and 3 beside its filters; one card alone. */
export const CARD_SIZES = {
  shelf: '(min-width: 1024px) 20vw, (min-width: 768px) 33vw, 50vw',
  list: '(min-width: 1280px) 25vw, (min-width: 640px) 50vw, 100vw',
  /** The stock list's compact cards: a 128 px thumbnail on phones. */
  compactList: '(min-width: 1280px) 25vw, (min-width: 640px) 50vw, 128px',
  single: '(min-width: 640px) 384px, 100vw',
} as const;

/**
 * `headingLevel`: 2 where the cards sit right under the page's h1 (the stock list), 3 under a section's h2.
 * `sizes`: how wide the card's grid draws it, so a phone fetches the 320 or 640 picture, not the 1280 one.
 */
export function VehicleCard({
  vehicle,
  eager = false,
  headingLevel = 3,
  sizes = CARD_SIZES.shelf,
  heart = true,
  compact = false,
}: {
  vehicle: VehicleCardView;
  eager?: boolean;
  headingLevel?: 2 | 3;
  sizes?: string;
  /** The favourite heart over the picture; a list with its own button leaves it out. */
  heart?: boolean;
  /** A row on phones: the thumbnail left, the facts right. */
  compact?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { language } = useLanguageData();
  const t = useT();
  const money = useMoney();
  const unavailable = vehicle.status !== 'OnSale' && vehicle.status !== 'LocalStockOnSale';
  /** Classes for the compact card's phone layout (below sm). */
  const phone = (classes: string) => (compact ? classes : '');
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition hover:shadow-md dark:border-slate-800 dark:bg-slate-900">
      <Link to={`/${language}/stocklist/${vehicle.stockNumber}`} className={`flex flex-1 flex-col ${phone('max-sm:flex-row')}`} data-testid="vehicle-card-link">
        <div className={`relative aspect-[4/3] bg-slate-100 dark:bg-slate-800 ${phone('max-sm:w-32 max-sm:shrink-0 max-sm:self-start')}`}>
          {vehicle.imageUrl ? (
            <img
              src={vehicle.imageUrl}
              srcSet={vehicle.imageSrcSet ?? undefined}
              sizes={sizes}
              alt={`${vehicle.year4} ${vehicle.title}`}
              width={640}
              height={480}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
              className="h-full w-full object-cover"
            />
          ) : null}
        </div>
        <div className={`flex flex-1 flex-col gap-1 p-3 ${phone('max-sm:min-w-0 max-sm:gap-0.5 max-sm:py-2')}`}>
          {/* The badges beside the stock number, not over the picture: there they hid the car and, in the
              longer languages ("Bientôt disponible"), ran under the heart. */}
          <div className="flex flex-wrap items-center gap-1 text-xs">
            <p className="mr-1 text-slate-500 dark:text-slate-400">{vehicle.stockNumber}</p>
            {vehicle.isNewArrival ? <span className="rounded bg-emerald-700 px-1.5 py-px font-semibold text-white">{t('badge-new')}</span> : null}
            {vehicle.originalPrice ? <span className="rounded bg-accent-600 px-1.5 py-px font-semibold text-white">{t('badge-discount')}</span> : null}
            {unavailable ? <span className="rounded bg-slate-800 px-1.5 py-px font-semibold text-white dark:bg-slate-600">{t(`status-${vehicle.status}`)}</span> : null}
          </div>
          <Heading className={`font-semibold leading-snug group-hover:text-brand-700 dark:group-hover:text-brand-100 ${phone('max-sm:line-clamp-2')}`}>
            {vehicle.year4} {vehicle.title}
            {vehicle.grade ? <span className="font-normal text-slate-600 dark:text-slate-300"> {vehicle.grade}</span> : null}
          </Heading>
          <p className={`text-sm text-slate-600 dark:text-slate-300 ${phone('max-sm:text-[13px]')}`}>
            {formatKm(language, vehicle.kiloMeters)} · {vehicle.engineSize ? formatCc(language, vehicle.engineSize) : t(`fuel-${vehicle.fuelType}`)} ·{' '}
            {t(`transmission-${vehicle.transmissionType}`)}
          </p>
          <div className={`mt-auto pt-2 ${phone('max-sm:pt-1')}`}>
            <p className="text-xs uppercase tracking-wide text-slate-500 dark:text-slate-400">{t('fob-price')}</p>
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="text-lg font-bold text-brand-700 dark:text-brand-100" data-testid="price-fob">
                {money(vehicle.priceFob)}
              </span>
              {vehicle.originalPrice ? (
                <s className="text-sm text-slate-500 dark:text-slate-400" aria-label={t('original-price')}>
                  {money(vehicle.originalPrice)}
                </s>
              ) : null}
            </p>
            {vehicle.distributorPrice !== null ? (
              <p className="text-sm text-emerald-800 dark:text-emerald-200" data-testid="card-distributor-price">
                {t('distributor-price')}: <strong>{money(vehicle.distributorPrice)}</strong>
              </p>
            ) : null}
            {vehicle.importRefusal ? (
              <ImportRefusalNote refusal={vehicle.importRefusal} isLeftHandle={vehicle.isLeftHandle} />
            ) : vehicle.total ? (
              vehicle.total.eligible ? (
                <p className="mt-1 text-sm text-slate-700 dark:text-slate-200" data-testid="price-total">
                  {t('total-to-port', { port: vehicle.total.place })}: <strong>{money(vehicle.total.totalPrice)}</strong>
                </p>
              ) : (
                <p className="mt-1 text-sm font-medium text-red-700 dark:text-red-300" data-testid="price-total">
                  {t('not-eligible', { country: vehicle.total.country })}
                </p>
              )
            ) : null}
          </div>
        </div>
      </Link>
      {/* Beside the link, not in it: a control inside a link is neither valid nor reachable by keyboard. */}
      {heart ? (
        <FavoriteButton
          vehicle={vehicle}
          name={`${vehicle.year4} ${vehicle.title}`}
          // On the compact card's thumbnail (128 px wide), at its top right corner.
          className={compact ? 'absolute right-2 top-2 z-10 max-sm:left-[88px] max-sm:right-auto max-sm:top-1' : undefined}
        />
      ) : null}
    </article>
  );
}
