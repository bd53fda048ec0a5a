import { Suspense, useEffect } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData, type ShouldRevalidateFunction } from 'react-router';
import { loadAllTranslationsCached } from '#domain/content/translation.service.ts';
import { isLanguage, type Language } from '#domain/context.ts';
import type { TranslationMap } from '#domain/content/translate.ts';
import { NavigationProgress } from './components/navigation-progress';
import { ERROR_KEYS, SiteErrorPage } from './components/site-error-page';
import { FavoriteForm, HeartSymbol } from './components/favorite-button';
import { CompareForm } from './components/compare-button';
import { ToastProvider } from './components/toast-provider';
import { useCspNonce } from './lib/csp-nonce';
import type { LanguageLayoutLoaderData } from './lib/i18n';
import { LANGUAGE_FILE_SCRIPT_ID, languageFileUrl } from './lib/language-file';
import { THEME_INIT_SCRIPT } from './lib/preference-cookies';
import { readTheme } from './lib/preferences.server';
import type { Route } from './+types/root';
// The stylesheet is inlined for a signed-out visitor: one render-blocking request less before the first
// paint on slow mobile networks (Lighthouse), for about 9 KB more of each compressed page. A signed-in buyer
// has been here before and gets it as an immutable file instead, 59 KB less of every page (ADR 039). The
// browser bundle leaves the text out and takes it from the page it hydrates, so it is not downloaded twice
// and a client render keeps what the server wrote, whatever happens to the session meanwhile.
import inlineStylesheet from './app.css?inline';
import { STYLESHEET_ID, stylesheetUrl } from './lib/stylesheet';

const pageStylesheet = globalThis.document?.getElementById(STYLESHEET_ID);
const stylesheet = import.meta.env.SSR ? inlineStylesheet : (pageStylesheet?.textContent ?? '');
/** In the browser, what the server wrote: a linked stylesheet stays linked. */
const browserLinksStylesheet = pageStylesheet?.tagName === 'LINK';

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];


export async function loader({ request, context }: Route.LoaderArgs) {
  const first = new URL(request.url).pathname.split('/')[1];
  const language: Language = isLanguage(first) ? first : 'en';
  const texts = await loadAllTranslationsCached({ ...context.ctx, language }, language).catch((): TranslationMap => ({}));
  return {
    theme: readTheme(request),
    language,
    // Signed in: the stylesheet is a file the browser keeps (ADR 039).
    linkedStylesheet: context.ctx.viewer !== null,
    errorTexts: Object.fromEntries(ERROR_KEYS.map((key) => [key, texts[key] ?? ''])) as TranslationMap,
  };
}

// The root's data changes with the language (the toggle applies the theme cookie's change itself).
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) => currentUrl.pathname.split('/')[1] !== nextUrl.pathname.split('/')[1];

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const layout = useRouteLoaderData('routes/language-layout') as LanguageLayoutLoaderData | undefined;
  const dark = data?.theme === 'dark';
  // The server's nonce for the inline script below (ADR 030); React Router's scripts take it from ServerRouter.
  const nonce = useCspNonce();
  return (
    // The class is the server's (theme cookie) and the inline script's (no cookie: the system's); React leaves it alone.
    <html lang={data?.language ?? 'en'} className={dark ? 'dark' : undefined} style={data?.theme ? { colorScheme: data.theme } : undefined} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0a2540" />
        {/* The first frame waits for the page's main content to be parsed (ADR 043): painted earlier, it was
            the header alone, and the whole page's first style and layout then came after it as one long task. */}
        <link rel="expect" href="#main" blocking="render" />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: THEME_INIT_SCRIPT }} />
        {(import.meta.env.SSR ? data?.linkedStylesheet : browserLinksStylesheet) ? (
          <link id={STYLESHEET_ID} rel="stylesheet" href={stylesheetUrl} />
        ) : (
          <style id={STYLESHEET_ID} dangerouslySetInnerHTML={{ __html: stylesheet }} />
        )}
        {/* The language's texts and lists (ADR 036): deferred, so the page paints without them and they
            have run before React Router's scripts start, which wait for the document's end (ADR 014). */}
        {layout ? <script id={LANGUAGE_FILE_SCRIPT_ID} src={languageFileUrl(layout.language, layout.textsVersion)} defer nonce={nonce} suppressHydrationWarning /> : null}
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-slate-50 text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">
        <HeartSymbol />
        {layout ? <FavoriteForm language={layout.language} /> : null}
        {layout ? <CompareForm language={layout.language} /> : null}
        <ToastProvider>
          <NavigationProgress />
          {/* The page hydrates after the document's shell, in slices of a few milliseconds between which the
              browser answers input: React hydrates a server-rendered Suspense boundary at its lowest priority,
              which yields (ADR 041). A click meanwhile hydrates its part of the page first and is replayed. */}
          <Suspense fallback={null}>
            {children}
            <HydratedMark />
          </Suspense>
        </ToastProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * Marks the document once React has committed the whole page, so its handlers answer: before that a click
 * on a link is the browser's own (a full load). Inside the page's boundary, so it runs after the last slice.
 * Browser tests wait for it; a style may use it too.
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SiteErrorPage error={error} />;
}
