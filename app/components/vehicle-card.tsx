// One vehicle in a list: picture, name, key facts, the FOB price in the visitor's currency and, when a
// destination is known, the total price to it; with badges. In the stock list's `.vc-list` a card is a row
// on phones (a thumbnail beside the facts, several to a screen) and the same card as any other from sm up.
// Under it, the Compare toggle (ADR 066).
import { Link } from 'react-router';
import { pictureSrcSet, pictureUrl } from '#domain/media.ts';
import { CompareButton } from './compare-button';
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
 * `eager`: the first card of a list, whose picture is the page's largest paint: fetched at once, first.
 */
export function VehicleCard({
  vehicle,
  eager = false,
  headingLevel = 3,
  sizes = CARD_SIZES.shelf,
  heart = true,
}: {
  vehicle: VehicleCardView;
  eager?: boolean;
  headingLevel?: 2 | 3;
  sizes?: string;
  /** The favourite heart over the picture; a list with its own button leaves it out. */
  heart?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { language } = useLanguageData();
  const t = useT();
  const money = useMoney();
  const unavailable = vehicle.status !== 'OnSale' && vehicle.status !== 'LocalStockOnSale';
  const name = `${vehicle.year4} ${vehicle.title}`;
  // Short component classes (app.css, `.vc-*`): a list draws 24 cards. Texts are joined before React
  // writes them, so no `<!-- -->` markers between their parts. No test ids either: tests find a card's
  // parts by these classes (tests/e2e/cards.ts, ADR 047).
  return (
    <article className="vc">
      <Link to={`/${language}/stocklist/${vehicle.stockNumber}`} className="vc-a">
        <div className="vc-pic">
          {vehicle.picture ? (
            <img
              src={pictureUrl(vehicle.picture, 640)}
              srcSet={pictureSrcSet(vehicle.picture)}
              sizes={sizes}
              alt={name}
              width={640}
              height={480}
              loading={eager ? 'eager' : 'lazy'}
              fetchPriority={eager ? 'high' : undefined}
              decoding="async"
            />
          ) : null}
        </div>
        <div className="vc-body">
          {/* The badges beside the stock number, not over the picture: there they hid the car and, in the
              longer languages ("Bientôt disponible"), ran under the heart. */}
          <div className="vc-tags">
            <p className="vc-no">{vehicle.stockNumber}</p>
            {vehicle.isNewArrival ? <span className="vc-tag vc-tag-new">{t('badge-new')}</span> : null}
            {vehicle.originalPrice ? <span className="vc-tag vc-tag-down">{t('badge-discount')}</span> : null}
            {unavailable ? <span className="vc-tag">{t(`status-${vehicle.status}`)}</span> : null}
          </div>
          <Heading className="vc-title">
            {name}
            {vehicle.grade ? <span className="vc-grade">{` ${vehicle.grade}`}</span> : null}
          </Heading>
          <p className="vc-facts">
            {`${formatKm(language, vehicle.kiloMeters)} · ${vehicle.engineSize ? formatCc(language, vehicle.engineSize) : t(`fuel-${vehicle.fuelType}`)} · ${t(`transmission-${vehicle.transmissionType}`)}`}
          </p>
          <div className="vc-price">
            <p className="vc-label">{t('fob-price')}</p>
            {/* Most cards have one price: it is the paragraph itself, not a span in one (a list draws 24). */}
            {vehicle.originalPrice ? (
              <p className="vc-fobs">
                <span className="vc-fob">{money(vehicle.priceFob)}</span>
                <s className="vc-was" aria-label={t('original-price')}>
                  {money(vehicle.originalPrice)}
                </s>
              </p>
            ) : (
              <p className="vc-fob">{money(vehicle.priceFob)}</p>
            )}
            {vehicle.distributorPrice !== null ? (
              <p className="vc-dealer" data-testid="card-distributor-price">
                {`${t('distributor-price')}: `}
                <strong>{money(vehicle.distributorPrice)}</strong>
              </p>
            ) : null}
            {vehicle.importRefusal ? (
              <ImportRefusalNote refusal={vehicle.importRefusal} isLeftHandle={vehicle.isLeftHandle} />
            ) : vehicle.total ? (
              vehicle.total.eligible ? (
                <p className="vc-total">
                  {`${t('total-to-port', { port: vehicle.total.place })}: `}
                  <strong>{money(vehicle.total.totalPrice)}</strong>
                  {vehicle.total.campaign ? <span className="vc-campaign">{` (${t('card-campaign', { name: vehicle.total.campaign.name, amount: money(vehicle.total.campaign.discountJpy) })})`}</span> : null}
                  {vehicle.total.landedJpy ? (
                    <span className="vc-landed" data-testid="card-landed">
                      {` · ${t('card-landed', { place: vehicle.total.place, amount: money(vehicle.total.landedJpy) })}`}
                    </span>
                  ) : null}
                </p>
              ) : (
                <p className="vc-total vc-refused">
                  {t('not-eligible', { country: vehicle.total.country })}
                </p>
              )
            ) : null}
          </div>
        </div>
      </Link>
      {/* Beside the link, not in it: a control inside a link is neither valid nor reachable by keyboard. */}
      {heart ? <FavoriteButton vehicle={vehicle} name={name} /> : null}
      <CompareButton stockNumber={vehicle.stockNumber} name={name} />
    </article>
  );
}
