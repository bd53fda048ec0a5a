// /{lang}/compare?stock=RR1,RR2,...: up to four cars side by side (issue 42, ADR 066), each priced to the
// buyer's port or city with its duties on arrival. The address is the comparison: shareable, printable and
// whole without JavaScript (`same=hide` hides the identical rows). Its action is where every Compare
// toggle posts: the list is kept in a cookie, signed in or out.
import { data, redirect } from 'react-router';
import { readCompareList, removeFromCompareList, isStockNumber } from '#domain/compare/compare-list.ts';
import { addToComparison } from '#domain/compare/compare-vehicles.service.ts';
import { normalizeStockNumber } from '#domain/catalogue/search-text.ts';
import { ComparisonPage } from '../components/comparison-table';
import { refererPath, safeRedirect } from '../lib/account.server';
import { compareHref } from '../lib/compare-list';
import { comparePageData } from '../lib/compare-view.server';
import { pageLanguage } from '../lib/page-language';
import { compareCookie, COMPARE_COOKIE, servedOverHttps } from '../lib/preference-cookies';
import { readCookie, visitorPlace } from '../lib/preferences.server';
import { layoutData, pageText } from '../lib/seo';
import type { Route } from './+types/compare';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const language = pageLanguage(params);
  const ctx = { ...context.ctx, language };
  const query = new URL(request.url).searchParams;
  // The bare address (a bookmark, the menu) opens the visitor's own list.
  if (!query.has('stock')) {
    const kept = readCompareList(readCookie(request, COMPARE_COOKIE));
    if (kept.length) throw redirect(compareHref(language, kept));
  }
  const place = await visitorPlace(ctx, request);
  const page = await comparePageData(ctx, query, place, place.display);
  const refused = normalizeStockNumber(query.get('refused') ?? '');
  return data(
    { ...page, hideSame: query.get('same') === 'hide', refused: isStockNumber(refused) ? refused : null },
    // Kept by our page cache a minute per list, place and currency (roro_compare is a vary cookie), and
    // dropped with the stock list when stock changes (showsStock).
    { headers: { 'cache-control': 'public, max-age=0, s-maxage=60' } },
  );
}

/**
 * A toggle posted without scripts, or the page's Remove: add=<stock number> or remove=<stock number>. Back
 * to the page it came from (`returnTo`, else the Referer); a fifth car to the comparison, which says why it
 * was not added. With scripts the toggles write the cookie themselves (app/lib/compare-list.ts).
 */
export async function action({ params, context, request }: Route.ActionArgs) {
  const language = pageLanguage(params);
  const ctx = { ...context.ctx, language };
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : null;
  };
  const list = readCompareList(readCookie(request, COMPARE_COOKIE));
  const removing = form.has('remove');
  const stockNumber = normalizeStockNumber(field(removing ? 'remove' : 'add') ?? '');
  const answer = removing ? removeFromCompareList(list, stockNumber) : await addToComparison(ctx, list, stockNumber);
  const headers = new Headers({ 'cache-control': 'private, no-store' });
  const back = safeRedirect(field('returnTo') ?? refererPath(request), `/${language}/stocklist`);
  // A stock number no longer in stock changes nothing: the page it came from shows the car gone.
  if (answer instanceof Error) throw redirect(back, { status: 303, headers });
  if (answer === 'full') throw redirect(`${compareHref(language, list)}&refused=${encodeURIComponent(stockNumber)}`, { status: 303, headers });
  headers.append('set-cookie', compareCookie(answer, servedOverHttps(ctx.site.siteUrl)));
  throw redirect(back, { status: 303, headers });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('set-cookie') ? actionHeaders : loaderHeaders;
}

export function meta({ matches, data: page }: Route.MetaArgs) {
  const layout = layoutData(matches);
  const names = page?.cars.map((c) => c.name).join(' · ');
  // A comparison is the visitor's own pick of cars: nothing for a search engine to index.
  return [{ title: `${pageText(layout, 'compare-title')}${names ? `: ${names}` : ''} | Roro Motors` }, { name: 'robots', content: 'noindex' }];
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  return <ComparisonPage page={loaderData} />;
}
