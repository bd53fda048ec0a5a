// "/" sends the visitor to their language's home page (the full resolution order comes with the shell).
import { redirect } from 'react-router';
import { isLanguage } from '#domain/context.ts';
import type { Route } from './+types/root-redirect';

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const language = url.searchParams.get('language');
  url.pathname = `/${isLanguage(language) ? language : 'en'}`;
  return redirect(`${url.pathname}${url.search}`, 302);
}
