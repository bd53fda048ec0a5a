// "First page" and "Next page" links of a list paged by cursor (spec 000 §4): plain links, so paging
// works without JavaScript and every page has its own address.
import { Link } from 'react-router';
import { useT } from '../lib/i18n';

export function CursorPager({
  path,
  isFirstPage,
  endCursor,
  hasNextPage,
  testId,
  labels,
}: {
  path: string;
  isFirstPage: boolean;
  endCursor: string | null;
  hasNextPage: boolean;
  testId?: string;
  /** The nav's name and its links, where the page has texts of its own (the back office's). */
  labels?: { pages: string; first: string; next: string };
}) {
  const t = useT();
  const text = labels ?? {
    pages: t('pagination'),
    first: t('first-page'),
    next: t('next-page'),
  };
  if (isFirstPage && !hasNextPage) return null;
  return (
    <nav aria-label={text.pages} className="mt-8 flex justify-between gap-4">
      {isFirstPage ? (
        <span />
      ) : (
        <Link to={path} className="text-brand-700 underline dark:text-brand-100">
          {text.first}
        </Link>
      )}
      {hasNextPage && endCursor ? (
        <Link
          to={`${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(endCursor)}`}
          className="rounded-md border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
          data-testid={testId}
        >
          {text.next}
        </Link>
      ) : null}
    </nav>
  );
}
