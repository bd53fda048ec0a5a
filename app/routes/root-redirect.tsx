// "/" sends the visitor to their language's home page (spec 001 §4): the `language` parameter if supported,
// else the signed-in user's language, else the browser's first language we write in (ADR 031), else English. The answer depends on the session, so no cache may
// keep it (the page cache keeps only 200s and never a signed-in request; browsers and proxies are told).
import { redirect } from 'react-router';
import { viewerShell } from '#domain/identity/viewer-shell.service.ts';
import { guessLanguage } from '#domain/trade/country-guess.ts';
import { rootTarget } from '../lib/language-url';
import type { Route } from './+types/root-redirect';

export async function loader({ request, context }: Route.LoaderArgs) {
  const shell = context.ctx.viewer ? await viewerShell(context.ctx) : null;
  const browserLanguage = guessLanguage(request.headers.get('accept-language'));
  return redirect(rootTarget(new URL(request.url), shell?.language, browserLanguage), { status: 302, headers: { 'cache-control': 'private, no-store', vary: 'Accept-Language, Cookie' } });
}
