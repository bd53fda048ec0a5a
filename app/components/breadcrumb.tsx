// Where a page sits: Home › section › page, the last one not a link.
import { Link } from 'react-router';
import { useLanguageData, useT } from '../lib/i18n';

export function Breadcrumb({ trail }: { trail: { label: string; to?: string }[] }) {
  const { language } = useLanguageData();
  const t = useT();
  const items = [{ label: t('home'), to: `/${language}` }, ...trail];
  return (
    <nav aria-label={t('breadcrumb')} className="text-sm text-slate-600 dark:text-slate-300">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, i) => (
          <li key={`${item.label}-${i}`} className="flex items-center gap-1">
            {i > 0 ? <span aria-hidden="true">›</span> : null}
            {item.to && i < items.length - 1 ? (
              <Link to={item.to} className="hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current={i === items.length - 1 ? 'page' : undefined}>{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
