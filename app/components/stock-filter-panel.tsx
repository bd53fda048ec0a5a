// The stock list's filter panel: a plain GET form (works with JavaScript off) whose choices show how
// many vehicles each leaves.
import { Form, Link } from 'react-router';
import { ORDER_CODES } from '#domain/catalogue/sort-orders.ts';
import type { Language } from '#domain/context.ts';
import { formatNumber } from '../lib/format';
import { useMoney, useT } from '../lib/i18n';

export interface FilterPanelOptions {
  makers: { name: string; count: number }[];
  models: { name: string; count: number }[];
  types: { value: string; count: number }[];
  fuelTypes: { value: string; count: number }[];
  transmissions: { value: string; count: number }[];
  years: number[];
  priceBands: { min: number; max: number | null; count: number }[];
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

export function StockFilterPanel({
  language,
  params,
  options,
  issues,
}: {
  language: Language;
  params: URLSearchParams;
  options: FilterPanelOptions;
  issues: { fieldname: string; message: string }[];
}) {
  const t = useT();
  const money = useMoney();
  const issueFor = (field: string) => issues.find((i) => i.fieldname === field)?.message;
  const counted = (label: string, count: number) => `${label} (${formatNumber(language, count)})`;
  // The header's quick search sends instantMaker / instantModel: the panel shows them as its own choice.
  const selectedMaker = params.get('maker') ?? params.get('instantMaker') ?? '';
  const current = (name: string) => params.get(name) ?? (name === 'model' ? params.get('instantModel') : null) ?? '';
  /** A chosen value stays in the list even when it leaves nothing, so the buyer can see and undo it. */
  const withCurrent = <T extends { count: number }>(items: T[], key: (item: T) => string, value: string, make: (v: string) => T) =>
    value && !items.some((i) => key(i).toLowerCase() === value.toLowerCase()) ? [make(value), ...items] : items;

  const makers = withCurrent(options.makers, (m) => m.name, selectedMaker, (name) => ({ name, count: 0 }));
  const models = withCurrent(options.models, (m) => m.name, current('model'), (name) => ({ name, count: 0 }));
  return (
    <Form method="get" className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900" aria-label={t('filters')}>
      <h2 className="text-lg font-semibold">{t('filters')}</h2>
      <Field label={t('keywords')} htmlFor="f-keywords" error={issueFor('keywords')}>
        <input id="f-keywords" name="keywords" type="search" maxLength={255} defaultValue={current('keywords')} className={inputClass} />
      </Field>
      <Field label={t('maker')} htmlFor="f-maker" error={issueFor('maker')}>
        <select id="f-maker" name="maker" defaultValue={selectedMaker} className={inputClass}>
          <option value="">{t('any')}</option>
          {makers.map((m) => (
            <option key={m.name} value={m.name}>
              {counted(m.name, m.count)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('model')} htmlFor="f-model" error={issueFor('model')}>
        <select id="f-model" name="model" defaultValue={current('model')} className={inputClass} disabled={!selectedMaker}>
          <option value="">{selectedMaker ? t('any') : t('choose-maker-first')}</option>
          {selectedMaker
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
          {options.types.map((b) => (
            <option key={b.value} value={b.value}>
              {counted(t(`body-${b.value}`), b.count)}
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
          <input id="f-minPrice" name="minPrice" inputMode="numeric" placeholder={t('min')} defaultValue={current('minPrice')} className={inputClass} />
          <label className="sr-only" htmlFor="f-maxPrice">
            {t('max')}
          </label>
          <input id="f-maxPrice" name="maxPrice" inputMode="numeric" placeholder={t('max')} defaultValue={current('maxPrice')} className={inputClass} />
        </div>
        {issueFor('minPrice') || issueFor('maxPrice') ? <p className="mt-1 text-sm text-red-700 dark:text-red-400">{issueFor('minPrice') ?? issueFor('maxPrice')}</p> : null}
        <ul className="mt-2 space-y-1 text-sm" aria-label={t('price-bands')}>
          {options.priceBands.map((band) => {
            const next = new URLSearchParams(params);
            next.delete('cursor');
            next.set('minPrice', String(band.min));
            if (band.max) next.set('maxPrice', String(band.max - 1));
            else next.delete('maxPrice');
            return (
              <li key={band.min}>
                <Link to={`?${next.toString()}`} className="text-brand-700 hover:underline dark:text-brand-100">
                  {band.max ? `${money(band.min)} – ${money(band.max)}` : `${money(band.min)}+`}
                </Link>{' '}
                <span className="text-slate-500 dark:text-slate-400">({formatNumber(language, band.count)})</span>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <fieldset>
        <legend className="mb-1 text-sm font-medium">{t('year')}</legend>
        <div className="flex gap-2">
          <label className="sr-only" htmlFor="f-minYear">
            {t('from')}
          </label>
          <select id="f-minYear" name="minYear" defaultValue={current('minYear')} className={inputClass}>
            <option value="">{t('from')}</option>
            {options.years.map((y) => (
              <option key={y}>{y}</option>
            ))}
          </select>
          <label className="sr-only" htmlFor="f-maxYear">
            {t('to')}
          </label>
          <select id="f-maxYear" name="maxYear" defaultValue={current('maxYear')} className={inputClass}>
            <option value="">{t('to')}</option>
            {options.years.map((y) => (
              <option key={y}>{y}</option>
            ))}
          </select>
        </div>
        {issueFor('maxYear') ? <p className="mt-1 text-sm text-red-700 dark:text-red-400">{issueFor('maxYear')}</p> : null}
      </fieldset>
      <Field label={t('fuel')} htmlFor="f-fuel" error={issueFor('fuelType')}>
        <select id="f-fuel" name="fuelType" defaultValue={current('fuelType')} className={inputClass}>
          <option value="">{t('any')}</option>
          {options.fuelTypes.map((f) => (
            <option key={f.value} value={f.value}>
              {counted(t(`fuel-${f.value}`), f.count)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('transmission')} htmlFor="f-transmission" error={issueFor('transmission')}>
        <select id="f-transmission" name="transmission" defaultValue={current('transmission')} className={inputClass}>
          <option value="">{t('any')}</option>
          {options.transmissions.map((v) => (
            <option key={v.value} value={v.value}>
              {counted(t(`transmission-${v.value}`), v.count)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('sort-by')} htmlFor="f-order" error={issueFor('order')}>
        <select id="f-order" name="order" defaultValue={current('order') || '3'} className={inputClass}>
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
  );
}
