// Every page sits under /{lang}: this layout checks the language, loads its interface texts and draws
// the header and footer.
import { data, Outlet } from 'react-router';
import { searchFormOptions } from '#domain/catalogue/makers.service.ts';
import { loadAllTranslationsCached } from '#domain/content/translation.service.ts';
import { isLanguage } from '#domain/context.ts';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';
import type { Route } from './+types/language-layout';

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!isLanguage(params.lang)) throw data(null, { status: 404 });
  const language = params.lang;
  const ctx = { ...context.ctx, language };
  const [texts, searchForm] = await Promise.all([loadAllTranslationsCached(ctx, language), searchFormOptions(ctx)]);
  return { language, texts, siteUrl: ctx.site.siteUrl, searchForm };
}

export default function LanguageLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
