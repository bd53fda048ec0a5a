// Where a request goes when its language comes from elsewhere than the path (spec 001 §4: the URL
// parameter if supported, else the signed-in user's, else English; the path prefix follows). Pure, for tests.
import { isLanguage, type Language } from '#domain/context.ts';

/** The query without `language`, as `?a=b` or ''. */
function searchWithoutLanguage(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete('language');
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * A page under /{lang} asked with a supported `language` parameter (the first value if repeated): the same
 * page under that language's prefix, with the rest of the query and without the parameter. Null when the
 * parameter is absent or not a supported language, which leaves the page as it is.
 */
export function languageParamTarget(url: URL): string | null {
  const requested = url.searchParams.get('language');
  if (!isLanguage(requested)) return null;
  const rest = url.pathname.replace(/^\/[^/]*/, '');
  return `/${requested}${rest}${searchWithoutLanguage(url)}`;
}

/**
 * Where "/" leads: the `language` parameter if supported, else the signed-in user's language, else the
 * first of the browser's languages we write in (ADR 031; the spec goes straight to English), else English.
 */
export function rootTarget(url: URL, userLanguage: string | null | undefined, browserLanguage: Language | null = null): string {
  const requested = url.searchParams.get('language');
  const language: Language = isLanguage(requested) ? requested : isLanguage(userLanguage) ? userLanguage : (browserLanguage ?? 'en');
  return `/${language}${searchWithoutLanguage(url)}`;
}
