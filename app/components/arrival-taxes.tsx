// "Paid by you on arrival (estimate)" under a quote's total (issue 39, ADR 059): the customs value and how
// it was reached, each tax as a sentence, their total and the landed cost, in the page's currency, with the
// rates' source and date, the estimate's caveats; or, for a country we cannot estimate, that plainly and no
// number. Never part of what we charge.
import type { Language } from '#domain/context.ts';
import { formatAmount, formatDate, formatNumber, type DisplayCurrency } from '../lib/format';
import { useLanguageData, useT } from '../lib/i18n';
import { caveatText, taxWord, type ArrivalTaxesView } from '../lib/import-taxes-view';

/** 0.35 → "35 %", in the language's decimal sign. */
function percent(language: Language, rate: number): string {
  const value = String(Math.round(rate * 10_000) / 100);
  return `${language === 'en' ? value : value.replace('.', ',')} %`;
}

export function ArrivalTaxes({ taxes, currency, place, country, testId = 'arrival-taxes' }: { taxes: ArrivalTaxesView; currency: DisplayCurrency; place: string; country: string; testId?: string }) {
  const t = useT();
  const { language, texts } = useLanguageData();
  const money = (amount: number) => formatAmount(language, amount, currency);
  const number = (n: number) => formatNumber(language, n);
  if (taxes.kind === 'NotEstimated') {
    // A car refused on arrival says so under the import rules already.
    if (taxes.reason === 'AgeLimit') return null;
    const message =
      taxes.reason === 'UnknownCountry'
        ? t('arrival-taxes-unknown', { country })
        : taxes.reason === 'NoFreight'
          ? t('arrival-taxes-fob')
          : taxes.reason === 'VehicleKind'
            ? t('arrival-taxes-vehicle-kind', { country })
            : t('arrival-taxes-no-rate', { country, currency: taxes.currency ?? '' });
    return (
      <p className="mt-4 rounded-md border border-slate-200 p-3 text-sm text-slate-700 dark:border-slate-700 dark:text-slate-300" data-testid={testId} data-estimate="none">
        {message}
      </p>
    );
  }
  const ref = taxes.reference;
  const customs =
    taxes.used === 'ReferencePrice' && ref
      ? t(taxes.higherOf ? 'arrival-customs-reference-higher' : 'arrival-customs-reference', {
          country,
          price: `${ref.currency} ${number(ref.price)}`,
          depreciation: percent(language, ref.depreciation),
          cif: money(taxes.cif),
        })
      : ref && taxes.higherOf
        ? t('arrival-customs-cif-higher', { country, value: money(ref.value) })
        : t('arrival-customs-cif');
  return (
    <section className="mt-4 rounded-md border border-amber-300 bg-amber-50/60 p-3 text-sm dark:border-amber-700 dark:bg-amber-950/30" data-testid={testId} data-estimate="yes">
      <h3 className="font-semibold">{t('arrival-taxes-heading')}</h3>
      <dl className="mt-2 divide-y divide-amber-200 dark:divide-amber-900">
        <div className="flex justify-between gap-4 py-1.5" data-testid="arrival-customs-value">
          <dt>
            {t('arrival-customs-value')}
            <span className="block text-xs text-slate-600 dark:text-slate-400">{customs}</span>
          </dt>
          <dd className="whitespace-nowrap tabular-nums">{money(taxes.customsValue)}</dd>
        </div>
      </dl>
      {/* Each tax as a sentence, its amount at its end: a list, as a sentence is no term and value. */}
      <ul className="divide-y divide-amber-200 border-t border-amber-200 dark:divide-amber-900 dark:border-amber-900">
        {taxes.items.map((item) => (
          <li key={item.id} className="py-1.5" data-testid="arrival-tax" data-tax={item.id}>
            {item.charged === 'rate' && item.rate !== null && item.baseParts
              ? t('arrival-tax-rate', { label: taxWord(texts, item.label), rate: percent(language, item.rate), base: item.baseParts.map((word) => taxWord(texts, word)).join(' + '), amount: money(item.amount) })
              : item.charged === 'perCc' && item.perCc
                ? t('arrival-tax-per-cc', { label: taxWord(texts, item.label), perCc: `${item.perCc.currency} ${number(item.perCc.amount)}`, cc: number(item.perCc.engineCc), amount: money(item.amount) })
                : t('arrival-tax-fixed', { label: taxWord(texts, item.label), amount: money(item.amount) })}
          </li>
        ))}
      </ul>
      <p className="mt-2 flex items-baseline justify-between gap-4 border-t border-amber-300 pt-2 font-semibold dark:border-amber-800">
        <span>{t('arrival-taxes-total')}</span>
        <span className="tabular-nums" data-testid="arrival-taxes-total">
          {money(taxes.total)}
        </span>
      </p>
      <p className="mt-1 flex items-baseline justify-between gap-4 font-semibold">
        <span>{t('arrival-landed-total', { place })}</span>
        <span className="text-lg tabular-nums text-brand-700 dark:text-brand-100" data-testid="arrival-landed-total">
          {money(taxes.landedTotal)}
        </span>
      </p>
      {/* The sources, as the tables name them, are long: folded under the date, open with or without scripts. */}
      <details className="mt-2 text-xs text-slate-600 dark:text-slate-400" data-testid="arrival-taxes-source">
        <summary className="cursor-pointer">{t('arrival-taxes-source', { date: formatDate(language, `${taxes.asOf}T00:00:00Z`) })}</summary>
        <ul className="mt-1 list-disc space-y-1 pl-4 break-words">
          {taxes.sources.map((source) => (
            <li key={source}>{source}</li>
          ))}
        </ul>
      </details>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400" data-testid="arrival-taxes-caveats">
        {t('arrival-taxes-estimate')} {taxes.caveats.map((caveat) => caveatText(texts, caveat, number, { country })).join(' ')}
      </p>
    </section>
  );
}
