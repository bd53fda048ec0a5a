// POST /{lang}/user/signout: ends the session on the server and clears the cookie.
import { redirect } from 'react-router';
import type { Route } from './+types/signout';
import { pageLanguage } from '../../lib/page-language';

export async function action({ params, context, request }: Route.ActionArgs) {
  const language = pageLanguage(params);
  const response = await context.auth.api.signOut({ headers: request.headers, asResponse: true });
  const headers = new Headers({ 'cache-control': 'private, no-store' });
  for (const cookie of response.headers.getSetCookie()) headers.append('set-cookie', cookie);
  throw redirect(`/${language}`, { headers });
}

export async function loader({ params }: Route.LoaderArgs) {
  throw redirect(`/${pageLanguage(params)}/user`);
}
