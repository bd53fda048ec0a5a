// The language of a page under /{lang}: its path's prefix. A prefix that is no language is answered 404 by
// routes/language-layout.tsx; a page's loader or action, which may run beside it, reads English then.
import { isLanguage, type Language } from '#domain/context.ts';

export function pageLanguage(params: { lang?: string }): Language {
  return isLanguage(params.lang) ? params.lang : 'en';
}
