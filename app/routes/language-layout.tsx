// Every page sits under /{lang}: this layout checks the language, names the version of its texts (the
// language's file, ADR 036) and draws the header and footer.
import { useState } from 'react';
import { data, Outlet, redirect, useLocation, useRouteLoaderData, type ShouldRevalidateFunction } from 'react-router';
import { isLanguage } from '#domain/context.ts';
import { viewerShell } from '#domain/identity/viewer-shell.service.ts';
import { findCountry, loadDestinations } from '#domain/trade/destinations.ts';
import { readCookie, visitorPlace } from '../lib/preferences.server';
import { COMPARE_COOKIE } from '../lib/preference-cookies';
import { readCompareList } from '#domain/compare/compare-list.ts';
import { languageParamTarget } from '../lib/language-url';
import { currentLanguageFile } from '../lib/language-file.server';
import { loadLanguageFile } from '../lib/language-file';
import { useLanguageData, useT, type LanguageLayoutLoaderData } from '../lib/i18n';
import { useHeaderHidden } from '../lib/use-header-hidden';
import { useShellSync } from '../lib/use-shell-sync';
import { MobileBottomBar } from '../components/mobile-bottom-bar';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';
import { ErrorMessage } from '../components/error-message';
import { SiteErrorPage } from '../components/site-error-page';
import { InquiryPopupProvider } from '../components/inquiry-popup-provider';
import type { Route } from './+types/language-layout';

export async function loader({ params, context, request }: Route.LoaderArgs): Promise<LanguageLayoutLoaderData> {
  if (!isLanguage(params.lang)) throw data(null, { status: 404 });
  // A supported `language` parameter wins over the path (spec 001 §4): the same page under its prefix.
  // A redirect is never kept by the page cache (200s only), so no visitor is sent on by another's answer.
  const moved = languageParamTarget(new URL(request.url));
  if (moved) throw redirect(moved, 302);
  const language = params.lang;
  const ctx = { ...context.ctx, language };
  const [file, destinations, shell, place] = await Promise.all([
    currentLanguageFile(ctx, language),
    loadDestinations(ctx),
    viewerShell(ctx),
    visitorPlace(ctx, request),
  ]);
  const { name, rate, displayDecimals } = place.display;
  // Always one of the file's countries: a country the server does not know (a mistyped parameter) is not
  // a choice, and the selection falls back to Japan.
  const country = place.country ? findCountry(destinations, place.country) : undefined;
  // The texts, countries, currencies and search lists are the language's file's: never in what this returns, which
  // React Router writes into every page (ADR 036).
  return {
    language,
    textsVersion: file.version,
    siteUrl: ctx.site.siteUrl,
    currency: { name, rate, displayDecimals },
    country: country ? { name: country.name, localName: country.localNames[language] ?? country.name } : null,
    // A first guess (nothing chosen yet) is said in the header, with the way to change it (ADR 031).
    countryGuessed: place.source === 'guess',
    signedIn: ctx.viewer !== null,
    // A page that signed-in buyers share carries each one's favourites in its slot instead (ADR 037).
    favoritesCount: context.sharedRender ? null : (shell?.favoritesCount ?? 0),
    favoriteIds: context.sharedRender ? null : (shell?.favoriteIds ?? []),
    // A vary cookie of the page cache, so a kept page draws the list it was rendered for (ADR 066).
    compareList: readCompareList(readCookie(request, COMPARE_COOKIE)),
    isDistributor: shell?.isDistributor ?? false,
  };
}

/**
 * A post to the language's top page (`/en`, `/wp-login.php`): none is taken there. An unknown language is
 * still not found; a known one answers 405 as React Router would, without its error in the log.
 */
export function action({ params }: Route.ActionArgs) {
  throw data(null, { status: isLanguage(params.lang) ? 405 : 404 });
}

/**
 * In the browser, when the frame's data is loaded again (another language, a form posted): the
 * language's file is loaded before the page is drawn with it. The first page's came with its HTML.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const layout = await serverLoader();
  await loadLanguageFile(layout.language, layout.textsVersion);
  return layout;
}

/**
 * The frame's data depends on the language, the `country` parameter and the cookies: it is loaded again
 * when one of the first two changes or a `language` parameter comes, after a form is posted, and when the page asks (a currency change),
 * not on every link between pages of one language.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, currentParams, nextParams, formMethod, defaultShouldRevalidate }) => {
  if ((formMethod && formMethod !== 'GET') || currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  // A `language` parameter is answered by this loader with a redirect to the page under its prefix.
  return currentParams.lang !== nextParams.lang || nextUrl.searchParams.has('language') || currentUrl.searchParams.get('country') !== nextUrl.searchParams.get('country');
};

export default function LanguageLayout() {
  const { language } = useLanguageData();
  const location = useLocation();
  // The menu is open for the page it was opened on: any route change closes it (spec 001 §4).
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.key;
  const setMenuOpen = (open: boolean) => setMenuOpenAt(open ? location.key : null);
  const onStocklist = location.pathname === `/${language}/stocklist`;
  const headerHidden = useHeaderHidden(onStocklist, menuOpen);
  useShellSync();
  return (
    <InquiryPopupProvider>
      <div className="flex min-h-screen flex-col pb-14 sm:pb-0">
        <SiteHeader hidden={headerHidden} />
        <main id="main" className="flex-1">
          <Outlet />
        </main>
        <SiteFooter />
        <div className="print:hidden">
          <MobileBottomBar menuOpen={menuOpen} setMenuOpen={setMenuOpen} />
        </div>
      </div>
    </InquiryPopupProvider>
  );
}

/**
 * A page that fails keeps the frame. A failed load in the browser (a navigation or fetcher that got no
 * answer) also says so in a toast (spec 001 §8); a missing page is the route's own 404.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // Without the layout's own data (an unknown language: /xx, /.env, /wp-login.php) there is no frame to
  // keep: the message alone, as the root would show it. Thrown on, the error would fail the server's
  // render (its boundaries are the browser's) and answer 500 (issue 37).
  if (!useRouteLoaderData('routes/language-layout')) return <SiteErrorPage error={error} />;
  return <FramedError error={error} />;
}

function FramedError({ error }: { error: unknown }) {
  const t = useT();
  const { language } = useLanguageData();
  return (
    <div className="flex min-h-screen flex-col pb-14 sm:pb-0">
      <SiteHeader />
      <ErrorMessage error={error} t={t} stocklistHref={`/${language}/stocklist`} />
      <SiteFooter />
    </div>
  );
}
