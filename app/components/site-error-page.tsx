// The error page of a path outside any page's frame (no language, or an unknown one): the message alone,
// in the root's texts for the path's language, English for a path without one.
import { useRouteLoaderData } from 'react-router';
import type { Language } from '#domain/context.ts';
import { translate, type TranslationMap } from '#domain/content/translate.ts';
import { ErrorMessage } from './error-message';

/** The texts the root loads for this page, which must speak the page's language even when its layout failed. */
export const ERROR_KEYS = ['error-not-found-title', 'error-not-found-text', 'error-title', 'error-text', 'browse-stock', 'data-load-failed'];

/** When the texts could not be read: the page still says what happened. */
const ENGLISH_ERROR_TEXTS: TranslationMap = {
  'error-not-found-title': 'Page not found',
  'error-not-found-text': 'The page you asked for does not exist.',
  'error-title': 'Something went wrong',
  'error-text': 'Please refresh the page and try again.',
  'browse-stock': 'Browse our stock',
  'data-load-failed': 'Failed to load data. Please refresh the page and try again.',
};

/** What the root's loader gives this page. */
interface RootErrorData {
  language: Language;
  errorTexts: TranslationMap;
}

export function SiteErrorPage({ error }: { error: unknown }) {
  const data = useRouteLoaderData('root') as RootErrorData | undefined;
  const language = data?.language ?? 'en';
  const t = (key: string) => translate(data?.errorTexts[key] ? data.errorTexts : ENGLISH_ERROR_TEXTS, key);
  return <ErrorMessage error={error} t={t} stocklistHref={`/${language}/stocklist`} />;
}
