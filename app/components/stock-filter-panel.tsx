// The stock list's filter panel: a plain GET form (works with JavaScript off) whose choices show how
// many vehicles each leaves. Every filter of the URL has a control here (or a hidden field), so a
// submit never drops one. With JavaScript on, choosing a maker reloads the list at once, which brings
// that maker's models into the model list. In the small screens' drawer its button says how many
// vehicles the choices find, counted again as they change.
import { useEffect, useRef, useState } from 'react';
import { Form, Link, useSubmit } from 'react-router';
import { pluralCategory } from '#domain/content/translate.ts';
import { ORDER_CODES } from '#domain/catalogue/sort-orders.ts';
import { BODY_TYPES, FUEL_TYPES, QUALITY_GRADES, STEERINGS, TRANSMISSION_TYPES } from '#domain/catalogue/vocabulary.ts';
import type { Language } from '#domain/context.ts';
import { priceBound, rangeLabel as rangeWords } from '../lib/active-filters';
import { formatCc, formatKm, formatNumber, fromJpyBound, type DisplayCurrency } from '../lib/format';
import { useLanguageData, useMoney, useT } from '../lib/i18n';
import { colorName } from '../lib/vehicle-values';
import { countStock } from '../lib/stock-count';
import { pricesTypedIn } from '../lib/search-params';

export interface FilterPanelOptions {
  makers: { name: string; count: number }[];
  models: { name: string; count: number }[];
  types: { value: string; count: number }[];
  fuelTypes: { value: string; count: number }[];
  transmissions: { value: string; count: number }[];
  steerings: { value: string; count: number }[];
  years: number[];
  priceBands: { min: number; max: number | null; count: number }[];
}

/** Mileage and engine-size choices, in the search's range format ("-50000", "1001-1500", "3001-"). */
const MILEAGE_RANGES = ['-10000', '-30000', '-50000', '-80000', '-100000', '-150000', '150000-'] as const;
const ENGINE_RANGES = ['-660', '661-1000', '1001-1500', '1501-2000', '2001-2500', '2501-3000', '3001-4000', '4001-'] as const;

/** The panel's fields and their labels: short component classes (app.css), as on the cards, 17 of each. */
const inputClass = 'sf-in';
const checkboxClass = 'h-4 w-4 rounded border-slate-300 text-brand-700 dark:border-slate-600 dark:bg-slate-950';

/** The field to focus once the panel comes back after a maker change (it is rebuilt for the new URL). */
let focusAfterReload: string | null = null;

/**
 * A line break between blocks of text: the layout parts them, but text read without it (a crawler, reader
 * view, a copy of the HTML) ran a heading into a label, "Refine your searchKeywords".
 */
const BREAK = '\n';

function Field({ label, htmlFor, error, children }: { label: string; htmlFor: string; error?: string; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={htmlFor} className="sf-label">
        {label}
      </label>
      {BREAK}
      {children}
      {error ? <p className="mt-1 text-sm text-red-700 dark:text-red-400">{error}</p> : null}
      {BREAK}
    </div>
  );
}

const isTrue = (value: string | null) => value === 'true' || value === 'on' || value === '1';

/** How long the drawer waits after a change (typing, mostly) before it counts again. */
const COUNT_DELAY_MS = 250;

/** Below the sidebar layout (lg) the panel is the drawer, whose button counts. */
const DRAWER_QUERY = '(width < 64rem)';

/** The drawer's live count: the page's own at first, then the form's as it changes. */
function useLiveCount(visitor: { language: Language; currency: DisplayCurrency; country: string | null }, initial: number | null) {
  const [count, setCount] = useState(initial);
  const [pending, setPending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const request = useRef<AbortController | null>(null);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      request.current?.abort();
    },
    [],
  );
  const recount = (form: HTMLFormElement) => {
    if (!window.matchMedia(DRAWER_QUERY).matches) return;
    clearTimeout(timer.current);
    setPending(true);
    timer.current = setTimeout(() => {
      request.current?.abort();
      const controller = (request.current = new AbortController());
      const params = new URLSearchParams();
      for (const [name, value] of new FormData(form)) if (typeof value === 'string' && value) params.append(name, value);
      countStock(params, visitor, controller.signal)
        .then((found) => {
          setCount(found);
          setPending(false);
        })
        .catch(() => {
          // Aborted by a newer change, or offline: the button then says "Show the results".
          if (!controller.signal.aborted) {
            setCount(null);
            setPending(false);
          }
        });
    }, COUNT_DELAY_MS);
  };
  return { count, pending, recount };
}

export function StockFilterPanel({
  language,
  params,
  options,
  issues,
  resultCount,
  onSearch,
  kept,
}: {
  language: Language;
  params: URLSearchParams;
  options: FilterPanelOptions;
  issues: { fieldname: string; message: string }[];
  /** How many vehicles the page's search found (null when it was not valid). */
  resultCount: number | null;
  /** Called as the form is submitted. */
  onSearch?: () => void;
  /** What the buyer changed and has not sent, kept by the page while the panel is drawn again for each search (ADR 057). */
  kept?: { form: React.RefCallback<HTMLFormElement>; sent: () => void };
}) {
  const t = useT();
  const { searchForm, texts, currency, country } = useLanguageData();
  const live = useLiveCount({ language, currency, country: country?.name ?? null }, resultCount);
  const money = useMoney();
  const submit = useSubmit();
  const makerRef = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (focusAfterReload && focusAfterReload === makerRef.current?.id) makerRef.current.focus();
    focusAfterReload = null;
  }, []);
  const issueFor = (field: string) => issues.find((i) => i.fieldname === field)?.message;
  const counted = (label: string, count: number) => `${label} (${formatNumber(language, count)})`;
  // The header's quick search sends instantMaker / instantModel: the panel shows them as its own choice.
  const selectedMaker = params.get('maker') ?? params.get('instantMaker') ?? '';
  const current = (name: string) => params.get(name) ?? (name === 'model' ? params.get('instantModel') : null) ?? '';
  /** A chosen value stays in the list even when it leaves nothing, so the buyer can see and undo it. */
  const withCurrent = <T extends { count: number }>(items: T[], key: (item: T) => string, value: string, make: (v: string) => T) =>
    value && !items.some((i) => key(i).toLowerCase() === value.toLowerCase()) ? [make(value), ...items] : items;
  const withCurrentValue = (items: { value: string; count: number }[], name: string) =>
    withCurrent(items, (i) => i.value, current(name), (value) => ({ value, count: 0 }));
  /** Whether a value is one of the enumeration's (an unknown one, from a hand-made URL, shows as it is). */
  const known = (values: readonly string[], value: string) => values.includes(value);

  const makers = withCurrent(options.makers, (m) => m.name, selectedMaker, (name) => ({ name, count: 0 }));
  const models = withCurrent(options.models, (m) => m.name, current('model'), (name) => ({ name, count: 0 }));
  const years = [...new Set([...options.years, ...[current('minYear'), current('maxYear')].filter((y) => /^\d{4}$/.test(y)).map(Number)])].sort((a, b) => b - a);
  const rangeLabel = (range: string, unit: (n: number) => string) => rangeWords(t, range, unit);
  const rangeOptions = (ranges: readonly string[], name: string) => {
    const value = current(name);
    return value && !ranges.includes(value) ? [value, ...ranges] : [...ranges];
  };
  // Colours go by their slug, as the header's search sends them; a colour named in the URL finds its slug.
  const colorParam = current('color');
  const colorMatch = searchForm.colors.find((c) => c.slug === colorParam.toLowerCase() || c.name.toLowerCase() === colorParam.toLowerCase());
  const colorValue = colorMatch?.slug ?? colorParam;
  const colors = colorParam && !colorMatch ? [{ slug: colorParam, name: colorParam }, ...searchForm.colors] : searchForm.colors;
  // featureType 'New' and 'Discounted' are the same filters as the two check boxes, which take them over.
  const newArrivals = isTrue(params.get('newArrivals')) || params.get('featureType') === 'New';
  const bestDeals = isTrue(params.get('bestDeals')) || params.get('featureType') === 'Discounted';
  // Prices are asked in the visitor's currency (priceCurrency rides along); an address in yen (a price
  // band's link) fills the fields converted, the minimum rounded down and the maximum up.
  const inVisitorCurrency = currency.name === 'JPY' || pricesTypedIn(params, currency);
  const priceValue = (name: 'minPrice' | 'maxPrice') => {
    const value = current(name);
    if (inVisitorCurrency || !/^\d+$/.test(value)) return value;
    return String(name === 'minPrice' ? fromJpyBound(Number(value), currency, 'min') : fromJpyBound(priceBound(Number(value)), currency, 'max'));
  };
  const unknownFeatureType = params.get('featureType') && !['New', 'Discounted'].includes(params.get('featureType')!) ? params.get('featureType')! : null;

  const showCount = (count: number) => {
    const form = pluralCategory(language, count);
    return t(form === 'one' ? 'filters-show-one' : form === 'few' ? 'filters-show-few' : form === 'many' ? 'filters-show-many' : 'filters-show-other', { count: formatNumber(language, count) });
  };
  const showLabel = live.count === null ? t('filters-show-results') : showCount(live.count);

  return (
    <Form
      ref={kept?.form}
      method="get"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 max-lg:rounded-none max-lg:border-0 max-lg:p-0 dark:border-slate-800 dark:bg-slate-900"
      aria-label={t('filters')}
      onChange={(event) => live.recount(event.currentTarget)}
      onSubmit={() => onSearch?.()}
    >
      {/* The drawer has its own title on small screens. */}
      <h2 className="hidden text-lg font-semibold lg:block">{t('filters')}</h2>
      {BREAK}
      {/* Filters the panel has no control for (links from elsewhere on the site) ride along. */}
      {params.getAll('makerNotIn').filter(Boolean).map((maker) => (
        <input key={maker} type="hidden" name="makerNotIn" value={maker} />
      ))}
      {current('stockNumber') ? <input type="hidden" name="stockNumber" value={current('stockNumber')} /> : null}
      {current('importable') ? <input type="hidden" name="importable" value={current('importable')} /> : null}
      {unknownFeatureType ? <input type="hidden" name="featureType" value={unknownFeatureType} /> : null}
      {currency.name === 'JPY' ? null : <input type="hidden" name="priceCurrency" value={currency.name} />}
      <Field label={t('keywords')} htmlFor="f-keywords" error={issueFor('keywords')}>
        <input id="f-keywords" name="keywords" type="search" maxLength={255} defaultValue={current('keywords')} className={inputClass} />
      </Field>
      <Field label={t('maker')} htmlFor="f-maker" error={issueFor('maker')}>
        <select
          id="f-maker"
          name="maker"
          ref={makerRef}
          defaultValue={selectedMaker}
          className={inputClass}
          aria-describedby="f-maker-hint"
          onChange={(event) => {
            // Another maker's models: reload the list now, without the old model.
            const form = event.currentTarget.form!;
            const model = form.elements.namedItem('model') as HTMLSelectElement | null;
            if (model) model.value = '';
            focusAfterReload = event.currentTarget.id;
            kept?.sent();
            submit(form, { preventScrollReset: true });
          }}
        >
          <option value="">{t('any')}</option>
          {makers.map((m) => (
            <option key={m.name} value={m.name}>
              {counted(m.name, m.count)}
            </option>
          ))}
        </select>
        <p id="f-maker-hint" className="sr-only">
          {t('model-list-hint')}
        </p>
      </Field>
      <Field label={t('model')} htmlFor="f-model" error={issueFor('model')}>
        {/* A model without a maker (the header's quick search allows it) stays chosen, so it is not lost. */}
        <select id="f-model" name="model" defaultValue={current('model')} className={inputClass} disabled={!selectedMaker && !current('model')}>
          <option value="">{selectedMaker ? t('any') : t('choose-maker-first')}</option>
          {selectedMaker || current('model')
            ? models.map((m) => (
                <option key={m.name} value={m.name}>
                  {counted(m.name, m.count)}
                </option>
              ))
            : null}
        </select>
      </Field>
      <Field label={t('body-type')} htmlFor="f-type" error={issueFor('type')}>
        <select id="f-type" name="type" defaultValue={current('type')} className={inputClass}>
          <option value="">{t('any')}</option>
          {withCurrentValue(options.types, 'type').map((b) => (
            <option key={b.value} value={b.value}>
              {counted(known(BODY_TYPES, b.value) ? t(`body-${b.value}`) : b.value, b.count)}
            </option>
          ))}
        </select>
      </Field>
      <fieldset>
        <legend className="mb-1 text-sm font-medium">{t('price-fob-in', { currency: currency.name })}</legend>
        <div className="flex gap-2">
          <label className="sr-only" htmlFor="f-minPrice">
            {t('min')}
          </label>
          <input id="f-minPrice" name="minPrice" inputMode="numeric" placeholder={t('min')} defaultValue={priceValue('minPrice')} className={inputClass} />
          <label className="sr-only" htmlFor="f-maxPrice">
            {t('max')}
          </label>
          <input id="f-maxPrice" name="maxPrice" inputMode="numeric" placeholder={t('max')} defaultValue={priceValue('maxPrice')} className={inputClass} />
        </div>
        {issueFor('minPrice') || issueFor('maxPrice') ? <p className="mt-1 text-sm text-red-700 dark:text-red-400">{issueFor('minPrice') ?? issueFor('maxPrice')}</p> : null}
        <ul className="sf-bands" aria-label={t('price-bands')}>
          {options.priceBands.map((band) => {
            const next = new URLSearchParams(params);
            next.delete('cursor');
            next.delete('priceCurrency');
            next.set('minPrice', String(band.min));
            if (band.max) next.set('maxPrice', String(band.max - 1));
            else next.delete('maxPrice');
            return (
              <li key={band.min}>
                <Link to={`?${next.toString()}`}>
                  {band.max ? `${money(band.min)} – ${money(band.max)}` : `${money(band.min)}+`}
                </Link>{' '}
                <span>{`(${formatNumber(language, band.count)})`}</span>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <fieldset>
        <legend className="mb-1 text-sm font-medium">{t('year')}</legend>
        {BREAK}
        {/* Each end named once, by its label: the empty choice is "Any", not the label again. */}
        <div className="flex gap-2">
          <div className="flex-1">
            <label htmlFor="f-minYear" className="block text-xs text-slate-600 dark:text-slate-300">
              {t('from')}
            </label>
            {BREAK}
            <select id="f-minYear" name="minYear" defaultValue={current('minYear')} className={inputClass}>
              <option value="">{t('any')}</option>
              {years.map((y) => (
                <option key={y}>{y}</option>
              ))}
            </select>
          </div>
          {BREAK}
          <div className="flex-1">
            <label htmlFor="f-maxYear" className="block text-xs text-slate-600 dark:text-slate-300">
              {t('to')}
            </label>
            {BREAK}
            <select id="f-maxYear" name="maxYear" defaultValue={current('maxYear')} className={inputClass}>
              <option value="">{t('any')}</option>
              {years.map((y) => (
                <option key={y}>{y}</option>
              ))}
            </select>
          </div>
        </div>
        {issueFor('minYear') || issueFor('maxYear') ? <p className="mt-1 text-sm text-red-700 dark:text-red-400">{issueFor('minYear') ?? issueFor('maxYear')}</p> : null}
      </fieldset>
      <Field label={t('mileage')} htmlFor="f-kiloMeters" error={issueFor('kiloMeters')}>
        <select id="f-kiloMeters" name="kiloMeters" defaultValue={current('kiloMeters')} className={inputClass}>
          <option value="">{t('any')}</option>
          {rangeOptions(MILEAGE_RANGES, 'kiloMeters').map((range) => (
            <option key={range} value={range}>
              {rangeLabel(range, (n) => formatKm(language, n))}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('engine-size')} htmlFor="f-engineSize" error={issueFor('engineSize')}>
        <select id="f-engineSize" name="engineSize" defaultValue={current('engineSize')} className={inputClass}>
          <option value="">{t('any')}</option>
          {rangeOptions(ENGINE_RANGES, 'engineSize').map((range) => (
            <option key={range} value={range}>
              {rangeLabel(range, (n) => formatCc(language, n))}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('fuel')} htmlFor="f-fuel" error={issueFor('fuelType')}>
        <select id="f-fuel" name="fuelType" defaultValue={current('fuelType')} className={inputClass}>
          <option value="">{t('any')}</option>
          {withCurrentValue(options.fuelTypes, 'fuelType').map((f) => (
            <option key={f.value} value={f.value}>
              {counted(known(FUEL_TYPES, f.value) ? t(`fuel-${f.value}`) : f.value, f.count)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('transmission')} htmlFor="f-transmission" error={issueFor('transmission')}>
        <select id="f-transmission" name="transmission" defaultValue={current('transmission')} className={inputClass}>
          <option value="">{t('any')}</option>
          {withCurrentValue(options.transmissions, 'transmission').map((v) => (
            <option key={v.value} value={v.value}>
              {counted(known(TRANSMISSION_TYPES, v.value) ? t(`transmission-${v.value}`) : v.value, v.count)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('steering')} htmlFor="f-steering" error={issueFor('steering')}>
        <select id="f-steering" name="steering" defaultValue={current('steering')} className={inputClass}>
          <option value="">{t('any')}</option>
          {withCurrentValue(options.steerings, 'steering').map((v) => (
            <option key={v.value} value={v.value}>
              {counted(known(STEERINGS, v.value) ? t(`steering-${v.value}`) : v.value, v.count)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('drive')} htmlFor="f-is4wd" error={issueFor('is4wd')}>
        <select id="f-is4wd" name="is4wd" defaultValue={current('is4wd')} className={inputClass}>
          <option value="">{t('any')}</option>
          <option value="true">{t('four-wheel-drive')}</option>
          <option value="false">{t('two-wheel-drive')}</option>
          {current('is4wd') && !['true', 'false'].includes(current('is4wd')) ? <option value={current('is4wd')}>{current('is4wd')}</option> : null}
        </select>
      </Field>
      <Field label={t('color')} htmlFor="f-color" error={issueFor('color')}>
        <select id="f-color" name="color" defaultValue={colorValue} className={inputClass}>
          <option value="">{t('any')}</option>
          {colors.map((c) => (
            <option key={c.slug} value={c.slug}>
              {colorName(texts, c)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('quality-grade')} htmlFor="f-qualityGrade" error={issueFor('qualityGrade')}>
        <select id="f-qualityGrade" name="qualityGrade" defaultValue={current('qualityGrade')} className={inputClass}>
          <option value="">{t('any')}</option>
          {[...(current('qualityGrade') && !(QUALITY_GRADES as readonly string[]).includes(current('qualityGrade')) ? [current('qualityGrade')] : []), ...QUALITY_GRADES].map((grade) => (
            <option key={grade} value={grade}>
              {known(QUALITY_GRADES, grade) ? t(`quality-grade-${grade}`) : grade}
            </option>
          ))}
        </select>
      </Field>
      <fieldset>
        <legend className="mb-1 text-sm font-medium">{t('show-only')}</legend>
        <div className="space-y-1 text-sm">
          <label className="flex items-center gap-2">
            <input id="f-newArrivals" type="checkbox" name="newArrivals" value="true" defaultChecked={newArrivals} className={checkboxClass} />
            {t('new-arrivals')}
          </label>
          <label className="flex items-center gap-2">
            <input id="f-bestDeals" type="checkbox" name="bestDeals" value="true" defaultChecked={bestDeals} className={checkboxClass} />
            {t('best-deals')}
          </label>
        </div>
        {issueFor('featureType') ? <p className="mt-1 text-sm text-red-700 dark:text-red-400">{issueFor('featureType')}</p> : null}
      </fieldset>
      <Field label={t('sort-by')} htmlFor="f-order" error={issueFor('order')}>
        <select id="f-order" name="order" defaultValue={current('order') || '3'} className={inputClass}>
          {ORDER_CODES.map((code) => (
            <option key={code} value={code}>
              {t(`order-${code}`)}
            </option>
          ))}
        </select>
      </Field>
      {/* In the drawer a bar that stays at the bottom: the count the choices find, and clearing them. */}
      <div className="flex flex-col gap-3 max-lg:sticky max-lg:bottom-0 max-lg:-mx-4 max-lg:-mb-4 max-lg:flex-row-reverse max-lg:items-center max-lg:border-t max-lg:border-slate-200 max-lg:bg-white max-lg:p-4 max-lg:dark:border-slate-800 max-lg:dark:bg-slate-900">
        <button
          type="submit"
          aria-busy={live.pending || undefined}
          data-testid="filters-submit"
          className="w-full rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-600 max-lg:flex-1 max-lg:py-2.5"
        >
          <span className="lg:hidden">{showLabel}</span>
          <span className="hidden lg:inline">{t('search')}</span>
        </button>
        <Link to={`/${language}/stocklist`} className="block shrink-0 text-center text-sm text-brand-700 underline dark:text-brand-100">
          {t('clear-filters')}
        </Link>
      </div>
      <p role="status" className="sr-only lg:hidden">
        {live.pending ? t('filters-counting') : showLabel}
      </p>
    </Form>
  );
}
