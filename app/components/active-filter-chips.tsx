// The search's active filters above the stock list, each a link to the same search without it, and a
// link that clears them all (the sort stays). Plain links: they work without JavaScript.
import { Link } from 'react-router';
import type { ActiveFilter } from '../lib/active-filters';
import { useLanguageData, useT } from '../lib/i18n';

export function ActiveFilterChips({ filters, order }: { filters: ActiveFilter[]; order: string | null }) {
  const { language } = useLanguageData();
  const t = useT();
  if (filters.length === 0) return null;
  const query = (params: URLSearchParams) => (params.size ? `?${params.toString()}` : '');
  return (
    <div className="mt-3" data-testid="active-filters">
      <ul aria-label={t('active-filters')} className="flex flex-wrap items-center gap-2 text-sm">
        {filters.map((filter) => (
          <li key={filter.id}>
            <Link
              to={`/${language}/stocklist${query(filter.without)}`}
              preventScrollReset
              aria-label={t('remove-filter', { label: filter.label })}
              data-testid="filter-chip"
              className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-brand-600/40 bg-brand-50 py-1 pl-3 pr-2 text-brand-900 hover:border-brand-700 hover:bg-brand-100 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700"
            >
              <span className="truncate">{filter.label}</span>
              <span aria-hidden="true" className="text-base leading-none text-brand-700 dark:text-brand-100">
                ×
              </span>
            </Link>
          </li>
        ))}
        <li>
          <Link
            to={`/${language}/stocklist${order ? `?order=${encodeURIComponent(order)}` : ''}`}
            preventScrollReset
            className="px-1 font-medium text-brand-700 underline hover:no-underline dark:text-brand-100"
            data-testid="clear-filters-chip"
          >
            {t('clear-filters')}
          </Link>
        </li>
      </ul>
    </div>
  );
}
