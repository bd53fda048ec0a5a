// Above the stock list's vehicles: whose import rules the list keeps to, how many vehicles they hide (or,
// all shown, refuse) and the link to switch; and when nothing matches, the search in words with the
// special vehicle request filled in from it.
import { Link, useSearchParams } from 'react-router';
import { pluralCategory } from '#domain/content/translate.ts';
import type { Language } from '#domain/context.ts';
import type { SearchVehiclesQuery } from '#domain/catalogue/vehicle-search.inputs.ts';
import { formatCc, formatKm, formatNumber } from '../lib/format';
import { useLanguageData, useMoney, useT } from '../lib/i18n';

/** The search as understood, without its order and the country's rules. */
export type SearchAsked = Omit<SearchVehiclesQuery, 'order' | 'importableTo' | 'importable'>;

export interface StockListNoticesData {
  /** With a buyer country: its name in the page's language, whether the list keeps to its rules, and the vehicles they refuse. */
  importable: { country: string; only: boolean; notImportableCount: number } | null;
  /** With no vehicle found: what was searched for. */
  noMatch: SearchAsked | null;
}

type T = ReturnType<typeof useT>;

const COUNTED: Record<'hidden' | 'marked', Record<Intl.LDMLPluralRule, string>> = {
  hidden: { zero: 'importable-hidden-other', one: 'importable-hidden-one', two: 'importable-hidden-other', few: 'importable-hidden-few', many: 'importable-hidden-many', other: 'importable-hidden-other' },
  marked: { zero: 'importable-marked-other', one: 'importable-marked-one', two: 'importable-marked-other', few: 'importable-marked-few', many: 'importable-marked-many', other: 'importable-marked-other' },
};

/** A range in words: "2012–2016", "from 2012", "up to ¥1,500,000". */
function range(t: T, min: number | undefined, max: number | undefined, write: (n: number) => string): string | null {
  if (min !== undefined && max !== undefined) return min === max ? write(min) : `${write(min)}–${write(max)}`;
  if (min !== undefined) return t('search-range-from', { value: write(min) });
  if (max !== undefined) return t('search-range-to', { value: write(max) });
  return null;
}

/**
 * The filters of a search in words, in the order a buyer says them ("Toyota Land Cruiser Prado, year
 * 2012–2016, price up to ¥1,500,000, Diesel"); `kind` 'spec' keeps only what the special request has no
 * field for.
 */
function searchWords(t: T, words: { language: Language; money: (jpy: number) => string; colorName: (value: string) => string }, q: SearchAsked, kind: 'all' | 'spec') {
  const { language, money } = words;
  const labelled = (key: string, value: string | null) => (value ? `${t(key)} ${value}` : null);
  const named = [q.maker ?? q.instantMaker, q.model ?? q.instantModel].filter(Boolean).join(' ');
  const parts: (string | null | undefined)[] =
    kind === 'all'
      ? [
          named,
          labelled('filter-year', range(t, q.minYear, q.maxYear, String)),
          labelled('filter-price', range(t, q.minPrice, q.maxPrice, money)),
          labelled('filter-kiloMeters', q.kiloMeters ? range(t, q.kiloMeters.min, q.kiloMeters.max, (n) => formatKm(language, n)) : null),
        ]
      : [];
  parts.push(
    q.type && t(`body-${q.type}`),
    q.fuelType && t(`fuel-${q.fuelType}`),
    q.transmission && t(`transmission-${q.transmission}`),
    q.steering && t(`steering-${q.steering}`),
    q.is4wd === undefined ? null : t(q.is4wd ? 'four-wheel-drive' : 'two-wheel-drive'),
    labelled('filter-engineSize', q.engineSize ? range(t, q.engineSize.min, q.engineSize.max, (n) => formatCc(language, n)) : null),
    labelled('filter-color', q.color ? words.colorName(q.color) : null),
    labelled('filter-qualityGrade', q.qualityGrade ? t(`quality-grade-${q.qualityGrade}`) : null),
    q.keywords ? `“${q.keywords}”` : null,
    q.newArrivals || q.featureType === 'New' ? t('filter-newArrivals') : null,
    q.bestDeals || q.featureType === 'Discounted' ? t('filter-bestDeals') : null,
    labelled('filter-makerNotIn', q.makerNotIn?.length ? `(${q.makerNotIn.join(', ')})` : null),
    labelled('filter-stockNumber', q.stockNumber ?? null),
  );
  return parts.filter((p): p is string => Boolean(p));
}

/** The special request form's values from the search, by its field names; what it has no field for goes in the additional specifications. */
function specialRequestQuery(q: SearchAsked, spec: string[]): string {
  const params = new URLSearchParams();
  const values: [string, string | number | undefined][] = [
    ['make', q.maker ?? q.instantMaker],
    ['model', q.model ?? q.instantModel],
    ['yearFrom', q.minYear],
    ['yearTo', q.maxYear],
    ['budget', q.maxPrice],
    ['distance', q.kiloMeters?.max],
    ['additionalSpec', spec.join(', ')],
  ];
  for (const [name, value] of values) if (value !== undefined && value !== '') params.set(name, String(value));
  return params.toString();
}

export function StockListNotices({ notices }: { notices: StockListNoticesData }) {
  const t = useT();
  const money = useMoney();
  const { language, searchForm } = useLanguageData();
  const [params] = useSearchParams();
  const { importable, noMatch } = notices;
  // Switching keeps the search (and a `country` parameter), from its first page.
  const switched = (choice: 'all' | null) => {
    const next = new URLSearchParams(params);
    next.delete('cursor');
    if (choice) next.set('importable', choice);
    else next.delete('importable');
    return `?${next.toString()}`;
  };
  const words = { language, money, colorName: (value: string) => searchForm.colors.find((c) => c.slug === value.toLowerCase() || c.name.toLowerCase() === value.toLowerCase())?.name ?? value };
  const described = noMatch ? searchWords(t, words, noMatch, 'all').join(', ') : '';
  const count = importable?.notImportableCount ?? 0;
  const countedKey = COUNTED[importable?.only ? 'hidden' : 'marked'][pluralCategory(language, count)];
  const linkClass = 'font-semibold text-brand-700 underline hover:no-underline dark:text-brand-100';

  return (
    <>
      {importable ? (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-200" data-testid="importable-notice">
          {t(importable.only ? 'importable-only' : 'importable-all', { country: importable.country })}
          {count > 0 ? (
            <>
              {' · '}
              {t(countedKey, { count: formatNumber(language, count) })}
              {' · '}
              <Link to={switched(importable.only ? 'all' : null)} preventScrollReset className={linkClass}>
                {importable.only ? t('importable-show-all') : t('importable-show-only', { country: importable.country })}
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
      {noMatch ? (
        <div className="mt-4 rounded-md border border-brand-600/40 bg-white p-4 dark:border-slate-700 dark:bg-slate-900" data-testid="no-match">
          <p className="font-semibold">
            {!described
              ? t('no-match-empty')
              : importable?.only
                ? t('no-match-importable', { country: importable.country, search: described })
                : t('no-match', { search: described })}
          </p>
          <div className="mt-3" data-testid="special-request-offer">
            <h2 className="font-semibold">{t('special-request-offer-title')}</h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('special-request-offer-text')}</p>
            <Link
              to={`/${language}/user/special-request?${specialRequestQuery(noMatch, searchWords(t, words, noMatch, 'spec'))}`.replace(/\?$/, '')}
              className="mt-3 inline-block rounded-md bg-accent-600 px-4 py-2 text-sm font-semibold text-white hover:bg-accent-500"
            >
              {t('special-request-offer-link')}
            </Link>
          </div>
        </div>
      ) : null}
    </>
  );
}
