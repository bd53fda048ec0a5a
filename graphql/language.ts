// The language a GraphQL field answers in: its own `language` argument when that names one of the site's
// languages, otherwise the request's (resolved as 001 §4 says). One definition for every area.
import { isLanguage, type Language } from '#domain/context.ts';

export const languageOf = (ctx: { language: Language }, language?: string | null): Language => (isLanguage(language) ? language : ctx.language);
