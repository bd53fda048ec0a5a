// /texts/{lang}.{version}.js: a language's interface texts and lists, for the browser (ADR 036).
import { languageFileResponse } from '../lib/language-file.server';
import type { Route } from './+types/language-file';

export function loader({ params, context }: Route.LoaderArgs) {
  return languageFileResponse(context.ctx, params.file);
}
