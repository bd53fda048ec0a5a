// The compare page (issue 42, ADR 066): the destination the cars are priced to, then the cars side by side,
// one column each, in rows grouped as the vehicle page groups them. A row where the cars differ is
// highlighted and says so in words; the best value of a row says what makes it best; `same=hide` leaves
// out the identical rows. On a phone the row names stay pinned while the cars' columns swipe sideways.
import { Form, Link, useLocation } from 'react-router';
import { pictureSrcSet, pictureUrl } from '#domain/media.ts';
import { formatAmount, formatCc, formatDimensions, formatKm, formatMonth, formatUnit } from '../lib/format';
import { useLanguageData, useMoney, useT } from '../lib/i18n';
import { compareAction } from './compare-button';
import { writtenBreakdown } from '../lib/converted-breakdown';
import { registrationText, spareTireName, tireText } from '../lib/vehicle-values';
import type { ComparedCarView, ComparePageData } from '../lib/compare-view.server';
import { CountrySelect, fieldClass, FormField } from './form-field';
import { PrintButton } from './print-button';

type Page = ComparePageData & { hideSame: boolean; refused: string | null };

/** This page's query with some parameters changed (null drops one), its commas left as they are: the link is read and shared. */
function queryWith(search: string, changes: Record<string, string | null>): string {
  const query = new URLSearchParams(search);
  // The note of a fifth car refused is for the moment it was refused.
  query.delete('refused');
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) query.delete(name);
    else query.set(name, value);
  }
  return `?${String(query).replace(/%2C/gi, ',')}`;
}
type Row = Page['rows'][number];

/** What the best value of a row is called, in the row's words: the mark is text, not a colour alone. */
const BEST_TEXT: Record<string, string> = { landedCost: 'compare-best-landed', total: 'compare-best-total', mileage: 'compare-best-mileage', year: 'compare-best-year' };

export function ComparisonPage({ page }: { page: Page }) {
  const t = useT();
  const { language } = useLanguageData();
  const { cars, notes } = page;
  const listed = (list: string[]) => list.join(', ');
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 print:max-w-none print:px-0 print:py-0">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('compare-title')}</h1>
      <div className="mt-3 space-y-2 text-sm" data-testid="compare-notes">
        {page.refused ? <p className="rounded-md bg-amber-50 px-3 py-2 text-amber-900 dark:bg-amber-950 dark:text-amber-100" role="status" data-testid="compare-refused">{t('compare-full-refused', { stockNumber: page.refused })}</p> : null}
        {notes.unknown.length ? <p className="text-slate-700 dark:text-slate-300">{t('compare-unknown', { list: listed(notes.unknown) })}</p> : null}
        {notes.malformed.length ? <p className="text-slate-700 dark:text-slate-300">{t('compare-malformed', { list: listed(notes.malformed) })}</p> : null}
        {notes.beyondLimit.length ? <p className="text-slate-700 dark:text-slate-300">{t('compare-beyond', { list: listed(notes.beyondLimit) })}</p> : null}
      </div>
      {cars.length === 0 ? (
        <div className="mt-8 rounded-lg border border-dashed border-slate-300 p-8 text-center dark:border-slate-700" data-testid="compare-empty">
          <p>{t('compare-empty')}</p>
          <Link to={`/${language}/stocklist`} className="mt-4 inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
            {t('browse-stock')}
          </Link>
        </div>
      ) : (
        <>
          <DestinationForm page={page} />
          <ComparisonTable page={page} />
        </>
      )}
    </div>
  );
}

/** Where the cars are priced to: a plain GET form, so the address keeps the choice; with scripts each choice sends it. */
function DestinationForm({ page }: { page: Page }) {
  const t = useT();
  const { countries } = useLanguageData();
  const location = useLocation();
  const query = new URLSearchParams(location.search);
  const { destination } = page;
  const submit = (event: React.ChangeEvent<HTMLSelectElement>) => event.currentTarget.form?.requestSubmit();
  return (
    <Form method="get" className="mt-4 grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end print:hidden dark:border-slate-800 dark:bg-slate-900" data-testid="compare-destination">
      <input type="hidden" name="stock" value={query.get('stock') ?? ''} />
      {page.hideSame ? <input type="hidden" name="same" value="hide" /> : null}
      {/* Keyed by the choice the page was drawn with: the address changed, the fields show the new one. */}
      <CountrySelect name="country" label={t('destination-country')} countries={countries} defaultValue={destination?.country ?? ''} onChange={submit} key={destination?.country} />
      <FormField label={t('destination-port')}>
        <select name="port" defaultValue={destination?.port ?? ''} onChange={submit} className={fieldClass} key={destination?.port} disabled={!page.ports.length}>
          {page.ports.map((p) => (
            <option key={p.uuid} value={p.uuid}>
              {p.name}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label={t('final-destination')}>
        <select name="city" defaultValue={destination?.city ?? ''} onChange={submit} className={fieldClass} key={destination?.city} disabled={!page.ports.length}>
          <option value="">{t('port-only')}</option>
          {page.cities.map((c) => (
            <option key={c.uuid} value={c.uuid}>
              {c.name}
            </option>
          ))}
        </select>
      </FormField>
      <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
        {t('compare-update')}
      </button>
    </Form>
  );
}

function ComparisonTable({ page }: { page: Page }) {
  const t = useT();
  const { language, currency } = useLanguageData();
  const location = useLocation();
  const { cars, rows, destination, hideSame } = page;
  const place = destination ? (destination.cityName ?? destination.portName ?? destination.countryName) : '';
  const shown = (row: Row) => (!hideSame || row.differs || cars.length < 2) && row.values.some((v) => v !== null);
  const cell = useCell(place, destination?.countryName ?? '');
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const items = rows.filter((row) => row.key.startsWith('item:'));
  const groups: { title: string; rows: Row[] }[] = [
    { title: destination ? t('compare-price-to', { place }) : t('fob-price'), rows: [byKey.get('landedCost')!, ...items, byKey.get('total')!, byKey.get('priceFob')!] },
    { title: t('specifications'), rows: ['year', 'ageOnArrival', 'mileage', 'engine', 'fuel', 'transmission', 'drive', 'steering', 'dimensions', 'volume', 'tires', 'grade', 'qualityGrade', 'status'].map((key) => byKey.get(key)!) },
    { title: t('equipment'), rows: rows.filter((row) => row.key.startsWith('equipment:')) },
  ];
  return (
    // Not a landmark of its own: the table's scrolling region is, named by the same heading.
    <div className="mt-4">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <h2 id="compare-table-heading" className="text-lg font-semibold">
          {t('compare-caption', { count: cars.length })}
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          {cars.length > 1 ? (
            <Link to={queryWith(location.search, { same: hideSame ? null : 'hide' })} replace preventScrollReset className="text-sm font-semibold text-brand-700 underline dark:text-brand-100" data-testid="compare-same">
              {t(hideSame ? 'compare-show-all' : 'compare-hide-same')}
            </Link>
          ) : null}
          <PrintButton label={t('invoice-print')} />
        </div>
      </div>
      {cars.length > 1 ? <p className="mt-2 text-sm text-slate-600 sm:hidden print:hidden dark:text-slate-300">{t('compare-swipe')}</p> : null}
      {/* Scrolls sideways on its own (never the page): focusable, so a keyboard scrolls it too. */}
      <div className="cmp-scroll mt-3" role="region" aria-labelledby="compare-table-heading" tabIndex={0} data-testid="compare-table">
        <table className="cmp-table">
          <thead>
            <tr>
              <td className="cmp-corner" />
              {cars.map((car) => (
                <th key={car.stockNumber} scope="col" className="cmp-car" data-stock-number={car.stockNumber}>
                  <CarHeading car={car} />
                </th>
              ))}
            </tr>
          </thead>
          {groups.map((group) => {
            const visible = group.rows.filter(shown);
            if (!visible.length) return null;
            return (
              <tbody key={group.title}>
                <tr>
                  <th scope="rowgroup" colSpan={cars.length + 1} className="cmp-group">
                    {/* Pinned with the row names, not swiped out of sight with the cars. */}
                    <span className="sticky left-2">{group.title}</span>
                  </th>
                </tr>
                {visible.map((row) => (
                  <tr key={row.key} className={row.differs ? 'cmp-diff' : undefined} data-row={row.key} data-differs={row.differs}>
                    <th scope="row" className="cmp-label">
                      {cell.label(row.key)}
                      {row.differs ? <span className="cmp-differs">{t('compare-differs')}</span> : null}
                    </th>
                    {cars.map((car, i) => (
                      <td key={car.stockNumber} className={row.best.includes(i) ? 'cmp-best' : undefined}>
                        {cell.value(row.key, car)}
                        {row.best.includes(i) ? <BestMark textKey={BEST_TEXT[row.key]!} /> : null}
                      </td>
                    ))}
                  </tr>
                ))}
                {/* The duties under the total: said for each car, not judged (the landed cost is). */}
                {group === groups[0] && destination && (!hideSame || cars.length < 2 || byKey.get('landedCost')!.differs) ? (
                  <tr data-row="duties">
                    <th scope="row" className="cmp-label">
                      {t('arrival-taxes-total')}
                    </th>
                    {cars.map((car) => (
                      <td key={car.stockNumber}>{car.price?.taxes.kind === 'Estimate' ? formatAmount(language, car.price.taxes.total, currency) : '—'}</td>
                    ))}
                  </tr>
                ) : null}
              </tbody>
            );
          })}
        </table>
      </div>
    </div>
  );
}

function BestMark({ textKey }: { textKey: string }) {
  const t = useT();
  return <strong className="cmp-best-mark" data-testid="compare-best">{`★ ${t(textKey)}`}</strong>;
}

/** A car's column heading: its picture, its name to its page, its stock number, and the way to take it out. */
function CarHeading({ car }: { car: ComparedCarView }) {
  const t = useT();
  const { language } = useLanguageData();
  const location = useLocation();
  const rest = (new URLSearchParams(location.search).get('stock') ?? '').split(',').filter((s) => s.trim().toUpperCase() !== car.stockNumber);
  return (
    <div className="flex flex-col gap-1.5 text-left">
      {car.picture ? <img src={pictureUrl(car.picture, 320)} srcSet={pictureSrcSet(car.picture)} sizes="(min-width: 1024px) 20vw, 40vw" alt="" width={320} height={240} className="aspect-[4/3] w-full rounded object-cover print:w-32" /> : null}
      <Link to={`/${language}/stocklist/${car.stockNumber}`} className="font-semibold text-brand-700 underline dark:text-brand-100">
        {car.name}
      </Link>
      <span className="text-xs font-normal text-slate-600 dark:text-slate-300">{car.stockNumber}</span>
      {/* Out of the comparison and of the visitor's list at once; back to this address less the car. */}
      <Form method="post" action={compareAction(language)} className="print:hidden">
        <input type="hidden" name="remove" value={car.stockNumber} />
        <input type="hidden" name="returnTo" value={`${location.pathname}${queryWith(location.search, { stock: rest.join(',') })}`} />
        <button type="submit" aria-label={t('compare-remove', { name: car.name })} className="text-xs font-semibold text-slate-700 underline dark:text-slate-200" data-testid="compare-remove">
          {t('compare-remove-short')}
        </button>
      </Form>
    </div>
  );
}

/** Each row's label and each car's cell in it, in the page's language and currency. */
function useCell(place: string, country: string) {
  const t = useT();
  const { language, texts, currency } = useLanguageData();
  const money = useMoney();
  const amount = (n: number) => formatAmount(language, n, currency);
  const labels: Record<string, string> = {
    landedCost: t('arrival-landed-total', { place }),
    total: t('total-price-to', { place }),
    priceFob: t('fob-price'),
    year: t('year'),
    ageOnArrival: t('compare-age-on-arrival'),
    mileage: t('mileage'),
    engine: t('engine'),
    fuel: t('fuel'),
    transmission: t('transmission'),
    drive: t('drive'),
    steering: t('steering'),
    dimensions: t('dimensions'),
    volume: t('volume'),
    tires: t('tire-conditions'),
    grade: t('compare-grade'),
    qualityGrade: t('quality-grade'),
    status: t('compare-status'),
  };
  const label = (key: string) => (key.startsWith('item:') ? t(`item-${key.slice(5)}`) : key.startsWith('equipment:') ? t(`equipment-${key.slice(10)}`) : labels[key]!);
  /** Why a car has no landed cost: refused, not priced, or duties we cannot estimate. */
  const noLanded = (car: ComparedCarView) =>
    car.price?.refusals.length ? car.price.refusals.join(' ') : !car.price ? t('compare-no-price', { place }) : t('compare-taxes-not-estimated');
  const value = (key: string, car: ComparedCarView): React.ReactNode => {
    const price = car.price;
    if (key.startsWith('equipment:')) {
      const has = car.equipment.includes(key.slice(10));
      return (
        <>
          <span aria-hidden="true">{has ? '✓' : '—'}</span>
          <span className="sr-only">{t(has ? 'compare-yes' : 'compare-no')}</span>
        </>
      );
    }
    if (key.startsWith('item:')) {
      if (!price) return '—';
      const at = price.items.findIndex((item) => item.name === key.slice(5));
      return at < 0 ? '—' : writtenBreakdown(language, price.items, price.totalPrice, currency).items[at]!.amount;
    }
    switch (key) {
      case 'landedCost':
        return price?.taxes.kind === 'Estimate' && !price.refusals.length ? <strong>{amount(price.taxes.landedTotal)}</strong> : <span className="text-sm">{noLanded(car)}</span>;
      case 'total':
        return price ? writtenBreakdown(language, price.items, price.totalPrice, currency).total : '—';
      case 'priceFob':
        return car.distributorPrice !== null ? `${money(car.priceFob)} · ${t('distributor-price')}: ${money(car.distributorPrice)}` : money(car.priceFob);
      case 'year':
        return registrationText(language, car.year4, car.month);
      case 'ageOnArrival':
        return car.age ? <AgeOnArrival age={car.age} country={country} /> : '—';
      case 'mileage':
        return formatKm(language, car.kiloMeters);
      case 'engine':
        return car.engineSize ? formatCc(language, car.engineSize) : '—';
      case 'fuel':
        return t(`fuel-${car.fuelType}`);
      case 'transmission':
        return t(`transmission-${car.transmissionType}`);
      case 'drive':
        return t(`drive-${car.driveType}`);
      case 'steering':
        return t(`steering-${car.steering}`);
      case 'dimensions':
        return car.dimensionsCm ? formatDimensions(language, ...car.dimensionsCm) : '—';
      case 'volume':
        return formatUnit(language, car.volume, 'm3');
      case 'tires':
        return (
          <span className="block text-sm">
            {`${t('tire-front')}: ${tireText(language, car.tires.sizeFront, car.tires.conditionFront)}`}
            <br />
            {`${t('tire-rear')}: ${tireText(language, car.tires.sizeRear, car.tires.conditionRear)}`}
            <br />
            {`${t('spare-tire')}: ${car.tires.spare ? spareTireName(texts, car.tires.spare) : '—'}`}
          </span>
        );
      case 'grade':
        return car.grade ?? '—';
      case 'qualityGrade':
        return t(`quality-grade-${car.qualityGrade}`);
      case 'status':
        return t(`status-${car.status}`);
      default:
        return '—';
    }
  };
  return { label, value };
}

/** The age on arrival and the country's rule for it: the year the car may arrive until, or that it sets none. */
function AgeOnArrival({ age, country }: { age: NonNullable<ComparedCarView['age']>; country: string }) {
  const t = useT();
  const { language } = useLanguageData();
  return (
    <span className="block">
      {`${age.years} · ${t('compare-arrives', { month: formatMonth(language, age.arrival) })}`}
      <span className="block text-xs text-slate-600 dark:text-slate-300">
        {age.limitYears && age.lastArrivalYear !== null ? t('compare-age-rule', { limit: age.limitYears, year: age.lastArrivalYear }) : t('compare-age-no-limit', { country })}
      </span>
    </span>
  );
}
