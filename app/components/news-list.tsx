// News items as a list of dated headlines with their opening words, linking to each item.
import { Link } from 'react-router';
import { formatDate } from '../lib/format';
import { useLanguageData } from '../lib/i18n';

export interface NewsItemView {
  newsName: string;
  title: string;
  summary: string;
  publishedAt: string;
}

/** `headingLevel`: the level of each headline, one below the heading the list sits under. */
export function NewsList({ items, withSummary = true, headingLevel = 3 }: { items: NewsItemView[]; withSummary?: boolean; headingLevel?: 2 | 3 }) {
  const { language } = useLanguageData();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="news-list">
      {items.map((item) => (
        <li key={item.newsName} className="py-4">
          <article>
            <time dateTime={item.publishedAt} className="text-sm text-slate-600 dark:text-slate-400">
              {formatDate(language, item.publishedAt)}
            </time>
            <Heading className="mt-1 text-lg font-semibold">
              <Link to={`/${language}/pages/news/${item.newsName}`} className="hover:underline">
                {item.title}
              </Link>
            </Heading>
            {withSummary ? <p className="mt-1 text-sm leading-6 text-slate-600 dark:text-slate-300">{item.summary}</p> : null}
          </article>
        </li>
      ))}
    </ul>
  );
}

export function toNewsItemView(n: { newsName: string; title: string; summary: string; publishedAt: Date }): NewsItemView {
  return { newsName: n.newsName, title: n.title, summary: n.summary, publishedAt: n.publishedAt.toISOString() };
}
